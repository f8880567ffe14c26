"""Speed goals of the PDF export.

Issue 4: the full sheet of a 15-trooper list in 300 ms or less. Issue 14: its
trooper cards in 300 ms or less. Issue 10: any list, whatever the length of its
name, in under 2 s. Issue 28: the full sheet, and the cards, of a 15-trooper
list within 2x of a floor measured in the same run: reportlab writing the same
cell texts as plain tables (``Table``s of plain strings, one a section, no
paragraph, no style) on the same page size. The texts are taken from the
flowables our sheet builders make; a test checks that the floor's PDF reads
back as ours, word for word, less the page footers.
"""

from __future__ import annotations

import collections
import io
import statistics
import time
from collections.abc import Callable, Iterable, Sequence

import pytest
from pypdf import PdfReader
from reportlab.lib.pagesizes import A4
from reportlab.platypus import Flowable, SimpleDocTemplate, Table

from listbuilder.core.roster.rows import Roster
from listbuilder.export.options import PdfOptions
from listbuilder.export.pdf import render_roster_pdf, write_roster_pdf
from listbuilder.export.pdf.cards import CARD_LAYOUTS, INSET, card_flowables, cards_of
from listbuilder.export.pdf.common import Styles
from listbuilder.export.pdf.flowables import BoxedRows
from listbuilder.export.pdf.labelled import LabelledLines
from listbuilder.export.pdf.page import MARGIN, PAGE_MARGINS
from listbuilder.export.pdf.sheets import full_story
from tests.benchmarks.goals import check_goal
from tests.export.pdf.test_pdf import fifteen_trooper_roster

#: Issue 28's goal: our sheet's time over the plain tables' time.
GOAL_RATIO = 2.0
#: Interleaved rounds of the floor and our figure (the issue asks for 7 or more).
ROUNDS = 9
#: The frame's width on A4, as the sheets lay it out (6 points of padding a side).
WIDTH = A4[0] - 2 * MARGIN - 12


def test_full_sheet_of_15_troopers(benchmark, catalog, n5):
    roster = fifteen_trooper_roster(catalog, n5)
    assert len(roster.rows()) == 15

    def run() -> bytes:
        buffer = io.BytesIO()
        write_roster_pdf(roster, buffer, PdfOptions(style="full"))
        return buffer.getvalue()

    data = benchmark(run)
    assert data.startswith(b"%PDF-")


def test_full_sheet_of_15_troopers_with_polish_and_cjk_names(benchmark, catalog, n5):
    roster = fifteen_trooper_roster(catalog, n5, name="Małpy stronk 日本語 한국어")

    def run() -> bytes:
        buffer = io.BytesIO()
        write_roster_pdf(roster, buffer, PdfOptions(style="full"))
        return buffer.getvalue()

    assert benchmark(run).startswith(b"%PDF-")


def test_compact_sheet_of_15_troopers(benchmark, catalog, n5):
    roster = fifteen_trooper_roster(catalog, n5)

    def run() -> bytes:
        buffer = io.BytesIO()
        write_roster_pdf(roster, buffer, PdfOptions(style="compact"))
        return buffer.getvalue()

    assert benchmark(run).startswith(b"%PDF-")


def test_trooper_cards_of_15_troopers(benchmark, catalog, n5):
    """Issue 14: the cards of a 15-trooper list, nine a page (goal: 300 ms)."""
    roster = fifteen_trooper_roster(catalog, n5)
    assert len(roster.rows()) == 15
    assert roster.legal, roster.violations

    def run() -> bytes:
        buffer = io.BytesIO()
        write_roster_pdf(roster, buffer, PdfOptions(style="cards"))
        return buffer.getvalue()

    data = benchmark(run)
    assert len(PdfReader(io.BytesIO(data)).pages) == 2  # 16 cards: the Crabbot too


LONG_NAMES = {"emoji-5000": "😀🚀🦄🎲🛡" * 1000, "ascii-200000": "a" * 200_000}


