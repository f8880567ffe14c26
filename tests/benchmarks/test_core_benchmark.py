"""Speed goals of issue 2: profile loading and per-edit legality + order pools.

``FIFTEEN`` is a legal 253-point PanOceania list of 15 troopers that all resolve.
"""

from __future__ import annotations

from listbuilder.core import (
    order_pools,
    resolve_list,
    validate,
)
from listbuilder.data.profiles.load import load_catalog
from listbuilder.paths import bundled_profiles_dir
from tests.fixtures.lists import FIFTEEN, assert_is_the_legal_fifteen


def test_load_all_bundled_profiles(benchmark):
    """Metadata, then every one of the 45 armies (and reinforcement lists)."""

    def load_all():
        catalog = load_catalog(bundled_profiles_dir())
        return catalog, [catalog.army(i) for i in catalog.army_ids]

    catalog, armies = benchmark.pedantic(load_all, rounds=3, iterations=1)
    assert len(armies) == 45
    assert all(armies)
    assert catalog.problems == ()


def test_start_up_reads_no_army_file(benchmark):
    catalog = benchmark(load_catalog, bundled_profiles_dir())
    assert catalog.loaded_armies() == []
    assert len(catalog.army_ids) == 45


def test_legality_and_order_pools_15_troopers(benchmark, catalog, n5):
    def run():
        troopers = resolve_list(FIFTEEN, catalog)
        return (
            validate(FIFTEEN, catalog, n5, troopers=troopers),
            order_pools(FIFTEEN, catalog, n5, troopers=troopers),
        )

    report, pools = benchmark(run)
    assert_is_the_legal_fifteen(report, catalog)
    assert len(pools) == 2
