"""Lint is part of the suite, so the README's one test command checks it too."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUFF = Path(sys.executable).with_name("ruff")


def test_ruff_check_is_clean():
    result = subprocess.run(
        [str(RUFF), "check", "listbuilder", "tests"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
