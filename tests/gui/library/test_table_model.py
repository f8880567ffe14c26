"""LibraryTableModel on three saved lists: every cell, per column and role."""

from __future__ import annotations

from datetime import datetime

import pytest
from PySide6.QtCore import Qt

from listbuilder.core import ArmyList, CombatGroup
from listbuilder.core.library import error_row, library_row
from listbuilder.gui.library.table_model import (
    LibraryProxyModel,
    LibraryTableModel,
    decode_paths,
)
from tests.fixtures.lists import fifteen_with_teams_and_reinforcements
from tests.helpers import e

DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
FOREGROUND = Qt.ItemDataRole.ForegroundRole
SORT = LibraryTableModel.SortRole
ACROSS = Qt.Orientation.Horizontal
MTIME = 1_700_000_000 * 10**9
MINUTE = 60 * 10**9
FRIARS_PATH = "/lists/ITS/friars.lbl.json"

HEADERS = [
    "Name", "Army", "Points", "Legal", "Troopers", "Tags", "Folder", "Data", "Modified"
]  # fmt: skip
HEADER_TIPS = [
    "The list's name (its file name when it has none)",
    "Army or sectorial",
    "Points the main list spends / the agreed limit (RULES.md A1)",
    "Legal, or the RULES.md items the list breaks",
    "Troopers in the main list / the cap (RULES.md A7)",
    "Your tags",
    "Folder inside the library",
    "Version of the army data the list was checked against",
    "When the file was last changed",
]


def local(mtime_ns: int) -> str:
    """The modified time as the library prints it (local time)."""
    return datetime.fromtimestamp(mtime_ns / 1e9).strftime("%Y-%m-%d %H:%M")


@pytest.fixture(scope="module")
def rows(catalog, n5):
    """A legal list in a folder, an illegal one at the top, an unreadable file."""
    friars = fifteen_with_teams_and_reinforcements().replace(
        name="Friars", tags=("ITS", "practice"), notes="Versus Nomads"
    )
    pano = ArmyList(
        army_id=101,
        name="Fusiliers",
        groups=(CombatGroup(number=1, troopers=(e(1, 1, 1),)),),
    )
    return (
        library_row(
            friars,
            catalog,
            n5,
            path=FRIARS_PATH,
            relative="ITS/friars.lbl.json",
            size=123,
            mtime_ns=MTIME,
        ),
        library_row(
            pano,
            catalog,
            n5,
            path="/lists/pano.lbl.json",
            relative="pano.lbl.json",
            size=45,
            mtime_ns=MTIME + MINUTE,
        ),
        error_row(
            "not a Listbuilder list",
            path="/lists/bad.lbl.json",
            relative="bad.lbl.json",
            size=3,
            mtime_ns=MTIME,
        ),
    )


@pytest.fixture
def model(rows):
    model = LibraryTableModel()
    model.set_rows(rows)
    return model


def column(model, row: int, role: int) -> list:
    return [model.data(model.index(row, c), role) for c in range(9)]


def colours(model, row: int) -> list:
    return [b.color().name() if b else None for b in column(model, row, FOREGROUND)]


def test_library_model_and_proxy_pass_the_model_tester(qtmodeltester, model):
    qtmodeltester.check(model)
    proxy = LibraryProxyModel()
    proxy.setSourceModel(model)
    qtmodeltester.check(proxy)


def test_headers_and_counts(model):
    assert model.rowCount() == 3
    assert model.columnCount() == 9
    assert [model.headerData(c, ACROSS) for c in range(9)] == HEADERS
    assert [model.headerData(c, ACROSS, TOOLTIP) for c in range(9)] == HEADER_TIPS
    assert model.headerData(0, Qt.Orientation.Vertical) is None
    assert model.headerData(9, ACROSS) is None
    assert model.rowCount(model.index(0, 0)) == 0


