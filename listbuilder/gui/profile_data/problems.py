"""Profile-data problems told to the player: status bar and a warnings dialog.

The catalog reports a problem (a file skipped, an army file that fails to load
when first used) through a callback; :class:`DataProblems` is that callback's
Qt side. Attached to the main window, it shows each new problem in the status
bar and keeps a permanent "data problems" button there that opens the full
list (file, JSON path, what is wrong).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMainWindow, QMessageBox, QToolButton, QWidget

from listbuilder.gui.i18n import Plurals, translate
from listbuilder.gui.signals import emit

#: How long a new problem stays in the status bar (ms).
MESSAGE_MS = 15_000


def problems_text(problems: list[str]) -> str:
    """The button's text: ``"⚠ 2 data problems"``."""
    count = len(problems)
    return "⚠ " + Plurals.tr("%n data problem(s)", "", count)


class DataProblems(QObject):
    """Collects data problems and shows them in a main window.

    Attributes
    ----------
    problems : list[str]
        Every problem reported, oldest first.
    button : QToolButton or None
        The status-bar button (after :meth:`attach`).
    """

    #: A problem was reported (argument: its text).
    problem_found = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.problems: list[str] = []
        self.button: QToolButton | None = None
        self._window: QMainWindow | None = None

    def report(self, text: str) -> None:
        """Record a problem (the catalog's ``on_problem`` callback)."""
        self.problems.append(text)
        emit(self.problem_found, text)
        self._refresh(text)

    def attach(self, window: QMainWindow) -> None:
        """Show problems in ``window``'s status bar, those already found too."""
        self.setParent(window)
        self._window = window
        self.button = QToolButton(window)
        self.button.setAutoRaise(True)
        self.button.setToolTip(
            self.tr("Problems found in the profile data (click for all)")
        )
        self.button.clicked.connect(self._on_button_clicked)
        window.statusBar().addPermanentWidget(self.button)
        self._refresh(self.problems[-1] if self.problems else None)

    def _refresh(self, latest: str | None) -> None:
        if self.button is None or self._window is None:
            return
        self.button.setVisible(bool(self.problems))
        self.button.setText(problems_text(self.problems))
        if latest:
            self._window.statusBar().showMessage(
                self.tr("Data problem: {problem}").format(problem=latest), MESSAGE_MS
            )

    def _on_button_clicked(self) -> None:
        show_problems(self._window, self.problems)


def show_problems(parent: QWidget | None, problems: list[str]) -> None:
    """A warning box listing every data problem (the rest of the data works)."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(translate("DataProblems", "Profile data problems"))
    box.setText(
        Plurals.tr(
            "%n data problem(s): the files concerned are skipped and only their "
            "armies are unavailable; everything else works.",
            "",
            len(problems),
        )
    )
    box.setDetailedText("\n\n".join(problems))
    box.exec()
