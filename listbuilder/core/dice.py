"""Exact face-to-face probabilities: hits, criticals and wounds on each side.

One active trooper rolls ``B1`` d20 against one reactive trooper rolling ``B2``
d20 (RULES.md D1-D4, D7); every uncancelled hit then forces the target's saving
rolls (RULES.md D5 for the N2 ``armour`` rule, D5' for the N5 ``saving`` rule).
Everything is computed exactly: the counts are Python integers over a power of
20, and the results are :class:`fractions.Fraction`, so each distribution sums
to exactly 1. No sampling.

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

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction
from typing import Self

from pydantic import model_validator

from listbuilder.core._base import FrozenModel
from listbuilder.core.errors import RulesError
from listbuilder.core.i18n import _
from listbuilder.core.ruleset import Ruleset
from listbuilder.core.units import Profile, WeaponMode

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
_Rank = tuple[int, int, int]


class DiceError(RulesError):
    """The calculator was given inputs it cannot work with (burst 0, bad band...)."""


class Side(FrozenModel):
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
    """

    attribute: int
    modifier: int = 0
    burst: int = 1
    ps: int | None = None
    saving_num: tuple[int, ...] = (1,)
    saves: tuple[int, ...] = (0,)
    cover: bool = False

    @model_validator(mode="after")
    def _check(self) -> Self:
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
        return self


