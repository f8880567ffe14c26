"""Qt adapter models on the bundled profiles, checked without any window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMimeData, QModelIndex, Qt

from listbuilder.core import ArmyList, TrooperEntry, build_roster, order_pools, validate
from listbuilder.core.lists import edits
from listbuilder.core.roster.wording import roster_option_short
from listbuilder.gui.document import ArmyDocument
from listbuilder.gui.editor.option_table_model import OptionTableModel
from listbuilder.gui.editor.order_pool_model import OrderPoolTableModel
from listbuilder.gui.editor.roster_tree_model import ArmyTreeModel
from listbuilder.gui.editor.unit_table_model import (
    CatalogFilterProxyModel,
    CatalogTableModel,
)
from listbuilder.gui.editor.violation_list_model import ViolationListModel
from listbuilder.gui.models._shared import TROOPER_MIME, decode_uids, encode_uids
from tests.helpers import with_group, with_trooper

PANO = 101
DISPLAY = Qt.ItemDataRole.DisplayRole


def fusilier(option_id: int, uid: str) -> TrooperEntry:
    return TrooperEntry(uid=uid, unit_id=1, profile_group_id=1, option_id=option_id)


@pytest.fixture
def two_groups() -> ArmyList:
    """Group 1: Fusilier Lieutenant + HMG; group 2: a plain Fusilier."""
    army = ArmyList(army_id=PANO, name="Test")
    army = with_trooper(army, 0, fusilier(10, "lt"))
    army = with_trooper(army, 0, fusilier(2, "hmg"))
    return with_trooper(army, 1, fusilier(1, "rifle"))


@pytest.fixture
def document(catalog, n5, n2, two_groups, qtbot):
    return ArmyDocument(catalog, {"n5": n5, "n2": n2}, two_groups)


# -- ArmyTreeModel --


def test_army_tree_model_passes_the_model_tester(qtmodeltester, document):
    model = ArmyTreeModel(document)
    model.set_roster(document.roster)
    qtmodeltester.check(model)


def test_army_tree_model_shows_groups_and_trooper_rows(document):
    model = ArmyTreeModel(document)
    model.set_roster(document.roster)
    assert model.rowCount() == 2
    group = model.index(0, 0)
    assert model.data(group) == "Combat Group 1 (2 troopers)"
    assert model.data(model.index(0, ArmyTreeModel.COL_OPTION)) == (
        "2 orders, 1 lieutenant"
    )
    assert model.data(model.index(0, ArmyTreeModel.COL_POINTS)) == "28"
    assert model.rowCount(group) == 2
    lt = model.index(0, 0, group)
    assert model.data(lt) == "Fusiliers (Lieutenant)"
    # The option name FUSILIER only repeats the unit's: the loadout leads.
    assert model.data(model.index(0, ArmyTreeModel.COL_OPTION, group)) == (
        "Lieutenant · Combi Rifle, Pistol, CC Weapon"
    )
    assert "FUSILIER: Lieutenant · Combi Rifle, Pistol, CC Weapon" in model.data(
        lt, Qt.ItemDataRole.ToolTipRole
    )
    hmg = model.index(1, 0, group)
    assert model.data(hmg.siblingAtColumn(ArmyTreeModel.COL_POINTS)) == "18"
    assert model.data(hmg.siblingAtColumn(ArmyTreeModel.COL_SWC)) == "1"
    assert model.data(hmg, ArmyTreeModel.UidRole) == "hmg"
    assert model.data(hmg, ArmyTreeModel.GroupIndexRole) == 0
    assert model.parent(hmg) == group
    assert model.index_of_uid("rifle").parent().row() == 1


def test_army_tree_model_update_names_exactly_the_cells_an_edit_changed(document):
    model = ArmyTreeModel(document)
    model.set_roster(document.state.roster, document.state.team_tags)
    model.column_texts()  # the texts shown, as the roster panel measures them
    changed: list[tuple[int, int, int]] = []

    def record(top_left: QModelIndex, bottom_right: QModelIndex) -> None:
        group = top_left.parent().row()  # -1 for a group row
        for column in range(top_left.column(), bottom_right.column() + 1):
            for row in range(top_left.row(), bottom_right.row() + 1):
                changed.append((group, row, column))

    model.dataChanged.connect(record)
    # the group 2 Fusilier: rifle (10 pts) -> HMG (18 pts, 1 SWC)
    document.apply(edits.change_option, "rifle", 1, 2)
    assert model.update_roster(document.state.roster, document.state.team_tags)
    cols = ArmyTreeModel
    trooper_cells = {(g, r, c) for g, r, c in changed if g == 1}
    assert trooper_cells == {
        (1, 0, cols.COL_OPTION),
        (1, 0, cols.COL_POINTS),
        (1, 0, cols.COL_SWC),
    }
    group_cells = {(r, c) for g, r, c in changed if g == -1}
    assert (1, cols.COL_POINTS) in group_cells  # the group's points
    assert (1, cols.COL_OPTION) not in group_cells  # its orders are the same
    assert all(g != 0 for g, _, _ in changed)  # group 1 was not touched
    hmg = model.index_of_uid("rifle", cols.COL_POINTS)
    assert model.data(hmg) == "18"
    # a row whose texts were never asked for is named whole
    changed.clear()
    model._texts.clear()
    document.apply(edits.change_option, "rifle", 1, 1)
    model.update_roster(document.state.roster, document.state.team_tags)
    assert {(g, r, c) for g, r, c in changed if g == 1} == {
        (1, 0, c) for c in range(model.columnCount())
    }


def test_army_tree_model_drag_payload_round_trips_uids(document):
    model = ArmyTreeModel(document)
    model.set_roster(document.roster)
    indexes = [model.index_of_uid("rifle"), model.index_of_uid("lt")]
    mime = model.mimeData(indexes)
    assert mime.hasFormat(TROOPER_MIME)
    assert decode_uids(mime) == ["lt", "rifle"]  # roster order


def test_army_tree_model_drop_on_a_group_moves_through_the_document(document):
    model = ArmyTreeModel(document)
    document.state_changed.connect(lambda _: model.set_roster(document.roster))
    model.set_roster(document.roster)
    dropped = model.dropMimeData(
        encode_uids(["hmg"]), Qt.DropAction.MoveAction, -1, 0, model.group_index(1)
    )
    assert dropped is False  # the document reset the model; the view removes nothing
    assert [t.uid for t in document.army_list.groups[1].troopers] == ["rifle", "hmg"]
    document.undo_stack.undo()
    assert [t.uid for t in document.army_list.groups[0].troopers] == ["lt", "hmg"]


def test_army_tree_model_drop_on_a_trooper_inserts_before_it(document):
    model = ArmyTreeModel(document)
    model.set_roster(document.roster)
    model.dropMimeData(
        encode_uids(["hmg"]),
        Qt.DropAction.MoveAction,
        -1,
        0,
        model.index_of_uid("lt"),
    )
    assert [t.uid for t in document.army_list.groups[0].troopers] == ["hmg", "lt"]


def test_army_tree_model_refuses_foreign_payloads(document):
    model = ArmyTreeModel(document)
    model.set_roster(document.roster)
    mime = QMimeData()
    mime.setText("lt")
    assert not model.canDropMimeData(
        mime, Qt.DropAction.MoveAction, -1, 0, model.group_index(1)
    )
    bad = QMimeData()
    bad.setData(TROOPER_MIME, b"{not json")
    assert decode_uids(bad) == []
    assert not ArmyTreeModel().canDropMimeData(
        encode_uids(["lt"]), Qt.DropAction.MoveAction, -1, 0, QModelIndex()
    )


# -- CatalogTableModel + proxy --


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
    assert changed == [(knights, knights)]  # only the unit whose use changed


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
    from listbuilder.gui.models._shared import decode_option

    model = CatalogTableModel()
    model.set_army(catalog.army(PANO))
    names = [model.data(model.index(r, 0)) for r in range(model.rowCount())]
    row = names.index("Fusiliers")
    dragged = decode_option(model.mimeData([model.index(row, 0)]))
    assert (dragged.unit_id, dragged.reinforcement) == (1, False)
    model.preferred_option = lambda unit: (1, 2)
    assert decode_option(model.mimeData([model.index(row, 0)])).option_id == 2


# -- OptionTableModel --


def test_option_table_model_passes_the_model_tester(qtmodeltester, catalog):
    model = OptionTableModel()
    model.set_unit(catalog.army(PANO).unit(1))
    qtmodeltester.check(model)


def test_option_table_model_shows_points_swc_and_resolved_items(catalog):
    model = OptionTableModel()
    model.set_unit(catalog.army(PANO).unit(1))
    assert model.rowCount() == 9
    lt_row = next(
        r for r in range(model.rowCount()) if model.summary(r).option_id == 10
    )
    assert model.data(model.index(lt_row, OptionTableModel.COL_POINTS)) == "10"
    assert model.data(model.index(lt_row, OptionTableModel.COL_SWC)) == "0"
    assert model.data(model.index(lt_row, OptionTableModel.COL_LOADOUT)) == (
        "Lieutenant · Combi Rifle, Pistol, CC Weapon"
    )
    tip = model.data(model.index(lt_row, 0), Qt.ItemDataRole.ToolTipRole)
    assert "Skills: Lieutenant" in tip
    assert "Weapons: Combi Rifle, Pistol, CC Weapon" in tip
    model.set_unit(None)
    assert model.rowCount() == 0


# -- ViolationListModel --


def test_violation_list_model_passes_the_model_tester(qtmodeltester, catalog, n5):
    model = ViolationListModel()
    model.set_report(validate(ArmyList(army_id=PANO), catalog, n5))
    qtmodeltester.check(model)


def test_violation_list_model_lists_messages_and_troopers(catalog, n5, two_groups):
    model = ViolationListModel()
    model.set_report(validate(ArmyList(army_id=PANO), catalog, n5))
    assert model.rowCount() == 1
    assert model.data(model.index(0)).startswith("A3: ")
    two_lts = with_trooper(two_groups, 1, fusilier(10, "lt2"))
    model.set_report(validate(two_lts, catalog, n5))
    troopers = model.data(model.index(0), ViolationListModel.TroopersRole)
    assert set(troopers) == {"lt", "lt2"}
    model.set_report(validate(two_groups, catalog, n5))
    assert model.rowCount() == 0


# -- OrderPoolTableModel --


def test_order_pool_model_passes_the_model_tester(
    qtmodeltester, catalog, n5, two_groups
):
    model = OrderPoolTableModel()
    model.set_pools(order_pools(two_groups, catalog, n5))
    qtmodeltester.check(model)


def test_order_pool_model_shows_each_group_pool(catalog, n5, two_groups):
    model = OrderPoolTableModel()
    model.set_pools(order_pools(two_groups, catalog, n5))
    value = OrderPoolTableModel.ValueRole
    assert model.rowCount() == 2
    assert model.data(model.index(0, OrderPoolTableModel.COL_POOL), value) == 2
    assert model.data(model.index(0, OrderPoolTableModel.COL_LIEUTENANT), value) == 1
    assert model.data(model.index(1, OrderPoolTableModel.COL_POOL)) == "1"
    assert model.data(model.index(1, OrderPoolTableModel.COL_TROOPERS), value) == 1
    more = with_trooper(two_groups, 1, fusilier(1, "rifle2"))
    model.set_pools(order_pools(more, catalog, n5))
    assert model.data(model.index(1, OrderPoolTableModel.COL_POOL), value) == 2


def test_table_headers_give_titles_and_explain_the_pool_columns():
    pools, options = OrderPoolTableModel(), OptionTableModel()
    across, down = Qt.Orientation.Horizontal, Qt.Orientation.Vertical
    tip = Qt.ItemDataRole.ToolTipRole
    pool_column = OrderPoolTableModel.COL_POOL
    assert pools.headerData(pool_column, across) == "Pool"
    # The pool is the Regular orders only; Tactical orders stay with their trooper.
    assert "Regular orders (B1, B5)" in pools.headerData(pool_column, across, tip)
    tactical = pools.headerData(OrderPoolTableModel.COL_TACTICAL, across, tip)
    assert "not in the pool" in tactical
    assert pools.headerData(pool_column, down) is None
    assert pools.headerData(99, across) is None
    assert options.headerData(OptionTableModel.COL_SWC, across) == "SWC"
    assert options.headerData(OptionTableModel.COL_SWC, across, tip) is None


def test_roster_text_in_the_tree_equals_the_core_roster(
    catalog, n5, two_groups, document
):
    model = ArmyTreeModel(document)
    roster = build_roster(two_groups, catalog, n5)
    model.set_roster(roster)
    for row in roster.rows():
        index = model.index_of_uid(row.uid, ArmyTreeModel.COL_OPTION)
        assert model.data(index, DISPLAY) == roster_option_short(row)
        assert f"{row.option}: {row.loadout}" in model.data(
            index, Qt.ItemDataRole.ToolTipRole
        )


def test_army_tree_model_with_fireteams_and_reinforcements(
    qtmodeltester, catalog, n5, n2, qtbot
):
    army = ArmyList(army_id=PANO)
    for uid in ("b1", "b2"):
        army = with_trooper(
            army, 0, TrooperEntry(uid=uid, unit_id=4, profile_group_id=1, option_id=2)
        )
    army = with_trooper(
        with_group(army, reinforcement=True),
        1,
        TrooperEntry(uid="r1", unit_id=1643, profile_group_id=1, option_id=2),
    )
    doc = ArmyDocument(catalog, {"n5": n5, "n2": n2}, army)
    doc.apply(edits.declare_fireteam, ["b1", "b2"], "PanOceania Fireteams I", "DUO")
    model = ArmyTreeModel(doc)
    model.set_roster(doc.roster, doc.team_tags)
    qtmodeltester.check(model)
    assert model.has_fireteams()
    assert model.data(model.index(0, 0)) == "Combat Group 1 (2 troopers, 1 fireteam)"
    assert model.data(model.index(1, 0)) == "Reinforcement Group 1 (1 trooper)"
    team = model.index_of_uid("b1", ArmyTreeModel.COL_TEAM)
    assert model.data(team) == "DUO 1"
    assert model.data(model.index_of_uid("r1", ArmyTreeModel.COL_TEAM)) == ""
    tip = model.data(model.index_of_uid("b2"), Qt.ItemDataRole.ToolTipRole)
    assert "Fireteam DUO 1: DUO · PanOceania Fireteams I" in tip
    assert "reinforcement list" in model.data(
        model.index(1, 0), Qt.ItemDataRole.ToolTipRole
    )
    move = Qt.DropAction.MoveAction
    assert not model.canDropMimeData(
        encode_uids(["b1"]), move, -1, 0, model.group_index(1)
    )
    assert model.canDropMimeData(encode_uids(["b1"]), move, -1, 0, model.group_index(0))
    assert not model.canDropMimeData(
        encode_uids(["b1", "r1"]), move, -1, 0, model.group_index(0)
    )
    # a payload of troopers this roster does not show (a stale drag) is refused
    assert not model.canDropMimeData(
        encode_uids(["gone"]), move, -1, 0, model.group_index(0)
    )
