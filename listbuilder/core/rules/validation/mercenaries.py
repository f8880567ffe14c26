"""N2 hiring rules (mercenaries, Mercenary Companies) and N2 remotes.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from itertools import combinations

from listbuilder.core.catalog.units import HACKING_DEVICES, SKILL_HACKER, Unit
from listbuilder.core.i18n import _, ngettext
from listbuilder.core.lists.resolve import ResolvedTrooper
from listbuilder.core.rules.validation._context import Context, uids, violation_at
from listbuilder.core.rules.validation._report import Violation


def _parents(unit: Unit, parent_of: dict[int, int]) -> set[int]:
    return {parent_of[f] for f in unit.factions if f in parent_of}


def is_mercenary(unit: Unit) -> bool:
    """True when the data classifies ``unit`` as a Mercenary (N2 hiring rules).

    Two data signs: the troop category ``Mercenary Troops``, or membership of the
    mercenary pool every army file carries: units with no home faction
    (``factions`` empty; their slug starts ``merc-``), such as Avicenna,
    Mercenary Doctor (a Character) or the Druze Shock Teams (Veteran Troops).
    Another faction's own character (Uxía McNeill, factions 301/302/306) is not.
    The classification, not the unit id, decides: the Krakot Renegades are
    Mercenary Troops both as unit 756 (listed in Combined Army's factions) and
    as the mercenary pool's unit 10756.

    Source: RULES.md A8 (Data)
    """
    return unit.category == "Mercenary Troops" or not unit.factions


def check_mercenaries(ctx: Context) -> Iterable[Violation]:
    """N2 mercenary rules for regular armies and Mercenary Companies.

    A regular army fields units from outside its faction only if they are
    Mercenaries (:func:`is_mercenary`: Mercenary Troops, or the data's mercenary
    pool; another faction's own characters never are), and an army in
    ``never_hired_armies`` (Combined Army) hires no Mercenary at all, whichever
    file lists it. A Mercenary Company halves every AVA (Total becomes 4; see
    :func:`~listbuilder.core.rules.validation.ava.check_ava`), fields AVA-1 units at
    one per full 200 points and never two of the same, draws from at most three
    factions (Mercenaries need none), and never hires from a never-hired army.

    Source: RULES.md A8
    """
    if not ctx.ruleset.mercenary_rules or ctx.army is None:
        return
    if ctx.is_company:
        yield from _company_violations(ctx)
        return
    parent_of = ctx.catalog.parent_of
    own = ctx.army.faction.parent
    if own in ctx.ruleset.never_hired_armies:
        hired = [t for t in ctx.resolved_main if t.unit and is_mercenary(t.unit)]
        if hired:
            yield Violation(
                rule="A8",
                code="mercenary.never_hires",
                message=_("{army} never hires mercenaries.", army=ctx.army.name),
                troopers=uids(hired),
            )
    for t in ctx.resolved_main:
        if t.unit is None or is_mercenary(t.unit):
            continue
        if own not in _parents(t.unit, parent_of):
            yield violation_at(
                t.group,
                "A8",
                "mercenary.not_mercenary",
                _(
                    "{name} is from outside {army} and is not a Mercenary unit.",
                    name=t.name,
                    army=ctx.army.name,
                ),
                (t.uid,),
            )


def _company_violations(ctx: Context) -> Iterable[Violation]:
    assert ctx.army is not None
    parent_of = ctx.catalog.parent_of
    company_id = ctx.army.faction.parent
    never = set(ctx.ruleset.never_hired_armies)
    hired = []
    needs: list[tuple[ResolvedTrooper, set[int]]] = []
    for t in ctx.resolved_main:
        assert t.unit is not None
        parents = _parents(t.unit, parent_of) - {company_id}
        if is_mercenary(t.unit):
            # A Mercenary is never "Combined Army troops", whichever factions
            # list it (Krakot Renegades 756 as 10756); its other factions count.
            parents -= never
        if not parents:
            continue  # the company's own troops, or the mercenary pool
        if parents <= never:
            hired.append(t)
            continue
        needs.append((t, parents - never))
    if hired:
        yield Violation(
            rule="A8",
            code="mercenary.never_hired",
            message=_("Combined Army troops are never hired by a Mercenary Company."),
            troopers=uids(hired),
        )
    limit = ctx.ruleset.company_max_factions
    if needs and not _covered(needs, limit):
        yield Violation(
            rule="A8",
            code="mercenary.too_many_factions",
            message=_(
                "A Mercenary Company draws from at most {limit} factions; these "
                "troopers need more.",
                limit=limit,
            ),
            troopers=uids(t for t, _parents in needs),
        )
    ava_one: dict[int, list[ResolvedTrooper]] = defaultdict(list)
    for t in ctx.resolved_main:
        assert t.unit is not None
        if t.unit.ava == 1:
            ava_one[t.unit.id].append(t)
    allowed = ctx.army_list.points_limit // ctx.ruleset.company_ava1_points
    total = sum(len(v) for v in ava_one.values())
    for members in ava_one.values():
        if len(members) > 1:
            yield Violation(
                rule="A8",
                code="mercenary.ava1_repeated",
                message=_(
                    "{name}: a Mercenary Company never fields two of the same AVA 1 "
                    "unit.",
                    name=members[0].name,
                ),
                troopers=uids(members),
            )
    if total > allowed:
        yield Violation(
            rule="A8",
            code="mercenary.ava1_over",
            message=ngettext(
                "A {limit}-point Mercenary Company may field {n} AVA 1 unit (one "
                "per full {per} points); the list has {count}.",
                "A {limit}-point Mercenary Company may field {n} AVA 1 units (one "
                "per full {per} points); the list has {count}.",
                allowed,
                limit=ctx.army_list.points_limit,
                per=ctx.ruleset.company_ava1_points,
                count=total,
            ),
            troopers=uids(t for v in ava_one.values() for t in v),
        )


def _covered(needs: list[tuple[ResolvedTrooper, set[int]]], limit: int) -> bool:
    candidates = sorted(set().union(*(p for _t, p in needs)))
    for size in range(1, min(limit, len(candidates)) + 1):
        for combo in combinations(candidates, size):
            chosen = set(combo)
            if all(p & chosen for _t, p in needs):
                return True
    return False


def check_remotes(ctx: Context) -> Iterable[Violation]:
    """N2: a REM needs a trooper with a Hacking Device, or a T.A.G., in the list.

    Source: RULES.md A9
    """
    if not ctx.ruleset.rem_needs_controller:
        return
    main = ctx.resolved_main
    rems = [t for t in main if t.profile and t.profile.unit_type == "REM"]
    if not rems:
        return
    for t in main:
        if t.profile and t.profile.unit_type == "TAG":
            return
        if any(s.id == SKILL_HACKER for s in t.skills) or any(
            e.id in HACKING_DEVICES for e in t.equipment
        ):
            return
    yield Violation(
        rule="A9",
        code="remote.no_controller",
        message=_(
            "Remotes need a trooper with a Hacking Device, or a T.A.G., in the list."
        ),
        troopers=uids(rems),
    )
