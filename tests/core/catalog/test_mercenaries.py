"""Where the Soldiers of Fortune Extra hires mercenaries from (ITS.md E5)."""

from __future__ import annotations


def test_hireable_units_are_mercenaries_the_army_lacks(catalog):
    army = catalog.army(101)
    hireable = catalog.hireable_units(101)
    ids = [u.id for u in hireable]
    assert 325 in ids  # Bashi Bazouks, from Haqqislam
    assert 300 in ids  # Anaconda, from Force de Réponse Rapide Merovingienne
    assert all(army.unit(i) is None for i in ids)
    assert all("Mercenary" in u.category for u in hireable)
    assert len(ids) == len(set(ids))


def test_a_unit_several_armies_field_is_hired_from_the_first_one(catalog):
    # Bashi Bazouks: AVA 2 in Haqqislam (401), 4 in Qapu Khalqi (403)
    assert catalog.mercenary_homes[325] == 401
    assert catalog.hired_unit(325).ava == 2
    assert catalog.hired_unit(1) is None  # Fusiliers are no mercenaries
