"""PDF rosters: the full sheet, the one-page compact sheet and the opponent copy.

:func:`write_roster_pdf` lays out a :class:`listbuilder.core.roster.Roster` with
reportlab's Platypus. The core decides every piece of text and what is private
(``Roster.opponent_copy()``, RULES.md C1-C2); this module only arranges it. All
user text goes through :func:`listbuilder.export.fonts.markup`, so it prints as
written whatever the script and is never read as markup. Sheets use black, white
and greys only, so they photocopy and print in black and white.

Imports core, paths, stdlib and reportlab; no Qt, no data layer.
"""

from __future__ import annotations

import io
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import IO, Any

from reportlab.lib import colors
from reportlab.lib.enums import TA_RIGHT
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    Flowable,
    KeepInFrame,
    KeepTogether,
    Paragraph,
    SimpleDocTemplate,
    Spacer,
    Table,
    TableStyle,
)

from listbuilder.core.errors import ListbuilderError
from listbuilder.core.roster import (
    ATTRIBUTE_NAMES,
    Roster,
    RosterGroup,
    RosterRow,
    WeaponLine,
)
from listbuilder.export.fonts import font_for, markup, needs_markup, script_runs
from listbuilder.export.options import PAGES, STYLES, UNITS
from listbuilder.paths import atomic_write

#: Page sizes by name, in points (1/72 inch).
PAGE_SIZES = dict(zip(PAGES, (A4, LETTER), strict=True))
#: Troopers that the compact sheet fits on one page (the N5 cap, RULES.md A7).
COMPACT_ONE_PAGE = 15

_MARGIN = 14 * mm
_BOTTOM = 16 * mm
_GRID = colors.Color(0.45, 0.45, 0.45)
_SHADE = colors.Color(0.86, 0.86, 0.86)
_LIGHT = colors.Color(0.94, 0.94, 0.94)


class ExportError(ListbuilderError):
    """A sheet cannot be written: a bad option or a target that cannot be written."""


def _style(name: str, size: float, *, bold: bool = False, **kw: Any) -> ParagraphStyle:
    return ParagraphStyle(
        name,
        fontName="Helvetica-Bold" if bold else "Helvetica",
        fontSize=size,
        leading=kw.pop("leading", size * 1.22),
        **kw,
    )


class _Styles:
    """Paragraph styles of one sheet, scaled from a body size."""

    def __init__(self, body: float) -> None:
        self.body = body
        self.title = _style("title", body * 2, bold=True, spaceAfter=2)
        self.subtitle = _style("subtitle", body * 1.15, spaceAfter=4)
        self.text = _style("text", body)
        self.bold = _style("bold", body, bold=True)
        self.small = _style("small", body * 0.9)
        self.small_bold = _style("small_bold", body * 0.9, bold=True)
        self.right = _style("right", body, alignment=TA_RIGHT)
        self.right_bold = _style("right_bold", body, bold=True, alignment=TA_RIGHT)
        self.heading = _style("heading", body * 1.3, bold=True)
        self.note = _style("note", body, bold=True)
        self.stat = _style("stat", body * 1.5, bold=True)


def _p(text: str, style: ParagraphStyle, *, bold: bool | None = None) -> Paragraph:
    """A paragraph printing ``text`` as written (escaped, font per script)."""
    is_bold = style.fontName.endswith("-Bold") if bold is None else bold
    return Paragraph(markup(text, bold=is_bold), style)


def _cell(text: str, style: ParagraphStyle) -> str | Paragraph:
    """A table cell: plain text when Helvetica prints it, else a paragraph."""
    return _p(text, style) if needs_markup(text) else text


def _labelled(label: str, values: Sequence[str], style: ParagraphStyle) -> Paragraph:
    body = ", ".join(markup(v) for v in values) if values else "-"
    return Paragraph(f"<b>{label}:</b> {body}", style)


