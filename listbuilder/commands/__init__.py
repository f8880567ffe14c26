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
from listbuilder.data.profiles import load_catalog
from listbuilder.paths import profiles_dir


def say(text: str, *, error: bool = False) -> None:
    """Write one line to stdout (or stderr): commands talk, the core does not."""
    (sys.stderr if error else sys.stdout).write(text + "\n")


def default_catalog(command: str) -> Catalog | None:
    """Load the profile folder, or say why not (on stderr) and return None."""
    try:
        return load_catalog(profiles_dir())
    except DataError as exc:
        say(f"listbuilder {command}: cannot load profiles: {exc}", error=True)
        return None
