"""Saved lists on disk: versioned JSON, atomic saves, clear errors.

A saved list is ``{"schema_version": 2, "app": "listbuilder", "list": {...}}``.
Schema 2 adds, per trooper, ``saved``: its unit ISC, option, points and SWC at
save time, so the list survives a data update (``core.rematch``); schema 1
files (no records) are read as they are. Schema 3 adds the list's ITS
``extras`` (ITS.md E5); a list without Extras is still written as schema 2, so
an older Listbuilder reads it.
Saves write a temporary file beside the target and ``os.replace`` it, so a crash
never leaves half a file; a corrupt, foreign or hostile file (FIFO, 5,000-digit
number, 100,000 levels of nesting, lone surrogates) raises ``DataError`` with one
clear line and is never modified.

Imports core, stdlib and pydantic; no Qt, no reportlab.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

from pydantic import ValidationError

from listbuilder.atomic_files import atomic_write
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.errors import DataError
from listbuilder.core.i18n import _
from listbuilder.core.lists.army_list import ArmyList
from listbuilder.core.lists.rematch import Rematch, rematch, with_saved_records
from listbuilder.core.untrusted import excerpt
from listbuilder.data.files import decode_utf8, read_regular_file
from listbuilder.data.list_json import (
    check_json_tree,
    parse_list_json,
    validation_message,
)

SCHEMA_VERSION = 3
#: The schema of a list without ITS Extras: what Listbuilder wrote before them.
SCHEMA_WITHOUT_EXTRAS = 2
APP_TAG = "listbuilder"
SUFFIX = ".lbl.json"
# Strictly decoded text holds no surrogate; only a JSON escape can make one.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def army_to_json(army: ArmyList, catalog: Catalog | None = None) -> str:
    """Serialise ``army`` to the saved-list JSON text (schema_version included).

    With ``catalog``, each trooper records what it is (ISC, option, points,
    SWC) for re-matching after a data update.
    """
    if catalog is not None:
        army = with_saved_records(army, catalog)
    body = army.model_dump(mode="json", exclude_none=True)
    if not army.extras:
        del body["extras"]  # written as schema 2, readable by older versions
    payload = {
        "schema_version": SCHEMA_VERSION if army.extras else SCHEMA_WITHOUT_EXTRAS,
        "app": APP_TAG,
        # exclude_none: a trooper without a record is written as in schema 1
        "list": body,
    }
    return json.dumps(payload, indent=2, ensure_ascii=False) + "\n"


def army_from_json(text: str | bytes, source: str = "<text>") -> ArmyList:
    """Parse saved-list JSON text (bytes must be UTF-8).

    Every input gives a list or a ``DataError``: the hostile-file checks of
    :func:`parse_list_json` and :func:`check_json_tree` run before the
    envelope and the fields are read.

    Raises
    ------
    DataError
        If the text is not UTF-8 JSON, not a Listbuilder list, from a newer
        schema, nested or sized beyond any real list, holds text that is not
        valid Unicode, or its content is malformed (the field is named; a bad
        value is quoted in a short excerpt).
    """
    if isinstance(text, bytes | bytearray):
        text = decode_utf8(bytes(text), source)
    payload, unusual = parse_list_json(text, source)
    if unusual or _SURROGATE_ESCAPE.search(text):
        check_json_tree(
            payload, _("{source}: at ", source=source)
        )  # finds and names the place
    if not isinstance(payload, dict) or payload.get("app") != APP_TAG:
        raise DataError(
            _(
                "{source}: not a Listbuilder list (no 'app': 'listbuilder' tag)",
                source=source,
            )
        )
    version = payload.get("schema_version")
    # type(), not isinstance(): JSON true is a bool, and bool is an int
    if type(version) is not int or version < 1:
        raise DataError(
            _(
                "{source}: missing or bad 'schema_version' ({excerpt}; a whole "
                "number from 1 is expected)",
                source=source,
                excerpt=excerpt(version),
            )
        )
    if version > SCHEMA_VERSION:
        raise DataError(
            _(
                "{source}: saved by a newer Listbuilder (schema {version}; this "
                "version reads up to {newest}); the file was not changed",
                source=source,
                version=version,
                newest=SCHEMA_VERSION,
            )
        )
    try:
        army = ArmyList.model_validate(payload.get("list"))
    except ValidationError as exc:
        raise DataError(f"{source}: {validation_message(exc, 'list')}") from None
    problem = army.size_problem()
    if problem is not None:
        raise DataError(
            _(
                "{source}: not read: {problem} (the file was not changed)",
                source=source,
                problem=problem,
            )
        )
    return army


def load_army(path: Path) -> ArmyList:
    """Read a saved list.

    Only a regular file of at most :data:`~listbuilder.data.files.MAX_FILE_BYTES`
    is read (a FIFO, device or huge file is refused before reading).

    Raises
    ------
    DataError
        If the file cannot be read or is not a valid saved list; the file is
        left untouched.
    """
    return army_from_json(read_regular_file(path), source=str(path))


def load_current_army(path: Path, catalog: Catalog) -> Rematch:
    """Read a saved list and make it current with the data in use.

    Troopers whose ids a data update changed are found again by what they were
    saved as (:func:`listbuilder.core.lists.rematch.rematch`); ``notes`` say what the
    data changed for this list (e.g. ``"Fusilier, Combi Rifle: 10 -> 11 pts"``).
    The file itself is not written.

    Raises
    ------
    DataError
        If the file cannot be read or is not a valid saved list.
    """
    return rematch(load_army(path), catalog)


# The envelope's tag, as any saved list (or autosave) writes it.
_APP_TAG_BYTES = re.compile(rb'"app"\s*:\s*"listbuilder"')


def is_saved_list(path: Path) -> bool:
    """Whether ``path`` is an existing file carrying a saved list's ``app`` tag.

    Never raises: a missing, unreadable or oversized file is not a saved list.
    """
    try:
        raw = read_regular_file(path)
    except DataError:
        return False
    return _APP_TAG_BYTES.search(raw) is not None


def check_export_target(target: Path, source: Path | None = None) -> None:
    """Refuse to write an export (a PDF) over a saved list.

    ``listbuilder export a.lbl.json --pdf a.lbl.json`` replaced the list with
    its own sheet. The target may be neither the list being exported (the same
    file, however named) nor any other saved list.

    Parameters
    ----------
    target : Path
        The file the export is about to write.
    source : Path, optional
        The saved list being exported, if it has a file.

    Raises
    ------
    DataError
        Naming the target; nothing has been written.
    """
    same = False
    if source is not None:
        try:
            same = os.path.samefile(source, target)
        except (OSError, ValueError):
            same = Path(os.path.abspath(source)) == Path(os.path.abspath(target))
    if same or is_saved_list(target):
        raise DataError(
            _(
                "{file}: is a saved list; an export never replaces one (choose "
                "another file name; nothing was written)",
                file=target,
            )
        )


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` as UTF-8 to ``path`` atomically (see ``atomic_write``).

    Raises
    ------
    OSError
        If the folder cannot be written; any existing file is then unchanged.
    """
    atomic_write(path, text.encode("utf-8"), create_folder=True)


def save_army(army: ArmyList, path: Path, catalog: Catalog | None = None) -> None:
    """Save ``army`` to ``path`` atomically (with trooper records, given ``catalog``).

    Raises
    ------
    DataError
        If some text of the list cannot be written as UTF-8 (a lone surrogate
        in its name, say); nothing is written.
    OSError
        If the file cannot be written (the previous file, if any, is intact).
    """
    try:
        data = army_to_json(army, catalog).encode("utf-8")
    except UnicodeEncodeError:
        check_json_tree(
            army.model_dump(mode="json"),
            _("cannot save {path}: at list.", path=path),
            _(" and cannot be written to a file; change that text"),
        )
        raise  # pragma: no cover - the walk finds every unencodable text
    atomic_write(path, data, create_folder=True)
