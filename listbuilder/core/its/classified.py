"""Classified objectives: the deck as data and which of a list's troopers cover each.

The deck (ITS.md E11) is data (``resources/its/classifieds.json``, read by
:mod:`listbuilder.data.its_deck`): each objective names what designates a
trooper on the data's ids (skills, equipment, weapons, hacking programs, unit
types, categories, the Lieutenant, or any trooper).
:func:`~listbuilder.core.its.summary.classified_coverage` says, per objective,
which troopers of a list can fulfil it; a list covers an
objective when one trooper that is not a peripheral can. A Character counts as
a Veteran Troop (E3); a hacker covers a program its hacking device carries.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import field
from functools import cached_property

from pydantic import Field

from listbuilder.core._base import FrozenModel
from listbuilder.core.catalog.army import HackingProgram
from listbuilder.core.frozen import record
from listbuilder.core.its.fielded import FieldedTrooper
from listbuilder.core.roster.tabletop import device_programs


class Designation(FrozenModel):
    """What designates a trooper for an objective: any one of these suffices.

    Attributes
    ----------
    any_trooper : bool
        Every trooper is designated (Predator).
    lieutenant : bool
        The list's Lieutenant is designated.
    skills, equipment, weapons : frozenset[int]
        Metadata ids of skills, equipment and weapons that designate.
    programs : frozenset[int]
        Hacking programs, by the metadata ``hack`` table's ``extra`` id
        (Spotlight is 14): a trooper whose hacking device carries one.
    unit_types : frozenset[int]
        Unit type ids (``filters.type``: 2 MI, 3 HI).
    categories : frozenset[int]
        Category ids (``filters.category``: 4 Veteran Troops, 5 Elite Troops);
        a Character is a Veteran (E3).

    Source: ITS.md E11
    """

    any_trooper: bool = False
    lieutenant: bool = False
    skills: frozenset[int] = frozenset()
    equipment: frozenset[int] = frozenset()
    weapons: frozenset[int] = frozenset()
    programs: frozenset[int] = frozenset()
    unit_types: frozenset[int] = frozenset()
    categories: frozenset[int] = frozenset()


class Objective(FrozenModel):
    """One classified objective of the deck.

    Attributes
    ----------
    number : int
        Its number in the deck (1-20), as E11's table numbers it.
    name : str
        Its name (``HVT: Assassination``), as the deck prints it.
    designated : str
        Who can fulfil it, in words (``Lieutenant, NCO, Chain of Command``).
    by : Designation
        The same on the data's ids.

    Source: ITS.md E11
    """

    number: int = Field(ge=1)
    name: str
    designated: str
    by: Designation


class ClassifiedDeck(FrozenModel):
    """The classified deck: its objectives, in number order, and where it comes from.

    Attributes
    ----------
    source : str
        Where the table comes from (the resource file's ``source``).
    objectives : tuple[Objective, ...]
        The objectives, numbers unique.
    ids : Mapping[str, Mapping[str, str]]
        The ids the file uses, with the data's names (documentation only).

    Source: ITS.md E11
    """

    source: str
    objectives: tuple[Objective, ...]
    ids: Mapping[str, Mapping[str, str]] = Field(default_factory=dict)

    @cached_property
    def designations(self) -> DesignationIndex:
        """The objectives by what designates for them (worked out once a deck)."""
        return DesignationIndex.of(self.objectives)


@record(slots=True)
class DesignationIndex:
    """Which objectives (by position in the deck) each id designates a trooper for.

    :func:`~listbuilder.core.its.summary.classified_coverage` looks up a
    trooper's ids here instead of asking every objective about every trooper
    (20 objectives, 7 questions).

    Attributes
    ----------
    count : int
        Objectives in the deck.
    any_trooper, lieutenant : frozenset[int]
        Objectives any trooper, or the Lieutenant, fulfils.
    skills, equipment, weapons, programs, unit_types, categories : Mapping
        Id -> the objectives it designates for.
    memo : dict
        What each (profile group, option) brings, worked out the first time
        a list fields it, for one program table (``its.templates``); not
        compared.

    Source: ITS.md E3, E11
    """

    count: int
    any_trooper: frozenset[int]
    lieutenant: frozenset[int]
    skills: Mapping[int, frozenset[int]]
    equipment: Mapping[int, frozenset[int]]
    weapons: Mapping[int, frozenset[int]]
    programs: Mapping[int, frozenset[int]]
    unit_types: Mapping[int, frozenset[int]]
    categories: Mapping[int, frozenset[int]]
    memo: dict[object, object] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def of(cls, objectives: Iterable[Objective]) -> DesignationIndex:
        """The index of ``objectives``."""
        table = tuple(objectives)
        kinds = ("skills", "equipment", "weapons", "programs", "unit_types")
        by_kind: dict[str, dict[int, set[int]]] = {
            k: {} for k in (*kinds, "categories")
        }
        for at, objective in enumerate(table):
            by = objective.by
            for kind, ids in (
                *((k, getattr(by, k)) for k in kinds),
                ("categories", by.categories),
            ):
                for item_id in ids:
                    by_kind[kind].setdefault(item_id, set()).add(at)
        frozen = {
            k: {i: frozenset(at) for i, at in v.items()} for k, v in by_kind.items()
        }
        return cls(
            count=len(table),
            any_trooper=frozenset(i for i, o in enumerate(table) if o.by.any_trooper),
            lieutenant=frozenset(i for i, o in enumerate(table) if o.by.lieutenant),
            skills=frozen["skills"],
            equipment=frozen["equipment"],
            weapons=frozen["weapons"],
            programs=frozen["programs"],
            unit_types=frozen["unit_types"],
            categories=frozen["categories"],
        )

    def of_trooper(
        self, trooper: FieldedTrooper, programs: tuple[HackingProgram, ...]
    ) -> set[int]:
        """The objectives ``trooper`` can fulfil (a peripheral none): ITS.md E3, E11.

        ``programs`` is the catalog's hacking program table.
        """
        if trooper.peripheral:
            return set()
        out = set(self.any_trooper)
        if trooper.lieutenant:
            out |= self.lieutenant
        for index, ids in (
            (self.skills, trooper.skill_ids),
            (self.equipment, trooper.equipment_ids),
            (self.weapons, trooper.weapon_ids),
            (self.categories, trooper.categories),
        ):
            if index:
                for item_id in ids:
                    found = index.get(item_id)
                    if found:
                        out |= found
        found = self.unit_types.get(trooper.type_id)
        if found:
            out |= found
        if self.programs:
            for program in trooper_programs(trooper, programs):
                found = self.programs.get(program)
                if found:
                    out |= found
        return out


@record(slots=True)
class ObjectiveCoverage:
    """One objective and the troopers of a list that can fulfil it.

    A derived, trusted value (made here, never read from a file): a frozen
    dataclass, not a validated model.

    Attributes
    ----------
    number, name, designated : int, str, str
        As in :class:`Objective`.
    troopers : tuple[str, ...]
        Names of the designated troopers, in list order (one entry a trooper,
        so two Fusilier hackers are ``Fusiliers`` twice); never a peripheral.

    Source: ITS.md E11
    """

    number: int
    name: str
    designated: str
    troopers: tuple[str, ...]

    @property
    def covered(self) -> bool:
        """True when some trooper of the list can fulfil it."""
        return bool(self.troopers)


@record(slots=True)
class ClassifiedCoverage:
    """A list's coverage of the whole deck (a derived value, like ObjectiveCoverage).

    Attributes
    ----------
    objectives : tuple[ObjectiveCoverage, ...]
        Every objective of the deck, in deck order.

    Source: ITS.md E11
    """

    objectives: tuple[ObjectiveCoverage, ...]

    @property
    def covered(self) -> tuple[int, ...]:
        """Numbers of the objectives the list covers, in deck order."""
        return tuple(o.number for o in self.objectives if o.troopers)  # covered

    @property
    def by(self) -> dict[int, tuple[str, ...]]:
        """Objective number -> names of the troopers that can fulfil it (covered)."""
        return {o.number: o.troopers for o in self.objectives if o.troopers}


def trooper_programs(
    trooper: FieldedTrooper, programs: Iterable[HackingProgram]
) -> frozenset[int]:
    """Ids (``extra``) of the hacking programs ``trooper``'s hacking devices carry.

    A device carries the programs whose ``devices`` name it and those an
    ``UPGRADE:`` on it names (``roster.tabletop.device_programs``); a program
    the table gives no id is left out.

    Source: ITS.md E11
    """
    table = tuple(programs)
    names = {name for name, _device in device_programs(trooper.equipment, table)}
    if not names:  # no hacking device: most troopers
        return frozenset()
    return frozenset(
        p.upgrade for p in table if p.upgrade is not None and p.name in names
    )
