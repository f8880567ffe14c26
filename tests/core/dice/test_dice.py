"""Exact face-to-face calculator (RULES.md D1-D5', D7).

The brute-force checks below enumerate every one of the 20**(B1+B2) rolls and
apply the cancellation rules as RULES.md words them, die against die, so they
share no code with the rank-based algorithm in ``listbuilder.core.dice.engine``.
"""

from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass
from fractions import Fraction

import pytest

from listbuilder.core import RulesError
from listbuilder.core.dice.engine import DiceError, Side, critical_faces, success_value
from listbuilder.core.dice.sides import Combatant, saving_values, sides_from_combatants
from listbuilder.core.dice.sums import face_to_face

# -- an independent brute force -----------------------------------------------------


@dataclass(frozen=True)
class Die:
    roll: int
    value: int
    crit: bool
    sv: int


def roll_die(roll: int, sv: int, critical_rule: str) -> Die | None:
    """D1/D2/D7: success at or below SV; critical on SV.

    Above 20 every roll succeeds with its face value and each point above 20 is
    one more critical: N2 (D2) counts down from 20 (SV 22: 18, 19, 20), N5
    continues from 1 (SV 22: 20, 1, 2).
    """
    if roll > sv:
        return None
    if sv <= 20:
        return Die(roll, roll, roll == sv, sv)
    extra = sv - 20
    if critical_rule == "n2":
        crit = roll > 20 - extra - 1
    else:
        crit = roll == 20 or roll <= extra
    return Die(roll, roll, crit, sv)


def cancels(a: Die, b: Die, tie_rule: str) -> bool:
    """Does success ``a`` cancel the opposing success ``b``?"""
    if tie_rule == "n5":
        # D4: a critical cancels every non-critical; criticals cancel each other;
        # a higher roll cancels a lower one and equal rolls cancel each other.
        if a.crit:
            return True
        if b.crit:
            return False
        return a.value >= b.value
    # D3 (N2): a critical beats any non-critical; two criticals: higher roll;
    # equal rolls: higher modified attribute; equal too: both cancelled.
    if a.crit != b.crit:
        return a.crit
    if a.value != b.value:
        return a.value > b.value
    return a.sv >= b.sv


def brute_hits(sv_a, b_a, sv_r, b_r, ruleset):
    """{(active crits, active normal, reactive crits, reactive normal): count}."""
    out: dict[tuple[int, int, int, int], int] = {}
    for rolls in itertools.product(range(1, 21), repeat=b_a + b_r):
        act = [roll_die(r, sv_a, ruleset.critical_rule) for r in rolls[:b_a]]
        rea = [roll_die(r, sv_r, ruleset.critical_rule) for r in rolls[b_a:]]
        act = [d for d in act if d]
        rea = [d for d in rea if d]
        left_a = [
            d for d in act if not any(cancels(o, d, ruleset.tie_rule) for o in rea)
        ]
        left_r = [
            d for d in rea if not any(cancels(o, d, ruleset.tie_rule) for o in act)
        ]
        key = (
            sum(d.crit for d in left_a),
            sum(not d.crit for d in left_a),
            sum(d.crit for d in left_r),
            sum(not d.crit for d in left_r),
        )
        out[key] = out.get(key, 0) + 1
    return out


@functools.cache
def brute_wounds(crits, normal, *, ps, save, cover, saving_num, extra, rule):
    """Wound distribution of given hits, enumerating every saving die."""
    bonus = 3 if cover else 0
    if rule == "saving":
        rolls = (crits + normal) * saving_num + crits * extra
        auto = 0
    else:
        rolls = normal * saving_num
        auto = crits * saving_num
    dist: dict[int, Fraction] = {}
    for dice in itertools.product(range(1, 21), repeat=rolls):
        if rule == "saving":
            failed = sum(d > ps + save + bonus for d in dice)
        else:
            failed = sum(d + save + bonus <= ps for d in dice)
        dist[auto + failed] = dist.get(auto + failed, 0) + Fraction(1, 20**rolls)
    return dist


