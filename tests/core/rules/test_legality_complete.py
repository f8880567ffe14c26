"""Issue 3 rules on real data: sectorial AVA, reinforcements, relations, fireteams,
N2 mercenaries and remotes. Each rule: the smallest list breaking it, with the
rule id and troopers named, and a legal neighbour that passes."""

from __future__ import annotations

import pytest

from listbuilder.core import ArmyList, Fireteam, validate
from listbuilder.core.lists.resolve import resolve_list
from listbuilder.core.rules.fireteams import fireteam_choices
from tests.core.rules.lists import build
from tests.helpers import with_fireteams

PANO, MO, YJ, ARI, NOM, CA, WC = 101, 103, 201, 301, 501, 601, 909
FUS_LT = (1, 1, 10)
FUS = (1, 1, 1)


def rules(report, rule: str) -> list:
    return [v for v in report.violations if v.rule == rule]


def uids(lst: ArmyList, group: int, *positions: int) -> set[str]:
    return {lst.groups[group].troopers[p].uid for p in positions}


# -- A5 with each file's own values -------------------------------------------------


def test_a5_teutonic_knights_ava_2_in_panoceania_3_in_military_orders(catalog, n5):
    teutonic_lt, teutonic = (30, 1, 7), (30, 1, 1)
    three = [teutonic_lt, teutonic, teutonic]
    [v] = rules(validate(build(PANO, three), catalog, n5), "A5")
    assert v.message == "Teutonic Knights: 3 in the list, but AVA in PanOceania is 2."
    assert len(v.troopers) == 3
    assert validate(build(MO, three), catalog, n5).is_legal
    four = build(MO, [*three, teutonic])
    assert rules(validate(four, catalog, n5), "A5")[0].message.endswith(
        "AVA in Military Orders is 3."
    )


def test_a5_profile_group_with_own_ava_is_counted_apart(catalog, n5):
    # Puppetactica Company: Puppet Masters AVA 1, PuppetBots (group 2) AVA 3.
    masters, bot = (1098, 1, 1), (1098, 2, 1)
    legal = build(NOM, [(1, 1, 10), masters, bot, bot, bot])
    assert not rules(validate(legal, catalog, n5), "A5")
    over = build(NOM, [(1, 1, 10), masters, bot, bot, bot, bot])
    [v] = rules(validate(over, catalog, n5), "A5")
    assert v.message == (
        "Puppetactica Company (PuppetBots): 4 in the list, but AVA in Nomads is 3."
    )
    assert set(v.troopers) == uids(over, 0, 2, 3, 4, 5)


def test_a5_top_level_pair_counts_against_the_included_group(catalog, n5):
    # Zondnautica: the top-level option includes the dismounted group (own AVA 1).
    pair, dismounted = (1091, 0, 1), (1091, 2, 1)
    lst = build(NOM, [(1, 1, 10), pair, dismounted])
    assert rules(validate(lst, catalog, n5), "A5")


def test_a5_pair_over_ava_is_reported_once(catalog, n5):
    # Polaris Team ALPHA + BETA (top-level pairs, each Masha g1 + a Bearpode g2,
    # both AVA 1): one violation naming both, not one per included group. Seen
    # on a published army code (tests/fixtures/armycode_vectors.json).
    lst = build(ARI, [(1522, 0, 1), (1522, 0, 2)])
    [v] = rules(validate(lst, catalog, n5), "A5")
    assert v.message == "Polaris Team: 2 in the list, but AVA in Ariadna is 1."
    assert set(v.troopers) == uids(lst, 0, 0, 1)


# -- A10 reinforcements ------------------------------------------------------------


REINF_BOLT = (1643, 1, 2)  # Reinf. Neoterra Bolts, AVA 4 in 199.json


def test_a10_reinforcements_counted_apart(catalog, n5):
    lst = build(PANO, [FUS_LT, FUS], reinforcements=[[REINF_BOLT, REINF_BOLT]])
    report = validate(lst, catalog, n5)
    assert report.is_legal, report.violations
    assert (report.points, report.troopers) == (20, 2)
    assert (report.reinforcement_points, report.reinforcement_troopers) == (42, 2)


