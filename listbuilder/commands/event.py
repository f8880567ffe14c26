"""``listbuilder event FILE``: the organiser's check of every player's lists.

FILE is a CSV with a header row holding at least ``player`` and ``code`` (one
row per list; other columns are kept, never interpreted; ``-`` reads standard
input). Each code is checked as ``validate --codes`` checks it, with the
event's ``--points`` and ``--extras``; per player the output says the army,
each list legal or the rules broken, whether the lists are of one army and as
many as allowed (ITS.md E2, E6). Text, ``--json`` (one object per player) or
``--csv`` (one row per list); ``--pdf OUT`` writes the organiser's binder.

Exit ``EXIT_OK`` every player ok, ``EXIT_ILLEGAL`` some player not ok,
``EXIT_UNREADABLE`` some row cannot be read (the others are still checked),
the file cannot be read or lacks a column, or the binder cannot be written.

Imports core, data and export; never gui.
"""

from __future__ import annotations

import argparse
import csv
import sys
from pathlib import Path
from typing import Any

from listbuilder.commands import (
    STDIN_LABEL,
    about,
    default_catalog,
    read_input,
    say,
    say_json,
)
from listbuilder.commands.export import add_paper_options
from listbuilder.commands.validate_output import spreadsheet_cell, validation_record
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.errors import ListbuilderError
from listbuilder.core.i18n import _, count_text
from listbuilder.core.its.event import (
    Event,
    EventCheck,
    EventList,
    PlayerCheck,
    check_event,
    list_state,
)
from listbuilder.core.its.event_file import read_event_csv
from listbuilder.core.its.event_rows import list_lines
from listbuilder.core.its.extras import parse_extras
from listbuilder.core.rules.validation import rules_in_order
from listbuilder.crash import EXIT_ILLEGAL, EXIT_OK, EXIT_UNREADABLE
from listbuilder.data.lists import check_export_target
from listbuilder.data.rulesets import DEFAULT_RULESET, load_ruleset
from listbuilder.export.options import PdfOptions

#: Columns of ``event --csv`` after the player and the file's other columns.
CSV_COLUMNS = (
    "row",
    "army",
    "name",
    "points",
    "points_limit",
    "legal",
    "rules_broken",
    "error",
    "same_army",
    "list_count_ok",
    "ok",
)


def list_record(entry: EventList, catalog: Catalog) -> dict[str, Any]:
    """One list as ``event --json`` prints it: row, name, legal, points, violations.

    ``violations`` and the rest are what ``validate --json`` prints for the list.
    """
    record = validation_record("", entry.army_list, entry.report, entry.pools, catalog)
    keep = ("army", "army_id", "name", "legal", "points", "points_limit", "swc")
    return (
        {"row": entry.row}
        | {k: record[k] for k in keep}
        | {"violations": record["violations"]}
    )


def player_record(player: PlayerCheck, catalog: Catalog) -> dict[str, Any]:
    """One player as ``event --json`` prints it.

    Keys: player, columns (the file's other columns), army_id, army, lists,
    unreadable (row, error), same_army, list_count_ok, ok, problems.

    Source: ITS.md E2, E6
    """
    return {
        "player": player.player,
        "columns": dict(player.columns),
        "army_id": player.army_id,
        "army": player.army,
        "lists": [list_record(e, catalog) for e in player.lists],
        "unreadable": [{"row": u.row, "error": u.reason} for u in player.unreadable],
        "same_army": player.same_army,
        "list_count_ok": player.list_count_ok,
        "ok": player.ok,
        "problems": list(player.problems),
    }


def _yes(value: bool) -> str:
    return _("yes") if value else _("no")


def csv_rows(check: EventCheck, catalog: Catalog) -> list[list[str]]:
    """``event --csv``: a header, then one row per list (readable or not).

    Columns: player, the file's other columns, then :data:`CSV_COLUMNS`; the
    player's columns (same_army, list_count_ok, ok) repeat on each of its rows.
    """
    rows = [["player", *check.extra_columns, *CSV_COLUMNS]]
    for p in check.players:
        extra = [spreadsheet_cell(v) for _, v in p.columns]
        verdict = [_yes(p.same_army), _yes(p.list_count_ok), _yes(p.ok)]
        lines: list[tuple[int, list[str]]] = []
        for e in p.lists:
            r = list_record(e, catalog)
            rules = rules_in_order(v["rule"] for v in r["violations"])
            army = spreadsheet_cell(r["army"] or str(r["army_id"]))
            cells = [army, spreadsheet_cell(r["name"]), str(r["points"])]
            cells += [str(r["points_limit"]), _yes(r["legal"]), " ".join(rules), ""]
            lines.append((e.row, cells))
        for u in p.unreadable:
            lines.append((u.row, ["", "", "", "", "", "", spreadsheet_cell(u.reason)]))
        for row, cells in sorted(lines, key=lambda x: x[0]):
            rows.append(
                [spreadsheet_cell(p.player), *extra, str(row), *cells, *verdict]
            )
    for u in check.unreadable:
        blank = [""] * len(check.extra_columns)
        cells = ["", *blank, str(u.row), *[""] * 6, spreadsheet_cell(u.reason)]
        rows.append([*cells, "", "", _yes(False)])
    return rows


