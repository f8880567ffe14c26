"""The faction tree of the new-list dialog: generic armies over their sectorials.

``FactionTreeModel`` maps the rows of
:func:`listbuilder.gui.present.faction_tree.army_tree` to roles (text, tooltip,
army id, search text); headings with no file of their own (Non-Aligned Armies)
cannot be selected. ``FactionFilterProxyModel``
filters it by the search text, keeping the parents of every match.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QStandardItem, QStandardItemModel

from listbuilder.gui.models.proxy_filter import change_filter
from listbuilder.gui.present.faction_tree import ArmyTreeRow

#: The row's faction id (int).
ArmyIdRole = Qt.ItemDataRole.UserRole + 1
#: Lower-case text a search matches.
SearchRole = Qt.ItemDataRole.UserRole + 2
#: True when the row is an army that can be picked.
SelectableRole = Qt.ItemDataRole.UserRole + 3


class FactionTreeModel(QStandardItemModel):
    """The faction tree: one item per army, sectorials under their army."""

    def set_rows(self, rows: Sequence[ArmyTreeRow]) -> None:
        """Replace the tree with ``rows`` (core-computed text)."""
        self.clear()
        root = self.invisibleRootItem()
        for row in rows:
            item = self._item(row)
            for child in row.children:
                item.appendRow(self._item(child))
            root.appendRow(item)

    @staticmethod
    def _item(row: ArmyTreeRow) -> QStandardItem:
        item = QStandardItem(row.text)
        item.setEditable(False)
        item.setToolTip(row.tooltip)
        item.setData(row.army_id, ArmyIdRole)
        item.setData(row.search, SearchRole)
        item.setData(row.selectable, SelectableRole)
        if not row.selectable:
            item.setSelectable(False)
            font = item.font()
            font.setItalic(True)
            item.setFont(font)
        return item

    def index_of(self, army_id: int) -> QModelIndex:
        """The index of army ``army_id`` (invalid if it is not in the tree)."""
        found = self.match(
            self.index(0, 0),
            ArmyIdRole,
            army_id,
            1,
            Qt.MatchFlag.MatchExactly | Qt.MatchFlag.MatchRecursive,
        )
        return found[0] if found else QModelIndex()


class FactionFilterProxyModel(QSortFilterProxyModel):
    """Filters the faction tree by words of the search text (any order)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setRecursiveFilteringEnabled(True)
        self._words: tuple[str, ...] = ()

    def set_search(self, text: str) -> None:
        """Show only armies whose name, slug, parent or id hold every word."""
        words = tuple(text.casefold().split())
        if words != self._words:
            change_filter(self, lambda: setattr(self, "_words", words))

    def matches(self, index: QModelIndex | QPersistentModelIndex) -> bool:
        """True when the row itself holds every word (not only a child of it)."""
        search = str(index.data(SearchRole) or "")
        return all(word in search for word in self._words)

    def filterAcceptsRow(
        self, source_row: int, source_parent: QModelIndex | QPersistentModelIndex
    ) -> bool:
        """Accept rows whose search text holds every word typed."""
        return self.matches(self.sourceModel().index(source_row, 0, source_parent))
