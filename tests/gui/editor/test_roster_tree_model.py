"""ArmyTreeModel on a two-group PanOceania list: every cell, per column and role."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMimeData, QModelIndex, Qt

from listbuilder.core import ArmyList, TrooperEntry, build_roster
from listbuilder.core.lists import edits
from listbuilder.gui.document import ArmyDocument
from listbuilder.gui.editor.roster_tree_model import ArmyTreeModel
from listbuilder.gui.models.drag_payloads import TROOPER_MIME, decode_uids, encode_uids
from listbuilder.gui.present.roster_rows import roster_option_short
from tests.gui.editor.conftest import PANO
from tests.helpers import with_group, with_trooper

DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
ALIGN = Qt.ItemDataRole.TextAlignmentRole
FONT = Qt.ItemDataRole.FontRole
FOREGROUND = Qt.ItemDataRole.ForegroundRole
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
ACROSS = Qt.Orientation.Horizontal
TEAM_BLUE = "#1565c0"


@pytest.fixture
def document(catalog, n5, n2, two_groups, qtbot):
    return ArmyDocument(catalog, {"n5": n5, "n2": n2}, two_groups)


@pytest.fixture
def model(document):
    model = ArmyTreeModel(document)
    model.set_roster(document.roster, document.team_tags)
    return model


def roles(model, index, role) -> list:
    """``role`` of every column of ``index``'s row."""
    return [model.data(index.siblingAtColumn(c), role) for c in range(5)]


def test_headers_and_counts(model):
    assert [model.headerData(c, ACROSS) for c in range(5)] == [
        "Trooper", "Team", "Option", "Pts", "SWC"
    ]  # fmt: skip
    assert model.headerData(0, ACROSS, TOOLTIP) is None
    assert model.headerData(0, Qt.Orientation.Vertical) is None
    assert model.rowCount() == 2
    assert model.columnCount() == 5
    assert [model.rowCount(model.index(g, 0)) for g in range(2)] == [2, 1]
    assert model.rowCount(model.index(0, 1)) == 0  # only column 0 has children
    assert model.rowCount(model.index_of_uid("lt")) == 0


def test_every_cell_of_a_group_row(model):
    group = model.index(0, 0)
    assert roles(model, group, DISPLAY) == [
        "Combat Group 1 (2 troopers)", None, "2 orders, 1 lieutenant", "28", None
    ]  # fmt: skip
    # the whole title first (the name column may elide it), then the pool
    assert (
        roles(model, group, TOOLTIP)
        == ["Combat Group 1 (2 troopers)\nGroup 1: 2 pool, 1 lt"] * 5
    )
    assert roles(model, group, ArmyTreeModel.SortRole) == [1] * 5
    assert roles(model, group, ALIGN) == [None] * 5
    assert roles(model, group, FOREGROUND) == [None] * 5
    assert [(f.bold(), f.italic()) for f in roles(model, group, FONT)] == [
        (True, False)
    ] * 5
    assert roles(model, group, ArmyTreeModel.UidRole) == [None] * 5
    assert roles(model, group, ArmyTreeModel.GroupIndexRole) == [0] * 5
    entry = model.data(group, ArmyTreeModel.EntryRole)
    assert (type(entry).__name__, entry.number) == ("RosterGroup", 1)
    assert model.flags(group) == (
        Qt.ItemFlag.ItemIsEnabled
        | Qt.ItemFlag.ItemIsSelectable
        | Qt.ItemFlag.ItemIsDropEnabled
    )
    second = model.index(1, 0)
    assert roles(model, second, DISPLAY) == [
        "Combat Group 2 (1 trooper)", None, "1 order", "10", None
    ]  # fmt: skip
    assert (
        roles(model, second, TOOLTIP)
        == ["Combat Group 2 (1 trooper)\nGroup 2: 1 pool"] * 5
    )


def test_every_cell_of_the_lieutenant_row(model):
    lt = model.index_of_uid("lt")
    assert roles(model, lt, DISPLAY) == [
        "Fusiliers (Lieutenant)",
        "",
        "Lieutenant · Combi Rifle, Pistol, CC Weapon",
        "10",
        "0",
    ]
    tip = (
        "Fusiliers (Lieutenant)\n"
        "FUSILIER: Lieutenant · Combi Rifle, Pistol, CC Weapon\n10 pts · 0 SWC"
    )
    assert roles(model, lt, TOOLTIP) == [tip] * 5
    assert roles(model, lt, ArmyTreeModel.SortRole) == [
        "Fusiliers", "Fusiliers", "Fusiliers", 10, "Fusiliers"
    ]  # fmt: skip
    assert roles(model, lt, ALIGN) == [None, None, None, RIGHT, RIGHT]
    colours = [b.color().name() if b else None for b in roles(model, lt, FOREGROUND)]
    assert colours == [None, TEAM_BLUE, None, None, None]
    assert all(f.italic() and not f.bold() for f in roles(model, lt, FONT))
    assert roles(model, lt, ArmyTreeModel.UidRole) == ["lt"] * 5
    assert roles(model, lt, ArmyTreeModel.GroupIndexRole) == [0] * 5
    entry = model.data(lt, ArmyTreeModel.EntryRole)
    assert (type(entry).__name__, entry.uid) == ("RosterRow", "lt")
    assert model.flags(lt) == (
        Qt.ItemFlag.ItemIsEnabled
        | Qt.ItemFlag.ItemIsSelectable
        | Qt.ItemFlag.ItemIsDragEnabled
        | Qt.ItemFlag.ItemIsDropEnabled
    )


