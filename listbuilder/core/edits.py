"""Every edit of an army list, as pure functions: the list in, a new list out.

Each function takes an :class:`~listbuilder.core.army.ArmyList` and returns an
:class:`Edit`: the new list and what changed (the troopers and combat groups it
touched), so an undo stack holds snapshots and views update only the touched
rows. Every list-editing rule lives here, once:

- a trooper never moves between the main list and the reinforcement groups,
  since each resolves against its own army file (RULES.md A10);
- combat groups come before reinforcement groups (A10);
- a list keeps at least one combat group, and only empty groups are removed;
- a fireteam's members sit in one combat group (A12).

An edit that breaks one of these raises :class:`~listbuilder.core.errors.
RulesError` and changes nothing. An edit that makes the list *illegal* (over
points, over AVA) is allowed: legality is a report, not an exception.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, field

from listbuilder.core.army import ArmyList, CombatGroup, Fireteam, TrooperEntry, new_uid
from listbuilder.core.errors import RulesError
from listbuilder.core.ruleset import Ruleset


@dataclass(frozen=True, slots=True)
class Touched:
    """What an edit changed, for views that update only what they must.

    Attributes
    ----------
    troopers : tuple[str, ...]
        Uids of troopers added, changed or moved to another combat group, in
        list order: what a view selects after the edit (undo and redo too). A
        trooper that only shifts within its group is not listed.
    removed : tuple[str, ...]
        Uids of troopers no longer in the list.
    combat_groups : tuple[int, ...]
        Indices (in the new list) of combat groups whose troopers, fireteams or
        number changed.
    structure : bool
        True when groups were added, removed or reordered: views showing the
        groups rebuild instead of updating rows.
    properties : bool
        True when the list's name, points limit or ruleset changed.
    """

    troopers: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()
    combat_groups: tuple[int, ...] = ()
    structure: bool = False
    properties: bool = False

    @property
    def is_empty(self) -> bool:
        """True when nothing changed."""
        return not (
            self.troopers
            or self.removed
            or self.combat_groups
            or self.structure
            or self.properties
        )


@dataclass(frozen=True, slots=True)
class Edit:
    """The result of an edit: the new list and what changed.

    Attributes
    ----------
    army_list : ArmyList
        The list after the edit (the same object when nothing changed).
    touched : Touched
        What the edit changed (see :func:`touched`).
    new_troopers : tuple[str, ...]
        Uids the edit created (added or duplicated troopers), in the order asked.
    combat_group : int or None
        Index of the combat group the edit created or added into, if any.
    """

    army_list: ArmyList
    touched: Touched = field(default_factory=Touched)
    new_troopers: tuple[str, ...] = ()
    combat_group: int | None = None


def touched(old: ArmyList, new: ArmyList) -> Touched:
    """What changed from ``old`` to ``new`` (any two snapshots, undo included).

    Returns
    -------
    Touched
        Troopers that are new or changed combat group or option;
        removed uids; combat groups whose content changed (indices in ``new``);
        whether groups were added, removed or reordered; whether the name,
        points limit or ruleset changed.
    """
    # Keyed by the group's number and kind, not its index: a new combat group
    # shifts the reinforcement groups' indices without moving their troopers.
    where = {
        t.uid: (g.number, g.reinforcement, t) for g in old.groups for t in g.troopers
    }
    now: set[str] = set()
    changed: list[str] = []
    for group in new.groups:
        for trooper in group.troopers:
            now.add(trooper.uid)
            if where.get(trooper.uid) != (group.number, group.reinforcement, trooper):
                changed.append(trooper.uid)
    removed = tuple(uid for uid in where if uid not in now)
    keys_old = [(g.number, g.reinforcement) for g in old.groups]
    keys_new = [(g.number, g.reinforcement) for g in new.groups]
    structure = keys_old != keys_new
    groups = tuple(
        gi
        for gi, group in enumerate(new.groups)
        if structure or (group is not old.groups[gi] and group != old.groups[gi])
    )
    properties = (old.name, old.points_limit, old.ruleset) != (
        new.name,
        new.points_limit,
        new.ruleset,
    )
    return Touched(tuple(changed), removed, groups, structure, properties)


def _edit(
    old: ArmyList,
    new: ArmyList,
    new_troopers: Sequence[str] = (),
    combat_group: int | None = None,
) -> Edit:
    if new == old:
        return Edit(old)
    return Edit(new, touched(old, new), tuple(new_troopers), combat_group)


# -- low-level steps (each returns a new list; rules are checked by the callers) -------


def _with_group(army_list: ArmyList, index: int, group: CombatGroup) -> ArmyList:
    groups = list(army_list.groups)
    groups[index] = group
    return army_list.replace(groups=tuple(groups))


def _group(army_list: ArmyList, index: int) -> CombatGroup:
    if not 0 <= index < len(army_list.groups):
        raise RulesError(f"no combat group at index {index}")
    return army_list.groups[index]


def main_groups_first(army_list: ArmyList) -> ArmyList:
    """``army_list`` with its combat groups before its reinforcement groups.

    Lists read from a file or an army code may hold them in any order; the
    editor keeps this order. Source: RULES.md A10
    """
    groups = sorted(army_list.groups, key=lambda g: g.reinforcement)
    if tuple(groups) == army_list.groups:
        return army_list
    return army_list.replace(groups=tuple(groups))


def _new_group(army_list: ArmyList, reinforcement: bool) -> tuple[ArmyList, int]:
    """``army_list`` with a new empty group of that kind, and its index."""
    used = {g.number for g in army_list.groups if g.reinforcement == reinforcement}
    number = next(n for n in range(1, len(used) + 2) if n not in used)
    group = CombatGroup(number=number, reinforcement=reinforcement)
    after = main_groups_first(army_list.replace(groups=(*army_list.groups, group)))
    # Appended, then stably sorted: the new group is the last of its kind.
    index = max(
        i for i, g in enumerate(after.groups) if g.reinforcement == reinforcement
    )
    return after, index


def _insert(
    army_list: ArmyList, index: int, entry: TrooperEntry, position: int | None
) -> ArmyList:
    group = army_list.groups[index]
    troopers = list(group.troopers)
    troopers.insert(len(troopers) if position is None else position, entry)
    return _with_group(army_list, index, group.replace(troopers=tuple(troopers)))


def _without(army_list: ArmyList, uid: str, *, keep_team: bool = False) -> ArmyList:
    gi, ti = army_list.find(uid)
    group = army_list.groups[gi]
    troopers = group.troopers[:ti] + group.troopers[ti + 1 :]
    teams = group.fireteams
    if not keep_team:
        teams = tuple(
            team.replace(members=tuple(m for m in team.members if m != uid))
            for team in teams
        )
        teams = tuple(t for t in teams if t.members)
    return _with_group(army_list, gi, group.replace(troopers=troopers, fireteams=teams))


def _target(
    army_list: ArmyList, index: int, reinforcement: bool
) -> tuple[ArmyList, int]:
    """The group at ``index``, or a new group of the kind when one past the last.

    Raises
    ------
    RulesError
        If ``index`` is neither a group nor one past the last, or the group is
        of the other kind (main list vs reinforcements, RULES.md A10).
    """
    if index == len(army_list.groups):
        return _new_group(army_list, reinforcement)
    group = _group(army_list, index)
    if group.reinforcement != reinforcement:
        raise RulesError(_KIND_MESSAGE)
    return army_list, index


_KIND_MESSAGE = (
    "A trooper of the main list cannot go in a reinforcement group, nor a "
    "reinforcement trooper in a combat group (RULES.md A10)."
)


# -- troopers --------------------------------------------------------------------------


def add_trooper(
    army_list: ArmyList,
    combat_group: int,
    unit_id: int,
    profile_group_id: int,
    option_id: int,
    *,
    position: int | None = None,
    reinforcement: bool | None = None,
) -> Edit:
    """Add a trooper of ``unit_id`` / ``profile_group_id`` / ``option_id``.

    Parameters
    ----------
    army_list : ArmyList
        The list.
    combat_group : int
        Index of the combat group; one past the last adds a new group of the
        trooper's kind (a reinforcement group goes last, a combat group before
        any reinforcement group).
    unit_id, profile_group_id, option_id : int
        What to add (profile group 0: the unit's top-level options).
    position : int, optional
        Insert before this index in the group (None appends).
    reinforcement : bool, optional
        True for a unit of the army's reinforcement list (RULES.md A10), False
        for one of the army; None takes the kind of the group (a new group is
        then a combat group).

    Returns
    -------
    Edit
        ``new_troopers`` holds the new uid; ``combat_group`` its group index.

    Raises
    ------
    RulesError
        If the group does not exist or is of the other kind (A10).
    """
    entry = TrooperEntry(
        unit_id=unit_id, group_id=profile_group_id, option_id=option_id
    )
    if reinforcement is None:
        groups = army_list.groups
        inside = 0 <= combat_group < len(groups)
        reinforcement = inside and groups[combat_group].reinforcement
    after, index = _target(army_list, combat_group, reinforcement)
    after = _insert(after, index, entry, position)
    return _edit(army_list, after, (entry.uid,), index)


def _check_uids(army_list: ArmyList, uids: Iterable[str]) -> list[str]:
    out = list(dict.fromkeys(uids))
    for uid in out:
        army_list.find(uid)  # RulesError for an unknown uid
    return out


def remove_troopers(army_list: ArmyList, uids: Iterable[str]) -> Edit:
    """Remove troopers ``uids`` (and take them out of their fireteams).

    Raises
    ------
    RulesError
        If a uid is not in the list.
    """
    after = army_list
    for uid in _check_uids(army_list, uids):
        after = _without(after, uid)
    return _edit(army_list, after)


def duplicate_troopers(army_list: ArmyList, uids: Iterable[str]) -> Edit:
    """Add a copy of each trooper right after it (same option, new uid).

    Returns
    -------
    Edit
        ``new_troopers`` holds the copies' uids in the order of ``uids``.

    Raises
    ------
    RulesError
        If a uid is not in the list.
    """
    after = army_list
    new: list[str] = []
    for uid in _check_uids(army_list, uids):
        gi, ti = after.find(uid)
        copy = after.groups[gi].troopers[ti].replace(uid=new_uid())
        after = _insert(after, gi, copy, ti + 1)
        new.append(copy.uid)
    return _edit(army_list, after, new)


def is_reinforcement(army_list: ArmyList, uid: str) -> bool:
    """True when trooper ``uid`` sits in a reinforcement group.

    Raises
    ------
    RulesError
        If the uid is not in the list.
    """
    gi, _ = army_list.find(uid)
    return army_list.groups[gi].reinforcement


def move_targets(army_list: ArmyList, uids: Iterable[str]) -> list[int]:
    """Indices of the groups troopers ``uids`` may move to, in list order.

    Groups of the troopers' kind (main list or reinforcements) that do not
    already hold all of them; none when the selection mixes both kinds.
    Source: RULES.md A10
    """
    chosen = [u for u in dict.fromkeys(uids) if army_list.has(u)]
    kinds = {is_reinforcement(army_list, u) for u in chosen}
    if len(kinds) != 1:
        return []
    (kind,) = kinds
    wanted = set(chosen)
    return [
        gi
        for gi, g in enumerate(army_list.groups)
        if g.reinforcement == kind and not wanted <= {t.uid for t in g.troopers}
    ]


def movable(army_list: ArmyList, uids: Iterable[str], combat_group: int) -> list[str]:
    """The troopers of ``uids`` that may go to group ``combat_group``, in order.

    Those of the target group's kind (main list or reinforcements); for one
    past the last group (a new group), those of the first trooper's kind.
    Unknown uids and a group index out of range give none.
    Source: RULES.md A10
    """
    chosen = [u for u in dict.fromkeys(uids) if army_list.has(u)]
    if not chosen:
        return []
    if combat_group == len(army_list.groups):
        kind = is_reinforcement(army_list, chosen[0])
    elif 0 <= combat_group < len(army_list.groups):
        kind = army_list.groups[combat_group].reinforcement
    else:
        return []
    return [u for u in chosen if is_reinforcement(army_list, u) == kind]


def can_move(army_list: ArmyList, uids: Iterable[str], combat_group: int) -> bool:
    """True when troopers ``uids`` may all go to group ``combat_group``.

    One past the last group (a new group) is allowed for a selection of one
    kind. Source: RULES.md A10
    """
    chosen = [u for u in dict.fromkeys(uids) if army_list.has(u)]
    return bool(chosen) and movable(army_list, chosen, combat_group) == chosen


def move_troopers(
    army_list: ArmyList,
    uids: Iterable[str],
    combat_group: int,
    position: int | None = None,
) -> Edit:
    """Move troopers ``uids`` to group ``combat_group``, keeping their order.

    Parameters
    ----------
    army_list : ArmyList
        The list.
    uids : iterable of str
        The troopers, in the order they take in the target group.
    combat_group : int
        Target group index; one past the last adds a new group of their kind.
    position : int, optional
        Insert before this index, counted among the target's troopers *before*
        the move, as a drop indicator shows it (None appends).

    Returns
    -------
    Edit
        ``combat_group`` is the target's index after the move. Troopers that
        leave their combat group leave their fireteam too; a reorder within the
        group keeps it.

    Raises
    ------
    RulesError
        If a uid is unknown, the target does not exist, or a trooper would
        change between the main list and the reinforcements (RULES.md A10).
    """
    chosen = _check_uids(army_list, uids)
    if not chosen:
        return Edit(army_list)
    kinds = {is_reinforcement(army_list, u) for u in chosen}
    if len(kinds) != 1:
        raise RulesError(_KIND_MESSAGE)
    (kind,) = kinds
    after, index = _target(army_list, combat_group, kind)
    if combat_group == len(army_list.groups):
        position = None
    target = after.groups[index]
    target_key = (target.number, target.reinforcement)
    target_before = [t.uid for t in target.troopers]
    entries = [army_list.trooper(u) for u in chosen]
    for uid in chosen:
        source = army_list.groups[army_list.find(uid)[0]]
        # A reorder within the group keeps the fireteam; a move leaves it.
        same = (source.number, source.reinforcement) == target_key
        after = _without(after, uid, keep_team=same)
    if position is None:
        start = len(after.groups[index].troopers)
    else:
        start = position - sum(1 for u in target_before[:position] if u in chosen)
    for offset, entry in enumerate(entries):
        after = _insert(after, index, entry, start + offset)
    return _edit(army_list, after, (), index)


def change_option(
    army_list: ArmyList, uid: str, profile_group_id: int, option_id: int
) -> Edit:
    """Switch trooper ``uid`` to another option of its unit, in place.

    The trooper keeps its uid, combat group, position and fireteam (validation
    flags a team it no longer fits); a placeholder the data does not know can be
    replaced this way too.

    Raises
    ------
    RulesError
        If the uid is not in the list.
    """
    gi, ti = army_list.find(uid)
    group = army_list.groups[gi]
    troopers = list(group.troopers)
    troopers[ti] = troopers[ti].replace(group_id=profile_group_id, option_id=option_id)
    after = _with_group(army_list, gi, group.replace(troopers=tuple(troopers)))
    return _edit(army_list, after, (), gi)


def replace_trooper(
    army_list: ArmyList,
    uid: str,
    unit_id: int,
    profile_group_id: int,
    option_id: int,
) -> Edit:
    """Replace trooper ``uid`` by an option of any unit, in its place.

    Like :func:`change_option`, but the unit may change too (a placeholder
    replaced by a unit the data knows). The trooper keeps its uid, combat
    group, position and fireteam.

    Raises
    ------
    RulesError
        If the uid is not in the list.
    """
    gi, ti = army_list.find(uid)
    group = army_list.groups[gi]
    troopers = list(group.troopers)
    troopers[ti] = troopers[ti].replace(
        unit_id=unit_id, group_id=profile_group_id, option_id=option_id, specops=()
    )
    after = _with_group(army_list, gi, group.replace(troopers=tuple(troopers)))
    return _edit(army_list, after, (), gi)


# -- combat groups ---------------------------------------------------------------------


def add_combat_group(army_list: ArmyList, *, reinforcement: bool = False) -> Edit:
    """Add an empty combat group (or reinforcement group).

    Returns
    -------
    Edit
        ``combat_group`` is the new group's index: after the other combat
        groups and before any reinforcement group, or last for a reinforcement
        group. Source: RULES.md A10
    """
    after, index = _new_group(army_list, reinforcement)
    return _edit(army_list, after, (), index)


def removable_group(army_list: ArmyList, index: int) -> str:
    """Why combat group ``index`` cannot be removed, or ``""`` when it can.

    Only an empty group goes, and the list keeps at least one combat group.
    """
    if not 0 <= index < len(army_list.groups):
        return f"There is no combat group at index {index}."
    group = army_list.groups[index]
    if group.troopers:
        return (
            "Only an empty combat group can be removed; move or remove its "
            "troopers first."
        )
    combat = sum(not g.reinforcement for g in army_list.groups)
    if not group.reinforcement and combat <= 1:
        return "A list keeps at least one combat group."
    return ""


def remove_combat_group(army_list: ArmyList, index: int) -> Edit:
    """Remove the empty group at ``index``.

    Raises
    ------
    RulesError
        If there is no such group, it holds troopers, or it is the list's only
        combat group (see :func:`removable_group`).
    """
    reason = removable_group(army_list, index)
    if reason:
        raise RulesError(reason)
    groups = army_list.groups[:index] + army_list.groups[index + 1 :]
    return _edit(army_list, army_list.replace(groups=groups))


# -- fireteams (RULES.md A12) ----------------------------------------------------------


def declare_fireteam(
    army_list: ArmyList, uids: Iterable[str], name: str, kind: str
) -> Edit:
    """Declare troopers ``uids`` a fireteam ``kind`` of chart team ``name``.

    Members keep their roster order. Whether the team matches the chart is
    validation's to say (a list may be illegal while it is built); the app
    offers only what :func:`listbuilder.core.fireteams.fireteam_choices` allows.

    Raises
    ------
    RulesError
        If a uid is unknown, the troopers are in different combat groups, or
        one of them is already in a fireteam.

    Source: RULES.md A12
    """
    chosen = _check_uids(army_list, uids)
    if not chosen:
        raise RulesError("a fireteam needs members")
    where = {uid: army_list.find(uid) for uid in chosen}
    groups = {gi for gi, _ in where.values()}
    if len(groups) != 1:
        raise RulesError("A fireteam's members must all be in one combat group.")
    (gi,) = groups
    group = army_list.groups[gi]
    taken = {uid for team in group.fireteams for uid in team.members}
    if taken & set(chosen):
        raise RulesError("A trooper is already in a fireteam; dissolve it first.")
    members = tuple(sorted(chosen, key=lambda u: where[u][1]))
    team = Fireteam(name=name.strip(), type=kind, members=members)
    after = _with_group(
        army_list, gi, group.replace(fireteams=(*group.fireteams, team))
    )
    return _edit(army_list, after, (), gi)


def dissolve_fireteams(army_list: ArmyList, uids: Iterable[str]) -> Edit:
    """Dissolve every fireteam one of ``uids`` belongs to.

    Returns the list unchanged (an empty :class:`Touched`) when none of them is
    in a team. Source: RULES.md A12
    """
    chosen = set(uids)
    after = army_list
    for gi, group in enumerate(army_list.groups):
        kept = tuple(t for t in group.fireteams if chosen.isdisjoint(t.members))
        if kept != group.fireteams:
            after = _with_group(after, gi, group.replace(fireteams=kept))
    return _edit(army_list, after)


def fireteams_of(army_list: ArmyList, uids: Iterable[str]) -> list[Fireteam]:
    """The declared fireteams that one of ``uids`` belongs to, in list order."""
    chosen = set(uids)
    return [
        team
        for group in army_list.groups
        for team in group.fireteams
        if not chosen.isdisjoint(team.members)
    ]


def fireteam_refusal(army_list: ArmyList, uids: Iterable[str], ruleset: Ruleset) -> str:
    """Why troopers ``uids`` are offered no fireteam, for the Declare menu.

    Call it when :func:`listbuilder.core.fireteams.fireteam_choices` is empty:
    the edition has none, the selection's size, combat groups, or a member
    already in a team; else the chart has no (further) team of them.

    Source: RULES.md A12
    """
    if not ruleset.fireteams:
        return f"The {ruleset.edition} rules have no fireteams."
    chosen = [u for u in dict.fromkeys(uids) if army_list.has(u)]
    sizes = ruleset.fireteam_sizes.values()
    low = min((lo for lo, _ in sizes), default=2)
    high = max((hi for _, hi in sizes), default=5)
    select = f"Select {low} to {high} troopers of one combat group."
    if len(chosen) < low:
        return select
    groups = {army_list.find(u)[0] for u in chosen}
    if len(groups) != 1:
        return "The troopers must all be in the same combat group."
    group = army_list.groups[groups.pop()]
    taken = {uid for team in group.fireteams for uid in team.members}
    if taken & set(chosen):
        return "A selected trooper is already in a fireteam; dissolve it first."
    if len(chosen) > high:
        return select
    if any(g.fireteams for g in army_list.groups):
        return "The army's fireteam chart allows no further team of these troopers."
    return "The army's fireteam chart has no team of these troopers."


# -- list properties -------------------------------------------------------------------


def set_properties(
    army_list: ArmyList,
    *,
    name: str | None = None,
    points_limit: int | None = None,
    ruleset: str | None = None,
    known_rulesets: Collection[str] | None = None,
) -> Edit:
    """Rename the list, change its points limit or its ruleset (None keeps each).

    Raises
    ------
    RulesError
        If ``points_limit`` is not positive, or ``ruleset`` is not among
        ``known_rulesets`` (when given). Source: RULES.md A1, R
    """
    if points_limit is not None and points_limit <= 0:
        raise RulesError(f"a points limit must be positive, not {points_limit}")
    if (
        ruleset is not None
        and known_rulesets is not None
        and ruleset not in known_rulesets
    ):
        known = ", ".join(known_rulesets)
        raise RulesError(f"unknown ruleset {ruleset!r} (known: {known})")
    changes: dict[str, object] = {}
    if name is not None:
        changes["name"] = name
    if points_limit is not None:
        changes["points_limit"] = points_limit
    if ruleset is not None:
        changes["ruleset"] = ruleset
    return _edit(army_list, army_list.replace(**changes) if changes else army_list)


__all__ = [
    "Edit",
    "Touched",
    "add_combat_group",
    "add_trooper",
    "can_move",
    "change_option",
    "declare_fireteam",
    "dissolve_fireteams",
    "duplicate_troopers",
    "fireteam_refusal",
    "fireteams_of",
    "is_reinforcement",
    "main_groups_first",
    "movable",
    "move_targets",
    "move_troopers",
    "removable_group",
    "remove_combat_group",
    "remove_troopers",
    "replace_trooper",
    "set_properties",
    "touched",
]
