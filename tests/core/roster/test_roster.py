"""Roster rows and the opponent copy on real units (RULES.md A1-A7, B, C1-C2)."""

from __future__ import annotations

import pytest

from listbuilder.core import ArmyList, Catalog, CombatGroup, TrooperEntry, build_roster
from listbuilder.core.roster.lieutenant_only import ALWAYS_PRIVATE
from listbuilder.core.roster.opponent import opponent_copy
from listbuilder.core.roster.profile_text import (
    OPPONENT_COPY_NOTE,
    WeaponLine,
    loadout_text,
    save_text,
)
from listbuilder.core.roster.rows import Roster
from tests.helpers import e

PANO = 101
HIDDEN, PARACHUTIST, COMBAT_JUMP = 238, 33, 35
CAMOUFLAGE, IMPERSONATION = 29, 249
OFF_TABLE = {HIDDEN, PARACHUTIST, COMBAT_JUMP}
PRIVATE = OFF_TABLE | {CAMOUFLAGE, IMPERSONATION}

LIEUTENANT = TrooperEntry(unit_id=1, profile_group_id=1, option_id=10)  # Fusilier Lt.


def find_option(
    catalog: Catalog, *, has: set[int], lacks: set[int], army_id: int | None = None
) -> tuple[int, TrooperEntry]:
    """(army id, entry) of the first option whose skills include ``has``."""
    ids = [army_id] if army_id else catalog.army_ids
    for army in filter(None, map(catalog.army, ids)):
        for unit in army.units:
            for group in unit.profile_groups:
                base = {s.id for s in group.profiles[0].skills}
                for option in group.options:
                    if option.disabled or option.swc == "-":
                        continue
                    ids = base | {s.id for s in option.skills}
                    if has <= ids and not ids & lacks:
                        return army.id, e(unit.id, group.id, option.id)
    raise LookupError(f"no option with skills {has} and without {lacks}")


def roster_of(catalog, ruleset, *groups: tuple[TrooperEntry, ...], army_id=PANO):
    army = ArmyList(
        army_id=army_id,
        name="Test",
        groups=tuple(
            CombatGroup(number=i, troopers=g) for i, g in enumerate(groups, start=1)
        ),
    )
    return build_roster(army, catalog, ruleset)


def test_full_roster_keeps_private_fields(catalog, n5):
    roster = roster_of(catalog, n5, (LIEUTENANT, e(1, 1, 5)))
    lt, sniper = roster.rows()
    assert (lt.points, lt.swc, lt.lieutenant) == (10, "0", True)
    assert (sniper.points, sniper.swc) == (16, "1")
    assert lt.title == "Fusiliers (Lieutenant)"
    assert "Lieutenant" in lt.skills
    assert lt.private_skills == ("Lieutenant",)
    assert lt.loadout.startswith("Lieutenant · Combi Rifle")
    assert lt.public_loadout == "Combi Rifle, Pistol, CC Weapon"
    assert roster.points_text == "26/300"
    assert roster.troopers_text == "2/15"
    assert roster.groups[0].orders is not None


def test_logo_name_comes_from_the_faction(catalog, n5):
    roster = roster_of(catalog, n5, (LIEUTENANT,))
    assert roster.army == "PanOceania"
    assert roster.army_slug == "panoceania"
    assert roster.logo_name == "panoceania"


def test_loadout_can_hide_the_lieutenant_skill(catalog):
    option = catalog.army(PANO).unit(1).option(1, 10)
    assert loadout_text(option).startswith("Lieutenant · ")
    assert "Lieutenant" not in loadout_text(option, hide=ALWAYS_PRIVATE.hides)


