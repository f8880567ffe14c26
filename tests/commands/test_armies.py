"""`listbuilder armies` and data problems on the command line."""

from __future__ import annotations

import json
import shutil

from listbuilder.cli import main
from listbuilder.core import ArmyList, CombatGroup
from listbuilder.data.lists import save_army
from listbuilder.paths import bundled_profiles_dir
from tests.helpers import e


def test_armies_lists_every_playable_army(user_home, capsys):
    assert main(["armies"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].split() == [
        "ID",
        "Army",
        "Kind",
        "Parent",
        "File",
        "version",
        "Units",
    ]
    assert len(out) == 1 + 45 + 1
    assert out[1].split() == ["101", "PanOceania", "generic", "7.2668.374", "100"]
    tohaa = next(line for line in out if line.lstrip().startswith("801 "))
    assert "Tohaa (discontinued)" in tohaa
    druze = next(line for line in out if line.lstrip().startswith("902 "))
    assert "sectorial  Non-Aligned Armies (901)" in druze
    assert out[-1] == ("45 armies; bundled data, version 7.2669.194 (10 Mar 2026)")


def test_armies_json(user_home, capsys):
    assert main(["armies", "--json"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(rows) == 45
    starmada = next(r for r in rows if r["id"] == 1002)
    assert starmada == {
        "id": 1002,
        "name": "Starmada, Bureau Aegis Naval Police Department",
        "parent": 1001,
        "parent_name": "O-12",
        "kind": "sectorial",
        "discontinued": False,
        "version": "7.25288.295",
        "units": 90,
        "problem": "",
    }
    assert {r["kind"] for r in rows} == {"generic", "sectorial"}
    assert sum(r["discontinued"] for r in rows) == 5


def test_a_bad_file_is_a_warning_and_only_its_army_is_lost(
    user_home, tmp_path, monkeypatch, capsys, catalog
):
    folder = tmp_path / "profiles"
    shutil.copytree(bundled_profiles_dir(), folder)
    (folder / "metadata_c1.json").write_text("{}", encoding="utf-8")
    (folder / "401.json").write_text('{"units": "none"}', encoding="utf-8")
    monkeypatch.setenv("LISTBUILDER_PROFILES_DIR", str(folder))
    assert main(["armies"]) == 0
    captured = capsys.readouterr()
    assert "listbuilder armies: warning: metadata_c1.json: skipped (Code One" in (
        captured.err
    )
    assert len(captured.out.splitlines()) == 47  # the file is listed, unparsed
    lists = tmp_path / "lists"
    lists.mkdir()
    haqq = ArmyList(army_id=401, groups=(CombatGroup(number=1),))
    pano = ArmyList(
        army_id=101,
        points_limit=150,
        groups=(CombatGroup(number=1, troopers=(e(1, 1, 10), e(1, 1, 1))),),
    )
    save_army(haqq, lists / "haqq.lbl.json", catalog)
    save_army(pano, lists / "pano.lbl.json", catalog)
    assert main(["validate", "--json", str(lists)]) == 1
    captured = capsys.readouterr()
    assert "listbuilder validate: warning: 401.json: at units: " in captured.err
    records = [json.loads(line) for line in captured.out.splitlines()]
    assert [r["legal"] for r in records] == [False, True]


def test_a_number_past_4300_digits_in_an_army_file_is_one_warning(
    user_home, tmp_path, monkeypatch, capsys
):
    """Issue 30: Python refuses ints of 4,300+ digits: armies crashed."""
    folder = tmp_path / "profiles"
    shutil.copytree(bundled_profiles_dir(), folder)
    path = folder / "101.json"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('"id":4,', '"id":' + "9" * 4400 + ",", 1))
    monkeypatch.setenv("LISTBUILDER_PROFILES_DIR", str(folder))
    assert main(["armies"]) == 0
    captured = capsys.readouterr()
    assert "internal error" not in captured.err
    assert all(len(line) < 300 for line in (captured.out + captured.err).splitlines())
