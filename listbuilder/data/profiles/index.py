"""The profile index: each army file's version, unit count and mercenaries.

Listings (``listbuilder armies``, the new-list dialog) show every army's data
version and unit count, but parsing and checking 45 army files would make them
slow. It also lists each file's Mercenary Troops, so that a list under the
Soldiers of Fortune Extra finds a mercenary of another army without every army
file being parsed (ITS.md E5). The index keeps those facts in the user cache
folder, keyed by the file's path, size and modification time: a file is read
again (a bare ``json.loads``, no checking) only when it changed. A missing or
damaged index is rebuilt; it is never needed for correctness.

Imports core, paths, stdlib; no Qt, no reportlab.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from listbuilder.atomic_files import atomic_write
from listbuilder.core.catalog.army_info import FileFacts
from listbuilder.core.i18n import _
from listbuilder.core.untrusted import shorten

INDEX_FILE = "profile-index.json"
#: Format of the index file; another number is ignored and rebuilt (2 added
#: each file's mercenaries).
INDEX_FORMAT = 2
#: The data's troop category of Mercenary Troops (``filters.category``).
MERCENARY_CATEGORY = 11


def read_facts(
    files: Mapping[int, Path], cache_dir: Path | None = None
) -> dict[int, FileFacts]:
    """Version, unit count (or problem) of each army file, from the index.

    Parameters
    ----------
    files : Mapping[int, Path]
        Army files by faction id.
    cache_dir : Path, optional
        The user cache folder holding the index; None keeps nothing between
        calls.

    Returns
    -------
    dict[int, FileFacts]
        Facts by faction id; a file that cannot be read or is not JSON has a
        ``problem`` (it never raises).
    """
    index_path = cache_dir / INDEX_FILE if cache_dir else None
    cache = _read_index(index_path)
    out: dict[int, FileFacts] = {}
    changed = False
    for faction_id, path in files.items():
        key = str(path.absolute())
        try:
            stat = path.stat()
        except OSError as exc:
            out[faction_id] = FileFacts(
                problem=_("{name}: cannot be read ({exc})", name=path.name, exc=exc)
            )
            continue
        entry = cache.get(key)
        if (
            isinstance(entry, dict)
            and entry.get("size") == stat.st_size
            and entry.get("mtime_ns") == stat.st_mtime_ns
        ):
            facts = _facts_of(entry)
            if facts is not None:
                out[faction_id] = facts
                continue
        facts = file_facts(path)
        out[faction_id] = facts
        cache[key] = {
            "size": stat.st_size,
            "mtime_ns": stat.st_mtime_ns,
            **facts.model_dump(),
        }
        changed = True
    if changed and index_path is not None:
        _write_index(index_path, cache)
    return out


def file_facts(path: Path) -> FileFacts:
    """Read one army file's version and unit count (a bare parse, no checking)."""
    try:
        data: Any = json.loads(path.read_bytes())
    except OSError as exc:
        return FileFacts(
            problem=_(
                "{name}: cannot be read ({problem})",
                name=path.name,
                problem=exc.strerror or exc,
            )
        )
    except (ValueError, RecursionError) as exc:
        # ValueError: not UTF-8, not JSON, or a number past Python's 4,300
        # digits (its message is long and speaks of set_int_max_str_digits)
        problem: object = exc
        if type(exc) is ValueError and "digits" in str(exc):
            problem = _("a number far longer than any the data holds")
        return FileFacts(
            problem=_(
                "{name}: not valid JSON ({exc})",
                name=path.name,
                exc=shorten(str(problem), 120),
            )
        )
    if not isinstance(data, dict):
        return FileFacts(
            problem=_("{name}: not an army file (not a JSON object)", name=path.name)
        )
    version = data.get("version")
    units = data.get("units")
    return FileFacts(
        version=version if isinstance(version, str) else "",
        units=len(units) if isinstance(units, list) else None,
        mercenaries=mercenary_ids(units),
    )


def mercenary_ids(units: object) -> tuple[int, ...]:
    """Ids of the units classified Mercenary Troops in a raw ``units`` array.

    A unit is one when some profile group has category 11; anything not of
    the official shape is skipped (the loader reports it when the army is
    used). Source: ITS.md E5
    """
    if not isinstance(units, list):
        return ()
    found: list[int] = []
    for unit in units:
        if not isinstance(unit, dict):
            continue
        uid, groups = unit.get("id"), unit.get("profileGroups")
        if not isinstance(uid, int) or isinstance(uid, bool):
            continue
        if isinstance(groups, list) and any(
            isinstance(g, dict) and g.get("category") == MERCENARY_CATEGORY
            for g in groups
        ):
            found.append(uid)
    return tuple(dict.fromkeys(found))


def _facts_of(entry: Mapping[str, Any]) -> FileFacts | None:
    version, units, problem = (
        entry.get("version"),
        entry.get("units"),
        entry.get("problem"),
    )
    if not isinstance(version, str) or not isinstance(problem, str):
        return None
    if units is not None and (not isinstance(units, int) or isinstance(units, bool)):
        return None
    mercs = entry.get("mercenaries", [])
    if not isinstance(mercs, list) or not all(
        isinstance(m, int) and not isinstance(m, bool) for m in mercs
    ):
        return None
    # every value checked above: made without validating it again (the index
    # is read at every start; FileFacts' schema is then never built)
    return FileFacts.model_construct(
        version=version, units=units, problem=problem, mercenaries=tuple(mercs)
    )


def _read_index(path: Path | None) -> dict[str, Any]:
    if path is None:
        return {}
    try:
        data = json.loads(path.read_bytes())
    except (OSError, ValueError, RecursionError):
        return {}
    if not isinstance(data, dict) or data.get("format") != INDEX_FORMAT:
        return {}
    files = data.get("files")
    return dict(files) if isinstance(files, dict) else {}


def _write_index(path: Path, cache: dict[str, Any]) -> None:
    # Entries of files that are gone (an old downloaded version) are dropped.
    kept = {key: value for key, value in cache.items() if os.path.exists(key)}
    payload = json.dumps({"format": INDEX_FORMAT, "files": kept}, indent=0)
    with contextlib.suppress(OSError):  # a read-only cache only costs speed
        atomic_write(path, payload.encode("utf-8"), create_folder=True)
