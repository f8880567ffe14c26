"""The fast flowables draw what reportlab's paragraphs and tables drew (issue 28).

Each is compared with the reportlab flowable it stands in for, operation for
operation on a canvas, on the texts of the real 15-trooper list.
"""

from __future__ import annotations

import io
from xml.sax.saxutils import escape

import pytest
from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import KeepInFrame, Paragraph, Table, TableStyle

from listbuilder.export.pdf.cards import CARD_LAYOUTS, INSET, card_flowables, cards_of
from listbuilder.export.pdf.common import GRID, SHADE, Styles, padding, profile_table
from listbuilder.export.pdf.flowables import (
    CachedParagraph,
    CachedTable,
    FitInFrame,
    TextLine,
)


def operations(flowable, width: float, height: float = 1e6) -> list[str]:
    """The page operations of ``flowable`` laid out ``width`` points wide."""
    canvas = Canvas(io.BytesIO(), invariant=1)
    flowable.wrapOn(canvas, width, height)
    flowable.drawOn(canvas, 20, 30)
    return list(canvas._code)


@pytest.mark.parametrize("alignment", [TA_LEFT, TA_RIGHT, TA_CENTER])
def test_a_text_line_draws_what_a_one_line_paragraph_draws(roster, alignment):
    st = ParagraphStyle("t", fontName="Helvetica-Bold", fontSize=8, leading=9.76)
    st.alignment = alignment
    texts = {t for row in roster.rows() for t in (row.name, row.option, row.cost_text)}
    assert len(texts) > 20
    for text in texts:
        for width in (60, 200):
            line = TextLine(text, escape(text), st)
            paragraph = Paragraph(escape(text), st)
            assert operations(line, width) == operations(paragraph, width), text
    # a name wider than 60 points wraps as its paragraph: TextLine became one
    long = TextLine(
        "Zulu-Cobra, Recon and Special", "Zulu-Cobra, Recon and Special", st
    )
    assert long.wrap(60, 1e6)[1] > st.leading


def test_text_line_words_are_what_a_paragraph_prints():
    assert TextLine.words_of("SWC 0   PTS 10") == "SWC 0 PTS 10"
    assert TextLine.words_of(" a\tb ") == "a b"
    assert TextLine.words_of("1\u00a0regular") == "1\u00a0regular"  # kept
    assert TextLine.words_of("two\nlines") is None
    assert TextLine.words_of("  ") is None


def old_profile_table(row, st: Styles, widths) -> Table:
    """The profile line as the sheets printed it before issue 28: a table."""
    line = row.profile_line("in")
    table = Table(
        [[label for label, _ in line], [value for _, value in line]],
        colWidths=list(widths),
        hAlign="LEFT",
    )
    table.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, 0), "Helvetica-Bold", st.body * 0.85),
                ("FONT", (0, 1), (-1, 1), "Helvetica-Bold", st.body * 1.1),
                ("BACKGROUND", (0, 0), (-1, 0), SHADE),
                ("GRID", (0, 0), (-1, -1), 0.5, GRID),
                ("ALIGN", (0, 0), (-1, -1), "CENTER"),
                *padding(1, 2, 1),
            ]
        )
    )
    return table


def test_profile_boxes_draw_what_the_profile_table_drew(roster):
    st = Styles(8)
    rows = [row for row in roster.rows() if row.attributes]
    assert len(rows) == 15
    for row in rows:
        boxes = profile_table(row, st, "in")
        widths = [st.body * 3.9] + [st.body * 2.9] * (len(row.profile_line()) - 1)
        table = old_profile_table(row, st, widths)
        assert boxes.wrap(500, 500) == table.wrap(500, 500)
        assert operations(boxes, 500) == operations(table, 500), row.name


def test_cached_paragraph_breaks_its_lines_once_per_width(monkeypatch, roster):
    calls = []
    breaks = Paragraph.breakLines

    def counted(self, widths):
        calls.append(widths)
        return breaks(self, widths)

    monkeypatch.setattr(Paragraph, "breakLines", counted)
    text = ", ".join(roster.rows()[0].skills)
    paragraph = CachedParagraph(escape(text), Styles(8).text)
    first = paragraph.wrap(50, 100)
    assert paragraph.wrap(50, 400) == first
    assert len(calls) == 1
    assert paragraph.wrap(80, 100) != first  # another width: laid out again
    assert len(calls) == 2


def test_cached_table_is_laid_out_again_for_less_room(roster):
    rows = [[row.name, row.option] for row in roster.rows()]
    table = CachedTable(rows, colWidths=[200, 200])
    full = table.wrap(400, 10_000)
    assert table.wrap(400, 10_000) == full
    assert table.wrap(400, full[1]) == full  # just the room it takes
    # in less room it answers as reportlab's own table does
    plain = Table(rows, colWidths=[200, 200])
    assert table.wrap(400, 50) == plain.wrap(400, 50)
    assert table.wrap(400, 10_000) == full
    parts = table.split(400, 100)
    assert len(parts) == 2
    assert table.wrap(400, 10_000) == full


def test_card_content_is_drawn_where_keep_in_frame_drew_it(roster):
    width = CARD_LAYOUTS[9][0] - 2 * INSET
    height = CARD_LAYOUTS[9][1] - 2 * INSET
    st = Styles(6.2)
    shrunk = 0
    for card in cards_of(roster):
        ours = FitInFrame(card_flowables(card, width, st, "in"), width, height)
        theirs = KeepInFrame(
            width, height, card_flowables(card, width, st, "in"), mode="shrink"
        )
        assert operations(ours, width, height) == operations(theirs, width, height)
        shrunk += ours._shrunk is not None
    assert shrunk  # a card that overflows is compared too (the Squalos')
