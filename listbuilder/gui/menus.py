"""The main window's actions, menus and toolbar, declared as data.

:class:`WindowActions` declares each action of the main window as a typed
class attribute (an :class:`~listbuilder.gui.actions.ActionSpec`): its text,
shortcut and icon, the window's callable it runs, and its enablement and
checked rules. :data:`MENUS` and :data:`TOOLBAR` say where each one appears.
``MainWindow`` inherits :class:`WindowActions`, so ``window.save_action`` is
that window's ``QAction``.

Imports Qt and ``listbuilder.gui.actions`` only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

from PySide6.QtGui import QAction, QKeySequence

from listbuilder.gui.actions import ActionSpec, RegisteredAction, WindowContext
from listbuilder.gui.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from listbuilder.gui.main_window import MainWindow

_KEYS = QKeySequence.StandardKey
#: An action of the main window.
_Action: TypeAlias = ActionSpec["MainWindow"]


def _selection(c: WindowContext) -> bool:
    return c.has_selection


def _in_fireteam(c: WindowContext) -> bool:
    return c.selection_in_fireteam


def _reinforcements(c: WindowContext) -> bool:
    return c.allows_reinforcements


def _show_about(window: MainWindow) -> None:
    """Help > About (names the data version)."""
    from listbuilder.gui.dialogs import about_dialog  # read when first asked

    about_dialog.show_about(window, window.catalog)


def _show_rules(window: MainWindow) -> None:
    """Help > Rules reference (docs/rules.md)."""
    from listbuilder.gui.dialogs import rules_dialog  # read when first asked

    rules_dialog.show_rules(window)


def _check_for_data_updates(window: MainWindow) -> None:
    """Help > Check for data updates."""
    from listbuilder.core.catalog.listing import data_version_summary
    from listbuilder.gui.profile_data import update_dialog  # read when asked

    in_use = data_version_summary(window.catalog)
    update_dialog.check_for_data_updates(window, window.user.dirs, in_use)


def _check_event(window: MainWindow) -> None:
    """File > Check an event: the organiser's check of an event file."""
    from listbuilder.data.rulesets import DEFAULT_RULESET  # read when first asked
    from listbuilder.export.options import PdfOptions
    from listbuilder.gui.event.dialog import check_event_interactive

    settings = window.settings
    pdf = PdfOptions(style="compact", page=settings.pdf_page, units=settings.pdf_units)
    ruleset = window.document.rulesets[DEFAULT_RULESET]
    check_event_interactive(
        window, window.catalog, ruleset, pdf, window.files.open_army
    )


