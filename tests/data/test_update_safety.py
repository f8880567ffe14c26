"""Data updates are bounded and safe (issue 30): compressed answers are
inflated a piece at a time and stacked or unasked-for encodings refused; every
file and the whole update have deadlines; absurd data (negative points, huge
counts, repeated ids, thousands of factions, too many bytes) is refused before
anything is installed; bad ``--timeout`` and ``--source`` values are one line;
and one update runs at a time."""

from __future__ import annotations

import gzip
import threading
import time
import tracemalloc

import pytest

from listbuilder.cli import main
from listbuilder.data import download as download_module
from listbuilder.data.download import UpdateBusy, UpdateError
from listbuilder.data.store import new_staging, update_lock
from listbuilder.data.update import check_set, update
from listbuilder.paths import (
    bundled_profiles_dir,
    profile_source,
    profile_store,
    profiles_dir,
    user_dirs,
)
from tests.army_api import gzip_bomb
from tests.data.test_update import change_pano, failed_update, versions

MB = 2**20


def peak_memory(run):
    """What ``run()`` returns, and the most memory Python held meanwhile (bytes)."""
    tracemalloc.start()
    try:
        result = run()
        return result, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


# -- 1. compressed answers ------------------------------------------------------


@pytest.mark.timeout(30)
def test_a_double_gzip_bomb_is_refused_before_it_is_inflated(
    army_api, user_home, capsys
):
    army_api.files["metadata_n5.json"] = gzip_bomb(128 * MB, layers=2)
    army_api.encoding["metadata_n5.json"] = "gzip, gzip"
    err, peak = peak_memory(lambda: failed_update(capsys, army_api.url))
    assert peak < 16 * MB
    assert err.count("\n") == 2  # the "Fetching" line, then why not
    assert 'metadata_n5.json: the server compressed the answer as "gzip, gzip"' in err
    assert army_api.headers["Accept-Encoding"] == "gzip"


@pytest.mark.parametrize("encoding", ["br", "deflate", "zstd", "gzip, identity, br"])
def test_an_encoding_not_asked_for_is_refused(army_api, user_home, capsys, encoding):
    army_api.files["101.json"] = b"\x1f\x8b not really"
    army_api.encoding["101.json"] = encoding
    err = failed_update(capsys, army_api.url)
    assert f'101.json: the server compressed the answer as "{encoding}"' in err
    assert "only gzip is accepted" in err


@pytest.mark.timeout(30)
def test_a_gzip_bomb_stops_at_the_limit_counted_on_decoded_bytes(
    army_api, user_home, capsys, monkeypatch
):
    monkeypatch.setattr(download_module, "MAX_FILE_BYTES", 1 * MB)
    army_api.files["101.json"] = gzip_bomb(64 * MB)
    army_api.encoding["101.json"] = "gzip"
    err, peak = peak_memory(lambda: failed_update(capsys, army_api.url))
    assert "101.json: the answer is larger than 1 MB" in err
    assert peak < 12 * MB


def test_gzip_answers_are_inflated_and_installed(army_api, user_home, capsys):
    army_api.edit("101.json", change_pano)
    plain = army_api.files["101.json"]
    army_api.files["101.json"] = gzip.compress(plain)
    army_api.encoding["101.json"] = "gzip"
    army_api.files["102.json"] = gzip.compress(army_api.body("102.json") or b"")
    army_api.encoding["102.json"] = "identity, gzip"
    assert main(["data", "update", "--source", army_api.url]) == 0
    kind, folder = profile_source(user_dirs())
    assert kind == "downloaded"
    assert (folder / "101.json").read_bytes() == plain
    assert (folder / "102.json").read_bytes() == (
        bundled_profiles_dir() / "102.json"
    ).read_bytes()


def test_a_broken_gzip_answer_changes_nothing(army_api, user_home, capsys):
    army_api.files["101.json"] = gzip.compress(b'{"units": []}')[:-12]
    army_api.encoding["101.json"] = "gzip"
    err = failed_update(capsys, army_api.url)
    assert "101.json: the compressed answer is damaged or cut short" in err


