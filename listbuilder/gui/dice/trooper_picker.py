"""One side of the dice calculator: army, unit, option, weapon mode and range.

:class:`TrooperPicker` picks any trooper of any army (or the list's selected one),
one of its weapons' firing modes and a range band, with cover and a modifier,
and gives the rules core's :class:`~listbuilder.core.dice.engine.Combatant`.

Imports core and Qt widgets.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from listbuilder.core.catalog.army import Army
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.dice.engine import MAX_BURST
from listbuilder.core.dice.sides import Combatant
from listbuilder.core.lists.army_list import CombatGroup, TrooperEntry
from listbuilder.core.lists.resolve import ResolvedTrooper, resolve_trooper
from listbuilder.gui.dice.unit_menus import fill_option_menu, fill_unit_menu
from listbuilder.gui.dice.weapon_menus import (
    WeaponChoice,
    fill_band_menu,
    fill_weapon_menu,
    weapon_choices,
)
from listbuilder.gui.dice.wheel_guard import guard_wheel
from listbuilder.gui.signals import emit


class TrooperPicker(QGroupBox):
    """Army → unit → option pickers, then weapon mode, range band, cover, modifier.

    Attributes
    ----------
    army_combo, unit_combo, option_combo : QComboBox
        The trooper; unit data is ``(reinforcement, unit id)``, option data
        ``(profile group id, option id)``.
    weapon_combo : QComboBox
        Modes of the trooper's weapons (:class:`WeaponChoice` as item data).
    band_combo : QComboBox
        Range bands of the mode (index as data; None for modes without bands).
    cover_check : QCheckBox
        The trooper is in partial cover.
    modifier_spin : QSpinBox
        Further modifier to its roll (skills, Mimetism of its target...).
    burst_spin : QSpinBox or None
        The reactive side's Burst (1 in an ARO; a Fireteam bonus, Total
        Reaction or Neurocinetics raise it); None on the active side.
    stats_label : QLabel
        The trooper's attributes.
    """

    #: Any input changed.
    changed = Signal()
    #: The range band changed by the user (its index).
    band_changed = Signal(int)

    def __init__(
        self,
        title: str,
        catalog: Catalog,
        parent: QWidget | None = None,
        *,
        reactive: bool = False,
    ):
        super().__init__(title, parent)
        self._catalog = catalog
        self._busy = False
        self._trooper: ResolvedTrooper | None = None
        self.army_combo = QComboBox(self)
        self.unit_combo = QComboBox(self)
        self.option_combo = QComboBox(self)
        self.weapon_combo = QComboBox(self)
        self.band_combo = QComboBox(self)
        self.cover_check = QCheckBox(self.tr("In partial cover"), self)
        self.cover_check.setToolTip(
            self.tr("-3 to the opponent's roll, +3 to saving rolls")
        )
        self.modifier_spin = QSpinBox(self)
        self.modifier_spin.setRange(-12, 12)
        self.modifier_spin.setToolTip(
            self.tr("Further modifier to this trooper's roll")
        )
        self.burst_spin: QSpinBox | None = None
        if reactive:
            self.burst_spin = QSpinBox(self)
            self.burst_spin.setRange(1, MAX_BURST)
            self.burst_spin.setPrefix("B")
            self.burst_spin.setToolTip(
                self.tr(
                    "Burst in ARO: 1, unless a skill raises it (Fireteam bonus, "
                    "Total Reaction, Neurocinetics)"
                )
            )
        self.stats_label = QLabel(self)
        self.stats_label.setTextFormat(Qt.TextFormat.PlainText)
        for combo in (self.army_combo, self.unit_combo, self.option_combo):
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(8)
        for combo in (self.weapon_combo, self.band_combo):
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(8)

        form = QFormLayout(self)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(self.tr("Army"), self.army_combo)
        form.addRow(self.tr("Unit"), self.unit_combo)
        form.addRow(self.tr("Option"), self.option_combo)
        form.addRow("", self.stats_label)
        form.addRow(self.tr("Weapon"), self.weapon_combo)
        form.addRow(self.tr("Range"), self.band_combo)
        # Cover and the modifiers take a row each: on one row they made the
        # panel wider than its dock in Korean and Japanese.
        form.addRow("", self.cover_check)
        mods = QHBoxLayout()
        mods.addWidget(self.modifier_spin)
        if self.burst_spin is not None:
            mods.addWidget(self.burst_spin)
        mods.addStretch(1)
        form.addRow(self.tr("Modifier"), mods)
        guard_wheel(
            self,
            self.army_combo,
            self.unit_combo,
            self.option_combo,
            self.weapon_combo,
            self.band_combo,
            self.modifier_spin,
            *([self.burst_spin] if self.burst_spin else []),
        )

        for army_id in catalog.army_ids:
            faction = catalog.faction(army_id)
            self.army_combo.addItem(faction.name if faction else str(army_id), army_id)
        self.army_combo.currentIndexChanged.connect(self._army_changed)
        self.unit_combo.currentIndexChanged.connect(self._unit_changed)
        self.option_combo.currentIndexChanged.connect(self._option_changed)
        self.weapon_combo.currentIndexChanged.connect(self._weapon_changed)
        self.band_combo.currentIndexChanged.connect(self._band_changed)
        self.cover_check.toggled.connect(self._emit)
        self.modifier_spin.valueChanged.connect(self._emit)
        if self.burst_spin is not None:
            self.burst_spin.valueChanged.connect(self._emit)
        self._army_changed()

    # -- state ------------------------------------------------------------------------

    @property
    def army(self) -> Army | None:
        """The chosen army."""
        army_id = self.army_combo.currentData()
        return None if army_id is None else self._catalog.army(army_id)

    @property
    def trooper(self) -> ResolvedTrooper | None:
        """The chosen trooper, resolved against the chosen army."""
        return self._trooper

    @property
    def weapon(self) -> WeaponChoice | None:
        """The chosen weapon mode."""
        choice = self.weapon_combo.currentData()
        return choice if isinstance(choice, WeaponChoice) else None

    def combatant(self) -> Combatant | None:
        """The rules-core input of this side, or None without trooper or weapon."""
        trooper, choice = self._trooper, self.weapon
        if trooper is None or trooper.profile is None or choice is None:
            return None
        return Combatant(
            profile=trooper.profile,
            mode=choice.mode,
            band=self.band_combo.currentData(),
            cover=self.cover_check.isChecked(),
            extras=choice.ref.extras,
            modifier=self.modifier_spin.value(),
        )

    def select(self, trooper: ResolvedTrooper) -> bool:
        """Show ``trooper`` (its army, unit and option); False if not found."""
        if trooper.unit is None or trooper.option is None:
            return False
        reinforcement = trooper.group.reinforcement
        # Only armies already loaded: the trooper's own army is one of them.
        armies = self._catalog.loaded_armies()
        # Prefer the army whose unit is this very object (same catalog), then ids.
        for strict in (True, False):
            for army in armies:
                unit = army.unit(trooper.unit.id, reinforcement=reinforcement)
                if unit is None or (strict and unit is not trooper.unit):
                    continue
                if self.select_ids(
                    army.id,
                    trooper.unit.id,
                    trooper.entry.profile_group_id,
                    trooper.entry.option_id,
                    reinforcement=reinforcement,
                ):
                    return True
        return False

    def select_ids(
        self,
        army_id: int,
        unit_id: int,
        profile_group_id: int,
        option_id: int,
        *,
        reinforcement: bool = False,
    ) -> bool:
        """Show the option ``(profile_group_id, option_id)`` of a unit of an army.

        Returns False (and changes nothing) when the army, unit or option is
        not offered.
        """
        army_index = self.army_combo.findData(army_id)
        army = self._catalog.army(army_id)
        if army_index < 0 or army is None:
            return False
        unit = army.unit(unit_id, reinforcement=reinforcement)
        if unit is None or (profile_group_id, option_id) not in {
            (g, o.id) for g, o in unit.purchasable()
        }:
            return False
        self._busy = True
        try:
            if self.army_combo.currentIndex() != army_index:
                self.army_combo.setCurrentIndex(army_index)
                self._fill_units()
            self._set_data(self.unit_combo, (reinforcement, unit_id))
            self._fill_options()
            self._set_data(self.option_combo, (profile_group_id, option_id))
            self._resolve()
            self._fill_weapons()
        finally:
            self._busy = False
        self._emit()
        return True

    def current_ids(self) -> tuple[int, int, int, int, bool] | None:
        """(army, unit, profile group, option, reinforcement) shown, or None."""
        army_id = self.army_combo.currentData()
        unit = self.unit_combo.currentData()
        option = self.option_combo.currentData()
        if army_id is None or unit is None or option is None:
            return None
        reinforcement, unit_id = unit
        profile_group_id, option_id = option
        return army_id, unit_id, profile_group_id, option_id, bool(reinforcement)

    def select_band_near(self, distance_cm: float, *, notify: bool = True) -> bool:
        """Choose the band containing ``distance_cm``; False if the weapon cannot reach.

        A mode without range bands (templates, CC) is always True. With
        ``notify`` a change announces itself (``changed``).
        """
        choice = self.weapon
        if choice is None or not choice.mode.ranges:
            return True
        for i, band in enumerate(choice.mode.ranges):
            if band.min_cm <= distance_cm <= band.max_cm:
                if self.band_combo.currentIndex() != i:
                    self._busy = True
                    self.band_combo.setCurrentIndex(i)
                    self._busy = False
                    if notify:
                        self._emit()
                return True
        return False

    # -- filling ----------------------------------------------------------------------

    @staticmethod
    def _set_data(combo: QComboBox, data: object) -> bool:
        for i in range(combo.count()):
            if combo.itemData(i) == data:
                combo.setCurrentIndex(i)
                return True
        return False

    def _fill_units(self) -> None:
        fill_unit_menu(self.unit_combo, self.army, self.army_combo.currentText())

    def _fill_options(self) -> None:
        fill_option_menu(self.option_combo, self.army, self.unit_combo.currentData())

    def _resolve(self) -> None:
        army, unit_key = self.army, self.unit_combo.currentData()
        option_key = self.option_combo.currentData()
        self._trooper = None
        if army is None or unit_key is None or option_key is None:
            self.stats_label.setText("")
            return
        entry = TrooperEntry(
            unit_id=unit_key[1], profile_group_id=option_key[0], option_id=option_key[1]
        )
        group = CombatGroup(number=1, reinforcement=unit_key[0])
        self._trooper = resolve_trooper(army, group, entry)
        p = self._trooper.profile
        if p is None:
            self.stats_label.setText("")
            return
        wounds = "STR" if p.is_str else "W"
        self.stats_label.setText(
            f"{p.unit_type}  CC {p.cc}  BS {p.bs}  PH {p.ph}  WIP {p.wip}\n"
            f"ARM {p.arm}  BTS {p.bts}  {wounds} {p.w}"
        )

    def _fill_weapons(self) -> None:
        choices = (
            []
            if self._trooper is None
            else weapon_choices(self._trooper, self._catalog)
        )
        fill_weapon_menu(self.weapon_combo, choices, self.weapon)
        self._fill_bands()

    def _fill_bands(self) -> None:
        fill_band_menu(self.band_combo, self.weapon)

    # -- slots ------------------------------------------------------------------------

    def _emit(self) -> None:
        if not self._busy:
            emit(self.changed)

    def _refill(self, *steps: Callable[[], None]) -> None:
        """Run the refill ``steps`` of a cascade once, then announce the change.

        Filling a combo box fires its own change signal; ``_busy`` stops those
        from starting the cascade again part-way.
        """
        if self._busy:
            return
        self._busy = True
        try:
            for step in steps:
                step()
        finally:
            self._busy = False
        self._emit()

    def _army_changed(self) -> None:
        self._refill(
            self._fill_units, self._fill_options, self._resolve, self._fill_weapons
        )

    def _unit_changed(self) -> None:
        self._refill(self._fill_options, self._resolve, self._fill_weapons)

    def _option_changed(self) -> None:
        self._refill(self._resolve, self._fill_weapons)

    def _weapon_changed(self) -> None:
        self._refill(self._fill_bands)

    def _band_changed(self) -> None:
        if self._busy:
            return
        index = self.band_combo.currentData()
        if isinstance(index, int):
            emit(self.band_changed, index)
        self._emit()
