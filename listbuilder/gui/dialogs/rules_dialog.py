"""Help > Rules reference: ``docs/rules.md`` shown in the app, opened at a rule.

The page is the Markdown file :func:`listbuilder.paths.docs_dir` finds (in a
checkout or in the installed wheel), rendered by Qt's Markdown reader. That
reader gives headings no anchors, so :func:`name_rule_headings` names each
``### A5 · Availability (AVA)`` heading after its rule id; the browser then
scrolls to ``A5`` as to any HTML anchor, and ``[A7](#A7)`` links in the page
work too. The page is English, like the rule ids in violations.

Imports paths and Qt widgets.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QTextCharFormat, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from listbuilder.paths import docs_dir

#: The rules reference in the docs folder.
RULES_FILE = "rules.md"
#: Heading level of a rule's section (``### A5 · ...``).
RULE_LEVEL = 3
#: What separates a rule id from its title in a heading.
SEPARATOR = " · "


def rules_path() -> Path:
    """The bundled rules reference, ``docs/rules.md``."""
    return docs_dir() / RULES_FILE


def name_rule_headings(document: QTextDocument) -> list[str]:
    """Name each rule heading of ``document`` after its id; the ids, in order.

    A rule heading is a level-3 heading ``ID · Title``; its text becomes an
    anchor named ``ID`` (what ``QTextBrowser.scrollToAnchor`` looks for).
    """
    names = []
    block = document.begin()
    while block.isValid():
        text = block.text()
        if block.blockFormat().headingLevel() == RULE_LEVEL and SEPARATOR in text:
            rule = text.split(SEPARATOR, 1)[0].strip()
            cursor = QTextCursor(block)
            cursor.movePosition(
                QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor
            )
            anchor = QTextCharFormat()
            anchor.setAnchor(True)
            anchor.setAnchorNames([rule])
            cursor.mergeCharFormat(anchor)
            names.append(rule)
        block = block.next()
    return names


class RulesDialog(QDialog):
    """The rules reference in a browser, kept open beside the list.

    Parameters
    ----------
    parent : QWidget, optional
        The window it belongs to (one dialog per window, see :func:`show_rules`).
    path : Path, optional
        The Markdown file; the bundled ``docs/rules.md`` by default.

    Attributes
    ----------
    browser : QTextBrowser
        The rendered page; external links open in the system's browser.
    rules : list[str]
        The rule ids the page has a section for, in page order.
    """

    def __init__(self, parent: QWidget | None = None, path: Path | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules reference"))
        self.setObjectName("rules_dialog")
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(760, 680)
        self.rules = self._load(path or rules_path())

    def _load(self, path: Path) -> list[str]:
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            self.browser.setPlainText(
                self.tr("The rules reference could not be read: {error}").format(
                    error=error
                )
            )
            return []
        self.browser.setMarkdown(text)
        return name_rule_headings(self.browser.document())

    def show_rule(self, rule: str) -> bool:
        """Scroll to ``rule``'s section (``"A5"``); False if the page has none."""
        if rule not in self.rules:
            return False
        self.browser.scrollToAnchor(rule)
        return True


def show_rules(parent: QWidget, rule: str | None = None) -> RulesDialog:
    """Open (or raise) ``parent``'s rules reference, at ``rule`` if given."""
    dialog = parent.findChild(RulesDialog, "rules_dialog")
    if dialog is None:
        dialog = RulesDialog(parent)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    if rule:
        dialog.show_rule(rule)
    return dialog
