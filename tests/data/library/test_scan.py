"""The library on disk: scan with its cache, corrupt files, folders, list
operations and the trash, on real saved lists."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from listbuilder.core import ArmyList, CombatGroup, DataError
from listbuilder.data.library.operations import (
    create_folder,
    delete_from_trash,
    duplicate_list,
    folder_name_error,
    list_trash,
    move_lists,
    rename_folder,
    rename_list,
    restore_from_trash,
    set_list_details,
    trash_lists,
    unique_path,
)
from listbuilder.data.library.scan import (
    cache_path,
    data_fingerprint,
    read_rows,
    scan_library,
)
from listbuilder.data.lists import load_army, save_army
from listbuilder.paths import profiles_dir
from tests.core.roster.test_roster import LIEUTENANT
from tests.fixtures.lists import (
    fifteen_with_teams_and_reinforcements,
)
from tests.helpers import e

FRIARS = fifteen_with_teams_and_reinforcements().replace(name="Friars")
PANO = ArmyList(
    army_id=101,
    name="Fusiliers",
    groups=(CombatGroup(number=1, troopers=(LIEUTENANT, e(1, 1, 1))),),
)


class Loader:
    """A catalog callable that counts how often the scan needed the profiles."""

    def __init__(self, catalog):
        self.catalog = catalog
        self.calls = 0

    def __call__(self):
        self.calls += 1
        return self.catalog


@pytest.fixture
def library(tmp_path) -> Path:
    root = tmp_path / "lists"
    (root / "ITS").mkdir(parents=True)
    (root / "empty").mkdir()
    (root / ".hidden").mkdir()
    save_army(FRIARS, root / "ITS" / "friars.lbl.json")
    save_army(PANO, root / "pano.lbl.json")
    save_army(PANO, root / ".hidden" / "secret.lbl.json")
    (root / ".pano.lbl.json.abcd.tmp").write_text("half a save")
    (root / "notes.txt").write_text("not a list")
    return root


def scan(root, loader, cache=None, fingerprint="fp"):
    return scan_library(root, loader, cache=cache, fingerprint=fingerprint)


def test_scan_lists_every_list_in_subfolders(library, catalog):
    result = scan(library, Loader(catalog))
    assert [r.relative for r in result.rows] == [
        "ITS/friars.lbl.json",
        "pano.lbl.json",
    ]
    assert result.folders == ("ITS", "empty")  # hidden folders skipped
    friars, pano = result.rows
    assert (friars.points_text, friars.legal, friars.army) == (
        "255/300",
        True,
        "Military Orders",
    )
    assert pano.path == str(library / "pano.lbl.json")
    assert (result.read, result.cached) == (2, 0)


def test_second_scan_comes_from_the_cache_without_profiles(library, catalog, tmp_path):
    cache = cache_path(tmp_path / "cache", library)
    first = scan(library, Loader(catalog), cache)
    loader = Loader(catalog)
    second = scan(library, loader, cache)
    assert second.rows == first.rows
    assert (second.read, second.cached) == (0, 2)
    assert loader.calls == 0  # nothing read, no profiles loaded


def test_a_changed_file_is_read_again(library, catalog, tmp_path):
    cache = cache_path(tmp_path / "cache", library)
    scan(library, Loader(catalog), cache)
    path = library / "pano.lbl.json"
    save_army(PANO.replace(name="Renamed", points_limit=150), path)
    os.utime(path, ns=(1, 1_800_000_000 * 10**9))  # a different time for sure
    result = scan(library, Loader(catalog), cache)
    assert (result.read, result.cached) == (1, 1)
    row = next(r for r in result.rows if r.relative == "pano.lbl.json")
    assert (row.name, row.points_text) == ("Renamed", "20/150")


def test_new_and_removed_files_update_the_cache(library, catalog, tmp_path):
    cache = cache_path(tmp_path / "cache", library)
    scan(library, Loader(catalog), cache)
    (library / "pano.lbl.json").unlink()
    save_army(PANO, library / "empty" / "new.lbl.json")
    result = scan(library, Loader(catalog), cache)
    assert [r.relative for r in result.rows] == [
        "empty/new.lbl.json",
        "ITS/friars.lbl.json",
    ]
    assert (result.read, result.cached) == (1, 1)
    stored = json.loads(cache.read_text())
    assert len(stored["rows"]) == 2


def test_other_profile_data_checks_every_list_again(library, catalog, tmp_path):
    cache = cache_path(tmp_path / "cache", library)
    scan(library, Loader(catalog), cache, fingerprint="old data")
    result = scan(library, Loader(catalog), cache, fingerprint="new data")
    assert (result.read, result.cached) == (2, 0)


@pytest.mark.parametrize(
    "content",
    [b"{not json", b'{"rows": 3}', b'{"version": 1, "fingerprint": "fp", "rows": [1]}'],
    ids=["not-json", "no-version", "bad-rows"],
)
def test_a_corrupt_cache_is_ignored(library, catalog, tmp_path, content):
    cache = cache_path(tmp_path / "cache", library)
    cache.parent.mkdir()
    cache.write_bytes(content)
    result = scan(library, Loader(catalog), cache)
    assert (result.read, len(result.rows)) == (2, 2)
    assert json.loads(cache.read_text())["fingerprint"] == "fp"  # rewritten


def test_corrupt_files_are_rows_with_their_error(library, catalog, tmp_path):
    (library / "broken.lbl.json").write_bytes(b'{"app": "listbuilder", "sche')
    (library / "foreign.json").write_text('{"hello": 1}')
    bad = {"schema_version": 1, "app": "listbuilder", "list": {"army_id": "x"}}
    (library / "badfield.lbl.json").write_text(json.dumps(bad))
    ruleset = json.loads((library / "pano.lbl.json").read_text())
    ruleset["list"]["ruleset"] = "n9"
    (library / "n9.lbl.json").write_text(json.dumps(ruleset))
    cache = cache_path(tmp_path / "cache", library)
    result = scan(library, Loader(catalog), cache)
    errors = {r.relative: r.error for r in result.rows if r.error}
    assert set(errors) == {
        "broken.lbl.json",
        "foreign.json",
        "badfield.lbl.json",
        "n9.lbl.json",
    }
    assert errors["broken.lbl.json"].startswith("not a Listbuilder list (not valid")
    assert errors["foreign.json"] == (
        "not a Listbuilder list (no 'app': 'listbuilder' tag)"
    )
    assert errors["badfield.lbl.json"].startswith("at list.army_id:")
    assert "n9" in errors["n9.lbl.json"]
    assert len([r for r in result.rows if not r.error]) == 2  # the scan went on
    again = scan(library, Loader(catalog), cache)
    assert again.read == 0  # error rows are cached too, until the file changes


def test_a_missing_folder_has_no_lists(tmp_path, catalog):
    result = scan(tmp_path / "nowhere", Loader(catalog))
    assert result.rows == ()
    assert result.folders == ()


def test_profiles_that_cannot_load_stop_the_scan(library):
    def broken():
        raise DataError("profiles: gone")

    with pytest.raises(DataError, match="gone"):
        scan(library, broken)


def test_data_fingerprint_changes_with_the_profiles(tmp_path):
    folder = tmp_path / "profiles"
    folder.mkdir()
    (folder / "101.json").write_text("{}")
    first = data_fingerprint(folder)
    assert data_fingerprint(folder) == first
    (folder / "101.json").write_text("{ }")
    assert data_fingerprint(folder) != first
    assert data_fingerprint(profiles_dir()) != first


def test_read_rows_reuses_known_rows(library, catalog):
    known = scan(library, Loader(catalog)).rows
    loader = Loader(catalog)
    paths = [library / "pano.lbl.json", library / "gone.lbl.json"]
    rows = read_rows(paths, loader, known=known)
    assert rows[0].name == "Fusiliers"
    assert loader.calls == 0
    assert rows[1].error.startswith("cannot be read")


# -- operations ----------------------------------------------------------------------


def test_duplicate_keeps_the_original_and_names_the_copy(library):
    source = library / "pano.lbl.json"
    before = source.read_bytes()
    copy = duplicate_list(source)
    again = duplicate_list(source)
    assert copy.name == "pano-copy.lbl.json"
    assert again.name == "pano-copy-2.lbl.json"
    assert source.read_bytes() == before
    duplicate = load_army(copy)
    assert duplicate.name == "Fusiliers (copy)"
    assert duplicate.groups == PANO.groups


def test_rename_changes_the_list_name_and_its_file(library):
    source = library / "pano.lbl.json"
    new = rename_list(source, "Tournament Pano", "PanOceania")
    assert new == library / "panoceania-300-tournament-pano.lbl.json"
    assert not source.exists()
    assert load_army(new).name == "Tournament Pano"
    # a name taken gets a number, never overwrites
    save_army(PANO, library / "other.lbl.json")
    second = rename_list(library / "other.lbl.json", "Tournament Pano", "PanOceania")
    assert second.name == "panoceania-300-tournament-pano-2.lbl.json"
    assert load_army(new).name == "Tournament Pano"


def test_move_lists_into_a_folder_without_overwriting(library):
    save_army(PANO.replace(name="Other"), library / "empty" / "pano.lbl.json")
    moved = move_lists(
        [library / "pano.lbl.json", library / "ITS" / "friars.lbl.json"],
        library,
        "empty",
    )
    assert [p.relative_to(library).as_posix() for p in moved] == [
        "empty/pano-2.lbl.json",
        "empty/friars.lbl.json",
    ]
    assert load_army(library / "empty" / "pano.lbl.json").name == "Other"
    assert not (library / "pano.lbl.json").exists()
    back = move_lists(moved[:1], library, "")
    assert back == [library / "pano-2.lbl.json"]


@pytest.mark.parametrize("folder", ["../outside", "/etc", "nope"])
def test_move_refuses_folders_outside_or_missing(library, folder):
    with pytest.raises(DataError):
        move_lists([library / "pano.lbl.json"], library, folder)
    assert (library / "pano.lbl.json").exists()


def test_create_and_rename_folders(library):
    assert create_folder(library, "", "Casual") == "Casual"
    assert create_folder(library, "Casual", "2026") == "Casual/2026"
    assert (library / "Casual" / "2026").is_dir()
    with pytest.raises(DataError, match="already exists"):
        create_folder(library, "", "Casual")
    assert rename_folder(library, "Casual/2026", "2027") == "Casual/2027"
    assert (library / "Casual" / "2027").is_dir()
    with pytest.raises(DataError, match="already exists"):
        rename_folder(library, "Casual/2027", "2027")
    with pytest.raises(DataError, match="itself"):
        rename_folder(library, "", "x")


@pytest.mark.parametrize(
    "name",
    ["", "  ", " padded", ".hidden", "..", "a/b", "a\\b", "tab\there", "x" * 101],
)
def test_bad_folder_names_are_refused(library, name):
    assert folder_name_error(name)
    with pytest.raises(DataError):
        create_folder(library, "", name)


def test_tags_and_note_are_stored_in_the_list(library):
    path = library / "pano.lbl.json"
    army = set_list_details(path, [" ITS ", "its", "practice", ""], "Line 1\nLine 2")
    assert army.tags == ("ITS", "practice")
    stored = load_army(path)
    assert (stored.tags, stored.notes) == (("ITS", "practice"), "Line 1\nLine 2")
    assert stored.groups == PANO.groups


def test_details_of_a_corrupt_file_leave_it_untouched(library):
    path = library / "bad.lbl.json"
    path.write_bytes(b"garbage")
    with pytest.raises(DataError):
        set_list_details(path, ["x"], "")
    assert path.read_bytes() == b"garbage"


def test_unique_path(tmp_path):
    assert unique_path(tmp_path, "a") == tmp_path / "a.lbl.json"
    (tmp_path / "a.lbl.json").write_text("")
    (tmp_path / "a-2.lbl.json").write_text("")
    assert unique_path(tmp_path, "a") == tmp_path / "a-3.lbl.json"


# -- trash ---------------------------------------------------------------------------


def test_trash_and_restore_where_it_was(library, tmp_path):
    trash = tmp_path / "trash"
    friars = library / "ITS" / "friars.lbl.json"
    content = friars.read_bytes()
    (item,) = trash_lists([friars], trash)
    assert not friars.exists()
    assert item.file.read_bytes() == content
    assert list_trash(trash) == [item]
    restored = restore_from_trash(item, library)
    assert restored == friars
    assert friars.read_bytes() == content
    assert list_trash(trash) == []
    assert os.listdir(trash) == []  # the record went with it


def test_restore_recreates_the_folder_and_never_overwrites(library, tmp_path):
    trash = tmp_path / "trash"
    friars = library / "ITS" / "friars.lbl.json"
    (item,) = trash_lists([friars], trash)
    (library / "ITS").rmdir()
    save_army(PANO, friars)  # the folder again, and a new list of that name
    restored = restore_from_trash(item, library)
    assert restored == library / "ITS" / "friars-2.lbl.json"
    assert load_army(restored).name == "Friars"
    assert load_army(friars).name == "Fusiliers"


def test_trash_lists_newest_first_and_delete_for_good(library, tmp_path):
    trash = tmp_path / "trash"
    first = trash_lists([library / "pano.lbl.json"], trash)[0]
    second = trash_lists([library / "ITS" / "friars.lbl.json"], trash)[0]
    items = list_trash(trash)
    assert items[0].original == second.original
    assert {i.file for i in items} == {first.file, second.file}
    delete_from_trash(items)
    assert list_trash(trash) == []
    assert os.listdir(trash) == []


def test_a_trashed_list_without_its_record_can_still_be_restored(library, tmp_path):
    trash = tmp_path / "trash"
    (item,) = trash_lists([library / "pano.lbl.json"], trash)
    item.info.unlink()
    (found,) = list_trash(trash)
    restored = restore_from_trash(found, library)
    assert restored == library / "pano.lbl.json"
    assert load_army(restored) == PANO


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_named_like_a_list_never_blocks_the_scan(library, catalog):
    os.mkfifo(library / "pipe.lbl.json")
    result = scan(library, Loader(catalog))
    assert [r.relative for r in result.rows] == [
        "ITS/friars.lbl.json",
        "pano.lbl.json",
    ]


def test_a_list_whose_name_is_not_utf8_goes_to_the_trash_and_back(tmp_path):
    """Issue 30: Delete of such a file raised UnicodeEncodeError into the app."""
    folder = tmp_path / "lists"
    folder.mkdir()
    name = os.fsdecode(b"caf\xe9 list.lbl.json")  # Latin-1, surrogate-escaped
    path = folder / name
    save_army(ArmyList(army_id=101, name="Latin"), path)
    trash = tmp_path / "trash"
    trash_lists([path], trash)
    assert not path.exists()
    (listed,) = list_trash(trash)
    assert listed.original == path.absolute()
    restored = restore_from_trash(listed, folder)
    assert restored == path.absolute()
    assert load_army(restored).name == "Latin"


def test_a_list_with_a_255_byte_name_goes_to_the_trash(tmp_path):
    name = "n" * (255 - len(".lbl.json")) + ".lbl.json"
    path = tmp_path / name
    save_army(ArmyList(army_id=101, name="Long"), path)
    trash = tmp_path / "trash"
    (item,) = trash_lists([path], trash)
    assert item.file.name.endswith(".lbl.json")
    assert len(os.fsencode(item.info.name)) <= 255
    (listed,) = list_trash(trash)
    assert listed.original == path.absolute()
    assert restore_from_trash(listed, tmp_path) == path.absolute()
