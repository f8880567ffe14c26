"""What every model of the package shares: index type, root, headers, drag data.

Imports QtCore only.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QMimeData,
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
    context: str = "",
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
    context : str, optional
        Translation context: titles and tooltips are marked with
        ``QT_TRANSLATE_NOOP(context, ...)`` and translated here; ``""`` shows
        them as given (already translated).

    Returns
    -------
    str or None
        The title or tooltip of a horizontal section, None for anything else.
    """
    if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(headers):
        return None
    if role == Qt.ItemDataRole.DisplayRole:
        text = headers[section]
    elif role == Qt.ItemDataRole.ToolTipRole and section < len(tooltips):
        text = tooltips[section]
    else:
        return None
    return QCoreApplication.translate(context, text) if context else text


#: Drag payload of an option dragged from the unit browser or the options.
OPTION_MIME = "application/x-listbuilder-option"


@dataclass(frozen=True, slots=True)
class DraggedOption:
    """What a drag from the unit browser or the options panel carries.

    Attributes
    ----------
    unit_id, profile_group_id, option_id : int
        The option (profile group 0: a unit's top-level option).
    reinforcement : bool
        True for a unit of the army's reinforcement list (RULES.md A10).
    """

    unit_id: int
    profile_group_id: int
    option_id: int
    reinforcement: bool


def encode_option(option: DraggedOption) -> QMimeData:
    """Build the drag payload of one option."""
    mime = QMimeData()
    payload = json.dumps(
        [
            option.unit_id,
            option.profile_group_id,
            option.option_id,
            option.reinforcement,
        ]
    )
    mime.setData(OPTION_MIME, QByteArray(payload.encode("utf-8")))
    return mime


def decode_option(mime: QMimeData) -> DraggedOption | None:
    """Read an option payload (None if the drag carries none, or a bad one)."""
    if not mime.hasFormat(OPTION_MIME):
        return None
    try:
        data = json.loads(bytes(mime.data(OPTION_MIME).data()).decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        return None
    if (
        not isinstance(data, list)
        or len(data) != 4
        or not all(isinstance(v, int) for v in data)
    ):
        return None
    unit_id, profile_group_id, option_id, reinforcement = data
    return DraggedOption(unit_id, profile_group_id, option_id, bool(reinforcement))


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


#: MIME type of dragged troopers: a JSON list of uids.
TROOPER_MIME = "application/x-listbuilder-troopers"


class TrooperMover(Protocol):
    """What a drop needs from the document."""

    def move_troopers(
        self, uids: list[str], combat_group: int, position: int | None = None
    ) -> bool:
        """Move troopers; True when the list changed."""
        ...

    def can_move(self, uids: list[str], combat_group: int) -> bool:
        """True when the rules let troopers ``uids`` go to ``combat_group``."""
        ...


def encode_uids(uids: list[str]) -> QMimeData:
    """Build the drag payload carrying trooper ``uids``."""
    mime = QMimeData()
    mime.setData(TROOPER_MIME, QByteArray(json.dumps(uids).encode("utf-8")))
    return mime


def decode_uids(mime: QMimeData) -> list[str]:
    """Read trooper uids from a drag payload ([] if it carries none or is bad)."""
    if not mime.hasFormat(TROOPER_MIME):
        return []
    try:
        data = json.loads(bytes(mime.data(TROOPER_MIME).data()).decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        return []
    if not isinstance(data, list):
        return []
    return [u for u in data if isinstance(u, str)]
