"""A read-only table of short texts whose height follows its rows.

The profile card's profile lines and weapon tables: a whole table is set at once
(one model reset), since setting cells one by one makes Qt re-measure every
column after each cell, which was most of an edit's cost in the app.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QRect,
    Qt,
)
from PySide6.QtWidgets import QAbstractItemView, QSizePolicy, QTableView, QWidget

from listbuilder.gui.models._shared import ROOT, Index, column_header

_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_ROLES = frozenset((_DISPLAY, _TOOLTIP, int(Qt.ItemDataRole.TextAlignmentRole)))
_CENTRE = int(Qt.AlignmentFlag.AlignCenter)
#: Pixels of a cell's width its text does not use (the delegate's margins).
_TEXT_MARGINS = 6
#: Pixels a row adds to its text's height (grid line).
_ROW_PADDING = 1
#: A height no cell's text reaches (pixels), to measure wrapped text.
_TALL = 100_000


@dataclass(frozen=True, slots=True)
class Cell:
    """One cell: its text, centred or not, and a hover text ("" for none)."""

    text: str
    centred: bool = False
    tooltip: str = ""


class _CellModel(QAbstractTableModel):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.headers: tuple[str, ...] = ()
        self.rows: tuple[tuple[Cell, ...], ...] = ()

    def set_cells(self, headers: Sequence[str], rows: Sequence[Sequence[Cell]]) -> None:
        self.beginResetModel()
        self.headers = tuple(headers)
        self.rows = tuple(tuple(r) for r in rows)
        self.endResetModel()

    def rowCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else len(self.headers)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # Called for every role of every cell each time rows are measured:
        # the roles with nothing to say return first.
        if role not in _ROLES:
            return None
        row = self.rows[index.row()]
        column = index.column()
        if column >= len(row):
            return None
        cell = row[column]
        if role == _DISPLAY:
            return cell.text
        if role == _TOOLTIP:
            return cell.tooltip or None
        return _CENTRE if cell.centred else None

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        return column_header(self.headers, section, orientation, role)


class FitTable(QTableView):
    """A read-only table of :class:`Cell` rows, as tall as its rows (no scrolling).

    Parameters
    ----------
    parent : QWidget, optional
        Qt parent.
    wrapping : Collection[int]
        Columns whose text wraps to the column's width (a stretched column);
        the others are as wide as their text, which is measured unwrapped.
    """

    def __init__(
        self, parent: QWidget | None = None, *, wrapping: Collection[int] = ()
    ) -> None:
        super().__init__(parent)
        self._wrapping = frozenset(wrapping)
        self._cells = _CellModel(self)
        self.setModel(self._cells)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.verticalHeader().hide()
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_cells(
        self,
        headers: Sequence[str],
        rows: Sequence[Sequence[Cell]],
        *,
        fit: bool = True,
    ) -> None:
        """Show ``rows`` under ``headers`` and fit the height to them.

        ``fit`` False leaves the height to the caller, who changes the columns
        first and then calls :meth:`fit_height`.
        """
        self._cells.set_cells(headers, rows)
        if fit:
            self.fit_height()

    def set_rows(self, rows: Sequence[Sequence[Cell]]) -> None:
        """Show ``rows`` under the current headers."""
        self.set_cells(self._cells.headers, rows)

    def rowCount(self) -> int:
        """Rows shown."""
        return len(self._cells.rows)

    def columnCount(self) -> int:
        """Columns shown."""
        return len(self._cells.headers)

    def text(self, row: int, column: int) -> str:
        """The text of a cell."""
        return self._cells.rows[row][column].text

    def header_text(self, column: int) -> str:
        """The heading of a column."""
        return self._cells.headers[column]

    def fit_height(self) -> None:
        """Size rows to their text and the table to its rows.

        Each row is as tall as its tallest cell's text, wrapped to its column
        (what ``resizeRowsToContents`` gives, measured here without asking
        the model for every role of every cell).
        """
        metrics = self.fontMetrics()
        flags = int(Qt.TextFlag.TextWordWrap) if self.wordWrap() else 0
        # asking a column's width lays the header out: only where text wraps
        widths = [
            max(self.columnWidth(c) - _TEXT_MARGINS, 1)
            if c in self._wrapping
            else _TALL
            for c in range(self.columnCount())
        ]
        height = self.horizontalHeader().height() + 2 * self.frameWidth()
        for r, row in enumerate(self._cells.rows):
            tallest = max(
                (
                    metrics.boundingRect(
                        QRect(0, 0, w, _TALL), flags, cell.text
                    ).height()
                    for cell, w in zip(row, widths, strict=False)
                ),
                default=metrics.height(),
            )
            self.setRowHeight(r, tallest + _ROW_PADDING)
            height += tallest + _ROW_PADDING
        if self.horizontalScrollBar().isVisible():
            height += self.horizontalScrollBar().height()
        self.setFixedHeight(height)
