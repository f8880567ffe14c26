"""Speed goals of issue 3: full legality with fireteams and reinforcements, and an
organiser validating a folder of 500 saved lists."""

from __future__ import annotations

import contextlib
import io

from listbuilder.cli import main
from listbuilder.core import (
    order_pools,
    resolve_list,
    validate,
)
from listbuilder.data.lists import save_army
from listbuilder.gui.document import ArmyDocument
from tests.fixtures.lists import fifteen_with_teams_and_reinforcements


def test_legality_and_orders_with_fireteams_and_reinforcements(benchmark, catalog, n5):
    lst = fifteen_with_teams_and_reinforcements()

    def run():
        troopers = resolve_list(lst, catalog)
        return (
            validate(lst, catalog, n5, troopers=troopers),
            order_pools(lst, catalog, n5, troopers=troopers),
        )

    report, pools = benchmark(run)
    assert len(pools) == 3
    assert report.reinforcement_troopers == 2
    assert report.troopers == 12  # the Palbot counts 0
    assert not [v for v in report.violations if v.rule in ("DATA", "A12")]


def test_validate_a_folder_of_500_lists(benchmark, tmp_path):
    base = fifteen_with_teams_and_reinforcements()
    for i in range(500):
        save_army(base.replace(name=f"Player {i}"), tmp_path / f"list{i:03}.lbl.json")

    def run():
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            code = main(["validate", "--csv", str(tmp_path)])
        return code, out.getvalue()

    code, text = benchmark.pedantic(run, rounds=3, iterations=1)
    assert code in (0, 1)
    assert len(text.splitlines()) == 501


def test_document_recompute_of_15_troopers(benchmark, qapp, catalog, n5):
    """What every edit in the app costs: resolve, validate, order pools, roster."""
    lst = fifteen_with_teams_and_reinforcements()
    document = ArmyDocument(catalog, {"n5": n5}, lst)

    benchmark(document.reset, lst)
    assert [len(g.rows) for g in document.roster.groups] == [10, 3, 2]
    assert document.state.pools == tuple(g.orders for g in document.roster.groups)
    assert document.report.reinforcement_troopers == 2
