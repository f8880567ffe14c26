"""Orders each trooper brings, declared fireteams and hacking programs on a roster,
on real data (``profiles/``)."""

from __future__ import annotations

import pytest

from listbuilder.core import ArmyList, CombatGroup, Fireteam, OrderType, build_roster
from listbuilder.core.catalog.items import ItemRef
from listbuilder.core.roster.opponent import opponent_copy
from listbuilder.core.roster.tabletop import (
    FireteamLine,
    device_programs,
    number_fireteams,
    orders_brought,
    orders_phrase,
)
from tests.export.pdf.test_pdf import fifteen_trooper_list
from tests.fixtures.lists import (
    fifteen_with_teams_and_reinforcements,
)
from tests.helpers import e, with_fireteams, with_trooper

# -- the hack table (metadata) ------------------------------------------------------


def test_catalog_carries_the_hack_table(catalog):
    programs = {p.name: p for p in catalog.hacking_programs}
    assert len(programs) == 12
    assert "Assisted Fire" in programs  # "Assisted\xa0Fire" in the data
    carbonite = programs["Carbonite"]
    assert (carbonite.attack, carbonite.opponent) == ("0", "0")
    assert (carbonite.damage, carbonite.burst) == ("7", "2")
    assert carbonite.devices == (100, 101)
    assert carbonite.targets == ("TAG", "HI", "REM", "Hacker", "VH")
    assert carbonite.skill_types == ("short", "aro")
    assert "IMM-B" in carbonite.special
    assert programs["Zero Pain"].devices == ()  # only ever an upgrade
    assert programs["Zero Pain"].upgrade == 287


def hacking_item(catalog, army: int, unit: int, group: int, option: int) -> ItemRef:
    unit_ = catalog.army(army).unit(unit)
    grp = unit_.group(group)
    items = grp.profiles[0].equipment + grp.option(option).equipment
    return next(i for i in items if "Hacking Device" in i.name)


@pytest.mark.parametrize(
    ("where", "label", "programs"),
    [
        (
            (101, 4, 1, 7),
            "Hacking Device",
            ["Carbonite", "Oblivion", "Spotlight", "Total Control"],
        ),
        ((101, 4, 1, 8), "Killer Hacking Device", ["Cybermask", "Trinity"]),
        (
            (101, 38, 1, 2),
            "EVO Hacking Device",
            ["Assisted Fire", "Controlled Jump", "Enhanced Reaction", "Fairy Dust"],
        ),
        # an upgrade adds the program it names ...
        (
            (101, 10265, 1, 1),
            "Hacking Device (UPGRADE: Zero Pain)",
            ["Carbonite", "Oblivion", "Spotlight", "Total Control", "Zero Pain"],
        ),
        # ... with its modifier dropped for the match
        (
            (401, 337, 1, 2),
            "Killer Hacking Device (UPGRADE: Trinity (-3))",
            ["Cybermask", "Trinity"],
        ),
        # "UPGRADES: Carbonite, Firewall (-3)": Firewall is no program
        (
            (401, 849, 1, 1),
            "Killer Hacking Device (UPGRADES: Carbonite, Firewall (-3))",
            ["Carbonite", "Cybermask", "Trinity"],
        ),
    ],
    ids=["hd", "khd", "evo", "zero-pain", "trinity-mod", "upgrades-list"],
)
def test_device_programs(catalog, where, label, programs):
    item = hacking_item(catalog, *where)
    given = device_programs([item], catalog.hacking_programs)
    assert [name for name, _ in given] == programs
    assert {device for _, device in given} == {label}


def test_no_device_no_programs(catalog):
    device = ItemRef(id=100, name="Hacking Device")
    assert device_programs([], catalog.hacking_programs) == ()
    assert device_programs([device], ()) == ()
    assert (
        device_programs([ItemRef(id=1, name="Combi Rifle")], catalog.hacking_programs)
        == ()
    )


# -- orders ---------------------------------------------------------------------


def test_orders_brought_follow_the_data_and_the_ruleset(catalog, n5, n2):
    squalos = catalog.army(101).unit(1651).option(1, 1)
    assert orders_brought(squalos) == ((OrderType.REGULAR, 1), (OrderType.TACTICAL, 1))
    assert orders_brought(squalos, n2.order_types) == ((OrderType.REGULAR, 1),)
    assert orders_phrase(orders_brought(squalos)) == "1 Regular · 1 Tactical"
    assert orders_brought(None) == ()
    assert orders_phrase(()) == "none"


def test_roster_rows_carry_orders_and_the_opponent_copy_drops_the_lieutenants(
    catalog, n5
):
    roster = build_roster(fifteen_trooper_list(), catalog, n5)
    lieutenant = roster.rows()[0]
    assert lieutenant.orders_text == "1 Regular · 1 Lieutenant"
    squalos = next(r for r in roster.rows() if r.name.startswith("Squalos"))
    assert squalos.orders_text == "1 Regular · 1 Tactical"
    [crabbot] = squalos.included
    assert crabbot.is_peripheral
    assert crabbot.orders_text == "none"
    copy = opponent_copy(roster)
    assert copy.rows()[0].orders_text == "1 Regular"


