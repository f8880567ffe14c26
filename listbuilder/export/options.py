"""Choices of the PDF export, importable without loading reportlab.

The command line and the app build their menus from these names; the CLI stays
quick to start because only :mod:`listbuilder.export.pdf` imports reportlab.

Imports the core's translation function only (no reportlab).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from listbuilder.core.frozen import record
from listbuilder.core.i18n import N_, _

if TYPE_CHECKING:  # the CLI starts without the models
    from listbuilder.core.its.summary import ItsSummary

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


@record
class PdfOptions:
    """How a roster is printed: sheet style, paper, units, cards a page, charts.

    The command line, the app's export dialog and the tests build one; the PDF
    export checks each value against :data:`STYLES`, :data:`PAGES`,
    :data:`UNITS` and :data:`PER_PAGE`.

    Attributes
    ----------
    style : {"full", "compact", "opponent", "cards"}
        Full sheet (header, order pools, fireteams, every trooper with profile
        and weapons); compact sheet (one line per trooper, fireteams and one
        weapons summary, one page for up to 15 troopers); opponent copy (the
        full sheet of Open information, RULES.md C1-C2); trooper cards (one card
        per trooper, included troopers too).
    page : {"a4", "letter"}
        Paper size.
    units : {"in", "cm"}
        Distance units of MOV and weapon ranges.
    per_page : {9, 6}
        Cards a page: poker size (63 x 88 mm) nine a page, or larger (95 x 88
        mm) six a page. Only the ``cards`` style uses it.
    charts : bool
        Add the charts page last: every weapon mode the list fields with its
        modifier in each range bracket, and the programs of its hacking devices.
    title : str or None
        Heading and document title; default the list name as written. A name
        too long for three lines of heading, or for the footer, is cut there
        with an ellipsis.
    invariant : bool
        Stable bytes for the same input (no dates or random ids), for tests.
    its : ItsSummary or None
        The list's Specialist Troops and classified coverage (ITS.md E10,
        E11), printed on the full sheet's first page; the opponent copy and
        the other styles never print it.
    """

    style: str = "full"
    page: str = "a4"
    units: str = "in"
    per_page: int = 9
    charts: bool = False
    title: str | None = None
    invariant: bool = False
    its: ItsSummary | None = None


#: The options of an export that says nothing: a full A4 sheet in inches.
DEFAULT_PDF = PdfOptions()
