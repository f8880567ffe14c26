"""Choices of the PDF export, importable without loading reportlab.

The command line and the app build their menus from these names; the CLI stays
quick to start because only :mod:`listbuilder.export.pdf` imports reportlab.

Imports stdlib only.
"""

from __future__ import annotations

#: Sheet styles: the full sheet, the one-page compact sheet, the opponent copy,
#: the trooper cards.
STYLES = ("full", "compact", "opponent", "cards")
#: Trooper cards a page: nine poker-size (63 x 88 mm) or six larger (95 x 88 mm).
PER_PAGE = (9, 6)
#: Paper sizes by name.
PAGES = ("a4", "letter")
#: Distance units of MOV and weapon ranges.
UNITS = ("in", "cm")
#: Display labels of every choice (menus, messages).
LABELS: dict[str | int, str] = {
    "full": "Full sheet",
    "compact": "Compact (one page)",
    "opponent": "Opponent copy (Open information only)",
    "cards": "Trooper cards",
    9: "9 a page (poker size, 63 x 88 mm)",
    6: "6 a page (larger, 95 x 88 mm)",
    "a4": "A4",
    "letter": "US Letter",
    "in": "Inches",
    "cm": "Centimetres",
}
