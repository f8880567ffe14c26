"""``listbuilder data status|update|diff|rollback``: the profile data in use.

``status`` says which data is used (bundled, downloaded, or the
``LISTBUILDER_PROFILES_DIR`` folder), when it was fetched and each army file's
version; ``update`` fetches the newest official data (a progress bar on
stderr), checks it and installs it, or changes nothing and exits 2 saying which
file failed and why; ``diff`` shows what the installed version changed from
the previous one, per army; ``rollback`` returns to the previous version. The
logic lives in ``listbuilder.data.update`` and ``listbuilder.data.store``.
Never imports gui.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any

from listbuilder.commands import default_catalog, say
from listbuilder.core.catalog.army_info import ArmyKind
from listbuilder.core.catalog.changes import ArmyChanges
from listbuilder.core.catalog.listing import (
    army_text,
    data_version_summary,
    version_text,
)
from listbuilder.core.errors import DataError
from listbuilder.core.i18n import _, count_text, pad, text_width
from listbuilder.crash import EXIT_INTERRUPTED, EXIT_OK, EXIT_UNREADABLE
from listbuilder.data.store import current_version, previous_version, rollback
from listbuilder.paths import PROFILES_ENV, profile_source, user_dirs

#: ``listbuilder.data.download``'s DEFAULT_TIMEOUT and DEFAULT_TOTAL_TIMEOUT, for
#: the help (that module loads httpx, which building the parser must not; a
#: test keeps them equal).
HELP_TIMEOUTS = (60.0, 600.0)


def changes_text(changes: list[ArmyChanges]) -> list[str]:
    """``data diff`` and ``data update`` output: a title per army, then changes."""
    if not changes:
        return [_("No army changed.")]
    out = [_("{armies} changed:", armies=count_text(len(changes), "army"))]
    for army in changes:
        out.append(army.title)
        lines = army.lines()
        out.extend(f"  {line}" for line in lines)
        if not lines:
            out.append(
                "  " + _("(new version; no unit, option, points, SWC or AVA change)")
            )
    return out


def cmd_status(args: argparse.Namespace) -> int:
    """Print the data in use, its date and each army file's version."""
    dirs = user_dirs()
    kind, folder = profile_source(dirs)
    catalog = default_catalog("data status")
    if catalog is None:
        return EXIT_UNREADABLE
    if kind == "override":
        say(_("Data in use: {folder} ({env} is set)", folder=folder, env=PROFILES_ENV))
    else:
        version = current_version(dirs)
        if version.source:
            say(
                _(
                    "Data in use: {data} from {source}",
                    data=version.label,
                    source=version.source,
                )
            )
        else:
            say(_("Data in use: {data}", data=version.label))
        say(_("Folder: {folder}", folder=folder))
        before = previous_version(dirs)
        if before is not None:
            say(
                _(
                    "Previous: {data} (listbuilder data rollback returns to it)",
                    data=before.label,
                )
            )
    say(
        _(
            "Data version: {version}, the newest of its army files",
            version=version_text(catalog.data_version),
        )
    )
    infos = catalog.infos(reinforcements=True)
    playable = sum(1 for i in infos if i.kind is not ArmyKind.REINFORCEMENT)
    say(
        _(
            "Armies: {playable} playable, {lists} reinforcement lists",
            playable=playable,
            lists=len(infos) - playable,
        )
    )
    kinds = {
        ArmyKind.GENERIC: _("generic"),
        ArmyKind.SECTORIAL: _("sectorial"),
        ArmyKind.REINFORCEMENT: _("reinforcement"),
    }
    say(_("Army file versions:"))
    names = [army_text(i) for i in infos]
    width = max((text_width(n) for n in names), default=0)
    for info, name in zip(infos, names, strict=True):
        line = f"  {info.id:>5}  {pad(name, width + 2)}"
        line += f"{info.version or '?':<12} {kinds[info.kind]}"
        say(line.rstrip())
    for info in infos:
        if info.problem:
            say(
                _("listbuilder data status: warning: {problem}", problem=info.problem),
                error=True,
            )
    del args
    return EXIT_OK


