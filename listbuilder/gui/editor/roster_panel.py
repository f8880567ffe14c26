"""The list itself: combat groups and their troopers, with drag and drop."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import (
    QEvent,
    QItemSelection,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QPoint,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from listbuilder.core.lists.edits import Touched
from listbuilder.core.roster.rows import Roster
from listbuilder.core.state import ListState, TeamTag
from listbuilder.gui.document import ArmyDocument, StateChange
from listbuilder.gui.editor.roster_fit import SIZED_COLUMNS, RosterFit
from listbuilder.gui.editor.roster_tree_model import ArmyTreeModel
from listbuilder.gui.models.drag_payloads import TrooperMover
from listbuilder.gui.signals import emit


class RosterPanel(QWidget):
    """A tree of combat groups and troopers.

    Selection survives model resets: after each edit the same uids are selected
    again and every group is expanded.

    Parameters
    ----------
    mover : TrooperMover
        Receives drops (the document).

    Attributes
    ----------
    tree_view : QTreeView
        The tree (extended selection, internal drag and drop).
    model : ArmyTreeModel
        The roster model.
    fit : RosterFit
        Sizes the columns to the texts shown.
    """

    #: The selected troopers changed (list of uids).
    selection_changed = Signal(list)
    #: A context menu was asked for at this global position.
    context_menu_requested = Signal(QPoint)
    #: A trooper's option cell was double-clicked: (uid, global position).
    option_cell_activated = Signal(str, QPoint)
    #: An edit, undo or redo moved the current trooper to another group
    #: (argument: its index now), so the next add goes there.
    current_group_moved = Signal(int)

    def __init__(self, mover: TrooperMover, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = ArmyTreeModel(mover, self)
        self.tree_view = QTreeView(self)
        self.tree_view.setModel(self.model)
        self.tree_view.setSelectionMode(
            QAbstractItemView.SelectionMode.ExtendedSelection
        )
        self.tree_view.setSelectionBehavior(
            QAbstractItemView.SelectionBehavior.SelectRows
        )
        self.tree_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # DragDrop, not InternalMove: options dragged from the unit browser drop
        # here too (the model adds them through the window's edit flow).
        self.tree_view.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.tree_view.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.tree_view.setDropIndicatorShown(True)
        self.tree_view.setAlternatingRowColors(True)
        self.tree_view.setUniformRowHeights(True)
        # Elided in the middle: a loadout keeps its first skill and its weapons
        # ("Lieutenant, Str…, Combi Rifle"); the tooltip has the whole text.
        self.tree_view.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.tree_view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        header = self.tree_view.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(
            ArmyTreeModel.COL_NAME, QHeaderView.ResizeMode.Interactive
        )
        header.setSectionResizeMode(
            ArmyTreeModel.COL_OPTION, QHeaderView.ResizeMode.Stretch
        )
        # The narrow columns are sized by RosterFit from the roster's texts:
        # ResizeToContents would ask the model for every cell at every edit.
        for column in SIZED_COLUMNS:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(ArmyTreeModel.COL_NAME, 260)
        self.tree_view.setColumnHidden(ArmyTreeModel.COL_TEAM, True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tree_view)
        self._restoring = False
        self.fit = RosterFit(self.tree_view, self.model)
        self._scroll_bars = (
            self.tree_view.verticalScrollBar(),
            self.tree_view.horizontalScrollBar(),
        )
        # Group rows the player collapsed (expanded again with a new roster).
        self._collapsed: set[int] = set()
        self.tree_view.collapsed.connect(self._on_tree_view_collapsed)
        self.tree_view.expanded.connect(self._on_tree_view_expanded)
        self.tree_view.viewport().installEventFilter(self)
        self.tree_view.selectionModel().selectionChanged.connect(
            self._on_tree_view_selection_changed
        )
        # The selected uids, asked for by every view after every edit: kept
        # until the selection or the rows change (None: ask the view).
        self._selected: list[str] | None = None
        self._only_troopers = True  # no group row among the selected rows
        for signal in (
            self.model.modelReset,
            self.model.rowsInserted,
            self.model.rowsRemoved,
            self.model.rowsMoved,
            self.model.layoutChanged,
        ):
            signal.connect(self._forget_selection)
        self.tree_view.customContextMenuRequested.connect(
            self._on_tree_view_custom_context_menu_requested
        )
        self.tree_view.doubleClicked.connect(self._on_tree_view_double_clicked)

    def set_roster(
        self,
        roster: Roster,
        tags: Mapping[str, TeamTag] | None = None,
    ) -> None:
        """Show ``roster`` afresh, keeping the selected troopers selected.

        ``tags`` (fireteam tags by uid) are passed to
        :meth:`ArmyTreeModel.set_roster`; the Team column shows only while some
        trooper is in a fireteam.
        """
        self._show(lambda: self.model.set_roster(roster, tags), refit=True)

    def follow(self, document: ArmyDocument) -> None:
        """Show ``document``'s list after each change, selecting what it touched.

        Undo and redo select what they bring back or move, so the player sees
        what changed; a step that only removes keeps the selection. When the
        selected troopers changed group, :attr:`current_group_moved` says so.
        """
        document.followers.connect(self._on_document_state_changed)

    def _on_document_state_changed(self, change: StateChange) -> None:
        group_before = self.current_group_index()
        self.show_state(change.state, change.touched)
        if change.touched.troopers:
            self.select_uids(list(change.touched.troopers))
        group_now = self.current_group_index()
        if group_now is not None and group_now != group_before:
            emit(self.current_group_moved, group_now)

    def show_state(self, state: ListState, touched: Touched) -> None:
        """Show a list after a change, updating only the rows it touched.

        A change of groups (added, removed) rebuilds the view; any other edit
        inserts, removes and updates rows in place, so selection, scrolling
        and expansion stay as they were.
        """
        if touched.structure or self.model.roster() is None:
            self.set_roster(state.roster, state.team_tags)
            return
        # Rows are updated in place: the selection stays as it was.
        changed = self.model.update_roster(state.roster, state.team_tags)
        hidden = not self.model.has_fireteams()
        if self.tree_view.isColumnHidden(ArmyTreeModel.COL_TEAM) != hidden:
            self.tree_view.setColumnHidden(ArmyTreeModel.COL_TEAM, hidden)
        if changed:  # a text may be wider or narrower now: those rows'
            self.fit.fit(self.model.changed_rows)

    def _show(self, change: Callable[[], None] | None, *, refit: bool) -> None:
        selected = self.selected_uids()
        current_group = self.current_group_index()
        self._restoring = True
        try:
            if change is not None:
                change()
                self.tree_view.expandAll()
                self._collapsed.clear()
            self.tree_view.setColumnHidden(
                ArmyTreeModel.COL_TEAM, not self.model.has_fireteams()
            )
            if refit:
                self.fit.fit()
            if change is not None:
                self.select_uids(selected, emit=False)
                if not selected and current_group is not None:
                    self.tree_view.setCurrentIndex(
                        self.model.group_index(current_group)
                    )
        finally:
            self._restoring = False
        if selected != self.selected_uids():
            emit(self.selection_changed, self.selected_uids())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Keep the Trooper column within its share when the view is resized."""
        if watched is self.tree_view.viewport() and event.type() == QEvent.Type.Resize:
            self.fit.bound_name_column()
        return super().eventFilter(watched, event)

    def selected_uids(self) -> list[str]:
        """Uids of the selected troopers, in roster order."""
        if self._selected is None:
            rows = self.tree_view.selectionModel().selectedRows()
            self._selected = self.model.uids(rows)
            self._only_troopers = len(rows) == len(self._selected)
        return list(self._selected)

    def _forget_selection(self, *_args: object) -> None:
        self._selected = None

    def select_uids(
        self, uids: list[str] | tuple[str, ...], *, emit: bool = True
    ) -> None:
        """Select exactly the troopers ``uids`` (those present) and show the first."""
        indexes = ((u, self.model.index_of_uid(u)) for u in uids)
        present = [(u, index) for u, index in indexes if index.isValid()]
        first = present[0][1] if present else None
        if (
            first is not None
            and {u for u, _ in present} == set(self.selected_uids())
            and self._only_troopers  # no group row selected besides them
            and self.tree_view.currentIndex().siblingAtColumn(0) == first
        ):
            # already so (an edit of the selected troopers): only show them
            if self._may_be_hidden(first):
                self.tree_view.scrollTo(first)
            return
        self._selected = None  # signals may be blocked below
        selection = QItemSelection()
        last_column = self.model.columnCount() - 1
        for _uid, index in present:
            selection.select(index, index.siblingAtColumn(last_column))
        model = self.tree_view.selectionModel()
        if not emit:
            model.blockSignals(True)
        try:
            model.select(selection, QItemSelectionModel.SelectionFlag.ClearAndSelect)
            if first is not None:
                model.setCurrentIndex(first, QItemSelectionModel.SelectionFlag.NoUpdate)
                self.tree_view.scrollTo(first)
        finally:
            if not emit:
                model.blockSignals(False)
                self.tree_view.viewport().update()

    def _may_be_hidden(self, index: QModelIndex) -> bool:
        """False when trooper ``index`` surely shows: nothing for scrollTo to do.

        So when its group is expanded and every row shows (no scroll range),
        read after an update that inserted or removed no row: the scroll
        bars' ranges are those of the rows shown.
        """
        return bool(
            self.model.changed_rows is None
            or self._scroll_bars[0].maximum()
            or self._scroll_bars[1].maximum()
            or index.parent().row() in self._collapsed
        )

    def _on_tree_view_collapsed(self, index: QModelIndex) -> None:
        self._collapsed.add(index.row())  # only group rows have rows beneath

    def _on_tree_view_expanded(self, index: QModelIndex) -> None:
        self._collapsed.discard(index.row())

    def current_group_index(self) -> int | None:
        """Group of the current item (trooper or group row), or None."""
        return self.model.group_of(self.tree_view.currentIndex())

    def _on_tree_view_selection_changed(
        self, selected: QItemSelection, deselected: QItemSelection
    ) -> None:
        del selected, deselected
        self._selected = None
        if not self._restoring:
            emit(self.selection_changed, self.selected_uids())

    def _on_tree_view_custom_context_menu_requested(self, pos: QPoint) -> None:
        emit(self.context_menu_requested, self.tree_view.viewport().mapToGlobal(pos))

    def _on_tree_view_double_clicked(self, index: QModelIndex) -> None:
        uid = index.data(ArmyTreeModel.UidRole)
        if uid is None or index.column() != ArmyTreeModel.COL_OPTION:
            return
        rect = self.tree_view.visualRect(index)
        where = self.tree_view.viewport().mapToGlobal(rect.bottomLeft())
        emit(self.option_cell_activated, uid, where)
