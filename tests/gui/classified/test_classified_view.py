"""The classified objectives tab and the Specialist Troops count (ITS.md E10, E11)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush

from listbuilder.core import ArmyList, resolve_list
from listbuilder.core.its.summary import classified_coverage
from listbuilder.data.its_deck import load_classified_deck
from listbuilder.data.settings import Settings
from listbuilder.gui.classified.model import (
    COVERED_COLOR,
    UNCOVERED_COLOR,
    ClassifiedTableModel,
)
from listbuilder.gui.main_window import MainWindow
from listbuilder.paths import user_dirs
from tests.fixtures.lists import FIFTEEN

PANO, FUSILIERS, LT, HACKER = 101, 1, 10, 6
DISPLAY, TIP = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole
FORE = Qt.ItemDataRole.ForegroundRole


@pytest.fixture
def model(qtbot, catalog):
    coverage = classified_coverage(
        resolve_list(FIFTEEN, catalog), load_classified_deck(), catalog.hacking_programs
    )
    model = ClassifiedTableModel()
    model.set_coverage(coverage)
    return model


def _cells(model, row: int, role) -> list:
    return [model.data(model.index(row, c), role) for c in range(model.columnCount())]


def test_model_cells_of_a_covered_objective(model):
    assert model.rowCount() == 20
    assert _cells(model, 0, DISPLAY) == [
        "1",
        "\N{CHECK MARK}",
        "HVT: Assassination",
        "Fusiliers, Jeanne d'Arc",
    ]
    assert _cells(model, 0, TIP) == [
        "Designated troopers: Lieutenant, NCO, Chain of Command",
        "Designated troopers: Lieutenant, NCO, Chain of Command",
        "Designated troopers: Lieutenant, NCO, Chain of Command",
        "Fusiliers\nJeanne d'Arc",
    ]
    colours = _cells(model, 0, FORE)
    assert [colours[0], colours[2], colours[3]] == [None, None, None]
    assert colours[1].color().name() == COVERED_COLOR
    assert model.data(model.index(0, 0), model.CoveredRole) is True
    assert model.data(model.index(0, 2), model.EntryRole).number == 1


def test_model_cells_of_an_objective_not_covered(model):
    row = 6  # 7 Data Scan: the list has no hacker
    assert _cells(model, row, DISPLAY) == ["7", "\N{EM DASH}", "Data Scan", ""]
    assert _cells(model, row, TIP)[3] == "Designated troopers: Hacker"
    for brush in _cells(model, row, FORE):
        assert isinstance(brush, QBrush)
        assert brush.color().name() == UNCOVERED_COLOR
    assert model.data(model.index(row, 0), model.CoveredRole) is False
    assert model.data(model.index(row, 0), Qt.ItemDataRole.TextAlignmentRole) == int(
        Qt.AlignmentFlag.AlignCenter
    )
    assert model.headerData(3, Qt.Orientation.Horizontal, DISPLAY) == "Troopers"
    assert model.headerData(3, Qt.Orientation.Horizontal, TIP) == (
        "Each trooper of the list that can fulfil it"
    )


@pytest.fixture
def window(qtbot, catalog, n5, n2, user_home) -> MainWindow:
    win = MainWindow(catalog, [n5, n2], Settings(), user_dirs(), ArmyList(army_id=PANO))
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_the_tab_and_the_summary_follow_every_edit(window, qtbot):
    panel, bar = window.classified_panel, window.summary_bar
    assert bar.specialists_label.text() == "Specialists: 0"
    assert bar.specialists_label.toolTip().startswith("No Specialist Troops")
    window.add_option(FUSILIERS, 1, LT, 0)
    hacker = window.add_option(FUSILIERS, 1, HACKER, 0)
    assert bar.specialists_label.text() == "Specialists: 1"
    assert bar.specialists_label.toolTip() == (
        "Specialist Troops (ITS):\nFusiliers (Hacker)"
    )
    panel.parentWidget().parentWidget().setCurrentWidget(panel)
    qtbot.waitUntil(panel.isVisible)
    # 1 (Lieutenant), 3, 4, 5 and 6 (Spotlight), 7, 8, 12 (Hacker)
    assert panel.count_label.text() == "Covered: 8 of 20"
    model = panel.model
    assert model.data(model.index(4, 3), DISPLAY) == "Fusiliers"  # Telemetry
    window.document.undo_stack.undo()  # the hacker goes: the tab follows
    assert hacker not in [t.uid for t in window.document.state.troopers]
    assert model.data(model.index(4, 3), DISPLAY) == ""
    assert panel.count_label.text() == "Covered: 2 of 20"
    assert bar.specialists_label.text() == "Specialists: 0"


def test_a_hidden_tab_catches_up_when_shown(window, qtbot):
    panel = window.classified_panel
    assert not panel.isVisible()  # the order pools are the first tab
    window.add_option(FUSILIERS, 1, HACKER, 0)
    assert panel.model.rowCount() == 0  # nothing computed while hidden
    panel.parentWidget().parentWidget().setCurrentWidget(panel)
    qtbot.waitUntil(panel.isVisible)
    assert panel.count_label.text() == "Covered: 7 of 20"
