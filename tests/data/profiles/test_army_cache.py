"""The cache of resolved armies: a hit skips the parse, anything doubtful is a miss."""

from __future__ import annotations

import io
import json
import os
import pickle
import zlib
from pathlib import Path

import pytest

import listbuilder.data.profiles.load as load_module
from listbuilder.data.profiles.army_cache import CACHE_FOLDER, ArmyCache
from listbuilder.data.profiles.cache_pickle import CoreUnpickler
from listbuilder.data.profiles.load import load_catalog
from listbuilder.data.store import open_catalog, rollback
from listbuilder.data.update import update
from listbuilder.paths import bundled_profiles_dir, user_dirs
from tests.data.test_update import change_pano

PANO = 101
SHOCK_ARMY = 102  # Shock Army of Acontecimento, a sectorial of PanOceania


@pytest.fixture
def parses(monkeypatch) -> list[str]:
    """The army files parsed from now on (a cache hit parses none)."""
    seen: list[str] = []
    real = load_module.load_army_file

    def spy(path, *args, **kwargs):
        seen.append(path.name)
        return real(path, *args, **kwargs)

    monkeypatch.setattr(load_module, "load_army_file", spy)
    return seen


def _entries(cache: Path) -> list[Path]:
    return sorted((cache / CACHE_FOLDER).glob("*.pickle"))


def test_a_second_load_reads_the_army_from_the_cache(folder, tmp_path, parses):
    cache = tmp_path / "cache"
    first = load_catalog(folder, cache_dir=cache).army(PANO)
    assert parses == ["101.json", "199.json"]  # the army and its reinforcements
    assert len(_entries(cache)) == 2
    parses.clear()
    again = load_catalog(folder, cache_dir=cache).army(PANO)
    assert parses == []
    assert again == first
    assert again.unit(1).isc == "Fusiliers"
    assert again.reinforcements == first.reinforcements is not None


def test_every_army_from_the_cache_equals_the_army_parsed(catalog, tmp_path):
    cache = tmp_path / "cache"
    first = load_catalog(bundled_profiles_dir(), cache_dir=cache)
    for army_id in first.army_ids:  # parsed and cached, in listing order
        first.army(army_id)
    cached = load_catalog(bundled_profiles_dir(), cache_dir=cache)
    for army_id in reversed(first.army_ids):  # sectorials before their armies
        assert cached.army(army_id) == catalog.army(army_id), army_id
        assert cached.army(army_id).reinforcements == (
            catalog.army(army_id).reinforcements
        )
    assert len(_entries(cache)) == 56  # 45 armies, 11 reinforcement lists used


def test_a_sectorial_shares_its_generic_armys_units(folder, tmp_path, parses):
    cache = tmp_path / "cache"
    load_catalog(folder, cache_dir=cache).army(SHOCK_ARMY)
    assert parses == ["102.json", "101.json", "199.json"]  # its generic army too
    parses.clear()
    catalog = load_catalog(folder, cache_dir=cache)
    sectorial, generic = catalog.army(SHOCK_ARMY), catalog.army(PANO)
    assert parses == []
    shared = {id(u) for u in generic.units}
    assert sum(id(u) in shared for u in sectorial.units) > len(sectorial.units) / 2
    # the generic army's file changes: the sectorial's references are stale
    path = folder / "101.json"
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
    parses.clear()
    again = load_catalog(folder, cache_dir=cache)
    assert again.army(SHOCK_ARMY) == sectorial
    assert parses == ["101.json", "102.json", "199.json"]  # 199's base is 101 too


def test_a_sectorial_shares_options_and_items_of_units_that_changed(folder, tmp_path):
    """Not only whole units: every option of a unit that changed (another
    AVA...) equal to an option of the generic army is that option."""
    cache = tmp_path / "cache"
    parsed = load_catalog(folder, cache_dir=cache).army(SHOCK_ARMY)
    catalog = load_catalog(folder, cache_dir=cache)
    sectorial, generic = catalog.army(SHOCK_ARMY), catalog.army(PANO)
    assert sectorial == parsed
    shared_units = {id(u) for u in generic.units}
    in_generic = {o: o for u in generic.units for o in _options(u)}
    changed = [u for u in sectorial.units if id(u) not in shared_units]
    equal = [o for u in changed for o in _options(u) if o in in_generic]
    assert len(equal) > 10
    assert all(in_generic[o] is o for o in equal)
    generic_items = [i for o in in_generic for i in o.weapons + o.skills + o.equipment]
    items, items_there = set(generic_items), {id(i) for i in generic_items}
    mine = [i for o in _options(changed[0]) for i in o.weapons if i in items]
    assert mine
    assert all(id(i) in items_there for i in mine)


