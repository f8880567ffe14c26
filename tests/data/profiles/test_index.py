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
