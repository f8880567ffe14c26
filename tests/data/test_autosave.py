"""Autosave files: written atomically beside nothing of the player's, read back."""

from __future__ import annotations

import json
import os

import pytest

from listbuilder.core import DataError
from listbuilder.data.autosave import (
    autosave_file,
    autosave_files,
    read_autosave,
    remove_autosave,
    session_of,
    write_autosave,
)
from tests.data.test_list_details import tagged


def test_write_and_read_back(tmp_path):
    path = autosave_file(tmp_path / "autosave", "abc123")
    original = tmp_path / "lists" / "pano.lbl.json"
    write_autosave(path, tagged(), original)
    recovery = read_autosave(path)
    assert recovery.army_list == tagged()
    assert recovery.original == original
    assert recovery.saved > 0
    assert session_of(path) == "abc123"
    assert autosave_files(tmp_path / "autosave") == [path]
    assert not original.exists()  # never the player's file
    assert os.listdir(path.parent) == [path.name]  # no temporary file left


def test_a_new_list_has_no_original(tmp_path):
    path = autosave_file(tmp_path, "s")
    write_autosave(path, tagged(), None)
    assert read_autosave(path).original is None


@pytest.mark.parametrize(
    "content",
    [
        b"{oops",
        b'{"app": "other"}',
        json.dumps({"app": "listbuilder-autosave", "version": 2, "list": ""}).encode(),
        json.dumps(
            {"app": "listbuilder-autosave", "version": 1, "list": "{}"}
        ).encode(),
        b"[" * 100_000,
    ],
    ids=["not-json", "foreign", "future", "bad-list", "deep"],
)
def test_unreadable_autosave_is_an_error(tmp_path, content):
    path = autosave_file(tmp_path, "s")
    path.write_bytes(content)
    with pytest.raises(DataError):
        read_autosave(path)
    assert path.read_bytes() == content


def test_remove_and_listing(tmp_path):
    assert autosave_files(tmp_path / "missing") == []
    path = autosave_file(tmp_path, "s")
    write_autosave(path, tagged(), None)
    (tmp_path / "session-s.lock").write_text("lock")
    (tmp_path / "other.json").write_text("{}")
    assert autosave_files(tmp_path) == [path]
    remove_autosave(path)
    remove_autosave(path)  # already gone: fine
    assert autosave_files(tmp_path) == []


@pytest.mark.parametrize("saved", [10**400, -1, float("nan"), "soon"])
def test_a_time_no_date_can_show_reads_as_the_file_time(tmp_path, saved):
    path = autosave_file(tmp_path, "s")
    write_autosave(path, tagged(), None)
    payload = json.loads(path.read_bytes())
    payload["saved"] = saved
    path.write_text(json.dumps(payload))
    assert read_autosave(path).saved == path.stat().st_mtime
