"""Army-list legality: a report of violations, never an exception.

``validate(army_list, catalog, ruleset)`` checks RULES.md section A and returns a
:class:`ValidationReport` with the list's totals and every :class:`Violation`
(rule id, dotted code, a message a player understands, the troopers involved).
Each check is a small function citing its rule; new rules add a function to
``CHECKS``.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from itertools import combinations

from pydantic import Field

from listbuilder.core._base import FrozenModel
from listbuilder.core.army import ArmyList, CombatGroup
from listbuilder.core.catalog import (
    AVA_GOVERNED,
    AVA_TOTAL,
    HACKING_DEVICES,
    SKILL_HACKER,
    Army,
    Catalog,
    Relation,
    Unit,
)
from listbuilder.core.fireteams import fireteam_issues
from listbuilder.core.resolve import ResolvedTrooper, resolve_list
from listbuilder.core.ruleset import Ruleset


class Violation(FrozenModel):
    """One broken rule.

    Attributes
    ----------
    rule : str
        RULES.md item (``"A3"``), or ``"DATA"`` for troopers the data lacks.
    code : str
        Dotted machine code (``"lieutenant.missing"``), stable for translations.
    message : str
        Plain-English explanation for a player.
    troopers : tuple[str, ...]
        Uids of the troopers involved (may be empty, e.g. no lieutenant).
    group : int or None
        Combat group number when the rule is about one group.
    """

    rule: str
    code: str
    message: str
    troopers: tuple[str, ...] = ()
    group: int | None = None


def _fmt_swc(value: float) -> str:
    return f"{value:g}"


class ValidationReport(FrozenModel):
    """Totals of a list and everything that makes it illegal.

    Attributes
    ----------
    points : int
        Points spent by the main list (reinforcements apart). Source: A1.
    points_limit : int
        The agreed limit.
    swc : float
        SWC spent (multiples of 0.5, exact in a float). Source: A2.
    swc_limit : float
        SWC allowance, lieutenant ``+N`` bonuses included. Source: A2, A3.
    troopers : int
        Troopers in the main list counted with ``minis``. Source: A7.
    trooper_cap : int or None
        The ruleset's cap (None = no cap).
    reinforcement_points, reinforcement_troopers : int
        The same totals for reinforcement groups (A10), shown apart.
    lieutenants : tuple[str, ...]
        Uids of the Lieutenant troopers.
    violations : tuple[Violation, ...]
        Every broken rule, in rule order.
    """

    points: int
    points_limit: int
    swc: float
    swc_limit: float
    troopers: int
    trooper_cap: int | None
    reinforcement_points: int = 0
    reinforcement_troopers: int = 0
    lieutenants: tuple[str, ...] = ()
    violations: tuple[Violation, ...] = Field(default=())

    @property
    def is_legal(self) -> bool:
        """True when no rule is broken."""
        return not self.violations

    @property
    def swc_text(self) -> str:
        """``"4.5/6"``: SWC used over allowance as players write it."""
        return f"{_fmt_swc(self.swc)}/{_fmt_swc(self.swc_limit)}"


@dataclass(frozen=True)
class _Context:
    army_list: ArmyList
    army: Army | None
    ruleset: Ruleset
    troopers: list[ResolvedTrooper]
    catalog: Catalog
    #: Troopers of the main list (reinforcement groups apart, RULES.md A10).
    main: list[ResolvedTrooper] = field(init=False)
    #: Main-list troopers the data knows.
    resolved_main: list[ResolvedTrooper] = field(init=False)

    @property
    def is_company(self) -> bool:
        """True when the N2 Mercenary Company rules apply to this army (A8)."""
        return (
            self.ruleset.mercenary_rules
            and self.army_list.army_id in self.ruleset.mercenary_company_armies
        )

    def __post_init__(self) -> None:
        main = [t for t in self.troopers if not t.group.reinforcement]
        object.__setattr__(self, "main", main)
        object.__setattr__(self, "resolved_main", [t for t in main if t.is_resolved])


Check = Callable[[_Context], Iterable[Violation]]


def _uids(troopers: Iterable[ResolvedTrooper]) -> tuple[str, ...]:
    return tuple(t.uid for t in troopers)


def _names(troopers: Iterable[ResolvedTrooper]) -> str:
    """``Fusiliers in combat group 1 and Teutonic Knights in combat group 2``."""
    named = [
        f"{t.name} in {'reinforcement' if t.group.reinforcement else 'combat'} "
        f"group {t.group.number}"
        for t in troopers
    ]
    return (
        ", ".join(named[:-1]) + " and " + named[-1]
        if len(named) > 1
        else "".join(named)
    )


def check_data(ctx: _Context) -> Iterable[Violation]:
    """Troopers (or the army) the bundled data does not know.

    They stay in the list as placeholders and make it illegal until replaced.

    Source: RULES.md A5 (the army file decides what may be fielded)
    """
    if ctx.army is None:
        yield Violation(
            rule="DATA",
            code="data.unknown_army",
            message=f"Army {ctx.army_list.army_id} is not in the loaded profiles.",
        )
        return
    for t in ctx.troopers:
        if t.is_resolved:
            continue
        e = t.entry
        where = "reinforcement list" if t.group.reinforcement else "army"
        kind = "Reinforcement group" if t.group.reinforcement else "Combat group"
        what = (
            f"unit {e.unit_id} is not in this {where}"
            if t.unit is None
            else f"{t.unit.isc} has no option {e.option_id} in profile group "
            f"{e.group_id}"
        )
        yield Violation(
            rule="DATA",
            code="data.unknown_trooper",
            message=f"{kind} {t.group.number}: {what} (newer or removed "
            "profile); replace or remove it.",
            troopers=(t.uid,),
            group=t.group.number,
        )


def check_points(ctx: _Context) -> Iterable[Violation]:
    """The sum of option costs must not exceed the points limit.

    Source: RULES.md A1
    """
    total = sum(t.points for t in ctx.main)
    limit = ctx.army_list.points_limit
    if total > limit:
        yield Violation(
            rule="A1",
            code="points.over_limit",
            message=f"The list costs {total} points, {total - limit} over the "
            f"{limit}-point limit.",
        )


def swc_totals(ctx: _Context) -> tuple[float, float]:
    """(SWC spent, allowance) of the main list.

    Source: RULES.md A2, A3
    """
    spent = sum(t.option.swc_cost for t in ctx.resolved_main if t.option)
    bonus = sum(t.option.swc_bonus for t in ctx.resolved_main if t.option)
    allowance = ctx.ruleset.swc_allowance(ctx.army_list.points_limit) + bonus
    return spent, allowance


def check_swc(ctx: _Context) -> Iterable[Violation]:
    """SWC spent must not exceed 1 per full 50 points of the limit (+N lieutenants).

    Source: RULES.md A2, A3
    """
    spent, allowance = swc_totals(ctx)
    if spent > allowance:
        heavy = [t for t in ctx.resolved_main if t.option and t.option.swc_cost > 0]
        yield Violation(
            rule="A2",
            code="swc.over_allowance",
            message=f"The list spends {_fmt_swc(spent)} SWC; a "
            f"{ctx.army_list.points_limit}-point list allows "
            f"{_fmt_swc(allowance)}.",
            troopers=_uids(heavy),
        )


def check_lieutenant(ctx: _Context) -> Iterable[Violation]:
    """Exactly one trooper must be the Lieutenant.

    Source: RULES.md A3
    """
    lts = [t for t in ctx.resolved_main if t.is_lieutenant]
    if not lts:
        yield Violation(
            rule="A3",
            code="lieutenant.missing",
            message="The list has no Lieutenant: choose a Lieutenant option for "
            "one trooper.",
        )
    elif len(lts) > 1:
        yield Violation(
            rule="A3",
            code="lieutenant.multiple",
            message=f"The list has {len(lts)} Lieutenants ({_names(lts)}); it "
            "must have exactly one.",
            troopers=_uids(lts),
        )


def check_irregular_lieutenant(ctx: _Context) -> Iterable[Violation]:
    """An Irregular Lieutenant needs an all-Irregular army.

    Source: RULES.md A4
    """
    main = ctx.resolved_main
    if all(t.is_irregular for t in main):
        return
    for t in main:
        if t.is_lieutenant and t.is_irregular:
            yield Violation(
                rule="A4",
                code="lieutenant.irregular",
                message=f"{t.name} is Irregular and cannot be the Lieutenant unless "
                "every trooper in the army is Irregular.",
                troopers=(t.uid,),
                group=t.group.number,
            )


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
    group = unit.group(pool)
    ava = group.profiles[0].ava if group and group.profiles else unit.ava
    if ava == AVA_GOVERNED:
        ava = unit.ava
    if company:
        return ruleset.company_total_ava if ava == AVA_TOTAL else ava // 2
    return ava


def _check_ava_of(
    troopers: list[ResolvedTrooper], army_name: str, ctx: _Context, company: bool
) -> Iterable[Violation]:
    counts: dict[tuple[int, int], list[ResolvedTrooper]] = defaultdict(list)
    for t in troopers:
        for pool in ava_pools(t):
            counts[(t.entry.unit_id, pool)].append(t)
    reported: set[tuple[int, tuple[str, ...]]] = set()
    for (unit_id, pool), members in counts.items():
        unit = members[0].unit
        assert unit is not None
        ava = pool_ava(unit, pool, ctx.ruleset, company)
        if ava == AVA_TOTAL or len(members) <= ava:
            continue
        if company and ava == 0:
            continue  # AVA-1 units of a company follow their own rule (A8)
        key = (unit_id, _uids(members))
        if key in reported:
            continue  # a pair counted in two pools (Polaris Team): say it once
        reported.add(key)
        group = unit.group(pool)
        name = unit.isc
        if group and pool != unit.profile_groups[0].id and group.isc != unit.isc:
            name = f"{unit.isc} ({group.isc})"
        where = f"a Mercenary Company ({army_name})" if company else army_name
        yield Violation(
            rule="A5",
            code="ava.exceeded",
            message=f"{name}: {len(members)} in the list, but AVA in {where} is {ava}.",
            troopers=_uids(members),
        )


def check_ava(ctx: _Context) -> Iterable[Violation]:
    """Troopers of one unit must not exceed its AVA in this army's own file.

    Every option and profile group of a unit counts together, AVA -1 groups are
    governed by their main group, and 255 is Total (unlimited). Sectorial files
    carry their own values (Teutonic Knights: 2 in PanOceania, 3 in Military
    Orders). Reinforcement groups are counted apart, against the reinforcement
    file's AVA.

    Source: RULES.md A5, A10
    """
    army_name = ctx.army.name if ctx.army else "this army"
    yield from _check_ava_of(ctx.resolved_main, army_name, ctx, ctx.is_company)
    reinf = [t for t in ctx.troopers if t.group.reinforcement and t.is_resolved]
    if reinf and ctx.army and ctx.army.reinforcements:
        yield from _check_ava_of(reinf, ctx.army.reinforcements.name, ctx, False)


def check_group_size(ctx: _Context) -> Iterable[Violation]:
    """A combat group holds at most ``group_size`` (10) troopers.

    Troopers are counted with each option's ``minis``.

    Source: RULES.md A6
    """
    size = ctx.ruleset.group_size
    by_group: dict[int, list[ResolvedTrooper]] = defaultdict(list)
    for t in ctx.troopers:
        by_group[id(t.group)].append(t)
    for group in ctx.army_list.groups:
        members = by_group[id(group)]
        count = sum(t.minis for t in members)
        if count > size:
            yield Violation(
                rule="A6",
                code="group.too_large",
                message=f"Combat group {group.number} has {count} troopers; at most "
                f"{size} are allowed.",
                troopers=_uids(members),
                group=group.number,
            )


def check_trooper_cap(ctx: _Context) -> Iterable[Violation]:
    """The list holds at most ``trooper_cap`` (15) troopers, counted with ``minis``.

    Source: RULES.md A7
    """
    cap = ctx.ruleset.trooper_cap
    if cap is None:
        return
    count = sum(t.minis for t in ctx.main)
    if count > cap:
        unusual = Counter(t.minis for t in ctx.resolved_main if t.minis != 1)
        how = "each option counted with its 'minis' figure"
        if unusual:
            parts = [f"{n} option(s) counting {m}" for m, n in sorted(unusual.items())]
            how += f" ({', '.join(parts)})"
        yield Violation(
            rule="A7",
            code="troopers.over_cap",
            message=f"The list has {count} troopers ({how}); at most {cap} are "
            "allowed.",
        )


def check_reinforcements(ctx: _Context) -> Iterable[Violation]:
    """Reinforcement groups need a ruleset and an army that have them.

    Their troopers come from the army's reinforcement file (resolved there, so a
    main-army unit in a reinforcement group is reported as unknown); they are
    totalled apart from the main list and checked against that file's AVA
    (:func:`check_ava`) and the group size (:func:`check_group_size`).

    Source: RULES.md A10
    """
    groups = [g for g in ctx.army_list.groups if g.reinforcement]
    if not groups:
        return
    uids = tuple(t.uid for g in groups for t in g.troopers)
    if not ctx.ruleset.reinforcements:
        yield Violation(
            rule="A10",
            code="reinforcements.not_allowed",
            message=f"The {ctx.ruleset.edition} rules have no reinforcements; "
            "remove the reinforcement groups.",
            troopers=uids,
        )
    elif ctx.army is not None and ctx.army.reinforcements is None:
        yield Violation(
            rule="A10",
            code="reinforcements.none_for_army",
            message=f"{ctx.army.name} has no reinforcement list.",
            troopers=uids,
        )


def _matching(
    troopers: Iterable[ResolvedTrooper], unit_id: int, group_id: int | None
) -> list[ResolvedTrooper]:
    out = []
    for t in troopers:
        if t.entry.unit_id != unit_id:
            continue
        if group_id is None or group_id in t.fielded_groups:
            out.append(t)
    return out


def _unit_label(army: Army | None, unit_id: int, group_id: int | None) -> str:
    # Relations name units of the reinforcement file too (Reinf. Ko Dali).
    unit = (
        (army.unit(unit_id) or army.unit(unit_id, reinforcement=True)) if army else None
    )
    if unit is None:
        return f"unit {unit_id}"
    group = unit.group(group_id) if group_id is not None else None
    if group is None:
        return unit.isc
    if group.isc and group.isc != unit.isc:
        return group.isc
    # Both halves of a pair share the unit's ISC (Kibervolk Patrol): name them
    # as the builder names their options ("KIBERVOLK", "DOZER KVP").
    if group.options:
        return group.options[0].name
    return group.profiles[0].name if group.profiles else unit.isc


def _relation_violations(
    relation: Relation, troopers: list[ResolvedTrooper], army: Army | None
) -> Iterable[Violation]:
    scopes: list[tuple[CombatGroup | None, list[ResolvedTrooper]]]
    if relation.group:
        # Keyed by the group itself: reinforcement group 1 is not combat group 1.
        by_group: dict[int, tuple[CombatGroup, list[ResolvedTrooper]]] = {}
        for t in troopers:
            by_group.setdefault(id(t.group), (t.group, []))[1].append(t)
        scopes = list(by_group.values())
    else:
        scopes = [(None, troopers)]
    for combat_group, scope in scopes:
        group_number = combat_group.number if combat_group else None
        where = ""
        if combat_group is not None:
            kind = "reinforcement" if combat_group.reinforcement else "combat"
            where = f" in {kind} group {combat_group.number}"
        dependants = [u for u in relation.units if u.depends]
        for entry in dependants:
            needing = _matching(scope, entry.unit_id, entry.group_id)
            for t in needing:
                pool = scope
                if any(d.same_group for d in entry.depends) and not relation.group:
                    pool = [x for x in troopers if x.group is t.group]
                have = sum(
                    len(_matching(pool, d.unit_id, d.group_id)) for d in entry.depends
                )
                if have < max(relation.min, 1):
                    names = " or ".join(
                        _unit_label(army, d.unit_id, d.group_id) for d in entry.depends
                    )
                    same = (
                        " in the same combat group"
                        if relation.group or any(d.same_group for d in entry.depends)
                        else ""
                    )
                    yield Violation(
                        rule="A11",
                        code="relation.requires",
                        message=f"{_unit_label(army, entry.unit_id, entry.group_id)} "
                        f"needs {names}{same}.",
                        troopers=(t.uid,),
                        group=t.group.number,
                    )
        capped = [u for u in relation.units if not u.depends]
        if capped and relation.max is not None:
            members = [
                t for u in capped for t in _matching(scope, u.unit_id, u.group_id)
            ]
            unique = list({t.uid: t for t in members}.values())
            if len(unique) > relation.max:
                names = ", ".join(
                    dict.fromkeys(
                        _unit_label(army, u.unit_id, u.group_id) for u in capped
                    )
                )
                yield Violation(
                    rule="A11",
                    code="relation.exclusive",
                    message=f"At most {relation.max} of {names} may be fielded"
                    f"{where or ' together'}; the list has {len(unique)}.",
                    troopers=_uids(unique),
                    group=group_number,
                )


def check_relations(ctx: _Context) -> Iterable[Violation]:
    """Unit relations of the army file: shared caps and requirements.

    Relations are checked over the main list *and* its reinforcement groups
    together: the army files relate a character with its reinforcement version
    (Ko Dali 1516 in ``601.json`` with Reinf. Ko Dali 1616 of ``699.json``, max
    1), so fielding one in each list breaks the relation. Unit ids are global, so
    a relation matches the right trooper whichever file it comes from. A
    per-group relation (``group: true``) keeps reinforcement groups apart from
    the combat groups of the same number.

    Source: RULES.md A11, A10
    """
    if not ctx.ruleset.relations or ctx.army is None:
        return
    troopers = [t for t in ctx.troopers if t.is_resolved]
    reinf = ctx.army.reinforcements
    relations = ctx.army.relations + (reinf.relations if reinf else ())
    for relation in relations:
        yield from _relation_violations(relation, troopers, ctx.army)


def check_fireteams(ctx: _Context) -> Iterable[Violation]:
    """Declared fireteams must match the army's fireteam chart.

    Source: RULES.md A12
    """
    if ctx.army is None:
        return
    for issue in fireteam_issues(ctx.army_list, ctx.army, ctx.troopers, ctx.ruleset):
        yield Violation(
            rule="A12",
            code=issue.code,
            message=issue.message,
            troopers=issue.troopers,
            group=issue.group or None,
        )


def _parents(unit: Unit, parent_of: dict[int, int]) -> set[int]:
    return {parent_of[f] for f in unit.factions if f in parent_of}


def is_mercenary(unit: Unit) -> bool:
    """True when the data classifies ``unit`` as a Mercenary (N2 hiring rules).

    Two data signs: the troop category ``Mercenary Troops``, or membership of the
    mercenary pool every army file carries: units with no home faction
    (``factions`` empty; their slug starts ``merc-``), such as Avicenna,
    Mercenary Doctor (a Character) or the Druze Shock Teams (Veteran Troops).
    Another faction's own character (Uxía McNeill, factions 301/302/306) is not.

    Source: RULES.md A8 (Data)
    """
    return unit.category == "Mercenary Troops" or not unit.factions


def check_mercenaries(ctx: _Context) -> Iterable[Violation]:
    """N2 mercenary rules for regular armies and Mercenary Companies.

    A regular army fields units from outside its faction only if they are
    Mercenaries (:func:`is_mercenary`: Mercenary Troops, or the data's mercenary
    pool; another faction's own characters never are), and an army in
    ``never_hired_armies`` (Combined Army) hires none. A Mercenary Company
    halves every AVA (Total becomes 4; see :func:`check_ava`), fields AVA-1
    units at one per full 200 points and never two of the same, draws from at
    most three factions, and never hires from a never-hired army.

    Source: RULES.md A8
    """
    if not ctx.ruleset.mercenary_rules or ctx.army is None:
        return
    parent_of = ctx.catalog.parent_of
    own = ctx.army.faction.parent
    if not ctx.is_company:
        outsiders = [
            t
            for t in ctx.resolved_main
            if t.unit and own not in _parents(t.unit, parent_of)
        ]
        if own in ctx.ruleset.never_hired_armies and outsiders:
            yield Violation(
                rule="A8",
                code="mercenary.never_hires",
                message=f"{ctx.army.name} never hires mercenaries.",
                troopers=_uids(outsiders),
            )
            return
        for t in outsiders:
            if t.unit and not is_mercenary(t.unit):
                yield Violation(
                    rule="A8",
                    code="mercenary.not_mercenary",
                    message=f"{t.name} is from outside {ctx.army.name} and is not a "
                    "Mercenary unit.",
                    troopers=(t.uid,),
                    group=t.group.number,
                )
        return
    yield from _company_violations(ctx)


def _company_violations(ctx: _Context) -> Iterable[Violation]:
    assert ctx.army is not None
    parent_of = ctx.catalog.parent_of
    company_id = ctx.army.faction.parent
    never = set(ctx.ruleset.never_hired_armies)
    hired = []
    needs: list[tuple[ResolvedTrooper, set[int]]] = []
    for t in ctx.resolved_main:
        assert t.unit is not None
        parents = _parents(t.unit, parent_of) - {company_id}
        if not parents:
            continue  # the company's own troops
        if parents <= never:
            hired.append(t)
            continue
        needs.append((t, parents - never))
    if hired:
        yield Violation(
            rule="A8",
            code="mercenary.never_hired",
            message="Combined Army troops are never hired by a Mercenary Company.",
            troopers=_uids(hired),
        )
    limit = ctx.ruleset.company_max_factions
    if needs and not _covered(needs, limit):
        yield Violation(
            rule="A8",
            code="mercenary.too_many_factions",
            message=f"A Mercenary Company draws from at most {limit} factions; these "
            "troopers need more.",
            troopers=_uids(t for t, _ in needs),
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
                message=f"{members[0].name}: a Mercenary Company never fields two of "
                "the same AVA 1 unit.",
                troopers=_uids(members),
            )
    if total > allowed:
        yield Violation(
            rule="A8",
            code="mercenary.ava1_over",
            message=f"A {ctx.army_list.points_limit}-point Mercenary Company may field "
            f"{allowed} AVA 1 unit(s) (one per full "
            f"{ctx.ruleset.company_ava1_points} points); the list has {total}.",
            troopers=_uids(t for v in ava_one.values() for t in v),
        )


def _covered(needs: list[tuple[ResolvedTrooper, set[int]]], limit: int) -> bool:
    candidates = sorted(set().union(*(p for _, p in needs)))
    for size in range(1, min(limit, len(candidates)) + 1):
        for combo in combinations(candidates, size):
            chosen = set(combo)
            if all(p & chosen for _, p in needs):
                return True
    return False


def check_remotes(ctx: _Context) -> Iterable[Violation]:
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
        message="Remotes need a trooper with a Hacking Device, or a T.A.G., in the "
        "list.",
        troopers=_uids(rems),
    )


#: Checks run in this order; extend by appending (RULES.md A*).
CHECKS: tuple[Check, ...] = (
    check_data,
    check_points,
    check_swc,
    check_lieutenant,
    check_irregular_lieutenant,
    check_ava,
    check_group_size,
    check_trooper_cap,
    check_reinforcements,
    check_relations,
    check_fireteams,
    check_mercenaries,
    check_remotes,
)


def validate(
    army_list: ArmyList,
    catalog: Catalog,
    ruleset: Ruleset,
    *,
    troopers: list[ResolvedTrooper] | None = None,
) -> ValidationReport:
    """Check ``army_list`` against every rule of RULES.md section A.

    Parameters
    ----------
    army_list : ArmyList
        The list to check.
    catalog : Catalog
        Loaded profile data.
    ruleset : Ruleset
        Edition parameters (points per SWC, group size, trooper cap...).
    troopers : list of ResolvedTrooper, optional
        ``resolve_list(army_list, catalog)`` if the caller already has it.

    Returns
    -------
    ValidationReport
        Totals and every violation; never raises for an illegal list.

    Source: RULES.md A1-A12
    """
    resolved = troopers if troopers is not None else resolve_list(army_list, catalog)
    ctx = _Context(
        army_list, catalog.army(army_list.army_id), ruleset, resolved, catalog
    )
    violations = tuple(v for check in CHECKS for v in check(ctx))
    spent, allowance = swc_totals(ctx)
    reinf = [t for t in resolved if t.group.reinforcement]
    return ValidationReport(
        points=sum(t.points for t in ctx.main),
        points_limit=army_list.points_limit,
        swc=spent,
        swc_limit=allowance,
        troopers=sum(t.minis for t in ctx.main),
        trooper_cap=ruleset.trooper_cap,
        reinforcement_points=sum(t.points for t in reinf),
        reinforcement_troopers=sum(t.minis for t in reinf),
        lieutenants=_uids(t for t in ctx.resolved_main if t.is_lieutenant),
        violations=violations,
    )
