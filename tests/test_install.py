"""The app installs like a Python app: a built wheel carries profiles/ and
resources/ and works from any folder, with no network and no checkout."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from listbuilder.core import ArmyList, CombatGroup
from listbuilder.data.lists import save_army
from listbuilder.paths import bundled_profiles_dir, docs_dir, resources_dir
from tests.helpers import e

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.install


def tracked(folder: str) -> set[str]:
    out = subprocess.run(
        ["git", "ls-files", folder], cwd=ROOT, capture_output=True, text=True
    )
    if out.returncode != 0:
        pytest.skip("not a git checkout")
    return {line.split("/", 1)[1] for line in out.stdout.splitlines()}


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "--no-index",
            "-q",
            "-w",
            str(out),
            str(ROOT),
        ],
        check=True,
        capture_output=True,
    )
    [built] = out.glob("listbuilder-*.whl")
    return built


def test_the_wheel_carries_exactly_the_tracked_profiles_resources_and_docs(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    for folder in ("profiles", "resources", "docs"):
        prefix = f"listbuilder/_bundled/{folder}/"
        carried = {n[len(prefix) :] for n in names if n.startswith(prefix)}
        assert carried == tracked(folder), folder  # no stray untracked file


def test_installed_wheel_runs_armies_and_validate_from_any_folder(
    wheel, tmp_path, catalog
):
    venv = tmp_path / "venv"
    subprocess.run(
        [sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True
    )
    python = venv / "bin" / "python"
    site = Path(
        subprocess.run(
            [
                str(python),
                "-c",
                "import sysconfig; print(sysconfig.get_paths()['purelib'])",
            ],
            check=True,
            capture_output=True,
            text=True,
        ).stdout.strip()
    )
    # The test environment's packages (pydantic, PySide6, pip...) without its
    # editable listbuilder: a path added by a .pth line does not run the .pth
    # files inside it.
    (site / "test-env.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    subprocess.run(
        [
            str(python),
            "-m",
            "pip",
            "install",
            "--no-deps",
            "--no-index",
            "-q",
            str(wheel),
        ],
        check=True,
        capture_output=True,
    )
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("LISTBUILDER_PROFILES_DIR", "PYTHONPATH", "VIRTUAL_ENV")
    }
    env["LISTBUILDER_HOME"] = str(tmp_path / "home")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(venv / "bin" / "listbuilder"), *args],
            cwd=elsewhere,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )

    where = subprocess.run(
        [
            str(python),
            "-c",
            "import listbuilder.paths as p; print(p.__file__);"
            "print(p.bundled_profiles_dir()); print(p.resources_dir());"
            "print(p.docs_dir() / 'rules.md')",
        ],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.splitlines()
    assert all(line.startswith(str(site)) for line in where), where
    assert Path(where[1]) != bundled_profiles_dir()
    assert Path(where[2]) != resources_dir()
    assert Path(where[3]).parent != docs_dir()
    assert Path(where[3]).is_file()  # the rules reference Help opens

    armies = run("armies", "--json")
    assert armies.returncode == 0, armies.stderr
    rows = [json.loads(line) for line in armies.stdout.splitlines()]
    assert len(rows) == 45
    assert rows[0]["name"] == "PanOceania"

    legal = ArmyList(
        army_id=101,
        points_limit=150,
        groups=(CombatGroup(number=1, troopers=(e(1, 1, 10), e(1, 1, 1))),),
    )
    path = elsewhere / "legal.lbl.json"
    save_army(legal, path, catalog)
    checked = run("validate", "--json", str(path))
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert json.loads(checked.stdout)["legal"] is True

    # the installed app finds its catalogs, and reads them without Babel
    korean = subprocess.run(
        [
            str(python),
            "-c",
            "import sys; sys.modules['babel'] = None; "
            "from listbuilder.cli import main; "
            "sys.exit(main(['validate', '--lang', 'ko', sys.argv[1]]))",
            str(path),
        ],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert korean.returncode == 0, korean.stderr
    assert f"{path}: 적합" in korean.stdout
    assert "warning" not in korean.stderr
