"""Texts every front end shares (core.roster.wording, core.state tags), on real data."""

from __future__ import annotations

import pytest

from listbuilder.core import ArmyList, TrooperEntry, build_roster
from listbuilder.core.lists.army_list import Fireteam
from listbuilder.core.lists.edits import fireteam_refusal
from listbuilder.core.lists.resolve import resolve_list
from listbuilder.core.roster.wording import (
    fielded_text,
    is_pair_row,
    list_file_stem,
    orders_text,
)
from listbuilder.core.state import fireteam_choice_text, fireteam_counts, fireteam_tags
from tests.helpers import PANO, fusilier, with_fireteams, with_trooper


def test_orders_text_of_a_plain_fusilier(fusiliers):
    assert orders_text(fusiliers.option(1, 1)) == "1 Regular"


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("", "panoceania-300"),
        ("My list", "panoceania-300-my-list"),
        ("../../etc/passwd", "panoceania-300-etc-passwd"),
        ("a:b*c?", "panoceania-300-a-b-c"),
    ],
)
def test_list_file_stem_is_a_safe_file_name(name, expected):
    army = ArmyList(army_id=PANO, name=name)
    assert list_file_stem(army, "PanOceania") == expected


# -- reinforcements, rulesets, fireteams, fielded troopers (RULES.md A10, A12) --


def bolt(uid: str, unit_id: int = 4) -> TrooperEntry:
    return TrooperEntry(uid=uid, unit_id=unit_id, profile_group_id=1, option_id=2)


def test_fireteam_tags_number_teams_per_type_in_list_order():
    army = ArmyList(army_id=PANO)
    for uid in "abcdef":
        army = with_trooper(army, 0 if uid < "e" else 1, bolt(uid))
    army = with_fireteams(
        army,
        0,
        (
            Fireteam(name="PanOceania Fireteams I", type="DUO", members=("a", "b")),
            Fireteam(type="DUO", members=("c", "d")),
        ),
    )
    army = with_fireteams(army, 1, (Fireteam(type="HARIS", members=("e", "f")),))
    tags = fireteam_tags(army)
    assert {u: t.label for u, t in tags.items()} == {
        "a": "DUO 1",
        "b": "DUO 1",
        "c": "DUO 2",
        "d": "DUO 2",
        "e": "HARIS 1",
        "f": "HARIS 1",
    }
    assert tags["a"].description == "DUO · PanOceania Fireteams I"
    assert tags["c"].description == "DUO"
    assert tags["e"].group_index == 1
    assert fireteam_counts(tags) == {0: 2, 1: 1}
    assert fireteam_choice_text(" Wildcards ", "CORE") == "CORE · Wildcards"


def test_fireteam_refusal_says_why_no_team_is_offered(catalog, n5, n2):
    army = with_trooper(ArmyList(army_id=PANO), 0, fusilier(1))
    army = with_trooper(with_trooper(army, 0, bolt("b1")), 0, bolt("b2"))
    army = with_trooper(army, 1, bolt("b3"))
    fus, b1, b2, b3 = resolve_list(army, catalog)
    assert fireteam_refusal(army, [fus.uid], n5) == (
        "Select 2 to 5 troopers of one combat group."
    )
    assert fireteam_refusal(army, [b1.uid, b3.uid], n5) == (
        "The troopers must all be in the same combat group."
    )
    assert fireteam_refusal(army, [fus.uid, b1.uid], n5) == (
        "The army's fireteam chart has no team of these troopers."
    )
    assert (
        fireteam_refusal(army, [b1.uid, b2.uid], n2)
        == "The N2 rules have no fireteams."
    )
    teamed = with_fireteams(army, 0, (Fireteam(type="DUO", members=(b1.uid, b2.uid)),))
    t_fus, t_b1, _, _ = resolve_list(teamed, catalog)
    assert fireteam_refusal(teamed, [t_fus.uid, t_b1.uid], n5) == (
        "A selected trooper is already in a fireteam; dissolve it first."
    )


def test_a_pair_fields_the_troopers_its_includes_name(catalog, n5):
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
    assert is_pair_row(pair)
    assert not is_pair_row(cutter)
    assert not is_pair_row(plain)
    assert fielded_text(pair) == "SCARFACE Loadout Alpha + CORDELIA TURNER + TURTLEMEK"
    assert fielded_text(cutter) == "CUTTER + CRABBOT"
    assert fielded_text(plain) == ""