def _options(unit):
    return [o for g in unit.profile_groups for o in g.options]


def test_na2_companies_share_the_first_companys_models(folder, tmp_path, parses):
    """901 has no file: Ikari Company's base is Druze Bayram Security (902)."""
    cache = tmp_path / "cache"
    load_catalog(folder, cache_dir=cache).army(904)
    assert parses[:2] == ["904.json", "902.json"]
    parses.clear()
    catalog = load_catalog(folder, cache_dir=cache)
    ikari, druze = catalog.army(904), catalog.army(902)
    assert parses == []
    shared = {id(u) for u in druze.units}
    assert sum(id(u) in shared for u in ikari.units) > len(ikari.units) / 2


def test_a_base_entry_written_again_otherwise_makes_its_sectorials_miss(
    folder, tmp_path, parses
):
    """The same generic army file, pickled with other memo numbers: the
    sectorial's references would point elsewhere, so it is parsed again."""
    cache = tmp_path / "cache"
    sectorial = load_catalog(folder, cache_dir=cache).army(SHOCK_ARMY)
    generic_key = ArmyCache(cache, folder / "metadata_n5.json").key(folder / "101.json")
    for entry in _entries(cache):
        data = entry.read_bytes()
        magic, rest = data.split(b"\n", 1)
        stream = io.BytesIO(rest)
        key, parent, _size, _checksum = pickle.load(stream)  # the header
        if key != generic_key:
            continue
        army_file = CoreUnpickler(stream).load()
        payload = pickle.dumps(army_file, protocol=4)  # a plain pickle: new numbers
        header = pickle.dumps((key, parent, len(payload), zlib.crc32(payload)))
        entry.write_bytes(magic + b"\n" + header + payload)
    parses.clear()
    again = load_catalog(folder, cache_dir=cache)
    assert again.army(SHOCK_ARMY) == sectorial
    # the generic army's entry itself is good; its reinforcements refer to it
    assert parses == ["102.json", "199.json"]


