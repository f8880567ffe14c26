"""The library panel's actions: their texts and shortcuts, toolbar, context menus.

:func:`create_actions` makes the panel's actions and fills its toolbar
(:data:`TOOLBAR`); :func:`lists_menu` and :func:`folders_menu` are the menus of
the table and of the folder tree. Every text keeps the ``LibraryPanel``
translation context.

Imports Qt widgets only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from listbuilder.gui.i18n import translate

if TYPE_CHECKING:
    from listbuilder.gui.library.panel import LibraryPanel

#: The toolbar's actions in order ("-" separates).
TOOLBAR = (
    *("open", "duplicate", "rename", "move", "trash", "-"),
    *("new_folder", "rename_folder", "trash_dialog", "refresh"),
)


def create_actions(panel: LibraryPanel) -> dict[str, QAction]:
    """The panel's actions by key (``"open"``...), added to its toolbar."""
    # So Delete or Enter typed in the search box never touch a list, each
    # shortcut works in the table only (Refresh: the whole panel).
    made = {
        key: make_action(
            panel, panel.table if on_table else panel, text, slot, shortcut, tip
        )
        for key, text, slot, shortcut, tip, on_table in (
            ("open", translate("LibraryPanel", "Open"), panel.open_selected,
             "Return",
             translate("LibraryPanel", "Open the list in the editor"), True),
            ("duplicate", translate("LibraryPanel", "Duplicate"),
             panel.duplicate_selected, "",
             translate("LibraryPanel", "Save a copy of each selected list"),
             True),
            ("rename", translate("LibraryPanel", "Rename…"),
             panel.rename_selected, "F2",
             translate("LibraryPanel", "Rename the list and its file"), True),
            ("move", translate("LibraryPanel", "Move to…"), panel.move_selected,
             "",
             translate("LibraryPanel", "Move the selected lists to a folder"),
             True),
            ("trash", translate("LibraryPanel", "Delete"), panel.trash_selected,
             "Del",
             translate("LibraryPanel", "Move the selected lists to the trash"),
             True),
            ("new_folder", translate("LibraryPanel", "New folder…"),
             panel.new_folder, "",
             translate("LibraryPanel", "Create a folder in the selected folder"),
             True),
            ("rename_folder", translate("LibraryPanel", "Rename folder…"),
             panel.rename_current_folder, "",
             translate("LibraryPanel", "Rename the folder"), True),
            ("trash_dialog", translate("LibraryPanel", "Trash…"),
             panel.show_trash, "",
             translate("LibraryPanel", "Restore lists from the trash"), True),
            ("refresh", translate("LibraryPanel", "Refresh"),
             lambda: panel.refresh(), "F5",
             translate("LibraryPanel", "Scan the lists folder again"), False),
        )
    }  # fmt: skip
    for key in TOOLBAR:
        if key == "-":
            panel.toolbar.addSeparator()
        else:
            panel.toolbar.addAction(made[key])
    return made


def lists_menu(panel: LibraryPanel) -> QMenu:
    """The table's context menu: open, duplicate, rename, move to a folder, delete."""
    menu = QMenu(panel)
    menu.addAction(panel.open_action)
    menu.addAction(panel.duplicate_action)
    menu.addAction(panel.rename_action)
    move = menu.addMenu(translate("LibraryPanel", "Move to folder"))
    move.setEnabled(bool(panel.selected_rows()))
    top = translate("LibraryPanel", "(top of the library)")
    for folder in ("", *(panel.scan.folders if panel.scan else ())):
        action = move.addAction(folder or top)
        action.triggered.connect(lambda _=False, f=folder: panel.move_selected(f))
    menu.addSeparator()
    menu.addAction(panel.trash_action)
    return menu


def folders_menu(panel: LibraryPanel) -> QMenu:
    """The folder tree's context menu: new folder, rename folder."""
    menu = QMenu(panel)
    menu.addAction(panel.new_folder_action)
    menu.addAction(panel.rename_folder_action)
    return menu


def make_action(
    owner: QWidget,
    where: QWidget,
    text: str,
    slot: Callable[[], object],
    shortcut: str = "",
    tip: str = "",
) -> QAction:
    """An action of ``owner`` whose shortcut works inside ``where`` only.

    ``where`` is the widget (and its children) the shortcut is bound to, so a
    key typed elsewhere (Delete in the search box) never triggers it.
    """
    action = QAction(text, owner)
    if shortcut:
        action.setShortcut(QKeySequence(shortcut))
        action.setShortcutContext(
            Qt.ShortcutContext.WidgetShortcut
            if where is not owner
            else Qt.ShortcutContext.WidgetWithChildrenShortcut
        )
    if tip:
        action.setStatusTip(tip)
        action.setToolTip(tip)
    action.triggered.connect(lambda _=False: slot())
    where.addAction(action)
    return action
