"""Page geometry every printed sheet shares: its margins.

Imports reportlab only.
"""

from __future__ import annotations

from typing import TypedDict

from reportlab.lib.units import mm

MARGIN = 14 * mm
BOTTOM = 16 * mm


class PageMargins(TypedDict):
    """A page's margins as reportlab's document templates take them (points)."""

    leftMargin: float
    rightMargin: float
    topMargin: float
    bottomMargin: float


#: The margins of every page Listbuilder prints (points).
PAGE_MARGINS: PageMargins = {
    "leftMargin": MARGIN,
    "rightMargin": MARGIN,
    "topMargin": MARGIN,
    "bottomMargin": BOTTOM,
}