def _weapon_table(
    lines: Sequence[WeaponLine], width: float, st: _Styles, units: str
) -> Table:
    """The weapons table: name, range bands, B, PS, save, ammunition, traits."""
    unit_label = "cm" if units == "cm" else "in"
    head = ["Weapon", f"Range ({unit_label})", "B", "PS", "Save", "Ammo", "Traits"]
    fractions = (0.22, 0.27, 0.035, 0.035, 0.065, 0.065, 0.31)
    data: list[list[Any]] = [head]
    for w in lines:
        # the column heading gives the unit once
        ranges = w.ranges_text(units).replace(" cm", "").replace('"', "") or "-"
        data.append(
            [
                _p(w.name, st.small),
                _p(ranges, st.small),
                _cell(w.burst, st.small),
                _cell(w.damage, st.small),
                _cell(w.save_text, st.small),
                _cell(w.ammunition or "-", st.small),
                _p(w.traits_text or "-", st.small),
            ]
        )
    table = Table(
        data, colWidths=[width * f for f in fractions], repeatRows=1, hAlign="LEFT"
    )
    table.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, 0), "Helvetica-Bold", st.body * 0.9),
                ("FONT", (0, 1), (-1, -1), "Helvetica", st.body * 0.9),
                ("BACKGROUND", (0, 0), (-1, 0), _SHADE),
                ("LINEBELOW", (0, 0), (-1, -1), 0.25, _GRID),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("ALIGN", (2, 0), (5, -1), "CENTER"),
                ("TOPPADDING", (0, 0), (-1, -1), 1),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
                ("LEFTPADDING", (0, 0), (-1, -1), 2),
                ("RIGHTPADDING", (0, 0), (-1, -1), 2),
            ]
        )
    )
    return table


def _profile_table(row: RosterRow, st: _Styles, units: str) -> Table:
    """The profile line: MOV, CC, BS, PH, WIP, ARM, BTS, W/STR, S in boxes."""
    line = row.profile_line(units)
    labels = [label for label, _ in line]
    values = [value for _, value in line]
    widths = [st.body * 3.9] + [st.body * 2.9] * (len(line) - 1)
    table = Table([labels, values], colWidths=widths, hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, 0), "Helvetica-Bold", st.body * 0.85),
                ("FONT", (0, 1), (-1, 1), "Helvetica-Bold", st.body * 1.1),
                ("BACKGROUND", (0, 0), (-1, 0), _SHADE),
                ("GRID", (0, 0), (-1, -1), 0.5, _GRID),
                ("ALIGN", (0, 0), (-1, -1), "CENTER"),
                ("TOPPADDING", (0, 0), (-1, -1), 1),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
                ("LEFTPADDING", (0, 0), (-1, -1), 1),
                ("RIGHTPADDING", (0, 0), (-1, -1), 1),
            ]
        )
    )
    return table


def _body_rows(
    row: RosterRow, width: float, st: _Styles, units: str
) -> list[list[Any]]:
    """Profile line, characteristics/skills/equipment and weapons of one row."""
    rows: list[list[Any]] = []
    if row.attributes:
        details = [
            _labelled("Characteristics", row.characteristics, st.text),
            _labelled("Skills", row.skills, st.text),
            _labelled("Equipment", row.equipment, st.text),
        ]
        profile = _profile_table(row, st, units)
        left = sum(profile._colWidths) + 6  # type: ignore[attr-defined]
        body = Table(
            [[profile, details]], colWidths=[left, width - left], hAlign="LEFT"
        )
        body.setStyle(
            TableStyle(
                [
                    ("VALIGN", (0, 0), (-1, -1), "TOP"),
                    ("LEFTPADDING", (0, 0), (-1, -1), 0),
                    ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                    ("RIGHTPADDING", (1, 0), (1, 0), 4),
                    ("TOPPADDING", (0, 0), (-1, -1), 0),
                    ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
                ]
            )
        )
        rows.append([body])
    else:
        # a pair, a marker (opponent copy) or a trooper the data does not know
        note = Table([[_p(row.loadout, st.text)]], colWidths=[width], hAlign="LEFT")
        rows.append([note])
    if row.weapons:
        rows.append([_weapon_table(row.weapons, width, st, units)])
    return rows


