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
from listbuilder.gui.present.unit_rows import unit_group
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
    groups = UnitGroupModel()
    groups.setSourceModel(source)
    proxy = QSortFilterProxyModel()
    proxy.setSourceModel(groups)
    for army_id in (101, 102):  # a second army: a reset regroups
        source.set_army(catalog.army(army_id))
        proxy.sort(0)
        # every source row, in the group the browser files it under, in order
        expected: dict[str, list[int]] = {}
        for row in range(source.rowCount()):
            unit_row = source.index(row, 0).data(CatalogTableModel.RowRole)
            expected.setdefault(unit_group(unit_row)[1], []).append(row)
        assert groups.rowCount() == len(expected)
        seen = 0
        for g in range(groups.rowCount()):
            group = groups.index(g, 0)
            rows = expected[groups.group_key(group)]
            assert groups.rowCount(group) == len(rows)
            for child, row in enumerate(rows):
                for column in (0, 2):
                    index = groups.index(child, column, group)
                    assert index.parent() == group
                    assert groups.mapToSource(index) == source.index(row, column)
                    assert groups.mapFromSource(source.index(row, column)) == index
                    assert index.data() == source.index(row, column).data()
                    seen += 1
            # through the sort proxy: the group's units, sorted by name
            shown = proxy.mapFromSource(group)
            names = [
                proxy.index(r, 0, shown).data() for r in range(proxy.rowCount(shown))
            ]
            assert names == sorted(source.index(r, 0).data() for r in rows)
        assert seen == 2 * source.rowCount()
        qtmodeltester.check(groups)