def cmd_update(args: argparse.Namespace) -> int:
    """Fetch, check and install the newest official data (exit 2 on failure)."""
    from tqdm import tqdm  # only the update draws a progress bar

    from listbuilder.data.download import (
        DEFAULT_TIMEOUT,
        DEFAULT_TOTAL_TIMEOUT,
        UpdateError,
        check_seconds,
        check_source,
    )
    from listbuilder.data.profile_fetch import data_source
    from listbuilder.data.update import update

    dirs = user_dirs()
    timeout = DEFAULT_TIMEOUT if args.timeout is None else args.timeout
    total = DEFAULT_TOTAL_TIMEOUT if args.total_timeout is None else args.total_timeout
    try:
        base = check_source(data_source(args.source))
        check_seconds(timeout, "--timeout")
        check_seconds(total, "--total-timeout")
    except UpdateError as exc:
        say(
            _("listbuilder data update: {problem}; nothing changed", problem=exc),
            error=True,
        )
        return EXIT_UNREADABLE
    say(_("Fetching the official army data from {url} ...", url=base), error=True)
    bar = tqdm(total=1, unit="file", file=sys.stderr, disable=None, leave=False)

    def progress(done: int, total: int, name: str, size: int) -> None:
        bar.total = total
        bar.n = done
        bar.set_postfix_str(f"{name} {size / 1e6:.1f} MB", refresh=False)
        bar.refresh()

    try:
        result = update(
            dirs,
            source=base,
            progress=progress,
            timeout=timeout,
            total_timeout=total,
        )
    except UpdateError as exc:
        bar.close()
        say(
            _("listbuilder data update: {problem}; nothing changed", problem=exc),
            error=True,
        )
        return EXIT_UNREADABLE
    except KeyboardInterrupt:
        bar.close()
        say(_("listbuilder data update: interrupted; nothing changed"), error=True)
        return EXIT_INTERRUPTED
    bar.close()
    for note in result.skipped:
        say(_("skipped faction {note}", note=note), error=True)
    if not result.updated:
        say(
            _(
                "Already current: the {data} equals the server's data.",
                data=result.version.label,
            )
        )
        return EXIT_OK
    say(
        _(
            "Updated: now using the {data} from {url}.",
            data=result.version.label,
            url=base,
        )
    )
    say(_("The previous data is kept: listbuilder data rollback returns to it."))
    for line in changes_text(result.changes):
        say(line)
    if PROFILES_ENV in os.environ:
        say(
            _("Note: {env} is set, so that folder is still used.", env=PROFILES_ENV),
            error=True,
        )
    return EXIT_OK


def cmd_diff(args: argparse.Namespace) -> int:
    """Print what the installed version changed from the previous one."""
    from listbuilder.data.update import last_changes

    try:
        before, after, changes = last_changes(user_dirs())
    except DataError as exc:
        say(f"listbuilder data diff: {exc}", error=True)
        return EXIT_UNREADABLE
    if args.json:
        for army in changes:
            say(json.dumps(army.model_dump(), ensure_ascii=False))
        return EXIT_OK
    say(_("From the {before} to the {after}:", before=before.label, after=after.label))
    for line in changes_text(changes):
        say(line)
    return EXIT_OK


def cmd_rollback(args: argparse.Namespace) -> int:
    """Return to the previous profile version (exit 2 if there is none)."""
    del args
    try:
        left, now = rollback(user_dirs())
    except (DataError, OSError) as exc:
        say(f"listbuilder data rollback: {exc}", error=True)
        return EXIT_UNREADABLE
    say(_("Rolled back: now using the {data}.", data=now.label))
    say(
        _(
            "The {data} is kept: listbuilder data rollback returns to it.",
            data=left.label,
        )
    )
    catalog = default_catalog("data rollback")
    if catalog is not None:
        say(_("Data: {data}", data=data_version_summary(catalog)))
    return EXIT_OK


def register(subparsers: Any) -> None:
    """Add ``data`` (status, update, diff, rollback) to the ``listbuilder`` command."""
    p = subparsers.add_parser(
        "data",
        help=_(
            "the profile data in use: status, update from the official army "
            "data, diff, rollback"
        ),
        description=_(
            "Exit 0 on success, 2 if the update, diff or rollback fails "
            "(nothing is changed then)."
        ),
    )
    sub = p.add_subparsers(dest="data_command", metavar="ACTION", required=True)
    s = sub.add_parser(
        "status", help=_("which data is used, its date and each army's version")
    )
    s.set_defaults(handler=cmd_status)
    s = sub.add_parser(
        "update",
        help=_("fetch, check and install the newest official army data"),
        description=_(
            "Fetches the metadata and every faction file, checks each "
            "with the app's loader, and installs them as a new version in the user "
            "data folder (the previous one is kept). Any failure changes nothing and "
            "exits 2 naming the file and why."
        ),
    )
    s.add_argument(
        "--source",
        metavar="URL",
        help=_(
            "army API base URL (default: $LISTBUILDER_DATA_URL or the official API)"
        ),
    )
    s.add_argument(
        "--timeout",
        type=float,
        metavar="SECONDS",
        help=_(
            "how long each file may take to download (default: {seconds:g})",
            seconds=HELP_TIMEOUTS[0],
        ),
    )
    s.add_argument(
        "--total-timeout",
        type=float,
        metavar="SECONDS",
        help=_(
            "how long all the downloads may take together (default: {seconds:g})",
            seconds=HELP_TIMEOUTS[1],
        ),
    )
    s.set_defaults(handler=cmd_update)
    s = sub.add_parser(
        "diff",
        help=_("what the installed data changed from the previous version, per army"),
    )
    s.add_argument("--json", action="store_true", help=_("one JSON object per army"))
    s.set_defaults(handler=cmd_diff)
    s = sub.add_parser("rollback", help=_("return to the previous data version"))
    s.set_defaults(handler=cmd_rollback)