def test_c1_opponent_copy_hides_costs_swc_and_lieutenant(catalog, n5):
    roster = roster_of(catalog, n5, (LIEUTENANT, e(1, 1, 5)))
    copy = opponent_copy(roster)
    assert copy.is_opponent_copy
    assert copy.opponent_copy_note == OPPONENT_COPY_NOTE
    assert (copy.points, copy.swc, copy.legal, copy.violations) == (
        None,
        None,
        None,
        (),
    )
    assert copy.points_text == ""
    for row in copy.rows():
        assert (row.points, row.swc, row.lieutenant, row.cost_text) == (
            None,
            None,
            False,
            "",
        )
        assert not any("Lieutenant" in s for s in row.skills)
        assert "Lieutenant" not in row.loadout
        assert "Lieutenant" not in row.title
    # the lieutenant order would tell which group holds the Lieutenant
    assert all(g.orders is None for g in copy.groups)
    # the profile and weapons are Open information and stay
    assert copy.rows()[0].weapons == roster.rows()[0].weapons
    assert copy.rows()[0].attributes == roster.rows()[0].attributes


def test_the_note_does_not_use_the_words_it_hides():
    for word in ("Lieutenant", "SWC", "pts"):
        assert word not in OPPONENT_COPY_NOTE


@pytest.mark.parametrize(
    "skill", [HIDDEN, PARACHUTIST, COMBAT_JUMP], ids=["hidden", "para", "cjump"]
)
def test_c1_troopers_deploying_hidden_or_airborne_are_left_out(catalog, n5, skill):
    army_id, private = find_option(
        catalog, has={skill}, lacks=PRIVATE - {skill}, army_id=None
    )
    fusilier = e(1, 1, 1) if army_id == PANO else None
    shown = (fusilier,) if fusilier else ()
    roster = roster_of(catalog, n5, (*shown, private), army_id=army_id)
    assert roster.rows()[-1].private_deployment
    copy = opponent_copy(roster)
    assert private.uid not in {r.uid for r in copy.rows()}
    assert copy.troopers == roster.troopers - 1


@pytest.mark.parametrize(
    ("skill", "kind"),
    [(CAMOUFLAGE, "Camouflage"), (IMPERSONATION, "Impersonation")],
    ids=["camo", "imp"],
)
def test_c1_marker_contents_are_private(catalog, n5, skill, kind):
    army_id, private = find_option(catalog, has={skill}, lacks=OFF_TABLE)
    roster = roster_of(catalog, n5, (private,), army_id=army_id)
    full = roster.rows()[0]
    assert full.private_marker
    assert full.marker == kind
    [marker] = opponent_copy(roster).rows()
    assert marker.uid == private.uid
    assert marker.name == f"{kind} marker"
    assert full.name not in marker.loadout
    assert (marker.weapons, marker.skills, marker.attributes) == ((), (), ())
    assert marker.points is None


def test_opponent_copy_drops_groups_left_empty(catalog, n5):
    _, hidden = find_option(
        catalog, has={HIDDEN}, lacks=PRIVATE - {HIDDEN}, army_id=PANO
    )
    roster = roster_of(catalog, n5, (LIEUTENANT,), (hidden,))
    copy = opponent_copy(roster)
    assert [g.number for g in copy.groups] == [1]


def test_opponent_copy_of_a_copy_is_the_copy(catalog, n5):
    copy = opponent_copy(roster_of(catalog, n5, (LIEUTENANT,)))
    assert opponent_copy(copy) == copy


def test_weapon_summary_lists_each_mode_once_sorted(catalog, n5):
    roster = roster_of(catalog, n5, (LIEUTENANT, e(1, 1, 1), e(1, 1, 5)))
    summary = roster.weapon_summary()
    names = [w.name for w in summary]
    assert names.count("Combi Rifle") == 1
    assert names.count("Pistol") == 1
    assert names == sorted(names, key=str.casefold)
    every = {w for r in roster.rows() for w in r.weapons}
    assert set(summary) == every


def test_weapon_summary_of_opponent_copy_skips_left_out_troopers(catalog, n5):
    _, hidden = find_option(
        catalog, has={HIDDEN}, lacks=PRIVATE - {HIDDEN}, army_id=PANO
    )
    roster = roster_of(catalog, n5, (LIEUTENANT, hidden))
    hidden_only = {w.name for w in roster.rows()[1].weapons} - {
        w.name for w in roster.rows()[0].weapons
    }
    assert hidden_only
    copy_names = {w.name for w in opponent_copy(roster).weapon_summary()}
    assert not hidden_only & copy_names


