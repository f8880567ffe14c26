"""The ITS summary's memo gives the straightforward answer on real lists (E10, E11)."""

from __future__ import annotations

import pytest

from listbuilder.core import resolve_list
from listbuilder.core.its.fielded import fielded_troopers
from listbuilder.core.its.specialists import specialists_of_fielded
from listbuilder.core.its.summary import covered_names, its_summary
from listbuilder.data.its_deck import load_classified_deck
from tests.benchmarks.test_all_armies_benchmark import mixed_lists
from tests.core.its.oracle import coverage_of_fielded
from tests.fixtures.lists import (
    FIFTEEN,
    fifteen_with_teams_and_reinforcements,
    winter_indigo,
)


def _straight(troopers, deck, programs):
    """The summary worked out without the memo: every trooper unfolded and asked."""
    fielded = fielded_troopers(troopers)
    coverage = coverage_of_fielded(fielded, deck, programs)
    return specialists_of_fielded(fielded), coverage


@pytest.fixture(scope="module")
def resolved(catalog):
    lists = [
        FIFTEEN,
        fifteen_with_teams_and_reinforcements(),
        winter_indigo(),
        *mixed_lists(240, seed=28),
    ]
    return [resolve_list(lst, catalog) for lst in lists]


def test_the_input_has_lieutenants_pairs_peripherals_and_a_spec_ops(resolved):
    members = [t for troopers in resolved for t in troopers]
    assert any(t.is_lieutenant for t in members)
    assert any(t.entry.profile_group_id == 0 for t in members)  # pairs
    assert any(t.specops is not None for t in members)
    fielded = [f for troopers in resolved for f in fielded_troopers(troopers)]
    assert any(f.peripheral for f in fielded)
    assert sum(1 for troopers in resolved if any(t.included for t in troopers)) > 20


def test_the_summary_is_the_straightforward_answer(resolved, catalog):
    deck = load_classified_deck()
    programs = catalog.hacking_programs
    for troopers in resolved:
        for _round in range(2):  # the first fills the memo, the second reads it
            summary = its_summary(troopers, deck, programs)
            specialists, coverage = _straight(troopers, deck, programs)
            assert summary.specialists == specialists
            assert summary.coverage == coverage
    assert deck.designations.memo  # the memo was used


def test_covered_names_are_the_summarys_count_and_coverage(resolved, catalog):
    """``validate --json``'s short path: the summary's answer, in its terms."""
    deck = load_classified_deck()
    programs = catalog.hacking_programs
    covered_lists = 0
    for troopers in resolved:
        summary = its_summary(troopers, deck, programs)
        count, covered = covered_names(troopers, deck, programs)
        assert count == len(summary.specialists)
        assert covered == [
            (o.number, list(o.troopers))
            for o in summary.coverage.objectives
            if o.covered
        ]
        covered_lists += bool(covered)
    assert covered_lists > 200  # most lists cover some objective


def test_a_spec_ops_trooper_is_worked_out_from_its_upgrades(catalog):
    deck = load_classified_deck()
    troopers = resolve_list(winter_indigo(), catalog)
    summary = its_summary(troopers, deck, catalog.hacking_programs)
    indigo = [s for s in summary.specialists if s.uid == troopers[1].uid]
    # Doctor and Hacking Device were bought: the data's option has neither
    assert len(indigo) == 1
    assert "Doctor" in indigo[0].reasons


def test_the_memo_keeps_one_catalog_only(resolved, catalog):
    deck = load_classified_deck()
    programs = catalog.hacking_programs
    first = [its_summary(t, deck, programs) for t in resolved]
    size = len(deck.designations.memo)
    copy = tuple(p for p in programs)  # another table: a new tuple, the same programs
    assert copy is not programs
    again = [its_summary(t, deck, copy) for t in resolved]
    assert again == first
    assert len(deck.designations.memo) <= size  # the old entries were let go
    assert size > 100
