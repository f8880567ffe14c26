"""The classified deck file: the bundled one loads, a bad one is a clear error."""

from __future__ import annotations

import json

import pytest

from listbuilder.core.errors import DataError
from listbuilder.data.its_deck import deck_path, read_classified_deck


def test_the_bundled_deck_loads():
    deck = read_classified_deck(deck_path())
    assert len(deck.objectives) == 20
    assert deck.objectives[0].by.lieutenant


def test_a_deck_with_an_unknown_key_names_where(tmp_path):
    raw = json.loads(deck_path().read_text(encoding="utf-8"))
    raw["objectives"][2]["by"]["skils"] = [1000]
    bad = tmp_path / "deck.json"
    bad.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(DataError, match=r"objectives\.2\.by\.skils"):
        read_classified_deck(bad)


def test_two_objectives_with_one_number_are_refused(tmp_path):
    raw = json.loads(deck_path().read_text(encoding="utf-8"))
    raw["objectives"][1]["number"] = 1
    bad = tmp_path / "deck.json"
    bad.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(DataError, match="same number"):
        read_classified_deck(bad)
