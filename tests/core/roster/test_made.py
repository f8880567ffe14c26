"""Rows an edited list made before, found again (core.roster.made), on real data."""

from __future__ import annotations

from listbuilder.core import build_roster, edits
from listbuilder.core.roster.made import ROWS_KEPT, MadeRows, row_key
from listbuilder.core.state import evaluate
from tests.fixtures.lists import FIFTEEN

#: A Fusilier of combat group 2 (options 1 FUSILIER, 2 FUSILIER HMG) and the
#: Fusilier Lieutenant of combat group 1.
FUSILIER = FIFTEEN.groups[1].troopers[0].uid
LIEUTENANT = FIFTEEN.groups[0].troopers[0].uid


def test_an_option_changed_back_finds_the_row_made_for_it(catalog, n5):
    first = evaluate(FIFTEEN, catalog, n5)
    rifle = first.row(FUSILIER)
    hmg_list = edits.change_option(FIFTEEN, FUSILIER, 1, 2).army_list
    hmg = evaluate(hmg_list, catalog, n5, previous=first)
    assert hmg.row(FUSILIER).points == 18
    back_list = edits.change_option(hmg_list, FUSILIER, 1, 1).army_list
    back = evaluate(back_list, catalog, n5, previous=hmg)
    assert back.row(FUSILIER) is rifle  # the row made for the rifle, again
    assert back.roster == build_roster(back_list, catalog, n5)
    again = evaluate(hmg_list, catalog, n5, previous=back)  # as redo does
    assert again.row(FUSILIER) is hmg.row(FUSILIER)
    assert again.roster == build_roster(hmg_list, catalog, n5)


def test_a_row_is_found_only_for_the_same_trooper_in_the_same_kind_of_group(
    catalog, n5
):
    state = evaluate(FIFTEEN, catalog, n5)
    lieutenant = state.row(LIEUTENANT)
    steps = [
        edits.move_troopers(FIFTEEN, [LIEUTENANT], 1).army_list,  # to group 2
        FIFTEEN,  # and back (as undo does)
        edits.change_option(FIFTEEN, LIEUTENANT, 1, 1).army_list,  # no Lieutenant
        FIFTEEN,
    ]
    rows = []
    for lst in steps:
        state = evaluate(lst, catalog, n5, previous=state)
        assert state.roster == build_roster(lst, catalog, n5)  # as built afresh
        rows.append(state.row(LIEUTENANT))
    assert rows[0].group == 2
    assert rows[0].lieutenant
    assert rows[1] is lieutenant  # its group-1 row, found again
    assert not rows[2].lieutenant
    assert rows[3] is lieutenant


def test_made_rows_start_again_when_full(catalog, n5):
    state = evaluate(FIFTEEN, catalog, n5)
    troopers = {t.uid: t for t in state.troopers}
    made = MadeRows()
    fusilier = troopers[FUSILIER]
    assert made.swap(None, fusilier, state.rows_by_uid) is None  # none made yet
    for _ in range(ROWS_KEPT + 1):  # each swap keeps the earlier trooper's row
        assert made.swap(fusilier, fusilier, state.rows_by_uid) is not None
    assert len(made) == 1  # emptied when full, then the row kept
    assert row_key(fusilier) != row_key(troopers[LIEUTENANT])
