"""Trooper cards read back with pypdf: one card per trooper, where each belongs."""

from __future__ import annotations

import functools
import io
import re

import pytest
from pypdf import PdfReader
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.units import mm

from listbuilder.core import ArmyList, CombatGroup, build_roster
from listbuilder.export.options import PdfOptions
from listbuilder.export.pdf import ExportError, render_roster_pdf
from listbuilder.export.pdf.cards import CARD_LAYOUTS, _slots, cards_of
from tests.export.pdf.test_pdf import flat, pages_text
from tests.fixtures.lists import (
    fifteen_with_teams_and_reinforcements,
)
from tests.helpers import e


@pytest.fixture(scope="module")
def cards(sheet):
    """Memoised renders of the 15-trooper roster as cards."""
    return functools.partial(sheet, style="cards")


def card_headings(data: bytes, names: set[str]) -> list[list[tuple[float, float]]]:
    """Per page: where each card's heading (a trooper's name) is drawn."""
    out = []
    for page in PdfReader(io.BytesIO(data)).pages:
        found: list[tuple[float, float]] = []

        def visit(text, cm, tm, font, size, found=found):
            # a long name wraps: its first line starts it
            part = text.strip()
            if len(part) > 3 and any(n.startswith(part) for n in names):
                found.append((tm[4] * cm[0] + cm[4], tm[5] * cm[3] + cm[5]))

        page.extract_text(visitor_text=visit)
        out.append(found)
    return out


def test_one_card_per_trooper_and_per_included_trooper(roster):
    cards = cards_of(roster)
    # 15 troopers and the Squalos' Crabbot peripheral
    assert len(cards) == 16
    crabbot = next(c for c in cards if c.row.name == "CRABBOT")
    assert crabbot.mark == "PERIPHERAL of Squalos Mk-II"


@pytest.mark.parametrize(("per_page", "pages"), [(9, 2), (6, 3)])
@pytest.mark.parametrize("page", ["a4", "letter"])
def test_cards_fill_pages_in_a_grid(roster, cards, per_page, pages, page):
    data = cards(per_page=per_page, page=page)
    reader = PdfReader(io.BytesIO(data))
    assert len(reader.pages) == pages
    size = A4 if page == "a4" else LETTER
    box = reader.pages[0].mediabox
    assert (float(box.width), float(box.height)) == pytest.approx(size)
    slots = _slots(size, per_page)
    card_w, card_h, _, _ = CARD_LAYOUTS[per_page]
    headings = card_headings(data, {c.row.name for c in cards_of(roster)})
    filled = []
    for found in headings:
        used = set()
        for x, y in found:
            # each heading sits inside a slot, near its top left (a peripheral's
            # option may repeat its name just below)
            [slot] = [
                i
                for i, (sx, sy) in enumerate(slots)
                if sx < x < sx + card_w / 2 and sy + card_h * 0.8 < y < sy + card_h
            ]
            used.add(slot)
        filled.append(used)
    # slots fill in reading order, one card each
    last = 16 - per_page * (pages - 1)
    assert filled == [set(range(per_page))] * (pages - 1) + [set(range(last))]


def test_card_sizes_and_grid_fit_both_papers():
    assert CARD_LAYOUTS[9][:2] == pytest.approx((63 * mm, 88 * mm))  # poker size
    for per_page, (card_w, card_h, cols, rows) in CARD_LAYOUTS.items():
        assert cols * rows == per_page
        for size in (A4, LETTER):
            slots = _slots(size, per_page)
            assert len(slots) == per_page
            for x, y in slots:
                # at least 5 mm of paper round the grid for printers' margins
                assert x >= 5 * mm
                assert y >= 5 * mm
                assert x + card_w <= size[0] - 5 * mm
                assert y + card_h <= size[1] - 5 * mm


def test_card_contents(roster, cards):
    text = flat(" ".join(pages_text(cards())))
    # profile line with MOV in inches, skills, equipment, weapons with bands
    assert "MOV CC BS PH WIP ARM BTS W S 4-4 13 12 10 12 1 0 1 2" in text
    assert "Characteristics: Cube, Regular, Not Impetuous" in text
    assert "Equipment: Hacking Device" in text
    assert (
        'Combi Rifle 3 7 ARM N 0-16" +3 | 16-32" -3 | 32-48" -6 · Suppressive Fire'
        in text
    )
    assert "ARM x2" in text  # MULTI Sniper Rifle AM mode: two saving rolls
    # orders, the Lieutenant mark (once), programs, the peripheral mark
    assert text.count("LIEUTENANT") == 1
    assert "Orders: 1 Regular · 1 Lieutenant" in text
    assert "Orders: 1 Regular · 1 Tactical" in text  # the Squalos
    assert "Hacking programs: Carbonite, Oblivion, Spotlight, Total Control" in text
    assert "PERIPHERAL of Squalos Mk-II" in text
    # costs: the cards are the player's own
    assert text.count(" pts · ") == 15
    for row in roster.rows():
        assert flat(row.name) in text


