"""Order-pool preview on real units (RULES.md B1-B6)."""

from __future__ import annotations

from listbuilder.core import ArmyList, CombatGroup, TrooperEntry, order_pools
from tests.helpers import e

PANO = 101


def one_group(*entries: TrooperEntry, army_id: int = PANO) -> ArmyList:
    return ArmyList(army_id=army_id, groups=(CombatGroup(number=1, troopers=entries),))


def test_b1_regular_troopers_fill_the_pool(catalog, n5):
    [pool] = order_pools(one_group(e(1, 1, 1), e(1, 1, 1), e(4, 1, 2)), catalog, n5)
    assert (pool.regular, pool.pool_orders, pool.irregular, pool.lieutenant) == (
        3,
        3,
        0,
        0,
    )
    assert pool.troopers == 3


def test_b2_irregular_adds_no_pool_order(catalog, n5):
    # Helot Militia option 1 is Irregular in the official data.
    [pool] = order_pools(one_group(e(1, 1, 1), e(1222, 1, 1)), catalog, n5)
    assert (pool.regular, pool.irregular, pool.pool_orders) == (1, 1, 1)


def test_b3_impetuous_order_is_extra(catalog, n5):
    # Teutonic Knights: Regular and Impetuous.
    [pool] = order_pools(one_group(e(30, 1, 1)), catalog, n5)
    assert (pool.regular, pool.impetuous, pool.pool_orders) == (1, 1, 1)


def test_b4_lieutenant_order_is_not_in_the_pool(catalog, n5):
    [pool] = order_pools(one_group(e(1, 1, 10), e(1, 1, 1)), catalog, n5)
    assert (pool.regular, pool.lieutenant, pool.pool_orders) == (2, 1, 2)


def test_b5_airborne_trooper_is_held_off_table(catalog, n5):
    # Banshees (unit 1807) have Parachutist / Combat Jump.
    banshee = e(1807, 1, 1)
    lst = one_group(e(1, 1, 10), banshee)
    [pool] = order_pools(lst, catalog, n5)
    assert pool.held_off_table == (banshee.uid,)
    assert pool.pool_orders == 1
    assert pool.held_pool_orders == 1
    assert "(+1 held)" in pool.summary


def test_b6_pair_and_tactical_orders_from_data(catalog, n5):
    # Scarface & Cordelia (top-level option): REGULAR total 2 + TACTICAL 1. The
    # Tactical Order stays beside its trooper (N5 Tactical Awareness), like the
    # Lieutenant's: the pool holds the 2 Regular orders only. (This test used to
    # expect a pool of 3; corrected with the B1/B6 review.)
    [pool] = order_pools(one_group(e(10380, 0, 1)), catalog, n5)
    assert (pool.regular, pool.tactical, pool.pool_orders, pool.troopers) == (
        2,
        1,
        2,
        2,
    )
    assert pool.summary == "Group 1: 2 pool, 1 tac"


def test_b6_tactical_order_is_not_a_pool_order(catalog, n5):
    # Jeanne d'Arc v2 (unit 42, option 2): REGULAR + TACTICAL.
    [pool] = order_pools(one_group(e(1, 1, 10), e(42, 1, 2)), catalog, n5)
    assert (pool.regular, pool.tactical, pool.lieutenant, pool.pool_orders) == (
        2,
        1,
        1,
        2,
    )


def test_b5_held_trooper_with_tactical_awareness(catalog, n5):
    # Blade-Ops option 4 (unit 1751): REGULAR + TACTICAL, held off the table.
    blade = e(1751, 1, 4)
    [pool] = order_pools(one_group(e(1, 1, 10), blade), catalog, n5)
    assert pool.held_off_table == (blade.uid,)
    assert (pool.pool_orders, pool.held_pool_orders, pool.tactical) == (1, 1, 0)


