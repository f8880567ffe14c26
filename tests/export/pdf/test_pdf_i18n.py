"""PDF sheets in Korean and Japanese: labels translated, CJK fonts embedded."""

from __future__ import annotations

import re

import pytest

from listbuilder.core import build_roster
from listbuilder.core.i18n import use_translation
from listbuilder.core.roster.opponent import opponent_copy
from listbuilder.data.i18n import load_translation
from tests.export.pdf.test_pdf import (
    fifteen_trooper_roster,
    flat,
    golden_code_list,
    pages_text,
    pdf,
)
from tests.export.pdf.test_user_text import fonts_of

#: Labels of the sheet and what each language prints for them.
LABELS = {
    "ko": ("포인트 한도", "병사", "장비 구성", "무기", "거리는 인치 단위입니다"),
    "ja": ("ポイント上限", "兵士", "装備構成", "武器", "距離はインチ単位です"),
}
FONT = {"ko": "NanumGothic", "ja": "IPAexGothic"}


@pytest.fixture(scope="module", params=["ko", "ja"])
def translated(request, catalog, n5):
    """(language, roster built in it): the core computes its texts in it."""
    with use_translation(load_translation(request.param)):
        yield request.param, fifteen_trooper_roster(catalog, n5)


@pytest.mark.parametrize("style", ["full", "compact", "opponent", "cards"])
def test_every_style_prints_its_labels_with_an_embedded_cjk_font(translated, style):
    lang, roster = translated
    if style == "opponent":
        roster = opponent_copy(roster)
    with use_translation(load_translation(lang)):
        data = pdf(roster, style=style, charts=True)
    fonts = fonts_of(data)
    [subset] = [f for f in fonts if f.endswith("+" + FONT[lang])]
    assert "/FontFile2" in fonts[subset]["/FontDescriptor"]
    text = flat(" ".join(pages_text(data)))
    # no label drawn in a font without its glyphs (they read back as boxes)
    assert "■" not in text
    assert "\ufffd" not in text
    assert LABELS[lang][3] in text  # the weapons table's heading
    if style != "cards":
        assert LABELS[lang][4] in text  # distances note
    # the charts page is translated too; unit names stay as the data gives them
    assert {"ko": "이 부대 목록의 차트", "ja": "このリストのチャート"}[lang] in text
    assert "Fusiliers" in text
    for english in ("Points limit", "Distances in inches", "Charts for this list"):
        assert english not in text


def test_full_sheet_in_korean_has_the_summary_and_footer(catalog, n5):
    with use_translation(load_translation("ko")):
        roster = fifteen_trooper_roster(catalog, n5)
        text = flat(" ".join(pages_text(pdf(roster, style="full"))))
        opponent = flat(" ".join(pages_text(pdf(opponent_copy(roster)))))
    assert "포인트 277/300 SWC 5/6 병사 15/15" in text
    assert "적합" in text
    assert "전투 그룹 1" in text
    assert "■" not in text
    assert "1쪽" in text  # the footer's page number
    assert "상대방용 사본" in opponent


def test_korean_and_japanese_headings_of_centred_columns_are_centred():
    # A Hangul or kana heading is a paragraph (a font per script), which the
    # table's ALIGN does not move: the weapon table's "세이브" sat left of its
    # centred saves.
    from reportlab.lib.enums import TA_CENTER, TA_LEFT
    from reportlab.platypus import Paragraph

    from listbuilder.export.pdf.common import Styles, heading_cells

    st = Styles(8).small_bold
    labels = ["무기", "B", "세이브", "弾薬"]
    weapon, burst, save, ammo = heading_cells(labels, st, [90, 20, 40, 40], (1, 2, 3))
    assert burst == "B"  # plain text: the table centres it
    assert isinstance(weapon, Paragraph)
    assert weapon.style.alignment == TA_LEFT
    assert isinstance(save, Paragraph)
    assert save.style.alignment == TA_CENTER
    assert isinstance(ammo, Paragraph)
    assert ammo.style.alignment == TA_CENTER


#: The ruleset's name and the range heading of the weapon tables by language.
RULESET_AND_RANGE = {
    "ko": ("Infinity N5 (현행)", "사거리 (인치)"),
    "ja": ("Infinity N5 (現行)", "射程 (インチ)"),
}


@pytest.mark.parametrize("style", ["full", "compact", "opponent", "cards"])
def test_ruleset_name_and_inch_heading_are_translated(translated, style):
    # Korean and Japanese sheets printed "Infinity N5 (current)" and
    # "Range (in)" as "射程 (in)", in English.
    lang, roster = translated
    with use_translation(load_translation(lang)):
        text = flat(" ".join(pages_text(pdf(roster, style=style, charts=True))))
    ruleset, heading = RULESET_AND_RANGE[lang]
    assert ruleset in text  # the sheet's subtitle or the charts page's
    if style != "cards":  # a card gives each weapon's ranges in a line
        assert heading in text
    assert "(current)" not in text
    assert "(in)" not in text


#: How the Qapu Khalqi code of ../shared/armycodes/vectors.json starts: its
#: Yuan Yuan are held off table with 1 irregular and 1 impetuous order each.
QAPU_KHALQI = "gZMLcWFwdS1raGFscWkBIIEs"
#: An order type's name, then a line break before its count.
COUNT_CUT = re.compile(r"(レギュラー|インペチュオス|タクティカル)\s*\n\s*\d")


@pytest.mark.parametrize("style", ["full", "compact"])
def test_japanese_orders_never_wrap_a_count_apart_from_its_word(catalog, n5, style):
    # The group's orders broke "イレギュラー / 1、インペチュオス 1)".
    with use_translation(load_translation("ja")):
        roster = build_roster(golden_code_list(QAPU_KHALQI, catalog), catalog, n5)
        text = "\n".join(pages_text(pdf(roster, style=style)))  # lines kept
    assert "イレギュラー" in text
    assert not COUNT_CUT.search(text)


def test_japanese_hacking_chart_keeps_the_skill_on_one_line(catalog, n5):
    # The programs' skill column printed "ショート・ス / キル / ARO".
    with use_translation(load_translation("ja")):
        roster = fifteen_trooper_roster(catalog, n5)
        text = pages_text(pdf(roster, style="compact", charts=True))[-1]
    assert len(roster.hacking_programs) == 4
    assert text.count("ショート・スキル / ARO") == 4
