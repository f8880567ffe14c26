"""The New list dialog: army, ruleset, points limit and name.

Also edits an open list's name, points limit and ruleset (List properties),
with the army fixed. Rulesets are offered by name, the default (N5) first.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QWidget,
)

from listbuilder.core.army import ArmyList
from listbuilder.core.catalog import Catalog
from listbuilder.core.ruleset import Ruleset
from listbuilder.gui.dialogs._keys import accept_on_ctrl_enter

#: The largest points limit the field accepts.
MAX_POINTS = 10_000


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
    army_combo, ruleset_combo, points_combo : QComboBox
        Item data: army id, ruleset id; the points combo is editable.
    name_edit : QLineEdit
        List name.
    buttons : QDialogButtonBox
        OK / Cancel (OK disabled while the points are not a positive number).
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
        self.setWindowTitle("List properties" if properties else "New list")
        self.army_combo = QComboBox(self)
        for offered in catalog.offered_armies():
            indent = "" if offered.faction.parent == offered.id else "    "
            self.army_combo.addItem(f"{indent}{offered.name}", offered.id)
        self.ruleset_combo = QComboBox(self)
        for ruleset in rulesets:
            self.ruleset_combo.addItem(ruleset.name, ruleset.id)
        self.ruleset_combo.setToolTip(
            "The edition whose army-construction and dice rules the list follows"
        )
        self.points_combo = QComboBox(self)
        self.points_combo.setEditable(True)
        self.points_combo.setValidator(QIntValidator(1, MAX_POINTS, self))
        limits = rulesets[0].points_limits if rulesets else (150, 200, 250, 300, 400)
        for limit in limits:
            self.points_combo.addItem(str(limit), limit)
        self.name_edit = QLineEdit(self)
        self.name_edit.setPlaceholderText("Optional")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
            self,
        )
        form = QFormLayout(self)
        form.addRow("&Army:", self.army_combo)
        form.addRow("&Ruleset:", self.ruleset_combo)
        form.addRow("&Points limit:", self.points_combo)
        form.addRow("&Name:", self.name_edit)
        form.addRow(self.buttons)
        if army is not None:
            self._select(self.army_combo, army.army_id)
            self._select(self.ruleset_combo, army.ruleset)
            self.points_combo.setCurrentText(str(army.points_limit))
            self.name_edit.setText(army.name)
        else:
            self.points_combo.setCurrentText(
                str(rulesets[0].default_points if rulesets else 300)
            )
        if properties:
            self.army_combo.setEnabled(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.points_combo.currentTextChanged.connect(
            self._on_points_combo_current_text_changed
        )
        self._on_points_combo_current_text_changed(self.points_combo.currentText())

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

    def army_list(self) -> ArmyList:
        """A new, empty list with the chosen values.

        Raises
        ------
        ValueError
            If the points limit is not a positive number.
        """
        points = self.points_limit()
        if points is None:
            raise ValueError("the points limit must be a positive whole number")
        return ArmyList(
            army_id=int(self.army_combo.currentData()),
            ruleset=str(self.ruleset_combo.currentData()),
            points_limit=points,
            name=self.name_edit.text().strip(),
        )

    def _on_points_combo_current_text_changed(self, text: str) -> None:
        del text
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(self.points_limit() is not None)


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
) -> tuple[str, int, str] | None:
    """Ask for a new name, points limit and ruleset id of ``army``.

    Returns None if cancelled.
    """
    dialog = NewListDialog(catalog, rulesets, army, properties=True, parent=parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    chosen = dialog.army_list()
    return chosen.name, chosen.points_limit, chosen.ruleset
