"""`listbuilder event`: the organiser's check of an event's CSV (ITS.md E2, E6)."""

from __future__ import annotations

import csv
import io
import json

import pytest
from pypdf import PdfReader

from listbuilder.cli import main
from tests.fixtures.event import (
    ALPHA,
    CORPORATE,
    CORREGIDOR,
    DEMO_HG,
    SVALARHEIMA,
    VANILLA,
    code,
    event_csv,
)


@pytest.fixture
def event_file(tmp_path):
    """Four players: Ann ok, Bo two sectorials, Cy an unreadable code, Di one list."""
    rows = [
        ("Ann", "Red", code(*DEMO_HG)),
        ("Bo", "Blue", code(*SVALARHEIMA)),
        ("Ann", "Red", code(*VANILLA)),
        ("Bo", "Blue", code(*CORREGIDOR)),
        ("Cy", "", "gfUGbm9tYWRzASCBLAEBAQAC"),
        ("Cy", "", code(*CORPORATE)),
        ("Di", "=cmd", code(*ALPHA)),
    ]
    path = tmp_path / "event.csv"
    path.write_text("\ufeff" + event_csv(rows, ("Player", "team", "Code")), "utf-8")
    return path


def test_text_per_player_and_exit_2_when_a_row_is_unreadable(event_file, capsys):
    assert main(["event", str(event_file)]) == 2
    out = capsys.readouterr().out.splitlines()
    assert out[:3] == [
        "Ann: OK (PanOceania, 2 lists)",
        '  row 2: LEGAL "demo hg", 114/300 pts',
        '  row 4: LEGAL "Vanilla 300pt (multi sniper)", 300/300 pts',
    ]
    assert out[3].startswith(
        "Bo: NOT OK (Svalarheima's Winter Force / Jurisdictional Command of"
    )
    assert (
        "  - lists of different armies: Svalarheima's Winter Force / "
        "Jurisdictional Command of Corregidor"
    ) in out
    cy = out.index("Cy: NOT OK (Yu Jing, 2 lists)")
    assert out[cy + 1].startswith("  row 6: UNREADABLE: not an army code")
    assert out[cy + 2] == '  row 7: LEGAL "Corporate Apropriation V2", 298/300 pts'
    assert "Di: OK (Ariadna, 1 list)" in out


def test_exit_1_when_a_player_is_not_ok_and_0_when_all_are(tmp_path, capsys):
    path = tmp_path / "e.csv"
    path.write_text(event_csv([("Ann", code(*DEMO_HG)), ("Bo", code(*SVALARHEIMA))]))
    assert main(["event", str(path)]) == 1
    path.write_text(event_csv([("Ann", code(*DEMO_HG)), ("Ann", code(*VANILLA))]))
    assert main(["event", str(path)]) == 0
    assert main(["event", str(path), "--points", "200"]) == 1  # Vanilla is 300 pts
    assert "[A1]" in capsys.readouterr().out


def test_json_one_object_per_player(event_file, capsys):
    assert main(["event", "--json", str(event_file)]) == 2
    ann, bo, cy, di = (
        json.loads(line) for line in capsys.readouterr().out.splitlines()
    )
    assert list(ann) == [
        "player",
        "columns",
        "army_id",
        "army",
        "lists",
        "unreadable",
        "same_army",
        "list_count_ok",
        "ok",
        "problems",
    ]
    assert ann["player"] == "Ann"
    assert ann["columns"] == {"team": "Red"}
    assert ann["army_id"] == 101
    assert [(x["row"], x["name"], x["legal"], x["points"]) for x in ann["lists"]] == [
        (2, "demo hg", True, 114),
        (4, "Vanilla 300pt (multi sniper)", True, 300),
    ]
    assert (ann["same_army"], ann["list_count_ok"], ann["ok"]) == (True, True, True)
    assert (bo["same_army"], bo["ok"]) == (False, False)
    assert cy["unreadable"][0]["row"] == 6
    assert cy["unreadable"][0]["error"].startswith("not an army code")
    assert [x["row"] for x in cy["lists"]] == [7]
    assert di["columns"] == {"team": "=cmd"}


