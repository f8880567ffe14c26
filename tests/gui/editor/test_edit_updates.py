"""Every view follows every edit, though each updates only what the edit changed.

The views keep what they showed (row texts, column widths, AVA and Specialist
Troops per trooper, the summary's labels, the card's tables) and redo only
what an edit touched. Here a player's session on the real ``FIFTEEN`` list
(options changed and back, a trooper added, one removed, undo and redo) is
checked after each step against what the list's state says, worked out from
scratch.
"""

from __future__ import annotations

import pytest

from listbuilder.core.its.specialists import specialist_troops
from listbuilder.core.lists import edits
from listbuilder.data.settings import Settings
from listbuilder.gui.editor.profile_card import ProfileCard
from listbuilder.gui.editor.roster_panel import SIZED_COLUMNS
from listbuilder.gui.editor.roster_texts import COLUMNS
from listbuilder.gui.editor.roster_tree_model import ArmyTreeModel
from listbuilder.gui.editor.summary_bar import ILLEGAL_STYLE as ILLEGAL
from listbuilder.gui.editor.summary_bar import LEGAL_STYLE as LEGAL
from listbuilder.gui.editor.summary_bar import OVER_STYLE as OVER
from listbuilder.gui.main_window import MainWindow
from listbuilder.gui.present.roster_rows import pool_text
from listbuilder.gui.present.status import status_summary
from listbuilder.gui.present.unit_rows import ava_used
from listbuilder.paths import user_dirs
from tests.fixtures.lists import FIFTEEN

#: A Fusilier of combat group 2 (options 1 FUSILIER, 2 FUSILIER HMG) and the
#: Fusilier Lieutenant of combat group 1.
FUSILIER = FIFTEEN.groups[1].troopers[0].uid
LIEUTENANT = FIFTEEN.groups[0].troopers[0].uid


@pytest.fixture
def window(qtbot, catalog, n5, user_home) -> MainWindow:
    win = MainWindow(catalog, [n5], Settings(), user_dirs(), FIFTEEN)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    return win


def check_every_view(window: MainWindow) -> None:
    """Each view shows the document's state as if drawn afresh."""
    state = window.document.state
    # the roster: every cell's text, and the sized columns as a full fit sizes them
    model = window.roster_panel.model
    for gi, group in enumerate(state.roster.groups):
        parent = model.index(gi, 0)
        assert model.index(gi, ArmyTreeModel.COL_OPTION).data() == pool_text(
            group.orders
        )
        assert model.rowCount(parent) == len(group.rows)
        for ti, row in enumerate(group.rows):
            points = model.index(ti, ArmyTreeModel.COL_POINTS, parent).data()
            assert model.index(ti, 0, parent).data(ArmyTreeModel.UidRole) == row.uid
            assert points == str(row.points)
            assert model.index(ti, ArmyTreeModel.COL_SWC, parent).data() == row.swc
    panel = window.roster_panel
    header = panel.tree_view.header()

    def widths() -> list[object]:
        needs = [
            (panel.fit.group_needs.widest(c), panel.fit.row_needs.widest(c))
            for c in range(COLUMNS)
        ]
        return [header.sectionSize(c) for c in SIZED_COLUMNS] + needs

    kept = widths()  # as the edits left them, measuring only the rows they changed
    panel.fit.fit()  # from every row's texts
    assert widths() == kept
    # the summary and its Specialist Troops
    summary = status_summary(
        state.report, state.roster, state.ruleset, state.notes, state.army_list.extras
    )
    bar = window.summary_bar
    assert bar.points_label.text() == summary.points
    assert bar.swc_label.text() == summary.swc
    assert bar.troopers_label.text() == summary.troopers
    assert bar.legality_label.text() == summary.legality
    # totals over their limit in red, the others plain (the bar keeps what it set)
    for label, over in (
        (bar.points_label, summary.over_points),
        (bar.swc_label, summary.over_swc),
        (bar.troopers_label, summary.over_troopers),
    ):
        assert label.styleSheet() == (OVER if over else "")
    assert bar.legality_label.styleSheet() == (LEGAL if summary.is_legal else ILLEGAL)
    specialists = specialist_troops(state.troopers)
    assert bar.specialists_label.text() == f"Specialists: {len(specialists)}"
    # the unit browser's AVA column
    used = ava_used(state.troopers)
    for unit_id in {t.unit.id for t in state.troopers if t.unit}:
        use = window.catalog_panel.model.ava(unit_id)
        assert use is not None
        assert use.used == used.get(unit_id, 0)
    # order pools and legality
    assert window.order_pool_panel.model.rows() == state.pools
    assert window.violation_panel.model.rows() == state.report.violations
    # the card shows the selected trooper
    selected = window.selected_uids()
    if selected:
        row = state.row(selected[0])
        card = window.profile_card
        assert card.row == row
        weapons = [card.weapon_table.text(r, 0) for r in range(len(row.weapons))]
        assert weapons == [
            "\n".join(filter(None, (w.name, w.traits_text))) for w in row.weapons
        ]
        assert card.weapon_table.rowCount() == len(row.weapons)
        # every text of the card as a new card shows the same row
        fresh = ProfileCard()
        fresh.set_units(card._units)
        fresh.set_row(row, card._ava)
        assert card_texts(card) == card_texts(fresh)
        fresh.deleteLater()


