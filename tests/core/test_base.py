"""FrozenModel: pickling keeps every model as it was, in a compact state; trusted
construction builds what validation builds."""

from __future__ import annotations

import pickle

import pytest
from pydantic import PrivateAttr

from listbuilder.core._base import FrozenModel, instance
from listbuilder.core.catalog.army import Army
from listbuilder.core.lists.army_list import ArmyList, TrooperEntry
from listbuilder.core.lists.counts import TrooperCount
from tests.helpers import assert_as_validated, run_python

PANO = 101


def _models(army: Army) -> list[object]:
    return [army, *army.units, army.units[0].profile_groups[0].options[0]]


def test_a_pickled_army_reads_back_equal_with_its_fields_set(catalog):
    army = catalog.army(PANO)
    back = pickle.loads(pickle.dumps(army, protocol=pickle.HIGHEST_PROTOCOL))
    assert back == army
    assert back.reinforcements == army.reinforcements is not None
    for before, after in zip(_models(army), _models(back), strict=True):
        assert after == before
        assert after.model_fields_set == before.model_fields_set
        assert after.__pydantic_extra__ is None
        assert after.__pydantic_private__ is None
    assert back.unit(1).isc == "Fusiliers"


def test_the_state_is_the_values_and_the_fields_set():
    army_list = ArmyList(army_id=PANO, points_limit=200)
    values, fields_set = army_list.__getstate__()
    assert values["points_limit"] == 200
    assert fields_set == {"army_id", "points_limit"}
    back = pickle.loads(pickle.dumps(army_list))
    assert back == army_list
    assert back.model_fields_set == {"army_id", "points_limit"}
    assert back.replace(name="Alpha").name == "Alpha"  # still a working model


def test_pydantic_s_own_state_still_reads():
    army_list = ArmyList(army_id=PANO, name="Old entry")
    state = {
        "__dict__": dict(army_list.__dict__),
        "__pydantic_fields_set__": {"army_id", "name"},
        "__pydantic_extra__": None,
        "__pydantic_private__": None,
    }
    back = ArmyList.__new__(ArmyList)
    back.__setstate__(state)
    assert back == army_list
    assert back.model_fields_set == {"army_id", "name"}


def test_trusted_with_every_field_in_order_is_the_validated_model():
    from listbuilder.core.rules.orders import OrderPool

    pool = OrderPool.trusted(
        group=2,
        reinforcement=True,
        troopers=3,
        regular=3,
        irregular=1,
        impetuous=0,
        tactical=1,
        lieutenant=0,
        pool_orders=3,
        held_off_table=("a1",),
        held_pool_orders=1,
        held=(),
        held_orders=1,
        trooper_count=TrooperCount.trusted(troopers=3, entries=3, notes=()),
    )
    assert_as_validated(pool)
    assert pool.model_fields_set == set(OrderPool.model_fields)


def test_trusted_fills_the_defaults_in_field_order_and_keeps_the_fields_given():
    army_list = ArmyList.trusted(name="Alpha", army_id=PANO)  # out of order
    assert_as_validated(army_list, ArmyList(name="Alpha", army_id=PANO))
    assert army_list.model_fields_set == {"army_id", "name"}
    assert army_list.groups[0].number == 1  # the default factory ran
    other = ArmyList.trusted(army_id=PANO)
    assert other.groups is not army_list.groups  # once per model, as pydantic


def test_trusted_refuses_unknown_and_missing_fields():
    with pytest.raises(TypeError, match="unknown"):
        ArmyList.trusted(army_id=PANO, colour="red")
    with pytest.raises(TypeError, match="army_id"):
        ArmyList.trusted(name="no army")


def test_a_model_with_private_attributes_is_never_trusted():
    class Private(FrozenModel):
        value: int
        _memo: dict = PrivateAttr(default_factory=dict)

    with pytest.raises(TypeError, match="private"):
        Private.trusted(value=1)
    assert Private(value=1).value == 1


def test_instance_takes_the_values_and_fields_set_as_given():
    values = {
        "uid": "a1",
        "unit_id": 1,
        "profile_group_id": 1,
        "option_id": 2,
        "specops": (),
        "saved": None,
    }
    given = {"uid", "unit_id", "profile_group_id", "option_id"}
    entry = instance(TrooperEntry, values, given)
    assert_as_validated(
        entry, TrooperEntry(uid="a1", unit_id=1, group_id=1, option_id=2)
    )


def test_a_trusted_copy_is_the_model_copy_of_the_same_change():
    from tests.fixtures.lists import FIFTEEN

    group = FIFTEEN.groups[1]
    swapped = (group.troopers[1], group.troopers[0], *group.troopers[2:])
    copied = group.trusted_copy(troopers=swapped)
    expected = group.model_copy(update={"troopers": swapped})
    assert copied.__dict__ == expected.__dict__
    assert list(copied.__dict__) == list(expected.__dict__)  # field order
    assert copied.model_fields_set == expected.model_fields_set
    assert copied == group.replace(troopers=swapped)  # what validation makes
    assert group.troopers[0] is not swapped[0]  # the original is unchanged
    with pytest.raises(TypeError, match="unknown"):
        group.trusted_copy(colour="red")


