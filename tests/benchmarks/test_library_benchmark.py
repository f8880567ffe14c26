"""Speed goals of issue 13: 1,000 saved lists show in the library in 0.5 s or
less on the second start (rows from the cache); the first scan, which reads and
checks every list, is measured too.

Run: ``pytest tests/benchmarks/test_library_benchmark.py --benchmark-only``.
The lists are the published army codes of the bundled armies (every member
resolves), saved 1,000 times under 20 folders with different names.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from listbuilder.core.armycode.bind import army_list_from_code
from listbuilder.core.armycode.reader import ArmyCodeError
from listbuilder.data.library.scan import cache_path, scan_library
from listbuilder.data.lists import save_army
from listbuilder.gui.library.panel import LibraryPanel
from tests.benchmarks.goals import check_goal
from tests.fixtures import FIXTURES

LISTS = 1000
FOLDERS = 20
#: The issue's goal for the second start, in seconds.
GOAL_SECONDS = 0.5
VECTORS = FIXTURES / "armycode_vectors.json"


@pytest.fixture(scope="module")
def library(tmp_path_factory, catalog) -> Path:
    """1,000 real lists (every member resolves) in 20 folders."""
    armies = []
    for vector in json.loads(VECTORS.read_text(encoding="utf-8")):
        try:
            result = army_list_from_code(vector["code"], catalog)
        except ArmyCodeError:  # an army the bundled data does not have (yet)
            continue
        if not result.unresolved and result.army_list.troopers():
            armies.append(result.army_list)
    assert len({a.army_id for a in armies}) >= 5  # several armies, not one
    root = tmp_path_factory.mktemp("library") / "lists"
    for i in range(LISTS):
        army = armies[i % len(armies)]
        folder = root / f"folder{i % FOLDERS:02}"
        folder.mkdir(parents=True, exist_ok=True)
        save_army(army.replace(name=f"Player {i}"), folder / f"list{i:04}.lbl.json")
    return root


def check(scan, *, read: int, cached: int) -> None:
    """The scan saw every list, readable, fully resolved, as claimed."""
    assert len(scan.rows) == LISTS
    assert len(scan.folders) == FOLDERS
    assert not [r for r in scan.rows if r.error]
    assert not [r for r in scan.rows if any(v.startswith("DATA") for v in r.violations)]
    assert (scan.read, scan.cached) == (read, cached)


def test_first_scan_reads_and_checks_1000_lists(benchmark, library, catalog, tmp_path):
    cache = cache_path(tmp_path / "cache", library)

    def fresh():
        cache.unlink(missing_ok=True)
        return (), {}

    def run():
        return scan_library(library, lambda: catalog, cache=cache, fingerprint="fp")

    scan = benchmark.pedantic(run, setup=fresh, rounds=3, iterations=1)
    check(scan, read=LISTS, cached=0)


def test_second_scan_of_1000_lists_from_the_cache(
    benchmark, library, catalog, tmp_path
):
    cache = cache_path(tmp_path / "cache", library)
    scan_library(library, lambda: catalog, cache=cache, fingerprint="fp")

    def no_profiles():
        raise AssertionError("a cached scan must not load the profiles")

    def run():
        return scan_library(library, no_profiles, cache=cache, fingerprint="fp")

    scan = benchmark(run)
    check(scan, read=0, cached=LISTS)
    check_goal(benchmark, "mean seconds", benchmark.stats.stats.mean, GOAL_SECONDS)


def test_library_view_shows_1000_lists_on_the_second_start(
    benchmark, qtbot, library, catalog, tmp_path
):
    """A new library view (the app's second start) filled from the cache."""
    cache_folder = tmp_path / "cache"
    scan_library(
        library,
        lambda: catalog,
        cache=cache_path(cache_folder, library),
        fingerprint="fp",
    )
    panels = []

    def start():
        panel = LibraryPanel(
            library, tmp_path / "trash", lambda: catalog, cache_folder, "fp"
        )
        panel.show()
        panel.refresh(blocking=True)
        panels.append(panel)
        return panel

    panel = benchmark.pedantic(start, rounds=5, iterations=1)
    for made in panels:
        qtbot.addWidget(made)
    assert panel.model.rowCount() == LISTS
    assert panel.proxy.rowCount() == LISTS
    assert panel.scan is not None
    check(panel.scan, read=0, cached=LISTS)
    check_goal(benchmark, "mean seconds", benchmark.stats.stats.mean, GOAL_SECONDS)
