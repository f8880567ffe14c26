"""The library as a window of its own (Ctrl+L), tied to the list editor.

:class:`LibraryWindow` holds a ``LibraryPanel`` of the user's lists folder
and connects it to the editor's document: opening a list opens it in the
editor; renaming, moving or deleting the open list's file makes the editor
follow it (a deleted open list stays open, unsaved); and the open list's file
is never rewritten (rename, tags and note) while it has unsaved changes.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QHideEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import QMessageBox, QVBoxLayout, QWidget

from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.errors import DataError
from listbuilder.data.library.scan import data_fingerprint
from listbuilder.gui.document import ArmyDocument
from listbuilder.gui.library.panel import LibraryPanel
from listbuilder.gui.signals import emit
from listbuilder.paths import UserDirs, profiles_dir


class LibraryWindow(QWidget):
    """The list library beside the editor.

    Parameters
    ----------
    document : ArmyDocument
        The editor's document (its open list is guarded and followed).
    catalog : Catalog
        The loaded profiles.
    dirs : UserDirs
        The user's folders: lists (the library), trash and cache.
    open_path : callable
        Opens a list in the editor (the main window's ``open_path``).
    parent : QWidget, optional
        The main window (the library stays on top of it, as its tool window).

    Attributes
    ----------
    panel : LibraryPanel
        The library view.
    """

    #: The window was shown or hidden (argument: visible).
    visibility_changed = Signal(bool)

    def __init__(
        self,
        document: ArmyDocument,
        catalog: Catalog,
        dirs: UserDirs,
        open_path: Callable[[Path], bool],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Library — Listbuilder"))
        self.resize(1180, 620)
        self.document = document
        self._open_path = open_path
        self.panel = LibraryPanel(
            dirs.lists,
            dirs.trash,
            lambda: catalog,
            dirs.cache,
            data_fingerprint(profiles_dir()),
            self,
        )
        self.panel.guard = self.may_rewrite
        self.panel.open_requested.connect(self._on_panel_open_requested)
        self.panel.lists_changed.connect(self._on_panel_lists_changed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.panel)
        close = QShortcut(QKeySequence("Ctrl+L"), self)
        close.activated.connect(self.close)

    def may_rewrite(self, path: Path) -> bool:
        """False (and says why) when ``path`` is the open list with unsaved changes.

        Rewriting that file now would make the editor's next save undo the
        change, or the change undo the editor's work.
        """
        doc = self.document
        if doc.path is None or not doc.is_modified or not _same(doc.path, path):
            return True
        QMessageBox.information(
            self,
            self.tr("The list is open with unsaved changes"),
            self.tr(
                "This list is open in the editor with unsaved changes. Save them "
                "(or discard them) first, then change it here."
            ),
        )
        return False

    def follow(self, mapping: dict[str, str | None]) -> Path | None:
        """Make the editor follow its list's file after a library change.

        ``mapping`` is ``LibraryPanel.lists_changed``'s: old path → new path,
        or None when the file went to the trash. The open list, if among them,
        is re-read from its new file when it has no unsaved changes (it shows
        the new name, tags and note) and otherwise only follows the file; a
        list whose file went to the trash stays open as unsaved. Returns the
        open list's new path, or None when it was not concerned.
        """
        doc = self.document
        if doc.path is None:
            return None
        found = [new for old, new in mapping.items() if _same(Path(old), doc.path)]
        if not found:
            return None
        new = found[0]
        if new is None:
            doc.relocate(None)
            return None
        target = Path(new)
        if doc.is_modified:
            doc.relocate(target)
        else:
            try:
                doc.open(target)
            except DataError:
                doc.relocate(target)
        return target

    def show_library(self) -> None:
        """Show (and scan) the library, in front."""
        self.show()
        self.raise_()
        self.activateWindow()
        self.panel.refresh()
        self.panel.table.setFocus()

    # -- slots and events --------------------------------------------------------

    def _on_panel_open_requested(self, path: Path) -> None:
        if self._open_path(path):
            parent = self.parentWidget()
            if parent is not None:
                parent.raise_()
                parent.activateWindow()

    def _on_panel_lists_changed(self, mapping: dict[str, str | None]) -> None:
        self.follow(mapping)

    def showEvent(self, event: QShowEvent) -> None:
        """Tell the Library action it is shown."""
        super().showEvent(event)
        emit(self.visibility_changed, True)

    def hideEvent(self, event: QHideEvent) -> None:
        """Tell the Library action it is hidden (closing only hides it)."""
        super().hideEvent(event)
        emit(self.visibility_changed, False)


def _same(a: Path, b: Path) -> bool:
    """True when two paths name the same file (as written, or resolved)."""
    if a == b:
        return True
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False
