"""Exact face-to-face probabilities: hits, criticals and wounds on each side.

One active trooper rolls ``B1`` d20 against one reactive trooper rolling ``B2``
d20 (RULES.md D1-D4, D7); every uncancelled hit then forces the target's saving
rolls (RULES.md D5 for the N2 ``armour`` rule, D5' for the N5 ``saving`` rule).
Everything is computed exactly: the counts are Python integers over a power of
20, and the results are :class:`fractions.Fraction`, so each distribution sums
to exactly 1. No sampling.

This module holds the sides and outcomes; the engine (:func:`~listbuilder.core.
dice_math.face_to_face`) is in :mod:`listbuilder.core.dice.sums`, and a side built
from a trooper's profile in :mod:`listbuilder.core.dice.sides`.

How it works
------------
Each die face is mapped to a *rank*: failures have no rank, successes are ranked
so that a die is cancelled exactly when the opposing side's best success ranks
at least as high (RULES.md D4: "every successful die cancels each opposing
successful die with a lower roll ... equal rolls cancel each other"). Then, for
every possible best rank ``t`` of the opponent (probability
``F(t)^B - F(t-1)^B``), one's own dice are independent, and the number of
criticals and normal successes above ``t`` is multinomial. At most one side can
score (the side with the higher best rank), so the two sides' distributions are
computed the same way, each conditioned on the other's best die.

Wounds group the hit outcomes by the number of saving rolls they force (and, in
N2, by the criticals that wound without a roll) and mix binomial distributions.

The sides and outcomes are frozen dataclasses, not pydantic models: they are
numbers the calculator derives or the caller has already checked (``Side``
checks its own ranges), and the ``dice`` command must start in a fraction of the
time building a pydantic model takes (issue 28). The rules come as any object
with the :class:`DiceRules` fields: the loaded ``Ruleset`` model, or the
:class:`DiceRuleset` the command reads from a bundled ruleset file.

Pure: imports only stdlib.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import fields
from fractions import Fraction
from typing import Any, Literal, Protocol

from listbuilder.core.errors import RulesError
from listbuilder.core.frozen import record
from listbuilder.core.i18n import _

#: Faces of the die.
DIE = 20
#: Largest burst the calculator accepts on either side.
MAX_BURST = 10
#: Partial cover: -3 to the attacker's success value, +3 to the saving roll.
COVER_MODIFIER = 3
#: Saving rolls an N5 critical adds to the hit's own (the common reading of the
#: N5 rules; RULES.md D5' does not say, so it is a parameter of
#: :func:`face_to_face`).
N5_CRITICAL_EXTRA_SAVES = 1

# A success's rank: (is critical, compared value, tie-break attribute).
Rank = tuple[int, int, int]


class DiceError(RulesError):
    """The calculator was given inputs it cannot work with (burst 0, bad band...)."""


class DiceRules(Protocol):
    """What the calculator reads of a ruleset (``core.catalog.ruleset.Ruleset`` has it).

    Attributes
    ----------
    id, name : str
        The ruleset's id (``"n5"``) and display name.
    modifier_cap : int or None
        The cap on the total modifier, either sign (RULES.md D7); None: no cap.
    critical_rule, tie_rule : {"n2", "n5"}
        Where criticals above 20 go (D2, D7) and how equal rolls compare (D3, D4).
    save_rule : {"armour", "saving"}
        N2 ARM/BTS rolls against Damage, or N5 saving rolls against PS (D5, D5').
    """

    @property
    def id(self) -> str:
        """The ruleset's id."""

    @property
    def name(self) -> str:
        """The ruleset's display name."""

    @property
    def modifier_cap(self) -> int | None:
        """The cap on the total modifier (None: no cap)."""

    @property
    def critical_rule(self) -> Literal["n2", "n5"]:
        """Where criticals above 20 go."""

    @property
    def tie_rule(self) -> Literal["n2", "n5"]:
        """How equal rolls compare."""

    @property
    def save_rule(self) -> Literal["armour", "saving"]:
        """N2 armour rolls or N5 saving rolls."""


@record(slots=True)
class DiceRuleset:
    """The :class:`DiceRules` of one ruleset, as plain values.

    Built from a bundled ruleset file (shipped with Listbuilder and checked
    against its ``Ruleset`` model by the tests) without building that model;
    the fields are :class:`DiceRules`'.
    """

    id: str
    name: str
    modifier_cap: int | None
    critical_rule: Literal["n2", "n5"]
    tie_rule: Literal["n2", "n5"]
    save_rule: Literal["armour", "saving"]

    @classmethod
    def of(cls, rules: DiceRules) -> DiceRuleset:
        """The dice fields of ``rules`` (a ``Ruleset``, say)."""
        return cls(**{f.name: getattr(rules, f.name) for f in fields(cls)})

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any]) -> DiceRuleset:
        """The dice fields of a ruleset file's JSON object (KeyError: one missing)."""
        return cls(**{f.name: data[f.name] for f in fields(cls)})


