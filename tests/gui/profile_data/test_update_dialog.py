"""Help > Check for data updates...: progress, cancel, the change summary, the
window kept responsive; and the note when an opened list meets changed data."""

from __future__ import annotations

import itertools
import json
import re
import time

import httpx
import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QMessageBox

from listbuilder.core import ArmyList, CombatGroup
from listbuilder.data.lists import SUFFIX, load_army, save_army
from listbuilder.data.settings import Settings
from listbuilder.data.store import open_catalog
from listbuilder.gui.i18n import install_language
from listbuilder.gui.main_window import MainWindow
from listbuilder.gui.profile_data import update_dialog as data_update_dialog
from listbuilder.gui.profile_data.update_dialog import DataUpdateDialog
from listbuilder.paths import profile_store, user_dirs
from tests.data.test_update import change_pano
from tests.helpers import e


def versions():
    folder = profile_store(user_dirs()) / "versions"
    return sorted(p.name for p in folder.iterdir()) if folder.is_dir() else []


@pytest.fixture
def dialog(qtbot, user_home, army_api):
    dlg = DataUpdateDialog(user_dirs(), army_api.url, timeout=10)
    qtbot.addWidget(dlg)
    return dlg


def run(qtbot, dialog):
    with qtbot.waitSignal(dialog.update_finished, timeout=120_000) as blocker:
        dialog.start_button.click()
    return blocker.args[0]


def test_update_shows_progress_and_what_changed(qtbot, dialog, army_api):
    army_api.edit("101.json", change_pano)
    seen = []
    dialog.progress_bar.valueChanged.connect(seen.append)
    assert run(qtbot, dialog) is True
    assert dialog.succeeded
    assert dialog.status_label.text().startswith("Installed: the data downloaded ")
    text = dialog.summary.toPlainText()
    assert "PanOceania (101): 7.2668.374 -> 7.2670.1" in text
    assert "AVA: Neoterra Bolts: AVA 3 -> 4" in text
    assert dialog.progress_bar.maximum() == 59
    assert len(seen) > 50  # file by file
    assert len(versions()) == 1
    assert dialog.start_button.isEnabled()
    assert not dialog.cancel_button.isEnabled()


def test_already_current(qtbot, dialog):
    assert run(qtbot, dialog) is True
    assert dialog.status_label.text() == (
        "Already current: the bundled data equals the official data."
    )
    assert versions() == []


def test_the_window_stays_responsive_while_fetching(qtbot, dialog, army_api):
    army_api.stall["101.json"] = 1.5
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(50)
    try:
        assert run(qtbot, dialog) is True
    finally:
        timer.stop()
    # the GUI thread kept turning while the worker waited for the server
    assert len(ticks) > 20
    assert max(b - a for a, b in itertools.pairwise(ticks)) < 1.0


def test_cancel_changes_nothing(qtbot, dialog, army_api):
    army_api.stall["201.json"] = 2
    with qtbot.waitSignal(dialog.update_finished, timeout=60_000) as blocker:
        dialog.start_button.click()
        qtbot.waitUntil(
            lambda: "201.json" in dialog.status_label.text(), timeout=30_000
        )
        dialog.cancel_button.click()
        assert dialog.status_label.text() == "Cancelling…"
    assert blocker.args == [False]
    assert dialog.status_label.text().startswith("The update was cancelled.\n")
    assert versions() == []


def test_a_bad_file_fails_naming_it(qtbot, dialog, army_api):
    army_api.files["402.json"] = b"<html>Bad gateway</html>"
    assert run(qtbot, dialog) is False
    assert dialog.status_label.text() == (
        "The update failed: the server's data could not be used.\n"
        "Nothing changed: the data in use is the same."
    )
    assert dialog.summary.toPlainText().startswith("402.json: ")  # the details
    assert versions() == []


def offline(request: httpx.Request) -> httpx.Response:
    """What a computer without a network answers: the name is not resolved."""
    raise httpx.ConnectError("[Errno -2] Name or service not known", request=request)


IN_USE = "bundled data, version 7.2669.194 (10 Mar 2026)"


def test_offline_says_it_once_with_the_detail_under_details(qtbot, user_home):
    dialog = DataUpdateDialog(
        user_dirs(), in_use=IN_USE, transport=httpx.MockTransport(offline)
    )
    qtbot.addWidget(dialog)
    dialog.show()
    assert run(qtbot, dialog) is False
    said = dialog.status_label.text()
    assert said == (
        "The data server could not be reached (no internet connection, or the "
        "server did not answer).\n"
        f"Nothing changed: the data in use is still the {IN_USE}."
    )
    assert "Errno" not in said
    assert dialog.progress_bar.isHidden()  # no 0% bar
    assert dialog.summary.isHidden()  # the message is not said a second time
    qtbot.mouseClick(dialog.details_button, Qt.MouseButton.LeftButton)
    assert dialog.summary.isVisible()
    detail = dialog.summary.toPlainText()
    assert detail.startswith("metadata_n5.json: cannot connect to the server (")
    assert "[Errno -2] Name or service not known" in detail
    assert dialog.details_button.text() == "Hide &details"
    assert versions() == []