class WindowActions:
    """Every action of the main window, each a ``QAction`` read on the window."""

    undo_action = RegisteredAction()  # the undo stack's
    redo_action = RegisteredAction()
    new_action = _Action(
        QT_TRANSLATE_NOOP("Actions", "&New list…"),
        lambda w: w.files.new_list(),
        _KEYS.New,
        "new",
    )
    open_action = _Action(
        QT_TRANSLATE_NOOP("Actions", "&Open…"),
        lambda w: w.files.open_dialog(),
        _KEYS.Open,
        "open",
    )
    save_action = _Action(
        QT_TRANSLATE_NOOP("Actions", "&Save"),
        lambda w: w.files.save(),
        _KEYS.Save,
        "save",
    )
    save_as_action = _Action(
        QT_TRANSLATE_NOOP("Actions", "Save &As…"),
        lambda w: w.files.save_as(),
        _KEYS.SaveAs,
    )
    export_pdf_action = _Action(
        QT_TRANSLATE_NOOP("Actions", "&Export PDF…"),
        lambda w: w.files.export_pdf(),
        "Ctrl+E",
        "export",
    )
    import_code_action = _Action(
        QT_TRANSLATE_NOOP("Actions", "&Import army code…"),
        lambda w: w.files.import_code(),
        "Ctrl+I",
    )
    check_event_action = _Action(
        QT_TRANSLATE_NOOP("Actions", "Check an e&vent…"),
        lambda w: _check_event(w),
        tip=QT_TRANSLATE_NOOP(
            "Actions",
            "Check every player's lists of an event file (CSV of players and "
            "army codes) and print the organiser's binder",
        ),
    )
    quit_action = _Action(
        QT_TRANSLATE_NOOP("Actions", "&Quit"), lambda w: w.close(), _KEYS.Quit
    )
    find_action = _Action(
        QT_TRANSLATE_NOOP("Actions", "&Find unit…"),
        lambda w: w.catalog_panel.focus_search(),
        _KEYS.Find,
        tip=QT_TRANSLATE_NOOP(
            "Actions",
            "Search the unit browser; Down and Enter walk into units and options",
        ),
    )
    copy_code_action = _Action(
        QT_TRANSLATE_NOOP("Actions", "Copy army &code"), lambda w: w.files.copy_code()
    )
    copy_link_action = _Action(
        QT_TRANSLATE_NOOP("Actions", "Copy share &link"), lambda w: w.files.copy_link()
    )
    remove_action = _Action(
        QT_TRANSLATE_NOOP("Actions", "&Remove trooper"),
        lambda w: w.lists.remove_selected(),
        _KEYS.Delete,
        "remove",
        enablement=_selection,
    )
    duplicate_action = _Action(
        QT_TRANSLATE_NOOP("Actions", "&Duplicate trooper"),
        lambda w: w.lists.duplicate_selected(),
        "Ctrl+D",
        "duplicate",
        enablement=_selection,
    )
    specops_action = _Action(
        QT_TRANSLATE_NOOP("Actions", "&Spec-Ops…"),
        lambda w: w.lists.edit_specops(),
        tip=QT_TRANSLATE_NOOP(
            "Actions", "Edit the upgrades of the selected Spec-Ops trooper"
        ),
        enablement=_selection,
    )
    dissolve_fireteam_action = _Action(
        QT_TRANSLATE_NOOP("Actions", "Dissolve fireteam"),
        lambda w: w.lists.dissolve_selected_fireteams(),
        tip=QT_TRANSLATE_NOOP(
            "Actions", "Dissolve the fireteam of the selected trooper"
        ),
        enablement=_in_fireteam,
    )
    new_group_action = _Action(
        QT_TRANSLATE_NOOP("Actions", "New combat &group"),
        lambda w: w.lists.new_group(),
        "Ctrl+G",
        "group",
    )
    new_reinforcement_group_action = _Action(
        QT_TRANSLATE_NOOP("Actions", "New &reinforcement group"),
        lambda w: w.lists.new_reinforcement_group(),
        tip=QT_TRANSLATE_NOOP(
            "Actions", "A group for units of the army's reinforcement list"
        ),
        enablement=_reinforcements,
    )
    remove_group_action = _Action(
        QT_TRANSLATE_NOOP("Actions", "Remove empty combat group"),
        lambda w: w.lists.remove_group(),
    )
    properties_action = _Action(
        QT_TRANSLATE_NOOP("Actions", "List &properties…"),
        lambda w: w.lists.edit_properties(),
    )
    units_action = _Action(
        QT_TRANSLATE_NOOP("Actions", "Distances in &cm"),
        on_toggled=lambda w, in_cm: w.set_distance_units(in_cm),
        checked=lambda w: w.settings.units == "cm",
    )
    dice_action = _Action(
        QT_TRANSLATE_NOOP("Actions", "&Dice calculator"),
        None,
        "Ctrl+R",
        "dice",
        on_toggled=lambda w, shown: w.dice.show(shown),
        checked=lambda w: w.dice.shown,
    )
    library_action = _Action(
        QT_TRANSLATE_NOOP("Actions", "&Library"),
        None,
        "Ctrl+L",
        tip=QT_TRANSLATE_NOOP(
            "Actions", "Every saved list: search, sort, folders, tags, trash"
        ),
        on_toggled=lambda w, shown: w.library.toggle(shown),
        checked=lambda w: w.library.shown,
    )
    data_update_action = _Action(
        QT_TRANSLATE_NOOP("Actions", "Check for data &updates…"),
        lambda w: _check_for_data_updates(w),
        tip=QT_TRANSLATE_NOOP("Actions", "Fetch the newest official army data"),
    )
    preferences_action = _Action(
        QT_TRANSLATE_NOOP("Actions", "&Preferences…"),
        lambda w: w.show_preferences(),
        _KEYS.Preferences,
        tip=QT_TRANSLATE_NOOP("Actions", "Language of the app"),
        role=QAction.MenuRole.PreferencesRole,
    )
    rules_action = _Action(
        QT_TRANSLATE_NOOP("Actions", "&Rules reference…"),
        lambda w: _show_rules(w),
        _KEYS.HelpContents,
        tip=QT_TRANSLATE_NOOP(
            "Actions", "What each rule id of the legality report (A5, B5...) means"
        ),
    )
    about_action = _Action(
        QT_TRANSLATE_NOOP("Actions", "&About Listbuilder"), lambda w: _show_about(w)
    )


#: Menu entries: an action key, ``"-"`` for a separator, ``"@name"`` for a
#: submenu or a run of actions the window builds (``"@recent"``, ``"@move"``,
#: ``"@fireteam"``, ``"@ruleset"``, ``"@text"``).
MENUS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        QT_TRANSLATE_NOOP("Actions", "&File"),
        (
            "new_action",
            "open_action",
            "@recent",
            "library_action",
            "-",
            "save_action",
            "save_as_action",
            "-",
            "export_pdf_action",
            "import_code_action",
            "check_event_action",
            "-",
            "quit_action",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Actions", "&Edit"),
        (
            "undo_action",
            "redo_action",
            "-",
            "find_action",
            "-",
            "copy_code_action",
            "copy_link_action",
            "@text",
            "-",
            "remove_action",
            "duplicate_action",
            "specops_action",
            "@move",
            "-",
            "@fireteam",
            "dissolve_fireteam_action",
            "-",
            "new_group_action",
            "new_reinforcement_group_action",
            "remove_group_action",
            "-",
            "properties_action",
            "@ruleset",
            "-",
            "preferences_action",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Actions", "&View"),
        ("library_action", "units_action", "dice_action"),
    ),
    (
        QT_TRANSLATE_NOOP("Actions", "&Help"),
        ("rules_action", "-", "data_update_action", "about_action"),
    ),
)

#: The toolbar, in order (``"-"`` separates).
TOOLBAR: tuple[str, ...] = (
    "new_action",
    "open_action",
    "save_action",
    "-",
    "undo_action",
    "redo_action",
    "-",
    "duplicate_action",
    "remove_action",
    "new_group_action",
    "-",
    "export_pdf_action",
)
