"""``listbuilder validate``: check saved lists and army codes, as organisers do.

``validate FILE_OR_FOLDER...`` checks saved lists; ``validate --codes FILE``
checks one army code (or share link) per line of FILE (``-`` reads standard
input), each as a list. Output is text (per list: verdict, totals, violations,
order pools), ``--json`` (one object per list) or ``--csv`` (one row per list),
made by ``commands.validate_output``.
A code's file column is ``FILE:LINE``. ``--extras a,b`` and ``--points N``
check every list under an event's ITS Extras and points tier instead of the
list's own (codes carry neither; ITS.md E1, E5).

Every input is checked, whatever happens to the others: an unreadable file or
code, and even a crash while checking one, is reported as that input's error
and the run goes on. Exit codes: ``EXIT_OK`` all legal, ``EXIT_ILLEGAL`` some
illegal, ``EXIT_UNREADABLE`` some input unreadable.

Imports core and data only; never gui.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import partial
from pathlib import Path
from typing import Any

from listbuilder.commands import STDIN_LABEL, about, default_catalog, read_input, say
from listbuilder.commands.validate_output import (
    CSV_COLUMNS,
    RecordWriter,
    its_record,
    validation_record,
)
from listbuilder.core.armycode.bind import army_list_from_code
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.errors import ListbuilderError
from listbuilder.core.i18n import _
from listbuilder.core.its.extras import Extra, extras_text, parse_extras
from listbuilder.core.lists.army_list import ArmyList
from listbuilder.core.lists.rematch import Rematch
from listbuilder.core.rules.orders import OrderPool
from listbuilder.core.rules.validation import ValidationReport
from listbuilder.core.state import ListState, evaluate
from listbuilder.crash import EXIT_ILLEGAL, EXIT_OK, EXIT_UNREADABLE, crash_text
from listbuilder.data.files import is_folder
from listbuilder.data.its_deck import load_classified_deck
from listbuilder.data.lists import load_current_army
from listbuilder.data.rulesets import DEFAULT_RULESET, load_ruleset

#: One input to check: its label (file, or FILE:LINE for a code) and a
#: function that reads it into a list (raising ListbuilderError if it cannot).
Source = tuple[str, Callable[[], Rematch]]


def expand(paths: Iterable[str]) -> list[Path]:
    """Files as given; folders expand to the ``*.json`` files inside (sorted).

    Hidden files are skipped. Anything else found is kept, FIFOs and devices
    included, so that reading refuses it with a message rather than it
    vanishing from the run.
    """
    out: list[Path] = []
    for text in paths:
        path = Path(text)
        if is_folder(path):
            out.extend(sorted(_json_files(path)))
        else:
            out.append(path)
    return out


def _json_files(root: Path) -> Iterator[Path]:
    """The ``*.json`` entries under ``root`` that are not folders nor hidden.

    Walks with a stack, not recursion (``Path.rglob`` died with
    ``RecursionError`` on 1,000 nested folders, and nothing was checked), and
    does not follow links to folders, so a link loop cannot trap it. A folder
    that cannot be read is skipped.
    """
    stack = [root]
    while stack:
        folder = stack.pop()
        try:
            with os.scandir(folder) as scan:
                entries = list(scan)
        except OSError:
            continue
        for entry in entries:
            try:
                is_dir = entry.is_dir(follow_symlinks=False)
            except OSError:
                is_dir = False
            if is_dir:
                stack.append(Path(entry.path))
            elif entry.name.endswith(".json") and not entry.name.startswith("."):
                try:
                    if entry.is_dir():  # a link to a folder is not a list
                        continue
                except OSError:
                    pass
                yield Path(entry.path)


def file_sources(paths: Sequence[Path], catalog: Catalog) -> Iterator[Source]:
    """One source per saved-list file, made current with ``catalog``'s data."""
    for path in paths:
        yield str(path), partial(load_current_army, path, catalog)


def code_sources(name: str, catalog: Catalog, ruleset: str) -> Iterator[Source]:
    """One source per non-blank line of a codes file (``-``: standard input).

    Lines starting with ``#`` are comments. A file that cannot be read at all
    is one source, labelled with its name, that raises its error.

    Parameters
    ----------
    name : str
        The file as given on the command line.
    catalog : Catalog
        Data the codes are resolved against.
    ruleset : str
        Ruleset id the lists are checked under (codes carry none).
    """
    label = STDIN_LABEL if name == "-" else name
    try:
        text = read_input(name)
    except ListbuilderError as exc:
        error = exc

        def fail() -> Rematch:
            raise error

        yield label, fail
        return
    for number, line in enumerate(text.splitlines(), start=1):
        code = line.strip()
        if not code or code.startswith("#"):
            continue

        yield f"{label}:{number}", partial(_code_list, code, catalog, ruleset)


def _code_list(code: str, catalog: Catalog, ruleset: str) -> Rematch:
    # the list is validated: rule DATA names the members the data lacks
    found = army_list_from_code(code, catalog, ruleset=ruleset, report_unresolved=False)
    return Rematch(found.army_list)


def check_state(
    army: ArmyList, catalog: Catalog, rulesets: dict[str, Ruleset]
) -> ListState:
    """Evaluate one list: its report, order pools and troopers.

    ``rulesets`` caches the rulesets loaded so far (by id).

    Raises
    ------
    DataError
        If the list names an unknown ruleset (the known ids are listed).
    """
    ruleset = rulesets.get(army.ruleset)
    if ruleset is None:
        ruleset = load_ruleset(army.ruleset)
        rulesets[army.ruleset] = ruleset
    return evaluate(army, catalog, ruleset)


