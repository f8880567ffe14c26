"""The profile index lists each army file's Mercenary Troops (ITS.md E5)."""

from __future__ import annotations

import json

from listbuilder.data.profiles.index import INDEX_FILE, file_facts, read_facts
from listbuilder.paths import bundled_profiles_dir


def test_each_file_lists_its_mercenary_troops():
    facts = file_facts(bundled_profiles_dir() / "101.json")
    # PanOceania's own Warcors and Motorized Bounty Hunters, then the pool
    assert {50, 1565, 1874, 10049, 10325} <= set(facts.mercenaries)
    assert 1 not in facts.mercenaries  # Fusiliers are Line Troops
    assert 325 not in facts.mercenaries  # Haqqislam's Bashi Bazouks
    assert 325 in file_facts(bundled_profiles_dir() / "401.json").mercenaries


def test_the_cached_index_keeps_the_mercenaries(tmp_path):
    files = {401: bundled_profiles_dir() / "401.json"}
    first = read_facts(files, tmp_path)
    cached = json.loads((tmp_path / INDEX_FILE).read_text())
    (entry,) = cached["files"].values()
    assert 325 in entry["mercenaries"]
    assert read_facts(files, tmp_path) == first


def test_every_fact_from_the_index_equals_the_fact_read_from_its_file(tmp_path):
    folder = bundled_profiles_dir()
    files = {int(p.stem): p for p in folder.glob("[0-9]*.json")}
    assert len(files) == 57
    read_facts(files, tmp_path)  # writes the index
    cached = read_facts(files, tmp_path)
    for faction_id, path in files.items():
        assert cached[faction_id] == file_facts(path), faction_id
    assert cached[101].units == 100


def test_an_index_entry_of_the_wrong_shape_is_read_again(tmp_path):
    files = {101: bundled_profiles_dir() / "101.json"}
    good = read_facts(files, tmp_path)
    index = tmp_path / INDEX_FILE
    data = json.loads(index.read_text())
    (entry,) = data["files"].values()
    for key, bad in (("units", "100"), ("units", True), ("mercenaries", ["50"])):
        entry[key] = bad
        index.write_text(json.dumps(data))
        assert read_facts(files, tmp_path) == good, (key, bad)
        data = json.loads(index.read_text())  # written again, good
        (entry,) = data["files"].values()
        assert entry["units"] == 100
