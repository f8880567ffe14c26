"""What every PDF style shares: greys, paragraph styles, cells, data tables.

Sheets use black, white and greys only, so they photocopy and print in black
and white. Text goes through :mod:`listbuilder.export.pdf.user_text`, so it prints
as written whatever the script.

Imports core, paths, stdlib and reportlab; no Qt, no data layer.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import Any
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import TableStyle

from listbuilder.core.errors import ListbuilderError
from listbuilder.core.i18n import _
from listbuilder.core.roster.profile_text import WeaponLine
from listbuilder.core.roster.rows import RosterRow
from listbuilder.export.pdf.flowables import (
    BoxedRows,
    CachedParagraph,
    CachedTable,
    TextLine,
)
from listbuilder.export.pdf.fonts import needs_markup
from listbuilder.export.pdf.labelled import LabelledLines
from listbuilder.export.pdf.user_text import (
    markup,
    prepared,
    text_width,
)

GRID = colors.Color(0.45, 0.45, 0.45)
SHADE = colors.Color(0.86, 0.86, 0.86)
LIGHT = colors.Color(0.94, 0.94, 0.94)
#: Lines a heading (the list name) may take before it is cut with an ellipsis.
HEADING_LINES = 3


class ExportError(ListbuilderError):
    """A sheet cannot be written: a bad option or a target that cannot be written."""


def style(name: str, size: float, *, bold: bool = False, **kw: Any) -> ParagraphStyle:
    """A Helvetica paragraph style of ``size`` points (leading 1.22 x size)."""
    return ParagraphStyle(
        name,
        fontName="Helvetica-Bold" if bold else "Helvetica",
        fontSize=size,
        leading=kw.pop("leading", size * 1.22),
        **kw,
    )


class Styles:
    """Paragraph styles of one sheet, scaled from a body size in points."""

    def __init__(self, body: float) -> None:
        self.body = body
        self.title = style("title", body * 2, bold=True, spaceAfter=2)
        self.subtitle = style("subtitle", body * 1.15, spaceAfter=4)
        self.text = style("text", body)
        self.bold = style("bold", body, bold=True)
        self.small = style("small", body * 0.9)
        self.small_bold = style("small_bold", body * 0.9, bold=True)
        self.small_centre = style("small_centre", body * 0.9, alignment=TA_CENTER)
        self.right = style("right", body, alignment=TA_RIGHT)
        self.right_bold = style("right_bold", body, bold=True, alignment=TA_RIGHT)
        self.heading = style("heading", body * 1.3, bold=True)
        self.note = style("note", body, bold=True)
        self.stat = style("stat", body * 1.5, bold=True)


def para(
    text: str, st: ParagraphStyle, *, bold: bool | None = None
) -> CachedParagraph | TextLine:
    """A paragraph printing ``text`` as written (escaped, font per script).

    Text in Helvetica alone, with no line break, is a :class:`TextLine`, which
    prints as the paragraph would, without one while it fits on a line.
    """
    shown = prepared(text)
    line = None if needs_markup(shown) else TextLine.words_of(shown)
    if line is not None:
        return TextLine(line, escape(line), st)
    is_bold = st.fontName.endswith("-Bold") if bold is None else bold
    return CachedParagraph(markup(text, bold=is_bold), st)


def cell(text: str, st: ParagraphStyle) -> str | CachedParagraph | TextLine:
    """A table cell: plain text when Helvetica prints it, else a paragraph."""
    return para(text, st) if needs_markup(text) else text


def line_cell(
    text: str,
    st: ParagraphStyle,
    width: float,
    commands: list[Any] | None,
    at: tuple[int, int],
) -> str | CachedParagraph | TextLine:
    """A table cell ``width`` points wide: plain text if one line holds it.

    Plain text when Helvetica prints it on one line of ``width`` points (no
    paragraph to lay out: the hot path of every sheet), else a paragraph. For
    plain text, appends to ``commands`` the FONT command giving cell ``at`` the
    style's font, size and leading (``None``: the table's rows have them).
    """
    if needs_markup(text) or stringWidth(text, st.fontName, st.fontSize) > width:
        # a paragraph, not a line that would find it must wrap
        return CachedParagraph(markup(text, bold=st.fontName.endswith("-Bold")), st)
    if commands is not None:
        commands.append(("FONT", at, at, st.fontName, st.fontSize, st.leading))
    return text


def labelled(
    lines: Sequence[tuple[str, Sequence[str]]], st: ParagraphStyle
) -> CachedParagraph | LabelledLines:
    """``Skills: Climbing Plus, Dodge (+1)`` lines as one block (``-`` when none).

    ``lines``: (label, values) pairs, a line each, printed as separate
    paragraphs of ``st`` would print them, for the cost of one: a
    :class:`LabelledLines` for Helvetica text, else one paragraph. Labels are
    printed as given (translated by the caller).
    """
    plain = [
        (_("{label}:", label=label), ", ".join(values) if values else "-")
        for label, values in lines
    ]
    out = []
    for label, values in lines:
        body = ", ".join(markup(v) for v in values) if values else "-"
        head = markup(_("{label}:", label=label), bold=True)
        out.append(f"<b>{head}</b> {body}")
    texts = [text for pair in plain for text in pair]
    if all(prepared(t) == t for t in texts) and LabelledLines.can_print(st, texts):
        return LabelledLines(plain, "<br/>".join(out), st)
    return CachedParagraph("<br/>".join(out), st)


def fitted_widths(
    width: float,
    fractions: Sequence[float],
    texts: Mapping[int, Iterable[str]],
    st: ParagraphStyle,
    padding: float,
    flexible: Collection[int],
) -> list[float]:
    """Column widths in points: ``fractions`` of ``width``, the short ones fitted.

    Each column of ``texts`` (column index → its cells' texts) is at least as
    wide as its widest text on one line in ``st``'s font, plus ``padding``
    (both sides' cell padding, points); the ``flexible`` columns (the names
    and traits, which wrap) give up what that takes, each in proportion to its
    width. A short value (a saving roll such as ``ARM and BTS``, ammunition
    such as ``AP+Shock``) never spills over its neighbour.
    """
    widths = [width * f for f in fractions]
    bold = st.fontName.endswith("-Bold")
    extra = 0.0
    for c, column in texts.items():
        need = max((text_width(t, st.fontSize, bold=bold) for t in column), default=0)
        if need + padding > widths[c]:
            extra += need + padding - widths[c]
            widths[c] = need + padding
    if extra:
        total = sum(widths[c] for c in flexible)
        for c in flexible:
            widths[c] -= extra * widths[c] / total
    return widths


def heading_cells(
    labels: Sequence[str],
    st: ParagraphStyle,
    widths: Sequence[float],
    centred: Collection[int] = (),
) -> list[Any]:
    """A table's heading row: each label on one line of its column.

    Plain text, or a paragraph where a font per script is needed (Korean and
    Japanese headings). A label wider than its column (less 4 points of
    padding; ``widths`` in points) prints smaller, down to 4 points, rather
    than wrap a narrow column's heading onto several lines. The ``centred``
    columns' paragraphs are centred, as the table centres their plain text
    (a table's ALIGN does not move a paragraph).
    """
    out: list[Any] = []
    for c, (label, width) in enumerate(zip(labels, widths, strict=True)):
        wide = text_width(label, st.fontSize, bold=True)
        size = st.fontSize * min(1.0, (width - 4) / wide) if wide else st.fontSize
        if size < st.fontSize or (c in centred and needs_markup(label)):
            size = max(size, 4.0)
            small = ParagraphStyle(
                f"{st.name}-fit",
                parent=st,
                fontSize=size,
                leading=size * 1.22,
                alignment=TA_CENTER if c in centred else st.alignment,
            )
            out.append(para(label, small))
        else:
            out.append(cell(label, st))
    return out


def padding(top: float = 1, bottom: float = 1.5, side: float = 2) -> list[Any]:
    """Table style commands giving every cell the same padding, in points."""
    return [
        ("TOPPADDING", (0, 0), (-1, -1), top),
        ("BOTTOMPADDING", (0, 0), (-1, -1), bottom),
        ("LEFTPADDING", (0, 0), (-1, -1), side),
        ("RIGHTPADDING", (0, 0), (-1, -1), side),
    ]


def centred(columns: Collection[int]) -> list[Any]:
    """Table style commands centring ``columns``' cells.

    Give the same ``columns`` to :func:`heading_cells`, which centres the
    headings a table's ALIGN does not move (paragraphs).
    """
    return [("ALIGN", (c, 0), (c, -1), "CENTER") for c in columns]


def data_table(
    st: Styles,
    *,
    head: float = 0.9,
    rule: float = 0.25,
    box: bool = False,
    leading: float | None = None,
) -> list[Any]:
    """Style commands of a data table: a bold shaded heading row over plain rows.

    Heading at ``head`` x the body size, rows at 0.9 x (``leading`` in points,
    default 1.2 x their size); a hairline of ``rule`` points under each row
    (none when 0); a black box round it with ``box``.
    """
    size = st.body * 0.9
    commands: list[Any] = [
        ("FONT", (0, 0), (-1, 0), "Helvetica-Bold", st.body * head),
        ("FONT", (0, 1), (-1, -1), "Helvetica", size, leading or size * 1.2),
        ("BACKGROUND", (0, 0), (-1, 0), SHADE),
    ]
    if rule:
        commands.append(("LINEBELOW", (0, 0), (-1, -1), rule, GRID))
    if box:
        commands.append(("BOX", (0, 0), (-1, -1), 0.8, colors.black))
    return commands


def unit_label(units: str) -> str:
    """``cm`` or ``in``: how a column heading names the distance unit.

    The inch's short name is translated (Korean ``인치``, Japanese ``インチ``);
    ``cm`` is written so in every language.
    """
    return "cm" if units == "cm" else _("in")


def bare_ranges(line: WeaponLine, units: str) -> str:
    """Range bands without the unit, which the column heading gives once."""
    return line.ranges_text(units).replace(" cm", "").replace('"', "") or "-"


def weapon_table(
    lines: Sequence[WeaponLine],
    width: float,
    st: Styles,
    units: str,
    widths: Sequence[float] | None = None,
) -> CachedTable:
    """The weapons table: name, range bands, B, PS, save, ammunition, traits.

    ``widths`` are the columns' widths in points (default: fitted to ``lines``,
    :func:`weapon_widths`); a sheet gives every trooper's table the widths of
    all its weapons, so the columns line up from one trooper to the next.
    """
    head = [
        _("Weapon"),
        _("Range ({unit})", unit=unit_label(units)),
        "B",
        "PS",
        _("Save"),
        _("Ammo"),
        _("Traits"),
    ]
    if widths is None:
        widths = weapon_widths(lines, width, st)
    middle = range(2, 6)
    data: list[list[Any]] = [heading_cells(head, st.small_bold, widths, middle)]
    commands: list[Any] = [
        # rows in st.small with its leading: the name, range and traits cells
        # need no FONT of their own (a row is as tall as a paragraph's line)
        *data_table(st, leading=st.small.leading),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        *centred(middle),
        *padding(),
    ]
    room = [w - 4 for w in widths]  # less the cell padding
    for r, w in enumerate(lines, start=1):
        data.append(
            [
                line_cell(w.name, st.small, room[0], None, (0, r)),
                line_cell(bare_ranges(w, units), st.small, room[1], None, (1, r)),
                cell(w.burst, st.small),
                cell(w.damage, st.small),
                cell(w.save_text, st.small),
                cell(w.ammunition or "-", st.small),
                line_cell(w.traits_text or "-", st.small, room[6], None, (6, r)),
            ]
        )
    table = CachedTable(data, colWidths=list(widths), repeatRows=1, hAlign="LEFT")
    table.setStyle(TableStyle(commands))
    return table


def weapon_widths(lines: Sequence[WeaponLine], width: float, st: Styles) -> list[float]:
    """Column widths (points) of :func:`weapon_table` ``width`` wide for ``lines``.

    B, PS, Save and Ammo as wide as their widest value; the name, range and
    traits columns share the rest (:func:`fitted_widths`).
    """
    fractions = (0.22, 0.27, 0.035, 0.035, 0.065, 0.065, 0.31)
    return fitted_widths(
        width, fractions, short_columns(lines, 2), st.small, 4, (0, 1, 6)
    )


def short_columns(lines: Sequence[WeaponLine], first: int) -> dict[int, list[str]]:
    """B, PS, Save and Ammo of ``lines`` as printed, by column from ``first``."""
    return {
        first: [w.burst for w in lines],
        first + 1: [w.damage for w in lines],
        first + 2: [w.save_text for w in lines],
        first + 3: [w.ammunition or "-" for w in lines],
    }


def profile_table(
    row: RosterRow, st: Styles, units: str, widths: Sequence[float] | None = None
) -> BoxedRows:
    """The profile line: MOV, CC, BS, PH, WIP, ARM, BTS, W/STR, S in boxes.

    ``widths``: the boxes' widths in points (default: MOV 3.9 x the body
    size, the others 2.9 x). Labels in bold at 0.85 x the body size over the
    values at 1.1 x, on a shaded row, ruled in grey.
    """
    line = row.profile_line(units)
    if widths is None:
        widths = [st.body * 3.9] + [st.body * 2.9] * (len(line) - 1)
    return BoxedRows(
        [[label for label, _ in line], [value for _, value in line]],
        widths,
        [("Helvetica-Bold", st.body * 0.85), ("Helvetica-Bold", st.body * 1.1)],
        shade=SHADE,
        rule=GRID,
        rule_width=0.5,
        padding=(1, 2, 1),
    )


def distances_note(units: str) -> str:
    """The sentence saying which unit distances are in."""
    if units == "cm":
        return _("Distances in cm.")
    return _('Distances in inches (2.5 cm = 1").')
