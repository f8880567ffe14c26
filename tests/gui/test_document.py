"""ArmyDocument: snapshot undo, derived report and file state, without widgets."""

from __future__ import annotations

import pytest

from listbuilder.core import ArmyList, DataError, RulesError, TrooperEntry
from listbuilder.core.lists import edits
from listbuilder.data.lists import SUFFIX, army_to_json, save_army
from listbuilder.gui.document import ArmyDocument
from tests.helpers import with_group, with_trooper

PANO = 101


def fusilier(option_id: int, uid: str) -> TrooperEntry:
    return TrooperEntry(uid=uid, unit_id=1, profile_group_id=1, option_id=option_id)


@pytest.fixture
def document(qtbot, catalog, n5, n2):
    army = ArmyList(army_id=PANO)
    for uid in "abcde":
        army = with_trooper(army, 0, fusilier(1, uid))
    army = with_group(army)
    return ArmyDocument(catalog, {"n5": n5, "n2": n2}, army)


def uids(doc: ArmyDocument, group: int) -> str:
    return "".join(t.uid for t in doc.army_list.groups[group].troopers)


@pytest.mark.parametrize(
    ("moved", "group", "position", "expected_0", "expected_1"),
    [
        ("bd", 0, 4, "acbde", ""),
        ("d", 0, 1, "adbce", ""),
        ("ab", 0, 0, "abcde", ""),
        ("e", 0, 0, "eabcd", ""),
        ("bd", 1, None, "ace", "bd"),
        ("db", 1, 0, "ace", "db"),
    ],
    ids=["two-down", "one-up", "no-op", "last-to-first", "to-group-2", "keep-order"],
)
def test_move_troopers_lands_where_the_drop_indicator_was(
    document, moved, group, position, expected_0, expected_1
):
    document.move_troopers(list(moved), group, position)
    assert uids(document, 0) == expected_0
    assert uids(document, 1) == expected_1


def test_a_no_op_edit_pushes_nothing(document):
    assert not document.move_troopers(["a"], 0, 0)
    assert document.undo_stack.count() == 0
    assert not document.is_modified


def test_each_edit_is_one_undo_step_and_recomputes_the_report(qtbot, document):
    with qtbot.waitSignal(document.state_changed):
        uid = document.apply(edits.add_trooper, 1, 1, 1, 10).new_troopers[0]
    assert document.report.lieutenants == (uid,)
    assert document.state.pools[1].lieutenant == 1
    document.apply(edits.remove_troopers, ["a", "b"])
    assert document.report.troopers == 4
    assert document.undo_stack.undoText() == "Remove 2 troopers"
    document.undo_stack.undo()
    assert document.report.troopers == 6
    document.undo_stack.undo()
    assert document.report.lieutenants == ()
    assert not document.is_modified


def test_duplicate_returns_the_new_uids_after_their_originals(document):
    new = list(document.apply(edits.duplicate_troopers, ["a", "c"]).new_troopers)
    order = [t.uid for t in document.army_list.groups[0].troopers]
    assert order.index("a") + 1 == order.index(new[0])
    assert order.index("c") + 1 == order.index(new[1])
    assert document.undo_stack.count() == 1


def test_adding_to_one_past_the_last_group_creates_it(document):
    document.apply(edits.add_trooper, 2, 1, 1, 1)
    assert len(document.army_list.groups) == 3
    document.undo_stack.undo()
    assert len(document.army_list.groups) == 2


def test_properties_are_undoable(document):
    document.apply(
        edits.set_properties,
        name="Renamed",
        points_limit=200,
        known_rulesets=document.rulesets,
    )
    assert document.report.points_limit == 200
    document.undo_stack.undo()
    assert document.army_list.points_limit == 300
    assert document.army_list.name == ""


def test_save_marks_clean_and_undo_marks_modified(qtbot, document, tmp_path):
    document.apply(edits.add_combat_group)
    assert document.is_modified
    path = tmp_path / f"l{SUFFIX}"
    with qtbot.waitSignal(document.modified_changed, check_params_cb=lambda m: not m):
        document.save(path)
    assert document.path == path
    assert not document.is_modified
    document.undo_stack.undo()
    assert document.is_modified


def test_an_imported_list_is_modified_until_saved(document, tmp_path):
    document.reset(ArmyList(army_id=201), modified=True)
    assert document.is_modified
    assert document.undo_stack.count() == 0
    document.save(tmp_path / f"i{SUFFIX}")
    assert not document.is_modified


def test_open_refuses_an_unknown_ruleset_and_keeps_the_list(document, tmp_path):
    path = tmp_path / f"x{SUFFIX}"
    path.write_text(
        army_to_json(ArmyList(army_id=PANO)).replace('"n5"', '"n9"'), encoding="utf-8"
    )
    before = document.army_list
    with pytest.raises(DataError, match='unknown ruleset "n9"'):
        document.open(path)
    assert document.army_list == before


def test_open_uses_the_list_ruleset(document, tmp_path, n2):
    path = tmp_path / f"n2{SUFFIX}"
    save_army(ArmyList(army_id=PANO, ruleset="n2"), path)
    document.open(path)
    assert document.ruleset == n2
    assert document.path == path
    assert document.undo_stack.count() == 0


# -- reinforcements, fireteams, rulesets (RULES.md A10, A12, R) --


