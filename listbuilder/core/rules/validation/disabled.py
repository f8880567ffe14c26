"""Options the data marks ``disabled``: kept in the list, reported (A15).

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Iterable

from listbuilder.core.i18n import _
from listbuilder.core.rules.validation._context import Context, violation_at
from listbuilder.core.rules.validation._report import Violation


def check_disabled(ctx: Context) -> Iterable[Violation]:
    """Each trooper whose option the data marks ``disabled: true``.

    The official builder no longer offers such an option; it reaches a list
    through an old army code or a saved list. The trooper stays (nothing a
    user built is dropped) and the violation names it, so an organiser sees
    it. Options a trooper fields through another's ``includes`` (a Cutter's
    Crabbot, Scarface's loadouts in his pair) are disabled in the data too:
    they are not list entries and are not reported.

    Source: RULES.md A15
    """
    for t in ctx.troopers:
        if t.option is None or not t.option.disabled:
            continue
        yield violation_at(
            t.group,
            "A15",
            "option.disabled",
            _(
                "{unit} ({option}) is an option the official builder no longer "
                "offers; choose another option.",
                unit=t.name,
                option=t.option.name,
            ),
            (t.uid,),
        )
