"""An option's loadout, cost, AVA and preview row (gui.present.option_wording)."""

from __future__ import annotations

from listbuilder.core import ArmyList, TrooperEntry, build_roster
from listbuilder.core.lists.resolve import resolve_list
from listbuilder.core.roster.wording import is_pair_row
from listbuilder.gui.present.option_wording import (
    option_ava,
    option_preview_row,
    option_summary,
    trooper_ava,
)
from tests.helpers import PANO, fusilier, with_trooper


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


def test_option_summary_sorts_by_its_swc_as_a_number(fusiliers):
    swcs = {
        o.id: option_summary(fusiliers, g, o).swc_value
        for g, o in fusiliers.purchasable()
    }
    assert swcs[10] == 0.0
    assert max(swcs.values()) == 1.5  # the Fusilier Missile Launcher


def test_option_preview_row_matches_the_roster_row_once_bought(catalog, n5, fusiliers):
    preview = option_preview_row(fusiliers, 1, fusiliers.option(1, 2), catalog)
    army = with_trooper(ArmyList(army_id=PANO), 0, fusilier(2))
    bought = build_roster(army, catalog, n5).rows()[0]
    assert preview.replace(uid=bought.uid) == bought
    assert dict(preview.attributes)["MOV"] == "4-4"
    assert dict(preview.attributes_cm)["MOV"] == "10-10"


def test_pair_option_previews_the_troopers_it_fields(catalog):
    scarface = catalog.army(PANO).unit(10380)
    profile_group_id, option = scarface.purchasable()[0]
    assert profile_group_id == 0
    row = option_preview_row(scarface, profile_group_id, option, catalog)
    assert row.name.startswith("Scarface")
    assert is_pair_row(row)
    assert [r.name for r in row.included][:2] == [
        "SCARFACE Loadout Alpha",
        "CORDELIA TURNER",
    ]
    assert dict(row.included[0].attributes)["CC"] == "22"


def test_trooper_ava_of_fusiliers_is_total(catalog):
    army = with_trooper(ArmyList(army_id=PANO), 0, fusilier(1))
    assert trooper_ava(resolve_list(army, catalog)[0]) == "T"


def test_trooper_ava_of_an_unknown_unit_is_a_dash(catalog):
    army = with_trooper(
        ArmyList(army_id=PANO),
        0,
        TrooperEntry(unit_id=999999, profile_group_id=1, option_id=1),
    )
    assert trooper_ava(resolve_list(army, catalog)[0]) == "-"


def test_option_ava_of_a_limited_unit(catalog):
    swiss = catalog.army(PANO).unit(9)  # Swiss Guard: AVA 2 in PanOceania
    profile_group_id, option = swiss.purchasable()[0]
    assert option_ava(swiss, profile_group_id, option) == str(swiss.ava)
    assert swiss.ava < 255
