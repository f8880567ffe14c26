"""`listbuilder validate --extras/--points`: an event's settings over the list's."""

from __future__ import annotations

import json

import pytest

from listbuilder.cli import main
from listbuilder.core import CombatGroup
from listbuilder.core.armycode.bind import army_code, army_list_from_code
from listbuilder.core.its.extras import Extra
from listbuilder.data.lists import load_army, save_army
from tests.fixtures.lists import FIFTEEN
from tests.helpers import e


def sixteen():
    g1, g2 = FIFTEEN.groups
    return FIFTEEN.replace(groups=(g1, g2.replace(troopers=(*g2.troopers, e(1, 1, 1)))))


@pytest.fixture
def saved(tmp_path):
    """The 16-trooper list saved under Free Game, and saved without Extras."""
    free = tmp_path / "free.lbl.json"
    plain = tmp_path / "plain.lbl.json"
    save_army(sixteen().replace(extras=frozenset({Extra.FREE_GAME})), free)
    save_army(sixteen(), plain)
    return free, plain


def test_the_list_own_extras_are_applied(saved, capsys):
    free, plain = saved
    assert load_army(free).extras == {Extra.FREE_GAME}
    assert main(["validate", str(free)]) == 0
    out = capsys.readouterr().out
    assert "263/300 pts, SWC 2.5/6, troopers 16\n  ITS Extras: Free Game\n" in out
    assert main(["validate", str(plain)]) == 1
    assert "troopers 16/15\n" in capsys.readouterr().out


def test_extras_flag_overrides_the_list(saved, capsys):
    free, plain = saved
    assert main(["validate", "--extras", "free-game", str(plain)]) == 0
    assert main(["validate", "--extras", "spec-ops", str(free)]) == 1
    assert main(["validate", "--extras", "", str(free)]) == 1
    out = capsys.readouterr().out
    assert "[A7]" in out


def test_points_flag_overrides_the_list(saved, capsys):
    free, _ = saved
    assert main(["validate", "--json", "--points", "250", str(free)]) == 1
    record = json.loads(capsys.readouterr().out)
    assert record["points_limit"] == 250
    assert record["points"] == 263
    assert record["swc_limit"] == 5
    assert [v["code"] for v in record["violations"]] == ["points.over_limit"]
    assert record["trooper_cap"] is None


def test_codes_are_checked_under_the_event_settings(catalog, tmp_path, capsys):
    code = army_code(sixteen(), catalog)
    assert army_list_from_code(code, catalog).army_list.extras == frozenset()
    codes = tmp_path / "codes.txt"
    codes.write_text(code + "\n")
    assert main(["validate", "--codes", str(codes)]) == 1
    assert main(["validate", "--codes", str(codes), "--extras", "free-game"]) == 0
    args = ["validate", "--codes", str(codes), "--extras", "free-game"]
    assert main([*args, "--points", "200"]) == 1
    assert "263/200 pts" in capsys.readouterr().out


def test_an_unknown_extra_exits_2_naming_the_known_ones(saved, capsys):
    _, plain = saved
    assert main(["validate", "--extras", "free-game,freegame", str(plain)]) == 2
    err = capsys.readouterr().err
    assert "unknown Extra 'freegame'" in err
    assert "free-game, soldiers-of-fortune, spec-ops, reinforcements" in err


def test_a_points_limit_must_be_positive(saved, capsys):
    _, plain = saved
    with pytest.raises(SystemExit) as exit_info:
        main(["validate", "--points", "0", str(plain)])
    assert exit_info.value.code == 2
    assert "positive whole number" in capsys.readouterr().err


def test_a_saved_hired_mercenary_reads_back_hired(catalog, tmp_path, capsys):
    """The Anaconda PanOceania lacks (unit 300) stays hired, not re-matched to
    PanOceania's own Anaconda (10300) of the same name and option."""
    hired = FIFTEEN.replace(
        extras=frozenset({Extra.SOLDIERS_OF_FORTUNE}),
        groups=(FIFTEEN.groups[0], CombatGroup(number=2, troopers=(e(300, 1, 1),))),
    )
    path = tmp_path / "hired.lbl.json"
    save_army(hired, path, catalog)
    assert main(["validate", "--json", str(path)]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["swc_limit"] == 5
    assert record["data_changes"] == []
    assert main(["validate", "--json", "--extras", "", str(path)]) == 1
    record = json.loads(capsys.readouterr().out)
    assert [v["code"] for v in record["violations"]] == ["data.unknown_trooper"]
