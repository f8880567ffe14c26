"""Parsing saved-list JSON safely: refusing what no real list holds, naming where.

A hostile file (a 5,000-digit number, ``NaN``, 100,000 levels of nesting, a
lone surrogate) becomes a one-line ``DataError`` naming the JSON path and the
problem, never a ``RecursionError`` or a crash of the next save; a pydantic
error on a list's fields becomes one short line the same way. Used by
``listbuilder.data.lists`` for reading and saving lists.

Imports core, stdlib and pydantic; no Qt, no reportlab.
"""

from __future__ import annotations

import json
import re
from typing import Any

from pydantic import ValidationError

from listbuilder.core.errors import DataError
from listbuilder.core.i18n import _
from listbuilder.core.untrusted import shorten

#: Deepest nesting a saved list may have; a real one nests 6 levels.
MAX_DEPTH = 32
#: Longest integer (digits) a saved list may hold; ids and points are short.
MAX_INT_DIGITS = 18
_INT_LIMIT = 10**MAX_INT_DIGITS

_SURROGATE = re.compile("[\ud800-\udfff]")


# -- hostile input: each class of bad file is refused in its own function -------


class _NumberTooLong(ValueError):
    def __init__(self, digits: str) -> None:
        self.digits = digits


def _parse_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_INT_DIGITS:
        raise _NumberTooLong(digits)
    return int(digits)


def _parse_constant(name: str) -> Any:
    raise ValueError(_("{name} is not a JSON number", name=name))


def parse_list_json(text: str, source: str) -> tuple[Any, bool]:
    """Parse JSON text, refusing what no saved list holds.

    Integers longer than :data:`MAX_INT_DIGITS` digits, ``NaN`` and
    ``Infinity``, and nesting deep enough to exhaust the parser's stack are
    errors here rather than a ``ValueError`` or ``RecursionError`` later.

    Every file is first parsed by the C parser alone and walked once; only a
    file the walk finds unusual is parsed again with the number hook, which
    names a too long number (a third of the parse time of a saved list).

    Returns
    -------
    tuple[Any, bool]
        What the text holds, and True when some list or object in it may be
        nested more than :data:`MAX_DEPTH` levels deep (for
        :func:`check_json_tree` to find and name).

    Raises
    ------
    DataError
        ``"{source}: not a Listbuilder list (...)"`` saying what and where.
    """
    try:
        payload = json.loads(text, parse_constant=_parse_constant)
    except (ValueError, RecursionError):
        pass  # parsed again below, to name the problem
    else:
        if not _beyond_limits(payload):
            return payload, False
    return _parse_with_hooks(text, source), True


def _beyond_limits(value: Any) -> bool:
    """Does ``value`` hold a too long integer or too deep nesting.

    More than :data:`MAX_INT_DIGITS` digits, or a list or object nested more
    than :data:`MAX_DEPTH` levels deep.

    Walks the tree level by level, without recursion.
    """
    level: list[Any] = [[value]]
    depth = -1
    while level:
        if depth > MAX_DEPTH:
            return True
        below = []
        for node in level:
            for item in node.values() if type(node) is dict else node:
                kind = type(item)
                if kind is dict or kind is list:
                    below.append(item)
                elif kind is int and not -_INT_LIMIT < item < _INT_LIMIT:
                    return True
        level = below
        depth += 1
    return False


def _parse_with_hooks(text: str, source: str) -> Any:
    try:
        return json.loads(text, parse_int=_parse_int, parse_constant=_parse_constant)
    except json.JSONDecodeError as exc:
        reason = _(
            "not valid JSON: {problem} at line {line} column {column}",
            problem=exc.msg,
            line=exc.lineno,
            column=exc.colno,
        )
    except _NumberTooLong as exc:
        reason = _(
            "a number of {n} digits ({digits}) is far larger than any list holds "
            "(at most {most} digits)",
            n=len(exc.digits.lstrip("-")),
            digits=shorten(exc.digits, 12),
            most=MAX_INT_DIGITS,
        )
    except RecursionError:
        reason = _(
            "nested far deeper than any list (at most {most} levels)", most=MAX_DEPTH
        )
    except ValueError as exc:
        reason = _("not valid JSON: {problem}", problem=exc)
    raise DataError(
        _("{source}: not a Listbuilder list ({reason})", source=source, reason=reason)
    )


def _where(path: tuple[str | int, ...]) -> str:
    parts = [
        f"[{p}]" if isinstance(p, int) else ("." if i else "") + shorten(p, 24)
        for i, p in enumerate(path)
    ]
    return "".join(parts) or _("the top level")


def check_json_tree(payload: Any, prefix: str, advice: str = "") -> None:
    r"""Refuse a parsed JSON tree nested too deeply or holding unencodable text.

    Walks the tree without recursion. A lone surrogate (``"\ud800"`` in the
    JSON) in any key or string is refused: it is not valid Unicode, cannot be
    written back as UTF-8, and crashed every printer and the next save.

    Parameters
    ----------
    payload : Any
        What ``json.loads`` returned (or a model dump about to be saved).
    prefix : str
        Start of the error message, e.g. ``"lists/a.lbl.json: at "``; the JSON
        path and the problem follow.
    advice : str
        End of the message about a lone surrogate (what the user can do).

    Raises
    ------
    DataError
        Naming the JSON path (``list.groups[0].name``) and the problem.
    """
    stack: list[tuple[Any, tuple[str | int, ...]]] = [(payload, ())]
    while stack:
        value, path = stack.pop()
        if len(path) > MAX_DEPTH and isinstance(value, dict | list):
            raise DataError(
                _(
                    "{prefix}{where}: nested deeper than any list (at most "
                    "{most} levels)",
                    prefix=prefix,
                    where=_where(path[:MAX_DEPTH]),
                    most=MAX_DEPTH,
                )
            )
        if isinstance(value, str):
            _check_text(value, path, prefix, advice)
        elif isinstance(value, dict):
            for key, item in value.items():
                _check_text(key, (*path, key), prefix, advice)
                stack.append((item, (*path, key)))
        elif isinstance(value, list | tuple):
            stack.extend((item, (*path, i)) for i, item in enumerate(value))


def _check_text(
    text: str, path: tuple[str | int, ...], prefix: str, advice: str
) -> None:
    bad = _SURROGATE.search(text)
    if bad is not None:
        raise DataError(
            _(
                "{prefix}{where}: the text holds a lone surrogate (\\u{ord:04x} "
                "at character {start}), which is not valid Unicode{advice}",
                prefix=prefix,
                where=_where(path),
                ord=ord(bad.group()),
                start=bad.start(),
                advice=advice,
            )
        )


def validation_message(exc: ValidationError, root: str) -> str:
    """One short line for the first problem pydantic found: path and message.

    Keys in the path come from the file, so each is cut to a short excerpt.
    """
    err = exc.errors(include_url=False, include_input=False)[0]
    where = _where((root, *err["loc"]))
    return _("at {where}: {problem}", where=where, problem=shorten(err["msg"], 160))
