"""The list as text (official builder layout), Markdown and the opponent's copy,
on real units (RULES.md A1, A2, A10, A12, C1, C2)."""

from __future__ import annotations

import pytest

from listbuilder.core import ArmyList, CombatGroup, Fireteam, TrooperEntry, build_roster
from listbuilder.core.armycode.bind import army_list_from_code, share_link
from listbuilder.core.roster.opponent import opponent_copy
from listbuilder.core.roster.profile_text import OPPONENT_COPY_NOTE
from listbuilder.core.state import fireteam_tags
from listbuilder.core.untrusted import spaced_line
from listbuilder.export.text import (
    RULE,
    group_heading,
    list_text,
    markdown_escape,
    trooper_line,
)
from tests.core.roster.test_roster import (
    CAMOUFLAGE,
    HIDDEN,
    LIEUTENANT,
    OFF_TABLE,
    PRIVATE,
    find_option,
)
from tests.fixtures.lists import (
    fifteen_with_teams_and_reinforcements,
)
from tests.helpers import e


def text_of(army: ArmyList, catalog, ruleset, *, markdown=False, opponent=False):
    roster = build_roster(army, catalog, ruleset)
    if opponent:
        roster = opponent_copy(roster)
    return list_text(roster, fireteam_tags(army), markdown=markdown)


MO = fifteen_with_teams_and_reinforcements().replace(name="Friars of the Order")


def test_plain_text_follows_the_official_layout(catalog, n5):
    lines = text_of(MO, catalog, n5).splitlines()
    assert lines[:4] == [RULE, "Military Orders", "Friars of the Order", RULE]
    assert lines[5] == (
        "GROUP 1 (9 troopers, 8 orders, 1 irregular, 3 impetuous, 1 tactical, "
        "1 lieutenant)"
    )
    assert lines[6] == (
        "TEUTONIC KNIGHT (Lieutenant) Light Shotgun, Panzerfaust, Pistol, "
        "DA CC Weapon (PS=5). (0 | 18)"
    )
    assert lines[7].startswith("TEUTONIC KNIGHT Light Shotgun")  # not the Lt.
    assert (
        "KNIGHT OF SANTIAGO FTO Spitfire, E/M Grenades, D-Charges, Boarding "
        "Pistol, DA CC Weapon (PS=6). (1.5 | 33)"
    ) in lines
    assert "GROUP 2 (3 troopers, 3 orders)" in lines
    assert "REINFORCEMENT GROUP 1 (2 troopers, 2 orders)" in lines
    assert lines[-2:] == ["SWC | 1.5 / Points | 255", "Reinforcements | Points | 42"]
    assert lines[-3] == RULE


def test_fireteams_are_listed_under_their_group(catalog, n5):
    lines = text_of(MO, catalog, n5).splitlines()
    haris = (
        "Fireteam HARIS 1 (Military Orders Fireteams): TEUTONIC KNIGHT, "
        "TEUTONIC KNIGHT, TEUTONIC KNIGHT"
    )
    duo = "Fireteam DUO 1: ORDER SERGEANT FTO, BLACK FRIAR"
    group2 = lines.index("GROUP 2 (3 troopers, 3 orders)")
    assert lines.index(haris) < lines.index(duo) < group2
    reinforcement = "Fireteam DUO 2: BOLT REINF, BOLT REINF"
    assert lines.index(reinforcement) > lines.index(
        "REINFORCEMENT GROUP 1 (2 troopers, 2 orders)"
    )


def test_each_trooper_is_one_line_with_its_costs(catalog, n5):
    roster = build_roster(MO, catalog, n5)
    text = list_text(roster, fireteam_tags(MO))
    costed = [
        line for line in text.splitlines() if line.endswith(")") and " | " in line
    ]
    assert len(costed) == len(roster.rows())
    points = sum(int(line.rsplit("| ", 1)[1][:-1]) for line in costed)
    assert points == roster.points + 42  # main list + reinforcements (A10)


