"""The organiser's event file: a CSV of players and army codes, read into rows.

An event file has a header row holding at least ``player`` and ``code`` (any
case, surrounding spaces ignored); every other column (``team``, ``email``...)
is kept as given and never interpreted. Each row after the header is one list
a player submits (ITS.md E2, E6). This module only reads the text; checking the
lists is :mod:`listbuilder.core.its.event`.

Pure: imports only stdlib and pydantic (the text is given, no file is read).
"""

from __future__ import annotations

import csv

from pydantic import Field

from listbuilder.core._base import FrozenModel
from listbuilder.core.errors import ListbuilderError
from listbuilder.core.i18n import _

#: The header of the column naming each list's player.
PLAYER_COLUMN = "player"
#: The header of the column holding each list's army code (or share link).
CODE_COLUMN = "code"
#: Most list rows an event file may hold (a 300-player event with three lists
#: each is 900); a larger file is refused before any code is read.
MAX_EVENT_ROWS = 5000


class EventFileError(ListbuilderError):
    """An event file that cannot be read at all (no header, a missing column)."""


class EventRow(FrozenModel):
    """One list a player submits: a row of the event file.

    Attributes
    ----------
    row : int
        The row's line in the file, as a spreadsheet numbers rows (a header on
        the first line is row 1, the first list row 2).
    player : str
        The ``player`` cell, spaces around it dropped.
    code : str
        The ``code`` cell (army code or share link), spaces around it dropped.
    columns : tuple[tuple[str, str], ...]
        The other columns of the row, ``(header, cell)`` in file order, as given.

    Source: ITS.md E2, E6
    """

    row: int = Field(ge=1)
    player: str
    code: str
    columns: tuple[tuple[str, str], ...] = ()


class EventFile(FrozenModel):
    """An event file read: its other columns' headers and its rows.

    Attributes
    ----------
    extra_columns : tuple[str, ...]
        Headers of the columns besides ``player`` and ``code``, in file order.
    rows : tuple[EventRow, ...]
        One per non-blank row, in file order.

    Source: ITS.md E6
    """

    extra_columns: tuple[str, ...]
    rows: tuple[EventRow, ...]


def read_event_csv(text: str) -> EventFile:
    """Read an event file's text (CSV, header row first) into rows.

    A leading byte-order mark is fine; blank rows are skipped; a row shorter
    than the header has empty cells, cells past the header are dropped.

    Raises
    ------
    EventFileError
        ``"no player column in the header (found: name, list)"`` when the
        header lacks ``player`` or ``code`` (or there is no header), or more
        than :data:`MAX_EVENT_ROWS` rows.

    Source: ITS.md E6
    """
    reader = csv.reader(text.removeprefix("\ufeff").splitlines())
    header: list[str] | None = None
    for cells in reader:
        if any(c.strip() for c in cells):
            header = [c.strip() for c in cells]
            break
    keys = [h.casefold() for h in header or ()]
    missing = [c for c in (PLAYER_COLUMN, CODE_COLUMN) if c not in keys]
    if missing:
        found = ", ".join(h for h in header or () if h) or _("nothing")
        raise EventFileError(
            _(
                "no {columns} column in the header (found: {found})",
                columns=_(" or ").join(missing),
                found=found[:200],
            )
        )
    player_at, code_at = keys.index(PLAYER_COLUMN), keys.index(CODE_COLUMN)
    assert header is not None  # a header was found, or missing is not empty
    others = [
        i
        for i, h in enumerate(header)
        if i not in (player_at, code_at) and h and keys.index(keys[i]) == i
    ]
    rows: list[EventRow] = []
    for cells in reader:
        if not any(c.strip() for c in cells):
            continue
        if len(rows) == MAX_EVENT_ROWS:
            raise EventFileError(
                _("more than {n} lists; that is not one event", n=MAX_EVENT_ROWS)
            )
        cells = cells + [""] * (len(header) - len(cells))
        rows.append(
            EventRow.model_construct(
                row=reader.line_num,
                player=cells[player_at].strip(),
                code=cells[code_at].strip(),
                columns=tuple((header[i], cells[i]) for i in others),
            )
        )
    return EventFile(extra_columns=tuple(header[i] for i in others), rows=tuple(rows))
