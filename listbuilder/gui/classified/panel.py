"""The classified objectives tab, beside the order pools: coverage of the open list.

:class:`ClassifiedPanel` shows the 20 objectives of the deck (ITS.md E11), each
covered or not, with the troopers that can fulfil it, and follows the open
list; the coverage is computed by the core, and only while the tab is shown
(an edit made with the tab hidden is caught up when it is shown).
:func:`beside_order_pools` puts the order pools and this panel in two tabs.

Imports core, data and Qt widgets.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from listbuilder.core.errors import ListbuilderError
from listbuilder.core.state import ListState
from listbuilder.gui.classified.model import ClassifiedTableModel
from listbuilder.gui.document import ArmyDocument, StateChange
from listbuilder.gui.i18n import translate
from listbuilder.gui.widgets.rich_text import bold


class ClassifiedPanel(QWidget):
    """A title, how many objectives are covered, and one row per objective.

    Attributes
    ----------
    model : ClassifiedTableModel
        The objectives' model.
    table_view : QTableView
        The objectives.
    count_label : QLabel
        ``Covered: 14 of 20`` (or why the deck could not be read).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = ClassifiedTableModel(self)
        self._state: ListState | None = None
        self._shown_state: ListState | None = None
        title = QLabel(bold(self.tr("Classified objectives")), self)
        title.setToolTip(
            self.tr(
                "The ITS classified deck: an objective is covered when a trooper "
                "of the list, not a peripheral, can fulfil it (ITS.md E11)."
            )
        )
        self.count_label = QLabel(self)
        self.table_view = QTableView(self)
        self.table_view.setModel(self.model)
        self.table_view.verticalHeader().hide()
        self.table_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table_view.setSelectionBehavior(
            QAbstractItemView.SelectionBehavior.SelectRows
        )
        self.table_view.setWordWrap(False)
        self.table_view.setTextElideMode(Qt.TextElideMode.ElideRight)
        rows = self.table_view.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.fontMetrics().height() + 6)
        header = self.table_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # the troopers take the width left and are elided (all in the tooltip)
        header.setSectionResizeMode(
            ClassifiedTableModel.COL_TROOPERS, QHeaderView.ResizeMode.Stretch
        )
        self.table_view.setHorizontalScrollBarPolicy(
            Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(title)
        layout.addWidget(self.count_label)
        layout.addWidget(self.table_view, 1)

    def follow(self, document: ArmyDocument) -> None:
        """Show ``document``'s coverage after each change (while shown)."""
        document.followers.connect(self._on_document_state_changed)

    def _on_document_state_changed(self, change: StateChange) -> None:
        self._state = change.state
        if self.isVisible():
            self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        """Catch up with edits made while the tab was hidden."""
        super().showEvent(event)
        self.refresh()

    def refresh(self) -> None:
        """Show the coverage of the list's latest state (once per state)."""
        state = self._state
        if state is None or state is self._shown_state:
            return
        self._shown_state = state
        # imported when first shown: opening the app does not load the deck
        from listbuilder.data.its_deck import its_of

        try:
            coverage = its_of(state).coverage
        except ListbuilderError as exc:  # the bundled deck is missing or broken
            self.count_label.setText(str(exc))
            return
        self.model.set_coverage(coverage)
        self.count_label.setText(
            self.tr("Covered: {n} of {total}").format(
                n=len(coverage.covered), total=len(coverage.objectives)
            )
        )


def beside_order_pools(
    order_pools: QWidget, classified: ClassifiedPanel, parent: QWidget
) -> QTabWidget:
    """The order pools and the classified objectives as two tabs (pools first)."""
    tabs = QTabWidget(parent)
    tabs.setObjectName("order_pool_tabs")
    tabs.setDocumentMode(True)
    tabs.addTab(order_pools, translate("ClassifiedPanel", "Order pools"))
    tabs.addTab(classified, translate("ClassifiedPanel", "Classified objectives"))
    tabs.setTabPosition(QTabWidget.TabPosition.North)
    tabs.setElideMode(Qt.TextElideMode.ElideNone)
    return tabs