def _included_heading(sub: RosterRow, width: float, st: _Styles) -> Table:
    """Sub-heading of a trooper fielded by another's option (pair, operator)."""
    head = Table(
        [
            [
                Paragraph("+ " + markup(sub.title_with_quantity, bold=True), st.text),
                _p(sub.option, st.text),
                sub.unit_type,
            ]
        ],
        colWidths=[width * 0.47, width * 0.33, width * 0.20],
        hAlign="LEFT",
    )
    head.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), "Helvetica-Bold", st.body),
                ("LINEABOVE", (0, 0), (-1, 0), 0.5, _GRID),
                ("TOPPADDING", (0, 0), (-1, -1), 2),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
            ]
        )
    )
    return head


def _trooper_block(row: RosterRow, width: float, st: _Styles, units: str) -> Flowable:
    """One trooper, boxed and kept on one page (KeepTogether)."""
    name = markup(row.name, bold=True)
    if row.lieutenant:
        name += f"&nbsp;&nbsp;<font size='{st.body}'>[LIEUTENANT]</font>"
    head_cells: list[Any] = [
        Paragraph(name, st.heading),
        _p(row.option or "", st.bold),
        row.unit_type or "",
        _p(row.cost_text.replace(" · ", "   "), st.right_bold) if row.cost_text else "",
    ]
    head = Table(
        [head_cells],
        colWidths=[width * 0.47, width * 0.27, width * 0.06, width * 0.20],
        hAlign="LEFT",
    )
    head_style: list[Any] = [
        ("FONT", (0, 0), (-1, -1), "Helvetica-Bold", st.body),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("BACKGROUND", (0, 0), (-1, -1), _LIGHT),
        ("TOPPADDING", (0, 0), (-1, -1), 2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
    ]
    if row.lieutenant:
        # a heavy bar beside the Lieutenant reads in black and white
        head_style.append(("LINEBEFORE", (0, 0), (0, 0), 4, colors.black))
    head.setStyle(TableStyle(head_style))
    rows: list[list[Any]] = [[head], *_body_rows(row, width, st, units)]
    for sub in row.included:
        rows.append([_included_heading(sub, width, st)])
        rows.extend(_body_rows(sub, width, st, units))
    table = Table(rows, colWidths=[width], hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("BOX", (0, 0), (-1, -1), 0.8, colors.black),
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                ("TOPPADDING", (0, 0), (-1, -1), 0),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
                ("LINEBELOW", (0, 0), (0, 0), 0.5, _GRID),
            ]
        )
    )
    return KeepTogether([table, Spacer(1, st.body * 0.8)])


def _group_heading(group: RosterGroup, width: float, st: _Styles) -> Table:
    orders = group.orders.description if group.orders else ""
    table = Table(
        [[Paragraph(group.title, st.heading), Paragraph(orders, st.right)]],
        colWidths=[width * 0.3, width * 0.7],
        hAlign="LEFT",
    )
    table.setStyle(
        TableStyle(
            [
                ("BACKGROUND", (0, 0), (-1, -1), _SHADE),
                ("LINEABOVE", (0, 0), (-1, 0), 1.2, colors.black),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("TOPPADDING", (0, 0), (-1, -1), 3),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
            ]
        )
    )
    table.keepWithNext = True  # never a heading alone at the foot of a page
    return table


def _heading_title(roster: Roster, title: str | None) -> str:
    if title is not None:
        return title
    return roster.title if roster.title.strip() else "Untitled list"