def side_hits(table, burst):
    hits = [Fraction(0)] * (burst + 1)
    for (k, m), p in table.items():
        hits[k + m] += p
    return hits


# -- the published figure -------------------------------------------------------------


def test_d4_published_figure_sv9_b3_vs_sv12_b1(n5):
    result = face_to_face(Side(attribute=9, burst=3), Side(attribute=12, burst=1), n5)
    assert f"{float(result.active_wins) * 100:.2f}" == "55.64"
    assert f"{float(result.reactive_wins) * 100:.2f}" == "33.53"
    # Exactly: 89031 and 53652 of the 20**4 = 160000 rolls.
    assert result.active_wins == Fraction(89031, 160000)
    assert result.reactive_wins == Fraction(53652, 160000)
    assert result.active_wins + result.reactive_wins + result.neither == 1


def test_d4_published_figure_by_brute_force(n5):
    counts = brute_hits(9, 3, 12, 1, n5)
    active = sum(c for (k, m, _, _), c in counts.items() if k + m)
    reactive = sum(c for (_, _, k, m), c in counts.items() if k + m)
    assert (active, reactive) == (89031, 53652)


# -- brute force on small cases ------------------------------------------------------


@dataclass(frozen=True)
class HitCase:
    name: str
    sv_a: int
    b_a: int
    sv_r: int
    b_r: int
    ruleset: str = "n5"


HIT_CASES = [
    HitCase("D3-one-die-each", 11, 1, 11, 1),
    HitCase("D4-burst-2-vs-1", 13, 2, 10, 1),
    HitCase("D4-burst-1-vs-2", 8, 1, 15, 2),
    HitCase("D2-above-20-vs-burst-2", 23, 1, 12, 2),
    HitCase("D2-both-above-20", 24, 2, 21, 1),
    HitCase("D1-sv-0-never-hits", 0, 2, 12, 1),
    HitCase("D1-sv-negative-vs-negative", -3, 1, -1, 2),
    HitCase("D3-n2-equal-rolls-higher-sv-wins", 14, 2, 12, 1, "n2"),
    HitCase("D3-n2-equal-sv-both-cancel", 12, 1, 12, 2, "n2"),
    HitCase("D2-n2-criticals-below-20", 23, 2, 22, 1, "n2"),
    HitCase("D2-n2-above-20-vs-burst-2", 22, 1, 15, 2, "n2"),
    HitCase("D7-n5-criticals-from-1-vs-criticals-from-1", 22, 2, 21, 2),
]


@pytest.mark.parametrize("case", HIT_CASES, ids=lambda c: c.name)
def test_hits_match_brute_force(case, n5, n2):
    ruleset = {"n5": n5, "n2": n2}[case.ruleset]
    result = face_to_face(
        Side(attribute=case.sv_a, burst=case.b_a),
        Side(attribute=case.sv_r, burst=case.b_r),
        ruleset,
    )
    counts = brute_hits(case.sv_a, case.b_a, case.sv_r, case.b_r, ruleset)
    total = 20 ** (case.b_a + case.b_r)
    table_a: dict[tuple[int, int], Fraction] = {}
    table_r: dict[tuple[int, int], Fraction] = {}
    for (ka, ma, kr, mr), c in counts.items():
        assert ka + ma == 0 or kr + mr == 0, "both sides scored"
        table_a[(ka, ma)] = table_a.get((ka, ma), 0) + Fraction(c, total)
        table_r[(kr, mr)] = table_r.get((kr, mr), 0) + Fraction(c, total)
    for outcome, table, burst in (
        (result.active, table_a, case.b_a),
        (result.reactive, table_r, case.b_r),
    ):
        assert list(outcome.hits) == side_hits(table, burst)
        for n, row in enumerate(outcome.hit_table):
            for c, p in enumerate(row):
                assert p == table.get((c, n - c), 0), (n, c)
    assert result.active_wins == 1 - table_a.get((0, 0), 0)
    assert result.reactive_wins == 1 - table_r.get((0, 0), 0)


@dataclass(frozen=True)
class WoundCase:
    name: str
    active: Side
    reactive: Side
    ruleset: str = "n5"


