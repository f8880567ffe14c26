"""Roster rows an edited list made before, found again by what they are made of.

A player goes back and forth between two options of a trooper, or through
undo and redo: the rows of those options were made once already. A row is
made of its trooper's entry, its combat group's number and kind and its unit
(the data and the edition being the same: the caller's business), the same
things by which :class:`listbuilder.core.state.EarlierRows` reuses an
unchanged trooper's row.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Mapping

from listbuilder.core.bounded_cache import BoundedCache
from listbuilder.core.lists.army_list import TrooperEntry
from listbuilder.core.lists.resolve import ResolvedTrooper
from listbuilder.core.roster.rows import RosterRow

#: What a trooper's row is made of: its entry, its combat group's number and
#: kind, and its unit by identity (a hired mercenary's is another army's).
RowKey = tuple[TrooperEntry, int, bool, int]
#: Rows kept before the memo starts again (a long session's edits).
ROWS_KEPT = 512


def row_key(trooper: ResolvedTrooper) -> RowKey:
    """What ``trooper``'s roster row is made of (:data:`RowKey`)."""
    group = trooper.group
    return (trooper.entry, group.number, group.reinforcement, id(trooper.unit))


class MadeRows:
    """The rows of the troopers an edited list's states replaced, by :data:`RowKey`.

    Shared by the states of one list as it is edited; valid while the catalog,
    the edition and the language are the same (a state evaluated from scratch
    starts a new one).
    """

    def __init__(self) -> None:
        self._rows: BoundedCache[RowKey, RosterRow] = BoundedCache(ROWS_KEPT)

    def __len__(self) -> int:
        """Rows kept."""
        return len(self._rows)

    def swap(
        self,
        old: ResolvedTrooper | None,
        trooper: ResolvedTrooper,
        rows: Mapping[str, RosterRow],
    ) -> RosterRow | None:
        """Keep ``old``'s row (of ``rows``, by uid); the row made for ``trooper``.

        ``old`` is what an edit turned into ``trooper`` (None for a trooper
        new to the list). Returns None when no row was made for what
        ``trooper`` is now.
        """
        if old is not None and (row := rows.get(old.uid)) is not None:
            self._rows.put(row_key(old), row)
        return self._rows.get(row_key(trooper))
