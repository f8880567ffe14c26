"""An exchange with a direct template weapon: it hits without a roll, no face to face.

When either side's weapon is a direct template (Flamethrower, Nanopulser, Chain
Rifle...), nothing is rolled face to face: the template hits, and the other
side's attack is a normal roll on its own. A reactive trooper facing an active
template may instead Dodge: a normal PH roll whose success avoids the template.
Source: RULES.md D8. Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from fractions import Fraction

from listbuilder.core.dice.engine import (
    DIE,
    N5_CRITICAL_EXTRA_SAVES,
    DiceRules,
    Side,
    SideOutcome,
    success_value,
)
from listbuilder.core.dice.sums import normal_roll, template_hits
from listbuilder.core.frozen import record


@record(slots=True, kw_only=True)
class TemplateExchange:
    """The exact outcome of an exchange with a direct template (RULES.md D8).

    Attributes
    ----------
    ruleset : str
        Id of the ruleset used.
    active, reactive : SideOutcome
        Each side's hits and wounds, each resolved on its own: a template's
        success value is None and it always hits; the other side's is a
        normal roll, every success a hit.
    dodge : Fraction or None
        When the active weapon is a template: P(the reactive trooper's Dodge,
        a normal PH roll, succeeds and avoids it). None otherwise.
    dodge_success_value : int or None
        The success value of that Dodge roll.
    dodged_wounds : tuple[Fraction, ...] or None
        When the reactive trooper Dodges instead of shooting back: P(it loses
        exactly ``w`` wounds to the template). None without a Dodge or when
        the template causes no wounds.
    """

    ruleset: str
    active: SideOutcome
    reactive: SideOutcome
    dodge: Fraction | None = None
    dodge_success_value: int | None = None
    dodged_wounds: tuple[Fraction, ...] | None = None


def _resolve(
    attacker: Side, target: Side, ruleset: DiceRules, critical_extra_saves: int
) -> SideOutcome:
    if attacker.template:
        return template_hits(attacker, target, ruleset)
    return normal_roll(
        attacker, target, ruleset, critical_extra_saves=critical_extra_saves
    )


def template_exchange(
    active: Side,
    reactive: Side,
    ruleset: DiceRules,
    *,
    dodge: Side | None = None,
    critical_extra_saves: int = N5_CRITICAL_EXTRA_SAVES,
) -> TemplateExchange:
    """Exact hits and wounds when one side (or both) fires a direct template.

    Parameters
    ----------
    active, reactive : Side
        The two troopers; at least one has ``template`` set.
    ruleset : DiceRules
        Supplies the modifier cap, criticals and saving rule.
    dodge : Side or None
        The reactive trooper's Dodge roll (its PH and modifier) when the active
        weapon is a template; ignored otherwise.
    critical_extra_saves : int
        As for :func:`~listbuilder.core.dice.sums.face_to_face`.

    Returns
    -------
    TemplateExchange
        Both sides resolved as normal rolls or automatic template hits, and,
        against an active template, the Dodge chance and the wounds taken when
        Dodging.

    Source: RULES.md D1, D5', D7, D8.
    """
    out_a = _resolve(active, reactive, ruleset, critical_extra_saves)
    out_r = _resolve(reactive, active, ruleset, critical_extra_saves)
    chance = dodge_sv = dodged = None
    if active.template and dodge is not None:
        # A Dodge is a normal roll against the dodger's own value: no cover.
        dodge_sv = success_value(dodge, Side(attribute=0), ruleset)
        chance = Fraction(max(0, min(DIE, dodge_sv)), DIE)
        if out_a.wounds is not None:
            dodged = tuple(
                (1 - chance) * p + (chance if w == 0 else 0)
                for w, p in enumerate(out_a.wounds)
            )
    return TemplateExchange(
        ruleset=ruleset.id,
        active=out_a,
        reactive=out_r,
        dodge=chance,
        dodge_success_value=dodge_sv,
        dodged_wounds=dodged,
    )
