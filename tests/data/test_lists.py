"""Saved lists: round trip, atomic save, clear errors that change nothing."""

from __future__ import annotations

import json
import os

import pytest

from listbuilder.core import ArmyList, CombatGroup, DataError, TrooperEntry
from listbuilder.core.its.extras import Extra, parse_extras
from listbuilder.data.lists import (
    SCHEMA_VERSION,
    army_to_json,
    load_army,
    save_army,
)


def sample() -> ArmyList:
    return ArmyList(
        army_id=101,
        points_limit=300,
        name="Małpy stronk <b>&",
        groups=(
            CombatGroup(
                number=1,
                troopers=(
                    TrooperEntry(unit_id=1, profile_group_id=1, option_id=10),
                    TrooperEntry(unit_id=4, profile_group_id=1, option_id=4),
                ),
            ),
            CombatGroup(
                number=2,
                troopers=(TrooperEntry(unit_id=1, profile_group_id=1, option_id=1),),
            ),
        ),
    )


def test_round_trip_equals_original(tmp_path):
    path = tmp_path / "a.lbl.json"
    army = sample()
    save_army(army, path)
    assert load_army(path) == army  # uids, names, groups and order all kept


def test_file_carries_schema_version(tmp_path):
    payload = json.loads(army_to_json(sample()))
    # a list without ITS Extras is written as schema 2: older versions read it
    assert payload["schema_version"] == 2
    assert "extras" not in payload["list"]
    assert payload["app"] == "listbuilder"


def test_extras_are_saved_as_schema_3_sorted_and_read_back(tmp_path):
    army = sample().model_copy(update={"extras": parse_extras("spec-ops,free-game")})
    payload = json.loads(army_to_json(army))
    assert payload["schema_version"] == SCHEMA_VERSION == 3
    assert payload["list"]["extras"] == ["free-game", "spec-ops"]
    path = tmp_path / "its.lbl.json"
    save_army(army, path)
    assert load_army(path).extras == {Extra.FREE_GAME, Extra.SPEC_OPS}


def test_unknown_extra_is_a_clear_error():
    with pytest.raises(ValueError, match="unknown Extra 'free'"):
        parse_extras("free, spec-ops")


def test_save_is_atomic_and_leaves_no_temp(tmp_path):
    path = tmp_path / "list.lbl.json"
    save_army(sample(), path)
    save_army(sample().replace(name="second"), path)
    assert load_army(path).name == "second"
    assert os.listdir(tmp_path) == ["list.lbl.json"]


def test_failed_save_keeps_previous_file(tmp_path, monkeypatch):
    path = tmp_path / "list.lbl.json"
    save_army(sample(), path)
    before = path.read_bytes()

    def boom(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError, match="disk full"):
        save_army(sample().replace(name="lost"), path)
    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == ["list.lbl.json"]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"{ truncated", "not valid JSON"),
        (b"\xff\xfe\x00garbage", "not UTF-8 text"),
        (b'{"some": "other app"}', "not a Listbuilder list"),
        (
            b'{"app": "listbuilder", "schema_version": 99, "list": {}}',
            "newer Listbuilder",
        ),
        (
            b'{"app": "listbuilder", "schema_version": 1, "list": {"army_id": "x"}}',
            "list.army_id",
        ),
    ],
    ids=["truncated", "binary", "foreign", "future", "bad-field"],
)
def test_corrupt_file_is_reported_and_untouched(tmp_path, content, message):
    path = tmp_path / "bad.lbl.json"
    path.write_bytes(content)
    with pytest.raises(DataError, match=message):
        load_army(path)
    assert path.read_bytes() == content


def test_missing_file(tmp_path):
    with pytest.raises(DataError, match="cannot be read"):
        load_army(tmp_path / "nope.lbl.json")
