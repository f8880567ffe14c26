"""Load the official army data (metadata + army files) into a core ``Catalog``.

``load_catalog`` reads the metadata and lists the folder; each army file is
parsed the first time the catalog is asked for it. The raw JSON is first checked
against a pydantic schema of the official format (so a malformed file names the
file, the JSON path and the problem), then every id is resolved through the army
file's ``filters`` and the metadata into the core's named models. Reinforcement
files are attached to their army by the catalog.

Imports core, stdlib and pydantic; no Qt, no reportlab.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from typing import TypeVar

from pydantic import TypeAdapter, ValidationError

from listbuilder.core.catalog.army import (
    Army,
    Faction,
    Relation,
    RelationDependency,
    RelationUnit,
)
from listbuilder.core.catalog.army_info import ArmyFile
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.errors import DataError
from listbuilder.core.i18n import _
from listbuilder.data.files import unreadable
from listbuilder.data.profiles.army_cache import ArmyCache, CacheKey, MetadataValues
from listbuilder.data.profiles.cache_pickle import base_armies
from listbuilder.data.profiles.hacking import hacking_programs_of
from listbuilder.data.profiles.index import read_facts
from listbuilder.data.profiles.metadata_names import (
    MetaNames,
    SharedUnits,
    json_path,
    weapon_from_rows,
)
from listbuilder.data.profiles.raw_schema import (
    METADATA_FILE,
    RawArmyFile,
    RawMetadata,
    adapter,
)
from listbuilder.data.profiles.resolver import Resolver, fireteam_chart_from
from listbuilder.data.profiles.specops import read_specops

_T = TypeVar("_T")


# -- helpers ----------------------------------------------------------------------


def _read_json(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError as exc:
        raise unreadable(path, exc) from exc


def _validate(checker: TypeAdapter[_T], raw: bytes, path: Path) -> _T:
    try:
        return checker.validate_json(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = json_path(first["loc"])
        count = exc.error_count()
        more = _(" (and {n} more problems)", n=count - 1) if count > 1 else ""
        raise DataError(
            _(
                "{name}: at {where}: {problem}{more}",
                name=path.name,
                where=where or _("the top level"),
                problem=first["msg"],
                more=more,
            )
        ) from exc


def load_army_file(
    path: Path,
    faction: Faction,
    meta: MetaNames,
    shared: SharedUnits | None = None,
) -> tuple[Army, int | None]:
    """Load one army file into an :class:`Army` (reinforcements not yet attached).

    Returns the army and the id of its reinforcement file (or None).

    Raises
    ------
    DataError
        If the file cannot be read, is not the official format, or refers to an
        id that neither its filters nor the metadata define.
    """
    raw = _validate(adapter(RawArmyFile), _read_json(path), path)
    resolver = Resolver(path, raw["filters"], meta, shared)
    shop, units = read_specops(
        raw.get("specops"), resolver.units(raw["units"]), resolver
    )
    army = Army(
        faction=faction,
        version=raw.get("version", ""),
        units=units,
        relations=tuple(
            Relation(
                units=tuple(
                    RelationUnit(
                        unit_id=u["unit"],
                        profile_group_id=u.get("profile"),
                        depends=tuple(
                            RelationDependency(
                                unit_id=d["unit"],
                                profile_group_id=d.get("profile"),
                                same_group=d.get("group", False),
                                min=d.get("min"),
                                min_dependant=d.get("minDependant"),
                            )
                            for d in u.get("depends", ())
                        ),
                    )
                    for u in r["units"]
                ),
                min=r.get("min", 0),
                max=r.get("max"),
                group=r.get("group", False),
            )
            for r in raw.get("relations", ())
        ),
        fireteam_chart=fireteam_chart_from(raw.get("fireteamChart")),
        warnings=tuple(resolver.warnings),
        specops=shop,
    )
    return army, raw.get("reinforcements")


@contextmanager
def _no_gc() -> Iterator[None]:
    # Loading makes ~100k small objects and nothing cyclic to free; the cyclic
    # collector would otherwise run dozens of times and double the load time.
    # The loaded profiles live as long as the app: freezing them keeps every
    # later collection from scanning them again (a third of the time it takes
    # validate to load 45 armies).
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if was_enabled:
            gc.enable()


def load_catalog(
    directory: Path,
    *,
    cache_dir: Path | None = None,
    on_problem: Callable[[str], None] | None = None,
    source: str = "",
) -> Catalog:
    """Read ``metadata_n5.json`` and list the army files of ``directory``.

    No army file is parsed here: the catalog loads each one the first time it
    is used (:meth:`Catalog.army`). Files that are not army files of this
    metadata (Code One ``1xx01.json``, ``metadata_c1.json``, names that are not
    ASCII faction ids such as ``².json`` or ``١٠١.json``, ids the metadata does
    not name) are skipped and reported; a file that fails to load later makes
    only that army unavailable.

    Parameters
    ----------
    directory : Path
        A folder shaped like the bundled ``profiles/``.
    cache_dir : Path, optional
        Where the profile index (versions and unit counts by file name, size and
        mtime), the resolved armies and the metadata's resolved values
        (:mod:`~listbuilder.data.profiles.army_cache`) are kept between runs;
        without it nothing is kept. With the metadata's entry, the metadata
        file is checked again only when an army must be parsed.
    on_problem : Callable[[str], None], optional
        Told of each problem (file, JSON path, what is wrong) as it is found.
    source : str
        Where the data comes from, for people (``"bundled"``...).

    Returns
    -------
    Catalog
        The metadata factions and weapons, and a loader for every army file.

    Raises
    ------
    DataError
        If the metadata file is missing, unreadable or not the official shape
        (without it no army can be read).
    """
    meta_path = directory / METADATA_FILE
    if not meta_path.is_file():
        raise DataError(
            _("{meta_path}: the profile metadata file is missing", meta_path=meta_path)
        )
    cache = ArmyCache(cache_dir, meta_path)
    meta_key = cache.metadata_key()
    with _no_gc():
        values = cache.load_metadata(meta_key)
    names: MetaNames | None = None
    if values is None:
        names, values = _read_metadata(meta_path)
        cache.save_metadata(meta_key, values)
    factions, weapons, programs, problems = values
    by_id = {f.id: f for f in factions}
    files, skipped = _army_files(directory, by_id)
    cache.programs = programs  # units are kept with their ITS templates
    folder = _Folder(files, by_id, cache, meta_path, names)
    return Catalog(
        factions,
        weapons,
        folder.load,
        files=files,
        facts=lambda: read_facts(files, cache_dir),
        problems=[*problems, *skipped],
        on_problem=on_problem,
        source=source,
        hacking_programs=programs,
    )


def _read_metadata(meta_path: Path) -> tuple[MetaNames, MetadataValues]:
    """Check and resolve the metadata file: its names, and what a catalog takes.

    Raises DataError if it cannot be read or is not the official shape.
    """
    with _no_gc():
        meta = _validate(adapter(RawMetadata), _read_json(meta_path), meta_path)
        names = MetaNames(meta, METADATA_FILE)
        weapons = {
            wid: weapon_from_rows(rows, names.ammo)
            for wid, rows in names.weapon_rows.items()
        }
    hack_problems: list[str] = []
    programs = hacking_programs_of(meta, hack_problems)
    problems = (*names.problems, *hack_problems)
    return names, (tuple(names.factions.values()), weapons, programs, problems)


def _army_files(
    directory: Path, factions: Mapping[int, Faction]
) -> tuple[dict[int, Path], list[str]]:
    """The army files of ``directory`` by faction id, and the files skipped."""
    files: dict[int, Path] = {}
    skipped: list[str] = []
    try:
        entries = sorted(os.scandir(directory), key=lambda e: e.name)
    except OSError as exc:
        raise unreadable(directory, exc) from exc
    for entry in entries:
        name = entry.name
        if not name.endswith(".json") or name.startswith(".") or name == METADATA_FILE:
            continue
        stem = name.removesuffix(".json")
        if not (stem.isascii() and stem.isdigit()) or stem != str(int(stem)):
            what = (
                _("Code One metadata, another game")
                if name.startswith("metadata")
                else _("not an army file: expected <faction id>.json with ASCII digits")
            )
            skipped.append(_("{name}: skipped ({what})", name=name, what=what))
            continue
        faction_id = int(stem)
        if faction_id not in factions:
            skipped.append(
                _(
                    "{name}: skipped ({metadata} names no faction "
                    "{faction_id}; a Code One or other game's file?)",
                    name=name,
                    metadata=METADATA_FILE,
                    faction_id=faction_id,
                )
            )
            continue
        if not entry.is_file():
            skipped.append(_("{name}: skipped (not a regular file)", name=name))
            continue
        files[faction_id] = Path(entry.path)
    return files, skipped


class _Folder:
    """Loads the army files of one profile folder for a :class:`Catalog`.

    A file resolved before (same file, same metadata) comes from ``cache``; an
    entry shares the models of its base army (``base_armies``, loaded first).
    The metadata's names, which only parsing needs, are read on the first
    parse when the catalog's metadata came from the cache.
    """

    def __init__(
        self,
        files: Mapping[int, Path],
        factions: Mapping[int, Faction],
        cache: ArmyCache,
        meta_path: Path,
        names: MetaNames | None,
    ) -> None:
        self.files = dict(files)
        self.factions = factions
        self.shared = SharedUnits()
        self.cache = cache
        self.meta_path = meta_path
        self._names = names
        self.loaded: dict[int, ArmyFile] = {}
        self.base_of = base_armies(self.factions, self.files)
        self.bases = set(self.base_of.values())

    def load(self, faction_id: int) -> ArmyFile:
        done = self.loaded.get(faction_id)
        if done is not None:
            return done
        path = self.files[faction_id]
        key = self.cache.key(path)
        parent_id = self.base_of.get(faction_id)
        parent = partial(self._parent, parent_id) if parent_id is not None else None
        base = faction_id in self.bases
        with _no_gc():
            loaded = self.cache.load(key, parent, base=base)
            if loaded is None:
                loaded = self._parse(faction_id, path)
                self.cache.save(key, loaded, parent() if parent else None, base=base)
        self.loaded[faction_id] = loaded
        return loaded

    def names(self) -> MetaNames:
        """The metadata's names, read on first use if the cache gave the catalog.

        A metadata file changed since the catalog was opened keeps no more
        entries (they would claim the old file). Raises DataError if it cannot
        be read or checked.
        """
        if self._names is None:
            self._names = _read_metadata(self.meta_path)[0]
            if self.cache.metadata_changed():
                self.cache = ArmyCache(None, self.meta_path)
        return self._names

    def _parent(self, parent_id: int) -> tuple[CacheKey | None, ArmyFile] | None:
        try:
            army_file = self.load(parent_id)
        except DataError:  # the sectorial loads on its own
            return None
        return self.cache.key(self.files[parent_id]), army_file

    def _parse(self, faction_id: int, path: Path) -> ArmyFile:
        names = self.names()
        faction = names.factions.get(faction_id, self.factions[faction_id])
        army, list_id = load_army_file(path, faction, names, self.shared)
        if list_id == faction_id:
            return ArmyFile(
                army,
                None,
                (
                    _(
                        "{name}: at reinforcements: the army names itself as its "
                        "reinforcement list; it loads without reinforcements",
                        name=path.name,
                    ),
                ),
            )
        return ArmyFile(army, list_id)


def check_catalog(catalog: Catalog) -> list[str]:
    """Load every army and reinforcement list of ``catalog``; return the problems.

    What a data update runs on a downloaded set before installing it, and what
    ``listbuilder data status`` reports. Each problem names the file and the
    JSON path.
    """
    for army_id in catalog.army_ids:
        catalog.army(army_id)
    for list_id in catalog.reinforcement_ids:
        catalog.reinforcement_list(list_id)
    return list(catalog.problems)