def test_cards_in_cm(cards):
    text = flat(" ".join(pages_text(cards(units="cm"))))
    assert "MOV CC BS PH WIP ARM BTS W S 10-10 13" in text
    assert "0-40 cm +3 | 40-80 cm -3 | 80-120 cm -6" in text


def test_larger_cards_have_a_range_column(cards):
    text = flat(" ".join(pages_text(cards(per_page=6))))
    assert "Range (in)" in text
    assert "Combi Rifle 0-16 +3 | 16-32 -3 | 32-48 -6 3 7 ARM N" in text


def test_cards_are_black_and_white_with_light_cut_marks(cards):
    colour = re.compile(rb"([\d.]+) ([\d.]+) ([\d.]+) (?:rg|RG)\b")
    greys = set()
    for per_page in (9, 6):
        for page in PdfReader(io.BytesIO(cards(per_page=per_page))).pages:
            for r, g, b in colour.findall(page.get_contents().get_data()):
                assert float(r) == float(g) == float(b)
                greys.add(float(r))
    assert 0.6 in greys  # the cut marks: light grey, not black


def test_fireteam_marks_on_cards(catalog, n5):
    roster = build_roster(fifteen_with_teams_and_reinforcements(), catalog, n5)
    text = flat(
        " ".join(pages_text(render_roster_pdf(roster, PdfOptions(style="cards"))))
    )
    assert text.count("FIRETEAM HARIS 1") == 3
    assert text.count("FIRETEAM DUO 1") == 2
    assert text.count("FIRETEAM DUO 2") == 2  # the reinforcement pair
    assert "Reinforcement group 1" in text


def test_a_pair_prints_as_its_two_troopers(catalog, n5):
    army = ArmyList(
        army_id=101, groups=(CombatGroup(number=1, troopers=(e(10380, 0, 1),)),)
    )
    roster = build_roster(army, catalog, n5)
    names = [c.row.name for c in cards_of(roster)]
    assert names == ["SCARFACE Loadout Alpha", "CORDELIA TURNER", "TURTLEMEK"]
    text = flat(
        " ".join(pages_text(render_roster_pdf(roster, PdfOptions(style="cards"))))
    )
    pair = roster.rows()[0].name
    assert text.count(f"PAIR: {pair}") == 2
    assert text.count(f"PERIPHERAL of {pair}") == 1  # Scarface's Turtlemek
    assert "Mk12" in text
    assert "PARA Mine" in text


def test_included_troopers_fielded_several_times_get_a_card_each(catalog, n5):
    # Pathfinder (unit of peripherals): find an option fielding two of a trooper
    for army in (catalog.army(i) for i in catalog.army_ids):
        for unit in army.units:
            for group in unit.profile_groups:
                for option in group.options:
                    if (
                        any(i.quantity > 1 for i in option.includes)
                        and option.swc != "-"
                    ):
                        lst = ArmyList(
                            army_id=army.id,
                            groups=(
                                CombatGroup(
                                    number=1,
                                    troopers=(e(unit.id, group.id, option.id),),
                                ),
                            ),
                        )
                        roster = build_roster(lst, catalog, n5)
                        cards = cards_of(roster)
                        copies = [c.copy for c in cards if c.copy]
                        quantity = max(i.quantity for i in option.includes)
                        assert f"1/{quantity}" in copies
                        assert f"{quantity}/{quantity}" in copies
                        return
    pytest.fail("no option in the data fields two of a trooper")


def test_charts_page_follows_the_cards(cards):
    pages = pages_text(cards(charts=True))
    assert len(pages) == 3
    assert "Charts for this list" in pages[-1]
    assert "Charts for this list" not in " ".join(pages[:-1])


def test_empty_list_prints_a_note(catalog, n5):
    roster = build_roster(ArmyList(army_id=101, name="Empty"), catalog, n5)
    [page] = pages_text(render_roster_pdf(roster, PdfOptions(style="cards")))
    assert "This list has no troopers." in page


def test_unknown_cards_per_page(roster):
    with pytest.raises(ExportError, match="cards per page 4"):
        render_roster_pdf(roster, PdfOptions(style="cards", per_page=4))
