"""Choices of the PDF export, importable without loading reportlab.

The command line and the app build their menus from these names; the CLI stays
quick to start because only :mod:`listbuilder.export.pdf` imports reportlab.

Imports the core's translation function only (no reportlab).
"""

from __future__ import annotations

from listbuilder.core.i18n import N_, _

#: Sheet styles: the full sheet, the one-page compact sheet, the opponent copy,
#: the trooper cards.
STYLES = ("full", "compact", "opponent", "cards")
#: Trooper cards a page: nine poker-size (63 x 88 mm) or six larger (95 x 88 mm).
PER_PAGE = (9, 6)
#: Paper sizes by name.
PAGES = ("a4", "letter")
#: Distance units of MOV and weapon ranges.
UNITS = ("in", "cm")
#: Display labels of every choice (menus, messages), in English: show them
#: with :func:`label`, which translates.
LABELS: dict[str | int, str] = {
    "full": N_("Full sheet"),
    "compact": N_("Compact (one page)"),
    "opponent": N_("Opponent copy (Open information only)"),
    "cards": N_("Trooper cards"),
    9: N_("9 a page (poker size, 63 x 88 mm)"),
    6: N_("6 a page (larger, 95 x 88 mm)"),
    "a4": "A4",
    "letter": N_("US Letter"),
    "in": N_("Inches"),
    "cm": N_("Centimetres"),
}


def label(choice: str | int) -> str:
    """The display label of an export choice in the language in force.

    Raises
    ------
    KeyError
        ``choice`` is none of :data:`STYLES`, :data:`PER_PAGE`, :data:`PAGES`,
        :data:`UNITS`.
    """
    return _(LABELS[choice])