def text_lines(player: PlayerCheck, catalog: Catalog) -> list[str]:
    """The text ``event`` prints for one player (each line escaped by ``say``)."""
    verdict = _("OK") if player.ok else _("NOT OK")
    count = len(player.lists) + len(player.unreadable)
    lines = [
        _(
            "{player}: {verdict} ({army}, {lists})",
            player=player.player,
            verdict=verdict,
            army=player.army or "-",
            lists=count_text(count, "list"),
        )
    ]
    for line in list_lines(player):
        lines.append(f"  {line.text}")
        if line.entry is not None:
            r = list_record(line.entry, catalog)
            lines += [f"    [{v['rule']}] {v['message']}" for v in r["violations"]]
    return lines + [f"  - {p}" for p in player.list_set_problems]


def _write_binder(
    check: EventCheck, catalog: Catalog, ruleset: Ruleset, args: argparse.Namespace
) -> bool:
    # imported here: reportlab is loaded only when a binder is asked for
    from listbuilder.export.pdf.binder import write_event_binder

    rosters = [
        [list_state(e, catalog, ruleset).roster for e in p.lists] for p in check.players
    ]
    options = PdfOptions(style="compact", page=args.page, units=args.units)
    source = None if args.file == "-" else Path(args.file)
    try:
        check_export_target(Path(args.pdf), source)  # never over a list or FILE
        write_event_binder(check, rosters, args.pdf, options)
    except ListbuilderError as exc:
        say(f"listbuilder event: {exc}", error=True)
        return False
    lists = sum(len(p.lists) for p in check.players)
    say(
        _(
            "{file}: binder of {players} players, {lists} lists",
            file=args.pdf,
            players=len(check.players),
            lists=lists,
        ),
        error=args.json or args.csv,
    )
    return True


def cmd_event(args: argparse.Namespace) -> int:
    """Check every list of an event file; print text, ``--json`` or ``--csv``.

    Returns
    -------
    int
        ``EXIT_OK`` every player ok, ``EXIT_ILLEGAL`` some player not ok,
        ``EXIT_UNREADABLE`` some row, the file, or the binder's target cannot
        be read or written.

    Source: ITS.md E2, E4, E6
    """
    try:
        extras = parse_extras(args.extras or "")
    except ValueError as exc:
        args.usage_error(str(exc))
    if args.points is not None and args.points <= 0:
        args.usage_error(_("--points must be above 0"))
    label = STDIN_LABEL if args.file == "-" else args.file
    try:
        event_file = read_event_csv(read_input(args.file))
        ruleset = load_ruleset(args.ruleset)
    except ListbuilderError as exc:
        say(f"listbuilder event: {about(label, exc)}", error=True)
        return EXIT_UNREADABLE
    catalog = default_catalog("event")
    if catalog is None:
        return EXIT_UNREADABLE
    event = Event(points=args.points, extras=extras)
    check = check_event(event_file, event, catalog, ruleset)
    if args.csv:
        writer = csv.writer(sys.stdout, lineterminator="\n")
        writer.writerows(csv_rows(check, catalog))
    else:
        for p in check.players:
            if args.json:
                say_json(player_record(p, catalog))
            else:
                for line in text_lines(p, catalog):
                    say(line)
        for u in check.unreadable:
            if args.json:
                say_json({"row": u.row, "error": u.reason})
            else:
                say(_("row {row}: UNREADABLE: {error}", row=u.row, error=u.reason))
    if args.pdf and not _write_binder(check, catalog, ruleset, args):
        return EXIT_UNREADABLE
    if check.has_unreadable:
        return EXIT_UNREADABLE
    return EXIT_OK if check.ok else EXIT_ILLEGAL


def register(subparsers: Any) -> None:
    """Add ``event`` to the ``listbuilder`` command."""
    p = subparsers.add_parser(
        "event",
        help=_("check every player's lists of an event (a CSV of players and codes)"),
        description=_(
            "FILE is a CSV whose header holds player and code (one row per list; "
            "other columns are kept). Exit 0 if every player is ok, 1 if any is "
            "not, 2 if a row cannot be read (the others are still checked)."
        ),
    )
    p.add_argument("file", metavar="FILE", help=_("the event's CSV (- reads stdin)"))
    p.add_argument(
        "--points",
        type=int,
        metavar="N",
        help=_("the event's points limit (default: each code's own)"),
    )
    p.add_argument(
        "--extras",
        metavar="A,B",
        help=_("the event's Extras, e.g. free-game,escalation"),
    )
    p.add_argument(
        "--ruleset",
        default=DEFAULT_RULESET,
        metavar="ID",
        help=_("ruleset the codes are checked under; default: {d}", d=DEFAULT_RULESET),
    )
    fmt = p.add_mutually_exclusive_group()
    fmt.add_argument(
        "--json", action="store_true", help=_("one JSON object per player")
    )
    fmt.add_argument(
        "--csv", action="store_true", help=_("one spreadsheet row per list")
    )
    p.add_argument("--pdf", metavar="OUT", help=_("write the organiser's binder"))
    add_paper_options(p)
    p.set_defaults(handler=cmd_event, usage_error=p.error)
