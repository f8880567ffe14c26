"""Reinforcement groups: only where the ruleset and the army have them.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Iterable

from listbuilder.core.i18n import _
from listbuilder.core.rules.validation._context import Context
from listbuilder.core.rules.validation._report import Violation


def check_reinforcements(ctx: Context) -> Iterable[Violation]:
    """Reinforcement groups need a ruleset and an army that have them.

    Their troopers come from the army's reinforcement file (resolved there, so a
    main-army unit in a reinforcement group is reported as unknown); they are
    totalled apart from the main list and checked against that file's AVA
    (:func:`~listbuilder.core.rules.validation.ava.check_ava`) and the group size.

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
            message=_(
                "The {edition} rules have no reinforcements; remove the "
                "reinforcement groups.",
                edition=ctx.ruleset.edition,
            ),
            troopers=uids,
        )
    elif ctx.army is not None and ctx.army.reinforcements is None:
        yield Violation(
            rule="A10",
            code="reinforcements.none_for_army",
            message=_("{army} has no reinforcement list.", army=ctx.army.name),
            troopers=uids,
        )
