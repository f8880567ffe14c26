"""Saved lists on disk: versioned JSON, atomic saves, clear errors.

A saved list is ``{"schema_version": 2, "app": "listbuilder", "list": {...}}``.
Schema 2 adds, per trooper, ``saved``: its unit ISC, option, points and SWC at
save time, so the list survives a data update (``core.rematch``); schema 1
files (no records) are read as they are.
Saves write a temporary file beside the target and ``os.replace`` it, so a crash
never leaves half a file; a corrupt or foreign file raises ``DataError`` and is
never modified.

Imports core, stdlib and pydantic; no Qt, no reportlab.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from listbuilder.core.army import ArmyList
from listbuilder.core.catalog import Catalog
from listbuilder.core.errors import DataError
from listbuilder.core.rematch import with_saved_records
from listbuilder.paths import atomic_write

SCHEMA_VERSION = 2
APP_TAG = "listbuilder"
SUFFIX = ".lbl.json"


def army_to_json(army: ArmyList, catalog: Catalog | None = None) -> str:
    """Serialise ``army`` to the saved-list JSON text (schema_version included).

    With ``catalog``, each trooper records what it is (ISC, option, points,
    SWC) for re-matching after a data update.
    """
    if catalog is not None:
        army = with_saved_records(army, catalog)
    payload = {
        "schema_version": SCHEMA_VERSION,
        "app": APP_TAG,
        # exclude_none: a trooper without a record is written as in schema 1
        "list": army.model_dump(mode="json", exclude_none=True),
    }
    return json.dumps(payload, indent=2, ensure_ascii=False) + "\n"


def army_from_json(text: str | bytes, source: str = "<text>") -> ArmyList:
    """Parse saved-list JSON text.

    Raises
    ------
    DataError
        If the text is not JSON, not a Listbuilder list, from a newer schema, or
        its content is malformed (the field is named).
    """
    try:
        payload: Any = json.loads(text)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise DataError(
            f"{source}: not a Listbuilder list (not valid JSON: {exc})"
        ) from exc
    if not isinstance(payload, dict) or payload.get("app") != APP_TAG:
        raise DataError(
            f"{source}: not a Listbuilder list (no 'app': 'listbuilder' tag)"
        )
    version = payload.get("schema_version")
    if not isinstance(version, int) or version < 1:
        raise DataError(f"{source}: missing or bad 'schema_version'")
    if version > SCHEMA_VERSION:
        raise DataError(
            f"{source}: saved by a newer Listbuilder (schema {version}; this version "
            f"reads up to {SCHEMA_VERSION}); the file was not changed"
        )
    try:
        return ArmyList.model_validate(payload.get("list"))
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"]) or "list"
        raise DataError(f"{source}: at list.{where}: {err['msg']}") from exc


def load_army(path: Path) -> ArmyList:
    """Read a saved list.

    Raises
    ------
    DataError
        If the file cannot be read or is not a valid saved list; the file is
        left untouched.
    """
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise DataError(f"{path}: cannot be read ({exc.strerror or exc})") from exc
    return army_from_json(raw, source=str(path))


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` as UTF-8 to ``path`` atomically (see ``paths.atomic_write``).

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
    OSError
        If the file cannot be written (the previous file, if any, is intact).
    """
    atomic_write_text(path, army_to_json(army, catalog))
