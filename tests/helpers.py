"""Helpers shared by the test modules (fixtures live in conftest.py)."""

from __future__ import annotations

from listbuilder.core import TrooperEntry


def e(unit: int, group: int, option: int) -> TrooperEntry:
    """A trooper of unit ``unit``, profile group ``group``, option ``option``."""
    return TrooperEntry(unit_id=unit, group_id=group, option_id=option)
