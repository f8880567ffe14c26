"""Fireteams on a roster: placed in their combat groups, named from their rows.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from listbuilder.core.roster.rows import RosterGroup
from listbuilder.core.roster.tabletop import FireteamLine, number_fireteams


def place_fireteams(
    groups: list[RosterGroup], teams: list[FireteamLine], *, open_only: bool = False
) -> tuple[RosterGroup, ...]:
    """``groups`` with ``teams`` placed, named from their rows and numbered.

    A uid with no row (a trooper since removed) is left out of its team, and a
    team left with no member is dropped. With ``open_only`` (an opponent copy)
    a team is dropped whole when a member is not shown openly (held off the
    table, or a marker): the rules let no such trooper join a fireteam, so a
    team naming one would reveal private information.

    Source: RULES.md A12, C1
    """
    if (
        not teams
        and not any(g.fireteams for g in groups)
        and not any(r.fireteam for g in groups for r in g.rows)
    ):
        return tuple(groups)  # no team to place, none to take off (most lists)
    by_uid = {r.uid: (g.number, g.reinforcement, r) for g in groups for r in g.rows}
    placed: list[tuple[tuple[int, bool], FireteamLine]] = []
    for team in teams:
        members = [by_uid[u] for u in team.members if u in by_uid]
        if open_only and (
            len(members) < len(team.members)
            or any(r.private_marker for _, _, r in members)
        ):
            continue
        if not members:
            continue
        line = team.replace(
            members=tuple(r.uid for _, _, r in members),
            member_names=tuple(r.name for _, _, r in members),
        )
        placed.append(((members[0][0], members[0][1]), line))
    numbered = number_fireteams(line for _, line in placed)
    label: dict[str, str] = {}
    for team in numbered:
        for uid in team.members:
            label.setdefault(uid, team.label)  # a uid in two teams keeps the first
    out = []
    for group in groups:
        key = (group.number, group.reinforcement)
        # rows and teams of the roster's own making: copied, not validated again
        out.append(
            group.model_copy(
                update={
                    "rows": tuple(
                        # Only the rows whose label changes are copied: an edit
                        # keeps every other row object (the views compare them).
                        r
                        if r.fireteam == label.get(r.uid, "")
                        else r.model_copy(update={"fireteam": label.get(r.uid, "")})
                        for r in group.rows
                    ),
                    "fireteams": tuple(
                        t
                        for (k, _), t in zip(placed, numbered, strict=True)
                        if k == key
                    ),
                }
            )
        )
    return tuple(out)
