"""A core edit touches something exactly when it changes the list.

The app pushes an undo step without comparing the lists when the edit says
it touched something (``ArmyDocument.apply``): checked here, on real data,
for edits that change the list and for the same edits changing nothing.
"""

from __future__ import annotations

import pytest

from listbuilder.core import edits
from tests.fixtures.lists import FIFTEEN

LIEUTENANT = FIFTEEN.groups[0].troopers[0].uid
FUSILIER = FIFTEEN.groups[1].troopers[0].uid  # options 1 FUSILIER, 2 FUSILIER HMG
OTHER = FIFTEEN.groups[1].troopers[1].uid

EDITS = [
    (edits.change_option, (FUSILIER, 1, 2)),
    (edits.change_option, (FUSILIER, 1, 1)),  # its option already
    (edits.replace_trooper, (FUSILIER, 1, 1, 2)),
    (edits.replace_trooper, (FUSILIER, 1, 1, 1)),
    (edits.set_specops, (FUSILIER, ())),  # none, as before
    (edits.remove_troopers, ([FUSILIER],)),
    (edits.duplicate_troopers, ([OTHER],)),
    (edits.move_troopers, ([FUSILIER], 0)),
    (edits.move_troopers, ([FUSILIER], 1, 0)),  # where it is
    (edits.move_troopers, ([OTHER], 1, 0)),  # before the Fusilier
    (edits.add_trooper, (1, 1, 1, 2)),
    (edits.add_combat_group, ()),
    (edits.dissolve_fireteams, ([FUSILIER],)),  # in no team
    (edits.set_properties, ()),
]


@pytest.mark.parametrize(
    ("edit", "args"), EDITS, ids=lambda x: getattr(x, "__name__", "")
)
def test_touched_is_empty_exactly_when_the_list_is_the_same(edit, args, catalog):
    del catalog  # (the data the list is made of: resolved in other tests)
    result = edit(FIFTEEN, *args)
    same = result.army_list == FIFTEEN
    assert result.touched.is_empty == same
    if same:
        assert result.army_list is FIFTEEN  # nothing new is made either


def test_both_kinds_of_edit_are_among_those_checked():
    results = [edit(FIFTEEN, *args) for edit, args in EDITS]
    assert any(r.touched.is_empty for r in results)
    assert any(not r.touched.is_empty for r in results)
