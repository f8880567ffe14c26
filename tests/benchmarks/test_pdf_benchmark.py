"""Speed goal of issue 4: the full sheet of a 15-trooper list in 300 ms or less."""

from __future__ import annotations

import io

from listbuilder.export.pdf import write_roster_pdf
from tests.export.test_pdf import fifteen_trooper_roster


def test_full_sheet_of_15_troopers(benchmark, catalog, n5):
    roster = fifteen_trooper_roster(catalog, n5)
    assert len(roster.rows()) == 15

    def run() -> bytes:
        buffer = io.BytesIO()
        write_roster_pdf(roster, buffer, style="full")
        return buffer.getvalue()

    data = benchmark(run)
    assert data.startswith(b"%PDF-")


def test_full_sheet_of_15_troopers_with_polish_and_cjk_names(benchmark, catalog, n5):
    roster = fifteen_trooper_roster(catalog, n5, name="Małpy stronk 日本語 한국어")

    def run() -> bytes:
        buffer = io.BytesIO()
        write_roster_pdf(roster, buffer, style="full")
        return buffer.getvalue()

    assert benchmark(run).startswith(b"%PDF-")


def test_compact_sheet_of_15_troopers(benchmark, catalog, n5):
    roster = fifteen_trooper_roster(catalog, n5)

    def run() -> bytes:
        buffer = io.BytesIO()
        write_roster_pdf(roster, buffer, style="compact")
        return buffer.getvalue()

    assert benchmark(run).startswith(b"%PDF-")
