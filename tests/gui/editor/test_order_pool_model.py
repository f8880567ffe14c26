"""OrderPoolTableModel on a two-group list: every cell, per column and role."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from listbuilder.core import order_pools
from listbuilder.gui.editor.order_pool_model import OrderPoolTableModel
from tests.gui.editor.conftest import fusilier
from tests.helpers import with_trooper

DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
ALIGN = Qt.ItemDataRole.TextAlignmentRole
CENTRE = int(Qt.AlignmentFlag.AlignCenter)
ACROSS = Qt.Orientation.Horizontal
VALUE = OrderPoolTableModel.ValueRole

HEADERS = ["Group", "Troopers", "Pool", "Reg", "Tac", "Irr", "Imp", "Lt", "Held"]
HEADER_TIPS = [
    "Combat group",
    "Troopers in the group (paired troopers count twice)",
    "Orders in the group's pool at deployment: the Regular orders (B1, B5)",
    "Regular orders (B1)",
    "Tactical Awareness orders: kept by their trooper, not in the pool (B6)",
    "Irregular orders: only for the trooper that generates them (B2)",
    "Impetuous orders (B3)",
    "Lieutenant order: only for the Lieutenant, not in the pool (B4)",
    "Orders of troopers deploying off the table, of every type; they come when "
    "the troopers appear (B5)",
]


@pytest.fixture
def model(catalog, n5, two_groups):
    model = OrderPoolTableModel()
    model.set_pools(order_pools(two_groups, catalog, n5))
    return model


def test_order_pool_model_passes_the_model_tester(qtmodeltester, model):
    qtmodeltester.check(model)


def test_headers_give_titles_and_explain_each_column(model):
    assert model.rowCount() == 2
    assert model.columnCount() == 9
    assert [model.headerData(c, ACROSS) for c in range(9)] == HEADERS
    assert [model.headerData(c, ACROSS, TOOLTIP) for c in range(9)] == HEADER_TIPS
    assert model.headerData(0, Qt.Orientation.Vertical) is None
    assert model.headerData(9, ACROSS) is None
    assert model.rowCount(model.index(0, 0)) == 0


def test_every_cell_of_the_first_group(model):
    cells = [model.index(0, c) for c in range(9)]
    # Lieutenant + HMG: 2 Regular orders in the pool, the Lieutenant order apart
    assert [model.data(i, DISPLAY) for i in cells] == [
        "1", "2", "2", "2", "0", "0", "0", "1", "0"
    ]  # fmt: skip
    assert [model.data(i, VALUE) for i in cells] == [1, 2, 2, 2, 0, 0, 0, 1, 0]
    pool_tip = "Group 1: 2 pool, 1 lt"
    assert [model.data(i, TOOLTIP) for i in cells] == [
        pool_tip, "2 troopers", *[pool_tip] * 7
    ]  # fmt: skip
    assert [model.data(i, ALIGN) for i in cells] == [CENTRE] * 9
    pool = model.pool(0)
    assert [model.data(i, OrderPoolTableModel.EntryRole) for i in cells] == [pool] * 9
    assert (pool.group, pool.pool_orders, pool.lieutenant) == (1, 2, 1)
    flags = model.flags(cells[0])
    assert flags & Qt.ItemFlag.ItemIsSelectable
    assert not flags & Qt.ItemFlag.ItemIsDragEnabled


def test_every_cell_of_the_second_group(model):
    cells = [model.index(1, c) for c in range(9)]
    assert [model.data(i, DISPLAY) for i in cells] == [
        "2", "1", "1", "1", "0", "0", "0", "0", "0"
    ]  # fmt: skip
    assert [model.data(i, VALUE) for i in cells] == [2, 1, 1, 1, 0, 0, 0, 0, 0]
    assert [model.data(i, TOOLTIP) for i in cells] == [
        "Group 2: 1 pool", "1 trooper", *["Group 2: 1 pool"] * 7
    ]  # fmt: skip
    assert model.pool(2) is None
    assert model.data(model.index(2, 0)) is None


def test_a_new_trooper_changes_the_cells_in_place(catalog, n5, two_groups, model):
    changed = []
    model.dataChanged.connect(lambda a, b, roles: changed.append((a, b, roles)))
    resets = []
    model.modelReset.connect(lambda: resets.append(True))
    more = with_trooper(two_groups, 1, fusilier(1, "rifle2"))
    model.set_pools(order_pools(more, catalog, n5))
    assert model.data(model.index(1, OrderPoolTableModel.COL_POOL), VALUE) == 2
    assert model.data(model.index(1, OrderPoolTableModel.COL_TROOPERS)) == "2"
    assert not resets
    ((top_left, bottom_right, roles),) = changed
    assert (top_left.row(), top_left.column()) == (0, 0)
    assert (bottom_right.row(), bottom_right.column()) == (1, 8)
    assert roles == [DISPLAY, VALUE, OrderPoolTableModel.EntryRole]
    model.set_pools(order_pools(more, catalog, n5))  # the same pools: no signal
    assert len(changed) == 1


def test_a_reinforcement_group_number_reads_r(catalog, n5, two_groups):
    from tests.helpers import with_group

    army = with_trooper(
        with_group(two_groups, reinforcement=True),
        2,
        fusilier(1, "r").replace(unit_id=1643, option_id=2),
    )
    model = OrderPoolTableModel()
    model.set_pools(order_pools(army, catalog, n5))
    group_numbers = [model.data(model.index(r, 0)) for r in range(model.rowCount())]
    assert group_numbers == ["1", "2", "R1"]
    assert model.data(model.index(2, 0), VALUE) == 1
