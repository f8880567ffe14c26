"""`listbuilder validate`: the organisers' contract (exit codes, text, --json)."""

from __future__ import annotations

import json

import pytest

from listbuilder.cli import main
from listbuilder.core import ArmyList, CombatGroup
from listbuilder.data.lists import save_army
from tests.helpers import e

LEGAL = ArmyList(
    army_id=101,
    name="Legal one",
    groups=(
        CombatGroup(number=1, troopers=(e(1, 1, 10), e(1, 1, 1), e(30, 1, 1))),
        CombatGroup(number=2, troopers=(e(1222, 1, 1),)),
    ),
)
ILLEGAL = ArmyList(
    army_id=101,
    name="Two lieutenants",
    groups=(CombatGroup(number=1, troopers=(e(1, 1, 10), e(30, 1, 7))),),
)


@pytest.fixture
def lists(tmp_path):
    legal, illegal = tmp_path / "legal.lbl.json", tmp_path / "illegal.lbl.json"
    save_army(LEGAL, legal)
    save_army(ILLEGAL, illegal)
    return legal, illegal


def test_all_legal_exits_0(lists, capsys):
    legal, _ = lists
    assert main(["validate", str(legal)]) == 0
    out = capsys.readouterr().out
    assert f"{legal}: LEGAL" in out
    assert 'PanOceania "Legal one" (n5): 49/300 pts, SWC 0/6, troopers 4/15' in out
    assert "Group 1: 3 troopers, pool 3" in out
    assert "impetuous 1, lieutenant 1" in out
    assert "Group 2: 1 trooper, pool 0; own orders: tactical 0, irregular 1" in out


def test_any_illegal_exits_1_and_prints_violation(lists, capsys):
    assert main(["validate", *map(str, lists)]) == 1
    out = capsys.readouterr().out
    assert "illegal.lbl.json: ILLEGAL" in out
    assert "[A3] The list has 2 Lieutenants" in out


def test_unreadable_exits_2_and_others_still_checked(lists, tmp_path, capsys):
    bad = tmp_path / "bad.lbl.json"
    bad.write_text("{nope")
    assert main(["validate", str(bad), *map(str, lists)]) == 2
    out = capsys.readouterr().out
    assert "bad.lbl.json: UNREADABLE" in out
    assert "legal.lbl.json: LEGAL" in out
    assert "illegal.lbl.json: ILLEGAL" in out


def test_json_output_contract(lists, capsys):
    legal, illegal = lists
    assert main(["validate", "--json", str(legal), str(illegal)]) == 1
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    first, second = records
    for key in (
        "file",
        "legal",
        "points",
        "points_limit",
        "swc",
        "swc_limit",
        "troopers",
        "violations",
        "groups",
    ):
        assert key in first
    assert first["legal"] is True
    assert first["points"] == 49
    assert first["troopers"] == 4
    assert first["groups"][0]["number"] == 1
    assert first["groups"][0]["orders"] == {
        "regular": 3,
        "irregular": 0,
        "impetuous": 1,
        "tactical": 0,
        "lieutenant": 1,
        "pool": 3,
        "held_off_table": 0,
        "held_pool": 0,
    }
    assert second["legal"] is False
    assert second["violations"][0]["rule"] == "A3"
    assert second["violations"][0]["message"].startswith("The list has 2 Lieutenants")


def test_folder_is_expanded(lists, tmp_path, capsys):
    assert main(["validate", "--json", str(tmp_path)]) == 1
    files = [json.loads(line)["file"] for line in capsys.readouterr().out.splitlines()]
    assert sorted(files) == sorted(str(p) for p in lists)


def test_no_argument_to_validate_is_a_usage_error():
    with pytest.raises(SystemExit) as info:
        main(["validate"])
    assert info.value.code == 2


def test_csv_summary_for_spreadsheets(lists, tmp_path, capsys):
    import csv
    import io

    bad = tmp_path / "zz-bad.lbl.json"
    bad.write_text("{nope")
    assert main(["validate", "--csv", str(tmp_path)]) == 2
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    assert rows[0] == [
        "file",
        "army",
        "name",
        "ruleset",
        "points",
        "points_limit",
        "swc",
        "swc_limit",
        "troopers",
        "legal",
        "rules_broken",
        "error",
    ]
    by_file = {row[0]: row for row in rows[1:]}
    illegal = by_file[str(tmp_path / "illegal.lbl.json")]
    assert illegal[1:4] == ["PanOceania", "Two lieutenants", "n5"]
    assert illegal[9:11] == ["no", "A3"]
    legal = by_file[str(tmp_path / "legal.lbl.json")]
    assert legal[4:11] == ["49", "300", "0", "6", "4", "yes", ""]
    assert "not a Listbuilder list" in by_file[str(bad)][11]
