"""The catalog: every army of the data in use, each file read on first use.

These are the *resolved* forms of the official army files: every id the raw data
uses (skills, equipment, weapons, characteristics, unit types, categories) is
already turned into a name by ``listbuilder.data.profiles.load``. The core never reads
files; it only receives a :class:`Catalog`, which calls the data layer's loader
the first time an army is used.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cached_property

from listbuilder.core.catalog.army import (
    Army,
    Faction,
    HackingProgram,
)
from listbuilder.core.catalog.army_info import (
    ArmyFile,
    ArmyInfo,
    ArmyKind,
    FileFacts,
    army_kinds,
    version_key,
)
from listbuilder.core.catalog.items import Weapon
from listbuilder.core.catalog.units import Unit
from listbuilder.core.errors import DataError
from listbuilder.core.i18n import _

#: Loads one army file by faction id; raises DataError naming file and JSON path.
ArmyLoader = Callable[[int], ArmyFile]
#: Reads the profile index: file facts by faction id (no army parsed).
FactsReader = Callable[[], Mapping[int, FileFacts]]


class Catalog:
    """The profile data: metadata at once, each army file on first use.

    Start-up work is the metadata and a folder listing; an army file is parsed
    and checked by ``loader`` the first time :meth:`army` asks for it, then kept.
    A file that fails to load is reported (:attr:`problems`) and only that army
    is unavailable. The catalog never reads files itself: the data layer passes
    the loader and the index reader.

    Parameters
    ----------
    factions : Sequence[Faction]
        Every metadata faction row (58 in the N5 data), with or without a file.
    weapons : Mapping[int, Weapon]
        Every metadata weapon by id.
    loader : ArmyLoader
        Loads one army or reinforcement file by faction id (raises DataError).
    files : Iterable[int]
        Faction ids that have a file; others are never loaded.
    facts : FactsReader, optional
        Reads versions and unit counts without parsing armies (called once, when
        a listing first needs them).
    problems : Sequence[str]
        Problems found before any army was loaded (files skipped...).
    on_problem : Callable[[str], None], optional
        Told of each problem as it is found (start-up ones included), so the
        command line and the app can warn.
    source : str
        Where the data comes from, for people (``"bundled"``, ``"downloaded
        2026-03-10 14:02"``).
    hacking_programs : Sequence[HackingProgram]
        The metadata's ``hack`` table, in data order.

    Attributes
    ----------
    factions : tuple[Faction, ...]
        Every metadata faction row.
    weapons : Mapping[int, Weapon]
        Every metadata weapon by id.
    source : str
        Where the data comes from.
    hacking_programs : tuple[HackingProgram, ...]
        The metadata's hacking programs.
    """

    def __init__(
        self,
        factions: Sequence[Faction],
        weapons: Mapping[int, Weapon],
        loader: ArmyLoader,
        *,
        files: Iterable[int] = (),
        facts: FactsReader | None = None,
        problems: Sequence[str] = (),
        on_problem: Callable[[str], None] | None = None,
        source: str = "",
        hacking_programs: Sequence[HackingProgram] = (),
    ) -> None:
        self.factions = tuple(factions)
        self.weapons = weapons
        self.source = source
        self.hacking_programs = tuple(hacking_programs)
        self._loader = loader
        self._facts_reader = facts
        self._facts: Mapping[int, FileFacts] | None = None
        self._by_id = {f.id: f for f in self.factions}
        self._kinds = army_kinds(self.factions)
        self._files = frozenset(f for f in files if f in self._by_id)
        self._problems: list[str] = []
        self._army_problems: dict[int, str] = {}
        self._on_problem = on_problem
        self._armies: dict[int, Army | None] = {}
        self._reinforcements: dict[int, Army | None] = {}
        # The app's update worker checks a downloaded set in another thread;
        # one lock keeps a first load from running twice.
        self._lock = threading.RLock()
        for text in problems:
            self._report(text)

    # -- listing (no army parsed) ----------------------------------------------

    def faction(self, faction_id: int) -> Faction | None:
        """Return the metadata faction row with ``faction_id``, or None."""
        return self._by_id.get(faction_id)

    def kind(self, faction_id: int) -> ArmyKind | None:
        """Generic army, sectorial or reinforcement list; None if unknown."""
        return self._kinds.get(faction_id)

    @cached_property
    def army_ids(self) -> tuple[int, ...]:
        """Playable armies with a file: each generic army, then its sectorials.

        Reinforcement lists are left out (they are attached to their army).
        """
        playable = [
            f
            for f in self.factions
            if f.id in self._files and self._kinds[f.id] is not ArmyKind.REINFORCEMENT
        ]

        def key(f: Faction) -> tuple[int, bool, int]:
            root = f.parent if self._kinds[f.id] is ArmyKind.SECTORIAL else f.id
            return (root, f.id != root, f.id)

        return tuple(f.id for f in sorted(playable, key=key))

    @cached_property
    def reinforcement_ids(self) -> tuple[int, ...]:
        """Reinforcement lists with a file, by id."""
        return tuple(
            sorted(i for i in self._files if self._kinds[i] is ArmyKind.REINFORCEMENT)
        )

    @property
    def default_army_id(self) -> int | None:
        """The army a first new list offers: the first playable one, or None."""
        return self.army_ids[0] if self.army_ids else None

    def is_playable(self, army_id: int) -> bool:
        """True when ``army_id`` is an army with a file (not reinforcements)."""
        return army_id in self._files and self._kinds.get(army_id) not in (
            None,
            ArmyKind.REINFORCEMENT,
        )

    def file_facts(self) -> Mapping[int, FileFacts]:
        """Versions and unit counts of every file, from the index (read once)."""
        if self._facts is None:
            self._facts = dict(self._facts_reader()) if self._facts_reader else {}
        return self._facts

    def infos(self, *, reinforcements: bool = False) -> tuple[ArmyInfo, ...]:
        """Listing rows of the playable armies (and reinforcement lists if asked).

        Versions and unit counts come from the index: no army file is parsed.
        """
        facts = self.file_facts()
        ids = self.army_ids + (self.reinforcement_ids if reinforcements else ())
        rows = []
        for army_id in ids:
            fact = facts.get(army_id, FileFacts())
            rows.append(
                ArmyInfo(
                    faction=self._by_id[army_id],
                    kind=self._kinds[army_id],
                    version=fact.version,
                    units=fact.units,
                    problem=self._army_problems.get(army_id, fact.problem),
                )
            )
        return tuple(rows)

    @cached_property
    def data_version(self) -> str:
        """The data set's version: its newest army file's (``""`` when unknown).

        The one version every view shows for the data (rosters, the library,
        the New list dialog, About, the commands). Read once: every roster
        build names it.
        """
        versions = [f.version for f in self.file_facts().values() if f.version]
        return max(versions, key=version_key, default="")

    @cached_property
    def parent_of(self) -> dict[int, int]:
        """Faction id → the generic army it belongs to (103 → 101), per the metadata."""
        return {f.id: f.parent for f in self.factions}

    def weapon(self, weapon_id: int) -> Weapon | None:
        """Return the weapon with ``weapon_id`` and all its modes, or None."""
        return self.weapons.get(weapon_id)

    # -- Soldiers of Fortune (ITS.md E5) -------------------------------------------

    @cached_property
    def mercenary_homes(self) -> dict[int, int]:
        """Unit id of every Mercenary Troops unit → the army file it is hired from.

        Built once from the profile index (no army file is parsed). A unit
        several armies field is hired from the first of them in listing order
        (a generic army before its sectorials), whose file gives its profile,
        costs and AVA. Reinforcement lists are left out: a hired mercenary
        joins the main list. Empty when the catalog has no index.

        Source: ITS.md E5
        """
        facts = self.file_facts()
        homes: dict[int, int] = {}
        for army_id in self.army_ids:
            fact = facts.get(army_id)
            for unit_id in fact.mercenaries if fact else ():
                homes.setdefault(unit_id, army_id)
        return homes

    def hired_unit(self, unit_id: int) -> Unit | None:
        """Mercenary ``unit_id`` as its home army's file gives it, or None.

        Loads that one army file on first use (see :attr:`mercenary_homes`).

        Source: ITS.md E5
        """
        home = self.mercenary_homes.get(unit_id)
        army = self.army(home) if home is not None else None
        return army.unit(unit_id) if army is not None else None

    def hireable_units(self, army_id: int) -> tuple[Unit, ...]:
        """Mercenaries a list of ``army_id`` may hire under Soldiers of Fortune.

        Every Mercenary Troops unit of the data that the army's own file does
        not hold, from its home file, in listing order of the home armies.
        Empty when the army is unavailable.

        Source: ITS.md E5
        """
        army = self.army(army_id)
        if army is None:
            return ()
        out = []
        for unit_id in self.mercenary_homes:
            if army.unit(unit_id) is None and (unit := self.hired_unit(unit_id)):
                out.append(unit)
        return tuple(out)

    # -- armies (parsed on first use) -------------------------------------------

    def army(self, army_id: int) -> Army | None:
        """Return the playable army ``army_id``, loading its file on first use.

        Its reinforcement list (RULES.md A10) is attached. None when the army
        has no file, is a reinforcement list, or its file failed to load (see
        :meth:`problem`).
        """
        if army_id in self._armies:
            return self._armies[army_id]
        if not self.is_playable(army_id):
            return None
        with self._lock:
            if army_id not in self._armies:
                self._armies[army_id] = self._load_army(army_id)
            return self._armies[army_id]

    def reinforcement_list(self, list_id: int) -> Army | None:
        """Return reinforcement list ``list_id`` (loaded on first use), or None."""
        if list_id in self._reinforcements:
            return self._reinforcements[list_id]
        if list_id not in self._files:
            return None
        with self._lock:
            if list_id not in self._reinforcements:
                loaded = self._load(list_id)
                self._reinforcements[list_id] = loaded.army if loaded else None
            return self._reinforcements[list_id]

    def loaded_armies(self) -> list[Army]:
        """Armies already loaded (no file is read), in listing order."""
        return [
            army
            for army_id in self.army_ids
            if (army := self._armies.get(army_id)) is not None
        ]

    def problem(self, faction_id: int) -> str:
        """Why army (or reinforcement list) ``faction_id`` is unavailable, or ``""``."""
        return self._army_problems.get(faction_id, "")

    @property
    def problems(self) -> tuple[str, ...]:
        """Every problem found so far: files skipped, files that failed to load."""
        return tuple(self._problems)

    @property
    def warnings(self) -> list[str]:
        """Problems, then the loaded files' non-fatal data quirks (dangling ids)."""
        out = list(self._problems)
        seen: set[int] = set()
        for army in (*self._armies.values(), *self._reinforcements.values()):
            if army is None or id(army) in seen:
                continue
            seen.add(id(army))
            out.extend(army.warnings)
        return out

    def with_army(self, army: Army) -> Catalog:
        """A copy of this catalog in which ``army`` replaces the army of its id.

        Meant for tests and previews that patch one army; other armies are
        shared with this catalog.
        """
        copy = Catalog(
            self.factions,
            self.weapons,
            self._loader,
            files=self._files | {army.id},
            facts=self._facts_reader,
            source=self.source,
        )
        copy._armies = {**self._armies, army.id: army}
        copy._reinforcements = dict(self._reinforcements)
        return copy

    def _report(self, text: str) -> None:
        if text in self._problems:
            return
        self._problems.append(text)
        if self._on_problem is not None:
            self._on_problem(text)

    def _load(self, faction_id: int) -> ArmyFile | None:
        try:
            loaded = self._loader(faction_id)
        except DataError as exc:
            text = _("{problem} (army {id} is unavailable)", problem=exc, id=faction_id)
            self._army_problems[faction_id] = str(exc)
            self._report(text)
            return None
        for text in loaded.problems:
            self._report(text)
        return loaded

    def _load_army(self, army_id: int) -> Army | None:
        loaded = self._load(army_id)
        if loaded is None:
            return None
        army, list_id = loaded.army, loaded.reinforcements
        if list_id is None:
            return army
        reinforcements = None
        if self._kinds.get(list_id) is ArmyKind.REINFORCEMENT:
            reinforcements = self.reinforcement_list(list_id)
        if reinforcements is None:
            why = self.problem(list_id) or (
                _("no such reinforcement list in the data")
                if self._kinds.get(list_id) is not ArmyKind.REINFORCEMENT
                else _("its file is missing")
            )
            self._report(
                _(
                    "{army} ({id}): reinforcement list {list} is unavailable "
                    "({why}); the army loads without reinforcements",
                    army=army.name,
                    id=army_id,
                    list=list_id,
                    why=why,
                )
            )
            return army
        # Both are armies the loader made and checked: a copy that validates
        # nothing again (``replace`` would build the Army schema, 15 ms at start).
        return army.model_copy(update={"reinforcements": reinforcements})
