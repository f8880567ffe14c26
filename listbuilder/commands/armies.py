"""``listbuilder armies``: every playable army of the profile data in use.

One line per army (id, name, kind, parent, data version, unit count), or one
JSON object per army with ``--json``. Read from the metadata and the profile
index: no army file is parsed, so it answers at once. Never imports gui.
"""

from __future__ import annotations

import argparse
from typing import Any

from listbuilder.commands import default_catalog, say, say_json
from listbuilder.core.catalog.army_info import ArmyKind
from listbuilder.core.catalog.listing import (
    army_text,
    data_version_summary,
    listing_record,
)
from listbuilder.core.i18n import _, count_text, pad, text_width
from listbuilder.crash import EXIT_OK, EXIT_UNREADABLE


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
            say_json(listing_record(info, catalog))
        return EXIT_OK
    rows = [(_("ID"), _("Army"), _("Kind"), _("Parent"), _("File version"), _("Units"))]
    kinds = {
        ArmyKind.GENERIC: _("generic"),
        ArmyKind.SECTORIAL: _("sectorial"),
        ArmyKind.REINFORCEMENT: _("reinforcement"),
    }
    for info in infos:
        parent = ""
        if info.kind is ArmyKind.SECTORIAL:
            faction = catalog.faction(info.parent)
            parent = f"{faction.name if faction else '?'} ({info.parent})"
        rows.append(
            (
                str(info.id),
                army_text(info),
                kinds[info.kind],
                parent,
                info.version or "?",
                "?" if info.units is None else str(info.units),
            )
        )
    widths = [max(text_width(r[i]) for r in rows) for i in range(len(rows[0]))]
    for row in rows:
        cells = [
            pad(cell, w, right=i in (0, 5))
            for i, (cell, w) in enumerate(zip(row, widths, strict=True))
        ]
        say("  ".join(cells).rstrip())
    say(
        _(
            "{armies}; {data}",
            armies=count_text(len(infos), "army"),
            data=data_version_summary(catalog),
        )
    )
    for info in infos:
        if info.problem:
            say(
                _(
                    "listbuilder armies: warning: {army} ({id}): {problem}",
                    army=info.name,
                    id=info.id,
                    problem=info.problem,
                ),
                error=True,
            )
    return EXIT_OK


def register(subparsers: Any) -> None:
    """Add ``armies`` to the ``listbuilder`` command."""
    p = subparsers.add_parser(
        "armies",
        help=_(
            "list every playable army: id, name, kind, parent, army file version, units"
        ),
        description=_(
            "Every generic army and sectorial of the profile data in use "
            "(reinforcement lists are part of their army). Exit 0, or 2 if the "
            "profile metadata cannot be read."
        ),
    )
    p.add_argument(
        "--json",
        action="store_true",
        help=_(
            "one JSON object per army: id, name, parent, parent_name, kind, "
            "discontinued, version, units, problem"
        ),
    )
    p.set_defaults(handler=cmd_armies)
