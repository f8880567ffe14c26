"""How the main window's views follow the list and the selection.

One :class:`~listbuilder.gui.document.StateChange` updates every view (the unit
browser's army and AVA, the roster rows, the groups to add to, the summary, the
legality report, the order pools, the profile card and the actions' states);
a violation picked in the report selects its troopers.

Imports Qt widgets only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from listbuilder.core.rules.validation import Violation
from listbuilder.gui.actions import WindowContext
from listbuilder.gui.document import StateChange
from listbuilder.gui.i18n import translate
from listbuilder.gui.present.status import status_summary

if TYPE_CHECKING:
    from listbuilder.gui.main_window import MainWindow


def show_state(window: MainWindow, change: StateChange) -> None:
    """Update every view of ``window`` after ``change`` (only what it touched)."""
    state, touched = change.state, change.touched
    doc = window.document
    allowed = doc.allows_reinforcements
    key = (state.army_list.army_id, allowed)
    if key != window._catalog_key:
        window._catalog_key = key
        window.catalog_panel.set_army(state.army, reinforcements=allowed)
    group_before = window.roster_panel.current_group_index()
    window.roster_panel.show_state(state, touched)
    if touched.structure:
        window.options_panel.set_groups(
            [g.title for g in state.roster.groups],
            [g.reinforcement for g in state.roster.groups],
            new_reinforcement=allowed,
        )
    if touched.properties:
        action = window.lists.ruleset_actions.get(state.army_list.ruleset)
        if action is not None:
            action.setChecked(True)
        window.files.update_title()
    window.summary_bar.set_summary(
        status_summary(state.report, state.roster, state.ruleset),
        state.ruleset.name,
    )
    window.violation_panel.set_report(state.report)
    window.order_pool_panel.set_pools(state.pools)
    window.editing.show_ava(state)
    if touched.troopers:
        # Undo and redo select what they bring back or move, so the player
        # sees what changed; a step that only removes keeps the selection.
        window.roster_panel.select_uids(list(touched.troopers))
    # Troopers moved (menu, drop, undo) keep their selection but change
    # group: the next add goes where the selection now is.
    group_now = window.roster_panel.current_group_index()
    if group_now is not None and group_now != group_before:
        window.options_panel.set_target_group(group_now)
    uids = window.selected_uids()
    update_actions(window, uids)
    window.card.show_selection(uids)


def update_actions(window: MainWindow, uids: list[str] | None = None) -> None:
    """Enable the actions that apply to the selection ``uids`` (None: ask)."""
    uids = window.selected_uids() if uids is None else uids
    tags = window.document.team_tags
    window.registry.update(
        WindowContext(
            has_selection=bool(uids),
            selection_in_fireteam=any(u in tags for u in uids),
            allows_reinforcements=window.document.allows_reinforcements,
        )
    )
    window.lists.move_menu.setEnabled(bool(uids))


def select_violation(window: MainWindow, violation: Violation) -> None:
    """Select the troopers ``violation`` concerns, or say it concerns the list."""
    if violation.troopers:
        window.roster_panel.select_uids(list(violation.troopers))
        window.roster_panel.tree_view.setFocus()
    else:
        window.statusBar().showMessage(
            translate(
                "MainWindow",
                "This problem concerns the whole list, not particular troopers.",
            ),
            4000,
        )
