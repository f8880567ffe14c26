"""Fireteams the app offers: which chart teams selected troopers may form.

The chart rules themselves (what makes a declared team legal) live with the
other legality checks in :mod:`listbuilder.core.rules.validation.fireteams`; this
module asks them which declarations to offer, so the menu and the legality
report never disagree.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Sequence

from listbuilder.core.catalog.army import Army
from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.lists.army_list import ArmyList
from listbuilder.core.lists.resolve import ResolvedTrooper
from listbuilder.core.rules.validation.fireteam_limits import (
    FIRETEAM_TYPES,
    UNLIMITED_TEAMS,
    team_limits,
    teams_used,
)
from listbuilder.core.rules.validation.team_composition import (
    chart_for,
    matching_teams,
    team_problems,
)

__all__ = [
    "FIRETEAM_TYPES",
    "UNLIMITED_TEAMS",
    "fireteam_choices",
    "matching_teams",
    "team_limits",
    "team_problems",
]


def fireteam_choices(
    army_list: ArmyList,
    army: Army,
    troopers: Sequence[ResolvedTrooper],
    ruleset: Ruleset,
) -> list[tuple[str, str]]:
    """(team name, type) pairs the selected ``troopers`` may be declared as.

    The app offers only these. Troopers must all be in one combat group and in
    no other team; the army's ``spec`` must leave room for another team of the
    type. Source: RULES.md A12
    """
    if not ruleset.fireteams or not troopers:
        return []
    groups = {id(t.group) for t in troopers}
    if len(groups) != 1 or not all(t.is_resolved for t in troopers):
        return []
    group = troopers[0].group
    taken = {uid for team in group.fireteams for uid in team.members}
    if any(t.uid in taken for t in troopers):
        return []
    chart = chart_for(army, group)
    used_main, used_all = teams_used(army_list)
    choices: list[tuple[str, str]] = []
    for kind in FIRETEAM_TYPES:
        main_limit, all_limit = team_limits(army, kind)
        if used_all[kind] >= all_limit:
            continue
        if not group.reinforcement and used_main[kind] >= main_limit:
            continue
        choices.extend(
            (team.name.strip(), kind)
            for team in matching_teams(troopers, kind, chart, ruleset)
        )
    return choices