WOUND_CASES = [
    WoundCase(
        "D5'-ps7-arm1",
        Side(attribute=13, burst=2, ps=7, saves=(1,)),
        Side(attribute=11, burst=1, ps=5, saves=(2,)),
    ),
    WoundCase(
        "D5'-cover-on-the-target",
        Side(attribute=14, burst=1, ps=5, saves=(1,)),
        Side(attribute=12, burst=2, ps=7, saves=(4,), cover=True),
    ),
    WoundCase(
        "D5'-two-saves-per-hit",
        Side(attribute=15, burst=1, ps=6, saving_num=(2,), saves=(0,)),
        Side(attribute=10, burst=1, ps=8, saves=(3,)),
    ),
    WoundCase(
        "D5-n2-armour-crits-wound-directly",
        Side(attribute=13, burst=2, ps=13, saves=(1,)),
        Side(attribute=12, burst=1, ps=15, saves=(3,), cover=True),
        "n2",
    ),
]


@pytest.mark.parametrize("case", WOUND_CASES, ids=lambda c: c.name)
def test_wounds_match_brute_force(case, n5, n2):
    ruleset = {"n5": n5, "n2": n2}[case.ruleset]
    a, r = case.active, case.reactive
    result = face_to_face(a, r, ruleset)
    sv_a = success_value(a, r, ruleset)
    sv_r = success_value(r, a, ruleset)
    counts = brute_hits(sv_a, a.burst, sv_r, r.burst, ruleset)
    total = 20 ** (a.burst + r.burst)
    for outcome, attacker, target, pick in (
        (result.active, a, r, lambda key: key[:2]),
        (result.reactive, r, a, lambda key: key[2:]),
    ):
        expected: dict[int, Fraction] = {}
        for key, c in counts.items():
            crits, normal = pick(key)
            dist = brute_wounds(
                crits,
                normal,
                ps=attacker.ps,
                save=target.saves[0],
                cover=target.cover,
                saving_num=attacker.saving_num[0],
                extra=1,
                rule=ruleset.save_rule,
            )
            for w, p in dist.items():
                expected[w] = expected.get(w, 0) + p * Fraction(c, total)
        got = {w: p for w, p in enumerate(outcome.wounds) if p}
        assert got == {w: p for w, p in expected.items() if p}


# -- exactness ----------------------------------------------------------------------


@pytest.mark.parametrize("b_a", range(1, 11))
def test_totals_sum_to_one_for_every_burst(b_a, n5, n2):
    for b_r in range(1, 11):
        for ruleset in (n5, n2):
            result = face_to_face(
                Side(attribute=13, burst=b_a, ps=7, saving_num=(2,), saves=(2,)),
                Side(attribute=22, burst=b_r, ps=14, saves=(4,), cover=True),
                ruleset,
            )
            assert result.active_wins + result.reactive_wins + result.neither == 1
            for side in (result.active, result.reactive):
                for dist in (side.hits, side.crits, side.wounds):
                    assert sum(dist) == 1
                    assert abs(sum(float(p) for p in dist) - 1) < 1e-12
                assert sum(sum(row) for row in side.hit_table) == 1
            assert result.active_wins == result.active.wins


def test_hit_vectors_have_burst_plus_one_entries(n5):
    result = face_to_face(Side(attribute=12, burst=10), Side(attribute=12, burst=1), n5)
    assert len(result.active.hits) == 11
    assert len(result.reactive.hits) == 2
    assert result.active.wounds is None


# -- single rules ---------------------------------------------------------------------


def test_d2_above_20_adds_criticals(n5, n2):
    # SV 22 with nobody able to oppose: three critical faces in 20.
    for ruleset in (n5, n2):
        result = face_to_face(Side(attribute=22), Side(attribute=0), ruleset)
        assert result.active.crits[1] == Fraction(3, 20)
        assert result.active.hits[1] == 1


