"""Availability (AVA): troopers of one unit against its AVA in this army's file.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from listbuilder.core.catalog.army import Army
from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.catalog.units import AVA_GOVERNED, AVA_TOTAL, ProfileGroup, Unit
from listbuilder.core.i18n import _
from listbuilder.core.its.extras import Extra
from listbuilder.core.lists.resolve import ResolvedTrooper
from listbuilder.core.rules.validation._context import Context, uids
from listbuilder.core.rules.validation._report import Violation


def ava_pools(trooper: ResolvedTrooper) -> set[int]:
    """The AVA pools (profile-group ids) one trooper counts against.

    A unit's main profile group and every group whose AVA is -1 share one pool
    (the main group's); a group with its own AVA (a Kuang Shi Monitor, the
    PuppetBots of a Puppetactica Company) has its own. A top-level option
    (profile group 0: Jazz & Billie, Scarface & Cordelia) counts against the pool
    of every group it includes.

    Source: RULES.md A5
    """
    unit = trooper.unit
    if unit is None or not unit.profile_groups:
        return set()
    main = unit.profile_groups[0].id
    gid = trooper.entry.profile_group_id
    if gid == main:  # most troopers: one group, the main one (one lookup less)
        return {main}
    groups = trooper.fielded_groups or {main}
    pools = set()
    for gid in groups:
        group = unit.group(gid)
        own = (
            group is not None and gid != main and group.profiles[0].ava != AVA_GOVERNED
        )
        pools.add(gid if own else main)
    return pools


def pool_ava(unit: Unit, pool: int, ruleset: Ruleset, company: bool) -> int:
    """AVA of one pool (see :func:`ava_pools`), 255 = Total.

    In an N2 Mercenary Company every AVA is halved, rounded down, and Total
    becomes ``company_total_ava`` (4).

    Source: RULES.md A5, A8
    """
    ava = _group_ava(unit, unit.group(pool))
    if company:
        return ruleset.company_total_ava if ava == AVA_TOTAL else ava // 2
    return ava


def _group_ava(unit: Unit, group: ProfileGroup | None) -> int:
    """AVA of ``unit``'s profile ``group``: its own, or the unit's when -1 or none.

    Source: RULES.md A5
    """
    ava = group.profiles[0].ava if group and group.profiles else unit.ava
    return unit.ava if ava == AVA_GOVERNED else ava


#: ``Army.main_pools`` of a unit not asked yet.
_NOT_ASKED = (-1, -1)


def main_pool(unit: Unit) -> tuple[int, int] | None:
    """The id and AVA of ``unit``'s main profile group's pool, or None (no group).

    :func:`pool_ava` of that pool outside a Mercenary Company. Source: RULES.md A5
    """
    if not unit.profile_groups:
        return None
    main = unit.profile_groups[0]
    return main.id, _group_ava(unit, main)


def _by_pool(
    troopers: list[ResolvedTrooper], source: Army | None
) -> tuple[dict[tuple[int, int], list[ResolvedTrooper]], dict[int, int] | None]:
    """``troopers`` by (unit id, AVA pool), each pool's in list order, and AVAs.

    Most lists field every trooper in its unit's main profile group, whose
    pool is that group alone (:func:`ava_pools` says so): troopers are
    grouped by their ids, and the army file ``source`` they come from gives
    each pool's AVA (``Army.main_pools``: :func:`main_pool` once per unit).
    Otherwise each trooper is asked its pools, and the AVAs are None
    (:func:`pool_ava`).
    """
    counts: dict[tuple[int, int], list[ResolvedTrooper]] = defaultdict(list)
    for t in troopers:
        entry = t.entry
        counts[(entry.unit_id, entry.profile_group_id)].append(t)
    mains = source.main_pools if source is not None else {}
    avas = {}
    for unit_id, gid in counts:
        main = mains.get(unit_id, _NOT_ASKED)
        if main is _NOT_ASKED:  # first asked: the unit's, from the army's own file
            unit = source.unit(unit_id) if source is not None else None
            main = mains[unit_id] = main_pool(unit) if unit is not None else None
        if main is None or main[0] != gid:
            break
        avas[unit_id] = main[1]
    else:
        return counts, avas
    counts = defaultdict(list)
    for t in troopers:
        for pool in ava_pools(t):
            counts[(t.entry.unit_id, pool)].append(t)
    return counts, None


def _check_ava_of(
    troopers: list[ResolvedTrooper],
    source: Army | None,
    ctx: Context,
    company: bool,
) -> Iterable[Violation]:
    """AVA faults of ``troopers``, all resolved in the army file ``source``."""
    counts, avas = _by_pool(troopers, source)
    reported: set[tuple[int, tuple[str, ...]]] = set()
    for (unit_id, pool), members in counts.items():
        if avas is not None and not company:  # most: each pool its unit's main
            ava = avas[unit_id]
            if ava == AVA_TOTAL or len(members) <= ava:
                continue
        unit = members[0].unit
        assert unit is not None
        ava = pool_ava(unit, pool, ctx.ruleset, company)
        if ava == AVA_TOTAL or len(members) <= ava:
            continue
        if company and ava == 0:
            continue  # AVA-1 units of a company follow their own rule (A8)
        key = (unit_id, uids(members))
        if key in reported:
            continue  # a pair counted in two pools (Polaris Team): say it once
        reported.add(key)
        group = unit.group(pool)
        name = unit.isc
        if group and pool != unit.profile_groups[0].id and group.isc != unit.isc:
            name = f"{unit.isc} ({group.isc})"
        army_name = source.name if source is not None else _("this army")
        if company:
            where = _("a Mercenary Company ({army})", army=army_name)
        else:
            where = army_name
        yield Violation(
            rule="A5",
            code="ava.exceeded",
            message=_(
                "{name}: {count} in the list, but AVA in {where} is {ava}.",
                name=name,
                count=len(members),
                where=where,
                ava=ava,
            ),
            troopers=uids(members),
        )


def check_ava(ctx: Context) -> Iterable[Violation]:
    """Troopers of one unit must not exceed its AVA in this army's own file.

    Every option and profile group of a unit counts together, AVA -1 groups are
    governed by their main group, and 255 is Total (unlimited). Sectorial files
    carry their own values (Teutonic Knights: 2 in PanOceania, 3 in Military
    Orders). Reinforcement groups are counted apart, against the reinforcement
    file's AVA. Mercenaries hired under Soldiers of Fortune are checked
    against their own AVA instead (``extras.check_soldiers_of_fortune``).

    Source: RULES.md A5, A10, ITS.md E5
    """
    # mercenaries hired under Soldiers of Fortune have their own AVA (ITS.md E5)
    own = ctx.resolved_main
    if Extra.SOLDIERS_OF_FORTUNE in ctx.army_list.extras:
        own = [t for t in own if not t.is_hired]
    yield from _check_ava_of(own, ctx.army, ctx, ctx.is_company)
    if ctx.reinforcement and ctx.army and ctx.army.reinforcements:
        reinf = [t for t in ctx.reinforcement if t.is_resolved]
        if reinf:
            yield from _check_ava_of(reinf, ctx.army.reinforcements, ctx, False)
