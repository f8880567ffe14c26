"""The face-to-face calculator panel: two troopers, their weapons, exact odds.

The active side starts as the app's selected trooper (:meth:`DicePanel.set_trooper`)
and the reactive side is any trooper of any army in the catalog (army → unit →
option). Each side picks a weapon mode and a range band, may be in partial
cover and may carry a further modifier. Results come from the rules core
(``listbuilder.core.dice``): a table of hits, criticals and wounds, and a bar
chart of the wound distributions drawn with QPainter.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from listbuilder.core.army import CombatGroup, TrooperEntry
from listbuilder.core.catalog import Army, Catalog, ItemRef, Weapon, WeaponMode
from listbuilder.core.dice import (
    Combatant,
    FaceToFace,
    Side,
    face_to_face,
    sides_from_combatants,
)
from listbuilder.core.errors import RulesError
from listbuilder.core.resolve import ResolvedTrooper, resolve_trooper
from listbuilder.core.roster import save_text
from listbuilder.core.ruleset import Ruleset
from listbuilder.core.wording import percent_text
from listbuilder.gui.signals import emit
from listbuilder.gui.widgets._rich import escape

#: Colours of the two sides in the summary, table headers and chart.
ACTIVE_COLOR = QColor("#2f6db5")
REACTIVE_COLOR = QColor("#c0392b")
#: Width (px) from which the two sides, and tables and chart, sit side by side.
WIDE_LAYOUT = 760
#: Tooltips of the result tables' columns.
COLUMN_TIPS = (
    "Chance of exactly n successful rolls (criticals included)",
    "Chance of exactly n criticals",
    "Chance that the opponent loses exactly n wounds (after saving rolls)",
)
#: Width (px) from which the two result tables sit side by side.
SIDE_BY_SIDE_TABLES = 470
#: Distance (cm) whose band is chosen by default: 12", a common firing range.
DEFAULT_DISTANCE_CM = 30


@dataclass(frozen=True, slots=True)
class WeaponChoice:
    """One entry of a weapon menu: a trooper's weapon and one of its modes.

    Attributes
    ----------
    ref : ItemRef
        The trooper's weapon reference (its ``extras`` such as ``+1B``).
    weapon : Weapon
        The catalog weapon.
    mode : WeaponMode
        The chosen firing mode.
    """

    ref: ItemRef
    weapon: Weapon
    mode: WeaponMode

    @property
    def label(self) -> str:
        """Menu text: ``MULTI Sniper Rifle — AP Mode`` or ``Combi Rifle (+1B)``."""
        text = self.ref.label if self.ref.extras else self.weapon.name
        if self.mode.name != self.weapon.name and len(self.weapon.modes) > 1:
            text += f" — {self.mode.name}"
        return text

    @property
    def summary(self) -> str:
        """Tooltip: burst, PS and saving roll as printed."""
        m = self.mode
        return (
            f"B {m.burst}, PS {m.damage}, saving {save_text(m.saving, m.saving_num)}"
            f", ammunition {m.ammunition or '-'}"
        )


def weapon_choices(trooper: ResolvedTrooper, catalog: Catalog) -> list[WeaponChoice]:
    """Every mode of every weapon of ``trooper`` that can roll (numeric burst).

    Repeated weapons (profile and option both listing one) appear once.
    """
    seen: set[tuple[int, tuple[str, ...]]] = set()
    out: list[WeaponChoice] = []
    for ref in trooper.weapons:
        key = (ref.id, ref.extras)
        weapon = catalog.weapon(ref.id)
        if key in seen or weapon is None:
            continue
        seen.add(key)
        out.extend(
            WeaponChoice(ref, weapon, mode)
            for mode in weapon.modes
            if mode.burst.strip().isdigit()
        )
    return out


def _band_label(mode: WeaponMode, index: int) -> str:
    band = mode.ranges[index]
    return f'{band.min_in}-{band.max_in}" ({band.modifier:+d})'


class WoundChart(QWidget):
    """Grouped bar chart of wound distributions, one colour per side.

    ``set_series([(label, colour, distribution or None), ...])``: bar ``w`` of a
    series is P(``w`` wounds), drawn as a percentage; a series without a
    distribution is named in the legend as "no wounds".
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._series: list[tuple[str, QColor, tuple[Fraction, ...] | None]] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(170)

    def sizeHint(self) -> QSize:  # noqa: D102
        return QSize(420, 220)

    def set_series(
        self, series: Sequence[tuple[str, QColor, tuple[Fraction, ...] | None]]
    ) -> None:
        """Replace the plotted distributions and repaint."""
        self._series = list(series)
        self.update()

    @property
    def series(self) -> list[tuple[str, QColor, tuple[Fraction, ...] | None]]:
        """The plotted series (label, colour, distribution or None)."""
        return list(self._series)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: D102
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text = pal.color(QPalette.ColorRole.WindowText)
        grid = QColor(text)
        grid.setAlpha(40)
        painter.fillRect(self.rect(), pal.color(QPalette.ColorRole.Base))
        fm = painter.fontMetrics()
        plotted = [s for s in self._series if s[2] is not None]
        title = "Wounds caused"
        painter.setPen(text)
        bold = QFont(painter.font())
        bold.setBold(True)
        painter.setFont(bold)
        painter.drawText(8, fm.ascent() + 4, title)
        painter.setFont(self.font())
        # Legend, top right.
        x = self.width() - 8
        for label, color, dist in reversed(self._series):
            name = label if dist is not None else f"{label}: no wounds"
            w = fm.horizontalAdvance(name)
            x -= w
            painter.setPen(text)
            painter.drawText(x, fm.ascent() + 4, name)
            x -= 14
            painter.fillRect(QRectF(x, 6, 10, 10), color)
            x -= 12
        if not plotted:
            painter.setPen(text)
            painter.drawText(
                self.rect(),
                Qt.AlignmentFlag.AlignCenter,
                "Neither weapon causes wounds",
            )
            return
        top = fm.height() + 14
        left = fm.horizontalAdvance("100%") + 12
        bottom = self.height() - fm.height() - 10
        right = self.width() - 10
        height = max(1, bottom - top)
        groups = max(len(s[2] or ()) for s in plotted)
        peak = max(float(p) for s in plotted for p in s[2] or ())
        step = next(s for s in (5, 10, 20, 25, 50) if peak * 100 <= s * 4)
        ceiling = min(100, step * math.ceil(peak * 100 / step)) or step
        # Grid and y labels.
        for value in range(0, ceiling + 1, step):
            y = bottom - height * value / ceiling
            painter.setPen(QPen(grid, 1))
            painter.drawLine(left, round(y), right, round(y))
            painter.setPen(text)
            label = f"{value}%"
            painter.drawText(
                left - 6 - fm.horizontalAdvance(label),
                round(y + fm.ascent() / 2 - 1),
                label,
            )
        # Bars.
        slot = (right - left) / groups
        bar = max(2.0, min(28.0, slot * 0.8 / len(plotted)))
        for w in range(groups):
            x0 = left + slot * w + (slot - bar * len(plotted)) / 2
            for i, (_, color, dist) in enumerate(plotted):
                p = float(dist[w]) if dist and w < len(dist) else 0.0
                h = height * p * 100 / ceiling
                painter.fillRect(QRectF(x0 + i * bar, bottom - h, bar - 1, h), color)
            painter.setPen(text)
            label = str(w)
            cx = left + slot * (w + 0.5) - fm.horizontalAdvance(label) / 2
            painter.drawText(round(cx), bottom + fm.ascent() + 4, label)
        painter.end()


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
    stats_label : QLabel
        The trooper's attributes.
    """

    #: Any input changed.
    changed = Signal()
    #: The range band changed by the user (its index).
    band_changed = Signal(int)

    def __init__(self, title: str, catalog: Catalog, parent: QWidget | None = None):
        super().__init__(title, parent)
        self._catalog = catalog
        self._busy = False
        self._trooper: ResolvedTrooper | None = None
        self.army_combo = QComboBox(self)
        self.unit_combo = QComboBox(self)
        self.option_combo = QComboBox(self)
        self.weapon_combo = QComboBox(self)
        self.band_combo = QComboBox(self)
        self.cover_check = QCheckBox("In partial cover", self)
        self.cover_check.setToolTip("-3 to the opponent's roll, +3 to saving rolls")
        self.modifier_spin = QSpinBox(self)
        self.modifier_spin.setRange(-12, 12)
        self.modifier_spin.setToolTip("Further modifier to this trooper's roll")
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
        form.addRow("Army", self.army_combo)
        form.addRow("Unit", self.unit_combo)
        form.addRow("Option", self.option_combo)
        form.addRow("", self.stats_label)
        form.addRow("Weapon", self.weapon_combo)
        form.addRow("Range", self.band_combo)
        mods = QHBoxLayout()
        mods.addWidget(self.cover_check)
        mods.addStretch(1)
        mods.addWidget(QLabel("Modifier", self))
        mods.addWidget(self.modifier_spin)
        form.addRow("", mods)

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
                    trooper.entry.group_id,
                    trooper.entry.option_id,
                    reinforcement=reinforcement,
                ):
                    return True
        return False

    def select_ids(
        self,
        army_id: int,
        unit_id: int,
        group_id: int,
        option_id: int,
        *,
        reinforcement: bool = False,
    ) -> bool:
        """Show the option ``(group_id, option_id)`` of a unit of an army.

        Returns False (and changes nothing) when the army, unit or option is
        not offered.
        """
        army_index = self.army_combo.findData(army_id)
        army = self._catalog.army(army_id)
        if army_index < 0 or army is None:
            return False
        unit = army.unit(unit_id, reinforcement=reinforcement)
        if unit is None or (group_id, option_id) not in {
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
            self._set_data(self.option_combo, (group_id, option_id))
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
        group_id, option_id = option
        return army_id, unit_id, group_id, option_id, bool(reinforcement)

    def select_band_near(self, distance_cm: float) -> None:
        """Choose the band containing ``distance_cm`` (no signal if unchanged)."""
        choice = self.weapon
        if choice is None or not choice.mode.ranges:
            return
        for i, band in enumerate(choice.mode.ranges):
            if band.min_cm <= distance_cm <= band.max_cm:
                if self.band_combo.currentIndex() != i:
                    self._busy = True
                    self.band_combo.setCurrentIndex(i)
                    self._busy = False
                    self._emit()
                return

    # -- filling ----------------------------------------------------------------------

    @staticmethod
    def _set_data(combo: QComboBox, data: object) -> bool:
        for i in range(combo.count()):
            if combo.itemData(i) == data:
                combo.setCurrentIndex(i)
                return True
        return False

    def _fill_units(self) -> None:
        self.unit_combo.clear()
        army = self.army
        if army is None:
            return
        for unit in sorted(army.units, key=lambda u: u.isc.casefold()):
            self.unit_combo.addItem(unit.isc, (False, unit.id))
        if army.reinforcements:
            for unit in sorted(army.reinforcements.units, key=lambda u: u.isc):
                self.unit_combo.addItem(f"{unit.isc} (reinforcement)", (True, unit.id))

    def _fill_options(self) -> None:
        self.option_combo.clear()
        army, key = self.army, self.unit_combo.currentData()
        if army is None or key is None:
            return
        unit = army.unit(key[1], reinforcement=key[0])
        if unit is None:
            return
        for group_id, option in unit.purchasable():
            self.option_combo.addItem(
                f"{option.name} ({option.points} pts)", (group_id, option.id)
            )

    def _resolve(self) -> None:
        army, unit_key = self.army, self.unit_combo.currentData()
        option_key = self.option_combo.currentData()
        self._trooper = None
        if army is None or unit_key is None or option_key is None:
            self.stats_label.setText("")
            return
        entry = TrooperEntry(
            unit_id=unit_key[1], group_id=option_key[0], option_id=option_key[1]
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
        previous = self.weapon
        self.weapon_combo.clear()
        if self._trooper is None:
            self._fill_bands()
            return
        for choice in weapon_choices(self._trooper, self._catalog):
            self.weapon_combo.addItem(choice.label, choice)
            self.weapon_combo.setItemData(
                self.weapon_combo.count() - 1,
                choice.summary,
                Qt.ItemDataRole.ToolTipRole,
            )
        if previous is not None:
            for i in range(self.weapon_combo.count()):
                choice = self.weapon_combo.itemData(i)
                if choice.weapon.id == previous.weapon.id and (
                    choice.mode.name == previous.mode.name
                ):
                    self.weapon_combo.setCurrentIndex(i)
                    break
        self._fill_bands()

    def _fill_bands(self) -> None:
        previous = self.band_combo.currentData()
        self.band_combo.clear()
        choice = self.weapon
        if choice is None:
            return
        mode = choice.mode
        if not mode.ranges:
            self.band_combo.addItem("no range bands", None)
            self.band_combo.setEnabled(False)
            return
        self.band_combo.setEnabled(True)
        for i in range(len(mode.ranges)):
            self.band_combo.addItem(_band_label(mode, i), i)
        if isinstance(previous, int) and previous < len(mode.ranges):
            self.band_combo.setCurrentIndex(previous)
            return
        default = next(
            (
                i
                for i, b in enumerate(mode.ranges)
                if b.min_cm <= DEFAULT_DISTANCE_CM <= b.max_cm
            ),
            0,
        )
        self.band_combo.setCurrentIndex(default)

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


class DicePanel(QWidget):
    """Face-to-face calculator: the selected trooper against any opponent.

    Attributes
    ----------
    active, reactive : TrooperPicker
        The two sides' trooper, weapon, band, cover and modifier.
    same_distance_check : QCheckBox
        When checked, choosing one side's range band moves the other side to
        the band holding the same distance.
    summary_label : QLabel
        "Active wins ... Reactive wins ... Neither ...".
    active_table, reactive_table : QTableWidget
        One per side, row ``n``: P(``n`` hits), P(``n`` criticals), P(``n``
        wounds caused). Three columns each, so a table fits the narrow dock
        without scrolling sideways; the two stack when narrow.
    active_title, reactive_title : QLabel
        The tables' headings, in the sides' colours.
    chart : WoundChart
        The wound distributions as bars.
    error_label : QLabel
        Why no result could be computed, if so.
    result : FaceToFace or None
        The latest result.
    """

    #: A new result was computed (FaceToFace, or None when inputs are missing).
    result_changed = Signal(object)

    #: Columns of each side's table.
    COLUMNS = ("Hits", "Crits", "Wounds")

    def __init__(
        self, catalog: Catalog, ruleset: Ruleset, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._catalog = catalog
        self._ruleset = ruleset
        self.result: FaceToFace | None = None
        self.sides: tuple[Side, Side] | None = None

        self.active = TrooperPicker("Active (shoots first)", catalog, self)
        self.reactive = TrooperPicker("Reactive (ARO)", catalog, self)
        self.same_distance_check = QCheckBox("Same distance for both", self)
        self.same_distance_check.setChecked(True)
        self.same_distance_check.setToolTip(
            "Choosing a range band on one side picks the band holding the same "
            "distance on the other"
        )
        self.summary_label = QLabel(self)
        self.summary_label.setTextFormat(Qt.TextFormat.RichText)
        self.summary_label.setWordWrap(True)
        self.error_label = QLabel(self)
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b03a2e;")
        self.error_label.hide()
        self.active_title = QLabel(self)
        self.reactive_title = QLabel(self)
        self.active_table = self._result_table(ACTIVE_COLOR)
        self.reactive_table = self._result_table(REACTIVE_COLOR)
        self.chart = WoundChart(self)

        self._sides = sides = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        sides.addWidget(self.active, 1)
        sides.addWidget(self.reactive, 1)
        self._tables = tables = QBoxLayout(QBoxLayout.Direction.TopToBottom)
        for title, table in (
            (self.active_title, self.active_table),
            (self.reactive_title, self.reactive_table),
        ):
            column = QVBoxLayout()
            column.setSpacing(2)
            column.addWidget(title)
            column.addWidget(table)
            column.addStretch(1)
            tables.addLayout(column)
        self._results = results = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        results.addLayout(tables, 0)
        results.addWidget(self.chart, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(sides)
        layout.addWidget(self.same_distance_check)
        layout.addWidget(self.summary_label)
        layout.addWidget(self.error_label)
        layout.addLayout(results, 1)

        self.active.changed.connect(self.recompute)
        self.reactive.changed.connect(self.recompute)
        self.active.band_changed.connect(
            lambda _: self._follow_distance(self.active, self.reactive)
        )
        self.reactive.band_changed.connect(
            lambda _: self._follow_distance(self.reactive, self.active)
        )
        self.recompute()

    # -- public -----------------------------------------------------------------------

    def set_trooper(self, trooper: ResolvedTrooper | None) -> None:
        """Preselect the app's selected trooper as the active side.

        None (nothing selected) or an unresolved trooper leaves the active side
        as it is.
        """
        if trooper is not None and trooper.is_resolved:
            self.active.select(trooper)

    def set_ruleset(self, ruleset: Ruleset) -> None:
        """Roll under another ruleset (the list's) and recompute."""
        self._ruleset = ruleset
        self.recompute()

    def recompute(self) -> None:
        """Compute the face to face of the current inputs and show it."""
        a, r = self.active.combatant(), self.reactive.combatant()
        self.result, self.sides = None, None
        error = ""
        if a is None or r is None:
            error = "Pick a trooper and a weapon on each side."
        else:
            try:
                self.sides = sides_from_combatants(a, r, self._ruleset)
                self.result = face_to_face(*self.sides, self._ruleset)
            except RulesError as exc:
                error = str(exc)
        self.error_label.setText(error)
        self.error_label.setVisible(bool(error))
        self._show(self.result)
        emit(self.result_changed, self.result)

    # -- display ----------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: D102
        # Side by side when there is room; stacked in a narrow dock.
        wide = event.size().width() >= WIDE_LAYOUT
        direction = (
            QBoxLayout.Direction.LeftToRight
            if wide
            else QBoxLayout.Direction.TopToBottom
        )
        for box in (self._sides, self._results):
            if box.direction() != direction:
                box.setDirection(direction)
        # The two 3-column tables fit side by side from about 470 pixels.
        tables = (
            QBoxLayout.Direction.LeftToRight
            if event.size().width() >= SIDE_BY_SIDE_TABLES
            else QBoxLayout.Direction.TopToBottom
        )
        if self._tables.direction() != tables:
            self._tables.setDirection(tables)
        super().resizeEvent(event)

    def _result_table(self, color: QColor) -> QTableWidget:
        table = QTableWidget(0, len(self.COLUMNS), self)
        table.setHorizontalHeaderLabels(list(self.COLUMNS))
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        table.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        table.setToolTip("Row n: the chance of exactly n hits / criticals / wounds")
        for col in range(len(self.COLUMNS)):
            item = table.horizontalHeaderItem(col)
            if item is not None:
                item.setForeground(color)
                item.setToolTip(COLUMN_TIPS[col])
        return table

    def _follow_distance(self, source: TrooperPicker, other: TrooperPicker) -> None:
        if not self.same_distance_check.isChecked():
            return
        choice, index = source.weapon, source.band_combo.currentData()
        if choice is None or not isinstance(index, int):
            return
        band = choice.mode.ranges[index]
        other.select_band_near((band.min_cm + band.max_cm) / 2)

    def _show(self, result: FaceToFace | None) -> None:
        if result is None or self.sides is None:
            self.summary_label.setText("")
            for title, table in (
                (self.active_title, self.active_table),
                (self.reactive_title, self.reactive_table),
            ):
                title.setText("")
                table.setRowCount(0)
            self.chart.set_series([])
            return
        a, r = result.active, result.reactive
        self.summary_label.setText(
            f"<span style='color:{ACTIVE_COLOR.name()}'><b>Active wins "
            f"{percent_text(result.active_wins)}</b></span> &nbsp; "
            f"<span style='color:{REACTIVE_COLOR.name()}'><b>Reactive wins "
            f"{percent_text(result.reactive_wins)}</b></span> &nbsp; "
            f"Neither {percent_text(result.neither)}<br>"
            f"<small>Active SV {a.success_value}, B{a.burst}; reactive SV "
            f"{r.success_value}, B{r.burst} ({self._ruleset.edition}). "
            f"Mean wounds caused: active {self._mean(a.expected_wounds)}, "
            f"reactive {self._mean(r.expected_wounds)}</small>"
        )
        self.active_title.setText(self._title("Active", ACTIVE_COLOR))
        self.reactive_title.setText(self._title("Reactive", REACTIVE_COLOR))
        self._fill(self.active_table, (a.hits, a.crits, a.wounds))
        self._fill(self.reactive_table, (r.hits, r.crits, r.wounds))
        self.chart.set_series(
            [("Active", ACTIVE_COLOR, a.wounds), ("Reactive", REACTIVE_COLOR, r.wounds)]
        )

    def _title(self, side: str, color: QColor) -> str:
        picker = self.active if side == "Active" else self.reactive
        choice = picker.weapon
        weapon = f" · {escape(choice.label)}" if choice is not None else ""
        return f"<b style='color:{color.name()}'>{side}</b>{weapon}"

    @staticmethod
    def _fill(
        table: QTableWidget, columns: tuple[tuple[Fraction, ...] | None, ...]
    ) -> None:
        rows = max((len(c) for c in columns if c), default=1)
        table.setRowCount(rows)
        table.setVerticalHeaderLabels([str(n) for n in range(rows)])
        for col, values in enumerate(columns):
            for n in range(rows):
                if values is None:
                    text = "—" if n == 0 else ""
                else:
                    text = percent_text(values[n]) if n < len(values) else ""
                item = QTableWidgetItem(text)
                item.setTextAlignment(
                    Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                )
                table.setItem(n, col, item)

    @staticmethod
    def _mean(value: Fraction | None) -> str:
        return "—" if value is None else f"{float(value):.2f}"
