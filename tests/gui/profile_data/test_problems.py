"""A bad profile folder is reported in the app (status bar, warnings box) and
only the armies concerned are unavailable."""

from __future__ import annotations

import shutil

from PySide6.QtWidgets import QMessageBox

from listbuilder.core import ArmyList
from listbuilder.gui import app as gui_app
from listbuilder.gui.profile_data.problems import DataProblems
from listbuilder.paths import bundled_profiles_dir


def broken_folder(tmp_path):
    folder = tmp_path / "profiles"
    shutil.copytree(bundled_profiles_dir(), folder)
    (folder / "10101.json").write_text("{}", encoding="utf-8")  # Code One
    (folder / "301.json").write_text("{ not json", encoding="utf-8")
    return folder


def test_problems_show_in_the_status_bar_and_only_their_army_is_lost(
    qtbot, user_home, tmp_path, monkeypatch
):
    window = gui_app.create_main_window(profiles=broken_folder(tmp_path))
    qtbot.addWidget(window)
    [problems] = window.findChildren(DataProblems)
    assert problems.button.text() == "⚠ 1 data problem"
    assert not problems.button.isHidden()
    assert problems.problems[0].startswith("10101.json: skipped")
    # PanOceania works; Ariadna's file fails when the list needs it
    assert window.catalog_panel.model.rowCount() > 50
    window.document.reset(ArmyList(army_id=301))
    assert problems.button.text() == "⚠ 2 data problems"
    message = window.statusBar().currentMessage()
    assert message.startswith("Data problem: 301.json: ")
    assert window.catalog_panel.model.rowCount() == 0
    window.document.reset(ArmyList(army_id=303))  # its sectorial still loads
    assert window.catalog_panel.model.rowCount() > 50
    shown = {}

    def fake_exec(box):
        shown["text"], shown["details"] = box.text(), box.detailedText()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    problems.button.click()
    assert shown["text"].startswith("2 data problems: the files concerned are")
    assert "10101.json: skipped" in shown["details"]
    assert "301.json: " in shown["details"]


def test_a_good_folder_shows_no_problem_button(qtbot, user_home):
    window = gui_app.create_main_window()
    qtbot.addWidget(window)
    [problems] = window.findChildren(DataProblems)
    assert problems.problems == []
    assert problems.button.isHidden()
