"""Fixtures of the profile-loading tests: a copy of the bundled profiles."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from listbuilder.paths import bundled_profiles_dir


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A copy of the bundled profiles that a test may change."""
    target = tmp_path / "profiles"
    shutil.copytree(bundled_profiles_dir(), target)
    return target
