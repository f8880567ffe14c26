"""What an edit returns and the helpers every edit shares.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import field

from listbuilder.core.errors import RulesError
from listbuilder.core.frozen import record
from listbuilder.core.i18n import N_, _
from listbuilder.core.lists.army_list import ArmyList, CombatGroup, TrooperEntry


@record(slots=True)
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
        True when the list's name, points limit, ruleset or Extras changed.
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


@record(slots=True)
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
    properties = (old.name, old.points_limit, old.ruleset, old.extras) != (
        new.name,
        new.points_limit,
        new.ruleset,
        new.extras,
    )
    return Touched(tuple(changed), removed, groups, structure, properties)


def make_edit(
    old: ArmyList,
    new: ArmyList,
    new_troopers: Sequence[str] = (),
    combat_group: int | None = None,
) -> Edit:
    if new == old:
        return Edit(old)
    return Edit(new, touched(old, new), tuple(new_troopers), combat_group)


def with_group(army_list: ArmyList, index: int, group: CombatGroup) -> ArmyList:
    groups = list(army_list.groups)
    groups[index] = group
    return army_list.replace(groups=tuple(groups))


def with_entry(army_list: ArmyList, gi: int, ti: int, entry: TrooperEntry) -> Edit:
    """The edit that puts ``entry`` in place of trooper ``ti`` of group ``gi``.

    ``entry`` has the uid of the trooper it replaces and is already validated
    (``TrooperEntry.replace``): the group and the list keep their numbers and
    uids, so their checks (unique numbers, unique uids) hold as before and
    they are copied without validating every trooper again.

    Raises
    ------
    ValueError
        If ``entry`` has another uid than the trooper it replaces.
    """
    group = army_list.groups[gi]
    before = group.troopers[ti]
    if entry.uid != before.uid:
        raise ValueError(f"entry {entry.uid!r} cannot replace {before.uid!r}")
    if entry is before or entry == before:
        return Edit(army_list)
    troopers = (*group.troopers[:ti], entry, *group.troopers[ti + 1 :])
    group = group.trusted_copy(troopers=troopers)
    groups = (*army_list.groups[:gi], group, *army_list.groups[gi + 1 :])
    after = army_list.trusted_copy(groups=groups)
    # what touched(army_list, after) says, without comparing the lists
    return Edit(after, Touched(troopers=(entry.uid,), combat_groups=(gi,)), (), gi)


def group_at(army_list: ArmyList, index: int) -> CombatGroup:
    if not 0 <= index < len(army_list.groups):
        raise RulesError(_("no combat group at index {index}", index=index))
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


def with_new_group(army_list: ArmyList, reinforcement: bool) -> tuple[ArmyList, int]:
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


def with_inserted(
    army_list: ArmyList, index: int, entry: TrooperEntry, position: int | None
) -> ArmyList:
    group = army_list.groups[index]
    troopers = list(group.troopers)
    troopers.insert(len(troopers) if position is None else position, entry)
    return with_group(army_list, index, group.replace(troopers=tuple(troopers)))


def without_trooper(
    army_list: ArmyList, uid: str, *, keep_team: bool = False
) -> ArmyList:
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
    return with_group(army_list, gi, group.replace(troopers=troopers, fireteams=teams))


def target_group(
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
        return with_new_group(army_list, reinforcement)
    group = group_at(army_list, index)
    if group.reinforcement != reinforcement:
        raise RulesError(_(KIND_MESSAGE))
    return army_list, index


KIND_MESSAGE = N_(
    "A trooper of the main list cannot go in a reinforcement group, nor a "
    "reinforcement trooper in a combat group (RULES.md A10)."
)


def check_uids(army_list: ArmyList, uids: Iterable[str]) -> list[str]:
    out = list(dict.fromkeys(uids))
    for uid in out:
        army_list.find(uid)  # RulesError for an unknown uid
    return out


def is_reinforcement(army_list: ArmyList, uid: str) -> bool:
    """True when trooper ``uid`` sits in a reinforcement group.

    Raises
    ------
    RulesError
        If the uid is not in the list.
    """
    gi, _index = army_list.find(uid)
    return army_list.groups[gi].reinforcement
