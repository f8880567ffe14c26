"""Reading files that strangers send: regular files only, of a sane size.

An organiser runs ``validate`` on whatever arrives. A FIFO given as a list
blocks forever, a link to ``/dev/zero`` eats all memory, and a 2 GB file is not
a list either. :func:`read_regular_file` refuses all three before reading, and
:func:`decode_utf8` turns the bytes into text or says where they stop being
UTF-8. Both raise ``DataError`` naming the file, never anything else.

Imports core and stdlib; no Qt, no reportlab.
"""

from __future__ import annotations

import codecs
import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from listbuilder.core.errors import DataError
from listbuilder.core.i18n import N_, _
from listbuilder.core.untrusted import excerpt, shorten

if TYPE_CHECKING:
    from pydantic import BaseModel

#: A pydantic model read from a small JSON data file.
ModelT = TypeVar("ModelT", bound="BaseModel")

#: Largest saved list or code file read (bytes). A saved list is a few KB.
MAX_FILE_BYTES = 5 * 1024 * 1024

_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, N_("a FIFO (named pipe)")),
    (stat.S_ISCHR, N_("a character device")),
    (stat.S_ISBLK, N_("a block device")),
    (stat.S_ISSOCK, "a socket"),
)


def _kind(mode: int) -> str:
    kind = next((name for test, name in _KINDS if test(mode)), N_("not a regular file"))
    return _(kind)


def size_text(size: int) -> str:
    """A byte count for people: ``"812 bytes"``, ``"5.2 MB"``."""
    if size < 1024:
        return f"{size} bytes"
    if size < 1024 * 1024:
        return f"{size / 1024:.1f} KB"
    return f"{size / (1024 * 1024):.1f} MB"


def _refuse(path: Path, mode: int) -> DataError:
    return DataError(
        _(
            "{path}: cannot be read: it is {kind}, not a regular file",
            path=path,
            kind=_kind(mode),
        )
    )


def unreadable(path: Path, exc: OSError) -> DataError:
    """The error of a file or folder the system would not let us read."""
    return DataError(
        _("{path}: cannot be read ({problem})", path=path, problem=exc.strerror or exc)
    )


def _too_big(path: Path, size: int, limit: int) -> DataError:
    return DataError(
        _(
            "{path}: cannot be read: {size} is far larger than a saved list "
            "(the limit is {limit})",
            path=path,
            size=size_text(size),
            limit=size_text(limit),
        )
    )


def read_regular_file(path: Path, *, limit: int = MAX_FILE_BYTES) -> bytes:
    """Read a regular file of at most ``limit`` bytes; symlinks are followed.

    Parameters
    ----------
    path : Path
        The file (a saved list, a file of army codes).
    limit : int
        Most bytes accepted (default :data:`MAX_FILE_BYTES`, 5 MB).

    Returns
    -------
    bytes
        The whole content.

    Raises
    ------
    DataError
        If the file is missing or unreadable, is a folder, FIFO, device or
        socket (itself or behind a link), or is larger than ``limit``.
    """
    try:
        before = os.stat(path)
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the path
        reason = exc.strerror if isinstance(exc, OSError) else _("bad file name")
        raise DataError(
            _("{path}: cannot be read ({problem})", path=path, problem=reason or exc)
        ) from None
    if not stat.S_ISREG(before.st_mode):
        raise _refuse(path, before.st_mode)
    if before.st_size > limit:
        raise _too_big(path, before.st_size, limit)
    # O_NONBLOCK: should the file be swapped for a FIFO after the check, open()
    # still returns at once and the fstat below refuses it.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    flags |= getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise unreadable(path, exc) from None
    try:
        now = os.fstat(fd)
        if not stat.S_ISREG(now.st_mode):
            raise _refuse(path, now.st_mode)
        chunks: list[bytes] = []
        got = 0
        while got <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - got))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
    except OSError as exc:
        raise unreadable(path, exc) from None
    finally:
        os.close(fd)
    if got > limit:
        raise _too_big(path, got, limit)
    return b"".join(chunks)


def _mode(name: str | os.PathLike[str]) -> int | None:
    # The mode of what ``name`` names (links followed), None when there is
    # nothing: ``Path.is_file``/``is_dir`` raise ``OSError`` (``File name too
    # long``) on a text longer than a file name may be, ``ValueError`` on a NUL.
    try:
        return os.stat(name).st_mode
    except (OSError, ValueError):
        return None


def is_regular_file(name: str | os.PathLike[str]) -> bool:
    """Whether ``name`` names an existing regular file; never raises.

    A text that may be a file name or something else (an army code, which can
    be longer than the 255 bytes a file name may have) is tested with this:
    ``Path.is_file`` raises ``OSError`` (``File name too long``) on such a
    text, and ``ValueError`` on one holding a NUL.

    Parameters
    ----------
    name : str or os.PathLike
        What the user typed or pasted.

    Returns
    -------
    bool
        True only when the system says it is a regular file (links followed).
    """
    mode = _mode(name)
    return mode is not None and stat.S_ISREG(mode)


def is_folder(name: str | os.PathLike[str]) -> bool:
    """Whether ``name`` names an existing folder (links followed); never raises.

    As :func:`is_regular_file`: a name too long or holding a NUL is no folder.
    """
    mode = _mode(name)
    return mode is not None and stat.S_ISDIR(mode)


def decode_utf8(raw: bytes, source: str) -> str:
    """Decode UTF-8 text strictly; a leading byte-order mark is dropped.

    Strict means what the standard says: bytes such as ``ED A0 80`` (a UTF-16
    surrogate written as UTF-8) are refused, so no text we hand on holds a lone
    surrogate.

    Raises
    ------
    DataError
        ``"{source}: ... not UTF-8 text (byte N ...)"`` at the first bad byte.
    """
    if raw.startswith(codecs.BOM_UTF8):
        raw = raw[len(codecs.BOM_UTF8) :]
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        bad = excerpt(raw[exc.start : exc.start + 4])
        raise DataError(
            _(
                "{source}: not UTF-8 text (byte {start} starts {bad})",
                source=source,
                start=exc.start,
                bad=bad,
            )
        ) from None


def read_model_file(model: type[ModelT], path: Path, *, limit: int) -> ModelT:
    """Read a small JSON data file (a ruleset, the classified deck) as ``model``.

    Raises
    ------
    DataError
        The file cannot be read (see :func:`read_regular_file`; at most
        ``limit`` bytes), or ``"{path}: at {where}: {problem}"`` naming the
        first field pydantic refused.
    """
    from pydantic import ValidationError  # reading plain files needs no pydantic

    raw = read_regular_file(path, limit=limit)
    try:
        return model.model_validate_json(raw)
    except ValidationError as exc:
        err = exc.errors(include_url=False, include_input=False)[0]
        where = ".".join(shorten(str(p), 24) for p in err["loc"]) or _("the top level")
        raise DataError(
            _(
                "{path}: at {where}: {problem}",
                path=path,
                where=where,
                problem=shorten(err["msg"], 160),
            )
        ) from None
