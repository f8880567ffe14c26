"""Qt list model of a validation report's violations.

Each row is one :class:`listbuilder.core.rules.validation.Violation`; its text comes
from ``listbuilder.gui.present.status.violation_text``.

Imports core and QtCore/QtGui only.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, Qt

from listbuilder.core.rules.validation import ValidationReport, Violation
from listbuilder.gui.editor.tooltips import violation_tooltip
from listbuilder.gui.models.flat_table import FlatRows
from listbuilder.gui.present.status import violation_text


class ViolationListModel(FlatRows[Violation], QAbstractListModel):
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

    def set_report(self, report: ValidationReport | None) -> None:
        """Show the violations of ``report`` (reset only when they differ)."""
        violations = report.violations if report else ()
        if violations != self._rows:
            self.reset_rows(violations)

    def violation(self, row: int) -> Violation | None:
        """The violation of ``row``, or None."""
        return self.row_at(row)

    def cell(self, entry: Violation, row: int, column: int, role: int) -> Any:
        """Message text, tooltip and custom roles."""
        if role == Qt.ItemDataRole.DisplayRole:
            return violation_text(entry)
        if role == Qt.ItemDataRole.ToolTipRole:
            return violation_tooltip(entry)
        if role == self.EntryRole:
            return entry
        if role == self.TroopersRole:
            return entry.troopers
        if role == self.RuleRole:
            return entry.rule
        return None
