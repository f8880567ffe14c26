"""FactionTreeModel on the bundled armies: every row's text and roles."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt

from listbuilder.gui.files.faction_tree_model import (
    ArmyIdRole,
    FactionFilterProxyModel,
    FactionTreeModel,
    SearchRole,
    SelectableRole,
)
from listbuilder.gui.present.faction_tree import army_tree

TOOLTIP = Qt.ItemDataRole.ToolTipRole

#: (text, army id, sectorials) of each top-level row, in the metadata's order.
TOP = [
    ("PanOceania", 101, 6),
    ("Yu Jing", 201, 3),
    ("Ariadna", 301, 5),
    ("Haqqislam", 401, 3),
    ("Nomads", 501, 3),
    ("Combined Army", 601, 4),
    ("Aleph", 701, 2),
    ("Tohaa (discontinued)", 801, 0),
    ("Non-Aligned Armies", 901, 5),
    ("O-12", 1001, 2),
    ("JSA", 1101, 2),
]


@pytest.fixture(scope="module")
def rows(catalog):
    return army_tree(catalog)


@pytest.fixture
def model(rows):
    model = FactionTreeModel()
    model.set_rows(rows)
    return model


def test_faction_tree_model_and_proxy_pass_the_model_tester(qtmodeltester, model):
    qtmodeltester.check(model)
    proxy = FactionFilterProxyModel()
    proxy.setSourceModel(model)
    qtmodeltester.check(proxy)


def test_top_rows_are_the_generic_armies_and_a_heading(model):
    assert model.columnCount() == 1
    top = [model.index(r, 0) for r in range(model.rowCount())]
    assert [(i.data(), i.data(ArmyIdRole), model.rowCount(i)) for i in top] == TOP
    selectable = [i.data(SelectableRole) for i in top]
    assert selectable == [army_id != 901 for _, army_id, _ in TOP]


def test_every_role_of_a_generic_army_and_its_sectorial(model):
    pano = model.index(0, 0)
    assert pano.data() == "PanOceania"
    assert pano.data(TOOLTIP) == (
        "PanOceania (101): generic army, army file 7.2668.374 (9 Mar 2026), 100 units"
    )
    assert pano.data(SearchRole) == "panoceania panoceania panoceania 101"
    assert pano.data(ArmyIdRole) == 101
    assert pano.data(SelectableRole) is True
    assert model.flags(pano) & Qt.ItemFlag.ItemIsSelectable
    assert not model.flags(pano) & Qt.ItemFlag.ItemIsEditable
    shock = model.index(0, 0, pano)
    assert shock.data() == "Shock Army of Acontecimento (discontinued)"
    assert shock.data(TOOLTIP) == (
        "Shock Army of Acontecimento (102): sectorial of PanOceania, discontinued "
        "(still playable), army file 7.2668.374 (9 Mar 2026), 78 units"
    )
    assert shock.data(SearchRole) == (
        "shock army of acontecimento shock-army-of-acontecimento panoceania 102"
    )
    assert shock.data(ArmyIdRole) == 102
    assert model.index_of(102) == shock
    assert not model.index_of(4242).isValid()


def test_the_non_aligned_heading_cannot_be_picked(model):
    heading = model.index(8, 0)
    assert heading.data() == "Non-Aligned Armies"
    assert heading.data(TOOLTIP) == (
        "Non-Aligned Armies (901): pick one of its sectorials"
    )
    assert heading.data(SearchRole) == "non-aligned armies"
    assert heading.data(SelectableRole) is False
    assert not model.flags(heading) & Qt.ItemFlag.ItemIsSelectable
    assert heading.data(Qt.ItemDataRole.FontRole).italic()
    assert [model.index(r, 0, heading).data() for r in range(5)] == [
        "Druze Bayram Security",
        "Ikari Company",
        "Starco. Free Company of the Star",
        "Dahshat Company",
        "White Company",
    ]


def test_the_proxy_keeps_the_parents_of_every_match(model):
    proxy = FactionFilterProxyModel()
    proxy.setSourceModel(model)
    proxy.set_search("dahshat")
    assert proxy.rowCount() == 1
    heading = proxy.index(0, 0)
    assert heading.data() == "Non-Aligned Armies"
    assert [
        proxy.index(r, 0, heading).data() for r in range(proxy.rowCount(heading))
    ] == ["Dahshat Company"]
    assert not proxy.matches(heading)
    proxy.set_search("")
    assert proxy.rowCount() == 11
    assert proxy.rowCount(QModelIndex()) == 11
