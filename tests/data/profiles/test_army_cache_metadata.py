"""The metadata's entry in the army cache: a warm start checks no raw file."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

import listbuilder.data.profiles.load as load_module
from listbuilder.data.profiles.army_cache import CACHE_FOLDER, METADATA_SUFFIX
from listbuilder.data.profiles.load import load_catalog
from listbuilder.data.profiles.raw_schema import METADATA_FILE
from listbuilder.data.store import open_catalog, rollback
from listbuilder.data.update import update
from listbuilder.paths import bundled_profiles_dir, user_dirs
from tests.helpers import run_python

PANO = 101


@pytest.fixture
def reads(monkeypatch) -> list[str]:
    """The metadata files checked and resolved from now on (a hit checks none)."""
    seen: list[str] = []
    real = load_module.MetaNames

    def spy(meta, file):
        seen.append(file)
        return real(meta, file)

    monkeypatch.setattr(load_module, "MetaNames", spy)
    return seen


def _entry(cache: Path) -> Path:
    (entry,) = (cache / CACHE_FOLDER).glob(f"*{METADATA_SUFFIX}")
    return entry


def _rename_pano(folder: Path, name: str) -> None:
    path = folder / METADATA_FILE
    meta = json.loads(path.read_bytes())
    next(f for f in meta["factions"] if f["id"] == PANO)["name"] = name
    path.write_text(json.dumps(meta), encoding="utf-8")


def _same(a, b) -> bool:
    return (
        a.factions == b.factions
        and a.weapons == b.weapons
        and a.hacking_programs == b.hacking_programs
        and a.problems == b.problems
    )


def test_a_second_load_reads_the_metadata_from_the_cache(catalog, tmp_path, reads):
    cache = tmp_path / "cache"
    first = load_catalog(bundled_profiles_dir(), cache_dir=cache)
    assert reads == [METADATA_FILE]
    reads.clear()
    again = load_catalog(bundled_profiles_dir(), cache_dir=cache)
    assert reads == []
    assert _same(again, first)
    assert _same(again, catalog)
    assert again.faction(PANO).name == "PanOceania"
    assert len(again.weapons) == len(catalog.weapons) > 100
    assert again.army(PANO) == catalog.army(PANO)  # parsed: names read then
    assert reads == [METADATA_FILE]


def test_the_problems_found_in_the_metadata_are_kept_too(folder, tmp_path, reads):
    path = folder / METADATA_FILE
    meta = json.loads(path.read_bytes())
    meta["hack"][0]["devices"] = ["abc"]
    path.write_text(json.dumps(meta), encoding="utf-8")
    cache = tmp_path / "cache"
    first = load_catalog(folder, cache_dir=cache)
    reads.clear()
    again = load_catalog(folder, cache_dir=cache)
    assert reads == []
    assert any("metadata_n5.json: at hack[0].devices" in p for p in again.problems)
    assert again.problems == first.problems
    assert again.hacking_programs == first.hacking_programs


def test_a_changed_metadata_file_is_read_again(folder, tmp_path, reads):
    cache = tmp_path / "cache"
    load_catalog(folder, cache_dir=cache).army(PANO)
    _rename_pano(folder, "PanOceania Renamed")
    path = folder / METADATA_FILE
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
    reads.clear()
    catalog = load_catalog(folder, cache_dir=cache)
    assert reads == [METADATA_FILE]
    assert catalog.faction(PANO).name == "PanOceania Renamed"
    assert catalog.army(PANO).faction.name == "PanOceania Renamed"
    reads.clear()  # cached in turn
    assert load_catalog(folder, cache_dir=cache).faction(PANO).name == (
        "PanOceania Renamed"
    )
    assert reads == []


@pytest.mark.parametrize("damage", ["garbage", "empty", "torn", "bit flip"])
def test_a_damaged_metadata_entry_is_a_miss_and_written_again(
    folder, tmp_path, reads, damage
):
    cache = tmp_path / "cache"
    good = load_catalog(folder, cache_dir=cache)
    entry = _entry(cache)
    data = entry.read_bytes()
    middle = len(data) // 2
    entry.write_bytes(
        {
            "garbage": b"not a pickle at all",
            "empty": b"",
            "torn": data[:-100],
            "bit flip": data[:middle] + bytes([data[middle] ^ 1]) + data[middle + 1 :],
        }[damage]
    )
    reads.clear()
    assert _same(load_catalog(folder, cache_dir=cache), good)
    assert reads == [METADATA_FILE]
    reads.clear()
    assert _same(load_catalog(folder, cache_dir=cache), good)
    assert reads == []


def test_an_army_entry_is_never_taken_for_the_metadata(folder, tmp_path, reads):
    cache = tmp_path / "cache"
    good = load_catalog(folder, cache_dir=cache)
    good.army(PANO)
    army_entry = next((cache / CACHE_FOLDER).glob("*.pickle"))
    shutil.copyfile(army_entry, _entry(cache))
    reads.clear()
    assert _same(load_catalog(folder, cache_dir=cache), good)
    assert reads == [METADATA_FILE]


def test_update_and_rollback_see_the_new_metadata(army_api, user_home):
    dirs = user_dirs()
    assert open_catalog(dirs).faction(PANO).name == "PanOceania"
    army_api.edit(METADATA_FILE, lambda meta: _rename_in(meta, "PanOceania 2"))
    update(dirs, source=army_api.url)
    assert open_catalog(dirs).faction(PANO).name == "PanOceania 2"
    assert open_catalog(dirs).army(PANO).faction.name == "PanOceania 2"
    rollback(dirs)
    assert open_catalog(dirs).faction(PANO).name == "PanOceania"
    rollback(dirs)
    assert open_catalog(dirs).faction(PANO).name == "PanOceania 2"


def _rename_in(meta, name: str) -> None:
    next(f for f in meta["factions"] if f["id"] == PANO)["name"] = name


WARM_START = """
from listbuilder.data.store import open_catalog
from listbuilder.data.profiles import raw_schema
from listbuilder.paths import user_dirs
catalog = open_catalog(user_dirs())
assert catalog.army(101).unit(1).isc == "Fusiliers"
print(raw_schema.adapter.cache_info().currsize)  # the checkers built
"""


def test_a_warm_start_builds_nothing_of_the_raw_schema(tmp_path):
    env = {**os.environ, "LISTBUILDER_HOME": str(tmp_path / "home")}
    env.pop("LISTBUILDER_PROFILES_DIR", None)
    done = [run_python(WARM_START, env) for _ in range(2)]
    assert [d.returncode for d in done] == [0, 0], done[-1].stderr
    cold, warm = (d.stdout.split() for d in done)
    # the check sees the six checkers built: army file, metadata, factions,
    # weapon rows, id-and-name tables, hack rows
    assert cold == ["6"]
    assert warm == ["0"]


def test_a_metadata_file_changed_mid_run_keeps_no_entries(folder, tmp_path, reads):
    cache = tmp_path / "cache"
    load_catalog(folder, cache_dir=cache)  # the metadata's entry
    reads.clear()
    catalog = load_catalog(folder, cache_dir=cache)  # from the entry
    assert reads == []
    _rename_pano(folder, "PanOceania Edited")  # while the app runs
    path = folder / METADATA_FILE
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
    army = catalog.army(PANO)  # parsed: the names are read now
    assert reads == [METADATA_FILE]
    assert army.faction.name == "PanOceania Edited"
    # entries made from the new names would claim the old file: none kept
    assert list((cache / CACHE_FOLDER).glob("*.pickle")) == []