def bolt(uid: str) -> TrooperEntry:
    return TrooperEntry(uid=uid, unit_id=4, profile_group_id=1, option_id=2)


def test_new_groups_keep_combat_groups_before_reinforcement_groups(document):
    assert document.apply(edits.add_combat_group, reinforcement=True).combat_group == 2
    assert document.apply(edits.add_combat_group).combat_group == 2
    assert [(g.number, g.reinforcement) for g in document.army_list.groups] == [
        (1, False),
        (2, False),
        (3, False),
        (1, True),
    ]
    uid = document.apply(
        edits.add_trooper, 4, 1643, 1, 2, reinforcement=True
    ).new_troopers[0]
    assert [(g.number, g.reinforcement) for g in document.army_list.groups][-1] == (
        2,
        True,
    )
    assert document.is_reinforcement(uid)
    assert document.undo_stack.undoText() == "Add Reinf. Neoterra Bolts"
    assert document.report.reinforcement_points == 21


def test_moves_between_main_list_and_reinforcements_are_refused(document):
    document.apply(edits.add_combat_group, reinforcement=True)
    reinf = document.apply(edits.add_trooper, 2, 1643, 1, 2).new_troopers[0]
    count = document.undo_stack.count()
    assert not document.move_troopers([reinf], 0)
    assert not document.move_troopers(["a"], 2)
    assert document.move_troopers(["a", reinf], 1)  # only "a" moves
    assert uids(document, 1) == "a"
    assert document.army_list.groups[2].troopers[0].uid == reinf
    assert document.undo_stack.count() == count + 1
    # Moving to a new group makes a group of the troopers' kind.
    assert document.move_troopers([reinf], len(document.army_list.groups))
    assert [g.reinforcement for g in document.army_list.groups] == [
        False,
        False,
        True,
        True,
    ]


def test_declare_and_dissolve_fireteams_are_undoable(catalog, n5, n2, qtbot):
    army = ArmyList(army_id=PANO)
    for uid in "xyz":
        army = with_trooper(army, 0, bolt(uid))
    doc = ArmyDocument(catalog, {"n5": n5, "n2": n2}, army)
    assert doc.fireteam_choices(["z", "x"]) == [
        ("PanOceania Fireteams I", "DUO"),
        ("PanOceania Fireteams II", "DUO"),
    ]
    assert not doc.apply(
        edits.declare_fireteam, ["z", "x"], "PanOceania Fireteams I", "DUO"
    ).touched.is_empty
    team = doc.army_list.groups[0].fireteams[0]
    assert team.members == ("x", "z")  # roster order
    assert doc.team_tags["x"].label == "DUO 1"
    assert "y" not in doc.team_tags
    assert doc.fireteam_choices(["x", "y"]) == []
    assert not doc.apply(edits.dissolve_fireteams, ["z"]).touched.is_empty
    assert doc.army_list.groups[0].fireteams == ()
    assert doc.team_tags == {}
    assert doc.apply(edits.dissolve_fireteams, ["y"]).touched.is_empty
    doc.undo_stack.undo()
    assert doc.army_list.groups[0].fireteams == (team,)


def test_a_fireteam_across_groups_is_refused(document):
    document.move_troopers(["b"], 1)
    count = document.undo_stack.count()
    with pytest.raises(RulesError, match="one combat group"):
        document.apply(edits.declare_fireteam, ["a", "b"], "", "DUO")
    assert document.undo_stack.count() == count


def test_set_ruleset_revalidates_and_unknown_rulesets_are_refused(document):
    assert document.report.trooper_cap == 15
    assert not document.apply(
        edits.set_properties, ruleset="n2", known_rulesets=document.rulesets
    ).touched.is_empty
    assert document.ruleset.id == "n2"
    assert document.report.trooper_cap is None
    assert document.undo_stack.undoText() == "Play under N2"
    with pytest.raises(RulesError, match="unknown ruleset 'n9'"):
        document.apply(
            edits.set_properties, ruleset="n9", known_rulesets=document.rulesets
        )
    with pytest.raises(RulesError, match="unknown ruleset"):
        document.apply(
            edits.set_properties,
            name="x",
            points_limit=300,
            ruleset="n9",
            known_rulesets=document.rulesets,
        )
    document.undo_stack.undo()
    assert document.ruleset.id == "n5"


def test_every_core_edit_names_its_undo_step():
    import typing

    from listbuilder.gui.undo_labels import UNDO_LABELS

    returning_edit = {
        name
        for name in edits.__all__
        if callable(fn := getattr(edits, name))
        and not isinstance(fn, type)
        and typing.get_type_hints(fn).get("return") is edits.Edit
    }
    assert returning_edit == {f.__name__ for f in UNDO_LABELS}


def test_an_edit_applied_names_its_undo_step_from_the_list_before(document):
    edit = document.apply(edits.duplicate_troopers, ["a", "c"])
    assert len(edit.new_troopers) == 2
    assert document.undo_stack.undoText() == "Duplicate 2 troopers"
    document.apply(edits.remove_troopers, ["a"])
    assert document.undo_stack.undoText().startswith("Remove ")
    assert document.apply(edits.remove_troopers, []).touched.is_empty
    assert document.undo_stack.undoText().startswith("Remove ")
