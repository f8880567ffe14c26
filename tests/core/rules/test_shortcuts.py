"""The rules core's shortcuts give the straightforward answer on real data."""

from __future__ import annotations

from listbuilder.core import ArmyList, CombatGroup, resolve_list
from listbuilder.core.catalog.units import AVA_GOVERNED, OFF_TABLE_SKILLS, OrderType
from listbuilder.core.rules.validation import validate
from listbuilder.core.rules.validation.ava import ava_pools
from tests.benchmarks.test_all_armies_benchmark import mixed_lists
from tests.helpers import e


def _straight_pools(trooper) -> set[int]:
    """RULES.md A5's pools, worked out for every fielded group (no shortcut)."""
    unit = trooper.unit
    if unit is None or not unit.profile_groups:
        return set()
    main = unit.profile_groups[0].id
    pools = set()
    for gid in trooper.fielded_groups or {main}:
        group = unit.group(gid)
        own = group is not None and gid != main
        pools.add(gid if own and group.profiles[0].ava != AVA_GOVERNED else main)
    return pools


def test_ava_pools_of_every_option_of_every_army(catalog):
    checked = own = 0
    for army_id in catalog.army_ids:
        army = catalog.army(army_id)
        assert army is not None
        members = tuple(
            e(u.id, g, o.id) for u in army.units for g, o in u.purchasable()
        )
        lst = ArmyList(
            army_id=army_id, groups=(CombatGroup(number=1, troopers=members),)
        )
        for trooper in resolve_list(lst, catalog):
            assert ava_pools(trooper) == _straight_pools(trooper), trooper.name
            checked += 1
            own += trooper.unit is not None and ava_pools(trooper) != {
                trooper.unit.profile_groups[0].id
            }
    assert checked > 5000
    assert own > 10  # groups with their own AVA, and pairs, are in


def test_the_reported_points_and_swc_are_the_sums(catalog, n5):
    for lst in mixed_lists(120, seed=5):
        troopers = resolve_list(lst, catalog)
        report = validate(lst, catalog, n5, troopers=troopers)
        main = [t for t in troopers if not t.group.reinforcement]
        assert report.points == sum(t.points for t in main)
        resolved = [t for t in main if t.is_resolved]
        spent = sum(t.option.swc_cost for t in resolved if t.option)
        bonus = sum(t.option.swc_bonus for t in resolved if t.option)
        assert report.swc == spent
        assert report.swc_limit == n5.swc_allowance(lst.points_limit) + bonus


def _relation_lists(catalog) -> list[ArmyList]:
    """Per army, a list fielding each relation's units, one more than a cap allows."""
    out = []
    for army_id in catalog.army_ids:
        army = catalog.army(army_id)
        assert army is not None
        members = []
        for relation in army.checked_relations[:6]:
            for ru in relation.units:
                unit = army.unit(ru.unit_id)
                if unit is None:
                    continue
                buys = [
                    (g, o)
                    for g, o in unit.purchasable()
                    if ru.profile_group_id in (None, g)
                ]
                if buys:
                    g, o = buys[0]
                    copies = (relation.max or 0) + 1
                    members += [e(unit.id, g, o.id) for _ in range(min(copies, 3))]
        if members:
            groups = tuple(
                CombatGroup(number=n + 1, troopers=tuple(members[i : i + 10]))
                for n, i in enumerate(range(0, len(members), 10))
            )
            out.append(ArmyList(army_id=army_id, groups=groups))
    return out


def test_relations_the_list_does_not_field_are_passed_over(catalog, n5):
    from listbuilder.core.rules.validation.relations import relation_violations

    faults = 0
    lists = [*mixed_lists(120, seed=7), *_relation_lists(catalog)]
    for lst in lists:
        troopers = resolve_list(lst, catalog)
        report = validate(lst, catalog, n5, troopers=troopers)
        army = catalog.army(lst.army_id)
        assert army is not None
        resolved = [t for t in troopers if t.is_resolved]
        straight: dict = {}
        for relation in army.checked_relations:  # every relation asked
            straight.update(
                dict.fromkeys(relation_violations(relation, resolved, army))
            )
        found = [v for v in report.violations if v.code.startswith("relation.")]
        assert found == list(straight), lst.name
        faults += len(found)
    assert faults > 30  # lists breaking relations are in


