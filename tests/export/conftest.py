"""Fixtures of the PDF tests."""

from __future__ import annotations

import pytest

from listbuilder.core import ArmyList, CombatGroup
from tests.helpers import e


@pytest.fixture(scope="module")
def small() -> ArmyList:
    """Two PanOceania troopers: enough for tests about names, targets and errors."""
    return ArmyList(
        army_id=101,
        name="Small",
        groups=(CombatGroup(number=1, troopers=(e(1, 1, 10), e(1216, 1, 2))),),
    )
