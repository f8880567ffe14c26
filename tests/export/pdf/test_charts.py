"""The optional charts page: this list's weapons by range bracket and its programs."""

from __future__ import annotations

import pytest

from listbuilder.core import build_roster
from listbuilder.core.catalog.items import RangeBand
from listbuilder.core.roster.profile_text import WeaponLine
from listbuilder.export.options import PdfOptions
from listbuilder.export.pdf import render_roster_pdf
from listbuilder.export.pdf.charts import bracket_label, brackets, modifier_in
from tests.export.pdf.test_pdf import (
    fifteen_trooper_list,
    fifteen_trooper_roster,
    flat,
    pages_text,
)
from tests.helpers import e, with_trooper


def line(*bands: tuple[int, int, int]) -> WeaponLine:
    return WeaponLine(
        name="W",
        burst="1",
        damage="1",
        saving="ARM",
        saving_num="1",
        ammunition="N",
        ranges=tuple(RangeBand(min_cm=a, max_cm=b, modifier=m) for a, b, m in bands),
    )


def test_brackets_split_every_band_at_every_limit():
    rifle = line((0, 40, 3), (40, 80, -3), (80, 120, -6))
    pistol = line((0, 20, 3), (20, 40, 0), (40, 60, -6))
    spans = brackets([rifle, pistol])
    assert spans == [(0, 20), (20, 40), (40, 60), (60, 80), (80, 120)]
    assert [modifier_in(rifle, *s) for s in spans] == ["+3", "+3", "-3", "-3", "-6"]
    assert [modifier_in(pistol, *s) for s in spans] == ["+3", "0", "-6", "", ""]
    assert [bracket_label(*s, "in") for s in spans] == [
        "0-8",
        "8-16",
        "16-24",
        "24-32",
        "32-48",
    ]
    assert bracket_label(80, 120, "cm") == "80-120"
    assert brackets([line()]) == []  # CC weapons and templates have no bands


@pytest.fixture(scope="module")
def chart_page(catalog, n5) -> str:
    roster = fifteen_trooper_roster(catalog, n5)
    pages = pages_text(
        render_roster_pdf(roster, PdfOptions(charts=True, invariant=True))
    )
    return flat(pages[-1])


def test_charts_page_is_last_and_lists_every_weapon_mode(catalog, n5, chart_page):
    roster = fifteen_trooper_roster(catalog, n5)
    assert "Charts for this list" in chart_page
    for weapon in roster.weapon_summary():
        assert flat(weapon.name) in chart_page
    # the Crabbot peripheral fields no weapon; the Squalos' modes are listed
    assert "MULTI Marksman Rifle (AP Mode)" in chart_page
    # the heading lists the brackets the list's weapons use, in inches
    assert "Weapon 0-8 8-16 16-24 24-32 32-40 40-48 48-96 B PS Save Ammo Traits" in (
        chart_page
    )
    # Combi Rifle: 0-16 +3, 16-32 -3, 32-48 -6 over the brackets
    assert "Combi Rifle +3 +3 -3 -3 -6 -6 3 7 ARM N Suppressive Fire" in chart_page


def test_charts_page_lists_hacking_programs_of_the_devices(chart_page):
    assert "Hacking programs" in chart_page
    assert (
        "Carbonite Hacking Device Short Skill / ARO 0 0 7 2 TAG, HI, REM, Hacker, VH "
        "DA Ammo. State: IMM-B. Non-Lethal." in chart_page
    )
    for name in ("Oblivion", "Spotlight", "Total Control"):
        assert name in chart_page
    # programs of devices the list does not field are left out
    for name in ("Trinity", "Fairy Dust", "White Noise"):
        assert name not in chart_page


def test_charts_in_cm(catalog, n5):
    roster = fifteen_trooper_roster(catalog, n5)
    text = flat(
        pages_text(render_roster_pdf(roster, PdfOptions(charts=True, units="cm")))[-1]
    )
    assert "Weapon 0-20 20-40 40-60 60-80 80-100 100-120 120-240" in text
    assert "Distances in cm." in text


def test_opponent_charts_leave_out_what_the_copy_hides(catalog, n5):
    lst = with_trooper(fifteen_trooper_list(), 1, e(769, 1, 7))  # Locust with KHD
    roster = build_roster(lst, catalog, n5)
    full = flat(pages_text(render_roster_pdf(roster, PdfOptions(charts=True)))[-1])
    assert "Trinity" in full
    assert "Jammer" in full  # the Zulu-Cobra's
    copy = flat(
        pages_text(
            render_roster_pdf(roster, PdfOptions(charts=True, style="opponent"))
        )[-1]
    )
    assert "Charts for this list" in copy
    assert "Trinity" not in copy  # hidden deployment
    assert "Jammer" not in copy  # inside a camouflage marker
    assert "Carbonite" in copy


@pytest.mark.parametrize("style", ["full", "compact", "opponent", "cards"])
def test_every_style_takes_a_charts_page(catalog, n5, style):
    roster = fifteen_trooper_roster(catalog, n5)
    without = pages_text(render_roster_pdf(roster, PdfOptions(style=style)))
    pages = pages_text(render_roster_pdf(roster, PdfOptions(style=style, charts=True)))
    assert len(pages) == len(without) + 1
    assert "Charts for this list" in pages[-1]
