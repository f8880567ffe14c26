"""``listbuilder install-desktop`` / ``uninstall-desktop``: the app in the desktop menu.

Writes (or removes) the desktop entry, the icons and the ``*.lbl.json`` MIME
type in the user's XDG data folder (:mod:`listbuilder.data.desktop`), so the
app is in the menu and a double-clicked list opens in it. Never imports gui.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from listbuilder.commands import say
from listbuilder.core.i18n import _, ngettext
from listbuilder.crash import EXIT_OK, EXIT_UNREADABLE
from listbuilder.data.desktop import (
    DesktopReport,
    data_home,
    install_desktop,
    launch_command,
    uninstall_desktop,
)


def cmd_install(args: argparse.Namespace) -> int:
    """Install the desktop entry, icons and MIME type.

    Returns
    -------
    int
        0 installed (a missing desktop tool is only noted); 2 a file could
        not be written (message on stderr).
    """
    home = data_home()
    command = launch_command()
    try:
        report = install_desktop(home, command)
    except OSError as exc:
        say(_("listbuilder install-desktop: {error}", error=exc), error=True)
        return EXIT_UNREADABLE
    say(_("Installed the desktop entry in {folder}", folder=home))
    say(_("It runs: {command}", command=" ".join(command)))
    _tell(report, home)
    return EXIT_OK


def cmd_uninstall(args: argparse.Namespace) -> int:
    """Remove what ``install-desktop`` wrote.

    Returns
    -------
    int
        0 removed (or nothing was there); 2 a file could not be removed.
    """
    home = data_home()
    try:
        report = uninstall_desktop(home)
    except OSError as exc:
        say(_("listbuilder uninstall-desktop: {error}", error=exc), error=True)
        return EXIT_UNREADABLE
    count = len(report.files)
    say(
        ngettext(
            "Removed {n} desktop file from {folder}",
            "Removed {n} desktop files from {folder}",
            count,
            folder=home,
        )
    )
    _tell(report, home)
    return EXIT_OK


def _tell(report: DesktopReport, home: Path) -> None:
    for path in report.files:
        say(f"  {path.relative_to(home)}")
    for note in report.notes:
        say(_("note: {note}", note=note), error=True)


def register(subparsers: Any) -> None:
    """Add ``install-desktop`` and ``uninstall-desktop`` to the parser."""
    p = subparsers.add_parser(
        "install-desktop",
        help=_("add Listbuilder to the desktop menu and open *.lbl.json files in it"),
        description=_(
            "Write the desktop entry, the icons and the *.lbl.json file type to "
            "your XDG data folder (XDG_DATA_HOME, else ~/.local/share); the entry "
            "runs this Listbuilder. Exit 0, or 2 if a file cannot be written."
        ),
    )
    p.set_defaults(handler=cmd_install)
    p = subparsers.add_parser(
        "uninstall-desktop",
        help=_("remove what install-desktop wrote"),
        description=_(
            "Remove the desktop entry, the icons and the *.lbl.json file type "
            "that install-desktop wrote. Exit 0, or 2 if a file cannot be removed."
        ),
    )
    p.set_defaults(handler=cmd_uninstall)
