"""Subcommands of the ``listbuilder`` command beside ``validate``.

Each module has ``register(subparsers)`` that adds its parser and sets
``handler``; ``listbuilder.cli.SUBCOMMANDS`` lists them. Never imports gui. The
helpers here are what every subcommand shares: writing a line, loading the
profiles with a clear message.
"""

from __future__ import annotations

import sys

from listbuilder.core.catalog import Catalog
from listbuilder.core.errors import DataError
from listbuilder.data.store import open_catalog
from listbuilder.paths import user_dirs


def say(text: str, *, error: bool = False) -> None:
    """Write one line to stdout (or stderr): commands talk, the core does not."""
    (sys.stderr if error else sys.stdout).write(text + "\n")


def default_catalog(command: str) -> Catalog | None:
    """Open the profile folder in use, or say why not (on stderr) and return None.

    Data problems (a file skipped, an army file that fails to load when it is
    first used) are written to stderr as warnings as they are found; only the
    army concerned is unavailable.
    """

    def warn(problem: str) -> None:
        say(f"listbuilder {command}: warning: {problem}", error=True)

    try:
        return open_catalog(user_dirs(), on_problem=warn)
    except DataError as exc:
        say(f"listbuilder {command}: cannot load profiles: {exc}", error=True)
        return None
