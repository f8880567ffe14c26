"""A read-only table of short texts whose columns and height follow its text.

The profile card's profile lines and weapon tables. The table lays its columns
out itself: each column is as wide as its widest text (heading included), the
stretched columns share what the viewport has left, and each row is as tall as
its tallest cell's text wrapped to its column. Texts are measured once and kept
(the cells, their model and their measures are ``fit_cells``), and the
header's sections are Fixed, so Qt never measures a cell itself: with
ResizeToContents and Stretch sections, Qt laid every cell out again after each
edit, which was most of an edit's cost in the app. The table's height comes
from its layout (height for width): a table that fixed its own height when
resized made the card's scroll bar come and go until the stack overflowed.

Imports QtCore/QtGui/QtWidgets only.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from typing import Literal, NamedTuple

from PySide6.QtCore import (
    QEvent,
    QSize,
    Qt,
)
from PySide6.QtGui import QFontMetricsF, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QSizePolicy,
    QStyle,
    QTableView,
    QWidget,
)

from listbuilder.core.bounded_cache import BoundedCache
from listbuilder.gui.widgets.fit_cells import (
    TALL,
    Cell,
    CellTableModel,
    measures_of,
)

#: Layouts a table keeps (contents and widths it was shown at) before it
#: starts again.
_LAYOUTS_KEPT = 64


class _Layout(NamedTuple):
    """A table's layout at one viewport width, in pixels."""

    widths: list[int]  #: each column's
    rows: list[int]  #: each row's height, grid line included
    minimum: int  #: the least width the columns can take


