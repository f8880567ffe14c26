"""`listbuilder validate`: the organisers' contract (exit codes, text, --json)."""

from __future__ import annotations

import json

import pytest

from listbuilder.cli import main
from listbuilder.core.armycode.decode import decode
from listbuilder.data.lists import save_army
from tests.hostile import ILLEGAL, LEGAL


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


# -- issue 10: one list is always its own lines --------------------------------

FORGED = 'x"\n/lists/other.lbl.json: LEGAL\n\x1b[2J'


def test_a_forged_name_cannot_add_a_line_or_drive_the_terminal(tmp_path, capsys):
    path = tmp_path / "forged.lbl.json"
    save_army(ILLEGAL.replace(name=FORGED), path)
    assert main(["validate", str(path)]) == 1
    out = capsys.readouterr().out
    assert "\x1b" not in out
    lines = out.splitlines()
    assert [line for line in lines if not line.startswith("  ")] == [f"{path}: ILLEGAL"]
    assert '"x\\"\\n/lists/other.lbl.json: LEGAL\\n\\x1b[2J"' not in out
    assert 'PanOceania "x"\\n/lists/other.lbl.json: LEGAL\\n\\x1b[2J" (n5)' in out


def test_json_output_keeps_the_name_exactly(tmp_path, capsys):
    path = tmp_path / "forged.lbl.json"
    save_army(LEGAL.replace(name=FORGED), path)
    assert main(["validate", "--json", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1
    assert json.loads(lines[0])["name"] == FORGED


def test_csv_rows_are_one_line_and_never_formulas(tmp_path, capsys):
    import csv
    import io

    save_army(LEGAL.replace(name=FORGED), tmp_path / "a.lbl.json")
    save_army(
        LEGAL.replace(name='=HYPERLINK("http://x","click")'), tmp_path / "b.lbl.json"
    )
    assert main(["validate", "--csv", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert len(out.splitlines()) == 3
    rows = list(csv.reader(io.StringIO(out)))
    assert rows[1][2] == 'x"\\n/lists/other.lbl.json: LEGAL\\n\\x1b[2J'
    assert rows[2][2] == '\'=HYPERLINK("http://x","click")'


def test_a_file_name_that_is_not_utf8_is_printed_escaped(tmp_path, capsys):
    import os

    name = os.fsdecode(b"caf\xe9.lbl.json")  # a surrogate-escaped file name
    save_army(LEGAL, tmp_path / name)
    assert main(["validate", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    out.encode("utf-8")
    assert "caf\\udce9.lbl.json: LEGAL" in out
    assert main(["validate", "--json", str(tmp_path)]) == 0
    line = capsys.readouterr().out
    line.encode("ascii")
    assert json.loads(line)["file"].endswith(name)


# -- issue 9: organisers check codes directly ----------------------------------

WORKED = "gfUGbm9tYWRzASCBLAEBAQACAIbiAQEAAIGeAQEA"  # Nomads, 2 troopers, no Lt


@pytest.fixture
def codes(tmp_path):
    from listbuilder.core.armycode.bind import army_code
    from listbuilder.core.armycode.encode import share_url

    legal = army_code(LEGAL, "panoceania")
    path = tmp_path / "submissions.txt"
    path.write_text(
        f"# event submissions\n{legal}\n\n  {share_url(WORKED)}  \nnot a code!\n",
        encoding="utf-8",
    )
    return path


def test_codes_are_checked_as_lists_with_file_and_line(codes, capsys):
    assert main(["validate", "--codes", str(codes)]) == 2
    out = capsys.readouterr().out
    assert f"{codes}:2: LEGAL" in out
    assert 'PanOceania "Legal one" (n5): 49/300 pts' in out
    assert f"{codes}:4: ILLEGAL" in out
    assert "[A3] The list has no Lieutenant" in out
    assert f"{codes}:5: UNREADABLE: not an army code: '!' is not a base64" in out
    assert f"{codes}:1" not in out
    assert f"{codes}:3" not in out


def test_codes_json_and_csv(codes, capsys):
    import csv
    import io

    assert main(["validate", "--codes", str(codes), "--json"]) == 2
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["file"] for r in records] == [f"{codes}:{n}" for n in (2, 4, 5)]
    assert records[0]["name"] == "Legal one"
    assert records[0]["legal"] is True
    assert records[1]["army"] == "Nomads"
    assert "error" in records[2]
    assert main(["validate", "--codes", str(codes), "--csv"]) == 2
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    assert [r[0] for r in rows[1:]] == [f"{codes}:{n}" for n in (2, 4, 5)]
    assert rows[1][1:4] == ["PanOceania", "Legal one", "n5"]
    assert rows[2][9:11] == ["no", "A3"]


def test_codes_on_stdin_with_a_bom_and_saved_lists_together(lists, monkeypatch, capsys):
    import io

    class Stdin:
        buffer = io.BytesIO(b"\xef\xbb\xbf" + WORKED.encode() + b"\r\n")

    monkeypatch.setattr("sys.stdin", Stdin)
    legal, _ = lists
    assert main(["validate", str(legal), "--codes", "-", "--ruleset", "n2"]) == 1
    out = capsys.readouterr().out
    assert f"{legal}: LEGAL" in out
    assert "<stdin>:1: ILLEGAL" in out
    assert "Nomads (n2)" in out


def test_codes_stdin_that_is_not_utf8_exits_2(monkeypatch, capsys):
    import io

    class Stdin:
        buffer = io.BytesIO(b"\xff" + WORKED.encode())

    monkeypatch.setattr("sys.stdin", Stdin)
    assert main(["validate", "--codes", "-"]) == 2
    assert capsys.readouterr().out == (
        "<stdin>: UNREADABLE: not UTF-8 text (byte 0 starts b'\\xffgfU')\n"
    )


def test_a_codes_file_that_cannot_be_read_is_one_error(tmp_path, lists, capsys):
    legal, _ = lists
    missing = tmp_path / "missing.txt"
    assert main(["validate", "--codes", str(missing), str(legal)]) == 2
    out = capsys.readouterr().out
    assert f"{missing}: UNREADABLE: cannot be read (No such file or directory)" in out
    assert f"{legal}: LEGAL" in out


def test_unknown_ruleset_for_codes_lists_the_known_ones(codes, capsys):
    assert main(["validate", "--codes", str(codes), "--ruleset", "n9"]) == 2
    out = capsys.readouterr().out
    assert f'{codes}:2: UNREADABLE: unknown ruleset "n9" (known: n2, n5)' in out


def _saved_before_an_update(tmp_path, catalog):
    """LEGAL saved with its records, then edited as if the data changed since:
    the Lieutenant's option renumbered (10 -> 99) and the second Fusilier
    recorded at 9 points (the data says 10)."""
    path = tmp_path / "older.lbl.json"
    save_army(LEGAL, path, catalog)
    data = json.loads(path.read_text())
    first, second = data["list"]["groups"][0]["troopers"][:2]
    assert first["saved"]["option"] == "FUSILIER"
    assert first["option_id"] == 10
    first["option_id"] = 99
    second["saved"]["points"] = 9
    path.write_text(json.dumps(data))
    return path


def test_saved_lists_are_made_current_with_the_data(tmp_path, catalog, capsys):
    path = _saved_before_an_update(tmp_path, catalog)
    assert main(["validate", "--json", str(path)]) == 0  # the Lieutenant found again
    record = json.loads(capsys.readouterr().out)
    assert record["legal"]
    assert record["lieutenants"]
    changes = record["data_changes"]
    assert any("9 -> 10 pts" in c for c in changes)
    assert main(["validate", str(path)]) == 0
    assert "data update: Fusiliers, " in capsys.readouterr().out
    assert (
        json.loads(path.read_text())["list"]["groups"][0]["troopers"][0]["option_id"]
        == 99
    )  # validate never writes the file


def test_text_and_code_of_a_saved_list_use_the_current_ids(tmp_path, catalog, capsys):
    path = _saved_before_an_update(tmp_path, catalog)
    assert main(["text", str(path)]) == 0
    captured = capsys.readouterr()
    assert "Lieutenant" in captured.out
    assert "data update:" in captured.err
    assert main(["code", str(path)]) == 0
    code = capsys.readouterr().out.strip()
    members = decode(code.rsplit("/", 1)[-1]).groups[0].members
    assert [(m.unit_id, m.option_id) for m in members[:2]] == [(1, 10), (1, 1)]


def test_a_folder_nested_1000_deep_is_still_checked(tmp_path, capsys):
    """Issue 30: 1,000 nested folders crashed the walk (RecursionError)."""
    root = tmp_path / "deep"
    save_army(LEGAL, root / "top.lbl.json")
    folder = root
    for _level in range(1000):
        folder = folder / "d"
        folder.mkdir()  # one at a time: mkdir(parents=True) recurses too
    save_army(ILLEGAL, folder / "bottom.lbl.json")
    (root / "broken.lbl.json").write_text("{", encoding="utf-8")
    try:
        assert main(["validate", str(root)]) == 2
    finally:
        (folder / "bottom.lbl.json").unlink()
        while folder != root:  # pytest's clean-up of old folders recurses
            folder.rmdir()
            folder = folder.parent
    out = capsys.readouterr().out
    assert "top.lbl.json: LEGAL" in out
    assert "bottom.lbl.json: ILLEGAL" in out
    assert "RecursionError" not in out


def test_a_folder_argument_too_long_for_the_system_is_one_error(capsys):
    assert main(["validate", "x" * 300 + ".lbl.json"]) == 2
    out, err = capsys.readouterr()
    assert "internal error" not in out + err
    assert "File name too long" in out + err


def test_json_counts_specialists_and_classified_coverage(tmp_path, capsys):
    """ITS.md E10, E11: the benchmark list's Specialist Troops and objectives."""
    from tests.fixtures.lists import FIFTEEN

    path = tmp_path / "fifteen.lbl.json"
    save_army(FIFTEEN, path)
    assert main(["validate", "--json", str(path)]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["specialists"] == 2  # Jeanne d'Arc (CoC), the Pathfinder (FO)
    covered = [1, 2, 3, 4, 5, 6, 8, 10, 14, 16, 17, 18, 19, 20]
    assert record["classified"]["covered"] == covered
    assert sorted(record["classified"]["by"], key=int) == [str(n) for n in covered]
    assert record["classified"]["by"]["5"] == ["Pathfinder Dronbot"]
    assert record["classified"]["by"]["1"] == ["Fusiliers", "Jeanne d'Arc"]
