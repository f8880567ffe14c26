"""The main window: unit browser, options, the list, profile card, totals, menus.

Layout: the status summary (points, SWC, troopers, lieutenant, legality) across
the top; the unit browser over the selected unit's options on the left; the
list (combat groups → troopers) in the centre with the order pools and the
legality report beneath it; the selected trooper's profile card on the right.
Every edit goes through :class:`~listbuilder.gui.document.ArmyDocument`, so it
is undoable and recomputes the totals through the core: adding troopers and
groups (reinforcement groups too, RULES.md A10), moving them, declaring and
dissolving fireteams (A12), and changing the list's ruleset (R).

Export, army-code import/copy and the dice calculator live in modules built
separately; they are imported lazily in their action handlers and their actions
are disabled when the module is missing.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QMainWindow,
    QMenu,
    QMessageBox,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from listbuilder.core.army import ArmyList
from listbuilder.core.catalog import Catalog, Unit
from listbuilder.core.display import (
    OptionSummary,
    fireteam_choice_text,
    list_file_stem,
    option_ava,
    option_preview_row,
    status_summary,
    trooper_ava,
)
from listbuilder.core.errors import DataError, ListbuilderError
from listbuilder.core.ruleset import Ruleset
from listbuilder.core.validation import ValidationReport, Violation
from listbuilder.data.lists import SUFFIX
from listbuilder.data.settings import Settings, save_settings
from listbuilder.gui.dialogs.about_dialog import show_about
from listbuilder.gui.dialogs.data_update_dialog import (
    check_for_data_updates,
    show_data_changes,
)
from listbuilder.gui.dialogs.new_list_dialog import ask_list_properties, ask_new_list
from listbuilder.gui.document import ArmyDocument
from listbuilder.gui.icons import icon
from listbuilder.gui.widgets.catalog_panel import CatalogPanel
from listbuilder.gui.widgets.options_panel import OptionsPanel
from listbuilder.gui.widgets.order_pool_panel import OrderPoolPanel
from listbuilder.gui.widgets.profile_card import ProfileCard
from listbuilder.gui.widgets.roster_panel import RosterPanel
from listbuilder.gui.widgets.summary_bar import SummaryBar
from listbuilder.gui.widgets.violation_panel import ViolationPanel
from listbuilder.paths import UserDirs

#: Modules built separately, imported only when their action is used.
EXPORT_MODULE = "listbuilder.gui.dialogs.export_dialog"
IMPORT_CODE_MODULE = "listbuilder.gui.dialogs.import_code_dialog"
DICE_MODULE = "listbuilder.gui.widgets.dice_panel"
#: File dialog filter for saved lists.
LIST_FILTER = f"Listbuilder lists (*{SUFFIX});;JSON files (*.json);;All files (*)"


def _module_available(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def initial_army(
    catalog: Catalog, rulesets: Sequence[Ruleset], settings: Settings
) -> ArmyList:
    """The empty list a new window starts with: the last army, points and ruleset."""
    army_id = settings.last_army
    if army_id is None or not catalog.is_playable(army_id):
        army_id = catalog.default_army_id or 0
    known = {r.id for r in rulesets}
    ruleset = (
        settings.last_ruleset if settings.last_ruleset in known else rulesets[0].id
    )
    return ArmyList(army_id=army_id, ruleset=ruleset, points_limit=settings.last_points)


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
        The open list, its undo stack and derived report.
    summary_bar : SummaryBar
        Points, SWC, troopers, lieutenant, legality.
    catalog_panel, options_panel, roster_panel : QWidget
        Unit browser, options of the selected unit, the list.
    order_pool_panel, violation_panel, profile_card : QWidget
        Order pools, legality report, profile of the selection.
    profile_dock : QDockWidget
        Holds the profile card (the dice calculator tabs beside it).
    dice_dock : QDockWidget or None
        The dice calculator dock, created when first shown.
    dice_panel : DicePanel or None
        The calculator in that dock (inside a scroll area, so a short or
        narrow dock never forces the window to grow).
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
        self.dice_dock: QDockWidget | None = None
        self.dice_panel: Any = None
        self._preview: OptionSummary | None = None
        self.document = ArmyDocument(
            catalog,
            {r.id: r for r in self.rulesets},
            army or initial_army(catalog, self.rulesets, settings),
            self,
        )
        self.setWindowIcon(icon("app"))
        self.resize(1400, 900)
        self._build_widgets()
        self._create_actions()
        self._create_menus()
        self._connect()
        self.profile_card.set_units(settings.units)
        self._on_document_army_changed(self.document.army)
        self._on_document_report_changed(self.document.report)
        self._update_title()
        self._update_selection_actions()

    # -- construction --

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
        self.main_splitter.setSizes([350, 650])
        self.main_splitter.setStretchFactor(1, 1)

        # The profile card is a dock so the dice calculator can share its place
        # as a tab instead of squeezing the list.
        self.profile_card.setMinimumWidth(370)
        self.profile_dock = QDockWidget("Profile", self)
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

    def _action(
        self,
        text: str,
        slot: object,
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        icon_name: str | None = None,
        tip: str = "",
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if icon_name:
            action.setIcon(icon(icon_name))
        if tip:
            action.setStatusTip(tip)
        action.triggered.connect(slot)
        return action

    def _create_actions(self) -> None:
        keys = QKeySequence.StandardKey
        self.new_action = self._action(
            "&New list…", self._on_new_action_triggered, keys.New, "new"
        )
        self.open_action = self._action(
            "&Open…", self._on_open_action_triggered, keys.Open, "open"
        )
        self.save_action = self._action(
            "&Save", self._on_save_action_triggered, keys.Save, "save"
        )
        self.save_as_action = self._action(
            "Save &As…", self._on_save_as_action_triggered, keys.SaveAs
        )
        self.export_pdf_action = self._action(
            "&Export PDF…", self._on_export_pdf_action_triggered, "Ctrl+E", "export"
        )
        self.export_pdf_action.setEnabled(_module_available(EXPORT_MODULE))
        self.import_code_action = self._action(
            "&Import army code…", self._on_import_code_action_triggered, "Ctrl+I"
        )
        self.import_code_action.setEnabled(_module_available(IMPORT_CODE_MODULE))
        self.quit_action = self._action("&Quit", self.close, keys.Quit)

        self.undo_action = self.document.undo_stack.createUndoAction(self, "&Undo")
        self.undo_action.setShortcut(QKeySequence(keys.Undo))
        self.undo_action.setIcon(icon("undo"))
        self.redo_action = self.document.undo_stack.createRedoAction(self, "&Redo")
        self.redo_action.setShortcut(QKeySequence(keys.Redo))
        self.redo_action.setIcon(icon("redo"))
        self.copy_code_action = self._action(
            "Copy army &code", self._on_copy_code_action_triggered
        )
        self.copy_link_action = self._action(
            "Copy share &link", self._on_copy_link_action_triggered
        )
        for action in (self.copy_code_action, self.copy_link_action):
            action.setEnabled(_module_available(IMPORT_CODE_MODULE))
        self.remove_action = self._action(
            "&Remove trooper", self._on_remove_action_triggered, keys.Delete, "remove"
        )
        self.duplicate_action = self._action(
            "&Duplicate trooper",
            self._on_duplicate_action_triggered,
            "Ctrl+D",
            "duplicate",
        )
        self.move_menu = QMenu("&Move to group", self)
        self.move_menu.aboutToShow.connect(self._on_move_menu_about_to_show)
        self.fireteam_menu = QMenu("Declare &fireteam", self)
        self.fireteam_menu.setToolTipsVisible(True)
        self.fireteam_menu.aboutToShow.connect(self._on_fireteam_menu_about_to_show)
        self.dissolve_fireteam_action = self._action(
            "Dissolve fireteam",
            self._on_dissolve_fireteam_action_triggered,
            tip="Dissolve the fireteam of the selected trooper",
        )
        self.new_group_action = self._action(
            "New combat &group", self._on_new_group_action_triggered, "Ctrl+G", "group"
        )
        self.new_reinforcement_group_action = self._action(
            "New &reinforcement group",
            self._on_new_reinforcement_group_action_triggered,
            tip="A group for units of the army's reinforcement list",
        )
        self.remove_group_action = self._action(
            "Remove empty combat group", self._on_remove_group_action_triggered
        )
        self.properties_action = self._action(
            "List &properties…", self._on_properties_action_triggered
        )
        self.ruleset_menu = QMenu("R&uleset", self)
        self.ruleset_group = QActionGroup(self)
        self.ruleset_group.setExclusive(True)
        self.ruleset_actions: dict[str, QAction] = {}
        for ruleset in self.rulesets:
            action = self.ruleset_menu.addAction(ruleset.name)
            action.setCheckable(True)
            action.setData(ruleset.id)
            self.ruleset_group.addAction(action)
            action.triggered.connect(
                lambda _=False, r=ruleset.id: self.document.set_ruleset(r)
            )
            self.ruleset_actions[ruleset.id] = action

        self.units_action = self._action(
            "Distances in &cm", self._on_units_action_triggered
        )
        self.units_action.setCheckable(True)
        self.units_action.setChecked(self.settings.units == "cm")
        self.dice_action = self._action(
            "&Dice calculator", self._on_dice_action_triggered, "Ctrl+R", "dice"
        )
        self.dice_action.setCheckable(True)
        self.dice_action.setEnabled(_module_available(DICE_MODULE))
        self.about_action = self._action(
            "&About Listbuilder", self._on_about_action_triggered
        )
        self.data_update_action = self._action(
            "Check for data &updates…", self._on_data_update_action_triggered
        )

    def _create_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu("&File")
        file_menu.addAction(self.new_action)
        file_menu.addAction(self.open_action)
        self.recent_menu = file_menu.addMenu("Open &Recent")
        self.recent_menu.aboutToShow.connect(self._on_recent_menu_about_to_show)
        file_menu.addSeparator()
        file_menu.addAction(self.save_action)
        file_menu.addAction(self.save_as_action)
        file_menu.addSeparator()
        file_menu.addAction(self.export_pdf_action)
        file_menu.addAction(self.import_code_action)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)

        edit_menu = bar.addMenu("&Edit")
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        edit_menu.addSeparator()
        edit_menu.addAction(self.copy_code_action)
        edit_menu.addAction(self.copy_link_action)
        edit_menu.addSeparator()
        edit_menu.addAction(self.remove_action)
        edit_menu.addAction(self.duplicate_action)
        edit_menu.addMenu(self.move_menu)
        edit_menu.addSeparator()
        edit_menu.addMenu(self.fireteam_menu)
        edit_menu.addAction(self.dissolve_fireteam_action)
        edit_menu.addSeparator()
        edit_menu.addAction(self.new_group_action)
        edit_menu.addAction(self.new_reinforcement_group_action)
        edit_menu.addAction(self.remove_group_action)
        edit_menu.addSeparator()
        edit_menu.addAction(self.properties_action)
        edit_menu.addMenu(self.ruleset_menu)

        view_menu = bar.addMenu("&View")
        view_menu.addAction(self.units_action)
        view_menu.addAction(self.dice_action)

        help_menu = bar.addMenu("&Help")
        help_menu.addAction(self.data_update_action)
        help_menu.addAction(self.about_action)

        toolbar = self.addToolBar("Main")
        toolbar.setObjectName("main_toolbar")
        toolbar.setMovable(False)
        for action in (
            self.new_action,
            self.open_action,
            self.save_action,
            None,
            self.undo_action,
            self.redo_action,
            None,
            self.duplicate_action,
            self.remove_action,
            self.new_group_action,
            None,
            self.export_pdf_action,
        ):
            if action is None:
                toolbar.addSeparator()
            else:
                toolbar.addAction(action)

    def _connect(self) -> None:
        doc = self.document
        doc.army_changed.connect(self._on_document_army_changed)
        doc.report_changed.connect(self._on_document_report_changed)
        doc.modified_changed.connect(self._on_document_modified_changed)
        doc.path_changed.connect(self._on_document_path_changed)
        doc.troopers_touched.connect(self._on_document_troopers_touched)
        self.catalog_panel.unit_selected.connect(self._on_catalog_panel_unit_selected)
        self.options_panel.option_selected.connect(
            self._on_options_panel_option_selected
        )
        self.options_panel.add_requested.connect(self._on_options_panel_add_requested)
        self.roster_panel.selection_changed.connect(
            self._on_roster_panel_selection_changed
        )
        self.roster_panel.context_menu_requested.connect(
            self._on_roster_panel_context_menu_requested
        )
        self.violation_panel.violation_activated.connect(
            self._on_violation_panel_violation_activated
        )

    # -- public operations (menus call these; tests too) ------------------------------

    def maybe_save(self) -> bool:
        """Ask Save/Discard/Cancel if the list has unsaved changes.

        Returns True when it is fine to drop the current list (saved, discarded
        or nothing to save).
        """
        if not self.document.is_modified:
            return True
        answer = QMessageBox.question(
            self,
            "Unsaved changes",
            f"The list “{self._display_name()}” has unsaved changes. Save them?",
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def new_list(self) -> bool:
        """Ask for army, ruleset, points and name, then start that list."""
        if not self.maybe_save():
            return False
        template = initial_army(self.catalog, self.rulesets, self.settings)
        army = ask_new_list(self, self.catalog, self.rulesets, template)
        if army is None:
            return False
        self.document.reset(army)
        self._store_settings(
            self.settings.replace(
                last_army=army.army_id,
                last_points=army.points_limit,
                last_ruleset=army.ruleset,
            )
        )
        return True

    def open_path(self, path: Path) -> bool:
        """Open the saved list at ``path`` (asking about unsaved changes first).

        A corrupt or foreign file shows the error; the current list and the file
        stay as they were.
        """
        if not self.maybe_save():
            return False
        return self._load(path)

    def save(self) -> bool:
        """Save to the current file, or ask for one. True when saved."""
        path = self.document.path
        if path is None:
            return self.save_as()
        return self._save_to(path)

    def save_as(self) -> bool:
        """Ask for a file name and save there. True when saved."""
        default = self._default_save_path()
        name, _ = QFileDialog.getSaveFileName(
            self, "Save list", str(default), LIST_FILTER
        )
        if not name:
            return False
        path = Path(name)
        if not path.name.endswith(".json"):
            path = path.with_name(path.name + SUFFIX)
        return self._save_to(path)

    def add_option(
        self,
        unit_id: int,
        group_id: int,
        option_id: int,
        group_index: int = 0,
        *,
        reinforcement: bool = False,
    ) -> str:
        """Add an option to group ``group_index`` and select it; its uid.

        One past the last group adds a new group, a reinforcement group when
        ``reinforcement`` is True (the unit comes from the reinforcement list).
        """
        uid = self.document.add_trooper(
            group_index, unit_id, group_id, option_id, reinforcement=reinforcement
        )
        self.roster_panel.select_uids([uid])
        return uid

    def selected_uids(self) -> list[str]:
        """Uids of the troopers selected in the list."""
        return self.roster_panel.selected_uids()

    def move_selected_to_group(self, group_index: int) -> None:
        """Move the selected troopers to ``group_index`` (one past the last: new).

        Troopers never move between the main list and reinforcement groups.
        """
        uids = self.selected_uids()
        if uids:
            self.document.move_troopers(uids, group_index)
            self.roster_panel.select_uids(uids)

    def declare_fireteam(self, name: str, kind: str) -> bool:
        """Declare the selected troopers a fireteam; True when declared.

        Source: RULES.md A12
        """
        uids = self.selected_uids()
        if not uids:
            return False
        changed = self.document.declare_fireteam(uids, name, kind)
        self.roster_panel.select_uids(uids)
        return changed

    def dissolve_selected_fireteams(self) -> bool:
        """Dissolve the fireteams of the selected troopers; True when one was."""
        uids = self.selected_uids()
        changed = self.document.dissolve_fireteams(uids)
        self.roster_panel.select_uids(uids)
        return changed

    # -- document slots --

    def _on_document_army_changed(self, army: ArmyList) -> None:
        doc = self.document
        roster = doc.roster
        allowed = doc.allows_reinforcements
        self.catalog_panel.set_army(
            self.catalog.army(army.army_id), reinforcements=allowed
        )
        group_before = self.roster_panel.current_group_index()
        self.roster_panel.set_roster(roster, doc.team_tags)
        self.options_panel.set_groups(
            [g.title for g in roster.groups],
            [g.reinforcement for g in roster.groups],
            new_reinforcement=allowed,
        )
        # Troopers moved (menu, drop, undo) keep their selection but change
        # group: the next add goes where the selection now is.
        group_now = self.roster_panel.current_group_index()
        if group_now is not None and group_now != group_before:
            self.options_panel.set_target_group(group_now)
        self.new_reinforcement_group_action.setEnabled(allowed)
        action = self.ruleset_actions.get(army.ruleset)
        if action is not None:
            action.setChecked(True)
        if self.dice_panel is not None:
            self.dice_panel.set_ruleset(doc.ruleset)
        self._update_title()
        self._update_selection_actions()
        self._show_profile()

    def _on_document_report_changed(self, report: ValidationReport) -> None:
        ruleset = self.document.ruleset
        self.summary_bar.set_summary(
            status_summary(report, self.document.roster, ruleset), ruleset.name
        )
        self.violation_panel.set_report(report)
        self.order_pool_panel.set_pools(self.document.pools)

    def _on_document_troopers_touched(self, uids: list[str]) -> None:
        # Undo and redo select what they bring back or move, so the player
        # sees what changed; a step that only removes keeps the selection.
        if uids:
            self.roster_panel.select_uids(uids)

    def _on_document_modified_changed(self, modified: bool) -> None:
        del modified
        self._update_title()

    def _on_document_path_changed(self, path: Path | None) -> None:
        del path
        self._update_title()

    # -- panel slots --

    def _on_catalog_panel_unit_selected(self, unit: Unit | None) -> None:
        self.options_panel.set_unit(
            unit, reinforcement=self.catalog_panel.showing_reinforcements
        )

    def _on_options_panel_option_selected(self, summary: OptionSummary | None) -> None:
        self._preview = summary
        if summary is not None:
            self._show_preview(summary)
        else:
            self._show_profile()

    def _on_options_panel_add_requested(
        self, unit_id: int, group_id: int, option_id: int, group_index: int
    ) -> None:
        self.add_option(
            unit_id,
            group_id,
            option_id,
            group_index,
            reinforcement=self.options_panel.reinforcement,
        )

    def _on_roster_panel_selection_changed(self, uids: list[str]) -> None:
        self._update_selection_actions()
        group = self.roster_panel.current_group_index()
        if group is not None:
            self.options_panel.set_target_group(group)
        if uids:
            self._preview = None
        self._show_profile()

    def _on_roster_panel_context_menu_requested(self, pos: QPoint) -> None:
        menu = self._trooper_menu()
        menu.exec(pos)

    def _on_violation_panel_violation_activated(self, violation: Violation) -> None:
        if violation.troopers:
            self.roster_panel.select_uids(list(violation.troopers))
            self.roster_panel.tree_view.setFocus()
        else:
            self.statusBar().showMessage(
                "This problem concerns the whole list, not particular troopers.", 4000
            )

    # -- action slots --

    def _on_new_action_triggered(self) -> None:
        self.new_list()

    def _on_open_action_triggered(self) -> None:
        if not self.maybe_save():
            return
        folder = self.dirs.lists
        if self.document.path is not None:
            folder = self.document.path.parent
        name, _ = QFileDialog.getOpenFileName(
            self, "Open list", str(folder), LIST_FILTER
        )
        if name:
            self._load(Path(name))

    def _on_recent_menu_about_to_show(self) -> None:
        self.recent_menu.clear()
        if not self.settings.recent_files:
            self.recent_menu.addAction("No recent lists").setEnabled(False)
            return
        for number, text in enumerate(self.settings.recent_files, start=1):
            path = Path(text)
            action = self.recent_menu.addAction(f"&{number % 10} {path.name}")
            action.setStatusTip(text)
            action.setToolTip(text)
            action.triggered.connect(lambda _=False, p=path: self.open_path(p))

    def _on_save_action_triggered(self) -> None:
        self.save()

    def _on_save_as_action_triggered(self) -> None:
        self.save_as()

    def _on_export_pdf_action_triggered(self) -> None:
        try:
            from listbuilder.gui.dialogs.export_dialog import export_pdf_interactive
        except ImportError as exc:
            self._unavailable(self.export_pdf_action, "PDF export", exc)
            return
        settings = export_pdf_interactive(
            self,
            self.document.army,
            self.catalog,
            self.document.ruleset,
            self.settings,
        )
        if isinstance(settings, Settings) and settings != self.settings:
            self._store_settings(settings)

    def _on_import_code_action_triggered(self) -> None:
        try:
            from listbuilder.gui.dialogs.import_code_dialog import import_army_code
        except ImportError as exc:
            self._unavailable(self.import_code_action, "Army code import", exc)
            return
        army = import_army_code(self, self.catalog)
        if army is None:
            return
        if army.ruleset not in self.document.rulesets:
            QMessageBox.critical(
                self,
                "Cannot import the army code",
                f"The code uses the unknown ruleset {army.ruleset!r}.",
            )
            return
        if self.maybe_save():
            self.document.reset(army, None, modified=True)

    def _on_copy_code_action_triggered(self) -> None:
        try:
            from listbuilder.gui.dialogs.import_code_dialog import copy_army_code
        except ImportError as exc:
            self._unavailable(self.copy_code_action, "Army codes", exc)
            return
        copy_army_code(self.document.army, self.catalog)
        self.statusBar().showMessage("Army code copied to the clipboard.", 4000)

    def _on_copy_link_action_triggered(self) -> None:
        try:
            from listbuilder.gui.dialogs.import_code_dialog import copy_share_link
        except ImportError as exc:
            self._unavailable(self.copy_link_action, "Share links", exc)
            return
        copy_share_link(self.document.army, self.catalog)
        self.statusBar().showMessage("Share link copied to the clipboard.", 4000)

    def _on_remove_action_triggered(self) -> None:
        uids = self.selected_uids()
        if uids:
            self.document.remove_troopers(uids)

    def _on_duplicate_action_triggered(self) -> None:
        uids = self.selected_uids()
        if uids:
            self.roster_panel.select_uids(self.document.duplicate_troopers(uids))

    def _on_move_menu_about_to_show(self) -> None:
        self._fill_move_menu(self.move_menu)

    def _on_new_group_action_triggered(self) -> None:
        self.document.add_group()

    def _on_new_reinforcement_group_action_triggered(self) -> None:
        if not self.document.allows_reinforcements:
            return
        index = self.document.add_group(reinforcement=True)
        self.catalog_panel.set_source(True)
        self.options_panel.set_target_group(index)

    def _on_fireteam_menu_about_to_show(self) -> None:
        self._fill_fireteam_menu(self.fireteam_menu)

    def _on_dissolve_fireteam_action_triggered(self) -> None:
        self.dissolve_selected_fireteams()

    def _on_remove_group_action_triggered(self) -> None:
        army = self.document.army
        index = self.roster_panel.current_group_index()
        if index is None:
            empty = [i for i, g in enumerate(army.groups) if not g.troopers]
            index = empty[-1] if empty else None
        main_groups = sum(not g.reinforcement for g in army.groups)
        if index is None or (not army.groups[index].reinforcement and main_groups <= 1):
            self.statusBar().showMessage(
                "Select an empty combat group to remove.", 4000
            )
            return
        if army.groups[index].troopers:
            self.statusBar().showMessage(
                "Only an empty combat group can be removed; move or remove its "
                "troopers first.",
                5000,
            )
            return
        self.document.remove_group(index)

    def _on_properties_action_triggered(self) -> None:
        chosen = ask_list_properties(
            self, self.catalog, self.rulesets, self.document.army
        )
        if chosen is not None:
            name, points, ruleset = chosen
            self.document.set_properties(
                name=name, points_limit=points, ruleset=ruleset
            )

    def _on_units_action_triggered(self, checked: bool) -> None:
        units = "cm" if checked else "in"
        self.profile_card.set_units(units)
        self._store_settings(self.settings.replace(units=units))

    def _on_dice_action_triggered(self, checked: bool) -> None:
        dock = self._ensure_dice_dock() if checked else self.dice_dock
        if dock is not None:
            dock.setVisible(checked)
            if checked:
                dock.raise_()

    def _on_dice_dock_visibility_changed(self, visible: bool) -> None:
        self.dice_action.setChecked(visible)

    def _on_about_action_triggered(self) -> None:
        show_about(self, self.catalog)

    def _on_data_update_action_triggered(self) -> None:
        check_for_data_updates(self, self.dirs)

    # -- helpers --

    def _trooper_menu(self) -> QMenu:
        menu = QMenu(self)
        menu.setToolTipsVisible(True)
        menu.addAction(self.duplicate_action)
        menu.addAction(self.remove_action)
        move = menu.addMenu("Move to group")
        self._fill_move_menu(move)
        move.setEnabled(bool(self.selected_uids()))
        menu.addSeparator()
        teams = menu.addMenu("Declare fireteam")
        teams.setToolTipsVisible(True)
        self._fill_fireteam_menu(teams)
        menu.addAction(self.dissolve_fireteam_action)
        menu.addSeparator()
        menu.addAction(self.new_group_action)
        menu.addAction(self.new_reinforcement_group_action)
        menu.addAction(self.remove_group_action)
        return menu

    def _fill_move_menu(self, menu: QMenu) -> None:
        menu.clear()
        uids = set(self.selected_uids())
        army = self.document.army
        # Only groups of the selection's kind: a trooper never moves between the
        # main list and the reinforcements (RULES.md A10).
        kinds = {self.document.is_reinforcement(u) for u in uids}
        for index, group in enumerate(self.document.roster.groups):
            if kinds and {group.reinforcement} != kinds:
                continue
            action = menu.addAction(group.title)
            here = {t.uid for t in army.groups[index].troopers}
            action.setEnabled(bool(uids) and not uids <= here)
            action.triggered.connect(
                lambda _=False, i=index: self.move_selected_to_group(i)
            )
        menu.addSeparator()
        reinforcement = kinds == {True}
        text = "New reinforcement group" if reinforcement else "New combat group"
        action = menu.addAction(text)
        action.setEnabled(len(kinds) == 1)
        if len(kinds) > 1:
            action.setToolTip(
                "Main-list and reinforcement troopers cannot share a group"
            )
        new_index = len(army.groups)
        action.triggered.connect(
            lambda _=False, i=new_index: self.move_selected_to_group(i)
        )

    def _fill_fireteam_menu(self, menu: QMenu) -> None:
        """List exactly the teams the chart allows the selection (RULES.md A12)."""
        menu.clear()
        uids = self.selected_uids()
        choices = self.document.fireteam_choices(uids)
        for name, kind in choices:
            action = menu.addAction(fireteam_choice_text(name, kind))
            action.setData((name, kind))
            action.triggered.connect(
                lambda _=False, n=name, k=kind: self.declare_fireteam(n, k)
            )
        if not choices:
            hint = menu.addAction(self.document.fireteam_hint(uids))
            hint.setEnabled(False)

    def _show_preview(self, summary: OptionSummary) -> None:
        unit = self.options_panel.model.unit()
        option = unit.option(summary.group_id, summary.option_id) if unit else None
        if unit is None or option is None:
            return
        row = option_preview_row(unit, summary.group_id, option, self.catalog)
        ava = option_ava(unit, summary.group_id, option)
        self.profile_card.set_row(row, ava)

    def _show_profile(self) -> None:
        uids = self.selected_uids()
        trooper = self.document.resolved(uids[0]) if uids else None
        if self.dice_panel is not None:
            self.dice_panel.set_trooper(trooper)
        if trooper is None:
            if self._preview is not None:
                self._show_preview(self._preview)
            else:
                self.profile_card.set_row(None)
            return
        row = next(r for r in self.document.roster.rows() if r.uid == trooper.uid)
        self.profile_card.set_row(row, trooper_ava(trooper))

    def _ensure_dice_dock(self) -> QDockWidget | None:
        if self.dice_dock is not None:
            return self.dice_dock
        try:
            from listbuilder.gui.widgets.dice_panel import DicePanel
        except ImportError as exc:
            self._unavailable(self.dice_action, "The dice calculator", exc)
            self.dice_action.setChecked(False)
            return None
        dock = QDockWidget("Dice calculator", self)
        dock.setObjectName("dice_dock")
        # The calculator is taller than a 900-pixel window leaves a dock, and it
        # stacks its two sides when narrow: scroll instead of growing the window.
        scroll = QScrollArea(dock)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.dice_panel = DicePanel(self.catalog, self.document.ruleset, scroll)
        scroll.setWidget(self.dice_panel)
        dock.setWidget(scroll)
        width = self.profile_dock.width()
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.tabifyDockWidget(self.profile_dock, dock)
        # Keep the dock area as wide as the profile card was, so the list keeps
        # its room (the calculator stacks its sides to fit).
        self.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
        dock.visibilityChanged.connect(self._on_dice_dock_visibility_changed)
        self.dice_dock = dock
        self._show_profile()
        return dock

    def _unavailable(self, action: QAction, what: str, exc: ImportError) -> None:
        action.setEnabled(False)
        QMessageBox.warning(
            self, "Not available", f"{what} is not available in this build ({exc})."
        )

    def _load(self, path: Path) -> bool:
        try:
            notes = self.document.open(path)
        except DataError as exc:
            QMessageBox.critical(self, "Cannot open the list", str(exc))
            return False
        self._store_settings(self.settings.with_recent(path))
        self.statusBar().showMessage(f"Opened {path}", 4000)
        if notes:
            show_data_changes(self, path, notes)
        return True

    def _save_to(self, path: Path) -> bool:
        try:
            self.document.save(path)
        except OSError as exc:
            QMessageBox.critical(
                self,
                "Cannot save the list",
                f"{path}: {exc.strerror or exc}. The list was not saved.",
            )
            return False
        self._store_settings(self.settings.with_recent(path))
        self.statusBar().showMessage(f"Saved {path}", 4000)
        return True

    def _default_save_path(self) -> Path:
        if self.document.path is not None:
            return self.document.path
        folder = self.dirs.lists
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            folder = Path.home()
        army = self.catalog.army(self.document.army.army_id)
        stem = list_file_stem(self.document.army, army.name if army else "list")
        return folder / f"{stem}{SUFFIX}"

    def _store_settings(self, settings: Settings) -> None:
        self.settings = settings
        try:
            save_settings(settings, self.dirs)
        except OSError as exc:
            self.statusBar().showMessage(f"Settings not saved: {exc}", 5000)

    def _display_name(self) -> str:
        army = self.document.army
        if army.name:
            return army.name
        if self.document.path is not None:
            return self.document.path.name
        return "Untitled"

    def _update_title(self) -> None:
        army = self.document.army
        faction = self.catalog.army(army.army_id)
        faction_name = faction.name if faction else f"Army {army.army_id}"
        edition = self.document.ruleset.edition
        self.setWindowTitle(
            f"{self._display_name()}[*] — {faction_name}, {army.points_limit} pts,"
            f" {edition} — Listbuilder"
        )
        self.setWindowModified(self.document.is_modified)

    def _update_selection_actions(self) -> None:
        uids = self.selected_uids()
        has = bool(uids)
        for action in (self.remove_action, self.duplicate_action):
            action.setEnabled(has)
        self.move_menu.setEnabled(has)
        tags = self.document.team_tags
        self.dissolve_fireteam_action.setEnabled(any(u in tags for u in uids))

    # -- Qt events --

    def closeEvent(self, event: QCloseEvent) -> None:
        """Ask about unsaved changes; stay open on Cancel."""
        if self.maybe_save():
            event.accept()
        else:
            event.ignore()
