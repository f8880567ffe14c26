"""An item delegate whose word-wrapped texts keep their last line."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

#: Pixels added to Qt's height for a wrapped item.
SLACK = 1


class WrappedTextDelegate(QStyledItemDelegate):
    """Draws items as Qt does, one pixel taller than Qt's own size hint.

    Qt lays a wrapped text out in fractional line heights and rounds the
    item's height; at some widths the rounded height is short of what the
    painter needs, and it then drops the last line. Japanese violation
    messages lost theirs at about one width in three (``とい / ます。`` cut);
    one pixel more holds every line at every width tried, in English, Korean
    and Japanese (``tests/gui/test_wrapped_text.py``).
    """

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        """Qt's size for the item (pixels), :data:`SLACK` taller."""
        size = super().sizeHint(option, index)
        return QSize(size.width(), size.height() + SLACK)
