"""Everything the app, the CLI and the PDF derive from a list, computed in one place.

:func:`evaluate` resolves a list's troopers against the catalog, validates it,
counts each combat group's order pool, tags its fireteams and builds its roster,
and returns them together as a :class:`ListState`. The app's document,
``validate``, ``export`` and the benchmarks call it; nothing else composes them.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import field
from functools import cached_property

from listbuilder.core._base import FrozenModel
from listbuilder.core.catalog.army import Army
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.frozen import record
from listbuilder.core.lists.army_list import ArmyList, CombatGroup
from listbuilder.core.lists.counts import Counted, count_troopers
from listbuilder.core.lists.resolve import ResolvedTrooper, resolve_list
from listbuilder.core.roster.build import build_roster
from listbuilder.core.roster.made import MadeRows
from listbuilder.core.roster.rows import Roster, RosterGroup, RosterRow
from listbuilder.core.rules.notes import ListNote, list_notes
from listbuilder.core.rules.orders import OrderPool, order_pools
from listbuilder.core.rules.validation import ValidationReport, validate


class TeamTag(FrozenModel):
    """How the roster marks a fireteam's members.

    Attributes
    ----------
    label : str
        ``"HARIS 1"``: the type and its number among the list's teams of that type.
    type : str
        ``CORE``, ``HARIS`` or ``DUO``.
    name : str
        The chart team it was declared as (``"Military Orders Fireteams"``) or ``""``.
    group_index : int
        Index of its combat group in the list.
    members : tuple[str, ...]
        Uids of its members.

    Source: RULES.md A12
    """

    label: str
    type: str
    name: str
    group_index: int
    members: tuple[str, ...]

    @property
    def description(self) -> str:
        """``"HARIS · Military Orders Fireteams"`` (the type alone without a name)."""
        return fireteam_choice_text(self.name, self.type)


def fireteam_choice_text(name: str, kind: str) -> str:
    """A fireteam as the Declare menu offers it: ``HARIS · Military Orders Fireteams``.

    Source: RULES.md A12
    """
    return f"{kind} · {name.strip()}" if name.strip() else kind


def fireteam_tags(army_list: ArmyList) -> dict[str, TeamTag]:
    """The team tag of every trooper in a declared fireteam, by uid.

    Teams are numbered per type in list order (``DUO 1``, ``DUO 2``). A uid
    listed by two teams keeps the first (validation reports the second).

    Source: RULES.md A12
    """
    tags: dict[str, TeamTag] = {}
    numbers: dict[str, int] = {}
    for gi, group in enumerate(army_list.groups):
        for team in group.fireteams:
            numbers[team.type] = numbers.get(team.type, 0) + 1
            tag = TeamTag.model_construct(
                label=f"{team.type} {numbers[team.type]}",
                type=team.type,
                name=team.name,
                group_index=gi,
                members=team.members,
            )
            for uid in team.members:
                tags.setdefault(uid, tag)
    return tags


def fireteam_counts(tags: Mapping[str, TeamTag]) -> dict[int, int]:
    """Number of declared fireteams in each combat group, by group index.

    ``tags`` is :func:`fireteam_tags` of the list; groups without a team are
    left out.

    Source: RULES.md A12
    """
    counts: dict[int, int] = {}
    for group_index, _ in {(t.group_index, t.label) for t in tags.values()}:
        counts[group_index] = counts.get(group_index, 0) + 1
    return counts


@record(eq=False)
class ListState:
    """A list with everything derived from it: one evaluation, shared by all views.

    Attributes
    ----------
    army_list : ArmyList
        The list evaluated.
    catalog : Catalog
        The data it was evaluated against.
    ruleset : Ruleset
        The edition it was evaluated under.
    troopers : tuple[ResolvedTrooper, ...]
        Its troopers joined to the data, in display order.
    report : ValidationReport
        Legality (RULES.md A*).
    pools : tuple[OrderPool, ...]
        One order pool per combat group, in group order (RULES.md B*).
    counted : Counted
        Each trooper's A7 count, worked out once and read by the report, the
        pools and the roster (RULES.md A7, A13).
    notes : tuple[ListNote, ...]
        Notes that are not violations: a Lieutenant in Hidden Deployment
        starts in Loss of Lieutenant (RULES.md C4).
    team_tags : Mapping[str, TeamTag]
        The fireteam tag of each trooper in a declared team, by uid (A12).
    earlier : EarlierRows or None
        What :attr:`roster` may reuse of the state before an edit: its troopers
        and rows, not the state (a chain of states would keep every list
        alive), and rows made before (:class:`MadeRows`). None from scratch.
    roster : Roster
        Every row's text, shared by the app, the CLI and the PDF (C*). Built
        the first time it is asked for: ``validate`` never needs it.
    """

    army_list: ArmyList
    catalog: Catalog
    ruleset: Ruleset
    troopers: tuple[ResolvedTrooper, ...]
    report: ValidationReport
    pools: tuple[OrderPool, ...]
    counted: Counted
    earlier: EarlierRows | None = field(default=None, repr=False)

    @cached_property
    def notes(self) -> tuple[ListNote, ...]:
        """What a player should know that breaks no rule (RULES.md C4, ITS.md E8)."""
        return list_notes(self.report.lieutenants, self.pools, self.troopers)

    @cached_property
    def team_tags(self) -> Mapping[str, TeamTag]:
        """The fireteam tag of each trooper in a declared team, by uid (A12)."""
        return fireteam_tags(self.army_list)

    @cached_property
    def roster(self) -> Roster:
        """Every row's text (RULES.md C*), rows an edit did not touch reused.

        Rows of troopers an edit left as they were are the earlier state's row
        objects, so views compare them by identity.
        """
        earlier = self.earlier
        groups = earlier.unchanged_groups(self.army_list) if earlier else None
        return build_roster(
            self.army_list,
            self.catalog,
            self.ruleset,
            troopers=list(self.troopers),
            report=self.report,
            pools=self.pools,
            earlier_row=earlier.row_of if earlier is not None else None,
            counted=self.counted,
            previous_groups=groups,
        )

    @property
    def army(self) -> Army | None:
        """The army file the list is built from, or None if the data lacks it."""
        return self.catalog.army(self.army_list.army_id)

    @cached_property
    def by_uid(self) -> dict[str, ResolvedTrooper]:
        """Resolved troopers by uid."""
        return {t.uid: t for t in self.troopers}

    @cached_property
    def rows_by_uid(self) -> dict[str, RosterRow]:
        """Roster rows by uid."""
        return {r.uid: r for g in self.roster.groups for r in g.rows}

    def trooper(self, uid: str) -> ResolvedTrooper | None:
        """The resolved trooper with ``uid``, or None."""
        return self.by_uid.get(uid)

    def row(self, uid: str) -> RosterRow | None:
        """The roster row of trooper ``uid``, or None."""
        return self.rows_by_uid.get(uid)


def evaluate(
    army_list: ArmyList,
    catalog: Catalog,
    ruleset: Ruleset,
    *,
    previous: ListState | None = None,
) -> ListState:
    """Resolve, validate and count order pools; the roster follows on first use.

    Parameters
    ----------
    army_list : ArmyList
        The list.
    catalog : Catalog
        The loaded data.
    ruleset : Ruleset
        The edition to judge it by.
    previous : ListState, optional
        The state of the list before an edit: what did not change is reused
        (rows of unchanged troopers), so an edit costs what it touched.

    Returns
    -------
    ListState
        Everything the views show.

    Source: RULES.md A1-A12 (report), B1-B7 (pools), C1-C2 (roster)
    """
    reuse = (
        previous.troopers
        if previous
        and previous.catalog is catalog
        and previous.army_list.army_id == army_list.army_id
        else ()
    )
    troopers = resolve_list(army_list, catalog, previous=reuse)
    counted = count_troopers(troopers)
    report = validate(army_list, catalog, ruleset, troopers=troopers, counted=counted)
    same = (
        previous is not None
        and previous.catalog is catalog
        # rows and pools depend on the data and on the edition's order types
        and (previous.ruleset is ruleset or previous.ruleset == ruleset)
    )
    kept = earlier = None
    if same and previous is not None:
        kept = PreviousPools.of(
            previous.army_list.groups, previous.pools, previous.troopers
        ).pool_of
        earlier = EarlierRows(
            previous.by_uid,
            previous.rows_by_uid,
            previous.army_list.groups,
            previous.roster.groups,
            previous.earlier.made if previous.earlier else MadeRows(),
        )
    pools = order_pools(
        army_list, catalog, ruleset, troopers=troopers, counted=counted, previous=kept
    )
    return ListState(
        army_list=army_list,
        catalog=catalog,
        ruleset=ruleset,
        troopers=tuple(troopers),
        report=report,
        pools=pools,
        counted=counted,
        earlier=earlier,
    )


@record
class EarlierRows:
    """What a list's state keeps of the state before an edit, to reuse its rows.

    Attributes
    ----------
    troopers : Mapping[str, ResolvedTrooper]
        The earlier state's troopers by uid.
    rows : Mapping[str, RosterRow]
        The earlier state's roster rows by uid.
    groups : tuple[CombatGroup, ...]
        The earlier list's combat groups.
    roster_groups : tuple[RosterGroup, ...]
        The earlier roster's groups, one per combat group.
    made : MadeRows
        Rows of troopers the list's edits replaced, shared by its states.
    """

    troopers: Mapping[str, ResolvedTrooper]
    rows: Mapping[str, RosterRow]
    groups: tuple[CombatGroup, ...] = ()
    roster_groups: tuple[RosterGroup, ...] = ()
    made: MadeRows = field(default_factory=MadeRows)

    def unchanged_groups(self, army_list: ArmyList) -> dict[int, RosterGroup]:
        """Earlier roster groups by index whose combat group is the same object.

        An edit leaves the groups it did not touch as they were (the same
        objects, the same entries); the roster checks that their pools are
        the earlier ones (the same troopers) and their counts the same.
        """
        same = len(self.groups) == len(army_list.groups) == len(self.roster_groups)
        if not same:
            return {}
        pairs = zip(self.groups, army_list.groups, strict=True)
        return {gi: self.roster_groups[gi] for gi, (a, b) in enumerate(pairs) if a is b}

    def row_of(self, trooper: ResolvedTrooper) -> RosterRow | None:
        """The earlier row of ``trooper`` if it is the same option in the same group.

        Else the row made before for what an edit turned it into (an option
        changed back, undo, redo: :class:`MadeRows`), or None.
        """
        rows = self.rows
        old = self.troopers.get(uid := trooper.uid)  # (a property: read once)
        if old is trooper:
            if (row := rows.get(uid)) is not None:
                return row  # resolved once: as it was
        elif (
            old is not None
            # an entry no edit touched is the same object (cheaper than ==)
            and (old.entry is trooper.entry or old.entry == trooper.entry)
            and old.group.number == trooper.group.number
            and old.group.reinforcement == trooper.group.reinforcement
            # Soldiers of Fortune switched: the same entry, hired or not
            and old.unit is trooper.unit
            and uid in rows
        ):
            return rows[uid]
        return self.made.swap(old, trooper, rows)  # edited into what it was


@record
class PreviousPools:
    """The pools of a list before an edit, with the troopers each was counted from.

    Attributes
    ----------
    groups : tuple[CombatGroup, ...]
        The earlier list's combat groups, one per pool.
    pools : tuple[OrderPool, ...]
        Their pools, in group order.
    members : Mapping[int, tuple[ResolvedTrooper, ...]]
        By the id of an earlier group (kept alive by ``groups``), the resolved
        troopers its pool was counted from.

    Source: RULES.md B1-B6, A13
    """

    groups: tuple[CombatGroup, ...]
    pools: tuple[OrderPool, ...]
    members: Mapping[int, tuple[ResolvedTrooper, ...]]

    @classmethod
    def of(
        cls,
        groups: tuple[CombatGroup, ...],
        pools: tuple[OrderPool, ...],
        troopers: Iterable[ResolvedTrooper],
    ) -> PreviousPools:
        """The earlier list's ``groups``, ``pools`` and resolved ``troopers``."""
        members: dict[int, list[ResolvedTrooper]] = {}
        for t in troopers:
            members.setdefault(id(t.group), []).append(t)
        return cls(groups, pools, {k: tuple(v) for k, v in members.items()})

    def pool_of(
        self, group: CombatGroup, members: list[ResolvedTrooper]
    ) -> OrderPool | None:
        """The earlier pool of ``group`` if it and its troopers are the same objects."""
        for at, old in enumerate(self.groups):
            if old is group:
                before = self.members.get(id(old), ())
                same = len(before) == len(members) and all(
                    a is b for a, b in zip(before, members, strict=True)
                )
                return self.pools[at] if same and at < len(self.pools) else None
        return None


__all__ = [
    "EarlierRows",
    "ListState",
    "PreviousPools",
    "TeamTag",
    "evaluate",
    "fireteam_choice_text",
    "fireteam_counts",
    "fireteam_tags",
]
