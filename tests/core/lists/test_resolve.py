"""Resolving lists: the checks written out for speed agree with the plain ones."""

from __future__ import annotations

from listbuilder.core.armycode.bind import army_list_from_code
from listbuilder.core.catalog.units import OFF_TABLE_SKILLS
from listbuilder.core.lists.army_list import ArmyList, CombatGroup, TrooperEntry
from listbuilder.core.lists.resolve import resolve_list
from tests.benchmarks.test_validate_codes_benchmark import build_codes

PANO = 101


def test_held_off_table_is_the_skill_check_of_option_and_profile(catalog):
    """``is_held_off_table`` (worked out with the resolution) is the skill check
    ``has_skill(OFF_TABLE_SKILLS)`` on the troopers of 300 real lists and on
    a Fusilier whose Spec-Ops buy Combat Jump from PanOceania's shop (only
    the upgraded profile has it)."""
    troopers = [
        t
        for code in build_codes(catalog, count=300, seed=11)
        for t in resolve_list(army_list_from_code(code, catalog).army_list, catalog)
    ]
    jump = TrooperEntry(
        unit_id=1,
        profile_group_id=1,
        option_id=7,
        specops=('[{"type":"skill","id":35}]',),
    )
    jumper = ArmyList(army_id=PANO, groups=(CombatGroup(number=1, troopers=(jump,)),))
    troopers += resolve_list(jumper, catalog)
    held = [t for t in troopers if t.is_held_off_table]
    assert [t.is_held_off_table for t in troopers] == [
        t.has_skill(OFF_TABLE_SKILLS) for t in troopers
    ]
    assert 50 <= len(held) < len(troopers) // 2
    assert troopers[-1] in held  # the Spec-Ops profile's Combat Jump
    # worked out with each resolution, but for the Spec-Ops profile's
    assert [t for t in troopers if t.off_table is None] == troopers[-1:]
    plain = resolve_list(
        jumper.replace(
            groups=(CombatGroup(number=1, troopers=(jump.replace(specops=()),)),)
        ),
        catalog,
    )
    assert not plain[0].is_held_off_table


def test_a_list_resolves_as_each_trooper_alone(catalog):
    """``resolve_list`` (the army's memo written out) gives what
    ``resolve_trooper`` gives each trooper, on 300 real lists (some with
    reinforcement groups), resolved with the memos emptied (filled as it
    goes) and again (read)."""
    from listbuilder.core.lists.resolve import resolve_trooper

    checked = 0
    for code in build_codes(catalog, count=300, seed=13):
        army_list = army_list_from_code(code, catalog).army_list
        army = catalog.army(army_list.army_id)
        for source in (army, army.reinforcements):
            if source is not None:
                source.resolutions.clear()
        first = resolve_list(army_list, catalog)
        straight = [
            resolve_trooper(army, group, entry)
            for group in army_list.groups
            for entry in group.troopers
        ]
        assert first == straight
        assert [t.off_table for t in first] == [t.off_table for t in straight]
        assert resolve_list(army_list, catalog) == straight
        checked += len(straight)
    assert checked > 2000
