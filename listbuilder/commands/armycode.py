"""``listbuilder import-code`` and ``listbuilder code``: official army codes.

``import-code CODE -o FILE`` reads a code (or share link) into a saved list: exit
0 when every member resolved, 1 when some did not (they are listed and kept in
the list), 2 when the text is not a code or the list cannot be written.
``code FILE`` prints a saved list's army code (``--url`` for the share link).

Imports core and data only; never gui.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from listbuilder.commands import about, default_catalog, read_input, say
from listbuilder.core.armycode.bind import (
    FIRETEAMS_ON_EXPORT,
    FIRETEAMS_ON_IMPORT,
    army_code,
    army_list_from_code,
    fireteams_left_out,
    fireteams_matter,
)
from listbuilder.core.armycode.encode import share_url
from listbuilder.core.armycode.reader import ArmyCodeError
from listbuilder.core.errors import DataError
from listbuilder.core.i18n import _, count_text
from listbuilder.core.lists.counts import counts_text, list_counts
from listbuilder.crash import EXIT_ILLEGAL, EXIT_OK, EXIT_UNREADABLE, crash_text
from listbuilder.data.lists import load_current_army, save_army
from listbuilder.data.rulesets import load_ruleset


def cmd_import_code(args: argparse.Namespace) -> int:
    """Write the list of an army code to a saved-list file.

    Returns
    -------
    int
        0 all members resolved, 1 some unresolved (listed on stdout, kept in the
        file), 2 not a code / unknown army / unknown ruleset / cannot write.
    """
    try:
        text = read_input(args.code) if args.code == "-" else args.code
    except DataError as exc:
        say(f"listbuilder import-code: {exc}", error=True)
        return EXIT_UNREADABLE
    catalog = default_catalog("import-code")
    if catalog is None:
        return EXIT_UNREADABLE
    try:
        load_ruleset(args.ruleset)
        result = army_list_from_code(text, catalog, ruleset=args.ruleset)
    except (ArmyCodeError, DataError) as exc:
        say(f"listbuilder import-code: {exc}", error=True)
        return EXIT_UNREADABLE
    target = Path(args.output)
    try:
        save_army(result.army_list, target)
    except DataError as exc:
        say(f"listbuilder import-code: {exc}", error=True)
        return EXIT_UNREADABLE
    except OSError as exc:
        say(
            _(
                "listbuilder import-code: cannot write {file}: {problem}",
                file=target,
                problem=exc.strerror or exc,
            ),
            error=True,
        )
        return EXIT_UNREADABLE
    army = result.army_list
    data = catalog.army(army.army_id)
    name = f' "{army.name}"' if army.name.strip() else ""
    troopers = counts_text(*list_counts(army, catalog))
    say(
        _(
            "{file}: {army}{name}, {points} pts, {troopers} in {groups}",
            file=target,
            army=data.name if data else army.army_id,
            name=name,
            points=army.points_limit,
            troopers=troopers,
            groups=count_text(len(army.groups), "group"),
        )
    )
    if fireteams_matter(army, catalog):
        say(f"listbuilder import-code: {_(FIRETEAMS_ON_IMPORT)}", error=True)
    if not result.unresolved:
        return EXIT_OK
    say(
        _(
            "{members} not in the bundled data (kept in the list as placeholders):",
            members=count_text(len(result.unresolved), "member"),
        )
    )
    for member in result.unresolved:
        say(f"  {member.message}")
    return EXIT_ILLEGAL


def cmd_code(args: argparse.Namespace) -> int:
    """Print the army code (or share link) of a saved list.

    Returns
    -------
    int
        0 printed, 2 the file cannot be read, names an unknown ruleset, or the
        list cannot be a code.
    """
    catalog = default_catalog("code")
    if catalog is None:
        return EXIT_UNREADABLE
    try:
        army = load_current_army(Path(args.file), catalog).army_list
        load_ruleset(army.ruleset)  # a list we cannot check is not one to share
        code = army_code(army, catalog)
    except (ArmyCodeError, DataError) as exc:
        say(f"listbuilder code: {about(args.file, exc)}", error=True)
        return EXIT_UNREADABLE
    except Exception as exc:  # reported as this file's error
        say(f"listbuilder code: {args.file}: {crash_text(exc)}", error=True)
        return EXIT_UNREADABLE
    say(share_url(code) if args.url else code)
    if fireteams_left_out(army):
        say(f"listbuilder code: {_(FIRETEAMS_ON_EXPORT)}", error=True)
    return EXIT_OK


def register(subparsers: Any) -> None:
    """Add ``import-code`` and ``code`` to the ``listbuilder`` command."""
    p = subparsers.add_parser(
        "import-code",
        help=_("turn an official army code (or share link) into a saved list"),
        description=_(
            "Exit 0 if every member resolved, 1 if some are not in the "
            "bundled data (they are listed and kept as placeholders), 2 if the text is "
            "not an army code or the list cannot be written."
        ),
    )
    p.add_argument("code", metavar="CODE", help=_("army code or share link; - = stdin"))
    p.add_argument(
        "-o", "--output", required=True, metavar="FILE", help=_("saved list to write")
    )
    p.add_argument(
        "--ruleset", default="n5", help=_("ruleset of the new list (default: n5)")
    )
    p.set_defaults(handler=cmd_import_code)
    p = subparsers.add_parser(
        "code",
        help=_("print a saved list's official army code"),
        description=_(
            "Exit 0 when printed, 2 if the file cannot be read or the list "
            "cannot be written as a code."
        ),
    )
    p.add_argument("file", metavar="FILE", help=_("saved list"))
    p.add_argument("--url", action="store_true", help=_("print the share link instead"))
    p.set_defaults(handler=cmd_code)
