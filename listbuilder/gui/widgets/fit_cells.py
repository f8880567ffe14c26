"""What a fit table holds: its cells, their Qt model and their texts' sizes.

A :class:`Cell` is one short text (centred or not, with a hover text);
:class:`CellTableModel` shows rows of them under their headings, telling a
view which rows came and went when the columns stay. :class:`TextMeasures`
measures texts in one font once each (the same weapon names come back at
every edit), shared by every table through :func:`measures_of`.
:class:`~listbuilder.gui.widgets.fit_table.FitTable` lays them out.

Imports QtCore/QtGui only.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, NamedTuple

from PySide6.QtCore import QAbstractTableModel, QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF

from listbuilder.core.bounded_cache import BoundedCache
from listbuilder.gui.models.flat_table import ROOT, Index, column_header
from listbuilder.gui.models.made_indexes import MadeIndexes
from listbuilder.gui.signals import emit

_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_ROLES = frozenset((_DISPLAY, _TOOLTIP, int(Qt.ItemDataRole.TextAlignmentRole)))
_CENTRE = int(Qt.AlignmentFlag.AlignCenter)
#: A height (and an unwrapped width) no cell's text reaches, in pixels.
TALL = 100_000
#: Texts a :class:`TextMeasures` keeps before it starts again (a few armies' weapons).
_CACHE_LIMIT = 4096


class Cell(NamedTuple):
    """One cell: its text, centred or not, and a hover text ("" for none).

    A named tuple: tables compare and hash whole rows of cells at every edit
    (is it what is shown?), which a tuple does without calling Python.
    """

    text: str
    centred: bool = False
    tooltip: str = ""


class TextMeasures:
    """Sizes of texts in one font, in pixels, each measured once.

    Parameters
    ----------
    font : QFont
        The font the cells are drawn in.
    """

    def __init__(self, font: QFont) -> None:
        self._metrics = QFontMetrics(font)
        self._metrics_f = QFontMetricsF(font)
        self._widths: BoundedCache[str, tuple[int, int]] = BoundedCache(_CACHE_LIMIT)
        self._heights: BoundedCache[tuple[str, int], int] = BoundedCache(_CACHE_LIMIT)
        self.line_height = self._metrics.height()

    def widths(self, text: str) -> tuple[int, int]:
        """Width of the widest line and of the widest word of ``text`` (pixels).

        The widest word is as narrow as the text can wrap without breaking a
        word (the item delegate wraps at word boundaries only).
        """
        known = self._widths.get(text)
        if known is None:
            advance = self._metrics_f.horizontalAdvance
            lines = text.split("\n")
            # rounded up, as the item delegate rounds its text layout's width
            widest = max(math.ceil(advance(line)) for line in lines)
            word = max(
                (math.ceil(advance(w)) for line in lines for w in line.split()),
                default=0,
            )
            known = self._widths.put(text, (widest, word))
        return known

    def height(self, text: str, width: int) -> int:
        """Height of ``text`` wrapped to ``width`` pixels (``TALL``: unwrapped)."""
        key = (text, width)
        known = self._heights.get(key)
        if known is None:
            flags = 0 if width >= TALL else int(Qt.TextFlag.TextWordWrap)
            rect = self._metrics.boundingRect(QRect(0, 0, width, TALL), flags, text)
            known = self._heights.put(key, rect.height())
        return known


#: One :class:`TextMeasures` per font (``QFont.key()``), shared by every table:
#: the card makes new tables for fielded troopers at each selection.
_MEASURES: dict[str, TextMeasures] = {}


def measures_of(font: QFont) -> TextMeasures:
    """The shared :class:`TextMeasures` of ``font``."""
    key = font.key()
    found = _MEASURES.get(key)
    if found is None:
        found = _MEASURES[key] = TextMeasures(font)
    return found


class CellTableModel(QAbstractTableModel):
    """The rows of :class:`Cell` a fit table shows, under its headings.

    Parameters
    ----------
    parent : QObject, optional
        Qt parent.
    """

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.headers: tuple[str, ...] = ()
        self.rows: tuple[tuple[Cell, ...], ...] = ()
        self._index = MadeIndexes(self)  # createIndex, each index made once

    def set_cells(self, headers: Sequence[str], rows: Sequence[Sequence[Cell]]) -> bool:
        """Show ``rows`` under ``headers`` (a reset only when the columns change).

        Returns False, doing nothing, when both are what is shown already.
        """
        headers = tuple(headers)
        new_rows = tuple(tuple(r) for r in rows)
        if headers != self.headers:
            # new columns: the header starts again (one reset)
            self.beginResetModel()
            self.headers, self.rows = headers, new_rows
            self.endResetModel()
            return True
        if new_rows == self.rows:
            return False
        # Same columns: keep the header's sections (their widths) and say
        # which rows came and went and that the texts changed.
        before = self.rows
        old, new = len(before), len(new_rows)
        if new < old:
            self.beginRemoveRows(ROOT, new, old - 1)
            self.rows = new_rows
            self.endRemoveRows()
        elif new > old:
            self.beginInsertRows(ROOT, old, new - 1)
            self.rows = new_rows
            self.endInsertRows()
        else:
            self.rows = new_rows
        # the rows kept whose cells changed, first to last (one signal)
        changed = [r for r in range(min(old, new)) if before[r] != new_rows[r]]
        if changed and headers:  # (made here: index() asks for the counts)
            last = self._index(changed[-1], len(headers) - 1)
            emit(self.dataChanged, self._index(changed[0], 0), last)
        return True

    def rowCount(self, parent: Index = ROOT) -> int:
        """Number of rows (0 under a valid parent)."""
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = ROOT) -> int:
        """Number of headings (0 under a valid parent)."""
        return 0 if parent.isValid() else len(self.headers)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """A cell's text, tooltip and alignment."""
        # Called for every role of every cell painted: the roles with
        # nothing to say return first.
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
        """The headings, as given (already translated)."""
        return column_header(self.headers, section, orientation, role)
