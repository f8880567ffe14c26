"""The face-to-face calculator panel: two troopers, their weapons, exact odds.

The active side starts as the app's selected trooper (:meth:`DicePanel.set_trooper`)
and the reactive side is any trooper of any army in the catalog (army → unit →
option). Each side picks a weapon mode and a range band, may be in partial
cover and may carry a further modifier. Results come from the rules core
(``listbuilder.core.dice.engine``): a table of hits, criticals and wounds, and a bar
chart of the wound distributions drawn with QPainter.
"""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import (
    QColor,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QBoxLayout,
    QCheckBox,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.dice.engine import FaceToFace, Side
from listbuilder.core.dice.sides import sides_from_combatants
from listbuilder.core.dice.sums import face_to_face
from listbuilder.core.errors import RulesError
from listbuilder.core.lists.resolve import ResolvedTrooper
from listbuilder.gui.dice.trooper_picker import (
    TrooperPicker,
)
from listbuilder.gui.dice.wound_chart import WoundChart
from listbuilder.gui.i18n import QT_TRANSLATE_NOOP, translate
from listbuilder.gui.present.dice_figures import percent_text
from listbuilder.gui.signals import emit
from listbuilder.gui.widgets._rich import escape

#: Colours of the two sides in the summary, table headers and chart.
ACTIVE_COLOR = QColor("#2f6db5")
REACTIVE_COLOR = QColor("#c0392b")
#: Width (px) from which the two sides, and tables and chart, sit side by side.
WIDE_LAYOUT = 760
#: Tooltips of the result tables' columns.
COLUMN_TIPS = (
    QT_TRANSLATE_NOOP(
        "DicePanel", "Chance of exactly n successful rolls (criticals included)"
    ),
    QT_TRANSLATE_NOOP("DicePanel", "Chance of exactly n criticals"),
    QT_TRANSLATE_NOOP(
        "DicePanel",
        "Chance that the opponent loses exactly n wounds (after saving rolls)",
    ),
)
#: Width (px) from which the two result tables sit side by side.
SIDE_BY_SIDE_TABLES = 470


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
    COLUMNS = (
        QT_TRANSLATE_NOOP("DicePanel", "Hits"),
        QT_TRANSLATE_NOOP("DicePanel", "Crits"),
        QT_TRANSLATE_NOOP("DicePanel", "Wounds"),
    )

    def __init__(
        self, catalog: Catalog, ruleset: Ruleset, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._catalog = catalog
        self._ruleset = ruleset
        self.result: FaceToFace | None = None
        self.sides: tuple[Side, Side] | None = None

        self.active = TrooperPicker(self.tr("Active (shoots first)"), catalog, self)
        self.reactive = TrooperPicker(self.tr("Reactive (ARO)"), catalog, self)
        self.same_distance_check = QCheckBox(self.tr("Same distance for both"), self)
        self.same_distance_check.setChecked(True)
        self.same_distance_check.setToolTip(
            self.tr(
                "Choosing a range band on one side picks the band holding the "
                "same distance on the other"
            )
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
            error = self.tr("Pick a trooper and a weapon on each side.")
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
        table.setHorizontalHeaderLabels(
            [translate("DicePanel", c) for c in self.COLUMNS]
        )
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
        table.setToolTip(
            self.tr("Row n: the chance of exactly n hits / criticals / wounds")
        )
        for col in range(len(self.COLUMNS)):
            item = table.horizontalHeaderItem(col)
            if item is not None:
                item.setForeground(color)
                item.setToolTip(translate("DicePanel", COLUMN_TIPS[col]))
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
        active_wins = self.tr("Active wins {percent}").format(
            percent=percent_text(result.active_wins)
        )
        reactive_wins = self.tr("Reactive wins {percent}").format(
            percent=percent_text(result.reactive_wins)
        )
        neither = self.tr("Neither {percent}").format(
            percent=percent_text(result.neither)
        )
        details = self.tr(
            "Active SV {a_sv}, B{a_burst}; reactive SV {r_sv}, B{r_burst} "
            "({edition}). Mean wounds caused: active {a_wounds}, "
            "reactive {r_wounds}"
        ).format(
            a_sv=a.success_value,
            a_burst=a.burst,
            r_sv=r.success_value,
            r_burst=r.burst,
            edition=self._ruleset.edition,
            a_wounds=self._mean(a.expected_wounds),
            r_wounds=self._mean(r.expected_wounds),
        )
        self.summary_label.setText(
            f"<span style='color:{ACTIVE_COLOR.name()}'><b>{active_wins}"
            f"</b></span> &nbsp; "
            f"<span style='color:{REACTIVE_COLOR.name()}'><b>{reactive_wins}"
            f"</b></span> &nbsp; {neither}<br><small>{details}</small>"
        )
        active, reactive = self.tr("Active"), self.tr("Reactive")
        self.active_title.setText(self._title(self.active, active, ACTIVE_COLOR))
        self.reactive_title.setText(
            self._title(self.reactive, reactive, REACTIVE_COLOR)
        )
        self._fill(self.active_table, (a.hits, a.crits, a.wounds))
        self._fill(self.reactive_table, (r.hits, r.crits, r.wounds))
        self.chart.set_series(
            [(active, ACTIVE_COLOR, a.wounds), (reactive, REACTIVE_COLOR, r.wounds)]
        )

    @staticmethod
    def _title(picker: TrooperPicker, side: str, color: QColor) -> str:
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
