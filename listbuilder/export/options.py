"""Choices of the PDF export, importable without loading reportlab.

The command line and the app build their menus from these names; the CLI stays
quick to start because only :mod:`listbuilder.export.pdf` imports reportlab.

Imports stdlib only.
"""

from __future__ import annotations

#: Sheet styles: the full sheet, the one-page compact sheet, the opponent copy.
STYLES = ("full", "compact", "opponent")
#: Paper sizes by name.
PAGES = ("a4", "letter")
#: Distance units of MOV and weapon ranges.
UNITS = ("in", "cm")
#: Display labels of every choice (menus, messages).
LABELS = {
    "full": "Full sheet",
    "compact": "Compact (one page)",
    "opponent": "Opponent copy (Open information only)",
    "a4": "A4",
    "letter": "US Letter",
    "in": "Inches",
    "cm": "Centimetres",
}
