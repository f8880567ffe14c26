"""File > Check an event...: every player's lists of an event file, at a glance.

:class:`EventDialog` reads the organiser's CSV (``player``, ``code`` and any
other columns), checks every list with the event's points and Extras
(``listbuilder.core.its.event.check_event``, as ``listbuilder event`` does) and
shows one row per player (player, army, lists, status); under it, the selected
player's lists. Double-clicking a list (or a player: their first list that is
not legal) opens it in the editor; Export binder... writes the organiser's
binder. The dialog is not modal: the organiser goes through the lists in the
editor with it open.

Imports core, data, export and Qt widgets.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QItemSelection, QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.errors import ListbuilderError
from listbuilder.core.its.event import (
    Event,
    EventCheck,
    EventList,
    check_event,
    list_state,
)
from listbuilder.core.its.event_file import EventFile
from listbuilder.core.its.event_rows import list_lines, summary_rows
from listbuilder.core.its.extras import Extra
from listbuilder.core.lists.army_list import ArmyList
from listbuilder.data.event_file import load_event_file
from listbuilder.data.lists import check_export_target
from listbuilder.export.options import PdfOptions
from listbuilder.gui.event.table_model import EventTableModel
from listbuilder.gui.i18n import translate
from listbuilder.gui.signals import emit

#: The points tiers offered (ITS.md E1); the first entry keeps each code's own.
TIERS = (150, 200, 250, 300, 350, 400)
#: The Extras offered, in this order (ITS.md E5).
EXTRAS = (
    Extra.FREE_GAME,
    Extra.SOLDIERS_OF_FORTUNE,
    Extra.SPEC_OPS,
    Extra.REINFORCEMENTS,
    Extra.ESCALATION,
)
#: Where a list line keeps its EventList.
_ENTRY_ROLE = Qt.ItemDataRole.UserRole + 1


class EventDialog(QDialog):
    """The organiser's event check: a table of players, their lists, the binder.

    Parameters
    ----------
    catalog : Catalog
        The data the codes are read against.
    ruleset : Ruleset
        The edition the lists are checked under (codes carry none).
    pdf : PdfOptions
        Paper and units of the binder.
    parent : QWidget, optional
        The editor.

    Attributes
    ----------
    file_label : QLabel
        The event file and how many players it holds.
    points_combo : QComboBox
        The event's points (first entry: each code's own).
    extra_boxes : dict[Extra, QCheckBox]
        The event's Extras.
    table : QTableView
        One row per player (:class:`EventTableModel`).
    lists_view : QListWidget
        The selected player's lists, one line each.
    binder_button : QPushButton
        Export binder...
    """

    #: The user asked to open a list in the editor (an ``ArmyList``).
    open_requested = Signal(object)

    def __init__(
        self,
        catalog: Catalog,
        ruleset: Ruleset,
        pdf: PdfOptions,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("event_dialog")
        self.setWindowTitle(self.tr("Check an event"))
        self.resize(900, 600)
        self._catalog, self._ruleset, self._pdf = catalog, ruleset, pdf
        self._path: Path | None = None
        self._file: EventFile | None = None
        self._check: EventCheck | None = None
        layout = QVBoxLayout(self)
        self.file_label = QLabel(self)
        self.file_label.setWordWrap(True)
        layout.addWidget(self.file_label)
        layout.addLayout(self._event_row())
        self.model = EventTableModel(self)
        self.table = QTableView(self)
        self.table.setObjectName("event_table")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.table.selectionModel().selectionChanged.connect(
            self._on_table_selection_changed
        )
        self.table.doubleClicked.connect(self._on_table_double_clicked)
        layout.addWidget(self.table, 3)
        layout.addWidget(
            QLabel(self.tr("Lists of the selected player (double-click to open):"))
        )
        self.lists_view = QListWidget(self)
        self.lists_view.setObjectName("event_lists")
        self.lists_view.itemDoubleClicked.connect(self._on_lists_view_double_clicked)
        layout.addWidget(self.lists_view, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.open_button = buttons.addButton(
            self.tr("Open in editor"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.open_button.clicked.connect(self._on_open_button_clicked)
        self.binder_button = buttons.addButton(
            self.tr("Export binder…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.binder_button.clicked.connect(self._on_binder_button_clicked)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self._update_buttons()

    def _event_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Points:"), self))
        self.points_combo = QComboBox(self)
        self.points_combo.addItem(self.tr("each list's own"), None)
        for tier in TIERS:
            self.points_combo.addItem(str(tier), tier)
        self.points_combo.currentIndexChanged.connect(self._on_event_changed)
        row.addWidget(self.points_combo)
        row.addSpacing(12)
        row.addWidget(QLabel(self.tr("Extras:"), self))
        self.extra_boxes: dict[Extra, QCheckBox] = {}
        for extra in EXTRAS:
            box = QCheckBox(extra.value, self)
            box.toggled.connect(self._on_event_changed)
            self.extra_boxes[extra] = box
            row.addWidget(box)
        row.addStretch(1)
        return row

    # -- the event ---------------------------------------------------------------

    @property
    def chosen_event(self) -> Event:
        """The points and Extras chosen."""
        extras = frozenset(e for e, box in self.extra_boxes.items() if box.isChecked())
        return Event(points=self.points_combo.currentData(), extras=extras)

    @property
    def check(self) -> EventCheck | None:
        """The event checked, or None before a file is read."""
        return self._check

    def load(self, path: Path) -> bool:
        """Read the event file at ``path`` and check it; False (and say why) if not."""
        try:
            self._file = load_event_file(path)
        except ListbuilderError as exc:
            QMessageBox.critical(self, self.tr("Cannot read the event file"), str(exc))
            return False
        self._path = path
        self._recheck()
        return True

    def _recheck(self) -> None:
        if self._file is None:
            return
        self._check = check_event(
            self._file, self.chosen_event, self._catalog, self._ruleset
        )
        self.model.reset_rows(summary_rows(self._check))
        players = len(self._check.players)
        ok = sum(p.ok for p in self._check.players)
        self.file_label.setText(
            self.tr("{file}: {ok} of {n} players OK").format(
                file=self._path, ok=ok, n=players
            )
        )
        self.lists_view.clear()
        if self.model.rowCount():
            self.table.selectRow(0)
        self._update_buttons()

    def _on_event_changed(self, *_: object) -> None:
        self._recheck()

    # -- the selected player and list --------------------------------------------

    def _selected_player(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        row = self.model.row_at(rows[0].row())
        return None if row is None else row.player_index

    def _on_table_selection_changed(self, *_: QItemSelection) -> None:
        self.lists_view.clear()
        index = self._selected_player()
        if index is not None and self._check is not None:
            for line in list_lines(self._check.players[index]):
                item = QListWidgetItem(line.text)
                item.setData(_ENTRY_ROLE, line.entry)
                if line.legal is not True:
                    item.setForeground(Qt.GlobalColor.darkRed)
                self.lists_view.addItem(item)
            if self.lists_view.count():
                self.lists_view.setCurrentRow(0)
        self._update_buttons()

    def _on_table_double_clicked(self, index: QModelIndex) -> None:
        player = self.model.row_at(index.row())
        if player is None or player.player_index is None or self._check is None:
            return
        lists = self._check.players[player.player_index].lists
        first = next((e for e in lists if not e.legal), lists[0] if lists else None)
        if first is not None:
            emit(self.open_requested, first.army_list)

    def _on_lists_view_double_clicked(self, item: QListWidgetItem) -> None:
        entry = item.data(_ENTRY_ROLE)
        if isinstance(entry, EventList):
            emit(self.open_requested, entry.army_list)

    def _on_open_button_clicked(self) -> None:
        item = self.lists_view.currentItem()
        if item is not None:
            self._on_lists_view_double_clicked(item)

    def _update_buttons(self) -> None:
        item = self.lists_view.currentItem()
        self.open_button.setEnabled(
            item is not None and isinstance(item.data(_ENTRY_ROLE), EventList)
        )
        self.binder_button.setEnabled(self._check is not None)

    # -- the binder --------------------------------------------------------------

    def _on_binder_button_clicked(self) -> None:
        if self._check is None or self._path is None:
            return
        default = self._path.with_name(self._path.stem + "-binder.pdf")
        name, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Export binder"), str(default), self.tr("PDF (*.pdf)")
        )
        if name:
            self.export_binder(Path(name))

    def export_binder(self, target: Path) -> bool:
        """Write the organiser's binder of the event checked to ``target``."""
        # imported here: reportlab is loaded only when a binder is written
        from listbuilder.export.pdf.binder import write_event_binder

        check = self._check
        if check is None:
            return False
        rosters = [
            [list_state(e, self._catalog, self._ruleset).roster for e in p.lists]
            for p in check.players
        ]
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            check_export_target(target, self._path)  # never over a list or the CSV
            write_event_binder(check, rosters, target, self._pdf)
        except ListbuilderError as exc:
            QMessageBox.critical(self, self.tr("Cannot write the binder"), str(exc))
            return False
        finally:
            QApplication.restoreOverrideCursor()
        self.file_label.setText(self.tr("Binder written: {file}").format(file=target))
        return True


def check_event_interactive(
    window: QWidget,
    catalog: Catalog,
    ruleset: Ruleset,
    pdf: PdfOptions,
    open_list: Callable[[ArmyList], object],
) -> EventDialog | None:
    """Ask for an event file, then show its check (the window's one dialog).

    ``open_list`` opens a list in the editor (the dialog's double-clicks).
    Returns the dialog shown, or None when no file was chosen or read.
    """
    name, _filter = QFileDialog.getOpenFileName(
        window,
        translate("EventDialog", "Open an event file"),
        "",
        translate("EventDialog", "Event files (*.csv);;All files (*)"),
    )
    if not name:
        return None
    dialog = window.findChild(EventDialog)
    if dialog is None:
        dialog = EventDialog(catalog, ruleset, pdf, window)
        dialog.open_requested.connect(open_list)
    if not dialog.load(Path(name)):
        return None
    dialog.show()
    dialog.raise_()
    return dialog
