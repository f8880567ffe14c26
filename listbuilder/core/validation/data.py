"""Troopers and armies the loaded data does not know (rule ``DATA``).

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Iterable

from listbuilder.core.validation._context import (
    Context,
    find_unit,
    group_name,
    violation_at,
)
from listbuilder.core.validation._report import Violation


def check_data(ctx: Context) -> Iterable[Violation]:
    """Troopers (or the army) the bundled data does not know.

    They stay in the list as placeholders and make it illegal until replaced.
    A unit that belongs to the other file of the army (a main-army unit in a
    reinforcement group, or the reverse) is named and told apart from a unit
    the army's data does not have at all.

    Source: RULES.md A5 (the army file decides what may be fielded), A10
    """
    army = ctx.army
    if army is None:
        yield Violation(
            rule="DATA",
            code="data.unknown_army",
            message=f"Army {ctx.army_list.army_id} is not in the loaded profiles.",
        )
        return
    reinf = army.reinforcements
    for t in ctx.troopers:
        if t.is_resolved:
            continue
        e, group = t.entry, t.group
        if t.unit is not None:
            what = (
                f"{t.unit.isc} has no option {e.option_id} in profile group "
                f"{e.group_id} (newer or removed profile)"
            )
        elif (known := find_unit(army, e.unit_id)) is not None:
            if group.reinforcement:
                target = f" ({reinf.name})" if reinf else ""
                what = (
                    f"{known.isc} is a unit of {army.name}, not of its "
                    f"reinforcement list{target}"
                )
            else:
                what = (
                    f"{known.isc} is a reinforcement unit; it belongs in a "
                    "reinforcement group"
                )
        else:
            where = "reinforcement list" if group.reinforcement else "army"
            what = (
                f"unit {e.unit_id} is not in this {where}'s data (newer or "
                "removed profile)"
            )
        name = group_name(group)
        yield violation_at(
            group,
            "DATA",
            "data.unknown_trooper",
            f"{name[0].upper()}{name[1:]}: {what}; replace or remove it.",
            (t.uid,),
        )
