"""The bundled official profiles load lazily and resolve; bad files are reported,
never fatal to the other armies."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from listbuilder.core import DataError
from listbuilder.core.catalog.army_info import ArmyKind
from listbuilder.data.profiles.load import check_catalog, load_catalog
from listbuilder.data.profiles.raw_schema import METADATA_FILE
from listbuilder.paths import bundled_profiles_dir

OFFICIAL = Path(__file__).resolve().parents[4] / "shared" / "data" / "army"
SHIPPED = sorted(p.name for p in bundled_profiles_dir().glob("*.json"))


def test_profiles_ship_all_57_official_files_byte_for_byte():
    assert len(SHIPPED) == 58  # 57 faction files and the metadata
    if OFFICIAL.is_dir():  # the official copy beside the checkout
        assert sorted(p.name for p in OFFICIAL.glob("*.json")) == SHIPPED
        for name in SHIPPED:
            assert (bundled_profiles_dir() / name).read_bytes() == (
                OFFICIAL / name
            ).read_bytes(), name


def test_every_n5_army_and_sectorial_is_playable(catalog):
    names = {i: catalog.faction(i).name for i in catalog.army_ids}
    assert len(names) == 45
    assert names[701] == "Aleph"
    assert names[1103] == "Ōban"
    # the newline of the official name is shown on one line
    assert names[1002] == "Starmada, Bureau Aegis Naval Police Department"
    assert catalog.faction(699).name == "The Exrah Comissariat"  # no-break space
    assert 901 not in names  # Non-Aligned Armies has no file of its own
    assert len(catalog.factions) == 58


def test_listing_order_is_each_generic_army_then_its_sectorials(catalog):
    ids = catalog.army_ids
    assert ids[:8] == (101, 102, 103, 104, 105, 106, 107, 201)
    assert ids[ids.index(801) : ids.index(801) + 6] == (801, 902, 904, 905, 908, 909)
    assert catalog.kind(902) is ArmyKind.SECTORIAL
    assert catalog.kind(901) is ArmyKind.GENERIC  # a heading: parent of sectorials
    assert catalog.kind(199) is ArmyKind.REINFORCEMENT  # parent 191 is no faction


def test_discontinued_armies_are_marked_and_playable(catalog):
    discontinued = {i.id for i in catalog.infos() if i.discontinued}
    assert discontinued == {102, 105, 302, 304, 801}
    assert catalog.army(801).units


def test_reinforcements_attached_not_offered(catalog):
    pano = catalog.army(101)
    assert pano.reinforcements is not None
    assert pano.reinforcements.id == 199
    assert catalog.army(199) is None
    assert 199 not in catalog.army_ids
    assert catalog.army(103).reinforcements is pano.reinforcements  # loaded once
    assert catalog.army(909).reinforcements.id == 999  # 999, not the older 998
    assert catalog.reinforcement_list(998).name == "CONTRACTED BACK-UP"


def test_listing_reads_no_army_file(tmp_path):
    folder = _copy_profiles(tmp_path)
    fresh = load_catalog(folder, cache_dir=tmp_path / "cache")
    infos = fresh.infos()
    assert [i.id for i in infos] == list(fresh.army_ids)
    pano = infos[0]
    assert (pano.name, pano.kind, pano.version, pano.units) == (
        "PanOceania",
        ArmyKind.GENERIC,
        "7.2668.374",
        100,
    )
    assert fresh.loaded_armies() == []  # nothing parsed
    assert fresh.data_version == "7.2669.194"  # 2026 day 69 beats 2025 day 316
    # a second start reads the index from the cache, not the files
    (folder / "101.json").chmod(0)
    try:
        again = load_catalog(folder, cache_dir=tmp_path / "cache")
        assert again.infos()[0].units == 100
    finally:
        (folder / "101.json").chmod(0o644)


def test_index_notices_a_changed_file(tmp_path):
    folder = _copy_profiles(tmp_path)
    cache = tmp_path / "cache"
    assert load_catalog(folder, cache_dir=cache).infos()[0].version == "7.2668.374"
    data = json.loads((folder / "101.json").read_bytes())
    data["version"] = "7.2670.1"
    data["units"] = data["units"][:3]
    (folder / "101.json").write_text(json.dumps(data), encoding="utf-8")
    info = load_catalog(folder, cache_dir=cache).infos()[0]
    assert (info.version, info.units) == ("7.2670.1", 3)


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


def test_dangling_weapon_219_is_reported_not_fatal(catalog):
    # Monstruckers carry weapon 219, which no table in the official data defines.
    assert catalog.army(101) is not None
    assert any("unknown weapon id 219" in w for w in catalog.warnings)
    assert not any("219" in p for p in catalog.problems)


def test_every_shipped_army_and_reinforcement_list_loads():
    fresh = load_catalog(bundled_profiles_dir())
    assert check_catalog(fresh) == []
    assert len(fresh.loaded_armies()) == 45
    assert len(fresh.reinforcement_ids) == 12


# -- hostile and broken folders: reported, the rest loads -------------------------


def _copy_profiles(tmp_path: Path) -> Path:
    target = tmp_path / "profiles"
    shutil.copytree(bundled_profiles_dir(), target)
    return target


def _loaded(folder: Path) -> tuple[object, list[str]]:
    told: list[str] = []
    return load_catalog(folder, on_problem=told.append), told


def make_edit(folder: Path, name: str, change) -> None:
    data = json.loads((folder / name).read_text(encoding="utf-8"))
    change(data)
    (folder / name).write_text(json.dumps(data), encoding="utf-8")


def test_malformed_file_names_file_and_path_and_only_its_army_is_lost(tmp_path):
    folder = _copy_profiles(tmp_path)
    make_edit(
        folder,
        "501.json",
        lambda d: d["units"][3]["profileGroups"][0]["options"][1].update(points="lots"),
    )
    catalog, told = _loaded(folder)
    assert catalog.army(501) is None
    assert catalog.army(502) is not None  # its sectorials still load
    [problem] = told
    assert problem.startswith(
        "501.json: at units[3].profileGroups[0].options[1].points"
    )
    assert "integer" in problem
    assert catalog.problem(501).startswith("501.json: at units[3]")
    assert [i.problem for i in catalog.infos() if i.id == 501] != [""]


def test_not_json(tmp_path):
    folder = _copy_profiles(tmp_path)
    (folder / "301.json").write_text("{ not json", encoding="utf-8")
    catalog, told = _loaded(folder)
    assert catalog.army(301) is None
    assert told[0].startswith("301.json: ")
    assert catalog.army(303) is not None
    info = next(i for i in catalog.infos() if i.id == 301)
    assert "JSON" in info.problem or "json" in info.problem


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("notes.json", "not an army file"),
        ("metadata_c1.json", "Code One"),
        ("10101.json", "names no faction 10101"),
        ("².json", "not an army file"),
        ("١٠١.json", "not an army file"),
        ("0101.json", "not an army file"),
    ],
)
def test_extra_files_are_skipped_with_a_warning(tmp_path, name, why):
    folder = _copy_profiles(tmp_path)
    # a copy of another army's file: if it were read, it would replace army 101
    (folder / name).write_bytes((folder / "909.json").read_bytes())
    catalog, told = _loaded(folder)
    [problem] = told
    assert problem.startswith(f"{name}: skipped")
    assert why in problem
    assert catalog.army(101).name == "PanOceania"
    assert catalog.army(101).unit(1).isc == "Fusiliers"


@pytest.mark.parametrize("table", ["skills", "equips", "ammunitions"])
def test_non_numeric_metadata_id_is_reported_and_skipped(tmp_path, table):
    folder = _copy_profiles(tmp_path)
    bad = {"id": "abc", "name": "X"}
    make_edit(folder, METADATA_FILE, lambda d: d[table].insert(2, bad))
    catalog, told = _loaded(folder)
    [problem] = told
    assert problem == (
        f"{METADATA_FILE}: at {table}[2].id: not a number ('abc'); the entry is skipped"
    )
    assert catalog.army(101).unit(1).option(1, 10).skills[0].name == "Lieutenant"


def test_malformed_metadata_row_is_skipped(tmp_path):
    folder = _copy_profiles(tmp_path)
    make_edit(folder, METADATA_FILE, lambda d: d["weapons"][0].update(id="x"))
    catalog, told = _loaded(folder)
    assert told[0].startswith(f"{METADATA_FILE}: at weapons[0].id: ")
    assert catalog.weapon(33).name == "Combi Rifle"


def test_an_army_naming_itself_as_its_reinforcements_still_loads(tmp_path):
    folder = _copy_profiles(tmp_path)
    make_edit(folder, "101.json", lambda d: d.update(reinforcements=101))
    catalog, told = _loaded(folder)
    pano = catalog.army(101)
    assert pano is not None
    assert pano.reinforcements is None
    assert told == [
        "101.json: at reinforcements: the army names itself as its reinforcement "
        "list; it loads without reinforcements"
    ]
    assert 101 in catalog.army_ids


def test_a_broken_reinforcement_list_leaves_the_army_playable(tmp_path):
    folder = _copy_profiles(tmp_path)
    (folder / "199.json").write_text("[]", encoding="utf-8")
    catalog, told = _loaded(folder)
    pano = catalog.army(101)
    assert pano is not None
    assert pano.reinforcements is None
    assert told[0].startswith("199.json: ")
    assert "reinforcement list 199 is unavailable" in told[1]


def test_unknown_characteristic_id(tmp_path):
    folder = _copy_profiles(tmp_path)
    make_edit(
        folder,
        "101.json",
        lambda d: d["units"][0]["profileGroups"][0]["profiles"][0].update(chars=[777]),
    )
    catalog, told = _loaded(folder)
    assert catalog.army(101) is None
    assert catalog.problem(101).startswith("101.json: at units[0]")
    assert "777" in told[0]


def test_missing_metadata_is_an_error(tmp_path):
    folder = _copy_profiles(tmp_path)
    (folder / METADATA_FILE).unlink()
    with pytest.raises(DataError, match="metadata file is missing"):
        load_catalog(folder)


@pytest.mark.parametrize("name", SHIPPED)
def test_every_shipped_file_is_official_json(name):
    assert json.loads((bundled_profiles_dir() / name).read_text(encoding="utf-8"))


# -- units shared between army files ------------------------------------------------


def test_units_reused_between_files_equal_units_resolved_afresh(catalog, monkeypatch):
    from listbuilder.data.profiles import load as profiles

    class NoSharing:
        def find(self, raw, resolver):
            return None

        def add(self, *args):
            pass

    monkeypatch.setattr(profiles, "SharedUnits", NoSharing)
    fresh = load_catalog(bundled_profiles_dir())
    for army_id in catalog.army_ids:
        assert fresh.army(army_id) == catalog.army(army_id), army_id
    # and the sharing really happens: the Sierra Dronbot is one object in 101
    # and 104 (the same raw data); the Fusiliers (other AVA) are not
    assert catalog.army(104).unit(17) is catalog.army(101).unit(17)
    assert catalog.army(104).unit(1) is not catalog.army(101).unit(1)


def test_a_unit_is_not_reused_when_its_file_names_an_id_otherwise(tmp_path):
    folder = _copy_profiles(tmp_path)

    def rename_regular(data):
        for row in data["filters"]["chars"]:
            if row["name"] == "Regular":
                row["name"] = "Regular (renamed)"

    make_edit(folder, "104.json", rename_regular)
    catalog = load_catalog(folder)
    dronbot = catalog.army(101).unit(17)  # Sierra Dronbot: the same raw data
    assert "Regular" in dronbot.group(1).profiles[0].characteristics
    renamed = catalog.army(104).unit(17).group(1).profiles[0].characteristics
    assert "Regular (renamed)" in renamed


def _metadata_with(tmp_path: Path, hack) -> Path:
    """A profile folder of one army whose metadata has ``hack`` (None: no table)."""
    folder = tmp_path / "profiles"
    folder.mkdir()
    shutil.copy(bundled_profiles_dir() / "501.json", folder)
    meta = json.loads(
        (bundled_profiles_dir() / METADATA_FILE).read_text(encoding="utf-8")
    )
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


def test_a_malformed_hack_row_is_reported_with_file_and_path(tmp_path):
    good = {"name": "Spotlight", "devices": [100]}
    bad = {"name": "Carbonite", "devices": ["abc"]}
    catalog = load_catalog(_metadata_with(tmp_path, [bad, good]))
    assert [p.name for p in catalog.hacking_programs] == ["Spotlight"]
    assert any(
        "metadata_n5.json: at hack[0].devices" in problem
        for problem in catalog.problems
    )
    assert catalog.army(501) is not None  # the rest of the data still loads


def test_resolved_models_equal_the_same_models_validated():
    """The resolver builds its models without validating them (for speed): each
    army, with its units, reinforcements, fireteam chart and the weapons, must
    be exactly what validation makes of the same values (tuples, not lists;
    nested models, not dicts; every field given)."""
    fresh = load_catalog(bundled_profiles_dir())
    armies = [army for army in map(fresh.army, fresh.army_ids) if army is not None]
    assert len(armies) == 45
    assert sum(army.reinforcements is not None for army in armies) >= 12
    for army in armies:
        assert type(army).model_validate(army.model_dump()) == army, army.name
    assert len(fresh.weapons) > 100
    for weapon in fresh.weapons.values():
        assert type(weapon).model_validate(weapon.model_dump()) == weapon, weapon.name
