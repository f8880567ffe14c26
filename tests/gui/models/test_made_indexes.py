"""Indexes a model made once and hands out again are the indexes Qt would make.

On the unit browser's groups over real armies: each index equals
``createIndex`` of the same numbers and model, every unit row maps to its
source row, through the sort proxy too, after a second army regrouped them,
and Qt's model tester passes.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QSortFilterProxyModel

from listbuilder.gui.editor.unit_groups import UnitGroupModel
from listbuilder.gui.editor.unit_table_model import CatalogTableModel
from listbuilder.gui.models.made_indexes import MadeIndexes
from listbuilder.gui.present.unit_rows import unit_group


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


def test_a_made_index_is_the_index_createindex_makes(catalog):
    source = CatalogTableModel()
    source.set_army(catalog.army(101))
    groups = UnitGroupModel()
    groups.setSourceModel(source)
    made = MadeIndexes(groups)
    every = _every_index(groups)
    assert len(every) > 5 * 50  # PanOceania's units under their groups
    for index in every:
        numbers = (index.row(), index.column(), index.internalId())
        again = made(*numbers)
        assert again == groups.createIndex(*numbers)
        assert again.model() is groups
        assert made(*numbers) is again  # made once


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
