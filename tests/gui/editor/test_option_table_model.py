"""OptionTableModel on the Fusiliers of PanOceania: every cell, per column and role."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from listbuilder.gui.editor.option_table_model import OptionTableModel
from listbuilder.gui.models.drag_payloads import decode_option

PANO = 101
DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
ALIGN = Qt.ItemDataRole.TextAlignmentRole
FONT = Qt.ItemDataRole.FontRole
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
ACROSS = Qt.Orientation.Horizontal
LOADOUT, SWC, POINTS = (
    OptionTableModel.COL_LOADOUT,
    OptionTableModel.COL_SWC,
    OptionTableModel.COL_POINTS,
)

#: (option id, loadout, SWC, points, tooltip) of each Fusilier option, in order.
FUSILIER_OPTIONS = [
    (
        1,
        "Combi Rifle, Pistol, CC Weapon",
        "0",
        10,
        "FUSILIER: 10 pts · 0 SWC\nOrders: 1 Regular\n"
        "Weapons: Combi Rifle, Pistol, CC Weapon",
    ),
    (
        2,
        "Heavy Machine Gun, Pistol, CC Weapon",
        "1",
        18,
        "FUSILIER: 18 pts · 1 SWC\nOrders: 1 Regular\n"
        "Weapons: Heavy Machine Gun, Pistol, CC Weapon",
    ),
    (
        4,
        "Missile Launcher, Pistol, CC Weapon",
        "1.5",
        15,
        "FUSILIER: 15 pts · 1.5 SWC\nOrders: 1 Regular\n"
        "Weapons: Missile Launcher, Pistol, CC Weapon",
    ),
    (
        5,
        "MULTI Sniper Rifle, Pistol, CC Weapon",
        "1",
        16,
        "FUSILIER: 16 pts · 1 SWC\nOrders: 1 Regular\n"
        "Weapons: MULTI Sniper Rifle, Pistol, CC Weapon",
    ),
    (
        6,
        "Hacker, Hacking Device · Combi Rifle, Pistol, CC Weapon",
        "0.5",
        15,
        "FUSILIER: 15 pts · 0.5 SWC\nOrders: 1 Regular\nSkills: Hacker\n"
        "Equipment: Hacking Device\nWeapons: Combi Rifle, Pistol, CC Weapon",
    ),
    (
        8,
        "Forward Observer, Deployable Repeater · Combi Rifle, Flash Pulse, Pistol, "
        "CC Weapon",
        "0",
        12,
        "FUSILIER: 12 pts · 0 SWC\nOrders: 1 Regular\nSkills: Forward Observer\n"
        "Equipment: Deployable Repeater\n"
        "Weapons: Combi Rifle, Flash Pulse, Pistol, CC Weapon",
    ),
    (
        9,
        "Paramedic, MediKit · Combi Rifle, Pistol, CC Weapon",
        "0",
        12,
        "FUSILIER: 12 pts · 0 SWC\nOrders: 1 Regular\nSkills: Paramedic\n"
        "Equipment: MediKit\nWeapons: Combi Rifle, Pistol, CC Weapon",
    ),
    (
        10,
        "Lieutenant · Combi Rifle, Pistol, CC Weapon",
        "0",
        10,
        "FUSILIER: 10 pts · 0 SWC\nOrders: 1 Regular, 1 Lieutenant\n"
        "Skills: Lieutenant\nWeapons: Combi Rifle, Pistol, CC Weapon",
    ),
    (
        12,
        "Commlink (+1), Specialist Operative · Combi Rifle, Pistol, CC Weapon",
        "0",
        12,
        "FUSILIER: 12 pts · 0 SWC\nOrders: 1 Regular\n"
        "Skills: Commlink (+1), Specialist Operative\n"
        "Weapons: Combi Rifle, Pistol, CC Weapon",
    ),
]


@pytest.fixture
def model(catalog):
    model = OptionTableModel()
    model.set_unit(catalog.army(PANO).unit(1))
    return model


def test_option_table_model_passes_the_model_tester(qtmodeltester, model):
    qtmodeltester.check(model)


def test_headers_and_counts(model):
    # nine options, and the Spec-Ops option 7 FUSILIER INDIGO (ITS.md E7)
    assert model.rowCount() == 10
    assert model.columnCount() == 3
    assert [model.headerData(c, ACROSS) for c in range(3)] == ["Option", "SWC", "Pts"]
    assert [model.headerData(c, ACROSS, TOOLTIP) for c in range(3)] == [None] * 3
    assert model.headerData(0, Qt.Orientation.Vertical) is None
    assert model.headerData(3, ACROSS) is None
    assert model.rowCount(model.index(0, 0)) == 0
    assert model.columnCount(model.index(0, 0)) == 0


@pytest.mark.parametrize(
    ("row", "expected"), list(enumerate(FUSILIER_OPTIONS)), ids=lambda v: str(v)
)
def test_every_cell_of_the_fusilier_options(model, row, expected):
    option_id, loadout, swc, points, tooltip = expected
    summary = model.summary(row)
    assert (summary.profile_group_id, summary.option_id) == (1, option_id)
    cells = [model.index(row, c) for c in range(3)]
    assert [model.data(i, DISPLAY) for i in cells] == [loadout, swc, str(points)]
    assert [model.data(i, TOOLTIP) for i in cells] == [tooltip] * 3
    assert [model.data(i, OptionTableModel.SortRole) for i in cells] == [
        loadout,
        float(swc),
        points,
    ]
    assert [model.data(i, ALIGN) for i in cells] == [None, RIGHT, RIGHT]
    assert [model.data(i, OptionTableModel.EntryRole) for i in cells] == [summary] * 3
    fonts = [model.data(i, FONT) for i in cells]
    if option_id == 10:  # the Lieutenant is in italics
        assert all(f.italic() for f in fonts)
    else:
        assert fonts == [None] * 3
    flags = model.flags(cells[0])
    assert flags & Qt.ItemFlag.ItemIsDragEnabled
    assert flags & Qt.ItemFlag.ItemIsSelectable
    assert flags & Qt.ItemFlag.ItemIsEnabled


def test_an_option_that_names_more_than_its_unit_leads_with_its_name(catalog):
    model = OptionTableModel()
    model.set_unit(catalog.army(PANO).unit(4))  # Neoterra Bolts
    loadouts = [model.data(model.index(r, LOADOUT)) for r in range(model.rowCount())]
    assert not any(text.startswith("BOLT") for text in loadouts)
    knights = OptionTableModel()
    knights.set_unit(catalog.army(103).unit(28))  # Knights of Montesa
    texts = [knights.data(knights.index(r, LOADOUT)) for r in range(knights.rowCount())]
    assert texts[2].startswith("KNIGHTS OF MONTESA FTO: ")
    assert not texts[0].startswith("KNIGHT")


def test_a_dragged_option_carries_its_unit_group_option_and_list(model):
    dragged = decode_option(model.mimeData([model.index(7, POINTS)]))
    assert dragged is not None
    assert (dragged.unit_id, dragged.profile_group_id, dragged.option_id) == (1, 1, 10)
    assert dragged.reinforcement is False
    model.reinforcement = True
    assert decode_option(model.mimeData([model.index(0, 0)])).reinforcement is True
    assert decode_option(model.mimeData([])) is None
    assert model.mimeTypes() == ["application/x-listbuilder-option"]


def test_no_unit_shows_no_option(model):
    model.set_unit(None)
    assert model.rowCount() == 0
    assert model.unit() is None
    assert model.summary(0) is None
    assert model.data(model.index(0, 0)) is None