def _summary(roster: Roster, width: float, st: _Styles, units: str) -> list[Flowable]:
    """Header boxes: points, SWC, troopers, legality (or the opponent note)."""
    army = (
        f"{roster.army} (logo: {roster.logo_name})"
        if roster.logo_name
        else (roster.army)
    )
    out: list[Flowable] = [_p(f"{army} · {roster.ruleset}", st.subtitle)]
    distances = (
        "Distances in cm." if units == "cm" else 'Distances in inches (2.5 cm = 1").'
    )
    if roster.is_opponent_copy:
        cells = [
            ["Points limit", str(roster.points_limit)],
            ["Troopers shown", str(roster.troopers)],
        ]
    else:
        legal = "LEGAL" if roster.legal else f"NOT LEGAL ({len(roster.violations)})"
        cells = [
            ["Points", roster.points_text],
            ["SWC", roster.swc or ""],
            ["Troopers", roster.troopers_text],
            ["List", legal],
        ]
    row = [[Paragraph(label, st.small), _p(value, st.stat)] for label, value in cells]
    boxes = Table([row], colWidths=[width / 4] * len(row), hAlign="LEFT")
    boxes.setStyle(
        TableStyle(
            [
                ("GRID", (0, 0), (-1, -1), 0.8, colors.black),
                ("LEFTPADDING", (0, 0), (-1, -1), 4),
                ("TOPPADDING", (0, 0), (-1, -1), 2),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
            ]
        )
    )
    out.append(boxes)
    if roster.is_opponent_copy:
        note = Table([[_p(roster.opponent_copy_note, st.note)]], colWidths=[width])
        note.setStyle(
            TableStyle(
                [
                    ("BOX", (0, 0), (-1, -1), 1.5, colors.black),
                    ("TOPPADDING", (0, 0), (-1, -1), 3),
                    ("BOTTOMPADDING", (0, 0), (-1, -1), 5),
                ]
            )
        )
        out += [Spacer(1, 4), note]
    elif roster.violations:
        out.append(Spacer(1, 3))
        out += [_p(f"- {v}", st.text) for v in roster.violations]
    out += [Spacer(1, 3), Paragraph(distances, st.small), Spacer(1, 6)]
    return out


def _full_story(roster: Roster, title: str, width: float, units: str) -> list[Flowable]:
    st = _Styles(8)
    story: list[Flowable] = [_p(title, st.title), *_summary(roster, width, st, units)]
    for group in roster.groups:
        story.append(_group_heading(group, width, st))
        story.append(Spacer(1, 4))
        story += [_trooper_block(r, width, st, units) for r in group.rows]
    if not roster.groups or not roster.rows():
        story.append(Paragraph("This list has no troopers.", st.text))
    return story


