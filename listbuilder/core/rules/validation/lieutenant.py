"""The Lieutenant: exactly one, and Irregular only in an all-Irregular army.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Iterable

from listbuilder.core.i18n import _
from listbuilder.core.rules.validation._context import (
    Context,
    located,
    uids,
    violation_at,
)
from listbuilder.core.rules.validation._report import Violation


def check_lieutenant(ctx: Context) -> Iterable[Violation]:
    """Exactly one trooper must be the Lieutenant.

    Source: RULES.md A3
    """
    lts = ctx.lieutenants
    if not lts:
        yield Violation(
            rule="A3",
            code="lieutenant.missing",
            message=_(
                "The list has no Lieutenant: choose a Lieutenant option for one "
                "trooper."
            ),
        )
    elif len(lts) > 1:
        yield Violation(
            rule="A3",
            code="lieutenant.multiple",
            message=_(
                "The list has {n} Lieutenants ({troopers}); it must have exactly one.",
                n=len(lts),
                troopers=located(lts),
            ),
            troopers=uids(lts),
        )


def check_irregular_lieutenant(ctx: Context) -> Iterable[Violation]:
    """An Irregular Lieutenant needs an all-Irregular army.

    Source: RULES.md A4
    """
    main = ctx.resolved_main
    # the Irregular Lieutenants first (few), every trooper only if there is one
    irregular = [t for t in ctx.lieutenants if t.is_irregular]
    if not irregular or all(t.is_irregular for t in main):
        return
    for t in irregular:
        yield violation_at(
            t.group,
            "A4",
            "lieutenant.irregular",
            _(
                "{name} is Irregular and cannot be the Lieutenant unless every "
                "trooper in the army is Irregular.",
                name=t.name,
            ),
            (t.uid,),
        )
