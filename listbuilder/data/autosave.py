"""Autosaved copies of the list being edited, for recovery after a crash.

The app writes the list it is editing, a few seconds after each change, to a
file of its own in the user data folder (``UserDirs.autosave``), never over the
player's file. A clean exit removes it; a file still there at the next start
means the app died with unsaved changes, and the player is offered the list
back. Each running app writes its own file (``session-<id>.json``), so two
windows never overwrite each other's copy.

An autosave file is ``{"app": "listbuilder-autosave", "version": 1, "original":
path or null, "saved": seconds, "list": <saved-list JSON text>}``; the list is
read back with ``lists.army_from_json``, so it is checked like any saved list.

Imports core, paths, stdlib; no Qt, no reportlab.
"""

from __future__ import annotations

import contextlib
import json
import time
from pathlib import Path
from typing import Any

from listbuilder.atomic_files import atomic_write
from listbuilder.core.errors import DataError
from listbuilder.core.frozen import record
from listbuilder.core.i18n import _
from listbuilder.core.lists.army_list import ArmyList
from listbuilder.data.files import read_regular_file
from listbuilder.data.lists import army_from_json, army_to_json

APP_TAG = "listbuilder-autosave"
VERSION = 1
PREFIX = "session-"
SUFFIX = ".json"
#: Latest time an autosave may say it was written (9999-12-31, the last a
#: date can show); a later, negative or NaN one reads as the file's time.
_LATEST = 253_402_300_799


@record
class Recovery:
    """A list found autosaved: what a crashed session was editing.

    Attributes
    ----------
    file : Path
        The autosave file.
    army_list : ArmyList
        The list as it was last autosaved.
    original : Path or None
        The file the list was opened from or saved to; None for a new list.
    saved : float
        When it was autosaved (seconds since the epoch).
    """

    file: Path
    army_list: ArmyList
    original: Path | None
    saved: float


def autosave_file(folder: Path, session: str) -> Path:
    """The autosave file of session ``session`` (letters and digits) in ``folder``."""
    return folder / f"{PREFIX}{session}{SUFFIX}"


def session_of(path: Path) -> str:
    """The session id an autosave file belongs to (``abc`` of ``session-abc.json``)."""
    return path.name[len(PREFIX) : -len(SUFFIX)]


def write_autosave(path: Path, army: ArmyList, original: Path | None) -> None:
    """Write ``army`` to autosave file ``path`` atomically (folder created).

    Raises
    ------
    OSError
        If the file cannot be written; any previous autosave is then intact.
    """
    payload = {
        "app": APP_TAG,
        "version": VERSION,
        "original": None if original is None else str(original),
        "saved": time.time(),
        "list": army_to_json(army),
    }
    text = json.dumps(payload, ensure_ascii=False)
    atomic_write(path, text.encode("utf-8", "surrogatepass"), create_folder=True)


def read_autosave(path: Path) -> Recovery:
    """Read an autosave file.

    Raises
    ------
    DataError
        If the file cannot be read (a FIFO, device or huge file is refused by
        :func:`~listbuilder.data.files.read_regular_file`, as a saved list is),
        or is not an autosave this version reads (nesting too deep included).
    """
    raw = read_regular_file(path)
    try:
        payload: Any = json.loads(raw)
    except (ValueError, RecursionError) as exc:
        raise DataError(
            _("{path}: not a readable autosave ({exc})", path=path, exc=exc)
        ) from exc
    if (
        not isinstance(payload, dict)
        or payload.get("app") != APP_TAG
        or payload.get("version") != VERSION
        or not isinstance(payload.get("list"), str)
    ):
        raise DataError(_("{path}: not a Listbuilder autosave", path=path))
    original = payload.get("original")
    saved = payload.get("saved")
    army = army_from_json(payload["list"], source=str(path))
    return Recovery(
        file=path,
        army_list=army,
        original=Path(original) if isinstance(original, str) and original else None,
        saved=float(saved)
        if isinstance(saved, int | float) and 0 <= saved <= _LATEST
        else path.stat().st_mtime,
    )


def autosave_files(folder: Path) -> list[Path]:
    """Every autosave file in ``folder``, oldest first (none if it is missing)."""
    try:
        files = [
            p
            for p in folder.iterdir()
            if p.name.startswith(PREFIX) and p.name.endswith(SUFFIX) and p.is_file()
        ]
    except OSError:
        return []
    return sorted(files, key=lambda p: (p.stat().st_mtime, p.name))


def remove_autosave(path: Path) -> None:
    """Delete an autosave file (nothing happens if it is already gone)."""
    with contextlib.suppress(OSError):
        path.unlink(missing_ok=True)


__all__ = [
    "Recovery",
    "autosave_file",
    "autosave_files",
    "read_autosave",
    "remove_autosave",
    "session_of",
    "write_autosave",
]
