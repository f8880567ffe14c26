"""Spec-Ops: upgrades from the army's own shop, one a list, the 12 XP budget.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from listbuilder.core.i18n import _
from listbuilder.core.its.extras import Extra
from listbuilder.core.lists.resolve import ResolvedTrooper
from listbuilder.core.rules.validation._context import (
    Context,
    and_list,
    located,
    uids,
    violation_at,
)
from listbuilder.core.rules.validation._report import Violation
from listbuilder.core.specops import XP_BUDGET

if TYPE_CHECKING:
    from listbuilder.core.catalog.army import Army


def is_spec_ops(trooper: ResolvedTrooper, army: Army | None) -> bool:
    """True for a Spec-Ops: it carries upgrades, or has ``army``'s Spec-Ops option.

    The rules check and the app's Spec-Ops editor both ask this.
    Source: ITS.md E7, E9
    """
    e = trooper.entry
    if e.specops:
        return True
    return army is not None and army.specops.is_specops(
        e.unit_id, e.profile_group_id, e.option_id
    )


def check_specops(ctx: Context) -> Iterable[Violation]:
    """A Spec-Ops buys only from its army's shop; one per list; 12 XP at an event.

    - an upgrade the army's shop does not sell (ITS.md E7), or Spec-Ops strings
      that are not upgrades (E9), or upgrades on a trooper whose option is not
      the army's Spec-Ops option (E7), is a violation of that trooper;
    - more than one Spec-Ops in the list is a violation (E5);
    - with the Spec-Ops Extra (``Extra.SPEC_OPS`` in ``extras``), a Spec-Ops
      whose priced upgrades cost more than 12 XP is a violation (E5). Attribute
      increases have no price in the data (E8): never counted, never guessed.

    Source: ITS.md E5, E7
    """
    army_name = ctx.army.name if ctx.army is not None else ""
    shop = ctx.army.specops if ctx.army is not None else None
    # only a unit the shop sells as a Spec-Ops can be one without upgrades
    units = shop.unit_ids if shop is not None else frozenset()
    specops = [
        t
        for t in ctx.troopers
        if t.entry.specops or (t.entry.unit_id in units and is_spec_ops(t, ctx.army))
    ]
    for t in specops:
        config = t.specops
        if config is None:
            continue
        if config.error:
            yield violation_at(
                t.group,
                "E7",
                "specops.unreadable",
                _(
                    "{name}: the Spec-Ops upgrades cannot be read ({error}).",
                    name=t.name,
                    error=config.error,
                ),
                (t.uid,),
            )
        if config.not_in_shop:
            yield violation_at(
                t.group,
                "E7",
                "specops.not_in_shop",
                _(
                    "{name}: not in {army}'s Spec-Ops shop: {items}.",
                    name=t.name,
                    items=and_list(config.not_in_shop),
                    army=army_name,
                ),
                (t.uid,),
            )
        e = t.entry
        if (
            t.is_resolved
            and ctx.army is not None
            and not ctx.army.specops.is_specops(
                e.unit_id, e.profile_group_id, e.option_id
            )
        ):
            yield violation_at(
                t.group,
                "E7",
                "specops.not_specops_option",
                _(
                    "{name} ({option}) carries Spec-Ops upgrades but is not "
                    "{army}'s Spec-Ops option.",
                    name=t.name,
                    option=t.option_name,
                    army=army_name,
                ),
                (t.uid,),
            )
        if Extra.SPEC_OPS in ctx.army_list.extras and config.xp > XP_BUDGET:
            yield violation_at(
                t.group,
                "E5",
                "specops.over_budget",
                _(
                    "{name}: the Spec-Ops upgrades cost {xp} XP, over the "
                    "{budget} XP of the Spec-Ops Extra.",
                    name=t.name,
                    xp=config.xp,
                    budget=XP_BUDGET,
                ),
                (t.uid,),
            )
    if len(specops) > 1:
        yield Violation(
            rule="E5",
            code="specops.more_than_one",
            message=_(
                "A list fields one Spec-Ops; this one has {n}: {where}.",
                n=len(specops),
                where=located(specops, ctx.army),
            ),
            troopers=uids(specops),
        )
