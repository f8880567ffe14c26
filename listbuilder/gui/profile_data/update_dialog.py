"""Help > Check for data updates...: fetch the newest official data in the app.

The update (``listbuilder.data.update.update``: download, check every file,
install as a new version) runs in a worker thread, so the window stays
responsive; the dialog shows its progress file by file and the megabytes
received, can cancel it (nothing changes then), and ends with what changed per
army, or why nothing did. The new data is used from the next start of the app.
Also the note shown when an opened list's troopers were changed by a data
update.
"""

from __future__ import annotations

import contextvars
import threading
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from listbuilder.gui.i18n import Plurals, translate
from listbuilder.gui.profile_data.update_texts import failure_text, update_summary
from listbuilder.gui.signals import emit
from listbuilder.paths import PROFILES_ENV, UserDirs


class UpdateWorker(QObject):
    """Runs one data update; lives in a worker thread.

    Parameters
    ----------
    dirs : UserDirs
        Where the new version is installed.
    source : str, optional
        API base URL (default: ``LISTBUILDER_DATA_URL`` or the official API).
    timeout : float
        Seconds each file may take to download.
    transport : httpx.BaseTransport, optional
        How requests are sent (tests pass one that fails or answers offline).
    """

    #: (files done, files in all, file name, megabytes received in all)
    progressed = Signal(int, int, str, float)
    #: The update ended: (True when it succeeded, text for the player, the
    #: technical detail of a failure or ``""``).
    finished = Signal(bool, str, str)

    def __init__(
        self,
        dirs: UserDirs,
        source: str | None = None,
        timeout: float = 60.0,
        transport: object | None = None,
    ) -> None:
        super().__init__()
        self.dirs = dirs
        self.source = source
        self.timeout = timeout
        self.transport = transport
        self.cancel_event = threading.Event()
        # the core's language is a context variable: a new thread starts
        # without it, so the worker runs in a copy of its creator's context
        self._context = contextvars.copy_context()

    def run(self) -> None:
        """Fetch, check and install; report through the signals (never raises).

        Ends its thread's event loop when done.
        """
        try:
            self._context.run(self._run)
        finally:
            QThread.currentThread().quit()

    def _run(self) -> None:
        import os

        from listbuilder.data.download import UpdateError
        from listbuilder.data.update import update

        try:
            result = update(
                self.dirs,
                source=self.source,
                progress=lambda done, total, name, size: emit(
                    self.progressed, done, total, name, size / 1e6
                ),
                cancelled=self.cancel_event.is_set,
                timeout=self.timeout,
                transport=self.transport,  # type: ignore[arg-type]
            )
        except Exception as exc:  # an UpdateError, or a bug: said, never raised
            detail = str(exc) if isinstance(exc, UpdateError) else repr(exc)
            emit(self.finished, False, failure_text(exc), detail)
            return
        emit(
            self.finished,
            True,
            update_summary(
                result.updated,
                result.version.label,
                result.changes,
                PROFILES_ENV in os.environ,
            ),
            "",
        )


