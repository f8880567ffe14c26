"""Drag and drop of the roster tree: troopers moved, options dropped in.

Mixed into :class:`~listbuilder.gui.models.army_tree_model.ArmyTreeModel`.
Dragging troopers carries their uids; a drop asks the document to move them,
so a move is one undoable edit. Troopers never move between the main list and
the reinforcement groups (RULES.md A10), so such drops are refused. An option
dragged from the unit browser or the options panel is handed on through
``option_dropped``.

Imports core and QtCore only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QMimeData, QModelIndex, Qt, SignalInstance

from listbuilder.core.roster import RosterGroup
from listbuilder.gui.models._shared import (
    OPTION_MIME,
    TROOPER_MIME,
    DraggedOption,
    Index,
    TrooperMover,
    decode_option,
    decode_uids,
    encode_uids,
)
from listbuilder.gui.signals import emit


class RosterDragDrop:
    """Drag and drop of a roster model (troopers by group, as ArmyTreeModel)."""

    # internalId of a group row (a trooper row's is its group index + 1).
    _GROUP_ID = 0

    if TYPE_CHECKING:
        _mover: TrooperMover | None
        _groups: tuple[RosterGroup, ...]
        _rows: dict[str, tuple[int, int]]
        option_dropped: SignalInstance

        def uids(self, indexes: Sequence[QModelIndex]) -> list[str]:
            """Distinct trooper uids of ``indexes``, in roster order."""
            ...

    def flags(self, index: Index) -> Qt.ItemFlag:
        """Troopers drag; groups (and troopers, inserting beside them) accept drops."""
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled
        if index.internalId() == self._GROUP_ID:
            return base | Qt.ItemFlag.ItemIsDropEnabled
        return base | Qt.ItemFlag.ItemIsDragEnabled | Qt.ItemFlag.ItemIsDropEnabled

    def supportedDropActions(self) -> Qt.DropAction:
        """Troopers are moved by a drop; options from the browser are copied in."""
        return Qt.DropAction.MoveAction | Qt.DropAction.CopyAction

    def supportedDragActions(self) -> Qt.DropAction:
        """Dragging moves troopers."""
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:
        """Troopers (moved) and options from the browser (added)."""
        return [TROOPER_MIME, OPTION_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        """Payload with the uids of the dragged troopers."""
        return encode_uids(self.uids(indexes))

    def drop_target(self, row: int, parent: Index) -> tuple[int, int | None] | None:
        """Where a drop at (``row``, ``parent``) lands: (group index, position).

        A drop on a group appends to it (or inserts at ``row``); a drop on a
        trooper inserts before it; a drop between groups appends to the group
        above. None when there is no group.
        """
        if not self._groups:
            return None
        if not parent.isValid():
            if row < 0:
                return len(self._groups) - 1, None
            return max(row - 1, 0), None
        if parent.internalId() == self._GROUP_ID:
            return parent.row(), (None if row < 0 else row)
        return parent.internalId() - 1, parent.row()

    def canDropMimeData(
        self,
        data: QMimeData,
        action: Qt.DropAction,
        row: int,
        column: int,
        parent: Index,
    ) -> bool:
        """Accept trooper payloads when there is a document to move them.

        Troopers of the main list drop only on combat groups, reinforcement
        troopers only on reinforcement groups. Source: RULES.md A10
        """
        del column
        option = decode_option(data)
        if option is not None:
            return self._can_drop_option(option, self.drop_target(row, parent))
        if self._mover is None or action != Qt.DropAction.MoveAction:
            return False
        uids = decode_uids(data)
        target = self.drop_target(row, parent)
        if not uids or target is None:
            return False
        return self._mover.can_move(uids, target[0])

    def _can_drop_option(
        self, option: DraggedOption, target: tuple[int, int | None] | None
    ) -> bool:
        """An option drops on a group of its own list (main or reinforcements)."""
        if target is None or self._mover is None:
            return False
        return self._groups[target[0]].reinforcement == option.reinforcement

    def dropMimeData(
        self,
        data: QMimeData,
        action: Qt.DropAction,
        row: int,
        column: int,
        parent: Index,
    ) -> bool:
        """Move the dropped troopers through the document (one undo step).

        Returns False so the view does not also remove the dragged rows: the
        document's edit resets this model.
        """
        if not self.canDropMimeData(data, action, row, column, parent):
            return False
        target = self.drop_target(row, parent)
        option = decode_option(data)
        if option is not None and target is not None:
            position = -1 if target[1] is None else target[1]
            emit(self.option_dropped, option, target[0], position)
            return False
        if target is None or self._mover is None:  # pragma: no cover - checked above
            return False
        uids = [u for u in decode_uids(data) if u in self._rows]
        if uids:
            self._mover.move_troopers(uids, target[0], target[1])
        return False
