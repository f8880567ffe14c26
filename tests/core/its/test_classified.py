"""Specialist Troops and classified coverage on real lists (ITS.md E3, E10, E11)."""

from __future__ import annotations

import pytest

from listbuilder.core import ArmyList, CombatGroup, resolve_list
from listbuilder.core.its.classified import (
    ClassifiedDeck,
    Designation,
)
from listbuilder.core.its.fielded import (
    CATEGORY_CHARACTER,
    CATEGORY_VETERAN,
    fielded_troopers,
)
from listbuilder.core.its.specialists import specialist_troops
from listbuilder.core.its.summary import classified_coverage
from listbuilder.data.its_deck import load_classified_deck
from tests.fixtures.lists import FIFTEEN
from tests.helpers import e

NOMADS, PANO = 501, 101
ZOE_AND_PI_WELL = (413, 1, 3)  # Zoe (Hacker, Engineer) with her Π-Well peripheral
CUTTER = (12, 1, 1)  # a Cutter TAG with its Crabbot peripheral
MUSASHI = (10223, 1, 1)  # Miyamoto Mushashi: a Character, no specialist skill
FUSILIER_HACKER = (1, 1, 6)  # Hacking Device, no Forward Observer
FUSILIER_SPECIALIST_OPERATIVE = (1, 1, 12)
FUSILIER = (1, 1, 1)


@pytest.fixture(scope="module")
def deck() -> ClassifiedDeck:
    return load_classified_deck()


def _troopers(catalog, army: int, *members: tuple[int, int, int]):
    army_list = ArmyList(
        army_id=army,
        groups=(CombatGroup(number=1, troopers=tuple(e(*m) for m in members)),),
    )
    troopers = resolve_list(army_list, catalog)
    assert all(t.is_resolved for t in troopers)
    return troopers


def test_the_deck_is_the_twenty_objectives_of_e11(deck):
    assert [o.number for o in deck.objectives] == list(range(1, 21))
    assert deck.objectives[4].name == "Telemetry"
    assert deck.objectives[4].by == Designation(
        skills=frozenset({59}), programs=frozenset({14})
    )
    assert "ITS.md E11" in deck.source


def test_the_deck_ids_are_the_datas_names(catalog, deck):
    army = catalog.army(PANO)
    names = {
        s.id: s.name
        for u in army.units
        for g in u.profile_groups
        for p in g.profiles
        for s in (*p.skills, *p.equipment, *p.weapons)
    }
    for kind in ("skills", "equipment", "weapons"):
        for item_id, name in deck.ids[kind].items():
            if int(item_id) in names:
                assert names[int(item_id)] == name, (kind, item_id)
    spotlight = [p for p in catalog.hacking_programs if p.upgrade == 14]
    assert [p.name for p in spotlight] == ["Spotlight"]


def test_the_only_hacker_is_the_peripherals_controller(catalog, deck):
    troopers = _troopers(catalog, NOMADS, ZOE_AND_PI_WELL)
    fielded = fielded_troopers(troopers)
    assert [(t.name, t.peripheral) for t in fielded] == [
        ("Zoe & Π-Well", False),
        ("Π-WELL SYNC", True),
    ]
    specialists = specialist_troops(troopers)
    assert [s.label for s in specialists] == ["Zoe & Π-Well (Hacker, Engineer)"]
    coverage = classified_coverage(troopers, deck, catalog.hacking_programs)
    assert coverage.by[7] == ("Zoe & Π-Well",)  # Data Scan: the controller
    assert all("Π-WELL SYNC" not in names for names in coverage.by.values())


def test_a_peripheral_with_specialist_operative_is_no_specialist(catalog, deck):
    troopers = _troopers(catalog, PANO, CUTTER)
    crabbot = fielded_troopers(troopers)[1]
    assert crabbot.peripheral
    assert 189 in crabbot.skill_ids  # Specialist Operative, but a peripheral
    assert specialist_troops(troopers) == ()
    coverage = classified_coverage(troopers, deck, catalog.hacking_programs)
    assert coverage.covered == (1, 4)  # the Cutter: NCO, and any trooper
    assert coverage.by[4] == ("Cutters",)


def test_a_character_is_a_veteran(catalog, deck):
    troopers = _troopers(catalog, PANO, MUSASHI)
    (musashi,) = fielded_troopers(troopers)
    assert musashi.categories == {CATEGORY_CHARACTER, CATEGORY_VETERAN}
    assert specialist_troops(troopers) == ()
    coverage = classified_coverage(troopers, deck, catalog.hacking_programs)
    # Suspected Infiltration, Industrial Espionage, Kidnapping, Capture,
    # Net-Undermine: Veteran only; Predator: anyone
    assert coverage.covered == (3, 4, 10, 16, 17, 19)


