"""Edit > Copy list as text: the open list on the clipboard, ready to paste.

Three actions, one per form :func:`listbuilder.export.text.list_text` writes:
plain text in the official builder's layout, Markdown for Discord and forums,
and the opponent's copy (Open information only, RULES.md C1). The core writes
the text; this module only puts it on the clipboard.

Imports core and Qt; no widgets beyond the actions.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence

from listbuilder.core.armycode.bind import share_link
from listbuilder.core.roster.opponent import opponent_copy
from listbuilder.export.text import list_text
from listbuilder.gui.document import ArmyDocument
from listbuilder.gui.i18n import QT_TRANSLATE_NOOP, translate
from listbuilder.gui.signals import emit

#: The forms: (key, menu text, status tip, shortcut).
FORMS = (
    (
        "text",
        QT_TRANSLATE_NOOP("Actions", "Copy list as &text"),
        QT_TRANSLATE_NOOP(
            "Actions", "Copy the list in the official builder's text layout"
        ),
        "Ctrl+Shift+C",
    ),
    (
        "markdown",
        QT_TRANSLATE_NOOP("Actions", "Copy list as &Markdown"),
        QT_TRANSLATE_NOOP(
            "Actions", "Copy the list as Markdown, for Discord and forums"
        ),
        "",
    ),
    (
        "opponent",
        QT_TRANSLATE_NOOP("Actions", "Copy &opponent's copy as text"),
        QT_TRANSLATE_NOOP(
            "Actions",
            "Copy the list with Open information only: no costs, Lieutenant or "
            "hidden troopers",
        ),
        "",
    ),
)
#: What the status bar says after each copy.
COPIED = {
    "text": QT_TRANSLATE_NOOP("Actions", "List copied to the clipboard as text."),
    "markdown": QT_TRANSLATE_NOOP(
        "Actions", "List copied to the clipboard as Markdown."
    ),
    "opponent": QT_TRANSLATE_NOOP(
        "Actions", "Opponent's copy (Open information only) copied to the clipboard."
    ),
}


def document_text(document: ArmyDocument, form: str) -> str:
    """The open list as text in ``form`` (``text``, ``markdown``, ``opponent``).

    The text and Markdown forms end with the list's share link; the opponent
    form has none (the link opens the whole list, costs and all).

    Source: RULES.md C1 (the opponent form is ``opponent_copy(Roster)``)
    """
    if form == "opponent":
        roster, link = opponent_copy(document.roster), ""
    else:
        roster = document.roster
        link = share_link(document.army_list, document.catalog)
    return list_text(roster, document.team_tags, markdown=form == "markdown", link=link)


class ListTextActions(QObject):
    """The Copy-as-text actions of one document.

    Parameters
    ----------
    document : ArmyDocument
        The list they copy.
    parent : QObject, optional
        Qt parent (the main window, which puts the actions in its Edit menu).

    Attributes
    ----------
    actions : dict[str, QAction]
        By form: ``text``, ``markdown``, ``opponent``.
    """

    #: Text was put on the clipboard (argument: what the status bar says).
    copied = Signal(str)

    def __init__(self, document: ArmyDocument, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.actions: dict[str, QAction] = {}
        for form, text, tip, shortcut in FORMS:
            action = QAction(translate("Actions", text), parent)
            action.setStatusTip(translate("Actions", tip))
            if shortcut:
                action.setShortcut(QKeySequence(shortcut))
            action.triggered.connect(lambda _=False, f=form: self.copy(f))
            self.actions[form] = action

    def copy(self, form: str) -> str:
        """Put the list on the clipboard in ``form``; the text copied."""
        text = document_text(self.document, form)
        QGuiApplication.clipboard().setText(text)
        emit(self.copied, translate("Actions", COPIED[form]))
        return text
