"""Drag and drop of the roster tree: troopers moved, options dropped in.

Mixed into :class:`~listbuilder.gui.editor.roster_tree_model.ArmyTreeModel`.
Dragging troopers carries their uids; a drop asks the document to move them,
so a move is one undoable edit. Troopers never move between the main list and
the reinforcement groups (RULES.md A10), so such drops are refused. An option
dragged from the unit browser or the options panel is handed on through
``option_dropped``.

Imports core and QtCore only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QMimeData, QModelIndex, Qt, SignalInstance

from listbuilder.core.roster.rows import RosterGroup
from listbuilder.gui.models.drag_payloads import (
    OPTION_MIME,
    TROOPER_MIME,
    TrooperMover,
    decode_option,
    decode_uids,
    encode_uids,
)
from listbuilder.gui.models.flat_table import Index
from listbuilder.gui.signals import emit

#: The flags of a group row and of a trooper row, combined once (the views ask
#: for them at every paint and selection).
_GROUP_FLAGS = (
    Qt.ItemFlag.ItemIsEnabled
    | Qt.ItemFlag.ItemIsSelectable
    | Qt.ItemFlag.ItemIsDropEnabled
)
_TROOPER_FLAGS = _GROUP_FLAGS | Qt.ItemFlag.ItemIsDragEnabled


class RosterDragDrop:
    """Drag and drop of a roster model (troopers by group, as ArmyTreeModel)."""

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
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled
        if not index.parent().isValid():  # a group row
            return _GROUP_FLAGS
        return _TROOPER_FLAGS

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
        group = parent.parent()
        if not group.isValid():  # on a group row
            return parent.row(), (None if row < 0 else row)
        return group.row(), parent.row()

    def canDropMimeData(
        self,
        data: QMimeData,
        action: Qt.DropAction,
        row: int,
        column: int,
        parent: Index,
    ) -> bool:
        """Accept troopers to move and options to add where :meth:`_drop` allows."""
        del column
        return self._drop(data, action, row, parent) is not None

    def dropMimeData(
        self,
        data: QMimeData,
        action: Qt.DropAction,
        row: int,
        column: int,
        parent: Index,
    ) -> bool:
        """Move the dropped troopers (one undo step), or hand an option on.

        Troopers are moved through the document; a dropped option goes out
        through ``option_dropped``.

        Returns False so the view does not also remove the dragged rows: the
        document's edit resets this model.
        """
        del column
        drop = self._drop(data, action, row, parent)
        if drop is not None:
            drop()
        return False

    def _drop(
        self, data: QMimeData, action: Qt.DropAction, row: int, parent: Index
    ) -> Callable[[], object] | None:
        """What dropping ``data`` at (``row``, ``parent``) does; None: refused.

        The payload is decoded once, for the check and the drop alike. An
        option drops on a group of its own list (main or reinforcements), and
        is added. Troopers of the main list drop only on combat groups,
        reinforcement troopers only on reinforcement groups, and are moved.
        Source: RULES.md A10
        """
        target = self.drop_target(row, parent)
        mover = self._mover
        if target is None or mover is None:
            return None  # no group, or no document to edit
        group, position = target
        option = decode_option(data)
        if option is not None:
            if self._groups[group].reinforcement != option.reinforcement:
                return None
            at = -1 if position is None else position
            return partial(emit, self.option_dropped, option, group, at)
        uids = [u for u in decode_uids(data) if u in self._rows]  # shown ones only
        if action != Qt.DropAction.MoveAction or not uids:
            return None
        if not mover.can_move(uids, group):
            return None
        return partial(mover.move_troopers, uids, group, position)