def test_markdown_bolds_names_and_keeps_costs_as_code(catalog, n5):
    text = text_of(MO.replace(name="*Best* list_ever [v2]"), catalog, n5, markdown=True)
    lines = text.splitlines()
    assert lines[0] == "## Military Orders"
    assert lines[1] == r"**\*Best\* list\_ever \[v2\]**"
    heading = next(line for line in lines if line.startswith("**GROUP 1 ("))
    assert lines[lines.index(heading) + 1] == (
        "- **TEUTONIC KNIGHT** (Lieutenant) Light Shotgun, Panzerfaust, Pistol, "
        "DA CC Weapon (PS=5). `0 | 18`"
    )
    assert "- *Fireteam DUO 1:* ORDER SERGEANT FTO, BLACK FRIAR" in lines
    assert "**GROUP 2 (3 troopers, 3 orders)**" in lines
    assert lines[-2:] == [
        "**SWC | 1.5 / Points | 255**",
        "**Reinforcements | Points | 42**",
    ]
    assert RULE not in text


def test_group_headings_carry_troopers_and_the_order_pool(catalog, n5):
    """RULES.md A7, B1-B6: the heading says what the order panel says."""
    roster = build_roster(MO, catalog, n5)
    lines = list_text(roster, fireteam_tags(MO)).splitlines()
    for group in roster.groups:
        pool = group.orders
        heading = next(line for line in lines if line.startswith(group_heading(group)))
        assert heading == (
            f"{group_heading(group)} ({group.trooper_count.label}, {pool.brief})"
        )
    first = roster.groups[0].orders
    assert (first.pool_orders, first.irregular, first.lieutenant) == (8, 1, 1)


def test_the_text_ends_with_the_share_link(catalog, n5):
    link = share_link(MO, catalog)
    assert link.startswith("https://infinityuniverse.com/army/list/")
    assert army_list_from_code(link, catalog).army_list.army_id == MO.army_id
    roster = build_roster(MO, catalog, n5)
    plain = list_text(roster, fireteam_tags(MO), link=link).splitlines()
    assert plain[-3:] == [
        "SWC | 1.5 / Points | 255",
        "Reinforcements | Points | 42",
        link,
    ]
    markdown = list_text(roster, fireteam_tags(MO), markdown=True, link=link)
    assert markdown.splitlines()[-1] == f"<{link}>"


def test_opponent_copy_has_no_group_orders(catalog, n5):
    """RULES.md C1: the Lieutenant order is private, so no counts at all."""
    lines = text_of(MO, catalog, n5, opponent=True).splitlines()
    assert "GROUP 1" in lines
    assert not any("orders" in line for line in lines)


def test_opponent_copy_has_no_costs_and_no_lieutenant(catalog, n5):
    text = text_of(MO, catalog, n5, opponent=True)
    assert "Lieutenant" not in text
    assert " | " not in text  # no SWC | points anywhere
    assert "Points" not in text
    assert "SWC" not in text
    assert text.splitlines()[-1] == OPPONENT_COPY_NOTE
    assert text.count("TEUTONIC KNIGHT Light Shotgun") == 3  # the Lt. like the others
    # the same troopers and fireteams, only their private parts gone
    assert "Fireteam HARIS 1 (Military Orders Fireteams)" in text


def test_opponent_copy_leaves_out_hidden_troopers_and_their_team(catalog, n5):
    army_id, hidden = find_option(catalog, has={HIDDEN}, lacks=PRIVATE - {HIDDEN})
    assert army_id == 101
    fusilier = e(1, 1, 1)
    army = ArmyList(
        army_id=101,
        name="Hidden",
        groups=(
            CombatGroup(
                number=1,
                troopers=(LIEUTENANT, fusilier, hidden),
                fireteams=(Fireteam(type="DUO", members=(fusilier.uid, hidden.uid)),),
            ),
        ),
    )
    full = text_of(army, catalog, n5)
    public = text_of(army, catalog, n5, opponent=True)
    hidden_name = build_roster(army, catalog, n5).rows()[2].option
    assert hidden_name in full
    assert "Fireteam DUO 1" in full
    assert hidden_name not in public
    assert "Fireteam" not in public  # a short team would betray the hidden one
    assert public.count("FUSILIER") == 2


