"""Text on the page: CJK fonts embedded, right-to-left text, replacements, cuts."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest
from pypdf import PdfReader

from listbuilder.core import build_roster
from listbuilder.export.options import PdfOptions
from listbuilder.export.pdf import render_roster_pdf
from listbuilder.export.pdf.fonts import (
    EXTENDED,
    JAPANESE,
    KOREAN,
    REPLACEMENT,
    TTF_FILES,
    printable,
    script_runs,
)
from listbuilder.export.pdf.user_text import ELLIPSIS, fit, text_width, visual, wrap
from listbuilder.paths import resources_dir
from tests.export.pdf.test_pdf import flat, pages_text

PANO = 101


def fonts_of(data: bytes) -> dict[str, object]:
    """Every font of every page, by base name."""
    out = {}
    for page in PdfReader(io.BytesIO(data)).pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            out[str(font["/BaseFont"])] = font
    return out


# -- fonts -------------------------------------------------------------------------


def test_bundled_fonts_ship_with_their_licences():
    folder = resources_dir() / "fonts"
    for name in TTF_FILES.values():
        assert (folder / name).is_file(), name
    assert "SIL OPEN FONT LICENSE" in (folder / "NanumGothic-LICENSE.txt").read_text()
    assert "IPA Font License Agreement v1.0" in (
        folder / "IPAexGothic-LICENSE.txt"
    ).read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("name", "font"),
    [("日本語の部隊リスト", "IPAexGothic"), ("한국어 군대 목록", "NanumGothic")],
    ids=["japanese", "korean"],
)
def test_cjk_names_print_with_an_embedded_truetype_subset(
    catalog, n5, small, name, font
):
    roster = build_roster(small.replace(name=name), catalog, n5)
    data = render_roster_pdf(roster, PdfOptions(invariant=True))
    fonts = fonts_of(data)
    [subset] = [f for f in fonts if f.endswith("+" + font)]
    # a subset with its glyphs embedded: any viewer can draw it
    descendant = fonts[subset]
    descriptor = descendant["/FontDescriptor"]
    assert "/FontFile2" in descriptor
    assert not any("CID" in str(f.get("/Subtype")) for f in fonts.values())
    assert flat(name) in flat(pages_text(data)[0])


def test_script_runs_pick_a_font_per_script():
    # a space after a CJK word stays in its run
    assert list(script_runs("日本語 한국어 Ωμέγα")) == [
        (JAPANESE, "日本語 "),
        (KOREAN, "한국어 "),
        (EXTENDED, "Ωμέγα"),
    ]


# -- characters no font has ------------------------------------------------------------


def test_glyphs_no_font_has_become_a_visible_replacement():
    # 😀 is in DejaVu Sans; 🚀 and 🦄 are in no bundled font; a variation
    # selector no font has is dropped, having no shape of its own
    assert printable("ok 😀") == "ok 😀"
    assert printable("🚀x🦄") == f"{REPLACEMENT}x{REPLACEMENT}"
    assert printable("a\U000e0100b") == "ab"
    assert printable("a\x00b\x1bc") == f"a{REPLACEMENT}b{REPLACEMENT}c"
    assert printable("\ud800") == REPLACEMENT  # a lone surrogate
    assert printable("line\nbreak") == "line\nbreak"


def test_emoji_names_print_replacements_not_boxes(catalog, n5, small):
    roster = build_roster(small.replace(name="Team 🚀 rocket"), catalog, n5)
    text = pages_text(render_roster_pdf(roster))[0]
    assert f"Team {REPLACEMENT} rocket" in text


# -- right to left ------------------------------------------------------------------


def test_hebrew_is_put_in_display_order():
    assert visual("שלום") == "םולש"
    # a Latin word in a Hebrew name keeps its own order
    assert visual("צוות Alpha") == "Alpha תווצ"
    assert visual("Team Alpha") == "Team Alpha"  # no right-to-left text: as is


def test_arabic_is_shaped_and_put_in_display_order():
    # joined contextual forms (Arabic Presentation Forms-B), last letter first:
    # final alef, medial beh, medial hah, final reh... initial meem
    assert [hex(ord(c)) for c in visual("مرحبا")] == [
        "0xfe8e",
        "0xfe92",
        "0xfea3",
        "0xfeae",
        "0xfee3",
    ]


@pytest.mark.parametrize("name", ["צוות אלפא", "فريق النخبة"], ids=["he", "ar"])
@pytest.mark.parametrize("style", ["full", "compact", "opponent", "cards"])
def test_right_to_left_names_print_in_display_order(catalog, n5, small, name, style):
    roster = build_roster(small.replace(name=name), catalog, n5)
    text = flat(
        " ".join(pages_text(render_roster_pdf(roster, PdfOptions(style=style))))
    )
    # pypdf reads each right-to-left word back letter by letter in logical
    # order; the words come in the order the page shows them
    shown = " ".join(word[::-1] for word in visual(name).split())
    assert shown != name
    assert shown in text
    if style != "cards":  # cards print the name in the footer only
        assert text.count(shown) == 2


def test_a_long_right_to_left_heading_wraps_before_it_is_reordered(catalog, n5, small):
    letters = "אבגדהוזחטיכלמנסעפצקרשת"
    words = [a + b + a for a in letters[:5] for b in letters[5:13]]  # 40 words
    roster = build_roster(small.replace(name=" ".join(words)), catalog, n5)
    lines = pages_text(render_roster_pdf(roster))[0].splitlines()
    lines = [line for line in lines if "Page 1" not in line]  # not the footer
    # the first heading line holds the first words (pypdf reads each word
    # back in logical order), the last line the last ones
    top = next(i for i, line in enumerate(lines) if words[0] in line.split())
    bottom = next(i for i, line in enumerate(lines) if words[-1] in line.split())
    assert top < bottom
    assert words[1] in lines[top].split()


# -- cutting ------------------------------------------------------------------------


def test_fit_keeps_what_fits_and_cuts_the_rest():
    assert fit("Fusiliers", 7, 500) == "Fusiliers"
    cut = fit("word " * 1000, 7, 100)
    assert cut.endswith(ELLIPSIS)
    assert text_width(cut, 7) <= 100
    assert text_width(cut.replace(ELLIPSIS, "w" + ELLIPSIS), 7) > 100 * 0.9
    assert fit("x", 7, 0.1) == ELLIPSIS


def test_fit_measures_past_zero_width_characters():
    # combining marks have no width: more characters than the glyph bound fit
    text = "e" + "\u0301" * 400 + "x" * 50
    assert fit(text, 7, 30).startswith("e\u0301\u0301")


def test_wrap_breaks_between_words_and_inside_long_words():
    lines = wrap("alpha beta gamma " + "x" * 100, 7, 45)
    assert lines[:2] == ["alpha beta", "gamma"]
    assert all(text_width(line, 7) <= 45 for line in lines)
    assert "".join(lines[2:]) == "x" * 100


LONG = {
    "emoji": "😀🚀👨‍👩‍👧" * 1700,
    "ascii": "a" * 200_000,
    "words": "word " * 40_000,
    "hebrew": "שלום עולם " * 8_000,
    "cjk": "日本語한국어" * 20_000,
}


@pytest.mark.parametrize("name", LONG.values(), ids=LONG.keys())
def test_long_names_are_cut_in_the_heading_and_footer(catalog, n5, small, name):
    roster = build_roster(small.replace(name=name), catalog, n5)
    data = render_roster_pdf(roster, PdfOptions(style="full"))
    [page] = pages_text(data)
    # the heading takes at most three lines: the list still fits one page
    assert ELLIPSIS in page
    assert "PanOceania" in page
    assert "Fusiliers" in page
    reader = PdfReader(io.BytesIO(data))
    assert len(str(reader.metadata["/Title"])) <= 200


def test_fonts_are_registered_at_first_use_not_at_import():
    code = (
        "import sys\n"
        "from reportlab.pdfbase import pdfmetrics\n"
        "import listbuilder.export.pdf\n"
        "from listbuilder.export.pdf.fonts import TTF_FILES\n"
        "before = set(pdfmetrics.getRegisteredFontNames())\n"
        "from listbuilder.export.pdf.user_text import markup\n"
        "markup('日本語')\n"
        "after = set(pdfmetrics.getRegisteredFontNames())\n"
        "sys.exit(0 if not before & set(TTF_FILES) and 'IPAexGothic' in after"
        " and 'NanumGothic' not in after else 1)\n"
    )
    root = Path(__file__).resolve().parents[3]
    assert subprocess.run([sys.executable, "-c", code], cwd=root).returncode == 0
