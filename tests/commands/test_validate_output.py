"""``validate``'s text in English, written out, is its messages' text."""

from __future__ import annotations

import gettext

from listbuilder.commands.validate_output import text_lines, validation_record
from listbuilder.core.armycode.bind import army_list_from_code
from listbuilder.core.i18n import Translation, source_language, use_translation
from listbuilder.core.its.extras import Extra, extras_text
from listbuilder.core.state import evaluate
from tests.benchmarks.test_validate_codes_benchmark import build_codes

#: English through the messages: the source language, but not ``ENGLISH``.
THROUGH_MESSAGES = Translation("en", gettext.NullTranslations())


def test_english_lines_are_the_messages_lines_of_real_lists(catalog, n5, n2):
    """300 real lists (legal and not, reinforcement groups, troopers held
    off the table) under N5 and N2, with notes, Extras, data updates and an
    army the data lacks: the written-out English lines are the lines the
    ``_()`` messages make."""
    records = []
    for i, code in enumerate(build_codes(catalog, count=300, seed=17)):
        army_list = army_list_from_code(code, catalog).army_list
        ruleset = n2 if i % 5 == 0 else n5
        state = evaluate(army_list, catalog, ruleset)
        record = validation_record(
            f"codes.txt:{i}", army_list, state.report, state.pools, catalog
        )
        record["notes"] = [n.text for n in state.notes]
        record["extras"] = extras_text(frozenset({Extra.FREE_GAME}) if i % 7 else ())
        record["data_changes"] = ["FUSILIER: 10 -> 12 points"] * (i % 11 == 0)
        if i % 13 == 0:
            record["army"] = None  # "army 101"
        records.append(record)
    assert source_language()
    english = [text_lines(r) for r in records]
    with use_translation(THROUGH_MESSAGES):
        assert not source_language()
        assert [text_lines(r) for r in records] == english
    lines = [line for r in english for line in r]
    parts = ("Reinforcement group", "held off table", "ITS Extras", "data update")
    for part in (*parts, "  army "):
        assert any(part in line for line in lines), part
    assert any(line.endswith(": LEGAL") for line in lines)
    assert any(line.endswith(": ILLEGAL") for line in lines)
