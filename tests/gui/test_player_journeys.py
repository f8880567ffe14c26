"""What a player tripped over in the list editor, driven on real data offscreen.

Window size on a 1280x800 laptop, the roster's option column, the unit browser
keeping the chosen option while typing, the "Add to" group following moved
troopers, and undo/redo showing what they changed.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from listbuilder.core import ArmyList
from listbuilder.core.lists import edits
from listbuilder.data.settings import Settings
from listbuilder.gui.editor.roster_tree_model import ArmyTreeModel
from listbuilder.gui.main_window import MainWindow
from listbuilder.paths import user_dirs

PANO, ORDERS, YU_JING = 101, 103, 201
FUSILIERS, BOLTS = 1, 4
TEUTONIC, TEUTONIC_LT = 30, 7
REINF_BOLTS = 1643


@pytest.fixture
def make_window(qtbot, catalog, n5, n2, user_home, monkeypatch):
    monkeypatch.setattr(
        QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Discard
    )

    def make(army_id: int, width: int, height: int) -> MainWindow:
        win = MainWindow(
            catalog, [n5, n2], Settings(), user_dirs(), ArmyList(army_id=army_id)
        )
        qtbot.addWidget(win)
        win.resize(width, height)
        win.show()
        qtbot.waitExposed(win)
        return win

    return make


def test_window_fits_a_1280_laptop_with_reinforcements_and_two_lieutenants(
    make_window,
):
    win = make_window(ORDERS, 1280, 800)
    win.add_option(TEUTONIC, 1, TEUTONIC_LT)
    win.add_option(TEUTONIC, 1, TEUTONIC_LT)
    win.add_option(REINF_BOLTS, 1, 2, 1, reinforcement=True)
    win.document.apply(
        edits.set_properties, ruleset="n2", known_rulesets=win.document.rulesets
    )  # "Troopers 3", two problems
    bar = win.summary_bar
    assert bar.reinforcements_label.isVisible()
    assert "Teutonic Knights, Teutonic Knights" in bar.lieutenant_label.text()
    # The summary used to need 900 pixels on one line: 1363 for the window.
    assert win.minimumSizeHint().width() <= 1180
    win.resize(1280, 800)
    assert win.width() == 1280
    # Narrower still, the totals take a second line instead of widening it.
    win.resize(1100, 800)
    QTest.qWait(0)
    assert win.width() == 1100
    labels = (bar.points_label, bar.lieutenant_label, bar.reinforcements_label)
    assert all(label.geometry().right() <= bar.totals.width() for label in labels)


def test_long_lieutenant_text_is_elided_with_the_full_text_in_its_tooltip(
    make_window,
):
    win = make_window(PANO, 1280, 800)
    for _ in range(6):
        win.add_option(FUSILIERS, 1, 10)
    label = win.summary_bar.lieutenant_label
    assert label.text().endswith("…")
    assert label.toolTip() == "Lieutenant: " + ", ".join(["Fusiliers"] * 6)


@pytest.mark.parametrize("size", [(1400, 900), (1280, 800)], ids=["1400", "1280"])
def test_option_column_shows_the_loadout_first_and_keeps_room(make_window, size):
    win = make_window(PANO, *size)
    uid = win.add_option(BOLTS, 1, 8)  # Hacker, Killer Hacking Device
    view = win.roster_panel.tree_view
    model = win.roster_panel.model
    index = model.index_of_uid(uid, ArmyTreeModel.COL_OPTION)
    assert index.data().startswith("Hacker, Killer Hacking Device · ")
    assert (
        index.data(Qt.ItemDataRole.ToolTipRole)
        .splitlines()[1]
        .startswith("BOLT: Hacker, Killer Hacking Device")
    )
    assert view.columnWidth(ArmyTreeModel.COL_OPTION) >= view.columnWidth(
        ArmyTreeModel.COL_NAME
    )


def test_long_unit_names_do_not_squeeze_the_option_column(make_window, catalog):
    win = make_window(YU_JING, 1280, 800)
    unit = next(u for u in catalog.army(YU_JING).units if u.isc.startswith("Zhēnch"))
    profile_group_id, option = unit.purchasable()[0]
    for _ in range(10):
        win.add_option(unit.id, profile_group_id, option.id)
    view = win.roster_panel.tree_view
    name = view.columnWidth(ArmyTreeModel.COL_NAME)
    assert name <= 0.5 * view.viewport().width()
    assert view.columnWidth(ArmyTreeModel.COL_OPTION) >= name * 0.8
    # The group heading still fits its column.
    title = win.roster_panel.model.group_index(0).data()
    assert title == "Combat Group 1 (10 troopers)"
    font = view.font()
    font.setBold(True)
    assert QFontMetrics(font).horizontalAdvance(title) + view.indentation() <= name


def test_typing_more_of_the_search_keeps_the_chosen_option(make_window, qtbot):
    win = make_window(PANO, 1400, 900)
    panel = win.catalog_panel
    qtbot.keyClicks(panel.search_edit, "fu")
    assert panel.select_unit(FUSILIERS)
    assert win.options_panel.select_option(1, 10)
    qtbot.keyClicks(panel.search_edit, "sil")
    assert panel.selected_unit().id == FUSILIERS
    assert win.options_panel.selected_option().option_id == 10
    assert win.options_panel.add_button.isEnabled()


def test_add_to_follows_troopers_moved_by_menu_and_back_by_undo(make_window):
    win = make_window(PANO, 1400, 900)
    uids = [win.add_option(FUSILIERS, 1, o) for o in (10, 1, 2, 4)]
    win.roster_panel.select_uids(uids[2:])
    win.lists.move_selected_to_group(1)  # Move to group ▸ New combat group
    assert win.selected_uids() == uids[2:]
    assert win.options_panel.target_group() == 1
    win.document.undo_stack.undo()
    assert win.selected_uids() == uids[2:]
    assert win.options_panel.target_group() == 0


def test_undo_and_redo_select_what_they_bring_back(make_window):
    win = make_window(PANO, 1400, 900)
    uids = [win.add_option(FUSILIERS, 1, o) for o in (10, 1, 2)]
    win.roster_panel.select_uids(uids[1:])
    win.remove_action.trigger()
    assert win.selected_uids() == []
    win.undo_action.trigger()  # the removed troopers come back, selected
    assert win.selected_uids() == uids[1:]
    stack = win.document.undo_stack
    while stack.canUndo():
        win.undo_action.trigger()
    assert win.document.army_list.groups[0].troopers == ()
    while stack.canRedo():
        win.redo_action.trigger()
    # The last redo removed two troopers; the one before re-added the third.
    assert [t.uid for t in win.document.army_list.groups[0].troopers] == uids[:1]
    win.undo_action.trigger()
    assert win.selected_uids() == uids[1:]
