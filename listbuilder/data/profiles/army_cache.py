"""The cache of resolved armies: each army file, once checked, kept as a pickle.

Parsing and checking an army file against the official schema, then resolving
every id into names, takes about twice a bare ``json.load`` of it; reading the
resolved army back from a pickle takes a fraction of that. The app opens
PanOceania at start and ``validate`` opens every army its lists use, so both
read their armies from here after the first time.

One file per army file, in ``<user cache>/armies/``. An entry is used only
when everything the army was made from is as it was: the army file (absolute
path, size, modification time in ns), the metadata file that named its ids
(the same three), this package's version, the cache format, the Python and
pydantic versions and the language its warnings were written in. Anything
else, a damaged or foreign file included, is a miss: the army is loaded from
its file and the entry written again. A cache folder that cannot be written
only costs speed. Entries are written atomically (``atomic_write``) without
``fsync``; each carries a digest of its pickle, so a file a power cut tore is
a miss too.

Unpickling makes only objects of the classes of ``listbuilder.core.catalog``
(:class:`_CoreUnpickler`), pure models that do no I/O: a planted file cannot
run code.

Imports core, stdlib, pydantic, ``atomic_files``; no Qt, no reportlab.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import os
import pickle
import sys
from pathlib import Path
from typing import Any

import pydantic

from listbuilder import __version__
from listbuilder.atomic_files import atomic_write
from listbuilder.core.catalog.army_info import ArmyFile
from listbuilder.core.i18n import language

__all__ = ["CACHE_FOLDER", "CACHE_FORMAT", "ArmyCache"]

#: The cache's folder inside the user cache folder.
CACHE_FOLDER = "armies"
#: Format of an entry; another number is a miss (raise it when the pickled
#: models change shape in a way the package version would not show).
CACHE_FORMAT = 1
#: First bytes of every entry.
_MAGIC = b"listbuilder-army-cache\n"


class _CoreUnpickler(pickle.Unpickler):
    """An unpickler that makes only objects of the core's classes.

    Builtin containers and numbers have opcodes of their own; any other name
    an entry asks for (a function, a class outside ``listbuilder.core.catalog``)
    makes the entry a miss.
    """

    def find_class(self, module: str, name: str) -> Any:
        if module.startswith("listbuilder.core.catalog."):
            found = super().find_class(module, name)
            if isinstance(found, type):
                return found
        raise pickle.UnpicklingError(f"{module}.{name} is not a catalog class")


def _stat_key(path: Path) -> tuple[str, int, int]:
    """Absolute path, size and mtime (ns) of ``path`` (OSError if it is gone)."""
    stat = path.stat()
    return str(path.absolute()), stat.st_size, stat.st_mtime_ns


class ArmyCache:
    """Resolved armies of one profile folder, kept between runs.

    Parameters
    ----------
    folder : Path or None
        The user cache folder (``user_dirs().cache``); entries go in its
        ``armies/`` folder. None keeps nothing (every load parses).
    metadata : Path
        The metadata file the armies' names come from.
    """

    def __init__(self, folder: Path | None, metadata: Path) -> None:
        self.folder = folder / CACHE_FOLDER if folder is not None else None
        try:
            meta = _stat_key(metadata)
        except OSError:
            self.folder = None  # no key to trust: cache nothing
            meta = ("", 0, 0)
        self._common = (
            CACHE_FORMAT,
            __version__,
            sys.version_info[:2],
            pydantic.VERSION,
            *meta,
        )
        self._swept = False

    def _entry(self, key: tuple[str, int, int]) -> Path:
        assert self.folder is not None
        name = hashlib.sha256(key[0].encode("utf-8", "surrogatepass")).hexdigest()
        return self.folder / f"{name[:24]}.pickle"

    def key(self, path: Path) -> tuple[Any, ...] | None:
        """What an entry for army file ``path`` must match (None: do not cache).

        Taken before the file is read, so an entry never claims a newer file
        than the one it was made from.
        """
        if self.folder is None:
            return None
        try:
            return (*self._common, language(), *_stat_key(path))
        except OSError:
            return None

    def load(self, key: tuple[Any, ...] | None) -> ArmyFile | None:
        """The army cached under ``key``, or None (a miss, never an error)."""
        if key is None:
            return None
        try:
            data = self._entry(key[-3:]).read_bytes()
        except OSError:
            return None
        try:
            return _unpack(data, key)
        except Exception:  # a damaged, stale or foreign entry is only a miss
            return None

    def save(self, key: tuple[Any, ...] | None, army_file: ArmyFile) -> None:
        """Keep ``army_file`` under ``key``; a folder that cannot be written is fine.

        The first save of a run also removes entries whose army file is gone
        (a profile version replaced by an update).
        """
        if key is None or self.folder is None:
            return
        payload = pickle.dumps(army_file, protocol=pickle.HIGHEST_PROTOCOL)
        digest = hashlib.blake2b(payload, digest_size=16).digest()
        header = pickle.dumps((key, len(payload), digest), protocol=4)
        with contextlib.suppress(OSError):
            atomic_write(
                self._entry(key[-3:]),
                _MAGIC + header + payload,
                create_folder=True,
                durable=False,
            )
            if not self._swept:
                self._swept = True
                _sweep(self.folder)


def _read_header(stream: io.BytesIO) -> tuple[Any, ...]:
    if stream.read(len(_MAGIC)) != _MAGIC:
        raise ValueError("not an army cache entry")
    header = _CoreUnpickler(stream).load()
    if not (isinstance(header, tuple) and len(header) == 3):
        raise ValueError("not an army cache header")
    return header


def _unpack(data: bytes, key: tuple[Any, ...]) -> ArmyFile | None:
    """The army of entry ``data`` if it was made under ``key``, else None."""
    stream = io.BytesIO(data)
    stored, size, digest = _read_header(stream)
    if stored != key:
        return None
    payload = data[stream.tell() :]
    if len(payload) != size or hashlib.blake2b(payload, digest_size=16).digest() != (
        digest
    ):
        return None
    army_file = _CoreUnpickler(io.BytesIO(payload)).load()
    return army_file if isinstance(army_file, ArmyFile) else None


def _sweep(folder: Path) -> None:
    """Remove the entries of army files that no longer exist."""
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return
    for entry in entries:
        if not entry.name.endswith(".pickle"):
            continue
        try:
            with open(entry.path, "rb") as handle:
                key = _read_header(io.BytesIO(handle.read()))[0]
            gone = not os.path.exists(key[-3])
        except Exception:  # unreadable or damaged: it would only ever miss
            gone = True
        if gone:
            with contextlib.suppress(OSError):
                os.unlink(entry.path)
