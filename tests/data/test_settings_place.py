"""The window's place and the last list in the settings (issue 27)."""

from __future__ import annotations

import json

from listbuilder.data.settings import (
    Settings,
    WindowPlace,
    load_settings,
    save_settings,
    settings_path,
)
from listbuilder.paths import user_dirs

PLACE = WindowPlace(
    geometry="AdnQywADAAAAAAAAAAAAAA==",
    state="AAAA/wAAAAD9AAAAAQ==",
    splitters={"main_splitter": (233, 425), "left_splitter": (312, 356)},
    open_docks=("profile_dock", "dice_dock"),
    raised_docks=("dice_dock",),
)


def test_place_and_last_list_round_trip(user_home):
    dirs = user_dirs()
    settings = Settings(
        recent_files=("/l/a.lbl.json",), last_list="/l/a.lbl.json", place=PLACE
    )
    save_settings(settings, dirs)
    loaded = load_settings(dirs)
    assert loaded == settings
    assert loaded.place.splitters["main_splitter"] == (233, 425)


def test_settings_of_an_older_version_read_as_before(user_home):
    dirs = user_dirs()
    dirs.config.mkdir(parents=True)
    old = {"schema_version": 1, "recent_files": ["/l/a.lbl.json"], "last_army": 101}
    settings_path(dirs).write_text(json.dumps(old))
    loaded = load_settings(dirs)
    assert loaded.recent_files == ("/l/a.lbl.json",)
    assert loaded.last_army == 101
    assert (loaded.place, loaded.last_list) == (None, None)


def test_a_place_that_does_not_read_is_dropped_alone(user_home):
    dirs = user_dirs()
    dirs.config.mkdir(parents=True)
    data = json.loads(Settings(recent_files=("/l/a.lbl.json",)).model_dump_json())
    data["place"] = {"geometry": 5, "splitters": {"main_splitter": ["wide"]}}
    data["last_list"] = "/l/a.lbl.json"
    settings_path(dirs).write_text(json.dumps(data))
    loaded = load_settings(dirs)
    assert loaded.place is None
    assert loaded.recent_files == ("/l/a.lbl.json",)
    assert loaded.last_list == "/l/a.lbl.json"


def test_an_absurd_layout_is_dropped(user_home):
    dirs = user_dirs()
    dirs.config.mkdir(parents=True)
    data = {"place": {"state": "A" * 200_000}, "units": "cm"}
    settings_path(dirs).write_text(json.dumps(data))
    loaded = load_settings(dirs)
    assert loaded.place is None
    assert loaded.units == "cm"
