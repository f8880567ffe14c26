"""The marker of texts kept in constants and translated where they are shown.

``QT_TRANSLATE_NOOP(context, text)`` returns ``text`` unchanged; its name and
literal arguments are what ``pyside6-lupdate`` looks for, as with Qt's macro.
PySide6's own function returns ``object``; this one keeps the type ``str``.

Imports nothing.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context``; return it unchanged."""
    del context
    return text
