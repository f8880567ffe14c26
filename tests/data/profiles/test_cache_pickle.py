"""The army cache's pickles: references to a base army, nothing but catalog models."""

from __future__ import annotations

import io
import pickle

import pytest

from listbuilder.core.catalog.warm import warm
from listbuilder.data.profiles.cache_pickle import (
    ArmyPickler,
    CoreUnpickler,
    base_armies,
    index_of,
    pickled_table,
)

PANO, SHOCK_ARMY = 101, 102


def _pickle(obj, base=None):
    stream = io.BytesIO()
    index = index_of(base) if base is not None else None
    pickler = ArmyPickler(stream, base, index)
    pickler.dump(obj)
    return stream.getvalue(), pickler


def test_an_army_against_its_base_reads_back_equal_and_shared(catalog):
    generic, sectorial = catalog.army(PANO), catalog.army(SHOCK_ARMY)
    base_data, base_pickler = _pickle(generic)
    data, pickler = _pickle(sectorial, pickled_table(base_pickler))
    assert pickler.referred
    alone, _ = _pickle(sectorial)
    assert len(data) < len(alone) / 2  # most of it is the generic army's
    reader = CoreUnpickler(io.BytesIO(base_data))
    generic_again = reader.load()
    again = CoreUnpickler(io.BytesIO(data), reader.memo.copy()).load()
    assert again == sectorial
    assert generic_again == generic
    units = {id(u) for u in generic_again.units}
    assert sum(id(u) in units for u in again.units) > len(again.units) / 2


def test_models_of_one_entry_share_their_fields_sets_and_equal_facts(catalog):
    army = catalog.army(PANO)
    for unit in army.units:
        warm(unit)
    data, _ = _pickle(army)
    again = CoreUnpickler(io.BytesIO(data)).load()
    items = [
        i for u in again.units for g in u.profile_groups for i in g.profiles[0].skills
    ]
    assert len(items) > 100
    assert len({id(i.__pydantic_fields_set__) for i in items}) == 1
    assert items[0].__pydantic_fields_set__ == {"id", "name", "extras", "quantity"}
    assert again == army
    options = [o for u in again.units for g in u.profile_groups for o in g.options]
    totals = {id(o.__dict__["order_totals"]): o.order_totals for o in options}
    assert len(options) > 300
    assert len(totals) == len({tuple(t.items()) for t in totals.values()}) < 20
    skills = [o.__dict__["skill_ids"] for o in options]
    assert len({id(s) for s in skills}) == len(set(skills))


def test_a_reference_to_a_base_needs_that_base(catalog):
    _, base_pickler = _pickle(catalog.army(PANO))
    data, _ = _pickle(catalog.army(SHOCK_ARMY), pickled_table(base_pickler))
    with pytest.raises(pickle.UnpicklingError, match="no base army"):
        CoreUnpickler(io.BytesIO(data)).load()
    with pytest.raises(KeyError):  # a base with other numbers: a miss
        CoreUnpickler(io.BytesIO(data), {}).load()


class _Other:
    def __reduce__(self):
        return (print, ("ran",))


class _OtherId(pickle.Pickler):
    def persistent_id(self, obj):
        return "unit" if obj == "x" else None


def test_no_other_persistent_id_nor_any_function_is_read(capsys):
    stream = io.BytesIO()
    _OtherId(stream).dump(["x"])
    with pytest.raises(pickle.UnpicklingError, match="no base army"):
        CoreUnpickler(io.BytesIO(stream.getvalue()), {0: "y"}).load()
    with pytest.raises(pickle.UnpicklingError, match="not a catalog class"):
        CoreUnpickler(io.BytesIO(pickle.dumps(_Other())), {}).load()
    assert capsys.readouterr().out == ""


def test_each_army_has_a_base_in_at_most_two_steps(catalog):
    factions = {f.id: f for f in catalog.factions}
    files = set(catalog.army_ids) | set(catalog.reinforcement_ids)
    bases = base_armies(factions, files)
    assert PANO not in bases  # the first generic army
    assert bases[SHOCK_ARMY] == PANO
    assert bases[201] == PANO  # Yu Jing: another generic army
    assert bases[202] == 201  # Imperial Service: its generic army
    assert bases[199] == PANO  # a reinforcement list
    assert bases[904] == 902  # an NA2 company: the first company
    assert bases[902] == PANO
    assert set(bases) == files - {PANO}
    assert all(bases.get(bases[i]) in (None, PANO) for i in bases)
