"""Lint and types run in the suite: the README test command checks them."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(BIN / args[0]), *args[1:]],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )


def test_ruff_check_is_clean():
    result = run("ruff", "check", "listbuilder", "tests")
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]


def test_ruff_format_is_clean():
    result = run("ruff", "format", "--check", "listbuilder", "tests")
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]


def test_mypy_strict_is_clean():
    result = run("mypy")
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
