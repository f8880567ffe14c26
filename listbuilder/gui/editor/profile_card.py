"""The profile card of the selected trooper (or of the option about to be bought).

Shows a :class:`listbuilder.core.roster.rows.RosterRow`: attributes with MOV in
inches and cm, W or STR, S and AVA; characteristics, skills, equipment; and a
weapons table with burst, damage (PS), saving attribute and range bands. The
troopers an option fields with it (a pair's members, operators, peripherals:
``RosterRow.included``) follow, each with its own profile line and weapons.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from listbuilder.core.bounded_cache import BoundedCache
from listbuilder.core.roster.profile_text import WeaponLine
from listbuilder.core.roster.rows import RosterRow
from listbuilder.core.roster.wording import is_pair_row, specops_text
from listbuilder.gui.editor.tooltips import (
    CHARACTERISTICS,
    EQUIPMENT,
    SKILLS,
    WEAPONS,
    heading,
)
from listbuilder.gui.i18n import QT_TRANSLATE_NOOP, translate
from listbuilder.gui.widgets.fit_cells import Cell
from listbuilder.gui.widgets.fit_table import FitTable
from listbuilder.gui.widgets.rich_text import bold, escape, labelled

#: Weapon table columns that wrap: the name with its traits, which takes the
#: width left over, and the saving roll ("ARM and BTS"), only when the card is
#: too narrow for it on one line.
WEAPON_WRAPPING = (0, 3)
#: Weapon lines whose cells the card keeps (a few armies' weapons).
_LINES_KEPT = 2048
#: Rows and weapons whose texts the card keeps by identity.
_SHOWN_KEPT = 256
#: One weapon table row: its cells.
Row = tuple[Cell, ...]


class FieldedSection(QFrame):
    """One fielded trooper on the card: heading, profile line, items, weapons.

    Attributes
    ----------
    title_label : QLabel
        Its name and profile name.
    attribute_table : FitTable
        Its profile line.
    items_label : QLabel
        Characteristics, skills and equipment.
    weapon_table : FitTable
        Its weapons.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title_label = QLabel(self)
        self.title_label.setWordWrap(True)
        self.attribute_table = FitTable(self, stretch="all")
        self.items_label = QLabel(self)
        self.items_label.setWordWrap(True)
        self.items_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
        )
        self.weapon_table = FitTable(self, wrapping=WEAPON_WRAPPING, stretch=(0,))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.title_label)
        layout.addWidget(self.attribute_table)
        layout.addWidget(self.items_label)
        layout.addWidget(self.weapon_table)


