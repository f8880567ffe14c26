"""Troopers the loaded data does not know (``DATA``) or in the wrong list (A10).

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Iterable

from listbuilder.core.i18n import _
from listbuilder.core.rules.validation._context import (
    Context,
    find_unit,
    named_group,
    violation_at,
)
from listbuilder.core.rules.validation._report import Violation


def check_data(ctx: Context) -> Iterable[Violation]:
    """Troopers (or the army) the bundled data does not know.

    They stay in the list as placeholders and make it illegal until replaced.
    A unit that belongs to the other file of the army (a main-army unit in a
    reinforcement group, or the reverse) is named and told apart from a unit
    the army's data does not have at all: that is a fault of the list, not of
    the data, reported under A10 (``reinforcements.wrong_list``).

    Source: RULES.md A5 (the army file decides what may be fielded), A10, A16
    """
    army = ctx.army
    if army is None:
        yield Violation(
            rule="DATA",
            code="data.unknown_army",
            message=_(
                "Army {id} is not in the loaded profiles.", id=ctx.army_list.army_id
            ),
        )
        return
    reinf = army.reinforcements
    for t in ctx.troopers:
        if t.option is not None:  # resolved
            continue
        e, group = t.entry, t.group
        rule, code = "DATA", "data.unknown_trooper"
        if t.unit is not None:
            what = _(
                "{unit} has no option {option} in profile group {group} (newer or "
                "removed profile)",
                unit=t.unit.isc,
                option=e.option_id,
                group=e.profile_group_id,
            )
        elif (known := find_unit(army, e.unit_id)) is not None:
            rule, code = "A10", "reinforcements.wrong_list"
            if group.reinforcement:
                if reinf:
                    what = _(
                        "{unit} is a unit of {army}, not of its reinforcement list "
                        "({reinforcements})",
                        unit=known.isc,
                        army=army.name,
                        reinforcements=reinf.name,
                    )
                else:
                    what = _(
                        "{unit} is a unit of {army}, not of its reinforcement list",
                        unit=known.isc,
                        army=army.name,
                    )
            else:
                what = _(
                    "{unit} is a reinforcement unit; it belongs in a reinforcement "
                    "group",
                    unit=known.isc,
                )
        elif group.reinforcement:
            what = _(
                "unit {id} is not in this reinforcement list's data (newer or "
                "removed profile)",
                id=e.unit_id,
            )
        else:
            what = _(
                "unit {id} is not in this army's data (newer or removed profile)",
                id=e.unit_id,
            )
        name = named_group(group)
        yield violation_at(
            group,
            rule,
            code,
            _(
                "{group}: {problem}; replace or remove it.",
                group=f"{name[0].upper()}{name[1:]}",
                problem=what,
            ),
            (t.uid,),
        )
