"""The dice calculator's chart: each side's wound distribution as bars.

Imports Qt only.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QSizePolicy,
    QWidget,
)


class WoundChart(QWidget):
    """Grouped bar chart of wound distributions, one colour per side.

    ``set_series([(label, colour, distribution or None), ...])``: bar ``w`` of a
    series is P(``w`` wounds), drawn as a percentage; a series without a
    distribution is named in the legend as "no wounds".
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._series: list[tuple[str, QColor, tuple[Fraction, ...] | None]] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(170)

    def sizeHint(self) -> QSize:  # noqa: D102
        return QSize(420, 220)

    def set_series(
        self, series: Sequence[tuple[str, QColor, tuple[Fraction, ...] | None]]
    ) -> None:
        """Replace the plotted distributions and repaint."""
        self._series = list(series)
        self.update()

    @property
    def series(self) -> list[tuple[str, QColor, tuple[Fraction, ...] | None]]:
        """The plotted series (label, colour, distribution or None)."""
        return list(self._series)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: D102
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text = pal.color(QPalette.ColorRole.WindowText)
        grid = QColor(text)
        grid.setAlpha(40)
        painter.fillRect(self.rect(), pal.color(QPalette.ColorRole.Base))
        fm = painter.fontMetrics()
        plotted = [s for s in self._series if s[2] is not None]
        title = self.tr("Wounds caused")
        painter.setPen(text)
        bold = QFont(painter.font())
        bold.setBold(True)
        painter.setFont(bold)
        painter.drawText(8, fm.ascent() + 4, title)
        painter.setFont(self.font())
        # Legend, top right.
        x = self.width() - 8
        for label, color, dist in reversed(self._series):
            name = (
                label
                if dist is not None
                else self.tr("{side}: no wounds").format(side=label)
            )
            w = fm.horizontalAdvance(name)
            x -= w
            painter.setPen(text)
            painter.drawText(x, fm.ascent() + 4, name)
            x -= 14
            painter.fillRect(QRectF(x, 6, 10, 10), color)
            x -= 12
        if not plotted:
            painter.setPen(text)
            painter.drawText(
                self.rect(),
                Qt.AlignmentFlag.AlignCenter,
                self.tr("Neither weapon causes wounds"),
            )
            return
        top = fm.height() + 14
        left = fm.horizontalAdvance("100%") + 12
        bottom = self.height() - fm.height() - 10
        right = self.width() - 10
        height = max(1, bottom - top)
        groups = max(len(s[2] or ()) for s in plotted)
        peak = max(float(p) for s in plotted for p in s[2] or ())
        step = next(s for s in (5, 10, 20, 25, 50) if peak * 100 <= s * 4)
        ceiling = min(100, step * math.ceil(peak * 100 / step)) or step
        # Grid and y labels.
        for value in range(0, ceiling + 1, step):
            y = bottom - height * value / ceiling
            painter.setPen(QPen(grid, 1))
            painter.drawLine(left, round(y), right, round(y))
            painter.setPen(text)
            label = f"{value}%"
            painter.drawText(
                left - 6 - fm.horizontalAdvance(label),
                round(y + fm.ascent() / 2 - 1),
                label,
            )
        # Bars.
        slot = (right - left) / groups
        bar = max(2.0, min(28.0, slot * 0.8 / len(plotted)))
        for w in range(groups):
            x0 = left + slot * w + (slot - bar * len(plotted)) / 2
            for i, (_, color, dist) in enumerate(plotted):
                p = float(dist[w]) if dist and w < len(dist) else 0.0
                h = height * p * 100 / ceiling
                painter.fillRect(QRectF(x0 + i * bar, bottom - h, bar - 1, h), color)
            painter.setPen(text)
            label = str(w)
            cx = left + slot * (w + 0.5) - fm.horizontalAdvance(label) / 2
            painter.drawText(round(cx), bottom + fm.ascent() + 4, label)
        painter.end()
