"""The main window: layout and wiring of the list editor.

Layout: the status summary (points, SWC, troopers, lieutenant, legality) across
the top; the unit browser over the selected unit's options on the left; the
list (combat groups → troopers) in the centre with the order pools and the
legality report beneath it; the selected trooper's profile card on the right.

Actions and menus are data (``listbuilder.gui.actions``); the file workflow,
the list's menus and the dice dock are controllers in the feature packages
(``files``, ``editor``, ``library``, ``dice``). Every edit goes through
:class:`~listbuilder.gui.document.ArmyDocument`, whose one ``state_changed``
signal updates every view.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QMainWindow,
    QMenu,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.units import Unit
from listbuilder.core.errors import ListbuilderError
from listbuilder.core.lists import edits
from listbuilder.core.lists.army_list import ArmyList
from listbuilder.core.lists.edits import Touched
from listbuilder.core.rules.ruleset import Ruleset
from listbuilder.data.settings import Settings, save_settings
from listbuilder.gui import language
from listbuilder.gui.actions import (
    ACTIONS,
    ActionRegistry,
    install_menus,
)
from listbuilder.gui.dice.dock import DiceDock
from listbuilder.gui.document import ArmyDocument, StateChange
from listbuilder.gui.editor.editing import EditFlow
from listbuilder.gui.editor.list_menus import ListMenus
from listbuilder.gui.editor.options_panel import OptionsPanel
from listbuilder.gui.editor.order_pool_panel import OrderPoolPanel
from listbuilder.gui.editor.profile import ProfileCardController
from listbuilder.gui.editor.profile_card import ProfileCard
from listbuilder.gui.editor.roster_panel import RosterPanel
from listbuilder.gui.editor.summary_bar import SummaryBar
from listbuilder.gui.editor.unit_browser import CatalogPanel
from listbuilder.gui.editor.views import (
    select_violation,
    show_state,
    update_actions,
)
from listbuilder.gui.editor.violation_panel import ViolationPanel
from listbuilder.gui.files.autosave import AutosaveController
from listbuilder.gui.files.text_copy import ListTextActions
from listbuilder.gui.files.workflow import FileWorkflow, initial_army
from listbuilder.gui.icons import icon
from listbuilder.gui.library.controller import LibraryController
from listbuilder.gui.present.option_wording import OptionSummary
from listbuilder.paths import UserDirs


class MainWindow(QMainWindow):
    """The list editor.

    Parameters
    ----------
    catalog : Catalog
        The loaded profiles.
    rulesets : Sequence[Ruleset]
        Known rulesets, default first.
    settings : Settings
        User settings (recent files, last choices); saved when they change.
    dirs : UserDirs
        The user's folders (default save folder: ``dirs.lists``).
    army : ArmyList, optional
        The list to start with (default: an empty list from the settings).

    Attributes
    ----------
    document : ArmyDocument
        The open list, its undo stack and derived state.
    files, lists, dice, card : controllers
        The file workflow, the list's menus, the dice dock and what the
        profile card shows (the feature packages' controllers).
    registry : ActionRegistry
        Every action; each is also an attribute (``window.save_action``).
    summary_bar, catalog_panel, options_panel, roster_panel : QWidget
        Totals, unit browser, options of the selected unit, the list.
    order_pool_panel, violation_panel, profile_card : QWidget
        Order pools, legality report, profile of the selection.
    profile_dock : QDockWidget
        Holds the profile card (the dice calculator tabs beside it).
    """

    def __init__(
        self,
        catalog: Catalog,
        rulesets: Sequence[Ruleset],
        settings: Settings,
        dirs: UserDirs,
        army: ArmyList | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        if not rulesets:
            raise ListbuilderError("no ruleset is available")
        self.catalog = catalog
        self.rulesets = list(rulesets)
        self.settings = settings
        self.dirs = dirs
        self._catalog_key: tuple[int, bool] | None = None
        self.document = ArmyDocument(
            catalog,
            {r.id: r for r in self.rulesets},
            army or initial_army(self),
            self,
        )
        self.autosave = AutosaveController(self.document, dirs.autosave, parent=self)
        self.autosave.autosave_failed.connect(self.show_status)
        self.setWindowIcon(icon("app"))
        self._fit_to_screen(1400, 900)
        self._build()

    # -- construction --

    def _build(self) -> None:
        """Build everything that shows text, around the document and autosave."""
        self._catalog_key = None
        self.files = FileWorkflow(self)
        self.dice = DiceDock(self)
        self._build_widgets()
        self.lists = ListMenus(self)
        self.card = ProfileCardController(self)
        self.editing = EditFlow(self)
        self.library = LibraryController(self)
        self.text_actions = ListTextActions(self.document, self)
        self._create_actions()
        self._connect()
        self.profile_card.set_units(self.settings.units)
        self.registry["units_action"].setChecked(self.settings.units == "cm")
        self._on_document_state_changed(
            StateChange(self.document.state, Touched(structure=True, properties=True))
        )

    def retranslate(self) -> None:
        """Show the window in the language in force, keeping the open list."""
        language.retranslate(self)

    def _fit_to_screen(self, width: int, height: int) -> None:
        """Open at ``width`` x ``height`` pixels, or the free screen if smaller."""
        screen = self.screen()
        area = screen.availableGeometry() if screen is not None else None
        if area is not None and area.width() > 0 and area.height() > 0:
            width, height = min(width, area.width()), min(height, area.height())
        self.resize(width, height)

    def _build_widgets(self) -> None:
        self.summary_bar = SummaryBar(self)
        self.catalog_panel = CatalogPanel(self)
        self.options_panel = OptionsPanel(self)
        self.roster_panel = RosterPanel(self.document, self)
        self.order_pool_panel = OrderPoolPanel(self)
        self.violation_panel = ViolationPanel(self)
        self.profile_card = ProfileCard(self)

        left = QSplitter(Qt.Orientation.Vertical, self)
        left.addWidget(self.catalog_panel)
        left.addWidget(self.options_panel)
        left.setSizes([420, 480])
        bottom = QWidget(self)
        bottom_layout = QHBoxLayout(bottom)
        bottom_layout.setContentsMargins(0, 0, 0, 0)
        bottom_layout.addWidget(self.order_pool_panel, 5)
        bottom_layout.addWidget(self.violation_panel, 4)
        centre = QSplitter(Qt.Orientation.Vertical, self)
        centre.addWidget(self.roster_panel)
        centre.addWidget(bottom)
        centre.setSizes([600, 220])
        centre.setCollapsible(1, False)
        self.main_splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.main_splitter.addWidget(left)
        self.main_splitter.addWidget(centre)
        self.main_splitter.setSizes([400, 600])
        # Extra width goes to the list and, a third of it, to the unit browser.
        self.main_splitter.setStretchFactor(0, 1)
        self.main_splitter.setStretchFactor(1, 2)

        # The profile card is a dock so the dice calculator can share its place
        # as a tab instead of squeezing the list.
        self.profile_card.setMinimumWidth(370)
        self.profile_dock = QDockWidget(self.tr("Profile"), self)
        self.profile_dock.setObjectName("profile_dock")
        self.profile_dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        self.profile_dock.setWidget(self.profile_card)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.profile_dock)

        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.summary_bar)
        layout.addWidget(self.main_splitter, 1)
        self.setCentralWidget(central)
        self.statusBar()

    def _create_actions(self) -> None:
        self.registry = ActionRegistry(self, ACTIONS, self.document.undo_stack)
        for key, action in self.registry.actions.items():
            setattr(self, key if key.endswith("_action") else f"{key}_action", action)
        self.recent_menu = QMenu(self.tr("Open &Recent"), self)
        self.recent_menu.aboutToShow.connect(
            lambda: self.files.fill_recent_menu(self.recent_menu)
        )
        self.move_menu = self.lists.move_menu
        install_menus(
            self,
            self.registry,
            {
                "@recent": self.recent_menu,
                "@move": self.lists.move_menu,
                "@fireteam": self.lists.fireteam_menu,
                "@ruleset": self.lists.ruleset_menu,
                "@text": list(self.text_actions.actions.values()),
            },
        )

    def _connect(self) -> None:
        doc = self.document
        doc.state_changed.connect(self._on_document_state_changed)
        doc.modified_changed.connect(self.files.update_title)
        doc.path_changed.connect(self.files.update_title)
        self.catalog_panel.unit_selected.connect(self._on_catalog_panel_unit_selected)
        self.catalog_panel.unit_activated.connect(
            lambda _unit: self.options_panel.focus_options()
        )
        self.options_panel.option_selected.connect(
            self._on_options_panel_option_selected
        )
        self.options_panel.add_requested.connect(self.editing.add_from_options)
        self.options_panel.replace_requested.connect(self.editing.replace_selected)
        self.catalog_panel.source_changed.connect(self.editing.source_changed)
        self.catalog_panel.model.preferred_option = self.editing.preferred_option
        self.roster_panel.model.option_dropped.connect(
            lambda option, group, position: self.editing.drop(
                option.unit_id,
                option.profile_group_id,
                option.option_id,
                option.reinforcement,
                group,
                position,
            )
        )
        self.roster_panel.option_cell_activated.connect(self.editing.popup_change_menu)
        self.roster_panel.selection_changed.connect(
            self._on_roster_panel_selection_changed
        )
        self.roster_panel.context_menu_requested.connect(
            self._on_roster_panel_context_menu_requested
        )
        self.violation_panel.violation_activated.connect(
            lambda violation: select_violation(self, violation)
        )
        self.text_actions.copied.connect(self.show_status)

    # -- operations (actions, menus and tests call these) ---------------------------

    def add_option(
        self,
        unit_id: int,
        profile_group_id: int,
        option_id: int,
        combat_group: int = 0,
        *,
        reinforcement: bool = False,
    ) -> str:
        """Add an option to ``combat_group`` and select it; its uid.

        One past the last group adds a new group, a reinforcement group when
        ``reinforcement`` is True (the unit comes from the reinforcement list).
        """
        edit = self.document.apply(
            edits.add_trooper,
            combat_group,
            unit_id,
            profile_group_id,
            option_id,
            reinforcement=reinforcement,
        )
        uid = edit.new_troopers[0]
        self.roster_panel.select_uids([uid])
        return uid

    def selected_uids(self) -> list[str]:
        """Uids of the troopers selected in the list."""
        return self.roster_panel.selected_uids()

    def store_settings(self, settings: Settings) -> None:
        """Keep ``settings`` and save them (a failure shows in the status bar)."""
        self.settings = settings
        try:
            save_settings(settings, self.dirs)
        except OSError as exc:
            self.statusBar().showMessage(
                self.tr("Settings not saved: {error}").format(error=exc), 5000
            )

    def set_distance_units(self, in_cm: bool) -> None:
        """View > Distances in cm: MOV and ranges in cm or inches."""
        units = "cm" if in_cm else "in"
        self.profile_card.set_units(units)
        self.store_settings(self.settings.replace(units=units))

    def show_status(self, text: str) -> None:
        """A message in the status bar for a few seconds."""
        self.statusBar().showMessage(text, 5000)

    def show_preferences(self) -> None:
        """Edit > Preferences: pick the language; it applies at once."""
        language.show_preferences(self)

    def set_language(self, choice: str) -> str:
        """Show the app in language ``choice`` (``""``: the system's); the code."""
        return language.set_language(self, choice)

    def show_about(self) -> None:
        """Help > About (names the data version)."""
        from listbuilder.gui.dialogs import about_dialog  # read when first asked

        about_dialog.show_about(self, self.catalog)

    def check_for_data_updates(self) -> None:
        """Help > Check for data updates."""
        from listbuilder.gui.profile_data import (
            update_dialog as data_update_dialog,  # read when asked
        )

        data_update_dialog.check_for_data_updates(self, self.dirs)

    def _on_document_state_changed(self, change: StateChange) -> None:
        show_state(self, change)

    def show_selection(self) -> None:
        """Show the selected trooper (or the previewed option) on the card."""
        self.card.show_selection(self.selected_uids())

    # -- slots --

    def _on_catalog_panel_unit_selected(self, unit: Unit | None) -> None:
        self.options_panel.set_unit(
            unit, reinforcement=self.catalog_panel.showing_reinforcements
        )
        self.options_panel.set_ava(self.editing.ava(unit) if unit else None)
        self.card.show_unit(unit)

    def _on_options_panel_option_selected(self, summary: OptionSummary | None) -> None:
        self.card.preview(summary, self.selected_uids())

    def _on_roster_panel_selection_changed(self, uids: list[str]) -> None:
        update_actions(self, uids)
        self.options_panel.set_can_replace(len(uids) == 1)
        group = self.roster_panel.current_group_index()
        if group is not None:
            self.options_panel.set_target_group(group)
        if uids:
            self.card.preview(None, uids)
        else:
            self.show_selection()

    def _on_roster_panel_context_menu_requested(self, pos: QPoint) -> None:
        self.lists.trooper_menu().exec(pos)

    # -- helpers --

    # -- Qt events --

    def closeEvent(self, event: QCloseEvent) -> None:
        """Ask about unsaved changes; stay open on Cancel."""
        if self.files.maybe_save():
            self.autosave.finish()  # a clean exit leaves nothing to restore
            event.accept()
        else:
            event.ignore()
