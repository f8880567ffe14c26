"""Edit > Copy list as text / Markdown / opponent's copy: the clipboard holds
the core's text of the open list (RULES.md C1 for the opponent's copy)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from listbuilder.core.armycode.bind import share_link
from listbuilder.core.lists import edits
from listbuilder.core.roster.opponent import opponent_copy
from listbuilder.core.state import fireteam_tags
from listbuilder.data.settings import Settings
from listbuilder.export.text import list_text
from listbuilder.gui.main_window import MainWindow
from listbuilder.paths import user_dirs
from tests.fixtures.lists import (
    fifteen_with_teams_and_reinforcements,
)
from tests.gui.test_main_window import questions  # noqa: F401 - fixture

ARMY = fifteen_with_teams_and_reinforcements().replace(name="Friars")


@pytest.fixture
def window(qtbot, catalog, n5, n2, user_home, questions):  # noqa: F811
    win = MainWindow(catalog, [n5, n2], Settings(), user_dirs(), ARMY)
    qtbot.addWidget(win)
    return win


def edit_menu_texts(window):
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Edit")
    return [a.text() for a in menu.actions()]


def test_actions_sit_in_the_edit_menu(window):
    texts = edit_menu_texts(window)
    assert {
        "Copy list as &text",
        "Copy list as &Markdown",
        "Copy &opponent's copy as text",
    } <= set(texts)
    assert window.text_actions.actions["text"].shortcut().toString() == "Ctrl+Shift+C"


@pytest.mark.parametrize(
    ("form", "markdown", "opponent"),
    [("text", False, False), ("markdown", True, False), ("opponent", False, True)],
)
def test_copy_puts_the_core_text_on_the_clipboard(window, form, markdown, opponent):
    roster = window.document.roster
    link = share_link(ARMY, window.document.catalog)
    if opponent:
        roster, link = opponent_copy(roster), ""  # the link would open the list
    expected = list_text(roster, fireteam_tags(ARMY), markdown=markdown, link=link)
    window.text_actions.actions[form].trigger()
    assert QGuiApplication.clipboard().text() == expected
    assert "copied to the clipboard" in window.statusBar().currentMessage()


def test_ctrl_shift_c_copies_orders_and_the_share_link(window, qtbot):
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    tree = window.roster_panel.tree_view
    tree.setFocus()
    qtbot.keyClick(
        tree,
        Qt.Key.Key_C,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    lines = QGuiApplication.clipboard().text().splitlines()
    assert "GROUP 2 (3 troopers, 3 orders)" in lines
    assert lines[-1] == share_link(ARMY, window.document.catalog)
    assert lines[-1].startswith("https://infinityuniverse.com/army/list/")
    window.text_actions.actions["opponent"].trigger()
    text = QGuiApplication.clipboard().text()
    assert "infinityuniverse.com" not in text
    assert "GROUP 2" in text.splitlines()


def test_copying_a_code_says_it_holds_no_fireteams(window):
    """RULES.md A12: the list declares 3 fireteams; its code cannot carry them."""
    window.copy_code_action.trigger()
    code = QGuiApplication.clipboard().text()
    assert not code.startswith("https")
    message = window.statusBar().currentMessage()
    assert message.startswith("Army code copied to the clipboard.")
    assert "Fireteams are not part of army codes" in message
    window.copy_link_action.trigger()
    assert QGuiApplication.clipboard().text() == share_link(
        ARMY, window.document.catalog
    )
    assert "Fireteams are not part of army codes" in window.statusBar().currentMessage()
    every = [t.uid for g in ARMY.groups for t in g.troopers]
    window.document.apply(edits.dissolve_fireteams, uids=every)
    assert not any(g.fireteams for g in window.document.army_list.groups)
    window.copy_code_action.trigger()
    assert window.statusBar().currentMessage() == "Army code copied to the clipboard."


def test_the_text_follows_edits(window):
    window.document.apply(
        edits.set_properties,
        name="Renamed",
        points_limit=300,
        known_rulesets=window.document.rulesets,
    )
    window.text_actions.actions["text"].trigger()
    assert QGuiApplication.clipboard().text().splitlines()[2] == "Renamed"
    window.text_actions.actions["opponent"].trigger()
    text = QGuiApplication.clipboard().text()
    assert "Lieutenant" not in text
    assert " | " not in text