# -- 2. deadlines and progress in bytes ------------------------------------------


@pytest.mark.timeout(20)
def test_a_trickling_server_hits_the_per_file_deadline(army_api, user_home, capsys):
    army_api.trickle["101.json"] = 0.02
    start = time.monotonic()
    err = failed_update(capsys, army_api.url, "--timeout", "1")
    assert time.monotonic() - start < 6
    assert "101.json: the download took longer than 1 s" in err


@pytest.mark.timeout(20)
def test_the_whole_update_has_a_deadline(army_api, user_home):
    for name in ("101.json", "102.json", "103.json", "104.json"):
        army_api.stall[name] = 0.4
    start = time.monotonic()
    with pytest.raises(UpdateError, match=r"the update took longer than 1 s"):
        update(user_dirs(), source=army_api.url, total_timeout=1.0)
    assert time.monotonic() - start < 5
    assert versions(user_dirs()) == []
    assert not list(profile_store(user_dirs()).glob(".incoming-*"))


@pytest.mark.timeout(20)
def test_total_timeout_option_sets_the_whole_update_deadline(
    army_api, user_home, capsys
):
    army_api.trickle["101.json"] = 0.02
    err = failed_update(capsys, army_api.url, "--timeout", "60", "--total-timeout", "1")
    assert "101.json: the update took longer than 1 s" in err


def test_progress_reports_the_bytes_received(army_api, user_home):
    seen = []
    update(
        user_dirs(),
        source=army_api.url,
        progress=lambda done, total, name, size: seen.append((done, total, name, size)),
    )
    assert seen[0] == (0, 1, "metadata_n5.json", 0)
    sizes = [s for *_, s in seen]
    assert sizes == sorted(sizes)
    folder = bundled_profiles_dir()
    served = sum(p.stat().st_size for p in folder.glob("*.json"))
    assert seen[-1] == (59, 59, "", served)


# -- 3. absurd data ----------------------------------------------------------------


def first_option(data):
    return data["units"][0]["profileGroups"][0]["options"][0]


def set_option(**values):
    return lambda data: first_option(data).update(values)


def repeat_a_unit_id(data):
    data["units"][1]["id"] = data["units"][0]["id"]


@pytest.mark.parametrize(
    ("change", "where"),
    [
        (set_option(points=-1_000_000), "options[0].points"),
        (set_option(points=10**18), "options[0].points"),
        (set_option(swc="-99"), "options[0].swc"),
        (set_option(swc="1e308"), "options[0].swc"),
        (set_option(swc="nan"), "options[0].swc"),
        (set_option(swc="101"), "options[0].swc"),
        (set_option(minis=10**6), "options[0].minis"),
        (set_option(minis=-1), "options[0].minis"),
        (repeat_a_unit_id, "units[1].id"),
    ],
)
def test_absurd_army_data_is_refused_naming_the_file_and_field(
    army_api, user_home, capsys, change, where
):
    army_api.edit("101.json", change)
    err = failed_update(capsys, army_api.url)
    assert "101.json: at units[" in err
    assert where in err


def test_thousands_of_factions_are_refused_before_fetching_them(
    army_api, user_home, capsys
):
    def many(data):
        data["factions"] += [
            {"id": 20_000 + i, "parent": 20_000 + i, "name": f"F{i}", "slug": f"f{i}"}
            for i in range(10_000)
        ]

    army_api.edit("metadata_n5.json", many)
    err = failed_update(capsys, army_api.url)
    assert "metadata_n5.json: at factions: more than 1000 factions" in err
    assert army_api.requests == ["/army/infinity/en/metadata"]


def test_the_sum_of_file_sizes_is_capped(army_api, user_home, capsys, monkeypatch):
    monkeypatch.setattr(download_module, "MAX_TOTAL_BYTES", 4 * MB)
    err = failed_update(capsys, army_api.url)
    assert "the files downloaded are larger than 4 MB in all" in err


