"""``listbuilder armies``: every playable army of the profile data in use.

One line per army (id, name, kind, parent, data version, unit count), or one
JSON object per army with ``--json``. Read from the metadata and the profile
index: no army file is parsed, so it answers at once. Never imports gui.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from listbuilder.commands import EXIT_OK, EXIT_UNREADABLE, default_catalog, say
from listbuilder.core.armies import (
    army_text,
    data_version_summary,
    listing_record,
)
from listbuilder.core.catalog import ArmyKind


def cmd_armies(args: argparse.Namespace) -> int:
    """Print the playable armies.

    Returns
    -------
    int
        0 printed; 2 the profile metadata cannot be read (message on stderr).
    """
    catalog = default_catalog("armies")
    if catalog is None:
        return EXIT_UNREADABLE
    infos = catalog.infos()
    if args.json:
        for info in infos:
            say(json.dumps(listing_record(info, catalog), ensure_ascii=False))
        return EXIT_OK
    rows = [("ID", "Army", "Kind", "Parent", "Version", "Units")]
    for info in infos:
        parent = ""
        if info.kind is ArmyKind.SECTORIAL:
            faction = catalog.faction(info.parent)
            parent = f"{faction.name if faction else '?'} ({info.parent})"
        rows.append(
            (
                str(info.id),
                army_text(info),
                info.kind.value,
                parent,
                info.version or "?",
                "?" if info.units is None else str(info.units),
            )
        )
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for row in rows:
        cells = [
            cell.rjust(w) if i in (0, 5) else cell.ljust(w)
            for i, (cell, w) in enumerate(zip(row, widths, strict=True))
        ]
        say("  ".join(cells).rstrip())
    say(f"{len(infos)} armies; {data_version_summary(catalog)}")
    for info in infos:
        if info.problem:
            say(
                f"listbuilder armies: warning: {info.name} ({info.id}): {info.problem}",
                error=True,
            )
    return EXIT_OK


def register(subparsers: Any) -> None:
    """Add ``armies`` to the ``listbuilder`` command."""
    p = subparsers.add_parser(
        "armies",
        help="list every playable army: id, name, kind, parent, data version, units",
        description="Every generic army and sectorial of the profile data in use "
        "(reinforcement lists are part of their army). Exit 0, or 2 if the "
        "profile metadata cannot be read.",
    )
    p.add_argument(
        "--json",
        action="store_true",
        help="one JSON object per army: id, name, parent, parent_name, kind, "
        "discontinued, version, units, problem",
    )
    p.set_defaults(handler=cmd_armies)
