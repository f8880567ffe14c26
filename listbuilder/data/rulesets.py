"""Load rulesets (edition parameters) by id from the rulesets folders.

A ruleset is named by its id only (``"n5"``, ``"n2"``): the file ``ID.json`` in
the bundled ``resources/rulesets/`` or in the user's rulesets folder
(:func:`listbuilder.paths.ruleset_dirs`; a user file replaces a bundled one of
the same id). A saved list's ``ruleset`` field is never used as a path, so a
list a stranger sends cannot make Listbuilder read any other file.

Imports core, paths, stdlib and pydantic; no Qt, no reportlab.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.errors import DataError
from listbuilder.core.i18n import _
from listbuilder.core.untrusted import excerpt
from listbuilder.data.files import read_model_file
from listbuilder.paths import ruleset_dirs

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
