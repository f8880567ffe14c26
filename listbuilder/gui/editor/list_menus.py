"""The list's menus: troopers, combat groups, fireteams, properties and ruleset.

:class:`ListMenus` fills the Edit menu's submenus and the list's context menu,
and turns their choices into document edits. What is offered comes from the
core: the groups a selection may move to (``edits.move_targets``, RULES.md
A10), the fireteams the chart allows (``fireteam_choices``, A12) and why a
group cannot be removed (``edits.removable_group``).

Imports core and Qt widgets.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.lists import edits
from listbuilder.core.rules.validation import Violation
from listbuilder.core.rules.validation.specops import is_spec_ops
from listbuilder.core.state import fireteam_choice_text
from listbuilder.gui.document import ArmyDocument, StateChange
from listbuilder.gui.editor.options_panel import OptionsPanel
from listbuilder.gui.editor.roster_panel import RosterPanel
from listbuilder.gui.editor.unit_browser import CatalogPanel
from listbuilder.gui.i18n import translate


class ListMenus:
    """Trooper, group and fireteam commands of one main window.

    Parameters
    ----------
    document : ArmyDocument
        The open list.
    window : QWidget
        Parent of the menus and the properties dialog.
    catalog : Catalog
        The loaded profiles (the properties dialog).
    browser, options, roster : QWidget
        The unit browser, the options panel and the list.
    status : callable
        Shows a message in the status bar for some milliseconds.
    change_menu : callable
        A trooper's "Change option" menu (the context menu's first entry).
    actions : callable
        The window's actions by name (the context menu's entries).

    Attributes
    ----------
    move_menu, fireteam_menu, ruleset_menu : QMenu
        Edit > Move to group, Declare fireteam and Ruleset.
    ruleset_actions : dict[str, QAction]
        The checkable action of each ruleset, by id.
    """

    def __init__(
        self,
        document: ArmyDocument,
        window: QWidget,
        catalog: Catalog,
        browser: CatalogPanel,
        options: OptionsPanel,
        roster: RosterPanel,
        status: Callable[[str, int], None],
        change_menu: Callable[[str], QMenu],
        actions: Callable[[], Mapping[str, QAction]],
    ) -> None:
        self._document = document
        self._window = window
        self._catalog = catalog
        self._browser = browser
        self._options = options
        self._roster = roster
        self._status = status
        self._change_menu = change_menu
        self._actions = actions
        self.move_menu = QMenu(translate("ListMenus", "&Move to group"), window)
        self.move_menu.aboutToShow.connect(lambda: self.fill_move_menu(self.move_menu))
        self.fireteam_menu = QMenu(translate("ListMenus", "Declare &fireteam"), window)
        self.fireteam_menu.setToolTipsVisible(True)
        self.fireteam_menu.aboutToShow.connect(
            lambda: self.fill_fireteam_menu(self.fireteam_menu)
        )
        self.ruleset_menu = QMenu(translate("ListMenus", "R&uleset"), window)
        group = QActionGroup(window)
        group.setExclusive(True)
        self.ruleset_actions: dict[str, QAction] = {}
        for ruleset in document.rulesets.values():
            action = self.ruleset_menu.addAction(ruleset.name)
            action.setCheckable(True)
            action.setData(ruleset.id)
            group.addAction(action)
            action.triggered.connect(lambda _=False, r=ruleset.id: self.set_ruleset(r))
            self.ruleset_actions[ruleset.id] = action

    def on_state_changed(self, change: StateChange) -> None:
        """Check the list's ruleset in Edit > Ruleset when the properties change."""
        if change.touched.properties:
            action = self.ruleset_actions.get(change.state.army_list.ruleset)
            if action is not None:
                action.setChecked(True)

    # -- commands ------------------------------------------------------------------

    def set_ruleset(self, ruleset: str) -> None:
        """Edit > Ruleset: play the list under ``ruleset`` (RULES.md R)."""
        document = self._document
        document.apply(
            edits.set_properties, ruleset=ruleset, known_rulesets=document.rulesets
        )

    def remove_selected(self) -> None:
        """Remove the selected troopers."""
        self._document.apply(edits.remove_troopers, self._roster.selected_uids())

    def duplicate_selected(self) -> None:
        """Duplicate the selected troopers and select the copies."""
        uids = self._roster.selected_uids()
        if uids:
            edit = self._document.apply(edits.duplicate_troopers, uids)
            self._roster.select_uids(list(edit.new_troopers))

    def edit_specops(self) -> None:
        """Edit > Spec-Ops…: open the editor of the selected Spec-Ops trooper.

        A trooper is a Spec-Ops when its option is its army's Spec-Ops option or
        it carries upgrades (ITS.md E7, E9); for another, the status bar says so.
        """
        # the dialog's module is read when first asked for, not at start-up
        from listbuilder.gui.specops.dialog import SpecOpsDialog

        uids = self._roster.selected_uids()
        trooper = self._document.resolved(uids[0]) if len(uids) == 1 else None
        if trooper is None or not is_spec_ops(trooper, self._document.army):
            self._status(
                translate(
                    "ListMenus",
                    "Select one Spec-Ops trooper (the unit browser marks the "
                    "army's Spec-Ops units).",
                ),
                6000,
            )
            return
        dialog = SpecOpsDialog(self._document, trooper.uid, self._window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def move_selected_to_group(self, combat_group: int) -> None:
        """Move the selected troopers to ``combat_group`` (one past the last: new).

        Troopers never move between the main list and reinforcement groups.
        """
        uids = self._roster.selected_uids()
        if uids and self._document.move_troopers(uids, combat_group):
            self._roster.select_uids(uids)

    def declare_fireteam(self, name: str, kind: str) -> bool:
        """Declare the selected troopers a fireteam; True when declared.

        Source: RULES.md A12
        """
        uids = self._roster.selected_uids()
        if not uids:
            return False
        edit = self._document.apply(edits.declare_fireteam, uids, name, kind)
        self._roster.select_uids(uids)
        return not edit.touched.is_empty

    def dissolve_selected_fireteams(self) -> bool:
        """Dissolve the fireteams of the selected troopers; True when one was."""
        uids = self._roster.selected_uids()
        edit = self._document.apply(edits.dissolve_fireteams, uids)
        self._roster.select_uids(uids)
        return not edit.touched.is_empty

    def new_group(self) -> None:
        """Add an empty combat group; the next Add goes there."""
        index = self._document.apply(edits.add_combat_group).combat_group
        assert index is not None  # the edit always adds one
        self._options.set_target_group(index)

    def new_reinforcement_group(self) -> None:
        """Add an empty reinforcement group and browse the reinforcement list."""
        if not self._document.allows_reinforcements:
            return
        edit = self._document.apply(edits.add_combat_group, reinforcement=True)
        index = edit.combat_group
        assert index is not None  # the edit always adds one
        self._browser.set_source(True)
        self._options.set_target_group(index)

    def remove_group(self) -> None:
        """Remove the current combat group (or the last empty one) if it is empty."""
        army_list = self._document.army_list
        index = self._roster.current_group_index()
        if index is None:
            empty = [i for i, g in enumerate(army_list.groups) if not g.troopers]
            index = empty[-1] if empty else None
        reason = (
            translate("ListMenus", "Select an empty combat group to remove.")
            if index is None
            else edits.removable_group(army_list, index)
        )
        if reason or index is None:
            self._status(reason, 5000)
            return
        self._document.apply(edits.remove_combat_group, index)

    def edit_properties(self) -> None:
        """Edit > List properties: name, points limit, ruleset and ITS Extras."""
        # the dialog's module is read when first asked for, not at start-up
        from listbuilder.gui.files.new_list_dialog import ask_list_properties

        chosen = ask_list_properties(
            self._window,
            self._catalog,
            list(self._document.rulesets.values()),
            self._document.army_list,
        )
        if chosen is not None:
            name, points, ruleset, extras = chosen
            self._document.apply(
                edits.set_properties,
                name=name,
                points_limit=points,
                ruleset=ruleset,
                known_rulesets=self._document.rulesets,
                extras=extras,
            )

    # -- menus --------------------------------------------------------------------

    def trooper_menu(self) -> QMenu:
        """The list's context menu: change option (one trooper), then actions."""
        actions = self._actions()
        menu = QMenu(self._window)
        menu.setToolTipsVisible(True)
        uids = self._roster.selected_uids()
        if len(uids) == 1:
            menu.addMenu(self._change_menu(uids[0]))
        menu.addAction(actions["duplicate_action"])
        menu.addAction(actions["remove_action"])
        menu.addAction(actions["specops_action"])
        move = menu.addMenu(translate("ListMenus", "Move to group"))
        self.fill_move_menu(move)
        move.setEnabled(bool(self._roster.selected_uids()))
        menu.addSeparator()
        teams = menu.addMenu(translate("ListMenus", "Declare fireteam"))
        teams.setToolTipsVisible(True)
        self.fill_fireteam_menu(teams)
        menu.addAction(actions["dissolve_fireteam_action"])
        menu.addSeparator()
        for key in (
            "new_group_action",
            "new_reinforcement_group_action",
            "remove_group_action",
        ):
            menu.addAction(actions[key])
        return menu

    def select_violation(self, violation: Violation) -> None:
        """Select the troopers ``violation`` concerns, or say it is the list's."""
        if violation.troopers:
            self._roster.select_uids(list(violation.troopers))
            self._roster.tree_view.setFocus()
        else:
            self._status(
                translate(
                    "MainWindow",
                    "This problem concerns the whole list, not particular troopers.",
                ),
                4000,
            )

    def fill_move_menu(self, menu: QMenu) -> None:
        """Groups the selection may move to (RULES.md A10), then a new group."""
        menu.clear()
        uids = self._roster.selected_uids()
        army_list = self._document.army_list
        targets = set(edits.move_targets(army_list, uids))
        kinds = {self._document.is_reinforcement(u) for u in uids}
        for index, group in enumerate(self._document.roster.groups):
            if kinds and {group.reinforcement} != kinds:
                continue
            action = menu.addAction(group.title)
            action.setEnabled(index in targets)
            action.triggered.connect(
                lambda _=False, i=index: self.move_selected_to_group(i)
            )
        menu.addSeparator()
        reinforcement = kinds == {True}
        text = (
            translate("ListMenus", "New reinforcement group")
            if reinforcement
            else translate("ListMenus", "New combat group")
        )
        new_index = len(army_list.groups)
        action = menu.addAction(text)
        action.setEnabled(edits.can_move(army_list, uids, new_index))
        if len(kinds) > 1:
            action.setToolTip(
                translate(
                    "ListMenus",
                    "Main-list and reinforcement troopers cannot share a group",
                )
            )
        action.triggered.connect(
            lambda _=False, i=new_index: self.move_selected_to_group(i)
        )

    def fill_fireteam_menu(self, menu: QMenu) -> None:
        """List exactly the teams the chart allows the selection (RULES.md A12)."""
        menu.clear()
        uids = self._roster.selected_uids()
        choices = self._document.fireteam_choices(uids)
        for name, kind in choices:
            action = menu.addAction(fireteam_choice_text(name, kind))
            action.setData((name, kind))
            action.triggered.connect(
                lambda _=False, n=name, k=kind: self.declare_fireteam(n, k)
            )
        if not choices:
            hint = menu.addAction(self._document.fireteam_hint(uids))
            hint.setEnabled(False)
