"""The app's composition root: paths → data → core → the main window.

``main(args)`` is what ``listbuilder`` (no subcommand) calls: ``[]`` opens the
app on the list and layout of the last exit (the new-list dialog on a first
launch), ``[FILE]`` opens a saved list in it, ``[CODE]`` (an army code or
share link) previews it for import. The app then takes what later launches
hand over (``gui.single_instance``).
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from listbuilder.atomic_files import clean_stale_temp_files
from listbuilder.core.errors import ListbuilderError
from listbuilder.crash import EXIT_UNREADABLE, crash_text
from listbuilder.data.i18n import choose_language
from listbuilder.data.profiles.load import load_catalog
from listbuilder.data.rulesets import list_rulesets
from listbuilder.data.settings import Settings, load_settings
from listbuilder.data.store import open_catalog
from listbuilder.gui.files.arguments import LaunchArgument, open_argument, read_argument
from listbuilder.gui.i18n import install_language, translate
from listbuilder.gui.icons import icon
from listbuilder.gui.main_window import MainWindow
from listbuilder.gui.place import Reopened
from listbuilder.gui.profile_data.problems import DataProblems
from listbuilder.gui.qt_libraries import platform_problem
from listbuilder.gui.single_instance import InstanceServer
from listbuilder.instance import Request, server_name, working_folder
from listbuilder.paths import UserDirs, user_dirs


def application(argv: Sequence[str] | None = None) -> QApplication:
    """The running QApplication, created (with names and icon) if needed."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(list(argv or sys.argv[:1]))
    assert isinstance(app, QApplication)
    QCoreApplication.setApplicationName("Listbuilder")
    app.setWindowIcon(icon("app"))
    return app


def create_main_window(
    path: str | Path | None = None,
    *,
    dirs: UserDirs | None = None,
    profiles: Path | None = None,
    settings: Settings | None = None,
) -> MainWindow:
    """Load profiles, rulesets and settings and build the main window.

    Parameters
    ----------
    path : str or Path, optional
        A saved list to open (an unreadable file shows an error; the window
        then holds an empty list).
    dirs : UserDirs, optional
        User folders (default :func:`listbuilder.paths.user_dirs`).
    profiles : Path, optional
        Profile folder (default: the one in use, see
        :func:`listbuilder.paths.profiles_dir`).
    settings : Settings, optional
        The player's settings, if already read (default: read from ``dirs``).

    Raises
    ------
    DataError
        If the profile metadata or the rulesets cannot be loaded (a bad army
        file is only reported: its army is unavailable).
    """
    dirs = dirs or user_dirs()
    # saves killed mid-write (power cut, kill -9) left temporary files behind
    for folder in (dirs.lists, dirs.config):
        clean_stale_temp_files(folder)
    problems = DataProblems()
    if profiles is None:
        catalog = open_catalog(dirs, on_problem=problems.report)
    else:
        catalog = load_catalog(
            profiles, cache_dir=dirs.cache, on_problem=problems.report
        )
    settings = settings if settings is not None else load_settings(dirs)
    window = MainWindow(catalog, list_rulesets(), settings, dirs)
    problems.attach(window)
    if path is not None:
        window.files.open_path(Path(path))
    return window


def main(args: list[str], *, language: str = "") -> int:
    """Open the app; ``args`` is ``[]``, ``[FILE]`` or ``[CODE]``. The exit code.

    ``language`` (``listbuilder --lang ja``): a code of
    :data:`listbuilder.data.i18n.LANGUAGES` to speak in this session, else
    ``""`` for the player's choice in Preferences, else the system's.

    Without an argument the window opens on the list and layout of the last
    exit; on a first launch, or when that list is gone, it asks for a new
    list. An app that died leaves its unsaved list to be offered back.
    """
    if len(args) > 1:
        print("usage: listbuilder [--lang LANG] [FILE|CODE]", file=sys.stderr)  # noqa: T201
        return EXIT_UNREADABLE
    problem = platform_problem()
    if problem is not None:  # a missing system library: one line, not Qt's abort
        print(problem, file=sys.stderr)  # noqa: T201
        return EXIT_UNREADABLE
    app = application()
    sys.excepthook = report_unexpected_error
    dirs = user_dirs()
    # the player's language (Preferences), else the system's, before any text
    settings = load_settings(dirs)  # read once: the language, then the window
    install_language(choose_language(language or settings.language))
    argument = read_argument(args[0], working_folder()) if args else None
    try:
        window = create_main_window(
            argument.path if argument else None, dirs=dirs, settings=settings
        )
    except ListbuilderError as exc:
        QMessageBox.critical(
            None, translate("App", "Listbuilder cannot start"), str(exc)
        )
        return EXIT_UNREADABLE
    server = InstanceServer(server_name(dirs), window)
    server.requested.connect(lambda request: _on_requested(window, request))
    server.listen()  # False: another app started at the same moment; both run
    window.place.restore(lambda name: _open_dock(window, name))
    window.show()
    _start(window, argument)
    # lists of a session that died with unsaved changes (issue 13, autosave)
    QTimer.singleShot(0, lambda: window.autosave.offer_recovery(window))
    try:
        return app.exec()
    finally:
        server.close()


def _start(window: MainWindow, argument: LaunchArgument | None) -> None:
    """What the shown window opens first: a code's preview, or the last list."""
    if argument is not None:
        if argument.code is not None:
            code = argument.code
            QTimer.singleShot(0, window, lambda: window.files.import_code(code))
        return
    reopened = window.place.reopen_last_list(window.files.load)
    if reopened is Reopened.MISSING or (
        reopened is Reopened.NOTHING and window.settings.last_army is None
    ):
        # First launch: the player picks an army first, rather than meeting an
        # empty (illegal) list of whichever army comes first.
        QTimer.singleShot(0, window, lambda: _first_list(window))


def _open_dock(window: MainWindow, name: str) -> None:
    """Create a dock the window builds on demand, by object name."""
    if name == "dice_dock":
        window.dice.show(True)


# Milliseconds between checks for a dialog to close before a request is shown.
_BUSY_RETRY_MS = 500


def _on_requested(window: MainWindow, request: Request) -> None:
    """A later launch: raise the window and open what it was given.

    While a dialog is open (a question, the new-list dialog) the request
    waits for it to close.
    """
    if QApplication.activeModalWidget() is not None:
        QTimer.singleShot(
            _BUSY_RETRY_MS, window, lambda: _on_requested(window, request)
        )
        return
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
    if request.argument is not None:
        open_argument(window.files, read_argument(request.argument, request.cwd))


def report_unexpected_error(
    kind: type[BaseException],
    exc: BaseException,
    tb: TracebackType | None,
) -> None:
    """Show an exception nothing caught as an error box, not a traceback.

    Installed as ``sys.excepthook`` by :func:`main`, so it also receives what a
    Qt slot raises. The user sees one line and the app goes on (the list in the
    window is unchanged); the traceback goes to stderr for a bug report.
    """
    if issubclass(kind, KeyboardInterrupt):
        QApplication.quit()
        return
    traceback.print_exception(kind, exc, tb, file=sys.stderr)
    parent = QApplication.activeWindow()
    QMessageBox.critical(
        parent,
        translate("App", "Unexpected error"),
        translate(
            "App",
            "Listbuilder hit an internal error: {error}. The list in the window "
            "is unchanged; save it under a new name to be safe.",
        ).format(error=crash_text(exc)),
    )


def _first_list(window: MainWindow) -> None:
    """Open the new-list dialog on a first launch, once the window is shown."""
    if window.isVisible():
        window.files.new_list()