def test_a10_reinforcement_ava_from_the_reinforcement_file(catalog, n5):
    lst = build(PANO, [FUS_LT], reinforcements=[[REINF_BOLT] * 5])
    [v] = rules(validate(lst, catalog, n5), "A5")
    assert v.message == (
        "Reinf. Neoterra Bolts: 5 in the list, but AVA in Code: Capital is 4."
    )
    assert set(v.troopers) == {t.uid for t in lst.groups[1].troopers}


def test_a10_main_unit_in_a_reinforcement_group_is_an_a10_fault(catalog, n5):
    lst = build(PANO, [FUS_LT], reinforcements=[[FUS]])
    [v] = validate(lst, catalog, n5).violations
    # A16: the list is wrong, not the data.
    assert (v.rule, v.code) == ("A10", "reinforcements.wrong_list")
    # Named from the data, not "unit 1" (issue 16).
    assert v.message == (
        "Reinforcement group 1: Fusiliers is a unit of PanOceania, not of its "
        "reinforcement list (Code: Capital); replace or remove it."
    )
    assert (v.group, v.reinforcement) == (1, True)


def test_a10_no_reinforcements_in_n2(catalog, n2):
    lst = build(PANO, [FUS_LT], reinforcements=[[REINF_BOLT]])
    [v] = rules(validate(lst, catalog, n2), "A10")
    assert v.code == "reinforcements.not_allowed"
    assert v.troopers == (lst.groups[1].troopers[0].uid,)


# -- A11 unit relations -----------------------------------------------------------


def test_a11_two_versions_of_one_character_exclude_each_other(catalog, n5):
    maximus, agent = (1720, 1, 1), (1862, 1, 1)
    lst = build(PANO, [FUS_LT, maximus, agent])
    [v] = rules(validate(lst, catalog, n5), "A11")
    assert v.code == "relation.exclusive"
    assert set(v.troopers) == uids(lst, 0, 1, 2)
    assert not rules(validate(build(PANO, [FUS_LT, maximus]), catalog, n5), "A11")


def test_a11_kuang_shi_needs_a_monitor_in_the_same_group(catalog, n5):
    kuang_shi, monitor = (146, 1, 1), (146, 2, 1)
    apart = build(YJ, [kuang_shi], [monitor])
    [v] = rules(validate(apart, catalog, n5), "A11")
    assert v.code == "relation.requires"
    assert v.message == (
        "KUANG SHI needs Celestial Guard Monitor in the same combat group."
    )
    assert v.troopers == (apart.groups[0].troopers[0].uid,)
    together = build(YJ, [kuang_shi, kuang_shi, monitor])
    assert not rules(validate(together, catalog, n5), "A11")


def test_a11_kibervolk_and_dozer_need_each_other(catalog, n5):
    dozer, kibervolk = (1843, 1, 1), (1843, 2, 1)
    [v] = rules(validate(build(ARI, [kibervolk]), catalog, n5), "A11")
    assert v.message == "KIBERVOLK needs DOZER KVP in the same combat group."
    assert not rules(validate(build(ARI, [kibervolk, dozer]), catalog, n5), "A11")


# -- A12 fireteams ---------------------------------------------------------------


TEUTONIC, TEUTONIC_LT = (30, 1, 1), (30, 1, 7)
SANTIAGO = (27, 1, 1)
BLACK_FRIAR = (771, 1, 2)
ORDER_SERGEANT = (24, 1, 1)
BOLT = (4, 1, 2)


def with_team(lst: ArmyList, group: int, kind: str, positions, name: str = ""):
    members = tuple(lst.groups[group].troopers[p].uid for p in positions)
    return with_fireteams(
        lst, group, (Fireteam(name=name, type=kind, members=members),)
    )


def test_a12_legal_haris_of_teutonic_knights(catalog, n5):
    lst = build(MO, [TEUTONIC_LT, TEUTONIC, TEUTONIC])
    lst = with_team(lst, 0, "HARIS", (0, 1, 2), "Military Orders Fireteams")
    assert validate(lst, catalog, n5).is_legal


def test_a12_wrong_size_for_type(catalog, n5):
    lst = with_team(build(MO, [TEUTONIC_LT, TEUTONIC]), 0, "HARIS", (0, 1))
    [v] = rules(validate(lst, catalog, n5), "A12")
    assert v.code == "fireteam.wrong_size"
    assert "A HARIS has 3 members; this one has 2." in v.message


