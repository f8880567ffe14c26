"""Notes that break no rule: a Lieutenant in Hidden Deployment (RULES.md C4, B5)."""

from __future__ import annotations

import json
from pathlib import Path

from listbuilder.cli import main
from listbuilder.core import ArmyList, CombatGroup
from listbuilder.core.state import evaluate
from listbuilder.data.lists import save_army
from tests.helpers import e

PANO, JSA = 101, 1101
CUTTER_LT = e(12, 1, 2)  # Cutters (PanOceania): Lieutenant, Hidden Deployment
CUTTER = e(12, 1, 1)
FUSILIER_LT, FUSILIER = e(1, 1, 10), e(1, 1, 1)
ONIWABAN_LT = e(157, 1, 3)  # Oniwaban (JSA): Lieutenant, Hidden Deployment


def _list(army_id: int, *troopers) -> ArmyList:
    return ArmyList(army_id=army_id, groups=(CombatGroup(number=1, troopers=troopers),))


def test_c4_a_hidden_lieutenant_is_a_note_not_a_violation(catalog, n5):
    state = evaluate(_list(PANO, CUTTER_LT, FUSILIER), catalog, n5)
    assert state.report.is_legal
    assert state.report.violations == ()
    [note] = state.notes
    assert (note.rule, note.code, note.troopers) == (
        "C4",
        "lieutenant.hidden",
        (CUTTER_LT.uid,),
    )
    assert note.text == (
        "Note (C4): The army starts the game in Loss of Lieutenant: Cutters, "
        "the Lieutenant, deploys in Hidden Deployment."
    )


def test_c4_other_jsa_lieutenant_in_hidden_deployment(catalog, n5):
    [note] = evaluate(_list(JSA, ONIWABAN_LT), catalog, n5).notes
    assert "Oniwaban" in note.message


def test_c4_no_note_for_a_hidden_trooper_that_is_not_the_lieutenant(catalog, n5):
    state = evaluate(_list(PANO, FUSILIER_LT, CUTTER), catalog, n5)
    assert state.pools[0].held_off_table == (CUTTER.uid,)
    assert state.notes == ()


def test_c4_validate_prints_the_note_and_still_exits_0(
    catalog, n5, tmp_path: Path, capsys
):
    path = tmp_path / "hidden.lbl.json"
    save_army(_list(PANO, CUTTER_LT, FUSILIER), path)
    assert main(["validate", str(path)]) == 0
    out = capsys.readouterr().out
    assert ": LEGAL" in out
    assert "  Note (C4): The army starts the game in Loss of Lieutenant:" in out
    # JSON and CSV keep their documented columns
    assert main(["validate", "--json", str(path)]) == 0
    record = json.loads(capsys.readouterr().out)
    assert "notes" not in record
    assert record["legal"] is True


def test_b5_a_pool_names_each_held_trooper_and_why(catalog, n5):
    pool = evaluate(_list(PANO, FUSILIER_LT, CUTTER), catalog, n5).pools[0]
    assert pool.summary == (
        "Group 1: 1 pool (+1 held), 1 lt; held: Cutters (Hidden Deployment: 1 regular)"
    )
