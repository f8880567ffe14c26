"""Rulesets as data files, settings in the user config folder."""

from __future__ import annotations

import json
import os

import pytest

from listbuilder.core import DataError
from listbuilder.data.rulesets import list_rulesets, load_ruleset
from listbuilder.data.settings import Settings, load_settings, save_settings
from listbuilder.paths import user_dirs
from tests.helpers import run_python


def test_bundled_rulesets():
    ids = [r.id for r in list_rulesets()]
    assert ids == ["n5", "n2"]
    n5, n2 = load_ruleset("n5"), load_ruleset("n2")
    assert (n5.trooper_cap, n2.trooper_cap) == (15, None)
    assert n5.swc_allowance(300) == 6
    assert n5.swc_allowance(298) == 5
    assert n2.mercenary_rules
    assert not n5.mercenary_rules


def test_unknown_ruleset_names_known_ones():
    with pytest.raises(DataError, match=r'unknown ruleset "n9" \(known: n2, n5\)'):
        load_ruleset("n9")


def test_bad_ruleset_file(tmp_path):
    bad = tmp_path / "x.json"
    bad.write_text('{"id": "x", "name": "X", "edition": "X", "group_size": -1}')
    with pytest.raises(DataError, match=r"x\.json: at group_size"):
        load_ruleset("x", [tmp_path])


def test_settings_round_trip_under_listbuilder_home(user_home):
    dirs = user_dirs()
    assert str(dirs.config).startswith(str(user_home))
    assert load_settings(dirs) == Settings()
    s = (
        Settings()
        .with_recent(user_home / "a.lbl.json")
        .with_recent(user_home / "b.lbl.json")
    )
    save_settings(s, dirs)
    loaded = load_settings(dirs)
    assert loaded.recent_files == (
        str(user_home / "b.lbl.json"),
        str(user_home / "a.lbl.json"),
    )


def test_corrupt_settings_fall_back_to_defaults(user_home):
    dirs = user_dirs()
    dirs.config.mkdir(parents=True)
    (dirs.config / "settings.json").write_text("{oops")
    assert load_settings(dirs) == Settings()


FIRST_START = """
from listbuilder.data.settings import Settings, load_settings, save_settings
from listbuilder.paths import user_dirs
dirs = user_dirs()
defaults = load_settings(dirs)
print(Settings.__pydantic_complete__)
assert defaults.last_points == 300
assert defaults.place is None
save_settings(defaults.with_recent(dirs.config / "a.lbl.json"), dirs)
print(Settings.__pydantic_complete__)
"""


def test_a_first_start_builds_no_settings_schema_until_it_saves(tmp_path):
    env = {**os.environ, "LISTBUILDER_HOME": str(tmp_path / "home")}
    done = run_python(FIRST_START, env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", "True"]
    saved = json.loads((tmp_path / "home/config/settings.json").read_text())
    assert saved["last_points"] == 300
    assert saved["recent_files"] == [str(tmp_path / "home/config/a.lbl.json")]


def test_the_defaults_of_a_missing_file_equal_a_new_settings(user_home):
    loaded = load_settings(user_dirs())
    assert loaded == Settings()
    assert loaded.model_dump() == Settings().model_dump()
    assert loaded.model_fields_set == Settings().model_fields_set == set()


# -- issue 10: a ruleset is named by its id only ---------------------------------


@pytest.mark.parametrize(
    "name",
    [
        "/etc/passwd.json",
        "../rulesets/n5",
        "n5.json",
        "N5",
        "n5\0",
        "",
        "x" * 100,
    ],
    ids=["absolute", "relative", "with-suffix", "upper", "nul", "empty", "long"],
)
def test_anything_but_a_known_id_is_an_unknown_ruleset(name, user_home):
    with pytest.raises(
        DataError, match=r"unknown ruleset .* \(known: n2, n5\)"
    ) as info:
        load_ruleset(name)
    assert len(str(info.value)) < 120


def test_a_ruleset_file_named_by_path_is_never_read(tmp_path, user_home):
    from listbuilder.paths import rulesets_dir

    planted = tmp_path / "planted.json"
    planted.write_bytes((rulesets_dir() / "n2.json").read_bytes())
    with pytest.raises(DataError, match="unknown ruleset"):
        load_ruleset(str(planted))


def test_the_user_rulesets_folder_adds_and_overrides(user_home):
    import json

    from listbuilder.paths import rulesets_dir

    folder = user_dirs().rulesets
    folder.mkdir(parents=True)
    data = json.loads((rulesets_dir() / "n5.json").read_bytes())
    (folder / "house.json").write_text(
        json.dumps({**data, "id": "house", "name": "House rules", "group_size": 8})
    )
    (folder / "n2.json").write_text(json.dumps({**data, "id": "n2", "name": "Mine"}))
    (folder / "Not An Id.json").write_text("{}")  # not a ruleset id: ignored
    assert [r.id for r in list_rulesets()] == ["n5", "house", "n2"]
    assert load_ruleset("house").group_size == 8
    assert load_ruleset("n2").name == "Mine"
    with pytest.raises(DataError, match=r"known: house, n2, n5"):
        load_ruleset("n9")


def test_a_ruleset_file_must_carry_its_own_id(user_home):
    folder = user_dirs().rulesets
    folder.mkdir(parents=True)
    (folder / "mine.json").write_text(
        '{"id": "n5", "name": "X", "edition": "X"}', encoding="utf-8"
    )
    with pytest.raises(DataError, match=r"mine\.json: the file of ruleset 'mine'"):
        load_ruleset("mine")


def test_pdf_choices_round_trip_and_older_files_get_defaults(user_home):
    dirs = user_dirs()
    dirs.config.mkdir(parents=True)
    # a file written before cards and charts existed
    (dirs.config / "settings.json").write_text('{"pdf_style": "compact"}')
    older = load_settings(dirs)
    assert (older.pdf_style, older.pdf_cards_per_page, older.pdf_charts) == (
        "compact",
        9,
        False,
    )
    save_settings(older.replace(pdf_cards_per_page=6, pdf_charts=True), dirs)
    loaded = load_settings(dirs)
    assert (loaded.pdf_cards_per_page, loaded.pdf_charts) == (6, True)
