"""CatalogTableModel and its proxy on PanOceania's units: cells per column and role."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from listbuilder.gui.editor.unit_table_model import (
    CatalogFilterProxyModel,
    CatalogTableModel,
)
from listbuilder.gui.models.drag_payloads import decode_option
from listbuilder.gui.present.unit_rows import AvaUse

PANO = 101
DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
ALIGN = Qt.ItemDataRole.TextAlignmentRole
FOREGROUND = Qt.ItemDataRole.ForegroundRole
CENTRE = int(Qt.AlignmentFlag.AlignCenter)
ACROSS = Qt.Orientation.Horizontal


@pytest.fixture
def model(catalog):
    model = CatalogTableModel()
    model.set_army(catalog.army(PANO))
    return model


def row_of(model, name: str) -> int:
    names = [model.data(model.index(r, 0)) for r in range(model.rowCount())]
    return names.index(name)


def test_headers_and_counts(model):
    assert model.rowCount() == 100
    assert model.columnCount() == 5
    assert [model.headerData(c, ACROSS) for c in range(5)] == [
        "Unit", "Type", "AVA", "Pts", "SWC"
    ]  # fmt: skip
    assert model.headerData(0, ACROSS, TOOLTIP) is None
    assert model.headerData(5, ACROSS) is None
    assert model.rowCount(model.index(0, 0)) == 0


def test_every_cell_of_the_fusiliers_row(model):
    row = row_of(model, "Fusiliers")
    model.set_ava({1: 1}, {1: 255, 30: 2})
    cells = [model.index(row, c) for c in range(5)]
    assert [model.data(i, DISPLAY) for i in cells] == [
        "Fusiliers", "LI", "1/T", "10-18", "0-1.5"
    ]  # fmt: skip
    tip = (  # PanOceania's Spec-Ops is a Fusilier (FUSILIER INDIGO, ITS.md E7)
        "Fusiliers\nLI · Line Troops · AVA T\nIn this list: 1/T\n"
        "Spec-Ops: one of its options is the army's Spec-Ops.\n10-18 pts · 0-1.5 SWC"
    )
    assert [model.data(i, TOOLTIP) for i in cells] == [tip] * 5
    assert [model.data(i, CatalogTableModel.SortRole) for i in cells] == [
        "fusiliers", "li", "1/t", 10, 0.0
    ]  # fmt: skip
    assert [model.data(i, ALIGN) for i in cells] == [None, *[CENTRE] * 4]
    assert [model.data(i, FOREGROUND) for i in cells] == [None] * 5
    detail = "LI · Line Troops · AVA T"
    assert [model.data(i, CatalogTableModel.DetailRole) for i in cells] == [detail] * 5
    assert [model.data(i, CatalogTableModel.TypeRole) for i in cells] == ["LI"] * 5
    search = {model.data(i, CatalogTableModel.SearchRole) for i in cells}
    assert len(search) == 1
    # names first, then every skill, weapon and equipment, sorted
    text = search.pop()
    assert text.startswith("fusiliers fusiliers fusiliers fusilier ")
    assert " combi rifle " in text
    assert " lieutenant " in text
    assert " fusilier indigo " in text  # the Spec-Ops option's name
    assert text.endswith(" spec-ops")  # PanOceania's Spec-Ops unit is marked
    ava = AvaUse(used=1, allowed=255)
    assert [model.data(i, CatalogTableModel.AvaRole) for i in cells] == [ava] * 5
    unit = model.data(cells[0], CatalogTableModel.EntryRole)
    assert (unit.id, unit.isc) == (1, "Fusiliers")
    assert model.data(cells[0], CatalogTableModel.RowRole).unit is unit
    assert model.flags(cells[0]) & Qt.ItemFlag.ItemIsDragEnabled


def test_every_cell_of_a_unit_at_its_ava(model):
    row = row_of(model, "Teutonic Knights")
    model.set_ava({30: 2}, {1: 255, 30: 2})
    cells = [model.index(row, c) for c in range(5)]
    assert [model.data(i, DISPLAY) for i in cells] == [
        "Teutonic Knights", "HI", "2/2", "18-29", "0-1.5"
    ]  # fmt: skip
    tip = (
        "Teutonic Knights\nHI · Veteran Troops · AVA 2\nIn this list: 2/2 (at AVA)\n"
        "18-29 pts · 0-1.5 SWC"
    )
    assert [model.data(i, TOOLTIP) for i in cells] == [tip] * 5
    assert [model.data(i, CatalogTableModel.SortRole) for i in cells] == [
        "teutonic knights", "hi", "2/2", 18, 0.0
    ]  # fmt: skip
    greys = [model.data(i, FOREGROUND) for i in cells]
    assert {b.color().name() for b in greys} == {"#8a8a8a"}
    assert model.data(cells[0], CatalogTableModel.AvaRole) == AvaUse(2, 2)
    assert model.data(cells[0], CatalogTableModel.SearchRole).startswith(
        "teutonic knights sacred military order of teutonic knights "
        "teutonic-knights teutonic knight "
    )


def test_before_any_list_the_ava_cells_are_empty(model):
    row = row_of(model, "Fusiliers")
    assert model.data(model.index(row, CatalogTableModel.COL_AVA)) == ""
    assert model.data(model.index(row, 0), CatalogTableModel.AvaRole) is None
    assert model.data(model.index(row, 0), TOOLTIP) == (
        "Fusiliers\nLI · Line Troops · AVA T\n"
        "Spec-Ops: one of its options is the army's Spec-Ops.\n10-18 pts · 0-1.5 SWC"
    )
    model.set_army(None)
    assert model.rowCount() == 0


def test_catalog_table_model_passes_the_model_tester(qtmodeltester, catalog):
    model = CatalogTableModel()
    model.set_army(catalog.army(PANO))
    qtmodeltester.check(model)
    proxy = CatalogFilterProxyModel()
    proxy.setSourceModel(model)
    qtmodeltester.check(proxy)


def test_catalog_table_model_lists_the_army_units(catalog):
    model = CatalogTableModel()
    model.set_army(catalog.army(PANO))
    names = [model.data(model.index(r, 0)) for r in range(model.rowCount())]
    assert "Fusiliers" in names
    row = names.index("Fusiliers")
    assert model.data(model.index(row, 0), CatalogTableModel.TypeRole) == "LI"
    assert model.data(model.index(row, 0), CatalogTableModel.DetailRole) == (
        "LI · Line Troops · AVA T"
    )
    assert model.data(model.index(row, 0), CatalogTableModel.EntryRole).id == 1
    assert model.unit_types()[:3] == ["LI", "MI", "HI"]


def proxy_names(proxy) -> list[str]:
    return [proxy.data(proxy.index(r, 0)) for r in range(proxy.rowCount())]


def test_catalog_proxy_searches_by_name_and_isc(catalog):
    model = CatalogTableModel()
    model.set_army(catalog.army(PANO))
    proxy = CatalogFilterProxyModel()
    proxy.setSourceModel(model)
    everything = proxy_names(proxy)
    assert everything == sorted(everything, key=str.casefold)
    proxy.set_search_text("fusil")
    assert "Fusiliers" in proxy_names(proxy)
    assert len(proxy_names(proxy)) < len(everything) / 4
    proxy.set_search_text("FUSILIERS")  # upper-case builder name
    assert "Fusiliers" in proxy_names(proxy)
    proxy.set_search_text("no such unit anywhere")
    assert proxy.rowCount() == 0


def test_catalog_proxy_filters_by_unit_type(catalog):
    model = CatalogTableModel()
    model.set_army(catalog.army(PANO))
    proxy = CatalogFilterProxyModel()
    proxy.setSourceModel(model)
    proxy.set_unit_type("TAG")
    types = {
        proxy.data(proxy.index(r, 0), CatalogTableModel.TypeRole)
        for r in range(proxy.rowCount())
    }
    assert types == {"TAG"}
    assert "Fusiliers" not in proxy_names(proxy)
    proxy.set_unit_type("")
    assert "Fusiliers" in proxy_names(proxy)


def cells(model, row: int) -> list[str]:
    return [model.data(model.index(row, c)) for c in range(model.columnCount())]


def test_catalog_rows_show_type_ava_use_and_cost_ranges(catalog):
    model = CatalogTableModel()
    model.set_army(catalog.army(PANO))
    names = [model.data(model.index(r, 0)) for r in range(model.rowCount())]
    row = names.index("Fusiliers")
    assert cells(model, row) == ["Fusiliers", "LI", "", "10-18", "0-1.5"]
    knights = names.index("Teutonic Knights")
    model.set_ava({30: 2}, {1: 255, 30: 2})
    assert cells(model, row)[2] == "0/T"
    assert cells(model, knights)[2] == "2/2"
    grey = model.data(model.index(knights, 0), Qt.ItemDataRole.ForegroundRole)
    assert grey is not None
    assert model.data(model.index(row, 0), Qt.ItemDataRole.ForegroundRole) is None
    assert "In this list: 2/2 (at AVA)" in model.data(
        model.index(knights, 0), Qt.ItemDataRole.ToolTipRole
    )
    changed = []
    model.dataChanged.connect(lambda a, b, *_: changed.append((a.row(), b.row())))
    model.set_ava({30: 1})
    assert set(changed) == {(knights, knights)}  # only the unit whose use changed


def test_catalog_proxy_filters_by_category_item_and_option_name(catalog):
    model = CatalogTableModel()
    model.set_army(catalog.army(PANO))
    proxy = CatalogFilterProxyModel()
    proxy.setSourceModel(model)
    assert "Line Troops" in model.categories()
    proxy.set_category("Line Troops")
    assert "Fusiliers" in proxy_names(proxy)
    assert "Teutonic Knights" not in proxy_names(proxy)
    proxy.set_category("")
    proxy.set_item("hacking device")
    hackers = proxy_names(proxy)
    assert "Teutonic Knights" not in hackers
    assert "Neoterra Bolts" in hackers  # the Bolt hacker option
    assert len(hackers) < model.rowCount() / 3
    proxy.set_item("missile launcher")
    assert "Fusiliers" in proxy_names(proxy)  # the Fusilier Missile Launcher
    proxy.set_item("")
    model.set_army(catalog.army(103))
    proxy.set_search_text("escort")  # an option name, not a unit name
    assert proxy_names(proxy) == ["Order Sergeants"]


def test_a_unit_listed_twice_says_where_each_comes_from(catalog):
    model = CatalogTableModel()
    model.set_army(catalog.army(909))  # White Company: its own CSU and the merc pool's
    tips = [
        model.data(model.index(r, 0), Qt.ItemDataRole.ToolTipRole)
        for r in range(model.rowCount())
        if model.data(model.index(r, 0)).startswith("CSU")
    ]
    assert len(tips) == 2
    assert any("this one is from the mercenary pool" in t for t in tips)
    assert any("this one is the army's own" in t for t in tips)


def test_a_dragged_unit_carries_its_chosen_or_first_option(catalog):
    model = CatalogTableModel()
    model.set_army(catalog.army(PANO))
    names = [model.data(model.index(r, 0)) for r in range(model.rowCount())]
    row = names.index("Fusiliers")
    dragged = decode_option(model.mimeData([model.index(row, 0)]))
    assert (dragged.unit_id, dragged.reinforcement) == (1, False)
    model.preferred_option = lambda unit: (1, 2)
    assert decode_option(model.mimeData([model.index(row, 0)])).option_id == 2


def test_over_ava_shows_red_in_the_ava_cell_and_says_so(catalog):
    model = CatalogTableModel()
    model.set_army(catalog.army(PANO))
    knights = row_of(model, "Teutonic Knights")
    model.set_ava({30: 3}, {1: 255, 30: 2})  # one more than the AVA of 2
    assert cells(model, knights)[2] == "3/2"
    red = model.data(model.index(knights, 2), FOREGROUND)
    assert red.color().name() == "#b00020"
    grey = model.data(model.index(knights, 0), FOREGROUND)
    assert grey.color().name() == "#8a8a8a"
    tip = model.data(model.index(knights, 0), TOOLTIP)
    assert "In this list: 3/2 (over AVA)" in tip
    model.set_ava({30: 2})  # at AVA: grey everywhere, no red
    assert model.data(model.index(knights, 2), FOREGROUND).color().name() == "#8a8a8a"


def test_the_search_box_finds_units_by_skill_such_as_lieutenant(model):
    proxy = CatalogFilterProxyModel()
    proxy.setSourceModel(model)
    proxy.set_search_text("lieutenant")
    names = proxy_names(proxy)
    assert "Fusiliers" in names  # its option 10 is the Lieutenant
    assert "Swiss Guard" not in names  # no Lieutenant option
    proxy.set_search_text("hacking device")
    assert "Fusiliers" in proxy_names(proxy)  # the Fusilier Hacker
    assert "Trauma-Docs" not in proxy_names(proxy)
