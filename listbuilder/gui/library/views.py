"""The library panel's table of lists and its details area (tags and note).

Both only show what the core computed for each :class:`LibraryRow`; the panel
owns the model, the selection and every file operation.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from listbuilder.core.library import LibraryFilter, LibraryRow
from listbuilder.core.untrusted import spaced_line
from listbuilder.gui.i18n import QT_TRANSLATE_NOOP, translate
from listbuilder.gui.signals import emit

#: Width of each column when the table is first shown (pixels).
COLUMN_WIDTHS = (200, 150, 70, 110, 70, 110, 80, 80, 120)
#: Legality filter choices: (text, LibraryFilter.legal).
LEGAL_CHOICES = (
    (QT_TRANSLATE_NOOP("LibraryFilterBar", "Legal and illegal"), None),
    (QT_TRANSLATE_NOOP("LibraryFilterBar", "Legal only"), True),
    (QT_TRANSLATE_NOOP("LibraryFilterBar", "Illegal only"), False),
)


class LibraryFilterBar(QWidget):
    """The search box and the army, legality and tag filters above the table.

    Signals
    -------
    changed()
        The search text or a filter changed.
    """

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.search_edit = QLineEdit(self)
        self.search_edit.setPlaceholderText(
            self.tr("Search name, unit, army, tag or note…")
        )
        self.search_edit.setClearButtonEnabled(True)
        self.army_combo = QComboBox(self)
        self.army_combo.addItem(self.tr("All armies"), None)
        self.legal_combo = QComboBox(self)
        for text, value in LEGAL_CHOICES:
            self.legal_combo.addItem(translate("LibraryFilterBar", text), value)
        self.tag_combo = QComboBox(self)
        self.tag_combo.addItem(self.tr("All tags"), None)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.search_edit, 3)
        layout.addWidget(self.army_combo, 2)
        layout.addWidget(self.legal_combo, 1)
        layout.addWidget(self.tag_combo, 1)
        self.search_edit.textChanged.connect(self._on_changed)
        for combo in (self.army_combo, self.legal_combo, self.tag_combo):
            combo.currentIndexChanged.connect(self._on_changed)

    def set_rows(self, rows: Iterable[LibraryRow]) -> None:
        """Offer the armies and tags of ``rows``, keeping the current choices."""
        rows = list(rows)
        armies = {(r.army_text, r.army_id) for r in rows if r.army_id is not None}
        tags = {t.casefold(): t for r in rows for t in r.tags}
        self._fill(self.army_combo, self.tr("All armies"), sorted(armies))
        tag_choices = sorted((t, t) for t in tags.values())
        self._fill(self.tag_combo, self.tr("All tags"), tag_choices)

    def library_filter(self, folder: str) -> LibraryFilter:
        """The search and filters chosen, within ``folder`` ("" for all)."""
        army = self.army_combo.currentData()
        tag = self.tag_combo.currentData()
        return LibraryFilter(
            text=self.search_edit.text(),
            army_id=army if isinstance(army, int) else None,
            legal=self.legal_combo.currentData(),
            folder=folder,
            tag=tag if isinstance(tag, str) else None,
        )

    def _fill(
        self, combo: QComboBox, all_text: str, choices: Sequence[tuple[str, object]]
    ) -> None:
        current = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(all_text, None)
        for text, value in choices:
            combo.addItem(spaced_line(text), value)
        index = combo.findData(current) if current is not None else 0
        combo.setCurrentIndex(max(index, 0))
        combo.blockSignals(False)
        if index < 0:
            emit(self.changed)

    def _on_changed(self, *args: object) -> None:
        del args
        emit(self.changed)


class LibraryTable(QTableView):
    """The sortable table of lists, newest first until the player sorts.

    Whole rows are selected, several at once, and dragged to a folder.

    Parameters
    ----------
    sort_column : int
        The column sorted on at first (descending).
    parent : QWidget, optional
        Qt parent.
    """

    def __init__(self, sort_column: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSortingEnabled(True)
        self.sortByColumn(sort_column, Qt.SortOrder.DescendingOrder)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.setWordWrap(False)
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        rows = self.verticalHeader()
        rows.setVisible(False)
        rows.setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.setAlternatingRowColors(True)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)

    def size_columns(self) -> None:
        """Give each column its first width (:data:`COLUMN_WIDTHS`, pixels)."""
        for column, width in enumerate(COLUMN_WIDTHS):
            self.setColumnWidth(column, width)


class LibraryDetails(QWidget):
    """The selected list in one line, with its tags and note to edit.

    Signals
    -------
    save_requested(list[str], str)
        The player saved tags (as typed, split at commas) and the note.
    """

    save_requested = Signal(list, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.tags_edit = QLineEdit(self)
        self.tags_edit.setPlaceholderText(self.tr("Tags, separated by commas"))
        self.notes_edit = QPlainTextEdit(self)
        self.notes_edit.setPlaceholderText(self.tr("A note about this list"))
        self.notes_edit.setMaximumHeight(70)
        self.save_button = QPushButton(self.tr("Save tags and note"), self)
        self.save_button.clicked.connect(self._on_save_button_clicked)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Tags:"), self))
        row.addWidget(self.tags_edit, 1)
        row.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addLayout(row)
        layout.addWidget(self.notes_edit)

    def show_rows(self, rows: Sequence[LibraryRow]) -> LibraryRow | None:
        """Show the selected ``rows``; the row whose tags and note can be edited.

        One readable list shows its summary, tags and note; several lists, none
        or an unreadable file show a line and disable editing (None).
        """
        row = rows[0] if len(rows) == 1 else None
        editable = row if row is not None and not row.error else None
        for widget in (self.tags_edit, self.notes_edit, self.save_button):
            widget.setEnabled(editable is not None)
        if row is None or editable is None:
            if row is None:
                text = (
                    self.tr("%n list(s) selected.", "", len(rows))
                    if rows
                    else self.tr("No list selected.")
                )
            else:
                text = f"{row.relative}: {row.error}"
            self.label.setText(text)
            self.tags_edit.clear()
            self.notes_edit.clear()
            return None
        legal = (
            self.tr("Legal.")
            if row.legal
            else self.tr("Illegal — {violations}").format(
                violations="; ".join(row.violations)
            )
        )
        self.label.setText(
            self.tr(
                "{name} — {army}, {points} pts, SWC {swc}, {troopers} troopers "
                "({ruleset}). {legal}"
            ).format(
                name=row.display_name,
                army=row.army_text,
                points=row.points_text,
                swc=row.swc,
                troopers=row.troopers_text,
                ruleset=row.ruleset,
                legal=legal,
            )
        )
        self.tags_edit.setText(", ".join(row.tags))
        self.notes_edit.setPlainText(row.notes)
        return editable

    def _on_save_button_clicked(self) -> None:
        emit(
            self.save_requested,
            self.tags_edit.text().split(","),
            self.notes_edit.toPlainText(),
        )
