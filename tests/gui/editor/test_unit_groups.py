"""The unit browser's groups on PanOceania: group rows, units, filters, folding."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from listbuilder.gui.editor.unit_browser import CatalogPanel
from listbuilder.gui.editor.unit_groups import UnitGroupModel
from listbuilder.gui.editor.unit_table_model import (
    CatalogFilterProxyModel,
    CatalogTableModel,
)

PANO = 101
DISPLAY = Qt.ItemDataRole.DisplayRole
SORT = CatalogTableModel.SortRole


@pytest.fixture
def groups(catalog):
    model = CatalogTableModel()
    model.set_army(catalog.army(PANO))
    grouped = UnitGroupModel()
    grouped.setSourceModel(model)
    return grouped


def titles(model) -> list[str]:
    return [model.index(g, 0).data() for g in range(model.rowCount())]


def test_units_sit_under_their_type_in_the_game_order_mercenaries_last(groups):
    # the army's own 48 units by type (PanOceania fields no Warband of its
    # own), then the 52 of the mercenary pool (merc- slugs, Mercenary Troops)
    assert titles(groups) == [
        "LI · Light Infantry (15)",
        "MI · Medium Infantry (7)",
        "HI · Heavy Infantry (10)",
        "TAG · T.A.G. (4)",
        "REM · Remote (8)",
        "SK · Skirmisher (3)",
        "VH · Vehicle (1)",
        "Mercenaries (52)",
    ]
    assert sum(groups.rowCount(groups.index(g, 0)) for g in range(8)) == 100
    li = groups.index(0, 0)
    fusiliers = next(
        groups.index(r, 0, li)
        for r in range(groups.rowCount(li))
        if groups.index(r, 0, li).data() == "Fusiliers"
    )
    assert fusiliers.parent() == li
    assert fusiliers.data(CatalogTableModel.EntryRole).id == 1
    assert [fusiliers.siblingAtColumn(c).data() for c in range(5)] == [
        "Fusiliers", "LI", "", "10-18", "0-1.5"
    ]  # fmt: skip
    source = groups.mapToSource(fusiliers)
    assert groups.mapFromSource(source) == fusiliers
    merc = groups.index(7, 0)
    names = [groups.index(r, 0, merc).data() for r in range(groups.rowCount(merc))]
    assert "Bashi Bazouks" in names
    assert "Fusiliers" not in names


def test_the_columns_keep_their_titles(groups):
    across = Qt.Orientation.Horizontal
    titles = [groups.headerData(c, across) for c in range(groups.columnCount())]
    assert titles == ["Unit", "Type", "AVA", "Pts", "SWC"]


def test_every_cell_of_a_group_row(groups):
    li = groups.index(0, 0)
    assert [li.siblingAtColumn(c).data() for c in range(5)] == [
        "LI · Light Infantry (15)", None, None, None, None
    ]  # fmt: skip
    assert [li.siblingAtColumn(c).data(SORT) for c in range(5)] == [0] * 5
    assert li.data(Qt.ItemDataRole.FontRole).bold()
    assert li.data(CatalogTableModel.EntryRole) is None
    assert li.data(CatalogTableModel.RowRole) is None
    assert groups.flags(li) == Qt.ItemFlag.ItemIsEnabled  # not selectable, no drag
    assert groups.mapToSource(li).isValid() is False
    assert groups.group_key(li) == "LI"
    assert groups.group_key(groups.index(0, 0, li)) is None


def test_ava_changes_reach_the_unit_under_its_group(groups, qtbot):
    source = groups.sourceModel()
    with qtbot.waitSignal(groups.dataChanged) as changed:
        source.set_ava({30: 2}, {1: 255, 30: 2})
    assert changed.args[0].parent().isValid()


def test_filters_keep_a_group_while_one_of_its_units_passes(groups):
    proxy = CatalogFilterProxyModel()
    proxy.setSourceModel(groups)
    proxy.set_search_text("lieutenant")
    shown = titles(proxy)
    assert shown[0] == "LI · Light Infantry (15)"  # the count is the army's
    assert "VH · Vehicle (1)" not in shown
    proxy.set_unit_type("HI")
    assert titles(proxy) == ["HI · Heavy Infantry (10)"]  # no HI mercenary is a Lt


def test_a_descending_sort_reverses_units_not_groups(groups):
    proxy = CatalogFilterProxyModel()
    proxy.setSourceModel(groups)
    proxy.sort(3, Qt.SortOrder.DescendingOrder)  # points, dearest first
    assert titles(proxy)[:2] == ["LI · Light Infantry (15)", "MI · Medium Infantry (7)"]
    li = proxy.index(0, 0)
    costs = [proxy.index(r, 3, li).data(SORT) for r in range(proxy.rowCount(li))]
    assert costs == sorted(costs, reverse=True)


def test_folded_groups_stay_folded_across_a_search(qtbot, catalog):
    panel = CatalogPanel()
    qtbot.addWidget(panel)
    panel.set_army(catalog.army(PANO))
    view, proxy = panel.unit_view, panel.proxy
    assert all(view.isExpanded(proxy.index(g, 0)) for g in range(proxy.rowCount()))
    root = proxy.index(0, 0).parent()
    assert all(view.isFirstColumnSpanned(g, root) for g in range(proxy.rowCount()))
    view.collapse(proxy.index(1, 0))  # MI
    assert panel.folding.folded == {"MI"}
    qtbot.keyClicks(panel.search_edit, "o")
    panel.search_edit.clear()
    shown = {proxy.index(g, 0).data(): view.isExpanded(proxy.index(g, 0))
             for g in range(proxy.rowCount())}  # fmt: skip
    assert shown["MI · Medium Infantry (7)"] is False
    assert shown["LI · Light Infantry (15)"] is True
    assert panel.select_unit(30)  # Teutonic Knights: unfolds HI's group if folded
    assert panel.selected_unit().id == 30


def test_sorted_by_ava_use_the_order_follows_the_list(groups):
    proxy = CatalogFilterProxyModel()
    proxy.setSourceModel(groups)
    source = groups.sourceModel()
    source.set_ava({}, {1: 255, 30: 2})
    proxy.sort(CatalogTableModel.COL_AVA, Qt.SortOrder.DescendingOrder)
    hi = next(g for g in range(proxy.rowCount()) if "HI" in proxy.index(g, 0).data())
    parent = proxy.index(hi, 0)
    source.set_ava({30: 2})  # two Teutonic Knights: "2/2" sorts first
    assert proxy.index(0, 0, parent).data() == "Teutonic Knights"


def test_the_grouped_model_and_its_filter_pass_the_model_tester(qtmodeltester, groups):
    # index() checks its own bounds (not through hasIndex): the tester asks
    # for rows and columns outside the model, under groups and under units
    qtmodeltester.check(groups)
    proxy = CatalogFilterProxyModel()
    proxy.setSourceModel(groups)
    proxy.sort(0)
    qtmodeltester.check(proxy)
    unit = groups.index(0, 0, groups.index(0, 0))
    assert not groups.index(0, 0, unit).isValid()  # units have no children
    assert not groups.index(groups.rowCount(), 0).isValid()
    assert not groups.index(0, groups.columnCount()).isValid()
    # a unit's sort key comes straight from the source row it maps to
    assert unit.data(SORT) == groups.mapToSource(unit).data(SORT)
    assert unit.data(DISPLAY) == groups.mapToSource(unit).data(DISPLAY)