class ProfileCard(QScrollArea):
    """Everything about one trooper, as on the official profile card.

    Attributes
    ----------
    title_label : QLabel
        Unit name (Lieutenant marked).
    option_label : QLabel
        Option, loadout and cost.
    attribute_table : FitTable
        MOV (inches over cm), CC, BS, PH, WIP, ARM, BTS, W or STR, S, AVA.
    characteristics_label, skills_label, equipment_label : QLabel
        Comma-separated names.
    weapon_table : FitTable
        Weapon, B, PS, Save, Ammo, ranges, traits.
    fielded_label : QLabel
        Heading of the fielded troopers (hidden when there are none).
    fielded_sections : list[FieldedSection]
        One section per trooper the option fields with it.
    """

    #: Weapon table headings; B and PS are the game's own abbreviations.
    WEAPON_HEADERS = (
        QT_TRANSLATE_NOOP("ProfileCard", "Weapon (traits)"),
        "B",
        "PS",
        QT_TRANSLATE_NOOP("ProfileCard", "Save"),
        QT_TRANSLATE_NOOP("ProfileCard", "Ammo"),
        QT_TRANSLATE_NOOP("ProfileCard", "Ranges"),
    )

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self._units = "in"
        self._row: RosterRow | None = None
        self._ava = "-"
        self._filled = False  # set_row has drawn at least once
        # What the profile line shows: (attributes, attributes in cm, AVA).
        self._shown_line: tuple[object, ...] = ()
        # What the lists show (characteristics, skills, equipment, Spec-Ops)
        # and the weapons the table shows (the row's tuple, by identity).
        self._shown_lists: tuple[object, ...] = ()
        self._shown_weapons: object = None
        self._own = True  # the widgets of the row's own profile are shown
        self._option_of: RosterRow | None = None  # the row the option line shows
        self._fielded_shown = True  # the fielded heading and box are shown
        # The cells of each weapon line shown, by units and line.
        self._cells_of: BoundedCache[tuple[str, WeaponLine], Row] = BoundedCache(
            _LINES_KEPT
        )
        # The option line of each row shown: (the row, its text) by id.
        self._option_texts: BoundedCache[int, tuple[RosterRow, str]]
        self._option_texts = BoundedCache(_SHOWN_KEPT)
        # The rows of each weapons tuple shown: (the tuple, units, rows) by id.
        self._rows_of: BoundedCache[
            int, tuple[tuple[WeaponLine, ...], str, tuple[Row, ...]]
        ] = BoundedCache(_SHOWN_KEPT)
        self.fielded_sections: list[FieldedSection] = []
        body = QWidget(self)
        self.title_label = QLabel(body)
        font = self.title_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title_label.setFont(font)
        self.title_label.setWordWrap(True)
        # Unit names carry "&" (Scarface & Cordelia): never read them as markup.
        self.title_label.setTextFormat(Qt.TextFormat.PlainText)
        self.option_label = QLabel(body)
        self.option_label.setWordWrap(True)
        self.attribute_table = FitTable(body, stretch="all")
        self.characteristics_label = self._text_label(body)
        self.skills_label = self._text_label(body)
        self.equipment_label = self._text_label(body)
        self.weapon_table = FitTable(body, wrapping=WEAPON_WRAPPING, stretch=(0,))
        self._setup_weapon_table(self.weapon_table)
        self.weapons_heading = QLabel(bold(heading(WEAPONS)), body)
        self.fielded_label = QLabel(bold(self.tr("Fields")), body)
        self.fielded_label.setWordWrap(True)
        self.fielded_box = QWidget(body)
        self._fielded_layout = QVBoxLayout(self.fielded_box)
        self._fielded_layout.setContentsMargins(0, 0, 0, 0)
        layout = QVBoxLayout(body)
        layout.addWidget(self.title_label)
        layout.addWidget(self.option_label)
        layout.addWidget(self.attribute_table)
        layout.addWidget(self.characteristics_label)
        layout.addWidget(self.skills_label)
        layout.addWidget(self.equipment_label)
        layout.addWidget(self.weapons_heading)
        layout.addWidget(self.weapon_table)
        layout.addWidget(self.fielded_label)
        layout.addWidget(self.fielded_box)
        layout.addStretch(1)
        self.setWidget(body)
        self.set_row(None)

    def _setup_weapon_table(self, table: FitTable) -> None:
        table.set_cells([translate("ProfileCard", h) for h in self.WEAPON_HEADERS], ())

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
            self._filled = False
            self._shown_weapons = None
            self.set_row(self._row, self._ava)

    def set_row(self, row: RosterRow | None, ava: str = "-") -> None:
        """Show ``row`` with AVA ``ava``; None shows a hint instead.

        The troopers its option fields (``row.included``) follow, each with its
        profile line and weapons. A pair bought through the unit's top-level
        options has no profile of its own: only theirs are shown.
        """
        if self._filled and row is self._row and ava == self._ava:
            return  # an edit elsewhere in the list: the card is already right
        self._row, self._ava, self._filled = row, ava, True
        paired = row is not None and is_pair_row(row)
        own = row is not None and not paired
        if own != self._own:
            self._own = own
            for widget in (
                self.attribute_table,
                self.weapon_table,
                self.weapons_heading,
                self.characteristics_label,
                self.skills_label,
                self.equipment_label,
            ):
                widget.setVisible(own)
        fielded = row.included if row is not None else ()
        if fielded or self.fielded_sections or self._fielded_shown:
            self._fill_fielded(fielded, paired)
        if row is None:
            self._shown_lists = ()
            self._option_of = None
            self.title_label.setText(self.tr("Profile"))
            self.option_label.setText(
                self.tr(
                    "Select a trooper in the list, or an option of a unit, to see "
                    "its profile."
                )
            )
            for label in (
                self.characteristics_label,
                self.skills_label,
                self.equipment_label,
            ):
                label.setText("")
            return
        # Qt keeps a label whose text is the same as it was
        self.title_label.setText(row.title if not row.private_marker else row.name)
        if row is not self._option_of:  # rows come back (undo, selection)
            self._option_of = row
            hit = self._option_texts.get(id(row))
            if hit is None or hit[0] is not row:  # (kept with its row: ids hold)
                hit = self._option_texts.put(id(row), (row, self._option_text(row)))
            self.option_label.setText(hit[1])
        line = (row.attributes, row.attributes_cm, ava)
        if line != self._shown_line:
            self._fill_attributes(self.attribute_table, row, ava)
            self._shown_line = line
        lists = (row.characteristics, row.skills, row.equipment, row.specops)
        if lists != self._shown_lists:  # most options of a unit share them
            self._fill_lists(row)
            self._shown_lists = lists
        if row.weapons is not self._shown_weapons:
            self._fill_weapons(self.weapon_table, row)
            self._shown_weapons = row.weapons

    @staticmethod
    def _option_text(row: RosterRow) -> str:
        """The option line: type, option and cost, loadout, Spec-Ops (rich text)."""
        cost = f" · {row.cost_text}" if row.cost_text else ""
        type_text = f"{row.unit_type} · " if row.unit_type else ""
        # a Spec-Ops: its configuration, and its bought items marked (ITS.md E9)
        specops = specops_text(row)
        extra = f"<br><b>{escape(specops)}</b>" if specops else ""
        return (
            f"{type_text}<b>{escape(row.option)}</b>{cost}<br>{escape(row.loadout)}"
            + extra
        )

    def _fill_lists(self, row: RosterRow) -> None:
        """Characteristics, skills and equipment; bought Spec-Ops items marked."""
        bought = set(row.specops)

        def marked(items: tuple[str, ...]) -> tuple[str, ...]:
            return tuple(f"{i} ★" if i in bought else i for i in items)

        self._fill_list(
            self.characteristics_label, heading(CHARACTERISTICS), row.characteristics
        )
        self._fill_list(self.skills_label, heading(SKILLS), marked(row.skills))
        self._fill_list(self.equipment_label, heading(EQUIPMENT), marked(row.equipment))

    def _fill_fielded(self, fielded: tuple[RosterRow, ...], paired: bool) -> None:
        self._fielded_shown = bool(fielded)
        for section in self.fielded_sections:
            # Hide at once: deleteLater() leaves it painted until the event loop
            # runs, over the new sections.
            self._fielded_layout.removeWidget(section)
            section.hide()
            section.deleteLater()
        self.fielded_sections = []
        self.fielded_label.setVisible(bool(fielded))
        self.fielded_box.setVisible(bool(fielded))
        if not fielded:
            return
        count = len(fielded)
        self.fielded_label.setText(
            bold(self.tr("Fields %n trooper(s)", "", count))
            if paired
            else bold(self.tr("Also fields"))
        )
        for row in fielded:
            section = FieldedSection(self.fielded_box)
            self._setup_weapon_table(section.weapon_table)
            type_text = f" · {row.unit_type}" if row.unit_type else ""
            loadout = "" if row.loadout == row.option else row.loadout
            section.title_label.setText(
                f"<b>{escape(row.title_with_quantity)}</b>{type_text}"
                + (f"<br><small>{escape(loadout)}</small>" if loadout else "")
            )
            section.attribute_table.setVisible(bool(row.attributes))
            self._fill_attributes(section.attribute_table, row, None)
            items = []
            for title, values in (
                (heading(CHARACTERISTICS), row.characteristics),
                (heading(SKILLS), row.skills),
                (heading(EQUIPMENT), row.equipment),
            ):
                if values:
                    items.append(labelled(title, values))
            section.items_label.setText("<br>".join(items))
            section.items_label.setVisible(bool(items))
            section.weapon_table.setVisible(bool(row.weapons))
            self._fill_weapons(section.weapon_table, row)
            self._fielded_layout.addWidget(section)
            self.fielded_sections.append(section)

    def _fill_attributes(
        self, table: FitTable, row: RosterRow, ava: str | None
    ) -> None:
        """Fill the profile line; ``ava`` None leaves the AVA column out."""
        inches = list(row.attributes)
        cm = dict(row.attributes_cm)
        headers = [label for label, _ in inches] + (["AVA"] if ava is not None else [])
        cells = [
            Cell(f'{value}"\n{cm.get("MOV", "")} cm' if label == "MOV" else value, True)
            for label, value in inches
        ]
        if ava is not None:
            cells.append(Cell(ava, True))
        # MOV carries two lines (inches over cm): its column keeps their width
        table.set_cells(headers, [cells])

    @staticmethod
    def _fill_list(label: QLabel, title: str, items: tuple[str, ...]) -> None:
        label.setText(labelled(title, items))

    def _fill_weapons(self, table: FitTable, row: RosterRow) -> None:
        table.set_rows(self._weapon_rows(row.weapons))

    def _weapon_rows(self, weapons: tuple[WeaponLine, ...]) -> tuple[Row, ...]:
        """The weapon table's rows for ``weapons``, in the units shown.

        Found by the tuple's identity first: a row's weapons come back with
        the row (an option changed back, undo, another selection).
        """
        hit = self._rows_of.get(id(weapons))
        if hit is not None and hit[0] is weapons and hit[1] == self._units:
            return hit[2]
        rows = tuple(self._weapon_cells(line) for line in weapons)
        # the tuple is kept with its rows: its id is not reused while kept
        self._rows_of.put(id(weapons), (weapons, self._units, rows))
        return rows

    def _weapon_cells(self, line: WeaponLine) -> Row:
        """The cells of one weapon line, made once per line and units.

        The same lines come back at every edit and selection (a Combi Rifle
        is a Combi Rifle on every trooper).
        """
        key = (self._units, line)
        cells = self._cells_of.get(key)
        if cells is not None:
            return cells
        other = "cm" if self._units == "in" else "in"
        ranges = line.ranges_text(self._units) or "—"
        name = "\n".join(filter(None, (line.name, line.traits_text)))
        cells = (
            Cell(name),
            Cell(line.burst, True),
            Cell(line.damage, True),
            Cell(line.save_text, True),
            Cell(line.ammunition, True),
            Cell(
                ranges.replace(" | ", "\n"),
                tooltip=line.ranges_text(other) if line.ranges else "",
            ),
        )
        return self._cells_of.put(key, cells)
