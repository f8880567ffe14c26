"""Autosave and crash recovery of the list being edited.

:class:`AutosaveController` watches an :class:`~listbuilder.gui.document.ArmyDocument`:
a few seconds after a change that is not saved, it writes the list atomically
to this session's own file in the autosave folder (``UserDirs.autosave``),
never over the player's file. Saving, opening another list or a clean exit
remove the copy, so only a session that died with unsaved changes leaves one.

Each session holds a lock file (``QLockFile``) beside its copy while it runs.
At the next start, :meth:`AutosaveController.offer_recovery` finds copies whose
session is gone (their lock is stale: the process no longer runs), and offers
each list back, newest first; a copy of another window still open is left
alone.

Imports core, data and Qt (core, widgets for the question box).
"""

from __future__ import annotations

import uuid
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, QTimer, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from listbuilder.core.errors import DataError
from listbuilder.core.library import library_row
from listbuilder.core.untrusted import spaced_line
from listbuilder.data.autosave import (
    Recovery,
    autosave_file,
    autosave_files,
    read_autosave,
    remove_autosave,
    session_of,
    write_autosave,
)
from listbuilder.gui.document import ArmyDocument
from listbuilder.gui.i18n import translate
from listbuilder.gui.signals import emit

#: Milliseconds between the last change and the autosave.
DELAY_MS = 3000


#: Answers of :func:`ask_restore`.
RESTORE, DISCARD, LATER = "restore", "discard", "later"


