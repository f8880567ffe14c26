"""The editing flow: add (asking when over AVA), change or replace in place, drops.

:class:`EditFlow` is what a player does to the list's troopers with the unit
browser and the options panel: add an option to the chosen combat group
(asking "over AVA: add anyway?" when the unit is at its AVA, RULES.md A5),
change a trooper's option in place (the list's context menu, a double-click on
its option cell), replace the selected trooper by the option picked in the
options panel (a placeholder too), and add what is dragged from the unit
browser or the options onto a combat group or a position. It also keeps the
browser's AVA column and the options header current after each edit.

Imports core and Qt widgets.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from listbuilder.core.catalog.units import Unit
from listbuilder.core.errors import RulesError
from listbuilder.core.its.extras import Extra
from listbuilder.core.lists import edits
from listbuilder.core.lists.resolve import ResolvedTrooper
from listbuilder.core.state import ListState
from listbuilder.gui.document import ArmyDocument, StateChange
from listbuilder.gui.editor.options_panel import OptionsPanel
from listbuilder.gui.editor.roster_panel import RosterPanel
from listbuilder.gui.editor.unit_browser import CatalogPanel
from listbuilder.gui.i18n import translate
from listbuilder.gui.models.drag_payloads import DraggedOption
from listbuilder.gui.present.option_wording import option_summary
from listbuilder.gui.present.unit_rows import (
    AvaUse,
    ava_allowed,
    ava_unit,
    hireable,
)


class EditFlow:
    """Adds, changes and replaces troopers for one main window.

    Parameters
    ----------
    document : ArmyDocument
        The list being edited: every change goes through its undo stack.
    window : QWidget
        Parent of the questions and menus.
    browser, options, roster : QWidget
        The unit browser, the options panel and the list.
    status : callable
        ``status(message, milliseconds)``: a line in the status bar.
    """

    def __init__(
        self,
        document: ArmyDocument,
        window: QWidget,
        browser: CatalogPanel,
        options: OptionsPanel,
        roster: RosterPanel,
        status: Callable[[str, int], None],
    ) -> None:
        self._document = document
        self._window = window
        self._browser = browser
        self._options = options
        self._roster = roster
        self._status = status
        self._allowed_key: tuple[int, bool, str, bool] | None = None
        self._allowed: dict[int, int] = {}
        self._used: dict[int, int] = {}
        # Each trooper with the unit whose AVA it uses, in list order, for
        # the army (False) or the reinforcement list (True).
        self._ava_units: list[tuple[ResolvedTrooper | None, int | None]] = []
        self._ava_side = False
        options.add_requested.connect(self.add_from_options)
        options.replace_requested.connect(self.replace_selected)
        browser.source_changed.connect(self.source_changed)
        browser.model.preferred_option = self.preferred_option
        roster.model.option_dropped.connect(self._on_roster_option_dropped)
        roster.option_cell_activated.connect(self.popup_change_menu)

    def _on_roster_option_dropped(
        self, option: DraggedOption, group: int, position: int
    ) -> None:
        self.drop(
            option.unit_id,
            option.profile_group_id,
            option.option_id,
            option.reinforcement,
            group,
            position,
        )

    # -- AVA in the browser and the options header (RULES.md A5) ---------------------

    def on_state_changed(self, change: StateChange) -> None:
        """After each change: AVA in the browser and the options header."""
        self.show_ava(change.state)

    def show_ava(self, state: ListState) -> None:
        """Refresh the browser's AVA column and the options header for ``state``."""
        reinforcement = self._browser.showing_reinforcements
        army = state.army
        hiring = Extra.SOLDIERS_OF_FORTUNE in state.army_list.extras
        key = (state.army_list.army_id, reinforcement, state.ruleset.id, hiring)
        allowed = None
        if army is None:
            self._allowed = {}
        elif key != self._allowed_key:
            self._allowed_key = key
            hired = [u for u, _home in hireable(state.catalog, state.army_list)]
            allowed = ava_allowed(
                army, state.ruleset, reinforcement=reinforcement, hired=hired
            )
            self._allowed = allowed
        used = self._ava_used(state.troopers, reinforcement)
        if allowed is None and used == self._used:
            return  # no unit's use changed (an option changed within its unit)
        self._used = used
        self._browser.set_ava(used, allowed)
        unit = self._options.model.unit()
        self._options.set_ava(self.ava(unit) if unit else None)

    def _ava_used(
        self, troopers: Sequence[ResolvedTrooper], reinforcement: bool
    ) -> dict[int, int]:
        """``ava_used(troopers)``, each trooper's unit looked at once.

        Kept in list order with the trooper it was worked out for: an edit
        keeps the other troopers (the same objects) in their places.
        Source: RULES.md A5
        """
        shown = self._ava_units if self._ava_side == reinforcement else []
        if len(shown) != len(troopers):
            shown = [(None, None)] * len(troopers)
        units = [
            hit
            if _same_ava(hit[0], t)
            else (t, ava_unit(t, reinforcement=reinforcement))
            for hit, t in zip(shown, troopers, strict=True)
        ]
        self._ava_units, self._ava_side = units, reinforcement
        used: dict[int, int] = {}
        for _, unit_id in units:
            if unit_id is not None:
                used[unit_id] = used.get(unit_id, 0) + 1
        return used

    def source_changed(self) -> None:
        """The browser switched between army and reinforcement units."""
        self._allowed_key = None
        self.show_ava(self._document.state)

    def ava(self, unit: Unit) -> AvaUse | None:
        """``unit``'s AVA use in the list's state, as the browser shows it.

        Source: RULES.md A5
        """
        allowed = self._allowed.get(unit.id)
        if allowed is None:
            return None
        return AvaUse(self._used.get(unit.id, 0), allowed)

    def _confirm_over_ava(self, unit: Unit) -> bool:
        use = self.ava(unit)
        if use is None or not use.is_full:
            return True
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self._window,
            translate("EditFlow", "Over AVA"),
            translate(
                "EditFlow",
                "{unit} is at its AVA in this army ({use}). Add anyway? "
                "The list will be illegal until one is removed.",
            ).format(unit=unit.isc, use=use.text),
            buttons.Yes | buttons.No,
            buttons.No,
        )
        return answer == buttons.Yes

    # -- adding -------------------------------------------------------------------

    def add(
        self,
        unit_id: int,
        profile_group_id: int,
        option_id: int,
        combat_group: int,
        *,
        reinforcement: bool,
        position: int | None = None,
    ) -> str | None:
        """Add an option to ``combat_group`` and select it; its uid, or None.

        Asks first when the unit is at its AVA; refuses (status bar) a unit of
        the other list than the group (main list vs reinforcements, A10).
        """
        army = self._document.army
        unit = army.unit(unit_id, reinforcement=reinforcement) if army else None
        if unit is None and not reinforcement:  # a hired mercenary (ITS.md E5)
            unit = self._document.catalog.hired_unit(unit_id)
        if unit is not None and not self._confirm_over_ava(unit):
            return None
        try:
            edit = self._document.apply(
                edits.add_trooper,
                combat_group,
                unit_id,
                profile_group_id,
                option_id,
                position=position,
                reinforcement=reinforcement,
            )
        except RulesError as exc:
            self._status(str(exc), 5000)
            return None
        return edit.new_troopers[0]  # the list selects it, as it follows each edit

    def add_from_options(
        self, unit_id: int, profile_group_id: int, option_id: int, combat_group: int
    ) -> None:
        """The options panel's Add (button, Enter, double-click): at the end."""
        reinforcement = self._options.reinforcement
        self.drop(unit_id, profile_group_id, option_id, reinforcement, combat_group, -1)

    def add_unit(self, unit: Unit) -> None:
        """A unit double-clicked (or Enter) in the browser: add it to the target group.

        It brings the option the options panel shows as chosen, else its first,
        as dragging it does; the new trooper is selected (one undo step).
        """
        option = self._browser.model.option_for(unit)
        self.drop(
            option.unit_id,
            option.profile_group_id,
            option.option_id,
            option.reinforcement,
            self._options.target_group(),
            -1,
        )

    def drop(
        self,
        unit_id: int,
        profile_group_id: int,
        option_id: int,
        reinforcement: bool,
        combat_group: int,
        position: int,
    ) -> None:
        """An option dragged from the browser or the options onto the list."""
        self.add(
            unit_id,
            profile_group_id,
            option_id,
            combat_group,
            reinforcement=reinforcement,
            position=None if position < 0 else position,
        )
        self._options.set_target_group(combat_group)

    # -- changing in place -------------------------------------------------------------

    def replace_selected(
        self, unit_id: int, profile_group_id: int, option_id: int
    ) -> bool:
        """Options panel's "Replace selected": the selected trooper becomes this.

        Keeps its combat group, position and fireteam; one undo step. A
        placeholder the data does not know is replaced the same way.
        """
        uids = self._roster.selected_uids()
        if len(uids) != 1:
            self._status(translate("EditFlow", "Select one trooper to replace."), 4000)
            return False
        uid = uids[0]
        if self._document.is_reinforcement(uid) != self._options.reinforcement:
            self._status(
                translate(
                    "EditFlow",
                    "A reinforcement trooper is replaced by a reinforcement unit, "
                    "a main-list trooper by a unit of the army.",
                ),
                6000,
            )
            return False
        trooper = self._document.resolved(uid)
        same_unit = trooper is not None and trooper.entry.unit_id == unit_id
        if same_unit:
            edit = self._document.apply(
                edits.change_option, uid, profile_group_id, option_id
            )
        else:
            edit = self._document.apply(
                edits.replace_trooper, uid, unit_id, profile_group_id, option_id
            )
        self._roster.select_uids([uid])
        return not edit.touched.is_empty

    def fill_change_menu(self, menu: QMenu, uid: str) -> None:
        """Fill ``menu`` with trooper ``uid``'s unit's options, the current checked."""
        menu.clear()
        trooper = self._document.resolved(uid)
        unit = trooper.unit if trooper else None
        if trooper is None or unit is None:
            menu.addAction(
                translate("EditFlow", "Unknown unit: use Replace selected")
            ).setEnabled(False)
            return
        current = (trooper.entry.profile_group_id, trooper.entry.option_id)
        for profile_group_id, option in unit.purchasable():
            summary = option_summary(unit, profile_group_id, option)
            action = menu.addAction(f"{summary.loadout} — {summary.cost_text}")
            action.setCheckable(True)
            action.setChecked((profile_group_id, option.id) == current)
            action.triggered.connect(
                lambda _=False, g=profile_group_id, o=option.id: self._change(uid, g, o)
            )

    def change_menu(self, uid: str) -> QMenu:
        """A "Change option" menu for trooper ``uid``."""
        menu = QMenu(translate("EditFlow", "Change &option"), self._window)
        self.fill_change_menu(menu, uid)
        return menu

    def popup_change_menu(self, uid: str, pos: QPoint) -> None:
        """Show the change-option menu at ``pos`` (a double-click on the option)."""
        self.change_menu(uid).exec(pos)

    def _change(self, uid: str, profile_group_id: int, option_id: int) -> None:
        self._document.apply(edits.change_option, uid, profile_group_id, option_id)
        self._roster.select_uids([uid])

    def preferred_option(self, unit: Unit) -> tuple[int, int] | None:
        """The option a unit dragged from the browser brings: the one picked."""
        summary = self._options.selected_option()
        if summary is None or self._options.model.unit() is not unit:
            return None
        return summary.profile_group_id, summary.option_id


def _same_ava(was: ResolvedTrooper | None, trooper: ResolvedTrooper) -> bool:
    """True when ``was`` uses the AVA ``trooper`` uses: the same entry and unit.

    An edited group's other troopers are resolved again with it, the same.
    """
    return was is trooper or (
        was is not None
        and was.entry is trooper.entry
        and was.unit is trooper.unit
        and was.group.reinforcement == trooper.group.reinforcement
    )
