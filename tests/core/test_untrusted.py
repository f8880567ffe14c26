"""Untrusted text shown safely: one line, and never too much of it (issue 10)."""

from __future__ import annotations

import pytest

from listbuilder.core.untrusted import excerpt, one_line, shorten


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("Małpy stronk 日本 🐒", "Małpy stronk 日本 🐒"),
        (
            'x"\n/lists/other.lbl.json: LEGAL\n\x1b[2J',
            'x"\\n/lists/other.lbl.json: LEGAL\\n\\x1b[2J',
        ),
        ("a\rb\tc\0d\x7f", "a\\rb\\tc\\x00d\\x7f"),
        ("csi \x9b2J", "csi \\x9b2J"),
        ("line\u2028sep\u2029par", "line\\u2028sep\\u2029par"),
        ("abc\u202edcba", "abc\\u202edcba"),
        ("lone \ud800 surrogate", "lone \\ud800 surrogate"),
        ("👨\u200d👩\u200d👧", "👨\u200d👩\u200d👧"),  # joiners in emoji stay
    ],
    ids=["plain", "forged-line", "c0", "c1", "separators", "bidi", "surrogate", "zwj"],
)
def test_one_line_escapes_what_breaks_or_drives_a_line(text, shown):
    assert one_line(text) == shown
    assert "\n" not in one_line(text)
    one_line(text).encode("utf-8")  # always printable as UTF-8


def test_excerpt_quotes_a_short_piece_of_a_long_value():
    assert excerpt("n5") == '"n5"'
    long = "x" * 10_000_000
    shown = excerpt(long)
    assert shown == f'"{"x" * 40}…" (10000000 characters)'
    assert excerpt("a\nb" * 100, 5) == '"a\\nba\\n…" (300 characters)'


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        (True, "true"),
        (None, "null"),
        (1.5, "1.5"),
        ([1, [2, [3, [4]]]], "[1, [2, [...]]]"),
    ],
)
def test_excerpt_of_other_values(value, shown):
    assert excerpt(value) == shown


def test_excerpt_of_a_huge_integer_names_its_size_without_printing_it():
    assert excerpt(10**5000) == "an integer of about 5001 digits"
    assert len(excerpt([10**5000] * 100)) < 100
    assert len(excerpt(b"\xff" * 10_000)) < 200


def test_shorten_cuts_with_an_ellipsis():
    assert shorten("abcdef", 3) == "abc…"
    assert shorten("ab\ncd", 10) == "ab\\ncd"
