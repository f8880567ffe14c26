"""A trooper's box and its profile beside its details, drawn without a table.

The full sheet put each trooper in a one-column ``Table`` (boxed, a rule under
its heading) and the profile boxes beside the characteristics in a one-row
``Table``. A table styles, measures and draws every cell through general
machinery; :class:`Column` and :class:`Beside` lay out those two shapes only,
and draw them with the canvas operations the tables drew, in the same order,
so the page is the same to the eye and to text extraction. A box too tall for
the room is split by the table it stands for.

Imports stdlib and reportlab only; no Qt, no data layer.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from reportlab.lib.colors import Color
from reportlab.platypus import Flowable, TableStyle

from listbuilder.export.pdf.flowables import CachedTable, row_tops

#: What a table cell's style gives a cell of no style of its own.
_CELL_FONT = ("Helvetica", 10, 12)


def _begin_cells(canvas: Any) -> None:
    """The state a table sets before its first cell (its default cell style)."""
    canvas.saveState()
    canvas.setFillColor("black")
    canvas.setFont(*_CELL_FONT)


class Column(Flowable):
    """Flowables one under the other in a black box, a rule under the first.

    Lays out and draws what ``Table([[f] for f in flowables])`` styled with a
    BOX of ``box`` points, cell padding (top 0, bottom ``gap``, sides 0) and a
    LINEBELOW of the first row did; each row is its flowable's height plus
    ``gap`` points, the flowables at the bottom of their rows.

    Parameters
    ----------
    flowables : sequence of Flowable
        The rows, top to bottom.
    width : float
        The column's width in points.
    box, rule : (float, Color)
        Width in points and colour of the box and of the rule under row one.
    gap : float
        Space under each flowable, in points.
    """

    def __init__(
        self,
        flowables: Sequence[Flowable],
        width: float,
        *,
        box: tuple[float, Color],
        rule: tuple[float, Color],
        gap: float,
    ) -> None:
        super().__init__()
        #: The rows' flowables, top to bottom.
        self.cells = list(flowables)
        self._column = width
        self._box, self._rule, self._gap = box, rule, gap
        self._sizes: list[tuple[float, float]] = []
        self._tops: list[float] = []
        self._laid: float | None = None
        self._table: CachedTable | None = None

    def as_table(self) -> CachedTable:
        """The reportlab table this column draws as (it splits the column)."""
        if self._table is None:
            table = CachedTable(
                [[f] for f in self.cells], colWidths=[self._column], hAlign="LEFT"
            )
            box_width, box_colour = self._box
            rule_width, rule_colour = self._rule
            table.setStyle(
                TableStyle(
                    [
                        ("BOX", (0, 0), (-1, -1), box_width, box_colour),
                        ("TOPPADDING", (0, 0), (-1, -1), 0),
                        ("BOTTOMPADDING", (0, 0), (-1, -1), self._gap),
                        ("LEFTPADDING", (0, 0), (-1, -1), 0),
                        ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                        ("LINEBELOW", (0, 0), (0, 0), rule_width, rule_colour),
                    ]
                )
            )
            self._table = table
        return self._table

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        """(width, height) in points; the rows are laid out once."""
        if self._laid is None:
            canvas: Any = getattr(self, "canv", None)  # none when wrap is called alone
            self._sizes = [f.wrapOn(canvas, self._column, 72000) for f in self.cells]
            self._tops = row_tops([h + self._gap for _w, h in self._sizes])
            self._laid = self._tops[0]
        self.width, self.height = self._column, self._laid
        return self.width, self.height

    def split(self, availWidth: float, availHeight: float) -> list[Any]:
        """Split between rows, as the table would."""
        parts: list[Any] = self.as_table().split(availWidth, availHeight)
        return parts

    def draw(self) -> None:
        """Draw as ``Table.draw`` drew the column: cells, then box and rule."""
        canvas = self.canv
        tops = self._tops
        _begin_cells(canvas)
        for f, (_w, _h), bottom in zip(self.cells, self._sizes, tops[1:], strict=True):
            f.drawOn(canvas, 0, bottom + self._gap)
        canvas.saveState()
        canvas.setLineCap(1)
        canvas.setLineJoin(1)
        width, top = self._column, tops[0]
        box_width, box_colour = self._box
        canvas.setStrokeColor(box_colour)
        canvas.setLineWidth(box_width)
        canvas.line(0, top, width, top)
        canvas.line(0, 0, width, 0)
        canvas.line(0, 0, 0, top)
        canvas.line(width, 0, width, top)
        rule_width, rule_colour = self._rule
        canvas.setStrokeColor(rule_colour)
        canvas.setLineWidth(rule_width)
        canvas.line(0, tops[1], width, tops[1])
        canvas.restoreState()
        canvas.restoreState()


class Beside(Flowable):
    """Two flowables side by side, tops aligned: the profile and the details.

    What a one-row ``Table`` of the two, VALIGN TOP, no padding but 4 points
    right of the second, laid out and drew.

    Parameters
    ----------
    left, right : Flowable
        The two cells.
    widths : (float, float)
        The cells' widths in points.
    """

    #: Room kept right of the second cell, in points.
    RIGHT_PADDING = 4.0

    def __init__(
        self, left: Flowable, right: Flowable, widths: tuple[float, float]
    ) -> None:
        super().__init__()
        #: The two cells, left to right.
        self.cells = [left, right]
        self._widths = widths
        self._sizes: list[tuple[float, float]] = []

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        """(width, height) in points: both widths, the taller cell."""
        room = (self._widths[0], self._widths[1] - self.RIGHT_PADDING)
        canvas: Any = getattr(self, "canv", None)  # none when wrap is called alone
        self._sizes = [
            f.wrapOn(canvas, w, 72000) for f, w in zip(self.cells, room, strict=True)
        ]
        self.width = self._widths[0] + self._widths[1]
        self.height = row_tops([max(h for _w, h in self._sizes)])[0]
        return self.width, self.height

    def draw(self) -> None:
        """Draw as ``Table.draw`` drew the row (no lines: an empty rule state)."""
        canvas = self.canv
        _begin_cells(canvas)
        x = 0.0
        for f, (_w, h), width in zip(
            self.cells, self._sizes, self._widths, strict=True
        ):
            f.drawOn(canvas, x, self.height - h)
            x += width
        canvas.saveState()
        canvas.restoreState()
        canvas.restoreState()
