"""The New list dialog: army, ruleset, points limit, ITS Extras and name.

The army is picked from a faction tree (each generic army over its sectorials,
the Non-Aligned sectorials under Non-Aligned Armies, discontinued armies
marked) with a search box; the data version in use is shown beneath it. The
Extras of the list's ITS event are checkboxes, each saying what it changes
(ITS.md E5). Also edits an open list's name, points limit, ruleset and Extras
(List properties), with the army fixed. Rulesets are offered by name, the
default (N5) first.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QItemSelectionModel, QModelIndex
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.listing import data_version_summary
from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.its.extras import Extra
from listbuilder.core.lists.army_list import ArmyList
from listbuilder.gui.dialogs.keys import accept_on_ctrl_enter
from listbuilder.gui.files.faction_tree_model import (
    ArmyIdRole,
    FactionFilterProxyModel,
    FactionTreeModel,
    SelectableRole,
)
from listbuilder.gui.i18n import QT_TRANSLATE_NOOP, translate
from listbuilder.gui.present.faction_tree import army_tree

#: The largest points limit the field accepts.
MAX_POINTS = 10_000

#: Each ITS Extra's checkbox: its name and what it changes (ITS.md E5).
EXTRA_TEXTS: dict[Extra, tuple[str, str]] = {
    Extra.FREE_GAME: (
        QT_TRANSLATE_NOOP("NewListDialog", "Free Game"),
        QT_TRANSLATE_NOOP("NewListDialog", "No 15-trooper cap (A7 does not apply)."),
    ),
    Extra.SOLDIERS_OF_FORTUNE: (
        QT_TRANSLATE_NOOP("NewListDialog", "Soldiers of Fortune"),
        QT_TRANSLATE_NOOP(
            "NewListDialog",
            "Hire Mercenary Troops that other armies field, at their own AVA: at "
            "most 85 points of them, and hiring takes 1 SWC off the allowance. "
            "The unit browser lists them.",
        ),
    ),
    Extra.SPEC_OPS: (
        QT_TRANSLATE_NOOP("NewListDialog", "Spec-Ops"),
        QT_TRANSLATE_NOOP(
            "NewListDialog",
            "The list may field one Spec-Ops trooper (no legality check changes).",
        ),
    ),
    Extra.REINFORCEMENTS: (
        QT_TRANSLATE_NOOP("NewListDialog", "Reinforcements"),
        QT_TRANSLATE_NOOP(
            "NewListDialog",
            "Reinforcements are compulsory: a list without reinforcement "
            "troopers is illegal.",
        ),
    ),
    Extra.ESCALATION: (
        QT_TRANSLATE_NOOP("NewListDialog", "Escalation"),
        QT_TRANSLATE_NOOP(
            "NewListDialog",
            "The event plays three rounds at 200, 300 and 400 points (no "
            "legality check changes).",
        ),
    ),
}


class NewListDialog(QDialog):
    """Pick army, ruleset, points limit (150/200/250/300/400 or any) and name.

    Parameters
    ----------
    catalog : Catalog
        Offers its armies.
    rulesets : Sequence[Ruleset]
        Offered rulesets, default first.
    army : ArmyList, optional
        Initial values; with ``properties=True`` the army is fixed.
    properties : bool
        Edit an open list's name, points limit and ruleset instead of creating
        one.

    Attributes
    ----------
    army_search : QLineEdit
        Filters the faction tree (every word must match a name, slug, parent
        or id).
    army_tree : QTreeView
        The faction tree over a :class:`FactionFilterProxyModel`.
    data_label : QLabel
        The data version in use.
    ruleset_combo, points_combo : QComboBox
        Item data: ruleset id; the points combo is editable.
    name_edit : QLineEdit
        List name.
    extra_boxes : dict[Extra, QCheckBox]
        One checkbox per ITS Extra of the list's event (ITS.md E5).
    buttons : QDialogButtonBox
        OK / Cancel (OK disabled while no army is picked or the points are not
        a positive number).
    """

    def __init__(
        self,
        catalog: Catalog,
        rulesets: Sequence[Ruleset],
        army: ArmyList | None = None,
        *,
        properties: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        accept_on_ctrl_enter(self)
        self.setWindowTitle(
            self.tr("List properties") if properties else self.tr("New list")
        )
        self.army_search = QLineEdit(self)
        self.army_search.setPlaceholderText(self.tr("Search armies"))
        self.army_search.setClearButtonEnabled(True)
        self.army_model = FactionTreeModel(self)
        self.army_model.set_rows(army_tree(catalog))
        self.army_proxy = FactionFilterProxyModel(self)
        self.army_proxy.setSourceModel(self.army_model)
        self.army_tree = QTreeView(self)
        self.army_tree.setModel(self.army_proxy)
        self.army_tree.setHeaderHidden(True)
        self.army_tree.setUniformRowHeights(True)
        self.army_tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.army_tree.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.army_tree.setMinimumSize(360, 300)
        self.army_tree.expandAll()
        self.data_label = QLabel(
            self.tr("Data: {version}").format(version=data_version_summary(catalog)),
            self,
        )
        self.data_label.setWordWrap(True)
        self.data_label.setToolTip(
            self.tr(
                "The profile data in use (Help > Check for data updates... fetches "
                "newer official data)"
            )
        )
        army_box = QVBoxLayout()
        army_box.addWidget(self.army_search)
        army_box.addWidget(self.army_tree)
        army_box.addWidget(self.data_label)
        self.ruleset_combo = QComboBox(self)
        for ruleset in rulesets:
            self.ruleset_combo.addItem(ruleset.name, ruleset.id)
        self.ruleset_combo.setToolTip(
            self.tr(
                "The edition whose army-construction and dice rules the list follows"
            )
        )
        self.points_combo = QComboBox(self)
        self.points_combo.setEditable(True)
        self.points_combo.setValidator(QIntValidator(1, MAX_POINTS, self))
        limits = rulesets[0].points_limits if rulesets else (150, 200, 250, 300, 400)
        for limit in limits:
            self.points_combo.addItem(str(limit), limit)
        self.name_edit = QLineEdit(self)
        self.name_edit.setPlaceholderText(self.tr("Optional"))
        self.extra_boxes: dict[Extra, QCheckBox] = {}
        extras_grid = QGridLayout()
        for i, (extra, (label, tip)) in enumerate(EXTRA_TEXTS.items()):
            box = QCheckBox(translate("NewListDialog", label), self)
            box.setToolTip(translate("NewListDialog", tip))
            self.extra_boxes[extra] = box
            extras_grid.addWidget(box, i // 2, i % 2)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
            self,
        )
        form = QFormLayout(self)
        army_label = QLabel(self.tr("&Army:"), self)
        army_label.setBuddy(self.army_search)
        form.addRow(army_label, army_box)
        form.addRow(self.tr("&Ruleset:"), self.ruleset_combo)
        form.addRow(self.tr("&Points limit:"), self.points_combo)
        form.addRow(self.tr("&Name:"), self.name_edit)
        extras_label = QLabel(self.tr("ITS Extras:"), self)
        extras_label.setToolTip(
            self.tr("The Extras the event announces; the legality check applies them")
        )
        form.addRow(extras_label, extras_grid)
        form.addRow(self.buttons)
        if army is not None:
            self.select_army(army.army_id)
            self._select(self.ruleset_combo, army.ruleset)
            self.points_combo.setCurrentText(str(army.points_limit))
            self.name_edit.setText(army.name)
            for extra, box in self.extra_boxes.items():
                box.setChecked(extra in army.extras)
        else:
            self.points_combo.setCurrentText(
                str(rulesets[0].default_points if rulesets else 300)
            )
        if properties:
            self.army_search.setVisible(False)
            self.army_tree.setEnabled(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.points_combo.currentTextChanged.connect(
            self._on_points_combo_current_text_changed
        )
        self.army_search.textChanged.connect(self._on_army_search_text_changed)
        self.army_tree.selectionModel().currentChanged.connect(
            self._on_army_tree_current_changed
        )
        self.army_tree.doubleClicked.connect(self._on_army_tree_double_clicked)
        self._update_ok()
        self.army_search.setFocus()

    # -- the army -----------------------------------------------------------------

    def selected_army_id(self) -> int | None:
        """The army picked in the tree, or None (nothing, or a heading)."""
        index = self.army_tree.currentIndex()
        if not index.isValid() or not index.data(SelectableRole):
            return None
        value = index.data(ArmyIdRole)
        return int(value) if value is not None else None

    def select_army(self, army_id: int) -> bool:
        """Pick army ``army_id`` in the tree (False if the tree does not hold it)."""
        source = self.army_model.index_of(army_id)
        index = self.army_proxy.mapFromSource(source)
        if not index.isValid():
            return False
        self.army_tree.selectionModel().setCurrentIndex(
            index, QItemSelectionModel.SelectionFlag.ClearAndSelect
        )
        self.army_tree.scrollTo(index)
        return True

    def _on_army_search_text_changed(self, text: str) -> None:
        self.army_proxy.set_search(text)
        self.army_tree.expandAll()
        current = self.army_tree.currentIndex()
        if self.selected_army_id() is None or not self.army_proxy.matches(current):
            first = self._first_selectable(QModelIndex())
            if first.isValid():
                self.army_tree.selectionModel().setCurrentIndex(
                    first, QItemSelectionModel.SelectionFlag.ClearAndSelect
                )
        self._update_ok()

    def _first_selectable(self, parent: QModelIndex) -> QModelIndex:
        for row in range(self.army_proxy.rowCount(parent)):
            index = self.army_proxy.index(row, 0, parent)
            if index.data(SelectableRole) and self.army_proxy.matches(index):
                return index
            child = self._first_selectable(index)
            if child.isValid():
                return child
        return QModelIndex()

    def _on_army_tree_current_changed(
        self, current: QModelIndex, previous: QModelIndex
    ) -> None:
        del current, previous
        self._update_ok()

    def _on_army_tree_double_clicked(self, index: QModelIndex) -> None:
        if index.data(SelectableRole) and self.points_limit() is not None:
            self.accept()

    @staticmethod
    def _select(combo: QComboBox, data: object) -> None:
        index = combo.findData(data)
        if index >= 0:
            combo.setCurrentIndex(index)

    def points_limit(self) -> int | None:
        """The points limit typed or picked, or None if it is not positive."""
        try:
            value = int(self.points_combo.currentText().strip())
        except ValueError:
            return None
        return value if 0 < value <= MAX_POINTS else None

    def extras(self) -> frozenset[Extra]:
        """The Extras checked."""
        return frozenset(e for e, box in self.extra_boxes.items() if box.isChecked())

    def army_list(self) -> ArmyList:
        """A new, empty list with the chosen values.

        Raises
        ------
        ValueError
            If the points limit is not a positive number or no army is picked.
        """
        points = self.points_limit()
        if points is None:
            raise ValueError("the points limit must be a positive whole number")
        army_id = self.selected_army_id()
        if army_id is None:
            raise ValueError("no army is picked")
        return ArmyList(
            army_id=army_id,
            ruleset=str(self.ruleset_combo.currentData()),
            points_limit=points,
            name=self.name_edit.text().strip(),
            extras=self.extras(),
        )

    def _on_points_combo_current_text_changed(self, text: str) -> None:
        del text
        self._update_ok()

    def _update_ok(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(
            self.points_limit() is not None and self.selected_army_id() is not None
        )


def ask_new_list(
    parent: QWidget | None,
    catalog: Catalog,
    rulesets: Sequence[Ruleset],
    initial: ArmyList | None = None,
) -> ArmyList | None:
    """Run the New list dialog; the new empty list, or None if cancelled."""
    dialog = NewListDialog(catalog, rulesets, initial, parent=parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.army_list()


def ask_list_properties(
    parent: QWidget | None,
    catalog: Catalog,
    rulesets: Sequence[Ruleset],
    army: ArmyList,
) -> tuple[str, int, str, frozenset[Extra]] | None:
    """Ask for a new name, points limit, ruleset id and Extras of ``army``.

    Returns None if cancelled.
    """
    dialog = NewListDialog(catalog, rulesets, army, properties=True, parent=parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    chosen = dialog.army_list()
    return chosen.name, chosen.points_limit, chosen.ruleset, chosen.extras
