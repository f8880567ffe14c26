"""ITS Extras in the legality report (ITS.md E5), on real PanOceania lists."""

from __future__ import annotations

import pytest

from listbuilder.core import CombatGroup, resolve_list, validate
from listbuilder.core.its.extras import Extra
from listbuilder.core.rules.validation.extras import is_character
from tests.fixtures.lists import FIFTEEN, fifteen_with_teams_and_reinforcements
from tests.helpers import e

FREE = frozenset({Extra.FREE_GAME})
SOF = frozenset({Extra.SOLDIERS_OF_FORTUNE})
REINF = frozenset({Extra.REINFORCEMENTS})

#: PanOceania's file has none of these; other armies field them (ITS.md E5).
ANACONDA = (300, 1, 1)  # Anaconda, Mercenary TAG Squad (from 303): 59 pts, SWC 1.5
KUNAI = (1502, 1, 2)  # Kunai Solutions Ninjas (from 106): 26 pts, SWC 0, AVA 1
YUAN_YUAN = (378, 1, 2)  # Yuan Yuan (from 401): 6 pts, SWC 0


def codes(report):
    return [v.code for v in report.violations]


def sixteen():
    """The legal fifteen and one more Fusilier: 263 points, 16 troopers."""
    g1, g2 = FIFTEEN.groups
    return FIFTEEN.replace(groups=(g1, g2.replace(troopers=(*g2.troopers, e(1, 1, 1)))))


def hiring(*hires, extras=SOF):
    """Combat group 1 of the fifteen, and the hired mercenaries in group 2."""
    g1 = FIFTEEN.groups[0]
    return FIFTEEN.replace(
        points_limit=400,
        extras=extras,
        groups=(g1, CombatGroup(number=2, troopers=tuple(e(*h) for h in hires))),
    )


def test_a_sixteen_trooper_list_is_legal_only_under_free_game(catalog, n5):
    plain = validate(sixteen(), catalog, n5)
    assert plain.troopers == 16
    assert codes(plain) == ["troopers.over_cap"]
    assert plain.troopers_text == "16/15"
    free = validate(sixteen().replace(extras=FREE), catalog, n5)
    assert free.is_legal, codes(free)
    assert free.trooper_cap is None
    assert free.troopers_text == "16"


def test_other_extras_keep_the_cap(catalog, n5):
    extras = frozenset(Extra) - FREE
    report = validate(sixteen().replace(extras=extras), catalog, n5)
    assert codes(report) == ["troopers.over_cap", "extras.reinforcements_missing"]
    assert report.trooper_cap == 15


def test_hired_mercenaries_at_85_points_are_legal_and_cost_1_swc(catalog, n5):
    lst = hiring(ANACONDA, KUNAI)
    troopers = resolve_list(lst, catalog)
    hired = [t for t in troopers if t.is_hired]
    assert [t.name for t in hired] == [
        "Anaconda, Mercenary TAG Squad",
        "Kunai Solutions Ninjas",
    ]
    assert sum(t.points for t in hired) == 85
    report = validate(lst, catalog, n5)
    assert report.is_legal, [v.message for v in report.violations]
    # a 400-point list allows 8 SWC; hiring takes 1 (ITS.md E5)
    assert report.swc_limit == 7
    assert validate(lst.replace(extras=frozenset()), catalog, n5).swc_limit == 8


def test_the_swc_allowance_drops_only_when_the_list_hires(catalog, n5):
    assert validate(FIFTEEN.replace(extras=SOF), catalog, n5).swc_limit == 6
    own_merc = validate(FIFTEEN.replace(extras=SOF), catalog, n5)
    assert own_merc.is_legal  # its Warcors are PanOceania's own, not hired


def test_hired_mercenaries_over_85_points_are_illegal(catalog, n5):
    report = validate(hiring(ANACONDA, KUNAI, YUAN_YUAN), catalog, n5)
    assert codes(report) == ["extras.sof_points"]
    (v,) = report.violations
    assert v.rule == "E5"
    assert "91 points, 6 over the 85-point limit" in v.message
    assert len(v.troopers) == 3


def test_a_hired_unit_keeps_its_own_ava(catalog, n5):
    report = validate(hiring(KUNAI, KUNAI), catalog, n5)
    assert codes(report) == ["extras.sof_ava"]
    assert "Kunai Solutions Ninjas is hired 2 times, but its AVA is 1" in (
        report.violations[0].message
    )


def test_without_the_extra_a_mercenary_of_another_army_is_unknown(catalog, n5):
    report = validate(hiring(ANACONDA, extras=frozenset()), catalog, n5)
    assert codes(report) == ["data.unknown_trooper"]
    assert not any(t.is_hired for t in resolve_list(hiring(ANACONDA), catalog)[:-1])


def test_a_hired_mercenary_in_a_reinforcement_group_is_not_hired(catalog, n5):
    lst = FIFTEEN.replace(
        extras=SOF,
        groups=(
            *FIFTEEN.groups,
            CombatGroup(number=1, reinforcement=True, troopers=(e(*YUAN_YUAN),)),
        ),
    )
    assert "data.unknown_trooper" in codes(validate(lst, catalog, n5))


def test_reinforcements_extra_needs_a_reinforcement_trooper(catalog, n5):
    report = validate(FIFTEEN.replace(extras=REINF), catalog, n5)
    assert codes(report) == ["extras.reinforcements_missing"]
    assert report.violations[0].rule == "E5"
    with_reinf = fifteen_with_teams_and_reinforcements()
    assert validate(with_reinf, catalog, n5).is_legal
    assert validate(with_reinf.replace(extras=REINF), catalog, n5).is_legal
    emptied = with_reinf.replace(
        extras=REINF,
        groups=(
            *with_reinf.groups[:2],
            with_reinf.groups[2].replace(troopers=(), fireteams=()),
        ),
    )
    assert codes(validate(emptied, catalog, n5)) == ["extras.reinforcements_missing"]


@pytest.mark.parametrize("extra", [Extra.SPEC_OPS, Extra.ESCALATION])
def test_spec_ops_and_escalation_change_no_check(catalog, n5, extra):
    report = validate(FIFTEEN.replace(extras=frozenset({extra})), catalog, n5)
    assert report.is_legal
    assert report.trooper_cap == 15


def test_characters_are_told_by_their_data_category(catalog):
    army = catalog.army(101)
    jeanne = next(u for u in army.units if u.isc.startswith("Jeanne d'Arc"))
    assert is_character(jeanne)
    assert not is_character(army.unit(1))  # Fusiliers
    # no Mercenary Troops unit of the bundled data is a Character, so
    # extras.sof_character cannot be met on it yet
    assert not any(is_character(u) for u in catalog.hireable_units(101))