def test_the_bundled_data_passes_every_check():
    catalog = check_set(bundled_profiles_dir())
    assert len(catalog.army_ids) + len(catalog.reinforcement_ids) == 57


# -- 4. bad options ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("option", "value", "named"),
    [
        ("--timeout", "-1", "--timeout"),
        ("--timeout", "0", "--timeout"),
        ("--timeout", "nan", "--timeout"),
        ("--timeout", "inf", "--timeout"),
        ("--timeout", "1e308", "--timeout"),
        ("--total-timeout", "-5", "--total-timeout"),
        ("--source", "http://[::1", "http://[::1"),
        ("--source", "ftp://example.com", "ftp://example.com"),
        ("--source", "http://" + "a" * 70_000, "http://aaaa"),
    ],
)
def test_a_bad_option_is_one_line_and_exit_2(
    army_api, user_home, capsys, option, value, named
):
    args = ["data", "update", "--source", army_api.url, option, value]
    assert main(args) == 2
    captured = capsys.readouterr()
    err = captured.err
    assert err.count("\n") == 1, err[:500]
    assert len(err) < 300
    assert named in err
    assert "Traceback" not in err
    assert "internal error" not in err
    assert not army_api.requests


# -- 5. one update at a time ----------------------------------------------------------


@pytest.mark.timeout(30)
def test_a_second_update_is_refused_while_one_runs(army_api, user_home, capsys):
    army_api.edit("101.json", change_pano)
    army_api.stall["102.json"] = 1.5
    dirs = user_dirs()
    outcome = {}

    def first():
        try:
            outcome["result"] = update(dirs, source=army_api.url)
        except Exception as exc:  # reported by the assertion below
            outcome["error"] = exc

    thread = threading.Thread(target=first)
    thread.start()
    deadline = time.monotonic() + 10
    while "/army/units/en/102" not in army_api.requests:
        assert time.monotonic() < deadline
        time.sleep(0.02)
    assert main(["data", "update", "--source", army_api.url]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 2  # the "Fetching" line, then why not
    assert "another data update is running" in err
    with pytest.raises(UpdateBusy):
        update(dirs, source=army_api.url)
    thread.join(20)
    assert "error" not in outcome, outcome.get("error")
    assert outcome["result"].updated
    assert profile_source(dirs)[0] == "downloaded"
    assert not list(profile_store(dirs).glob(".incoming-*"))


def test_what_a_dead_run_left_does_not_block_the_next(army_api, user_home, capsys):
    dirs = user_dirs()
    with update_lock(dirs):
        left = new_staging(dirs)
        (left / "101.json").write_bytes(b"half")
    # the lock file stays, unlocked, as after a crash
    assert any(p.name.endswith(".lock") for p in profile_store(dirs).iterdir())
    army_api.edit("101.json", change_pano)
    assert main(["data", "update", "--source", army_api.url]) == 0
    assert not left.exists()
    assert profiles_dir(dirs) != bundled_profiles_dir()


def test_each_run_stages_in_its_own_folder(user_home):
    dirs = user_dirs()
    with update_lock(dirs):
        one = new_staging(dirs)
    with update_lock(dirs):
        two = new_staging(dirs)
    assert one != two
    assert two.parent == one.parent == profile_store(dirs)


def test_the_lock_is_refused_while_held(user_home):
    dirs = user_dirs()
    with update_lock(dirs), pytest.raises(BlockingIOError), update_lock(dirs):
        pass
    with update_lock(dirs):  # released
        pass


def test_the_help_states_the_update_defaults(capsys):
    from listbuilder.commands.data import HELP_TIMEOUTS

    defaults = (download_module.DEFAULT_TIMEOUT, download_module.DEFAULT_TOTAL_TIMEOUT)
    assert defaults == HELP_TIMEOUTS
    with pytest.raises(SystemExit):
        main(["data", "update", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "how long each file may take to download (default: 60)" in out
    assert "how long all the downloads may take together (default: 600)" in out
