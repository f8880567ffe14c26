"""The widest text of each roster column, kept row by row: an edit measures its rows.

:class:`ColumnNeeds` holds the widths (pixels) each row's texts need, by row,
and how many rows need each width in each column: after an edit the roster
panel hands it only the rows whose texts changed, and each column's widest
width follows without going over every row again.

Imports the standard library only.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Mapping


class ColumnNeeds:
    """Each column's widest need over a set of rows, updated row by row.

    Parameters
    ----------
    columns : int
        How many columns each row has.
    """

    def __init__(self, columns: int) -> None:
        self._columns = columns
        self._rows: dict[Hashable, tuple[int, ...]] = {}
        self._counts: list[Counter[int]] = [Counter() for _ in range(columns)]

    def reset(self, rows: Mapping[Hashable, tuple[int, ...]]) -> None:
        """Hold ``rows`` (each row's widths by column, by row key) and only them."""
        self._rows = dict(rows)
        self._counts = [Counter() for _ in range(self._columns)]
        for widths in self._rows.values():
            self._count(widths, 1)

    def update(self, key: Hashable, widths: tuple[int, ...] | None) -> None:
        """Row ``key`` needs ``widths`` now (None: the row is gone)."""
        old = self._rows.pop(key, None)
        if old is not None:
            self._count(old, -1)
        if widths is not None:
            self._rows[key] = widths
            self._count(widths, 1)

    def widest(self, column: int) -> int:
        """The widest need in ``column`` (pixels; 0 without rows)."""
        return max(self._counts[column], default=0)

    def _count(self, widths: tuple[int, ...], step: int) -> None:
        for counts, width in zip(self._counts, widths, strict=True):
            counts[width] += step
            if not counts[width]:
                del counts[width]
