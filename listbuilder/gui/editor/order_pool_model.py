"""Qt table model of each combat group's order pool.

Rows are :class:`listbuilder.core.rules.orders.OrderPool` objects computed by the core
(RULES.md B1-B6); the model only shows their numbers.

Imports core and QtCore/QtGui only.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from listbuilder.core.rules.orders import OrderPool
from listbuilder.gui.marks import QT_TRANSLATE_NOOP
from listbuilder.gui.models.flat_table import FlatTableModel
from listbuilder.gui.signals import emit


class OrderPoolTableModel(FlatTableModel[OrderPool]):
    """One row per combat group: troopers and orders of each type.

    Parameters
    ----------
    parent : QObject, optional
        Qt parent.
    """

    #: Columns.
    (
        COL_GROUP,
        COL_TROOPERS,
        COL_POOL,
        COL_REGULAR,
        COL_TACTICAL,
        COL_IRREGULAR,
        COL_IMPETUOUS,
        COL_LIEUTENANT,
        COL_HELD,
    ) = range(9)
    HEADERS = (
        QT_TRANSLATE_NOOP("OrderPoolTableModel", "Group"),
        QT_TRANSLATE_NOOP("OrderPoolTableModel", "Troopers"),
        QT_TRANSLATE_NOOP("OrderPoolTableModel", "Pool"),
        QT_TRANSLATE_NOOP("OrderPoolTableModel", "Reg"),
        QT_TRANSLATE_NOOP("OrderPoolTableModel", "Tac"),
        QT_TRANSLATE_NOOP("OrderPoolTableModel", "Irr"),
        QT_TRANSLATE_NOOP("OrderPoolTableModel", "Imp"),
        QT_TRANSLATE_NOOP("OrderPoolTableModel", "Lt"),
        QT_TRANSLATE_NOOP("OrderPoolTableModel", "Held"),
    )
    TOOLTIPS = (
        QT_TRANSLATE_NOOP("OrderPoolTableModel", "Combat group"),
        QT_TRANSLATE_NOOP(
            "OrderPoolTableModel", "Troopers in the group (paired troopers count twice)"
        ),
        QT_TRANSLATE_NOOP(
            "OrderPoolTableModel",
            "Orders in the group's pool at deployment: the Regular orders (B1, B5)",
        ),
        QT_TRANSLATE_NOOP("OrderPoolTableModel", "Regular orders (B1)"),
        QT_TRANSLATE_NOOP(
            "OrderPoolTableModel",
            "Tactical Awareness orders: kept by their trooper, not in the pool (B6)",
        ),
        QT_TRANSLATE_NOOP(
            "OrderPoolTableModel",
            "Irregular orders: only for the trooper that generates them (B2)",
        ),
        QT_TRANSLATE_NOOP("OrderPoolTableModel", "Impetuous orders (B3)"),
        QT_TRANSLATE_NOOP(
            "OrderPoolTableModel",
            "Lieutenant order: only for the Lieutenant, not in the pool (B4)",
        ),
        QT_TRANSLATE_NOOP(
            "OrderPoolTableModel",
            "Orders of troopers deploying off the table, of every type; they come "
            "when the troopers appear (B5)",
        ),
    )
    CONTEXT = "OrderPoolTableModel"
    #: The OrderPool of the row.
    EntryRole = Qt.ItemDataRole.UserRole + 1
    #: Integer value of the cell (group number for the group column).
    ValueRole = Qt.ItemDataRole.UserRole + 2

    def set_pools(self, pools: tuple[OrderPool, ...]) -> None:
        """Show ``pools``: a reset when the group count changes, else dataChanged."""
        pools = tuple(pools)
        if pools == self._rows:
            return
        if len(pools) != len(self._rows):
            self.reset_rows(pools)
            return
        self._rows = pools
        emit(
            self.dataChanged,
            self.index(0, 0),
            self.index(len(pools) - 1, len(self.HEADERS) - 1),
            [Qt.ItemDataRole.DisplayRole, self.ValueRole, self.EntryRole],
        )

    def pool(self, row: int) -> OrderPool | None:
        """The pool of ``row``, or None."""
        return self.row_at(row)

    def _value(self, pool: OrderPool, column: int) -> int:
        return (
            pool.group,
            pool.troopers,
            pool.pool_orders,
            pool.regular,
            pool.tactical,
            pool.irregular,
            pool.impetuous,
            pool.lieutenant,
            pool.held_orders,
        )[column]

    def _tooltip(self, pool: OrderPool, column: int) -> str:
        if column == self.COL_TROOPERS:
            return pool.trooper_count.text  # how the count was made (A7)
        if column == self.COL_HELD and pool.held:
            return self.tr("Held off the table: {held}").format(held=pool.held_text)
        return pool.summary

    def cell(self, entry: OrderPool, row: int, column: int, role: int) -> Any:
        """Numbers, tooltips and custom roles."""
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.COL_GROUP:
                return f"{'R' if entry.reinforcement else ''}{entry.group}"
            return str(self._value(entry, column))
        if role == self.ValueRole:
            return self._value(entry, column)
        if role == self.EntryRole:
            return entry
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(entry, column)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None
