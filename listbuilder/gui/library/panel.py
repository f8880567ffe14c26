"""The list library: every saved list of the lists folder, searchable, in folders.

A folder tree (the lists folder and its subfolders) beside a sortable table of
the lists (name, army, points, legality with the rules broken, troopers, tags,
folder, data version, modified), a search box and army, legality and tag
filters above, and the selected list's tags and note below. Lists open with a
double click or Enter; duplicate, rename, move to a folder and delete (to a
trash folder that Trash… restores from) work on the selection, several lists
at once where it makes sense. Folders are created and renamed from the tree.

The rows come from :mod:`listbuilder.data.library.scan` (cached, scanned off the GUI
thread) and every text from the core; the folder is watched, so lists saved,
added or removed elsewhere show up by themselves.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import (
    QFileSystemWatcher,
    QItemSelectionModel,
    QModelIndex,
    QPoint,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import (
    QLabel,
    QSplitter,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.errors import DataError
from listbuilder.core.library import LibraryFilter, LibraryRow
from listbuilder.data.library.scan import (
    LibraryScan,
    cache_path,
)
from listbuilder.gui.library.folders import FolderTree
from listbuilder.gui.library.operations import LibraryOperations
from listbuilder.gui.library.panel_actions import (
    create_actions,
    folders_menu,
    lists_menu,
)
from listbuilder.gui.library.scanner import LibraryScanner
from listbuilder.gui.library.table_model import (
    LibraryProxyModel,
    LibraryTableModel,
)
from listbuilder.gui.library.views import (
    LibraryDetails,
    LibraryFilterBar,
    LibraryTable,
)
from listbuilder.gui.signals import emit

#: Milliseconds the folder watcher waits for a burst of changes to end.
WATCH_DELAY_MS = 400


class LibraryPanel(LibraryOperations, QWidget):
    """The library view of one lists folder.

    Parameters
    ----------
    root : Path
        The lists folder (created if missing).
    trash : Path
        The trash folder lists are deleted to.
    catalog : callable
        Returns the profiles (only called when a list must be checked).
    cache_folder : Path
        The user cache folder (the rows' cache lives there).
    fingerprint : str
        The profile data's fingerprint (``data.library.data_fingerprint``).
    parent : QWidget, optional
        Qt parent.

    Attributes
    ----------
    model : LibraryTableModel
        Every list of the folder.
    proxy : LibraryProxyModel
        Sorted and filtered view of ``model``.
    table : QTableView
        The lists.
    folder_tree : QTreeWidget
        "All lists" and the subfolders.
    search_edit : QLineEdit
        Search by name, unit, army, tag or note.
    army_combo, legal_combo, tag_combo : QComboBox
        Filters.
    tags_edit : QLineEdit
        Tags of the selected list (comma-separated).
    notes_edit : QPlainTextEdit
        Note of the selected list.
    status_label : QLabel
        How many lists there are and how many show.
    guard : callable
        Called with a list's path before its file is rewritten (rename, tags
        and note); returning False stops the change. The main window uses it
        for the open list with unsaved changes.
    """

    #: A list should be opened in the editor (argument: its Path).
    open_requested = Signal(object)
    #: Lists moved, renamed or deleted (argument: dict of old path → new path,
    #: None for a list moved to the trash; the same path when only its
    #: contents changed).
    lists_changed = Signal(object)
    #: A scan finished and the table shows its rows.
    refreshed = Signal()
    #: Something to tell the player (argument: the message).
    message = Signal(str)

    def __init__(
        self,
        root: Path,
        trash: Path,
        catalog: Callable[[], Catalog],
        cache_folder: Path,
        fingerprint: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.root = root
        self.trash = trash
        self.catalog = catalog
        self.guard: Callable[[Path], bool] = lambda _path: True
        self._scan: LibraryScan | None = None
        self._details_row: LibraryRow | None = None
        self.scanner = LibraryScanner(
            root, catalog, cache_path(cache_folder, root), fingerprint, self
        )
        self.scanner.scanned.connect(self._on_scanner_scanned)
        self.scanner.failed.connect(self._on_scanner_failed)
        self.watcher = QFileSystemWatcher(self)
        self.watcher.directoryChanged.connect(self._on_watcher_directory_changed)
        self._watch_timer = QTimer(self)
        self._watch_timer.setSingleShot(True)
        self._watch_timer.setInterval(WATCH_DELAY_MS)
        self._watch_timer.timeout.connect(self._on_watch_timer_timeout)
        self._build()
        self._create_actions()
        self._connect()
        self._update_actions()

    # -- construction -------------------------------------------------------------

    def _build(self) -> None:
        self.model = LibraryTableModel(self)
        self.proxy = LibraryProxyModel(self)
        self.proxy.setSourceModel(self.model)

        self.filters = LibraryFilterBar(self)
        self.search_edit = self.filters.search_edit
        self.army_combo = self.filters.army_combo
        self.legal_combo = self.filters.legal_combo
        self.tag_combo = self.filters.tag_combo

        self.folder_tree = FolderTree(self)
        self.folder_tree.setHeaderLabel(self.tr("Folders"))
        self.folder_tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)

        self.table = LibraryTable(LibraryTableModel.COL_MODIFIED, self)
        self.table.setModel(self.proxy)
        self.table.size_columns()

        self.details = LibraryDetails(self)
        self.details_label = self.details.label
        self.tags_edit = self.details.tags_edit
        self.notes_edit = self.details.notes_edit
        self.save_details_button = self.details.save_button

        right = QSplitter(Qt.Orientation.Vertical, self)
        right.addWidget(self.table)
        right.addWidget(self.details)
        right.setStretchFactor(0, 1)
        right.setCollapsible(0, False)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(self.folder_tree)
        self.splitter.addWidget(right)
        self.splitter.setSizes([160, 840])
        self.splitter.setStretchFactor(1, 1)

        self.toolbar = QToolBar(self)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.status_label = QLabel(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.toolbar)
        layout.addWidget(self.filters)
        layout.addWidget(self.splitter, 1)
        layout.addWidget(self.status_label)

    def _create_actions(self) -> None:
        made = create_actions(self)
        self.open_action, self.duplicate_action = made["open"], made["duplicate"]
        self.rename_action, self.move_action = made["rename"], made["move"]
        self.trash_action, self.refresh_action = made["trash"], made["refresh"]
        self.new_folder_action = made["new_folder"]
        self.rename_folder_action = made["rename_folder"]
        self.trash_dialog_action = made["trash_dialog"]

    def _connect(self) -> None:
        self.filters.changed.connect(self._on_filters_changed)
        self.folder_tree.currentItemChanged.connect(self._on_filters_changed)
        self.folder_tree.lists_dropped.connect(self._on_folder_tree_lists_dropped)
        self.folder_tree.customContextMenuRequested.connect(
            self._on_folder_tree_context_menu_requested
        )
        self.table.doubleClicked.connect(self._on_table_double_clicked)
        self.table.customContextMenuRequested.connect(
            self._on_table_context_menu_requested
        )
        self.table.selectionModel().selectionChanged.connect(
            self._on_table_selection_changed
        )
        self.details.save_requested.connect(self._on_details_save_requested)

    # -- scanning -------------------------------------------------------------------

    def refresh(self, *, blocking: bool = False) -> None:
        """Scan the folder again (in the background unless ``blocking``)."""
        try:
            self.root.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            self.status_label.setText(
                self.tr("The lists folder cannot be created: {error}").format(error=exc)
            )
            return
        if blocking:
            try:
                self.scanner.refresh(blocking=True)
            except DataError as exc:
                self._on_scanner_failed(str(exc))
            return
        if self._scan is None:
            self.status_label.setText(
                self.tr("Reading the lists in {folder}…").format(folder=self.root)
            )
        self.scanner.refresh()

    @property
    def scan(self) -> LibraryScan | None:
        """The last scan shown, or None before the first."""
        return self._scan

    def _on_scanner_scanned(self, scan: LibraryScan) -> None:
        selected = {r.path for r in self.selected_rows()}
        self._scan = scan
        self.model.set_rows(scan.rows)
        self._fill_folders(scan.folders)
        self.filters.set_rows(scan.rows)
        self._watch(scan)
        self.select_paths(selected)
        self._update_status()
        self._show_details()
        emit(self.refreshed)

    def _on_scanner_failed(self, text: str) -> None:
        self.status_label.setText(text)

    def _watch(self, scan: LibraryScan) -> None:
        wanted = {str(self.root)} | {str(self.root / f) for f in scan.folders}
        current = set(self.watcher.directories())
        if current - wanted:
            self.watcher.removePaths(sorted(current - wanted))
        if wanted - current:
            self.watcher.addPaths(sorted(wanted - current))

    def _on_watcher_directory_changed(self, path: str) -> None:
        del path
        self._watch_timer.start()

    def _on_watch_timer_timeout(self) -> None:
        self.refresh()

    # -- filters and folders --------------------------------------------------------

    def _fill_folders(self, folders: Sequence[str]) -> None:
        if not self.folder_tree.show_folders(folders, self.root):
            self._on_filters_changed()

    def current_folder(self) -> str:
        """The folder selected in the tree (``/``-separated; ``""`` = all lists)."""
        return self.folder_tree.current_folder()

    def set_current_folder(self, folder: str) -> None:
        """Select ``folder`` in the tree (``""`` for all lists)."""
        self.folder_tree.set_current_folder(folder)

    def library_filter(self) -> LibraryFilter:
        """The search and filters the controls ask for."""
        return self.filters.library_filter(self.current_folder())

    def _on_filters_changed(self, *args: object) -> None:
        del args
        self.proxy.set_library_filter(self.library_filter())
        self._update_status()
        self._update_actions()

    def _update_status(self) -> None:
        total = self.model.rowCount()
        shown = self.proxy.rowCount()
        unreadable = sum(1 for r in self.model.rows() if r.error)
        parts = [self.tr("%n list(s)", "", total)]
        if shown != total:
            parts.append(self.tr("%n shown", "", shown))
        if unreadable:
            parts.append(self.tr("%n cannot be read", "", unreadable))
        text = self.tr(", ").join(parts)
        self.status_label.setText(f"{text} — {self.root}")

    # -- selection ------------------------------------------------------------------

    def selected_rows(self) -> list[LibraryRow]:
        """Rows of the selected lists, in table order."""
        indexes = self.table.selectionModel().selectedRows()
        rows = []
        for index in sorted(indexes, key=lambda i: i.row()):
            row = index.data(LibraryTableModel.RowRole)
            if isinstance(row, LibraryRow):
                rows.append(row)
        return rows

    def select_paths(self, paths: set[str] | Sequence[str]) -> None:
        """Select the lists at ``paths`` (those shown)."""
        wanted = set(paths)
        selection = self.table.selectionModel()
        selection.clearSelection()
        first = None
        for proxy_row in range(self.proxy.rowCount()):
            index = self.proxy.index(proxy_row, 0)
            row = index.data(LibraryTableModel.RowRole)
            if isinstance(row, LibraryRow) and row.path in wanted:
                selection.select(
                    index,
                    QItemSelectionModel.SelectionFlag.Select
                    | QItemSelectionModel.SelectionFlag.Rows,
                )
                first = first or index
        if first is not None:
            self.table.scrollTo(first)
            selection.setCurrentIndex(first, QItemSelectionModel.SelectionFlag.NoUpdate)

    def _on_table_selection_changed(self, *args: object) -> None:
        del args
        self._update_actions()
        self._show_details()

    def _update_actions(self) -> None:
        rows = self.selected_rows()
        readable = [r for r in rows if not r.error]
        self.open_action.setEnabled(len(readable) == 1 and len(rows) == 1)
        self.duplicate_action.setEnabled(bool(readable))
        self.rename_action.setEnabled(len(readable) == 1 and len(rows) == 1)
        self.move_action.setEnabled(bool(rows))
        self.trash_action.setEnabled(bool(rows))
        self.rename_folder_action.setEnabled(self.current_folder() != "")

    def _show_details(self) -> None:
        self._details_row = self.details.show_rows(self.selected_rows())

    # -- slots ----------------------------------------------------------------------

    def _on_table_double_clicked(self, index: QModelIndex) -> None:
        del index
        self.open_selected()

    def _on_details_save_requested(self, tags: list[str], notes: str) -> None:
        self.save_details(tags, notes)

    def _on_table_context_menu_requested(self, pos: QPoint) -> None:
        lists_menu(self).exec(self.table.viewport().mapToGlobal(pos))

    def _on_folder_tree_lists_dropped(self, paths: list[str], folder: str) -> None:
        self.move_paths(paths, folder)

    def _on_folder_tree_context_menu_requested(self, pos: QPoint) -> None:
        folders_menu(self).exec(self.folder_tree.viewport().mapToGlobal(pos))