def test_a12_wrong_unit(catalog, n5):
    lst = build(MO, [TEUTONIC_LT, TEUTONIC, FUS])
    lst = with_team(lst, 0, "HARIS", (0, 1, 2), "Military Orders Fireteams")
    [v] = rules(validate(lst, catalog, n5), "A12")
    assert v.code == "fireteam.wrong_unit"
    assert v.troopers == (lst.groups[0].troopers[2].uid,)


def test_a12_too_many_of_a_unit(catalog, n5):
    lst = build(MO, [TEUTONIC_LT, SANTIAGO, SANTIAGO, SANTIAGO])
    lst = with_team(lst, 0, "CORE", (1, 2, 3), "Military Orders Fireteams")
    codes = [v.code for v in rules(validate(lst, catalog, n5), "A12")]
    assert codes == ["fireteam.too_many"]


def test_a12_too_few_of_a_unit(catalog, n5):
    # Order Sergeants Fireteams need at least one Order Sergeant.
    lst = build(MO, [TEUTONIC_LT, SANTIAGO, BLACK_FRIAR])
    lst = with_team(lst, 0, "DUO", (1, 2), "Order Sergeants Fireteams")
    [v] = rules(validate(lst, catalog, n5), "A12")
    assert v.code == "fireteam.too_few"
    fixed = build(MO, [TEUTONIC_LT, ORDER_SERGEANT, BLACK_FRIAR])
    fixed = with_team(fixed, 0, "DUO", (1, 2), "Order Sergeants Fireteams")
    assert not rules(validate(fixed, catalog, n5), "A12")


def test_a12_missing_required_unit(catalog, n5):
    # A Military Orders Fireteam must include a Crosier, Teutonic or Santiago.
    lst = build(MO, [TEUTONIC_LT, BLACK_FRIAR, BLACK_FRIAR])
    lst = with_team(lst, 0, "DUO", (1, 2), "Military Orders Fireteams")
    [v] = rules(validate(lst, catalog, n5), "A12")
    assert v.code == "fireteam.missing_required"


def test_a12_generic_army_has_no_core(catalog, n5):
    # One fault, one violation (issue 16): not also a wrong type, wrong units
    # and too many teams.
    lst = with_team(build(PANO, [FUS_LT, BOLT, BOLT, BOLT]), 0, "CORE", (1, 2, 3))
    [v] = rules(validate(lst, catalog, n5), "A12")
    assert v.code == "fireteam.type_not_allowed"
    assert v.message == (
        "CORE fireteam in combat group 1: PanOceania allows no CORE fireteam "
        "(it allows HARIS and DUO)."
    )
    assert set(v.troopers) == uids(lst, 0, 1, 2, 3)


def test_a12_unnamed_team_matches_any_chart_team(catalog, n5):
    lst = with_team(build(PANO, [FUS_LT, BOLT, BOLT]), 0, "DUO", (1, 2))
    assert validate(lst, catalog, n5).is_legal


def test_a12_no_fireteams_in_n2(catalog, n2):
    lst = with_team(build(PANO, [FUS_LT, BOLT, BOLT]), 0, "DUO", (1, 2))
    [v] = rules(validate(lst, catalog, n2), "A12")
    assert v.code == "fireteam.not_allowed"


def test_a12_app_offers_only_chart_teams(catalog, n5):
    lst = build(PANO, [FUS_LT, BOLT, BOLT, FUS])
    troopers = resolve_list(lst, catalog)
    army = catalog.army(PANO)
    assert fireteam_choices(lst, army, troopers[1:3], n5) == [
        ("PanOceania Fireteams I", "DUO"),
        ("PanOceania Fireteams II", "DUO"),
    ]
    assert fireteam_choices(lst, army, [troopers[1], troopers[3]], n5) == []
    assert ("PanOceania Fireteams II", "HARIS") not in fireteam_choices(
        lst, army, troopers[1:3], n5
    )


# -- A8 mercenaries and A9 remotes (N2 ruleset) --------------------------------------


VALKYRIE, EMILY, MASSACRE = (1343, 1, 1), (1072, 1, 1), (462, 1, 1)
ORC = (5, 1, 1)
TIGER, KTS, DANAVAS = (126, 1, 2), (338, 1, 1), (950, 1, 2)


