"""Downloaded profile versions in the user data folder: open, install, roll back.

The store is ``<user data>/profiles/``: one folder per downloaded version under
``versions/`` (each a complete profile folder plus a hidden ``.manifest.json``:
when and where it was fetched, and a SHA-256 per file) and ``state.json``
naming the installed and the previous version (``paths.profile_state``). A new
version is staged in a hidden folder of the store, checked, then renamed into
place and made current by one atomic write of the state: a failure at any
point leaves the installed data as it was. The bundled ``profiles/`` folder is
never modified. One update runs at a time: it holds :func:`update_lock`, an
exclusive lock on ``.update.lock`` in the store that the system releases when
the process ends, however it ends (a lock file a crash left behind blocks
nothing), and stages in a folder of its own.

Imports core, paths, stdlib; no network (``data.update`` fetches), no Qt.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import sys
import tempfile
from collections.abc import Callable, Iterator, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from listbuilder.atomic_files import atomic_write
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.errors import DataError
from listbuilder.core.frozen import record
from listbuilder.core.i18n import _
from listbuilder.data.profiles.load import load_catalog
from listbuilder.paths import (
    BUNDLED,
    UserDirs,
    bundled_profiles_dir,
    profile_source,
    profile_state,
    profile_store,
    version_dir,
    write_profile_state,
)

#: Hidden file in a version folder describing it (ignored by the profile loader).
MANIFEST = ".manifest.json"
#: Prefix of staging folders (a new version being fetched and checked).
STAGING_PREFIX = ".incoming-"
#: The lock file a running update holds (hidden in the store).
LOCK_FILE = ".update.lock"


@record
class VersionInfo:
    """One profile set: the bundled one or a downloaded version.

    Attributes
    ----------
    name : str
        Version folder name (``20260310-140201``), or ``"bundled"``.
    folder : Path
        The profile folder.
    fetched : str
        When it was downloaded (ISO 8601, UTC), ``""`` for the bundled set.
    source : str
        The API base it came from, ``""`` for the bundled set.
    files : dict[str, str]
        SHA-256 of each file by name (downloaded versions only).
    """

    name: str
    folder: Path
    fetched: str = ""
    source: str = ""
    files: Mapping[str, str] | None = None

    @property
    def label(self) -> str:
        """How people are told which data this is."""
        if self.name == BUNDLED:
            return _("bundled data")
        when = self.fetched.replace("T", " ")[:16]
        if when:
            return _("data downloaded {when} UTC", when=when)
        return _("downloaded data version {name}", name=self.name)


def bundled_version() -> VersionInfo:
    """The bundled profile set."""
    return VersionInfo(BUNDLED, bundled_profiles_dir())


def read_version(dirs: UserDirs, name: str) -> VersionInfo | None:
    """The downloaded version ``name`` (None if it is missing or damaged)."""
    if name == BUNDLED:
        return bundled_version()
    folder = version_dir(dirs, name)
    try:
        data: Any = json.loads((folder / MANIFEST).read_bytes())
    except (OSError, ValueError, RecursionError):
        return None
    if not isinstance(data, dict):
        return None
    files = data.get("files")
    return VersionInfo(
        name,
        folder,
        fetched=str(data.get("fetched", "")),
        source=str(data.get("source", "")),
        files=files if isinstance(files, dict) else {},
    )


def current_version(dirs: UserDirs) -> VersionInfo:
    """The installed version (the bundled set when none is)."""
    name = profile_state(dirs)["current"]
    info = read_version(dirs, name) if name else None
    return info or bundled_version()


def previous_version(dirs: UserDirs) -> VersionInfo | None:
    """The version a rollback returns to, or None."""
    name = profile_state(dirs)["previous"]
    return read_version(dirs, name) if name else None


def open_catalog(
    dirs: UserDirs, *, on_problem: Callable[[str], None] | None = None
) -> Catalog:
    """The catalog of the profile folder in use (``paths.profile_source``).

    The profile index is kept in ``dirs.cache``.

    Raises
    ------
    DataError
        If the folder's metadata is missing or malformed.
    """
    kind, folder = profile_source(dirs)
    if kind == "downloaded":
        source = current_version(dirs).label
    elif kind == "override":
        source = f"{folder} (LISTBUILDER_PROFILES_DIR)"
    else:
        source = bundled_version().label
    return load_catalog(
        folder, cache_dir=dirs.cache, on_problem=on_problem, source=source
    )


def _try_lock(fd: int) -> None:
    """Lock ``fd`` exclusively without waiting; BlockingIOError if it is held."""
    if sys.platform == "win32":  # pragma: no cover - Windows
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as exc:
            raise BlockingIOError(*exc.args) from exc
    else:
        import fcntl

        # flock, not lockf: a second open of the file in the same process (two
        # updates in one app) is refused too
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)


@contextlib.contextmanager
def update_lock(dirs: UserDirs) -> Iterator[None]:
    """Hold the store's update lock: no other update runs meanwhile.

    The lock is the system's (``flock`` on POSIX, ``msvcrt.locking`` on
    Windows) on :data:`LOCK_FILE`: it is released when the block ends or the
    process dies, so a lock file left by a crash is no obstacle.

    Raises
    ------
    BlockingIOError
        If another update (in this process or another) holds the lock.
    OSError
        If the store cannot be written.
    """
    store = profile_store(dirs)
    store.mkdir(parents=True, exist_ok=True)
    fd = os.open(store / LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        _try_lock(fd)
        yield
    finally:
        os.close(fd)  # closing the file releases the lock


def new_staging(dirs: UserDirs) -> Path:
    """A fresh hidden folder in the store to fetch a new version into.

    Call it holding :func:`update_lock`: staging folders left by interrupted
    runs are removed first, and only then is that safe. Each call gets a new
    folder of its own (``.incoming-XXXXXXXX``).

    Raises
    ------
    OSError
        If the store cannot be written.
    """
    store = profile_store(dirs)
    store.mkdir(parents=True, exist_ok=True)
    for stale in store.glob(f"{STAGING_PREFIX}*"):
        shutil.rmtree(stale, ignore_errors=True)
    return Path(tempfile.mkdtemp(prefix=STAGING_PREFIX, dir=store))


def sha256(path: Path) -> str:
    """The SHA-256 of a file's bytes, in hex."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _json_files(folder: Path) -> dict[str, Path]:
    return {p.name: p for p in folder.glob("*.json") if not p.name.startswith(".")}


