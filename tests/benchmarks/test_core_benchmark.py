"""Speed goals of issue 2: profile loading and per-edit legality + order pools."""

from __future__ import annotations

from listbuilder.core import (
    ArmyList,
    CombatGroup,
    order_pools,
    resolve_list,
    validate,
)
from listbuilder.data.profiles import load_catalog
from listbuilder.paths import bundled_profiles_dir
from tests.helpers import e

FIFTEEN = ArmyList(
    army_id=101,
    groups=(
        CombatGroup(
            number=1,
            troopers=(
                e(1, 1, 10),
                e(1, 1, 1),
                e(1, 1, 2),
                e(4, 1, 4),
                e(4, 1, 2),
                e(30, 1, 1),
                e(1222, 1, 1),
                e(1807, 1, 1),
                e(20, 1, 1),
                e(37, 1, 1),
            ),
        ),
        CombatGroup(
            number=2,
            troopers=(e(1, 1, 1), e(1, 1, 1), e(50, 1, 1), e(16, 1, 2), e(13, 1, 1)),
        ),
    ),
)


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
    assert report.troopers == 14  # the Palbot counts 0 (minis)
    assert len(pools) == 2
