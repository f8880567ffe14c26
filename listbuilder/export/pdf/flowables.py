"""Paragraphs and tables that lay themselves out once per width, not once per ask.

reportlab asks a flowable for its size again and again with the same room: a
``KeepTogether`` asks, the frame asks again, and a table asks every cell again
when it draws it, so a paragraph in a table nested in a table was broken into
lines four times. Its result depends only on the width (and, for a table too
tall for the room, on the height), so these subclasses keep the last answer
and give it back when asked the same. What they draw is what reportlab's own
classes draw, byte for byte.

Imports stdlib and reportlab only; no Qt, no data layer.
"""

from __future__ import annotations

from typing import Any

from reportlab.platypus import Paragraph, Table


class CachedParagraph(Paragraph):
    """A ``Paragraph`` that breaks its lines once per available width.

    A paragraph's lines and height depend on the width only; asked again for
    the width it last laid out at, it returns the same (width, height) in
    points without breaking its lines again.
    """

    _laid_width: float | None = None

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        """Lay the lines out for ``availWidth`` points, unless already done."""
        if availWidth == self._laid_width:
            return self.width, self.height
        size: tuple[float, float] = super().wrap(availWidth, availHeight)
        self._laid_width = availWidth
        return size

    def split(self, availWidth: float, availHeight: float) -> list[Any]:
        """Split as a ``Paragraph`` does (the parts lay themselves out anew)."""
        self._laid_width = None  # splitting lays the lines out anew
        parts: list[Any] = super().split(availWidth, availHeight)
        return parts


class CachedTable(Table):
    """A ``Table`` that computes its rows' heights once per available width.

    Asked again for the same width and at least the height the whole table
    took, it returns the same (width, height) in points without laying its
    cells out again. A table taller than the room is laid out again (reportlab
    stops measuring rows once the room is full), and so is one being split.
    """

    #: (width asked, size found) of the last complete layout, in points
    _laid: tuple[float, tuple[float, float]] | None = None

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        """Lay the rows out for the room, unless already done for as much."""
        laid = self._laid
        if laid is not None and laid[0] == availWidth and availHeight >= laid[1][1]:
            return laid[1]
        size: tuple[float, float] = super().wrap(availWidth, availHeight)
        # every row measured: reportlab stops at the first row past the room
        complete = getattr(self, "_hmax", -1) == getattr(self, "_nrows", -2)
        self._laid = (availWidth, size) if complete else None
        return size

    def split(self, availWidth: float, availHeight: float) -> list[Any]:
        """Split as a ``Table`` does (the parts lay themselves out anew)."""
        self._laid = None  # splitting measures the rows for the room anew
        parts: list[Any] = super().split(availWidth, availHeight)
        return parts
