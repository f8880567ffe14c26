"""Issue 23 on real data: G: Jumper Proxies (A13), minDependant (A14), disabled
options (A15), one fault one report (A16)."""

from __future__ import annotations

import json

from listbuilder.core import validate
from listbuilder.core.armycode.bind import army_code, army_list_from_code
from listbuilder.core.lists.counts import counts_text, list_counts, trooper_count
from listbuilder.core.roster.build import build_roster
from listbuilder.core.rules.orders import order_pools
from listbuilder.core.state import evaluate
from tests.core.rules.lists import build
from tests.fixtures import FIXTURES

ALEPH, OSS, YJ, IS, PANO, O12 = 701, 703, 201, 202, 101, 1001
# 703.json, O-S.S.S.: the Posthumans (unit 597) field their Proxies, one profile
# group each (AVA 1), every one with G: Jumper (skill 252).
MK1, MK2, MK4, MK5 = (597, 1, 2), (597, 2, 2), (597, 4, 2), (597, 5, 2)
SHUKRA_LT = (1128, 1, 3)  # 24 pts
DEVA = (109, 1, 1)  # 20 pts, AVA 5
NETROD, LAMEDH, PROBOT, CSU = (595, 1, 1), (593, 1, 1), (596, 1, 1), (122, 1, 2)
# 202.json / 201.json: Kuang Shi (146 group 1) and their Control Device, the
# Celestial Guard Monitor (146 group 2).
KUANG_SHI, MONITOR = (146, 1, 1), (146, 2, 1)
FUS_LT, FUS = (1, 1, 10), (1, 1, 1)


def codes(report, rule: str | None = None) -> list[str]:
    return [v.code for v in report.violations if rule is None or v.rule == rule]


#: 17 entries, 15 troopers: group 1 holds 12 entries, three of them Proxies.
OSS_FULL = (
    [SHUKRA_LT, *[DEVA] * 5, NETROD, NETROD, LAMEDH, MK1, MK2, MK5],
    [LAMEDH, PROBOT, PROBOT, CSU, CSU],
)


# -- A13 G: Jumper ----------------------------------------------------------------


def test_a13_three_proxies_are_one_trooper_for_the_cap_and_the_group(catalog, n5):
    lst = build(OSS, *OSS_FULL)
    report = validate(lst, catalog, n5)
    assert report.is_legal, report.violations
    assert report.troopers == 15
    assert report.trooper_count.text == (
        "15 troopers: Posthumans (PROXY Mk.1 + PROXY Mk.2 + PROXY Mk.5) counts 1, "
        "G: Jumper"
    )
    # Each Proxy's points and SWC still count.
    assert report.points == 24 + 100 + 12 + 7 + 13 + 22 + 13 + 7 + 16 + 22
    assert report.swc == 1


def test_a13_proxies_give_one_order(catalog, n5):
    lst = build(OSS, *OSS_FULL)
    pool = order_pools(lst, catalog, n5)[0]
    assert pool.troopers == 10
    # Shukra, 5 Devas, Lamedh, the three Proxies together; the Netrods are
    # airborne (held, B5).
    assert pool.regular == 8
    assert pool.held_pool_orders == 2
    lone = order_pools(build(OSS, [SHUKRA_LT, MK1]), catalog, n5)[0]
    assert (lone.troopers, lone.regular) == (2, 2)


def test_a13_roster_and_summary_count_the_proxies_once(catalog, n5):
    lst = build(OSS, *OSS_FULL)
    roster = build_roster(lst, catalog, n5)
    assert roster.troopers == 15
    assert roster.trooper_count.troopers == 15
    assert [g.trooper_count.troopers for g in roster.groups] == [10, 5]
    assert [r.minis for r in roster.groups[0].rows[-3:]] == [1, 0, 0]
    assert counts_text(*list_counts(lst, catalog)).startswith("15 troopers: ")


def test_a13_one_count_per_evaluation_agrees_with_each_part_counting_alone(catalog, n5):
    # Proxies in both groups: the count evaluate works out once and hands to
    # the report, the pools and the roster is the one each works out alone.
    lst = build(OSS, [SHUKRA_LT, MK1, MK2, DEVA], [MK4, MK5, LAMEDH])
    state = evaluate(lst, catalog, n5)
    assert state.counted.extra_proxies == {
        lst.groups[0].troopers[2].uid,
        lst.groups[1].troopers[1].uid,
    }
    assert state.report == validate(lst, catalog, n5)
    assert state.pools == order_pools(lst, catalog, n5)
    assert state.roster == build_roster(lst, catalog, n5)
    assert state.counted.of(state.troopers) == trooper_count(state.troopers)


