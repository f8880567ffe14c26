"""What a drag carries: an option from the browser, troopers within the roster.

The MIME types and JSON payloads of the two drags the editor knows: an option
(from the unit browser or the options panel, dropped into the roster) and
trooper uids (moved between combat groups), with what a drop needs from the
document (:class:`TrooperMover`).

Imports QtCore only.
"""

from __future__ import annotations

import json
from typing import Protocol

from PySide6.QtCore import QByteArray, QMimeData

from listbuilder.core.frozen import record

#: Drag payload of an option dragged from the unit browser or the options.
OPTION_MIME = "application/x-listbuilder-option"


@record(slots=True)
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