def test_offline_in_japanese(qtbot, qapp, user_home):
    install_language("ja", qapp)
    try:
        dialog = DataUpdateDialog(
            user_dirs(), in_use=IN_USE, transport=httpx.MockTransport(offline)
        )
        qtbot.addWidget(dialog)
        assert run(qtbot, dialog) is False
        said = dialog.status_label.text()
        details = dialog.details_button.text()
        detail = dialog.summary.toPlainText()
    finally:
        install_language("en", qapp)
    assert said.count("\n") == 1
    assert not re.search(r"[A-Za-z]{4,}", said.replace(IN_USE, ""))  # no English
    assert "サーバー" in said
    assert details == "詳細を表示(&D)"
    # the worker thread speaks the player's language too (the core's context)
    assert detail.startswith("metadata_n5.json: サーバーに接続できません")


def test_closing_while_fetching_returns_at_once(qtbot, dialog, army_api):
    army_api.stall["101.json"] = 3
    dialog.start_button.click()
    qtbot.waitUntil(lambda: "101.json" in dialog.status_label.text(), timeout=30_000)
    began = time.monotonic()
    dialog.reject()
    assert time.monotonic() - began < 1.0
    assert not dialog.running
    qtbot.wait(3500)  # the worker notices the cancel once the server answers
    assert versions() == []


def test_help_menu_offers_the_check(qtbot, catalog, n5, user_home, monkeypatch):
    window = MainWindow(catalog, [n5], Settings(), user_dirs(), ArmyList(army_id=101))
    qtbot.addWidget(window)
    help_menu = window.menuBar().actions()[-1].menu()
    texts = [a.text() for a in help_menu.actions()]
    assert "Check for data &updates…" in texts
    calls = []
    monkeypatch.setattr(
        data_update_dialog, "check_for_data_updates", lambda *a: calls.append(a)
    )
    window.data_update_action.trigger()
    in_use = "bundled data, version 7.2669.194 (10 Mar 2026)"
    assert calls == [(window, window.dirs, in_use)]


def test_opening_a_list_after_an_update_tells_what_changed(
    qtbot, catalog, n5, user_home, army_api, tmp_path, monkeypatch
):
    path = tmp_path / f"pano{SUFFIX}"
    group = CombatGroup(number=1, troopers=(e(1, 1, 10),))
    lst = ArmyList(army_id=101, groups=(group,))
    save_army(lst, path, catalog)
    army_api.edit("101.json", change_pano)
    from listbuilder.data.update import update

    update(user_dirs(), source=army_api.url)
    newer = open_catalog(user_dirs())
    window = MainWindow(newer, [n5], Settings(), user_dirs(), ArmyList(army_id=101))
    qtbot.addWidget(window)
    told = []
    monkeypatch.setattr(
        "listbuilder.gui.profile_data.update_dialog.show_data_changes",
        lambda *a: told.append(a),
    )
    assert window.files.open_path(path)
    [(_, shown_path, notes)] = told
    assert shown_path == path
    assert notes[-1].endswith(
        ": 10 -> 11 pts (its option was renumbered by a data update)"
    )
    trooper = window.document.army_list.groups[0].troopers[0]
    assert (trooper.option_id, trooper.saved) == (42, None)
    assert window.document.is_modified  # saving writes the new ids
    window.document.save(path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["list"]["groups"][0]["troopers"][0]["option_id"] == 42
    assert saved["list"]["groups"][0]["troopers"][0]["saved"]["points"] == 11
    assert load_army(path).groups[0].troopers[0].saved.points == 11


def test_data_changes_box_lists_the_notes(qtbot, monkeypatch, tmp_path):
    shown = {}

    def fake_exec(box):
        shown["text"] = box.text()
        shown["details"] = box.detailedText()
        return 0

    monkeypatch.setattr(QMessageBox, "open", fake_exec)
    path = tmp_path / "a.lbl.json"
    data_update_dialog.show_data_changes(None, path, ["x: 1 -> 2 pts"])
    assert shown["text"].startswith("a.lbl.json: 1 change since it was saved")
    assert shown["details"] == "x: 1 -> 2 pts"