@pytest.mark.parametrize("name", LONG_NAMES.values(), ids=LONG_NAMES.keys())
def test_full_sheet_with_a_very_long_name(benchmark, catalog, n5, name):
    """Issue 10: any list exports in under 2 s, whatever its name's length."""
    assert len(name) in (5000, 200_000)
    roster = fifteen_trooper_roster(catalog, n5, name=name)

    def run() -> bytes:
        buffer = io.BytesIO()
        write_roster_pdf(roster, buffer, PdfOptions(style="full", charts=True))
        return buffer.getvalue()

    data = benchmark.pedantic(run, rounds=3, iterations=1)
    assert len(PdfReader(io.BytesIO(data)).pages) > 1


# -- issue 28: ratios to plain tables of the same texts ----------------------------


Section = list[list[str]]


def cell_rows(value: object) -> Section:
    """The texts a flowable (or a table cell) prints, as rows of plain strings.

    A nested table's rows become rows; a cell of several flowables gives a
    row each; a paragraph gives its text without markup, a row a line it
    breaks on purpose (``<br/>``).
    """
    if isinstance(value, str):
        return [[value]] if value else []
    if isinstance(value, Table):
        out: Section = []
        for row in value._cellvalues:
            line: list[str] = []
            below: Section = []
            for cell in row:
                rows = cell_rows(cell)
                if len(rows) == 1:
                    line += rows[0]
                else:
                    below += rows
            out += [line, *below] if line else below
        return out
    if isinstance(value, (list, tuple)):
        return [row for v in value for row in cell_rows(v)]
    cells = getattr(value, "cells", None)  # a trooper's box, profile beside details
    if cells is not None:
        return cell_rows(cells)
    if isinstance(value, BoxedRows):  # the profile line's boxes
        return [list(row) for row in value.texts]
    if isinstance(value, LabelledLines):  # "Skills: ..." lines
        return [[f"{label} {values}"] for label, values in value.lines]
    content = getattr(value, "_content", None)  # KeepTogether, KeepInFrame
    if content is not None:
        return cell_rows(content)
    frags = getattr(value, "frags", None)  # a paragraph: a row a forced line
    if frags is not None:
        lines = [""]
        for frag in frags:
            if getattr(frag, "lineBreak", False):
                lines.append("")
            else:
                lines[-1] += getattr(frag, "text", "")
        return [[line] for line in lines if line]
    plain = getattr(value, "getPlainText", None)  # a TextLine
    if plain is not None:
        text = plain()
        return [[text]] if text else []
    return []  # spacers, breaks


def sections(story: Iterable[Flowable]) -> list[Section]:
    """One section a printed block of ``story``: its table, or its paragraph."""
    out: list[Section] = []
    for flowable in story:
        content = getattr(flowable, "_content", None)
        if content is not None and not isinstance(flowable, Table):
            out += sections(content)
        elif rows := cell_rows(flowable):
            out.append(rows)
    return out


def plain_tables(blocks: Sequence[Section]) -> bytes:
    """The floor: each section as one plain table of strings, on A4.

    Columns share the frame's width evenly; no style, no paragraph, no page
    furniture. Cards flow one after the other, as many a page as fit.
    """
    buffer = io.BytesIO()
    doc = SimpleDocTemplate(buffer, pagesize=A4, **PAGE_MARGINS)
    story = []
    for block in blocks:
        columns = max(len(row) for row in block)
        data = [row + [""] * (columns - len(row)) for row in block]
        story.append(Table(data, colWidths=[WIDTH / columns] * columns))
    doc.build(story)
    return buffer.getvalue()


def words(data: bytes) -> collections.Counter[str]:
    """The words of a PDF's text, read back with pypdf."""
    pages = PdfReader(io.BytesIO(data)).pages
    return collections.Counter(" ".join(p.extract_text() for p in pages).split())


def footer_words(roster: Roster, pages: int) -> collections.Counter[str]:
    """The words of our page footers: name, army, data version, page number."""
    out: collections.Counter[str] = collections.Counter()
    for n in range(1, pages + 1):
        out.update(
            f"{roster.title} · {roster.army} data {roster.data_version} "
            f"· Page {n}".split()
        )
    return out