def changed_files(a: Path, b: Path) -> set[str]:
    """Names of the JSON files that differ (or exist in only one) between folders."""
    left, right = _json_files(a), _json_files(b)
    out = set(left.keys() ^ right.keys())
    for name in left.keys() & right.keys():
        one, two = left[name], right[name]
        if one.stat().st_size != two.stat().st_size or (
            one.read_bytes() != two.read_bytes()
        ):
            out.add(name)
    return out


def install_version(dirs: UserDirs, staged: Path, source: str) -> VersionInfo:
    """Make the checked folder ``staged`` the installed version.

    The folder is renamed into ``versions/`` (same file system: atomic), then
    the state names it current and the version it replaces previous. Versions
    other than these two are deleted.

    Raises
    ------
    OSError
        If the store cannot be written; the installed data is then unchanged
        (a half-written version folder is removed).
    """
    fetched = datetime.now(UTC).replace(microsecond=0)
    manifest = {
        "fetched": fetched.isoformat().replace("+00:00", "Z"),
        "source": source,
        "files": {n: sha256(p) for n, p in sorted(_json_files(staged).items())},
    }
    atomic_write(
        staged / MANIFEST,
        (json.dumps(manifest, indent=2) + "\n").encode("utf-8"),
    )
    name = fetched.strftime("%Y%m%d-%H%M%S")
    target = version_dir(dirs, name)
    suffix = 1
    while target.exists():
        suffix += 1
        target = version_dir(dirs, f"{name}-{suffix}")
    target.parent.mkdir(parents=True, exist_ok=True)
    os.replace(staged, target)
    state = profile_state(dirs)
    try:
        write_profile_state(dirs, target.name, state["current"] or BUNDLED)
    except OSError:
        shutil.rmtree(target, ignore_errors=True)
        raise
    _prune(dirs)
    info = read_version(dirs, target.name)
    assert info is not None  # written just above
    return info


def rollback(dirs: UserDirs) -> tuple[VersionInfo, VersionInfo]:
    """Return to the previous version; the one left becomes the previous.

    Returns
    -------
    tuple[VersionInfo, VersionInfo]
        The version left and the version now in use.

    Raises
    ------
    DataError
        If there is no previous version to return to.
    OSError
        If the state cannot be written (nothing changed).
    """
    state = profile_state(dirs)
    left = current_version(dirs)
    previous = state["previous"]
    target = read_version(dirs, previous) if previous else None
    if target is None:
        raise DataError(_("no previous profile version to roll back to"))
    write_profile_state(
        dirs,
        None if target.name == BUNDLED else target.name,
        left.name,
    )
    return left, target


def _prune(dirs: UserDirs) -> None:
    state = profile_state(dirs)
    keep = {state["current"], state["previous"]}
    versions = profile_store(dirs) / "versions"
    for folder in versions.iterdir() if versions.is_dir() else ():
        if folder.name not in keep:
            with contextlib.suppress(OSError):
                shutil.rmtree(folder)
