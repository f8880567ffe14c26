"""Hypothesis on the saved-list reader (issue 10): arbitrary JSON values in
every field, and arbitrary bytes, give a list or our own error, never another
exception; and whatever list the reader accepts, validate, the army code and
the roster handle without crashing."""

from __future__ import annotations

import contextlib
import copy
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from listbuilder.commands.validate import check_army
from listbuilder.core import ArmyList, ListbuilderError, build_roster
from listbuilder.core.armycode.bind import army_code
from listbuilder.data.lists import army_from_json, army_to_json
from listbuilder.data.rulesets import load_ruleset
from tests.hostile import LEGAL

# Text with everything JSON can carry, lone surrogates and NUL included.
any_text = st.text(st.characters(exclude_categories=()), max_size=12)
scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**25), max_value=10**25)
    | st.integers(min_value=-3, max_value=20)
    | st.floats(allow_nan=True, allow_infinity=True)
    | any_text
)
json_values = st.recursive(
    scalars,
    lambda children: (
        st.lists(children, max_size=3) | st.dictionaries(any_text, children, max_size=3)
    ),
    max_leaves=8,
)


def _base() -> dict[str, Any]:
    data = json.loads(army_to_json(LEGAL))
    group = data["list"]["groups"][0]
    uids = [t["uid"] for t in group["troopers"][:2]]
    group["fireteams"] = [{"name": "Team", "type": "DUO", "members": uids}]
    return data


BASE = _base()


def _field_paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in the base document: each key's value and each list item."""
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _field_paths(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            found += _field_paths(item, (*path, i))
    return found


PATHS = _field_paths(BASE)


def _replaced(path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    data = copy.deepcopy(BASE)
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return data


def _dump(data: Any) -> str | None:
    try:
        return json.dumps(data, allow_nan=True)
    except (ValueError, TypeError):  # nothing a file could hold anyway
        return None


def _read(text: str | bytes) -> ArmyList | None:
    try:
        return army_from_json(text, "hypothesis.lbl.json")
    except ListbuilderError as exc:
        message = str(exc)
        assert message.startswith("hypothesis.lbl.json: "), message
        assert "\n" not in message
        assert len(message) < 400, message
        return None


def _use(army: ArmyList, catalog: Any) -> None:
    """What validate, export and code do with a list read from a file."""
    try:
        check_army(army, catalog, {})
    except ListbuilderError:
        return  # an unknown ruleset: reported by the commands
    with contextlib.suppress(ListbuilderError):
        army_code(army, catalog)
    build_roster(army, catalog, load_ruleset(army.ruleset)).rows()


def test_the_base_document_is_a_legal_list(catalog):
    army = _read(json.dumps(BASE))
    assert army is not None
    assert army.groups[0].fireteams[0].type == "DUO"
    assert len(PATHS) > 30


@settings(
    max_examples=400,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(path=st.sampled_from(PATHS), value=json_values)
def test_any_json_value_in_any_field_gives_a_list_or_our_error(catalog, path, value):
    text = _dump(_replaced(path, value))
    if text is None:
        return
    army = _read(text)
    if army is not None:
        _use(army, catalog)


@settings(
    max_examples=200,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(
    points=st.integers(min_value=-(10**17), max_value=10**17),
    army_id=st.integers(min_value=-(10**17), max_value=10**17),
    unit=st.integers(min_value=-(10**17), max_value=10**17),
    option=st.integers(min_value=-5, max_value=40),
    number=st.integers(min_value=-2, max_value=10**17),
)
def test_any_numbers_in_a_list_are_checked_without_a_crash(
    catalog, points, army_id, unit, option, number
):
    data = copy.deepcopy(BASE)
    data["list"]["points_limit"] = points
    data["list"]["army_id"] = army_id
    data["list"]["groups"][1]["number"] = number
    trooper = data["list"]["groups"][1]["troopers"][0]
    trooper["unit_id"], trooper["option_id"] = unit, option
    army = _read(json.dumps(data))
    if army is not None:
        _use(army, catalog)


@settings(max_examples=300, deadline=None)
@given(
    raw=st.binary(max_size=200)
    | any_text.map(lambda t: t.encode("utf-8", "surrogatepass"))
)
def test_any_bytes_give_a_list_or_our_error(raw):
    _read(raw)


@pytest.mark.parametrize(
    "text",
    ["", " ", "null", "[]", "{}", '{"app": "listbuilder"}', "\ufeff{}", "1" * 5000],
)
def test_small_oddities_are_our_error(text):
    assert _read(text) is None
