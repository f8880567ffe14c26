"""The legality report: one line per broken rule; a click selects its troopers."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QListView,
    QVBoxLayout,
    QWidget,
)

from listbuilder.core.validation import ValidationReport
from listbuilder.core.wording import count_text
from listbuilder.gui.models.violation_list_model import ViolationListModel
from listbuilder.gui.signals import emit


class ViolationPanel(QWidget):
    """A heading (legal / n problems) over the list of violations.

    Attributes
    ----------
    title_label : QLabel
        ``Legality: legal`` or the number of problems.
    list_view : QListView
        The violations.
    model : ViolationListModel
        The violations' model.
    """

    #: A violation was clicked (the Violation).
    violation_activated = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = ViolationListModel(self)
        self.title_label = QLabel("<b>Legality</b>", self)
        self.title_label.setWordWrap(True)
        self.list_view = QListView(self)
        self.list_view.setModel(self.model)
        self.list_view.setWordWrap(True)
        self.list_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title_label)
        layout.addWidget(self.list_view)
        self.list_view.clicked.connect(self._on_list_view_clicked)
        self.list_view.activated.connect(self._on_list_view_clicked)

    def set_report(self, report: ValidationReport) -> None:
        """Show the violations of ``report``."""
        self.model.set_report(report)
        count = len(report.violations)
        if count == 0:
            self.title_label.setText(
                "<b>Legality:</b> <span style='color:#1b5e20'>the list is legal</span>"
            )
        else:
            self.title_label.setText(
                "<b>Legality:</b> <span style='color:#b00020'>"
                f"{count_text(count, 'problem')}</span> (click one to select its "
                "troopers)"
            )

    def _on_list_view_clicked(self, index: QModelIndex) -> None:
        violation = self.model.violation(index.row())
        if violation is not None:
            emit(self.violation_activated, violation)