def test_a8_company_halves_ava_and_total_becomes_4(catalog, n2):
    lst = build(WC, [FUS] * 5 + [ORC] * 3)
    messages = sorted(v.message for v in rules(validate(lst, catalog, n2), "A5"))
    assert messages == [
        "Fusiliers: 5 in the list, but AVA in a Mercenary Company (White Company) "
        "is 4.",
        "Orc Troops: 3 in the list, but AVA in a Mercenary Company (White Company) "
        "is 2.",
    ]
    assert not rules(validate(build(WC, [FUS] * 4 + [ORC] * 2), catalog, n2), "A5")


def test_a8_company_ava1_units_one_per_200_points(catalog, n2):
    two = build(WC, [VALKYRIE, EMILY], points=300)
    [v] = rules(validate(two, catalog, n2), "A8")
    assert v.code == "mercenary.ava1_over"
    assert set(v.troopers) == uids(two, 0, 0, 1)
    assert not rules(
        validate(build(WC, [VALKYRIE, EMILY], points=400), catalog, n2), "A8"
    )
    same = build(WC, [VALKYRIE, VALKYRIE], points=400)
    assert [v.code for v in rules(validate(same, catalog, n2), "A8")] == [
        "mercenary.ava1_repeated"
    ]


def test_a8_company_draws_from_three_factions(catalog, n2):
    four = build(WC, [FUS, TIGER, KTS, DANAVAS])
    [v] = rules(validate(four, catalog, n2), "A8")
    assert v.code == "mercenary.too_many_factions"
    assert not rules(validate(build(WC, [FUS, TIGER, KTS]), catalog, n2), "A8")


def outsiders(catalog, army_id: int, category: str):
    parent = catalog.parent_of
    return [
        u
        for u in catalog.army(army_id).units
        if u.category == category
        and army_id not in {parent.get(f) for f in u.factions}
        and u.purchasable()
    ]


def first_option(unit) -> tuple[int, int, int]:
    profile_group_id, option = unit.purchasable()[0]
    return (unit.id, profile_group_id, option.id)


AVICENNA, DRUZE = (10491, 1, 1), (10379, 1, 1)


def test_a8_mercenary_characters_of_the_data_are_mercenaries(catalog, n2):
    # The army files offer a mercenary pool: units with no home faction and a
    # "merc-" slug (Avicenna, Mercenary Doctor, category Character; Druze Shock
    # Teams, category Veteran Troops). They carry the Mercenary classification
    # (RULES.md A8) whatever their troop category.
    lst = build(PANO, [FUS_LT, AVICENNA, DRUZE])
    assert not rules(validate(lst, catalog, n2), "A8")
    for unit in outsiders(catalog, PANO, "Character"):
        assert unit.slug.startswith("merc-")
        assert not unit.factions


def test_a8_regular_army_hires_only_mercenary_troops(catalog, n2):
    # No real army file fields another faction's own character, so borrow one:
    # Uxía McNeill (Ariadna 263, factions 301/302/306) put into PanOceania.
    # (This test used to take the first "Character" outsider of 101.json, which
    # is Laxmee, a character of the mercenary pool: see the test above.)
    uxia = catalog.army(ARI).unit(263)
    pano = catalog.army(PANO)
    patched = catalog.with_army(pano.replace(units=(*pano.units, uxia)))
    merc = first_option(outsiders(catalog, PANO, "Mercenary Troops")[0])
    lst = build(PANO, [FUS_LT, (263, 1, 1), merc, AVICENNA])
    [v] = rules(validate(lst, patched, n2), "A8")
    assert v.code == "mercenary.not_mercenary"
    assert v.troopers == (lst.groups[0].troopers[1].uid,)
    assert v.message == (
        "Uxía McNeill is from outside PanOceania and is not a Mercenary unit."
    )


def test_a8_combined_army_never_hires(catalog, n2):
    army = catalog.army(CA)
    merc = outsiders(catalog, CA, "Mercenary Troops")[0]
    profile_group_id, option = merc.purchasable()[0]
    lt = next(
        (u.id, g, o.id)
        for u in army.units
        for g, o in u.purchasable()
        if o.is_lieutenant
    )
    lst = build(CA, [lt, (merc.id, profile_group_id, option.id)])
    [v] = rules(validate(lst, catalog, n2), "A8")
    assert v.code == "mercenary.never_hires"


