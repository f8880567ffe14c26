"""Edits of troopers: add, remove, duplicate, move, change option, replace.

Source: RULES.md A10 (troopers never move between the main list and a
reinforcement group). Pure.
"""

from __future__ import annotations

from collections.abc import Iterable

from listbuilder.core.errors import RulesError
from listbuilder.core.i18n import _
from listbuilder.core.lists.army_list import ArmyList, TrooperEntry, new_uid
from listbuilder.core.lists.edits._base import (
    KIND_MESSAGE,
    Edit,
    check_uids,
    is_reinforcement,
    make_edit,
    target_group,
    with_entry,
    with_inserted,
    without_trooper,
)


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
        unit_id=unit_id, profile_group_id=profile_group_id, option_id=option_id
    )
    if reinforcement is None:
        groups = army_list.groups
        inside = 0 <= combat_group < len(groups)
        reinforcement = inside and groups[combat_group].reinforcement
    after, index = target_group(army_list, combat_group, reinforcement)
    after = with_inserted(after, index, entry, position)
    return make_edit(army_list, after, (entry.uid,), index)


def remove_troopers(army_list: ArmyList, uids: Iterable[str]) -> Edit:
    """Remove troopers ``uids`` (and take them out of their fireteams).

    Raises
    ------
    RulesError
        If a uid is not in the list.
    """
    after = army_list
    for uid in check_uids(army_list, uids):
        after = without_trooper(after, uid)
    return make_edit(army_list, after)


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
    for uid in check_uids(army_list, uids):
        gi, ti = after.find(uid)
        copy = after.groups[gi].troopers[ti].replace(uid=new_uid())
        after = with_inserted(after, gi, copy, ti + 1)
        new.append(copy.uid)
    return make_edit(army_list, after, new)


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
    chosen = check_uids(army_list, uids)
    if not chosen:
        return Edit(army_list)
    kinds = {is_reinforcement(army_list, u) for u in chosen}
    if len(kinds) != 1:
        raise RulesError(_(KIND_MESSAGE))
    (kind,) = kinds
    after, index = target_group(army_list, combat_group, kind)
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
        after = without_trooper(after, uid, keep_team=same)
    if position is None:
        start = len(after.groups[index].troopers)
    else:
        start = position - sum(1 for u in target_before[:position] if u in chosen)
    for offset, entry in enumerate(entries):
        after = with_inserted(after, index, entry, start + offset)
    return make_edit(army_list, after, (), index)


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
    return _rewrite(
        army_list, uid, profile_group_id=profile_group_id, option_id=option_id
    )


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
    return _rewrite(
        army_list,
        uid,
        unit_id=unit_id,
        profile_group_id=profile_group_id,
        option_id=option_id,
        specops=(),
    )


def set_specops(army_list: ArmyList, uid: str, specops: tuple[str, ...]) -> Edit:
    """Give trooper ``uid`` these Spec-Ops upgrade strings (T2 JSON), in place.

    ``()`` removes its upgrades. The strings are stored as given (the code
    writer copies them byte for byte); legality (shop, XP) is validation's.
    Source: ITS.md E9

    Raises
    ------
    RulesError
        If the uid is not in the list.
    """
    return _rewrite(army_list, uid, specops=tuple(specops))


def _rewrite(army_list: ArmyList, uid: str, **changes: object) -> Edit:
    """Trooper ``uid`` with ``changes``, in its place (uid, group, team kept)."""
    gi, ti = army_list.find(uid)
    entry = army_list.groups[gi].troopers[ti]
    if _as_validated(changes):  # what TrooperEntry's checks keep as it is
        return with_entry(army_list, gi, ti, entry.trusted_copy(**changes))
    return with_entry(army_list, gi, ti, entry.replace(**changes))  # checked here


def _as_validated(changes: dict[str, object]) -> bool:
    """True when validating ``changes`` to a :class:`TrooperEntry` changes nothing.

    Ids that are whole numbers (a profile group's at least 0) and Spec-Ops
    that are a tuple of texts are what the model's validation would make of
    them: an edit giving those (every edit of the app) need not validate the
    entry again. Anything else goes through the model (``replace``).
    """
    for name, value in changes.items():
        if name in ("option_id", "profile_group_id"):
            if type(value) is not int or (name == "profile_group_id" and value < 0):
                return False
        elif name == "specops":
            if type(value) is not tuple or any(type(s) is not str for s in value):
                return False
        else:
            return False
    return True
