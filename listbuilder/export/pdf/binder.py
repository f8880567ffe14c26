"""The organiser's binder: an event's summary page, then every list's compact sheet.

The summary page has one row per player (player, army, lists, OK or what is
wrong); then each list of each player follows on its own page as the compact
sheet, with the player's name in its header and its own page footer. This is
the complete list the organiser keeps (ITS.md E4). Every text comes from the
core (:class:`~listbuilder.core.its.event.EventCheck`, the rosters).

Imports core, paths, stdlib and reportlab; no Qt, no data layer.
"""

from __future__ import annotations

import io
import os
from collections.abc import Sequence
from typing import IO, Any

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    KeepInFrame,
    NextPageTemplate,
    PageBreak,
    PageTemplate,
    Spacer,
    TableStyle,
)

from listbuilder.core.i18n import _
from listbuilder.core.its.event import EventCheck
from listbuilder.core.its.event_rows import summary_rows
from listbuilder.core.roster.rows import Roster
from listbuilder.export.options import PdfOptions
from listbuilder.export.pdf import PAGE_SIZES, deliver_pdf
from listbuilder.export.pdf.common import (
    ExportError,
    Styles,
    data_table,
    heading_cells,
    padding,
    para,
)
from listbuilder.export.pdf.compact import compact_story
from listbuilder.export.pdf.flowables import CachedTable
from listbuilder.export.pdf.furniture import footer
from listbuilder.export.pdf.page import BOTTOM, MARGIN, PAGE_MARGINS
from listbuilder.export.pdf.sheets import title_block
from listbuilder.export.pdf.user_text import draw_line, text_width

__all__ = ["render_event_binder", "write_event_binder"]

#: Troopers the compact sheet shrinks onto one page (as ``export --style compact``).
_ONE_PAGE = 15


def _event_line(check: EventCheck) -> str:
    event = check.event
    points = str(event.points) if event.points else _("each list's own")
    extras = ", ".join(sorted(e.value for e in event.extras)) or _("none")
    ok = sum(p.ok for p in check.players)
    return _(
        "Points: {points} · Extras: {extras} · {ok} of {n} players OK",
        points=points,
        extras=extras,
        ok=ok,
        n=len(check.players),
    )


def _summary(check: EventCheck, width: float) -> list[Flowable]:
    st = Styles(8)
    head = [_("Player"), _("Army"), _("Lists"), _("Status")]
    widths = [width * f for f in (0.18, 0.22, 0.12, 0.48)]
    data: list[list[Any]] = [heading_cells(head, st.small_bold, widths)]
    bad: list[int] = []
    for row in summary_rows(check):
        if not row.ok:
            bad.append(len(data))
        cells = (row.player, row.army, row.lists, row.status)
        data.append([para(c, st.small) for c in cells])
    table = CachedTable(data, colWidths=widths, repeatRows=1, hAlign="LEFT")
    commands: list[Any] = [
        *data_table(st, box=True),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        *padding(2, 2, 3),
    ]
    commands += [("LINEBEFORE", (0, i), (0, i), 3, colors.black) for i in bad]
    table.setStyle(TableStyle(commands))
    return [
        title_block(_("Event check"), width, st),
        para(_event_line(check), st.subtitle),
        Spacer(1, 4),
        table,
    ]


def _summary_footer(canvas: Any, doc: Any) -> None:
    text = _("Event check · Page {n}", n=canvas.getPageNumber())
    page_width = doc.pagesize[0]
    canvas.saveState()
    draw_line(
        canvas, page_width - MARGIN - text_width(text, 7), BOTTOM - 8 * mm, text, 7
    )
    canvas.restoreState()


def render_event_binder(
    check: EventCheck,
    rosters: Sequence[Sequence[Roster]],
    options: PdfOptions,
) -> bytes:
    """Lay out the binder and return the PDF bytes (see :func:`write_event_binder`).

    Raises
    ------
    ExportError
        If ``rosters`` does not hold one roster per list of each player.
    FontError
        If a bundled font file needed by the text is missing.
    """
    if [len(r) for r in rosters] != [len(p.lists) for p in check.players]:
        raise ExportError(_("the binder needs one roster per list of each player"))
    pagesize = PAGE_SIZES[options.page]
    width = pagesize[0] - 2 * MARGIN - 12
    height = pagesize[1] - MARGIN - BOTTOM - 12
    frame = Frame(MARGIN, BOTTOM, pagesize[0] - 2 * MARGIN, height + 12, id="body")
    templates = [PageTemplate("summary", [frame], onPage=_summary_footer)]
    story: list[Flowable] = _summary(check, width)
    for player, lists in zip(check.players, rosters, strict=True):
        for entry, roster in zip(player.lists, lists, strict=True):
            heading = roster.title if roster.title.strip() else _("Untitled list")
            page_id = f"row{entry.row}"
            templates.append(
                PageTemplate(page_id, [frame], onPage=footer(roster, heading))
            )
            # the player and the list's row in the event file, as the summary says
            who = f"{player.player} · {_('row {row}', row=entry.row)}"
            sheet = compact_story(roster, heading, width, options.units, player=who)
            if len(roster.rows()) <= _ONE_PAGE:
                sheet = [KeepInFrame(width, height, sheet, mode="shrink")]
            story += [NextPageTemplate(page_id), PageBreak(), *sheet]
    buffer = io.BytesIO()
    doc = BaseDocTemplate(
        buffer,
        pagesize=pagesize,
        **PAGE_MARGINS,
        title=_("Event check"),
        author="Listbuilder",
        creator="Listbuilder",
        invariant=1 if options.invariant else 0,
        pageTemplates=templates,
    )
    doc.build(story)
    return buffer.getvalue()


def write_event_binder(
    check: EventCheck,
    rosters: Sequence[Sequence[Roster]],
    target: str | os.PathLike[str] | IO[bytes],
    options: PdfOptions,
) -> None:
    """Write the organiser's binder of an event as one PDF.

    Parameters
    ----------
    check : EventCheck
        The event checked (:func:`~listbuilder.core.its.event.check_event`).
    rosters : sequence of sequences of Roster
        Per player (in ``check.players`` order), the roster of each readable
        list (in ``PlayerCheck.lists`` order).
    target : path or binary file object
        A path is written atomically; a file object receives the bytes.
    options : PdfOptions
        Paper, units and ``invariant`` (the style is always the compact sheet).

    Raises
    ------
    ExportError
        If the rosters do not match the lists, or the target cannot be written
        (an existing file is then unchanged).

    Source: ITS.md E4, E6
    """
    deliver_pdf(render_event_binder(check, rosters, options), target)
