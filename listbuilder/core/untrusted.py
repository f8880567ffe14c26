"""Showing text that came from strangers: one line, and never too much of it.

List names, file names and bad values in saved lists and army codes are written
by whoever sent the file. Printed raw, a name holding a newline and an escape
sequence can forge a whole ``FILE: LEGAL`` line or clear the organiser's
terminal, and an error message quoting a 10 MB value floods it.
:func:`one_line` escapes every character that can break a line, move the cursor
or reorder the text; :func:`excerpt` quotes a bad value in a few dozen
characters. JSON output needs neither (``json.dumps`` escapes control
characters itself).

Pure: imports only stdlib.
"""

from __future__ import annotations

import re
import reprlib
import unicodedata

from listbuilder.core.i18n import _

#: Characters :func:`one_line` escapes: C0 and C1 controls and DEL, the Unicode
#: line and paragraph separators, the bidi controls (embeddings, overrides,
#: isolates and the left-to-right, right-to-left and Arabic letter marks: they
#: reorder what follows on screen) and lone surrogates (they cannot be written
#: as UTF-8 at all).
UNSAFE = re.compile(
    "[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e"
    "\u2066-\u2069\ud800-\udfff]"
)
#: Characters :func:`excerpt` keeps of a text before cutting it short.
EXCERPT_CHARS = 40

_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}
# Integers past this many bits are described, not printed: str() of a
# 5,000-digit int raises ValueError, and nobody wants to read it anyway.
_INT_BITS = 128


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    named = _NAMED.get(char)
    if named is not None:
        return named
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def one_line(text: str) -> str:
    r"""Return ``text`` with line breaks and control characters escaped.

    Newlines, carriage returns and tabs become ``\n``, ``\r``, ``\t``; other
    characters of :data:`UNSAFE` become ``\xHH`` or ``\uHHHH``. Everything
    else, accents, CJK and emoji included, is kept as written, so the result is
    always exactly one line that a terminal prints as it reads.

    Parameters
    ----------
    text : str
        Untrusted text (a list name, a file name, an error message).

    Returns
    -------
    str
        The same text, safe to print as (part of) one line.
    """
    if UNSAFE.search(text) is None:
        return text
    return UNSAFE.sub(_escape, text)


def spaced_line(text: str) -> str:
    """Return ``text`` with line breaks as single spaces and bidi controls escaped.

    Line and paragraph separators (U+2028, U+2029) and every C0/C1 control
    character (tab, newline, escape, DEL...) become a space; runs of spaces
    collapse and the ends are trimmed, so user text can never start a line of
    its own or hide part of one. What is left that could still reorder the
    line (bidi overrides, isolates and marks) or cannot be written (a lone
    surrogate) is escaped by :func:`one_line`, the one function every printer
    uses. For text a player reads as written (a list's name in a table, in
    the text copy, in a window title).
    """
    cleaned = "".join(
        " " if unicodedata.category(c) in ("Cc", "Zl", "Zp") else c for c in text
    )
    return one_line(" ".join(cleaned.split()))


def shorten(text: str, limit: int = EXCERPT_CHARS) -> str:
    """Return :func:`one_line` of at most ``limit`` characters of ``text``.

    A longer text is cut and ends with ``…``; no quotes are added (see
    :func:`excerpt` for a quoted value).
    """
    if len(text) <= limit:
        return one_line(text)
    return one_line(text[:limit]) + "…"


_REPR = reprlib.Repr()
_REPR.maxlevel = 2
_REPR.maxstring = EXCERPT_CHARS
_REPR.maxother = EXCERPT_CHARS
_REPR.maxlong = EXCERPT_CHARS
_REPR.maxdict = 3
_REPR.maxlist = 3


def excerpt(value: object, limit: int = EXCERPT_CHARS) -> str:
    r"""Quote at most ``limit`` characters of a bad value for an error message.

    A text is shown in double quotes, escaped with :func:`one_line`, and cut
    with an ellipsis and its full length when longer than ``limit``; a huge
    integer is described by its number of digits; anything else is a short
    ``repr``.

    Parameters
    ----------
    value : object
        The offending value, as read from a file or a code.
    limit : int
        Most characters of the value to show (default 40).

    Returns
    -------
    str
        A single line of at most about ``limit + 30`` characters, e.g.
        ``"x\n/lists/other.lbl.json: LE…" (58 characters)``.
    """
    if isinstance(value, str):
        more = _(" ({n} characters)", n=len(value)) if len(value) > limit else ""
        return f'"{shorten(value, limit)}"{more}'
    if isinstance(value, bool) or value is None:
        return "true" if value is True else "false" if value is False else "null"
    if isinstance(value, int) and value.bit_length() > _INT_BITS:
        digits = int(value.bit_length() * 0.30103) + 1
        return _("an integer of about {n} digits", n=digits)
    if isinstance(value, bytes | bytearray):
        value = bytes(value[:limit]) + (b"..." if len(value) > limit else b"")
    try:
        text = _REPR.repr(value)
    except Exception:  # a hostile __repr__ must not hide the real error
        text = f"<{type(value).__name__}>"
    return one_line(text[: limit * 2])
