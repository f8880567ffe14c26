"""Every one of the 45 playable N5 armies on the bundled data: each unit's every
option resolves, and the first legal list a script builds (the cheapest
Lieutenant option plus the cheapest troopers) validates legal."""

from __future__ import annotations

import pytest

from listbuilder.core import ArmyList, CombatGroup, validate
from listbuilder.core.catalog.army import Army
from listbuilder.core.catalog.units import AVA_TOTAL, Option, Unit
from listbuilder.core.lists.resolve import resolve_trooper
from listbuilder.data.profiles.load import load_catalog
from listbuilder.paths import bundled_profiles_dir
from tests.helpers import e

ARMY_IDS = load_catalog(bundled_profiles_dir()).army_ids
#: Weapons the official data references but does not define (see profiles' README).
DANGLING_WEAPONS = {219}


def test_there_are_45_playable_armies():
    assert len(ARMY_IDS) == 45


@pytest.mark.parametrize("army_id", ARMY_IDS)
def test_every_option_of_every_unit_resolves(catalog, army_id):
    army = catalog.army(army_id)
    assert army is not None, catalog.problem(army_id)
    files = [army] + ([army.reinforcements] if army.reinforcements else [])
    count = 0
    for source in files:
        group = CombatGroup(number=1, reinforcement=source is not army)
        for unit in source.units:
            for profile_group_id, option in _all_options(unit):
                entry = e(unit.id, profile_group_id, option.id)
                trooper = resolve_trooper(army, group, entry)
                assert trooper.is_resolved, (
                    source.id,
                    unit.isc,
                    profile_group_id,
                    option.id,
                )
                assert trooper.profile is not None
                assert len(trooper.included) >= len(option.includes)
                # every item has a name (the army file's filters or the
                # metadata), but the one dangling id the README names
                for ref in (*trooper.weapons, *trooper.skills, *trooper.equipment):
                    assert not ref.name.startswith("Unknown ") or (
                        ref.id in DANGLING_WEAPONS
                    ), (unit.isc, ref.name)
                count += 1
    assert count > 200


def _all_options(unit: Unit) -> list[tuple[int, Option]]:
    rows = [(0, o) for o in unit.options]
    rows += [(g.id, o) for g in unit.profile_groups for o in g.options]
    return rows


def _related(army: Army) -> set[int]:
    """Units named by a relation (their legality depends on other units)."""
    return {u.unit_id for r in army.relations for u in r.units} | {
        d.unit_id for r in army.relations for u in r.units for d in u.depends
    }


def _is_plain(unit: Unit, option: Option, related: set[int]) -> bool:
    """A trooper that no rule beyond points, SWC and AVA concerns."""
    return (
        unit.id not in related
        and unit.ava > 0
        and option.swc_cost == 0
        and not option.swc_bonus
        and option.minis >= 1
        and not option.is_lieutenant
    )


def first_legal_list(army: Army, size: int = 5) -> ArmyList:
    """The cheapest Regular Lieutenant option, then the cheapest other units.

    Built from the data alone (the validator is never consulted), one trooper
    per unit, so no AVA, SWC, relation or fireteam rule applies.
    """
    related = _related(army)
    choices = sorted(
        (
            (option.points, unit.id, profile_group_id, option.id, unit, option)
            for unit in army.units
            for profile_group_id, option in unit.purchasable()
        ),
        key=lambda c: c[:4],
    )
    lieutenant = next(
        c
        for c in choices
        if c[5].is_lieutenant
        and c[4].id not in related
        and not c[4].group(c[2] or 1).profiles[0].is_irregular
        and c[5].swc_cost == 0
    )
    picked = [lieutenant]
    for choice in choices:
        if len(picked) == size:
            break
        if choice[1] in {p[1] for p in picked}:
            continue
        if _is_plain(choice[4], choice[5], related):
            picked.append(choice)
    return ArmyList(
        army_id=army.id,
        points_limit=300,
        groups=(
            CombatGroup(number=1, troopers=tuple(e(c[1], c[2], c[3]) for c in picked)),
        ),
    )


@pytest.mark.parametrize("army_id", ARMY_IDS)
def test_first_legal_list_validates_legal(catalog, n5, army_id):
    army = catalog.army(army_id)
    lst = first_legal_list(army)
    report = validate(lst, catalog, n5)
    assert report.is_legal, [v.message for v in report.violations]
    assert report.troopers >= 5
    assert len(report.lieutenants) == 1
    assert report.points <= 300
    units = [army.unit(t.unit_id) for t in lst.groups[0].troopers]
    assert all(u.ava == AVA_TOTAL or u.ava >= 1 for u in units)
