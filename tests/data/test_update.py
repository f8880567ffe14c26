"""Data updates against a local server in the official API's layout: update,
already current, one army changed, corrupt file, server down, timeout,
interrupted download, cancel, rollback, diff, and saved lists re-matched."""

from __future__ import annotations

import json

import pytest

from listbuilder.cli import main
from listbuilder.core import ArmyList, CombatGroup
from listbuilder.core.errors import DataError
from listbuilder.core.lists.rematch import rematch
from listbuilder.data.download import HEADERS, UpdateCancelled, UpdateError
from listbuilder.data.lists import load_army, save_army
from listbuilder.data.store import current_version, open_catalog, rollback
from listbuilder.data.update import update
from listbuilder.paths import (
    bundled_profiles_dir,
    profile_source,
    profile_store,
    profiles_dir,
    user_dirs,
)
from tests.army_api import dead_url
from tests.helpers import e

FUSILIER_LT = (1, 1, 10)


def unit(data, unit_id):
    return next(u for u in data["units"] if u["id"] == unit_id)


def change_pano(data):
    """PanOceania's next version: the Fusilier Lieutenant renumbered (10 -> 42)
    and one point dearer, Bolts AVA 3 -> 4, Fusilier option 12 withdrawn."""
    data["version"] = "7.2670.1"
    options = unit(data, 1)["profileGroups"][0]["options"]
    lt = next(o for o in options if o["id"] == 10)
    lt["id"], lt["points"] = 42, 11
    options[:] = [o for o in options if o["id"] != 12]
    unit(data, 4)["profileGroups"][0]["profiles"][0]["ava"] = 4


def versions(dirs):
    folder = profile_store(dirs) / "versions"
    return sorted(p.name for p in folder.iterdir()) if folder.is_dir() else []


def test_update_installs_a_checked_new_version_and_reports_the_changes(
    army_api, user_home, capsys
):
    army_api.edit("101.json", change_pano)
    bundled = (bundled_profiles_dir() / "101.json").read_bytes()
    assert main(["data", "update", "--source", army_api.url]) == 0
    out = capsys.readouterr().out
    dirs = user_dirs()
    kind, folder = profile_source(dirs)
    assert kind == "downloaded"
    assert folder.parent == profile_store(dirs) / "versions"
    assert json.loads((folder / "101.json").read_bytes())["version"] == "7.2670.1"
    assert (bundled_profiles_dir() / "101.json").read_bytes() == bundled
    assert "Updated: now using the data downloaded" in out
    assert "1 army changed:" in out
    assert "PanOceania (101): 7.2668.374 -> 7.2670.1" in out
    assert (
        "points: Fusiliers: FUSILIER (Lieutenant · Combi Rifle, Pistol, CC Weapon): "
        "10 -> 11 pts"
    ) in out
    assert "AVA: Neoterra Bolts: AVA 3 -> 4" in out
    assert "option removed: Fusiliers: FUSILIER" in out
    # the official layout, the official headers; 901 (no file) skipped
    assert army_api.requests[0] == "/army/infinity/en/metadata"
    assert "/army/units/en/901" in army_api.requests
    assert army_api.headers["Origin"] == HEADERS["Origin"]
    assert not (folder / "901.json").exists()
    assert len([p for p in folder.glob("*.json") if p.name[0] != "."]) == 58
    # the app and the commands now read the new data
    assert open_catalog(dirs).army(101).version == "7.2670.1"
    # data status names it; data diff repeats the changes
    assert main(["data", "status"]) == 0
    status = capsys.readouterr().out
    assert status.startswith("Data in use: data downloaded ")
    assert "Previous: bundled data" in status
    assert main(["data", "diff"]) == 0
    assert "PanOceania (101): 7.2668.374 -> 7.2670.1" in capsys.readouterr().out
    assert main(["data", "diff", "--json"]) == 0
    [record] = map(json.loads, capsys.readouterr().out.splitlines())
    assert record["army_id"] == 101
    assert record["ava"] == ["Neoterra Bolts: AVA 3 -> 4"]


def test_already_current_changes_nothing(army_api, user_home, capsys):
    assert main(["data", "update", "--source", army_api.url]) == 0
    assert "Already current: the bundled data" in capsys.readouterr().out
    assert versions(user_dirs()) == []
    assert profiles_dir(user_dirs()) == bundled_profiles_dir()
    assert not list(profile_store(user_dirs()).glob(".incoming-*"))


def test_the_data_url_comes_from_the_environment(army_api, user_home, monkeypatch):
    monkeypatch.setenv("LISTBUILDER_DATA_URL", army_api.url)
    assert main(["data", "update"]) == 0
    assert army_api.requests


def failed_update(capsys, source, *extra):
    assert main(["data", "update", "--source", source, *extra]) == 2
    err = capsys.readouterr().err
    dirs = user_dirs()
    assert versions(dirs) == []
    assert profiles_dir(dirs) == bundled_profiles_dir()
    assert not list(profile_store(dirs).glob(".incoming-*"))
    return err


def test_one_corrupt_file_changes_nothing_and_names_it(army_api, user_home, capsys):
    army_api.files["502.json"] = b'{"version": "7.1", "units": [tru'
    err = failed_update(capsys, army_api.url)
    assert "502.json: the downloaded file is not valid JSON" in err
    assert err.rstrip().endswith("nothing changed")


def test_one_invalid_army_file_changes_nothing_and_names_it(
    army_api, user_home, capsys
):
    army_api.edit(
        "605.json",
        lambda d: d["units"][2]["profileGroups"][0]["options"][0].update(points="many"),
    )
    err = failed_update(capsys, army_api.url)
    assert "605.json: at units[2].profileGroups[0].options[0].points" in err


