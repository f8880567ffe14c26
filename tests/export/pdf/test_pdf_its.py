"""The full sheet prints Specialist Troops and objectives covered; others never."""

from __future__ import annotations

import pytest

from listbuilder.core.its.summary import its_summary
from listbuilder.core.lists.resolve import resolve_list
from listbuilder.core.roster.build import build_roster
from listbuilder.data.its_deck import load_classified_deck
from listbuilder.export.options import PdfOptions
from listbuilder.export.pdf import render_roster_pdf
from tests.export.pdf.test_pdf import flat, pages_text
from tests.fixtures.lists import FIFTEEN


@pytest.fixture(scope="module")
def its_pdf(catalog, n5):
    roster = build_roster(FIFTEEN, catalog, n5)
    its = its_summary(
        resolve_list(FIFTEEN, catalog),
        load_classified_deck(),
        catalog.hacking_programs,
    )

    def render(style: str) -> list[str]:
        options = PdfOptions(style=style, invariant=True, its=its)
        return [flat(p) for p in pages_text(render_roster_pdf(roster, options))]

    return render


def test_the_full_sheet_prints_both_on_the_first_page(its_pdf):
    first = its_pdf("full")[0]
    assert (
        "Specialist Troops (2): Jeanne d'Arc (Chain of Command), "
        "Pathfinder Dronbot (Forward Observer)"
    ) in first
    assert "Classified objectives covered (14 of 20): 1 HVT: Assassination," in first
    assert "20 HVT: Follow-Up" in first
    assert "7 Data Scan" not in first  # no hacker: not covered


@pytest.mark.parametrize("style", ["opponent", "compact"])
def test_other_sheets_print_neither(its_pdf, style):
    text = " ".join(its_pdf(style))
    assert "Specialist Troops" not in text
    assert "Classified objectives" not in text
