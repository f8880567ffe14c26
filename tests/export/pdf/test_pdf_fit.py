"""No table cell of any PDF style prints past its column, on real units.

Every table the sheets lay out is caught as it is styled, and each cell's text
is measured in the font and size reportlab gives that cell: a plain-text cell
on one line (or its lines), a paragraph by its widest word (a paragraph wraps
between words, never inside one). The armies are those with the longest
short values (Torchlight Brigade's "ARM and BTS" and "AP+Shock", Tohaa's
plasma weapons) and PanOceania; every unit, its first two options.
"""

from __future__ import annotations

import pytest
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Table

from listbuilder.core import ArmyList, CombatGroup, TrooperEntry, build_roster
from listbuilder.export.options import PdfOptions
from listbuilder.export.pdf import render_roster_pdf
from listbuilder.export.pdf.cards import CARD_LAYOUTS, _weapons
from listbuilder.export.pdf.common import Styles
from listbuilder.export.pdf.flowables import BoxedRows, TextLine
from listbuilder.export.pdf.user_text import text_width

ARMIES = (1003, 605, 101)
STYLES = (
    ("full", {"charts": True}),
    ("compact", {}),
    ("opponent", {}),
    ("cards", {"per_page": 9}),
    ("cards", {"per_page": 6}),
)


def every_unit(catalog, army_id: int) -> ArmyList:
    """Every unit of the army with its first two options, 15 troopers a group."""
    entries = [
        TrooperEntry(unit_id=unit.id, profile_group_id=group, option_id=option.id)
        for unit in catalog.army(army_id).units
        for group, option in unit.purchasable()[:2]
    ]
    groups = tuple(
        CombatGroup(number=i // 15 + 1, troopers=tuple(entries[i : i + 15]))
        for i in range(0, len(entries), 15)
    )
    return ArmyList(army_id=army_id, groups=groups)


def overflowing(table: Table) -> list[tuple[str, float, float]]:
    """Cells of ``table`` wider than their column: (text, needed, room) in points.

    Reads the widths, values, cell styles and spans reportlab keeps on a
    styled table (``_colWidths``, ``_cellvalues``, ``_cellStyles``,
    ``_spanCmds``; ``_spanRanges`` maps a spanned cell to its span, ``None``
    inside a span).
    """
    out = []
    widths = table._colWidths
    spans = {}
    if table._spanCmds:
        table._calcSpanRanges()
        spans = table._spanRanges
    for r, row in enumerate(table._cellvalues):
        for c, value in enumerate(row):
            span = spans.get((c, r), (c, r, c, r))
            if span is None:
                continue  # inside a span that starts elsewhere
            c0, _r0, c1, _r1 = span
            style = table._cellStyles[r][c]
            room = sum(widths[c0 : c1 + 1]) - style.leftPadding - style.rightPadding
            if isinstance(value, str):
                pieces = value.split("\n")
                size, bold = style.fontsize, "Bold" in style.fontname
            elif isinstance(value, Paragraph):
                pieces = [w for f in value.frags for w in (f.text or "").split()]
                size, bold = value.style.fontSize, "Bold" in value.style.fontName
            elif isinstance(value, TextLine):  # wraps as its paragraph would
                pieces = value.text.split()
                size, bold = value.style.fontSize, "Bold" in value.style.fontName
            else:
                continue
            for piece in pieces:
                needed = text_width(piece, size, bold=bold)
                if needed > room + 0.5:
                    out.append((piece, round(needed, 1), round(room, 1)))
    return out


@pytest.fixture
def tables(monkeypatch) -> list[Table | BoxedRows]:
    """Every table styled and every row of boxes made while the test runs."""
    kept: list[Table | BoxedRows] = []
    styled = Table.setStyle
    made = BoxedRows.__init__

    def keep(self, style):
        styled(self, style)
        kept.append(self)

    def keep_boxes(self, *args, **kw):
        made(self, *args, **kw)
        kept.append(self)

    monkeypatch.setattr(Table, "setStyle", keep)
    monkeypatch.setattr(BoxedRows, "__init__", keep_boxes)
    return kept


def overflowing_boxes(boxes: BoxedRows) -> list[tuple[str, float, float]]:
    """Texts of a row of boxes wider than their box (less its padding), in points."""
    out = []
    side = boxes._padding[2]
    for row, (font, size) in zip(boxes.texts, boxes.fonts, strict=True):
        for text, width in zip(row, boxes._widths, strict=True):
            needed = text_width(text, size, bold="Bold" in font)
            if needed > width - 2 * side + 0.5:
                out.append((text, round(needed, 1), round(width - 2 * side, 1)))
    return out


@pytest.mark.parametrize("army_id", ARMIES)
def test_no_cell_prints_past_its_column(catalog, n5, tables, army_id):
    roster = build_roster(every_unit(catalog, army_id), catalog, n5)
    assert roster.trooper_count.troopers > 60
    found = {}
    for style, extra in STYLES:
        tables.clear()
        render_roster_pdf(roster, PdfOptions(style=style, invariant=True, **extra))
        assert len(tables) >= 3  # the compact sheet: one table of all troopers
        for table in tables:
            if isinstance(table, BoxedRows):
                over = overflowing_boxes(table)
            else:
                over = overflowing(table)
            for text, needed, room in over:
                found.setdefault((style, extra.get("per_page"), text), (needed, room))
    assert not found, sorted(found.items())[:10]


def test_every_trooper_of_a_full_sheet_shares_one_weapon_column_grid(
    catalog, n5, tables
):
    # Fitted to each trooper's own weapons, a Juggernaut's table ("ARM and
    # BTS") had its columns 10-20 px left of the table printed above it.
    roster = build_roster(every_unit(catalog, 605), catalog, n5)
    saves = {w.save_text for row in roster.rows() for w in row.weapons}
    assert {"ARM and BTS", "ARM"} <= saves  # tables that alone would differ
    for style in ("full", "opponent"):
        tables.clear()
        render_roster_pdf(roster, PdfOptions(style=style, invariant=True))
        grids = {
            tuple(round(w, 3) for w in t._colWidths)
            for t in tables
            if isinstance(t, Table)
            and t._cellvalues[0][0] == "Weapon"
            and len(t._colWidths) == 7
        }
        assert len(grids) == 1, (style, grids)


def test_a_wrapped_range_on_a_card_is_centred_like_the_others(catalog, n5):
    # the 6-a-page card's range column is centred; a range too long for one
    # line became a left-aligned paragraph
    jamie = TrooperEntry(unit_id=1786, profile_group_id=1, option_id=1)
    group = CombatGroup(number=1, troopers=(jamie,))
    [row] = build_roster(ArmyList(army_id=1003, groups=(group,)), catalog, n5).rows()
    table = _weapons(row.weapons, CARD_LAYOUTS[6][0] - 4.4 * mm, Styles(7), "in")
    ranges = [r[1] for r in table._cellvalues[1:] if isinstance(r[1], Paragraph)]
    assert ranges  # "0-8 -3 | 8-16 0 | 16-32 +3 | 32-48 -3" wraps
    assert {p.style.alignment for p in ranges} == {TA_CENTER}
