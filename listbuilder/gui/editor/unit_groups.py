"""The unit browser's groups: an army's units under their unit type, mercenaries apart.

:class:`UnitGroupModel` is a proxy over the flat
:class:`~listbuilder.gui.editor.unit_table_model.CatalogTableModel` that puts each
unit under a group row, as the official builder lists them: Light Infantry,
Medium Infantry, Heavy Infantry, T.A.G., Remotes, Skirmishers, Warbands (and any
other type), then the Mercenaries the army fields, then the mercenaries hired
under Soldiers of Fortune (ITS.md E5). Which group a unit belongs to is
:func:`~listbuilder.gui.present.unit_rows.unit_group`; the filter proxy above
this model keeps a group while one of its units passes the filters.

Imports core, QtCore, QtGui and the QTreeView it folds.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractProxyModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QTreeView

from listbuilder.gui.editor.unit_table_model import CatalogTableModel
from listbuilder.gui.i18n import QT_TRANSLATE_NOOP, translate
from listbuilder.gui.models.flat_table import ROOT, Index
from listbuilder.gui.models.made_indexes import MadeIndexes
from listbuilder.gui.present.unit_rows import HIRED_GROUP, MERCENARY_GROUP, unit_group
from listbuilder.gui.signals import emit

#: Names of unit types (group rows and the type filter).
UNIT_TYPE_NAMES = {
    "LI": QT_TRANSLATE_NOOP("CatalogPanel", "Light Infantry"),
    "MI": QT_TRANSLATE_NOOP("CatalogPanel", "Medium Infantry"),
    "HI": QT_TRANSLATE_NOOP("CatalogPanel", "Heavy Infantry"),
    "TAG": QT_TRANSLATE_NOOP("CatalogPanel", "T.A.G."),
    "REM": QT_TRANSLATE_NOOP("CatalogPanel", "Remote"),
    "SK": QT_TRANSLATE_NOOP("CatalogPanel", "Skirmisher"),
    "WB": QT_TRANSLATE_NOOP("CatalogPanel", "Warband"),
    "VH": QT_TRANSLATE_NOOP("CatalogPanel", "Vehicle"),
    MERCENARY_GROUP: QT_TRANSLATE_NOOP("CatalogPanel", "Mercenaries"),
    HIRED_GROUP: QT_TRANSLATE_NOOP("CatalogPanel", "Soldiers of Fortune"),
}

#: ``internalId`` of a group row; a unit row's is its group's row + 1.
_GROUP_ID = 0


def group_title(key: str, count: int) -> str:
    """A group row's text: ``LI · Light Infantry (42)``, ``Mercenaries (20)``."""
    name = translate("CatalogPanel", UNIT_TYPE_NAMES.get(key, key))
    label = name if key in (MERCENARY_GROUP, HIRED_GROUP) else f"{key} · {name}"
    return f"{label} ({count})"


