"""`listbuilder import-code` and `listbuilder code`: exit codes, files, output."""

from __future__ import annotations

import io
import json

import pytest

from listbuilder.cli import main
from listbuilder.core import ArmyList, CombatGroup, TrooperEntry
from listbuilder.core.armycode.decode import decode
from listbuilder.core.armycode.encode import share_url
from listbuilder.data.lists import load_army, save_army
from tests.fixtures import FIXTURES
from tests.fixtures.lists import fifteen_with_teams_and_reinforcements
from tests.helpers import INVENTED_ARMY_CODE

VECTORS = json.loads((FIXTURES / "armycode_vectors.json").read_text(encoding="utf-8"))
WORKED = "gfUGbm9tYWRzASCBLAEBAQACAIbiAQEAAIGeAQEA"
WHITE_COMPANY = next(
    v for v in VECTORS if v["faction"] == 909 and len(v["groups"]) == 2
)


@pytest.fixture(autouse=True)
def loaded_catalog(monkeypatch, catalog):
    """Hand the commands the session's catalog: loading it per call is slow."""
    monkeypatch.setattr(
        "listbuilder.data.store.open_catalog", lambda dirs, on_problem=None: catalog
    )


def test_import_code_writes_a_saved_list_and_exits_0(tmp_path, capsys):
    target = tmp_path / "rounders.lbl.json"
    assert main(["import-code", WORKED, "-o", str(target)]) == 0
    army = load_army(target)
    assert army.army_id == 501
    assert army.name == ""  # the builder's default " " is our unnamed list
    assert army.ruleset == "n5"
    assert [
        (t.unit_id, t.profile_group_id, t.option_id) for t in army.groups[0].troopers
    ] == [
        (1762, 1, 1),
        (414, 1, 1),
    ]
    out = capsys.readouterr()
    assert out.out.endswith(": Nomads, 300 pts, 2 troopers in 1 group\n")
    assert out.err == (  # two troopers in a group could have been a Duo
        "listbuilder import-code: Fireteams are not part of army codes: declare "
        "them again after importing.\n"
    )


def test_import_code_accepts_a_share_link(tmp_path):
    target = tmp_path / "link.lbl.json"
    assert main(["import-code", share_url(WORKED), "-o", str(target)]) == 0
    assert len(load_army(target).groups[0].troopers) == 2


def test_import_code_reads_stdin_for_dash(tmp_path, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO(WORKED + "\n"))
    target = tmp_path / "stdin.lbl.json"
    assert main(["import-code", "-", "-o", str(target)]) == 0
    assert load_army(target).army_id == 501


def test_unresolved_members_exit_1_are_listed_and_kept(tmp_path, capsys):
    target = tmp_path / "wc.lbl.json"
    assert main(["import-code", WHITE_COMPANY["code"], "-o", str(target)]) == 1
    out = capsys.readouterr().out
    assert "1 member not in the bundled data" in out
    assert "Group 2, trooper 1: unit 36, profile group 1, option 2" in out
    army = load_army(target)
    assert [len(g.troopers) for g in army.groups] == [5, 1]
    assert army.groups[1].troopers[0].unit_id == 36


@pytest.mark.parametrize(
    ("code", "message"),
    [
        ("hello", "not an army code"),
        ("https://example.com/nothing", "not an army code"),
        (INVENTED_ARMY_CODE, "army 4242 ('atlantis') is not in the bundled data"),
    ],
    ids=["garbage", "foreign-link", "unknown-army"],
)
def test_not_a_code_exits_2_and_writes_nothing(tmp_path, capsys, code, message):
    target = tmp_path / "nothing.lbl.json"
    assert main(["import-code", code, "-o", str(target)]) == 2
    assert message in capsys.readouterr().err
    assert not target.exists()


def test_unknown_ruleset_exits_2(tmp_path, capsys):
    target = tmp_path / "x.lbl.json"
    assert main(["import-code", WORKED, "-o", str(target), "--ruleset", "n9"]) == 2
    assert "n9" in capsys.readouterr().err
    assert not target.exists()


