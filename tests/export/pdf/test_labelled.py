"""Labelled lines break and draw as the paragraph they replace (issue 28)."""

from __future__ import annotations

import pytest
from reportlab.platypus import Paragraph

from listbuilder.core import build_roster
from listbuilder.export.pdf.common import Styles, labelled
from listbuilder.export.pdf.flowables import CachedParagraph
from listbuilder.export.pdf.labelled import LabelledLines
from tests.export.pdf.test_flowables import operations
from tests.export.pdf.test_pdf_fit import every_unit

#: Widths in points: a card's (6 and 9 a page), the full sheet's details column
#: and narrower ones, where lines break between and inside labels.
WIDTHS = (60, 120, 161, 254, 300, 420)


@pytest.fixture(scope="module")
def every_panoceania_row(catalog, n5):
    return build_roster(every_unit(catalog, 101), catalog, n5).rows()


def blocks(row):
    """The labelled blocks sheets and cards print for ``row``."""
    programs = list(dict.fromkeys(name for name, _ in row.programs))
    return [
        [
            ("Characteristics", row.characteristics),
            ("Skills", row.skills),
            ("Equipment", row.equipment),
        ],
        [("Orders", [row.orders_text]), ("Hacking programs", programs)],
    ]


@pytest.mark.parametrize("body", [8, 7, 6.2])
def test_labelled_lines_draw_what_the_paragraph_drew(every_panoceania_row, body):
    st = Styles(body).text
    compared = overfull = paragraphs = 0
    for row in every_panoceania_row:
        for lines in blocks(row):
            if not isinstance(labelled(lines, st), LabelledLines):
                paragraphs += 1  # a no-break space (Hidden Deployment)
                continue
            for width in WIDTHS:
                # each fresh: a paragraph split a word too long for a narrow
                # width keeps it split at the next one
                block = labelled(lines, st)
                paragraph = Paragraph(block._markup, st)
                ours = operations(block, width)
                assert ours == operations(paragraph, width), (row.name, width)
                compared += 1
                overfull += " Tw" in "".join(ours)
    assert compared > 1900
    assert paragraphs < compared / len(WIDTHS) / 10, paragraphs
    assert overfull  # lines a paragraph squeezes (5% of their spaces) are tried


def test_a_word_wider_than_the_line_is_left_to_the_paragraph():
    st = Styles(8).text
    block = labelled([("Skills", ["Supercalifragilistic"])], st)
    assert isinstance(block, LabelledLines)
    assert operations(block, 30) == operations(Paragraph(block._markup, st), 30)
    assert block._paragraph is not None


def test_text_beyond_helvetica_is_a_paragraph():
    st = Styles(8).text
    assert isinstance(labelled([("Skills", ["Gǔdàn"])], st), CachedParagraph)
    assert isinstance(labelled([("技能", ["-"])], st), CachedParagraph)
    assert isinstance(labelled([("Skills", ["two  spaces"])], st), CachedParagraph)
    no_break = labelled([("Skills", ["Hidden\u00a0Deployment"])], st)
    assert isinstance(no_break, CachedParagraph)
