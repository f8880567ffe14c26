"""Qt table model of the list library, and its search-and-filter proxy.

Rows are :class:`listbuilder.core.library.LibraryRow` objects; every text, sort
value and filter decision comes from the core (``column_text``, ``sort_key``,
``LibraryFilter.matches``), so the app's library and ``listbuilder library``
print the same thing. The model only maps them to roles.

Imports core and QtCore/QtGui only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QMimeData,
    QModelIndex,
    QObject,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QColor

from listbuilder.core.catalog.listing import version_text
from listbuilder.core.i18n import _
from listbuilder.core.library import COLUMNS, LibraryFilter, LibraryRow
from listbuilder.gui.marks import QT_TRANSLATE_NOOP
from listbuilder.gui.models.flat_table import FlatTableModel, Index, column_header
from listbuilder.gui.models.proxy_filter import change_filter

#: Drag payload: the dragged lists' paths, one per line (UTF-8).
LIBRARY_MIME = "application/x-listbuilder-library-paths"

#: Text colour of the legality cell of an illegal or unreadable list.
_ILLEGAL = QColor(176, 32, 32)
_LEGAL = QColor(32, 120, 48)


class LibraryTableModel(FlatTableModel[LibraryRow]):
    """One row per saved list: name, army, points, legality, troopers....

    Parameters
    ----------
    parent : QObject, optional
        Qt parent.
    """

    #: Columns (see ``core.library.COLUMNS``).
    (
        COL_NAME,
        COL_ARMY,
        COL_POINTS,
        COL_LEGAL,
        COL_TROOPERS,
        COL_TAGS,
        COL_FOLDER,
        COL_DATA,
        COL_MODIFIED,
    ) = range(len(COLUMNS))
    HEADERS = COLUMNS
    TOOLTIPS = (
        QT_TRANSLATE_NOOP(
            "LibraryTableModel", "The list's name (its file name when it has none)"
        ),
        QT_TRANSLATE_NOOP("LibraryTableModel", "Army or sectorial"),
        QT_TRANSLATE_NOOP(
            "LibraryTableModel",
            "Points the main list spends / the agreed limit (RULES.md A1)",
        ),
        QT_TRANSLATE_NOOP(
            "LibraryTableModel", "Legal, or the RULES.md items the list breaks"
        ),
        QT_TRANSLATE_NOOP(
            "LibraryTableModel", "Troopers in the main list / the cap (RULES.md A7)"
        ),
        QT_TRANSLATE_NOOP("LibraryTableModel", "Your tags"),
        QT_TRANSLATE_NOOP("LibraryTableModel", "Folder inside the library"),
        QT_TRANSLATE_NOOP(
            "LibraryTableModel", "Version of the army data the list was checked against"
        ),
        QT_TRANSLATE_NOOP("LibraryTableModel", "When the file was last changed"),
    )
    CONTEXT = "LibraryTableModel"
    #: The LibraryRow of the row.
    RowRole = Qt.ItemDataRole.UserRole + 1
    #: A comparable value for sorting the column (``LibraryRow.sort_key``).
    SortRole = Qt.ItemDataRole.UserRole + 2

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._sort_keys: dict[int, list[tuple[object, ...]]] = {}

    def set_rows(self, rows: Sequence[LibraryRow]) -> None:
        """Show ``rows`` (a reset; nothing happens when they are unchanged)."""
        rows = tuple(rows)
        if rows == self._rows:
            return
        self.beginResetModel()
        self._rows = rows
        self._sort_keys = {}
        self.endResetModel()

    def library_row(self, row: int) -> LibraryRow | None:
        """The LibraryRow at ``row``, or None."""
        return self.row_at(row)

    def sort_keys(self, column: int) -> list[tuple[object, ...]]:
        """``LibraryRow.sort_key(column)`` of every row, by row (computed once).

        Sorting 1,000 lists compares some 10,000 pairs: asking ``data()`` for
        each would cost more than the whole cached scan.
        """
        keys = self._sort_keys.get(column)
        if keys is None:
            keys = self._sort_keys[column] = [r.sort_key(column) for r in self._rows]
        return keys

    def row_of_path(self, path: str) -> int:
        """The model row of the list at ``path``, or -1."""
        return next((i for i, r in enumerate(self._rows) if r.path == path), -1)

    def flags(self, index: Index) -> Qt.ItemFlag:
        """Rows can be selected and dragged (onto a folder, to move them)."""
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemIsDragEnabled
        )

    def supportedDragActions(self) -> Qt.DropAction:
        """Dragging moves lists."""
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:
        """The list-paths payload."""
        return [LIBRARY_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        """Payload with the paths of the dragged lists (each once)."""
        paths = dict.fromkeys(
            row.path
            for row in (self.library_row(i.row()) for i in indexes)
            if row is not None
        )
        return encode_paths(list(paths))

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        """Column titles and their explanations."""
        if role == Qt.ItemDataRole.DisplayRole:  # the core's names, in its catalog
            return column_header(
                tuple(_(name) for name in self.HEADERS), section, orientation, role
            )
        return super().headerData(section, orientation, role)

    def cell(self, entry: LibraryRow, row: int, column: int, role: int) -> Any:
        """Text, tooltip, colour, sort value and row object of a cell."""
        if role == Qt.ItemDataRole.DisplayRole:
            return entry.column_text(column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(entry, column)
        if role == Qt.ItemDataRole.ForegroundRole and column == self.COL_LEGAL:
            return QBrush(_LEGAL if entry.legal else _ILLEGAL)
        if role == self.RowRole:
            return entry
        if role == self.SortRole:
            return entry.sort_key(column)
        return None

    def _tooltip(self, row: LibraryRow, column: int) -> str:
        if column == self.COL_LEGAL or row.error:
            return row.legal_tooltip
        if column == self.COL_NAME:
            return row.notes or row.path
        if column == self.COL_DATA and row.data_version:
            # the data set's version, dated as the New list dialog and About say it
            return version_text(row.data_version)
        return row.path


def encode_paths(paths: Sequence[str]) -> QMimeData:
    """Drag payload of library lists (see :data:`LIBRARY_MIME`)."""
    data = QMimeData()
    data.setData(LIBRARY_MIME, "\n".join(paths).encode("utf-8", "surrogatepass"))
    return data


def decode_paths(data: QMimeData | None) -> list[str]:
    """The paths of a library drag payload; ``[]`` for anything else."""
    if data is None or not data.hasFormat(LIBRARY_MIME):
        return []
    raw = bytes(data.data(LIBRARY_MIME).data())
    return [p for p in raw.decode("utf-8", "surrogatepass").split("\n") if p]


class LibraryProxyModel(QSortFilterProxyModel):
    """Sorts the library by any column and applies the search and filters.

    Parameters
    ----------
    parent : QObject, optional
        Qt parent.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._filter = LibraryFilter()
        self.setSortRole(LibraryTableModel.SortRole)
        self.setDynamicSortFilter(True)

    @property
    def library_filter(self) -> LibraryFilter:
        """The search and filters in force."""
        return self._filter

    def set_library_filter(self, wanted: LibraryFilter) -> None:
        """Apply ``wanted`` (search text, army, legal, folder, tag)."""
        if wanted == self._filter:
            return
        change_filter(self, lambda: setattr(self, "_filter", wanted))

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        """Keep the rows :meth:`LibraryFilter.matches` accepts."""
        model = self.sourceModel()
        if not isinstance(model, LibraryTableModel):
            return True
        row = model.library_row(source_row)
        return row is not None and self._filter.matches(row)

    def lessThan(self, left: Index, right: Index) -> bool:
        """Compare the rows' core sort keys (tuples, not Qt variants)."""
        model = self.sourceModel()
        if not isinstance(model, LibraryTableModel):
            return super().lessThan(left, right)
        keys = model.sort_keys(left.column())
        a, b = keys[left.row()], keys[right.row()]
        try:
            return a < b
        except TypeError:
            return str(a) < str(b)