def test_pair_troopers_bring_their_own_orders(catalog, n5):
    army = ArmyList(
        army_id=101, groups=(CombatGroup(number=1, troopers=(e(10380, 0, 1),)),)
    )
    [pair] = build_roster(army, catalog, n5).rows()
    assert pair.orders_text == "2 Regular · 1 Tactical"
    orders = {sub.name: sub.orders_text for sub in pair.included}
    assert orders["SCARFACE Loadout Alpha"] == "1 Regular · 1 Tactical"
    assert orders["CORDELIA TURNER"] == "1 Regular"


# -- hacking programs on the roster ---------------------------------------------


def test_roster_lists_the_programs_of_its_devices(catalog, n5):
    roster = build_roster(fifteen_trooper_list(), catalog, n5)
    hacker = next(r for r in roster.rows() if "Hacker" in r.skills)
    assert [p for p, _ in hacker.programs] == [
        "Carbonite",
        "Oblivion",
        "Spotlight",
        "Total Control",
    ]
    lines = {p.name: p for p in roster.hacking_programs}
    assert lines.keys() >= {"Carbonite", "Oblivion", "Spotlight", "Total Control"}
    assert lines["Carbonite"].sources == ("Hacking Device",)
    assert lines["Carbonite"].skill == "Short Skill / ARO"
    assert lines["Carbonite"].targets == "TAG, HI, REM, Hacker, VH"


def test_opponent_copy_lists_only_programs_of_troopers_it_shows(catalog, n5):
    # the Locust (Hidden Deployment) carries a Killer Hacking Device
    lst = fifteen_trooper_list()
    lst = with_trooper(lst, 1, e(769, 1, 7))
    roster = build_roster(lst, catalog, n5)
    names = {p.name for p in roster.hacking_programs}
    assert {"Cybermask", "Trinity"} <= names
    copy = opponent_copy(roster)
    shown = {p.name for p in copy.hacking_programs}
    assert "Trinity" not in shown
    assert "Carbonite" in shown  # the Fusilier hacker is on the table
    for line in copy.hacking_programs:
        assert "Killer" not in " ".join(line.sources)


# -- fireteams ------------------------------------------------------------------------


def test_number_fireteams_per_type():
    teams = number_fireteams(
        FireteamLine(label="", type=t) for t in ("DUO", "HARIS", "DUO")
    )
    assert [t.label for t in teams] == ["DUO 1", "HARIS 1", "DUO 2"]
    assert teams[0].replace(name="Chart team").heading == "DUO 1 · Chart team"


def test_roster_shows_declared_fireteams_with_members(catalog, n5):
    lst = fifteen_with_teams_and_reinforcements()
    roster = build_roster(lst, catalog, n5)
    teams = roster.fireteams
    assert [t.label for t in teams] == ["HARIS 1", "DUO 1", "DUO 2"]
    haris = teams[0]
    assert haris.name == "Military Orders Fireteams"
    assert haris.member_names == ("Teutonic Knights",) * 3
    assert haris.text.startswith("HARIS 1 · Military Orders Fireteams: Teutonic")
    assert teams[1].member_names == (
        "Order Sergeants",
        "PanOceanian Black Friars",
    )
    # the reinforcement DUO sits in its own group
    assert roster.groups[2].reinforcement
    assert [t.label for t in roster.groups[2].fireteams] == ["DUO 2"]
    marks = [r.fireteam for r in roster.rows()]
    assert marks[:5] == ["HARIS 1"] * 3 + ["DUO 1"] * 2
    assert marks[5:10] == [""] * 5


def test_opponent_copy_keeps_open_fireteams(catalog, n5):
    roster = build_roster(fifteen_with_teams_and_reinforcements(), catalog, n5)
    copy = opponent_copy(roster)
    assert [t.text for t in copy.fireteams] == [t.text for t in roster.fireteams]
    assert copy.rows()[0].fireteam == "HARIS 1"


def test_opponent_copy_leaves_out_teams_naming_hidden_troopers_or_markers(catalog, n5):
    lst = fifteen_trooper_list()
    g2 = lst.groups[1].troopers  # Squalos, Zulu-Cobra, Locust, Banshee, Orc
    lst = with_fireteams(
        lst,
        1,
        (
            Fireteam(type="DUO", members=(g2[1].uid, g2[4].uid)),  # camouflaged
            Fireteam(type="DUO", members=(g2[2].uid, g2[0].uid)),  # hidden
            Fireteam(type="DUO", members=(g2[0].uid, g2[4].uid)),  # both open
        ),
    )
    roster = build_roster(lst, catalog, n5)
    assert [t.label for t in roster.fireteams] == ["DUO 1", "DUO 2", "DUO 3"]
    copy = opponent_copy(roster)
    # only the open team, numbered again so no gap hints at the others
    [team] = copy.fireteams
    assert team.label == "DUO 1"
    assert team.member_names == ("Squalos Mk-II", "Orc Troops")
    marks = {r.name: r.fireteam for r in copy.rows()}
    assert marks["Camouflage marker"] == ""
    assert marks["Squalos Mk-II"] == "DUO 1"
