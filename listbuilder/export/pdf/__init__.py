"""PDF rosters: full sheet, compact sheet, opponent copy, trooper cards, charts.

:func:`write_roster_pdf` lays out a :class:`listbuilder.core.roster.rows.Roster` with
reportlab's Platypus. The core decides every piece of text and what is private
(``opponent_copy(Roster)``, RULES.md C1-C2); this package only arranges it:
``sheets`` (full, compact, opponent copy), ``cards`` (trooper cards), ``charts``
(the optional weapons and hacking page), ``common`` (styles, cells, tables),
``furniture`` (heading title, page footer), ``flowables`` (text lines without
paragraphs, layouts done once per width, the profile boxes), ``user_text``
(escaping, right-to-left text, cutting) and ``fonts`` (a bundled font per
script, registered at first use).

Imports core, paths, stdlib and reportlab; no Qt, no data layer.
"""

from __future__ import annotations

import io
import os
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any

from reportlab.lib.pagesizes import A4, LETTER
from reportlab.platypus import Flowable, KeepInFrame, PageBreak, SimpleDocTemplate

from listbuilder.atomic_files import atomic_write
from listbuilder.core.i18n import N_, _
from listbuilder.core.roster.opponent import opponent_copy
from listbuilder.core.roster.rows import Roster
from listbuilder.export.options import (
    DEFAULT_PDF,
    PAGES,
    PER_PAGE,
    STYLES,
    UNITS,
    PdfOptions,
)
from listbuilder.export.pdf.cards import build_cards
from listbuilder.export.pdf.charts import charts_story
from listbuilder.export.pdf.common import (
    ExportError,
)
from listbuilder.export.pdf.compact import compact_story
from listbuilder.export.pdf.furniture import footer, heading_title
from listbuilder.export.pdf.page import BOTTOM, MARGIN, PAGE_MARGINS
from listbuilder.export.pdf.sheets import full_story

__all__ = [
    "COMPACT_ONE_PAGE",
    "PAGE_SIZES",
    "ExportError",
    "render_roster_pdf",
    "write_roster_pdf",
]

#: Page sizes by name, in points (1/72 inch).
PAGE_SIZES = dict(zip(PAGES, (A4, LETTER), strict=True))
#: Troopers that the compact sheet fits on one page (the N5 cap, RULES.md A7).
COMPACT_ONE_PAGE = 15
#: Most characters of the list name kept in the PDF's document properties.
_META_TITLE = 200


def _check(name: str, value: object, allowed: Sequence[object]) -> None:
    if value not in allowed:
        raise ExportError(
            _(
                "unknown {name} {value} (choose one of: {allowed})",
                name=_(name),
                value=repr(value),
                allowed=", ".join(str(a) for a in allowed),
            )
        )


def render_roster_pdf(roster: Roster, options: PdfOptions = DEFAULT_PDF) -> bytes:
    """Lay out ``roster`` and return the PDF bytes (see :func:`write_roster_pdf`).

    Raises
    ------
    ExportError
        If ``style``, ``page``, ``units`` or ``per_page`` is not a known value.
    FontError
        If a bundled font file needed by the text is missing.
    """
    style, page, units = options.style, options.page, options.units
    per_page, charts, invariant = options.per_page, options.charts, options.invariant
    _check(N_("sheet style"), style, STYLES)
    _check(N_("page size"), page, PAGES)
    _check(N_("distance units"), units, UNITS)
    _check(N_("cards per page"), per_page, PER_PAGE)
    if style == "opponent":
        roster = opponent_copy(roster)
    heading = heading_title(roster, options.title)
    pagesize = PAGE_SIZES[page]
    doc_info: dict[str, Any] = {
        "title": heading[:_META_TITLE],
        "author": "Listbuilder",
        "creator": "Listbuilder",
        "subject": _("{army} army list", army=roster.army),
        "invariant": 1 if invariant else 0,
    }
    # frame padding is 6 pt on each side
    width = pagesize[0] - 2 * MARGIN - 12
    height = pagesize[1] - MARGIN - BOTTOM - 12
    chart_page: list[Flowable] = []
    if charts:
        # one page, whatever the list fields
        story = charts_story(roster, width, units)
        chart_page = [KeepInFrame(width, height, story, mode="shrink")]
    if style == "cards":
        return build_cards(
            roster,
            heading,
            pagesize=pagesize,
            units=units,
            per_page=per_page,
            charts=chart_page,
            doc_info=doc_info,
        )
    buffer = io.BytesIO()
    doc = SimpleDocTemplate(
        buffer,
        pagesize=pagesize,
        **PAGE_MARGINS,
        **doc_info,
    )
    if style == "compact":
        story = compact_story(roster, heading, width, units)
        if len(roster.rows()) <= COMPACT_ONE_PAGE:
            story = [KeepInFrame(width, height, story, mode="shrink")]
    else:
        its = options.its if style == "full" else None
        story = full_story(roster, heading, width, units, its)
    if chart_page:
        story += [PageBreak(), *chart_page]
    furniture = footer(roster, heading)
    doc.build(story, onFirstPage=furniture, onLaterPages=furniture)
    return buffer.getvalue()


def write_roster_pdf(
    roster: Roster,
    target: str | os.PathLike[str] | IO[bytes],
    options: PdfOptions = DEFAULT_PDF,
) -> None:
    """Write ``roster`` as a PDF to ``target``.

    Parameters
    ----------
    roster : Roster
        The list to print (``build_roster(...)``); for ``style="opponent"`` its
        :func:`~listbuilder.core.roster.opponent.opponent_copy` is printed.
    target : path or binary file object
        A path is written atomically (temporary file, then ``os.replace``), so a
        failure leaves no half-written file; a file object receives the bytes.
    options : PdfOptions
        Style, paper, units, cards a page, charts page, title (see
        :class:`~listbuilder.export.options.PdfOptions`).

    Raises
    ------
    ExportError
        If an option is unknown or the target cannot be written (the existing
        file at a path target is then unchanged).
    FontError
        If a bundled font file needed by the text is missing.

    Source: RULES.md C1, C2 (opponent copy)
    """
    deliver_pdf(render_roster_pdf(roster, options), target)


def deliver_pdf(data: bytes, target: str | os.PathLike[str] | IO[bytes]) -> None:
    """Write a rendered PDF to an open binary file, or atomically to a path.

    Raises
    ------
    ExportError
        ``"cannot write {path}: {problem}"``; an existing file is then unchanged.
    """
    if hasattr(target, "write"):
        target.write(data)
        return
    path = Path(target)
    try:
        atomic_write(path, data)
    except OSError as exc:
        raise ExportError(
            _("cannot write {path}: {problem}", path=path, problem=exc.strerror or exc)
        ) from exc