def test_server_down_changes_nothing(user_home, capsys):
    err = failed_update(capsys, dead_url())
    assert "metadata_n5.json: cannot connect to the server" in err


def test_timeout_changes_nothing(army_api, user_home, capsys, monkeypatch):
    # a silence longer than READ_TIMEOUT, well within the file's deadline
    monkeypatch.setattr("listbuilder.data.download.READ_TIMEOUT", 0.5)
    army_api.stall["303.json"] = 3
    err = failed_update(capsys, army_api.url, "--timeout", "10")
    assert "303.json: the server did not answer in time" in err


def test_a_file_past_its_deadline_changes_nothing(army_api, user_home, capsys):
    army_api.stall["303.json"] = 3
    err = failed_update(capsys, army_api.url, "--timeout", "0.5")
    assert "303.json: the download took longer than 0.5 s" in err


def test_interrupted_download_changes_nothing(army_api, user_home, capsys):
    army_api.cut.add("1101.json")
    err = failed_update(capsys, army_api.url)
    assert "1101.json: the download was interrupted" in err


def test_missing_army_file_changes_nothing(army_api, user_home, capsys):
    army_api.files["9999.json"] = b""  # unused
    army_api.edit(
        "metadata_n5.json",
        lambda d: d["factions"].append(
            {"id": 1201, "parent": 1201, "name": "New", "slug": "new"}
        ),
    )
    err = failed_update(capsys, army_api.url)
    assert "1201.json: the server answered 404" in err


def test_cancel_changes_nothing(army_api, user_home):
    seen = []
    with pytest.raises(UpdateCancelled, match="nothing changed"):
        update(
            user_dirs(),
            source=army_api.url,
            progress=lambda done, total, name, size: seen.append((done, total, name)),
            cancelled=lambda: len(set(seen)) > 5,
        )
    files = list(dict.fromkeys(seen))  # told before each file, then as bytes come
    assert files[0] == (0, 1, "metadata_n5.json")
    assert files[1][1] == 59  # the metadata and 58 factions
    assert versions(user_dirs()) == []


def test_rollback_returns_to_the_previous_version_and_back(army_api, user_home, capsys):
    dirs = user_dirs()
    assert main(["data", "rollback"]) == 2
    assert "no previous profile version" in capsys.readouterr().err
    army_api.edit("101.json", change_pano)
    assert main(["data", "update", "--source", army_api.url]) == 0
    downloaded = current_version(dirs).name
    assert main(["data", "rollback"]) == 0
    out = capsys.readouterr().out
    assert "Rolled back: now using the bundled data." in out
    assert profiles_dir(dirs) == bundled_profiles_dir()
    assert versions(dirs) == [downloaded]  # kept
    assert main(["data", "rollback"]) == 0
    assert current_version(dirs).name == downloaded
    # a second update keeps the one it replaces and drops older ones
    army_api.edit("102.json", lambda d: d.update(version="7.2671.1"))
    assert main(["data", "update", "--source", army_api.url]) == 0
    newest = current_version(dirs).name
    assert sorted(versions(dirs)) == sorted([downloaded, newest])
    left, now = rollback(dirs)
    assert (left.name, now.name) == (newest, downloaded)


def test_saved_list_is_rematched_after_a_renumbered_option(
    army_api, user_home, catalog, tmp_path
):
    path = tmp_path / "pano.lbl.json"
    lst = ArmyList(
        army_id=101,
        groups=(CombatGroup(number=1, troopers=(e(*FUSILIER_LT), e(1, 1, 12))),),
    )
    save_army(lst, path, catalog)
    saved = json.loads(path.read_text(encoding="utf-8"))
    record = saved["list"]["groups"][0]["troopers"][0]["saved"]
    assert record == {
        "isc": "Fusiliers",
        "option": "FUSILIER",
        "loadout": "FUSILIER (Lieutenant · Combi Rifle, Pistol, CC Weapon)",
        "points": 10,
        "swc": "0",
    }
    army_api.edit("101.json", change_pano)
    update(user_dirs(), source=army_api.url)
    newer = open_catalog(user_dirs())
    result = rematch(load_army(path), newer)
    lt, withdrawn = result.army_list.groups[0].troopers
    assert (lt.unit_id, lt.profile_group_id, lt.option_id) == (1, 1, 42)
    assert lt.saved is None
    assert (withdrawn.option_id, withdrawn.saved.option) == (12, "FUSILIER")
    assert result.changed_ids
    lt_text = "Fusiliers, FUSILIER (Lieutenant · Combi Rifle, Pistol, CC Weapon)"
    assert result.notes[0] == (
        f"{lt_text}: 10 -> 11 pts (its option was renumbered by a data update)"
    )
    assert result.notes[1].startswith("Fusiliers, FUSILIER (")
    assert result.notes[1].endswith(
        ": not in the data any more (no option has that loadout now); kept as a "
        "placeholder"
    )
    assert len(result.notes) == 2


def test_a_failed_update_is_a_data_error_that_names_the_file(army_api, user_home):
    """The app and the command line catch DataError: an update failure is one."""
    army_api.files["502.json"] = b'{"version": "7.1", "units": [tru'
    dirs = user_dirs()
    with pytest.raises(DataError) as caught:
        update(dirs, source=army_api.url)
    assert isinstance(caught.value, UpdateError)
    assert "502.json" in str(caught.value)
    assert profiles_dir(dirs) == bundled_profiles_dir()  # nothing was installed
