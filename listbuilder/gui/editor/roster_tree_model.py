"""Qt tree model of a roster: combat groups at the top, troopers beneath.

An adapter over :class:`listbuilder.core.roster.rows.Roster`: every text comes
from the roster rows and ``listbuilder.gui.present.roster_rows`` (group
headings, the option column). Qt's own :class:`QStandardItemModel` keeps the
tree's shape (an empty item per cell), so the view asks Python for no index,
parent or sibling: a changed cell's ``dataChanged`` costs 2.4 µs instead of
12.6 µs when Python answered them; ``data`` still says every text and role.
Drag and drop (troopers moved as one undoable edit, never between the main list
and the reinforcement groups, RULES.md A10) is
:class:`~listbuilder.gui.editor.roster_drag_drop.RosterDragDrop`.

Imports core and QtCore/QtGui only.
"""

from __future__ import annotations

import operator
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QStandardItem, QStandardItemModel

from listbuilder.core.roster.rows import Roster, RosterGroup, RosterRow
from listbuilder.core.state import TeamTag
from listbuilder.gui.editor import roster_roles, roster_texts
from listbuilder.gui.editor.roster_drag_drop import RosterDragDrop
from listbuilder.gui.editor.roster_texts import RosterTexts, Texts
from listbuilder.gui.marks import QT_TRANSLATE_NOOP
from listbuilder.gui.models.drag_payloads import TrooperMover
from listbuilder.gui.models.flat_table import ROOT, Index, column_header
from listbuilder.gui.signals import emit