class DataUpdateDialog(QDialog):
    """Check for data updates: progress, cancel, and the change summary.

    Parameters
    ----------
    dirs : UserDirs
        The user's folders (the new version goes to ``dirs.data``).
    source : str, optional
        API base URL (default: ``LISTBUILDER_DATA_URL`` or the official API).
    timeout : float
        Seconds each file may take to download.
    in_use : str
        The data in use, as ``data_version_summary`` words it (``"bundled
        data, version 7.2669.194 (10 Mar 2026)"``): a failure says it is
        unchanged.
    transport : httpx.BaseTransport, optional
        How requests are sent (tests).

    Attributes
    ----------
    status_label : QLabel
        What is happening (the file being fetched), or the outcome, said once
        in the player's language.
    progress_bar : QProgressBar
        Files fetched of all (hidden after a failure).
    summary : QPlainTextEdit
        What changed, per army (read-only); after a failure, the technical
        detail, shown by :attr:`details_button`.
    details_button : QPushButton
        Shows or hides a failure's technical detail (hidden otherwise).
    start_button, cancel_button : QPushButton
        Start the check; cancel it while it runs.
    buttons : QDialogButtonBox
        Close.
    succeeded : bool or None
        None until a run ends, then whether it succeeded.
    """

    #: A run ended (argument: True when it succeeded).
    update_finished = Signal(bool)

    def __init__(
        self,
        dirs: UserDirs,
        source: str | None = None,
        *,
        timeout: float = 60.0,
        parent: QWidget | None = None,
        in_use: str = "",
        transport: object | None = None,
    ) -> None:
        super().__init__(parent)
        from listbuilder.data.profile_fetch import data_source

        self.setWindowTitle(translate("DataUpdate", "Check for data updates"))
        self.dirs = dirs
        self.source = data_source(source)
        self.timeout = timeout
        self.in_use = in_use
        self.transport = transport
        self.succeeded: bool | None = None
        self._thread: QThread | None = None
        self._worker: UpdateWorker | None = None
        self.status_label = QLabel(
            translate(
                "DataUpdate",
                "Fetch the newest official army data from {source}, check "
                "every file and install it (the data in use changes only if all "
                "of it is good).",
            ).format(source=self.source),
            self,
        )
        self.status_label.setWordWrap(True)
        # at the top even when a failure hides the summary below it
        self.status_label.setAlignment(
            Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft
        )
        self.progress_bar = QProgressBar(self)
        self.progress_bar.setRange(0, 1)
        self.progress_bar.setValue(0)
        self.summary = QPlainTextEdit(self)
        self.summary.setReadOnly(True)
        self.summary.setMinimumSize(520, 160)
        self.summary.setPlaceholderText(
            translate("DataUpdate", "What changed will be listed here.")
        )
        self.details_button = QPushButton(
            translate("DataUpdate", "Show &details"), self
        )
        self.details_button.setCheckable(True)
        self.details_button.setVisible(False)
        self.details_button.toggled.connect(self._on_details_button_toggled)
        self.start_button = QPushButton(translate("DataUpdate", "&Check now"), self)
        self.cancel_button = QPushButton(
            translate("DataUpdate", "C&ancel update"), self
        )
        self.cancel_button.setEnabled(False)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.addButton(
            self.details_button, QDialogButtonBox.ButtonRole.HelpRole
        )
        self.buttons.addButton(
            self.start_button, QDialogButtonBox.ButtonRole.ActionRole
        )
        self.buttons.addButton(
            self.cancel_button, QDialogButtonBox.ButtonRole.ActionRole
        )
        layout = QVBoxLayout(self)
        layout.addWidget(self.status_label)
        layout.addWidget(self.progress_bar)
        layout.addWidget(self.summary)
        layout.addWidget(self.buttons)
        self.resize(640, 440)
        self.start_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        self.buttons.rejected.connect(self.reject)

    @property
    def running(self) -> bool:
        """True while an update runs."""
        return self._thread is not None

    def start(self) -> None:
        """Start the update in a worker thread (no-op while one runs)."""
        if self.running:
            return
        self.succeeded = None
        self.summary.clear()
        self.summary.setVisible(True)
        self.details_button.setChecked(False)
        self.details_button.setVisible(False)
        self.progress_bar.setVisible(True)
        self.progress_bar.setRange(0, 0)  # busy until the metadata is in
        self.status_label.setText(
            translate("DataUpdate", "Connecting to {source}…").format(
                source=self.source
            )
        )
        self.start_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        thread = QThread(self)
        worker = UpdateWorker(self.dirs, self.source, self.timeout, self.transport)
        worker.moveToThread(thread)
        thread.started.connect(worker.run)
        worker.progressed.connect(self._on_worker_progressed)
        worker.finished.connect(self._on_worker_finished)
        # The worker is Python-owned (no Qt parent): it is freed once its
        # thread has finished and the dialog drops it, never by deleteLater,
        # which would free it twice.
        self._thread, self._worker = thread, worker
        thread.start()

    def cancel(self) -> None:
        """Ask the running update to stop (it then changes nothing)."""
        if self._worker is not None:
            self._worker.cancel_event.set()
            self.cancel_button.setEnabled(False)
            self.status_label.setText(translate("DataUpdate", "Cancelling…"))

    def _on_worker_progressed(
        self, done: int, total: int, name: str, megabytes: float
    ) -> None:
        self.progress_bar.setRange(0, max(total, 1))
        self.progress_bar.setValue(done)
        if name:
            self.status_label.setText(
                translate(
                    "DataUpdate", "Fetching {name}: {done} of {total} files, {size} MB…"
                ).format(name=name, done=done, total=total, size=f"{megabytes:.1f}")
            )
        else:
            self.status_label.setText(translate("DataUpdate", "Checking every file…"))

    def _on_details_button_toggled(self, shown: bool) -> None:
        self.summary.setVisible(shown)
        self.adjustSize()
        self.details_button.setText(
            translate("DataUpdate", "Hide &details")
            if shown
            else translate("DataUpdate", "Show &details")
        )

    def _on_worker_finished(self, ok: bool, text: str, detail: str) -> None:
        thread = self._thread
        self._thread, self._worker = None, None
        if thread is not None:
            thread.wait()  # the worker has quit its loop
        self.succeeded = ok
        if self.progress_bar.maximum() == 0:  # still busy: failed before any file
            self.progress_bar.setRange(0, 1)
        if ok:
            self.progress_bar.setValue(self.progress_bar.maximum())
        self.start_button.setEnabled(True)
        self.start_button.setText(translate("DataUpdate", "&Check again"))
        self.cancel_button.setEnabled(False)
        if ok:
            first, _, rest = text.partition("\n")
            self.status_label.setText(first)
            self.summary.setPlainText(rest.strip())
        else:
            # said once, in the player's language; the technical cause (file,
            # URL, the system's English error) only under Show details
            self.status_label.setText(f"{text}\n{self._unchanged_text()}")
            self.summary.setPlainText(detail)
            self.summary.setVisible(False)
            self.progress_bar.setVisible(False)
            self.details_button.setVisible(bool(detail))
            self.adjustSize()  # no empty space where the summary was
        emit(self.update_finished, ok)

    def _unchanged_text(self) -> str:
        if self.in_use:
            return translate(
                "DataUpdate", "Nothing changed: the data in use is still the {data}."
            ).format(data=self.in_use)
        return translate("DataUpdate", "Nothing changed: the data in use is the same.")

    def reject(self) -> None:
        """Close at once; a running update is cancelled (nothing changes).

        The worker may be waiting for the server: its thread is handed to the
        application, ends by itself (at most the timeout later) and is deleted.
        """
        thread, worker = self._thread, self._worker
        if thread is not None and worker is not None:
            self.cancel()
            self._thread, self._worker = None, None
            worker.finished.disconnect(self._on_worker_finished)
            thread.finished.connect(thread.deleteLater)
            app = QCoreApplication.instance()
            thread.setParent(app)
            if app is not None:
                app.aboutToQuit.connect(thread.wait)
            thread.setProperty("worker", worker)  # keeps the worker alive
        super().reject()


def check_for_data_updates(
    parent: QWidget | None, dirs: UserDirs, in_use: str = ""
) -> None:
    """Run the Check for data updates dialog (the update starts at once).

    ``in_use`` names the data the app runs on (see :class:`DataUpdateDialog`).
    """
    dialog = DataUpdateDialog(dirs, parent=parent, in_use=in_use)
    dialog.start()
    dialog.exec()


def show_data_changes(parent: QWidget | None, path: Path, notes: Sequence[str]) -> None:
    """Tell the player what a data update changed in the list just opened.

    The box is window-modal and opened without blocking, so a list opened at
    start-up shows it over the main window once that is on screen.
    """
    box = QMessageBox(parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.setIcon(QMessageBox.Icon.Information)
    box.setWindowTitle(
        translate("DataUpdate", "The data changed since this list was saved")
    )
    count = len(notes)
    box.setText(
        Plurals.tr(
            "{file}: %n change(s) since it was saved. Save the list to keep its "
            "troopers matched to the new data.",
            "",
            count,
        ).format(file=path.name)
    )
    box.setInformativeText("\n".join(notes[:10]) + ("\n…" if count > 10 else ""))
    box.setDetailedText("\n".join(notes))
    box.open()
