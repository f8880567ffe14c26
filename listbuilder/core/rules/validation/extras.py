"""The ITS Extras an event announces: Free Game, Soldiers of Fortune, Reinforcements.

A list carries the Extras of its event (``ArmyList.extras``); each changes what
a legal list is (ITS.md E5):

- **Free Game** lifts the trooper cap (RULES.md A7): :func:`trooper_cap`.
- **Soldiers of Fortune** lets a list hire Mercenary Troops (category 11) that
  its army's own file does not hold, from any army file of the data
  (``Catalog.hired_unit``), at their home file's AVA and costs. A unit the army
  already offers is not hired: it keeps the army's AVA and counts as any other
  trooper. Hiring costs 1 SWC of the allowance (:func:`hire_swc_cost`, only
  when the list hires someone), at most 85 points may be hired, each hired
  unit's AVA is its own, and no Character is fielded twice
  (:func:`check_soldiers_of_fortune`).
- **Reinforcements** makes a list without a reinforcement trooper illegal
  (:func:`check_reinforcements_extra`).

Spec-Ops and Escalation change nothing here (Spec-Ops troopers are the army's
own option; Escalation is the event's three tiers).

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.catalog.units import AVA_TOTAL, Unit
from listbuilder.core.i18n import _
from listbuilder.core.its.extras import Extra
from listbuilder.core.lists.army_list import ArmyList
from listbuilder.core.lists.resolve import ResolvedTrooper
from listbuilder.core.rules.validation._context import Context, uids
from listbuilder.core.rules.validation._report import Violation
from listbuilder.core.rules.validation.ava import ava_pools, pool_ava

#: Most points of hired mercenaries under Soldiers of Fortune. Source: ITS.md E5
HIRED_POINTS_MAX = 85
#: SWC the allowance loses when a list hires under Soldiers of Fortune.
#: Source: ITS.md E5
HIRE_SWC_COST = 1
#: The troop category of a Character (``filters.category`` 10), as resolved.
CHARACTER = "Character"


def trooper_cap(army_list: ArmyList, ruleset: Ruleset) -> int | None:
    """The list's trooper cap: the ruleset's, or None (no cap) under Free Game.

    Source: RULES.md A7, ITS.md E5
    """
    if Extra.FREE_GAME in army_list.extras:
        return None
    return ruleset.trooper_cap


def hired(troopers: Iterable[ResolvedTrooper]) -> list[ResolvedTrooper]:
    """The troopers hired under Soldiers of Fortune, in list order.

    Source: ITS.md E5
    """
    return [t for t in troopers if t.is_hired]


def hire_swc_cost(ctx: Context) -> int:
    """SWC the allowance loses: 1 when the list hires a mercenary, else 0.

    Source: ITS.md E5
    """
    if Extra.SOLDIERS_OF_FORTUNE not in ctx.army_list.extras:
        return 0  # nobody is hired: the common case, kept cheap
    return HIRE_SWC_COST if any(t.is_hired for t in ctx.main) else 0


def check_reinforcements_extra(ctx: Context) -> Iterable[Violation]:
    """Under the Reinforcements Extra a list must field reinforcement troopers.

    A list with no reinforcement group, or only empty ones, is illegal at
    such an event (whether the army has a reinforcement list or not).

    Source: ITS.md E5, RULES.md A10
    """
    if Extra.REINFORCEMENTS not in ctx.army_list.extras:
        return
    if any(g.reinforcement and g.troopers for g in ctx.army_list.groups):
        return
    yield Violation(
        rule="E5",
        code="extras.reinforcements_missing",
        message=_(
            "The event plays the Reinforcements Extra: the list must field "
            "reinforcement troopers in a reinforcement group."
        ),
    )


def is_character(unit: Unit) -> bool:
    """True when some profile group of ``unit`` is classified Character."""
    return any(g.category.strip() == CHARACTER for g in unit.profile_groups)


def check_soldiers_of_fortune(ctx: Context) -> Iterable[Violation]:
    """Hired mercenaries: at most 85 points, their own AVA, no Character twice.

    Only troopers hired under the Extra (``ResolvedTrooper.is_hired``) are
    judged here; they are left out of the army's AVA (A5). The 1 SWC the
    allowance loses is in the SWC check (A2).

    Source: ITS.md E5
    """
    if Extra.SOLDIERS_OF_FORTUNE not in ctx.army_list.extras:
        return
    hires = hired(ctx.main)
    if not hires:
        return
    spent = sum(t.points for t in hires)
    if spent > HIRED_POINTS_MAX:
        yield Violation(
            rule="E5",
            code="extras.sof_points",
            message=_(
                "Soldiers of Fortune: the hired mercenaries cost {points} points, "
                "{over} over the {most}-point limit.",
                points=spent,
                over=spent - HIRED_POINTS_MAX,
                most=HIRED_POINTS_MAX,
            ),
            troopers=uids(hires),
        )
    yield from _hired_ava(hires, ctx)
    yield from _characters_twice(hires, ctx)


def _hired_ava(hires: list[ResolvedTrooper], ctx: Context) -> Iterable[Violation]:
    counts: dict[tuple[int, int], list[ResolvedTrooper]] = defaultdict(list)
    for t in hires:
        for pool in ava_pools(t):
            counts[(t.entry.unit_id, pool)].append(t)
    for (_unit_id, pool), members in counts.items():
        unit = members[0].unit
        assert unit is not None  # hired troopers are resolved
        ava = pool_ava(unit, pool, ctx.ruleset, False)
        if ava == AVA_TOTAL or len(members) <= ava:
            continue
        yield Violation(
            rule="E5",
            code="extras.sof_ava",
            message=_(
                "Soldiers of Fortune: {name} is hired {count} times, but its AVA "
                "is {ava}.",
                name=unit.isc,
                count=len(members),
                ava=ava,
            ),
            troopers=uids(members),
        )


def _characters_twice(
    hires: list[ResolvedTrooper], ctx: Context
) -> Iterable[Violation]:
    by_name: dict[str, list[ResolvedTrooper]] = defaultdict(list)
    for t in ctx.resolved_main:
        if t.unit is not None:
            by_name[t.unit.isc.casefold()].append(t)
    reported: set[str] = set()
    for t in hires:
        assert t.unit is not None  # hired troopers are resolved
        key = t.unit.isc.casefold()
        if key in reported or not is_character(t.unit) or len(by_name[key]) < 2:
            continue
        reported.add(key)
        yield Violation(
            rule="E5",
            code="extras.sof_character",
            message=_(
                "Soldiers of Fortune: {name} is a Character and is in the list "
                "{count} times; a Character is fielded once.",
                name=t.unit.isc,
                count=len(by_name[key]),
            ),
            troopers=uids(by_name[key]),
        )
