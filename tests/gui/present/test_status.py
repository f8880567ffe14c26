"""The status bar's totals and a problem as listed (gui.present.status)."""

from __future__ import annotations

from listbuilder.core import ArmyList, CombatGroup, TrooperEntry, build_roster, validate
from listbuilder.core.state import evaluate
from listbuilder.gui.present.status import status_summary, violation_text
from tests.helpers import PANO, fusilier, with_group, with_trooper


def bolt(uid: str, unit_id: int = 4) -> TrooperEntry:
    return TrooperEntry(uid=uid, unit_id=unit_id, profile_group_id=1, option_id=2)


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


def test_violation_text_prefixes_the_rule(catalog, n5):
    report = validate(ArmyList(army_id=PANO), catalog, n5)
    assert violation_text(report.violations[0]).startswith("A3: ")


def test_c4_a_hidden_lieutenant_is_a_note_beside_a_legal_verdict(catalog, n5):
    cutter_lt = TrooperEntry(unit_id=12, profile_group_id=1, option_id=2)
    army = ArmyList(
        army_id=PANO,
        groups=(CombatGroup(number=1, troopers=(cutter_lt, fusilier(1))),),
    )
    state = evaluate(army, catalog, n5)
    summary = status_summary(state.report, state.roster, n5, state.notes)
    assert (summary.is_legal, summary.legality) == (True, "Legal")
    assert summary.notes == (
        "Note (C4): The army starts the game in Loss of Lieutenant: Cutters, "
        "the Lieutenant, deploys in Hidden Deployment.",
    )
    assert summary_of(army, catalog, n5).notes == ()  # no notes given, none shown
