"""The cache of resolved armies and metadata: each file, once checked, pickled.

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
``fsync``; each carries a checksum of its pickle (CRC-32: it finds a torn
write, not a forgery, which the unpickler's rule below keeps out), so a file
a power cut tore is a miss too. A data update or rollback changes the folder,
hence the key.

The metadata's resolved values (factions, weapons, hacking programs and the
problems found in it: :data:`MetadataValues`) are kept the same way, in one
entry per metadata file (``<hash>.metadata``) keyed like an army's, so a start
whose armies come from here checks no raw file at all and builds none of the
raw schema's models.

Most of a sectorial is its generic army's (63% of the N5 units, unchanged),
and most items of any army are the first generic army's: an entry refers to
every model equal to one of its *base* army's (``cache_pickle.base_armies``:
a sectorial's generic army, else the first generic army) by its number in
the base's entry instead of holding a copy, so that a run using both makes
each shared model once. Such an entry also holds the base entry's key and
checksum, and is a miss when the base is not that entry.

Units are pickled with the cached facts the rules read (``catalog.warm``:
an option's SWC cost, orders, skill ids...), worked out before the entry is
written, so a run from the cache does not work them out again.

Profile groups are pickled with what each option brings to ITS (its
template against the bundled classified deck and the metadata's hacking
programs, as plain tuples and bit masks tagged with their digest:
``its.templates.keep_templates``), so ``validate --json`` does not work them
out on each run; a template whose tag is not today's deck and programs, or of
the wrong shape, is worked out anew.

Unpickling makes only objects of the classes of ``listbuilder.core.catalog``
(``cache_pickle.CoreUnpickler``), pure models that do no I/O: a planted file
cannot run code.

Imports core, stdlib, pydantic, ``atomic_files``; no Qt, no reportlab.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import os
import pickle
import sys
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

import pydantic

from listbuilder import __version__
from listbuilder.atomic_files import atomic_write
from listbuilder.core.catalog.army import Faction, HackingProgram
from listbuilder.core.catalog.army_info import ArmyFile
from listbuilder.core.catalog.items import Weapon
from listbuilder.core.catalog.warm import warm
from listbuilder.core.errors import DataError
from listbuilder.core.i18n import language
from listbuilder.core.its.classified import DesignationIndex
from listbuilder.core.its.templates import keep_templates
from listbuilder.data.its_deck import load_classified_deck
from listbuilder.data.profiles.cache_pickle import (
    ArmyPickler,
    BaseArmy,
    CoreUnpickler,
    Table,
)

__all__ = [
    "CACHE_FOLDER",
    "CACHE_FORMAT",
    "METADATA_SUFFIX",
    "ArmyCache",
    "CacheKey",
    "MetadataValues",
    "Parent",
]

#: What an entry must match: format, versions, language, metadata and army file.
CacheKey = tuple[Any, ...]
#: An army's base army as the cache needs it: its key now and its army file
#: (loaded on demand, and so read through this cache), or None when it cannot
#: be had.
Parent = Callable[[], tuple[CacheKey | None, ArmyFile] | None]

#: What a catalog takes from the metadata, resolved: every faction row, every
#: weapon by id, the hacking programs in data order, and the problems found
#: (file, JSON path, what is wrong) in the words of the key's language.
MetadataValues = tuple[
    tuple[Faction, ...], dict[int, Weapon], tuple[HackingProgram, ...], tuple[str, ...]
]

#: The cache's folder inside the user cache folder.
CACHE_FOLDER = "armies"
#: Format of an entry; another number is a miss (raise it when the pickled
#: models change shape in a way the package version would not show). 3: units
#: carry their cached facts (``catalog.warm``); 4: profile groups their ITS
#: templates (``its.templates.keep_templates``); 5: a CRC-32 of the payload;
#: 6: references to a base army's models (``cache_pickle``), shared fields sets.
CACHE_FORMAT = 6
#: How the metadata's entry is named: its file's path hash and this suffix.
METADATA_SUFFIX = ".metadata"
#: First bytes of every entry.
_MAGIC = b"listbuilder-army-cache\n"


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
        self._metadata = metadata
        self._common = (
            CACHE_FORMAT,
            __version__,
            sys.version_info[:2],
            pydantic.VERSION,
            *meta,
        )
        self._swept = False
        self._bases: dict[CacheKey, BaseArmy] = {}
        #: The catalog's hacking program table: when set, units are pickled
        #: with their ITS templates (``its.templates.keep_templates``).
        self.programs: tuple[HackingProgram, ...] | None = None

    def _entry(self, key: tuple[str, int, int], suffix: str = ".pickle") -> Path:
        assert self.folder is not None
        name = hashlib.sha256(key[0].encode("utf-8", "surrogatepass")).hexdigest()
        return self.folder / f"{name[:24]}{suffix}"

    def key(self, path: Path) -> CacheKey | None:
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

    def metadata_key(self) -> CacheKey | None:
        """What the entry of the metadata's resolved values must match (None: none).

        The metadata file's path, size and mtime, as in every army's key.
        """
        if self.folder is None:
            return None
        return (*self._common, language(), *self._common[-3:])

    def metadata_changed(self) -> bool:
        """Whether the metadata file is not the one this cache's keys were taken of."""
        try:
            return _stat_key(self._metadata) != self._common[-3:]
        except OSError:
            return True

    def load_metadata(self, key: CacheKey | None) -> MetadataValues | None:
        """The metadata's resolved values kept under ``key``, or None (a miss).

        Never an error: a missing, damaged, stale or foreign entry is a miss.
        """
        if key is None:
            return None
        try:
            data = self._entry(key[-3:], METADATA_SUFFIX).read_bytes()
            found = self._unpack(data, key, None)
        except Exception:  # a damaged, stale or foreign entry is only a miss
            return None
        return found if _is_metadata(found) else None

    def save_metadata(self, key: CacheKey | None, values: MetadataValues) -> None:
        """Keep the metadata's resolved ``values`` under ``key`` (errors ignored)."""
        if key is None or self.folder is None:
            return
        payload = pickle.dumps(values, protocol=pickle.HIGHEST_PROTOCOL)
        entry = self._entry(key[-3:], METADATA_SUFFIX)
        self._write(entry, key, None, payload, zlib.crc32(payload))

    def load(
        self, key: CacheKey | None, parent: Parent | None = None, *, base: bool = False
    ) -> ArmyFile | None:
        """The army cached under ``key``, or None (a miss, never an error).

        ``parent`` gives the base army an entry may refer to; ``base``: other
        armies may have this one as their base (its table is kept for them).
        """
        if key is None:
            return None
        try:
            data = self._entry(key[-3:]).read_bytes()
        except OSError:
            return None
        try:
            found = self._unpack(data, key, parent, base)
        except Exception:  # a damaged, stale or foreign entry is only a miss
            return None
        return found if isinstance(found, ArmyFile) else None

    def save(
        self,
        key: CacheKey | None,
        army_file: ArmyFile,
        parent: tuple[CacheKey | None, ArmyFile] | None = None,
        *,
        base: bool = False,
    ) -> None:
        """Keep ``army_file`` under ``key``; a folder that cannot be written is fine.

        ``parent`` (its base army: key and army file, read or kept through
        this cache): the models equal to the base's are kept as references to
        them. ``base``: other armies may have this one as their base. The
        first save of a run also removes entries whose army file is gone (a
        profile version replaced by an update).
        """
        if key is None or self.folder is None:
            return
        parent_key = parent[0] if parent is not None else None
        found = self._bases.get(parent_key) if parent_key is not None else None
        its = self._its()
        for unit in army_file.army.units:
            warm(unit)  # kept with the unit: not worked out again on each run
            if its is not None:  # and what each option brings to ITS
                keep_templates(unit, *its)
        stream = io.BytesIO()
        if found is None:
            pickler = ArmyPickler(stream)
        else:
            pickler = ArmyPickler(stream, found.table(), found.index())
        pickler.dump(army_file)
        payload = stream.getvalue()
        checksum = zlib.crc32(payload)
        stored_parent = None
        if found is not None and parent_key is not None and pickler.referred:
            stored_parent = (parent_key, found.checksum)
        self._write(self._entry(key[-3:]), key, stored_parent, payload, checksum)
        if base:
            self._bases[key] = BaseArmy(checksum, pickler)

    def _unpack(
        self, data: bytes, key: CacheKey, parent: Parent | None, base: bool = False
    ) -> Any:
        """The object of entry ``data`` if it was made under ``key``, else None.

        ``base``: keep what an army having this one as its base needs.
        """
        stream = io.BytesIO(data)
        stored, parent_ref, size, checksum = _read_header(stream)
        if stored != key:
            return None
        payload = memoryview(data)[stream.tell() :]  # (read in place, not copied)
        if len(payload) != size or zlib.crc32(payload) != checksum:
            return None
        table: Table | None = None
        if parent_ref is not None:
            parent_key, parent_checksum = parent_ref
            found = parent() if parent is not None else None  # read it first
            kept = self._bases.get(parent_key)
            if found is None or found[0] != parent_key or kept is None:
                return None  # the base army changed: the references may be stale
            if kept.checksum != parent_checksum:
                return None  # another entry of the same file: other numbers
            table = kept.table()
        unpickler = CoreUnpickler(stream, table)  # the stream is at the payload
        loaded = unpickler.load()
        if base:
            self._bases[key] = BaseArmy(checksum, unpickler)
        return loaded

    def _its(self) -> tuple[DesignationIndex, tuple[HackingProgram, ...]] | None:
        """The bundled deck's index and :attr:`programs`, or None (none kept)."""
        if self.programs is None:
            return None
        try:
            return load_classified_deck().designations, self.programs
        except DataError:  # no deck to work templates out with: none kept
            return None

    def _write(
        self,
        entry: Path,
        key: CacheKey,
        parent: tuple[CacheKey, int] | None,
        payload: bytes,
        checksum: int,
    ) -> None:
        """Write one entry atomically; the first write of a run sweeps the folder.

        ``parent``: the key and checksum of the base entry it refers to.
        """
        assert self.folder is not None
        header = pickle.dumps((key, parent, len(payload), checksum), protocol=4)
        with contextlib.suppress(OSError):
            atomic_write(
                entry, _MAGIC + header + payload, create_folder=True, durable=False
            )
            if not self._swept:
                self._swept = True
                _sweep(self.folder)


