"""Where bundled data is found: checkout, wheel, and the standalone bundle."""

from __future__ import annotations

import sys

from listbuilder import paths


def test_outside_a_bundle_there_is_no_frozen_folder():
    assert paths.frozen_dir() is None
    assert (paths.resources_dir() / "rulesets" / "n5.json").is_file()


def test_the_bundle_finds_its_data_under_meipass(tmp_path, monkeypatch):
    bundled = tmp_path / "listbuilder" / "_bundled"
    (bundled / "resources" / "rulesets").mkdir(parents=True)
    (bundled / "docs").mkdir()
    (bundled / "docs" / "rules.md").write_text("# Rules\n", encoding="utf-8")
    (bundled / "profiles").mkdir()
    (bundled / "profiles" / paths.PROFILE_METADATA).write_text("{}", "utf-8")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.frozen_dir() == tmp_path
    assert paths.resources_dir() == bundled / "resources"
    assert paths.docs_dir() == bundled / "docs"
    assert paths.bundled_profiles_dir() == bundled / "profiles"


def test_a_bundle_missing_a_folder_falls_back_to_the_checkout(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.resources_dir() != tmp_path / "listbuilder" / "_bundled" / "resources"
    assert (paths.resources_dir() / "rulesets" / "n5.json").is_file()
