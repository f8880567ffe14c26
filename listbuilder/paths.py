"""The one place that knows directories: bundled data and the user's folders.

Bundled ``resources/`` and ``profiles/`` sit next to the package in a checkout
or editable install, and inside it (``listbuilder/_bundled/``) in an installed
wheel; both places are checked. Which profile folder is used is decided here
only: ``LISTBUILDER_PROFILES_DIR`` if set, else the downloaded version installed
in the user data folder (``data update``), else the bundled one.
``LISTBUILDER_HOME`` redirects every user folder (tests point it at a temporary
directory). Imports only stdlib and platformdirs.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import stat
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from platformdirs import PlatformDirs

_PACKAGE = Path(__file__).resolve().parent
_ROOT = _PACKAGE.parent
#: Where a built wheel carries ``resources/`` and ``profiles/`` (hatch force-include).
_PACKAGED = _PACKAGE / "_bundled"
APP_NAME = "listbuilder"
#: Environment variable naming a profile folder to use instead of any other.
PROFILES_ENV = "LISTBUILDER_PROFILES_DIR"
#: Metadata file every profile folder holds.
PROFILE_METADATA = "metadata_n5.json"
#: The file in the profile store naming the installed and previous versions.
PROFILE_STATE = "state.json"
#: ``previous`` value of the state when the version before was the bundled set.
BUNDLED = "bundled"


def _bundled(name: str, marker: str) -> Path:
    for base in (_PACKAGED, _ROOT):
        if (base / name / marker).exists():
            return base / name
    return _ROOT / name


def resources_dir() -> Path:
    """Return the bundled ``resources/`` folder (rulesets, icons, fonts)."""
    return _bundled("resources", "rulesets")


def bundled_profiles_dir() -> Path:
    """Return the bundled ``profiles/`` folder (the official files shipped)."""
    return _bundled("profiles", PROFILE_METADATA)


def profile_store(dirs: UserDirs) -> Path:
    """The folder holding downloaded profile versions (``versions/<name>/``)."""
    return dirs.data / "profiles"


def profile_state(dirs: UserDirs) -> dict[str, str | None]:
    """The installed (``current``) and ``previous`` downloaded version names.

    ``current`` None means the bundled set; ``previous`` is a version name,
    :data:`BUNDLED` or None. A missing or damaged state file reads as bundled.
    """
    try:
        data: Any = json.loads((profile_store(dirs) / PROFILE_STATE).read_bytes())
    except (OSError, ValueError, RecursionError):
        data = {}
    if not isinstance(data, dict):
        data = {}
    state: dict[str, str | None] = {}
    for key in ("current", "previous"):
        value = data.get(key)
        state[key] = value if isinstance(value, str) and _safe_name(value) else None
    return state


def write_profile_state(
    dirs: UserDirs, current: str | None, previous: str | None
) -> None:
    """Record the installed and previous versions (atomically).

    Raises
    ------
    OSError
        If the store cannot be written; the previous state is then unchanged.
    """
    payload = json.dumps({"current": current, "previous": previous}, indent=2)
    atomic_write(
        profile_store(dirs) / PROFILE_STATE,
        (payload + "\n").encode("utf-8"),
        create_folder=True,
    )


def _safe_name(name: str) -> bool:
    # A version name is one path component we wrote: never "..", never a path.
    return name == BUNDLED or (
        bool(name) and name not in (".", "..") and "/" not in name and "\\" not in name
    )


def version_dir(dirs: UserDirs, name: str) -> Path:
    """The folder of downloaded version ``name``."""
    return profile_store(dirs) / "versions" / name


def installed_profiles_dir(dirs: UserDirs) -> Path | None:
    """The installed downloaded version's folder, or None (the bundled set)."""
    current = profile_state(dirs)["current"]
    if current is None or current == BUNDLED:
        return None
    folder = version_dir(dirs, current)
    return folder if (folder / PROFILE_METADATA).is_file() else None


def profile_source(dirs: UserDirs | None = None) -> tuple[str, Path]:
    """Which profile folder is used and why: ``(kind, folder)``.

    ``kind`` is ``"override"`` (``LISTBUILDER_PROFILES_DIR``), ``"downloaded"``
    (the installed data update) or ``"bundled"``.
    """
    override = os.environ.get(PROFILES_ENV)
    if override:
        return "override", Path(override)
    installed = installed_profiles_dir(dirs or user_dirs())
    if installed is not None:
        return "downloaded", installed
    return "bundled", bundled_profiles_dir()


