"""Atomic file writes, and clean-up of the temporary files killed saves leave.

A save writes a locked temporary file beside its target, then renames it over
the target, so a crash or a full disk never leaves half a file. Every writer
of the app (lists, settings, PDFs, the profile store) goes through
:func:`atomic_write`. Knows no app folder (that is ``listbuilder.paths``) and
imports only stdlib.
"""

from __future__ import annotations

import os
import re
import secrets
import stat
import time
from pathlib import Path

#: Temporary files of :func:`atomic_write`: ``.NAME.xxxxxxxx.tmp`` beside NAME
#: (the same pattern ``tempfile.mkstemp`` gave earlier versions).
TEMP_NAME = re.compile(r"^\.(?P<target>.+)\.[a-z0-9_]{8}\.tmp$")
#: Only temporary files of what Listbuilder writes are ever cleaned up.
OWN_SUFFIXES = (".json", ".pdf", ".pickle", ".metadata")
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


def atomic_write(
    path: Path, data: bytes, *, create_folder: bool = False, durable: bool = True
) -> None:
    """Write ``data`` to ``path`` atomically: a temp file beside it, then replace.

    Saved lists, settings and PDFs are all written this way, so a crash or a full
    disk never leaves half a file and never damages the previous one. Like an
    editor's save: an existing file keeps its permission bits, a new file gets
    the user's umask (0644 usually), and a symlink is followed, so the file it
    points to is updated and the link stays. Temporary files that killed saves
    left in the folder are cleaned first (:func:`clean_stale_temp_files`).
    ``create_folder`` creates a missing folder (the user's lists folder); without
    it a missing folder is an error (an export target the user mistyped).
    ``durable=False`` skips the two ``fsync`` calls (4 ms each here): for a
    cache, where a file a power cut empties or tears is only a miss.

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
        if durable:
            os.fsync(fd)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    finally:
        os.close(fd)  # releases the lock only now: the file has its final name
    if durable:
        _fsync_folder(target.parent)