def _read_header(stream: IO[bytes]) -> tuple[Any, ...]:
    if stream.read(len(_MAGIC)) != _MAGIC:
        raise ValueError("not an army cache entry")
    header = CoreUnpickler(stream).load()
    if not (isinstance(header, tuple) and len(header) == 4):
        raise ValueError("not an army cache header")
    return header


def _is_metadata(found: object) -> bool:
    """Whether ``found`` has the shape of :data:`MetadataValues`."""
    if not (isinstance(found, tuple) and len(found) == 4):
        return False
    factions, weapons, programs, problems = found
    return (
        isinstance(factions, tuple)
        and all(type(f) is Faction for f in factions)
        and isinstance(weapons, dict)
        and all(type(w) is Weapon for w in weapons.values())
        and isinstance(programs, tuple)
        and all(type(p) is HackingProgram for p in programs)
        and isinstance(problems, tuple)
        and all(type(p) is str for p in problems)
    )


def _sweep(folder: Path) -> None:
    """Remove the entries of army files that no longer exist."""
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return
    for entry in entries:
        if not entry.name.endswith((".pickle", METADATA_SUFFIX)):
            continue
        try:
            with open(entry.path, "rb") as handle:
                key = _read_header(handle)[0]  # the header only, not the army
            gone = not os.path.exists(key[-3])
        except Exception:  # unreadable or damaged: it would only ever miss
            gone = True
        if gone:
            with contextlib.suppress(OSError):
                os.unlink(entry.path)