def test_d2_n2_above_20_follows_the_text(n2):
    # RULES.md D2: SV 22 counts as 20 with criticals on 18, 19, 20, and rolls
    # keep their face value. Against SV 15, burst 1 each, the active side
    # wins 60 (its criticals) + 17 x 5 (B fails) + 147 (B succeeds lower or
    # equal, the tie going to the higher SV) = 292 of 400 rolls. Adding the
    # excess to every roll instead (N4's way) gave 317/400.
    assert critical_faces(22, n2) == {18, 19, 20}
    result = face_to_face(Side(attribute=22), Side(attribute=15), n2)
    assert result.active_wins == Fraction(73, 100)
    # N2 has no tie: B wins with its critical (17 of A's normal rolls) or a
    # higher normal roll (91), 108 of 400.
    assert result.reactive_wins == Fraction(27, 100)
    assert result.neither == 0


def test_d2_n5_above_20_critical_range_continues_from_1(n5):
    # N5: SV 22 criticals on 20, 1 and 2; the other rolls keep their value.
    assert critical_faces(22, n5) == {20, 1, 2}
    assert critical_faces(20, n5) == {20}
    assert critical_faces(40, n5) == set(range(1, 21))
    result = face_to_face(Side(attribute=22), Side(attribute=15), n5)
    # Active: its 3 criticals win unless B rolls its critical 15 (criticals
    # cancel each other, D4); of its 17 normal rolls (3..19), B fails on 5
    # faces, B's normal 1..14 lose when lower (equal rolls cancel), and B's
    # critical wins. Reactive: its critical against A's normal rolls, or a
    # higher normal roll.
    wins = 3 * 19 + 17 * 5 + sum(min(a - 1, 14) for a in range(3, 20))
    assert result.active_wins == Fraction(wins, 400) == Fraction(151, 200)
    losses = 17 + sum(14 - a for a in range(3, 14))
    assert result.reactive_wins == Fraction(losses, 400) == Fraction(83, 400)


def test_d4_criticals_cancel_each_other_in_n5(n5):
    # SV 20 each: the only scoring outcomes need one side to roll 20 alone.
    result = face_to_face(Side(attribute=20), Side(attribute=20), n5)
    assert result.active.crits[1] == Fraction(19, 400)
    # Equal rolls cancel: P(tie) = 20/400 on top of the crit-crit case.
    assert result.neither == Fraction(20, 400)


def test_d3_n2_higher_attribute_wins_ties(n2, n5):
    # SV 10 against SV 12, one die each. Both fail in 10 x 8 of 400 rolls. Equal
    # rolls 1-9 and the two criticals (10 against 12) go to the SV 12 side in N2
    # (higher attribute; higher critical) and cancel in N5.
    a, r = Side(attribute=10), Side(attribute=12)
    assert face_to_face(a, r, n2).neither == Fraction(80, 400)
    assert face_to_face(a, r, n5).neither == Fraction(90, 400)
    assert face_to_face(a, r, n2).reactive_wins - face_to_face(
        a, r, n5
    ).reactive_wins == Fraction(10, 400)


def test_d5_cover_gives_minus_3_and_plus_3(n5):
    shooter = Side(attribute=12, ps=7, saves=(1,))
    bare = Side(attribute=0, saves=(1,))
    covered = Side(attribute=0, saves=(1,), cover=True)
    assert success_value(shooter, covered, n5) == 9
    open_ = face_to_face(shooter, bare, n5).active
    cover = face_to_face(shooter, covered, n5).active
    assert open_.hits[1] == Fraction(12, 20)
    assert cover.hits[1] == Fraction(9, 20)
    # One save at PS 7 + ARM 1 (+3): fails on 9-20 (12 faces) or 12-20 (9 faces),
    # a critical adds a second save (N5 reading).
    assert open_.wounds[1] == Fraction(11, 20) * Fraction(12, 20) + Fraction(
        1, 20
    ) * 2 * Fraction(12, 20) * Fraction(8, 20)
    assert cover.wounds[0] == Fraction(11, 20) + Fraction(8, 20) * Fraction(11, 20) + (
        Fraction(1, 20) * Fraction(11, 20) ** 2
    )