def _compact_story(
    roster: Roster, title: str, width: float, units: str
) -> list[Flowable]:
    st = _Styles(7.5)
    private = roster.is_opponent_copy
    story: list[Flowable] = [_p(title, st.title)]
    story += _summary(roster, width, st, units)[:-3]
    head = ["Grp", "Trooper", "Loadout", *ATTRIBUTE_NAMES]
    fractions = [0.035, 0.2, 0.3] + [0.046] + [0.033] * 8
    if not private:
        head += ["Pts", "SWC"]
        fractions += [0.035, 0.035]
    scale = 1 / sum(fractions)
    data: list[list[Any]] = [head]
    lieutenant_rows = []
    for row in roster.rows():
        name = markup(row.name, bold=True)
        if row.option:
            name += "<br/>" + markup(row.option)
        if row.lieutenant:
            name += " <b>[LIEUTENANT]</b>"
            lieutenant_rows.append(len(data))
        line = [v for _, v in row.profile_line(units)] or [""] * len(ATTRIBUTE_NAMES)
        cells: list[Any] = [
            f"R{row.group}" if row.reinforcement else str(row.group),
            Paragraph(name, st.small),
            _p(row.loadout, st.small),
            *line,
        ]
        if not private:
            cells += [str(row.points), row.swc or ""]
        data.append(cells)
    table = Table(
        data,
        colWidths=[width * f * scale for f in fractions],
        repeatRows=1,
        hAlign="LEFT",
    )
    style: list[Any] = [
        ("FONT", (0, 0), (-1, 0), "Helvetica-Bold", st.body * 0.85),
        ("FONT", (0, 1), (-1, -1), "Helvetica", st.body * 0.9),
        ("BACKGROUND", (0, 0), (-1, 0), _SHADE),
        ("LINEBELOW", (0, 0), (-1, -1), 0.3, _GRID),
        ("BOX", (0, 0), (-1, -1), 0.8, colors.black),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("ALIGN", (3, 0), (-1, -1), "CENTER"),
        ("ALIGN", (0, 0), (0, -1), "CENTER"),
        ("TOPPADDING", (0, 0), (-1, -1), 1),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
        ("LEFTPADDING", (0, 0), (-1, -1), 2),
        ("RIGHTPADDING", (0, 0), (-1, -1), 2),
    ]
    for index in lieutenant_rows:
        style.append(("LINEBEFORE", (0, index), (0, index), 3, colors.black))
    group_starts = [i for i in range(2, len(data)) if data[i][0] != data[i - 1][0]]
    style += [("LINEABOVE", (0, i), (-1, i), 1, colors.black) for i in group_starts]
    table.setStyle(TableStyle(style))
    story.append(table)
    orders = [f"{g.title}. {g.orders.description}" for g in roster.groups if g.orders]
    if orders:
        story.append(Spacer(1, 3))
        story += [Paragraph(o, st.small) for o in orders]
    weapons = roster.weapon_summary()
    if weapons:
        story += [
            Spacer(1, 5),
            Paragraph("Weapons", st.bold),
            Spacer(1, 2),
            _weapon_table(weapons, width, st, units),
        ]
    story += [Spacer(1, 3)]
    story.append(
        Paragraph(
            "Distances in cm."
            if units == "cm"
            else 'Distances in inches (2.5 cm = 1").',
            st.small,
        )
    )
    return story


def _draw_runs(canvas: Canvas, x: float, y: float, text: str, size: float) -> None:
    """Draw ``text`` at (x, y) as one line of text, with a font per script."""
    line = canvas.beginText(x, y)
    for kind, run in script_runs(text):
        line.setFont(font_for(kind), size)
        line.textOut(run)
    canvas.drawText(line)


def _text_width(text: str, size: float) -> float:
    return sum(
        stringWidth(run, font_for(kind), size) for kind, run in script_runs(text)
    )


def _fit(text: str, size: float, width: float) -> str:
    """``text``, cut with ``...`` so that it is at most ``width`` points wide."""
    if _text_width(text, size) <= width:
        return text
    while text and _text_width(text + "...", size) > width:
        text = text[:-1]
    return text.rstrip() + "..."


def _footer(roster: Roster, title: str) -> Callable[[Canvas, Any], None]:
    def draw(canvas: Canvas, doc: Any) -> None:
        page_width = doc.pagesize[0]
        # leave room for "OPPONENT COPY" in the middle or the page number
        room = (
            page_width / 2 - 40 - _MARGIN
            if roster.is_opponent_copy
            else (page_width - 2 * _MARGIN - 50)
        )
        label = _fit(f"{title} · {roster.army}", 7, room)
        canvas.saveState()
        y = _BOTTOM - 8 * mm
        canvas.setStrokeColor(_GRID)
        canvas.setLineWidth(0.5)
        canvas.line(_MARGIN, y + 9, doc.pagesize[0] - _MARGIN, y + 9)
        _draw_runs(canvas, _MARGIN, y, label, 7)
        canvas.setFont("Helvetica-Bold" if roster.is_opponent_copy else "Helvetica", 7)
        if roster.is_opponent_copy:
            canvas.drawCentredString(doc.pagesize[0] / 2, y, "OPPONENT COPY")
        canvas.setFont("Helvetica", 7)
        canvas.drawRightString(
            doc.pagesize[0] - _MARGIN, y, f"Page {canvas.getPageNumber()}"
        )
        canvas.restoreState()

    return draw


