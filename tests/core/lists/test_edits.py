"""The core edit API: every list-editing rule, once (RULES.md A10, A12)."""

from __future__ import annotations

import pytest

from listbuilder.core import ArmyList, Fireteam, RulesError, TrooperEntry, edits
from listbuilder.core.state import evaluate
from tests.helpers import assert_as_validated, with_fireteams, with_group, with_trooper

PANO = 101
FUSILIERS, BOLTS, REINF_BOLT = 1, 4, 1643


def entry(uid: str, unit: int = FUSILIERS, option: int = 1) -> TrooperEntry:
    return TrooperEntry(uid=uid, unit_id=unit, profile_group_id=1, option_id=option)


@pytest.fixture
def two_groups() -> ArmyList:
    """Combat group 1: a, b; combat group 2: c; reinforcement group 1: r."""
    lst = ArmyList(army_id=PANO)
    lst = with_trooper(with_trooper(lst, 0, entry("a", option=10)), 0, entry("b"))
    lst = with_trooper(lst, 1, entry("c"))
    lst = with_group(lst, reinforcement=True)
    return with_trooper(lst, 2, entry("r", REINF_BOLT, 2))


def uids(lst: ArmyList) -> list[list[str]]:
    return [[t.uid for t in g.troopers] for g in lst.groups]


def test_add_trooper_appends_and_reports_the_new_uid(two_groups, catalog, n5):
    edit = edits.add_trooper(two_groups, 1, BOLTS, 1, 2)
    (uid,) = edit.new_troopers
    assert uids(edit.army_list)[1] == ["c", uid]
    assert edit.touched.troopers == (uid,)
    assert edit.touched.combat_groups == (1,)
    assert not edit.touched.structure
    state = evaluate(edit.army_list, catalog, n5)
    assert state.trooper(uid).name == "Neoterra Bolts"


def test_a_new_combat_group_goes_before_the_reinforcement_groups(two_groups):
    edit = edits.add_trooper(two_groups, 3, FUSILIERS, 1, 1)
    kinds = [(g.number, g.reinforcement) for g in edit.army_list.groups]
    assert kinds == [(1, False), (2, False), (3, False), (1, True)]
    assert edit.combat_group == 2
    assert edit.touched.structure
    reinforcement = edits.add_trooper(
        two_groups, 3, REINF_BOLT, 1, 2, reinforcement=True
    )
    assert reinforcement.combat_group == 3
    assert [g.reinforcement for g in reinforcement.army_list.groups][-2:] == [
        True,
        True,
    ]


def test_units_never_cross_between_main_list_and_reinforcements(two_groups):
    with pytest.raises(RulesError, match="A10"):
        edits.add_trooper(two_groups, 2, FUSILIERS, 1, 1, reinforcement=False)
    with pytest.raises(RulesError, match="A10"):
        edits.add_trooper(two_groups, 0, REINF_BOLT, 1, 2, reinforcement=True)
    with pytest.raises(RulesError, match="A10"):
        edits.move_troopers(two_groups, ["a"], 2)
    with pytest.raises(RulesError, match="A10"):
        edits.move_troopers(two_groups, ["a", "r"], 1)
    assert not edits.can_move(two_groups, ["r"], 0)
    assert edits.movable(two_groups, ["a", "r"], 1) == ["a"]
    assert edits.move_targets(two_groups, ["a", "r"]) == []
    assert edits.move_targets(two_groups, ["a"]) == [1]
    # A new group for the reinforcement trooper is a reinforcement group.
    moved = edits.move_troopers(two_groups, ["r"], 3)
    assert [g.reinforcement for g in moved.army_list.groups] == [
        False,
        False,
        True,
        True,
    ]


def test_move_keeps_the_team_within_a_group_and_leaves_it_across(two_groups):
    team = Fireteam(type="DUO", members=("a", "b"))
    teamed = with_fireteams(two_groups, 0, (team,))
    reordered = edits.move_troopers(teamed, ["b"], 0, 0)
    assert uids(reordered.army_list)[0] == ["b", "a"]
    assert reordered.army_list.groups[0].fireteams == (team,)
    moved = edits.move_troopers(teamed, ["b"], 1, 0)
    assert uids(moved.army_list)[:2] == [["a"], ["b", "c"]]
    assert moved.army_list.groups[0].fireteams == (
        Fireteam(type="DUO", members=("a",)),
    )
    assert moved.touched.troopers == ("b",)