def test_unwritable_target_exits_2(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert main(["import-code", WORKED, "-o", str(blocker / "x.lbl.json")]) == 2
    assert "cannot write" in capsys.readouterr().err


@pytest.mark.parametrize("vector", VECTORS, ids=lambda v: v["code"][:12])
def test_import_then_code_gives_the_same_content(tmp_path, capsys, vector):
    target = tmp_path / "v.lbl.json"
    assert main(["import-code", vector["code"], "-o", str(target)]) in (0, 1)
    capsys.readouterr()
    assert main(["code", str(target)]) == 0
    code = capsys.readouterr().out.strip()
    assert decode(code).content() == {
        k: v for k, v in vector.items() if k not in ("code", "layout")
    }


def test_code_prints_the_code_or_the_share_link(tmp_path, capsys):
    army = ArmyList(
        army_id=101,
        name="Fusiliers",
        groups=(
            CombatGroup(
                number=1,
                troopers=(TrooperEntry(unit_id=1, profile_group_id=1, option_id=1),),
            ),
        ),
    )
    path = tmp_path / "f.lbl.json"
    save_army(army, path)
    assert main(["code", str(path)]) == 0
    code = capsys.readouterr().out.strip()
    decoded = decode(code)
    assert (decoded.army_id, decoded.slug, decoded.name) == (
        101,
        "panoceania",
        "Fusiliers",
    )
    assert main(["code", "--url", str(path)]) == 0
    url = capsys.readouterr().out.strip()
    assert url == share_url(code)


def test_code_of_a_list_with_fireteams_says_they_are_left_out(tmp_path, capsys):
    path = tmp_path / "friars.lbl.json"
    save_army(fifteen_with_teams_and_reinforcements(), path)
    assert main(["code", str(path)]) == 0
    out = capsys.readouterr()
    assert decode(out.out.strip()).slug == "military-orders"
    assert out.err == (
        "listbuilder code: Fireteams are not part of army codes: whoever imports "
        "this code declares them again.\n"
    )


def test_code_of_an_unreadable_file_exits_2(tmp_path, capsys):
    bad = tmp_path / "bad.lbl.json"
    bad.write_text("{not json")
    assert main(["code", str(bad)]) == 2
    assert "not a Listbuilder list" in capsys.readouterr().err
    assert main(["code", str(tmp_path / "missing.lbl.json")]) == 2


def test_code_of_a_list_that_cannot_be_a_code_exits_2(tmp_path, capsys):
    path = tmp_path / "big.lbl.json"
    save_army(ArmyList(army_id=101, points_limit=99999), path)
    assert main(["code", str(path)]) == 2
    assert "points limit 99999" in capsys.readouterr().err


@pytest.mark.parametrize("command", ["import-code", "code"])
def test_missing_profiles_exit_2(tmp_path, monkeypatch, capsys, command):
    monkeypatch.undo()
    monkeypatch.setenv("LISTBUILDER_PROFILES_DIR", str(tmp_path / "none"))
    target = str(tmp_path / "x.lbl.json")
    args = [WORKED, "-o", target] if command == "import-code" else [target]
    assert main([command, *args]) == 2
    assert "cannot load profiles" in capsys.readouterr().err


class _Stdin:
    """Stands in for sys.stdin with raw bytes behind ``buffer``."""

    def __init__(self, raw: bytes) -> None:
        self.buffer = io.BytesIO(raw)


def test_import_code_on_stdin_may_carry_a_bom(tmp_path, monkeypatch):
    monkeypatch.setattr(
        "sys.stdin", _Stdin(b"\xef\xbb\xbf" + WORKED.encode() + b"\r\n")
    )
    target = tmp_path / "bom.lbl.json"
    assert main(["import-code", "-", "-o", str(target)]) == 0
    assert load_army(target).army_id == 501


def test_import_code_of_invalid_utf8_on_stdin_exits_2(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", _Stdin(b"gfUG\xff\xfe"))
    target = tmp_path / "never.lbl.json"
    assert main(["import-code", "-", "-o", str(target)]) == 2
    err = capsys.readouterr().err
    assert err == (
        "listbuilder import-code: <stdin>: not UTF-8 text (byte 4 starts "
        "b'\\xff\\xfe')\n"
    )
    assert not target.exists()


def test_import_code_prints_a_hostile_list_name_on_one_line(tmp_path, capsys):
    code = army_code_of(ArmyList(army_id=101, name="x\n/a.lbl.json: LEGAL\x1b[2J"))
    target = tmp_path / "named.lbl.json"
    assert main(["import-code", code, "-o", str(target)]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    assert '"x\\n/a.lbl.json: LEGAL\\x1b[2J"' in out
    assert load_army(target).name == "x\n/a.lbl.json: LEGAL\x1b[2J"  # kept as written


def army_code_of(army: ArmyList) -> str:
    from listbuilder.core.armycode.bind import army_code

    return army_code(army, "panoceania")
