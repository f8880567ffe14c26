"""``listbuilder library [FOLDER] [--json]``: the list library as a table.

Prints one row per saved list under FOLDER (default: the user's lists folder)
and its subfolders, with the app library's columns: name, army, points used
and limit, legal or the rules broken, troopers, tags, folder, data version and
modified date. ``--json`` prints one JSON object per list instead. Rows come
from the same cache as the app (user cache folder), so a second run reads only
what changed. ``--search``, ``--army``, ``--legal``/``--illegal`` and ``--tag``
filter as the app's library does.

Exit 0 listed; 2 the folder does not exist, the profiles cannot be loaded, or
some file cannot be read (it is still listed, with its error).

Imports core and data only; never gui.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from listbuilder.commands import default_catalog, say, say_json
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.errors import DataError
from listbuilder.core.i18n import _, pad, text_width
from listbuilder.core.library import COLUMNS, LibraryFilter, LibraryRow
from listbuilder.core.untrusted import excerpt, spaced_line
from listbuilder.crash import EXIT_OK, EXIT_UNREADABLE
from listbuilder.data.files import is_folder
from listbuilder.data.library.scan import cache_path, data_fingerprint, scan_library
from listbuilder.paths import profiles_dir, user_dirs


def library_record(row: LibraryRow) -> dict[str, Any]:
    """The JSON object ``listbuilder library --json`` prints for one list.

    Keys: file, relative, folder, name, army, army_id, ruleset, points,
    points_limit, swc, legal, rules_broken, violations, troopers, trooper_cap,
    data_version, tags, notes, modified (ISO 8601, local time), error (``""``
    for a readable list).
    """
    return {
        "file": row.path,
        "relative": row.relative,
        "folder": row.folder,
        "name": row.name,
        "army": row.army or None,
        "army_id": row.army_id,
        "ruleset": row.ruleset or None,
        "points": row.points,
        "points_limit": row.points_limit,
        "swc": row.swc or None,
        "legal": row.legal,
        "rules_broken": list(row.rules_broken),
        "violations": list(row.violations),
        "troopers": row.troopers,
        "trooper_cap": row.trooper_cap,
        "data_version": row.data_version or None,
        "tags": list(row.tags),
        "notes": row.notes,
        "modified": row.modified.isoformat(timespec="seconds"),
        "error": row.error,
    }


def format_table(rows: list[LibraryRow]) -> str:
    """The library as an aligned text table (columns: ``COLUMNS``).

    Each cell is on one line (user text never breaks a row); unreadable files
    follow the table with their errors.
    """
    cells = [[_(c) for c in COLUMNS]]
    cells += [
        [spaced_line(r.column_text(c)) for c in range(len(COLUMNS))] for r in rows
    ]
    widths = [max(text_width(row[c]) for row in cells) for c in range(len(COLUMNS))]
    lines = [
        "  ".join(pad(t, w) for t, w in zip(row, widths, strict=True)).rstrip()
        for row in cells
    ]
    errors = [r for r in rows if r.error]
    if errors:
        lines += ["", _("Cannot be read:")]
        lines += [
            f"  {spaced_line(r.relative)}: {spaced_line(r.error)}" for r in errors
        ]
    return "\n".join(lines)


#: Most digits of an army id on the command line (ids are three or four).
_ID_DIGITS = 18


def army_id(text: str) -> int:
    """The ``--army`` value: a whole number of at most 18 digits.

    argparse's own ``int`` quotes a bad value whole: 4,300 digits made an
    8,000-character line (and past 4,300 Python refuses to convert at all).

    Raises
    ------
    argparse.ArgumentTypeError
        Quoting a short excerpt of ``text``.
    """
    digits = text.strip()
    if not digits.isdigit() or not digits.isascii() or len(digits) > _ID_DIGITS:
        raise argparse.ArgumentTypeError(
            _("not an army id: {value}", value=excerpt(text, 20))
        )
    return int(digits)


def cmd_library(args: argparse.Namespace) -> int:
    """Print the lists under a folder as a table or JSON lines."""
    dirs = user_dirs()
    root = Path(args.folder) if args.folder else dirs.lists
    if not is_folder(root):
        say(_("listbuilder library: no folder {folder}", folder=root), error=True)
        return EXIT_UNREADABLE

    def catalog() -> Catalog:
        loaded = default_catalog("library")
        if loaded is None:
            raise DataError(_("the profiles cannot be loaded"))
        return loaded

    try:
        scan = scan_library(
            root,
            catalog,
            cache=cache_path(dirs.cache, root),
            fingerprint=data_fingerprint(profiles_dir()),
        )
    except DataError:
        return EXIT_UNREADABLE
    legal = True if args.legal else False if args.illegal else None
    wanted = LibraryFilter(
        text=args.search or "", army_id=args.army, legal=legal, tag=args.tag
    )
    rows = [r for r in scan.rows if wanted.matches(r)]
    if args.json:
        for row in rows:
            say_json(library_record(row))
    elif rows:
        for line in format_table(rows).split("\n"):
            say(line)
    else:
        if scan.rows:
            say(_("No saved lists in {folder} match", folder=root))
        else:
            say(_("No saved lists in {folder}", folder=root))
    return EXIT_UNREADABLE if any(r.error for r in rows) else EXIT_OK


def register(subparsers: Any) -> None:
    """Add ``library`` to the ``listbuilder`` command."""
    p = subparsers.add_parser(
        "library",
        help=_("list the saved lists of a folder (default: your lists folder)"),
        description=_(
            "Print every saved list under FOLDER and its subfolders: name, "
            "army, points, legality, troopers, tags, folder, data version, modified. "
            "Exit 0 listed, 2 the folder or the profiles cannot be read or some list "
            "file cannot be read (it is still listed, with its error)."
        ),
    )
    p.add_argument(
        "folder", nargs="?", metavar="FOLDER", help=_("default: lists folder")
    )
    p.add_argument("--json", action="store_true", help=_("one JSON object per list"))
    p.add_argument("--search", metavar="TEXT", help=_("name, army, unit, tag or note"))
    p.add_argument(
        "--army", type=army_id, metavar="ID", help=_("only lists of this army")
    )
    p.add_argument("--tag", metavar="TAG", help=_("only lists with this tag"))
    legal = p.add_mutually_exclusive_group()
    legal.add_argument("--legal", action="store_true", help=_("only legal lists"))
    legal.add_argument(
        "--illegal", action="store_true", help=_("only illegal or unreadable lists")
    )
    p.set_defaults(handler=cmd_library)