def profiles_dir(dirs: UserDirs | None = None) -> Path:
    """The profile folder to use: override, else downloaded, else bundled."""
    return profile_source(dirs)[1]


def rulesets_dir() -> Path:
    """Return the bundled rulesets folder (``n5.json``, ``n2.json``)."""
    return resources_dir() / "rulesets"


def ruleset_dirs() -> tuple[Path, ...]:
    """Return the folders rulesets are read from, lowest precedence first.

    The bundled folder, then the user's (``UserDirs.rulesets``): a user file
    adds a ruleset or replaces the bundled one with the same id. A list names
    its ruleset by id only, never by path.
    """
    return (rulesets_dir(), user_dirs().rulesets)


@dataclass(frozen=True)
class UserDirs:
    """The user's folders for this app.

    Attributes
    ----------
    config : Path
        Settings (``settings.json``).
    data : Path
        Saved lists live in ``data / "lists"`` by default.
    cache, logs : Path
        Cache and log folders.
    """

    config: Path
    data: Path
    cache: Path
    logs: Path

    @property
    def lists(self) -> Path:
        """Default folder for saved lists (the library)."""
        return self.data / "lists"

    @property
    def rulesets(self) -> Path:
        """The user's own ruleset files (``ID.json``), beside the bundled ones."""
        return self.data / "rulesets"

    @property
    def trash(self) -> Path:
        """Lists the library deleted, restorable until emptied."""
        return self.data / "trash"

    @property
    def autosave(self) -> Path:
        """Autosaved copies of lists being edited (crash recovery)."""
        return self.data / "autosave"


def user_dirs() -> UserDirs:
    """Return the user's folders, honouring ``LISTBUILDER_HOME`` when set.

    Nothing is created here; writers create what they need.
    """
    home = os.environ.get("LISTBUILDER_HOME")
    if home:
        base = Path(home)
        return UserDirs(base / "config", base / "data", base / "cache", base / "logs")
    dirs = PlatformDirs(APP_NAME, appauthor=False)
    return UserDirs(
        Path(dirs.user_config_dir),
        Path(dirs.user_data_dir),
        Path(dirs.user_cache_dir),
        Path(dirs.user_log_dir),
    )


#: Temporary files of :func:`atomic_write`: ``.NAME.xxxxxxxx.tmp`` beside NAME
#: (the same pattern ``tempfile.mkstemp`` gave earlier versions).
TEMP_NAME = re.compile(r"^\.(?P<target>.+)\.[a-z0-9_]{8}\.tmp$")
#: Only temporary files of what Listbuilder writes are ever cleaned up.
OWN_SUFFIXES = (".json", ".pdf")
#: Where files cannot be locked (Windows), a temporary file this old (seconds)
#: is taken to be abandoned.
STALE_AFTER = 3600.0

try:  # POSIX: a writer holds a lock on its temporary file until it is renamed
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]


def _lock(fd: int, *, wait: bool) -> bool:
    """Take the exclusive lock on ``fd``; False if ``wait`` is off and it is held."""
    if fcntl is None:  # pragma: no cover - Windows
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
    except BlockingIOError:
        return False
    return True


def _same_file(path: str, fd: int) -> bool:
    try:
        return os.path.samestat(os.stat(path, follow_symlinks=False), os.fstat(fd))
    except OSError:
        return False


def _remove_if_abandoned(path: str) -> bool:
    """Delete the temporary file at ``path`` if a writer that died left it.

    A live writer holds a lock on its temporary file until it has its final
    name (POSIX); the file is removed while this lock is held, so a writer that
    created it a moment ago sees it vanish and picks another name. Where there
    are no locks (Windows), only an old file counts as abandoned.
    """
    if fcntl is None:  # pragma: no cover - Windows
        try:
            if time.time() - os.stat(path).st_mtime <= STALE_AFTER:
                return False
            os.unlink(path)
        except OSError:
            return False
        return True
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, flags)
    except OSError:
        return False
    try:
        if not (_lock(fd, wait=False) and _same_file(path, fd)):
            return False
        os.unlink(path)
    except OSError:
        return False
    finally:
        os.close(fd)
    return True


def clean_stale_temp_files(folder: Path) -> list[Path]:
    """Delete temporary files that killed saves left in ``folder``.

    Only regular files named like :data:`TEMP_NAME` for a JSON or PDF file
    are candidates, and only those no live writer holds (see
    :func:`atomic_write`) are removed. Called before every write into a folder
    and, by the app, at start for the user's lists and settings folders.

    Returns
    -------
    list[Path]
        The files removed (none when the folder cannot be read).
    """
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        match = TEMP_NAME.match(entry.name)
        if match is None or not match["target"].endswith(OWN_SUFFIXES):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
        except OSError:
            continue
        if _remove_if_abandoned(entry.path):
            removed.append(Path(entry.path))
    return removed


