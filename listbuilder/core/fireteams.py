"""Fireteams: check declared teams against the army's fireteam chart.

A fireteam is declared inside one combat group (``CombatGroup.fireteams``) with a
type (CORE, HARIS, DUO) and, optionally, the chart team it claims to be. The
chart (``Army.fireteam_chart``) lists, per team, the allowed types and the units
that may join with min/max counts; ``required`` slots mean at least one member
must come from one of them. Chart entries with no type are *wildcards*: units
that may join any team. A slot or wildcard noted ``FTO`` takes only the unit's
FTO options. ``spec`` caps how many teams of each type an army has; a
reinforcement file's ``spec`` adds to the army's for reinforcement teams.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from listbuilder.core.army import ArmyList, CombatGroup, Fireteam
from listbuilder.core.catalog import Army, FireteamChart, FireteamTeam, Unit
from listbuilder.core.resolve import ResolvedTrooper, source_army
from listbuilder.core.ruleset import Ruleset

FIRETEAM_TYPES = ("CORE", "HARIS", "DUO")
#: ``spec`` values at or above this mean "no limit" (the data writes 256).
UNLIMITED_TEAMS = 256
#: A chart note naming FTO options ("FTO"), and an option name that is one
#: ("AQUILA FTO", "HÚLÁNG FTO-2").
_FTO = re.compile(r"\bFTO\b")


@dataclass(frozen=True)
class TeamProblem:
    """Why a set of troopers is not a valid team of one chart entry.

    Attributes
    ----------
    code : str
        Dotted code (``fireteam.wrong_unit``...).
    message : str
        Plain-English explanation.
    troopers : tuple[str, ...]
        Uids of the troopers at fault (all members when it is about the team).
    """

    code: str
    message: str
    troopers: tuple[str, ...]


def _chart_for(army: Army, group: CombatGroup) -> FireteamChart:
    source = source_army(army, group)
    return source.fireteam_chart if source else FireteamChart()


@lru_cache(maxsize=4096)
def _says_fto(text: str) -> bool:
    """True when a chart name or note, or an option name, says FTO (cached)."""
    return _FTO.search(text) is not None


def _wildcard_fto(chart: FireteamChart, slug: str) -> bool:
    """True when the chart names or notes wildcard ``slug`` as FTO only."""
    return any(
        _says_fto(slot.comment) or _says_fto(slot.name)
        for team in chart.teams
        if not team.types
        for slot in team.slots
        if slot.slug == slug
    )


def _has_fto_options(unit: Unit) -> bool:
    options = [*unit.options, *(o for g in unit.profile_groups for o in g.options)]
    return any(_FTO.search(o.name) for o in options)


def _fto_problem(member: ResolvedTrooper) -> TeamProblem | None:
    """A member of a slot named or noted ``FTO`` must be one of its FTO options.

    The chart says it either in the slot's note (``AQUILA`` noted ``FTO``) or in
    its name (``BRIGADIER BRUANT FTO``, ``ORDER SERGEANT FTO``).

    Units whose data has no option named FTO (Reinf. Korsan) cannot be checked
    and pass. Source: RULES.md A12 (the chart's notes are part of the chart).
    """
    if member.option is None or member.unit is None:
        return None
    if _says_fto(member.option.name) or not _has_fto_options(member.unit):
        return None
    return TeamProblem(
        "fireteam.not_fto",
        f"{member.name} ({member.option.name}) may join only as an FTO option.",
        (member.uid,),
    )


def team_problems(
    team: FireteamTeam,
    kind: str,
    members: Sequence[ResolvedTrooper],
    chart: FireteamChart,
    ruleset: Ruleset,
) -> list[TeamProblem]:
    """Everything that stops ``members`` forming chart team ``team`` as a ``kind``.

    Returns an empty list when the team is valid.

    Source: RULES.md A12
    """
    uids = tuple(m.uid for m in members)
    problems: list[TeamProblem] = []
    if kind not in team.types:
        allowed = ", ".join(team.types) or "none"
        problems.append(
            TeamProblem(
                "fireteam.wrong_type",
                f"{team.name.strip()} cannot be a {kind} (allowed: {allowed}).",
                uids,
            )
        )
    low, high = ruleset.fireteam_sizes.get(kind, (0, 0))
    count = sum(m.minis for m in members)
    if not low <= count <= high:
        size = f"{low}" if low == high else f"{low} to {high}"
        problems.append(
            TeamProblem(
                "fireteam.wrong_size",
                f"A {kind} has {size} members; this one has {count}.",
                uids,
            )
        )
    slots = team.slot_by_slug
    wildcards = chart.wildcards
    per_slot: Counter[str] = Counter()
    per_wildcard: Counter[str] = Counter()
    for member in members:
        slug = member.unit.slug if member.unit else ""
        fto_only = False
        if slug in slots:
            per_slot[slug] += 1
            slot = slots[slug]
            fto_only = _says_fto(slot.comment) or _says_fto(slot.name)
        elif slug in wildcards:
            per_wildcard[slug] += 1
            fto_only = _wildcard_fto(chart, slug)
        else:
            problems.append(
                TeamProblem(
                    "fireteam.wrong_unit",
                    f"{member.name} cannot join {team.name.strip()}.",
                    (member.uid,),
                )
            )
        fto = _fto_problem(member) if fto_only else None
        if fto is not None:
            problems.append(fto)
    for slug, slot in slots.items():
        n = per_slot[slug]
        at_fault = tuple(m.uid for m in members if m.unit and m.unit.slug == slug)
        if n > slot.max:
            problems.append(
                TeamProblem(
                    "fireteam.too_many",
                    f"{team.name.strip()} takes at most {slot.max} {slot.name}; "
                    f"this team has {n}.",
                    at_fault,
                )
            )
        if n < slot.min:
            problems.append(
                TeamProblem(
                    "fireteam.too_few",
                    f"{team.name.strip()} needs at least {slot.min} {slot.name}; "
                    f"this team has {n}.",
                    uids,
                )
            )
    for slug, n in per_wildcard.items():
        if n > wildcards[slug]:
            at_fault = tuple(m.uid for m in members if m.unit and m.unit.slug == slug)
            problems.append(
                TeamProblem(
                    "fireteam.too_many",
                    f"At most {wildcards[slug]} of this wildcard may join a team.",
                    at_fault,
                )
            )
    required = [s for s in team.slots if s.required]
    if required and not any(per_slot[s.slug] for s in required):
        names = ", ".join(s.name for s in required)
        problems.append(
            TeamProblem(
                "fireteam.missing_required",
                f"{team.name.strip()} must include one of: {names}.",
                uids,
            )
        )
    return problems


def matching_teams(
    members: Sequence[ResolvedTrooper],
    kind: str,
    chart: FireteamChart,
    ruleset: Ruleset,
) -> list[FireteamTeam]:
    """Chart teams that ``members`` validly form as a ``kind``. Source: RULES.md A12."""
    return [
        team
        for team in chart.teams
        if team.types and not team_problems(team, kind, members, chart, ruleset)
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
    chart = _chart_for(army, group)
    used_main, used_all = _teams_used(army_list)
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


def _spec_limit(chart: FireteamChart, kind: str) -> int:
    limit = chart.spec.get(kind, 0)
    return 10**9 if limit >= UNLIMITED_TEAMS else limit


def team_limits(army: Army, kind: str) -> tuple[int, int]:
    """(main-list limit, whole-list limit) of fireteams of type ``kind``.

    Main-list teams count against the army chart's ``spec``. Reinforcement teams
    count against the army's ``spec`` plus the reinforcement file's: most
    reinforcement files give 0 of each (their teams share the army's allowance:
    ``199.json``), L'Équipe Argent (``399.json``) gives one CORE, HARIS and DUO
    more. 256 (or more) means unlimited.

    Source: RULES.md A12, A10
    """
    main = _spec_limit(army.fireteam_chart, kind)
    reinf = army.reinforcements
    extra = _spec_limit(reinf.fireteam_chart, kind) if reinf else 0
    return main, main + extra


def _teams_used(army_list: ArmyList) -> tuple[Counter[str], Counter[str]]:
    """Teams declared per type: (main list only, main and reinforcements)."""
    main: Counter[str] = Counter()
    every: Counter[str] = Counter()
    for group in army_list.groups:
        for team in group.fireteams:
            every[team.type] += 1
            if not group.reinforcement:
                main[team.type] += 1
    return main, every


@dataclass(frozen=True)
class FireteamIssue:
    """One fireteam problem found in a list (turned into a Violation by validate).

    Attributes
    ----------
    code, message : str
        As in :class:`TeamProblem`.
    troopers : tuple[str, ...]
        Uids involved.
    group : int
        Combat group number.
    """

    code: str
    message: str
    troopers: tuple[str, ...]
    group: int


def fireteam_issues(
    army_list: ArmyList,
    army: Army,
    troopers: Sequence[ResolvedTrooper],
    ruleset: Ruleset,
) -> Iterable[FireteamIssue]:
    """Check every declared fireteam of ``army_list``.

    Flags: fireteams under a ruleset without them, unknown types, members outside
    the group or in two teams, unknown chart teams, wrong units, too few or too
    many of a unit, a missing required unit, a wrong size for the type, and more
    teams of a type than the chart's ``spec`` allows.

    Source: RULES.md A12
    """
    by_uid = {t.uid: t for t in troopers}
    used: Counter[str] = Counter()
    used_main: Counter[str] = Counter()
    for group in army_list.groups:
        chart = _chart_for(army, group)
        in_group = {t.uid for t in group.troopers}
        seen: set[str] = set()
        for team in group.fireteams:
            label = f"{team.type} fireteam in combat group {group.number}"
            if not ruleset.fireteams:
                yield FireteamIssue(
                    "fireteam.not_allowed",
                    f"The {ruleset.edition} rules have no fireteams ({label}).",
                    team.members,
                    group.number,
                )
                continue
            if team.type not in FIRETEAM_TYPES:
                yield FireteamIssue(
                    "fireteam.unknown_type",
                    f"Unknown fireteam type {team.type!r} ({label}).",
                    team.members,
                    group.number,
                )
                continue
            used[team.type] += 1
            if not group.reinforcement:
                used_main[team.type] += 1
            outside = tuple(u for u in team.members if u not in in_group)
            twice = tuple(u for u in team.members if u in seen)
            seen.update(team.members)
            if outside:
                yield FireteamIssue(
                    "fireteam.outside_group",
                    f"Every member of the {label} must be in that group.",
                    outside,
                    group.number,
                )
            if twice:
                yield FireteamIssue(
                    "fireteam.member_twice",
                    f"A trooper can be in only one fireteam ({label}).",
                    twice,
                    group.number,
                )
            members = [by_uid[u] for u in team.members if u in by_uid and u in in_group]
            yield from _team_issues(team, members, chart, ruleset, label, group.number)
    for kind, n in used.items():
        main_limit, all_limit = team_limits(army, kind)
        if used_main[kind] > main_limit:
            n, limit, whose, main_only = used_main[kind], main_limit, army.name, True
        elif n > all_limit:
            whose = f"{army.name} with its reinforcements"
            limit, main_only = all_limit, False
        else:
            continue
        uids = tuple(
            u
            for g in army_list.groups
            if not (main_only and g.reinforcement)
            for team in g.fireteams
            if team.type == kind
            for u in team.members
        )
        yield FireteamIssue(
            "fireteam.too_many_teams",
            f"The list declares {n} {kind} fireteams; {whose} allows {limit}.",
            uids,
            0,
        )


def _team_issues(
    team: Fireteam,
    members: list[ResolvedTrooper],
    chart: FireteamChart,
    ruleset: Ruleset,
    label: str,
    group: int,
) -> Iterable[FireteamIssue]:
    if team.name:
        chosen = [t for t in chart.teams if t.name.strip() == team.name.strip()]
        if not chosen:
            yield FireteamIssue(
                "fireteam.unknown_team",
                f"{team.name!r} is not in this army's fireteam chart ({label}).",
                team.members,
                group,
            )
            return
        problems = team_problems(chosen[0], team.type, members, chart, ruleset)
    else:
        # Valid as soon as one chart team matches; otherwise report against the
        # closest team (the first with the fewest problems).
        closest: list[TeamProblem] | None = None
        for candidate in chart.teams:
            if not candidate.types:
                continue
            found = team_problems(candidate, team.type, members, chart, ruleset)
            if not found:
                return
            if closest is None or len(found) < len(closest):
                closest = found
        if closest is None:
            yield FireteamIssue(
                "fireteam.unknown_team",
                f"This army's chart has no fireteams ({label}).",
                team.members,
                group,
            )
            return
        problems = closest
    for p in problems:
        yield FireteamIssue(p.code, f"{label}: {p.message}", p.troopers, group)
