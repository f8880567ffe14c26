"""Exact probability sums behind the dice engine: hit counts, saves, wounds.

Counts outcomes over the faces of a d20 with exact integers (fractions.Fraction
where it divides), never by sampling. Source: RULES.md D1-D4. Pure: stdlib only.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from fractions import Fraction

from listbuilder.core.dice.engine import (
    COVER_MODIFIER,
    DIE,
    N5_CRITICAL_EXTRA_SAVES,
    DiceError,
    DiceRules,
    FaceToFace,
    Rank,
    Side,
    SideOutcome,
    critical_faces,
    success_value,
)
from listbuilder.core.i18n import _


def _faces(sv: int, ruleset: DiceRules) -> list[tuple[Rank, bool] | None]:
    """Rank and critical flag of each face 1..20, None for a failure.

    Success on a roll at or below ``sv`` (D1); criticals on
    :func:`critical_faces` (D2, D7); every roll keeps its face value. Ranks:
    with ``tie_rule`` 'n5' every critical ranks the same (criticals cancel each
    other) above every normal success, and equal rolls rank the same (D4); with
    'n2' a critical beats any normal success, then the higher roll wins, then
    the higher ``sv`` (D3).
    """
    crits = critical_faces(sv, ruleset)
    faces: list[tuple[Rank, bool] | None] = []
    for roll in range(1, DIE + 1):
        if roll > sv:
            faces.append(None)
            continue
        crit = roll in crits
        if ruleset.tie_rule == "n5":
            rank: Rank = (1, 0, 0) if crit else (0, roll, 0)
        else:
            rank = (int(crit), roll, sv)
        faces.append((rank, crit))
    return faces


def _multinomials(burst: int) -> dict[tuple[int, int], int]:
    """``burst! / (k! m! (burst-k-m)!)`` for every ``k + m <= burst``."""
    f = math.factorial
    return {
        (k, m): f(burst) // (f(k) * f(m) * f(burst - k - m))
        for k in range(burst + 1)
        for m in range(burst + 1 - k)
    }


def _hit_counts(
    own: list[tuple[Rank, bool] | None],
    own_burst: int,
    other: list[tuple[Rank, bool] | None],
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
    thresholds: list[tuple[Rank | None, int]] = []
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


def _failed_faces(ps: int, save: int, cover: bool, ruleset: DiceRules) -> int:
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
    ruleset: DiceRules,
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
    ruleset: DiceRules,
    *,
    critical_extra_saves: int = N5_CRITICAL_EXTRA_SAVES,
) -> FaceToFace:
    """Exact distributions of hits, criticals and wounds of a face-to-face roll.

    Parameters
    ----------
    active, reactive : Side
        The two troopers; bursts 1 to 10 each.
    ruleset : DiceRules
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
            _(
                "critical_extra_saves cannot be negative ({n})",
                n=critical_extra_saves,
            )
        )
    for attacker, target, who in (
        (active, reactive, _("active")),
        (reactive, active, _("reactive")),
    ):
        if attacker.ps is not None and len(attacker.saving_num) != len(target.saves):
            raise DiceError(
                _(
                    "the {who} weapon forces {n} kinds of saving roll but its "
                    "target has {n2} saving attributes",
                    who=who,
                    n=len(attacker.saving_num),
                    n2=len(target.saves),
                )
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


def normal_roll(
    attacker: Side,
    target: Side,
    ruleset: DiceRules,
    *,
    critical_extra_saves: int = N5_CRITICAL_EXTRA_SAVES,
) -> SideOutcome:
    """Exact hits and wounds of a roll nobody opposes (a normal roll).

    Every success is a hit (none is cancelled): what a trooper shooting back
    at a direct template achieves, since the template does not roll. The
    target's cover still takes 3 from the success value and adds 3 to its
    saves.

    Source: RULES.md D1, D2, D5', D8.
    """
    sv = success_value(attacker, target, ruleset)
    hits = _hit_counts(_faces(sv, ruleset), attacker.burst, [None] * DIE, 0)
    wounds = None
    if attacker.ps is not None:
        wounds = _wound_counts(hits, attacker, target, ruleset, critical_extra_saves)
    return _outcome(sv, attacker.burst, hits, DIE**attacker.burst, wounds)


def template_hits(attacker: Side, target: Side, ruleset: DiceRules) -> SideOutcome:
    """Exact wounds of a direct template, which hits without a roll.

    Each of the ``burst`` hits (1 for every template in the data) is a normal
    hit, never a critical, and forces the target's saving rolls; its success
    value is None.

    Source: RULES.md D5', D8.
    """
    hits = {(0, attacker.burst): 1}
    wounds = None
    if attacker.ps is not None:
        wounds = _wound_counts(hits, attacker, target, ruleset, 0)
    outcome = _outcome(0, attacker.burst, hits, 1, wounds)
    return dataclasses.replace(outcome, success_value=None)
