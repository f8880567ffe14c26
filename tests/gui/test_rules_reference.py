"""Help > Rules reference shows docs/rules.md; the legality panel opens it at a rule."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMessageBox

from listbuilder.core import ArmyList
from listbuilder.data.settings import Settings
from listbuilder.gui.dialogs.rules_dialog import RulesDialog, rules_path, show_rules
from listbuilder.gui.main_window import MainWindow
from listbuilder.paths import user_dirs

PANO = 101


@pytest.fixture
def window(qtbot, catalog, n5, n2, user_home, monkeypatch):
    # pytest-qt closes the window after the test: discard instead of blocking.
    monkeypatch.setattr(
        QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard
    )
    win = MainWindow(
        catalog, [n5, n2], Settings(), user_dirs(), ArmyList(army_id=PANO, name="T")
    )
    qtbot.addWidget(win)
    win.show()
    return win


def top_heading(dialog: RulesDialog) -> str:
    """The text of the first line the browser shows."""
    browser = dialog.browser
    return browser.cursorForPosition(QPoint(4, 4)).block().text()


def opened(window: MainWindow) -> RulesDialog:
    [dialog] = window.findChildren(RulesDialog)
    return dialog


def test_help_menu_holds_the_rules_reference(window):
    [help_menu] = [a.menu() for a in window.menuBar().actions() if a.text() == "&Help"]
    assert window.rules_action in help_menu.actions()
    assert window.rules_action.text() == "&Rules reference…"


def test_the_action_opens_the_rules_page_once(qtbot, window):
    window.rules_action.trigger()
    window.rules_action.trigger()
    dialog = opened(window)  # raised again, not a second one
    qtbot.waitExposed(dialog)
    assert dialog.isVisible()
    assert dialog.windowTitle() == "Rules reference"
    assert dialog.browser.toPlainText().startswith("Rules reference")
    assert top_heading(dialog) == "Rules reference"


def test_every_rule_heading_is_an_anchor(qtbot, window):
    dialog = show_rules(window)
    in_file = re.findall(
        r"^### (\S+) · ", rules_path().read_text(encoding="utf-8"), re.MULTILINE
    )
    assert dialog.rules == in_file
    assert {"A5", "B5", "DATA", "D5'"} <= set(dialog.rules)


def test_asked_for_a5_it_scrolls_to_availability(qtbot, window):
    dialog = show_rules(window, "A5")
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: dialog.browser.verticalScrollBar().value() > 0)
    assert top_heading(dialog) == "A5 · Availability (AVA)"
    show_rules(window, "B5")
    assert top_heading(dialog) == "B5 · Who gives orders"
    assert not dialog.show_rule("Z9")


def test_a_missing_page_says_so(qtbot, tmp_path):
    dialog = RulesDialog(path=tmp_path / "nowhere.md")
    qtbot.addWidget(dialog)
    assert dialog.rules == []
    assert "could not be read" in dialog.browser.toPlainText()


def test_double_clicking_a_violation_opens_its_rule(qtbot, window):
    panel = window.violation_panel
    view, model = panel.list_view, panel.model
    assert model.violation(0).rule == "A3"  # an empty list has no Lieutenant
    rect = view.visualRect(model.index(0))
    with qtbot.waitSignal(panel.rule_explained) as explained:
        # a real double-click: the view only takes one on the item it pressed
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert explained.args == ["A3"]
    dialog = opened(window)
    qtbot.waitExposed(dialog)
    assert top_heading(dialog) == "A3 · Lieutenant"
    assert panel.list_view.currentIndex().row() == 0  # the click still selects


def test_the_question_button_follows_the_current_violation(qtbot, window):
    panel = window.violation_panel
    assert not panel.rule_button.isEnabled()
    panel.list_view.setCurrentIndex(panel.model.index(0))
    assert panel.rule_button.isEnabled()
    assert "A3" in panel.rule_button.toolTip()
    with qtbot.waitSignal(panel.rule_explained) as explained:
        qtbot.mouseClick(panel.rule_button, Qt.MouseButton.LeftButton)
    assert explained.args == ["A3"]
    assert top_heading(opened(window)) == "A3 · Lieutenant"
