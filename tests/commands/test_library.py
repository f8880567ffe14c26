"""`listbuilder library`: the library table and JSON lines, the shared cache,
filters and exit codes."""

from __future__ import annotations

import json

import pytest

from listbuilder.cli import main
from listbuilder.core.library import COLUMNS
from listbuilder.data.lists import save_army
from listbuilder.paths import user_dirs
from tests.data.library.test_scan import FRIARS, PANO


@pytest.fixture
def loads(monkeypatch, catalog):
    """Hand the command the session's catalog and count how often it loads it."""
    calls = []

    def load(dirs, **kwargs):
        calls.append(dirs)
        return catalog

    monkeypatch.setattr("listbuilder.data.store.open_catalog", load)
    return calls


@pytest.fixture
def lists(user_home):
    root = user_dirs().lists
    (root / "ITS").mkdir(parents=True)
    save_army(FRIARS.replace(tags=("ITS",)), root / "ITS" / "friars.lbl.json")
    save_army(PANO.replace(points_limit=150, name=""), root / "pano.lbl.json")
    return root


def test_table_of_the_default_lists_folder(lists, loads, capsys):
    assert main(["library"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == list(COLUMNS)
    friars = next(line for line in lines if line.startswith("Friars"))
    assert friars.split()[:7] == [
        "Friars",
        "Military",
        "Orders",
        "255/300",
        "Legal",
        "12/15",
        "ITS",
    ]
    pano = next(line for line in lines if line.startswith("pano.lbl.json"))
    assert "PanOceania" in pano
    assert "20/150" in pano
    assert "Legal" in pano
    assert len(loads) == 1


def test_second_run_reads_nothing_again(lists, loads, capsys):
    assert main(["library"]) == 0
    first = capsys.readouterr().out
    assert main(["library"]) == 0
    assert capsys.readouterr().out == first
    assert len(loads) == 1  # the second run needed no profiles: all cached
    assert any(user_dirs().cache.glob("library-*.json"))


def test_json_lines(lists, loads, capsys):
    assert main(["library", "--json"]) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["relative"] for r in records] == ["ITS/friars.lbl.json", "pano.lbl.json"]
    friars = records[0]
    assert friars["folder"] == "ITS"
    assert (friars["points"], friars["points_limit"], friars["legal"]) == (
        255,
        300,
        True,
    )
    assert friars["tags"] == ["ITS"]
    assert friars["data_version"] == "7.2669.194"  # the data set's version
    assert friars["error"] == ""
    assert friars["modified"][:2] == "20"


def test_a_corrupt_file_is_listed_with_its_error_and_exit_2(lists, loads, capsys):
    (lists / "bad.lbl.json").write_bytes(b"\xff garbage")
    assert main(["library"]) == 2
    out = capsys.readouterr().out
    assert "Unreadable" in out
    assert "bad.lbl.json: not UTF-8 text" in out
    assert "Friars" in out  # the others are still listed
    assert (lists / "bad.lbl.json").read_bytes() == b"\xff garbage"


def test_filters(lists, loads, capsys):
    assert main(["library", "--search", "teutonic", "--json"]) == 0
    assert [json.loads(x)["name"] for x in capsys.readouterr().out.splitlines()] == [
        "Friars"
    ]
    assert main(["library", "--army", "101", "--json"]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 1
    assert main(["library", "--tag", "its", "--legal"]) == 0
    assert "Friars" in capsys.readouterr().out
    assert main(["library", "--illegal"]) == 0
    assert capsys.readouterr().out.startswith("No saved lists in")


def test_another_folder(tmp_path, user_home, loads, capsys):
    folder = tmp_path / "event"
    folder.mkdir()
    save_army(FRIARS, folder / "player1.lbl.json")
    assert main(["library", str(folder)]) == 0
    assert "Friars" in capsys.readouterr().out


def test_user_text_stays_on_its_row(lists, loads, capsys):
    save_army(FRIARS.replace(name="Two\nlines\tand\x1bescape"), lists / "x.lbl.json")
    assert main(["library"]) == 0
    out = capsys.readouterr().out
    assert "Two lines and escape" in out
    assert "\x1b" not in out


def test_missing_folder_exits_2(tmp_path, user_home, loads, capsys):
    assert main(["library", str(tmp_path / "nowhere")]) == 2
    assert "no folder" in capsys.readouterr().err


@pytest.mark.parametrize("name", ["a" * 300, "a\0b"], ids=["too-long", "nul"])
def test_a_folder_name_no_system_takes_is_no_folder(user_home, loads, capsys, name):
    assert main(["library", name]) == 2
    assert "no folder" in capsys.readouterr().err


def test_an_empty_library_says_so(user_home, loads, capsys):
    user_dirs().lists.mkdir(parents=True)
    assert main(["library"]) == 0
    assert capsys.readouterr().out.startswith("No saved lists in")
    assert loads == []


def test_library_escapes_bidi_controls_in_table_and_json(lists, loads, capsys):
    """Issue 30: ``library`` printed a list name's U+202E raw."""
    save_army(PANO.replace(name="Evil\u202eeman \u2067x"), lists / "evil.lbl.json")
    assert main(["library"]) == 0
    out = capsys.readouterr().out
    assert "\u202e" not in out
    assert "\u2067" not in out
    assert "Evil\\u202eeman" in out
    assert main(["library", "--json"]) == 0
    out = capsys.readouterr().out
    assert "\u202e" not in out
    names = [json.loads(line)["name"] for line in out.splitlines()]
    assert "Evil\u202eeman \u2067x" in names


@pytest.mark.parametrize("digits", [4200, 4400])
def test_a_huge_army_id_is_quoted_in_a_few_characters(lists, loads, capsys, digits):
    """Issue 30: a 4,200-digit --army value made an 8,000-character line."""
    with pytest.raises(SystemExit) as stopped:
        main(["library", "--army", "9" * digits])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert "not an army id" in err
    assert max(len(line) for line in err.splitlines()) < 200
