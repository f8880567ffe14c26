"""FrozenModel: pickling keeps every model as it was, in a compact state."""

from __future__ import annotations

import pickle

from listbuilder.core.catalog.army import Army
from listbuilder.core.lists.army_list import ArmyList

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
