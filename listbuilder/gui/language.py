"""The language switch of a main window: what it keeps and what it rebuilds.

``MainWindow.retranslate`` builds its menus, toolbar, panels and docks again in
the language now in force, around the same document. :func:`tear_down` removes
what is rebuilt; :class:`ViewState` carries across what the player arranged
(selection, splitter and dock layout, the library and dice windows, the data
problems button).

Imports the data layer's language choice and Qt widgets.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QTimer
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QDockWidget, QMenu, QStatusBar, QToolBar

from listbuilder.data.i18n import choose_language
from listbuilder.gui.i18n import install_language
from listbuilder.gui.profile_data.problems import DataProblems

if TYPE_CHECKING:
    from listbuilder.gui.main_window import MainWindow


@dataclass(frozen=True, slots=True)
class ViewState:
    """What the player arranged in a window, kept across a rebuild.

    Attributes
    ----------
    uids : list[str]
        The troopers selected.
    layout : QByteArray
        Docks and toolbar (``QMainWindow.saveState``).
    sizes : list[int]
        The main splitter's sizes (pixels).
    library_shown, dice_shown : bool
        Whether the library window and the dice calculator were open.
    problems : list[DataProblems]
        The data-problems reporters attached to the window.
    dock_widths : dict[str, int]
        Each visible dock's width (pixels), by object name: the rebuilt docks
        are first laid out at their own size hint, which ``restoreState``
        does not always undo.
    """

    uids: list[str]
    layout: QByteArray
    sizes: list[int]
    library_shown: bool
    dice_shown: bool
    problems: list[DataProblems]
    dock_widths: dict[str, int]

    @classmethod
    def capture(cls, window: MainWindow) -> ViewState:
        """The state of ``window`` now."""
        return cls(
            window.selected_uids(),
            window.saveState(),
            window.main_splitter.sizes(),
            window.registry["library_action"].isChecked(),
            window.registry["dice_action"].isChecked(),
            [c for c in window.children() if isinstance(c, DataProblems)],
            {
                d.objectName(): d.width()
                for d in window.findChildren(QDockWidget)
                if d.isVisible() and d.objectName()
            },
        )

    def restore(self, window: MainWindow) -> None:
        """Put this state back on the rebuilt ``window``."""
        for problems in self.problems:
            problems.attach(window)
        window.restoreState(self.layout)
        docks = [
            d
            for d in window.findChildren(QDockWidget)
            if d.objectName() in self.dock_widths
        ]
        # The rebuilt window's first layouts would give the docks what the new
        # central widget leaves: hold each dock at its width until they are done.
        for dock in docks:
            limits = (dock.minimumWidth(), dock.maximumWidth())
            dock.setFixedWidth(self.dock_widths[dock.objectName()])
            # with the dock as context: nothing runs if it is gone by then
            QTimer.singleShot(_SETTLE_MS, dock, partial(_release, dock, *limits))
        window.main_splitter.setSizes(self.sizes)
        window.roster_panel.select_uids(self.uids)
        if self.dice_shown:
            window.dice.show(True)
        if self.library_shown:
            window.library.toggle(True)


def tear_down(window: MainWindow) -> None:
    """Remove what the window rebuilds; its document and autosave stay."""
    doc = window.document
    # the document outlives the views: cut what would reach the old ones
    doc.state_changed.disconnect(window._on_document_state_changed)
    doc.modified_changed.disconnect(window.files.update_title)
    doc.path_changed.disconnect(window.files.update_title)
    library = window.library.library_window
    if library is not None:
        library.hide()
        library.deleteLater()
    window.menuBar().clear()
    for toolbar in window.findChildren(QToolBar):
        window.removeToolBar(toolbar)
        toolbar.deleteLater()
    for dock in window.findChildren(QDockWidget):
        window.removeDockWidget(dock)
        dock.deleteLater()
    for child in window.children():
        if child is window.text_actions or isinstance(
            child, (QAction, QActionGroup, QMenu)
        ):
            child.deleteLater()
    window.setStatusBar(QStatusBar(window))  # the old one goes with its buttons
    old = window.takeCentralWidget()
    if old is not None:
        old.deleteLater()


#: Milliseconds the rebuilt window takes to lay itself out.
_SETTLE_MS = 250


def _release(dock: QDockWidget, least: int, most: int) -> None:
    """Let the player resize ``dock`` again, between ``least`` and ``most`` px."""
    dock.setMinimumWidth(least)
    dock.setMaximumWidth(most)


def retranslate(window: MainWindow) -> None:
    """Show the window in the language now in force, keeping the open list.

    Menus, toolbar, panels and docks are built again (each text is set
    where it is built), around the same document: the list, its file, its
    undo history and the autosave carry on, and the selection, the splitter
    and dock layout and the library and dice windows are restored. The
    document is evaluated again so the core's texts follow the language.
    """
    state = ViewState.capture(window)
    tear_down(window)
    window.document.refresh()
    window._build()
    state.restore(window)


def show_preferences(window: MainWindow) -> None:
    """Edit > Preferences: pick the language; it applies at once."""
    from listbuilder.gui.dialogs.preferences_dialog import ask_preferences

    settings = ask_preferences(window, window.settings)
    if settings is None or settings == window.settings:
        return
    window.store_settings(settings)
    window.set_language(settings.language)


def set_language(window: MainWindow, choice: str) -> str:
    """Show the app in language ``choice`` (``""``: the system's); the code.

    Installs the translations (``gui.i18n.install_language``) and rebuilds
    the window's texts (:func:`retranslate`), keeping the open list, its
    undo history and the selection.
    """
    lang = install_language(choose_language(choice))
    window.retranslate()
    return lang
