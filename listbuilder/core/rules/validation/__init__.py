"""Army-list legality: a report of violations, never an exception.

``validate(army_list, catalog, ruleset)`` checks RULES.md section A and returns a
:class:`ValidationReport` with the list's totals and every :class:`Violation`
(rule id, dotted code, a message a player understands, the troopers involved).
Each rule family is a module of this package with small check functions citing
their rule; new rules add a function to ``CHECKS``:

- ``data``: troopers and armies the data does not know, troopers in the
  wrong list (A10);
- ``disabled``: options the data marks disabled (A15);
- ``totals``: points (A1), SWC (A2, A3), group size (A6), trooper cap (A7);
- ``lieutenant``: one Lieutenant (A3), Irregular Lieutenants (A4);
- ``ava``: availability (A5);
- ``reinforcements``: reinforcement groups (A10);
- ``relations``: unit relations (A11, A13's Proxies per group, A14, A16);
- ``fireteams``: the fireteam chart (A12);
- ``mercenaries``: N2 mercenaries (A8) and remotes (A9);
- ``extras``: the ITS Extras of the list's event (ITS.md E5): Free Game's
  lifted cap, Soldiers of Fortune's hired mercenaries, compulsory
  Reinforcements.
- ``specops``: Spec-Ops shop, one per list, 12 XP at an event (ITS.md E5, E7).

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.lists.army_list import ArmyList
from listbuilder.core.lists.counts import NO_TROOPERS, Counted, count_troopers
from listbuilder.core.lists.resolve import ResolvedTrooper, resolve_list
from listbuilder.core.rules.validation._context import Check, Context, uids
from listbuilder.core.rules.validation._report import (
    ValidationReport,
    Violation,
    rules_in_order,
)
from listbuilder.core.rules.validation.ava import check_ava
from listbuilder.core.rules.validation.data import check_data
from listbuilder.core.rules.validation.disabled import check_disabled
from listbuilder.core.rules.validation.extras import (
    check_reinforcements_extra,
    check_soldiers_of_fortune,
    trooper_cap,
)
from listbuilder.core.rules.validation.fireteams import check_fireteams
from listbuilder.core.rules.validation.lieutenant import (
    check_irregular_lieutenant,
    check_lieutenant,
)
from listbuilder.core.rules.validation.mercenaries import (
    check_mercenaries,
    check_remotes,
)
from listbuilder.core.rules.validation.reinforcements import check_reinforcements
from listbuilder.core.rules.validation.relations import check_relations
from listbuilder.core.rules.validation.specops import check_specops
from listbuilder.core.rules.validation.totals import (
    check_group_size,
    check_points,
    check_swc,
    check_trooper_cap,
    swc_totals,
)

__all__ = [
    "CHECKS",
    "Check",
    "ValidationReport",
    "Violation",
    "rules_in_order",
    "validate",
]

#: Checks run in this order; extend by appending (RULES.md A*).
CHECKS: tuple[Check, ...] = (
    check_data,
    check_disabled,
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
    check_soldiers_of_fortune,
    check_reinforcements_extra,
    check_specops,
)


def validate(
    army_list: ArmyList,
    catalog: Catalog,
    ruleset: Ruleset,
    *,
    troopers: list[ResolvedTrooper] | None = None,
    counted: Counted | None = None,
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
    counted : Counted, optional
        ``count_troopers(troopers)`` if the caller already has it.

    Returns
    -------
    ValidationReport
        Totals and every violation; never raises for an illegal list.

    Source: RULES.md A1-A16, ITS.md E5
    """
    resolved = troopers if troopers is not None else resolve_list(army_list, catalog)
    ctx = Context(
        army_list,
        catalog.army(army_list.army_id),
        ruleset,
        resolved,
        catalog,
        counted if counted is not None else count_troopers(resolved),
    )
    found: list[Violation] = []
    for check in CHECKS:
        found.extend(check(ctx))
    spent, allowance = swc_totals(ctx)
    reinf = ctx.reinforcement
    main_count = ctx.main_count
    reinf_count = ctx.counted.of(reinf) if reinf else NO_TROOPERS
    # derived: every field, of its type (floats as floats), no validation
    return ValidationReport.trusted(
        points=ctx.main_points,
        points_limit=army_list.points_limit,
        swc=float(spent),
        swc_limit=float(allowance),
        troopers=main_count.troopers,
        trooper_cap=trooper_cap(army_list, ruleset),
        reinforcement_points=sum(t.points for t in reinf) if reinf else 0,
        reinforcement_troopers=reinf_count.troopers,
        lieutenants=uids(ctx.lieutenants),
        violations=tuple(found),
        trooper_count=main_count,
        reinforcement_count=reinf_count,
    )
