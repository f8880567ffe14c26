"""Qt's side of the app's languages: translators, and text outside QObjects.

The app's own strings go through Qt's ``tr()`` (``self.tr`` in QObject
subclasses, :func:`translate` with an explicit context elsewhere); their
catalogs are ``resources/i18n/listbuilder_<lang>.ts``, made with
``pyside6-lupdate`` and compiled to ``.qm`` with ``pyside6-lrelease``. Qt's own
dialogs (message-box buttons, the file dialog, undo texts) come from Qt's
bundled ``qtbase_<lang>.qm``. The core's texts are translated by
``listbuilder.data.i18n.activate``; :func:`install_language` does both.

Imports QtCore, paths and data only.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
)

__all__ = ["QT_TRANSLATE_NOOP", "install_language", "translate"]

#: Stem of the app's catalogs in ``resources/i18n`` (``listbuilder_ko.qm``).
CATALOG = "listbuilder"


def translate(context: str, text: str, disambiguation: str = "", n: int = -1) -> str:
    """``text`` in the language in force (Qt's ``QCoreApplication.translate``).

    For code that is not a QObject (controllers, action specs). ``n`` >= 0
    picks the plural form and replaces ``%n`` in it.
    """
    return QCoreApplication.translate(context, text, disambiguation or None, n)
