"""The ``listbuilder`` command: opens the app, or runs organiser subcommands.

Only this module (and ``__main__``) may import ``listbuilder.gui``, and only
lazily, so the command-line tools never load Qt.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``listbuilder`` console script; returns the exit code."""
    args = list(sys.argv[1:] if argv is None else argv)
    from listbuilder.gui.app import main as gui_main

    return gui_main(args)
