"""The organiser's binder (export.pdf.binder) on real codes."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from listbuilder.core.its.event import Event, check_event, list_state
from listbuilder.core.its.event_file import read_event_csv
from listbuilder.export.options import PdfOptions
from listbuilder.export.pdf.binder import render_event_binder, write_event_binder
from listbuilder.export.pdf.common import ExportError
from tests.fixtures.event import CORPORATE, DEMO_HG, code, event_csv

OPTIONS = PdfOptions(style="compact", invariant=True)


@pytest.fixture(scope="module")
def checked(catalog, n5):
    rows = [("Ann", code(*DEMO_HG)), ("김민준", code(*CORPORATE)), ("", "x")]
    check = check_event(read_event_csv(event_csv(rows)), Event(), catalog, n5)
    rosters = [
        [list_state(e, catalog, n5).roster for e in p.lists] for p in check.players
    ]
    return check, rosters


def test_summary_then_one_sheet_per_list(checked):
    check, rosters = checked
    out = io.BytesIO()
    write_event_binder(check, rosters, out, OPTIONS)
    pages = [p.extract_text() for p in PdfReader(out).pages]
    assert len(pages) == 3
    assert "Points: each list's own · Extras: none · 2 of 2 players OK" in pages[0]
    assert "row 4" in pages[0]  # the row that names no player
    assert "no player" in pages[0]
    assert "Player: Ann · row 2" in pages[1]
    assert "Player: 김민준 · row 3" in pages[2]


def test_invariant_bytes_are_stable(checked):
    check, rosters = checked
    assert render_event_binder(check, rosters, OPTIONS) == render_event_binder(
        check, rosters, OPTIONS
    )


def test_rosters_must_match_the_lists(checked):
    check, rosters = checked
    with pytest.raises(ExportError, match="one roster per list of each player"):
        render_event_binder(check, rosters[:1], OPTIONS)
