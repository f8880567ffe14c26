"""``listbuilder export FILE --pdf OUT``: print a saved list as a PDF sheet.

Exit ``EXIT_OK`` when the PDF is written (legal or not: the sheet says so),
``EXIT_UNREADABLE`` when the list, its ruleset or the profiles cannot be read,
the PDF cannot be written, or rendering this list fails; then nothing is written
and any existing OUT is left as it was.

Imports core, data and export; never gui.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from listbuilder.commands import (
    EXIT_OK,
    EXIT_UNREADABLE,
    about,
    crash_text,
    default_catalog,
    say,
)
from listbuilder.core.counts import counts_text
from listbuilder.core.errors import ListbuilderError
from listbuilder.core.state import evaluate
from listbuilder.data.lists import load_army
from listbuilder.data.rulesets import load_ruleset
from listbuilder.export.options import PAGES, STYLES, UNITS


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

    source, target = Path(args.file), Path(args.pdf)
    try:
        army = load_army(source)
        ruleset = load_ruleset(army.ruleset)
    except ListbuilderError as exc:
        say(
            f"listbuilder export: cannot read the list: {about(str(source), exc)}",
            error=True,
        )
        return EXIT_UNREADABLE
    catalog = default_catalog("export")
    if catalog is None:
        return EXIT_UNREADABLE
    try:
        roster = evaluate(army, catalog, ruleset).roster
        write_roster_pdf(
            roster, target, style=args.style, page=args.page, units=args.units
        )
    except ListbuilderError as exc:
        say(f"listbuilder export: {exc}", error=True)
        return EXIT_UNREADABLE
    except Exception as exc:  # reported as this list's error, nothing written
        say(f"listbuilder export: {source}: {crash_text(exc)}", error=True)
        return EXIT_UNREADABLE
    counts = counts_text(roster.trooper_count, roster.reinforcement_count)
    say(f"{target}: {args.style} sheet, {args.page.upper()}, {counts}")
    return EXIT_OK


def register(subparsers: Any) -> None:
    """Add ``export`` to the ``listbuilder`` command."""
    p = subparsers.add_parser(
        "export",
        help="print a saved list as a PDF sheet (full, compact or opponent copy)",
        description="Exit 0 when the PDF is written, 2 if the list cannot be read "
        "or the PDF cannot be written (nothing is written then).",
    )
    p.add_argument("file", metavar="FILE", help="saved list")
    p.add_argument("--pdf", required=True, metavar="OUT", help="PDF file to write")
    p.add_argument(
        "--style",
        choices=STYLES,
        default="full",
        help="full sheet, one-page compact sheet, or opponent copy (Open "
        "information only); default: full",
    )
    p.add_argument("--page", choices=PAGES, default="a4", help="paper (default: a4)")
    p.add_argument(
        "--units",
        choices=UNITS,
        default="in",
        help="distances in inches or cm (default: in)",
    )
    p.set_defaults(handler=cmd_export)
