"""EventTableModel on a real event check: every cell, per column and role."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from listbuilder.core.its.event import Event, check_event
from listbuilder.core.its.event_file import read_event_csv
from listbuilder.core.its.event_rows import summary_rows
from listbuilder.gui.event.table_model import EventTableModel
from tests.fixtures.event import (
    ALPHA,
    CORREGIDOR,
    DEMO_HG,
    SVALARHEIMA,
    code,
    event_csv,
)

DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
FOREGROUND = Qt.ItemDataRole.ForegroundRole
ACROSS = Qt.Orientation.Horizontal
BO_STATUS = (
    "lists of different armies: Svalarheima's Winter Force / Jurisdictional "
    "Command of Corregidor; row 3: illegal (A3 DATA E5 E7); row 4: illegal (DATA E5 E7)"
)


@pytest.fixture(scope="module")
def model(qapp, catalog, n5):
    """Ann ok (one list), Bo two sectorials, Cy an unreadable code, a nameless row."""
    text = event_csv(
        [
            ("Ann", code(*DEMO_HG)),
            ("Bo", code(*SVALARHEIMA)),
            ("Bo", code(*CORREGIDOR)),
            ("Cy", "not a code"),
            ("", code(*ALPHA)),
        ]
    )
    check = check_event(read_event_csv(text), Event(), catalog, n5)
    model = EventTableModel()
    model.reset_rows(summary_rows(check))
    return model


def cells(model, role):
    return [
        [model.index(r, c).data(role) for c in range(model.columnCount())]
        for r in range(model.rowCount())
    ]


def test_headers_and_their_explanations(model):
    assert [model.headerData(c, ACROSS, DISPLAY) for c in range(4)] == [
        "Player",
        "Army",
        "Lists",
        "Status",
    ]
    assert [model.headerData(c, ACROSS, TOOLTIP) for c in range(4)] == [
        "The player, as the event file names them",
        "Army or sectorial of the lists (ITS: one for all)",
        "Lists submitted (1 or 2; 3 with Escalation)",
        "OK, or what is wrong",
    ]


def test_display_role(model):
    shown = cells(model, DISPLAY)
    assert shown[0] == ["Ann", "PanOceania", "1", "OK"]
    assert shown[1] == [
        "Bo",
        "Svalarheima's Winter Force / Jurisdictional Command of Corregidor",
        "2",
        BO_STATUS,
    ]
    assert shown[2][:3] == ["Cy", "-", "1 (1 unreadable)"]
    assert shown[2][3].startswith("row 5: unreadable: not an army code")
    assert shown[3] == ["row 6", "-", "-", "no player"]


def test_tooltip_role_is_the_full_text(model):
    tips = cells(model, TOOLTIP)
    assert tips[1][3] == BO_STATUS
    assert tips[0] == ["Ann", "PanOceania", "1", "OK"]


def test_only_the_status_is_coloured_green_when_ok_red_when_not(model):
    colours = cells(model, FOREGROUND)
    assert [row[:3] for row in colours] == [[None] * 3] * 4
    assert [row[3].color() for row in colours] == [
        QColor(32, 120, 48),
        QColor(176, 32, 32),
        QColor(176, 32, 32),
        QColor(176, 32, 32),
    ]


def test_row_role_gives_the_core_row(model):
    rows = [model.index(r, 0).data(EventTableModel.RowRole) for r in range(4)]
    assert [r.player_index for r in rows] == [0, 1, 2, None]
    assert [r.ok for r in rows] == [True, False, False, False]


def test_outside_the_rows_is_none(model):
    assert model.index(4, 0).data(DISPLAY) is None
    assert model.index(0, 4).data(DISPLAY) is None
    assert model.rowCount(model.index(0, 0)) == 0
