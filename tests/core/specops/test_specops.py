"""Spec-Ops on the real T2 codes: decoded by name, priced, raised, round trip."""

from __future__ import annotations

import base64
import json
from urllib.parse import unquote

import pytest

from listbuilder.core.armycode.bind import army_code, army_list_from_code
from listbuilder.core.catalog.specops import UpgradeKind
from listbuilder.core.lists.resolve import resolve_list
from listbuilder.core.specops import (
    STATS,
    SpecOpsError,
    Upgrade,
    attribute,
    parse_upgrades,
    specops_config,
    specops_strings,
    upgrades_json,
)
from tests.fixtures import FIXTURES

VECTORS = json.loads((FIXTURES / "specops_vectors.json").read_text(encoding="utf-8"))
STRINGS = sorted(
    {
        json.dumps(s, separators=(",", ":"))
        for v in VECTORS
        for g in v["groups"]
        for m in g["members"]
        for s in m.get("specops", ())
    }
)


def _vector(slug: str) -> dict:
    return next(v for v in VECTORS if v["slug"] == slug)


def _fusilier_indigo(catalog):
    """PanOceania's Spec-Ops option: Fusiliers (unit 1), group 1, option 7."""
    unit = catalog.army(106).unit(1)
    return unit.profile_groups[0].profiles[0]


@pytest.mark.parametrize("text", STRINGS)
def test_every_real_string_decodes_and_encodes_to_the_same_bytes(text):
    upgrades = parse_upgrades(text)
    assert len(upgrades) == 1
    assert upgrades_json(upgrades) == text
    assert specops_strings(upgrades) == (text,)


def test_the_shop_is_read_from_each_army_file(catalog):
    shop = catalog.army(106).specops
    assert shop.is_specops(1, 1, 7)
    assert not shop.is_specops(1, 1, 1)
    # the same id at two prices, told apart by its extra (ITS.md E7)
    assert shop.find(UpgradeKind.SKILL, 28, (6,)).exp == 5
    assert shop.find(UpgradeKind.SKILL, 28, (7,)).exp == 7
    doctor = shop.find(UpgradeKind.SKILL, 53)
    assert [g.name for g in doctor.grants] == ["MediKit"]
    device = shop.find(UpgradeKind.EQUIP, 100)
    assert [g.name for g in device.grants] == ["Hacker"]
    # an item listed with "extras": [] is the item without extras
    assert shop.find(UpgradeKind.EQUIP, 114).exp == 4
    # prices differ by army: the same visor is 3 XP in Next Wave
    assert catalog.army(605).specops.find(UpgradeKind.EQUIP, 114).exp == 3


def test_the_spec_ops_option_is_added_to_its_unit(catalog):
    option = catalog.army(106).unit(1).option(1, 7)
    assert option is not None
    assert option.name == "FUSILIER INDIGO"
    assert option.points == 11


@pytest.mark.parametrize(
    ("slug", "army", "names", "xp", "unpriced"),
    [
        # Corregidor: Mimetism -3 is 5 XP there; Tactical Awareness is not in
        # the bundled shop; WIP+1 has no price in the data (ITS.md E8)
        ("corregidor", 502, ["Mimetism (-3)", "Tactical Awareness", "WIP+1"], 5, 1),
        (
            "svalarheima-s-winter-force",
            106,
            ["WIP+1", "Tactical Awareness", "Multispectral Visor L1"],
            4,
            1,
        ),
        ("qapu-khalqi", 403, ["Tactical Awareness", "ARM+2", "NCO"], 0, 1),
        ("next-wave", 605, ["BS+1", "Sixth Sense"], 0, 1),
    ],
)
def test_real_codes_decode_by_name_with_that_armys_prices(
    catalog, slug, army, names, xp, unpriced
):
    result = army_list_from_code(_vector(slug)["code"], catalog)
    troopers = resolve_list(result.army_list, catalog)
    configs = [t.specops for t in troopers if t.specops is not None]
    assert [u.label for c in configs for u in c.upgrades] == names
    assert sum(c.xp for c in configs) == xp
    assert sum(len(c.unpriced) for c in configs) == unpriced
    assert all(c.error == "" for c in configs)


def _bytes(code: str) -> bytes:
    text = unquote(code)
    return base64.b64decode(text + "=" * (-len(text) % 4))


@pytest.mark.parametrize("vector", VECTORS, ids=[v["slug"] for v in VECTORS])
def test_real_codes_write_back_to_the_same_bytes(catalog, vector):
    result = army_list_from_code(vector["code"], catalog)
    assert _bytes(army_code(result.army_list, catalog)) == _bytes(vector["code"])


def test_the_profile_is_raised_and_gains_what_each_purchase_grants(catalog):
    base = _fusilier_indigo(catalog)
    shop = catalog.army(106).specops
    config = specops_config(
        (
            '[{"type":"stat","stat":"wip","q":1}]',
            '[{"type":"stat","stat":"move0","q":1}]',
            '[{"type":"skill","id":53}]',
            '[{"type":"equip","id":100}]',
        ),
        shop,
        base,
    )
    raised = config.profile
    assert (raised.wip, raised.bs) == (base.wip + 1, base.bs)
    assert raised.move == (base.move[0] + 1, base.move[1])
    skills = [s.name for s in raised.skills]
    equipment = [s.name for s in raised.equipment]
    assert "Doctor" in skills
    assert "Hacker" in skills
    assert "MediKit" in equipment
    assert "Hacking Device" in equipment
    assert config.xp == 3 + 3  # Doctor and Hacking Device, from 106's shop
    assert config.unpriced == ("WIP+1", "MOV1+1")
    assert [u.label for u in config.upgrades] == [
        "WIP+1",
        "MOV1+1",
        "Doctor",
        "Hacking Device",
    ]


def test_attribute_reads_each_stat_a_code_names(catalog):
    base = _fusilier_indigo(catalog)
    values = {stat: attribute(base, stat) for stat in STATS}
    assert values == {
        "move0": base.move[0],
        "move1": base.move[1],
        "cc": base.cc,
        "bs": base.bs,
        "ph": base.ph,
        "wip": base.wip,
        "arm": base.arm,
        "bts": base.bts,
        "w": base.w,
        "s": base.s,
    }
    assert values["move0"] > 0
    assert values["w"] >= 1
    with pytest.raises(KeyError):
        attribute(base, "ava")  # a profile field no code raises


def test_an_item_the_shop_does_not_sell_is_named_unpriced_and_flagged(catalog):
    config = specops_config(
        ('[{"type":"skill","id":213}]',), catalog.army(106).specops, None
    )
    assert config.not_in_shop == ("Tactical Awareness",)
    assert config.xp == 0


@pytest.mark.parametrize(
    "text",
    [
        "not json",
        '{"type":"stat"}',
        '[{"type":"stat","stat":"luck","q":1}]',
        '[{"type":"spell","id":1}]',
        '[{"type":"skill"}]',
        '[{"type":"skill","id":"28"}]',
        '[{"type":"skill","id":28,"colour":1}]',
    ],
)
def test_a_string_that_is_no_upgrade_is_a_clear_error(text, catalog):
    with pytest.raises(SpecOpsError):
        parse_upgrades(text)
    config = specops_config((text,), catalog.army(106).specops, None)
    assert config.error
    assert not config.upgrades


def test_an_upgrade_keeps_extra_apart_from_no_extra():
    assert Upgrade(kind=UpgradeKind.EQUIP, id=114, extra=()).as_json() == {
        "type": "equip",
        "id": 114,
        "extra": [],
    }
    assert "extra" not in Upgrade(kind=UpgradeKind.EQUIP, id=114).as_json()
