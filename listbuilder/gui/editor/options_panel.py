"""The options of the selected unit, and the button that adds one to a group.

Army units go to combat groups, reinforcement units to reinforcement groups
(RULES.md A10): the target list offers only groups of the unit's kind.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QItemSelection, QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from listbuilder.core.catalog.units import Unit
from listbuilder.gui.document import ArmyDocument, StateChange, allows_reinforcements
from listbuilder.gui.editor.option_table_model import OptionTableModel
from listbuilder.gui.editor.tooltips import EQUIPMENT, ORDERS, SKILLS, WEAPONS, heading
from listbuilder.gui.icons import icon
from listbuilder.gui.present.option_wording import OptionSummary
from listbuilder.gui.present.unit_rows import AvaUse, unit_detail
from listbuilder.gui.signals import emit
from listbuilder.gui.widgets.rich_text import bold, escape, labelled
from listbuilder.gui.widgets.wrapped_delegate import WrappedTextDelegate


class OptionsPanel(QWidget):
    """Unit title, its options table, a target group and an Add button.

    Attributes
    ----------
    title_label, detail_label : QLabel
        Unit name; type, category and AVA.
    option_view : QTableView
        Options with loadout, SWC and points.
    items_label : QLabel
        Resolved skills, equipment and weapons of the selected option.
    group_combo : QComboBox
        Target group of the unit's kind (item data: group index; the last item,
        data one past the last group, adds a group of that kind).
    add_button : QPushButton
        Adds the selected option to the target group.
    model : OptionTableModel
        The options.
    """

    #: The selected option changed (OptionSummary or None).
    option_selected = Signal(object)
    #: Add asked: (unit id, profile group id, option id, target group index).
    add_requested = Signal(int, int, int, int)
    #: Replace asked for the selected trooper: (unit id, profile group, option).
    replace_requested = Signal(int, int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._titles: list[str] = []
        self._kinds: list[bool] = []
        self._reinforcement = False
        self._new_reinforcement = True
        self.model = OptionTableModel(self)
        self.title_label = QLabel(bold(self.tr("Options")), self)
        self.title_label.setWordWrap(True)
        self.detail_label = QLabel(self.tr("Select a unit to see its options."), self)
        self.option_view = QTableView(self)
        self.option_view.setModel(self.model)
        self.option_view.setSelectionBehavior(
            QAbstractItemView.SelectionBehavior.SelectRows
        )
        self.option_view.setSelectionMode(
            QAbstractItemView.SelectionMode.SingleSelection
        )
        self.option_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.option_view.verticalHeader().hide()
        # The whole loadout shows, wrapped over lines, never cut: rows grow.
        self.option_view.setWordWrap(True)
        self.option_view.setItemDelegate(WrappedTextDelegate(self.option_view))
        self.option_view.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        header = self.option_view.horizontalHeader()
        header.setSectionResizeMode(
            OptionTableModel.COL_LOADOUT, QHeaderView.ResizeMode.Stretch
        )
        for column in (OptionTableModel.COL_SWC, OptionTableModel.COL_POINTS):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.items_label = QLabel(self)
        self.items_label.setWordWrap(True)
        self.items_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
        )
        self.group_combo = QComboBox(self)
        self.group_combo.setToolTip(self.tr("Combat group the option is added to"))
        self.group_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.group_combo.setMinimumContentsLength(4)
        self.add_button = QPushButton(icon("add"), self.tr("Add"), self)
        self.add_button.setEnabled(False)
        self.add_button.setToolTip(self.tr("Add the option to the group (Enter)"))
        self.replace_button = QPushButton(self.tr("Replace"), self)
        self.replace_button.setEnabled(False)
        self.replace_button.setToolTip(
            self.tr(
                "Replace the trooper selected in the list by this option, in its "
                "place (same group, position and fireteam)"
            )
        )
        self._can_replace = False
        self._ava_text = ""
        self.option_view.setDragEnabled(True)
        self.option_view.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)

        # The group on a row of its own: "Reinforcement Group 1" or
        # "コンバット・グループ1" beside the buttons was cut short.
        target_row = QHBoxLayout()
        target_row.addWidget(QLabel(self.tr("Add to:"), self))
        target_row.addWidget(self.group_combo, 1)
        add_row = QHBoxLayout()
        add_row.addWidget(self.add_button, 1)
        add_row.addWidget(self.replace_button, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title_label)
        layout.addWidget(self.detail_label)
        layout.addWidget(self.option_view, 1)
        layout.addWidget(self.items_label)
        layout.addLayout(target_row)
        layout.addLayout(add_row)

        self.option_view.selectionModel().selectionChanged.connect(
            self._on_option_view_selection_changed
        )
        # activated: a double-click, or Enter on the selected option.
        self.option_view.activated.connect(self._on_option_view_activated)
        self.add_button.clicked.connect(self._on_add_button_clicked)
        self.replace_button.clicked.connect(self.request_replace)

    # -- content -----------------------------------------------------------------

    def set_unit(self, unit: Unit | None, *, reinforcement: bool = False) -> None:
        """Show the options of ``unit`` (None clears the panel).

        ``reinforcement`` says the unit comes from the army's reinforcement list:
        only reinforcement groups are then offered as the target.
        """
        if reinforcement != self._reinforcement:
            self._reinforcement = reinforcement
            self._fill_group_combo()
        self.model.reinforcement = reinforcement
        self.model.set_unit(unit)
        self._ava_text = ""
        if unit is None:
            self.title_label.setText(bold(self.tr("Options")))
            self.detail_label.setText(self.tr("Select a unit to see its options."))
        else:
            self.title_label.setText(f"<b>{escape(unit.isc)}</b>")
            self.detail_label.setText(unit_detail(unit))
        self._on_option_view_selection_changed()

    def set_ava(self, use: AvaUse | None) -> None:
        """Show the unit's AVA use in the list in the header (``AVA 2/3 used``).

        Source: RULES.md A5
        """
        unit = self.model.unit()
        text = "" if use is None else use.text
        if unit is None or text == self._ava_text:
            return
        self._ava_text = text
        detail = unit_detail(unit)
        if use is not None:
            detail += " · " + self.tr("in the list {use}").format(use=use.text)
            if use.is_full:
                detail += " · " + self.tr("at AVA")
        self.detail_label.setText(detail)

    def set_can_replace(self, can: bool) -> None:
        """Enable "Replace selected" (one trooper is selected in the list)."""
        self._can_replace = can
        self.replace_button.setEnabled(can and self.selected_option() is not None)

    def follow(self, document: ArmyDocument) -> None:
        """Offer ``document``'s groups as targets, following list changes."""
        document.followers.connect(self._on_document_state_changed)

    def _on_document_state_changed(self, change: StateChange) -> None:
        if change.touched.structure:
            groups = change.state.roster.groups
            self.set_groups(
                [g.title for g in groups],
                [g.reinforcement for g in groups],
                new_reinforcement=allows_reinforcements(change.state),
            )

    def set_groups(
        self,
        titles: list[str],
        reinforcement: Sequence[bool] | None = None,
        *,
        new_reinforcement: bool = True,
    ) -> None:
        """Offer the groups of the list as targets.

        Parameters
        ----------
        titles : list[str]
            One title per group of the list, in list order.
        reinforcement : Sequence[bool], optional
            Which of them are reinforcement groups (default: none).
        new_reinforcement : bool
            Offer "New reinforcement group" for reinforcement units (False when
            the ruleset has no reinforcements).
        """
        self._titles = list(titles)
        self._kinds = list(reinforcement or [False] * len(titles))
        self._new_reinforcement = new_reinforcement
        self._fill_group_combo()

    def _fill_group_combo(self) -> None:
        current = self.group_combo.currentData()
        position = max(self.group_combo.currentIndex(), 0)
        self.group_combo.blockSignals(True)
        self.group_combo.clear()
        for index, (title, kind) in enumerate(
            zip(self._titles, self._kinds, strict=True)
        ):
            if kind == self._reinforcement:
                self.group_combo.addItem(title, index)
        if not self._reinforcement:
            self.group_combo.addItem(self.tr("New combat group"), len(self._titles))
        elif self._new_reinforcement:
            self.group_combo.addItem(
                self.tr("New reinforcement group"), len(self._titles)
            )
        found = self.group_combo.findData(current) if current is not None else -1
        if found < 0:
            found = min(position, self.group_combo.count() - 1)
        self.group_combo.setCurrentIndex(found)
        self.group_combo.blockSignals(False)
        self.add_button.setEnabled(
            self.selected_option() is not None and self.group_combo.count() > 0
        )

    @property
    def reinforcement(self) -> bool:
        """True when the unit shown comes from the reinforcement list."""
        return self._reinforcement

    def set_target_group(self, index: int) -> None:
        """Choose group ``index`` of the list as the target, if it is offered."""
        found = self.group_combo.findData(index)
        if found >= 0:
            self.group_combo.setCurrentIndex(found)

    def target_group(self) -> int:
        """Index in the list of the target group (one past the last: a new one)."""
        data = self.group_combo.currentData()
        return int(data) if data is not None else 0

    def selected_option(self) -> OptionSummary | None:
        """The selected option, or None."""
        rows = self.option_view.selectionModel().selectedRows()
        return self.model.summary(rows[0].row()) if rows else None

    def select_option(self, profile_group_id: int, option_id: int) -> bool:
        """Select the option (``profile_group_id``, ``option_id``); False if absent."""
        for row in range(self.model.rowCount()):
            summary = self.model.summary(row)
            if summary and (summary.profile_group_id, summary.option_id) == (
                profile_group_id,
                option_id,
            ):
                self.option_view.selectRow(row)
                return True
        return False

    def request_add(self) -> bool:
        """Emit ``add_requested`` for the selected option; False if none."""
        unit, summary = self.model.unit(), self.selected_option()
        if unit is None or summary is None or self.group_combo.count() == 0:
            return False
        emit(
            self.add_requested,
            unit.id,
            summary.profile_group_id,
            summary.option_id,
            self.target_group(),
        )
        return True

    def request_replace(self) -> bool:
        """Emit ``replace_requested`` for the selected option; False if none."""
        unit, summary = self.model.unit(), self.selected_option()
        if unit is None or summary is None:
            return False
        emit(
            self.replace_requested, unit.id, summary.profile_group_id, summary.option_id
        )
        return True

    # -- slots -----------------------------------------------------------------------

    def _on_option_view_selection_changed(
        self,
        selected: QItemSelection | None = None,
        deselected: QItemSelection | None = None,
    ) -> None:
        del selected, deselected
        summary = self.selected_option()
        self.add_button.setEnabled(summary is not None and self.group_combo.count() > 0)
        self.replace_button.setEnabled(self._can_replace and summary is not None)
        if summary is None:
            self.items_label.setText("")
        else:
            parts = [f"<b>{escape(summary.name)}</b> · {summary.cost_text}"]
            parts.append(f"{heading(ORDERS)}: {summary.orders}")
            for label, items in (
                (SKILLS, summary.skills),
                (EQUIPMENT, summary.equipment),
                (WEAPONS, summary.weapons),
            ):
                if items:
                    parts.append(labelled(heading(label), items, bold=False))
            self.items_label.setText("<br>".join(parts))
        emit(self.option_selected, summary)

    def _on_option_view_activated(self, index: QModelIndex) -> None:
        del index
        self.request_add()

    def _on_add_button_clicked(self) -> None:
        self.request_add()