class UnitGroupModel(QAbstractProxyModel):
    """The flat unit table as a two-level tree: group rows, then their units.

    Group rows hold only their title (column 0, bold), their place in the
    game's order as ``SortRole`` in every column, and no unit (``RowRole`` and
    ``EntryRole`` are None); they are enabled but neither selectable nor
    draggable. Unit rows are the source's rows, unchanged, in source order.
    The source only resets (a new army) and changes cells (AVA use): a reset
    regroups, a cell change is passed on per group. ``parent`` is the Qt
    parent (the unit browser).
    """

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._groups: list[tuple[int, str, list[int]]] = []  # order, key, rows
        self._where: dict[int, tuple[int, int]] = {}  # source row -> group, child
        self._columns = 0  # the source's, read at each regroup
        self._index = MadeIndexes(self)  # createIndex, each index made once
        #: Set by the filter proxy's sort: group rows then answer their place
        #: negated, so that a descending sort keeps them in the game's order.
        self.descending = False

    def setSourceModel(self, source: QAbstractItemModel) -> None:
        """Group ``source``'s rows now and after each of its resets."""
        super().setSourceModel(source)
        source.modelReset.connect(self._regroup)
        source.dataChanged.connect(self._on_source_data_changed)
        self._regroup()

    def _regroup(self) -> None:
        self.beginResetModel()
        source = self.sourceModel()
        found: dict[str, tuple[int, str, list[int]]] = {}
        for row in range(source.rowCount()):
            entry = source.index(row, 0).data(CatalogTableModel.RowRole)
            order, key = unit_group(entry)
            found.setdefault(key, (order, key, []))[2].append(row)
        self._groups = sorted(found.values())
        self._columns = source.columnCount()
        self._where = {
            row: (g, c)
            for g, (_order, _key, rows) in enumerate(self._groups)
            for c, row in enumerate(rows)
        }
        self.endResetModel()

    def _on_source_data_changed(
        self, top: QModelIndex, bottom: QModelIndex, roles: Any = ()
    ) -> None:
        """Pass a cell change on: one ``dataChanged`` per group, same columns and roles.

        A new AVA table changes every unit at once; a signal per unit would
        make the filter proxy above re-sort a hundred times, and the roles
        tell it when neither its filter nor its sort can have changed.
        """
        spans: dict[int, tuple[int, int]] = {}
        for row in range(top.row(), bottom.row() + 1):
            where = self._where.get(row)
            if where is not None:
                low, high = spans.get(where[0], (where[1], where[1]))
                spans[where[0]] = (min(low, where[1]), max(high, where[1]))
        for group, (low, high) in spans.items():
            parent = self.index(group, 0)
            emit(
                self.dataChanged,
                self.index(low, top.column(), parent),
                self.index(high, bottom.column(), parent),
                list(roles),
            )

    # -- structure ---------------------------------------------------------------

    def index(self, row: int, column: int, parent: Index = ROOT) -> QModelIndex:
        """Group ``row`` at the top; unit ``row`` of a group under it.

        Bounds are checked here rather than by ``hasIndex`` (which asks
        ``rowCount`` and ``columnCount`` back through Qt): the sort proxy above
        asks for thousands of indexes when an army is shown.
        """
        if not 0 <= column < self._columns or row < 0:
            return ROOT
        if not parent.isValid():
            if row < len(self._groups):
                return self._index(row, column, _GROUP_ID)
            return ROOT
        group = parent.row()
        if (
            parent.internalId() == _GROUP_ID
            and parent.column() == 0
            and row < len(self._groups[group][2])
        ):
            return self._index(row, column, group + 1)
        return ROOT

    def parent(self, index: Index = ROOT) -> QModelIndex:  # type: ignore[override]
        """A unit's group row; the root for a group."""
        if not index.isValid() or index.internalId() == _GROUP_ID:
            return ROOT
        return self._index(index.internalId() - 1, 0, _GROUP_ID)

    def rowCount(self, parent: Index = ROOT) -> int:
        """Groups at the top, units under a group's first column, none below."""
        if not parent.isValid():
            return len(self._groups)
        if parent.internalId() == _GROUP_ID and parent.column() == 0:
            return len(self._groups[parent.row()][2])
        return 0

    def columnCount(self, parent: Index = ROOT) -> int:
        """The source's columns."""
        return self._columns

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        """The source's column titles (Qt's proxy would map them through row 0)."""
        return self.sourceModel().headerData(section, orientation, role)

    def hasChildren(self, parent: Index = ROOT) -> bool:
        """Groups have units; units have nothing."""
        return self.rowCount(parent) > 0

    def mapToSource(self, proxy: Index) -> QModelIndex:
        """A unit's source index; an invalid index for a group row."""
        if not proxy.isValid() or proxy.internalId() == _GROUP_ID:
            return ROOT
        rows = self._groups[proxy.internalId() - 1][2]
        return self.sourceModel().index(rows[proxy.row()], proxy.column())

    def mapFromSource(self, source: Index) -> QModelIndex:
        """Where a source unit sits under its group."""
        where = self._where.get(source.row()) if source.isValid() else None
        if where is None:
            return ROOT
        return self.index(where[1], source.column(), self.index(where[0], 0))

    # -- group rows ----------------------------------------------------------------

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """A unit's cells from the source; a group row's title, font and order."""
        if not index.isValid():
            return None
        at = index.internalId()
        if at != _GROUP_ID:  # straight to the source, not through Qt's proxy
            source = self.sourceModel()
            assert isinstance(source, CatalogTableModel)
            row = self._groups[at - 1][2][index.row()]
            if role == CatalogTableModel.SortRole:  # twice per sort comparison
                return source.sort_key(row, index.column())
            return source.data(source.index(row, index.column()), role)
        order, key, rows = self._groups[index.row()]
        if role == CatalogTableModel.SortRole:
            return -order if self.descending else order
        if index.column() != 0:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return group_title(key, len(rows))
        if role == Qt.ItemDataRole.FontRole:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        """Units as the source says; group rows only enabled."""
        if index.isValid() and index.internalId() == _GROUP_ID:
            return Qt.ItemFlag.ItemIsEnabled
        return super().flags(index)

    def group_key(self, index: QModelIndex | QPersistentModelIndex) -> str | None:
        """The key (``"LI"``, ``"MERC"``...) of a group row, None for a unit."""
        if not index.isValid() or index.internalId() != _GROUP_ID:
            return None
        return self._groups[index.row()][1]


class GroupFolding:
    """Keeps the unit view's groups open but for those the player folded.

    Filtering and a new army rebuild the rows; after each, every group opens
    again except the ones folded by hand (remembered by key, so they stay
    folded across searches).

    Parameters
    ----------
    view : QTreeView
        The unit view, showing ``proxy``.
    proxy : QSortFilterProxyModel
        The filter proxy over ``groups``.
    groups : UnitGroupModel
        The grouped units.
    """

    def __init__(
        self, view: QTreeView, proxy: QSortFilterProxyModel, groups: UnitGroupModel
    ) -> None:
        self._view, self._proxy, self._groups = view, proxy, groups
        self.folded: set[str] = set()
        for signal in (proxy.modelReset, proxy.rowsInserted, proxy.layoutChanged):
            signal.connect(self.unfold)
        view.collapsed.connect(lambda index: self._remember(index, True))
        view.expanded.connect(lambda index: self._remember(index, False))

    def unit_indexes(self) -> list[QModelIndex]:
        """The units the filters let through, under their groups, in view order."""
        proxy = self._proxy
        groups = [proxy.index(g, 0) for g in range(proxy.rowCount())]
        return [proxy.index(r, 0, g) for g in groups for r in range(proxy.rowCount(g))]

    def _key(self, index: QModelIndex) -> str | None:
        return self._groups.group_key(self._proxy.mapToSource(index))

    def _remember(self, index: QModelIndex, folded: bool) -> None:
        key = self._key(index)
        if key is not None:
            (self.folded.add if folded else self.folded.discard)(key)

    def unfold(self, *_args: object) -> None:
        """Open every group the player has not folded; group titles span the row."""
        groups = range(self._proxy.rowCount())
        # Expanding first only records it while the view's layout is pending;
        # the first span then lays the view out once. (A span lays out any
        # pending layout: interleaved, each group cost a layout of the tree.)
        for g in groups:
            index = self._proxy.index(g, 0)
            self._view.setExpanded(index, self._key(index) not in self.folded)
        for g in groups:
            # the title spans the row: "LI · Light Infantry (15)" is never cut
            self._view.setFirstColumnSpanned(g, ROOT, True)
