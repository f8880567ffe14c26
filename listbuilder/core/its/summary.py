"""What a list brings to an ITS table: its Specialist Troops and classified coverage.

One value the PDF sheet, ``validate --json`` and the app's summary bar and
classified view read, computed once per list state. What one profile group
and option bring (its objectives, its specialist skills) is worked out the
first time a list fields them and kept on the deck's index, so a list costs
a lookup per trooper.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from listbuilder.core.catalog.army import HackingProgram
from listbuilder.core.catalog.units import Option, ProfileGroup
from listbuilder.core.i18n import _
from listbuilder.core.its.classified import (
    ClassifiedCoverage,
    ClassifiedDeck,
    DesignationIndex,
    ObjectiveCoverage,
)
from listbuilder.core.its.fielded import (
    FieldedTrooper,
    fielded_trooper,
    option_items,
)
from listbuilder.core.its.specialists import SpecialistTroop, specialist_reasons
from listbuilder.core.lists.resolve import ResolvedTrooper

#: Entries the deck's memo keeps before it starts afresh (the whole data
#: holds fewer options than this).
MEMO_LIMIT = 50_000
#: The memo's key for the program table its entries were worked out with: a
#: new table (another catalog) empties the memo, so it never keeps an old
#: catalog's units alive.
_TABLE = "programs"
#: The memo's key for the deck's objectives covered by no trooper.
_UNCOVERED = "uncovered"


@dataclass(frozen=True, slots=True)
class ItsSummary:
    """A list's Specialist Troops and its coverage of the classified deck.

    A derived, trusted value (never read from a file): a frozen dataclass.

    Attributes
    ----------
    specialists : tuple[SpecialistTroop, ...]
        Its Specialist Troops, in list order (E10); their count is ``len``.
    coverage : ClassifiedCoverage
        Every objective of the deck with the troopers that can fulfil it (E11).

    Source: ITS.md E3, E10, E11
    """

    specialists: tuple[SpecialistTroop, ...]
    coverage: ClassifiedCoverage

    def lines(self) -> list[str]:
        """Two printed lines: the Specialist Troops, then the objectives covered.

        ``Specialist Troops (2): ...`` and ``Classified objectives covered (14 of
        20): ...``.

        Source: ITS.md E10, E11
        """
        names = ", ".join(s.label for s in self.specialists) or _("none")
        covered = [o for o in self.coverage.objectives if o.covered]
        objectives = ", ".join(f"{o.number} {o.name}" for o in covered) or _("none")
        return [
            _("Specialist Troops ({n}): {names}", n=len(self.specialists), names=names),
            _(
                "Classified objectives covered ({n} of {total}): {objectives}",
                n=len(covered),
                total=len(self.coverage.objectives),
                objectives=objectives,
            ),
        ]


@dataclass(frozen=True, slots=True)
class Template:
    """What one fielded trooper brings to ITS, whoever fields it.

    Attributes
    ----------
    reasons : tuple[str, ...]
        Its Specialist Troop skills (``specialist_reasons``), empty if none.
    objectives : frozenset[int]
        The objectives (deck positions) it can fulfil as any trooper.
    as_lieutenant : frozenset[int]
        The same when it is the list's Lieutenant.
    keep : tuple[object, ...]
        The group and option it was worked out from, kept alive so that the
        memo's keys (their ids) stay theirs.

    Source: ITS.md E3, E10, E11
    """

    reasons: tuple[str, ...]
    objectives: frozenset[int]
    as_lieutenant: frozenset[int]
    keep: tuple[object, ...] = ()

    @classmethod
    def of(
        cls,
        trooper: FieldedTrooper,
        index: DesignationIndex,
        programs: tuple[HackingProgram, ...],
        keep: tuple[object, ...] = (),
    ) -> Template:
        """The template of ``trooper`` (its uid, name and Lieutenant ignored)."""
        plain = trooper if not trooper.lieutenant else _as(trooper, False)
        return cls(
            reasons=specialist_reasons(plain),
            objectives=frozenset(index.of_trooper(plain, programs)),
            as_lieutenant=frozenset(index.of_trooper(_as(plain, True), programs)),
            keep=keep,
        )


def _as(trooper: FieldedTrooper, lieutenant: bool) -> FieldedTrooper:
    """``trooper`` as the Lieutenant or not."""
    return replace(trooper, lieutenant=lieutenant)


def template(
    index: DesignationIndex,
    group: ProfileGroup,
    option: Option,
    programs: tuple[HackingProgram, ...],
) -> Template:
    """What a trooper of ``group`` bought as ``option`` brings, looked up once.

    Source: ITS.md E3, E10, E11
    """
    memo = index.memo
    if memo.get(_TABLE) is not programs:  # another catalog: start afresh
        memo.clear()
        memo[_TABLE] = programs
    key = (id(group), id(option))
    found = memo.get(key)
    if found is None:
        trooper = fielded_trooper("", "", group, option_items(group, option), False)
        found = Template.of(trooper, index, programs, (group, option))
        if len(memo) >= MEMO_LIMIT:
            memo.clear()
            memo[_TABLE] = programs
        memo[key] = found
    return found  # type: ignore[return-value]


def its_summary(
    troopers: Iterable[ResolvedTrooper],
    deck: ClassifiedDeck,
    programs: Iterable[HackingProgram] = (),
) -> ItsSummary:
    """The Specialist Troops and classified coverage of a list's troopers.

    ``troopers`` are ``ListState.troopers``; ``programs`` the catalog's hacking
    program table (``Catalog.hacking_programs``). The same answer as
    ``specialists_of_fielded`` of ``fielded_troopers(troopers)`` and an
    objective's own test of each of them, each fielded trooper looked up in the
    deck's memo (:func:`template`); a Spec-Ops trooper, whose upgrades change
    its items, is worked out on its own.

    Source: ITS.md E3, E10, E11
    """
    table = programs if isinstance(programs, tuple) else tuple(programs)
    index = deck.designations
    names: list[list[str]] = [[] for _ in range(index.count)]
    specialists: list[SpecialistTroop] = []

    def add(uid: str, name: str, found: Template, lieutenant: bool) -> None:
        if found.reasons:
            specialists.append(SpecialistTroop(uid, name, found.reasons))
        for at in found.as_lieutenant if lieutenant else found.objectives:
            names[at].append(name)

    for member in troopers:
        option, group = member.option, member.profile_group
        if option is None or group is None:
            continue
        lieutenant = option.is_lieutenant  # member.is_lieutenant, option known
        if member.entry.profile_group_id != 0:
            if member.specops is None:
                found = template(index, group, option, table)
            else:  # the upgraded profile's items: not the data's option
                items = (member.skills, member.equipment, member.weapons)
                trooper = fielded_trooper("", "", group, items, False)
                found = Template.of(trooper, index, table)
            add(member.uid, member.short_name, found, lieutenant)
            lieutenant = False
        if not option.includes:  # most options field no one else
            continue
        for included in member.included:
            found = template(index, included.group, included.option, table)
            for _n in range(max(1, included.quantity)):
                add(member.uid, included.name, found, lieutenant)
                lieutenant = False
    # an objective no trooper covers is the same value in every list: made once
    uncovered = _uncovered(deck)
    coverage = ClassifiedCoverage(
        objectives=tuple(
            [
                ObjectiveCoverage(o.number, o.name, o.designated, tuple(names[at]))
                if names[at]
                else uncovered[at]
                for at, o in enumerate(deck.objectives)
            ]
        )
    )
    return ItsSummary(specialists=tuple(specialists), coverage=coverage)


def _uncovered(deck: ClassifiedDeck) -> tuple[ObjectiveCoverage, ...]:
    """Each objective of ``deck`` covered by no trooper, kept in the deck's memo."""
    memo = deck.designations.memo
    found = memo.get(_UNCOVERED)
    if not isinstance(found, tuple):  # first use, or the memo started afresh
        found = memo[_UNCOVERED] = tuple(
            ObjectiveCoverage(o.number, o.name, o.designated, ())
            for o in deck.objectives
        )
    return found


def classified_coverage(
    troopers: Iterable[ResolvedTrooper],
    deck: ClassifiedDeck,
    programs: Iterable[HackingProgram] = (),
) -> ClassifiedCoverage:
    """Which troopers of a list can fulfil each objective of ``deck``.

    Parameters
    ----------
    troopers : iterable of ResolvedTrooper
        The list's resolved members (``ListState.troopers``); every trooper
        they field is looked at, peripherals left out.
    deck : ClassifiedDeck
        The objectives (``listbuilder.data.its_deck.load_classified_deck()``).
    programs : iterable of HackingProgram
        The catalog's hacking program table (``Catalog.hacking_programs``).

    Returns
    -------
    ClassifiedCoverage
        Every objective, in deck order, with its designated troopers.

    Source: ITS.md E3, E11
    """
    return its_summary(troopers, deck, programs).coverage
