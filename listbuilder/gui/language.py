"""The language switch of a main window: what it keeps and what it rebuilds.

``MainWindow.retranslate`` builds its menus, toolbar, panels and docks again in
the language now in force, around the same document. :func:`tear_down` removes
what is rebuilt; :class:`ViewState` carries across what the player arranged
(selection, splitter and dock layout, the library and dice windows, the data
problems button). The window passes in the parts each step needs.

Imports the data layer's language choice and Qt widgets.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QByteArray, QObject, QTimer
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import (
    QDockWidget,
    QMainWindow,
    QMenu,
    QSplitter,
    QStatusBar,
    QToolBar,
    QWidget,
)

from listbuilder.core.frozen import record
from listbuilder.data.i18n import choose_language
from listbuilder.gui.i18n import install_language
from listbuilder.gui.profile_data.problems import DataProblems
from listbuilder.gui.user_settings import UserSettings


@record(slots=True)
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
    def capture(
        cls,
        window: QMainWindow,
        uids: list[str],
        splitter: QSplitter,
        *,
        library_shown: bool,
        dice_shown: bool,
    ) -> ViewState:
        """The state of ``window`` now (``splitter``: its main splitter)."""
        return cls(
            uids,
            window.saveState(),
            splitter.sizes(),
            library_shown,
            dice_shown,
            [c for c in window.children() if isinstance(c, DataProblems)],
            {
                d.objectName(): d.width()
                for d in window.findChildren(QDockWidget)
                if d.isVisible() and d.objectName()
            },
        )

    def restore(
        self,
        window: QMainWindow,
        splitter: QSplitter,
        select: Callable[[list[str]], object],
        show_dice: Callable[[bool], None],
        show_library: Callable[[bool], None],
    ) -> None:
        """Put this state back on the rebuilt ``window`` and its parts."""
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
        splitter.setSizes(self.sizes)
        select(self.uids)
        if self.dice_shown:
            show_dice(True)
        if self.library_shown:
            show_library(True)


def tear_down(
    window: QMainWindow, library: QWidget | None, text_actions: QObject
) -> None:
    """Remove what ``window`` rebuilds; its document and autosave stay.

    The old widgets are deleted later, by the event loop: until then they
    still follow the document but signal nothing to the rebuilt window.
    """
    old = window.centralWidget()
    if old is not None:
        for child in (old, *old.findChildren(QObject)):
            child.blockSignals(True)
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
        if child is text_actions or isinstance(child, (QAction, QActionGroup, QMenu)):
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


def show_preferences(
    parent: QWidget, user: UserSettings, set_language: Callable[[str], object]
) -> None:
    """Edit > Preferences: pick the language; it applies at once."""
    from listbuilder.gui.dialogs.preferences_dialog import ask_preferences

    settings = ask_preferences(parent, user.settings)
    if settings is None or settings == user.settings:
        return
    user.store(settings)
    set_language(settings.language)


def set_language(choice: str, retranslate: Callable[[], None]) -> str:
    """Show the app in language ``choice`` (``""``: the system's); the code.

    Installs the translations (``gui.i18n.install_language``) and rebuilds
    the window's texts (``retranslate``), keeping the open list, its undo
    history and the selection.
    """
    lang = install_language(choose_language(choice))
    retranslate()
    return lang
