"""The library's trash: lists deleted from the library, restorable until emptied.

Shows each trashed list (name, army, points, where it was, when it was
deleted); Restore puts the selected lists back where they were, Delete for
good and Empty trash remove them for ever after a confirmation.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.untrusted import spaced_line
from listbuilder.data.library.operations import (
    TrashItem,
    delete_from_trash,
    list_trash,
    restore_from_trash,
)
from listbuilder.data.library.scan import read_rows
from listbuilder.gui.i18n import QT_TRANSLATE_NOOP, translate

HEADERS = (
    QT_TRANSLATE_NOOP("TrashDialog", "Name"),
    QT_TRANSLATE_NOOP("TrashDialog", "Army"),
    QT_TRANSLATE_NOOP("TrashDialog", "Points"),
    QT_TRANSLATE_NOOP("TrashDialog", "Was in"),
    QT_TRANSLATE_NOOP("TrashDialog", "Deleted"),
)


class TrashDialog(QDialog):
    """Restore lists from the trash, or delete them for good.

    Parameters
    ----------
    trash : Path
        The trash folder.
    root : Path
        The lists folder (where a list of unknown origin is restored to).
    catalog : callable
        Returns the profiles, to describe the trashed lists.
    parent : QWidget, optional
        Qt parent.

    Attributes
    ----------
    table : QTableWidget
        One row per trashed list.
    restored : list[Path]
        Where the lists restored while the dialog was open went.
    """

    def __init__(
        self,
        trash: Path,
        root: Path,
        catalog: Callable[[], Catalog],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Trash"))
        self.resize(760, 380)
        self.trash = trash
        self.root = root
        self.catalog = catalog
        self.restored: list[Path] = []
        self._items: list[TrashItem] = []
        self.info_label = QLabel(self)
        self.table = QTableWidget(0, len(HEADERS), self)
        self.table.setHorizontalHeaderLabels(
            [translate("TrashDialog", h) for h in HEADERS]
        )
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.restore_button = QPushButton(self.tr("Restore"), self)
        self.delete_button = QPushButton(self.tr("Delete for good"), self)
        self.empty_button = QPushButton(self.tr("Empty trash"), self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        for button in (self.restore_button, self.delete_button, self.empty_button):
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.restore_button.clicked.connect(self.restore_selected)
        self.delete_button.clicked.connect(self._on_delete_button_clicked)
        self.empty_button.clicked.connect(self._on_empty_button_clicked)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.info_label)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.reload()

    def reload(self) -> None:
        """Read the trash folder again."""
        self._items = list_trash(self.trash)
        rows = read_rows([i.file for i in self._items], self.catalog)
        self.table.setRowCount(len(self._items))
        for index, (item, row) in enumerate(zip(self._items, rows, strict=True)):
            original = item.original
            try:
                inside = original.parent.relative_to(self.root)
                where = (
                    inside.as_posix()
                    if inside.parts
                    else self.tr("(top of the library)")
                )
            except ValueError:
                where = str(original.parent)
            when = datetime.fromtimestamp(item.deleted).strftime("%Y-%m-%d %H:%M")
            name = spaced_line(row.name) or original.name
            if row.error:
                name = self.tr("{name} (cannot be read)").format(name=original.name)
            cells = (name, row.army_text, row.points_text, where, when)
            for column, text in enumerate(cells):
                cell = QTableWidgetItem(text)
                cell.setToolTip(str(original))
                self.table.setItem(index, column, cell)
        self.table.resizeColumnsToContents()
        count = len(self._items)
        self.info_label.setText(
            self.tr("%n list(s) in the trash ({folder}).", "", count).format(
                folder=self.trash
            )
            if count
            else self.tr("The trash is empty.")
        )
        self._update_buttons()

    def selected_items(self) -> list[TrashItem]:
        """The trashed lists selected."""
        rows = sorted({i.row() for i in self.table.selectedIndexes()})
        return [self._items[r] for r in rows if 0 <= r < len(self._items)]

    def select_all(self) -> None:
        """Select every row (tests and Ctrl+A)."""
        self.table.selectAll()

    def restore_selected(self) -> list[Path]:
        """Put the selected lists back where they were; their paths."""
        done = []
        for item in self.selected_items():
            try:
                done.append(restore_from_trash(item, self.root))
            except OSError as exc:
                QMessageBox.warning(
                    self,
                    self.tr("Cannot restore the list"),
                    f"{item.file}: {exc}",
                )
                break
        self.restored += done
        self.reload()
        return done

    def delete_selected(self) -> int:
        """Delete the selected lists for good (no question); how many."""
        items = self.selected_items()
        try:
            delete_from_trash(items)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Cannot delete the list"), str(exc))
        self.reload()
        return len(items)

    def _confirm(self, text: str) -> bool:
        answer = QMessageBox.question(
            self,
            self.tr("Delete for good?"),
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _on_delete_button_clicked(self) -> None:
        count = len(self.selected_items())
        if count and self._confirm(
            self.tr("Delete %n list(s) for good? This cannot be undone.", "", count)
        ):
            self.delete_selected()

    def _on_empty_button_clicked(self) -> None:
        if self._items and self._confirm(
            self.tr(
                "Delete all %n list(s) in the trash for good? This cannot be undone.",
                "",
                len(self._items),
            )
        ):
            self.select_all()
            self.delete_selected()

    def _update_buttons(self) -> None:
        selected = bool(self.selected_items())
        self.restore_button.setEnabled(selected)
        self.delete_button.setEnabled(selected)
        self.empty_button.setEnabled(bool(self._items))
