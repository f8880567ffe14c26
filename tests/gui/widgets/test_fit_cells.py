"""The fit tables' cell model says which rows changed, in one signal.

Cells of real weapon lines (FIFTEEN's Fusilier with its Combi Rifle, then
its Heavy Machine Gun): the same headers keep the header's sections, rows
that changed are one ``dataChanged`` over them (the model's own indexes),
rows that came or went are inserted or removed, and Qt's model tester passes.
"""

from __future__ import annotations

from listbuilder.core.state import evaluate
from listbuilder.gui.widgets.fit_cells import Cell, CellTableModel
from tests.fixtures.lists import FIFTEEN

HEADERS = ("Weapon", "B", "PS", "Save")
RIFLE, HMG, MISSILES = (FIFTEEN.groups[0].troopers[i].uid for i in (1, 2, 3))


def _cells(row) -> tuple[tuple[Cell, ...], ...]:
    return tuple(
        (Cell(w.name), Cell(w.burst, True), Cell(w.damage, True), Cell(w.save_text))
        for w in row.weapons
    )


def test_changed_rows_are_one_signal_of_the_model_s_indexes(
    qtbot, qtmodeltester, catalog, n5
):
    state = evaluate(FIFTEEN, catalog, n5)
    rifle, hmg = _cells(state.row(RIFLE)), _cells(state.row(HMG))
    missiles = _cells(state.row(MISSILES))
    assert rifle[0] != hmg[0]  # the main weapon differs, the rest is alike
    assert rifle[1:] == hmg[1:]
    model = CellTableModel()
    assert model.set_cells(HEADERS, rifle)
    signals: list[tuple[int, int, int, int]] = []
    model.dataChanged.connect(
        lambda a, b, _roles=(): signals.append(
            (a.row(), a.column(), b.row(), b.column())
        )
    )
    resets: list[str] = []
    model.modelReset.connect(lambda: resets.append("reset"))
    assert not model.set_cells(HEADERS, rifle)  # the same: nothing
    assert model.set_cells(HEADERS, hmg)
    assert signals == [(0, 0, 0, len(HEADERS) - 1)]  # the first row alone
    assert [model.index(r, 0).data() for r in range(model.rowCount())] == [
        c[0].text for c in hmg
    ]
    signals.clear()
    assert model.set_cells(HEADERS, missiles)  # rows come or go, the rest change
    changed = [r for r in range(min(len(hmg), len(missiles))) if hmg[r] != missiles[r]]
    if changed:
        assert signals == [(changed[0], 0, changed[-1], len(HEADERS) - 1)]
    assert model.rowCount() == len(missiles)
    assert not resets  # the header's sections (their widths) stay
    qtmodeltester.check(model)
