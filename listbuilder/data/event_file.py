"""Reads an organiser's event file (CSV of players and army codes) from disk.

The bytes are read as every list file is (a regular file of at most 5 MB,
strict UTF-8, a byte-order mark fine); the text is read into rows by
:func:`listbuilder.core.its.event_file.read_event_csv`.

Imports core and the data layer's file helpers only.
"""

from __future__ import annotations

from pathlib import Path

from listbuilder.core.its.event_file import EventFile, EventFileError, read_event_csv
from listbuilder.data.files import decode_utf8, read_regular_file


def load_event_file(path: Path) -> EventFile:
    """The rows of the event file at ``path``.

    Raises
    ------
    DataError
        If the file cannot be read, is too big or is not UTF-8 (the message
        names the file).
    EventFileError
        ``"{path}: no player column in the header (found: ...)"``.

    Source: ITS.md E6
    """
    text = decode_utf8(read_regular_file(path), str(path))
    try:
        return read_event_csv(text)
    except EventFileError as exc:
        raise EventFileError(f"{path}: {exc}") from None