def test_opponent_copy_shows_a_camouflaged_trooper_as_its_marker(catalog, n5):
    army_id, camo = find_option(catalog, has={CAMOUFLAGE}, lacks=OFF_TABLE)
    army = ArmyList(army_id=army_id, groups=(CombatGroup(number=1, troopers=(camo,)),))
    row = build_roster(army, catalog, n5).rows()[0]
    public = text_of(army, catalog, n5, opponent=True).splitlines()
    assert "Camouflage marker (contents are private information)" in public
    assert not any(row.option in line for line in public)
    assert row.option in text_of(army, catalog, n5)


def test_pairs_and_included_troopers_are_named(catalog, n5):
    pair = TrooperEntry(
        unit_id=10380, profile_group_id=0, option_id=1
    )  # Scarface & Cordelia
    fiddler = TrooperEntry(
        unit_id=11564, profile_group_id=1, option_id=3
    )  # + 2 Jackbots
    army = ArmyList(
        army_id=101,
        groups=(CombatGroup(number=1, troopers=(LIEUTENANT, pair, fiddler)),),
    )
    lines = text_of(army, catalog, n5).splitlines()
    assert "SCARFACE Loadout Alpha + CORDELIA TURNER + TURTLEMEK (1.5 | 80)" in lines
    fiddler_line = next(line for line in lines if "2x JACKBOT" in line)
    assert fiddler_line.startswith("FIDDLER + 2x JACKBOT ")


def test_user_and_data_text_never_breaks_a_line(catalog, n5):
    army = MO.replace(name="Line one\nGROUP 9\r\u2028x\x1b[31m")
    lines = text_of(army, catalog, n5).splitlines()
    assert lines[2] == "Line one GROUP 9 x [31m"
    assert "GROUP 9" not in lines
    assert spaced_line("Starmada, Bureau Aegis Naval\nPolice Department") == (
        "Starmada, Bureau Aegis Naval Police Department"
    )


def test_markdown_escape_neutralises_formatting():
    assert markdown_escape("a*b_c`d~e|f<g>[h]\\") == r"a\*b\_c\`d\~e\|f\<g\>\[h\]\\"
    assert markdown_escape("Knight (PS=5), E/M.") == "Knight (PS=5), E/M."


def test_empty_groups_are_left_out(catalog, n5):
    army = ArmyList(
        army_id=101,
        groups=(CombatGroup(number=1, troopers=(LIEUTENANT,)), CombatGroup(number=2)),
    )
    text = text_of(army, catalog, n5)
    assert "GROUP 1" in text
    assert "GROUP 2" not in text
    assert text.splitlines()[1:3] == ["PanOceania", RULE]  # no name line


def test_unresolved_trooper_still_prints(catalog, n5):
    row = build_roster(
        ArmyList(
            army_id=101, groups=(CombatGroup(number=1, troopers=(e(99999, 1, 1),)),)
        ),
        catalog,
        n5,
    ).rows()[0]
    line = trooper_line(row)
    assert line.startswith(row.option or row.name)
    assert line.endswith("| 0)")


def test_markdown_neutralises_mass_mentions():
    """Issue 30: a list named "@everyone" pinged a whole Discord channel."""
    assert markdown_escape("@everyone look") == "@\u200beveryone look"
    assert markdown_escape("hi @here and @HERE") == "hi @\u200bhere and @\u200bHERE"
    assert markdown_escape("<@123> <@&45>") == r"\<@123\> \<@&45\>"
    assert markdown_escape("me@example.com") == "me@example.com"


@pytest.mark.parametrize(
    "char",
    [
        "\u202e",
        "\u202a",
        "\u2066",
        "\u2067",
        "\u2068",
        "\u2069",
        "\u200e",
        "\u200f",
        "\u061c",
    ],
)
def test_bidi_controls_are_escaped_in_list_text(char):
    """Issue 30: text printed bidi overrides raw; validate escaped them."""
    cleaned = spaced_line(f"Evil{char}Name")
    assert char not in cleaned
    assert cleaned == f"Evil\\u{ord(char):04x}Name"
    assert char not in markdown_escape(f"Evil{char}Name")
