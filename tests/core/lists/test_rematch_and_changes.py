"""Saved-list records, re-matching after a data change, and per-army change
summaries, on real data patched as a data update would change it."""

from __future__ import annotations

import pytest

from listbuilder.core import ArmyList, CombatGroup
from listbuilder.core.catalog.changes import army_changes, option_label
from listbuilder.core.lists.rematch import rematch, with_saved_records
from tests.helpers import e

PANO = 101
LT = (1, 1, 10)


def patched(catalog, change):
    """The catalog with PanOceania's Fusiliers changed by ``change(group)``."""
    pano = catalog.army(PANO)
    fusiliers = pano.unit(1)
    group = change(fusiliers.group(1))
    unit = fusiliers.replace(profile_groups=(group,))
    units = tuple(unit if u.id == 1 else u for u in pano.units)
    return catalog.with_army(pano.replace(units=units))


def with_options(group, change):
    return group.replace(options=tuple(change(o) for o in group.options))


def saved(catalog, *choices, reinforcements=()):
    groups = [CombatGroup(number=1, troopers=tuple(e(*c) for c in choices))]
    if reinforcements:
        groups.append(
            CombatGroup(
                number=1,
                reinforcement=True,
                troopers=tuple(e(*c) for c in reinforcements),
            )
        )
    return with_saved_records(ArmyList(army_id=PANO, groups=tuple(groups)), catalog)


def test_records_say_what_each_trooper_was(catalog):
    lst = saved(catalog, LT, (99999, 1, 1))
    lt, unknown = lst.groups[0].troopers
    assert (lt.saved.isc, lt.saved.option, lt.saved.points, lt.saved.swc) == (
        "Fusiliers",
        "FUSILIER",
        10,
        "0",
    )
    assert lt.saved.loadout == option_label(catalog.army(PANO).unit(1).option(1, 10))
    assert unknown.saved is None  # nothing known to record


def test_same_data_changes_nothing_and_drops_the_records(catalog):
    lst = saved(catalog, LT, (4, 1, 4))
    result = rematch(lst, catalog)
    assert result.notes == ()
    assert not result.changed_ids
    assert all(t.saved is None for _, t in result.army_list.troopers())
    assert [(t.unit_id, t.option_id) for _, t in result.army_list.troopers()] == [
        (1, 10),
        (4, 4),
    ]
    assert all(t.saved is not None for _, t in lst.troopers())


def test_points_and_swc_changes_are_told_ids_kept(catalog):
    lst = saved(catalog, LT)
    newer = patched(
        catalog,
        lambda g: with_options(
            g, lambda o: o.replace(points=11, swc="0.5") if o.id == 10 else o
        ),
    )
    result = rematch(lst, newer)
    text = "Fusiliers, FUSILIER (Lieutenant · Combi Rifle, Pistol, CC Weapon)"
    assert result.notes == (f"{text}: 10 -> 11 pts", f"{text}: SWC 0 -> 0.5")
    assert not result.changed_ids


def test_an_ambiguous_trooper_stays_a_placeholder(catalog):
    lst = saved(catalog, LT)
    # option 10 gone, and two options now carry its exact loadout
    lt = catalog.army(PANO).unit(1).option(1, 10)
    newer = patched(
        catalog,
        lambda g: g.replace(
            options=(
                *(o for o in g.options if o.id != 10),
                lt.replace(id=50),
                lt.replace(id=51),
            )
        ),
    )
    result = rematch(lst, newer)
    [note] = result.notes
    assert note.endswith(
        "not in the data any more (2 options match it); kept as a placeholder"
    )
    trooper = result.army_list.groups[0].troopers[0]
    assert (trooper.option_id, trooper.saved.option) == (10, "FUSILIER")


def test_ids_that_now_name_another_option_are_found_again(catalog):
    lst = saved(catalog, LT, (1, 1, 1))
    lt = catalog.army(PANO).unit(1).option(1, 10)
    rifle = catalog.army(PANO).unit(1).option(1, 1)
    # the data swapped the two option ids
    newer = patched(
        catalog,
        lambda g: with_options(
            g,
            lambda o: (
                rifle.replace(id=10)
                if o.id == 10
                else lt.replace(id=1)
                if o.id == 1
                else o
            ),
        ),
    )
    result = rematch(lst, newer)
    assert [t.option_id for _, t in result.army_list.troopers()] == [1, 10]
    assert result.changed_ids
    assert all("matched again" in n for n in result.notes)


def test_reinforcement_troopers_are_matched_in_the_reinforcement_list(catalog):
    reinf = catalog.army(PANO).reinforcements
    unit = reinf.units[0]
    profile_group_id, option = unit.purchasable()[0]
    lst = saved(catalog, LT, reinforcements=[(unit.id, profile_group_id, option.id)])
    assert lst.groups[1].troopers[0].saved.isc == unit.isc
    assert rematch(lst, catalog).notes == ()


def test_an_army_missing_from_the_data_keeps_everything(catalog):
    lst = saved(catalog, LT).replace(army_id=4242)
    result = rematch(lst, catalog)
    assert result.army_list == lst
    assert result.notes == ()


def test_army_changes_per_kind(catalog):
    pano = catalog.army(PANO)
    lt = pano.unit(1).option(1, 10)
    newer = patched(
        catalog,
        lambda g: g.replace(
            options=(
                *(
                    o.replace(points=11) if o.id == 10 else o
                    for o in g.options
                    if o.id != 12
                ),
                lt.replace(id=60, name="FUSILIER SERGEANT"),
            )
        ),
    ).army(PANO)
    newer = newer.replace(version="7.2670.1", units=newer.units[:-1])
    changes = army_changes(pano, newer)
    assert changes.title == "PanOceania (101): 7.2668.374 -> 7.2670.1"
    assert changes.units_removed == (pano.units[-1].isc,)
    assert changes.units_added == ()
    assert changes.points == (
        "Fusiliers: FUSILIER (Lieutenant · Combi Rifle, Pistol, CC Weapon): "
        "10 -> 11 pts",
    )
    assert changes.options_added == (
        "Fusiliers: FUSILIER SERGEANT (Lieutenant · Combi Rifle, Pistol, CC Weapon)",
    )
    assert len(changes.options_removed) == 1
    assert changes.lines()[0].startswith("unit removed: ")
    assert not changes.is_empty
    assert army_changes(pano, pano).is_empty
    gone = army_changes(pano, None)
    assert gone.title == "PanOceania (101): no longer in the data"
    with pytest.raises(ValueError, match="at least one"):
        army_changes(None, None)


@pytest.mark.parametrize("field", ["isc", "loadout", "swc"])
def test_notices_quote_a_huge_saved_record_in_a_few_words(catalog, field):
    """Issue 30: a 100 KB string in a saved record was quoted whole."""
    lst = saved(catalog, LT, (1, 1, 1))
    huge = "X" * 100_000
    group = lst.groups[0]
    trooper = group.troopers[0]
    record = trooper.saved.replace(**{field: huge, "points": 99})
    lst = lst.replace(
        groups=(
            group.replace(
                troopers=(trooper.replace(saved=record), *group.troopers[1:])
            ),
        )
    )
    result = rematch(lst, catalog)
    assert result.notes
    for note in result.notes:
        assert len(note) < 400
