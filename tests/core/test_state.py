"""One evaluation of a list (core.state.evaluate), on real data."""

from __future__ import annotations

from listbuilder.core import ArmyList, TrooperEntry, build_roster, edits, validate
from listbuilder.core.state import evaluate
from tests.helpers import with_trooper

PANO = 101


def fusilier(uid: str, option: int) -> TrooperEntry:
    return TrooperEntry(uid=uid, unit_id=1, profile_group_id=1, option_id=option)


def test_evaluate_gives_what_each_step_gives_alone(catalog, n5):
    lst = with_trooper(ArmyList(army_id=PANO), 0, fusilier("lt", 10))
    lst = with_trooper(lst, 0, fusilier("hmg", 2))
    state = evaluate(lst, catalog, n5)
    assert state.report == validate(lst, catalog, n5)
    assert state.roster == build_roster(lst, catalog, n5)
    assert [p.regular for p in state.pools] == [2]
    assert state.report.is_legal
    assert state.row("hmg").points == 18
    assert state.trooper("lt").is_lieutenant
    assert state.army.name == "PanOceania"


def test_an_edit_rebuilds_only_the_rows_it_touched(catalog, n5):
    lst = with_trooper(ArmyList(army_id=PANO), 0, fusilier("lt", 10))
    lst = with_trooper(lst, 0, fusilier("hmg", 2))
    before = evaluate(lst, catalog, n5)
    edit = edits.change_option(lst, "hmg", 1, 1)
    after = evaluate(edit.army_list, catalog, n5, previous=before)
    assert after.row("lt") is before.row("lt")
    assert after.row("hmg") is not before.row("hmg")
    assert after.row("hmg").points == 10
    assert after.roster == build_roster(edit.army_list, catalog, n5)
    # A trooper moved to another combat group gets its new group number.
    moved = edits.move_troopers(edit.army_list, ["lt"], 1)
    later = evaluate(moved.army_list, catalog, n5, previous=after)
    assert later.row("lt").group == 2
    assert later.roster == build_roster(moved.army_list, catalog, n5)


def test_an_edit_keeps_the_roster_groups_it_did_not_touch(catalog, n5):
    from listbuilder.core.its.extras import Extra
    from tests.fixtures.lists import FIFTEEN

    fusilier_2 = FIFTEEN.groups[1].troopers[0].uid
    lieutenant = FIFTEEN.groups[0].troopers[0].uid
    before = evaluate(FIFTEEN, catalog, n5)
    edit = edits.change_option(FIFTEEN, fusilier_2, 1, 2)
    after = evaluate(edit.army_list, catalog, n5, previous=before)
    assert after.roster.groups[0] is before.roster.groups[0]  # not touched
    assert after.roster.groups[1] is not before.roster.groups[1]
    assert after.roster == build_roster(edit.army_list, catalog, n5)
    # the Lieutenant's group is remade (its trooper and pool changed), not the other
    no_lt = edits.change_option(edit.army_list, lieutenant, 1, 1)
    later = evaluate(no_lt.army_list, catalog, n5, previous=after)
    assert later.roster.groups[1] is after.roster.groups[1]
    assert later.roster.groups[0] is not after.roster.groups[0]
    assert later.roster == build_roster(no_lt.army_list, catalog, n5)
    # Soldiers of Fortune switched on: the roster is still the one built afresh
    hiring = edits.set_properties(
        no_lt.army_list, extras=frozenset({Extra.SOLDIERS_OF_FORTUNE})
    )
    hired = evaluate(hiring.army_list, catalog, n5, previous=later)
    assert hired.roster == build_roster(hiring.army_list, catalog, n5)


def test_an_edit_keeps_the_pools_of_groups_it_did_not_touch(catalog, n5):
    from tests.fixtures.lists import FIFTEEN

    fusilier_2 = FIFTEEN.groups[1].troopers[0].uid
    lieutenant = FIFTEEN.groups[0].troopers[0].uid
    steps = [
        lambda lst: edits.change_option(lst, fusilier_2, 1, 2),  # group 2
        lambda lst: edits.change_option(lst, lieutenant, 1, 1),  # group 1
        lambda lst: edits.move_troopers(lst, [fusilier_2], 1),  # both
        lambda lst: edits.remove_troopers(lst, [lieutenant]),
        lambda lst: edits.duplicate_troopers(lst, [fusilier_2]),
    ]
    state = evaluate(FIFTEEN, catalog, n5)
    kept = 0
    for step in steps:
        lst = step(state.army_list).army_list
        after = evaluate(lst, catalog, n5, previous=state)
        cold = evaluate(lst, catalog, n5)
        assert after.pools == cold.pools  # the straightforward answer
        assert after.report == cold.report
        assert after.troopers == cold.troopers  # each in its own (new) group
        pairs = zip(after.troopers, _groups(lst), strict=True)
        assert all(t.group is g for t, g in pairs)
        assert after.roster == cold.roster
        for old, group, pool in zip(
            state.army_list.groups, lst.groups, after.pools, strict=False
        ):
            if old is group:
                kept += pool is state.pools[lst.groups.index(group)]
        state = after
    assert kept >= 2  # the untouched groups' pools were reused


def _groups(lst):
    """The combat group of each trooper of ``lst``, in display order."""
    return [g for g in lst.groups for _ in g.troopers]


def test_an_edited_group_keeps_its_other_troopers_resolutions(catalog, n5):
    from tests.fixtures.lists import FIFTEEN

    fusilier_2 = FIFTEEN.groups[1].troopers[0].uid
    before = evaluate(FIFTEEN, catalog, n5)
    lst = edits.change_option(FIFTEEN, fusilier_2, 1, 2).army_list
    after = evaluate(lst, catalog, n5, previous=before)
    assert lst.groups[1] is not FIFTEEN.groups[1]  # the edited group is new
    for old, new in zip(before.troopers, after.troopers, strict=True):
        if new.uid != fusilier_2 and new.group is lst.groups[1]:
            assert new.option is old.option  # the resolution kept
            assert new.unit is old.unit
    # another army's list resolves afresh, whatever it shares
    other = lst.replace(army_id=lst.army_id + 1)
    moved = evaluate(other, catalog, n5, previous=after)
    assert moved.troopers == evaluate(other, catalog, n5).troopers


def test_the_models_evaluate_builds_unvalidated_are_the_validated_ones(catalog, n5):
    """Reports, pools, held troopers and counts of 300 real lists (published
    codes and real mixed lists, some illegal, some with reinforcement groups
    or troopers held off the table) equal the models validated from their
    fields."""
    from listbuilder.core.armycode.bind import army_list_from_code
    from tests.benchmarks.test_validate_codes_benchmark import build_codes
    from tests.helpers import assert_as_validated

    held = illegal = 0
    for code in build_codes(catalog, count=300, seed=5):
        state = evaluate(army_list_from_code(code, catalog).army_list, catalog, n5)
        assert_as_validated(state.report)
        for pool in state.pools:
            assert_as_validated(pool)
            held += len(pool.held)
        illegal += not state.report.is_legal
    assert held >= 20
    assert 20 <= illegal <= 280
    empty = evaluate(ArmyList(army_id=PANO), catalog, n5).report
    assert_as_validated(empty)  # no trooper: SWC 0 as a float
    assert type(empty.swc) is float