def test_a8_does_not_apply_in_n5(catalog, n5):
    assert not rules(validate(build(WC, [FUS] * 5), catalog, n5), "A8")


def test_a9_remote_needs_hacker_or_tag(catalog, n2, n5):
    palbot, hacker_bolt = (37, 1, 1), (4, 1, 7)
    lonely = build(PANO, [FUS_LT, palbot])
    [v] = rules(validate(lonely, catalog, n2), "A9")
    assert v.troopers == (lonely.groups[0].troopers[1].uid,)
    assert not rules(
        validate(build(PANO, [FUS_LT, palbot, hacker_bolt]), catalog, n2), "A9"
    )
    assert not rules(validate(lonely, catalog, n5), "A9")


@pytest.mark.parametrize("ruleset_id", ["n5", "n2"])
def test_ruleset_is_saved_with_the_list(ruleset_id):
    lst = build(PANO, [FUS_LT]).replace(ruleset=ruleset_id)
    assert ArmyList.model_validate_json(lst.model_dump_json()).ruleset == ruleset_id


def test_paired_unit_is_fielded_with_its_included_troopers(catalog, n5):
    # Scarface & Cordelia: a top-level option (profile group 0) of a PanOceania
    # mercenary unit; it fields Scarface (with his Turtlemek) and Cordelia.
    lst = build(PANO, [FUS_LT, (10380, 0, 1)])
    [_, pair] = resolve_list(lst, catalog)
    assert [(i.name, i.quantity) for i in pair.included] == [
        ("SCARFACE Loadout Alpha", 1),
        ("CORDELIA TURNER", 1),
        ("TURTLEMEK", 1),
    ]
    assert pair.minis == 2
    assert validate(lst, catalog, n5).troopers == 3


# -- review fixes: relations across the reinforcement list ---------------------------


KO_DALI, REINF_KO_DALI = (1516, 1, 1), (1616, 1, 1)
BRUANT, REINF_BRUANT = (262, 1, 2), (1637, 1, 2)
MIRAGE5, REINF_MIRAGE5 = (258, 0, 1), (1631, 0, 1)


@pytest.mark.parametrize(
    ("army_id", "main", "reinf", "names"),
    [
        (CA, KO_DALI, REINF_KO_DALI, "Special Operative Ko Dali, Reinf. Special"),
        (ARI, BRUANT, REINF_BRUANT, "Reinf. Brigadier Jacques Bruant, Brigadier"),
        (ARI, MIRAGE5, REINF_MIRAGE5, "Equipe Mirage-5, Reinf. Equipe Mirage-5"),
    ],
)
def test_a11_character_and_its_reinforcement_version_exclude_each_other(
    catalog, n5, army_id, main, reinf, names
):
    # 601.json relates Ko Dali (1516) with Reinf. Ko Dali (1616, a unit of the
    # reinforcement file 699.json): max 1 across the main and reinforcement lists.
    # 301.json does the same for Bruant (262 / 1637) and Equipe Mirage-5 (258 /
    # 1631, top-level pairs).
    lst = build(army_id, [main], reinforcements=[[reinf]])
    [v] = rules(validate(lst, catalog, n5), "A11")
    assert v.code == "relation.exclusive"
    assert set(v.troopers) == uids(lst, 0, 0) | uids(lst, 1, 0)
    assert names in v.message
    alone = build(army_id, [main], reinforcements=[[]])
    assert not rules(validate(alone, catalog, n5), "A11")
    reinf_only = build(army_id, [], reinforcements=[[reinf]])
    assert not rules(validate(reinf_only, catalog, n5), "A11")


# -- review fixes: fireteam chart notes and reinforcement allowances ------------------


AQUILA, AQUILA_FTO = (8, 1, 3), (8, 1, 5)