def test_every_spec_ops_of_every_army_is_found(catalog, n5):
    found = 0
    for army_id in catalog.army_ids:
        army = catalog.army(army_id)
        assert army is not None
        shop = army.specops
        keys = [(o.unit_id, o.profile_group_id, o.option_id) for o in shop.options]
        others = [(u.id, g, o.id) for u in army.units[:4] for g, o in u.purchasable()]
        members = tuple(e(*k) for k in (*keys, *keys, *others[:6]))
        lst = ArmyList(
            army_id=army_id, groups=(CombatGroup(number=1, troopers=members[:10]),)
        )
        troopers = resolve_list(lst, catalog)
        straight = [
            t.uid
            for t in troopers
            if t.entry.specops
            or shop.is_specops(
                t.entry.unit_id, t.entry.profile_group_id, t.entry.option_id
            )
        ]
        report = validate(lst, catalog, n5, troopers=troopers)
        many = [v for v in report.violations if v.code == "specops.more_than_one"]
        if len(straight) > 1:
            assert len(many) == 1
            assert list(many[0].troopers) == straight
            found += 1
        else:
            assert many == []
    assert found > 30  # armies with a Spec-Ops option fielded twice


def _armies_and_reinforcements(catalog):
    """(army, False, army) and (army, True, its reinforcement list) of every army."""
    for army_id in catalog.army_ids:
        army = catalog.army(army_id)
        assert army is not None
        yield army, False, army
        if army.reinforcements is not None:
            yield army, True, army.reinforcements


def _straight_resolution(unit, entry):
    """A trooper's group, option and G: Jumper flag, looked up in its unit."""
    from listbuilder.core.lists.resolve import g_jumper

    option = unit.option(entry.profile_group_id, entry.option_id)
    if entry.profile_group_id == 0:
        first = option.includes[0].profile_group_id if option and option.includes else 1
        group = unit.group(first) or unit.profile_groups[0]
    else:
        group = unit.group(entry.profile_group_id)
    return group, option, g_jumper(option, group)


def test_resolving_through_the_army_s_memo_of_every_option_of_every_army(catalog):
    """Every option of every army and reinforcement list (and an option no
    group has), resolved once (filling ``Army.resolutions``) and again from
    it, is what its unit's own lookups give; the memo never crosses from an
    army to its reinforcement list."""
    from listbuilder.core.lists.resolve import resolve_trooper

    checked = 0
    for army, reinforcement, source in _armies_and_reinforcements(catalog):
        entries = [e(u.id, g, o.id) for u in source.units for g, o in u.purchasable()]
        entries.append(e(source.units[0].id, 1, 9999))  # no such option
        group = CombatGroup(
            number=1, troopers=tuple(entries), reinforcement=reinforcement
        )
        for entry in entries:
            unit = source.unit(entry.unit_id)
            first = resolve_trooper(army, group, entry)  # fills the memo
            again = resolve_trooper(army, group, entry)  # reads it
            straight = _straight_resolution(unit, entry)
            for got in (first, again):
                assert got.unit is unit
                assert (got.profile_group, got.option, got.is_g_jumper) == straight
                assert (got.entry, got.group) == (entry, group)
                assert (got.is_hired, got.specops) == (False, None)
            checked += 1
        assert (
            entries[0].unit_id,
            entries[0].profile_group_id,
            entries[0].option_id,
        ) in source.resolutions
    assert checked > 5000


def _straight_pool_orders(army_list, troopers, counted, ruleset):
    """Each group's order counts: every on-table trooper's orders, added up."""
    out = []
    for group in army_list.groups:
        totals = dict.fromkeys(OrderType, 0)
        for t in troopers:
            if t.group is not group or t.uid in counted.extra_proxies:
                continue
            if t.option is None or t.has_skill(OFF_TABLE_SKILLS):
                continue
            for grant in t.option.orders:
                if grant.type in ruleset.order_types:
                    totals[grant.type] += grant.total
        out.append(tuple(totals[k] for k in OrderType))
    return out


