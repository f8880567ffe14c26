"""The opponent copy: a roster with Open information only (RULES.md C1, C2).

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from listbuilder.core.i18n import _
from listbuilder.core.roster.profile_text import OPPONENT_COPY_NOTE
from listbuilder.core.roster.rows import Roster
from listbuilder.core.roster.teams import place_fireteams


def opponent_copy(roster: Roster) -> Roster:
    """Return the Open-information copy handed to an opponent.

    Removes costs, SWC, the Lieutenant mark, skill and order, and
    legality; leaves out troopers deploying hidden or airborne (and any
    group left empty); shows camouflage/impersonation markers as markers,
    without their contents. Order pools are dropped, since the lieutenant
    order would reveal the Lieutenant's group. The trooper count is that of
    the troopers shown. Declared fireteams stay: a team is declared to the
    opponent when it is created (N5 Fireteams: the player declares its
    members), so it is Open information (C1 lists it nowhere as private);
    a team with a member held off the table or shown as a marker is left
    out whole, and the rest are numbered again so no number hints at it.
    Hacking programs are those of the devices shown. Given a copy,
    returns it.

    Source: RULES.md C1, C2, A12
    """
    if roster.is_opponent_copy:
        return roster
    groups = []
    for group in roster.groups:
        rows = tuple(r.public() for r in group.rows if not r.private_deployment)
        if rows:
            groups.append(group.replace(orders=None, rows=rows))
    shown = sum(r.minis for g in groups if not g.reinforcement for r in g.rows)
    given = {p for r in groups for row in r.rows for p in row.all_programs}
    programs = []
    for line in roster.hacking_programs:
        sources = tuple(d for d in line.sources if (line.name, d) in given)
        if sources:
            programs.append(line.replace(sources=sources))
    return roster.replace(
        points=None,
        swc=None,
        legal=None,
        violations=(),
        troopers=shown,
        groups=place_fireteams(groups, list(roster.fireteams), open_only=True),
        opponent_copy_note=_(OPPONENT_COPY_NOTE),
        hacking_programs=tuple(programs),
    )