def test_a12_fto_slot_takes_only_fto_options(catalog, n5):
    # PanOceania Fireteams I lists "aquila-guard" with the note "FTO": only the
    # AQUILA FTO options may join, not the plain AQUILA (option 3).
    plain = build(PANO, [FUS_LT, AQUILA, BOLT])
    plain = with_team(plain, 0, "DUO", (1, 2), "PanOceania Fireteams I")
    [v] = rules(validate(plain, catalog, n5), "A12")
    assert v.code == "fireteam.not_fto"
    assert v.troopers == (plain.groups[0].troopers[1].uid,)
    assert v.message.endswith("Aquila Guard (AQUILA) may join only as an FTO option.")
    fto = build(PANO, [FUS_LT, AQUILA_FTO, BOLT])
    fto = with_team(fto, 0, "DUO", (1, 2), "PanOceania Fireteams I")
    assert validate(fto, catalog, n5).is_legal
    troopers = resolve_list(plain, catalog)
    assert fireteam_choices(plain, catalog.army(PANO), troopers[1:3], n5) == []


def test_a12_slot_named_fto_takes_only_fto_options(catalog, n5):
    # Ariadna Fireteams I names the slot "BRIGADIER BRUANT FTO" (no note): the
    # plain BRIGADIER BRUANT option (262/1/2) may not join a Loup-Garou DUO.
    loup = (247, 1, 1)
    plain = with_team(build(ARI, [BRUANT, loup]), 0, "DUO", (0, 1))
    [v] = rules(validate(plain, catalog, n5), "A12")
    assert v.code == "fireteam.not_fto"
    assert v.troopers == (plain.groups[0].troopers[0].uid,)
    fto = with_team(build(ARI, [(262, 1, 1), loup]), 0, "DUO", (0, 1))
    assert not rules(validate(fto, catalog, n5), "A12")


def test_a12_fto_wildcard_takes_only_fto_options(catalog, n5):
    # Military Orders wildcards: Team Crux Father-Knights "FTO".
    crux, crux_fto = (1815, 1, 1), (1815, 1, 4)
    army = catalog.army(MO)
    for option, expected in (
        (crux, []),
        (crux_fto, [("Military Orders Fireteams", "DUO")]),
    ):
        lst = build(MO, [TEUTONIC_LT, option])
        troopers = resolve_list(lst, catalog)
        assert fireteam_choices(lst, army, troopers, n5) == expected


REINF_LOUP = (1626, 1, 1)


def test_a12_reinforcement_teams_use_the_reinforcement_spec(catalog, n5):
    # 399.json (L'Équipe Argent) allows 1 CORE although Ariadna (301) allows none:
    # a CORE of Reinf. Loup-Garous is offered and legal; a main-list CORE is not.
    lst = build(ARI, [], reinforcements=[[REINF_LOUP] * 3])
    troopers = resolve_list(lst, catalog)
    army = catalog.army(ARI)
    assert ("Reinf. Loup-Garou Reinforcement Fireteams", "CORE") in fireteam_choices(
        lst, army, troopers, n5
    )
    lst = with_team(lst, 1, "CORE", (0, 1, 2))
    assert not rules(validate(lst, catalog, n5), "A12")


def test_a12_reinforcement_spec_zero_shares_the_army_allowance(catalog, n5):
    # 199.json has spec 0/0/0 but charts a Reinf. Neoterra Bolts team: the team
    # uses PanOceania's own allowance (DUO 2), so it is offered and legal, and a
    # third DUO across both lists is one too many.
    lst = build(PANO, [FUS_LT, BOLT, BOLT], reinforcements=[[REINF_BOLT] * 2])
    troopers = resolve_list(lst, catalog)
    army = catalog.army(PANO)
    assert fireteam_choices(lst, army, troopers[3:5], n5) == [
        ("Neoterra Bolts  Reinforcement Fireteams", "DUO")
    ]
    lst = with_team(lst, 1, "DUO", (0, 1))
    assert not rules(validate(lst, catalog, n5), "A12")
    full = build(
        PANO, [FUS_LT, BOLT, BOLT, BOLT, BOLT], reinforcements=[[REINF_BOLT] * 2]
    )
    full = with_fireteams(
        full,
        0,
        (
            Fireteam(
                type="DUO", members=tuple(t.uid for t in full.groups[0].troopers[1:3])
            ),
            Fireteam(
                type="DUO", members=tuple(t.uid for t in full.groups[0].troopers[3:5])
            ),
        ),
    )
    troopers = resolve_list(full, catalog)
    assert fireteam_choices(full, army, troopers[5:7], n5) == []
    full = with_team(full, 1, "DUO", (0, 1))
    codes = [v.code for v in rules(validate(full, catalog, n5), "A12")]
    assert codes == ["fireteam.too_many_teams"]
