"""Display strings of the list editor, on the bundled PanOceania data."""

from __future__ import annotations

import pytest

from listbuilder.core import ArmyList, TrooperEntry, build_roster, validate
from listbuilder.core.display import (
    group_title,
    list_file_stem,
    option_ava,
    option_preview_row,
    option_summary,
    orders_text,
    pool_text,
    status_summary,
    trooper_ava,
    unit_detail,
    violation_text,
    weapon_names,
)
from listbuilder.core.resolve import resolve_list

PANO = 101
FUSILIERS = 1


def fusilier(option_id: int) -> TrooperEntry:
    return TrooperEntry(unit_id=FUSILIERS, group_id=1, option_id=option_id)


@pytest.fixture
def fusiliers(catalog):
    return catalog.army(PANO).unit(FUSILIERS)


def summary_of(army, catalog, n5):
    return status_summary(validate(army, catalog, n5), build_roster(army, catalog, n5))


def test_status_summary_of_an_empty_list_names_no_lieutenant(catalog, n5):
    summary = summary_of(ArmyList(army_id=PANO), catalog, n5)
    assert summary.points == "Points 0/300"
    assert summary.swc == "SWC 0/6"
    assert summary.troopers == "Troopers 0/15"
    assert summary.lieutenant == "Lieutenant: none"
    assert summary.legality == "Illegal (1 problem)"
    assert not summary.is_legal


def test_status_summary_counts_a_lieutenant_and_an_hmg(catalog, n5):
    army = ArmyList(army_id=PANO).with_trooper(0, fusilier(10))
    army = army.with_trooper(0, fusilier(2))  # HMG: 18 pts, 1 SWC
    summary = summary_of(army, catalog, n5)
    assert summary.points == "Points 28/300"
    assert summary.swc == "SWC 1/6"
    assert summary.troopers == "Troopers 2/15"
    assert summary.lieutenant == "Lieutenant: Fusiliers"
    assert summary.legality == "Legal"
    assert summary.is_legal


def test_status_summary_flags_totals_over_their_limits(catalog, n5):
    army = ArmyList(army_id=PANO, points_limit=20).with_trooper(0, fusilier(10))
    army = army.with_trooper(0, fusilier(4))  # Missile Launcher: 15 pts, 1.5 SWC
    summary = summary_of(army, catalog, n5)
    assert summary.points == "Points 25/20"
    assert summary.over_points
    assert summary.swc == "SWC 1.5/0"
    assert summary.over_swc
    assert not summary.over_troopers
    assert summary.legality == "Illegal (2 problems)"


def test_unit_detail_gives_type_category_and_ava(fusiliers):
    assert unit_detail(fusiliers) == "LI · Line Troops · AVA T"


def test_option_summary_resolves_profile_and_option_items(fusiliers):
    summary = option_summary(fusiliers, 1, fusiliers.option(1, 10))
    assert summary.name == "FUSILIER"
    assert summary.points == 10
    assert summary.swc == "0"
    assert summary.cost_text == "10 pts · 0 SWC"
    assert summary.lieutenant
    assert summary.orders == "1 Regular, 1 Lieutenant"
    assert summary.skills == ("Lieutenant",)
    assert summary.weapons == ("Combi Rifle", "Pistol", "CC Weapon")
    assert "Cube" in summary.characteristics


def test_orders_text_of_a_plain_fusilier(fusiliers):
    assert orders_text(fusiliers.option(1, 1)) == "1 Regular"


def test_option_preview_row_matches_the_roster_row_once_bought(catalog, n5, fusiliers):
    preview = option_preview_row(fusiliers, 1, fusiliers.option(1, 2), catalog)
    army = ArmyList(army_id=PANO).with_trooper(0, fusilier(2))
    bought = build_roster(army, catalog, n5).rows()[0]
    assert preview.replace(uid=bought.uid) == bought
    assert dict(preview.attributes)["MOV"] == "4-4"
    assert dict(preview.attributes_cm)["MOV"] == "10-10"


def test_pair_option_previews_its_first_included_profile(catalog):
    scarface = catalog.army(PANO).unit(10380)
    group_id, option = scarface.purchasable()[0]
    assert group_id == 0
    row = option_preview_row(scarface, group_id, option, catalog)
    assert row.attributes
    assert row.name.startswith("Scarface")


def test_trooper_ava_of_fusiliers_is_total(catalog):
    army = ArmyList(army_id=PANO).with_trooper(0, fusilier(1))
    assert trooper_ava(resolve_list(army, catalog)[0]) == "T"


def test_trooper_ava_of_an_unknown_unit_is_a_dash(catalog):
    army = ArmyList(army_id=PANO).with_trooper(
        0, TrooperEntry(unit_id=999999, group_id=1, option_id=1)
    )
    assert trooper_ava(resolve_list(army, catalog)[0]) == "-"


def test_group_title_and_pool_text(catalog, n5):
    army = ArmyList(army_id=PANO).with_trooper(0, fusilier(10))
    army = army.with_trooper(0, fusilier(1))
    group = build_roster(army, catalog, n5).groups[0]
    assert group_title(group) == "Combat Group 1 (2 troopers)"
    assert pool_text(group.orders) == "2 orders, 1 lieutenant"
    assert pool_text(None) == ""


def test_violation_text_prefixes_the_rule(catalog, n5):
    report = validate(ArmyList(army_id=PANO), catalog, n5)
    assert violation_text(report.violations[0]).startswith("A3: ")


def test_weapon_names_fold_modes(catalog, n5):
    army = ArmyList(army_id=PANO).with_trooper(0, fusilier(8))
    row = build_roster(army, catalog, n5).rows()[0]
    assert weapon_names(row) == ("Combi Rifle", "Flash Pulse", "Pistol", "CC Weapon")


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


def test_option_ava_of_a_limited_unit(catalog):
    swiss = catalog.army(PANO).unit(9)  # Swiss Guard: AVA 2 in PanOceania
    group_id, option = swiss.purchasable()[0]
    assert option_ava(swiss, group_id, option) == str(swiss.ava)
    assert swiss.ava < 255