def test_a13_a_lone_proxy_is_illegal(catalog, n5):
    lst = build(OSS, [SHUKRA_LT, MK1], [MK2, MK5])
    [v] = [v for v in validate(lst, catalog, n5).violations if v.rule == "A13"]
    assert v.code == "relation.too_few"
    assert v.message == (
        "At least 2 of Posthumans must be fielded together in combat group 1; it has 1."
    )
    assert (v.group, v.troopers) == (1, (lst.groups[0].troopers[1].uid,))


def test_a13_four_proxies_in_a_group_are_illegal(catalog, n5):
    lst = build(OSS, [SHUKRA_LT, MK1, MK2, MK4, MK5])
    report = validate(lst, catalog, n5)
    assert codes(report, "A13") == ["relation.exclusive"]
    assert report.troopers == 2


def test_a13_aleph_generic_army_too(catalog, n5):
    deva_lt = (109, 1, 10)  # 701.json
    lst = build(ALEPH, [deva_lt, MK1, MK2])
    report = validate(lst, catalog, n5)
    assert report.is_legal, report.violations
    assert report.troopers == 2


# -- A14 minDependant -------------------------------------------------------------


def test_a14_the_loader_reads_min_dependant(catalog):
    deps = [
        d
        for r in catalog.army(IS).relations
        for u in r.units
        for d in u.depends
        if d.min_dependant is not None
    ]
    assert [(d.unit_id, d.profile_group_id, d.min, d.min_dependant) for d in deps] == [
        (146, 2, 2, 5)
    ]


def test_a14_five_kuang_shi_need_two_control_devices(catalog, n5):
    six = build(IS, [*[KUANG_SHI] * 6, MONITOR])
    [v] = validate(six, catalog, n5).violations[1:]  # after the missing Lieutenant
    assert (v.rule, v.code) == ("A14", "relation.requires_more")
    assert v.message == (
        "6 KUANG SHI need 2 Celestial Guard Monitor in the same combat group; it has 1."
    )
    assert set(v.troopers) == {t.uid for t in six.groups[0].troopers[:6]}
    two = build(IS, [*[KUANG_SHI] * 6, MONITOR, MONITOR])
    assert not codes(validate(two, catalog, n5), "A14")
    four = build(IS, [*[KUANG_SHI] * 4, MONITOR])  # below minDependant: 1 will do
    assert codes(validate(four, catalog, n5)) == ["lieutenant.missing"]
    # Counted per combat group: 3 + 3 with a Monitor each is enough.
    split = build(IS, [*[KUANG_SHI] * 3, MONITOR], [*[KUANG_SHI] * 3, MONITOR])
    assert not codes(validate(split, catalog, n5), "A14")


def test_a14_yu_jing_has_no_such_entry(catalog, n5):
    six = build(YJ, [*[KUANG_SHI] * 6, MONITOR])
    assert not codes(validate(six, catalog, n5), "A14")


def test_a14_a_lone_kuang_shi_is_reported_once(catalog, n5):
    # 202.json says it twice (the ordinary relation and the minDependant one).
    lst = build(IS, [KUANG_SHI])
    assert codes(validate(lst, catalog, n5), "A11") == ["relation.requires"]


# -- A15 disabled options ---------------------------------------------------------


def test_a15_a_disabled_option_from_a_code_is_reported(catalog, n5):
    # 1001.json: the Wreckers' ZETBOT (1783 group 2 option 1) is disabled: it
    # comes with a Wrecker, the builder no longer sells it on its own.
    lst = build(O12, [(1783, 2, 1)])
    imported = army_list_from_code(army_code(lst, catalog), catalog).army_list
    [v] = [v for v in validate(imported, catalog, n5).violations if v.rule == "A15"]
    assert v.code == "option.disabled"
    assert v.message == (
        "Wreckers, Fire Recon Armored Squadron (ZETBOT) is an option the official "
        "builder no longer offers; choose another option."
    )
    assert v.troopers == (imported.groups[0].troopers[0].uid,)
    wrecker = build(O12, [(1783, 1, 1)])
    assert not codes(validate(wrecker, catalog, n5), "A15")


# -- A16 one fault, one report ----------------------------------------------------


def test_a16_maximus_relation_of_both_files_is_reported_once(catalog, n5):
    vectors = json.loads((FIXTURES / "armycode_vectors.json").read_text("utf-8"))
    [aleph] = [v for v in vectors if v["faction"] == ALEPH]
    lst = army_list_from_code(aleph["code"], catalog).army_list
    assert codes(validate(lst, catalog, n5), "A11") == ["relation.exclusive"]


def test_a16_reinforcement_unit_in_a_main_group_is_a10(catalog, n5):
    reinf_unit = catalog.army(PANO).reinforcements.units[0]
    group = reinf_unit.profile_groups[0]
    entry = (reinf_unit.id, group.id, group.options[0].id)
    lst = build(PANO, [FUS_LT, entry])
    [v] = validate(lst, catalog, n5).violations
    assert (v.rule, v.code) == ("A10", "reinforcements.wrong_list")
    assert v.message.endswith("belongs in a reinforcement group; replace or remove it.")