def interleaved(
    benchmark, ours: Callable[[], bytes], floor: Callable[[], bytes]
) -> tuple[list[float], list[float]]:
    """(floor seconds, our seconds) of ``ROUNDS`` rounds, the floor first in each.

    Interleaved, so that a busy moment of the shared machine weighs on both.
    Our figure is the benchmark's; when benchmarks are disabled the rounds
    are run all the same, so the guard still holds.
    """
    floors: list[float] = []
    figures: list[float] = []
    ours(), floor()  # fonts, caches and imports: not what is measured

    def floor_sample():
        began = time.perf_counter()
        floor()
        floors.append(time.perf_counter() - began)
        return (), {}

    def run() -> bytes:
        began = time.perf_counter()
        data = ours()
        figures.append(time.perf_counter() - began)
        return data

    benchmark.pedantic(run, setup=floor_sample, rounds=ROUNDS, iterations=1)
    while len(figures) < ROUNDS:
        floor_sample()
        run()
    return floors, figures


def record_ratio(benchmark, floors: list[float], figures: list[float]) -> None:
    """Floor seconds, min and median ratio in ``extra_info``; the goal guarded."""
    ratios = [ours / floor for floor, ours in zip(floors, figures, strict=True)]
    median = statistics.median(ratios)
    info = benchmark.extra_info
    info["floor_s"] = round(min(floors), 4)
    info["ours_s"] = round(min(figures), 4)
    info["rounds"] = len(ratios)
    info["ratio_min"] = round(min(ratios), 3)
    info["ratio_median"] = round(median, 3)
    info["ratio_of_minima"] = round(min(figures) / min(floors), 3)
    check_goal(benchmark, "median ratio to plain tables", median, GOAL_RATIO)


def full_sheet_sections(roster: Roster) -> list[Section]:
    """The full sheet's texts, section by section, from our sheet builder."""
    return sections(full_story(roster, roster.title, WIDTH, "in"))


def card_sections(roster: Roster) -> list[Section]:
    """Each card's texts (nine a page: poker size) as one section."""
    width = CARD_LAYOUTS[9][0] - 2 * INSET
    st = Styles(6.2)
    return [
        cell_rows(card_flowables(card, width, st, "in")) for card in cards_of(roster)
    ]


def test_the_floors_print_what_our_sheets_print(catalog, n5):
    roster = fifteen_trooper_roster(catalog, n5)
    names = {row.name for row in roster.rows()}
    assert len(names) == 6  # Fusiliers, Squalos, Zulu-Cobra, Locust, Banshees, Orc
    for style, blocks in (
        ("full", full_sheet_sections(roster)),
        ("cards", card_sections(roster)),
    ):
        texts = [t for block in blocks for row in block for t in row]
        assert names <= set(texts), style
        ours = render_roster_pdf(roster, PdfOptions(style=style, invariant=True))
        pages = len(PdfReader(io.BytesIO(ours)).pages)
        assert words(plain_tables(blocks)) + footer_words(roster, pages) == words(
            ours
        ), style
    # one section a card (16: the Crabbot too), each heading, the totals...
    assert len(card_sections(roster)) == 16
    full = full_sheet_sections(roster)
    assert len(full) == 21  # title, army, totals, note, 2 groups, 15 troopers


def test_full_sheet_within_2x_of_plain_tables(benchmark, catalog, n5):
    roster = fifteen_trooper_roster(catalog, n5)
    assert len(roster.rows()) == 15
    blocks = full_sheet_sections(roster)
    assert len(blocks) == 21
    options = PdfOptions(style="full")
    floors, figures = interleaved(
        benchmark,
        lambda: render_roster_pdf(roster, options),
        lambda: plain_tables(blocks),
    )
    record_ratio(benchmark, floors, figures)


def test_cards_within_2x_of_plain_tables(benchmark, catalog, n5):
    roster = fifteen_trooper_roster(catalog, n5)
    blocks = card_sections(roster)
    assert len(blocks) == 16  # 15 troopers and the Crabbot
    options = PdfOptions(style="cards")
    floors, figures = interleaved(
        benchmark,
        lambda: render_roster_pdf(roster, options),
        lambda: plain_tables(blocks),
    )
    record_ratio(benchmark, floors, figures)
