"""Property tests: random lists built from real options never break the checker."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from listbuilder.core import (
    ArmyList,
    CombatGroup,
    Fireteam,
    TrooperEntry,
    order_pools,
    validate,
)
from listbuilder.data.profiles.load import load_catalog
from listbuilder.paths import bundled_profiles_dir
from tests.helpers import with_trooper

CATALOG = load_catalog(bundled_profiles_dir())
ARMIES = [a for i in CATALOG.army_ids if (a := CATALOG.army(i)) is not None]
CHOICES = {
    army.id: [
        (unit.id, profile_group_id, option.id)
        for unit in army.units
        for profile_group_id, option in unit.purchasable()
    ]
    for army in ARMIES
}
REINF_CHOICES = {
    army.id: [
        (unit.id, profile_group_id, option.id)
        for unit in army.reinforcements.units
        for profile_group_id, option in unit.purchasable()
    ]
    for army in ARMIES
    if army.reinforcements
}


@st.composite
def army_lists(draw):
    army_id = draw(st.sampled_from(sorted(CHOICES)))
    n_groups = draw(st.integers(1, 3))
    groups = []
    for number in range(1, n_groups + 1):
        picks = draw(st.lists(st.sampled_from(CHOICES[army_id]), max_size=12))
        troopers = tuple(
            TrooperEntry(unit_id=u, profile_group_id=g, option_id=o)
            for u, g, o in picks
        )
        teams = ()
        if len(troopers) >= 2 and draw(st.booleans()):
            size = draw(st.integers(2, min(5, len(troopers))))
            teams = (
                Fireteam(
                    type=draw(st.sampled_from(["CORE", "HARIS", "DUO", "BOGUS"])),
                    members=tuple(t.uid for t in troopers[:size]),
                ),
            )
        groups.append(CombatGroup(number=number, troopers=troopers, fireteams=teams))
    if army_id in REINF_CHOICES and draw(st.booleans()):
        picks = draw(st.lists(st.sampled_from(REINF_CHOICES[army_id]), max_size=4))
        groups.append(
            CombatGroup(
                number=1,
                reinforcement=True,
                troopers=tuple(
                    TrooperEntry(unit_id=u, profile_group_id=g, option_id=o)
                    for u, g, o in picks
                ),
            )
        )
    points = draw(st.sampled_from([150, 200, 250, 300, 400, 1]))
    return ArmyList(army_id=army_id, points_limit=points, groups=tuple(groups))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(lst=army_lists(), ruleset_id=st.sampled_from(["n5", "n2"]))
def test_checker_never_crashes_and_totals_add_up(lst, ruleset_id, n5, n2):
    ruleset = n5 if ruleset_id == "n5" else n2
    report = validate(lst, CATALOG, ruleset)
    pools = order_pools(lst, CATALOG, ruleset)
    assert len(pools) == len(lst.groups)
    assert report.points >= 0
    assert report.is_legal == (not report.violations)
    all_uids = {t.uid for _, t in lst.troopers()}
    for v in report.violations:
        assert v.rule
        assert v.message
        assert set(v.troopers) <= all_uids


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(lst=army_lists(), data=st.data())
def test_adding_a_trooper_never_lowers_the_points(lst, data, n5):
    before = validate(lst, CATALOG, n5)
    choice = data.draw(st.sampled_from(CHOICES[lst.army_id]))
    main_groups = [i for i, g in enumerate(lst.groups) if not g.reinforcement]
    index = data.draw(st.sampled_from(main_groups))
    grown = with_trooper(
        lst,
        index,
        TrooperEntry(
            unit_id=choice[0], profile_group_id=choice[1], option_id=choice[2]
        ),
    )
    after = validate(grown, CATALOG, n5)
    assert after.points >= before.points
    assert after.troopers >= before.troopers
