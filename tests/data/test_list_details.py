"""Tags and a note per list: stored in the list file, and old files still load."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from listbuilder.core import ArmyList, CombatGroup
from listbuilder.core.lists.army_list import clean_tags
from listbuilder.data.lists import army_to_json, load_army, save_army
from listbuilder.data.settings import Settings
from tests.core.roster.test_roster import LIEUTENANT


def tagged() -> ArmyList:
    return ArmyList(
        army_id=101,
        name="Pano",
        groups=(CombatGroup(number=1, troopers=(LIEUTENANT,)),),
        tags=("ITS", "practice"),
        notes="Versus Nomads.\nRemember the Lt. order.",
    )


def test_tags_and_note_round_trip(tmp_path):
    path = tmp_path / "pano.lbl.json"
    save_army(tagged(), path)
    loaded = load_army(path)
    assert loaded == tagged()
    assert (loaded.tags, loaded.notes) == (
        ("ITS", "practice"),
        "Versus Nomads.\nRemember the Lt. order.",
    )
    payload = json.loads(path.read_text())
    assert payload["list"]["tags"] == ["ITS", "practice"]
    assert payload["list"]["notes"].startswith("Versus Nomads.")


def test_a_file_saved_before_tags_existed_loads_without_them(tmp_path):
    payload = json.loads(army_to_json(tagged()))
    del payload["list"]["tags"], payload["list"]["notes"]
    path = tmp_path / "old.lbl.json"
    path.write_text(json.dumps(payload))
    loaded = load_army(path)
    assert (loaded.tags, loaded.notes) == ((), "")
    assert loaded.groups == tagged().groups


def test_tags_are_trimmed_unique_and_sorted():
    assert clean_tags(["  practice ", "ITS", "its", "", "two  words", "Its"]) == (
        "ITS",
        "practice",
        "two words",
    )
    army = tagged().replace(tags=("b", "A", "a", " "))
    assert army.tags == ("A", "b")


def test_a_tag_that_is_not_text_is_refused():
    with pytest.raises(ValidationError):
        tagged().replace(tags=("ok", 3))


def test_recent_files_follow_moves_and_deletions():
    settings = Settings(recent_files=("/a.lbl.json", "/b.lbl.json", "/c.lbl.json"))
    moved = settings.with_moved({"/a.lbl.json": "/x/a.lbl.json", "/b.lbl.json": None})
    assert moved.recent_files == ("/x/a.lbl.json", "/c.lbl.json")
    assert settings.with_moved({"/other": None}) is settings
