"""Signals emitted from Python must not steal references to True (PySide6 6.12.0).

Without :func:`listbuilder.gui.signals.emit`, PySide6 6.12.0 on Python 3.11
loses one reference to ``True`` per emit and the app aborts with "Fatal Python
error: bool_dealloc" during a long session or when it quits.
"""

from __future__ import annotations

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


def test_searching_and_adding_keep_the_reference_count_of_true(
    qtbot, catalog, n5, n2, user_home, monkeypatch
):
    monkeypatch.setattr(
        QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Discard
    )
    # Each keystroke with a unit selected and each add emits several signals;
    # with the PySide6 6.12.0 bug each emit cost True one reference.
    win = MainWindow(catalog, [n5, n2], Settings(), user_dirs(), ArmyList(army_id=PANO))
    qtbot.addWidget(win)
    panel = win.catalog_panel
    panel.select_unit(FUSILIERS)
    before = sys.getrefcount(True)
    QTest.keyClicks(panel.search_edit, "fus")
    assert panel.select_unit(FUSILIERS)
    assert win.options_panel.select_option(1, 1)
    for _ in range(5):
        win.options_panel.request_add()
    assert len(win.document.army.groups[0].troopers) == 5
    win.document.set_properties(name="x", points_limit=300)
    win.document.undo_stack.undo()
    win.document.undo_stack.redo()
    after = sys.getrefcount(True)
    assert after >= before