def test_d5_critical_extra_saves_is_a_parameter(n5):
    a, r = Side(attribute=20, ps=0, saves=(0,)), Side(attribute=0)
    # SV 20 always hits, a critical on 20; PS 0 + ARM 0 always fails the save:
    # a normal hit is 1 wound, a critical 1 + extra.
    assert face_to_face(a, r, n5, critical_extra_saves=0).active.wounds == (0, 1)
    for extra in (1, 2, 3):
        wounds = face_to_face(a, r, n5, critical_extra_saves=extra).active.wounds
        assert wounds[1] == Fraction(19, 20)
        assert wounds[1 + extra] == Fraction(1, 20)
        assert len(wounds) == 2 + extra


def test_d5_n2_critical_wounds_without_a_roll(n2):
    # Damage 13 against ARM 20: normal hits never wound, criticals always do.
    result = face_to_face(
        Side(attribute=20, ps=13, saving_num=(2,)), Side(attribute=0, saves=(20,)), n2
    )
    assert result.active.wounds == (Fraction(19, 20), Fraction(0), Fraction(1, 20))


def test_d7_modifier_cap(n5, n2):
    a, r = Side(attribute=15, modifier=-15), Side(attribute=10, cover=True)
    assert success_value(a, r, n5) == 3  # -18 capped at -12
    assert success_value(a, r, n2) == -3  # N2 has no cap


def test_two_kinds_of_saving_roll(n5):
    # ARM and BTS: one roll at PS + ARM, one at PS + BTS per hit.
    a = Side(attribute=20, ps=10, saving_num=(1, 1))
    r = Side(attribute=0, saves=(10, 0))
    wounds = face_to_face(a, r, n5, critical_extra_saves=0).active.wounds
    # A hit (20/20) always fails nothing at PS+ARM 20 and fails half at PS+BTS 10.
    assert wounds == (Fraction(1, 2), Fraction(1, 2))


# -- bad input ----------------------------------------------------------------------


@pytest.mark.parametrize("burst", [0, 11, -1])
def test_burst_out_of_range_is_a_rules_error(burst):
    with pytest.raises(RulesError, match="burst must be 1 to 10"):
        Side(attribute=12, burst=burst)


def test_mismatched_saves_is_a_rules_error(n5):
    with pytest.raises(DiceError, match="kinds of saving roll"):
        face_to_face(
            Side(attribute=12, ps=7, saving_num=(1, 1)), Side(attribute=12), n5
        )


def test_negative_extra_saves_is_a_rules_error(n5):
    with pytest.raises(DiceError, match="negative"):
        face_to_face(Side(attribute=1), Side(attribute=1), n5, critical_extra_saves=-1)


# -- from the real profiles -----------------------------------------------------------


def loadout(catalog, army, unit, group, option, weapon_id):
    u = catalog.army(army).unit(unit)
    g = u.group(group)
    refs = g.profiles[0].weapons + g.option(option).weapons
    ref = next(w for w in refs if w.id == weapon_id)
    return g.profiles[0], catalog.weapon(weapon_id), ref


def test_hmg_against_sniper_aro_from_profiles(catalog, n5):
    # PanOceania: Sierra Dronbot (HMG, BS 11, ARM 0) shoots a Bounty Hunter's
    # Sniper Rifle ARO (BS 12, ARM 1) at 20-40 cm: HMG +0, sniper +0.
    dron, hmg, _ = loadout(catalog, 101, 17, 1, 1, 2)
    hunter, sniper, _ = loadout(catalog, 101, 10049, 1, 3, 34)
    active, reactive = sides_from_combatants(
        Combatant(profile=dron, mode=hmg.modes[0], band=1),
        Combatant(profile=hunter, mode=sniper.modes[0], band=1, cover=True),
        n5,
    )
    assert (active.attribute, active.modifier, active.burst, active.ps) == (11, 0, 4, 5)
    assert active.saves == (dron.arm,) == (0,)
    # The sniper's B2 rolls one die in ARO (RULES.md D8).
    assert (reactive.attribute, reactive.burst, reactive.ps) == (12, 1, 5)
    assert reactive.saves == (1,)
    plain = face_to_face(
        Side(attribute=8, burst=4, ps=5, saves=(0,)),
        Side(attribute=12, burst=1, ps=5, saves=(4,)),
        n5,
    )
    assert face_to_face(active, reactive, n5) == plain
    assert plain.active.success_value == 8  # the hunter's cover: -3


