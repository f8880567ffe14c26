"""The ``listbuilder`` command: opens the app, or runs organiser subcommands.

``listbuilder`` opens the app; ``listbuilder FILE`` opens a saved list in it.
Subcommands (``validate``, and those other modules register) call data, core and
export directly. Only this module (and ``__main__``) may import
``listbuilder.gui``, and only lazily, so the command-line tools never load Qt.

Exit codes follow one contract: 0 success / all legal, 1 something illegal or
partly unresolved, 2 unreadable input.
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from listbuilder.commands import armies as armies_command
from listbuilder.commands import armycode as armycode_command
from listbuilder.commands import data as data_command
from listbuilder.commands import default_catalog
from listbuilder.commands import dice as dice_command
from listbuilder.commands import export as export_command
from listbuilder.core.army import ArmyList
from listbuilder.core.catalog import Catalog
from listbuilder.core.errors import DataError
from listbuilder.core.orders import OrderPool, order_pools
from listbuilder.core.resolve import resolve_list
from listbuilder.core.ruleset import Ruleset
from listbuilder.core.validation import ValidationReport, validate
from listbuilder.data.lists import SUFFIX, load_army
from listbuilder.data.rulesets import load_ruleset

EXIT_OK = 0
EXIT_ILLEGAL = 1
EXIT_UNREADABLE = 2

#: Subcommand names; anything else as the first argument is a file to open.
Handler = Callable[[argparse.Namespace], int]


# -- validate ---------------------------------------------------------------------


def _expand(paths: Iterable[str]) -> list[Path]:
    """Files as given; folders expand to the saved lists inside them (sorted)."""
    out: list[Path] = []
    for text in paths:
        path = Path(text)
        if path.is_dir():
            found = sorted(
                p
                for p in path.rglob("*.json")
                if p.is_file() and not p.name.startswith(".")
            )
            out.extend(found)
        else:
            out.append(path)
    return out


def validation_record(
    path: Path,
    army: ArmyList,
    report: ValidationReport,
    pools: Sequence[OrderPool],
    catalog: Catalog,
) -> dict[str, Any]:
    """The JSON object ``listbuilder validate --json`` prints for one list.

    Keys: file, army, army_id, name, ruleset, legal, points, points_limit, swc,
    swc_limit, troopers, trooper_cap, lieutenants, violations (rule, code,
    message, troopers), groups (number, reinforcement, troopers, orders).
    """
    army_data = catalog.army(army.army_id)
    return {
        "file": str(path),
        "army": army_data.name if army_data else None,
        "army_id": army.army_id,
        "name": army.name,
        "ruleset": army.ruleset,
        "legal": report.is_legal,
        "points": report.points,
        "points_limit": report.points_limit,
        "swc": float(report.swc),
        "swc_limit": float(report.swc_limit),
        "troopers": report.troopers,
        "trooper_cap": report.trooper_cap,
        "reinforcement_points": report.reinforcement_points,
        "reinforcement_troopers": report.reinforcement_troopers,
        "lieutenants": list(report.lieutenants),
        "violations": [
            {
                "rule": v.rule,
                "code": v.code,
                "message": v.message,
                "troopers": list(v.troopers),
            }
            for v in report.violations
        ],
        "groups": [
            {
                "number": p.group,
                "reinforcement": p.reinforcement,
                "troopers": p.troopers,
                "orders": {
                    "regular": p.regular,
                    "irregular": p.irregular,
                    "impetuous": p.impetuous,
                    "tactical": p.tactical,
                    "lieutenant": p.lieutenant,
                    "pool": p.pool,
                    "held_off_table": len(p.held_off_table),
                    "held_pool": p.held_pool,
                },
            }
            for p in pools
        ],
    }


def check_list(
    path: Path, catalog: Catalog, rulesets: dict[str, Ruleset]
) -> tuple[ArmyList, ValidationReport, tuple[OrderPool, ...]]:
    """Load and check one saved list.

    Raises
    ------
    DataError
        If the file cannot be read or names an unknown ruleset.
    """
    army = load_army(path)
    ruleset = rulesets.get(army.ruleset)
    if ruleset is None:
        ruleset = load_ruleset(army.ruleset)
        rulesets[army.ruleset] = ruleset
    troopers = resolve_list(army, catalog)
    report = validate(army, catalog, ruleset, troopers=troopers)
    pools = order_pools(army, catalog, ruleset, troopers=troopers)
    return army, report, pools


def _print_text(record: dict[str, Any], out: Any) -> None:
    verdict = "LEGAL" if record["legal"] else "ILLEGAL"
    army = record["army"] or f"army {record['army_id']}"
    name = f' "{record["name"]}"' if record["name"].strip() else ""
    swc = f"{record['swc']:g}/{record['swc_limit']:g}"
    cap = record["trooper_cap"]
    troopers = f"{record['troopers']}/{cap}" if cap else str(record["troopers"])
    print(f"{record['file']}: {verdict}", file=out)
    print(
        f"  {army}{name} ({record['ruleset']}): {record['points']}/"
        f"{record['points_limit']} pts, SWC {swc}, troopers {troopers}",
        file=out,
    )
    for v in record["violations"]:
        print(f"  [{v['rule']}] {v['message']}", file=out)
    for g in record["groups"]:
        o = g["orders"]
        kind = "Reinforcement group" if g["reinforcement"] else "Group"
        held = f" (+{o['held_pool']} held off table)" if o["held_pool"] else ""
        print(
            f"  {kind} {g['number']}: {g['troopers']} troopers, pool {o['pool']}"
            f"{held}; own orders: tactical {o['tactical']}, irregular "
            f"{o['irregular']}, impetuous {o['impetuous']}, lieutenant "
            f"{o['lieutenant']}",
            file=out,
        )


CSV_COLUMNS = (
    "file",
    "army",
    "name",
    "ruleset",
    "points",
    "points_limit",
    "swc",
    "swc_limit",
    "troopers",
    "legal",
    "rules_broken",
    "error",
)


def csv_row(record: dict[str, Any]) -> list[str]:
    """One spreadsheet row for ``validate --csv`` (columns: ``CSV_COLUMNS``)."""
    if "error" in record:
        return [record["file"], "", "", "", "", "", "", "", "", "", "", record["error"]]
    rules = sorted({v["rule"] for v in record["violations"]}, key=_rule_key)
    return [
        record["file"],
        record["army"] or str(record["army_id"]),
        record["name"],
        record["ruleset"],
        str(record["points"]),
        str(record["points_limit"]),
        f"{record['swc']:g}",
        f"{record['swc_limit']:g}",
        str(record["troopers"]),
        "yes" if record["legal"] else "no",
        " ".join(rules),
        "",
    ]


def _rule_key(rule: str) -> tuple[str, int]:
    digits = "".join(c for c in rule if c.isdigit())
    return (rule.rstrip("0123456789"), int(digits) if digits else 0)


def cmd_validate(args: argparse.Namespace) -> int:
    """Check saved lists; print text, ``--json`` (one object per line) or ``--csv``."""
    catalog = default_catalog("validate")
    if catalog is None:
        return EXIT_UNREADABLE
    files = _expand(args.files)
    if not files:
        print("listbuilder validate: no saved lists found", file=sys.stderr)
        return EXIT_UNREADABLE
    rulesets: dict[str, Ruleset] = {}
    status = EXIT_OK
    writer = csv.writer(sys.stdout, lineterminator="\n") if args.csv else None
    if writer:
        writer.writerow(CSV_COLUMNS)
    for path in files:
        try:
            army, report, pools = check_list(path, catalog, rulesets)
        except DataError as exc:
            status = EXIT_UNREADABLE
            if writer:
                writer.writerow(csv_row({"file": str(path), "error": str(exc)}))
            elif args.json:
                print(json.dumps({"file": str(path), "error": str(exc)}))
            else:
                print(f"{path}: UNREADABLE: {exc}")
            continue
        record = validation_record(path, army, report, pools, catalog)
        if not report.is_legal and status == EXIT_OK:
            status = EXIT_ILLEGAL
        if writer:
            writer.writerow(csv_row(record))
        elif args.json:
            print(json.dumps(record, ensure_ascii=False))
        else:
            _print_text(record, sys.stdout)
    return status


# -- parser -------------------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of every subcommand."""
    parser = argparse.ArgumentParser(
        prog="listbuilder",
        description="Infinity army-list builder. With no arguments, opens the app; "
        f"with a saved list (*{SUFFIX}), opens it in the app.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    p = sub.add_parser(
        "validate",
        help="check saved lists (files or folders) and print legality and orders",
        description="Exit 0 if every list is legal, 1 if any is illegal, 2 if any "
        "file cannot be read (the others are still checked).",
    )
    p.add_argument("files", nargs="+", metavar="FILE", help="saved lists or folders")
    fmt = p.add_mutually_exclusive_group()
    fmt.add_argument("--json", action="store_true", help="one JSON object per list")
    fmt.add_argument(
        "--csv",
        action="store_true",
        help="one spreadsheet row per list: file, army, name, ruleset, points, "
        "points_limit, swc, swc_limit, troopers, legal, rules_broken, error",
    )
    p.set_defaults(handler=cmd_validate)
    for register in SUBCOMMANDS:
        register(sub)
    return parser


#: Functions that add further subcommands: each takes the subparsers object and
#: sets ``handler`` on its parser. Other modules' commands are listed here.
SUBCOMMANDS: list[Callable[[Any], None]] = []
SUBCOMMANDS.append(armycode_command.register)
SUBCOMMANDS.append(dice_command.register)
SUBCOMMANDS.append(export_command.register)
SUBCOMMANDS.append(armies_command.register)
SUBCOMMANDS.append(data_command.register)


def _command_names() -> set[str]:
    parser = build_parser()
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return set(action.choices)
    return set()


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``listbuilder`` console script; returns the exit code."""
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or (args[0] not in _command_names() and not args[0].startswith("-")):
        from listbuilder.gui.app import main as gui_main

        return gui_main(args)
    parsed = build_parser().parse_args(args)
    handler: Handler = parsed.handler
    return handler(parsed)