def test_pools_are_per_group(catalog, n5):
    lst = ArmyList(
        army_id=PANO,
        groups=(
            CombatGroup(number=1, troopers=(e(1, 1, 10), e(1, 1, 1))),
            CombatGroup(number=2, troopers=(e(1222, 1, 1),)),
        ),
    )
    first, second = order_pools(lst, catalog, n5)
    assert (first.group, first.pool_orders, first.lieutenant) == (1, 2, 1)
    assert (second.group, second.pool_orders, second.irregular) == (2, 0, 1)


def test_n2_has_no_tactical_orders(catalog, n2):
    [pool] = order_pools(one_group(e(10380, 0, 1)), catalog, n2)
    assert (pool.regular, pool.tactical, pool.pool_orders) == (2, 0, 2)


def test_pool_texts_keep_tactical_orders_out_of_the_pool(catalog, n5):
    # Scarface & Cordelia: 2 Regular (pool) + 1 Tactical (stays with its trooper).
    [pool] = order_pools(one_group(e(10380, 0, 1), e(1, 1, 10)), catalog, n5)
    assert pool.phrase == "3 orders, 1 tactical, 1 lieutenant"
    assert pool.summary == "Group 1: 3 pool, 1 tac, 1 lt"
    assert pool.description == "Orders: 3 in pool · 1 tactical · 1 lieutenant"


NOMADS = 501
YUAN_YUAN = (10378, 1, 2)  # Nomads: Combat Jump, Irregular + Impetuous orders
HELLCAT = (394, 1, 3)  # Nomads: Combat Jump, Regular
SECURITATE_LT = (434, 1, 10)  # Nomads: Lieutenant


def test_b5_every_order_of_a_held_trooper_is_counted_and_named(catalog, n5):
    # An airborne Irregular Impetuous trooper brings no pool order, but its two
    # orders of its own must not vanish from the preview (issue 12).
    yuan, hellcat = e(*YUAN_YUAN), e(*HELLCAT)
    lst = one_group(e(*SECURITATE_LT), yuan, hellcat, army_id=NOMADS)
    [pool] = order_pools(lst, catalog, n5)
    assert pool.held_off_table == (yuan.uid, hellcat.uid)
    assert (pool.irregular, pool.impetuous) == (0, 0)
    assert (pool.held_pool_orders, pool.held_orders) == (1, 3)
    held_yuan, held_hellcat = pool.held
    assert held_hellcat.regular == 1
    assert (held_yuan.irregular, held_yuan.impetuous, held_yuan.orders) == (1, 1, 2)
    assert pool.held_text == (
        "Yuan Yuan (Airborne Deployment: 1 irregular, 1 impetuous), "
        "Hellcats (Airborne Deployment: 1 regular)"
    )
    assert (
        pool.summary == "Group 1: 1 pool (+1 held), 1 lt; held: Yuan Yuan (Airborne "
        "Deployment: 1 irregular, 1 impetuous), Hellcats (Airborne Deployment: "
        "1 regular)"
    )
    assert pool.description.endswith(
        "held off table: Yuan Yuan (Airborne Deployment: 1 irregular, 1 impetuous), "
        "Hellcats (Airborne Deployment: 1 regular)"
    )


def test_b5_held_tactical_order_is_counted_with_its_trooper(catalog, n5):
    blade = e(1751, 1, 4)
    [pool] = order_pools(one_group(e(1, 1, 10), blade), catalog, n5)
    [held] = pool.held
    assert (held.regular, held.tactical, pool.held_orders) == (1, 1, 2)


def test_b7_retreat_threshold_is_60_percent_of_the_points_in_n2(catalog, n2, n5):
    from listbuilder.core import validate
    from listbuilder.core.rules.orders import retreat_text, retreat_threshold

    lst = one_group(e(1, 1, 10), e(1, 1, 1), e(4, 1, 2))
    points = validate(lst, catalog, n2).points
    assert points == 41
    assert retreat_threshold(points, n2) == 25  # 60% of 41 is 24.6: 25 lost
    assert retreat_threshold(300, n2) == 180
    assert retreat_text(300, n2) == "Retreat at 180 of 300 points lost (60%)"
    assert retreat_threshold(300, n5) is None
    assert retreat_text(300, n5) == ""
