"""Spec-Ops legality on real data: the army's shop, one per list, 12 XP at an event."""

from __future__ import annotations

import json

from listbuilder.core.armycode.bind import army_list_from_code
from listbuilder.core.its.extras import Extra
from listbuilder.core.lists.army_list import ArmyList, CombatGroup, TrooperEntry
from listbuilder.core.rules.validation import validate
from listbuilder.core.state import evaluate
from tests.fixtures import FIXTURES

VECTORS = json.loads((FIXTURES / "specops_vectors.json").read_text(encoding="utf-8"))

#: 106's shop: Mimetism -6 (7 XP), Multispectral Visor L1 (4 XP), Dodge +3 (2 XP).
THIRTEEN_XP = (
    '[{"type":"skill","id":28,"extra":[7]}]',
    '[{"type":"equip","id":114}]',
    '[{"type":"skill","id":40,"extra":[1]}]',
    '[{"type":"stat","stat":"bs","q":1}]',
)


def indigo(*specops: str) -> TrooperEntry:
    """Svalarheima's Spec-Ops: Fusiliers (unit 1) option 7 FUSILIER INDIGO."""
    return TrooperEntry(unit_id=1, profile_group_id=1, option_id=7, specops=specops)


def plain_fusilier() -> TrooperEntry:
    return TrooperEntry(unit_id=1, profile_group_id=1, option_id=2)


def army(*troopers: TrooperEntry, extras=frozenset()) -> ArmyList:
    return ArmyList(
        army_id=106,
        groups=(CombatGroup(number=1, troopers=troopers),),
        extras=extras,
    )


def codes(report) -> list[str]:
    return [v.code for v in report.violations if v.code.startswith("specops.")]


def test_twelve_xp_fit_the_budget_and_thirteen_do_not(catalog, n5):
    twelve = army(indigo(*THIRTEEN_XP[:2], THIRTEEN_XP[3]), extras={Extra.SPEC_OPS})
    assert codes(validate(twelve, catalog, n5)) == []
    over = army(indigo(*THIRTEEN_XP), extras={Extra.SPEC_OPS})
    report = validate(over, catalog, n5)
    assert codes(report) == ["specops.over_budget"]
    (violation,) = [v for v in report.violations if v.code == "specops.over_budget"]
    assert violation.rule == "E5"
    assert "13 XP" in violation.message


def test_without_the_extra_the_budget_is_not_checked(catalog, n5):
    assert codes(validate(army(indigo(*THIRTEEN_XP)), catalog, n5)) == []


def test_one_spec_ops_per_list(catalog, n5):
    two = army(indigo(THIRTEEN_XP[0]), indigo())
    assert codes(validate(two, catalog, n5)) == ["specops.more_than_one"]


def test_an_upgrade_not_in_the_shop_is_a_violation(catalog, n5):
    # Tactical Awareness (213) is sold by no bundled shop
    report = validate(army(indigo('[{"type":"skill","id":213}]')), catalog, n5)
    (violation,) = [v for v in report.violations if v.code == "specops.not_in_shop"]
    assert violation.rule == "E7"
    assert "Tactical Awareness" in violation.message


def test_upgrades_on_an_ordinary_option_are_a_violation(catalog, n5):
    entry = plain_fusilier().replace(specops=(THIRTEEN_XP[0],))
    assert codes(validate(army(entry), catalog, n5)) == ["specops.not_specops_option"]


def test_unreadable_upgrades_are_a_violation_and_stay_in_the_list(catalog, n5):
    lst = army(indigo("not json"))
    assert codes(validate(lst, catalog, n5)) == ["specops.unreadable"]
    assert lst.groups[0].troopers[0].specops == ("not json",)


def test_attribute_increases_are_noted_once_never_priced(catalog, n5):
    lst = army(plain_fusilier(), indigo(THIRTEEN_XP[3], THIRTEEN_XP[0]))
    state = evaluate(lst, catalog, n5)
    notes = [n for n in state.notes if n.code == "specops.unpriced"]
    assert len(notes) == 1
    assert notes[0].rule == "E8"
    assert "BS+1" in notes[0].message
    (trooper,) = [t for t in state.troopers if t.specops]
    assert trooper.specops.xp == 7


def test_the_real_corregidor_code_is_checked_against_its_own_shop(catalog, n5):
    vector = next(v for v in VECTORS if v["slug"] == "corregidor")
    lst = army_list_from_code(vector["code"], catalog).army_list
    report = validate(lst, catalog, n5)
    found = [(v.rule, v.code) for v in report.violations if v.code.startswith("spec")]
    assert ("E7", "specops.not_in_shop") in found
    assert ("E5", "specops.more_than_one") in found
