"""A memo that starts again when full: roster rows made before, measured texts.

Pure: imports only stdlib. The core keeps rows an edited list made before
(``roster.made``) and the views keep what they measured or worded by content;
a session that opens army after army must not grow them for ever.
"""

from __future__ import annotations

from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


class BoundedCache(dict[K, V]):
    """A ``dict`` emptied before it would hold more than ``limit`` entries.

    Parameters
    ----------
    limit : int
        Entries kept before the cache starts again (a few armies' worth).
    """

    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = limit

    def put(self, key: K, value: V) -> V:
        """Keep ``value`` under ``key`` (emptying the cache first when full)."""
        if len(self) >= self.limit:
            self.clear()
        self[key] = value
        return value