def check_army(
    army: ArmyList, catalog: Catalog, rulesets: dict[str, Ruleset]
) -> tuple[ValidationReport, tuple[OrderPool, ...]]:
    """Validate one list and count its order pools (see :func:`check_state`).

    Raises
    ------
    DataError
        If the list names an unknown ruleset (the known ids are listed).
    """
    state = check_state(army, catalog, rulesets)
    return state.report, state.pools


def with_event(
    army: ArmyList, extras: frozenset[Extra] | None, points: int | None
) -> ArmyList:
    """``army`` under an event's Extras and points tier (None keeps the list's own).

    Source: ITS.md E1, E5, E6
    """
    changes: dict[str, object] = {}
    if extras is not None and extras != army.extras:
        changes["extras"] = extras
    if points is not None and points != army.points_limit:
        changes["points_limit"] = points
    return army.replace(**changes) if changes else army


def cmd_validate(args: argparse.Namespace) -> int:
    """Check saved lists and army codes; print text, ``--json`` or ``--csv``.

    ``--extras`` and ``--points`` override every list's own Extras and points
    limit (an event's settings; ITS.md E5).

    Returns
    -------
    int
        ``EXIT_OK`` all legal, ``EXIT_ILLEGAL`` any illegal, ``EXIT_UNREADABLE``
        any input unreadable, no input found or a bad ``--extras`` (the other
        inputs are still checked).
    """
    if not args.files and not args.codes:
        args.usage_error(_("give saved lists (FILE...) or a file of codes (--codes)"))
    extras: frozenset[Extra] | None = None
    if args.extras is not None:
        try:
            extras = parse_extras(args.extras)
        except ValueError as exc:
            say(_("listbuilder validate: {problem}", problem=exc), error=True)
            return EXIT_UNREADABLE
    catalog = default_catalog("validate")
    if catalog is None:
        return EXIT_UNREADABLE
    files = expand(args.files)
    if not files and not args.codes:
        say(_("listbuilder validate: no saved lists found"), error=True)
        return EXIT_UNREADABLE
    sources: list[Iterable[Source]] = [file_sources(files, catalog)]
    sources += [code_sources(name, catalog, args.ruleset) for name in args.codes]
    out = RecordWriter("csv" if args.csv else "json" if args.json else "text")
    rulesets: dict[str, Ruleset] = {}
    status = EXIT_OK
    for label, load in (source for group in sources for source in group):
        try:
            loaded = load()
            army = with_event(loaded.army_list, extras, args.points)
            state = check_state(army, catalog, rulesets)
            report, pools = state.report, state.pools
        except ListbuilderError as exc:
            reason = about(label, exc).removeprefix(f"{label}: ")
        except Exception as exc:  # one crashing input must not stop the run
            reason = crash_text(exc)
        else:
            record = validation_record(
                label, army, report, pools, catalog, state.troopers
            )
            record["data_changes"] = list(loaded.notes)
            if out.fmt == "json":  # only JSON prints the ITS keys
                deck = load_classified_deck()
                record.update(its_record(state.troopers, catalog, deck))
            elif out.fmt == "text":  # JSON and CSV keep their documented columns
                record["notes"] = [n.text for n in state.notes]
                record["extras"] = extras_text(army.extras)
            out.record(record)
            if not report.is_legal and status == EXIT_OK:
                status = EXIT_ILLEGAL
            continue
        status = EXIT_UNREADABLE
        out.record({"file": label, "error": reason})
    return status


def _positive(text: str) -> int:
    """``--points``: a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value <= 0:
        raise argparse.ArgumentTypeError(
            _("a points limit must be a positive whole number, not {text}", text=text)
        )
    return value


def register(subparsers: Any) -> None:
    """Add ``validate`` to the ``listbuilder`` command."""
    p = subparsers.add_parser(
        "validate",
        help=_(
            "check saved lists (files or folders) or army codes and print "
            "legality and orders"
        ),
        description=_(
            "Exit 0 if every list is legal, 1 if any is illegal, 2 if any "
            "file or code cannot be read (the others are still checked)."
        ),
    )
    p.add_argument("files", nargs="*", metavar="FILE", help=_("saved lists or folders"))
    p.add_argument(
        "--codes",
        action="append",
        default=[],
        metavar="FILE",
        help=_(
            "a file of army codes or share links, one per line (- reads standard "
            "input; blank lines and lines starting with # are skipped); each code "
            "is checked as a list and reported as FILE:LINE. May be given more "
            "than once"
        ),
    )
    p.add_argument(
        "--ruleset",
        default=DEFAULT_RULESET,
        metavar="ID",
        help=_(
            "ruleset the codes are checked under (codes carry none; saved lists "
            "name their own); default: {default}",
            default=DEFAULT_RULESET,
        ),
    )
    p.add_argument(
        "--extras",
        metavar="A,B",
        help=_(
            "the event's ITS Extras, comma-separated ({known}); they replace "
            "each list's own (codes carry none)",
            known=", ".join(e.value for e in Extra),
        ),
    )
    p.add_argument(
        "--points",
        type=_positive,
        metavar="N",
        help=_(
            "the event's points limit (tier); it replaces each list's own (a "
            "code's default is {default})",
            default=ArmyList.model_fields["points_limit"].default,
        ),
    )
    fmt = p.add_mutually_exclusive_group()
    fmt.add_argument("--json", action="store_true", help=_("one JSON object per list"))
    fmt.add_argument(
        "--csv",
        action="store_true",
        help=_(
            "one spreadsheet row per list: {columns}", columns=", ".join(CSV_COLUMNS)
        ),
    )
    p.set_defaults(handler=cmd_validate, usage_error=p.error)
