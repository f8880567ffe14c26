"""Issue 16 on real data: the edges an audit of the rules core left open.

Fireteam chart counts-as notes, one violation per root cause, messages naming
things as players do, and N2 mercenaries decided by classification.
"""

from __future__ import annotations

import difflib

from listbuilder.core import ArmyList, CombatGroup, Fireteam, validate
from listbuilder.core.catalog.fireteam_chart import FireteamChart, chart_words
from tests.helpers import e, with_fireteams

PANO, MO, CA = 101, 103, 601
ORDER_SERGEANT_FTO = (24, 1, 1)
BLACK_FRIAR = (771, 1, 2)
TEUTONIC, TEUTONIC_LT = (30, 1, 1), (30, 1, 7)
FUS_LT = (1, 1, 10)
KRAKOT, KRAKOT_MERC = (756, 1, 1), (10756, 1, 1)


def build(army_id: int, *groups, points: int = 300) -> ArmyList:
    return ArmyList(
        army_id=army_id,
        points_limit=points,
        groups=tuple(
            CombatGroup(number=i + 1, troopers=tuple(e(*c) for c in g))
            for i, g in enumerate(groups)
        ),
    )


def team(lst: ArmyList, kind: str, members, name: str = "", group: int = 0):
    uids = tuple(lst.groups[g].troopers[p].uid for g, p in members)
    return with_fireteams(
        lst,
        group,
        (*lst.groups[group].fireteams, Fireteam(name=name, type=kind, members=uids)),
    )


def a12(report) -> list:
    return [v for v in report.violations if v.rule == "A12"]


# -- counts-as notes ---------------------------------------------------------------


def test_counts_as_notes_are_read_from_the_chart(catalog):
    chart = catalog.army(MO).fireteam_chart
    mo_team = next(t for t in chart.teams if t.name == "Military Orders Fireteams")
    sergeant = mo_team.slot_by_slug["order-sergeants"]
    assert sergeant.counts_as == ("Crosier",)
    assert sergeant.fto_only
    assert mo_team.counted_as(sergeant) == {
        "coadjutor-crosiers-military-order-infantry"
    }
    wildcards = next(t for t in chart.teams if not t.types)
    konstantinos = next(s for s in wildcards.slots if "KONSTANTINOS" in s.name)
    assert konstantinos.counts_as == ("Crosier", "Order Sergeant")
    sergeants_team = next(
        t for t in chart.teams if t.name == "Order Sergeants Fireteams"
    )
    assert sergeants_team.counted_as(konstantinos) == {"order-sergeants"}


#: Bracketed notes of the data that name a rule, not a unit or a team.
NOT_NAMES = {"Strategic Deployment"}  # 1102's SHIZOKU line


def test_every_counts_as_note_of_the_data_names_a_unit_or_a_team(catalog):
    # A note names a unit line of some team, or the team itself (a keyword for
    # the bonus only: Vipera, PrivEnforcers); none is silently unread.
    for army in (catalog.army(i) for i in catalog.army_ids):
        for source in (army, army.reinforcements):
            if source is None:
                continue
            chart = source.fireteam_chart
            for slot in (s for t in chart.teams for s in t.slots if s.counts_as):
                units = [t for t in chart.teams if t.types and t.counted_as(slot)]
                # a keyword may be misspelt in the data: 603 writes "Shavesii"
                # for its Shaveshii teams
                names = [" ".join(chart_words(t.name)) for t in chart.teams]
                team_words = {w for name in names for w in name.split()}
                keywords = [
                    n
                    for n in slot.counts_as
                    if n in NOT_NAMES
                    or any(" ".join(chart_words(n)) in name for name in names)
                    or difflib.get_close_matches(
                        " ".join(chart_words(n)), team_words, cutoff=0.85
                    )
                ]
                assert units or keywords, (source.id, slot.name, slot.counts_as)


def test_a12_core_of_order_sergeants_counting_as_crosiers_is_legal(catalog, n5):
    # ORDER SERGEANT FTO (Crosier): three Order Sergeants fill the team's
    # required Crosier line.
    lst = build(MO, [TEUTONIC_LT], [ORDER_SERGEANT_FTO] * 3)
    lst = team(lst, "CORE", [(1, 0), (1, 1), (1, 2)], "Military Orders Fireteams", 1)
    assert validate(lst, catalog, n5).is_legal
    unnamed = team(
        build(MO, [TEUTONIC_LT], [ORDER_SERGEANT_FTO] * 3),
        "CORE",
        [(1, 0), (1, 1), (1, 2)],
        group=1,
    )
    assert validate(unnamed, catalog, n5).is_legal


def test_a12_without_the_note_the_same_core_misses_its_required_unit(catalog, n5):
    mo = catalog.army(MO)
    teams = tuple(
        t.replace(
            slots=tuple(
                s.replace(comment="") if s.slug == "order-sergeants" else s
                for s in t.slots
            )
        )
        for t in mo.fireteam_chart.teams
    )
    chart = FireteamChart(spec=mo.fireteam_chart.spec, teams=teams)
    patched = catalog.with_army(mo.replace(fireteam_chart=chart))
    lst = build(MO, [TEUTONIC_LT], [ORDER_SERGEANT_FTO] * 3)
    lst = team(lst, "CORE", [(1, 0), (1, 1), (1, 2)], "Military Orders Fireteams", 1)
    [v] = a12(validate(lst, patched, n5))
    assert v.code == "fireteam.missing_required"


