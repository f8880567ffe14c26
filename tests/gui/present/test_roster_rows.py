"""The roster tree's group headings and option column (gui.present.roster_rows)."""

from __future__ import annotations

import pytest

from listbuilder.core import ArmyList, TrooperEntry, build_roster
from listbuilder.core.lists.army_list import Fireteam
from listbuilder.core.roster.wording import fielded_text
from listbuilder.core.state import fireteam_counts, fireteam_tags
from listbuilder.gui.present.roster_rows import (
    group_points_text,
    group_title,
    option_repeats_unit,
    pool_text,
    roster_option_short,
    roster_option_text,
)
from tests.helpers import PANO, fusilier, with_fireteams, with_group, with_trooper


def bolt(uid: str, unit_id: int = 4) -> TrooperEntry:
    return TrooperEntry(uid=uid, unit_id=unit_id, profile_group_id=1, option_id=2)


def test_group_title_and_pool_text(catalog, n5):
    army = with_trooper(ArmyList(army_id=PANO), 0, fusilier(10))
    army = with_trooper(army, 0, fusilier(1))
    group = build_roster(army, catalog, n5).groups[0]
    assert group_title(group) == "Combat Group 1 (2 troopers)"
    assert pool_text(group.orders) == "2 orders, 1 lieutenant"
    assert pool_text(None) == ""
    assert group_points_text(group) == "20"


def test_group_title_counts_fireteams_and_names_reinforcement_groups(catalog, n5):
    army = with_trooper(
        with_trooper(ArmyList(army_id=PANO), 0, bolt("a")), 0, bolt("b")
    )
    army = with_group(army, reinforcement=True)
    groups = build_roster(army, catalog, n5).groups
    assert group_title(groups[0], 1) == "Combat Group 1 (2 troopers, 1 fireteam)"
    assert group_title(groups[0], 2) == "Combat Group 1 (2 troopers, 2 fireteams)"
    assert group_title(groups[1]) == "Reinforcement Group 1 (0 troopers)"
    team = Fireteam(type="DUO", members=("a", "b"))
    assert fireteam_counts(fireteam_tags(with_fireteams(army, 0, (team,)))) == {0: 1}


def test_roster_option_text_is_what_a_pair_fields_or_option_and_loadout(catalog, n5):
    army = with_trooper(
        ArmyList(army_id=PANO),
        0,
        TrooperEntry(unit_id=10380, profile_group_id=0, option_id=1),
    )
    army = with_trooper(
        army, 0, TrooperEntry(unit_id=12, profile_group_id=1, option_id=1)
    )
    army = with_trooper(army, 0, fusilier(1))
    pair, cutter, plain = build_roster(army, catalog, n5).rows()
    assert roster_option_text(pair) == fielded_text(pair)
    assert roster_option_text(cutter) == (
        "CUTTER: NCO · MULTI Heavy Machine Gun, CC Weapon (PS=5) + CRABBOT"
    )
    assert roster_option_text(plain) == "FUSILIER: Combi Rifle, Pistol, CC Weapon"


@pytest.mark.parametrize(
    ("option", "unit", "repeats"),
    [
        ("FUSILIER", "Fusiliers", True),
        ("BOLT", "Neoterra Bolts", True),
        ("BOLT REINF", "Reinf. Neoterra Bolts", True),
        ("DÀOFĚI", "Dàofei Tactical Section", True),
        ("ZÚYǑNG", "Zúyŏng Invincibles, Terra-cotta Soldiers", True),
        ("KNIGHTS OF MONTESA FTO", "Knights of Montesa", False),
        ("ESCORT SERGEANT", "Order Sergeants", False),
        ("STRELOK K-9", "Streloks, Kazak Reconaissance Unit", False),
    ],
    ids=lambda v: v if isinstance(v, str) else "",
)
def test_option_repeats_unit_ignores_case_accents_and_plural(option, unit, repeats):
    assert option_repeats_unit(option, unit) is repeats


def test_roster_option_short_puts_the_loadout_first(catalog, n5):
    army = ArmyList(army_id=PANO)
    for entry in (
        TrooperEntry(unit_id=4, profile_group_id=1, option_id=8),  # Bolt hacker
        TrooperEntry(unit_id=12, profile_group_id=1, option_id=1),  # Cutter + Crabbot
        TrooperEntry(unit_id=10380, profile_group_id=0, option_id=1),  # Scarface pair
    ):
        army = with_trooper(army, 0, entry)
    bolt, cutter, pair = build_roster(army, catalog, n5).rows()
    assert roster_option_text(bolt).startswith("BOLT: Hacker, Killer Hacking Device")
    assert roster_option_short(bolt) == (
        "Hacker, Killer Hacking Device · Boarding Shotgun (+1B), E/M Mine, "
        "Pistol, CC Weapon"
    )
    assert roster_option_short(cutter) == (
        "NCO · MULTI Heavy Machine Gun, CC Weapon (PS=5) + CRABBOT"
    )
    assert roster_option_short(pair) == roster_option_text(pair)
