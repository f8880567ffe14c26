"""Fixtures of the PDF tests."""

from __future__ import annotations

import pytest

from listbuilder.core import ArmyList, CombatGroup
from listbuilder.core.roster.rows import Roster
from tests.export.pdf.test_pdf import fifteen_trooper_roster, pdf
from tests.helpers import e


@pytest.fixture(scope="module")
def roster(catalog, n5) -> Roster:
    """The legal 15-trooper PanOceania list of ``fifteen_trooper_list``."""
    return fifteen_trooper_roster(catalog, n5)


@pytest.fixture(scope="module")
def sheet(roster):
    """Memoised renders of the 15-trooper roster: ``sheet(style=..., page=...)``."""
    cache: dict[tuple, bytes] = {}

    def render(**kw) -> bytes:
        key = tuple(sorted(kw.items()))
        if key not in cache:
            cache[key] = pdf(roster, **kw)
        return cache[key]

    return render


@pytest.fixture(scope="module")
def small() -> ArmyList:
    """Two PanOceania troopers: enough for tests about names, targets and errors."""
    return ArmyList(
        army_id=101,
        name="Small",
        groups=(CombatGroup(number=1, troopers=(e(1, 1, 10), e(1216, 1, 2))),),
    )