def test_a12_a_unit_without_a_note_still_needs_the_required_unit(catalog, n5):
    lst = build(MO, [TEUTONIC_LT], [BLACK_FRIAR] * 2)
    lst = team(lst, "DUO", [(1, 0), (1, 1)], "Military Orders Fireteams", 1)
    [v] = a12(validate(lst, catalog, n5))
    assert v.code == "fireteam.missing_required"
    assert v.message == (
        "DUO fireteam in combat group 2: Military Orders Fireteams must include "
        "one of: CROSIER, TEUTONIC KNIGHT, KNIGHT OF SANTIAGO FTO."
    )


# -- one fault, one violation -------------------------------------------------------


def test_a12_member_in_another_group_is_one_violation_naming_it(catalog, n5):
    lst = build(MO, [TEUTONIC_LT, TEUTONIC], [TEUTONIC])
    lst = team(lst, "HARIS", [(0, 0), (0, 1), (1, 0)], "Military Orders Fireteams")
    [v] = a12(validate(lst, catalog, n5))
    assert v.code == "fireteam.outside_group"
    assert v.troopers == (lst.groups[1].troopers[0].uid,)
    assert v.message == (
        "HARIS fireteam in combat group 1: Every member must be in combat group 1; "
        "Teutonic Knights in combat group 2 is not."
    )
    assert (v.group, v.reinforcement) == (1, False)


def test_a12_too_many_teams_says_the_count_in_words(catalog, n5):
    lst = build(MO, [TEUTONIC_LT, TEUTONIC, TEUTONIC], [ORDER_SERGEANT_FTO] * 3)
    lst = team(lst, "CORE", [(0, 0), (0, 1), (0, 2)], "Military Orders Fireteams")
    lst = team(lst, "CORE", [(1, 0), (1, 1), (1, 2)], "Military Orders Fireteams", 1)
    [v] = a12(validate(lst, catalog, n5))
    assert v.code == "fireteam.too_many_teams"
    assert v.message == "The list declares 2 CORE fireteams; Military Orders allows 1."


# -- names as players say them ------------------------------------------------------


def test_a11_a_unit_missing_from_the_data_is_named_by_id_and_said_so(catalog, n5):
    # Combined Army relates unit 533 with unit 1503, which no file of the army
    # has (max 1 together).
    ca = catalog.army(CA)
    u533 = ca.unit(533)
    profile_group_id, option = u533.purchasable()[0]
    lst = build(CA, [(533, profile_group_id, option.id)] * 2)
    [v] = [v for v in validate(lst, catalog, n5).violations if v.rule == "A11"]
    assert v.message == (
        f"At most 1 of {u533.isc}, unit 1503 (not in this army's data) may be "
        "fielded together; the list has 2."
    )


def test_data_an_unknown_unit_is_said_to_be_missing_from_the_data(catalog, n5):
    lst = build(PANO, [FUS_LT, (99999, 1, 1)])
    [v] = [v for v in validate(lst, catalog, n5).violations if v.rule == "DATA"]
    assert v.message == (
        "Combat group 1: unit 99999 is not in this army's data (newer or removed "
        "profile); replace or remove it."
    )


# -- N2 mercenaries by classification -------------------------------------------------


def _ca_lieutenant(catalog) -> tuple[int, int, int]:
    return next(
        (u.id, g, o.id)
        for u in catalog.army(CA).units
        for g, o in u.purchasable()
        if o.is_lieutenant
    )


def test_a8_krakot_renegades_are_mercenaries_under_either_id(catalog, n2, n5):
    # 756 lists Combined Army among its factions, 10756 is the mercenary pool's
    # copy: both are Mercenary Troops, and Combined Army never hires.
    lt = _ca_lieutenant(catalog)
    for krakot in (KRAKOT, KRAKOT_MERC):
        lst = build(CA, [lt, krakot])
        [v] = [v for v in validate(lst, catalog, n2).violations if v.rule == "A8"]
        assert v.code == "mercenary.never_hires"
        assert v.troopers == (lst.groups[0].troopers[1].uid,)
        assert not [v for v in validate(lst, catalog, n5).violations if v.rule == "A8"]
    hired = build(PANO, [FUS_LT, KRAKOT_MERC])
    assert not [v for v in validate(hired, catalog, n2).violations if v.rule == "A8"]


def test_a12_a_member_no_longer_in_the_list_is_one_violation(catalog, n5):
    # A saved file can name a member that is gone: the root cause, once (not
    # also a wrong size).
    lst = build(MO, [TEUTONIC_LT, TEUTONIC, TEUTONIC])
    members = (*(t.uid for t in lst.groups[0].troopers[1:]), "gone")
    lst = with_fireteams(lst, 0, (Fireteam(type="HARIS", members=members),))
    [v] = a12(validate(lst, catalog, n5))
    assert v.code == "fireteam.unknown_member"
    assert v.troopers == ("gone",)
    assert v.message == (
        "HARIS fireteam in combat group 1: 1 member is no longer in the list; "
        "declare the team again."
    )
