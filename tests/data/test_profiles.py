"""The bundled official profiles load and resolve; bad files name the problem."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from listbuilder.core import DataError
from listbuilder.data.profiles import METADATA_FILE, load_catalog
from listbuilder.paths import profiles_dir

SHIPPED = sorted(p.name for p in profiles_dir().glob("*.json"))


def test_every_shipped_army_is_offered(catalog):
    offered = {a.id: a.name for a in catalog.offered_armies()}
    assert offered == {
        101: "PanOceania",
        103: "Military Orders",
        201: "Yu Jing",
        301: "Ariadna",
        401: "Haqqislam",
        501: "Nomads",
        601: "Combined Army",
        909: "White Company",
    }
    assert len(catalog.factions) == 58


def test_reinforcements_attached_not_offered(catalog):
    pano = catalog.army(101)
    assert pano.reinforcements is not None
    assert pano.reinforcements.id == 199
    assert catalog.army(199) is None
    assert catalog.army(103).reinforcements.id == 199


def test_ids_resolve_to_names(catalog):
    fusiliers = catalog.army(101).unit(1)
    assert fusiliers.isc == "Fusiliers"
    assert fusiliers.unit_type == "LI"
    assert fusiliers.category == "Line Troops"
    lt = fusiliers.option(1, 10)
    assert [s.name for s in lt.skills] == ["Lieutenant"]
    assert [w.name for w in lt.weapons][:1] == ["Combi Rifle"]
    profile = fusiliers.group(1).profiles[0]
    assert profile.move == (10, 10)
    assert profile.move_inches == (4, 4)
    assert "Cube" in profile.characteristics


def test_weapon_modes_and_ranges(catalog):
    combi = catalog.weapon(33)
    assert combi.name == "Combi Rifle"
    [mode] = combi.modes
    assert (mode.burst, mode.damage, mode.saving, mode.ammunition) == (
        "3",
        "7",
        "ARM",
        "N",
    )
    assert [(b.min_cm, b.max_cm, b.modifier) for b in mode.ranges] == [
        (0, 40, 3),
        (40, 80, -3),
        (80, 120, -6),
    ]
    assert [(b.min_in, b.max_in) for b in mode.ranges] == [(0, 16), (16, 32), (32, 48)]
    turret = catalog.weapon(226)
    assert len(turret.modes) > 1


def test_sectorial_ava_is_per_file(catalog):
    assert catalog.army(101).unit(30).ava == 2
    assert catalog.army(103).unit(30).ava == 3


def test_dangling_data_ids_are_reported_not_fatal(catalog):
    # Monstruckers carry weapon 219, which no table in the official data defines.
    assert any("unknown weapon id 219" in w for w in catalog.warnings)


def _copy_profiles(tmp_path: Path) -> Path:
    target = tmp_path / "profiles"
    shutil.copytree(profiles_dir(), target)
    return target


def test_malformed_file_names_file_and_path(tmp_path):
    folder = _copy_profiles(tmp_path)
    data = json.loads((folder / "501.json").read_text(encoding="utf-8"))
    data["units"][3]["profileGroups"][0]["options"][1]["points"] = "lots"
    (folder / "501.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_catalog(folder)
    message = str(info.value)
    assert message.startswith(
        "501.json: at units[3].profileGroups[0].options[1].points"
    )
    assert "integer" in message


def test_not_json(tmp_path):
    folder = _copy_profiles(tmp_path)
    (folder / "301.json").write_text("{ not json", encoding="utf-8")
    with pytest.raises(DataError, match=r"^301\.json: "):
        load_catalog(folder)


def test_unknown_file_name(tmp_path):
    folder = _copy_profiles(tmp_path)
    (folder / "notes.json").write_text("{}", encoding="utf-8")
    with pytest.raises(DataError, match=r"notes\.json: not an army file"):
        load_catalog(folder)


def test_unknown_characteristic_id(tmp_path):
    folder = _copy_profiles(tmp_path)
    data = json.loads((folder / "101.json").read_text(encoding="utf-8"))
    data["units"][0]["profileGroups"][0]["profiles"][0]["chars"] = [777]
    (folder / "101.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DataError, match=r"101\.json: at units\[0\].*chars.*777"):
        load_catalog(folder)


def test_missing_metadata(tmp_path):
    folder = _copy_profiles(tmp_path)
    (folder / METADATA_FILE).unlink()
    with pytest.raises(DataError, match="metadata file is missing"):
        load_catalog(folder)


@pytest.mark.parametrize("name", SHIPPED)
def test_every_shipped_file_is_official_json(name):
    assert json.loads((profiles_dir() / name).read_text(encoding="utf-8"))


def _metadata_with(tmp_path: Path, hack) -> Path:
    """A profile folder of one army whose metadata has ``hack`` (None: no table)."""
    folder = tmp_path / "profiles"
    folder.mkdir()
    shutil.copy(profiles_dir() / "501.json", folder)
    meta = json.loads((profiles_dir() / METADATA_FILE).read_text(encoding="utf-8"))
    if hack is None:
        del meta["hack"]
    else:
        meta["hack"] = hack
    (folder / METADATA_FILE).write_text(json.dumps(meta), encoding="utf-8")
    return folder


def test_hack_table_is_read_with_plain_spaces(catalog):
    names = [p.name for p in catalog.hacking_programs]
    assert names[:3] == ["Assisted Fire", "Carbonite", "Controlled Jump"]
    assert all("\xa0" not in p.name + p.special for p in catalog.hacking_programs)


def test_metadata_without_a_hack_table_loads(tmp_path):
    catalog = load_catalog(_metadata_with(tmp_path, None))
    assert catalog.hacking_programs == ()
    assert catalog.army(501) is not None


def test_malformed_hack_table_names_file_and_path(tmp_path):
    folder = _metadata_with(tmp_path, [{"name": "Carbonite", "devices": ["abc"]}])
    with pytest.raises(DataError, match=r"metadata_n5\.json: at hack\[0\]\.devices"):
        load_catalog(folder)