class FitTable(QTableView):
    """A read-only table of :class:`Cell` rows, as tall as its rows (no scrolling).

    Each column is as wide as its widest text, heading included (never
    elided); the stretched columns share the width left in the viewport, each
    at least as wide as its own text; each row is as tall as its tallest
    cell, wrapped to its column. The layout follows the rows and the table's
    width (:meth:`resizeEvent`); the table's height is its heading and rows at
    the width its layout gives it (:meth:`heightForWidth`, as a word-wrapped
    label's), and a wider table is never taller, so a scroll area around it
    settles its scroll bar. When the viewport is narrower than the columns
    need, the table asks for that width (``minimumSizeHint``), so a scroll
    area around it scrolls instead of cutting text.

    Parameters
    ----------
    parent : QWidget, optional
        Qt parent.
    wrapping : Collection[int]
        Columns whose text wraps to the column's width; at least as wide as
        their widest word and their heading.
    stretch : {"wrapping", "all"} or Collection[int]
        Columns sharing the width the others leave: the wrapping ones
        (``"wrapping"``; with none, the columns keep their text's width), every
        column (``"all"``: the narrow ones grow to one common width, those
        wider than it keep their own), or the columns given. A wrapping column
        that does not stretch wraps only when the table is too narrow for its
        text on one line.
    """

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        wrapping: Collection[int] = (),
        stretch: Literal["wrapping", "all"] | Collection[int] = "wrapping",
    ) -> None:
        super().__init__(parent)
        self._wrapping = frozenset(wrapping)
        self._stretch = stretch if isinstance(stretch, str) else frozenset(stretch)
        # set before any Qt call: Qt may ask for sizes (heightForWidth) at once
        self._heights_for: dict[int, int] = {}  # table height by viewport width
        self._header_widths: dict[str, int] = {}
        self._header_height = -1  # measured when the headings change
        self._widths: list[int] = []  # the sections' widths as last set
        self._heights: list[int] = []  # the rows' heights as last set
        self._minimum_width = 0
        self._laid_out_at = -1  # viewport width of the last layout
        # Layouts made, by (headers, rows, viewport width): the card shows the
        # same troopers again and again (selection, undo); bounded.
        self._layouts: BoundedCache[tuple[object, ...], _Layout] = BoundedCache(
            _LAYOUTS_KEPT
        )
        self._measure_font()
        self._cells = CellTableModel(self)
        self.setModel(self._cells)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWordWrap(True)
        self.verticalHeader().hide()
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        # the columns are at least as wide as their headings (_header_width)
        header.setTextElideMode(Qt.TextElideMode.ElideNone)
        #: Least width a column takes when the table has room (pixels): the
        #: header's own least section (the style's), so "B" is not a sliver.
        self._roomy = header.minimumSectionSize()
        header.setMinimumSectionSize(1)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # As tall as its rows at the width it is given (height for width): the
        # layout and a scroll area around it settle the height, so a scroll bar
        # appearing (a narrower table, taller rows) cannot feed back into it.
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def _measure_font(self) -> None:
        """Take the current font's measures and the style's margins."""
        self._measures = measures_of(self.font())
        self._grid = 1 if self.showGrid() else 0
        metric = QStyle.PixelMetric.PM_FocusFrameHMargin
        #: pixels a cell's text leaves: the delegate's margins and the grid line
        self._padding = 2 * (self.style().pixelMetric(metric, None, self) + 1)
        self._padding += self._grid

    # -- contents --

    def set_cells(self, headers: Sequence[str], rows: Sequence[Sequence[Cell]]) -> None:
        """Show ``rows`` under ``headers`` and fit the columns and height to them.

        The same headers and rows as shown change nothing (an edit elsewhere).
        """
        headers = tuple(headers)
        new_columns = headers != self._cells.headers
        if not self._cells.set_cells(headers, rows):
            return
        if new_columns:
            self._header_height = -1
            self._widths = []
            self._heights = []
        self._heights_for.clear()
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

    @property
    def wrapping(self) -> frozenset[int]:
        """Columns whose text wraps to the column's width."""
        return self._wrapping

    # -- layout --

    def _header_width(self, column: int) -> int:
        """The heading's width: its text in the header's font, the style's margins.

        The header draws its text inside the section less the style's header
        margin on each side, and never elides it (``ElideNone``).
        """
        text = self._cells.headers[column]
        width = self._header_widths.get(text)
        if width is None:
            header = self.horizontalHeader()
            margin = header.style().pixelMetric(
                QStyle.PixelMetric.PM_HeaderMargin, None, header
            )
            advance = QFontMetricsF(header.font()).horizontalAdvance(text)
            width = math.ceil(advance) + 2 * margin + self._grid
            self._header_widths[text] = width
        return width

    def _column_needs(self) -> tuple[list[int], list[int]]:
        """Each column's natural width and the least it can take (pixels)."""
        measures, padding = self._measures, self._padding
        natural = [self._header_width(c) for c in range(self.columnCount())]
        least = list(natural)
        for row in self._cells.rows:
            for c, cell in enumerate(row[: len(natural)]):
                widest, word = measures.widths(cell.text)
                natural[c] = max(natural[c], widest + padding)
                least[c] = max(
                    least[c], (word if c in self._wrapping else widest) + padding
                )
        return [max(n, self._roomy) for n in natural], least

    def _column_widths(
        self, available: int, natural: list[int], least: list[int]
    ) -> list[int]:
        """Widths of the columns in ``available`` pixels of viewport.

        ``natural`` and ``least`` are each column's needs (:meth:`_column_needs`).
        """
        columns: Collection[int] = range(len(natural))  # stretch "all"
        if self._stretch != "all":
            columns = self._wrapping if self._stretch == "wrapping" else self._stretch
        stretched = [c for c in sorted(columns) if c < len(natural)]
        # Every column starts at the least its text needs. Each width only
        # grows as the table widens (so the height only shrinks): a scroll
        # area around the table relies on that to settle its scroll bar.
        widths = list(least)
        if self._stretch == "all":
            # The narrow columns grow to one common width; a column wider
            # than that width keeps its own.
            budget = available - sum(
                w for c, w in enumerate(widths) if c not in stretched
            )
            growing = sorted(stretched, key=widths.__getitem__)
            kept = 0
            while growing and widths[growing[-1]] > (budget - kept) // len(growing):
                kept += widths[growing.pop()]
            if growing:
                share, extra = divmod(budget - kept, len(growing))
                for i, c in enumerate(sorted(growing)):
                    widths[c] = share + (1 if i < extra else 0)
            return widths
        # The other columns grow to their natural width first, left to
        # right; the stretched (wrapping) ones share what is left.
        spare = available - sum(widths)
        for c, width in enumerate(natural):
            if spare <= 0:
                break
            if c not in stretched:
                grow = min(width - widths[c], spare)
                widths[c] += grow
                spare -= grow
        if spare > 0 and stretched:
            share, extra = divmod(spare, len(stretched))
            for i, c in enumerate(stretched):
                widths[c] += share + (1 if i < extra else 0)
        return widths

    def _available_width(self) -> int:
        """The viewport's width (no vertical header, no vertical scroll bar)."""
        return self.width() - 2 * self.frameWidth()

    def fit_height(self) -> None:
        """Lay the columns and rows out in the current width; ask for the height.

        Each row is as tall as its tallest cell's text, wrapped to its column
        where the column wraps; the table asks its layout for the height of
        its heading and rows (:meth:`heightForWidth`), which the layout gives
        when it next runs.
        """
        available = self._available_width()
        self._laid_out_at = available
        before = self._minimum_width, self._heights_for.get(available)
        self._lay_out(available)
        if before != (self._minimum_width, self._heights_for[available]):
            self.updateGeometry()

    def _lay_out(self, available: int) -> None:
        """Size the header's sections and the rows for ``available`` pixels."""
        key = (self._cells.headers, self._cells.rows, available)
        layout = self._layouts.get(key)
        if layout is None:
            natural, least = self._column_needs()
            widths = self._column_widths(available, natural, least)
            layout = _Layout(widths, self._row_heights(widths), sum(least))
            self._layouts.put(key, layout)
        widths, rows, self._minimum_width = layout
        if widths != self._widths:
            header = self.horizontalHeader()
            for c, width in enumerate(widths):
                if c >= len(self._widths) or self._widths[c] != width:
                    header.resizeSection(c, width)
            self._widths = widths
        if rows != self._heights:  # (rows come and go only with their count)
            vertical = self.verticalHeader()
            for r, height in enumerate(rows):
                if vertical.sectionSize(r) != height:
                    self.setRowHeight(r, height)
            self._heights = rows
        self._heights_for[available] = self._height_of(rows)

    def _row_heights(self, widths: list[int]) -> list[int]:
        """Each row's height (pixels) with columns ``widths``, grid line included."""
        measures, padding, grid = self._measures, self._padding, self._grid
        text_widths = [
            max(w - padding, 1) if c in self._wrapping else TALL
            for c, w in enumerate(widths)
        ]
        return [
            max(
                (
                    measures.height(cell.text, w)
                    for cell, w in zip(row, text_widths, strict=False)
                ),
                default=measures.line_height,
            )
            + grid
            for row in self._cells.rows
        ]

    def _table_height(self, available: int) -> int:
        """The table's height (pixels) with ``available`` pixels of viewport."""
        known = self._heights_for.get(available)
        if known is None:
            widths = self._column_widths(available, *self._column_needs())
            known = self._heights_for[available] = self._height_of(
                self._row_heights(widths)
            )
        return known

    def _height_of(self, rows: list[int]) -> int:
        """The table's height (pixels) with rows of heights ``rows``: heading too."""
        if self._header_height < 0:
            self._header_height = self.horizontalHeader().sizeHint().height()
        return self._header_height + 2 * self.frameWidth() + sum(rows)

    # -- Qt --

    def hasHeightForWidth(self) -> bool:
        """The height follows the width (wrapped rows): always."""
        return True

    def heightForWidth(self, width: int) -> int:
        """The height (pixels) the heading and rows take at ``width`` pixels."""
        return self._table_height(width - 2 * self.frameWidth())

    def sizeHint(self) -> QSize:
        """Qt's width; the height of the rows at the current width."""
        return QSize(super().sizeHint().width(), self.heightForWidth(self.width()))

    def minimumSizeHint(self) -> QSize:
        """At least as wide as the columns' texts need (pixels).

        The height is left to :meth:`heightForWidth`: only the heading here.
        """
        hint = super().minimumSizeHint()
        return QSize(
            max(hint.width(), self._minimum_width + 2 * self.frameWidth()),
            self._height_of([]),
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Lay the columns out again in the new width."""
        super().resizeEvent(event)
        if self._available_width() != self._laid_out_at:
            self.fit_height()

    def changeEvent(self, event: QEvent) -> None:
        """Measure again in a new font or style."""
        super().changeEvent(event)
        changes = (QEvent.Type.FontChange, QEvent.Type.StyleChange)
        if event.type() in changes and hasattr(self, "_header_widths"):
            self._measure_font()
            self._header_widths.clear()
            self._layouts.clear()
            self._header_height = -1
            self._widths = []
            self._heights = []
            self._heights_for.clear()
            self.fit_height()
