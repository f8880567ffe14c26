"""Profile groups come from the army cache with ITS templates the oracle agrees with."""

from __future__ import annotations

from dataclasses import replace

import pytest

import listbuilder.core.its.summary as summary_module
import listbuilder.core.its.templates as templates_module
from listbuilder.core import resolve_list
from listbuilder.core.its.fielded import fielded_trooper, option_items
from listbuilder.core.its.specialists import specialist_reasons
from listbuilder.core.its.summary import its_summary
from listbuilder.core.its.templates import KEPT, its_token
from listbuilder.data.its_deck import load_classified_deck
from listbuilder.data.profiles.load import load_catalog
from listbuilder.paths import bundled_profiles_dir
from tests.benchmarks.test_all_armies_benchmark import mixed_lists
from tests.core.its.oracle import is_designated
from tests.core.its.test_summary import _straight


@pytest.fixture(scope="module")
def cached(tmp_path_factory):
    """A catalog whose every army came from a filled army cache."""
    cache = tmp_path_factory.mktemp("its") / "cache"
    first = load_catalog(bundled_profiles_dir(), cache_dir=cache)
    for army_id in first.army_ids:
        first.army(army_id)
    catalog = load_catalog(bundled_profiles_dir(), cache_dir=cache)
    for army_id in catalog.army_ids:
        catalog.army(army_id)
    return catalog


def _units(catalog):
    for army_id in catalog.army_ids:
        army = catalog.army(army_id)
        yield from army.units
        if army.reinforcements is not None:
            yield from army.reinforcements.units


def test_every_kept_template_is_what_the_deck_asked_objective_by_objective(cached):
    deck = load_classified_deck()
    programs = cached.hacking_programs
    token = its_token(deck.designations, programs)
    checked = 0
    for unit in _units(cached):
        for group in unit.profile_groups:
            kept_token, templates = group.__dict__[KEPT]
            assert kept_token == token, unit.isc
            assert len(templates) == len(group.options)
            for option, kept in zip(group.options, templates, strict=True):
                items = option_items(group, option)
                plain = fielded_trooper("", "", group, items, False)
                reasons, objectives, lieutenant = kept
                for trooper, mask in (
                    (plain, objectives),
                    (replace(plain, lieutenant=True), lieutenant),
                ):
                    expected = sum(
                        1 << at
                        for at, o in enumerate(deck.objectives)
                        if is_designated(trooper, o.by, programs)
                    )
                    assert mask == expected, (unit.isc, option.name)
                assert reasons == specialist_reasons(plain)
                checked += 1
    assert checked > 5_000


def test_lists_from_the_cache_are_summed_up_from_kept_templates(cached, monkeypatch):
    deck = load_classified_deck()
    programs = cached.hacking_programs
    made = []
    real = summary_module.fielded_trooper

    def spy(*args, **kwargs):
        made.append(args)
        return real(*args, **kwargs)

    # a Spec-Ops trooper is fielded in the summary, a template in its module
    monkeypatch.setattr(summary_module, "fielded_trooper", spy)
    monkeypatch.setattr(templates_module, "fielded_trooper", spy)
    deck.designations.memo.clear()
    resolved = [resolve_list(lst, cached) for lst in mixed_lists(200, seed=28)]
    members = sum(len(t) for t in resolved)
    for troopers in resolved:
        summary = its_summary(troopers, deck, programs)
        assert (summary.specialists, summary.coverage) == _straight(
            troopers, deck, programs
        )
    assert members > 1_000
    # only Spec-Ops troopers (whose upgrades change their items) are worked out
    spec_ops = sum(1 for t in resolved for m in t if m.specops is not None)
    assert len(made) == spec_ops


def test_templates_kept_for_another_deck_or_of_a_wrong_shape_are_not_used(catalog):
    deck = load_classified_deck()
    fresh = load_catalog(bundled_profiles_dir())  # groups of its own, no cache
    programs = fresh.hacking_programs
    troopers = [resolve_list(lst, fresh) for lst in mixed_lists(60, seed=5)]
    groups = {id(m.profile_group): m.profile_group for t in troopers for m in t}
    token = its_token(deck.designations, programs)
    everything = (1 << deck.designations.count) - 1
    bogus = (("Doctor",), everything, everything)
    out_of_range = ((), 1 << deck.designations.count, 0)
    for kept in (
        lambda g: ("another deck", (bogus,) * len(g.options)),  # stale token
        lambda g: (token, (out_of_range,) * len(g.options)),  # not this deck's
        lambda g: (token, ("not a template",) * len(g.options)),
        lambda g: (token, ((("Doctor", 7), 1, 1),) * len(g.options)),
        lambda g: (token, (((), -1, 0),) * len(g.options)),
        lambda g: (token, (((), 1.0, 0),) * len(g.options)),
        lambda g: (token, (bogus,) * (len(g.options) + 1)),  # not its options
        lambda g: [token, (bogus,) * len(g.options)],  # not the shape written
    ):
        deck.designations.memo.clear()
        for group in groups.values():
            group.__dict__[KEPT] = kept(group)
        for members in troopers:
            summary = its_summary(members, deck, programs)
            assert (summary.specialists, summary.coverage) == _straight(
                members, deck, programs
            )
    # the control: today's token and the written shape are used as they are
    deck.designations.memo.clear()
    for group in groups.values():
        group.__dict__[KEPT] = (token, (bogus,) * len(group.options))
    used = its_summary(troopers[0], deck, programs)
    assert all(s.reasons == ("Doctor",) for s in used.specialists)
    assert used.coverage != _straight(troopers[0], deck, programs)[1]
    for group in groups.values():
        del group.__dict__[KEPT]
    deck.designations.memo.clear()
