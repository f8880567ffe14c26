"""Qt table model of a list's classified coverage: one row per objective.

Rows are :class:`listbuilder.core.its.classified.ObjectiveCoverage` objects the
core computed (ITS.md E11); the model only maps them to roles.

Imports core and QtCore/QtGui only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor

from listbuilder.gui.marks import QT_TRANSLATE_NOOP
from listbuilder.gui.models.flat_table import FlatTableModel

if TYPE_CHECKING:  # the app starts without the ITS models
    from listbuilder.core.its.classified import ClassifiedCoverage, ObjectiveCoverage

#: Foreground of an objective the list does not cover.
UNCOVERED_COLOR = "#8a8a8a"
#: Foreground of the covered mark.
COVERED_COLOR = "#1b5e20"


class ClassifiedTableModel(FlatTableModel["ObjectiveCoverage"]):
    """One row per objective: number, covered, name, troopers that can fulfil it.

    Parameters
    ----------
    parent : QObject, optional
        Qt parent.
    """

    COL_NUMBER, COL_COVERED, COL_NAME, COL_TROOPERS = range(4)
    HEADERS = (
        QT_TRANSLATE_NOOP("ClassifiedTableModel", "#"),
        QT_TRANSLATE_NOOP("ClassifiedTableModel", "Covered"),
        QT_TRANSLATE_NOOP("ClassifiedTableModel", "Objective"),
        QT_TRANSLATE_NOOP("ClassifiedTableModel", "Troopers"),
    )
    TOOLTIPS = (
        QT_TRANSLATE_NOOP("ClassifiedTableModel", "Number in the classified deck"),
        QT_TRANSLATE_NOOP(
            "ClassifiedTableModel",
            "Covered when a trooper of the list, not a peripheral, can fulfil it",
        ),
        QT_TRANSLATE_NOOP(
            "ClassifiedTableModel", "Hover an objective for its designated troopers"
        ),
        QT_TRANSLATE_NOOP(
            "ClassifiedTableModel", "Each trooper of the list that can fulfil it"
        ),
    )
    CONTEXT = "ClassifiedTableModel"
    #: The ObjectiveCoverage of the row.
    EntryRole = Qt.ItemDataRole.UserRole + 1
    #: True when the row's objective is covered.
    CoveredRole = Qt.ItemDataRole.UserRole + 2

    def set_coverage(self, coverage: ClassifiedCoverage) -> None:
        """Show ``coverage`` (a reset only when the rows changed)."""
        if coverage.objectives != self._rows:
            self.reset_rows(coverage.objectives)

    def _display(self, entry: ObjectiveCoverage, column: int) -> str:
        if column == self.COL_NUMBER:
            return str(entry.number)
        if column == self.COL_COVERED:
            return "\N{CHECK MARK}" if entry.covered else "\N{EM DASH}"
        if column == self.COL_NAME:
            return entry.name
        return ", ".join(entry.troopers)

    def cell(self, entry: ObjectiveCoverage, row: int, column: int, role: int) -> Any:
        """Texts, tooltips, colours and custom roles."""
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(entry, column)
        if role == self.EntryRole:
            return entry
        if role == self.CoveredRole:
            return entry.covered
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == self.COL_TROOPERS and entry.covered:
                return "\n".join(entry.troopers)
            return self.tr("Designated troopers: {who}").format(who=entry.designated)
        if role == Qt.ItemDataRole.ForegroundRole:
            if not entry.covered:
                return QBrush(QColor(UNCOVERED_COLOR))
            if column == self.COL_COVERED:
                return QBrush(QColor(COVERED_COLOR))
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole and column <= self.COL_COVERED:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None