class ArmyTreeModel(RosterDragDrop, QStandardItemModel):
    """Combat groups → troopers, with name, fireteam, option, points and SWC.

    Parameters
    ----------
    mover : TrooperMover, optional
        Receives drops (the document); without it drops are refused.
    parent : QObject, optional
        Qt parent.
    """

    #: Columns.
    COL_NAME = roster_texts.COL_NAME
    COL_TEAM = roster_texts.COL_TEAM
    COL_OPTION = roster_texts.COL_OPTION
    COL_POINTS = roster_texts.COL_POINTS
    COL_SWC = roster_texts.COL_SWC
    HEADERS = (
        QT_TRANSLATE_NOOP("ArmyTreeModel", "Trooper"),
        QT_TRANSLATE_NOOP("ArmyTreeModel", "Team"),
        QT_TRANSLATE_NOOP("ArmyTreeModel", "Option"),
        QT_TRANSLATE_NOOP("ArmyTreeModel", "Pts"),
        "SWC",
    )
    #: The RosterRow of a trooper row, the RosterGroup of a group row.
    EntryRole = Qt.ItemDataRole.UserRole + 1
    #: Trooper uid (None for group rows).
    UidRole = Qt.ItemDataRole.UserRole + 2
    #: Group index of a group row or of a trooper's group.
    GroupIndexRole = Qt.ItemDataRole.UserRole + 3
    #: Comparable value for sorting.
    SortRole = roster_roles.SORT_ROLE
    _ROLES = roster_roles.CELL_ROLES | {EntryRole, UidRole, GroupIndexRole}

    #: An option was dropped from the browser or the options panel:
    #: (DraggedOption, combat group index, position or -1 to append).
    option_dropped = Signal(object, int, int)

    # Qt's own item model holds the structure (empty items, a row per group
    # and per trooper), so the view finds indexes, parents and siblings
    # without calling Python; the texts and roles come from ``data``.

    def __init__(self, mover: TrooperMover | None = None, parent: Any = None) -> None:
        super().__init__(parent)
        self._mover = mover
        self._roster: Roster | None = None
        self._groups: tuple[RosterGroup, ...] = ()
        self._rows: dict[str, tuple[int, int]] = {}
        #: Rows whose texts the last update changed: trooper uids and group
        #: indexes; None after a reset or when rows came or went (all did).
        self.changed_rows: set[str | int] | None = None
        self._texts = RosterTexts()  # the cells' texts and the fireteam tags
        self.setColumnCount(len(self.HEADERS))

    # -- content -------------------------------------------------------------------

    def set_roster(
        self,
        roster: Roster | None,
        tags: Mapping[str, TeamTag] | None = None,
    ) -> None:
        """Show ``roster`` (reset).

        Parameters
        ----------
        roster : Roster or None
            The rows to show.
        tags : Mapping[str, TeamTag], optional
            Fireteam tag of each team member, by uid
            (:func:`listbuilder.core.state.fireteam_tags`).
        """
        self.beginResetModel()
        self._roster = roster
        self._groups = roster.groups if roster else ()
        self.changed_rows = None
        self._reindex()
        self._texts.set_tags(tags or {})
        self._texts.clear()
        self.blockSignals(True)  # the reset tells the views
        try:
            self.removeRows(0, self.rowCount())
            for group in self._groups:
                heading = _cells()
                for _row in group.rows:
                    heading[0].appendRow(_cells())
                self.appendRow(heading)
        finally:
            self.blockSignals(False)
        self.endResetModel()

    def update_roster(self, roster: Roster, tags: Mapping[str, TeamTag]) -> bool:
        """Show ``roster`` with the least change: rows inserted, removed, updated.

        Groups must be the same ones as shown (an edit that adds or removes a
        group calls :meth:`set_roster`); the rows of each group are compared by
        uid, the changed run is removed and inserted, and rows whose text or
        fireteam changed get ``dataChanged`` (and go in :attr:`changed_rows`).
        Returns True when some row was inserted, removed or changed.
        """
        if len(roster.groups) != len(self._groups):
            self.set_roster(roster, tags)
            return True
        self.changed_rows = set()
        old_tags = self._texts.tags
        same_tags = old_tags == tags
        self._texts.set_tags(tags)
        self._roster = roster
        changed_any = spliced = False
        groups = list(self._groups)
        for gi, new in enumerate(roster.groups):
            old = groups[gi]
            if new is old and same_tags:
                continue  # a group the edit did not touch: its rows and heading
            # rows an edit did not touch are the same objects as before
            untouched = len(old.rows) == len(new.rows) and all(
                map(operator.is_, old.rows, new.rows)
            )
            if not untouched and [r.uid for r in old.rows] != [r.uid for r in new.rows]:
                self._splice(gi, old, new)
                changed_any = spliced = True
            groups[gi] = new
            self._groups = tuple(groups)
            if not (untouched and same_tags):
                changed_any |= self._update_rows(gi, old, new, old_tags, tags)
            shown = self._texts.shown_group(gi)
            for column, text in enumerate(self._group_texts(gi)):
                if shown is None or text != shown[column]:
                    cell = self.index(gi, column)
                    emit(self.dataChanged, cell, cell)
                    self._changed(gi)
        if spliced:
            self.changed_rows = None  # rows came and went: every row counts
            self._reindex()
            # forget the texts of troopers no longer in the list
            self._texts.keep_only(self._rows)
        return changed_any

    def _update_rows(
        self,
        gi: int,
        old: RosterGroup,
        new: RosterGroup,
        old_tags: Mapping[str, TeamTag],
        tags: Mapping[str, TeamTag],
    ) -> bool:
        """Say which rows of group ``gi`` changed from ``old``; True if any did."""
        before = {r.uid: r for r in old.rows}
        parent = self.index(gi, 0)  # the group's row
        changed = False
        same_tags = old_tags == tags
        for i, row in enumerate(new.rows):
            was = before.get(row.uid)
            if was is row and (same_tags or old_tags.get(row.uid) == tags.get(row.uid)):
                continue
            changed = True
            self._changed_cells(i, parent, was, row, old_tags.get(row.uid))
        return changed

    def _changed_cells(
        self,
        i: int,
        parent: QModelIndex,
        was: RosterRow | None,
        row: RosterRow,
        was_tag: TeamTag | None,
    ) -> None:
        """Say which cells of trooper row ``i`` (under group row ``parent``) changed.

        Only the texts that changed, cell by cell, when the row's colour and
        font stay (a range of cells costs the view several times one cell);
        else the whole row.
        """
        hit = self._texts.cached_row(row.uid)
        if (
            was is not None
            and hit is not None
            and hit[0] is was
            and hit[1] == was_tag
            and was.lieutenant == row.lieutenant
            and was.resolved == row.resolved
        ):
            before = hit[2]  # the texts shown until now
            for column, text in enumerate(self._texts.row(row)):
                if text != before[column]:
                    cell = self.index(i, column, parent)
                    emit(self.dataChanged, cell, cell)
                    self._changed(row.uid)
            return
        self._changed(row.uid)
        emit(
            self.dataChanged,
            self.index(i, 0, parent),
            self.index(i, len(self.HEADERS) - 1, parent),
        )

    def _changed(self, key: str | int) -> None:
        if self.changed_rows is not None:
            self.changed_rows.add(key)

    def _splice(self, gi: int, old: RosterGroup, new: RosterGroup) -> None:
        """Remove then insert the run of rows in which ``old`` and ``new`` differ."""
        a = [r.uid for r in old.rows]
        b = [r.uid for r in new.rows]
        head = 0
        while head < min(len(a), len(b)) and a[head] == b[head]:
            head += 1
        tail = 0
        while tail < min(len(a), len(b)) - head and a[-1 - tail] == b[-1 - tail]:
            tail += 1
        heading = self.item(gi, 0)
        if len(a) - tail > head:
            kept = old.rows[:head] + old.rows[len(a) - tail :]
            self._set_group(gi, old.model_copy(update={"rows": kept}))
            heading.removeRows(head, len(a) - tail - head)
        if len(b) - tail > head:
            self._set_group(gi, new)
            for at in range(head, len(b) - tail):
                heading.insertRow(at, _cells())

    def _set_group(self, gi: int, group: RosterGroup) -> None:
        groups = list(self._groups)
        groups[gi] = group
        self._groups = tuple(groups)
        self._reindex()

    def _reindex(self) -> None:
        self._rows = {
            row.uid: (gi, ti)
            for gi, group in enumerate(self._groups)
            for ti, row in enumerate(group.rows)
        }

    def column_texts(self) -> tuple[dict[int, Texts], dict[str, Texts]]:
        """The texts shown, each row's by column: (groups by index, troopers by uid).

        Made once per row, so a view sizes its columns without asking
        :meth:`data` for every cell (:meth:`texts_of` gives one row's).
        """
        groups = {gi: self._group_texts(gi) for gi in range(len(self._groups))}
        rows = {r.uid: self._texts.row(r) for g in self._groups for r in g.rows}
        return groups, rows

    def texts_of(self, key: str | int) -> Texts | None:
        """The texts of trooper ``key`` (a uid) or group row ``key`` (index); None."""
        if isinstance(key, int):
            return self._group_texts(key) if 0 <= key < len(self._groups) else None
        where = self._rows.get(key)
        return self._texts.row(self._groups[where[0]].rows[where[1]]) if where else None

    def _group_texts(self, gi: int) -> tuple[str, ...]:
        """The texts of group row ``gi``, one per column (made once per change)."""
        return self._texts.group(gi, self._groups[gi])

    def has_fireteams(self) -> bool:
        """True when some trooper shown is in a fireteam."""
        return bool(self._texts.tags)

    def roster(self) -> Roster | None:
        """The roster shown."""
        return self._roster

    def index_of_uid(self, uid: str, column: int = 0) -> QModelIndex:
        """Index of the trooper ``uid`` (invalid if absent)."""
        where = self._rows.get(uid)
        if where is None:
            return ROOT
        gi, ti = where
        return self.index(ti, column, self.index(gi, 0))

    def group_of(self, index: Index) -> int | None:
        """The group of ``index``: its own (a group row) or its trooper's."""
        if not index.isValid():
            return None
        parent = index.parent()
        return parent.row() if parent.isValid() else index.row()

    def group_index(self, group_index: int) -> QModelIndex:
        """Index of the group row ``group_index``."""
        if not 0 <= group_index < len(self._groups):
            return ROOT
        return self.index(group_index, 0)

    def uids(self, indexes: Sequence[QModelIndex]) -> list[str]:
        """Distinct trooper uids of ``indexes``, in roster order."""
        found = {self.data(i, self.UidRole) for i in indexes if i.isValid()}
        return [u for u in self._rows if u in found]

    # -- structure -----------------------------------------------------------------

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        """Column titles."""
        return column_header(
            self.HEADERS, section, orientation, role, context="ArmyTreeModel"
        )

    def _item(self, index: Index) -> RosterGroup | RosterRow | None:
        if not index.isValid():
            return None
        parent = index.parent()
        if not parent.isValid():
            return (
                self._groups[index.row()] if index.row() < len(self._groups) else None
            )
        gi = parent.row()
        if gi < len(self._groups) and index.row() < len(self._groups[gi].rows):
            return self._groups[gi].rows[index.row()]
        return None

    # -- data ------------------------------------------------------------------------

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Text, tooltips, fonts and custom roles."""
        if role not in self._ROLES:  # a view asks for every role of every cell
            return None
        item = self._item(index)
        if item is None:
            return None
        if role == self.EntryRole:
            return item
        if role == self.UidRole:
            return item.uid if isinstance(item, RosterRow) else None
        if role == self.GroupIndexRole:
            return self.group_of(index)
        if isinstance(item, RosterGroup):
            return roster_roles.group_data(
                self._texts, item, index.row(), index.column(), role
            )
        return roster_roles.row_data(self._texts, item, index.column(), role)


def _cells() -> list[QStandardItem]:
    """The empty items of one row: Qt's structure only (``data`` says the rest)."""
    return [QStandardItem() for _ in ArmyTreeModel.HEADERS]
