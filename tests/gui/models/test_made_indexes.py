"""Indexes a model made once and hands out again are the indexes Qt would make.

On the roster tree (FIFTEEN, a real list) and the unit browser's groups: each
index equals ``createIndex`` of the same numbers and model, and after edits
that add, remove and move troopers (rows shift under indexes made before)
every index still reads the row the roster shows, and Qt's model tester
passes.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QSortFilterProxyModel

from listbuilder.core.lists import edits
from listbuilder.gui.document import ArmyDocument
from listbuilder.gui.editor.roster_tree_model import ArmyTreeModel
from listbuilder.gui.editor.unit_groups import UnitGroupModel
from listbuilder.gui.editor.unit_table_model import CatalogTableModel
from listbuilder.gui.models.made_indexes import MadeIndexes
from tests.fixtures.lists import FIFTEEN

UID = FIFTEEN.groups[1].troopers[0].uid


def _every_index(model) -> list[QModelIndex]:
    out = []
    for g in range(model.rowCount()):
        group = model.index(g, 0)
        out += [model.index(g, c) for c in range(model.columnCount())]
        out += [
            model.index(r, c, group)
            for r in range(model.rowCount(group))
            for c in range(model.columnCount())
        ]
    return out


def _shows_the_roster(model: ArmyTreeModel, document: ArmyDocument) -> None:
    for g, group in enumerate(document.roster.groups):
        parent = model.index(g, 0)
        assert model.rowCount(parent) == len(group.rows)
        for r, row in enumerate(group.rows):
            index = model.index(r, 0, parent)
            assert model.data(index, ArmyTreeModel.UidRole) == row.uid
            assert index.parent() == parent
            assert index.sibling(r, 3).data() == str(row.points)


def test_a_made_index_is_the_index_createindex_makes(qtbot, catalog, n5):
    document = ArmyDocument(catalog, {"n5": n5}, FIFTEEN)
    model = ArmyTreeModel(document)
    model.set_roster(document.roster, document.team_tags)
    made = MadeIndexes(model)
    for index in _every_index(model):
        numbers = (index.row(), index.column(), index.internalId())
        again = made(*numbers)
        assert again == model.createIndex(*numbers)
        assert again.model() is model
        assert made(*numbers) is again  # made once
    assert len(_every_index(model)) == 5 * (2 + 15)


def test_indexes_follow_rows_that_come_and_go(qtbot, qtmodeltester, catalog, n5):
    document = ArmyDocument(catalog, {"n5": n5}, FIFTEEN)
    model = ArmyTreeModel(document)
    model.set_roster(document.roster, document.team_tags)
    _every_index(model)  # every index made before the rows shift
    steps = [
        (edits.duplicate_troopers, ([UID],)),  # a row more in group 2
        (edits.remove_troopers, ([FIFTEEN.groups[0].troopers[0].uid],)),
        (edits.move_troopers, ([UID], 0, 0)),  # to the top of group 1
        (edits.change_option, (UID, 1, 2)),
    ]
    for edit, args in steps:
        document.apply(edit, *args)
        change = document.state
        model.update_roster(change.roster, change.team_tags)
        _shows_the_roster(model, document)
    qtmodeltester.check(model)


def test_the_unit_browser_groups_keep_their_indexes_right(qtmodeltester, catalog):
    source = CatalogTableModel()
    source.set_army(catalog.army(101))
    groups = UnitGroupModel()
    groups.setSourceModel(source)
    proxy = QSortFilterProxyModel()
    proxy.setSourceModel(groups)
    proxy.sort(0)
    for index in _every_index(groups)[:400]:
        if index.parent().isValid():  # a unit row: the source's row
            mapped = groups.mapToSource(index)
            assert mapped.data() == source.index(mapped.row(), index.column()).data()
    source.set_army(catalog.army(102))  # another army: a reset regroups
    qtmodeltester.check(groups)
