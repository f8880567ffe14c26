"""The list library on disk: finding saved lists, a cache of their rows, and trash.

:func:`scan_library` walks a lists folder and its subfolders and gives one
:class:`~listbuilder.core.library.LibraryRow` per list file. Rows are cached
in the user cache folder, keyed by each file's size and modification time and
by a fingerprint of the profile data and this program, so a second scan reads
no list and loads no profiles unless something changed. A file that cannot be
read is a row with its error; nothing stops the scan.

The rest are the library's file operations, all of which keep user data safe:
duplicate, rename, move, folders (create, rename), tags and note, and a trash
folder that lists moved to it can be restored from. No operation overwrites an
existing list: a name already taken gets ``-2``, ``-3``... .

Imports core, paths, stdlib and pydantic; no Qt, no reportlab.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import time
import uuid
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter, ValidationError

from listbuilder import __version__
from listbuilder.core.army import ArmyList
from listbuilder.core.catalog import Catalog
from listbuilder.core.errors import DataError
from listbuilder.core.library import LibraryRow, error_row, library_row
from listbuilder.core.ruleset import Ruleset
from listbuilder.core.wording import list_file_stem
from listbuilder.data.lists import SUFFIX, load_army, save_army
from listbuilder.data.rulesets import load_ruleset
from listbuilder.paths import atomic_write, rulesets_dir

#: Bumped when the cached rows' meaning changes: older caches are ignored.
CACHE_VERSION = 1
#: Suffix of the trash's record of where a list came from.
TRASH_INFO = ".trash.json"
#: Longest folder name accepted (most file systems allow 255 bytes).
MAX_FOLDER_NAME = 100

_ROWS = TypeAdapter(list[LibraryRow])


@dataclass(frozen=True)
class LibraryScan:
    """The result of scanning a library folder.

    Attributes
    ----------
    root : Path
        The folder scanned.
    rows : tuple[LibraryRow, ...]
        One row per list file, by relative path.
    folders : tuple[str, ...]
        Every subfolder (``/``-separated, relative to ``root``), sorted, empty
        ones included, so the view shows folders the player just created.
    read : int
        Files read and checked in this scan (not in the cache or changed).
    cached : int
        Rows taken from the cache unchanged.
    """

    root: Path
    rows: tuple[LibraryRow, ...]
    folders: tuple[str, ...] = ()
    read: int = 0
    cached: int = 0


@dataclass
class _Checker:
    """Reads and checks list files, loading the profiles only if one is read."""

    catalog: Callable[[], Catalog]
    _catalog: Catalog | None = None
    _rulesets: dict[str, Ruleset] = field(default_factory=dict)

    def row(self, path: Path, relative: str, size: int, mtime_ns: int) -> LibraryRow:
        """The row of one file: checked, or its error.

        Raises
        ------
        DataError
            Only if the profiles cannot be loaded (every row would fail alike).
        """
        try:
            army = load_army(path)
            ruleset = self._rulesets.get(army.ruleset)
            if ruleset is None:
                ruleset = self._rulesets[army.ruleset] = load_ruleset(army.ruleset)
        except DataError as exc:
            message = _without_path(str(exc), path)
            return error_row(
                message, path=str(path), relative=relative, size=size, mtime_ns=mtime_ns
            )
        if self._catalog is None:
            self._catalog = self.catalog()
        try:
            return library_row(
                army,
                self._catalog,
                ruleset,
                path=str(path),
                relative=relative,
                size=size,
                mtime_ns=mtime_ns,
            )
        except Exception as exc:  # one bad file never stops a scan
            return error_row(
                f"cannot be checked: {exc!r}",
                path=str(path),
                relative=relative,
                size=size,
                mtime_ns=mtime_ns,
            )


def _without_path(message: str, path: Path) -> str:
    """A DataError message without the leading ``/the/path: `` the row shows."""
    prefix = f"{path}: "
    return message[len(prefix) :] if message.startswith(prefix) else message


def is_list_file(name: str) -> bool:
    """True for a file name the library lists: ``*.json``, not hidden.

    Temporary files of atomic saves (``.name.xxxx.tmp``) and other hidden files
    start with a dot and are skipped.
    """
    return name.endswith(".json") and not name.startswith(".")


def _is_regular(entry: os.DirEntry[str]) -> bool:
    """True for a regular file or a link to one; never a FIFO or a device.

    Reading a FIFO or a device could block the scan for ever.
    """
    try:
        return entry.is_file()
    except OSError:
        return False


def _walk(root: Path) -> Iterator[tuple[Path, str, bool]]:
    """(path, relative path, is folder) of everything under ``root``.

    Hidden entries are skipped; symbolic links to folders are not followed,
    so a link loop cannot trap the scan; only regular files are listed.
    """
    stack = [(root, "")]
    while stack:
        folder, prefix = stack.pop()
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            if entry.name.startswith("."):
                continue
            relative = f"{prefix}{entry.name}"
            try:
                is_dir = entry.is_dir(follow_symlinks=False)
            except OSError:
                continue
            if is_dir:
                yield Path(entry.path), relative, True
                stack.append((Path(entry.path), relative + "/"))
            elif is_list_file(entry.name) and _is_regular(entry):
                yield Path(entry.path), relative, False


def data_fingerprint(profiles: Path) -> str:
    """A short hash that changes when the profiles, rulesets or program change.

    Built from the names, sizes and modification times of the profile and
    ruleset files and this program's version: cheap (no file is read), and a
    data update or upgrade re-checks every list.
    """
    digest = hashlib.sha256(f"{__version__}|{CACHE_VERSION}".encode())
    for folder in (profiles, rulesets_dir()):
        try:
            entries = sorted(os.scandir(folder), key=lambda e: e.name)
        except OSError:
            digest.update(f"|{folder}:missing".encode())
            continue
        for entry in entries:
            try:
                info = entry.stat()
            except OSError:
                continue
            digest.update(f"|{entry.name}:{info.st_size}:{info.st_mtime_ns}".encode())
    return digest.hexdigest()[:16]


def cache_path(cache_folder: Path, root: Path) -> Path:
    """The cache file of library folder ``root`` inside ``cache_folder``."""
    key = hashlib.sha256(str(root.resolve()).encode("utf-8", "surrogatepass"))
    return cache_folder / f"library-{key.hexdigest()[:16]}.json"


def _read_cache(path: Path | None, fingerprint: str) -> dict[str, LibraryRow]:
    """Cached rows by relative path; empty when missing, stale or corrupt."""
    if path is None:
        return {}
    try:
        payload: Any = json.loads(path.read_bytes())
        if (
            not isinstance(payload, dict)
            or payload.get("version") != CACHE_VERSION
            or payload.get("fingerprint") != fingerprint
        ):
            return {}
        rows = _ROWS.validate_python(payload.get("rows"))
    except (OSError, ValueError, ValidationError):
        return {}
    return {r.relative: r for r in rows}


def _write_cache(path: Path, fingerprint: str, rows: Iterable[LibraryRow]) -> None:
    payload = {
        "version": CACHE_VERSION,
        "fingerprint": fingerprint,
        "rows": [r.model_dump(mode="json") for r in rows],
    }
    data = json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
    # a cache that cannot be written only makes the next scan slower
    with contextlib.suppress(OSError):
        atomic_write(path, data.encode("utf-8", "surrogatepass"), create_folder=True)


def scan_library(
    root: Path,
    catalog: Callable[[], Catalog],
    *,
    cache: Path | None = None,
    fingerprint: str = "",
) -> LibraryScan:
    """Every saved list under ``root`` as a library row, cached by size and time.

    Parameters
    ----------
    root : Path
        The lists folder; its subfolders are scanned too (hidden ones are not).
    catalog : callable
        Returns the profiles; called only if some file must be read (not in the
        cache, or changed since), so a fully cached scan loads no profiles.
    cache : Path, optional
        The cache file (see :func:`cache_path`); None scans without a cache.
    fingerprint : str
        :func:`data_fingerprint` of the profiles in use: a different one
        re-checks every list.

    Returns
    -------
    LibraryScan
        Rows sorted by relative path (any case), the subfolders, and how many files were
        read versus taken from the cache. A folder that does not exist gives
        no rows.

    Notes
    -----
    A file that cannot be read, is not a list or names an unknown ruleset is
    a row with ``error`` set; the scan goes on. The cache is rewritten only
    when a row changed, appeared or went away.
    """
    cached = _read_cache(cache, fingerprint)
    checker = _Checker(catalog)
    rows: list[LibraryRow] = []
    folders: list[str] = []
    read = hits = 0
    for path, relative, is_dir in _walk(root):
        if is_dir:
            folders.append(relative)
            continue
        try:
            info = path.stat()
        except OSError as exc:
            message = f"cannot be read: {exc.strerror or exc}"
            where = {"path": str(path), "relative": relative}
            rows.append(error_row(message, size=0, mtime_ns=0, **where))
            continue
        row = cached.get(relative)
        if (
            row is not None
            and row.size == info.st_size
            and row.mtime_ns == info.st_mtime_ns
            and row.path == str(path)
        ):
            hits += 1
        else:
            row = checker.row(path, relative, info.st_size, info.st_mtime_ns)
            read += 1
        rows.append(row)
    rows.sort(key=lambda r: (r.relative.casefold(), r.relative))
    if cache is not None and (read or len(cached) != hits):
        _write_cache(cache, fingerprint, rows)
    return LibraryScan(root, tuple(rows), tuple(sorted(folders)), read, hits)


def read_rows(
    paths: Iterable[Path],
    catalog: Callable[[], Catalog],
    *,
    known: Iterable[LibraryRow] = (),
) -> list[LibraryRow]:
    """Rows of particular files (Open Recent), reusing ``known`` rows still valid.

    A row of ``known`` with the same path, size and time is reused; any other
    file is read (a missing one is an error row).
    """
    by_path = {r.path: r for r in known}
    checker = _Checker(catalog)
    out = []
    for path in paths:
        try:
            info = path.stat()
        except OSError as exc:
            message = f"cannot be read: {exc.strerror or exc}"
            where = {"path": str(path), "relative": path.name}
            out.append(error_row(message, size=0, mtime_ns=0, **where))
            continue
        row = by_path.get(str(path))
        if row is None or (row.size, row.mtime_ns) != (info.st_size, info.st_mtime_ns):
            row = checker.row(path, path.name, info.st_size, info.st_mtime_ns)
        out.append(row)
    return out


# -- names and folders --------------------------------------------------------------


def unique_path(folder: Path, stem: str, suffix: str = SUFFIX) -> Path:
    """``folder/stem+suffix``, or ``stem-2``, ``stem-3``... if that is taken."""
    candidate = folder / f"{stem}{suffix}"
    number = 2
    while candidate.exists():
        candidate = folder / f"{stem}-{number}{suffix}"
        number += 1
    return candidate


def _stem(path: Path) -> str:
    name = path.name
    for suffix in (SUFFIX, ".json"):
        if name.endswith(suffix):
            return name[: -len(suffix)]
    return path.stem


def folder_name_error(name: str) -> str:
    """Why ``name`` cannot name a library folder, or ``""`` when it can.

    A folder name is one path component: not empty, not ``.`` or ``..``, no
    slash or backslash, no control characters, not hidden (a leading dot), at most
    :data:`MAX_FOLDER_NAME` characters.
    """
    if not name.strip():
        return "A folder name cannot be empty."
    if name != name.strip():
        return "A folder name cannot start or end with a space."
    if name in (".", "..") or name.startswith("."):
        return "A folder name cannot start with a dot."
    if any(c in name for c in "/\\") or any(ord(c) < 32 or ord(c) == 127 for c in name):
        return "A folder name cannot hold / or \\ or control characters."
    if len(name) > MAX_FOLDER_NAME:
        return f"A folder name can have at most {MAX_FOLDER_NAME} characters."
    return ""


def _inside(root: Path, relative: str) -> Path:
    """``root/relative`` checked to stay inside ``root``.

    Raises
    ------
    DataError
        If ``relative`` climbs out of ``root`` (``..``) or is absolute.
    """
    parts = [p for p in relative.split("/") if p]
    if any(p in (".", "..") for p in parts) or relative.startswith("/"):
        raise DataError(f"{relative!r} is not a folder inside the library")
    return root.joinpath(*parts)


def create_folder(root: Path, parent: str, name: str) -> str:
    """Create folder ``name`` inside library folder ``parent``; its relative path.

    Raises
    ------
    DataError
        If the name is not allowed or a folder of that name exists.
    OSError
        If the folder cannot be created.
    """
    problem = folder_name_error(name)
    if problem:
        raise DataError(problem)
    target = _inside(root, parent) / name
    if target.exists():
        raise DataError(f"“{name}” already exists in this folder.")
    target.mkdir(parents=True)
    return f"{parent.strip('/')}/{name}".lstrip("/")


def rename_folder(root: Path, folder: str, name: str) -> str:
    """Rename library folder ``folder`` (relative) to ``name``; its new relative path.

    Raises
    ------
    DataError
        If the name is not allowed, the folder is the library itself, or a
        folder or file of that name exists beside it.
    OSError
        If the folder cannot be renamed.
    """
    problem = folder_name_error(name)
    if problem:
        raise DataError(problem)
    source = _inside(root, folder)
    if source == root:
        raise DataError("The library folder itself cannot be renamed here.")
    target = source.with_name(name)
    if target.exists():
        raise DataError(f"“{name}” already exists in this folder.")
    source.rename(target)
    return target.relative_to(root).as_posix()


# -- list operations ----------------------------------------------------------------


def duplicate_list(path: Path) -> Path:
    """Save a copy of the list at ``path`` beside it; the copy's path.

    The copy's name gets `` (copy)`` so the two tell apart in the library; its
    file is ``<stem>-copy.lbl.json`` (``-copy-2``... if taken).

    Raises
    ------
    DataError
        If the file is not a readable list.
    OSError
        If the copy cannot be written (nothing is written then).
    """
    army = load_army(path)
    name = f"{army.name} (copy)" if army.name.strip() else ""
    target = unique_path(path.parent, f"{_stem(path)}-copy")
    save_army(army.replace(name=name), target)
    return target


def rename_list(path: Path, name: str, army_name: str) -> Path:
    """Rename the list at ``path`` to ``name``, and its file to match; the new path.

    The file is named as the app names a new save
    (``display.list_file_stem``: army, points, name), in the same folder. The
    renamed list is written first and the old file removed after, so a failure
    leaves the original untouched.

    Raises
    ------
    DataError
        If the file is not a readable list.
    OSError
        If the renamed list cannot be written.
    """
    army = load_army(path).replace(name=name)
    stem = list_file_stem(army, army_name)
    target = path if _stem(path) == stem else unique_path(path.parent, stem)
    save_army(army, target)
    if target != path:
        path.unlink(missing_ok=True)
    return target


def move_lists(paths: Iterable[Path], root: Path, folder: str) -> list[Path]:
    """Move list files into library folder ``folder`` (relative); their new paths.

    A file already in that folder stays; a name taken there gets ``-2``....

    Raises
    ------
    DataError
        If ``folder`` is not inside the library or does not exist.
    OSError
        If a file cannot be moved (files moved before it stay moved).
    """
    target = _inside(root, folder)
    if not target.is_dir():
        raise DataError(f"no folder {folder!r} in the library")
    moved = []
    for path in paths:
        if path.parent == target:
            moved.append(path)
            continue
        dest = unique_path(target, _stem(path), path.name[len(_stem(path)) :])
        shutil.move(str(path), str(dest))
        moved.append(dest)
    return moved


def set_list_details(path: Path, tags: Iterable[str], notes: str) -> ArmyList:
    """Store tags and a note in the list file at ``path``; the updated list.

    Raises
    ------
    DataError
        If the file is not a readable list (it is then left as it was).
    OSError
        If the file cannot be written (the previous file stays intact).
    """
    army = load_army(path).replace(tags=tuple(tags), notes=notes)
    save_army(army, path)
    return army


# -- trash ---------------------------------------------------------------------------


@dataclass(frozen=True)
class TrashItem:
    """A list moved to the trash.

    Attributes
    ----------
    file : Path
        The list file inside the trash folder.
    original : Path
        Where it was (restore puts it back there).
    deleted : float
        When it was moved to the trash (seconds since the epoch).
    """

    file: Path
    original: Path
    deleted: float

    @property
    def info(self) -> Path:
        """The record of where the list came from, beside it."""
        return self.file.with_name(self.file.name + TRASH_INFO)


def trash_lists(paths: Iterable[Path], trash: Path) -> list[TrashItem]:
    """Move list files to the ``trash`` folder, remembering where each was.

    Raises
    ------
    OSError
        If a file cannot be moved (those before it are already in the trash).
    """
    trash.mkdir(parents=True, exist_ok=True)
    items = []
    for path in paths:
        source = path.absolute()
        stamp = time.time()
        name = f"{int(stamp)}-{uuid.uuid4().hex[:8]}-{path.name}"
        item = TrashItem(trash / name, source, stamp)
        record = {"original": str(source), "deleted": stamp}
        atomic_write(item.info, json.dumps(record, ensure_ascii=False).encode())
        try:
            shutil.move(str(source), str(item.file))
        except OSError:
            item.info.unlink(missing_ok=True)
            raise
        items.append(item)
    return items


def list_trash(trash: Path) -> list[TrashItem]:
    """Lists in the trash, most recently deleted first.

    A list whose record is missing or unreadable is still listed; restoring
    it puts it at the top of the library it is restored into.
    """
    try:
        names = [n for n in os.listdir(trash) if not n.endswith(TRASH_INFO)]
    except OSError:
        return []
    items = []
    for name in names:
        file = trash / name
        if name.startswith(".") or not file.is_file():
            continue
        original, deleted = Path(name.split("-", 2)[-1]), file.stat().st_mtime
        try:
            record: Any = json.loads((trash / (name + TRASH_INFO)).read_bytes())
            original = Path(str(record["original"]))
            deleted = float(record["deleted"])
        except (OSError, ValueError, KeyError, TypeError):
            pass
        items.append(TrashItem(file, original, deleted))
    return sorted(items, key=lambda i: (-i.deleted, i.file.name))


def restore_from_trash(item: TrashItem, fallback: Path) -> Path:
    """Put a trashed list back where it was; its restored path.

    A missing folder is created again; a name taken meanwhile gets ``-2``....
    A list whose original place is unknown goes to ``fallback``.

    Raises
    ------
    OSError
        If the file cannot be moved back (it then stays in the trash).
    """
    original = item.original
    if not original.is_absolute():
        original = fallback / original.name
    original.parent.mkdir(parents=True, exist_ok=True)
    stem = _stem(original)
    dest = unique_path(original.parent, stem, original.name[len(stem) :])
    shutil.move(str(item.file), str(dest))
    item.info.unlink(missing_ok=True)
    return dest


def delete_from_trash(items: Iterable[TrashItem]) -> None:
    """Delete trashed lists for good.

    Raises
    ------
    OSError
        If a file cannot be deleted.
    """
    for item in items:
        item.file.unlink(missing_ok=True)
        item.info.unlink(missing_ok=True)


__all__ = [
    "CACHE_VERSION",
    "LibraryScan",
    "TrashItem",
    "cache_path",
    "create_folder",
    "data_fingerprint",
    "delete_from_trash",
    "duplicate_list",
    "folder_name_error",
    "is_list_file",
    "list_trash",
    "move_lists",
    "read_rows",
    "rename_folder",
    "rename_list",
    "restore_from_trash",
    "scan_library",
    "set_list_details",
    "trash_lists",
    "unique_path",
]
