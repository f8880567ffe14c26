"""One declared fireteam against its chart team: size, members and composition.

What :func:`team_problems` finds for one team is what the legality report and
the app's fireteam menu both use: the chart team a declaration matches, the
units it may hold, FTO-only lines and the notes that make a unit count as
another (RULES.md A12).

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
from listbuilder.core.i18n import _
from listbuilder.core.lists.army_list import CombatGroup, Fireteam
from listbuilder.core.lists.resolve import ResolvedTrooper, source_army
from listbuilder.core.rules.validation._report import Violation


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


class TeamViolations:
    """Makes the violations of one declared team (or of a bare check)."""

    def __init__(self, group: CombatGroup | None, label: str) -> None:
        self.group, self.label = group, label

    def __call__(self, code: str, message: str, troopers: Iterable[str]) -> Violation:
        """The A12 violation ``code`` with ``message``, naming the team."""
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
    report = TeamViolations(group, label)
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


def composition_problems(
    team: Fireteam,
    members: list[ResolvedTrooper],
    chart: FireteamChart,
    ruleset: Ruleset,
    group: CombatGroup,
    label: str,
) -> list[Violation]:
    """What is wrong with the members of ``team`` against the chart."""
    report = TeamViolations(group, label)
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
