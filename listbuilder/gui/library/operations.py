"""The library's list operations: open, duplicate, rename, move, trash, folders.

:class:`LibraryOperations` is the part of :class:`~listbuilder.gui.widgets.
library_panel.LibraryPanel` that changes files on disk (through
``listbuilder.data.library.scan``) and tells the app what moved; the panel mixes it
in. Nothing is ever overwritten, and a failure is shown, not raised.

Imports core, data and Qt widgets.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QDialog, QInputDialog, QLineEdit, QMessageBox, QWidget

from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.errors import DataError
from listbuilder.core.library import LibraryRow
from listbuilder.core.lists.army_list import clean_tags
from listbuilder.core.untrusted import spaced_line
from listbuilder.data.library.operations import (
    create_folder,
    duplicate_list,
    move_lists,
    rename_folder,
    rename_list,
    set_list_details,
    trash_lists,
)
from listbuilder.data.library.scan import LibraryScan
from listbuilder.gui.i18n import Plurals, translate
from listbuilder.gui.library.table_model import LibraryTableModel
from listbuilder.gui.signals import emit


class _Panel(Protocol):
    """What the operations use of the panel they are mixed into."""

    root: Path
    trash: Path
    catalog: Callable[[], Catalog]
    guard: Callable[[Path], bool]
    model: LibraryTableModel
    _scan: LibraryScan | None
    _details_row: LibraryRow | None
    open_requested: SignalInstance
    lists_changed: SignalInstance
    message: SignalInstance

    def selected_rows(self) -> list[LibraryRow]: ...
    def select_paths(self, paths: set[str] | Sequence[str]) -> None: ...
    def refresh(self, *, blocking: bool = False) -> None: ...
    def current_folder(self) -> str: ...
    def set_current_folder(self, folder: str) -> None: ...
    def move_paths(self, paths: Sequence[str], folder: str) -> list[Path]: ...
    def _changed(self, mapping: dict[str, str | None], text: str) -> None: ...
    def _error(self, title: str, exc: Exception) -> None: ...


class LibraryOperations:
    """Operations on the selected lists and folders (mixed into the panel).

    Each method's ``self`` is the panel (:class:`_Panel`), a ``QWidget``.
    """

    def open_selected(self: _Panel) -> bool:
        """Ask the editor to open the selected list; True when one was asked."""
        rows = self.selected_rows()
        if len(rows) != 1 or rows[0].error:
            return False
        emit(self.open_requested, Path(rows[0].path))
        return True

    def duplicate_selected(self: _Panel) -> list[Path]:
        """Save a copy of each selected list beside it; the copies' paths."""
        copies = []
        for row in self.selected_rows():
            if row.error:
                continue
            try:
                copies.append(duplicate_list(Path(row.path)))
            except (DataError, OSError) as exc:
                self._error(
                    translate("LibraryOperations", "Cannot duplicate the list"), exc
                )
                break
        if copies:
            self._changed(
                {},
                Plurals.tr("Duplicated %n list(s).", "", len(copies)),
            )
            self.select_paths([str(p) for p in copies])
        return copies

    def rename_selected(self: _Panel, name: str | None = None) -> Path | None:
        """Rename the selected list (asking for the name); its new path."""
        rows = self.selected_rows()
        if len(rows) != 1 or rows[0].error:
            return None
        row = rows[0]
        if name is None:
            text = ask_name(
                _widget(self),
                translate("LibraryOperations", "Rename list"),
                translate("LibraryOperations", "New name of the list:"),
                row.name,
            )
            if text is None:
                return None
            name = text.strip()
        if not self.guard(Path(row.path)):
            return None
        try:
            new = rename_list(Path(row.path), name, row.army)
        except (DataError, OSError) as exc:
            self._error(
                translate("LibraryOperations", "Cannot rename the list"),
                exc,
            )
            return None
        self._changed(
            {row.path: str(new)},
            translate("LibraryOperations", "Renamed to “{name}”.").format(
                name=spaced_line(name)
            ),
        )
        self.select_paths([str(new)])
        return new

    def move_selected(self: _Panel, folder: str | None = None) -> list[Path]:
        """Move the selected lists to ``folder`` (asking which); their new paths."""
        rows = self.selected_rows()
        if not rows:
            return []
        if folder is None:
            folders = [
                translate("LibraryOperations", "(top of the library)"),
                *(self._scan.folders if self._scan else ()),
            ]
            choice, ok = QInputDialog.getItem(
                _widget(self),
                translate("LibraryOperations", "Move to folder"),
                translate("LibraryOperations", "Move the selected lists to:"),
                folders,
                0,
                False,
            )
            if not ok:
                return []
            folder = "" if choice == folders[0] else choice
        return self.move_paths([r.path for r in rows], folder)

    def move_paths(self: _Panel, paths: Sequence[str], folder: str) -> list[Path]:
        """Move the lists at ``paths`` to library folder ``folder``; new paths."""
        if not paths:
            return []
        try:
            moved = move_lists([Path(p) for p in paths], self.root, folder)
        except (DataError, OSError) as exc:
            self._error(
                translate("LibraryOperations", "Cannot move the lists"),
                exc,
            )
            self.refresh()
            return []
        mapping: dict[str, str | None] = {
            old: str(new) for old, new in zip(paths, moved, strict=True)
        }
        count = len(moved)
        text = (
            Plurals.tr("Moved %n list(s) to {folder}.", "", count)
            if folder
            else Plurals.tr(
                "Moved %n list(s) to the top of the library.",
                "",
                count,
            )
        )
        self._changed(mapping, text.format(folder=folder))
        self.select_paths([str(p) for p in moved])
        return moved

    def trash_selected(self: _Panel) -> int:
        """Move the selected lists to the trash; how many were moved."""
        rows = self.selected_rows()
        if not rows:
            return 0
        try:
            items = trash_lists([Path(r.path) for r in rows], self.trash)
        except OSError as exc:
            self._error(
                translate("LibraryOperations", "Cannot move the lists to the trash"),
                exc,
            )
            self.refresh()
            return 0
        count = len(items)
        self._changed(
            {r.path: None for r in rows[:count]},
            Plurals.tr(
                "Moved %n list(s) to the trash (Trash… restores).",
                "",
                count,
            ),
        )
        return count

    def save_details(self: _Panel, tags: Sequence[str], notes: str) -> bool:
        """Store tags and a note in the selected list's file; True when stored."""
        row = self._details_row
        if row is None or not self.guard(Path(row.path)):
            return False
        try:
            set_list_details(Path(row.path), clean_tags(tags), notes)
        except (DataError, OSError) as exc:
            self._error(
                translate("LibraryOperations", "Cannot save the tags and note"), exc
            )
            return False
        self._changed(
            {row.path: row.path},
            translate("LibraryOperations", "Tags and note saved in the list."),
        )
        return True

    def new_folder(self: _Panel, name: str | None = None) -> str | None:
        """Create a folder inside the selected one (asking its name); its path."""
        parent = self.current_folder()
        if name is None:
            text, ok = QInputDialog.getText(
                _widget(self),
                translate("LibraryOperations", "New folder"),
                translate("LibraryOperations", "Name of the new folder:"),
            )
            if not ok:
                return None
            name = text.strip()
        try:
            folder = create_folder(self.root, parent, name)
        except (DataError, OSError) as exc:
            self._error(
                translate("LibraryOperations", "Cannot create the folder"),
                exc,
            )
            return None
        self._changed(
            {},
            translate("LibraryOperations", "Folder “{folder}” created.").format(
                folder=folder
            ),
        )
        self.set_current_folder(folder)
        return folder

    def rename_current_folder(self: _Panel, name: str | None = None) -> str | None:
        """Rename the folder selected in the tree (asking the name); its new path."""
        folder = self.current_folder()
        if not folder:
            return None
        if name is None:
            text = ask_name(
                _widget(self),
                translate("LibraryOperations", "Rename folder"),
                translate("LibraryOperations", "New name:"),
                folder.rpartition("/")[2],
            )
            if text is None:
                return None
            name = text.strip()
        try:
            new = rename_folder(self.root, folder, name)
        except (DataError, OSError) as exc:
            self._error(
                translate("LibraryOperations", "Cannot rename the folder"),
                exc,
            )
            return None
        old_root = str(self.root / folder)
        mapping: dict[str, str | None] = {
            r.path: str(self.root / new) + r.path[len(old_root) :]
            for r in self.model.rows()
            if r.path.startswith(old_root + "/") or r.path.startswith(old_root + "\\")
        }
        self._changed(
            mapping,
            translate("LibraryOperations", "Folder renamed to “{folder}”.").format(
                folder=new
            ),
        )
        self.set_current_folder(new)
        return new

    def show_trash(self: _Panel) -> None:
        """Open the trash: restore lists or delete them for good."""
        from listbuilder.gui.library.trash_dialog import TrashDialog

        dialog = TrashDialog(self.trash, self.root, self.catalog, _widget(self))
        dialog.exec()
        if dialog.restored:
            self._changed(
                {},
                Plurals.tr("Restored %n list(s).", "", len(dialog.restored)),
            )
            self.select_paths([str(p) for p in dialog.restored])

    def _changed(self: _Panel, mapping: dict[str, str | None], text: str) -> None:
        self.refresh(blocking=True)
        if mapping:
            emit(self.lists_changed, mapping)
        emit(self.message, text)

    def _error(self: _Panel, title: str, exc: Exception) -> None:
        detail = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        QMessageBox.warning(_widget(self), title, f"{detail}")