def test_every_cell_of_the_other_trooper_rows(model):
    hmg = model.index_of_uid("hmg")
    assert roles(model, hmg, DISPLAY) == [
        "Fusiliers", "", "Heavy Machine Gun, Pistol, CC Weapon", "18", "1"
    ]  # fmt: skip
    assert (
        roles(model, hmg, TOOLTIP)
        == ["Fusiliers\nFUSILIER: Heavy Machine Gun, Pistol, CC Weapon\n18 pts · 1 SWC"]
        * 5
    )
    assert roles(model, hmg, ArmyTreeModel.SortRole)[3] == 18
    assert roles(model, hmg, FONT) == [None] * 5
    rifle = model.index_of_uid("rifle")
    assert roles(model, rifle, DISPLAY) == [
        "Fusiliers", "", "Combi Rifle, Pistol, CC Weapon", "10", "0"
    ]  # fmt: skip
    assert (
        roles(model, rifle, TOOLTIP)
        == ["Fusiliers\nFUSILIER: Combi Rifle, Pistol, CC Weapon\n10 pts · 0 SWC"] * 5
    )
    assert roles(model, rifle, ArmyTreeModel.GroupIndexRole) == [1] * 5
    assert model.parent(rifle) == model.index(1, 0)
    assert model.flags(QModelIndex()) == Qt.ItemFlag.ItemIsDropEnabled


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
    # what a view measures again: that trooper's row and its group's
    assert model.changed_rows == {"rifle", 1}
    assert model.texts_of("rifle") == model.column_texts()[1]["rifle"]
    assert model.texts_of(1) == model.column_texts()[0][1]
    assert model.texts_of("gone") is None
    # a row whose texts were never asked for is named whole
    changed.clear()
    model._texts.clear()  # RosterTexts: forget every row
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


def _shows_the_roster(model: ArmyTreeModel, document: ArmyDocument) -> None:
    """Qt's structure of ``model`` is ``document``'s roster, row for row."""
    assert model.rowCount() == len(document.roster.groups)
    for g, group in enumerate(document.roster.groups):
        parent = model.index(g, 0)
        assert model.rowCount(parent) == len(group.rows)
        assert model.columnCount(parent) == len(ArmyTreeModel.HEADERS)
        for r, row in enumerate(group.rows):
            index = model.index(r, 0, parent)
            assert model.data(index, ArmyTreeModel.UidRole) == row.uid
            assert index.parent() == parent
            assert model.group_of(index) == g
            assert index.sibling(r, ArmyTreeModel.COL_POINTS).data() == str(row.points)
            assert model.index_of_uid(row.uid) == index
            assert not model.hasChildren(index)


def test_the_tree_s_rows_follow_rows_that_come_and_go(
    qtbot, qtmodeltester, catalog, n5
):
    # Qt's own item model holds the tree's structure: after edits that add,
    # remove, move and change troopers it is still the roster, row for row
    from tests.fixtures.lists import FIFTEEN

    uid = FIFTEEN.groups[1].troopers[0].uid
    document = ArmyDocument(catalog, {"n5": n5}, FIFTEEN)
    model = ArmyTreeModel(document)
    model.set_roster(document.roster, document.team_tags)
    _shows_the_roster(model, document)
    steps = [
        (edits.duplicate_troopers, ([uid],)),  # a row more in group 2
        (edits.remove_troopers, ([FIFTEEN.groups[0].troopers[0].uid],)),
        (edits.move_troopers, ([uid], 0, 0)),  # to the top of group 1
        (edits.change_option, (uid, 1, 2)),
    ]
    for edit, args in steps:
        document.apply(edit, *args)
        state = document.state
        model.update_roster(state.roster, state.team_tags)
        _shows_the_roster(model, document)
    model.set_roster(build_roster(FIFTEEN, catalog, n5))  # a reset: built again
    qtmodeltester.check(model)
