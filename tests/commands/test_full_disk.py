"""Issue 30: a full disk or ``ulimit -f`` while writing is one line naming the
file that could not be written, exit 2, and the previous file intact."""

from __future__ import annotations

import errno
import os
import resource
import signal
import subprocess
import sys

import pytest

from listbuilder.cli import main
from listbuilder.data.lists import save_army
from tests.commands.test_text import VANILLA
from tests.export.pdf.test_pdf import fifteen_trooper_list

VANILLA_CODE = VANILLA["code"]


@pytest.fixture(autouse=True)
def loaded_catalog(monkeypatch, catalog):
    monkeypatch.setattr("listbuilder.data.store.open_catalog", lambda *a, **k: catalog)


@pytest.fixture
def full_disk(monkeypatch):
    """Every write of an atomic save fails as on a full disk."""

    def write(fd, data):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr("listbuilder.atomic_files.os.write", write)


def _one_line_naming(err: str, path) -> None:
    assert err.count("\n") == 1
    assert str(path) in err
    assert "No space left on device" in err
    assert "internal error" not in err


def test_import_code_on_a_full_disk(tmp_path, capsys, full_disk):
    target = tmp_path / "new.lbl.json"
    assert main(["import-code", VANILLA_CODE, "-o", str(target)]) == 2
    _one_line_naming(capsys.readouterr().err, target)
    assert not target.exists()
    assert list(tmp_path.iterdir()) == []


def test_export_to_a_full_disk_keeps_the_old_pdf(tmp_path, capsys, monkeypatch):
    source, target = tmp_path / "a.lbl.json", tmp_path / "a.pdf"
    save_army(fifteen_trooper_list(), source)
    target.write_bytes(b"%PDF old")

    def write(fd, data):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr("listbuilder.atomic_files.os.write", write)
    assert main(["export", str(source), "--pdf", str(target)]) == 2
    _one_line_naming(capsys.readouterr().err, target)
    assert target.read_bytes() == b"%PDF old"


def _limited(limit: int) -> None:
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX resource limits")
def test_import_code_under_ulimit_f(tmp_path, user_home):
    target = tmp_path / "new.lbl.json"
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "listbuilder",
            "import-code",
            VANILLA_CODE,
            "-o",
            str(target),
        ],
        preexec_fn=lambda: _limited(200),
        capture_output=True,
        text=True,
        env={**os.environ, "LISTBUILDER_HOME": str(user_home)},
    )
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1
    assert str(target) in done.stderr
    assert "File too large" in done.stderr
    assert not target.exists()
