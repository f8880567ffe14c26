"""The list library window (Ctrl+L): created when first shown, kept in step.

The library renames, moves and deletes list files; the recent-files menu and
the open list follow those changes.

Imports core, data and Qt widgets.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from listbuilder.gui.library.window import LibraryWindow
    from listbuilder.gui.main_window import MainWindow


class LibraryController:
    """The library window of one main window.

    Parameters
    ----------
    window : MainWindow
        The editor whose document, folders and settings the library uses.

    Attributes
    ----------
    library_window : LibraryWindow or None
        The window, once it was shown.
    """

    def __init__(self, window: MainWindow) -> None:
        self.window = window
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

            window = self.window
            library = LibraryWindow(
                window.document,
                window.catalog,
                window.dirs,
                window.files.open_path,
                window,
            )
            library.visibility_changed.connect(
                window.registry["library_action"].setChecked
            )
            library.panel.message.connect(window.show_status)
            library.panel.lists_changed.connect(self._on_lists_changed)
            self.library_window = library
        self.library_window.show_library()

    def _on_lists_changed(self, moved: dict[str, str | None]) -> None:
        settings = self.window.settings.with_moved(moved)
        if settings is not self.window.settings:
            self.window.store_settings(settings)