def card_texts(card: ProfileCard) -> list[object]:
    """Every text a card shows: labels, whether its tables show, their cells."""
    labels = (
        card.title_label,
        card.option_label,
        card.characteristics_label,
        card.skills_label,
        card.equipment_label,
    )
    tables = [
        [table.header_text(c) for c in range(table.columnCount())]
        + [
            table.text(r, c)
            for r in range(table.rowCount())
            for c in range(table.columnCount())
        ]
        for table in (card.attribute_table, card.weapon_table)
    ]
    shown = [w.isVisibleTo(card) for w in (card.weapon_table, card.skills_label)]
    return [label.text() for label in labels] + tables + shown


def test_every_view_follows_a_session_of_edits(window):
    document = window.document
    window.roster_panel.select_uids([FUSILIER])
    check_every_view(window)
    document.apply(edits.change_option, FUSILIER, 1, 2)  # to the HMG
    assert document.state.row(FUSILIER).points == 18
    check_every_view(window)
    document.apply(edits.change_option, FUSILIER, 1, 1)  # and back
    check_every_view(window)
    specialists = window.summary_bar.specialists_label.text()
    document.apply(edits.change_option, FUSILIER, 1, 6)  # a Hacker: a specialist
    assert window.summary_bar.specialists_label.text() != specialists
    check_every_view(window)
    document.undo_stack.undo()
    check_every_view(window)
    added = window.add_option(1, 1, 3, 1)  # another Fusilier option, group 2
    assert window.selected_uids() == [added]
    check_every_view(window)
    document.apply(edits.remove_troopers, [LIEUTENANT])
    assert not document.report.is_legal  # no Lieutenant now
    check_every_view(window)
    document.undo_stack.undo()  # the Lieutenant is back
    assert document.state.trooper(LIEUTENANT) is not None
    check_every_view(window)
    document.undo_stack.undo()  # the added trooper goes
    check_every_view(window)
    document.undo_stack.redo()
    check_every_view(window)
    window.roster_panel.select_uids([LIEUTENANT])
    document.apply(edits.change_option, LIEUTENANT, 1, 1)  # no longer Lieutenant
    check_every_view(window)
    document.undo_stack.undo()
    check_every_view(window)


def test_an_edit_shows_the_edited_trooper_in_a_collapsed_group(window):
    panel = window.roster_panel
    panel.select_uids([FUSILIER])
    group = panel.model.group_index(1)
    panel.tree_view.collapse(group)  # the player folds the trooper's group
    assert not panel.tree_view.isExpanded(group)
    window.document.apply(edits.change_option, FUSILIER, 1, 2)
    assert panel.tree_view.isExpanded(group)  # unfolded to show what changed
    check_every_view(window)


def test_an_edit_scrolls_the_edited_trooper_into_view(window, qtbot):
    window.resize(900, 300)  # the roster no longer shows every row
    qtbot.waitUntil(
        lambda: window.roster_panel.tree_view.verticalScrollBar().maximum() > 0
    )
    panel = window.roster_panel
    view = panel.tree_view
    panel.select_uids([FUSILIER])
    view.verticalScrollBar().setValue(0)  # the player scrolls to the top
    row = panel.model.index_of_uid(FUSILIER)
    assert not view.viewport().rect().contains(view.visualRect(row))
    window.document.apply(edits.change_option, FUSILIER, 1, 2)
    row = panel.model.index_of_uid(FUSILIER)
    assert view.viewport().rect().contains(view.visualRect(row))
    check_every_view(window)


def test_totals_turn_red_over_their_limit_and_back(qtbot, catalog, n5, user_home):
    # FIFTEEN (253 points) under a 260-point limit: a Fusilier's HMG (+8) is
    # over it; undo brings it back under, redo over again
    win = MainWindow(
        catalog, [n5], Settings(), user_dirs(), FIFTEEN.replace(points_limit=260)
    )
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    bar = win.summary_bar
    check_every_view(win)
    assert bar.points_label.styleSheet() == ""
    win.document.apply(edits.change_option, FUSILIER, 1, 2)
    check_every_view(win)
    assert bar.points_label.styleSheet() == OVER
    assert bar.legality_label.styleSheet() == ILLEGAL
    win.document.undo_stack.undo()
    check_every_view(win)
    assert bar.points_label.styleSheet() == ""
    win.document.undo_stack.redo()
    check_every_view(win)
    assert bar.points_label.styleSheet() == OVER
