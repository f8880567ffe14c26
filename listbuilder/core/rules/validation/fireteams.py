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
from collections.abc import Iterable, Sequence
from functools import lru_cache

from listbuilder.core.catalog.army import Army
from listbuilder.core.catalog.fireteam_chart import FTO_TAG, ChartTeam, FireteamChart
from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.catalog.units import Unit
from listbuilder.core.i18n import _, ngettext
from listbuilder.core.lists.army_list import CombatGroup, Fireteam
from listbuilder.core.lists.resolve import ResolvedTrooper, source_army
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


def chart_for(army: Army, group: CombatGroup) -> FireteamChart:
    """The chart a group's teams follow: the reinforcement file's for A10 groups."""
    source = source_army(army, group)
    return source.fireteam_chart if source else FireteamChart()


@lru_cache(maxsize=4096)
def _says_fto(text: str) -> bool:
    """True when an option name says FTO (``AQUILA FTO``, ``HÚLÁNG FTO-2``)."""
    return FTO_TAG.search(text) is not None


def _has_fto_options(unit: Unit) -> bool:
    options = [*unit.options, *(o for g in unit.profile_groups for o in g.options)]
    return any(_says_fto(o.name) for o in options)


class _Report:
    """Makes the violations of one declared team (or of a bare check)."""

    def __init__(self, group: CombatGroup | None, label: str) -> None:
        self.group, self.label = group, label

    def __call__(self, code: str, message: str, troopers: Iterable[str]) -> Violation:
        return Violation(
            rule="A12",
            code=code,
            message=_("{team}: {problem}", team=self.label, problem=message)
            if self.label
            else message,
            troopers=tuple(troopers),
            group=self.group.number if self.group else None,
            reinforcement=bool(self.group and self.group.reinforcement),
        )


def team_problems(
    team: ChartTeam,
    kind: str,
    members: Sequence[ResolvedTrooper],
    chart: FireteamChart,
    ruleset: Ruleset,
    *,
    group: CombatGroup | None = None,
    label: str = "",
) -> list[Violation]:
    """Everything that stops ``members`` forming chart team ``team`` as a ``kind``.

    Parameters
    ----------
    team : ChartTeam
        The chart team.
    kind : str
        ``CORE``, ``HARIS`` or ``DUO``.
    members : sequence of ResolvedTrooper
        The team's troopers.
    chart : FireteamChart
        The whole chart (for wildcards).
    ruleset : Ruleset
        Supplies the size of each type.
    group : CombatGroup, optional
        The combat group the team is declared in (for the violations).
    label : str
        Prefix of each message (``"CORE fireteam in combat group 1"``).

    Returns
    -------
    list of Violation
        Empty when the team is valid. A type the chart team does not allow is
        the only problem reported.

    Source: RULES.md A12
    """
    report = _Report(group, label)
    uids = tuple(m.uid for m in members)
    name = team.name.strip()
    if kind not in team.types:
        allowed = _(", ").join(team.types) or _("none")
        return [
            report(
                "fireteam.wrong_type",
                _(
                    "{team} cannot be a {kind} (allowed: {allowed}).",
                    team=name,
                    kind=kind,
                    allowed=allowed,
                ),
                uids,
            )
        ]
    problems: list[Violation] = []
    low, high = ruleset.fireteam_sizes.get(kind, (0, 0))
    count = sum(m.minis for m in members)
    if not low <= count <= high:
        size = str(low) if low == high else _("{low} to {high}", low=low, high=high)
        problems.append(
            report(
                "fireteam.wrong_size",
                _(
                    "A {kind} has {size} members; this one has {count}.",
                    kind=kind,
                    size=size,
                    count=count,
                ),
                uids,
            )
        )
    slots = team.slot_by_slug
    wildcards = chart.wildcards
    own: Counter[str] = Counter()
    credited: Counter[str] = Counter()
    per_wildcard: Counter[str] = Counter()
    for member in members:
        slug = member.unit.slug if member.unit else ""
        line = slots.get(slug)
        if line is not None:
            own[slug] += 1
            credit = {slug} | team.counted_as(line)
        elif (line := chart.wildcard_lines.get(slug)) is not None:
            per_wildcard[slug] += 1
            credit = set(team.counted_as(line))
        else:
            problems.append(
                report(
                    "fireteam.wrong_unit",
                    _("{name} cannot join {team}.", name=member.name, team=name),
                    (member.uid,),
                )
            )
            continue
        credited.update(credit)
        if line.fto_only and not _is_fto(member):
            problems.append(
                report(
                    "fireteam.not_fto",
                    _(
                        "{name} ({option}) may join only as an FTO option.",
                        name=member.name,
                        option=member.option_name,
                    ),
                    (member.uid,),
                )
            )
    for slug, line in slots.items():
        n = own[slug]
        if n > line.max:
            problems.append(
                report(
                    "fireteam.too_many",
                    _(
                        "{team} takes at most {max} {unit}; this team has {n}.",
                        team=name,
                        max=line.max,
                        unit=line.name,
                        n=n,
                    ),
                    (m.uid for m in members if m.unit and m.unit.slug == slug),
                )
            )
        if credited[slug] < line.min:
            problems.append(
                report(
                    "fireteam.too_few",
                    _(
                        "{team} needs at least {min} {unit}; this team has {n}.",
                        team=name,
                        min=line.min,
                        unit=line.name,
                        n=credited[slug],
                    ),
                    uids,
                )
            )
    for slug, n in per_wildcard.items():
        if n > wildcards[slug]:
            at_fault = tuple(m.uid for m in members if m.unit and m.unit.slug == slug)
            problems.append(
                report(
                    "fireteam.too_many",
                    _(
                        "At most {max} of this wildcard may join a team.",
                        max=wildcards[slug],
                    ),
                    at_fault,
                )
            )
    required = [s for s in team.slots if s.required]
    if required and not any(credited[s.slug] for s in required):
        names = _(", ").join(s.name for s in required)
        problems.append(
            report(
                "fireteam.missing_required",
                _("{team} must include one of: {units}.", team=name, units=names),
                uids,
            )
        )
    return problems


