"""The roster's column widths kept row by row (gui.editor.roster_fit)."""

from __future__ import annotations

import random

from listbuilder.gui.editor.roster_fit import ColumnNeeds


def widest_afresh(rows: dict[int, tuple[int, ...]], column: int) -> int:
    return max((widths[column] for widths in rows.values()), default=0)


def test_column_needs_follow_rows_as_a_fit_from_scratch_would():
    chance = random.Random(28)
    for _ in range(200):
        needs, rows = ColumnNeeds(3), {}
        if chance.random() < 0.5:
            rows = {
                k: (chance.randint(0, 9), 5, chance.randint(0, 9)) for k in range(4)
            }
            needs.reset(rows)
        for _ in range(40):
            key = chance.randint(0, 6)
            widths = (chance.randint(0, 9), 5, chance.randint(0, 9))
            gone = chance.random() < 0.3
            before = [needs.widest(c) for c in range(3)]
            wider = needs.update(key, None if gone else widths)
            if gone:
                rows.pop(key, None)
            else:
                rows[key] = widths
            now = [needs.widest(c) for c in range(3)]
            assert now == [widest_afresh(rows, c) for c in range(3)]
            assert wider == (now != before)  # says when a column's widest moved


def test_the_same_widths_again_change_nothing():
    needs = ColumnNeeds(2)
    needs.reset({"a": (40, 10), "b": (30, 20)})
    assert not needs.update("a", (40, 10))
    assert needs.update("a", (20, 10))  # the widest row narrows
    assert (needs.widest(0), needs.widest(1)) == (30, 20)
    assert needs.update("b", None)
    assert (needs.widest(0), needs.widest(1)) == (20, 10)
