"""The one translation function of every text the core and the command line write.

Violations, order-pool phrases, trooper counts, roster and PDF labels, command
line output and error messages all go through :func:`_` (a message) and
:func:`ngettext` (a message with a count), which look the text up in the
:class:`Translation` in force and fill its ``{named}`` fields. English is the
source language: with no translation in force the text is the message itself.

Which translation is in force is a :class:`~contextvars.ContextVar`, not a
module global: the data layer (``listbuilder.data.i18n``) reads the compiled
gettext catalog and puts it in force for the command line or the app's main
thread (:func:`use_translation`, :func:`set_translation`); a worker thread runs
in a copy of its starter's context (``contextvars.copy_context().run``) to
speak the same language; a test uses the context manager and leaves nothing
behind. The core itself never reads a file and holds no mutable state.

Texts stored in module constants are marked with :func:`N_` (found by the
extractor, translated where they are shown with ``_(constant)``). Unit,
weapon, skill and equipment names come from the official data and are never
translated.

Pure: imports only stdlib.
"""

from __future__ import annotations

import datetime
import gettext as _gettext
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar, Token
from typing import Any, Protocol
from unicodedata import east_asian_width

from listbuilder.core.frozen import record

__all__ = [
    "ENGLISH",
    "N_",
    "Translation",
    "Translator",
    "_",
    "date_text",
    "language",
    "ngettext",
    "pad",
    "reset_translation",
    "set_translation",
    "text_width",
    "use_translation",
]


class Translator(Protocol):
    """What a compiled catalog offers (``gettext.GNUTranslations`` has it)."""

    def gettext(self, message: str, /) -> str:
        """The translation of ``message``, or ``message`` itself."""
        ...

    def ngettext(self, msgid1: str, msgid2: str, n: int, /) -> str:
        """The plural form of a message for count ``n``."""
        ...


@record(slots=True)
class Translation:
    """A language and the catalog that translates into it.

    Attributes
    ----------
    language : str
        Language code (``"en"``, ``"ko"``, ``"ja"``).
    translator : Translator
        The catalog; its plural rule comes from its ``Plural-Forms`` header
        (one form for Korean and Japanese, two for English).
    """

    language: str
    translator: Translator


#: The source language: every message is its own translation.
ENGLISH = Translation("en", _gettext.NullTranslations())

_CURRENT: ContextVar[Translation] = ContextVar(
    "listbuilder_translation", default=ENGLISH
)


def _fill(text: str, source: str, fields: dict[str, Any]) -> str:
    """``text`` with its fields filled; the English ``source`` if it is broken.

    A translation naming a field the message does not give must never crash a
    view: the English message prints instead (a test keeps catalogs right).
    """
    if not fields:
        return text
    try:
        return text.format(**fields)
    except (KeyError, IndexError, ValueError):
        return source.format(**fields)


def _(message: str, /, **fields: Any) -> str:
    """Translate ``message`` and fill its ``{named}`` fields.

    Parameters
    ----------
    message : str
        The English message, a literal (the extractor reads it), with
        ``str.format`` fields (``"{name} is Irregular"``); without ``fields``
        it is returned as translated (braces need no doubling).
    **fields
        Values of the fields.

    Returns
    -------
    str
        The text in the language in force.
    """
    translation = _CURRENT.get()
    if translation is ENGLISH:  # the source language: the message as written
        return message.format(**fields) if fields else message
    return _fill(translation.translator.gettext(message), message, fields)


def ngettext(singular: str, plural: str, n: int, /, **fields: Any) -> str:
    """Translate a message with a count: ``"{n} trooper"`` / ``"{n} troopers"``.

    The catalog picks the form for ``n`` by its language's plural rule
    (English: one for 1, the other for the rest; Korean and Japanese have one
    form). ``n`` is also the field ``{n}``.

    Parameters
    ----------
    singular, plural : str
        The English forms, literals with ``str.format`` fields.
    n : int
        The count.
    **fields
        Other fields' values.
    """
    translation = _CURRENT.get()
    source = singular if n == 1 else plural
    if translation is ENGLISH:  # the source language: English's plural rule
        return source.format(**{"n": n, **fields})
    text = translation.translator.ngettext(singular, plural, n)
    return _fill(text, source, {"n": n, **fields})


