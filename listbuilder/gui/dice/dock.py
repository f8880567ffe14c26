"""The dice calculator dock: created the first time it is shown, beside the card.

The calculator is imported only when first shown, so opening the app does not
load it. It follows the selected trooper and the list's ruleset.

Imports core and Qt widgets.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QFrame, QMainWindow, QScrollArea

from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.lists.resolve import ResolvedTrooper
from listbuilder.gui.document import ArmyDocument
from listbuilder.gui.i18n import translate
from listbuilder.gui.on_demand import OnDemand
from listbuilder.gui.user_settings import UserSettings


class DiceDock(OnDemand[QMainWindow]):
    """The dice calculator of one main window, tabbed with the profile card.

    Parameters
    ----------
    window : QMainWindow
        The window that shows it.
    document : ArmyDocument
        The open list (its ruleset, its first trooper).
    catalog : Catalog
        The loaded profiles (the opponent's picker).
    user : UserSettings
        Remembers the last opponent.
    beside : QDockWidget
        The dock it is tabbed with (the profile card's).
    follow_selection : callable
        Points the new calculator at the selected trooper.
    shown_changed : callable
        Called when the dock is shown or hidden (the action's checked rule).

    Attributes
    ----------
    dock : QDockWidget or None
        The dock, once created.
    panel : DicePanel or None
        The calculator in it (inside a scroll area, so a short or narrow dock
        never forces the window to grow).
    """

    def __init__(
        self,
        window: QMainWindow,
        document: ArmyDocument,
        catalog: Catalog,
        user: UserSettings,
        beside: QDockWidget,
        follow_selection: Callable[[], None],
        shown_changed: Callable[[], None],
    ) -> None:
        super().__init__(window, document, catalog, user, shown_changed)
        self._beside = beside
        self._follow_selection = follow_selection
        self.dock: QDockWidget | None = None
        self.panel: Any = None

    def show(self, visible: bool) -> None:
        """Show or hide the calculator (View > Dice calculator)."""
        dock = self._ensure() if visible else self.dock
        if dock is not None:
            dock.setVisible(visible)
            if visible:
                dock.raise_()

    def follow(self, trooper: ResolvedTrooper | None, ruleset: Ruleset) -> None:
        """Point the calculator at the selected trooper and the list's ruleset.

        With nothing selected, the list's first trooper stands in, so the
        calculator opens on a trooper of this list.
        """
        if self.panel is None:
            return
        self.panel.set_ruleset(ruleset)
        if trooper is None:
            trooper = next((t for t in self._document.troopers if t.is_resolved), None)
        self.panel.set_trooper(trooper)

    def _remember_opponent(self) -> None:
        ids = self.panel.reactive.current_ids() if self.panel else None
        settings = self._user.settings
        if ids is not None and ids != settings.dice_opponent:
            self._user.store(settings.replace(dice_opponent=ids))

    def _ensure(self) -> QDockWidget:
        if self.dock is not None:
            return self.dock
        from listbuilder.gui.dice.panel import DicePanel

        window = self._window
        dock = QDockWidget(translate("DiceDock", "Dice calculator"), window)
        dock.setObjectName("dice_dock")
        # The calculator is taller than a 900-pixel window leaves a dock, and it
        # stacks its two sides when narrow: scroll instead of growing the window.
        scroll = QScrollArea(dock)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.panel = DicePanel(self._catalog, self._document.ruleset, scroll)
        last = self._user.settings.dice_opponent
        if last is not None:
            army_id, unit_id, profile_group_id, option_id, reinforcement = last
            self.panel.reactive.select_ids(
                army_id,
                unit_id,
                profile_group_id,
                option_id,
                reinforcement=reinforcement,
            )
        self.panel.reactive.changed.connect(self._remember_opponent)
        scroll.setWidget(self.panel)
        dock.setWidget(scroll)
        width = self._beside.width()
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        window.tabifyDockWidget(self._beside, dock)
        # Keep the dock area as wide as the profile card was, so the list keeps
        # its room (the calculator stacks its sides to fit).
        window.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
        dock.visibilityChanged.connect(self._on_visibility_changed)
        self.dock = dock
        self._follow_selection()
        return dock