def _check(name: str, value: str, allowed: Sequence[str]) -> None:
    if value not in allowed:
        raise ExportError(
            f"unknown {name} {value!r} (choose one of: {', '.join(allowed)})"
        )


def render_roster_pdf(
    roster: Roster,
    *,
    title: str | None = None,
    style: str = "full",
    page: str = "a4",
    units: str = "in",
    invariant: bool = False,
) -> bytes:
    """Lay out ``roster`` and return the PDF bytes (see :func:`write_roster_pdf`).

    Raises
    ------
    ExportError
        If ``style``, ``page`` or ``units`` is not one of the known values.
    """
    _check("sheet style", style, STYLES)
    _check("page size", page, PAGES)
    _check("units", units, UNITS)
    if style == "opponent":
        roster = roster.opponent_copy()
    heading = _heading_title(roster, title)
    buffer = io.BytesIO()
    doc = SimpleDocTemplate(
        buffer,
        pagesize=PAGE_SIZES[page],
        leftMargin=_MARGIN,
        rightMargin=_MARGIN,
        topMargin=_MARGIN,
        bottomMargin=_BOTTOM,
        title=heading,
        author="Listbuilder",
        creator="Listbuilder",
        subject=f"{roster.army} army list",
        invariant=1 if invariant else 0,
    )
    # frame padding is 6 pt on each side
    width, height = doc.width - 12, doc.height - 12
    if style == "compact":
        story = _compact_story(roster, heading, width, units)
        if len(roster.rows()) <= COMPACT_ONE_PAGE:
            story = [KeepInFrame(width, height, story, mode="shrink")]
    else:
        story = _full_story(roster, heading, width, units)
    footer = _footer(roster, heading)
    doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()


def write_roster_pdf(
    roster: Roster,
    target: str | os.PathLike[str] | IO[bytes],
    *,
    title: str | None = None,
    style: str = "full",
    page: str = "a4",
    units: str = "in",
    invariant: bool = False,
) -> None:
    """Write ``roster`` as a PDF sheet to ``target``.

    Parameters
    ----------
    roster : Roster
        The list to print (``build_roster(...)``); for ``style="opponent"`` its
        :meth:`~listbuilder.core.roster.Roster.opponent_copy` is printed.
    target : path or binary file object
        A path is written atomically (temporary file, then ``os.replace``), so a
        failure leaves no half-written file; a file object receives the bytes.
    title : str, optional
        Heading and document title; default the list name as written.
    style : {"full", "compact", "opponent"}
        Full sheet (header, order pools, every trooper with profile and weapons);
        compact sheet (one line per trooper and one weapons summary, one page for
        up to 15 troopers); opponent copy (the full sheet of Open information).
    page : {"a4", "letter"}
        Paper size.
    units : {"in", "cm"}
        Distance units of MOV and weapon ranges.
    invariant : bool
        Stable bytes for the same input (no dates or random ids), for tests.

    Raises
    ------
    ExportError
        If an option is unknown or the target cannot be written (the existing
        file at a path target is then unchanged).
    FontError
        If a bundled font file needed by the text is missing.

    Source: RULES.md C1, C2 (opponent copy)
    """
    data = render_roster_pdf(
        roster, title=title, style=style, page=page, units=units, invariant=invariant
    )
    if hasattr(target, "write"):
        target.write(data)
        return
    path = Path(target)
    try:
        atomic_write(path, data)
    except OSError as exc:
        raise ExportError(f"cannot write {path}: {exc.strerror or exc}") from exc
