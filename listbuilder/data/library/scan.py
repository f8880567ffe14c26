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
import functools
import hashlib
import json
import os
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter, ValidationError

from listbuilder import __version__
from listbuilder.atomic_files import atomic_write
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.errors import DataError
from listbuilder.core.frozen import record
from listbuilder.core.i18n import _
from listbuilder.core.library import LibraryRow, error_row, library_row
from listbuilder.data.lists import load_army
from listbuilder.data.rulesets import load_ruleset
from listbuilder.paths import rulesets_dir

#: Bumped when the cached rows' meaning changes: older caches are ignored.
CACHE_VERSION = 2


@functools.cache
def _rows_adapter() -> TypeAdapter[list[LibraryRow]]:
    """The cached rows' validator, built on first use.

    Built at import, it would build its schema (and pydantic's plugin lookup)
    for every command that imports the library.
    """
    return TypeAdapter(list[LibraryRow])


@record
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
                _("cannot be checked: {problem}", problem=repr(exc)),
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
        rows = _rows_adapter().validate_python(payload.get("rows"))
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
            message = _("cannot be read: {problem}", problem=exc.strerror or exc)
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
            message = _("cannot be read: {problem}", problem=exc.strerror or exc)
            where = {"path": str(path), "relative": path.name}
            out.append(error_row(message, size=0, mtime_ns=0, **where))
            continue
        row = by_path.get(str(path))
        if row is None or (row.size, row.mtime_ns) != (info.st_size, info.st_mtime_ns):
            row = checker.row(path, path.name, info.st_size, info.st_mtime_ns)
        out.append(row)
    return out


# -- names and folders --------------------------------------------------------------


# -- list operations ----------------------------------------------------------------


# -- trash ---------------------------------------------------------------------------


__all__ = [
    "CACHE_VERSION",
    "LibraryScan",
    "cache_path",
    "data_fingerprint",
    "is_list_file",
    "read_rows",
    "scan_library",
]
