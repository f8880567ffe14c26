"""Lists for the rules tests, written as (unit, profile group, option) choices."""

from __future__ import annotations

from collections.abc import Iterable

from listbuilder.core import ArmyList, CombatGroup
from tests.helpers import e

Choice = tuple[int, int, int]


def build(
    army_id: int,
    *groups: Iterable[Choice],
    reinforcements: Iterable[Iterable[Choice]] = (),
    points: int = 300,
) -> ArmyList:
    """A list of ``army_id``: combat groups 1, 2... then reinforcement groups 1..."""
    main = tuple(
        CombatGroup(number=i + 1, troopers=tuple(e(*c) for c in g))
        for i, g in enumerate(groups)
    )
    reinf = tuple(
        CombatGroup(number=i + 1, reinforcement=True, troopers=tuple(e(*c) for c in g))
        for i, g in enumerate(reinforcements)
    )
    return ArmyList(army_id=army_id, points_limit=points, groups=main + reinf)
