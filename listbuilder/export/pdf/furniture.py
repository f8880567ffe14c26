"""Page furniture of every printed sheet: the heading's title and the page footer.

Imports core, paths, stdlib and reportlab; no Qt, no data layer.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from listbuilder.core.i18n import _
from listbuilder.core.roster.rows import Roster
from listbuilder.export.pdf.common import GRID
from listbuilder.export.pdf.page import BOTTOM, MARGIN
from listbuilder.export.pdf.user_text import draw_line, fit, text_width


def heading_title(roster: Roster, title: str | None) -> str:
    """The sheet's heading: ``title`` if given, else the list name or a stand-in."""
    if title is not None:
        return title
    return roster.title if roster.title.strip() else _("Untitled list")


def footer(
    roster: Roster, title: str, *, margin: float = MARGIN, y: float = BOTTOM - 8 * mm
) -> Callable[[Canvas, Any], None]:
    """The page furniture: list name and army; data version and page number.

    The list name is cut with an ellipsis to leave room for the rest; an
    opponent copy says so in the middle of every page.
    """
    version = (
        _("data {version}", version=roster.data_version) + " · "
        if roster.data_version
        else ""
    )
    mark = _("OPPONENT COPY")
    labels: dict[float, tuple[str, str]] = {}  # left text by page width, cut once

    def page_text(number: int) -> str:
        return version + _("Page {n}", n=number)

    def left_text(page_width: float) -> tuple[str, str]:
        # it ends before the middle mark, or before the right text
        end = page_width - margin - text_width(page_text(9999), 7) - 12
        if roster.is_opponent_copy:
            end = page_width / 2 - text_width(mark, 7, bold=True) / 2 - 12
        room = end - margin
        army = fit(f" · {roster.army}", 7, room / 2)
        return (fit(title, 7, room - text_width(army, 7)), army)

    def draw(canvas: Canvas, doc: Any) -> None:
        page_width = doc.pagesize[0]
        right = page_text(canvas.getPageNumber())
        if page_width not in labels:
            labels[page_width] = left_text(page_width)
        name, army = labels[page_width]
        canvas.saveState()
        canvas.setStrokeColor(GRID)
        canvas.setLineWidth(0.5)
        canvas.line(margin, y + 9, page_width - margin, y + 9)
        # the name and the army each in their own direction (a Hebrew name
        # reads right to left, then " · PanOceania" follows it)
        draw_line(canvas, margin, y, name, 7)
        draw_line(canvas, margin + text_width(name, 7), y, army, 7)
        if roster.is_opponent_copy:
            middle = page_width / 2 - text_width(mark, 7, bold=True) / 2
            draw_line(canvas, middle, y, mark, 7, bold=True)
        draw_line(canvas, page_width - margin - text_width(right, 7), y, right, 7)
        canvas.restoreState()

    return draw
