"""The dice calculator dock: created the first time it is shown, beside the card.

The calculator is imported only when first shown, so opening the app does not
load it. It follows the selected trooper and the list's ruleset.

Imports core and Qt widgets.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QFrame, QScrollArea

from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.lists.resolve import ResolvedTrooper
from listbuilder.gui.i18n import translate

if TYPE_CHECKING:
    from listbuilder.gui.main_window import MainWindow


class DiceDock:
    """The dice calculator of one main window, tabbed with the profile card.

    Parameters
    ----------
    window : MainWindow
        The window that shows it.

    Attributes
    ----------
    dock : QDockWidget or None
        The dock, once created.
    panel : DicePanel or None
        The calculator in it (inside a scroll area, so a short or narrow dock
        never forces the window to grow).
    """

    def __init__(self, window: MainWindow) -> None:
        self.window = window
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
            trooper = next(
                (t for t in self.window.document.troopers if t.is_resolved), None
            )
        self.panel.set_trooper(trooper)

    def _remember_opponent(self) -> None:
        ids = self.panel.reactive.current_ids() if self.panel else None
        settings = self.window.settings
        if ids is not None and ids != settings.dice_opponent:
            self.window.store_settings(settings.replace(dice_opponent=ids))

    def _ensure(self) -> QDockWidget:
        if self.dock is not None:
            return self.dock
        from listbuilder.gui.dice.panel import DicePanel

        window = self.window
        dock = QDockWidget(translate("DiceDock", "Dice calculator"), window)
        dock.setObjectName("dice_dock")
        # The calculator is taller than a 900-pixel window leaves a dock, and it
        # stacks its two sides when narrow: scroll instead of growing the window.
        scroll = QScrollArea(dock)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.panel = DicePanel(window.catalog, window.document.ruleset, scroll)
        last = window.settings.dice_opponent
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
        width = window.profile_dock.width()
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        window.tabifyDockWidget(window.profile_dock, dock)
        # Keep the dock area as wide as the profile card was, so the list keeps
        # its room (the calculator stacks its sides to fit).
        window.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
        dock.visibilityChanged.connect(window.registry["dice_action"].setChecked)
        self.dock = dock
        window.show_selection()
        return dock