def test_spotlight_through_a_hacking_device_covers_telemetry(catalog, deck):
    troopers = _troopers(catalog, PANO, FUSILIER_HACKER, FUSILIER)
    hacker = fielded_troopers(troopers)[0]
    assert 59 not in hacker.skill_ids  # not a Forward Observer
    coverage = classified_coverage(troopers, deck, catalog.hacking_programs)
    assert coverage.by[5] == ("Fusiliers",)  # Telemetry
    assert coverage.by[6] == ("Fusiliers",)  # HVT: Designation
    assert coverage.by[4] == ("Fusiliers", "Fusiliers")
    assert [s.label for s in specialist_troops(troopers)] == ["Fusiliers (Hacker)"]


def test_specialist_operative_is_a_specialist(catalog):
    troopers = _troopers(catalog, PANO, FUSILIER_SPECIALIST_OPERATIVE, FUSILIER)
    assert [s.label for s in specialist_troops(troopers)] == [
        "Fusiliers (Specialist Operative)"
    ]


def test_the_benchmark_list(catalog, deck):
    troopers = resolve_list(FIFTEEN, catalog)
    assert [s.label for s in specialist_troops(troopers)] == [
        "Jeanne d'Arc (Chain of Command)",
        "Pathfinder Dronbot (Forward Observer)",
    ]
    coverage = classified_coverage(troopers, deck, catalog.hacking_programs)
    assert coverage.covered == (1, 2, 3, 4, 5, 6, 8, 10, 14, 16, 17, 18, 19, 20)
    assert coverage.by[1] == ("Fusiliers", "Jeanne d'Arc")  # Lieutenant, CoC
    assert coverage.by[14] == ("Banshees", "Croc Men")  # D-Charges
    assert len(coverage.objectives) == 20
    assert not coverage.objectives[6].covered  # Data Scan: no hacker


def test_unresolved_members_field_nothing(catalog, deck):
    army_list = ArmyList(
        army_id=PANO, groups=(CombatGroup(number=1, troopers=(e(999999, 1, 1),)),)
    )
    troopers = resolve_list(army_list, catalog)
    assert specialist_troops(troopers) == ()
    assert classified_coverage(troopers, deck).covered == ()


def test_spec_ops_codes_name_units_the_bundled_data_lacks(catalog):
    """ITS.md E9, E10: the real Spec-Ops codes (``armycodes/vectors.json``).

    The golden codes hold them. Their Spec-Ops members name units (1921, 1926,
    1930, 1931) in no bundled army file, not even its ``specops`` block, so
    they cannot count as Specialist Troops yet; when the data has them, this
    test says so.
    """
    from pathlib import Path

    from listbuilder.core.armycode.bind import army_list_from_code

    codes = Path(__file__).resolve().parents[2] / "fixtures/golden/codes.txt"
    lines = codes.read_text(encoding="utf-8").splitlines()
    seen = 0
    for code in (c for c in lines if c and not c.startswith("#")):
        troopers = resolve_list(army_list_from_code(code, catalog).army_list, catalog)
        spec_ops = [t for t in troopers if t.entry.specops]
        if not spec_ops:
            continue
        seen += 1
        assert {t.entry.unit_id for t in spec_ops} <= {1921, 1926, 1930, 1931}
        assert not any(t.is_resolved for t in spec_ops)
        counted = {s.uid for s in specialist_troops(troopers)}
        assert counted.isdisjoint(t.uid for t in spec_ops)
    assert seen == 4


def test_the_index_agrees_with_every_objectives_own_test(catalog, deck):
    # classified_coverage looks troopers up in the deck's index; asking each
    # objective about each trooper (is_designated) must give the same troopers
    # on real lists of every army
    from tests.benchmarks.test_all_armies_benchmark import mixed_lists
    from tests.core.its.oracle import is_designated

    covered = 0
    for army_list in mixed_lists(180, seed=11):
        troopers = resolve_list(army_list, catalog)
        fielded = [t for t in fielded_troopers(troopers) if not t.peripheral]
        expected = {
            o.number: tuple(
                t.name
                for t in fielded
                if is_designated(t, o.by, catalog.hacking_programs)
            )
            for o in deck.objectives
        }
        coverage = classified_coverage(troopers, deck, catalog.hacking_programs)
        assert {o.number: o.troopers for o in coverage.objectives} == expected
        covered += len(coverage.covered)
    assert covered > 180 * 5  # lists cover objectives: the test compares something
    assert "designations" in vars(deck)  # the index, kept on the deck...
    assert "designations" not in deck.model_dump()  # ...is no field of it