def test_a_trusted_copy_works_its_cached_properties_out_anew(catalog):
    # an option of the real data whose cached SWC cost sits in its __dict__
    option = next(
        o
        for u in catalog.army(PANO).units
        for g in u.profile_groups
        for o in g.options
        if o.swc not in ("", "-", "0")
    )
    assert option.swc_cost > 0  # cached
    copied = option.trusted_copy(swc="0")
    assert list(copied.__dict__) == list(type(option).model_fields)  # no cache
    assert copied.swc_cost == 0.0  # from the copy's own field
    with pytest.raises(TypeError, match="unknown"):
        option.trusted_copy(swc_cost=9.0)  # a cached property is no field


def test_a_model_with_private_attributes_is_copied_by_pydantic():
    class Private(FrozenModel):
        value: int
        _memo: dict = PrivateAttr(default_factory=dict)

    one = Private(value=1)
    one._memo["kept"] = True
    two = one.trusted_copy(value=2)
    assert two.value == 2
    assert two._memo == {"kept": True}  # pydantic's own copy keeps it


def test_equality_is_pydantic_s_on_real_models(catalog, n5):
    from pydantic import BaseModel

    from listbuilder.core.state import evaluate
    from tests.fixtures.lists import FIFTEEN

    one, two = evaluate(FIFTEEN, catalog, n5), evaluate(FIFTEEN, catalog, n5)
    rows = [r for g in one.roster.groups for r in g.rows]
    others = [r for g in two.roster.groups for r in g.rows]
    pairs = [(a, b) for a in rows[:6] for b in others[:6]]  # equal and not
    pairs += list(zip(one.pools, two.pools, strict=True))
    pairs += [(one.report, two.report), (one.roster, two.roster)]
    units = catalog.army(PANO).units
    # an option whose cached properties sit in its __dict__, and a copy of
    # its fields alone: equal (pydantic compares the fields only)
    option = units[0].profile_groups[0].options[0]
    assert option.swc_cost >= 0  # cached in option.__dict__
    fields = {n: option.__dict__[n] for n in type(option).model_fields}
    bare = instance(type(option), fields, set(option.model_fields_set))
    assert option.__dict__.keys() != bare.__dict__.keys()
    pairs += [(units[0], units[1]), (option, bare), (bare, option)]
    pairs += [(option, units[1].profile_groups[0].options[0])]
    for a, b in pairs:
        assert (a == b) is BaseModel.__eq__(a, b), (type(a).__name__, a, b)
        assert (a != b) is (not BaseModel.__eq__(a, b))
        if a == b and type(a).model_config.get("frozen"):
            assert hash(a) == hash(b)  # equal models hash alike
    assert sum(a == b for a, b in pairs) >= 10  # equal pairs of distinct objects
    assert (rows[0] == "a row") is False  # another type: not equal


# -- issue 28: no schema is built at import -------------------------------------

NO_SCHEMA_AT_IMPORT = """
import importlib, pkgutil, sys
import listbuilder.core, listbuilder.data
from pydantic import BaseModel
for package in (listbuilder.core, listbuilder.data):
    for found in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        importlib.import_module(found.name)
models = set()
todo = [BaseModel]
while todo:
    for sub in todo.pop().__subclasses__():
        if sub.__module__.startswith("listbuilder.") and sub not in models:
            models.add(sub)
            todo.append(sub)
built = sorted(m.__qualname__ for m in models if m.__pydantic_complete__)
print(len(models), ",".join(built), "pydantic.plugin._loader" in sys.modules)
"""


def test_importing_the_core_and_data_builds_no_model_schema():
    """No module builds a schema at import (issue 28: the app's start).

    A module-level instance or default of a validated model builds its schema,
    and with the first one pydantic's plugin lookup, at every import of the
    module. Module constants are trusted.
    """
    done = run_python(NO_SCHEMA_AT_IMPORT)
    assert done.returncode == 0, done.stderr
    count, built, plugins = done.stdout.split(" ")
    assert int(count) > 50  # every pydantic model of the core and data (66)
    assert built == ""
    assert plugins.strip() == "False"


def test_the_trusted_defaults_are_what_validation_makes():
    from listbuilder.core.lists.army_list import CombatGroup
    from listbuilder.core.roster.lieutenant_only import ALWAYS_PRIVATE, LieutenantOnly
    from listbuilder.core.rules.orders import OrderPool

    assert_as_validated(ALWAYS_PRIVATE, LieutenantOnly())
    fresh = ArmyList(army_id=PANO)
    assert_as_validated(fresh.groups[0], CombatGroup(number=1))
    assert_as_validated(fresh, ArmyList.model_validate({"army_id": PANO}))
    default = OrderPool.model_fields["trooper_count"].default
    assert_as_validated(default, TrooperCount())
