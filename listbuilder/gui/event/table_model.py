"""Qt table model of an event check: one row per player.

Rows are :class:`listbuilder.core.its.event_rows.EventSummaryRow` objects;
every text comes from the core (``summary_rows``), so the app's table and the
binder's summary page say the same thing. The model only maps them to roles.

Imports core and QtCore/QtGui only.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor

from listbuilder.core.its.event_rows import EventSummaryRow
from listbuilder.gui.marks import QT_TRANSLATE_NOOP
from listbuilder.gui.models.flat_table import FlatTableModel

#: Text colour of the status of a player who is not ok, and of one who is.
_NOT_OK = QColor(176, 32, 32)
_OK = QColor(32, 120, 48)


class EventTableModel(FlatTableModel[EventSummaryRow]):
    """One row per player: player, army, lists, status."""

    #: Columns.
    COL_PLAYER, COL_ARMY, COL_LISTS, COL_STATUS = range(4)
    HEADERS = (
        QT_TRANSLATE_NOOP("EventTableModel", "Player"),
        QT_TRANSLATE_NOOP("EventTableModel", "Army"),
        QT_TRANSLATE_NOOP("EventTableModel", "Lists"),
        QT_TRANSLATE_NOOP("EventTableModel", "Status"),
    )
    TOOLTIPS = (
        QT_TRANSLATE_NOOP(
            "EventTableModel", "The player, as the event file names them"
        ),
        QT_TRANSLATE_NOOP(
            "EventTableModel", "Army or sectorial of the lists (ITS: one for all)"
        ),
        QT_TRANSLATE_NOOP(
            "EventTableModel", "Lists submitted (1 or 2; 3 with Escalation)"
        ),
        QT_TRANSLATE_NOOP("EventTableModel", "OK, or what is wrong"),
    )
    CONTEXT = "EventTableModel"
    #: The EventSummaryRow of the row.
    RowRole = Qt.ItemDataRole.UserRole + 1

    def cell(self, entry: EventSummaryRow, row: int, column: int, role: int) -> Any:
        """Text, tooltip, status colour and row object of a cell."""
        texts = (entry.player, entry.army, entry.lists, entry.status)
        if role == Qt.ItemDataRole.DisplayRole:
            return texts[column]
        if role == Qt.ItemDataRole.ToolTipRole:
            return entry.status if column == self.COL_STATUS else texts[column]
        if role == Qt.ItemDataRole.ForegroundRole and column == self.COL_STATUS:
            return QBrush(_OK if entry.ok else _NOT_OK)
        if role == self.RowRole:
            return entry
        return None