@record(slots=True, kw_only=True)
class Side:
    """One trooper's part in a face-to-face roll, as plain numbers.

    The success value is ``attribute + modifier``, where the total modifier
    (``modifier`` plus -3 when the *opponent* is in partial cover) is capped at
    the ruleset's ``modifier_cap`` (RULES.md D7).

    Attributes
    ----------
    attribute : int
        The attribute rolled against (BS, CC, PH, WIP), or a finished success
        value when ``modifier`` is 0.
    modifier : int
        Sum of modifiers other than cover (range band, skills), either sign.
    burst : int
        Dice rolled, 1 to 10 (RULES.md D4).
    ps : int or None
        The weapon's Protection value (PS, N5 data ``damage``) or, under the N2
        ``armour`` rule, its Damage; None when the weapon causes no wounds (the
        calculator then gives hits only).
    saving_num : tuple[int, ...]
        Saving rolls each hit forces on the opponent, one entry per kind of roll:
        ``(1,)`` for ``savingNum`` 1, ``(1, 1)`` for "ARM and BTS" weapons.
    saves : tuple[int, ...]
        This trooper's attribute for each kind of saving roll the *opponent's*
        weapon forces (its ARM, BTS, halved ARM...), same length as the
        opponent's ``saving_num``.
    cover : bool
        This trooper is in partial cover: the opponent's success value gets -3
        and this trooper's saving rolls +3.
    template : bool
        The weapon is a direct template: it hits without a roll, so there is
        no face-to-face roll against it (RULES.md D8).
    """

    attribute: int
    modifier: int = 0
    burst: int = 1
    ps: int | None = None
    saving_num: tuple[int, ...] = (1,)
    saves: tuple[int, ...] = (0,)
    cover: bool = False
    template: bool = False

    def __post_init__(self) -> None:
        """Check the ranges.

        Raises
        ------
        DiceError
            Burst outside 1-10, a negative PS, saving rolls per hit outside
            0-10 (or none), no saving attribute.
        """
        if not 1 <= self.burst <= MAX_BURST:
            raise DiceError(
                _(
                    "burst must be 1 to {max}, not {burst}",
                    max=MAX_BURST,
                    burst=self.burst,
                )
            )
        if self.ps is not None and self.ps < 0:
            raise DiceError(_("PS/Damage cannot be negative ({ps})", ps=self.ps))
        if not self.saving_num or any(n < 0 or n > MAX_BURST for n in self.saving_num):
            raise DiceError(
                _(
                    "saving rolls per hit must be 0 to {max}: {value}",
                    max=MAX_BURST,
                    value=self.saving_num,
                )
            )
        if not self.saves:
            raise DiceError(_("a side needs at least one saving attribute"))


@record(slots=True, kw_only=True)
class SideOutcome:
    """What one side of a face-to-face roll achieves, as exact probabilities.

    Attributes
    ----------
    success_value : int or None
        The success value rolled against, after modifiers, cap and cover; None
        for a direct template, which hits without a roll (RULES.md D8).
    burst : int
        Dice rolled.
    hits : tuple[Fraction, ...]
        ``hits[n]`` = P(exactly ``n`` uncancelled hits); length ``burst + 1``.
    crits : tuple[Fraction, ...]
        ``crits[c]`` = P(exactly ``c`` of those hits are criticals); length
        ``burst + 1``.
    hit_table : tuple[tuple[Fraction, ...], ...]
        ``hit_table[n][c]`` = P(``n`` hits of which ``c`` criticals); row ``n``
        has ``n + 1`` entries.
    wounds : tuple[Fraction, ...] or None
        ``wounds[w]`` = P(the opponent loses exactly ``w`` wounds (or STR) to
        this side's hits); None when this side's weapon has no PS/Damage.
    """

    success_value: int | None
    burst: int
    hits: tuple[Fraction, ...]
    crits: tuple[Fraction, ...]
    hit_table: tuple[tuple[Fraction, ...], ...]
    wounds: tuple[Fraction, ...] | None

    @property
    def wins(self) -> Fraction:
        """P(this side scores at least one uncancelled hit)."""
        return 1 - self.hits[0]

    @property
    def expected_hits(self) -> Fraction:
        """Mean number of uncancelled hits."""
        return sum((n * p for n, p in enumerate(self.hits)), Fraction(0))

    @property
    def expected_wounds(self) -> Fraction | None:
        """Mean number of wounds caused, or None without PS/Damage."""
        if self.wounds is None:
            return None
        return sum((w * p for w, p in enumerate(self.wounds)), Fraction(0))


