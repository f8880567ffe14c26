"""``listbuilder text FILE_OR_CODE``: a list as the text players paste.

Prints a saved list, or an army code (or share link), in the official
builder's text layout, ending with the list's share link: ``--markdown`` for
Discord and forums, ``--opponent`` for the Open-information copy (RULES.md C1:
no costs, no Lieutenant, no hidden troopers, and no share link, which would
open the whole list). Exit 0 printed; 1 printed, but some members of a code
are not in the bundled data (listed on stderr, shown as placeholders); 2 the
file or code cannot be read (a message on stderr, nothing on stdout).

Imports core and data only; never gui.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from listbuilder.commands import default_catalog, read_input, say
from listbuilder.core.armycode.bind import army_list_from_code, share_link
from listbuilder.core.armycode.reader import ArmyCodeError
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.errors import ListbuilderError
from listbuilder.core.i18n import _
from listbuilder.core.lists.army_list import ArmyList
from listbuilder.core.roster.opponent import opponent_copy
from listbuilder.core.state import evaluate
from listbuilder.crash import EXIT_ILLEGAL, EXIT_OK, EXIT_UNREADABLE
from listbuilder.data.files import is_regular_file
from listbuilder.data.lists import load_current_army
from listbuilder.data.rulesets import load_ruleset
from listbuilder.export.text import list_text


def read_list_or_code(
    text: str, catalog: Catalog
) -> tuple[ArmyList, list[str], list[str]]:
    """The list a saved file or an army code holds, and what the player must know.

    Returns the list, a code's members that are not in the data, and what a
    data update changed for a saved file's troopers.

    ``text`` names a file when one exists at that path; anything else is read
    as an army code or share link (``-`` reads it from stdin).

    Raises
    ------
    ListbuilderError
        ``DataError`` if the file cannot be read, ``ArmyCodeError`` if the text
        is neither a file nor a code.
    """
    if text != "-" and is_regular_file(text):
        current = load_current_army(Path(text), catalog)
        return current.army_list, [], list(current.notes)
    # at most 5 MB of stdin is read, as import-code and validate --codes do: a
    # gigabyte piped in is refused without being held in memory
    code = read_input("-").strip() if text == "-" else text
    try:
        result = army_list_from_code(code, catalog)
    except ArmyCodeError as exc:
        if text != "-" and ("/" in text or text.endswith(".json")):
            raise ArmyCodeError(
                _("{file}: no such file, and not an army code", file=text)
            ) from exc
        raise
    return result.army_list, [m.message for m in result.unresolved], []


def cmd_text(args: argparse.Namespace) -> int:
    """Print a list (file or army code) as text, Markdown or the opponent copy."""
    catalog = default_catalog("text")
    if catalog is None:
        return EXIT_UNREADABLE
    try:
        army, unresolved, changes = read_list_or_code(args.source, catalog)
        ruleset = load_ruleset(army.ruleset)
    except ListbuilderError as exc:
        say(f"listbuilder text: {exc}", error=True)
        return EXIT_UNREADABLE
    state = evaluate(army, catalog, ruleset)
    # the opponent copy carries no link: it would open the whole list
    if args.opponent:
        roster, link = opponent_copy(state.roster), ""
    else:
        roster, link = state.roster, share_link(army, catalog)
    text = list_text(roster, state.team_tags, markdown=args.markdown, link=link)
    # line by line through say: whatever a name or the data holds, each line
    # is printed as the one escaping of every command makes it
    for line in text.split("\n")[:-1]:
        say(line)
    for change in changes:
        say(_("listbuilder text: data update: {change}", change=change), error=True)
    for message in unresolved:
        say(
            _("listbuilder text: not in the bundled data: {member}", member=message),
            error=True,
        )
    return EXIT_ILLEGAL if unresolved else EXIT_OK


def register(subparsers: Any) -> None:
    """Add ``text`` to the ``listbuilder`` command."""
    p = subparsers.add_parser(
        "text",
        help=_("print a list (saved file or army code) as text to paste"),
        description=_(
            "Print a list in the official builder's text layout. Exit 0 "
            "printed, 1 printed but some members of a code are not in the bundled "
            "data, 2 the file or code cannot be read."
        ),
    )
    p.add_argument(
        "source",
        metavar="FILE_OR_CODE",
        help=_("a saved list, an army code or share link; - reads a code from stdin"),
    )
    p.add_argument(
        "--markdown", action="store_true", help=_("Markdown, for Discord and forums")
    )
    p.add_argument(
        "--opponent",
        action="store_true",
        help=_("Open information only: no costs, no Lieutenant, no hidden troopers"),
    )
    p.set_defaults(handler=cmd_text)
