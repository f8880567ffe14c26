"""Trooper cards: one card per trooper, nine (poker size) or six (larger) a page.

Each card carries what a player looks up during a game: the profile line with
MOV in the chosen unit, characteristics, skills and equipment, every weapon
mode with burst, PS, save, ammunition, traits and range bands with their
modifiers, the orders the trooper brings, the programs its hacking device
gives, and the Lieutenant and fireteam marks. Troopers an option includes
(peripherals, a pair's two troopers) get cards of their own, marked as such.
Cards sit edge to edge in a grid with light cut marks in the page margin, in
black, white and greys only.

Imports core, paths, stdlib and reportlab; no Qt, no data layer.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from typing import Any

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    FrameBreak,
    NextPageTemplate,
    PageBreak,
    PageTemplate,
    Spacer,
    TableStyle,
)

from listbuilder.core.frozen import record
from listbuilder.core.i18n import _
from listbuilder.core.lists.army_list import group_name
from listbuilder.core.roster.profile_text import WeaponLine
from listbuilder.core.roster.rows import Roster, RosterRow
from listbuilder.core.roster.wording import specops_text
from listbuilder.export.pdf.common import (
    GRID,
    LIGHT,
    Styles,
    bare_ranges,
    cell,
    centred,
    data_table,
    fitted_widths,
    heading_cells,
    labelled,
    line_cell,
    padding,
    para,
    profile_table,
    short_columns,
    unit_label,
)
from listbuilder.export.pdf.flowables import CachedParagraph, CachedTable, FitInFrame
from listbuilder.export.pdf.furniture import footer
from listbuilder.export.pdf.page import BOTTOM, MARGIN
from listbuilder.export.pdf.user_text import markup

#: Cards a page, by choice: (card width, card height, columns, rows).
CARD_LAYOUTS = {
    9: (63 * mm, 88 * mm, 3, 3),  # poker size
    6: (95 * mm, 88 * mm, 2, 3),
}
#: From the cut line to the card's text (points).
INSET = 2.2 * mm
_CUT = colors.Color(0.6, 0.6, 0.6)


@record
class Card:
    """One card to print.

    Attributes
    ----------
    row : RosterRow
        The trooper (a main row or one its option includes).
    mark : str
        What the trooper is when included (``PERIPHERAL of SQUALOS``), or ``""``.
    copy : str
        ``1/2`` when an option fields several of the same trooper, else ``""``.
    """

    row: RosterRow
    mark: str = ""
    copy: str = ""


def cards_of(roster: Roster) -> list[Card]:
    """Every card of the roster in list order: each trooper, then those it includes.

    A pair bought as one option (Scarface & Cordelia) has no profile of its
    own: its two troopers get the cards, each marked with the pair.
    """
    out: list[Card] = []
    for row in roster.rows():
        pair = bool(row.included) and not row.attributes
        if not pair:
            out.append(Card(row))
        for sub in row.included:
            if sub.is_peripheral:
                mark = _("PERIPHERAL of {name}", name=row.name)
            elif pair:
                mark = _("PAIR: {name}", name=row.name)
            else:
                mark = _("INCLUDED with {name}", name=row.name)
            for n in range(1, sub.quantity + 1):
                copy = f"{n}/{sub.quantity}" if sub.quantity > 1 else ""
                out.append(Card(sub, mark, copy))
    return out


def _header(card: Card, width: float, st: Styles) -> CachedTable:
    row = card.row
    name: Flowable = para(row.name, st.heading)
    if card.copy:
        name = CachedParagraph(
            markup(row.name, bold=True) + f" ({card.copy})", st.heading
        )
    group = group_name(row.group, row.reinforcement, "short")
    kind = " · ".join(t for t in (row.unit_type, group) if t)
    data: list[list[Any]] = [
        [name, para(kind, st.right_bold)],
        [para(row.option, st.small), para(row.cost_text, st.right_bold)],
    ]
    table = CachedTable(data, colWidths=[width * 0.6, width * 0.4], hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("BACKGROUND", (0, 0), (-1, -1), LIGHT),
                ("LINEBELOW", (0, -1), (-1, -1), 0.5, GRID),
                *padding(1, 1, 2),
            ]
        )
    )
    return table


def _marks(card: Card, width: float, st: Styles) -> CachedTable | None:
    """Lieutenant (white on black), fireteam and included marks, in boxes."""
    row = card.row
    marks: list[tuple[str, bool]] = []
    if row.lieutenant:
        marks.append((_("LIEUTENANT"), True))
    if row.fireteam:
        marks.append((_("FIRETEAM {name}", name=row.fireteam), False))
    if card.mark:
        marks.append((card.mark, False))
    if not marks:
        return None
    cells = []
    commands: list[Any] = [*padding(0.5, 1, 2)]
    for i, (text, inverted) in enumerate(marks):
        body = markup(text, bold=True)
        commands.append(("BOX", (i, 0), (i, 0), 0.6, colors.black))
        if inverted:
            body = f'<font color="white">{body}</font>'
            commands.append(("BACKGROUND", (i, 0), (i, 0), colors.black))
        cells.append(CachedParagraph(body, st.small_bold))
    table = CachedTable([cells], hAlign="LEFT")
    table.setStyle(TableStyle(commands))
    return table


def _weapons(
    lines: tuple[WeaponLine, ...], width: float, st: Styles, units: str
) -> CachedTable:
    """Weapon modes: name, B, PS, save, ammo; range bands and traits below."""
    wide = width > 220
    head = [_("Weapon"), "B", "PS", _("Save"), _("Ammo")]
    fractions = [0.46, 0.1, 0.1, 0.17, 0.17]
    if wide:
        head.insert(1, _("Range ({unit})", unit=unit_label(units)))
        fractions = [0.3, 0.36, 0.06, 0.06, 0.11, 0.11]
    short = 2 if wide else 1  # B, PS, Save and Ammo from this column
    columns = fitted_widths(
        width, fractions, short_columns(lines, short), st.small, 2.4, range(short)
    )
    middle = range(1, len(head))
    data: list[list[Any]] = [heading_cells(head, st.small_bold, columns, middle)]
    commands: list[Any] = [
        *data_table(st, head=0.85, rule=0),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        *centred(middle),
        *padding(0.5, 0.8, 1.2),
    ]
    widths = [w - 2.4 for w in columns]  # less the cell padding
    for w in lines:
        r = len(data)
        first: list[Any] = [
            line_cell(w.name, st.small_bold, widths[0], commands, (0, r))
        ]
        if wide:
            first.append(
                # centred like the one-line ranges when it wraps
                line_cell(
                    bare_ranges(w, units), st.small_centre, widths[1], commands, (1, r)
                )
            )
        first += [
            cell(w.burst, st.small),
            cell(w.damage, st.small),
            cell(w.save_text, st.small),
            cell(w.ammunition or "-", st.small),
        ]
        data.append(first)
        # a narrow card has no range column: each band carries its unit
        below = (w.traits_text,) if wide else (w.ranges_text(units), w.traits_text)
        second = " · ".join(t for t in below if t)
        if second:
            r = len(data)
            below_cell = line_cell(second, st.small, width - 2.4, commands, (0, r))
            data.append([below_cell, *[""] * (len(head) - 1)])
            commands += [
                ("SPAN", (0, r), (-1, r)),
                ("ALIGN", (0, r), (-1, r), "LEFT"),
            ]
        commands.append(
            ("LINEBELOW", (0, len(data) - 1), (-1, len(data) - 1), 0.25, GRID)
        )
    table = CachedTable(data, colWidths=columns, hAlign="LEFT")
    table.setStyle(TableStyle(commands))
    return table


def card_flowables(card: Card, width: float, st: Styles, units: str) -> list[Flowable]:
    """The content of one card, top to bottom, ``width`` points wide."""
    row = card.row
    out: list[Flowable] = [_header(card, width, st)]
    marks = _marks(card, width, st)
    if marks is not None:
        out += [Spacer(1, 2), marks]
    out.append(Spacer(1, 2))
    if row.attributes:
        columns = len(row.profile_line(units))
        first = width / (columns + 0.4) * 1.4
        rest = (width - first) / (columns - 1)
        out.append(profile_table(row, st, units, [first] + [rest] * (columns - 1)))
        out.append(Spacer(1, 1.5))
        details = [
            (_("Characteristics"), row.characteristics),
            (_("Skills"), row.skills),
            (_("Equipment"), row.equipment),
        ]
        out.append(labelled(details, st.small))
    else:
        out.append(para(row.loadout, st.small))
    if row.specops:  # the configuration is printed with the list (ITS.md E5)
        out.append(para(specops_text(row), st.small, bold=True))
    if row.weapons:
        out += [Spacer(1, 2), _weapons(row.weapons, width, st, units)]
    last: list[tuple[str, Sequence[str]]] = [(_("Orders"), [row.orders_text])]
    programs = list(dict.fromkeys(name for name, _ in row.programs))
    if programs:
        last.append((_("Hacking programs"), programs))
    out += [Spacer(1, 2), labelled(last, st.small)]
    return out


def _grid(
    page: tuple[float, float], per_page: int
) -> tuple[float, float, float, float]:
    """(left, bottom, card width, card height) of the card grid on ``page``.

    Centred across; down the page the spare room is split a third above and two
    thirds below, so US Letter keeps a foot margin for the page footer.
    """
    card_w, card_h, cols, rows = CARD_LAYOUTS[per_page]
    spare = page[1] - rows * card_h
    return (page[0] - cols * card_w) / 2, spare * 2 / 3, card_w, card_h


def _slots(page: tuple[float, float], per_page: int) -> list[tuple[float, float]]:
    """Bottom-left corner of each card slot, in reading order."""
    left, bottom, card_w, card_h = _grid(page, per_page)
    _w, _h, cols, rows = CARD_LAYOUTS[per_page]
    return [
        (left + c * card_w, bottom + (rows - 1 - r) * card_h)
        for r in range(rows)
        for c in range(cols)
    ]


def _draw_page(
    total: int, per_page: int, furniture: Callable[[Canvas, Any], None]
) -> Callable[[Canvas, Any], None]:
    """Cut marks, card outlines of the cards on the page, and the footer."""

    def draw(canvas: Canvas, doc: Any) -> None:
        page = doc.pagesize
        left, bottom, card_w, card_h = _grid(page, per_page)
        _w, _h, cols, rows = CARD_LAYOUTS[per_page]
        right, top = left + cols * card_w, bottom + rows * card_h
        on_page = min(per_page, total - (canvas.getPageNumber() - 1) * per_page)
        canvas.saveState()
        canvas.setStrokeColor(_CUT)
        canvas.setLineWidth(0.3)
        gap, tick = 1 * mm, 3 * mm
        for c in range(cols + 1):
            x = left + c * card_w
            canvas.line(x, bottom - gap, x, bottom - gap - tick)
            canvas.line(x, top + gap, x, min(top + gap + tick, page[1] - 1 * mm))
        for r in range(rows + 1):
            y = bottom + r * card_h
            canvas.line(left - gap, y, left - gap - tick, y)
            canvas.line(right + gap, y, right + gap + tick, y)
        canvas.setStrokeColor(GRID)
        canvas.setLineWidth(0.5)
        inset = 1.2 * mm
        for x, y in _slots(page, per_page)[:on_page]:
            canvas.roundRect(
                x + inset, y + inset, card_w - 2 * inset, card_h - 2 * inset, 2 * mm
            )
        canvas.restoreState()
        furniture(canvas, doc)

    return draw


def build_cards(
    roster: Roster,
    title: str,
    *,
    pagesize: tuple[float, float],
    units: str,
    per_page: int,
    charts: list[Flowable] | None,
    doc_info: dict[str, Any],
) -> bytes:
    """Lay out every card of ``roster`` (then the charts page) and return the PDF.

    Parameters
    ----------
    roster : Roster
        The list (full information: cards are the player's own).
    title : str
        List name for the page footer.
    pagesize : (float, float)
        Page width and height in points.
    units : {"in", "cm"}
        Distance units of MOV and ranges.
    per_page : {9, 6}
        Poker-size cards (63 x 88 mm) nine a page, or larger ones six a page.
    charts : list of Flowable or None
        The charts page's flowables, laid out after the cards.
    doc_info : dict
        Document properties (title, author, invariant...) for the template.
    """
    cards = cards_of(roster)
    card_w, card_h, _cols, _rows = CARD_LAYOUTS[per_page]
    st = Styles(6.2 if per_page == 9 else 7)
    inner_w, inner_h = card_w - 2 * INSET, card_h - 2 * INSET
    frames = [
        Frame(x + INSET, y + INSET, inner_w, inner_h, 0, 0, 0, 0, id=f"card{i}")
        for i, (x, y) in enumerate(_slots(pagesize, per_page))
    ]
    left, bottom, _right, _top = _grid(pagesize, per_page)
    furniture = footer(roster, title, margin=left, y=max(bottom / 2 - 1 * mm, 3 * mm))
    buffer = io.BytesIO()
    doc = BaseDocTemplate(buffer, pagesize=pagesize, **doc_info)
    # the sheets' page geometry, so the charts page is laid out the same
    chart_frame = Frame(
        MARGIN, BOTTOM, pagesize[0] - 2 * MARGIN, pagesize[1] - MARGIN - BOTTOM
    )
    chart_footer = footer(roster, title)
    doc.addPageTemplates(
        [
            PageTemplate(
                "cards", frames, onPage=_draw_page(len(cards), per_page, furniture)
            ),
            PageTemplate("charts", [chart_frame], onPage=chart_footer),
        ]
    )
    story: list[Flowable] = []
    for i, card in enumerate(cards):
        if i:
            story.append(FrameBreak())
        content = card_flowables(card, inner_w, st, units)
        story.append(FitInFrame(content, inner_w, inner_h))
    if not cards:
        story.append(para(_("This list has no troopers."), st.text))
    if charts:
        story += [NextPageTemplate("charts"), PageBreak(), *charts]
    doc.build(story)
    return buffer.getvalue()