def test_save_text_shows_the_number_of_saves(catalog, n5):
    roster = roster_of(catalog, n5, (e(1, 1, 5),))
    by_name = {w.name: w for w in roster.rows()[0].weapons}
    assert by_name["MULTI Sniper Rifle (Anti-Materiel Mode)"].save_text == "ARM x2"
    assert by_name["Pistol"].save_text == "ARM"


def test_save_text_of_a_weapon_with_two_saving_rolls(catalog):
    # the data's Plasma Rifle: saving "ARM and BTS", savingNum "1 and 1"
    [blast, hit] = catalog.weapon(40).modes
    assert (blast.saving, blast.saving_num) == ("ARM and BTS", "1 and 1")
    assert save_text(blast.saving, blast.saving_num) == "ARM and BTS"
    assert save_text(hit.saving, hit.saving_num) == "ARM and BTS"
    assert save_text("ARM and BTS", "2 and 1") == "ARM x2 and BTS"
    assert save_text("ARM and BTS", "1") == "ARM and BTS"  # counts not paired


def test_save_text_and_traits_text():
    line = WeaponLine(
        name="X",
        burst="1",
        damage="7",
        saving="BTS",
        saving_num="3",
        ammunition="E/M",
        properties=("A", "B"),
    )
    assert line.save_text == "BTS x3"
    assert line.traits_text == "A, B"


def test_profile_line_follows_units(catalog, n5):
    row = roster_of(catalog, n5, (LIEUTENANT,)).rows()[0]
    assert dict(row.profile_line("in"))["MOV"] == "4-4"
    assert dict(row.profile_line("cm"))["MOV"] == "10-10"


def test_roster_rows_count_minis(catalog, n5):
    # Palbots field no trooper for the cap (minis 0 in the data)
    roster = roster_of(catalog, n5, (LIEUTENANT, e(37, 1, 1)))
    assert [r.minis for r in roster.rows()] == [1, 0]
    assert opponent_copy(roster).troopers == roster.troopers == 1


def test_roster_is_a_frozen_model(catalog, n5):
    roster = roster_of(catalog, n5, (LIEUTENANT,))
    assert isinstance(roster, Roster)
    with pytest.raises(ValueError, match="frozen"):
        roster.title = "x"  # type: ignore[misc]


def test_paired_unit_rows_carry_each_fielded_trooper(catalog, n5):
    from listbuilder.core import ArmyList, CombatGroup, TrooperEntry, build_roster

    pair = TrooperEntry(
        unit_id=10380, profile_group_id=0, option_id=1
    )  # Scarface & Cordelia
    fiddler = TrooperEntry(
        unit_id=11564, profile_group_id=1, option_id=3
    )  # with 2 Jackbots
    lt = TrooperEntry(unit_id=1, profile_group_id=1, option_id=10)
    lst = ArmyList(
        army_id=101, groups=(CombatGroup(number=1, troopers=(lt, pair, fiddler)),)
    )
    rows = build_roster(lst, catalog, n5).rows()
    pair_row, fiddler_row = rows[1], rows[2]
    assert [r.title_with_quantity for r in pair_row.included] == [
        "SCARFACE Loadout Alpha",
        "CORDELIA TURNER",
        "TURTLEMEK",
    ]
    assert pair_row.loadout == (
        "Fields SCARFACE Loadout Alpha + CORDELIA TURNER + TURTLEMEK"
    )
    assert pair_row.points == 80
    assert pair_row.attributes == ()
    scarface = pair_row.included[0]
    assert scarface.attributes[1] == ("CC", "22")
    assert "Heavy Rocket Launcher (+1B) (Blast Mode)" in [
        w.name for w in scarface.weapons
    ]
    assert scarface.points is None
    assert [r.title_with_quantity for r in fiddler_row.included] == ["2x JACKBOT"]
    assert fiddler_row.weapons  # Fiddler keeps her own profile and weapons
    public = opponent_copy(build_roster(lst, catalog, n5)).rows()[1]
    assert all(r.points is None for r in public.included)
