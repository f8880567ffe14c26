"""What a list brings to an ITS table: its Specialist Troops and classified coverage.

One value the PDF sheet, ``validate --json`` and the app's summary bar and
classified view read, computed once per list state. What one profile group
and option bring (its objectives, its specialist skills) is a template
(``its.templates``), worked out once, so a list costs a lookup per trooper.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Iterable

from listbuilder.core.catalog.army import HackingProgram
from listbuilder.core.frozen import record
from listbuilder.core.i18n import _
from listbuilder.core.its.classified import (
    ClassifiedCoverage,
    ClassifiedDeck,
    ObjectiveCoverage,
)
from listbuilder.core.its.fielded import (
    fielded_trooper,
)
from listbuilder.core.its.specialists import SpecialistTroop
from listbuilder.core.its.templates import (
    Template,
    memo_of,
    new_template,
    template,
)
from listbuilder.core.lists.resolve import ResolvedTrooper

#: The memo's key for the deck's objectives covered by no trooper.
_UNCOVERED = "uncovered"


@record(slots=True)
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
    names, specialists = _gathered(troopers, deck, programs)
    # an objective no trooper covers is the same value in every list: made once
    objectives = list(_uncovered(deck))
    for at, got in enumerate(names):
        if got:
            o = objectives[at]
            objectives[at] = ObjectiveCoverage(
                o.number, o.name, o.designated, tuple(got)
            )
    coverage = ClassifiedCoverage(objectives=tuple(objectives))
    return ItsSummary(specialists=tuple(specialists), coverage=coverage)


def covered_names(
    troopers: Iterable[ResolvedTrooper],
    deck: ClassifiedDeck,
    programs: Iterable[HackingProgram] = (),
) -> tuple[int, list[tuple[int, list[str]]]]:
    """How many Specialist Troops, and who covers each objective: no summary built.

    The same answer as :func:`its_summary` (its specialists' count, and the
    number and trooper names of each covered objective, in deck order),
    for a caller that prints only those (``validate --json``, once per list).

    Source: ITS.md E3, E10, E11
    """
    names, specialists = _gathered(troopers, deck, programs)
    objectives = _uncovered(deck)
    return len(specialists), [
        (objectives[at].number, got) for at, got in enumerate(names) if got
    ]


def _gathered(
    troopers: Iterable[ResolvedTrooper],
    deck: ClassifiedDeck,
    programs: Iterable[HackingProgram],
) -> tuple[list[list[str]], list[SpecialistTroop]]:
    """Each objective's trooper names (by its place in the deck), and the specialists.

    Source: ITS.md E3, E10, E11
    """
    table = programs if isinstance(programs, tuple) else tuple(programs)
    index = deck.designations
    names: list[list[str]] = [[] for _ in range(index.count)]
    specialists: list[SpecialistTroop] = []
    memo = memo_of(index, table)
    for member in troopers:
        option, group = member.option, member.profile_group
        if option is None or group is None:
            continue
        lieutenant = option.is_lieutenant  # member.is_lieutenant, option known
        if member.entry.profile_group_id != 0:
            if member.specops is None:
                found = memo.get((id(group), id(option)))  # template(), inlined
                if found is None:
                    found = new_template(index, group, option, table)
            else:  # the upgraded profile's items: not the data's option
                items = (member.skills, member.equipment, member.weapons)
                trooper = fielded_trooper("", "", group, items, False)
                found = Template.of(trooper, index, table)
            name = member.short_name
            if found.reasons:
                specialists.append(SpecialistTroop(member.uid, name, found.reasons))
            for at in found.as_lieutenant if lieutenant else found.objectives:
                names[at].append(name)
            lieutenant = False
        if not option.includes:  # most options field no one else
            continue
        for included in member.included:
            found = template(index, included.group, included.option, table)
            name = included.name
            for _n in range(max(1, included.quantity)):
                if found.reasons:
                    specialists.append(SpecialistTroop(member.uid, name, found.reasons))
                for at in found.as_lieutenant if lieutenant else found.objectives:
                    names[at].append(name)
                lieutenant = False
    return names, specialists


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
