"""The legality report: one line per broken rule; a click selects its troopers.

Notes that break no rule (a hidden Lieutenant, RULES.md C4) show above the
problems and never count as one.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QModelIndex, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QListView,
    QVBoxLayout,
    QWidget,
)

from listbuilder.core.rules.notes import ListNote
from listbuilder.core.rules.validation import ValidationReport
from listbuilder.gui.document import ArmyDocument, StateChange
from listbuilder.gui.editor.violation_list_model import ViolationListModel
from listbuilder.gui.signals import emit
from listbuilder.gui.widgets._rich import bold
from listbuilder.gui.widgets.wrapped_delegate import WrappedTextDelegate


class ViolationPanel(QWidget):
    """A heading (legal / n problems) over the list of violations.

    Attributes
    ----------
    title_label : QLabel
        ``Legality: legal`` or the number of problems.
    notes_label : QLabel
        Notes that are not problems (a Lieutenant in Hidden Deployment starts
        in Loss of Lieutenant, RULES.md C4); hidden when there are none.
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
        self.title_label = QLabel(bold(self.tr("Legality")), self)
        self.title_label.setWordWrap(True)
        self.notes_label = QLabel(self)
        self.notes_label.setWordWrap(True)
        self.notes_label.setStyleSheet("color: #8a5a00;")
        self.notes_label.hide()
        self.list_view = QListView(self)
        self.list_view.setModel(self.model)
        self.list_view.setWordWrap(True)
        self.list_view.setItemDelegate(WrappedTextDelegate(self.list_view))
        self.list_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title_label)
        layout.addWidget(self.notes_label)
        layout.addWidget(self.list_view)
        self.list_view.clicked.connect(self._on_list_view_clicked)
        self.list_view.activated.connect(self._on_list_view_clicked)

    def follow(self, document: ArmyDocument) -> None:
        """Show ``document``'s legality report after each change."""
        document.state_changed.connect(self._on_document_state_changed)

    def _on_document_state_changed(self, change: StateChange) -> None:
        state = change.state  # every edit is validated again
        self.set_report(state.report, state.notes)

    def set_report(
        self, report: ValidationReport, notes: Iterable[ListNote] = ()
    ) -> None:
        """Show the violations of ``report`` and, apart from them, ``notes``.

        A note never counts as a problem: the heading stays "legal".
        Source: RULES.md C4
        """
        texts = [n.text for n in notes]
        self.notes_label.setText("\n".join(texts))
        self.notes_label.setVisible(bool(texts))
        self.model.set_report(report)
        count = len(report.violations)
        title = bold(self.tr("Legality:"))
        if count == 0:
            state = self.tr("the list is legal")
            self.title_label.setText(
                f"{title} <span style='color:#1b5e20'>{state}</span>"
            )
        else:
            problems = self.tr("%n problem(s)", "", count)
            hint = self.tr("(click one to select its troopers)")
            self.title_label.setText(
                f"{title} <span style='color:#b00020'>{problems}</span> {hint}"
            )

    def _on_list_view_clicked(self, index: QModelIndex) -> None:
        violation = self.model.violation(index.row())
        if violation is not None:
            emit(self.violation_activated, violation)
