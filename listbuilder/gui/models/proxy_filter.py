"""How a filter proxy takes new filter values: one change, then a refilter.

Imports QtCore only.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSortFilterProxyModel


def change_filter(proxy: QSortFilterProxyModel, change: Callable[[], None]) -> None:
    """Run ``change`` (new filter values) and refilter ``proxy``'s rows.

    Qt 6.10 deprecates ``invalidateRowsFilter()`` for ``begin/endFilterChange()``;
    the project supports Qt 6.7 too, so this uses whichever the Qt has.
    """
    if hasattr(proxy, "beginFilterChange"):
        proxy.beginFilterChange()
        change()
        proxy.endFilterChange()
    else:  # pragma: no cover - Qt < 6.10
        change()
        proxy.invalidateRowsFilter()