def test_range_band_modifier_is_applied(catalog, n5):
    dron, hmg, _ = loadout(catalog, 101, 17, 1, 1, 2)
    hunter, sniper, _ = loadout(catalog, 101, 10049, 1, 3, 34)
    bands = [r.modifier for r in hmg.modes[0].ranges]
    assert bands == [-3, 0, 3, -3]
    for i, mod in enumerate(bands):
        a, _ = sides_from_combatants(
            Combatant(profile=dron, mode=hmg.modes[0], band=i),
            Combatant(profile=hunter, mode=sniper.modes[0], band=1),
            n5,
        )
        assert a.modifier == mod


def test_saving_kinds_from_data(catalog, n5):
    samsa, plasma, _ = loadout(catalog, 101, 11683, 1, 1, 40)  # ARM 3, BTS 0
    hawk, k1, _ = loadout(catalog, 101, 11556, 1, 6, 110)  # K1: ARM=0
    hit = next(m for m in plasma.modes if m.name == "Hit Mode")
    a, r = sides_from_combatants(
        Combatant(profile=samsa, mode=hit, band=1),
        Combatant(profile=hawk, mode=k1.modes[0], band=2),
        n5,
    )
    assert a.saving_num == (1, 1)
    assert r.saves == (hawk.arm, hawk.bts) == (3, 6)
    assert a.saves == (0,)  # the K1 ignores Samsa's ARM
    assert r.ps == 7
    assert saving_values("ARM/2", samsa) == (2,)  # ARM 3 halved, rounded up
    assert saving_values("-", samsa) is None
    assert saving_values("PH-6", samsa) == (samsa.ph - 6,)


def test_extras_add_burst_and_set_ps(catalog, n5):
    snake, k1, ref = loadout(catalog, 201, 1840, 1, 7, 110)
    assert ref.extras == ("PS=6",)
    target, sniper, _ = loadout(catalog, 101, 10049, 1, 3, 34)
    a, _ = sides_from_combatants(
        Combatant(profile=snake, mode=k1.modes[0], band=2, extras=(*ref.extras, "+1B")),
        Combatant(profile=target, mode=sniper.modes[0], band=1),
        n5,
    )
    assert (a.ps, a.burst) == (6, 3)


def test_n2_turns_ps_into_damage(catalog, n2):
    dron, hmg, _ = loadout(catalog, 101, 17, 1, 1, 2)
    hunter, sniper, _ = loadout(catalog, 101, 10049, 1, 3, 34)
    a, _ = sides_from_combatants(
        Combatant(profile=dron, mode=hmg.modes[0], band=1),
        Combatant(profile=hunter, mode=sniper.modes[0], band=1),
        n2,
    )
    assert a.ps == 15  # HMG PS 5 ↔ N2 Damage 15


def test_bad_band_is_a_rules_error(catalog, n5):
    dron, hmg, _ = loadout(catalog, 101, 17, 1, 1, 2)
    with pytest.raises(DiceError, match="range bands 0 to 3"):
        sides_from_combatants(
            Combatant(profile=dron, mode=hmg.modes[0], band=4),
            Combatant(profile=dron, mode=hmg.modes[0], band=0),
            n5,
        )


def test_cc_weapon_uses_cc_and_no_band(catalog, n5):
    miranda, mono, _ = loadout(catalog, 101, 10051, 1, 1, 9)
    a, _ = sides_from_combatants(
        Combatant(profile=miranda, mode=mono.modes[0]),
        Combatant(profile=miranda, mode=mono.modes[0]),
        n5,
    )
    assert a.attribute == miranda.cc == 19
    assert a.saves == (0,)  # Monofilament: ARM=0
    assert a.ps == 8
