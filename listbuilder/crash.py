"""The one set of exit codes, and the one line an unexpected crash is reported in.

Every ``listbuilder`` command returns one of the ``EXIT_*`` codes; the app
ends with :data:`EXIT_UNREADABLE` when its input cannot be read.
:func:`crash_text` words an unexpected exception as one line for the player.
The CLI (``listbuilder.commands``) and the GUI (``listbuilder.gui.app``) both
import this module, so the GUI never imports the CLI. Imports core only.
"""

from __future__ import annotations

import os
import sys
import traceback

from listbuilder.core.i18n import _
from listbuilder.core.untrusted import shorten

#: Success: every list legal, the file written, the code printed.
EXIT_OK = 0
#: Some list is illegal, or some code member is not in the data.
EXIT_ILLEGAL = 1
#: Some input cannot be read (bad file, bad code, unknown ruleset) or crashed.
EXIT_UNREADABLE = 2
#: Stopped with Ctrl-C (128 + SIGINT, as shells report it).
EXIT_INTERRUPTED = 130
#: Set to print the traceback of an internal error (for bug reports).
DEBUG_ENV = "LISTBUILDER_DEBUG"


def crash_text(exc: BaseException) -> str:
    """One line for an exception no command expected: what it was, and ask.

    With :data:`DEBUG_ENV` set, the traceback also goes to stderr.
    """
    if os.environ.get(DEBUG_ENV):
        traceback.print_exception(exc, file=sys.stderr)
    try:
        detail = shorten(str(exc), 80)
    except Exception:  # an exception whose str() fails must still be reported
        detail = _("no details")
    return _(
        "internal error ({kind}: {detail}); this is a bug, please report it "
        "(set {env}=1 for the details)",
        kind=type(exc).__name__,
        detail=detail,
        env=DEBUG_ENV,
    )
