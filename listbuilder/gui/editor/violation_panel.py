"""The legality report: one line per broken rule; a click selects its troopers.

Notes that break no rule (a hidden Lieutenant, RULES.md C4) show above the
problems and never count as one. Double-clicking a line, or the "?" button
beside the heading, opens the rules reference (Help > Rules reference) at that
line's rule id.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QModelIndex, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QListView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from listbuilder.core.rules.notes import ListNote
from listbuilder.core.rules.validation import ValidationReport
from listbuilder.gui.document import ArmyDocument, StateChange
from listbuilder.gui.editor.violation_list_model import ViolationListModel
from listbuilder.gui.signals import emit
from listbuilder.gui.widgets.rich_text import bold
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
    rule_button : QToolButton
        "?": the rules reference at the current violation's rule (enabled
        while one is current).
    """

    #: A violation was clicked (the Violation).
    violation_activated = Signal(object)
    #: The rules reference was opened at a rule id (``"A5"``).
    rule_explained = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = ViolationListModel(self)
        # What the panel shows: (violations, notes), None before the first.
        self._shown: tuple[object, ...] | None = None
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
        self.rule_button = QToolButton(self)
        self.rule_button.setText("?")
        self.rule_button.setEnabled(False)
        self.rule_button.setToolTip(self.tr("What the selected problem's rule means"))
        heading = QHBoxLayout()
        heading.addWidget(self.title_label, 1)
        heading.addWidget(self.rule_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(heading)
        layout.addWidget(self.notes_label)
        layout.addWidget(self.list_view)
        self.list_view.clicked.connect(self._on_list_view_clicked)
        self.list_view.activated.connect(self._on_list_view_clicked)
        self.list_view.doubleClicked.connect(self._on_list_view_double_clicked)
        self.list_view.selectionModel().currentChanged.connect(self._on_current_changed)
        self.model.modelReset.connect(self._on_current_changed)
        self.rule_button.clicked.connect(self._on_rule_button_clicked)

    def follow(self, document: ArmyDocument) -> None:
        """Show ``document``'s legality report after each change."""
        document.followers.connect(self._on_document_state_changed)

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
        notes = tuple(notes)
        shown = (report.violations, notes)
        if shown == self._shown:
            return  # most edits keep the verdict as it was
        self._shown = shown
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
            hint = self.tr(
                "(click one to select its troopers, double-click to read its rule)"
            )
            self.title_label.setText(
                f"{title} <span style='color:#b00020'>{problems}</span> {hint}"
            )

    def _on_list_view_clicked(self, index: QModelIndex) -> None:
        violation = self.model.violation(index.row())
        if violation is not None:
            emit(self.violation_activated, violation)

    def _on_current_changed(self) -> None:
        violation = self.model.violation(self.list_view.currentIndex().row())
        self.rule_button.setEnabled(violation is not None)
        if violation is not None:
            self.rule_button.setToolTip(
                self.tr("What rule {rule} means (rules reference)").format(
                    rule=violation.rule
                )
            )

    def _on_list_view_double_clicked(self, index: QModelIndex) -> None:
        violation = self.model.violation(index.row())
        if violation is not None:
            self.explain_rule(violation.rule)

    def _on_rule_button_clicked(self) -> None:
        self._on_list_view_double_clicked(self.list_view.currentIndex())

    def explain_rule(self, rule: str) -> None:
        """Open the rules reference of this window at ``rule`` (``"A5"``)."""
        from listbuilder.gui.dialogs import rules_dialog  # read when first asked

        rules_dialog.show_rules(self.window(), rule)
        emit(self.rule_explained, rule)
