"""The ``listbuilder`` command: opens the app, or runs organiser subcommands.

``listbuilder`` opens the app; ``listbuilder FILE`` opens a saved list in it
(``listbuilder CODE`` previews an army code); an app already running takes
the argument instead.
Subcommands (``validate``, ``export``, ``import-code``, ``code``, ``dice``; each in
``listbuilder.commands``) call data, core and export directly. Only this module
(and ``__main__``) may import ``listbuilder.gui``, and only lazily, so the
command-line tools never load Qt.

Exit codes follow one contract, defined once in ``listbuilder.crash``:
``EXIT_OK`` (0) success / all legal, ``EXIT_ILLEGAL`` (1) something illegal or
partly unresolved, ``EXIT_UNREADABLE`` (2) unreadable input. No traceback ever
reaches the user: an exception no command expected is one line on stderr and
exit 2.
"""

from __future__ import annotations

import argparse
import contextvars
import importlib
import io
import os
import re
import sys
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

# pydantic looks for plugins among every installed package's entry points at
# import (tens of milliseconds of start-up); Listbuilder uses none.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")

from listbuilder.commands import say
from listbuilder.core.errors import ListbuilderError
from listbuilder.core.i18n import N_, _, text_width
from listbuilder.crash import EXIT_INTERRUPTED, EXIT_UNREADABLE, crash_text
from listbuilder.data.i18n import LANGUAGES, activate, system_language

#: The handler each subcommand's parser sets: parsed arguments -> exit code.
Handler = Callable[[argparse.Namespace], int]
#: The modules of ``listbuilder.commands`` that add the subcommands, each with
#: ``register(subparsers)`` that sets ``handler`` on its parser. They are
#: imported only to run a command: opening the app loads none of them.
SUBCOMMANDS = (
    "validate",
    "armycode",
    "dice",
    "export",
    "library",
    "text",
    "armies",
    "data",
    "event",
    "desktop",
)
#: Each subcommand name (aliases included) and the module of
#: ``listbuilder.commands`` that registers it: a command run imports only its
#: own module (``dice`` does not load the army data), ``--help`` all of them.
#: Written out so that opening the app builds no parser; a test checks it
#: against the parsers.
COMMAND_MODULES = {
    "armies": "armies",
    "code": "armycode",
    "data": "data",
    "dice": "dice",
    "event": "event",
    "export": "export",
    "import-code": "armycode",
    "install-desktop": "desktop",
    "library": "library",
    "text": "text",
    "uninstall-desktop": "desktop",
    "validate": "validate",
}
#: The subcommand names that the modules register; any other first argument
#: is a file to open in the app.
COMMAND_NAMES = frozenset(COMMAND_MODULES)

#: argparse's own texts (usage, help headings, errors), found by the
#: extractor so the catalogs translate them; :func:`_argparse_speaks` hands
#: them to argparse.
_ARGPARSE_TEXTS = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("not allowed with argument %s"),
    N_("one of the arguments %s is required"),
    N_("expected one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
)

#: The option every command takes: the language of its output.
_LANG_HELP = N_(
    "language of the output: {choices} (default: LC_ALL, LC_MESSAGES, LANG or "
    "LANGUAGE, else en)"
)


class _Formatter(argparse.HelpFormatter):
    """Help text wrapped by terminal width, Korean and Japanese included.

    argparse wraps at spaces and counts characters; a Japanese sentence has
    no spaces and each character takes two columns. Lines are cut again
    where they are wider than the terminal.
    """

    def _split_lines(self, text: str, width: int) -> list[str]:
        # a run of ASCII without spaces stays whole; any other character
        # (a Korean or Japanese one) may end a line
        tokens = re.findall(r"[!-~]+|\s+|.", " ".join(text.split()))
        lines, line = [], ""
        for token in tokens:
            if line and text_width(line + token) > width:
                lines.append(line.rstrip())
                line = token.lstrip()
            else:
                line += token
        return [*lines, line.rstrip()] if line.strip() or not lines else lines

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        lines = self._split_lines(text, width - len(indent))
        return "\n".join(indent + line for line in lines)


class _Parser(argparse.ArgumentParser):
    """An argument parser that takes ``--lang`` and wraps Korean and Japanese help.

    Help is wrapped by ``_Formatter``. Subcommand parsers are made by
    ``add_parser`` with the class of their parent, so every command, nested
    ones too, takes ``--lang``: ``listbuilder data status --lang ko`` works as
    ``listbuilder --lang ko data status`` does. ``lang_default`` is the
    top-level parser's default; a command's ``--lang`` has none, so it never
    hides the one given before it.
    """

    def __init__(
        self, *args: Any, lang_default: str | None = None, **kwargs: Any
    ) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **kwargs)
        _add_lang(self, default=lang_default)


def _argparse_speaks() -> None:
    """Let argparse's own texts (usage, errors) go through our catalogs.

    argparse looks its texts up with the module-level ``_`` and ``ngettext``
    it imported from ``gettext``; they print in the language in force (the
    English texts are their own translation).
    """
    argparse._ = _  # type: ignore[attr-defined]