def write_target(path: Path) -> Path:
    """The file a save to ``path`` really writes: a symlink's target, else ``path``.

    Saving onto a link must update the file it points to, as an editor does,
    not replace the link with a plain file.
    """
    return Path(os.path.realpath(path)) if path.is_symlink() else path


#: Longest file name (bytes) most file systems take (ext4, APFS, NTFS in UTF-16
#: units); a temporary name must fit too.
MAX_NAME_BYTES = 255
# What a temporary name keeps of a long target's end: the suffix, which says
# whether :func:`clean_stale_temp_files` may remove it.
_KEPT_END = 16


def fit_name(name: str, most: int) -> str:
    """``name`` cut to at most ``most`` bytes (file system encoding), end kept.

    The middle goes, its last 16 characters (the suffix, ``.lbl.json``) stay
    and a ``~`` marks the cut. Surrogate-escaped bytes of a name that is not
    UTF-8 count as the bytes they stand for.
    """
    if len(os.fsencode(name)) <= most:
        return name
    head, tail = name[:-_KEPT_END], "~" + name[-_KEPT_END:]
    room = most - len(os.fsencode(tail))
    while head and len(os.fsencode(head)) > room:
        head = head[: -max(1, (len(os.fsencode(head)) - room) // 4)]
    return head + tail


def temp_name(name: str, token: str) -> str:
    """The name of the temporary file of a save to a file named ``name``.

    ``.{name}.{token}.tmp``, matching :data:`TEMP_NAME`; when that is longer
    than :data:`MAX_NAME_BYTES` (a 242 to 255-byte list name), the middle of
    ``name`` is dropped (:func:`fit_name`), keeping its end (``….lbl.json``),
    so every file that can be read can also be saved.

    Parameters
    ----------
    name : str
        The target's file name (surrogate-escaped bytes allowed).
    token : str
        The random part (8 characters).

    Returns
    -------
    str
        A name of at most :data:`MAX_NAME_BYTES` bytes.
    """
    room = MAX_NAME_BYTES - len(os.fsencode(f"..{token}.tmp"))
    return f".{fit_name(name, room)}.{token}.tmp"


def _create_temp(target: Path) -> tuple[int, str]:
    """Create and lock a new temporary file beside ``target`` (mode per umask)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    flags |= getattr(os, "O_NOFOLLOW", 0)
    while True:
        tmp = str(target.parent / temp_name(target.name, secrets.token_hex(4)))
        try:
            # 0o666 as for any new file: the user's umask decides (0644 usually)
            fd = os.open(tmp, flags, 0o666)
        except FileExistsError:
            continue
        _lock(fd, wait=True)
        if _same_file(tmp, fd):
            return fd, tmp
        # a cleaner took it for abandoned between creation and lock: retry
        os.close(fd)


def _fsync_folder(folder: Path) -> None:
    """Make the rename durable (POSIX); a folder that cannot be opened is fine."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write(path: Path, data: bytes, *, create_folder: bool = False) -> None:
    """Write ``data`` to ``path`` atomically: a temp file beside it, then replace.

    Saved lists, settings and PDFs are all written this way, so a crash or a full
    disk never leaves half a file and never damages the previous one. Like an
    editor's save: an existing file keeps its permission bits, a new file gets
    the user's umask (0644 usually), and a symlink is followed, so the file it
    points to is updated and the link stays. Temporary files that killed saves
    left in the folder are cleaned first (:func:`clean_stale_temp_files`).
    ``create_folder`` creates a missing folder (the user's lists folder); without
    it a missing folder is an error (an export target the user mistyped).

    Raises
    ------
    OSError
        If the folder cannot be written; an existing file is then unchanged.
    """
    target = write_target(path)
    if create_folder:
        target.parent.mkdir(parents=True, exist_ok=True)
    clean_stale_temp_files(target.parent)
    try:
        existing = os.stat(target)
    except FileNotFoundError:
        mode = None
    else:
        mode = (
            stat.S_IMODE(existing.st_mode) if stat.S_ISREG(existing.st_mode) else None
        )
    fd, tmp = _create_temp(target)
    try:
        if mode is not None:
            os.chmod(fd if os.chmod in os.supports_fd else tmp, mode)
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
        os.fsync(fd)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    finally:
        os.close(fd)  # releases the lock only now: the file has its final name
    _fsync_folder(target.parent)
