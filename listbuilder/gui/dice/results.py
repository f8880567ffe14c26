"""How the dice panel shows a result: the summary line and the per-side tables.

:func:`result_table` builds one side's table (hits, criticals and wounds by
count) and :func:`fill_table` fills it; :func:`face_to_face_summary` and
:func:`template_summary` say in one rich-text paragraph who wins, or, against
a direct template, what hits without a roll and what a Dodge does (RULES.md
D8). The texts are the ``DicePanel`` context's.

Imports core and Qt widgets.
"""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QHeaderView,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from listbuilder.core.dice.engine import FaceToFace
from listbuilder.core.dice.templates import TemplateExchange
from listbuilder.gui.i18n import QT_TRANSLATE_NOOP, translate
from listbuilder.gui.present.dice_figures import percent_text

#: Colours of the two sides in the summary, table headers and chart.
ACTIVE_COLOR = QColor("#2f6db5")
REACTIVE_COLOR = QColor("#c0392b")
#: Columns of each side's table.
COLUMNS = (
    QT_TRANSLATE_NOOP("DicePanel", "Hits"),
    QT_TRANSLATE_NOOP("DicePanel", "Crits"),
    QT_TRANSLATE_NOOP("DicePanel", "Wounds"),
)
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


def mean_text(value: Fraction | None) -> str:
    """A mean number of wounds as ``1.23``, or ``—`` without PS."""
    return "—" if value is None else f"{float(value):.2f}"


def _colored(color: QColor, text: str) -> str:
    return f"<span style='color:{color.name()}'><b>{text}</b></span>"


def face_to_face_summary(result: FaceToFace, edition: str) -> str:
    """Who wins a face-to-face roll, and each side's SV, B and mean wounds."""
    a, r = result.active, result.reactive
    active_wins = translate("DicePanel", "Active wins {percent}").format(
        percent=percent_text(result.active_wins)
    )
    reactive_wins = translate("DicePanel", "Reactive wins {percent}").format(
        percent=percent_text(result.reactive_wins)
    )
    neither = translate("DicePanel", "Neither {percent}").format(
        percent=percent_text(result.neither)
    )
    details = translate(
        "DicePanel",
        "Active SV {a_sv}, B{a_burst}; reactive SV {r_sv}, B{r_burst} "
        "({edition}). Mean wounds caused: active {a_wounds}, "
        "reactive {r_wounds}",
    ).format(
        a_sv=a.success_value,
        a_burst=a.burst,
        r_sv=r.success_value,
        r_burst=r.burst,
        edition=edition,
        a_wounds=mean_text(a.expected_wounds),
        r_wounds=mean_text(r.expected_wounds),
    )
    return (
        f"{_colored(ACTIVE_COLOR, active_wins)} &nbsp; "
        f"{_colored(REACTIVE_COLOR, reactive_wins)} &nbsp; {neither}"
        f"<br><small>{details}</small>"
    )


def template_summary(result: TemplateExchange) -> str:
    """What an exchange with a direct template does: no face to face (RULES.md D8)."""
    parts = []
    for side, name, color in (
        (result.active, translate("DicePanel", "Active"), ACTIVE_COLOR),
        (result.reactive, translate("DicePanel", "Reactive"), REACTIVE_COLOR),
    ):
        if side.success_value is None:
            text = translate(
                "DicePanel", "{side}: the template hits without a roll"
            ).format(side=name)
        else:
            text = translate(
                "DicePanel", "{side}: normal roll, SV {sv}, B{burst}, hits {percent}"
            ).format(
                side=name,
                sv=side.success_value,
                burst=side.burst,
                percent=percent_text(side.wins),
            )
        parts.append(_colored(color, text))
    lines = [" &nbsp; ".join(parts)]
    if result.dodge is not None:
        lines.append(
            translate(
                "DicePanel",
                "Or the reactive trooper Dodges: PH roll, SV {sv}, succeeds "
                "{percent} and avoids the template",
            ).format(sv=result.dodge_success_value, percent=percent_text(result.dodge))
        )
    lines.append(
        "<small>"
        + translate(
            "DicePanel",
            "No face-to-face roll against a template: each attack is resolved "
            "on its own. Mean wounds caused: active {a_wounds}, reactive {r_wounds}",
        ).format(
            a_wounds=mean_text(result.active.expected_wounds),
            r_wounds=mean_text(result.reactive.expected_wounds),
        )
        + "</small>"
    )
    return "<br>".join(lines)


def result_table(parent: QWidget, color: QColor) -> QTableWidget:
    """An empty table of one side's hits, criticals and wounds, headers in ``color``."""
    table = QTableWidget(0, len(COLUMNS), parent)
    table.setHorizontalHeaderLabels([translate("DicePanel", c) for c in COLUMNS])
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.horizontalHeader().setSectionResizeMode(
        QHeaderView.ResizeMode.ResizeToContents
    )
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
    table.setToolTip(
        translate(
            "DicePanel", "Row n: the chance of exactly n hits / criticals / wounds"
        )
    )
    for col in range(len(COLUMNS)):
        item = table.horizontalHeaderItem(col)
        if item is not None:
            item.setForeground(color)
            item.setToolTip(translate("DicePanel", COLUMN_TIPS[col]))
    return table


def fill_table(
    table: QTableWidget, columns: tuple[tuple[Fraction, ...] | None, ...]
) -> None:
    """Fill ``table``: row ``n``, column ``c`` shows ``columns[c][n]`` in percent."""
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
