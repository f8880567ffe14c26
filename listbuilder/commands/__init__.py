"""Subcommands of the ``listbuilder`` command and what they share.

Each module (``validate``, ``export``, ``armycode``, ``dice``) has
``register(subparsers)`` that adds its parser and sets ``handler``;
``listbuilder.cli.SUBCOMMANDS`` lists them. Never imports gui.

Shared here: writing a line or a JSON record (user text escaped, so a hostile
name can never forge a line or drive the terminal), reading a file or standard
input given on the command line, loading the profiles with a clear message. The
exit codes and the crash line are :mod:`listbuilder.crash`'s, which the app
uses too; commands import them from there.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from listbuilder.core.errors import DataError
from listbuilder.core.i18n import _
from listbuilder.core.untrusted import UNSAFE, one_line
from listbuilder.data.files import MAX_FILE_BYTES, decode_utf8, read_regular_file
from listbuilder.paths import user_dirs

if TYPE_CHECKING:
    from listbuilder.core.catalog.catalog import Catalog

__all__ = [
    "STDIN_LABEL",
    "about",
    "default_catalog",
    "read_input",
    "say",
    "say_json",
]

#: What a file name of ``-`` stands for in messages and records.
STDIN_LABEL = "<stdin>"


def say(text: str, *, error: bool = False) -> None:
    """Write ``text`` as one line to stdout (or stderr).

    Control characters and line breaks in ``text`` are escaped
    (:func:`listbuilder.core.untrusted.one_line`): one call is always exactly
    one line, whatever a list or file name holds.
    """
    (sys.stderr if error else sys.stdout).write(one_line(text) + "\n")


def say_lines(lines: list[str]) -> None:
    """:func:`say` each of ``lines`` to stdout, in one write (one list's report)."""
    if lines and UNSAFE.search("".join(lines)) is None:  # most: nothing to escape
        sys.stdout.write("\n".join(lines) + "\n")
        return
    sys.stdout.write("".join([one_line(line) + "\n" for line in lines]))


def say_json(record: object) -> None:
    r"""Write ``record`` to stdout as one JSON line; text readable, never unsafe.

    Text is written as is (``ensure_ascii=False``), except when the record
    holds a character :func:`~listbuilder.core.untrusted.one_line` escapes (a
    bidi override, a C1 control, a lone surrogate from a file name that is not
    UTF-8): then the whole line is ASCII with ``\u`` escapes, which JSON
    readers accept and no terminal mangles.
    """
    text = _JSON.encode(record)
    # JSON escapes C0 controls: all ASCII, only DEL can be unsafe (a quick test)
    if ("\x7f" in text) if text.isascii() else UNSAFE.search(text) is not None:
        text = json.dumps(record)
    sys.stdout.write(text + "\n")


#: ``json.dumps(record, ensure_ascii=False)``'s encoder, made once. A record
#: is a fresh tree of dicts and lists, never circular: no check for cycles
#: (an eighth of the time ``validate --json`` spends writing a record).
_JSON = json.JSONEncoder(ensure_ascii=False, check_circular=False)


def default_catalog(command: str) -> Catalog | None:
    """Open the profile folder in use, or say why not (on stderr) and return None.

    Data problems (a file skipped, an army file that fails to load when it is
    first used) are written to stderr as warnings as they are found; only the
    army concerned is unavailable.
    """

    def warn(problem: str) -> None:
        say(
            _(
                "listbuilder {command}: warning: {problem}",
                command=command,
                problem=problem,
            ),
            error=True,
        )

    from listbuilder.data.store import open_catalog  # only commands that need data

    try:
        return open_catalog(user_dirs(), on_problem=warn)
    except DataError as exc:
        say(
            _(
                "listbuilder {command}: cannot load profiles: {problem}",
                command=command,
                problem=exc,
            ),
            error=True,
        )
        return None


def read_input(name: str) -> str:
    """Read the text of a file named on the command line; ``-`` is stdin.

    Either way at most :data:`~listbuilder.data.files.MAX_FILE_BYTES` are
    read, the bytes must be UTF-8 (a leading byte-order mark is fine), and a
    file must be a regular file.

    Raises
    ------
    DataError
        Naming the file (or ``<stdin>``) and the problem.
    """
    if name == "-":
        stream = getattr(sys.stdin, "buffer", None)
        if stream is None:  # a text stream stand-in (tests): already decoded
            return sys.stdin.read(MAX_FILE_BYTES)
        raw = stream.read(MAX_FILE_BYTES + 1)
        if len(raw) > MAX_FILE_BYTES:
            raise DataError(
                _(
                    "{file}: more than {n} MB of input; that is not army codes",
                    file=STDIN_LABEL,
                    n=MAX_FILE_BYTES // (1024 * 1024),
                )
            )
        return decode_utf8(raw, STDIN_LABEL)
    return decode_utf8(read_regular_file(Path(name)), name)


def about(label: str, exc: BaseException) -> str:
    """``"{label}: {problem}"``: an error's message naming its file exactly once.

    Errors from reading a file already start with the file's name; others (an
    unknown ruleset, a bad code) do not.
    """
    return f"{label}: {str(exc).removeprefix(f'{label}: ')}"
