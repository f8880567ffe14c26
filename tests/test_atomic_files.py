"""Saving as an editor does (issue 10): permissions kept or from the umask,
symlinks followed, and temporary files of killed saves cleaned up."""

from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from listbuilder.atomic_files import TEMP_NAME, atomic_write, clean_stale_temp_files
from listbuilder.core import ArmyList
from listbuilder.data.lists import SUFFIX, load_army, save_army

ARMY = ArmyList(army_id=101, name="Kept")

posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")


def mode(path: Path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


@pytest.fixture
def umask():
    """Set the process umask for one test, then restore it."""
    old = os.umask(0o022)
    os.umask(old)
    yield lambda value: os.umask(value)
    os.umask(old)


@posix_only
@pytest.mark.parametrize(("mask", "expected"), [(0o022, 0o644), (0o077, 0o600)])
def test_a_new_file_gets_the_users_umask(tmp_path, umask, mask, expected):
    umask(mask)
    path = tmp_path / f"new{SUFFIX}"
    save_army(ARMY, path)
    assert mode(path) == expected
    pdf = tmp_path / "sheet.pdf"
    atomic_write(pdf, b"%PDF-")
    assert mode(pdf) == expected


@posix_only
@pytest.mark.parametrize("existing", [0o644, 0o640, 0o600, 0o664])
def test_an_existing_file_keeps_its_mode(tmp_path, umask, existing):
    umask(0o077)  # would give 0600 to a new file
    path = tmp_path / f"old{SUFFIX}"
    save_army(ARMY, path)
    path.chmod(existing)
    save_army(ARMY.replace(name="Second"), path)
    assert mode(path) == existing
    assert load_army(path).name == "Second"


@posix_only
def test_saving_onto_a_symlink_writes_its_target(tmp_path):
    real_dir = tmp_path / "real"
    real_dir.mkdir()
    target = real_dir / f"list{SUFFIX}"
    save_army(ARMY, target)
    target.chmod(0o640)
    link = tmp_path / f"link{SUFFIX}"
    link.symlink_to(Path("real") / target.name)  # relative, as users make them
    chain = tmp_path / f"chain{SUFFIX}"
    chain.symlink_to(link)
    save_army(ARMY.replace(name="Through the link"), link)
    save_army(ARMY.replace(name="Through two links"), chain)
    assert link.is_symlink()
    assert chain.is_symlink()
    assert os.readlink(link) == str(Path("real") / target.name)
    assert load_army(target).name == "Through two links"
    assert mode(target) == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        ["real", link.name, chain.name]
    )
    assert sorted(p.name for p in real_dir.iterdir()) == [target.name]


def test_stale_temp_files_of_our_pattern_are_cleaned_on_the_next_write(tmp_path):
    stale = [
        tmp_path / f".a{SUFFIX}.abcd1234.tmp",  # this version's names
        tmp_path / ".settings.json.q_9zx1yw.tmp",  # mkstemp names of earlier ones
        tmp_path / ".sheet.pdf.00000000.tmp",
        tmp_path / ".0a1b2c.pickle.abcd1234.tmp",  # an army cache entry's
        tmp_path / ".0a1b2c.metadata.abcd1234.tmp",  # a metadata cache entry's
    ]
    for path in stale:
        path.write_bytes(b"half a file")
    keep = [
        tmp_path / ".notes.txt.abcd1234.tmp",  # not something we write
        tmp_path / f".a{SUFFIX}.abc.tmp",  # not our pattern
        tmp_path / f"a{SUFFIX}.abcd1234.tmp",  # not hidden: not ours
    ]
    for path in keep:
        path.write_bytes(b"someone else's")
    assert all(TEMP_NAME.match(p.name) for p in stale)
    save_army(ARMY, tmp_path / f"b{SUFFIX}")
    assert not any(p.exists() for p in stale)
    assert all(p.exists() for p in keep)
    assert clean_stale_temp_files(tmp_path) == []


def test_cleaning_a_missing_folder_is_nothing(tmp_path):
    assert clean_stale_temp_files(tmp_path / "nope") == []