class SideOutcome(FrozenModel):
    """What one side of a face-to-face roll achieves, as exact probabilities.

    Attributes
    ----------
    success_value : int
        The success value rolled against, after modifiers, cap and cover.
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

    success_value: int
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


class FaceToFace(FrozenModel):
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


class Combatant(FrozenModel):
    """A trooper from the profiles with the weapon mode it uses.

    Attributes
    ----------
    profile : Profile
        The trooper's stat line (BS, CC, PH, WIP, ARM, BTS).
    mode : WeaponMode
        The weapon mode fired (``catalog.weapon(id).modes[i]``).
    band : int or None
        Index into ``mode.ranges`` of the range band (its modifier is applied);
        None for weapons without range bands (CC weapons, templates).
    cover : bool
        The trooper is in partial cover (RULES.md D5', -3 to its attacker, +3
        to its saves).
    extras : tuple[str, ...]
        The trooper's ``ItemRef.extras`` for this weapon: ``+1B``/``+2B`` add
        burst, ``PS=6`` sets the PS; others are ignored.
    modifier : int
        Further modifiers to the attack (skills, the target's Mimetism...).
    """

    profile: Profile
    mode: WeaponMode
    band: int | None = None
    cover: bool = False
    extras: tuple[str, ...] = ()
    modifier: int = 0


# -- success values and ranks -------------------------------------------------------


def success_value(side: Side, opponent: Side, ruleset: Ruleset) -> int:
    """The success value ``side`` rolls against.

    ``attribute + modifier``, with -3 when ``opponent`` is in partial cover, the
    modifier total capped to ``±ruleset.modifier_cap``.

    Parameters
    ----------
    side, opponent : Side
        The roller and its opponent.
    ruleset : Ruleset
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


def critical_faces(sv: int, ruleset: Ruleset) -> frozenset[int]:
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
    ruleset : Ruleset
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


def _faces(sv: int, ruleset: Ruleset) -> list[tuple[_Rank, bool] | None]:
    """Rank and critical flag of each face 1..20, None for a failure.

    Success on a roll at or below ``sv`` (D1); criticals on
    :func:`critical_faces` (D2, D7); every roll keeps its face value. Ranks:
    with ``tie_rule`` 'n5' every critical ranks the same (criticals cancel each
    other) above every normal success, and equal rolls rank the same (D4); with
    'n2' a critical beats any normal success, then the higher roll wins, then
    the higher ``sv`` (D3).
    """
    crits = critical_faces(sv, ruleset)
    faces: list[tuple[_Rank, bool] | None] = []
    for roll in range(1, DIE + 1):
        if roll > sv:
            faces.append(None)
            continue
        crit = roll in crits
        if ruleset.tie_rule == "n5":
            rank: _Rank = (1, 0, 0) if crit else (0, roll, 0)
        else:
            rank = (int(crit), roll, sv)
        faces.append((rank, crit))
    return faces


# -- hits ----------------------------------------------------------------------------


def _multinomials(burst: int) -> dict[tuple[int, int], int]:
    """``burst! / (k! m! (burst-k-m)!)`` for every ``k + m <= burst``."""
    f = math.factorial
    return {
        (k, m): f(burst) // (f(k) * f(m) * f(burst - k - m))
        for k in range(burst + 1)
        for m in range(burst + 1 - k)
    }


def _hit_counts(
    own: list[tuple[_Rank, bool] | None],
    own_burst: int,
    other: list[tuple[_Rank, bool] | None],
    other_burst: int,
) -> dict[tuple[int, int], int]:
    """Uncancelled-hit counts of ``own``, keyed ``(criticals, normal hits)``.

    Counts are out of ``20**(own_burst + other_burst)`` rolls.
    """
    # The opponent's best rank, as the number of its faces at or below each rank.
    other_ranks = sorted({f[0] for f in other if f is not None})
    other_fail = sum(1 for f in other if f is None)
    counts = dict.fromkeys(_multinomials(own_burst), 0)
    coeffs = _multinomials(own_burst)
    thresholds: list[tuple[_Rank | None, int]] = []
    below = other_fail
    if other_fail:
        thresholds.append((None, other_fail**other_burst))
    for rank in other_ranks:
        at = sum(1 for f in other if f is not None and f[0] == rank)
        weight = (below + at) ** other_burst - below**other_burst
        below += at
        thresholds.append((rank, weight))
    for best, weight in thresholds:
        ca = sum(
            1 for f in own if f is not None and f[1] and (best is None or f[0] > best)
        )
        na = sum(
            1
            for f in own
            if f is not None and not f[1] and (best is None or f[0] > best)
        )
        q = DIE - ca - na
        cpow = [ca**i for i in range(own_burst + 1)]
        npow = [na**i for i in range(own_burst + 1)]
        qpow = [q**i for i in range(own_burst + 1)]
        for (k, m), coeff in coeffs.items():
            term = coeff * cpow[k] * npow[m] * qpow[own_burst - k - m]
            if term:
                counts[(k, m)] += weight * term
    return counts


# -- wounds --------------------------------------------------------------------------


def _failed_faces(ps: int, save: int, cover: bool, ruleset: Ruleset) -> int:
    """Faces of one saving roll that fail (cost a wound).

    'saving' (N5, D5'): the save succeeds on d20 at or below ``PS + save``
    (+3 in partial cover). 'armour' (N2, D5): it succeeds when d20 + ARM (+3
    in cover) is higher than Damage, so it fails on ``Damage - ARM`` or less.
    """
    bonus = COVER_MODIFIER if cover else 0
    if ruleset.save_rule == "saving":
        return DIE - max(0, min(DIE, ps + save + bonus))
    return max(0, min(DIE, ps - save - bonus))


def _binomial(n: int, fail: int) -> list[int]:
    """Counts (out of ``20**n``) of ``w`` failures among ``n`` rolls."""
    ok = DIE - fail
    return [math.comb(n, w) * fail**w * ok ** (n - w) for w in range(n + 1)]


def _convolve(a: Sequence[int], b: Sequence[int]) -> list[int]:
    out = [0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        if x:
            for j, y in enumerate(b):
                out[i + j] += x * y
    return out


def _wound_counts(
    hits: dict[tuple[int, int], int],
    attacker: Side,
    target: Side,
    ruleset: Ruleset,
    critical_extra_saves: int,
) -> tuple[list[int], int]:
    """Wound counts and the extra power of 20 they are over (beyond the hits')."""
    assert attacker.ps is not None
    fails = [
        _failed_faces(attacker.ps, save, target.cover, ruleset) for save in target.saves
    ]
    # (automatic wounds, rolls of each kind) -> summed hit counts.
    groups: dict[tuple[int, tuple[int, ...]], int] = {}
    for (k, m), count in hits.items():
        if not count:
            continue
        if ruleset.save_rule == "saving":
            auto = 0
            rolls = tuple(
                (k + m) * n + (k * critical_extra_saves if i == 0 else 0)
                for i, n in enumerate(attacker.saving_num)
            )
        else:
            auto = k * sum(attacker.saving_num)
            rolls = tuple(m * n for n in attacker.saving_num)
        key = (auto, rolls)
        groups[key] = groups.get(key, 0) + count
    most = max(sum(r) for _, r in groups)
    size = max(a + sum(r) for a, r in groups) + 1
    total = [0] * size
    binomials: dict[tuple[int, int], list[int]] = {}
    for (auto, rolls), count in groups.items():
        dist = [1]
        for n, fail in zip(rolls, fails, strict=True):
            if (n, fail) not in binomials:
                binomials[(n, fail)] = _binomial(n, fail)
            dist = _convolve(dist, binomials[(n, fail)])
        scale = count * DIE ** (most - sum(rolls))
        for w, c in enumerate(dist):
            if c:
                total[auto + w] += scale * c
    while len(total) > 1 and total[-1] == 0:
        total.pop()
    return total, most


# -- the calculator ------------------------------------------------------------------


def _outcome(
    sv: int,
    burst: int,
    hits: dict[tuple[int, int], int],
    denominator: int,
    wounds: tuple[list[int], int] | None,
) -> SideOutcome:
    table = [[0] * (n + 1) for n in range(burst + 1)]
    for (k, m), count in hits.items():
        table[k + m][k] += count
    hit_p = tuple(Fraction(sum(row), denominator) for row in table)
    crit_p = tuple(
        Fraction(sum(table[n][c] for n in range(c, burst + 1)), denominator)
        for c in range(burst + 1)
    )
    table_p = tuple(tuple(Fraction(c, denominator) for c in row) for row in table)
    wound_p = None
    if wounds is not None:
        counts, extra = wounds
        den = denominator * DIE**extra
        wound_p = tuple(Fraction(c, den) for c in counts)
    return SideOutcome(
        success_value=sv,
        burst=burst,
        hits=hit_p,
        crits=crit_p,
        hit_table=table_p,
        wounds=wound_p,
    )


def face_to_face(
    active: Side,
    reactive: Side,
    ruleset: Ruleset,
    *,
    critical_extra_saves: int = N5_CRITICAL_EXTRA_SAVES,
) -> FaceToFace:
    """Exact distributions of hits, criticals and wounds of a face-to-face roll.

    Parameters
    ----------
    active, reactive : Side
        The two troopers; bursts 1 to 10 each.
    ruleset : Ruleset
        Supplies ``modifier_cap`` (D7), ``critical_rule`` (D2, D7), ``tie_rule``
        (D3, D4) and ``save_rule`` (D5, D5').
    critical_extra_saves : int
        Under the 'saving' rule, extra saving rolls each critical hit forces,
        against the first saving attribute (default 1, the common reading of
        N5; RULES.md D5' does not say). Under the 'armour' rule a critical
        skips the armour rolls and wounds directly (RULES.md D5), one wound per
        roll the hit would have forced, and this is unused.

    Returns
    -------
    FaceToFace
        Exact probabilities (``Fraction``); hit vectors have ``burst + 1``
        entries, wound vectors run from 0 to the most wounds possible.

    Raises
    ------
    DiceError
        If ``critical_extra_saves`` is negative or a side's ``saving_num`` does
        not match the length of the opponent's ``saves``.

    Source: RULES.md D1-D4 (hits), D5 and D5' (wounds), D7 (cap, above 20).
    """
    if critical_extra_saves < 0:
        raise DiceError(
            f"critical_extra_saves cannot be negative ({critical_extra_saves})"
        )
    for attacker, target, who in (
        (active, reactive, "active"),
        (reactive, active, "reactive"),
    ):
        if attacker.ps is not None and len(attacker.saving_num) != len(target.saves):
            raise DiceError(
                f"the {who} weapon forces {len(attacker.saving_num)} kinds of "
                f"saving roll but its target has {len(target.saves)} saving "
                "attributes"
            )
    sv_a = success_value(active, reactive, ruleset)
    sv_r = success_value(reactive, active, ruleset)
    faces_a = _faces(sv_a, ruleset)
    faces_r = _faces(sv_r, ruleset)
    hits_a = _hit_counts(faces_a, active.burst, faces_r, reactive.burst)
    hits_r = _hit_counts(faces_r, reactive.burst, faces_a, active.burst)
    denominator = DIE ** (active.burst + reactive.burst)

    def wounds(
        attacker: Side, target: Side, hits: dict[tuple[int, int], int]
    ) -> tuple[list[int], int] | None:
        if attacker.ps is None:
            return None
        return _wound_counts(hits, attacker, target, ruleset, critical_extra_saves)

    out_a = _outcome(
        sv_a, active.burst, hits_a, denominator, wounds(active, reactive, hits_a)
    )
    out_r = _outcome(
        sv_r, reactive.burst, hits_r, denominator, wounds(reactive, active, hits_r)
    )
    active_wins = 1 - out_a.hits[0]
    reactive_wins = 1 - out_r.hits[0]
    return FaceToFace(
        ruleset=ruleset.id,
        active=out_a,
        reactive=out_r,
        active_wins=active_wins,
        reactive_wins=reactive_wins,
        neither=1 - active_wins - reactive_wins,
    )


# -- from the profiles ---------------------------------------------------------------


def _number(text: str, what: str, mode: WeaponMode) -> int:
    try:
        return int(text.strip())
    except ValueError:
        raise DiceError(
            _(
                "weapon mode {mode} has no numeric {what} ({text})",
                mode=repr(mode.name),
                what=what,
                text=repr(text),
            )
        ) from None


def attack_attribute(profile: Profile, mode: WeaponMode) -> int:
    """The attribute a weapon mode rolls against: CC, PH, WIP or BS.

    ``CC`` weapons use CC; the data's ``BS Weapon (PH)`` / ``BS Weapon (WIP)``
    properties name PH or WIP; everything else uses BS.

    Source: RULES.md D1; Data (weapon ``properties``).
    """
    props = set(mode.properties)
    if "CC" in props:
        return profile.cc
    if "BS Weapon (PH)" in props:
        return profile.ph
    if "BS Weapon (WIP)" in props:
        return profile.wip
    return profile.bs


def saving_values(saving: str, profile: Profile) -> tuple[int, ...] | None:
    """A target's attribute for each kind of saving roll a weapon's ``saving`` names.

    ``ARM`` and ``BTS`` give the attribute; ``ARM/2`` halves it, rounding up;
    ``ARM=0`` gives 0; ``PH-6`` gives PH - 6; ``ARM and BTS`` gives both.

    Returns
    -------
    tuple[int, ...] or None
        One value per kind of roll; None when the text names no saving roll
        (``-``, ``*``, empty).

    Source: RULES.md D5'; Data (weapon ``saving``).
    """
    parts = [p.strip() for p in saving.split(" and ")]
    values: list[int] = []
    attrs = {"ARM": profile.arm, "BTS": profile.bts, "PH": profile.ph}
    for part in parts:
        if part in attrs:
            values.append(attrs[part])
        elif part.endswith("/2") and part[:-2] in attrs:
            values.append(-(-attrs[part[:-2]] // 2))
        elif part.endswith("=0") and part[:-2] in attrs:
            values.append(0)
        elif "-" in part and part.split("-", 1)[0] in attrs:
            name, amount = part.split("-", 1)
            if not amount.isdigit():
                return None
            values.append(attrs[name] - int(amount))
        else:
            return None
    return tuple(values)


def _side(me: Combatant, opponent: Combatant, ruleset: Ruleset) -> Side:
    mode = me.mode
    burst = _number(mode.burst, _("burst"), mode)
    ps: int | None = None
    if mode.damage.strip().isdigit():
        ps = int(mode.damage)
    for extra in me.extras:
        text = extra.replace(" ", "").upper()
        if text.startswith("+") and text.endswith("B") and text[1:-1].isdigit():
            burst += int(text[1:-1])
        elif text.startswith("PS=") and text[3:].isdigit():
            ps = int(text[3:])
    burst = max(1, min(MAX_BURST, burst))
    target_saves = saving_values(mode.saving, opponent.profile)
    if target_saves is None:
        ps = None
    if ps is not None and ruleset.save_rule == "armour":
        # N5 data gives PS; the N2 Damage with the same save chance is 20 - PS.
        ps = DIE - ps
    nums = [p.strip() for p in mode.saving_num.split(" and ")]
    saving_num = tuple(int(n) if n.isdigit() else 1 for n in nums)
    kinds = len(target_saves) if target_saves else 1
    if len(saving_num) != kinds:
        saving_num = (saving_num[0],) * kinds
    modifier = me.modifier
    if mode.ranges:
        if me.band is None or not 0 <= me.band < len(mode.ranges):
            raise DiceError(
                _(
                    "weapon mode {mode} has range bands 0 to {last}; got {band}",
                    mode=repr(mode.name),
                    last=len(mode.ranges) - 1,
                    band=me.band,
                )
            )
        modifier += mode.ranges[me.band].modifier
    elif me.band is not None:
        raise DiceError(
            _("weapon mode {mode} has no range bands", mode=repr(mode.name))
        )
    # The opponent's weapon decides which of my attributes I save with.
    my_saves = saving_values(opponent.mode.saving, me.profile) or (me.profile.arm,)
    return Side(
        attribute=attack_attribute(me.profile, mode),
        modifier=modifier,
        burst=burst,
        ps=ps,
        saving_num=saving_num,
        saves=my_saves,
        cover=me.cover,
    )


def sides_from_combatants(
    active: Combatant, reactive: Combatant, ruleset: Ruleset
) -> tuple[Side, Side]:
    """Calculator inputs for two troopers from the profiles, each with a weapon.

    Each side rolls against :func:`attack_attribute` with its range band's
    modifier (plus ``Combatant.modifier``); its burst and PS come from the weapon
    mode and the trooper's extras (``+1B``, ``PS=6``); the hits it causes force
    ``savingNum`` rolls against the opponent's attribute named by ``saving``
    (:func:`saving_values`). A mode whose damage or saving is not a number
    (``-``, ``*``) causes no wounds (``ps`` None). Under the 'armour' rule the
    data's PS is turned into the N2 Damage with the same save chance,
    ``20 - PS`` (PS 7 ↔ Damage 13, PS 5 ↔ Damage 15). A burst raised by extras
    beyond 10 is held at 10, the calculator's limit.

    Parameters
    ----------
    active, reactive : Combatant
        The two troopers with their weapon mode, range band and cover.
    ruleset : Ruleset
        The ruleset the sides will be rolled under.

    Returns
    -------
    tuple[Side, Side]
        ``(active, reactive)`` for :func:`face_to_face`.

    Raises
    ------
    DiceError
        If a mode has no numeric burst, or the band index does not fit the
        mode's range bands (None is required for modes without bands).

    Source: RULES.md D1, D4, D5, D5'; Data (weapon modes, ``extras``).
    """
    return _side(active, reactive, ruleset), _side(reactive, active, ruleset)
