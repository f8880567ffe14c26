"""Qt's side of the app's languages: translators, and text outside QObjects.

The app's own strings go through Qt's ``tr()`` (``self.tr`` in QObject
subclasses, :func:`translate` with an explicit context elsewhere, and
``QT_TRANSLATE_NOOP`` for texts kept in constants, translated where shown).
Their catalogs are ``resources/i18n/listbuilder_<lang>.ts``, made with
``pyside6-lupdate`` and compiled to ``.qm`` with ``pyside6-lrelease``
(``listbuilder_en`` holds only the English plural forms). Qt's own dialogs
(message-box buttons, the file dialog, undo texts) come from Qt's bundled
``qtbase_<lang>.qm``. The core's texts are translated by
:func:`listbuilder.data.i18n.activate`; :func:`install_language` does all
three.

Imports QtCore, paths, data and the core's errors and memo only.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QObject,
    QTranslator,
)

from listbuilder.core.bounded_cache import BoundedCache
from listbuilder.core.errors import ListbuilderError
from listbuilder.data.i18n import LANGUAGES, activate
from listbuilder.gui.marks import QT_TRANSLATE_NOOP
from listbuilder.paths import resources_dir

__all__ = [
    "CATALOG",
    "QT_OVERRIDES",
    "QT_TRANSLATE_NOOP",
    "Plurals",
    "install_language",
    "qm_dir",
    "translate",
]

#: Stem of the app's catalogs in ``resources/i18n`` (``listbuilder_ko.qm``).
CATALOG = "listbuilder"
#: Object name of the translators :func:`install_language` installs.
_TRANSLATOR = "listbuilder_translator"


#: Texts :func:`translate` gave in the language in force, by its arguments
#: (emptied when :func:`install_language` changes the translators): asking
#: Qt's translators costs several microseconds a text, and the undo step of
#: every edit is named with one.
_TRANSLATED: BoundedCache[tuple[str, str, str, int], str] = BoundedCache(4096)


def translate(context: str, text: str, disambiguation: str = "", n: int = -1) -> str:
    """``text`` in the language in force (Qt's ``QCoreApplication.translate``).

    For code that is not a QObject (controllers, action specs) and for texts
    marked with ``QT_TRANSLATE_NOOP(context, text)``. ``n`` >= 0 picks the
    plural form and replaces ``%n`` in it.
    """
    key = (context, text, disambiguation, n)
    found = _TRANSLATED.get(key)
    if found is None:
        found = _TRANSLATED.put(
            key, QCoreApplication.translate(context, text, disambiguation or None, n)
        )
    return found


class Plurals(QObject):
    """Context of counted texts written outside a QObject.

    ``Plurals.tr("Moved %n list(s).", "", n)``: ``pyside6-lupdate`` extracts
    plural forms from ``tr`` calls only, not from ``translate``.
    """

    @staticmethod
    def tr(  # type: ignore[override]  # called on the class, as lupdate reads it
        text: str, disambiguation: str = "", n: int = -1
    ) -> str:
        """``text`` in the language in force, its plural form picked by ``n``."""
        return translate("Plurals", text, disambiguation, n)


def qm_dir() -> Path:
    """Folder of the app's compiled catalogs (``resources/i18n``)."""
    return resources_dir() / "i18n"


#: Qt's texts the app's catalog words itself: it is searched before Qt's.
#: The undo texts wrap ours ("{trooper}の削除"); qtbase's Japanese
#: "%1 をやり直す" put a space before the verb, which Japanese does not write.
QT_OVERRIDES = (
    QT_TRANSLATE_NOOP("QUndoStack", "Undo %1"),
    QT_TRANSLATE_NOOP("QUndoStack", "Redo %1"),
)


def install_language(lang: str, app: QCoreApplication | None = None) -> str:
    """Put ``lang`` in force for the app's texts, Qt's dialogs and the core.

    Removes the translators a previous call installed, then installs Qt's
    ``qtbase_<lang>.qm`` (none of Qt's for English) and ``listbuilder_<lang>.qm``,
    last so that it is searched first (:data:`QT_OVERRIDES`), which sends
    every widget a ``LanguageChange`` event, and puts the core's gettext
    catalog in force (``data.i18n.activate``).

    Parameters
    ----------
    lang : str
        A code of :data:`listbuilder.data.i18n.LANGUAGES` (``en``, ``ko``,
        ``ja``); anything else means English.
    app : QCoreApplication, optional
        The application (default: the running one).

    Returns
    -------
    str
        The language now in force. A missing or unreadable core catalog (a
        broken install) leaves the core in English, with a line on stderr,
        and never stops the app.
    """
    app = app or QCoreApplication.instance()
    lang = lang if lang in LANGUAGES else "en"
    _TRANSLATED.clear()  # the translators change: texts given before are stale
    if app is not None:
        for old in app.findChildren(QTranslator, _TRANSLATOR):
            app.removeTranslator(old)
            old.setParent(None)
            old.deleteLater()
        sources = []
        if lang != "en":
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            sources.append(("qtbase", Path(qt_dir)))
        # the last installed is searched first: the app's words win over Qt's
        sources.append((CATALOG, qm_dir()))
        for stem, folder in sources:
            translator = QTranslator(app)
            translator.setObjectName(_TRANSLATOR)
            if translator.load(f"{stem}_{lang}", str(folder)):
                app.installTranslator(translator)
            else:
                translator.setParent(None)
        # (again: each change above told the widgets at once, and a handler
        # may have asked for a text between them)
        _TRANSLATED.clear()
    try:
        activate(lang)
    except ListbuilderError as exc:
        print(f"listbuilder: {exc}; messages stay in English", file=sys.stderr)  # noqa: T201
        activate("en")
    return lang
