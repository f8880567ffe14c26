"""Reading an organiser's event file from disk (data.event_file)."""

from __future__ import annotations

import pytest

from listbuilder.core.errors import DataError
from listbuilder.core.its.event_file import EventFileError
from listbuilder.data.event_file import load_event_file
from tests.fixtures.event import DEMO_HG, code, event_csv


def test_a_utf8_file_with_a_byte_order_mark(tmp_path):
    path = tmp_path / "event.csv"
    text = event_csv([("Zoë", "Rouge", code(*DEMO_HG))], ("player", "équipe", "code"))
    path.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    read = load_event_file(path)
    assert read.extra_columns == ("équipe",)
    (row,) = read.rows
    assert (row.row, row.player, row.code) == (2, "Zoë", code(*DEMO_HG))
    assert row.columns == (("équipe", "Rouge"),)


def test_a_missing_column_names_the_file(tmp_path):
    path = tmp_path / "event.csv"
    path.write_text("player,list\nAnn,x\n")
    with pytest.raises(EventFileError) as error:
        load_event_file(path)
    assert str(error.value) == (
        f"{path}: no code column in the header (found: player, list)"
    )


def test_bytes_that_are_not_utf8_are_refused_naming_the_file(tmp_path):
    path = tmp_path / "event.csv"
    path.write_bytes(b"player,code\nZo\xeb,abc\n")
    with pytest.raises(DataError, match=r"event\.csv: not UTF-8 text"):
        load_event_file(path)
