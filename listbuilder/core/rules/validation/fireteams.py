"""Fireteams: declared teams against the army's fireteam chart.

A fireteam is declared inside one combat group (``CombatGroup.fireteams``) with a
type (CORE, HARIS, DUO) and, optionally, the chart team it claims to be. The
chart (``Army.fireteam_chart``) lists, per team, the allowed types and the units
that may join with min/max counts; ``required`` slots mean at least one member
must come from one of them. Chart entries with no type are *wildcards*: units
that may join any team. A slot or wildcard noted ``FTO`` takes only the unit's
FTO options; a bracketed note (``ORDER SERGEANT FTO (Crosier)``) makes the unit
count as the named unit of the team for the team's minimums and required units.
``spec`` caps how many teams of each type an army has; a reinforcement file's
``spec`` adds to the army's for reinforcement teams.

Each fault is reported once, at its root: a type the army allows none of is one
violation (not also a wrong type, wrong units and too many teams), a member in
another combat group is one violation (the team is still checked with it).

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from listbuilder.core.i18n import _, ngettext
from listbuilder.core.lists.army_list import CombatGroup, Fireteam
from listbuilder.core.rules.validation._context import (
    Context,
    and_list,
    located,
    named_group,
)
from listbuilder.core.rules.validation._report import Violation
from listbuilder.core.rules.validation.fireteam_limits import (
    FIRETEAM_TYPES,
    too_many_teams,
    type_refusal,
)
from listbuilder.core.rules.validation.team_composition import (
    TeamViolations,
    chart_for,
    composition_problems,
)


def check_fireteams(ctx: Context) -> Iterable[Violation]:
    """Declared fireteams must match the army's fireteam chart.

    Flags, each once at its root: fireteams under a ruleset without them,
    unknown types, a type the army allows none of, members no longer in the
    list, members outside the group or in two teams, unknown chart teams, wrong
    units, too few or too many of a unit, a missing required unit, a wrong size
    for the type, an FTO-only line filled by another option, and more teams of a
    type than the chart's ``spec`` allows.

    Source: RULES.md A12
    """
    army, ruleset = ctx.army, ctx.ruleset
    if army is None or not any(g.fireteams for g in ctx.army_list.groups):
        return  # no team declared (codes carry none): nothing to check
    by_uid = {t.uid: t for t in ctx.troopers}
    used: Counter[str] = Counter()
    used_main: Counter[str] = Counter()
    counted: list[tuple[CombatGroup, Fireteam]] = []
    for group in ctx.army_list.groups:
        chart = chart_for(army, group)
        seen: set[str] = set()
        for team in group.fireteams:
            label = _(
                "{kind} fireteam in {group}", kind=team.type, group=named_group(group)
            )
            report = TeamViolations(group, label)
            if not ruleset.fireteams:
                yield report(
                    "fireteam.not_allowed",
                    _(
                        "The {edition} rules have no fireteams.",
                        edition=ruleset.edition,
                    ),
                    team.members,
                )
                continue
            if team.type not in FIRETEAM_TYPES:
                yield report(
                    "fireteam.unknown_type",
                    _("Unknown fireteam type {kind}.", kind=repr(team.type)),
                    team.members,
                )
                continue
            refused = type_refusal(army, group, team.type)
            if refused is not None:
                yield report("fireteam.type_not_allowed", refused, team.members)
                continue
            used[team.type] += 1
            used_main[team.type] += not group.reinforcement
            counted.append((group, team))
            gone = [u for u in team.members if u not in by_uid]
            if gone:
                yield report(
                    "fireteam.unknown_member",
                    ngettext(
                        "{n} member is no longer in the list; declare the team again.",
                        "{n} members are no longer in the list; declare the team "
                        "again.",
                        len(gone),
                    ),
                    gone,
                )
                continue
            members = [by_uid[u] for u in team.members]
            outside = [m for m in members if m.group is not group]
            twice = [m for m in members if m.uid in seen]
            seen.update(team.members)
            if outside:
                yield report(
                    "fireteam.outside_group",
                    ngettext(
                        "Every member must be in {group}; {troopers} is not.",
                        "Every member must be in {group}; {troopers} are not.",
                        len(outside),
                        group=named_group(group),
                        troopers=located(outside, army),
                    ),
                    (m.uid for m in outside),
                )
            if twice:
                yield report(
                    "fireteam.member_twice",
                    _(
                        "A trooper can be in only one fireteam ({troopers}).",
                        troopers=and_list(m.name for m in twice),
                    ),
                    (m.uid for m in twice),
                )
            yield from composition_problems(team, members, chart, ruleset, group, label)
    yield from too_many_teams(army, used, used_main, counted)
