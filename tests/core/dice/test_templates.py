"""Reactions and direct templates on the bundled profiles (RULES.md D8)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from listbuilder.core.dice.engine import DiceError
from listbuilder.core.dice.sides import (
    Combatant,
    dodge_side,
    is_direct_template,
    sides_from_combatants,
)
from listbuilder.core.dice.sums import face_to_face
from listbuilder.core.dice.templates import template_exchange

PANO = 101
JSA = 1101


def loadout(catalog, army, unit, group, option, weapon_id):
    g = catalog.army(army).unit(unit).group(group)
    refs = g.profiles[0].weapons + g.option(option).weapons
    assert any(w.id == weapon_id for w in refs)
    return g.profiles[0], catalog.weapon(weapon_id)


@pytest.fixture
def raiden_hrl(catalog):
    return loadout(catalog, JSA, 167, 1, 2, 89)  # Heavy Rocket Launcher


@pytest.fixture
def fusilier(catalog):
    return loadout(catalog, PANO, 1, 1, 1, 33)  # Combi Rifle, BS 12 PH 10 BTS 0


@pytest.fixture
def nanopulser(catalog):
    return loadout(catalog, PANO, 1808, 1, 1, 65)  # Black A.I.R., Nanopulser


def test_d8_reactive_rolls_burst_1_whatever_its_weapon(raiden_hrl, fusilier, n5):
    raiden, hrl = raiden_hrl
    fus, combi = fusilier
    hit = next(m for m in hrl.modes if m.name == "Hit Mode")
    assert combi.modes[0].burst == "3"
    active, reactive = sides_from_combatants(
        Combatant(profile=raiden, mode=hit, band=1),
        Combatant(profile=fus, mode=combi.modes[0], band=0),
        n5,
    )
    assert (active.burst, reactive.burst) == (2, 1)
    result = face_to_face(active, reactive, n5)
    assert (result.active.burst, result.reactive.burst) == (2, 1)
    assert result.reactive.success_value == 15  # BS 12, 0-16" +3


def test_d8_a_skill_sets_the_reactive_burst(raiden_hrl, fusilier, n5):
    raiden, hrl = raiden_hrl
    fus, combi = fusilier
    _, reactive = sides_from_combatants(
        Combatant(profile=raiden, mode=hrl.modes[1], band=1),
        Combatant(profile=fus, mode=combi.modes[0], band=0, extras=("+1B",)),
        n5,
        reactive_burst=2,  # e.g. a Fireteam bonus
    )
    assert reactive.burst == 2
    with pytest.raises(DiceError, match="burst must be 1 to 10"):
        sides_from_combatants(
            Combatant(profile=raiden, mode=hrl.modes[1], band=1),
            Combatant(profile=fus, mode=combi.modes[0], band=0),
            n5,
            reactive_burst=0,
        )


def test_direct_templates_are_marked_in_the_data(catalog, nanopulser, raiden_hrl):
    assert is_direct_template(nanopulser[1].modes[0])
    chain_rifle = catalog.weapon(18)
    assert chain_rifle.name == "Chain Rifle"
    assert is_direct_template(chain_rifle.modes[0])
    # An impact template (the HRL's Blast Mode) still rolls BS.
    assert not any(is_direct_template(m) for m in raiden_hrl[1].modes)


def test_d8_nanopulser_hits_without_a_roll(nanopulser, fusilier, n5):
    air, nano = nanopulser
    fus, combi = fusilier
    attacker = Combatant(profile=air, mode=nano.modes[0])
    target = Combatant(profile=fus, mode=combi.modes[0], band=0)
    active, reactive = sides_from_combatants(attacker, target, n5)
    assert active.template
    assert not reactive.template
    result = template_exchange(active, reactive, n5, dodge=dodge_side(target))
    # No roll: always hits; Nanopulser PS 7 against BTS 0 saves on 1-7.
    assert result.active.success_value is None
    assert result.active.hits == (0, 1)
    assert result.active.crits == (1, 0)
    assert result.active.wounds == (Fraction(7, 20), Fraction(13, 20))
    # Shooting back is a normal roll: BS 12 +3 (0-16"), nothing cancels it.
    assert result.reactive.success_value == 15
    assert result.reactive.hits == (Fraction(5, 20), Fraction(15, 20))
    # Or the Fusilier Dodges: PH 10, half the time; the template then misses.
    assert (result.dodge_success_value, result.dodge) == (10, Fraction(1, 2))
    assert result.dodged_wounds == (Fraction(27, 40), Fraction(13, 40))


def test_d8_template_in_aro_meets_a_normal_roll(nanopulser, fusilier, n5):
    air, nano = nanopulser
    fus, combi = fusilier
    active, reactive = sides_from_combatants(
        Combatant(profile=fus, mode=combi.modes[0], band=0),
        Combatant(profile=air, mode=nano.modes[0]),
        n5,
    )
    result = template_exchange(active, reactive, n5)
    # The Fusilier's three dice are not cancelled: each is a hit on 1-15.
    assert result.active.burst == 3
    assert result.active.hits[3] == Fraction(15, 20) ** 3
    assert result.reactive.hits == (0, 1)
    assert result.dodge is None
    assert result.dodged_wounds is None