def test_every_cell_of_a_legal_list(model, rows):
    assert column(model, 0, DISPLAY) == [
        "Friars",
        "Military Orders",
        "255/300",
        "Legal",
        "12/15",
        "ITS, practice",
        "ITS",
        "7.2669.194",
        local(MTIME),
    ]
    # the note on the name, the violations on the legality, the data version
    # with its date, else the path
    assert column(model, 0, TOOLTIP) == [
        "Versus Nomads", FRIARS_PATH, FRIARS_PATH, "No rule broken.",
        *[FRIARS_PATH] * 3, "7.2669.194 (10 Mar 2026)", FRIARS_PATH,
    ]  # fmt: skip
    assert column(model, 0, SORT) == [
        ("friars", "Friars"),
        ("military orders", "Military Orders"),
        (False, 255, 300),
        (False, False, 0, ()),
        (False, 12),
        ("its, practice", "ITS, practice"),
        ("its", "ITS"),
        (False, (7, 2669, 194)),
        (MTIME,),
    ]
    assert colours(model, 0) == [None, None, None, "#207830", *[None] * 5]
    assert column(model, 0, LibraryTableModel.RowRole) == [rows[0]] * 9
    assert model.flags(model.index(0, 0)) == (
        Qt.ItemFlag.ItemIsEnabled
        | Qt.ItemFlag.ItemIsSelectable
        | Qt.ItemFlag.ItemIsDragEnabled
    )


def test_every_cell_of_an_illegal_list(model):
    path = "/lists/pano.lbl.json"
    assert column(model, 1, DISPLAY) == [
        "Fusiliers",
        "PanOceania",
        "10/300",
        "Illegal: A3",
        "1/15",
        "",
        "",
        "7.2669.194",
        local(MTIME + MINUTE),
    ]
    assert column(model, 1, TOOLTIP) == [
        path,
        path,
        path,
        "A3: The list has no Lieutenant: choose a Lieutenant option for one trooper.",
        *[path] * 3,
        "7.2669.194 (10 Mar 2026)",
        path,
    ]
    assert column(model, 1, SORT)[2:5] == [
        (False, 10, 300),
        (False, True, 1, ("A3",)),
        (False, 1),
    ]
    assert colours(model, 1) == [None, None, None, "#b02020", *[None] * 5]


def test_every_cell_of_an_unreadable_file(model):
    assert column(model, 2, DISPLAY) == [
        "bad.lbl.json", "", "", "Unreadable", "", "", "", "", local(MTIME)
    ]  # fmt: skip
    assert column(model, 2, TOOLTIP) == ["not a Listbuilder list"] * 9
    assert column(model, 2, SORT) == [
        ("bad.lbl.json", "bad.lbl.json"),
        ("", ""),
        (True, 0, 0),
        (True, True, 0, ()),
        (True, 0),
        ("", ""),
        ("", ""),
        (True, ()),
        (MTIME,),
    ]
    assert colours(model, 2) == [None, None, None, "#b02020", *[None] * 5]


def test_rows_paths_and_drag_payload(model, rows):
    assert model.rows() == rows
    assert model.library_row(3) is None
    assert model.row_of_path("/lists/bad.lbl.json") == 2
    assert model.row_of_path("/nowhere") == -1
    assert model.sort_keys(2) == [(False, 255, 300), (False, 10, 300), (True, 0, 0)]
    dragged = model.mimeData([model.index(1, 0), model.index(1, 3), model.index(0, 0)])
    assert decode_paths(dragged) == ["/lists/pano.lbl.json", FRIARS_PATH]
    assert model.supportedDragActions() == Qt.DropAction.MoveAction
    assert model.flags(model.index(3, 0)) == Qt.ItemFlag.NoItemFlags


def test_the_same_rows_do_not_reset_the_model(model, rows):
    resets = []
    model.modelReset.connect(lambda: resets.append(True))
    model.set_rows(list(rows))
    assert resets == []
    model.set_rows(rows[:1])
    assert (resets, model.rowCount()) == ([True], 1)