# A save that hangs just before its rename, so that it can be killed mid-save.
HANGING_SAVE = textwrap.dedent(
    """
    import os, sys, time
    from pathlib import Path
    from listbuilder.core import ArmyList
    from listbuilder.data.lists import save_army

    def hang(*args, **kwargs):
        print("writing", flush=True)
        time.sleep(120)

    os.replace = hang
    save_army(ArmyList(army_id=101, name="x" * 100_000), Path(sys.argv[1]))
    """
)


def _start_hanging_save(target: Path) -> subprocess.Popen[str]:
    proc = subprocess.Popen(
        [sys.executable, "-c", HANGING_SAVE, str(target)],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    assert proc.stdout.readline().strip() == "writing"
    return proc


def _kill(proc: subprocess.Popen[str]) -> None:
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    assert proc.stdout is not None
    proc.stdout.close()


def _temps(folder: Path) -> list[Path]:
    return [p for p in folder.iterdir() if TEMP_NAME.match(p.name)]


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL and file locks")
def test_a_killed_save_leaves_a_temp_file_that_the_next_save_removes(tmp_path):
    target = tmp_path / f"list{SUFFIX}"
    save_army(ARMY, target)
    before = target.read_bytes()
    for _ in range(3):
        _kill(_start_hanging_save(target))
        # each save cleans what the previous killed one left: they never pile up
        assert len(_temps(tmp_path)) == 1
    assert target.read_bytes() == before  # the killed saves damaged nothing
    save_army(ARMY.replace(name="After"), target)
    assert _temps(tmp_path) == []
    assert load_army(target).name == "After"


@pytest.mark.skipif(os.name != "posix", reason="file locks")
def test_a_save_in_progress_elsewhere_is_left_alone(tmp_path):
    target = tmp_path / f"list{SUFFIX}"
    proc = _start_hanging_save(target)
    try:
        live = _temps(tmp_path)
        assert len(live) == 1
        time.sleep(0.05)
        save_army(ARMY, tmp_path / f"other{SUFFIX}")
        assert clean_stale_temp_files(tmp_path) == []
        assert live[0].exists()
    finally:
        _kill(proc)
    assert clean_stale_temp_files(tmp_path) == live


@pytest.mark.parametrize(
    "stem",
    ["a" * (255 - len(SUFFIX)), "é" * ((255 - len(SUFFIX)) // 2), "b" * 232],
    ids=["255-bytes", "254-bytes-accented", "241-bytes"],
)
def test_a_list_with_a_name_of_up_to_255_bytes_can_be_saved_again(tmp_path, stem):
    """Issue 30: the temporary name of a 241-255-byte name exceeded 255 bytes."""
    path = tmp_path / f"{stem}{SUFFIX}"
    assert 241 <= len(os.fsencode(path.name)) <= 255
    path.write_bytes(b"")  # a file of that name exists: the name itself is fine
    army = ArmyList(army_id=101, name="Long")
    save_army(army, path)
    save_army(army.replace(name="Again"), path)
    assert load_army(path).name == "Again"
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]


def test_a_shortened_temporary_name_is_still_cleaned(tmp_path):
    from listbuilder.atomic_files import MAX_NAME_BYTES, temp_name

    name = "x" * 240 + SUFFIX
    tmp = temp_name(name, "abcd1234")
    assert len(os.fsencode(tmp)) <= MAX_NAME_BYTES
    assert tmp.endswith(f"{SUFFIX}.abcd1234.tmp")
    assert TEMP_NAME.match(tmp)
    (tmp_path / tmp).write_bytes(b"{}")
    old = time.time() - 7200
    os.utime(tmp_path / tmp, (old, old))
    assert clean_stale_temp_files(tmp_path) == [tmp_path / tmp]


def test_a_cache_write_is_atomic_without_fsync(tmp_path, monkeypatch):
    synced: list[int] = []
    real = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: synced.append(fd) or real(fd))
    target = tmp_path / "entry.pickle"
    atomic_write(target, b"cached", durable=False)
    assert target.read_bytes() == b"cached"
    assert synced == []
    assert [p.name for p in tmp_path.iterdir()] == ["entry.pickle"]  # no temp left
    atomic_write(target, b"saved")  # the default: file and folder synced
    assert len(synced) == 2
