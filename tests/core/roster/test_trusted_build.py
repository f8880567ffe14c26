"""The roster's groups and roster are built trusted: as validation makes them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from listbuilder.core import build_roster, edits
from listbuilder.core.armycode.bind import army_list_from_code
from listbuilder.core.roster.rows import Roster, RosterGroup
from listbuilder.core.state import evaluate
from tests.fixtures.lists import FIFTEEN

FUSILIER = FIFTEEN.groups[1].troopers[0].uid
#: The real army codes of the shared test vectors (reinforcements among them).
VECTORS = Path(__file__).parents[3].parent / "shared" / "armycodes" / "vectors.json"
CODES = [v["code"] for v in json.loads(VECTORS.read_text("utf-8"))]


def _validated(model):
    """``model`` built again through pydantic's validation, from the values given."""
    given = model.model_fields_set
    return type(model)(**{name: getattr(model, name) for name in given})


@pytest.mark.parametrize("code", [None, *CODES])
def test_trusted_roster_and_groups_equal_the_validated_ones(code, catalog, n5):
    lst = FIFTEEN if code is None else army_list_from_code(code, catalog).army_list
    roster = build_roster(lst, catalog, n5)
    assert roster.groups
    assert isinstance(roster.groups, tuple)
    assert roster == _validated(roster)
    for group in roster.groups:
        assert isinstance(group, RosterGroup)
        assert group == _validated(group)
        # the same types, not only equal values (a tuple stays a tuple)
        for name in RosterGroup.model_fields:
            assert type(getattr(group, name)) is type(getattr(_validated(group), name))
    for name in Roster.model_fields:
        assert type(getattr(roster, name)) is type(getattr(_validated(roster), name))


def test_an_edited_roster_built_trusted_equals_the_one_from_scratch(catalog, n5):
    before = evaluate(FIFTEEN, catalog, n5)
    _ = before.roster
    edited = edits.change_option(FIFTEEN, FUSILIER, 1, 2).army_list
    after = evaluate(edited, catalog, n5, previous=before)
    assert after.roster.groups[0] is before.roster.groups[0]  # untouched: reused
    assert after.roster == _validated(build_roster(edited, catalog, n5))
    assert after.row(FUSILIER).points == 18
