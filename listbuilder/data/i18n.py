"""The one place that picks the player's language and loads its catalog.

The core translates through :func:`listbuilder.core.i18n._`, which looks texts
up in the :class:`~listbuilder.core.i18n.Translation` in force; this module
reads the compiled gettext catalog (``resources/i18n/<lang>/LC_MESSAGES/
listbuilder.mo``, made from the ``.po`` sources by Babel at build time; the
standard library reads it at run time) and puts it in force. The command line
calls :func:`activate` with ``--lang`` or :func:`system_language`; the app
with ``Settings.language`` (``""`` follows the system).

Imports core, paths and stdlib; no Qt, no reportlab.
"""

from __future__ import annotations

import gettext
import os
from collections.abc import Mapping
from functools import cache
from pathlib import Path

from listbuilder.core.errors import ListbuilderError
from listbuilder.core.i18n import ENGLISH, Translation, set_translation
from listbuilder.paths import resources_dir

__all__ = [
    "DOMAIN",
    "LANGUAGES",
    "activate",
    "catalog_dir",
    "choose_language",
    "load_translation",
    "system_language",
]

#: The languages the app speaks: code -> name in that language (for a menu).
LANGUAGES = {"en": "English", "ko": "한국어", "ja": "日本語"}

#: The gettext domain: the catalogs are ``<lang>/LC_MESSAGES/listbuilder.mo``.
DOMAIN = "listbuilder"

#: Environment variables naming the locale, first wins (as gettext reads them).
_LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE")


def catalog_dir() -> Path:
    """The folder of the catalogs: ``resources/i18n`` (checkout or wheel)."""
    return resources_dir() / "i18n"


def _language_of(locale: str) -> str | None:
    """``"ko"`` for ``ko_KR.UTF-8``; ``"en"`` for ``C``/``POSIX``; else None."""
    code = locale.split(".")[0].split("@")[0].replace("-", "_")
    if code in ("C", "POSIX"):
        return "en"
    base = code.split("_")[0].lower()
    return base if base in LANGUAGES else None


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the system locale asks for, among :data:`LANGUAGES`.

    Parameters
    ----------
    environ : Mapping[str, str], optional
        The environment to read (default ``os.environ``): ``LC_ALL``,
        ``LC_MESSAGES``, ``LANG``, then ``LANGUAGE`` (a ``:``-separated list
        of preferences, ``ja:en``); the first supported language named wins
        (``ja_JP.UTF-8`` -> ``"ja"``).

    Returns
    -------
    str
        ``"en"``, ``"ko"`` or ``"ja"``; ``"en"`` when none is named or the
        locale is ``C``/``POSIX``.
    """
    env = os.environ if environ is None else environ
    for name in _LOCALE_VARIABLES:
        for locale in env.get(name, "").split(":"):
            language = _language_of(locale.strip()) if locale.strip() else None
            if language is not None:
                return language
    return "en"


def choose_language(choice: str = "", environ: Mapping[str, str] | None = None) -> str:
    """The language to speak: ``choice`` if supported, else the system's.

    Parameters
    ----------
    choice : str
        A code from :data:`LANGUAGES`, or ``""`` (``Settings.language``'s
        default) to follow the system; an unknown code also follows the
        system (a settings file from a later version never breaks start-up).
    environ : Mapping[str, str], optional
        The environment for :func:`system_language`.
    """
    return choice if choice in LANGUAGES else system_language(environ)


@cache
def load_translation(lang: str) -> Translation:
    """Read the compiled catalog of ``lang`` (loaded once, then shared).

    Parameters
    ----------
    lang : str
        A code from :data:`LANGUAGES`. English is the source language and
        needs no catalog.

    Returns
    -------
    Translation
        The language and its catalog (its plural rule from the catalog's
        ``Plural-Forms``: one form for Korean and Japanese).

    Raises
    ------
    ValueError
        ``lang`` is not one of :data:`LANGUAGES` (the message lists them).
    ListbuilderError
        The catalog file is missing or unreadable (a broken install).
    """
    if lang not in LANGUAGES:
        known = ", ".join(LANGUAGES)
        raise ValueError(f"unknown language {lang!r}; choose one of: {known}")
    if lang == "en":
        return ENGLISH
    path = catalog_dir() / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
    try:
        with path.open("rb") as file:
            return Translation(lang, gettext.GNUTranslations(file))
    except (OSError, ValueError) as error:  # gettext raises OSError if corrupt
        raise ListbuilderError(
            f"cannot read the {LANGUAGES[lang]} catalog {path}: {error}"
        ) from error


def activate(lang: str) -> Translation:
    """Put ``lang``'s translation in force for the core in this context.

    The command line calls it once; the app on its main thread at start and
    when the player picks a language (worker threads started afterwards copy
    the context). Raises as :func:`load_translation`.

    Returns
    -------
    Translation
        The translation now in force.
    """
    translation = load_translation(lang)
    set_translation(translation)
    return translation
