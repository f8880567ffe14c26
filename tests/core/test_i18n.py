"""The core's one translation function: lookup, fields, plurals, context."""

from __future__ import annotations

import contextvars
import datetime
import threading

import pytest

from listbuilder.core.i18n import (
    ENGLISH,
    Translation,
    _,
    count_text,
    date_text,
    language,
    ngettext,
    pad,
    text_width,
    use_translation,
)


class _Dict:
    """A catalog in a dict: singular texts, and one form for every count."""

    def __init__(self, texts: dict[str, str], plurals: dict[str, str]) -> None:
        self.texts, self.plurals = texts, plurals

    def gettext(self, message: str, /) -> str:
        return self.texts.get(message, message)

    def ngettext(self, msgid1: str, msgid2: str, n: int, /) -> str:
        if msgid1 in self.plurals:
            return self.plurals[msgid1]
        return msgid1 if n == 1 else msgid2


KOREAN = Translation(
    "ko",
    _Dict(
        {
            "Points {points}/{limit}": "포인트 {points}/{limit}",
            "Broken {field}": "{missing} 깨짐",
            "Mar": "3월",
            "{day} {month} {year}": "{year}년 {month} {day}일",
        },
        {"{n} trooper": "병사 {n}명"},
    ),
)


def test_english_is_its_own_translation_and_fields_are_filled():
    assert language() == "en"
    assert _("Points {points}/{limit}", points=10, limit=300) == "Points 10/300"
    # without fields the text is returned as it is: braces need no doubling
    assert _("{not a field}") == "{not a field}"


def test_the_translation_in_force_translates_and_fills_fields():
    with use_translation(KOREAN):
        assert language() == "ko"
        assert _("Points {points}/{limit}", points=10, limit=300) == "포인트 10/300"
        assert _("Not in the catalog") == "Not in the catalog"
    assert _("Points {points}/{limit}", points=1, limit=2) == "Points 1/2"


def test_a_translation_naming_an_unknown_field_prints_the_english_text():
    with use_translation(KOREAN):
        assert _("Broken {field}", field="x") == "Broken x"


def test_plural_forms_english_two_korean_one():
    assert ngettext("{n} trooper", "{n} troopers", 1) == "1 trooper"
    assert ngettext("{n} trooper", "{n} troopers", 0) == "0 troopers"
    assert count_text(4, "trooper") == "4 troopers"
    with use_translation(KOREAN):
        assert count_text(1, "trooper") == "병사 1명"
        assert count_text(4, "trooper") == "병사 4명"


def test_count_text_names_the_nouns_it_knows():
    assert count_text(1, "army") == "1 army"
    assert count_text(2, "army") == "2 armies"
    with pytest.raises(ValueError, match="trooper"):
        count_text(2, "widget")


def test_a_thread_speaks_the_language_of_the_context_it_is_given():
    seen: list[str] = []
    with use_translation(KOREAN):
        context = contextvars.copy_context()
    thread = threading.Thread(
        target=lambda: context.run(lambda: seen.append(language()))
    )
    thread.start()
    thread.join()
    assert seen == ["ko"]
    assert language() == "en"


def test_dates_in_the_language_in_force():
    day = datetime.date(2026, 3, 9)
    assert date_text(day) == "9 Mar 2026"
    with use_translation(KOREAN):
        assert date_text(day) == "2026년 3월 9일"


@pytest.mark.parametrize(
    ("text", "width"),
    [("Points", 6), ("포인트", 6), ("オーダー", 8), ("SWC 6/6 병사", 12), ("", 0)],
)
def test_text_width_counts_wide_characters_twice(text, width):
    assert text_width(text) == width


def test_pad_lines_up_by_terminal_columns():
    assert pad("병사", 6) == "병사  "
    assert pad("12", 5, right=True) == "   12"
    assert pad("too wide", 3) == "too wide"


def test_english_translation_is_the_default():
    assert ENGLISH.language == "en"
