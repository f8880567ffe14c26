"""The main window: builds the list editor's panels and controllers and wires them.

Panels are placed by ``gui.editor.layout``; actions are data (``gui.menus``).
Controllers of the feature packages get the document, widgets and callbacks
they need; each view follows the document (``ArmyDocument.followers``) itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QPoint, SignalInstance
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QWidget

from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.catalog.units import Unit
from listbuilder.core.errors import ListbuilderError
from listbuilder.core.lists import edits
from listbuilder.core.lists.army_list import ArmyList
from listbuilder.data.settings import Settings
from listbuilder.gui import language
from listbuilder.gui.actions import (
    ActionRegistry,
    WindowContext,
    action_specs,
    install_menus,
)
from listbuilder.gui.classified.panel import ClassifiedPanel, beside_order_pools
from listbuilder.gui.dice.dock import DiceDock
from listbuilder.gui.document import ArmyDocument, Followers, StateChange
from listbuilder.gui.editor.editing import EditFlow
from listbuilder.gui.editor.layout import lay_out
from listbuilder.gui.editor.list_menus import ListMenus
from listbuilder.gui.editor.options_panel import OptionsPanel
from listbuilder.gui.editor.order_pool_panel import OrderPoolPanel
from listbuilder.gui.editor.profile import ProfileCardController
from listbuilder.gui.editor.profile_card import ProfileCard
from listbuilder.gui.editor.roster_panel import RosterPanel
from listbuilder.gui.editor.summary_bar import SummaryBar
from listbuilder.gui.editor.unit_browser import CatalogPanel
from listbuilder.gui.editor.violation_panel import ViolationPanel
from listbuilder.gui.files.autosave import AutosaveController
from listbuilder.gui.files.text_copy import ListTextActions
from listbuilder.gui.files.workflow import FileWorkflow, initial_army
from listbuilder.gui.icons import icon
from listbuilder.gui.library.controller import LibraryController
from listbuilder.gui.menus import MENUS, TOOLBAR, WindowActions
from listbuilder.gui.place import PlaceKeeper
from listbuilder.gui.present.option_wording import OptionSummary
from listbuilder.gui.user_settings import UserSettings
from listbuilder.gui.widgets.screen_fit import fit_to_screen
from listbuilder.paths import UserDirs


class MainWindow(WindowActions, QMainWindow):
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
    user : UserSettings
        The settings in force and the user's folders.
    place : PlaceKeeper
        Keeps the last list and the layout in the settings.
    registry : ActionRegistry
        Every action; each is also a typed attribute (``window.save_action``,
        declared in :class:`~listbuilder.gui.menus.WindowActions`).
    """

    # Controllers and panels, rebuilt with the texts (``retranslate``).
    files: FileWorkflow
    lists: ListMenus
    dice: DiceDock
    card: ProfileCardController
    editing: EditFlow
    library: LibraryController
    summary_bar: SummaryBar
    catalog_panel: CatalogPanel
    options_panel: OptionsPanel
    roster_panel: RosterPanel
    order_pool_panel: OrderPoolPanel
    classified_panel: ClassifiedPanel
    violation_panel: ViolationPanel
    profile_card: ProfileCard
    profile_dock: QDockWidget

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
        self.user = UserSettings(settings, dirs, self.show_status)
        self.dirs = dirs
        #: Document signals connected to this build's controllers (cut on rebuild).
        self._links: list[tuple[SignalInstance | Followers, Callable[..., Any]]] = []
        self.document = ArmyDocument(
            catalog,
            {r.id: r for r in self.rulesets},
            army or initial_army(catalog, settings, self.rulesets),
            self,
        )
        self.autosave = AutosaveController(self.document, dirs.autosave, parent=self)
        self.autosave.autosave_failed.connect(self.show_status)
        self.place = PlaceKeeper(self, self.document, self.user)
        self.setWindowIcon(icon("app"))
        fit_to_screen(self, 1400, 900)
        self._build()

    # -- construction --

    @property
    def settings(self) -> Settings:
        """The user settings in force."""
        return self.user.settings

    def _build(self) -> None:
        """Build everything that shows text, around the document and autosave."""
        doc, catalog, user = self.document, self.catalog, self.user
        status = self.show_status
        self._build_widgets()
        self.files = FileWorkflow(doc, self, catalog, user, status)
        self.dice = DiceDock(
            self,
            doc,
            catalog,
            user,
            self.profile_dock,
            self.show_selection,
            self._update_actions,
        )
        panels = (self.catalog_panel, self.options_panel, self.roster_panel)
        self.card = ProfileCardController(
            doc, self.profile_card, self.options_panel, catalog, self.dice.follow
        )
        self.editing = EditFlow(doc, self, *panels, status)
        self.lists = ListMenus(
            doc,
            self,
            catalog,
            *panels,
            status,
            self.editing.change_menu,
            lambda: self.registry.actions,
        )
        self.library = LibraryController(
            self,
            doc,
            catalog,
            user,
            self.files.open_path,
            status,
            self._update_actions,
        )
        self.text_actions = ListTextActions(doc, self)
        self._create_actions()
        self._connect()
        self.profile_card.set_units(self.settings.units)
        doc.announce()

    def retranslate(self) -> None:
        """Show the window in the language in force, keeping list and layout."""
        kept = language.ViewState.capture(
            self,
            self.selected_uids(),
            self.main_splitter,
            library_shown=self.library.shown,
            dice_shown=self.dice.shown,
        )
        while self._links:  # the document outlives the views
            signal, slot = self._links.pop()
            signal.disconnect(slot)
        language.tear_down(self, self.library.library_window, self.text_actions)
        self.document.refresh()  # the core's texts follow the language
        self._build()
        kept.restore(
            self,
            self.main_splitter,
            self.roster_panel.select_uids,
            self.dice.show,
            self.library.toggle,
        )

    def _build_widgets(self) -> None:
        self.summary_bar = SummaryBar(self)
        self.catalog_panel = CatalogPanel(self)
        self.options_panel = OptionsPanel(self)
        self.roster_panel = RosterPanel(self.document, self)
        self.order_pool_panel = OrderPoolPanel(self)
        self.classified_panel = ClassifiedPanel(self)
        self.violation_panel = ViolationPanel(self)
        self.profile_card = ProfileCard(self)
        pools = beside_order_pools(self.order_pool_panel, self.classified_panel, self)

        self.main_splitter, self.profile_dock = lay_out(
            self,
            self.summary_bar,
            (self.catalog_panel, self.options_panel),
            self.roster_panel,
            (pools, self.violation_panel),
            self.profile_card,
        )

    def _create_actions(self) -> None:
        self.registry = ActionRegistry(
            self, self, action_specs(MainWindow), self.document.undo_stack
        )
        self.recent_menu = QMenu(self.tr("Open &Recent"), self)
        self.recent_menu.aboutToShow.connect(
            lambda: self.files.fill_recent_menu(self.recent_menu)
        )
        self.move_menu = self.lists.move_menu
        install_menus(
            self,
            self.registry,
            MENUS,
            TOOLBAR,
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
        # Each view follows the list itself, in this order: the browser's army
        # before its AVA, the list's rows before what follows the selection.
        for view in (
            self.catalog_panel,
            self.roster_panel,
            self.options_panel,
            self.summary_bar,
            self.violation_panel,
            self.order_pool_panel,
            self.classified_panel,
        ):
            view.follow(doc)
        self._link(doc.followers, self.lists.on_state_changed)
        self._link(doc.followers, self.files.on_state_changed)
        self._link(doc.modified_changed, self.files.update_title)
        self._link(doc.path_changed, self.files.update_title)
        self._link(doc.followers, self.editing.on_state_changed)
        self._link(doc.followers, self._on_document_state_changed)
        self.roster_panel.current_group_moved.connect(
            self.options_panel.set_target_group
        )
        self.catalog_panel.unit_selected.connect(self._on_catalog_panel_unit_selected)
        self.catalog_panel.unit_activated.connect(self.editing.add_unit)
        self.options_panel.option_selected.connect(
            self._on_options_panel_option_selected
        )
        self.roster_panel.selection_changed.connect(
            self._on_roster_panel_selection_changed
        )
        self.roster_panel.context_menu_requested.connect(
            self._on_roster_panel_context_menu_requested
        )
        self.violation_panel.violation_activated.connect(self.lists.select_violation)
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
        return edit.new_troopers[0]  # the list selects it, as it follows each edit

    def selected_uids(self) -> list[str]:
        """Uids of the troopers selected in the list."""
        return self.roster_panel.selected_uids()

    def set_distance_units(self, in_cm: bool) -> None:
        """View > Distances in cm: MOV and ranges in cm or inches."""
        units = "cm" if in_cm else "in"
        self.profile_card.set_units(units)
        self.user.store(self.settings.replace(units=units))

    def show_status(self, text: str, msecs: int = 5000) -> None:
        """A message in the status bar for ``msecs`` milliseconds."""
        self.statusBar().showMessage(text, msecs)

    def show_preferences(self) -> None:
        """Edit > Preferences: pick the language; it applies at once."""
        language.show_preferences(self, self.user, self.set_language)

    def set_language(self, choice: str) -> str:
        """Show the app in language ``choice`` (``""``: the system's); the code."""
        return language.set_language(choice, self.retranslate)

    def _link(
        self, signal: SignalInstance | Followers, slot: Callable[..., Any]
    ) -> None:
        signal.connect(slot)
        self._links.append((signal, slot))

    def _on_document_state_changed(self, change: StateChange) -> None:
        del change  # after the list's rows: the selection the change left
        self._update_actions()
        self.show_selection()

    def _update_actions(self) -> None:
        """Apply the actions' rules to the selection and the list."""
        uids = self.selected_uids()
        tags = self.document.team_tags
        self.registry.update(
            WindowContext(
                has_selection=bool(uids),
                selection_in_fireteam=any(u in tags for u in uids),
                allows_reinforcements=self.document.allows_reinforcements,
            )
        )
        menu = self.lists.move_menu
        if menu.isEnabled() != bool(uids):
            menu.setEnabled(bool(uids))

    def show_selection(self) -> None:
        """Show the selected trooper (or the previewed option) on the card."""
        self.card.show_selection(self.selected_uids())

    def _on_catalog_panel_unit_selected(self, unit: Unit | None) -> None:
        self.options_panel.set_unit(
            unit, reinforcement=self.catalog_panel.showing_reinforcements
        )
        self.options_panel.set_ava(self.editing.ava(unit) if unit else None)
        self.card.show_unit(unit)

    def _on_options_panel_option_selected(self, summary: OptionSummary | None) -> None:
        self.card.preview(summary, self.selected_uids())

    def _on_roster_panel_selection_changed(self, uids: list[str]) -> None:
        self._update_actions()
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

    # -- Qt events --

    def closeEvent(self, event: QCloseEvent) -> None:
        """Ask about unsaved changes; stay open on Cancel."""
        if self.files.maybe_save():
            self.autosave.finish()  # a clean exit leaves nothing to restore
            self.place.remember()  # the next start opens this list, as laid out
            event.accept()
        else:
            event.ignore()
