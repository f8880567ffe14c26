"""A folder of hostile saved lists, generated in the test (issue 10).

Each case is one class of bad input a stranger can send an organiser: what it
is, how to make it in a folder, and a word the one-line error must contain.
Files are made on the fly (100,000 levels of nesting and 5 MB files are not
committed). ``snapshot`` captures what must stay unchanged: a regular file's
bytes, a FIFO's kind, a link's target.
"""

from __future__ import annotations

import copy
import json
import os
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from listbuilder.core import ArmyList, CombatGroup
from listbuilder.data.files import MAX_FILE_BYTES
from listbuilder.data.lists import army_to_json
from tests.helpers import e

#: A legal 49-point PanOceania list (Lieutenant, 4 troopers, two groups).
LEGAL = ArmyList(
    army_id=101,
    name="Legal one",
    groups=(
        CombatGroup(number=1, troopers=(e(1, 1, 10), e(1, 1, 1), e(30, 1, 1))),
        CombatGroup(number=2, troopers=(e(1222, 1, 1),)),
    ),
)
#: An illegal list: two Lieutenants (RULES.md A3).
ILLEGAL = ArmyList(
    army_id=101,
    name="Two lieutenants",
    groups=(CombatGroup(number=1, troopers=(e(1, 1, 10), e(30, 1, 7))),),
)


def payload() -> dict[str, Any]:
    """The saved-list JSON object of :data:`LEGAL`, to be mutated."""
    data: dict[str, Any] = json.loads(army_to_json(LEGAL))
    return data


def _with(change: Callable[[dict[str, Any]], object]) -> bytes:
    data = copy.deepcopy(payload())
    change(data)
    return json.dumps(data).encode("utf-8")


def _set(*path: str | int, value: Any) -> bytes:
    def change(data: Any) -> None:
        for key in path[:-1]:
            data = data[key]
        data[path[-1]] = value

    return _with(change)


def _replace(old: str, new: str) -> bytes:
    raw = json.dumps(payload())
    assert old in raw
    return raw.replace(old, new, 1).encode("utf-8")


def _raw_name(raw_bytes: bytes) -> bytes:
    raw = json.dumps(payload()).encode("utf-8")
    return raw.replace(b'"Legal one"', b'"' + raw_bytes + b'"', 1)


def _nested(levels: int) -> bytes:
    head = b'{"app": "listbuilder", "schema_version": 1, "list": '
    return head + b"[" * levels + b"]" * levels + b"}"


def _lists(depth: int) -> list[Any]:
    value: list[Any] = []
    for _ in range(depth - 1):
        value = [value]
    return value


def _digits(n: int) -> str:
    return "9" * n


@dataclass(frozen=True)
class Hostile:
    """One hostile input: how to make it and what its error line must say.

    Attributes
    ----------
    name : str
        Case id (also the file stem).
    problem : str
        Text the one-line message must contain (case-insensitive).
    content : bytes or None
        The file's bytes; None for special files made by ``make``.
    make : callable or None
        Creates a special file (FIFO, link) at the path it is given.
    """

    name: str
    problem: str
    content: bytes | None = None
    make: Callable[[Path], None] | None = None

    def create(self, folder: Path) -> Path:
        """Create this input in ``folder`` and return its path."""
        path = folder / f"{self.name}.lbl.json"
        if self.make is not None:
            self.make(path)
        else:
            assert self.content is not None
            path.write_bytes(self.content)
        return path


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _dev_zero(path: Path) -> None:
    path.symlink_to("/dev/zero")


def _ruleset_by_path(path: Path) -> None:
    # a real, valid ruleset file beside the list, named by its absolute path:
    # reading it would "work", which is exactly what must not happen
    from listbuilder.paths import rulesets_dir

    target = path.parent / "planted-ruleset.json"
    target.write_bytes((rulesets_dir() / "n5.json").read_bytes())
    path.write_bytes(_set("list", "ruleset", value=str(target)))


