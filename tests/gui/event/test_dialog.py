"""File > Check an event...: the organiser's check in the app, on real codes."""

from __future__ import annotations

import pytest
from pypdf import PdfReader
from PySide6.QtWidgets import QFileDialog, QMessageBox

from listbuilder.core import ArmyList
from listbuilder.data.settings import Settings
from listbuilder.gui.event.dialog import EventDialog
from listbuilder.gui.main_window import MainWindow
from listbuilder.paths import user_dirs
from tests.fixtures.event import (
    CORPORATE,
    DEMO_HG,
    SVALARHEIMA,
    VANILLA,
    code,
    event_csv,
)


@pytest.fixture
def event_path(tmp_path):
    path = tmp_path / "event.csv"
    rows = [
        ("Ann", "Red", code(*DEMO_HG)),
        ("Ann", "Red", code(*VANILLA)),
        ("Bo", "Blue", code(*CORPORATE)),
        ("Bo", "Blue", code(*SVALARHEIMA)),
    ]
    path.write_text(event_csv(rows, ("player", "team", "code")), "utf-8")
    return path


@pytest.fixture
def window(qtbot, catalog, n5, user_home, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.Discard)
    win = MainWindow(catalog, [n5], Settings(), user_dirs(), ArmyList(army_id=101))
    qtbot.addWidget(win)
    return win


@pytest.fixture
def dialog(window, event_path, monkeypatch):
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", lambda *a, **k: (str(event_path), "")
    )
    window.check_event_action.trigger()
    found = window.findChild(EventDialog)
    assert found is not None
    return found


def test_the_file_menu_offers_the_check(window):
    file_menu = window.menuBar().actions()[0].menu()
    assert "Check an e&vent…" in [a.text() for a in file_menu.actions()]


def test_the_table_shows_each_player(dialog, event_path):
    model = dialog.model
    shown = [[model.index(r, c).data() for c in range(4)] for r in range(2)]
    assert shown[0] == ["Ann", "PanOceania", "2", "OK"]
    assert shown[1][:3] == [
        "Bo",
        "Yu Jing / Svalarheima's Winter Force",
        "2",
    ]
    assert shown[1][3].startswith("lists of different armies")
    assert dialog.file_label.text() == f"{event_path}: 1 of 2 players OK"
    lines = [dialog.lists_view.item(i).text() for i in range(2)]
    assert lines == [
        'row 2: LEGAL "demo hg", 114/300 pts',
        'row 3: LEGAL "Vanilla 300pt (multi sniper)", 300/300 pts',
    ]


def test_double_clicking_a_player_opens_their_first_bad_list(dialog, window):
    dialog.table.doubleClicked.emit(dialog.model.index(1, 0))
    shown = window.document.army_list
    assert shown.army_id == 106  # Svalarheima's list, row 5: the illegal one
    assert window.document.path is None
    assert window.document.is_modified


def test_double_clicking_a_list_opens_it(dialog, window):
    dialog.table.selectRow(1)
    item = dialog.lists_view.item(0)
    assert item.text() == 'row 4: LEGAL "Corporate Apropriation V2", 298/300 pts'
    dialog.lists_view.itemDoubleClicked.emit(item)
    assert window.document.army_list.name == "Corporate Apropriation V2"
    assert window.document.state.report.is_legal


def test_the_event_points_and_extras_recheck_every_list(dialog):
    dialog.points_combo.setCurrentIndex(dialog.points_combo.findData(200))
    assert dialog.model.index(0, 3).data() == "row 3: illegal (A1 A2)"
    assert dialog.check.event.points == 200
    dialog.points_combo.setCurrentIndex(0)
    dialog.extra_boxes[next(iter(dialog.extra_boxes))].setChecked(True)
    assert {e.value for e in dialog.check.event.extras} == {"free-game"}
    assert dialog.model.index(0, 3).data() == "OK"


def test_export_binder_writes_every_list_with_its_player(dialog, tmp_path, monkeypatch):
    target = tmp_path / "binder.pdf"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "")
    )
    dialog.binder_button.click()
    pages = [p.extract_text() for p in PdfReader(target).pages]
    assert len(pages) == 5
    assert "Ann" in pages[0]
    assert "Bo" in pages[0]
    assert [p.count("Player: Ann") for p in pages[1:]] == [1, 1, 0, 0]
    assert [p.count("Player: Bo") for p in pages[1:]] == [0, 0, 1, 1]
    assert dialog.file_label.text() == f"Binder written: {target}"


def test_a_file_without_the_columns_is_refused_with_why(window, tmp_path, monkeypatch):
    bad = tmp_path / "bad.csv"
    bad.write_text("name,list\nAnn,x\n")
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda p, t, text: shown.append(text))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    window.check_event_action.trigger()
    assert shown == [
        f"{bad}: no player or code column in the header (found: name, list)"
    ]