#: Narrowest a name dialog opens (pixels): room for a long list name.
NAME_DIALOG_WIDTH = 480


def ask_name(parent: QWidget, title: str, label: str, text: str) -> str | None:
    """Ask for a name in a dialog wide enough to show ``text`` whole.

    Qt's ``QInputDialog.getText`` opens at the width of its label, too narrow
    for "Shindenbutai for the Saturday tournament": this one is at least
    :data:`NAME_DIALOG_WIDTH` pixels, wider for a longer name (up to the
    screen's width). Returns the text entered, or None if cancelled.
    """
    dialog = QInputDialog(parent)
    dialog.setObjectName("name_dialog")
    dialog.setWindowTitle(title)
    dialog.setLabelText(label)
    dialog.setTextValue(text)
    # the dialog's layout fixes its size to its contents: widen the text field
    edit = dialog.findChild(QLineEdit)
    if edit is not None:
        needed = edit.fontMetrics().horizontalAdvance(text) + 40
        screen = dialog.screen().availableGeometry().width()
        edit.setMinimumWidth(min(max(NAME_DIALOG_WIDTH, needed), screen - 80))
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.textValue()
    finally:
        dialog.deleteLater()


def _widget(panel: _Panel) -> QWidget:
    """The panel as the QWidget it is (the parent of its dialogs)."""
    assert isinstance(panel, QWidget)
    return panel