def test_order_pools_of_real_lists_are_the_straightforward_sums(catalog, n5, n2):
    """Under N5 and N2 (no Tactical orders), 300 real lists' pools add up
    their on-table troopers' orders, grant by grant, and each held trooper
    brings its own."""
    from listbuilder.core.armycode.bind import army_list_from_code
    from listbuilder.core.lists.counts import count_troopers
    from listbuilder.core.rules.orders import order_pools
    from tests.benchmarks.test_validate_codes_benchmark import build_codes

    tactical = {"n5": 0, "n2": 0}
    held = 0
    for code in build_codes(catalog, count=300, seed=11):
        army_list = army_list_from_code(code, catalog).army_list
        troopers = resolve_list(army_list, catalog)
        counted = count_troopers(troopers)
        for ruleset in (n5, n2):
            pools = order_pools(army_list, catalog, ruleset, troopers=troopers)
            got = [
                (p.regular, p.irregular, p.impetuous, p.tactical, p.lieutenant)
                for p in pools
            ]
            assert got == _straight_pool_orders(army_list, troopers, counted, ruleset)
            assert [p.pool_orders for p in pools] == [p.regular for p in pools]
            tactical[ruleset.id] += sum(p.tactical for p in pools)
            by_uid = {t.uid: t for t in troopers}
            for h in (h for p in pools for h in p.held):  # all their orders
                orders = dict.fromkeys(OrderType, 0)
                for grant in by_uid[h.uid].option.orders:
                    if grant.type in ruleset.order_types:
                        orders[grant.type] += grant.total
                got = (h.regular, h.irregular, h.impetuous, h.tactical, h.lieutenant)
                assert got == tuple(orders.values()), h.name
                held += 1
    assert tactical["n5"] > 50
    assert tactical["n2"] == 0
    assert held > 100


def _straight_ava_faults(troopers, ruleset) -> list[tuple[str, ...]]:
    """The uids of each (unit, pool) over its AVA, every pool asked of ``pool_ava``."""
    from listbuilder.core.catalog.units import AVA_TOTAL
    from listbuilder.core.rules.validation.ava import pool_ava

    pools: dict[tuple[int, int], list] = {}
    for t in troopers:
        for pool in _straight_pools(t):
            pools.setdefault((t.entry.unit_id, pool), []).append(t)
    faults: dict[tuple, None] = {}  # a pair over in two pools: one fault
    for (unit_id, pool), members in pools.items():
        ava = pool_ava(members[0].unit, pool, ruleset, False)
        if ava != AVA_TOTAL and len(members) > ava:
            faults[(unit_id, tuple(t.uid for t in members))] = None
    return [uids for _unit, uids in faults]


def test_ava_of_every_unit_of_every_army_and_reinforcement_list(catalog, n5):
    """Every unit fielded one more time than its main group's AVA (three at
    most), in its army and in its reinforcement list, from its main group
    alone (the check reads ``Army.main_pools``, filled by ``main_pool``) and
    from any group: the A5 faults are the pools over ``pool_ava``, asked for
    every pool."""
    from listbuilder.core.rules.validation.ava import main_pool, pool_ava

    checked = {"main": 0, "any": 0}
    for army, reinforcement, source in _armies_and_reinforcements(catalog):
        for unit in source.units:  # the main pools, as pool_ava gives them
            main = unit.profile_groups[0].id if unit.profile_groups else None
            expected = (main, pool_ava(unit, main, n5, False)) if main else None
            assert main_pool(unit) == expected
        for kind in checked:
            groups = []
            for unit in source.units:
                main = unit.profile_groups[0]
                buys = [
                    (g, o)
                    for g, o in unit.purchasable()
                    if kind == "any" or g == main.id
                ]
                if not buys:
                    continue
                g, o = buys[0]
                copies = min(max(main.profiles[0].ava, 0) + 1, 3)
                groups.append(tuple(e(unit.id, g, o.id) for _ in range(copies)))
            lst = ArmyList(
                army_id=army.id,
                groups=tuple(
                    CombatGroup(number=n, troopers=t, reinforcement=reinforcement)
                    for n, t in enumerate(groups, start=1)
                ),
            )
            troopers = resolve_list(lst, catalog)
            report = validate(lst, catalog, n5, troopers=troopers)
            found = [v.troopers for v in report.violations if v.rule == "A5"]
            assert sorted(found) == sorted(_straight_ava_faults(troopers, n5))
            checked[kind] += len(found)
        # the army's memo holds each unit the main-group lists asked of it
        assert source.main_pools
        for unit_id, pool in source.main_pools.items():
            unit = source.unit(unit_id)
            assert unit is not None
            assert pool == main_pool(unit)
    assert checked["main"] > 500
    assert checked["any"] > 500
