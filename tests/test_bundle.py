"""The standalone bundle works with no Python and no project packages around it.

Builds it with ``packaging/build-bundle`` (PyInstaller, ``pip install -e
'.[bundle]'``; a few minutes), copies ``dist/listbuilder`` to a new folder and
runs it there with an empty environment (only HOME, and QT_QPA_PLATFORM for
the app), as ``env -i`` does: the app, ``armies``, ``validate --codes`` on the
real codes, ``export --pdf`` of a list with a Korean name, ``data status``, and
the one line naming a missing system library. Skipped by default
(``-m "not bundle"`` in pyproject); run ``pytest -m bundle tests/test_bundle.py``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
VECTORS = ROOT.parent / "shared" / "armycodes" / "vectors.json"
pytestmark = [pytest.mark.bundle, pytest.mark.timeout(1800)]


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    pytest.importorskip("PyInstaller")
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}:{os.environ['PATH']}"}
    subprocess.run(
        [str(ROOT / "packaging" / "build-bundle")], cwd=ROOT, env=env, check=True
    )
    [archive] = (ROOT / "dist").glob("listbuilder-*-linux-*.tar.gz")
    with tarfile.open(archive) as tar:
        assert "listbuilder/listbuilder" in tar.getnames()
    target = tmp_path_factory.mktemp("elsewhere")
    shutil.copytree(
        ROOT / "dist" / "listbuilder", target / "listbuilder", symlinks=True
    )
    return target / "listbuilder" / "listbuilder"


@pytest.fixture
def home(tmp_path) -> Path:
    folder = tmp_path / "home"
    folder.mkdir()
    return folder


def run(exe: Path, *args: str, home: Path, **env: str) -> subprocess.CompletedProcess:
    """``env -i HOME=home QT_QPA_PLATFORM=offscreen exe args``, in ``home``."""
    environ = {"HOME": str(home), "QT_QPA_PLATFORM": "offscreen", **env}
    return subprocess.run(
        [str(exe), *args],
        cwd=home,
        env={k: v for k, v in environ.items() if v},
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_armies_and_data_status_read_the_bundled_profiles(bundle, home):
    armies = run(bundle, "armies", home=home)
    assert armies.returncode == 0, armies.stderr
    assert armies.stdout.splitlines()[-1].startswith("45 armies; bundled data")
    status = run(bundle, "data", "status", home=home)
    assert status.returncode == 0, status.stderr
    lines = status.stdout.splitlines()
    assert lines[0] == "Data in use: bundled data"
    assert lines[1] == (
        f"Folder: {bundle.parent / '_internal/listbuilder/_bundled/profiles'}"
    )


def test_validate_codes_checks_the_real_codes(bundle, home):
    vectors = json.loads(VECTORS.read_text("utf-8"))
    codes = home / "codes.txt"
    codes.write_text("".join(v["code"] + "\n" for v in vectors), encoding="utf-8")
    done = run(bundle, "validate", "--codes", str(codes), "--json", home=home)
    assert done.returncode in (0, 1), done.stderr
    records = [json.loads(line) for line in done.stdout.splitlines()]
    assert [r["file"] for r in records] == [
        f"{codes}:{n}" for n in range(1, len(vectors) + 1)
    ]
    assert [r["points_limit"] for r in records] == [v["points"] for v in vectors]


def test_export_pdf_of_a_korean_list_embeds_the_korean_font(bundle, home):
    pypdf = pytest.importorskip("pypdf")
    code = json.loads(VECTORS.read_text("utf-8"))[1]["code"]
    saved = home / "list.lbl.json"
    done = run(bundle, "import-code", code, "-o", str(saved), home=home)
    assert done.returncode == 0, done.stderr
    data = json.loads(saved.read_text("utf-8"))
    data["list"]["name"] = "판오세아니아 토너먼트"
    saved.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    pdf = home / "list.pdf"
    done = run(bundle, "export", str(saved), "--pdf", str(pdf), home=home)
    assert done.returncode == 0, done.stderr
    reader = pypdf.PdfReader(pdf)
    assert "판오세아니아 토너먼트" in reader.pages[0].extract_text()
    fonts = {
        str(font["/BaseFont"])
        for page in reader.pages
        for font in page["/Resources"]["/Font"].values()
    }
    assert any("NanumGothic" in name for name in fonts), fonts


def test_the_app_starts_and_stays_up_offscreen(bundle, home):
    app = subprocess.Popen(
        [str(bundle)],
        cwd=home,
        env={"HOME": str(home), "QT_QPA_PLATFORM": "offscreen"},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        time.sleep(8)
        alive = app.poll() is None
    finally:
        app.terminate()
        _, err = app.communicate(timeout=30)
    assert alive, err
    assert "Traceback" not in err
    assert "could not" not in err.lower()


def test_a_missing_system_library_is_one_line(bundle, home, tmp_path):
    fake = tmp_path / "bin"
    fake.mkdir()
    (fake / "ldd.out").write_text("\tlibxcb-icccm.so.4 => not found\n", "utf-8")
    ldd = fake / "ldd"
    ldd.write_text(f"#!/bin/sh\nexec {shutil.which('cat')} {fake / 'ldd.out'}\n")
    ldd.chmod(0o755)
    done = run(bundle, home=home, QT_QPA_PLATFORM="", PATH=str(fake))
    assert done.returncode == 2
    assert done.stderr.splitlines() == [
        "listbuilder: Qt's xcb platform plugin cannot load: missing "
        "libxcb-icccm.so.4 (Debian/Ubuntu: sudo apt install libxcb-icccm4)"
    ]
