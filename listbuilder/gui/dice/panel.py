"""The face-to-face calculator panel: two troopers, their weapons, exact odds.

The active side starts as the app's selected trooper (:meth:`DicePanel.set_trooper`)
and the reactive side is any trooper of any army in the catalog (army → unit →
option). Each side picks a weapon mode and a range band (or both take their
band from one shared distance), may be in partial cover and may carry a further
modifier; the reactive side rolls Burst 1 unless the player raises it. Results
come from the rules core (``listbuilder.core.dice``): a face-to-face roll, or,
when a direct template is involved, each attack on its own and the reactive
trooper's Dodge (RULES.md D8); shown as a table of hits, criticals and wounds
and a bar chart of the wound distributions drawn with QPainter.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.dice.engine import FaceToFace, Side
from listbuilder.core.dice.sides import dodge_side, sides_from_combatants
from listbuilder.core.dice.sums import face_to_face
from listbuilder.core.dice.templates import TemplateExchange, template_exchange
from listbuilder.core.errors import RulesError
from listbuilder.core.lists.resolve import ResolvedTrooper
from listbuilder.gui.dice.results import (
    ACTIVE_COLOR,
    REACTIVE_COLOR,
    face_to_face_summary,
    fill_table,
    result_table,
    template_summary,
)
from listbuilder.gui.dice.trooper_picker import TrooperPicker
from listbuilder.gui.dice.weapon_menus import DEFAULT_DISTANCE_CM
from listbuilder.gui.dice.wheel_guard import guard_wheel
from listbuilder.gui.dice.wound_chart import WoundChart
from listbuilder.gui.signals import emit
from listbuilder.gui.widgets.rich_text import escape

#: Width (px) from which the two sides, and tables and chart, sit side by side.
WIDE_LAYOUT = 760
#: Width (px) from which the two result tables sit side by side.
SIDE_BY_SIDE_TABLES = 470
#: Centimetres in an inch, as the game counts them.
CM_PER_INCH = 2.5
#: Colour of the active side's wounds when the reactive trooper Dodges.
DODGED_COLOR = QColor("#8fb3de")


class DicePanel(QWidget):
    """Face-to-face calculator: the selected trooper against any opponent.

    Attributes
    ----------
    active, reactive : TrooperPicker
        The two sides' trooper, weapon, band, cover and modifier; the reactive
        one also its Burst (1 by default, RULES.md D8).
    same_distance_check : QCheckBox
        When checked, both sides stand at one distance (``distance_spin``):
        each side's band is the one of its own weapon holding it, and choosing
        a band on either side moves the distance into it.
    distance_spin : QSpinBox
        The shared distance in inches, shown while ``same_distance_check`` is.
    summary_label : QLabel
        "Active wins ... Reactive wins ... Neither ...", or, with a direct
        template, what hits without a roll and the chance of a Dodge.
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
    result : FaceToFace, TemplateExchange or None
        The latest result.
    """

    #: A new result was computed (FaceToFace or TemplateExchange; None when
    #: inputs are missing).
    result_changed = Signal(object)

    def __init__(
        self, catalog: Catalog, ruleset: Ruleset, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._catalog = catalog
        self._ruleset = ruleset
        self.result: FaceToFace | TemplateExchange | None = None
        self.sides: tuple[Side, Side] | None = None

        self.active = TrooperPicker(self.tr("Active (shoots first)"), catalog, self)
        self.reactive = TrooperPicker(
            self.tr("Reactive (ARO)"), catalog, self, reactive=True
        )
        self.same_distance_check = QCheckBox(self.tr("Same distance for both"), self)
        self.same_distance_check.setChecked(True)
        self.same_distance_check.setToolTip(
            self.tr(
                "Both troopers stand at one distance: each side's range band is "
                "the one of its own weapon holding it"
            )
        )
        self.distance_spin = QSpinBox(self)
        self.distance_spin.setRange(0, 96)
        self.distance_spin.setSuffix('"')
        self.distance_spin.setValue(round(DEFAULT_DISTANCE_CM / CM_PER_INCH))
        self.distance_spin.setToolTip(self.tr("Distance between the two troopers"))
        guard_wheel(self, self.distance_spin)
        self.summary_label = QLabel(self)
        self.summary_label.setTextFormat(Qt.TextFormat.RichText)
        self.summary_label.setWordWrap(True)
        self.error_label = QLabel(self)
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b03a2e;")
        self.error_label.hide()
        self.active_title = QLabel(self)
        self.reactive_title = QLabel(self)
        for title in (self.active_title, self.reactive_title):
            title.setWordWrap(True)
        self.active_table = result_table(self, ACTIVE_COLOR)
        self.reactive_table = result_table(self, REACTIVE_COLOR)
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
        distance = QHBoxLayout()
        distance.addWidget(self.same_distance_check)
        distance.addWidget(self.distance_spin)
        distance.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(sides)
        layout.addLayout(distance)
        layout.addWidget(self.summary_label)
        layout.addWidget(self.error_label)
        layout.addLayout(results, 1)

        self.active.changed.connect(self.recompute)
        self.reactive.changed.connect(self.recompute)
        self.active.band_changed.connect(lambda _: self._band_chosen(self.active))
        self.reactive.band_changed.connect(lambda _: self._band_chosen(self.reactive))
        self.same_distance_check.toggled.connect(self.distance_spin.setVisible)
        self.same_distance_check.toggled.connect(self.recompute)
        self.distance_spin.valueChanged.connect(self.recompute)
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
        """Compute the exchange of the current inputs and show it.

        Source: RULES.md D4, D8.
        """
        error = self._apply_distance()
        a, r = self.active.combatant(), self.reactive.combatant()
        self.result, self.sides = None, None
        if a is None or r is None:
            error = self.tr("Pick a trooper and a weapon on each side.")
        elif not error:
            burst = self.reactive.burst_spin
            try:
                self.sides = sides_from_combatants(
                    a,
                    r,
                    self._ruleset,
                    reactive_burst=burst.value() if burst is not None else 1,
                )
                if any(side.template for side in self.sides):
                    self.result = template_exchange(
                        *self.sides, self._ruleset, dodge=dodge_side(r)
                    )
                else:
                    self.result = face_to_face(*self.sides, self._ruleset)
            except RulesError as exc:
                error = str(exc)
        self.error_label.setText(error)
        self.error_label.setVisible(bool(error))
        self._show(self.result)
        emit(self.result_changed, self.result)

    # -- distance ---------------------------------------------------------------------

    def _apply_distance(self) -> str:
        """Put both sides in the band of the shared distance; why not, if one cannot."""
        if not self.same_distance_check.isChecked():
            return ""
        cm = self.distance_spin.value() * CM_PER_INCH
        for picker in (self.active, self.reactive):
            if not picker.select_band_near(cm, notify=False):
                weapon = picker.weapon
                return self.tr('{weapon} does not reach {distance}".').format(
                    weapon=weapon.label if weapon else "",
                    distance=self.distance_spin.value(),
                )
        return ""

    def _band_chosen(self, source: TrooperPicker) -> None:
        """Move the shared distance into the band the user chose on ``source``."""
        choice, index = source.weapon, source.band_combo.currentData()
        if not self.same_distance_check.isChecked():
            return
        if choice is None or not isinstance(index, int):
            return
        band = choice.mode.ranges[index]
        cm = self.distance_spin.value() * CM_PER_INCH
        if not band.min_cm <= cm <= band.max_cm:
            self.distance_spin.blockSignals(True)
            self.distance_spin.setValue(round((band.min_in + band.max_in) / 2))
            self.distance_spin.blockSignals(False)

    # -- display ----------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: D102
        # Side by side when there is room; stacked in a narrow dock. In a scroll
        # area the room is the viewport's: a panel laid out side by side is as
        # wide as its side-by-side minimum, which must not keep it so.
        width = event.size().width()
        parent = self.parentWidget()
        if parent is not None:
            width = min(width, parent.width())
        wide = width >= WIDE_LAYOUT
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
            if width >= SIDE_BY_SIDE_TABLES
            else QBoxLayout.Direction.TopToBottom
        )
        if self._tables.direction() != tables:
            self._tables.setDirection(tables)
        super().resizeEvent(event)

    def _show(self, result: FaceToFace | TemplateExchange | None) -> None:
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
        if isinstance(result, TemplateExchange):
            self.summary_label.setText(template_summary(result))
        else:
            self.summary_label.setText(
                face_to_face_summary(result, self._ruleset.edition)
            )
        active, reactive = self.tr("Active"), self.tr("Reactive")
        self.active_title.setText(self._title(self.active, active, ACTIVE_COLOR))
        self.reactive_title.setText(
            self._title(self.reactive, reactive, REACTIVE_COLOR)
        )
        fill_table(self.active_table, (a.hits, a.crits, a.wounds))
        fill_table(self.reactive_table, (r.hits, r.crits, r.wounds))
        series = [
            (active, ACTIVE_COLOR, a.wounds),
            (reactive, REACTIVE_COLOR, r.wounds),
        ]
        if isinstance(result, TemplateExchange) and result.dodged_wounds is not None:
            series.insert(
                1, (self.tr("Active, if Dodged"), DODGED_COLOR, result.dodged_wounds)
            )
        self.chart.set_series(series)

    @staticmethod
    def _title(picker: TrooperPicker, side: str, color: QColor) -> str:
        choice = picker.weapon
        weapon = f" · {escape(choice.label)}" if choice is not None else ""
        return f"<b style='color:{color.name()}'>{side}</b>{weapon}"
