"""Qt list model of a validation report's violations.

Each row is one :class:`listbuilder.core.rules.validation.Violation`; its text comes
from ``listbuilder.gui.present.status.violation_text``.

Imports core and QtCore/QtGui only.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    Qt,
)

from listbuilder.core.rules.validation import ValidationReport, Violation
from listbuilder.gui.editor.tooltips import violation_tooltip
from listbuilder.gui.models._shared import ROOT, Index
from listbuilder.gui.present.status import violation_text


class ViolationListModel(QAbstractListModel):
    """Every broken rule of the current list, in rule order.

    Parameters
    ----------
    parent : QObject, optional
        Qt parent.
    """

    #: The only column.
    COL_MESSAGE = 0
    #: The Violation object.
    EntryRole = Qt.ItemDataRole.UserRole + 1
    #: Uids of the troopers the violation names (tuple of str).
    TroopersRole = Qt.ItemDataRole.UserRole + 2
    #: Rule id (``"A3"``).
    RuleRole = Qt.ItemDataRole.UserRole + 3

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._violations: tuple[Violation, ...] = ()

    def set_report(self, report: ValidationReport | None) -> None:
        """Show the violations of ``report`` (reset only when they differ)."""
        violations = report.violations if report else ()
        if violations == self._violations:
            return
        self.beginResetModel()
        self._violations = violations
        self.endResetModel()

    def violation(self, row: int) -> Violation | None:
        """The violation of ``row``, or None."""
        if 0 <= row < len(self._violations):
            return self._violations[row]
        return None

    def rowCount(self, parent: Index = ROOT) -> int:
        """Number of violations (0 under a valid parent)."""
        return 0 if parent.isValid() else len(self._violations)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Message text, tooltip and custom roles."""
        if not index.isValid():
            return None
        violation = self.violation(index.row())
        if violation is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return violation_text(violation)
        if role == Qt.ItemDataRole.ToolTipRole:
            return violation_tooltip(violation)
        if role == self.EntryRole:
            return violation
        if role == self.TroopersRole:
            return violation.troopers
        if role == self.RuleRole:
            return violation.rule
        return None
