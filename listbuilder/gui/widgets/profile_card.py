"""The profile card of the selected trooper (or of the option about to be bought).

Shows a :class:`listbuilder.core.roster.RosterRow`: attributes with MOV in
inches and cm, W or STR, S and AVA; characteristics, skills, equipment; and a
weapons table with burst, damage (PS), saving attribute and range bands.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from listbuilder.core.roster import RosterRow


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class _FitTable(QTableWidget):
    """A read-only table whose height follows its rows (no inner scrolling)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.verticalHeader().hide()
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def fit_height(self) -> None:
        self.resizeRowsToContents()
        height = self.horizontalHeader().height() + 2 * self.frameWidth()
        height += sum(self.rowHeight(r) for r in range(self.rowCount()))
        if self.horizontalScrollBar().isVisible():
            height += self.horizontalScrollBar().height()
        self.setFixedHeight(height)


class ProfileCard(QScrollArea):
    """Everything about one trooper, as on the official profile card.

    Attributes
    ----------
    title_label : QLabel
        Unit name (Lieutenant marked).
    option_label : QLabel
        Option, loadout and cost.
    attribute_table : QTableWidget
        MOV (inches over cm), CC, BS, PH, WIP, ARM, BTS, W or STR, S, AVA.
    characteristics_label, skills_label, equipment_label : QLabel
        Comma-separated names.
    weapon_table : QTableWidget
        Weapon, B, PS, Save, Ammo, ranges, traits.
    """

    WEAPON_HEADERS = ("Weapon (traits)", "B", "PS", "Save", "Ammo", "Ranges")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self._units = "in"
        self._row: RosterRow | None = None
        self._ava = "-"
        body = QWidget(self)
        self.title_label = QLabel(body)
        font = self.title_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title_label.setFont(font)
        self.title_label.setWordWrap(True)
        self.option_label = QLabel(body)
        self.option_label.setWordWrap(True)
        self.attribute_table = _FitTable(body)
        attribute_header = self.attribute_table.horizontalHeader()
        attribute_header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        attribute_header.setMinimumSectionSize(24)
        self.attribute_table.setHorizontalScrollBarPolicy(
            Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        )
        self.characteristics_label = self._text_label(body)
        self.skills_label = self._text_label(body)
        self.equipment_label = self._text_label(body)
        self.weapon_table = _FitTable(body)
        self.weapon_table.setColumnCount(len(self.WEAPON_HEADERS))
        self.weapon_table.setHorizontalHeaderLabels(list(self.WEAPON_HEADERS))
        self.weapon_table.setWordWrap(True)
        weapon_header = self.weapon_table.horizontalHeader()
        weapon_header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        weapon_header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.weapon_table.setHorizontalScrollBarPolicy(
            Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        )
        layout = QVBoxLayout(body)
        layout.addWidget(self.title_label)
        layout.addWidget(self.option_label)
        layout.addWidget(self.attribute_table)
        layout.addWidget(self.characteristics_label)
        layout.addWidget(self.skills_label)
        layout.addWidget(self.equipment_label)
        layout.addWidget(QLabel("<b>Weapons</b>", body))
        layout.addWidget(self.weapon_table)
        layout.addStretch(1)
        self.setWidget(body)
        self.set_row(None)

    @staticmethod
    def _text_label(parent: QWidget) -> QLabel:
        label = QLabel(parent)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return label

    @property
    def row(self) -> RosterRow | None:
        """The row shown, or None."""
        return self._row

    def set_units(self, units: str) -> None:
        """Show weapon ranges in ``"in"`` or ``"cm"``."""
        if units != self._units:
            self._units = units
            self.set_row(self._row, self._ava)

    def set_row(self, row: RosterRow | None, ava: str = "-") -> None:
        """Show ``row`` with AVA ``ava``; None shows a hint instead."""
        self._row, self._ava = row, ava
        has_row = row is not None
        for widget in (self.attribute_table, self.weapon_table):
            widget.setVisible(has_row)
        if row is None:
            self.title_label.setText("Profile")
            self.option_label.setText(
                "Select a trooper in the list, or an option of a unit, to see its "
                "profile."
            )
            for label in (
                self.characteristics_label,
                self.skills_label,
                self.equipment_label,
            ):
                label.setText("")
            return
        title = row.title if not row.private_marker else row.name
        self.title_label.setText(_escape(title))
        cost = f" · {row.cost_text}" if row.cost_text else ""
        type_text = f"{row.unit_type} · " if row.unit_type else ""
        self.option_label.setText(
            f"{type_text}<b>{_escape(row.option)}</b>{cost}<br>{_escape(row.loadout)}"
        )
        self._fill_attributes(row, ava)
        self._fill_list(
            self.characteristics_label, "Characteristics", row.characteristics
        )
        self._fill_list(self.skills_label, "Skills", row.skills)
        self._fill_list(self.equipment_label, "Equipment", row.equipment)
        self._fill_weapons(row)

    def _fill_attributes(self, row: RosterRow, ava: str) -> None:
        inches = list(row.attributes)
        cm = dict(row.attributes_cm)
        table = self.attribute_table
        table.clear()
        table.setColumnCount(len(inches) + 1)
        table.setRowCount(1)
        table.setHorizontalHeaderLabels([label for label, _ in inches] + ["AVA"])
        for column, (label, value) in enumerate(inches):
            text = value
            if label == "MOV":
                text = f'{value}"\n{cm.get("MOV", "")} cm'
            item = QTableWidgetItem(text)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            table.setItem(0, column, item)
        item = QTableWidgetItem(ava)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        table.setItem(0, len(inches), item)
        # MOV carries two lines (inches over cm): size it to its text.
        table.horizontalHeader().setSectionResizeMode(
            0, QHeaderView.ResizeMode.ResizeToContents
        )
        table.fit_height()

    @staticmethod
    def _fill_list(label: QLabel, title: str, items: tuple[str, ...]) -> None:
        text = _escape(", ".join(items)) if items else "—"
        label.setText(f"<b>{title}:</b> {text}")

    def _fill_weapons(self, row: RosterRow) -> None:
        table = self.weapon_table
        table.setRowCount(len(row.weapons))
        other = "cm" if self._units == "in" else "in"
        for r, line in enumerate(row.weapons):
            ranges = line.ranges_text(self._units) or "—"
            save = line.saving
            if line.saving_num and line.saving_num not in ("1", "-", ""):
                save = f"{save} ×{line.saving_num}"
            name = line.name
            if line.properties:
                name += "\n" + ", ".join(line.properties)
            cells = (
                name,
                line.burst,
                line.damage,
                save,
                line.ammunition,
                ranges.replace(" | ", "\n"),
            )
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c == 5 and line.ranges:
                    item.setToolTip(line.ranges_text(other))
                if 1 <= c <= 4:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(r, c, item)
        table.fit_height()