def test_json_violations_are_those_of_validate(tmp_path, capsys):
    text = code(*SVALARHEIMA)
    codes = tmp_path / "codes.txt"
    codes.write_text(text + "\n")
    main(["validate", "--json", "--codes", str(codes)])
    expected = json.loads(capsys.readouterr().out)["violations"]
    path = tmp_path / "e.csv"
    path.write_text(event_csv([("Bo", text)]))
    assert main(["event", "--json", str(path)]) == 1
    (entry,) = json.loads(capsys.readouterr().out)["lists"]

    def without_uids(violations):  # trooper uids are new at each reading
        return [{k: v for k, v in x.items() if k != "troopers"} for x in violations]

    assert without_uids(entry["violations"]) == without_uids(expected)
    assert [len(v["troopers"]) for v in entry["violations"]] == [
        len(v["troopers"]) for v in expected
    ]
    # a Spec-Ops code newer than the data: unknown units, three Spec-Ops, items
    # outside the shop
    assert {v["rule"] for v in expected} == {"A3", "DATA", "E5", "E7"}


def test_csv_one_row_per_list_with_the_player_columns(event_file, capsys):
    assert main(["event", "--csv", str(event_file)]) == 2
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    assert rows[0] == [
        "player",
        "team",
        "row",
        "army",
        "name",
        "points",
        "points_limit",
        "legal",
        "rules_broken",
        "error",
        "same_army",
        "list_count_ok",
        "ok",
    ]
    assert rows[1] == [
        "Ann", "Red", "2", "PanOceania", "demo hg", "114", "300", "yes", "", "",
        "yes", "yes", "yes",
    ]  # fmt: skip
    assert [r[2] for r in rows[1:]] == ["2", "4", "3", "5", "6", "7", "8"]
    bo = rows[3]
    assert (bo[0], bo[7], bo[8], bo[10], bo[12]) == (
        "Bo",
        "no",
        "A3 DATA E5 E7",
        "no",
        "no",
    )
    cy = rows[5]
    assert cy[9].startswith("not an army code")
    assert rows[7][1] == "'=cmd"  # never a spreadsheet formula


def test_missing_column_exits_2_with_a_clear_line(tmp_path, capsys):
    path = tmp_path / "e.csv"
    path.write_text("name,code\nAnn,abc\n")
    assert main(["event", str(path)]) == 2
    err = capsys.readouterr().err
    assert err == (
        f"listbuilder event: {path}: "
        "no player column in the header (found: name, code)\n"
    )


def test_unknown_extra_is_a_usage_error(event_file, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["event", str(event_file), "--extras", "free-game,nope"])
    assert exit_.value.code == 2
    assert "unknown Extra 'nope'" in capsys.readouterr().err


def test_binder_pdf_holds_every_player_and_list(event_file, tmp_path, capsys):
    target = tmp_path / "binder.pdf"
    assert main(["event", str(event_file), "--pdf", str(target)]) == 2
    assert f"{target}: binder of 4 players, 6 lists" in capsys.readouterr().out
    pages = [p.extract_text() for p in PdfReader(target).pages]
    summary = pages[0]
    assert "Event check" in summary
    for player in ("Ann", "Bo", "Cy", "Di"):
        assert player in summary
    assert "row 6: unreadable" in summary
    # then one compact sheet per readable list, the player's name in its header
    sheets = pages[1:]
    assert len(sheets) == 6
    assert [s.split("Player: ")[1].split("\n")[0] for s in sheets] == [
        "Ann · row 2",
        "Ann · row 4",
        "Bo · row 3",
        "Bo · row 5",
        "Cy · row 7",
        "Di · row 8",
    ]
    assert sheets[0].startswith("demo hg")


def test_standard_input_and_event_extras(monkeypatch, capsys):
    text = event_csv([("Ann", code(*DEMO_HG)), ("Ann", code(*VANILLA))])
    monkeypatch.setattr("sys.stdin", io.StringIO("\ufeff" + text))
    args = ["event", "-", "--json", "--points", "300", "--extras", "free-game"]
    assert main(args) == 0
    (ann,) = (json.loads(line) for line in capsys.readouterr().out.splitlines())
    assert [x["points_limit"] for x in ann["lists"]] == [300, 300]
    assert ann["ok"] is True


def test_the_binder_never_replaces_the_event_file(event_file, capsys):
    before = event_file.read_bytes()
    assert main(["event", str(event_file), "--pdf", str(event_file)]) == 2
    assert "nothing was written" in capsys.readouterr().err
    assert event_file.read_bytes() == before