def _add_lang(parser: argparse.ArgumentParser, *, default: str | None) -> None:
    parser.add_argument(
        "--lang",
        choices=tuple(LANGUAGES),
        default=argparse.SUPPRESS if default is None else default,
        help=_(_LANG_HELP, choices="|".join(LANGUAGES)),
    )


class _QuietProbe(argparse.ArgumentParser):
    """A parser that raises on a bad argument instead of printing it."""

    def error(self, message: str) -> NoReturn:
        raise ValueError(message)


def _lang_and_rest(args: Sequence[str]) -> tuple[str | None, list[str] | None]:
    """The ``--lang`` given anywhere in ``args`` (None: none) and the other words.

    Both are None when ``--lang`` names no supported language: the command
    parser reports it, once.
    """
    probe = _QuietProbe(add_help=False)
    probe.add_argument("--lang", choices=tuple(LANGUAGES))
    try:
        known, rest = probe.parse_known_args(list(args))
    except ValueError:
        return None, None
    return known.lang, rest


def _parser_and_commands(
    modules: Sequence[str] = SUBCOMMANDS,
) -> tuple[argparse.ArgumentParser, frozenset[str]]:
    parser = _Parser(
        prog="listbuilder",
        description=_(
            "Infinity army-list builder. With no arguments, opens the app; "
            "with a saved list (*{suffix}), opens it in the app.",
            suffix=".lbl.json",  # listbuilder.data.lists.SUFFIX (a test checks)
        ),
        lang_default="",
    )
    # required: no command opens the app, which ``main`` routes before parsing
    sub = parser.add_subparsers(
        dest="command", metavar=_("COMMAND"), parser_class=_Parser, required=True
    )
    for name in modules:
        importlib.import_module(f"listbuilder.commands.{name}").register(sub)
    # ``choices`` is the documented attribute of an argparse action: the
    # subcommand names (aliases included) mapped to their parsers.
    return parser, frozenset(sub.choices or ())


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The argument parser of every subcommand, or of ``command``'s module only."""
    module = COMMAND_MODULES.get(command or "")
    return _parser_and_commands((module,) if module else SUBCOMMANDS)[0]


def command_names() -> frozenset[str]:
    """The subcommand names the parsers register (:data:`COMMAND_NAMES`)."""
    return _parser_and_commands()[1]


def _tolerant_streams() -> None:
    """Never crash on printing: unencodable text is written as escapes."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")


def _run(handler: Handler, args: argparse.Namespace) -> int:
    try:
        return handler(args)
    except KeyboardInterrupt:
        say(_("listbuilder {command}: interrupted", command=args.command), error=True)
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        # the reader (``| head``) has gone: stop quietly, like other tools
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except (OSError, ValueError, io.UnsupportedOperation):
            pass
        return EXIT_UNREADABLE
    except Exception as exc:
        say(f"listbuilder {args.command}: {crash_text(exc)}", error=True)
        return EXIT_UNREADABLE


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``listbuilder`` console script; returns the exit code.

    ``listbuilder [--lang LANG] [FILE|CODE]`` opens the app (in ``LANG`` for
    this session, else the player's or the system's language), or hands the
    argument to the app already running; a command name runs that command.
    """
    args = list(sys.argv[1:] if argv is None else argv)
    lang, rest = _lang_and_rest(args)
    app = _app_args(lang, rest)
    if app is not None:
        language, files = app
        if len(files) <= 1:
            # an app already running takes the file or code and shows it:
            # one window per user (issue 27)
            # (through a Unix socket without Qt, or Qt's local pipe on Windows)
            from listbuilder.instance import hand_over

            argument = files[0] if files else None
            taken = hand_over(argument)
            if taken is None:
                from listbuilder.gui.single_instance import hand_over_with_qt

                taken = hand_over_with_qt(argument)
            if taken:
                return 0
        from listbuilder.gui.app import main as gui_main

        return gui_main(files, language=language)
    _tolerant_streams()
    # the language is put in force in a copy of the context: a caller (a
    # test, a script calling main twice) keeps the language it had
    return contextvars.copy_context().run(_command, args, lang or system_language())


def _app_args(lang: str | None, rest: list[str] | None) -> tuple[str, list[str]] | None:
    """``(language, files)`` when the arguments open the app, else None (a command).

    ``lang`` and ``rest`` are what :func:`_lang_and_rest` read. The app takes
    an optional ``--lang LANG`` anywhere and an optional saved list;
    ``language`` is ``""`` when none is given. A bad ``--lang`` or a command
    name goes to the command parser, which reports or runs it.
    """
    if rest is None or (rest and (rest[0] in COMMAND_NAMES or rest[0].startswith("-"))):
        return None
    return lang or "", rest


def _command(args: list[str], language: str) -> int:
    """Parse ``args`` and run the subcommand, speaking ``language``."""
    try:
        activate(language)
    except ListbuilderError as exc:  # a broken install: speak English
        say(f"listbuilder: warning: {exc}", error=True)
    _argparse_speaks()
    words = [a for a in args if not a.startswith("-")]
    parser = build_parser(words[0] if words else None)
    parsed = parser.parse_args(args)
    handler: Handler = parsed.handler
    return _run(handler, parsed)
