"""What every model of the package shares: the index type, the root, header data.

Imports QtCore only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

#: What Qt passes as an index: a model index or a persistent one.
Index = QModelIndex | QPersistentModelIndex
#: The invalid index: the root, as a default argument.
ROOT = QModelIndex()


def column_header(
    headers: tuple[str, ...],
    section: int,
    orientation: Qt.Orientation,
    role: int,
    tooltips: tuple[str, ...] = (),
) -> Any:
    """``headerData`` of a model whose columns are titled by ``headers``.

    Parameters
    ----------
    headers : tuple[str, ...]
        Column titles, one per column.
    section, orientation, role
        As Qt passes them to ``headerData``.
    tooltips : tuple[str, ...], optional
        Explanation of each column (ToolTipRole); none when empty.

    Returns
    -------
    str or None
        The title or tooltip of a horizontal section, None for anything else.
    """
    if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(headers):
        return None
    if role == Qt.ItemDataRole.DisplayRole:
        return headers[section]
    if role == Qt.ItemDataRole.ToolTipRole and section < len(tooltips):
        return tooltips[section]
    return None


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
