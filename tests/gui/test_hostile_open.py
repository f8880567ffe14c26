"""Issue 10 in the app: a hostile file opened, or an unsavable list saved, shows
one error box; the list in the window and the file on disk stay as they were."""

from __future__ import annotations

import os

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from listbuilder.core import ArmyList
from listbuilder.core.lists import edits
from listbuilder.data.lists import SUFFIX, load_army, save_army
from listbuilder.data.settings import Settings
from listbuilder.gui import app as gui_app
from listbuilder.gui.main_window import MainWindow
from listbuilder.paths import user_dirs
from tests.hostile import HOSTILE, LEGAL, Hostile, snapshot


# The file workflow and the list's name move in issue 11 (window.files,
# document.army_list); these two keep the tests valid on either side of it.
def files(window: MainWindow):
    return getattr(window, "files", window)


def listed(window: MainWindow) -> ArmyList:
    return getattr(window.document, "army_list", window.document.army)


@pytest.fixture
def critical(monkeypatch):
    shown: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "critical", lambda parent, title, text, *a: shown.append(text)
    )
    return shown


@pytest.fixture
def window(qtbot, catalog, n5, n2, user_home, monkeypatch):
    monkeypatch.setattr(
        QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard
    )
    win = MainWindow(catalog, [n5, n2], Settings(), user_dirs(), LEGAL)
    qtbot.addWidget(win)
    return win


@pytest.mark.parametrize("case", HOSTILE, ids=lambda c: c.name)
def test_opening_a_hostile_file_shows_one_error_and_keeps_the_list(
    window, critical, tmp_path, case: Hostile
):
    path = case.create(tmp_path)
    before_file = snapshot(path)
    before = listed(window)
    assert not files(window).open_path(path)
    assert len(critical) == 1
    message = critical[0]
    assert "\n" not in message
    assert str(path) in message
    assert case.problem.lower() in message.lower()
    assert len(message) < 400
    assert listed(window) == before
    assert window.document.path is None
    assert snapshot(path) == before_file


def test_saving_a_name_with_a_lone_surrogate_shows_an_error_and_keeps_all(
    window, critical, tmp_path, monkeypatch
):
    path = tmp_path / f"kept{SUFFIX}"
    save_army(LEGAL, path)
    window.document.open(path)
    on_disk = path.read_bytes()
    window.document.apply(
        edits.set_properties,
        name="bad \ud800 name",
        points_limit=300,
        known_rulesets=window.document.rulesets,
    )
    named = listed(window)
    assert window.document.is_modified
    assert not files(window).save()
    assert len(critical) == 1
    assert "lone surrogate" in critical[0]
    assert "list.name" in critical[0]
    assert "not saved" in critical[0]
    assert listed(window) == named
    assert window.document.is_modified
    assert path.read_bytes() == on_disk
    # nothing beside the list (the user folders, settings included, are in home/)
    assert sorted(os.listdir(tmp_path)) == sorted([path.name, "home"])
    # Save As elsewhere fails the same way and writes nothing
    other = tmp_path / f"other{SUFFIX}"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (str(other), "")
    )
    assert not files(window).save_as()
    assert not other.exists()
    assert listed(window) == named


def test_app_start_cleans_temp_files_that_killed_saves_left(
    qtbot, user_home, catalog, monkeypatch
):
    monkeypatch.setattr(gui_app, "load_catalog", lambda directory: catalog)
    dirs = user_dirs()
    dirs.lists.mkdir(parents=True)
    dirs.config.mkdir(parents=True)
    stale = [
        dirs.lists / f".mine{SUFFIX}.a1b2c3d4.tmp",
        dirs.config / ".settings.json.zz_9yx8w.tmp",
    ]
    for path in stale:
        path.write_text('{"half": ')
    foreign = dirs.lists / ".notes.txt.a1b2c3d4.tmp"  # not a file we write
    foreign.write_text("keep")
    kept = dirs.lists / f"list{SUFFIX}"
    save_army(ArmyList(army_id=101), kept)
    window = gui_app.create_main_window(dirs=dirs)
    qtbot.addWidget(window)
    assert not any(p.exists() for p in stale)
    assert foreign.exists()
    assert load_army(kept).army_id == 101


def test_an_uncaught_error_is_an_error_box_not_a_traceback(qapp, critical, capsys):
    try:
        raise ValueError("bad\nthing")
    except ValueError as exc:
        gui_app.report_unexpected_error(ValueError, exc, exc.__traceback__)
    assert len(critical) == 1
    assert "\n" not in critical[0]
    assert "internal error (ValueError: bad\\nthing)" in critical[0]
    assert "The list in the window is unchanged" in critical[0]
    assert "Traceback" in capsys.readouterr().err  # kept for a bug report


def test_the_app_installs_the_error_box_hook(monkeypatch, user_home, catalog):
    import sys

    monkeypatch.setattr(gui_app, "load_catalog", lambda directory: catalog)
    monkeypatch.setattr(sys, "excepthook", sys.__excepthook__)
    monkeypatch.setattr(gui_app.QApplication, "exec", lambda self: 0)
    monkeypatch.setattr(MainWindow, "show", lambda self: None)
    assert gui_app.main([]) == 0
    assert sys.excepthook is gui_app.report_unexpected_error


def test_opening_an_army_code_longer_than_a_file_name_shows_one_error(window, critical):
    """Issue 30: ``listbuilder CODE`` with a 300-character code: one error box."""
    before = listed(window)
    assert not files(window).open_path(gui_app.Path("gZMLcWFwdS" + "A" * 300))
    assert len(critical) == 1
    assert "\n" not in critical[0]
    assert "too long" in critical[0]
    assert listed(window) == before


def test_window_title_escapes_controls_from_the_list_and_the_data(
    qtbot, catalog, n5, n2, user_home, monkeypatch
):
    """Issue 30: ESC and U+202E from a list or a server's army name reached the
    window title raw."""
    from types import SimpleNamespace

    from listbuilder.gui.document import ArmyDocument

    army = LEGAL.replace(name="Mine\u202eeniM\u2066")
    win = MainWindow(catalog, [n5, n2], Settings(), user_dirs(), army)
    qtbot.addWidget(win)
    monkeypatch.setattr(
        ArmyDocument,
        "army",
        property(lambda self: SimpleNamespace(name="Pano\x1b[2J\u202eecnaO")),
    )
    win.files.update_title()
    title = win.windowTitle()
    for char in ("\x1b", "\u202e", "\u2066"):
        assert char not in title
    assert "Mine\\u202eeniM\\u2066" in title
    assert "Pano\\x1b[2J\\u202eecnaO" in title
