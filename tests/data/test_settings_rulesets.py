"""Rulesets as data files, settings in the user config folder."""

from __future__ import annotations

import pytest

from listbuilder.core import DataError
from listbuilder.data.rulesets import list_rulesets, load_ruleset
from listbuilder.data.settings import Settings, load_settings, save_settings
from listbuilder.paths import user_dirs


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
    with pytest.raises(DataError, match=r"unknown ruleset 'n9' \(known: n2, n5\)"):
        load_ruleset("n9")


def test_bad_ruleset_file(tmp_path):
    bad = tmp_path / "x.json"
    bad.write_text('{"id": "x", "name": "X", "edition": "X", "group_size": -1}')
    with pytest.raises(DataError, match=r"x\.json: at group_size"):
        load_ruleset(bad)


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
