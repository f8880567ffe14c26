"""Presentation-neutral texts (core.wording, core.state tags), on the bundled data."""

from __future__ import annotations

import pytest

from listbuilder.core import ArmyList, TrooperEntry, build_roster, validate
from listbuilder.core.lists.army_list import Fireteam
from listbuilder.core.lists.edits import fireteam_refusal
from listbuilder.core.lists.resolve import resolve_list
from listbuilder.core.roster.wording import (
    fielded_text,
    group_points_text,
    group_title,
    is_pair_row,
    list_file_stem,
    option_repeats_unit,
    orders_text,
    pool_text,
    roster_option_short,
    roster_option_text,
    status_summary,
    unit_browser_labels,
    unit_detail,
    violation_text,
)
from listbuilder.core.state import fireteam_choice_text, fireteam_counts, fireteam_tags
from listbuilder.gui.present.option_wording import (
    option_ava,
    option_preview_row,
    option_summary,
    trooper_ava,
)
from tests.helpers import with_fireteams, with_group, with_trooper

PANO = 101
FUSILIERS = 1


def fusilier(option_id: int) -> TrooperEntry:
    return TrooperEntry(unit_id=FUSILIERS, profile_group_id=1, option_id=option_id)


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
    army = with_trooper(ArmyList(army_id=PANO), 0, fusilier(10))
    army = with_trooper(army, 0, fusilier(2))  # HMG: 18 pts, 1 SWC
    summary = summary_of(army, catalog, n5)
    assert summary.points == "Points 28/300"
    assert summary.swc == "SWC 1/6"
    assert summary.troopers == "Troopers 2/15"
    assert summary.lieutenant == "Lieutenant: Fusiliers"
    assert summary.legality == "Legal"
    assert summary.is_legal


def test_status_summary_flags_totals_over_their_limits(catalog, n5):
    army = with_trooper(ArmyList(army_id=PANO, points_limit=20), 0, fusilier(10))
    army = with_trooper(army, 0, fusilier(4))  # Missile Launcher: 15 pts, 1.5 SWC
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


def test_option_summary_sorts_by_its_swc_as_a_number(fusiliers):
    swcs = {
        o.id: option_summary(fusiliers, g, o).swc_value
        for g, o in fusiliers.purchasable()
    }
    assert swcs[10] == 0.0
    assert max(swcs.values()) == 1.5  # the Fusilier Missile Launcher


def test_orders_text_of_a_plain_fusilier(fusiliers):
    assert orders_text(fusiliers.option(1, 1)) == "1 Regular"


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


def test_group_title_and_pool_text(catalog, n5):
    army = with_trooper(ArmyList(army_id=PANO), 0, fusilier(10))
    army = with_trooper(army, 0, fusilier(1))
    group = build_roster(army, catalog, n5).groups[0]
    assert group_title(group) == "Combat Group 1 (2 troopers)"
    assert pool_text(group.orders) == "2 orders, 1 lieutenant"
    assert pool_text(None) == ""
    assert group_points_text(group) == "20"


def test_violation_text_prefixes_the_rule(catalog, n5):
    report = validate(ArmyList(army_id=PANO), catalog, n5)
    assert violation_text(report.violations[0]).startswith("A3: ")


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
    profile_group_id, option = swiss.purchasable()[0]
    assert option_ava(swiss, profile_group_id, option) == str(swiss.ava)
    assert swiss.ava < 255


# -- reinforcements, rulesets, fireteams, fielded troopers (RULES.md A10, A12) --


def bolt(uid: str, unit_id: int = 4) -> TrooperEntry:
    return TrooperEntry(uid=uid, unit_id=unit_id, profile_group_id=1, option_id=2)


def test_status_summary_gives_reinforcements_and_ruleset_apart(catalog, n5, n2):
    army = with_trooper(ArmyList(army_id=PANO), 0, fusilier(10))
    army = with_group(army, reinforcement=True)
    army = with_trooper(with_trooper(army, 1, bolt("r1", 1643)), 1, bolt("r2", 1643))
    summary = status_summary(
        validate(army, catalog, n5), build_roster(army, catalog, n5), n5
    )
    assert summary.points == "Points 10/300"
    assert summary.troopers == "Troopers 1/15"
    assert summary.reinforcements == "Reinforcements: 42 pts, 2 troopers"
    assert summary.ruleset == "Rules: N5"
    plain = summary_of(ArmyList(army_id=PANO), catalog, n5)
    assert (plain.reinforcements, plain.ruleset) == ("", "")
    n2_summary = status_summary(
        validate(army, catalog, n2), build_roster(army, catalog, n2), n2
    )
    assert n2_summary.ruleset == "Rules: N2"
    assert not n2_summary.is_legal  # N2 has no reinforcements (A10)


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


def test_unit_browser_labels_tell_apart_units_sharing_a_name(catalog):
    army = catalog.army(201)  # Yu Jing lists two Warcors and two Libertos
    units = [u for u in army.units if u.purchasable()]
    labels = unit_browser_labels(units)
    assert len(set(labels)) == len(labels)
    by_id = dict(zip((u.id for u in units), labels, strict=True))
    assert by_id[50] == "Warcors, War Correspondents (AVA 1, 2 options)"
    assert by_id[10050] == "Warcors, War Correspondents (AVA 2, 2 options)"
    assert by_id[1275].endswith("(AVA 1, 2 options, #1275)")
    single = next(u for u in units if sum(v.isc == u.isc for v in units) == 1)
    assert by_id[single.id] == single.isc