def test_position_counts_the_target_before_the_move(two_groups):
    lst = with_trooper(two_groups, 0, entry("d"))  # group 1: a, b, d
    # Drop a and b between d and the end: the indicator says 3 (after d).
    edit = edits.move_troopers(lst, ["a", "b"], 0, 3)
    assert uids(edit.army_list)[0] == ["d", "a", "b"]


def test_change_option_keeps_place_uid_and_fireteam(two_groups, catalog, n5):
    teamed = with_fireteams(two_groups, 0, (Fireteam(type="DUO", members=("a", "b")),))
    edit = edits.change_option(teamed, "b", 1, 2)  # Fusilier -> HMG
    assert uids(edit.army_list) == uids(teamed)
    assert edit.army_list.trooper("b").option_id == 2
    assert edit.army_list.groups[0].fireteams == teamed.groups[0].fireteams
    assert edit.touched.troopers == ("b",)
    row = evaluate(edit.army_list, catalog, n5).row("b")
    assert row is not None
    assert row.points == 18


def test_an_edit_in_place_is_what_a_validated_rebuild_is(two_groups):
    edit = edits.change_option(two_groups, "c", 1, 2)
    rebuilt = ArmyList.model_validate(edit.army_list.model_dump())
    assert edit.army_list == rebuilt
    # the touched it reports is what comparing the two lists finds
    assert edit.touched == edits.touched(two_groups, edit.army_list)
    assert edit.combat_group == 1
    assert edit.army_list.groups[0] is two_groups.groups[0]  # untouched: shared
    # the same option again changes nothing; a bad option id is refused
    assert edits.change_option(edit.army_list, "c", 1, 2).army_list is edit.army_list
    with pytest.raises(ValueError, match="greater than or equal"):
        edits.change_option(two_groups, "c", -1, 2)


def test_an_edit_of_checked_values_is_the_validated_entry(two_groups):
    # ids that are whole numbers and Spec-Ops as a tuple of texts are taken
    # as they are; anything else is validated (a list of Spec-Ops, an id as
    # text): both give the entry validation makes
    validated = two_groups.trooper("c").replace(option_id=2)
    assert edits.change_option(two_groups, "c", 1, 2).army_list.trooper("c") == (
        validated
    )
    upgrades = ('["BS",1]',)
    for given in (upgrades, list(upgrades)):
        entry = edits.set_specops(two_groups, "c", given).army_list.trooper("c")
        assert entry == two_groups.trooper("c").replace(specops=upgrades)
        assert type(entry.specops) is tuple
    as_text = edits.change_option(two_groups, "c", 1, "2").army_list  # type: ignore[arg-type]
    assert as_text.trooper("c").option_id == 2  # validation made it a number
    # True is an int to Python, not to the model: validated, a plain 1 stored
    as_bool = edits.change_option(two_groups, "c", True, 2).army_list
    assert as_bool.trooper("c") == validated
    assert type(as_bool.trooper("c").profile_group_id) is int
    # either way, what validating the entry's given fields makes (types too)
    for army in (as_bool, edits.change_option(two_groups, "c", 1, 2).army_list):
        assert_as_validated(army.trooper("c"))
    with pytest.raises(ValueError, match="valid integer"):
        edits.change_option(two_groups, "c", 1, "two")  # type: ignore[arg-type]


def test_the_entry_checks_no_more_than_the_edits_take_as_validated():
    # ``_as_validated`` writes out TrooperEntry's checks on the edited fields:
    # whole numbers, a profile group of at least 0, Spec-Ops as texts. A check
    # added to the model must be added there too: this test says so.
    from annotated_types import Ge

    fields = TrooperEntry.model_fields
    assert fields["profile_group_id"].metadata == [Ge(ge=0)]
    assert fields["option_id"].metadata == []
    assert fields["specops"].metadata == []
    decorators = TrooperEntry.__pydantic_decorators__
    assert not decorators.field_validators
    assert not decorators.model_validators
    assert not decorators.validators
    assert not decorators.root_validators


