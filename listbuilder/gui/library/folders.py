"""The library's folder tree: "All lists" and the subfolders; lists drop on one.

Imports Qt widgets only.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import (
    QPoint,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from listbuilder.gui.i18n import translate
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

    def show_folders(self, folders: Sequence[str], root: Path) -> bool:
        """Show "All lists" (``root``) over ``folders``, keeping the current one.

        Emits no signal. Returns False when the current folder is gone (then
        "All lists" is current).
        """
        current = self.current_folder()
        self.blockSignals(True)
        self.clear()
        top = QTreeWidgetItem(self, [translate("LibraryPanel", "All lists")])
        top.setData(0, Qt.ItemDataRole.UserRole, "")
        top.setToolTip(0, str(root))
        items = {"": top}
        for folder in folders:
            parent_path, _, name = folder.rpartition("/")
            parent = items.get(parent_path, top)
            item = QTreeWidgetItem(parent, [name])
            item.setData(0, Qt.ItemDataRole.UserRole, folder)
            item.setToolTip(0, folder)
            items[folder] = item
        self.expandAll()
        self.setCurrentItem(items.get(current, top))
        self.blockSignals(False)
        return current in items

    def current_folder(self) -> str:
        """The folder selected (``/``-separated; ``""`` = all lists)."""
        item = self.currentItem()
        value = item.data(0, Qt.ItemDataRole.UserRole) if item is not None else ""
        return value if isinstance(value, str) else ""

    def set_current_folder(self, folder: str) -> None:
        """Select ``folder`` (``""`` for all lists)."""
        for item in self._items():
            if item.data(0, Qt.ItemDataRole.UserRole) == folder:
                self.setCurrentItem(item)
                return

    def _items(self) -> list[QTreeWidgetItem]:
        out: list[QTreeWidgetItem] = []
        stack = [self.topLevelItem(i) for i in range(self.topLevelItemCount())]
        while stack:
            item = stack.pop()
            if item is not None:
                out.append(item)
                stack.extend(item.child(i) for i in range(item.childCount()))
        return out

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