def test_a_changed_army_file_is_parsed_again(folder, tmp_path, parses):
    cache = tmp_path / "cache"
    assert load_catalog(folder, cache_dir=cache).army(PANO).version == "7.2668.374"
    path = folder / "101.json"
    data = json.loads(path.read_bytes())
    change_pano(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
    parses.clear()
    army = load_catalog(folder, cache_dir=cache).army(PANO)
    # the reinforcement list's entry refers to the army's old entry (its base)
    assert parses == ["101.json", "199.json"]
    assert army.version == "7.2670.1"
    assert army.unit(1).option(1, 42).points == 11
    assert army.unit(1).option(1, 10) is None
    parses.clear()  # the new army is cached in turn
    assert load_catalog(folder, cache_dir=cache).army(PANO) == army
    assert parses == []


def test_a_touched_file_of_the_same_size_is_parsed_again(folder, tmp_path, parses):
    cache = tmp_path / "cache"
    load_catalog(folder, cache_dir=cache).army(PANO)
    for name in ("101.json", "metadata_n5.json"):  # the army, or the names it uses
        path = folder / name
        stat = path.stat()
        os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
        parses.clear()
        load_catalog(folder, cache_dir=cache).army(PANO)
        assert "101.json" in parses, name


def test_a_damaged_cache_entry_is_a_miss_and_is_written_again(folder, tmp_path, parses):
    cache = tmp_path / "cache"
    good = load_catalog(folder, cache_dir=cache).army(PANO)
    entries = _entries(cache)
    damaged = {
        "garbage": b"not a pickle at all",
        "empty": b"",
        "torn": entries[0].read_bytes()[:-100],
        "bit flip": _flip(entries[0].read_bytes()),
    }
    for what, data in damaged.items():
        for entry in entries:
            entry.write_bytes(data)
        parses.clear()
        assert load_catalog(folder, cache_dir=cache).army(PANO) == good, what
        assert parses == ["101.json", "199.json"], what
    parses.clear()  # written again: the next load hits
    assert load_catalog(folder, cache_dir=cache).army(PANO) == good
    assert parses == []


def _flip(data: bytes) -> bytes:
    middle = len(data) // 2
    return data[:middle] + bytes([data[middle] ^ 0x01]) + data[middle + 1 :]


class _Planted:
    """What a hostile entry would run on unpickling: touch a marker file."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self):
        return (Path.touch, (self.marker,))


def test_a_planted_entry_runs_no_code(folder, tmp_path, parses):
    cache = tmp_path / "cache"
    good = load_catalog(folder, cache_dir=cache).army(PANO)
    marker = tmp_path / "ran"
    for entry in _entries(cache):
        data = entry.read_bytes()
        magic, rest = data.split(b"\n", 1)
        key, parent, _size, _checksum = pickle.loads(rest)  # the header, to forge
        payload = pickle.dumps(_Planted(marker))
        checksum = zlib.crc32(payload)  # a forged entry passes the torn-write check
        header = pickle.dumps((key, parent, len(payload), checksum), protocol=4)
        entry.write_bytes(magic + b"\n" + header + payload)
    parses.clear()
    assert load_catalog(folder, cache_dir=cache).army(PANO) == good
    assert not marker.exists()
    assert parses == ["101.json", "199.json"]


def test_a_cache_folder_that_cannot_be_written_costs_only_speed(folder, tmp_path):
    blocked = tmp_path / "cache"
    blocked.write_text("a file where the cache folder should be")
    catalog = load_catalog(folder, cache_dir=blocked)
    army = catalog.army(PANO)
    assert army is not None
    assert army.unit(1).isc == "Fusiliers"
    assert catalog.problems == ()
    assert blocked.read_text() == "a file where the cache folder should be"


def test_without_a_cache_folder_nothing_is_kept(folder, tmp_path, parses):
    load_catalog(folder).army(PANO)
    load_catalog(folder).army(PANO)
    assert parses == ["101.json", "199.json"] * 2


def test_update_and_rollback_never_see_a_stale_army(army_api, user_home, parses):
    dirs = user_dirs()
    bundled = open_catalog(dirs).army(PANO)
    assert bundled.unit(1).option(1, 10) is not None
    army_api.edit("101.json", change_pano)
    update(dirs, source=army_api.url)
    newer = open_catalog(dirs).army(PANO)
    assert newer.version == "7.2670.1"
    assert newer.unit(1).option(1, 42).points == 11
    rollback(dirs)
    parses.clear()
    back = open_catalog(dirs).army(PANO)
    assert back == bundled
    assert parses == []  # the bundled army's entry is still good
    rollback(dirs)
    assert open_catalog(dirs).army(PANO) == newer


def test_units_come_from_the_cache_with_their_cached_facts(tmp_path):
    """Every unit's facts the rules read (``catalog.warm``) are in the entry,
    each equal to the fact worked out again from the unit's fields."""
    from functools import cached_property

    from listbuilder.core.catalog.warm import WARMED

    cache = tmp_path / "cache"
    first = load_catalog(bundled_profiles_dir(), cache_dir=cache)
    for army_id in first.army_ids:
        first.army(army_id)
    cached = load_catalog(bundled_profiles_dir(), cache_dir=cache)
    checked = 0
    for army_id in cached.army_ids:
        army = cached.army(army_id)
        for unit in (
            (*army.units, *army.reinforcements.units)
            if army.reinforcements
            else army.units
        ):
            objects = [unit, *unit.options]
            for group in unit.profile_groups:
                objects += [group, *group.profiles, *group.options]
            for obj in objects:
                for name in WARMED[type(obj)]:
                    assert name in obj.__dict__, (army_id, unit.isc, name)
                    prop = type(obj).__dict__[name]
                    assert isinstance(prop, cached_property)
                    assert obj.__dict__[name] == prop.func(obj), (unit.isc, name)
                    checked += 1
    assert checked > 50_000