def test_a_placeholder_can_be_replaced_in_place(catalog, n5):
    lst = with_trooper(
        ArmyList(army_id=PANO),
        0,
        TrooperEntry(uid="x", unit_id=9999, profile_group_id=1, option_id=1),
    )
    lst = with_trooper(lst, 0, entry("y", option=10))
    before = evaluate(lst, catalog, n5)
    assert not before.trooper("x").is_resolved
    edit = edits.replace_trooper(lst, "x", BOLTS, 1, 2)
    after = evaluate(edit.army_list, catalog, n5)
    assert after.trooper("x").is_resolved
    assert uids(edit.army_list)[0] == ["x", "y"]
    assert "data.unknown_trooper" not in {v.code for v in after.report.violations}


def test_only_empty_groups_go_and_one_combat_group_stays(two_groups):
    assert "empty" in edits.removable_group(two_groups, 0)
    with pytest.raises(RulesError, match="empty"):
        edits.remove_combat_group(two_groups, 1)
    emptied = edits.remove_troopers(two_groups, ["c"]).army_list
    assert edits.remove_combat_group(emptied, 1).army_list.groups[1].reinforcement
    alone = edits.remove_troopers(ArmyList(army_id=PANO), [])
    with pytest.raises(RulesError, match="at least one combat group"):
        edits.remove_combat_group(alone.army_list, 0)
    no_reinf_troopers = edits.remove_troopers(two_groups, ["r"]).army_list
    assert len(edits.remove_combat_group(no_reinf_troopers, 2).army_list.groups) == 2
    with pytest.raises(RulesError, match="no combat group"):
        edits.remove_combat_group(two_groups, 7)


def test_duplicates_follow_their_originals(two_groups):
    edit = edits.duplicate_troopers(two_groups, ["a", "c"])
    new_a, new_c = edit.new_troopers
    assert uids(edit.army_list)[:2] == [["a", new_a, "b"], ["c", new_c]]
    assert set(edit.touched.troopers) == {new_a, new_c}
    with pytest.raises(RulesError, match="no trooper"):
        edits.duplicate_troopers(two_groups, ["zz"])


def test_fireteams_are_declared_in_one_group_by_free_troopers(two_groups):
    with pytest.raises(RulesError, match="one combat group"):
        edits.declare_fireteam(two_groups, ["a", "c"], "", "DUO")
    edit = edits.declare_fireteam(two_groups, ["b", "a"], " Team ", "DUO")
    (team,) = edit.army_list.groups[0].fireteams
    assert team == Fireteam(name="Team", type="DUO", members=("a", "b"))
    with pytest.raises(RulesError, match="already in a fireteam"):
        edits.declare_fireteam(edit.army_list, ["a", "b"], "", "DUO")
    dissolved = edits.dissolve_fireteams(edit.army_list, ["b"])
    assert dissolved.army_list == two_groups
    assert edits.dissolve_fireteams(two_groups, ["b"]).touched.is_empty


def test_properties_check_the_points_and_the_ruleset(two_groups):
    edit = edits.set_properties(
        two_groups, name="Bolts", points_limit=250, known_rulesets=("n5", "n2")
    )
    assert (edit.army_list.name, edit.army_list.points_limit) == ("Bolts", 250)
    assert edit.touched.properties
    assert not edit.touched.troopers
    with pytest.raises(RulesError, match="unknown ruleset 'n9'"):
        edits.set_properties(two_groups, ruleset="n9", known_rulesets=("n5",))
    with pytest.raises(RulesError, match="positive"):
        edits.set_properties(two_groups, points_limit=0)


def test_touched_between_any_two_snapshots_finds_what_changed(two_groups):
    after = edits.remove_troopers(two_groups, ["b"]).army_list
    back = edits.touched(after, two_groups)  # an undo brings b back
    assert back.troopers == ("b",)
    assert back.removed == ()
    assert back.combat_groups == (0,)
    forward = edits.touched(two_groups, after)
    assert forward.removed == ("b",)
    assert forward.troopers == ()