def N_(message: str, /) -> str:
    """Mark ``message`` for the extractor without translating it (yet).

    For texts kept in constants: translate them where they are shown,
    ``_(LABEL)``.
    """
    return message


#: Month names as a date prints them (``9 Mar 2026``).
_MONTHS = (
    N_("Jan"),
    N_("Feb"),
    N_("Mar"),
    N_("Apr"),
    N_("May"),
    N_("Jun"),
    N_("Jul"),
    N_("Aug"),
    N_("Sep"),
    N_("Oct"),
    N_("Nov"),
    N_("Dec"),
)


def date_text(day: datetime.date) -> str:
    """A date as the language writes it: ``9 Mar 2026``, ``2026년 3월 9일``."""
    return _(
        "{day} {month} {year}",
        day=day.day,
        month=_(_MONTHS[day.month - 1]),
        year=day.year,
    )


def text_width(text: str) -> int:
    """Terminal columns ``text`` takes: a wide (CJK) character takes two.

    Used to line up plain-text tables whose headers are translated.
    """
    return sum(2 if east_asian_width(c) in "WF" else 1 for c in text)


def pad(text: str, width: int, *, right: bool = False) -> str:
    """``text`` padded with spaces to ``width`` terminal columns.

    Parameters
    ----------
    text : str
        The cell.
    width : int
        Columns wanted (see :func:`text_width`); a wider text is not cut.
    right : bool
        Align right (numbers) instead of left.
    """
    fill = " " * max(0, width - text_width(text))
    return fill + text if right else text + fill


def language() -> str:
    """The code of the language in force (``"en"``, ``"ko"``, ``"ja"``)."""
    return _CURRENT.get().language


def set_translation(translation: Translation) -> Token[Translation]:
    """Put ``translation`` in force in the current context; the reset token."""
    return _CURRENT.set(translation)


def reset_translation(token: Token[Translation]) -> None:
    """Restore the translation that was in force before ``token``'s set."""
    _CURRENT.reset(token)


@contextmanager
def use_translation(translation: Translation) -> Iterator[Translation]:
    """Speak ``translation`` inside the ``with`` block, then what came before."""
    token = _CURRENT.set(translation)
    try:
        yield translation
    finally:
        _CURRENT.reset(token)


#: The nouns :func:`count_text` counts, each with its translatable forms.
_NOUNS: dict[str, Callable[[int], str]] = {
    "trooper": lambda n: ngettext("{n} trooper", "{n} troopers", n),
    "order": lambda n: ngettext("{n} order", "{n} orders", n),
    "group": lambda n: ngettext("{n} group", "{n} groups", n),
    "problem": lambda n: ngettext("{n} problem", "{n} problems", n),
    "save": lambda n: ngettext("{n} save", "{n} saves", n),
    "member": lambda n: ngettext("{n} member", "{n} members", n),
    "list": lambda n: ngettext("{n} list", "{n} lists", n),
    "army": lambda n: ngettext("{n} army", "{n} armies", n),
}


def count_text(n: int, noun: str) -> str:
    """A count with its noun agreeing, in the language in force.

    ``count_text(1, "trooper")`` is ``"1 trooper"``, ``count_text(4,
    "trooper")`` ``"4 troopers"`` (Korean ``"병사 4명"``, Japanese ``"兵士4名"``;
    the catalog's plural rule picks the form: one for Korean and Japanese).

    Parameters
    ----------
    n : int
        The count.
    noun : str
        One of ``trooper``, ``order``, ``group``, ``problem``, ``save``,
        ``member``, ``list``, ``army`` (English singular).

    Raises
    ------
    ValueError
        ``noun`` is not one of those (the message lists them).
    """
    try:
        form = _NOUNS[noun]
    except KeyError:
        known = ", ".join(_NOUNS)
        raise ValueError(f"no plural forms for {noun!r}; known: {known}") from None
    return form(n)
