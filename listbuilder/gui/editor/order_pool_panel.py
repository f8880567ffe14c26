"""Each combat group's order pool, always visible under the list."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from listbuilder.core.rules.orders import OrderPool
from listbuilder.gui.document import ArmyDocument, StateChange
from listbuilder.gui.editor.order_pool_model import OrderPoolTableModel
from listbuilder.gui.widgets.rich_text import bold


class OrderPoolPanel(QWidget):
    """A title and a table with one row per combat group.

    Attributes
    ----------
    table_view : QTableView
        The pools.
    model : OrderPoolTableModel
        The pools' model.
    held_label : QLabel
        Under the table: each group's troopers held off the table, named, with
        why each is held and the orders it brings (RULES.md B5); hidden when
        none is.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = OrderPoolTableModel(self)
        self._pools: tuple[OrderPool, ...] | None = None  # the pools shown
        self.title_label = QLabel(bold(self.tr("Order pools")), self)
        self.table_view = QTableView(self)
        self.table_view.setModel(self.model)
        self.table_view.verticalHeader().hide()
        self.table_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table_view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        header = self.table_view.horizontalHeader()
        # Each column as wide as its title (Korean and Japanese titles are
        # wider than "Reg"); the table is never narrower than its titles, so
        # none is cut.
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setMinimumSectionSize(28)
        self.table_view.setHorizontalScrollBarPolicy(
            Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        )
        self.table_view.setMinimumWidth(320)
        self.title_label.setToolTip(
            self.tr(
                "Orders each combat group brings at deployment. Hover a column "
                "title for its meaning."
            )
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title_label)
        layout.addWidget(self.table_view)
        self.held_label = QLabel(self)
        self.held_label.setWordWrap(True)
        self.held_label.hide()
        layout.addWidget(self.held_label)

    def follow(self, document: ArmyDocument) -> None:
        """Show ``document``'s order pools after each change."""
        document.followers.connect(self._on_document_state_changed)

    def _on_document_state_changed(self, change: StateChange) -> None:
        self.set_pools(change.state.pools)

    def set_pools(self, pools: tuple[OrderPool, ...]) -> None:
        """Show ``pools``; the width is fitted again when the rows change.

        The same pools as shown change nothing (most edits keep every pool).
        """
        pools = tuple(pools)
        if pools == self._pools:
            return
        self._pools = pools
        rows = self.model.rowCount()
        self.model.set_pools(pools)
        held = [self._held_line(p) for p in pools if p.held]
        self.held_label.setText("\n".join(held))
        self.held_label.setVisible(bool(held))
        if self.model.rowCount() != rows:  # the titles are wider than the counts
            self._fit_titles()

    def _held_line(self, pool: OrderPool) -> str:
        """``Held, group 1: Yuan Yuan (Airborne Deployment: 1 irregular, ...)``."""
        if pool.reinforcement:
            text = self.tr("Held, reinforcement group {group}: {held}")
        else:
            text = self.tr("Held, group {group}: {held}")
        return text.format(group=pool.group, held=pool.held_text)

    def showEvent(self, event: QShowEvent) -> None:
        """Fit the titles once the style and font are known."""
        super().showEvent(event)
        self._fit_titles()

    def _fit_titles(self) -> None:
        header = self.table_view.horizontalHeader()
        columns = range(self.model.columnCount())
        wanted = sum(
            max(header.sectionSizeHint(c), self.table_view.sizeHintForColumn(c))
            for c in columns
        )
        frame = 2 * self.table_view.frameWidth()
        self.table_view.setMinimumWidth(max(320, wanted + frame))
