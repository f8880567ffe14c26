"""The list library window (Ctrl+L): created when first shown, kept in step.

The library renames, moves and deletes list files; the recent-files menu and
the open list follow those changes.

Imports core, data and Qt widgets.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from listbuilder.core.catalog.catalog import Catalog
from listbuilder.gui.document import ArmyDocument
from listbuilder.gui.on_demand import OnDemand
from listbuilder.gui.user_settings import UserSettings

if TYPE_CHECKING:
    from listbuilder.gui.library.window import LibraryWindow


class LibraryController(OnDemand[QWidget]):
    """The library window of one main window.

    Parameters
    ----------
    window : QWidget
        The editor (the library window's parent).
    document : ArmyDocument
        The open list (it follows its file when the library moves it).
    catalog : Catalog
        The loaded profiles.
    user : UserSettings
        The lists folder and the recent files (which follow moves).
    open_path : callable
        Opens a list file in the editor.
    status : callable
        Shows the library's messages.
    shown_changed : callable
        Called when the library window is shown or hidden.

    Attributes
    ----------
    library_window : LibraryWindow or None
        The window, once it was shown.
    """

    def __init__(
        self,
        window: QWidget,
        document: ArmyDocument,
        catalog: Catalog,
        user: UserSettings,
        open_path: Callable[[Path], bool],
        status: Callable[[str], None],
        shown_changed: Callable[[], None],
    ) -> None:
        super().__init__(window, document, catalog, user, shown_changed)
        self._open_path = open_path
        self._status = status
        self.library_window: LibraryWindow | None = None

    def toggle(self, visible: bool) -> None:
        """View > Library: show or hide the library window."""
        if not visible:
            if self.library_window is not None:
                self.library_window.hide()
            return
        if self.library_window is None:
            # imported when first shown: opening the app does not load it
            from listbuilder.gui.library.window import LibraryWindow

            library = LibraryWindow(
                self._document,
                self._catalog,
                self._user.dirs,
                self._open_path,
                self._window,
            )
            library.visibility_changed.connect(self._on_visibility_changed)
            library.panel.message.connect(self._status)
            library.panel.lists_changed.connect(self._on_lists_changed)
            self.library_window = library
        self.library_window.show_library()

    def _on_lists_changed(self, moved: dict[str, str | None]) -> None:
        settings = self._user.settings.with_moved(moved)
        if settings is not self._user.settings:
            self._user.store(settings)