def _is_fto(member: ResolvedTrooper) -> bool:
    """True when ``member`` is one of its unit's FTO options.

    Units whose data has no option named FTO (Reinf. Korsan) cannot be checked
    and pass. Source: RULES.md A12 (the chart's notes are part of the chart)
    """
    if member.option is None or member.unit is None:
        return True
    return _says_fto(member.option.name) or not _has_fto_options(member.unit)


def matching_teams(
    members: Sequence[ResolvedTrooper],
    kind: str,
    chart: FireteamChart,
    ruleset: Ruleset,
) -> list[ChartTeam]:
    """Chart teams that ``members`` validly form as a ``kind``. Source: RULES.md A12."""
    return [
        team
        for team in chart.teams
        if team.types and not team_problems(team, kind, members, chart, ruleset)
    ]


def _composition(
    team: Fireteam,
    members: list[ResolvedTrooper],
    chart: FireteamChart,
    ruleset: Ruleset,
    group: CombatGroup,
    label: str,
) -> list[Violation]:
    """What is wrong with the members of ``team`` against the chart."""
    report = _Report(group, label)
    if team.name:
        chosen = [t for t in chart.teams if t.name.strip() == team.name.strip()]
        if not chosen:
            return [
                report(
                    "fireteam.unknown_team",
                    _(
                        "{team} is not in this army's fireteam chart.",
                        team=repr(team.name),
                    ),
                    team.members,
                )
            ]
        return team_problems(
            chosen[0], team.type, members, chart, ruleset, group=group, label=label
        )
    # Valid as soon as one chart team of the type matches; otherwise report
    # against the closest one (the first with the fewest problems).
    closest: list[Violation] | None = None
    for candidate in chart.teams:
        if team.type not in candidate.types:
            continue
        found = team_problems(
            candidate, team.type, members, chart, ruleset, group=group, label=label
        )
        if not found:
            return []
        if closest is None or len(found) < len(closest):
            closest = found
    if closest is None:
        return [
            report(
                "fireteam.unknown_team",
                _("This army's fireteam chart has no {kind} team.", kind=team.type),
                team.members,
            )
        ]
    return closest


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
    if army is None:
        return
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
            report = _Report(group, label)
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
            yield from _composition(team, members, chart, ruleset, group, label)
    yield from too_many_teams(army, used, used_main, counted)