def ask_restore(parent: QWidget | None, description: str) -> str:
    """Ask whether to restore an autosaved list: RESTORE, DISCARD or LATER."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(translate("Autosave", "Restore unsaved list?"))
    box.setText(translate("Autosave", "Listbuilder did not close normally."))
    box.setInformativeText(
        translate(
            "Autosave", "{list}, has changes that were not saved. Restore it?"
        ).format(list=description)
    )
    restore = box.addButton(
        translate("Autosave", "Restore"), QMessageBox.ButtonRole.AcceptRole
    )
    discard = box.addButton(
        translate("Autosave", "Discard"), QMessageBox.ButtonRole.DestructiveRole
    )
    box.addButton(translate("Autosave", "Not Now"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(restore)
    box.exec()
    clicked = box.clickedButton()
    if clicked is restore:
        return RESTORE
    if clicked is discard:
        return DISCARD
    return LATER


def _lock_path(folder: Path, session: str) -> Path:
    return folder / f"session-{session}.lock"


class AutosaveController(QObject):
    """Autosaves one document and recovers lists of sessions that died.

    Parameters
    ----------
    document : ArmyDocument
        The list being edited.
    folder : Path
        The autosave folder (``UserDirs.autosave``); created when first needed.
    delay_ms : int
        Milliseconds after the last change before the list is written.
    parent : QObject, optional
        Qt parent.

    Attributes
    ----------
    file : Path
        This session's autosave file.
    """

    #: A copy was written (argument: its path).
    autosaved = Signal(object)
    #: Writing a copy failed (argument: the message); editing goes on.
    autosave_failed = Signal(str)

    def __init__(
        self,
        document: ArmyDocument,
        folder: Path,
        *,
        delay_ms: int = DELAY_MS,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.document = document
        self.folder = folder
        self.session = uuid.uuid4().hex[:16]
        self.file = autosave_file(folder, self.session)
        self._lock: QLockFile | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(delay_ms)
        self._timer.timeout.connect(self._on_timer_timeout)
        # every edit, undo and redo moves the undo stack's index
        document.undo_stack.indexChanged.connect(self._on_undo_stack_index_changed)
        document.modified_changed.connect(self._on_document_modified_changed)

    # -- autosave ---------------------------------------------------------------

    @property
    def pending(self) -> bool:
        """True while a change waits for its autosave."""
        return self._timer.isActive()

    def autosave_now(self) -> bool:
        """Write the copy now if the list has unsaved changes; True when written.

        A list without unsaved changes has nothing to recover: its copy, if
        any, is removed instead.
        """
        self._timer.stop()
        if not self.document.is_modified:
            remove_autosave(self.file)
            return False
        if not self._hold_lock():
            return False
        try:
            write_autosave(self.file, self.document.army_list, self.document.path)
        except OSError as exc:
            emit(self.autosave_failed, self._failed(exc.strerror or exc))
            return False
        emit(self.autosaved, self.file)
        return True

    def _failed(self, reason: object) -> str:
        return self.tr("Autosave failed: {reason}").format(reason=reason)

    def finish(self) -> None:
        """Clean exit: remove this session's copy and lock; nothing to restore."""
        self._timer.stop()
        remove_autosave(self.file)
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def _hold_lock(self) -> bool:
        if self._lock is not None:
            return True
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            emit(self.autosave_failed, self._failed(exc.strerror or exc))
            return False
        lock = QLockFile(str(_lock_path(self.folder, self.session)))
        lock.setStaleLockTime(0)  # only a dead process makes it stale, never age
        if not lock.tryLock(0):
            emit(self.autosave_failed, self._failed(self.tr("its lock file is taken")))
            return False
        self._lock = lock
        return True

    def _on_undo_stack_index_changed(self, index: int) -> None:
        del index
        try:
            modified = self.document.is_modified
        except RuntimeError:  # the stack clears itself while the window is deleted
            return
        if modified:
            self._timer.start()

    def _on_document_modified_changed(self, modified: bool) -> None:
        if not modified:
            # saved, or undone back to the saved state: nothing to recover
            self._timer.stop()
            remove_autosave(self.file)
        else:
            self._timer.start()

    def _on_timer_timeout(self) -> None:
        self.autosave_now()

    # -- recovery ---------------------------------------------------------------

    def orphans(self) -> list[tuple[Path, QLockFile]]:
        """Copies left by sessions that are gone, newest first, each locked for us.

        A copy whose session still runs (another window) is skipped; so is our
        own.
        """
        found = []
        for path in reversed(autosave_files(self.folder)):
            session = session_of(path)
            if session == self.session:
                continue
            lock = QLockFile(str(_lock_path(self.folder, session)))
            lock.setStaleLockTime(0)
            if lock.tryLock(0):
                found.append((path, lock))
        return found

    def describe(self, recovery: Recovery) -> str:
        """``“Friars” (Military Orders, 255/300 pts), autosaved 2026-03-09 14:05``."""
        army = recovery.army_list
        catalog = self.document.catalog
        ruleset = self.document.rulesets.get(army.ruleset)
        when = datetime.fromtimestamp(recovery.saved).strftime("%Y-%m-%d %H:%M")
        name = spaced_line(army.name) or (
            recovery.original.name if recovery.original else self.tr("Untitled")
        )
        details = ""
        if ruleset is not None:
            row = library_row(
                army,
                catalog,
                ruleset,
                path=str(recovery.file),
                relative=recovery.file.name,
                size=0,
                mtime_ns=0,
            )
            details = self.tr(" ({army}, {points} pts)").format(
                army=row.army_text, points=row.points_text
            )
        return self.tr("“{name}”{details}, autosaved {when}").format(
            name=name, details=details, when=when
        )

    def offer_recovery(self, parent: QWidget | None = None) -> bool:
        """Offer back the lists of sessions that died; True when one was restored.

        Newest first, each through :func:`ask_restore`: Restore puts the list
        in the document (unsaved, with its original file as the save target)
        and stops; Discard deletes the copy; Not Now keeps it for the next
        start. An unreadable copy is reported and kept.
        """
        restored = False
        for path, lock in self.orphans():
            try:
                if restored:
                    continue  # one list per window: the others wait
                try:
                    recovery = read_autosave(path)
                except DataError as exc:
                    QMessageBox.warning(
                        parent,
                        self.tr("Autosave cannot be read"),
                        self.tr(
                            "An autosaved list cannot be read and was kept: {error}"
                        ).format(error=exc),
                    )
                    continue
                answer = ask_restore(parent, self.describe(recovery))
                if answer == RESTORE:
                    if self._restore(recovery):
                        remove_autosave(path)
                        restored = True
                elif answer == DISCARD:
                    remove_autosave(path)
            finally:
                lock.unlock()
        return restored

    def _restore(self, recovery: Recovery) -> bool:
        army = recovery.army_list
        if army.ruleset not in self.document.rulesets:
            return False
        self.document.reset(army, recovery.original, modified=True)
        self.autosave_now()
        return True
