"""Signals emitted from Python must not steal references to True (PySide6 6.12.0).

Without :func:`listbuilder.gui.signals.emit`, PySide6 6.12.0 on Python 3.11
loses one reference to ``True`` per emit and the app aborts with "Fatal Python
error: bool_dealloc" during a long session or when it quits.
"""

from __future__ import annotations

import gc
import re
import sys
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

import listbuilder.gui
from listbuilder.core import ArmyList
from listbuilder.data.settings import Settings
from listbuilder.gui.main_window import MainWindow
from listbuilder.gui.signals import emit
from listbuilder.paths import user_dirs

GUI_DIR = Path(listbuilder.gui.__file__).parent
PANO, FUSILIERS = 101, 1


class _Sender(QObject):
    changed = Signal(object)
    toggled = Signal(bool)


def test_emit_keeps_the_reference_count_of_true():
    sender = _Sender()
    received: list[object] = []
    sender.changed.connect(received.append)
    emit(sender.toggled, True)  # first emits may cache arguments' types
    emit(sender.changed, -1)
    before = sys.getrefcount(True)
    for n in range(500):
        emit(sender.changed, n)
        emit(sender.toggled, True)
    after = sys.getrefcount(True)
    assert after == before
    assert received == list(range(-1, 500))


def test_gui_modules_emit_only_through_the_helper():
    raw = [
        f"{path.relative_to(GUI_DIR)}:{number}"
        for path in sorted(GUI_DIR.rglob("*.py"))
        if path.name != "signals.py"
        for number, line in enumerate(path.read_text("utf-8").splitlines(), 1)
        if re.search(r"\.emit\(", line)
    ]
    assert raw == []


def test_searching_and_editing_keep_the_reference_count_of_true(
    qtbot, catalog, n5, n2, user_home, monkeypatch
):
    monkeypatch.setattr(
        QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Discard
    )
    # Each keystroke with a unit selected and each edit emits several signals;
    # with the PySide6 6.12.0 bug each emit cost True one reference (dozens a
    # round here). Objects holding True come and go, so compare whole rounds.
    win = MainWindow(catalog, [n5, n2], Settings(), user_dirs(), ArmyList(army_id=PANO))
    qtbot.addWidget(win)
    panel = win.catalog_panel

    def play_a_round() -> int:
        panel.search_edit.clear()
        panel.select_unit(FUSILIERS)
        QTest.keyClicks(panel.search_edit, "fus")
        assert panel.select_unit(FUSILIERS)
        assert win.options_panel.select_option(1, 1)
        for _ in range(3):
            win.options_panel.request_add()
        for _ in range(3):
            win.document.undo_stack.undo()
        win.document.undo_stack.redo()
        win.document.undo_stack.undo()
        # Garbage of earlier tests holding True may be collected in any
        # round: collect it first, so that only references lost are counted.
        gc.collect()
        return sys.getrefcount(True)

    play_a_round()
    first = play_a_round()
    for _ in range(3):
        last = play_a_round()
    assert last >= first - 5
    assert win.document.army_list.groups[0].troopers == ()
