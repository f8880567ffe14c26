"""The unit browser's labels and detail line (gui.present.unit_browser)."""

from __future__ import annotations

from listbuilder.gui.present.unit_rows import unit_browser_labels, unit_detail

PANO = 101
FUSILIERS = 1


def test_unit_detail_gives_type_category_and_ava(catalog):
    assert unit_detail(catalog.army(PANO).unit(FUSILIERS)) == "LI · Line Troops · AVA T"


def test_unit_browser_labels_tell_apart_units_sharing_a_name(catalog):
    army = catalog.army(201)  # Yu Jing lists two Warcors and two Libertos
    units = [u for u in army.units if u.purchasable()]
    labels = unit_browser_labels(units)
    assert len(set(labels)) == len(labels)
    by_id = dict(zip((u.id for u in units), labels, strict=True))
    assert by_id[50] == "Warcors, War Correspondents (AVA 1, 2 options)"
    assert by_id[10050] == "Warcors, War Correspondents (AVA 2, 2 options)"
    assert by_id[1275].endswith("(AVA 1, 2 options, #1275)")
    single = next(u for u in units if sum(v.isc == u.isc for v in units) == 1)
    assert by_id[single.id] == single.isc
