"""The library's folder tree (lists drop on a folder) and its action helper.

Imports Qt widgets only.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QPoint,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QTreeWidget,
    QWidget,
)

from listbuilder.gui.library.table_model import (
    decode_paths,
)
from listbuilder.gui.signals import emit


class FolderTree(QTreeWidget):
    """The library's folders; lists dragged from the table drop into a folder.

    Attributes
    ----------
    lists_dropped : Signal
        Lists were dropped on a folder (arguments: their paths, the folder).
    """

    lists_dropped = Signal(list, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAcceptDrops(True)
        self.setDropIndicatorShown(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DropOnly)

    def folder_at(self, pos: QPoint) -> str | None:
        """The folder (relative path) of the item at ``pos``, or None."""
        item = self.itemAt(pos)
        value = item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None
        return value if isinstance(value, str) else None

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        """Accept library lists only."""
        if decode_paths(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        """Accept over a folder."""
        if decode_paths(event.mimeData()) and (
            self.folder_at(event.position().toPoint()) is not None
        ):
            event.setDropAction(Qt.DropAction.MoveAction)
            event.accept()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        """Move the dropped lists into the folder under the cursor."""
        paths = decode_paths(event.mimeData())
        folder = self.folder_at(event.position().toPoint())
        if not paths or folder is None:
            event.ignore()
            return
        event.setDropAction(Qt.DropAction.MoveAction)
        event.accept()
        emit(self.lists_dropped, paths, folder)


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
