"""Points, SWC, combat-group size and the trooper cap.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Iterable

from listbuilder.core.i18n import _
from listbuilder.core.rules.validation._context import Context, uids, violation_at
from listbuilder.core.rules.validation._report import Violation, fmt_swc
from listbuilder.core.rules.validation.extras import hire_swc_cost, trooper_cap


def check_points(ctx: Context) -> Iterable[Violation]:
    """The sum of option costs must not exceed the points limit.

    Source: RULES.md A1
    """
    total = ctx.main_points
    limit = ctx.army_list.points_limit
    if total > limit:
        yield Violation(
            rule="A1",
            code="points.over_limit",
            message=_(
                "The list costs {total} points, {over} over the {limit}-point limit.",
                total=total,
                over=total - limit,
                limit=limit,
            ),
        )


def swc_totals(ctx: Context) -> tuple[float, float]:
    """(SWC spent, allowance) of the main list.

    A list hiring under Soldiers of Fortune loses 1 SWC of its allowance.

    Source: RULES.md A2, A3, ITS.md E5
    """
    spent, bonus = ctx.swc_spent_and_bonus
    allowance = ctx.ruleset.swc_allowance(ctx.army_list.points_limit) + bonus
    return spent, allowance - hire_swc_cost(ctx)


def check_swc(ctx: Context) -> Iterable[Violation]:
    """SWC spent must not exceed 1 per full 50 points of the limit (+N lieutenants).

    Source: RULES.md A2, A3
    """
    spent, allowance = swc_totals(ctx)
    if spent > allowance:
        heavy = [t for t in ctx.resolved_main if t.option and t.option.swc_cost > 0]
        yield Violation(
            rule="A2",
            code="swc.over_allowance",
            message=_(
                "The list spends {spent} SWC; a {limit}-point list allows {allowance}.",
                spent=fmt_swc(spent),
                limit=ctx.army_list.points_limit,
                allowance=fmt_swc(allowance),
            ),
            troopers=uids(heavy),
        )


def check_group_size(ctx: Context) -> Iterable[Violation]:
    """A combat group holds at most ``group_size`` (10) troopers.

    Troopers are counted as A7 counts them (the list's :class:`Counted`), and the
    message says how when some entry counts other than 1.

    Source: RULES.md A6, A7
    """
    size = ctx.ruleset.group_size
    minis: dict[int, int] = {}  # each group's ``minis``, an upper bound of A7's
    for t in ctx.troopers:
        key, option = id(t.group), t.option
        minis[key] = minis.get(key, 0) + (option.minis if option is not None else 1)
    for group in ctx.army_list.groups:
        if minis.get(id(group), 0) <= size:
            continue
        members = [t for t in ctx.troopers if t.group is group]
        count = ctx.counted.of(members)
        if count.troopers > size:
            if group.reinforcement:
                message = _(
                    "Reinforcement group {number} has {count}; at most {size} are "
                    "allowed.",
                    number=group.number,
                    count=count.text,
                    size=size,
                )
            else:
                message = _(
                    "Combat group {number} has {count}; at most {size} are allowed.",
                    number=group.number,
                    count=count.text,
                    size=size,
                )
            yield violation_at(group, "A6", "group.too_large", message, uids(members))


def check_trooper_cap(ctx: Context) -> Iterable[Violation]:
    """The list holds at most ``trooper_cap`` (15) troopers, counted with ``minis``.

    The Free Game Extra lifts the cap.

    Source: RULES.md A7, ITS.md E5
    """
    cap = trooper_cap(ctx.army_list, ctx.ruleset)
    if cap is None:
        return
    count = ctx.main_count
    if count.troopers > cap:
        how = count.reason if count.notes else _("each list entry counts 1")
        yield Violation(
            rule="A7",
            code="troopers.over_cap",
            message=_(
                "The list has {count} ({how}); at most {cap} are allowed.",
                count=count.label,
                how=how,
                cap=cap,
            ),
        )
