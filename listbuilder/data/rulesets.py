"""Load rulesets (edition parameters) by id from the rulesets folders.

A ruleset is named by its id only (``"n5"``, ``"n2"``): the file ``ID.json`` in
the bundled ``resources/rulesets/`` or in the user's rulesets folder
(:func:`listbuilder.paths.ruleset_dirs`; a user file replaces a bundled one of
the same id). A saved list's ``ruleset`` field is never used as a path, so a
list a stranger sends cannot make Listbuilder read any other file.

The ``dice`` command reads only the dice fields (:func:`dice_rules`): from a
bundled file, which ships with Listbuilder and which the tests check against
the ``Ruleset`` model, without building that model (a pydantic model costs the
command twice its start-up, issue 28); a user's file goes through the model as
always.

Imports core, paths, stdlib and pydantic; no Qt, no reportlab.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from listbuilder.core.errors import DataError
from listbuilder.core.i18n import _
from listbuilder.core.untrusted import excerpt
from listbuilder.data.files import read_model_file, read_regular_file
from listbuilder.paths import ruleset_dirs, rulesets_dir

if TYPE_CHECKING:
    from listbuilder.core.catalog.ruleset import Ruleset
    from listbuilder.core.dice.engine import DiceRuleset

DEFAULT_RULESET = "n5"
#: What a ruleset id may look like (and so a ruleset file's name, without .json).
RULESET_ID = re.compile(r"[a-z0-9][a-z0-9_-]{0,31}")
#: Largest ruleset file read (bytes); the bundled ones are about 1 KB.
MAX_RULESET_BYTES = 256 * 1024


def ruleset_files(folders: Sequence[Path] | None = None) -> dict[str, Path]:
    """Map each ruleset id to its file; later folders win over earlier ones.

    Parameters
    ----------
    folders : sequence of Path, optional
        Folders to search, lowest precedence first (default
        :func:`listbuilder.paths.ruleset_dirs`: bundled, then the user's).
        Missing folders are skipped; only files named ``ID.json`` with a valid
        id count.
    """
    found: dict[str, Path] = {}
    for folder in ruleset_dirs() if folders is None else folders:
        try:
            files = sorted(folder.glob("*.json"))
        except OSError:
            continue
        for path in files:
            if RULESET_ID.fullmatch(path.stem):
                found[path.stem] = path
    return found


def list_rulesets(folders: Sequence[Path] | None = None) -> list[Ruleset]:
    """Every ruleset of ``folders`` (see :func:`ruleset_files`), N5 first.

    Raises
    ------
    DataError
        If a ruleset file is malformed.
    """
    found = [load_ruleset(rid, folders) for rid in ruleset_files(folders)]
    return sorted(found, key=lambda r: (r.id != DEFAULT_RULESET, r.id))


def load_ruleset(ruleset_id: str, folders: Sequence[Path] | None = None) -> Ruleset:
    """Load a ruleset by id (``"n5"``, ``"n2"``) from the rulesets folders.

    Parameters
    ----------
    ruleset_id : str
        The id, as a saved list or ``--ruleset`` gives it. Paths are not
        accepted: anything that is not the id of a file in ``folders`` is
        unknown.
    folders : sequence of Path, optional
        Where to look (default: the bundled and the user's rulesets folders).

    Raises
    ------
    DataError
        ``"unknown ruleset ... (known: n2, n5)"`` for an id with no file, or the
        file and field when the file is malformed.
    """
    return _read_ruleset(ruleset_id, _ruleset_file(ruleset_id, folders))


def _ruleset_file(ruleset_id: str, folders: Sequence[Path] | None) -> Path:
    files = ruleset_files(folders)
    path = files.get(ruleset_id) if isinstance(ruleset_id, str) else None
    if path is None:
        known = ", ".join(sorted(files)) or "none"
        raise DataError(
            _(
                "unknown ruleset {excerpt} (known: {known})",
                excerpt=excerpt(ruleset_id),
                known=known,
            )
        )
    return path


def _read_ruleset(ruleset_id: str, path: Path) -> Ruleset:
    from listbuilder.core.catalog.ruleset import Ruleset  # commands that need it

    ruleset = read_model_file(Ruleset, path, limit=MAX_RULESET_BYTES)
    if ruleset.id != ruleset_id:
        raise DataError(
            _(
                "{path}: the file of ruleset {ruleset_id} says its id is {excerpt}",
                path=path,
                ruleset_id=repr(ruleset_id),
                excerpt=excerpt(ruleset.id),
            )
        )
    return ruleset


def dice_rules(ruleset_id: str, folders: Sequence[Path] | None = None) -> DiceRuleset:
    """The dice fields of ruleset ``ruleset_id``, for the ``dice`` command.

    Same lookup as :func:`load_ruleset` (a user's file replaces a bundled one).
    A bundled file, shipped with Listbuilder, is read as plain JSON; a user's
    file is read and checked through the ``Ruleset`` model, as
    :func:`load_ruleset` does.

    Raises
    ------
    DataError
        As :func:`load_ruleset`: an unknown id, or a user's file that is
        malformed.
    """
    from listbuilder.core.dice.engine import DiceRuleset  # the app's dice on demand

    path = _ruleset_file(ruleset_id, folders)
    if path.parent != rulesets_dir():
        return DiceRuleset.of(_read_ruleset(ruleset_id, path))
    data = json.loads(read_regular_file(path, limit=MAX_RULESET_BYTES))
    return DiceRuleset.from_mapping(data)
