"""Your place kept: the last list and the window's layout, saved and put back.

:class:`PlaceKeeper` follows one main window. It keeps the file of the list
in the window in the settings as it changes (``Settings.last_list``), so the
next start opens it again even after a crash; at a clean exit it stores the
window's size and position, its docks and toolbars, its splitters and which
tab of each tabbed dock is in front (``Settings.place``); at the next start it
puts them back. Qt's layout bytes are stored as base64 text in the settings
file and read back by Qt, which ignores what it cannot use.

Imports the data layer's settings and Qt widgets; no dialogs.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QByteArray, QObject
from PySide6.QtWidgets import QDockWidget, QMainWindow, QSplitter

from listbuilder.core.untrusted import one_line
from listbuilder.data.files import is_regular_file
from listbuilder.data.settings import WindowPlace
from listbuilder.gui.document import ArmyDocument
from listbuilder.gui.i18n import translate
from listbuilder.gui.user_settings import UserSettings


class Reopened(Enum):
    """What :meth:`PlaceKeeper.reopen_last_list` found.

    Attributes
    ----------
    NOTHING
        No list was open at the last exit (an untitled list, a first launch).
    OPENED
        The last list is open again.
    MISSING
        The last list is no longer where it was (deleted, moved, unmounted).
    FAILED
        The file is there but could not be opened (its error was shown).
    """

    NOTHING = "nothing"
    OPENED = "opened"
    MISSING = "missing"
    FAILED = "failed"


def _text(data: QByteArray) -> str:
    return bytes(data.toBase64().data()).decode("ascii")


def _bytes(text: str) -> QByteArray:
    return QByteArray.fromBase64(QByteArray(text.encode("ascii", "ignore")))


def capture_place(window: QMainWindow) -> WindowPlace:
    """Where ``window`` is now: geometry, docks, splitters, tabs in front.

    Splitters and docks are named by their object names; those without one
    are not kept.
    """
    docks = [d for d in window.findChildren(QDockWidget) if d.objectName()]
    return WindowPlace(
        geometry=_text(window.saveGeometry()),
        state=_text(window.saveState()),
        splitters={
            s.objectName(): tuple(s.sizes())
            for s in window.findChildren(QSplitter)
            if s.objectName()
        },
        open_docks=tuple(d.objectName() for d in docks if not d.isHidden()),
        raised_docks=tuple(
            d.objectName()
            for d in docks
            if not d.isHidden()
            and window.tabifiedDockWidgets(d)
            and not d.visibleRegion().isEmpty()
        ),
    )


def restore_place(
    window: QMainWindow, place: WindowPlace, open_dock: Callable[[str], object]
) -> None:
    """Put ``window`` back where ``place`` says.

    ``open_dock(name)`` creates and shows a dock the app builds on demand (the
    dice calculator's), so that Qt's saved state finds it; names it does not
    know are ignored by it. Each step that Qt refuses (bytes of another Qt
    version, a splitter whose panels changed) leaves that part at its default.
    """
    if place.geometry:
        window.restoreGeometry(_bytes(place.geometry))
    for name in place.open_docks:
        open_dock(name)
    if place.state:
        window.restoreState(_bytes(place.state))
    for splitter in window.findChildren(QSplitter):
        sizes = place.splitters.get(splitter.objectName())
        if sizes is not None and len(sizes) == splitter.count():
            splitter.setSizes(list(sizes))
    for dock in window.findChildren(QDockWidget):
        if dock.objectName() in place.raised_docks and not dock.isHidden():
            dock.raise_()


class PlaceKeeper(QObject):
    """Keeps the last list and the layout of one main window in the settings.

    Parameters
    ----------
    window : QMainWindow
        The main window.
    document : ArmyDocument
        The list in it: its file becomes ``Settings.last_list`` whenever it
        changes (opened, saved as, a new list).
    user : UserSettings
        Where the settings are kept and saved.
    """

    def __init__(
        self, window: QMainWindow, document: ArmyDocument, user: UserSettings
    ) -> None:
        super().__init__(window)
        self._window = window
        self._document = document
        self._user = user
        document.path_changed.connect(self._on_document_path_changed)

    def remember(self) -> None:
        """At a clean exit: store the layout and the list in the window."""
        path = self._document.path
        self._user.store(
            self._user.settings.replace(
                place=capture_place(self._window),
                last_list=None if path is None else str(path),
            )
        )

    def restore(self, open_dock: Callable[[str], object]) -> bool:
        """Put the layout of the last exit back; False when none was kept.

        ``open_dock``: as :func:`restore_place`.
        """
        place = self._user.settings.place
        if place is None:
            return False
        restore_place(self._window, place, open_dock)
        return True

    def reopen_last_list(self, open_path: Callable[[Path], bool]) -> Reopened:
        """Open the list that was in the window at the last exit, if any.

        ``open_path`` opens a file (and shows its error). A list that is gone
        is named in the status bar; the settings keep it (a folder may come
        back), until another list is opened or the app exits.
        """
        last = self._user.settings.last_list
        if last is None:
            return Reopened.NOTHING
        path = Path(last)
        if not is_regular_file(path):
            self._window.statusBar().showMessage(
                translate(
                    "PlaceKeeper",
                    "The last list, {path}, is no longer there: start a new "
                    "one, or open it with File > Open if it moved.",
                ).format(path=one_line(str(path))),
                30000,
            )
            return Reopened.MISSING
        return Reopened.OPENED if open_path(path) else Reopened.FAILED

    def _on_document_path_changed(self, path: Path | None) -> None:
        text = None if path is None else str(path)
        if text != self._user.settings.last_list:
            self._user.store(self._user.settings.replace(last_list=text))