HOSTILE: tuple[Hostile, ...] = (
    Hostile("deep-100000-levels", "nested", _nested(100_000)),
    Hostile("deep-40-levels", "nested", _set("list", "name", value=_lists(40))),
    Hostile(
        "int-5000-digits",
        "5000 digits",
        _replace('"points_limit": 300', f'"points_limit": {_digits(5000)}'),
    ),
    Hostile(
        "int-5000-digits-in-unknown-key",
        "5000 digits",
        _replace('"name": "Legal one"', f'"x": [{_digits(5000)}], "name": "a"'),
    ),
    # 19 digits: under Python's own limit, so only the list reader refuses them
    Hostile(
        "int-19-digits",
        "19 digits",
        _replace('"points_limit": 300', f'"points_limit": {_digits(19)}'),
    ),
    Hostile(
        "negative-int-19-digits-in-unknown-key",
        "19 digits",
        _replace('"name": "Legal one"', f'"x": {{"y": [-{_digits(19)}]}}, "name": "a"'),
    ),
    Hostile(
        "lone-surrogate-escape-in-name",
        "lone surrogate",
        _replace("Legal one", "\\ud800"),
    ),
    Hostile("lone-surrogate-raw-bytes", "not UTF-8", _raw_name(b"\xed\xa0\x80")),
    Hostile(
        "lone-surrogate-in-a-key",
        "lone surrogate",
        _replace('"name": "Legal one"', '"\\udfff": 1, "name": "a"'),
    ),
    Hostile(
        "lone-surrogate-in-a-uid",
        "lone surrogate",
        _set("list", "groups", 0, "troopers", 0, "uid", value="ab\udc80"),
    ),
    Hostile("nul-in-ruleset", "unknown ruleset", _set("list", "ruleset", value="n5\0")),
    Hostile("ruleset-as-absolute-path", "unknown ruleset", make=_ruleset_by_path),
    Hostile(
        "ruleset-as-relative-path",
        "unknown ruleset",
        _set("list", "ruleset", value="../../resources/rulesets/n5"),
    ),
    Hostile(
        "ruleset-of-1mb", "unknown ruleset", _set("list", "ruleset", value="n" * 2**20)
    ),
    Hostile(
        "schema-version-true", "schema_version", _set("schema_version", value=True)
    ),
    Hostile("schema-version-text", "schema_version", _set("schema_version", value="1")),
    Hostile(
        "schema-version-float", "schema_version", _set("schema_version", value=1.0)
    ),
    Hostile(
        "nan-points", "NaN", _replace('"points_limit": 300', '"points_limit": NaN')
    ),
    Hostile(
        "infinity-points",
        "Infinity",
        _replace('"points_limit": 300', '"points_limit": -Infinity'),
    ),
    Hostile(
        "1e999-points",
        "points_limit",
        _replace('"points_limit": 300', '"points_limit": 1e999'),
    ),
    Hostile("zero-points", "points_limit", _set("list", "points_limit", value=0)),
    Hostile("latin-1-name", "not UTF-8", _raw_name(b"Caf\xe9")),
    Hostile("utf-16-file", "not UTF-8", army_to_json(LEGAL).encode("utf-16")),
    Hostile("empty-file", "not valid JSON", b""),
    Hostile("trailing-garbage", "not valid JSON", army_to_json(LEGAL).encode() + b"}{"),
    Hostile("top-level-array", "not a Listbuilder list", b"[]"),
    Hostile("list-is-null", "list", _set("list", value=None)),
    Hostile("groups-is-text", "groups", _set("list", "groups", value="x")),
    Hostile(
        "unit-id-is-text",
        "unit_id",
        _set("list", "groups", 0, "troopers", 0, "unit_id", value="abc"),
    ),
    Hostile(
        "duplicate-uids",
        "unique",
        _set(
            "list",
            "groups",
            1,
            "troopers",
            0,
            "uid",
            value=LEGAL.groups[0].troopers[0].uid,
        ),
    ),
    Hostile(
        "unknown-key-of-1mb",
        "extra",
        _replace('"name": "Legal one"', f'"{"k" * 2**20}": 1, "name": "a"'),
    ),
    Hostile("oversize-5mb", "larger than", b" " * (MAX_FILE_BYTES + 1)),
    Hostile("fifo", "FIFO", make=_fifo),
    Hostile("link-to-dev-zero", "character device", make=_dev_zero),
)


def snapshot(path: Path) -> tuple[str, bytes | str]:
    """What must not change: a file's bytes, a FIFO's kind, a link's target."""
    if path.is_symlink():
        return ("link", os.readlink(path))
    mode = os.lstat(path).st_mode
    if stat.S_ISFIFO(mode):
        return ("fifo", "")
    return ("file", path.read_bytes())


def make_folder(folder: Path) -> dict[str, Path]:
    """Create every hostile case in ``folder``; map case name to path."""
    folder.mkdir(parents=True, exist_ok=True)
    return {case.name: case.create(folder) for case in HOSTILE}