@record(slots=True, kw_only=True)
class FaceToFace:
    """The exact outcome of one face-to-face roll (RULES.md D3, D4).

    Attributes
    ----------
    ruleset : str
        Id of the ruleset used.
    active, reactive : SideOutcome
        Each side's hits, criticals and wounds caused.
    active_wins, reactive_wins, neither : Fraction
        P(only the active side scores), P(only the reactive side scores),
        P(no side scores); they sum to exactly 1.
    """

    ruleset: str
    active: SideOutcome
    reactive: SideOutcome
    active_wins: Fraction
    reactive_wins: Fraction
    neither: Fraction


# -- success values and ranks -------------------------------------------------------


def success_value(side: Side, opponent: Side, ruleset: DiceRules) -> int:
    """The success value ``side`` rolls against.

    ``attribute + modifier``, with -3 when ``opponent`` is in partial cover, the
    modifier total capped to ``±ruleset.modifier_cap``.

    Parameters
    ----------
    side, opponent : Side
        The roller and its opponent.
    ruleset : DiceRules
        Supplies ``modifier_cap`` (None: no cap).

    Returns
    -------
    int
        The modified attribute; it may be below 1 (no success) or above 20.

    Source: RULES.md D1, D5' (cover), D7 (cap).
    """
    total = side.modifier - (COVER_MODIFIER if opponent.cover else 0)
    cap = ruleset.modifier_cap
    if cap is not None:
        total = max(-cap, min(cap, total))
    return side.attribute + total


def critical_faces(sv: int, ruleset: DiceRules) -> frozenset[int]:
    """The die faces that are criticals against success value ``sv``.

    At 20 or below, the face equal to ``sv`` (D2). Above 20 every face
    succeeds, rolls keep their face value, and each point above 20 adds one
    more critical face; where it goes is the ruleset's ``critical_rule``:

    - ``'n2'``: below 20, as RULES.md D2 words the N2 text: SV 22 → 18, 19, 20.
    - ``'n5'``: the critical range "continues from 1": SV 22 → 20, 1, 2. The
      N5 rules dropped N4's way (the excess added to the die, every result of
      20 or more a critical; quoted in github.com/HighDiceRoller/icepool issue
      101) for a simpler one (players: "N5 changes made the determination
      simpler for success values above 20", reddit r/InfinityTheGame
      1lib0rl); the "continues from 1" wording is the N5 changelog's as issue
      16 reports it; the N5.2 rulebook page itself was not in the searchable
      sources.

    Parameters
    ----------
    sv : int
        Success value after modifiers (any integer).
    ruleset : DiceRules
        Supplies ``critical_rule``.

    Returns
    -------
    frozenset of int
        Faces 1-20 (empty when ``sv`` is below 1).

    Source: RULES.md D2, D7
    """
    if sv < 1:
        return frozenset()
    if sv <= DIE:
        return frozenset({sv})
    extra = min(sv - DIE, DIE - 1)
    if ruleset.critical_rule == "n2":
        return frozenset(range(DIE - extra, DIE + 1))
    return frozenset({DIE, *range(1, extra + 1)})


# -- hits ----------------------------------------------------------------------------


# -- wounds --------------------------------------------------------------------------


# -- the calculator ------------------------------------------------------------------


# -- from the profiles ---------------------------------------------------------------


def percent_value(p: Fraction) -> float:
    """A probability as a percentage rounded to two decimals, halves up (exact).

    ``Fraction(5564, 10000)`` → ``55.64``. Source: RULES.md D (dice figures).
    """
    return math.floor(p * 10000 + Fraction(1, 2)) / 100
