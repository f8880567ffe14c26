"""The classified deck's rules asked objective by objective: the tests' oracle.

The app looks a trooper's ids up in the deck's index
(``DesignationIndex.of_trooper``); these ask each objective about each
trooper, as ITS.md E3 and E11 word it, so the tests can check the index.
"""

from __future__ import annotations

from collections.abc import Iterable

from listbuilder.core.catalog.army import HackingProgram
from listbuilder.core.its.classified import (
    ClassifiedCoverage,
    ClassifiedDeck,
    Designation,
    ObjectiveCoverage,
    trooper_programs,
)
from listbuilder.core.its.fielded import FieldedTrooper


def is_designated(
    trooper: FieldedTrooper,
    by: Designation,
    programs: Iterable[HackingProgram] = (),
) -> bool:
    """True when ``trooper`` can fulfil an objective designating ``by``.

    A peripheral never can. ``programs`` is the catalog's hacking program table
    (for ``by.programs``).

    Source: ITS.md E3, E11
    """
    if trooper.peripheral:
        return False
    if by.any_trooper or (by.lieutenant and trooper.lieutenant):
        return True
    if not by.skills.isdisjoint(trooper.skill_ids):
        return True
    if not by.equipment.isdisjoint(trooper.equipment_ids):
        return True
    if not by.weapons.isdisjoint(trooper.weapon_ids):
        return True
    if trooper.type_id in by.unit_types:
        return True
    if not by.categories.isdisjoint(trooper.categories):
        return True
    return bool(by.programs) and not by.programs.isdisjoint(
        trooper_programs(trooper, programs)
    )


def coverage_of_fielded(
    fielded: Iterable[FieldedTrooper],
    deck: ClassifiedDeck,
    programs: Iterable[HackingProgram] = (),
) -> ClassifiedCoverage:
    """Every objective of ``deck`` with the fielded troopers it designates."""
    table = tuple(programs)
    troopers = tuple(fielded)
    return ClassifiedCoverage(
        objectives=tuple(
            ObjectiveCoverage(
                number=o.number,
                name=o.name,
                designated=o.designated,
                troopers=tuple(
                    t.name for t in troopers if is_designated(t, o.by, table)
                ),
            )
            for o in deck.objectives
        )
    )
