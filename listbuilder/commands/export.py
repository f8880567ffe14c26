"""``listbuilder export FILE --pdf OUT``: print a saved list as a PDF.

Sheets (full, compact, opponent copy) or trooper cards (``--style cards
[--per-page 9|6]``), with an optional charts page last (``--charts``).

Exit ``EXIT_OK`` when the PDF is written (legal or not: the sheet says so),
``EXIT_UNREADABLE`` when the list, its ruleset or the profiles cannot be read,
the PDF cannot be written, or rendering this list fails; then nothing is written
and any existing OUT is left as it was.

Imports core, data and export; never gui.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path
from typing import Any

from listbuilder.commands import about, default_catalog, say
from listbuilder.core.errors import ListbuilderError
from listbuilder.core.i18n import _
from listbuilder.core.lists.counts import counts_text
from listbuilder.core.state import evaluate
from listbuilder.crash import EXIT_OK, EXIT_UNREADABLE, crash_text
from listbuilder.data.its_deck import its_of
from listbuilder.data.lists import check_export_target, load_current_army
from listbuilder.data.rulesets import load_ruleset
from listbuilder.export.options import PAGES, PER_PAGE, STYLES, UNITS, PdfOptions


def cmd_export(args: argparse.Namespace) -> int:
    """Write the PDF sheet of a saved list.

    Returns
    -------
    int
        0 written; 2 unreadable list, unknown ruleset, unreadable profiles or an
        unwritable target (a message on stderr; nothing written).
    """
    # imported here: cli imports this module to register the subcommand, and
    # reportlab is loaded only when a PDF is asked for
    from listbuilder.export.pdf import write_roster_pdf

    catalog = default_catalog("export")
    if catalog is None:
        return EXIT_UNREADABLE
    source, target = Path(args.file), Path(args.pdf)
    try:
        current = load_current_army(source, catalog)
        army = current.army_list
        ruleset = load_ruleset(army.ruleset)
    except ListbuilderError as exc:
        say(
            _(
                "listbuilder export: cannot read the list: {problem}",
                problem=about(str(source), exc),
            ),
            error=True,
        )
        return EXIT_UNREADABLE
    try:
        check_export_target(target, source)
    except ListbuilderError as exc:
        say(f"listbuilder export: {exc}", error=True)
        return EXIT_UNREADABLE
    for change in current.notes:
        say(_("listbuilder export: data update: {change}", change=change), error=True)
    options = PdfOptions(
        style=args.style,
        page=args.page,
        units=args.units,
        per_page=args.per_page,
        charts=args.charts,
    )
    try:
        state = evaluate(army, catalog, ruleset)
        roster = state.roster
        if options.style == "full":
            options = replace(options, its=its_of(state))
        write_roster_pdf(roster, target, options)
    except ListbuilderError as exc:
        say(f"listbuilder export: {exc}", error=True)
        return EXIT_UNREADABLE
    except Exception as exc:  # reported as this list's error, nothing written
        say(f"listbuilder export: {source}: {crash_text(exc)}", error=True)
        return EXIT_UNREADABLE
    counts = counts_text(roster.trooper_count, roster.reinforcement_count)
    kinds = {
        "full": _("full sheet"),
        "compact": _("compact sheet"),
        "opponent": _("opponent sheet"),
        "cards": _("trooper cards ({n} a page)", n=options.per_page),
    }
    charts = _(", charts page") if options.charts else ""
    say(
        _(
            "{file}: {kind}, {page}, {troopers}{charts}",
            file=target,
            kind=kinds.get(options.style, options.style),
            page=options.page.upper(),
            troopers=counts,
            charts=charts,
        )
    )
    return EXIT_OK


def add_paper_options(parser: Any) -> None:
    """Add ``--page`` (a4, letter) and ``--units`` (in, cm) to a PDF-writing command."""
    parser.add_argument(
        "--page", choices=PAGES, default="a4", help=_("paper (default: a4)")
    )
    parser.add_argument(
        "--units",
        choices=UNITS,
        default="in",
        help=_("distances in inches or cm (default: in)"),
    )


def register(subparsers: Any) -> None:
    """Add ``export`` to the ``listbuilder`` command."""
    p = subparsers.add_parser(
        "export",
        help=_(
            "print a saved list as a PDF (full, compact or opponent sheet, or "
            "trooper cards)"
        ),
        description=_(
            "Exit 0 when the PDF is written, 2 if the list cannot be read "
            "or the PDF cannot be written (nothing is written then)."
        ),
    )
    p.add_argument("file", metavar="FILE", help=_("saved list"))
    p.add_argument("--pdf", required=True, metavar="OUT", help=_("PDF file to write"))
    p.add_argument(
        "--style",
        choices=STYLES,
        default="full",
        help=_(
            "full sheet, one-page compact sheet, opponent copy (Open "
            "information only), or trooper cards; default: full"
        ),
    )
    p.add_argument(
        "--per-page",
        type=int,
        choices=PER_PAGE,
        default=PER_PAGE[0],
        help=_(
            "trooper cards a page: 9 poker-size (63x88 mm) or 6 larger "
            "(95x88 mm); default: 9"
        ),
    )
    p.add_argument(
        "--charts",
        action="store_true",
        help=_(
            "add a last page charting every weapon mode the list fields (range "
            "bands and modifiers) and the programs of its hacking devices"
        ),
    )
    add_paper_options(p)
    p.set_defaults(handler=cmd_export)
