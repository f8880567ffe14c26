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

from pydantic import Field

from listbuilder.core._base import FrozenModel
from listbuilder.core.army import ArmyList
from listbuilder.core.catalog import AVA_TOTAL, Army, Catalog
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

    def for_trooper(self, uid: str) -> list[Violation]:
        """Violations that name trooper ``uid``."""
        return [v for v in self.violations if uid in v.troopers]


@dataclass(frozen=True)
class _Context:
    army_list: ArmyList
    army: Army | None
    ruleset: Ruleset
    troopers: list[ResolvedTrooper]
    #: Troopers of the main list (reinforcement groups apart, RULES.md A10).
    main: list[ResolvedTrooper] = field(init=False)
    #: Main-list troopers the data knows.
    resolved_main: list[ResolvedTrooper] = field(init=False)

    def __post_init__(self) -> None:
        main = [t for t in self.troopers if not t.group.reinforcement]
        object.__setattr__(self, "main", main)
        object.__setattr__(self, "resolved_main", [t for t in main if t.is_resolved])


Check = Callable[[_Context], Iterable[Violation]]


def _uids(troopers: Iterable[ResolvedTrooper]) -> tuple[str, ...]:
    return tuple(t.uid for t in troopers)


def _names(troopers: Iterable[ResolvedTrooper]) -> str:
    return ", ".join(f"{t.name} ({t.option_name})" for t in troopers)


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
        what = (
            f"unit {e.unit_id} is not in this {where}"
            if t.unit is None
            else f"{t.unit.isc} has no option {e.option_id} in profile group "
            f"{e.group_id}"
        )
        yield Violation(
            rule="DATA",
            code="data.unknown_trooper",
            message=f"Combat group {t.group.number}: {what} (newer or removed "
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


def check_ava(ctx: _Context) -> Iterable[Violation]:
    """Troopers of one unit must not exceed its AVA in this army's file.

    Every option of the unit counts together; AVA 255 is Total (unlimited).

    Source: RULES.md A5
    """
    by_unit: dict[int, list[ResolvedTrooper]] = defaultdict(list)
    for t in ctx.resolved_main:
        by_unit[t.entry.unit_id].append(t)
    for troopers in by_unit.values():
        unit = troopers[0].unit
        assert unit is not None
        ava = unit.ava
        if ava == AVA_TOTAL or len(troopers) <= ava:
            continue
        army = ctx.army.name if ctx.army else "this army"
        yield Violation(
            rule="A5",
            code="ava.exceeded",
            message=f"{unit.isc}: {len(troopers)} in the list, but AVA in "
            f"{army} is {ava}.",
            troopers=_uids(troopers),
        )


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

    Source: RULES.md A1-A7
    """
    resolved = troopers if troopers is not None else resolve_list(army_list, catalog)
    ctx = _Context(army_list, catalog.army(army_list.army_id), ruleset, resolved)
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
