r"""The main window's actions and menus, declared as data.

Each :class:`ActionSpec` says what an action is (text, shortcut, icon, tip),
what it calls (a dotted name on the window: ``"files.open_dialog"``) and when
it is enabled (a predicate over a :class:`WindowContext`); :data:`MENUS` says
where each one appears. :class:`ActionRegistry` turns them into ``QAction``\\s
and re-evaluates enablement whenever the context changes, in one place, as
napari's app-model does with its ``enablement`` expressions.

Imports Qt and the icons only.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import QMainWindow, QMenu

from listbuilder.gui.i18n import QT_TRANSLATE_NOOP, translate
from listbuilder.gui.icons import icon

#: A keyboard shortcut: a standard key or a portable string (``"Ctrl+E"``).
Shortcut = QKeySequence.StandardKey | str | None


@dataclass(frozen=True, slots=True)
class WindowContext:
    """What enablement depends on, read from the window after each change.

    Attributes
    ----------
    has_selection : bool
        Some trooper is selected in the list.
    selection_in_fireteam : bool
        A selected trooper is in a declared fireteam.
    allows_reinforcements : bool
        The ruleset has reinforcements and the army a reinforcement list.
    """

    has_selection: bool = False
    selection_in_fireteam: bool = False
    allows_reinforcements: bool = False


def _selection(c: WindowContext) -> bool:
    return c.has_selection


def _in_fireteam(c: WindowContext) -> bool:
    return c.selection_in_fireteam


def _reinforcements(c: WindowContext) -> bool:
    return c.allows_reinforcements


@dataclass(frozen=True, slots=True)
class ActionSpec:
    """One action of the main window.

    Attributes
    ----------
    key : str
        Name of the ``QAction`` attribute on the window (``"open_action"``).
    text : str
        Menu text with its ``&`` mnemonic, in English: marked with
        ``QT_TRANSLATE_NOOP("Actions", ...)`` and translated when the action
        is built.
    handler : str
        Dotted path, from the window, of the callable it triggers
        (``"files.open_dialog"``); a checkable action passes its state.
    shortcut : Shortcut
        Keyboard shortcut, if any.
    icon : str or None
        Icon name in ``resources/icons``.
    tip : str
        Status-bar tip (marked and translated like ``text``).
    enabled_when : callable or None
        Predicate over :class:`WindowContext`; None means always enabled.
    checkable : bool
        A toggle (its handler receives the checked state).
    role : QAction.MenuRole or None
        Where macOS puts it (Preferences goes to the application menu); the
        text heuristic cannot be used once the text is translated.
    """

    key: str
    text: str
    handler: str
    shortcut: Shortcut = None
    icon: str | None = None
    tip: str = ""
    enabled_when: Callable[[WindowContext], bool] | None = None
    checkable: bool = False
    role: QAction.MenuRole | None = None


_KEYS = QKeySequence.StandardKey

#: Every action of the main window (undo and redo come from the undo stack).
ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec(
        "new_action",
        QT_TRANSLATE_NOOP("Actions", "&New list…"),
        "files.new_list",
        _KEYS.New,
        "new",
    ),
    ActionSpec(
        "open_action",
        QT_TRANSLATE_NOOP("Actions", "&Open…"),
        "files.open_dialog",
        _KEYS.Open,
        "open",
    ),
    ActionSpec(
        "save_action",
        QT_TRANSLATE_NOOP("Actions", "&Save"),
        "files.save",
        _KEYS.Save,
        "save",
    ),
    ActionSpec(
        "save_as_action",
        QT_TRANSLATE_NOOP("Actions", "Save &As…"),
        "files.save_as",
        _KEYS.SaveAs,
    ),
    ActionSpec(
        "export_pdf_action",
        QT_TRANSLATE_NOOP("Actions", "&Export PDF…"),
        "files.export_pdf",
        "Ctrl+E",
        "export",
    ),
    ActionSpec(
        "import_code_action",
        QT_TRANSLATE_NOOP("Actions", "&Import army code…"),
        "files.import_code",
        "Ctrl+I",
    ),
    ActionSpec(
        "quit_action", QT_TRANSLATE_NOOP("Actions", "&Quit"), "close", _KEYS.Quit
    ),
    ActionSpec(
        "find_action",
        QT_TRANSLATE_NOOP("Actions", "&Find unit…"),
        "catalog_panel.focus_search",
        _KEYS.Find,
        tip=QT_TRANSLATE_NOOP(
            "Actions",
            "Search the unit browser; Down and Enter walk into units and options",
        ),
    ),
    ActionSpec(
        "copy_code_action",
        QT_TRANSLATE_NOOP("Actions", "Copy army &code"),
        "files.copy_code",
    ),
    ActionSpec(
        "copy_link_action",
        QT_TRANSLATE_NOOP("Actions", "Copy share &link"),
        "files.copy_link",
    ),
    ActionSpec(
        "remove_action",
        QT_TRANSLATE_NOOP("Actions", "&Remove trooper"),
        "lists.remove_selected",
        _KEYS.Delete,
        "remove",
        enabled_when=_selection,
    ),
    ActionSpec(
        "duplicate_action",
        QT_TRANSLATE_NOOP("Actions", "&Duplicate trooper"),
        "lists.duplicate_selected",
        "Ctrl+D",
        "duplicate",
        enabled_when=_selection,
    ),
    ActionSpec(
        "dissolve_fireteam_action",
        QT_TRANSLATE_NOOP("Actions", "Dissolve fireteam"),
        "lists.dissolve_selected_fireteams",
        tip=QT_TRANSLATE_NOOP(
            "Actions", "Dissolve the fireteam of the selected trooper"
        ),
        enabled_when=_in_fireteam,
    ),
    ActionSpec(
        "new_group_action",
        QT_TRANSLATE_NOOP("Actions", "New combat &group"),
        "lists.new_group",
        "Ctrl+G",
        "group",
    ),
    ActionSpec(
        "new_reinforcement_group_action",
        QT_TRANSLATE_NOOP("Actions", "New &reinforcement group"),
        "lists.new_reinforcement_group",
        tip=QT_TRANSLATE_NOOP(
            "Actions", "A group for units of the army's reinforcement list"
        ),
        enabled_when=_reinforcements,
    ),
    ActionSpec(
        "remove_group_action",
        QT_TRANSLATE_NOOP("Actions", "Remove empty combat group"),
        "lists.remove_group",
    ),
    ActionSpec(
        "properties_action",
        QT_TRANSLATE_NOOP("Actions", "List &properties…"),
        "lists.edit_properties",
    ),
    ActionSpec(
        "units_action",
        QT_TRANSLATE_NOOP("Actions", "Distances in &cm"),
        "set_distance_units",
        checkable=True,
    ),
    ActionSpec(
        "dice_action",
        QT_TRANSLATE_NOOP("Actions", "&Dice calculator"),
        "dice.show",
        "Ctrl+R",
        "dice",
        checkable=True,
    ),
    ActionSpec(
        "library_action",
        QT_TRANSLATE_NOOP("Actions", "&Library"),
        "library.toggle",
        "Ctrl+L",
        tip=QT_TRANSLATE_NOOP(
            "Actions", "Every saved list: search, sort, folders, tags, trash"
        ),
        checkable=True,
    ),
    ActionSpec(
        "data_update_action",
        QT_TRANSLATE_NOOP("Actions", "Check for data &updates…"),
        "check_for_data_updates",
        tip=QT_TRANSLATE_NOOP("Actions", "Fetch the newest official army data"),
    ),
    ActionSpec(
        "preferences_action",
        QT_TRANSLATE_NOOP("Actions", "&Preferences…"),
        "show_preferences",
        _KEYS.Preferences,
        tip=QT_TRANSLATE_NOOP("Actions", "Language of the app"),
        role=QAction.MenuRole.PreferencesRole,
    ),
    ActionSpec(
        "about_action", QT_TRANSLATE_NOOP("Actions", "&About Listbuilder"), "show_about"
    ),
)

#: Menu entries: an action key, ``"-"`` for a separator, ``"@name"`` for a
#: submenu or a run of actions the window builds (``"@recent"``, ``"@move"``,
#: ``"@fireteam"``, ``"@ruleset"``, ``"@text"``), ``"undo"``/``"redo"`` for the
#: undo stack's actions.
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
            "-",
            "quit_action",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Actions", "&Edit"),
        (
            "undo",
            "redo",
            "-",
            "find_action",
            "-",
            "copy_code_action",
            "copy_link_action",
            "@text",
            "-",
            "remove_action",
            "duplicate_action",
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
    (QT_TRANSLATE_NOOP("Actions", "&Help"), ("data_update_action", "about_action")),
)

#: The toolbar, in order (``"-"`` separates).
TOOLBAR: tuple[str, ...] = (
    "new_action",
    "open_action",
    "save_action",
    "-",
    "undo",
    "redo",
    "-",
    "duplicate_action",
    "remove_action",
    "new_group_action",
    "-",
    "export_pdf_action",
)


def resolve_handler(owner: object, path: str) -> Callable[..., Any]:
    """The callable at dotted ``path`` from ``owner`` (``"files.save"``).

    Raises
    ------
    AttributeError
        If a part of the path does not exist (a spec naming a missing handler).
    """
    target: Any = owner
    for part in path.split("."):
        target = getattr(target, part)
    if not callable(target):
        raise AttributeError(f"{path} is not callable")
    return target  # type: ignore[no-any-return]


class ActionRegistry:
    """The ``QAction`` of each :class:`ActionSpec`, with one enablement update.

    Parameters
    ----------
    owner : QObject
        Parent of the actions and root of the handler paths (the window).
    specs : Sequence[ActionSpec]
        The actions to build.
    undo_stack : QUndoStack
        Gives the Undo and Redo actions (keys ``"undo"`` and ``"redo"``).
    """

    def __init__(
        self, owner: QObject, specs: Sequence[ActionSpec], undo_stack: QUndoStack
    ) -> None:
        self._specs = tuple(specs)
        self.actions: dict[str, QAction] = {
            # no prefix: Qt's own "Undo %1" / "Redo %1", in qtbase's catalogs
            "undo": undo_stack.createUndoAction(owner),
            "redo": undo_stack.createRedoAction(owner),
        }
        self.actions["undo"].setShortcut(QKeySequence(_KEYS.Undo))
        self.actions["redo"].setShortcut(QKeySequence(_KEYS.Redo))
        for name in ("undo", "redo"):
            self.actions[name].setIcon(icon(name))
        for spec in self._specs:
            action = QAction(translate("Actions", spec.text), owner)
            if spec.shortcut is not None:
                action.setShortcut(QKeySequence(spec.shortcut))
            if spec.icon:
                action.setIcon(icon(spec.icon))
            if spec.tip:
                action.setStatusTip(translate("Actions", spec.tip))
            action.setCheckable(spec.checkable)
            action.setMenuRole(spec.role or QAction.MenuRole.NoRole)
            handler = resolve_handler(owner, spec.handler)
            if spec.checkable:
                action.triggered.connect(handler)
            else:
                action.triggered.connect(lambda _=False, h=handler: h())
            self.actions[spec.key] = action

    def __getitem__(self, key: str) -> QAction:
        """The action named ``key``."""
        return self.actions[key]

    def update(self, context: WindowContext) -> None:
        """Enable each action whose ``enabled_when`` holds in ``context``."""
        for spec in self._specs:
            if spec.enabled_when is not None:
                self.actions[spec.key].setEnabled(spec.enabled_when(context))


def install_menus(
    window: QMainWindow,
    registry: ActionRegistry,
    submenus: Mapping[str, QMenu | Sequence[QAction]],
) -> None:
    """Build the menu bar (:data:`MENUS`) and the toolbar (:data:`TOOLBAR`).

    ``submenus`` gives what the entries named ``"@name"`` in :data:`MENUS`
    stand for: a submenu, or actions placed in line.
    """
    for title, entries in MENUS:
        menu = window.menuBar().addMenu(translate("Actions", title))
        for entry in entries:
            if entry == "-":
                menu.addSeparator()
            elif entry in submenus:
                placed = submenus[entry]
                if isinstance(placed, QMenu):
                    menu.addMenu(placed)
                else:
                    menu.addActions(list(placed))
            else:
                menu.addAction(registry[entry])
    toolbar = window.addToolBar(translate("Actions", "Main toolbar"))
    toolbar.setObjectName("main_toolbar")
    toolbar.setMovable(False)
    for entry in TOOLBAR:
        if entry == "-":
            toolbar.addSeparator()
        else:
            toolbar.addAction(registry[entry])
