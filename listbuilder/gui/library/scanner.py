"""Scans the list library off the GUI thread, so the window stays responsive.

:class:`LibraryScanner` runs :func:`listbuilder.data.library.scan.scan_library` in a
worker thread and delivers the result on the GUI thread through its
``scanned`` signal. A refresh asked for while a scan runs is done once that
scan ends, so the last result always reflects the folder as it is now. Tests
(and anyone needing the rows at once) pass ``blocking=True``.

Imports data and QtCore only.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from listbuilder.core.catalog.catalog import Catalog
from listbuilder.data.library.scan import LibraryScan, scan_library
from listbuilder.gui.i18n import translate
from listbuilder.gui.signals import emit


class LibraryScanner(QObject):
    """Scans one library folder with its cache, in the background.

    Parameters
    ----------
    root : Path
        The lists folder.
    catalog : callable
        Returns the profiles (called in the worker thread, only when some file
        must be read).
    cache : Path or None
        The cache file of ``root``.
    fingerprint : str
        The profile data's fingerprint (``data.library.data_fingerprint``).
    parent : QObject, optional
        Qt parent.
    """

    #: A scan finished (argument: the LibraryScan), on the GUI thread.
    scanned = Signal(object)
    #: A scan failed as a whole (argument: the message).
    failed = Signal(str)
    #: Internal: the worker thread's outcome, delivered on the GUI thread.
    _done = Signal(object)

    def __init__(
        self,
        root: Path,
        catalog: Callable[[], Catalog],
        cache: Path | None,
        fingerprint: str,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.root = root
        self.catalog = catalog
        self.cache = cache
        self.fingerprint = fingerprint
        self._busy = False
        self._again = False
        self._lock = threading.Lock()
        self._done.connect(self._on_done)

    @property
    def busy(self) -> bool:
        """True while a background scan runs."""
        return self._busy

    def scan_now(self) -> LibraryScan:
        """Scan in this thread and return (and emit) the result.

        Raises
        ------
        ListbuilderError
            If the profiles cannot be loaded when a list must be checked.
        """
        with self._lock:
            result = scan_library(
                self.root, self.catalog, cache=self.cache, fingerprint=self.fingerprint
            )
        emit(self.scanned, result)
        return result

    def refresh(self, *, blocking: bool = False) -> None:
        """Scan again: now (``blocking``) or in the background."""
        if blocking:
            self.scan_now()
            return
        if self._busy:
            self._again = True
            return
        self._busy = True
        threading.Thread(target=self._work, name="library-scan", daemon=True).start()

    def _work(self) -> None:
        # Worker thread: only scans and hands the outcome to the GUI thread
        # (a queued signal); the busy/again flags are touched there only.
        outcome: LibraryScan | str
        try:
            with self._lock:
                outcome = scan_library(
                    self.root,
                    self.catalog,
                    cache=self.cache,
                    fingerprint=self.fingerprint,
                )
        except Exception as exc:  # reported to the view; the thread must not die
            outcome = translate(
                "LibraryScanner", "The library cannot be scanned: {error}"
            ).format(error=exc)
        # the scanner may have been deleted meanwhile (window closed)
        with contextlib.suppress(RuntimeError):
            emit(self._done, outcome)

    def _on_done(self, outcome: LibraryScan | str) -> None:
        self._busy = False
        if isinstance(outcome, str):
            emit(self.failed, outcome)
        else:
            emit(self.scanned, outcome)
        if self._again:
            self._again = False
            self.refresh()
