"""Edits of combat groups, reinforcement groups, fireteams and list properties.

Source: RULES.md A10 (reinforcement groups), F1-F6 (fireteams). Pure.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.errors import RulesError
from listbuilder.core.i18n import _
from listbuilder.core.its.extras import Extra
from listbuilder.core.lists.army_list import ArmyList, Fireteam
from listbuilder.core.lists.edits._base import (
    Edit,
    check_uids,
    make_edit,
    with_group,
    with_new_group,
)


def add_combat_group(army_list: ArmyList, *, reinforcement: bool = False) -> Edit:
    """Add an empty combat group (or reinforcement group).

    Returns
    -------
    Edit
        ``combat_group`` is the new group's index: after the other combat
        groups and before any reinforcement group, or last for a reinforcement
        group. Source: RULES.md A10
    """
    after, index = with_new_group(army_list, reinforcement)
    return make_edit(army_list, after, (), index)


def removable_group(army_list: ArmyList, index: int) -> str:
    """Why combat group ``index`` cannot be removed, or ``""`` when it can.

    Only an empty group goes, and the list keeps at least one combat group.
    """
    if not 0 <= index < len(army_list.groups):
        return _("There is no combat group at index {index}.", index=index)
    group = army_list.groups[index]
    if group.troopers:
        return _(
            "Only an empty combat group can be removed; move or remove its "
            "troopers first."
        )
    combat = sum(not g.reinforcement for g in army_list.groups)
    if not group.reinforcement and combat <= 1:
        return _("A list keeps at least one combat group.")
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
    return make_edit(army_list, army_list.replace(groups=groups))


def declare_fireteam(
    army_list: ArmyList, uids: Iterable[str], name: str, kind: str
) -> Edit:
    """Declare troopers ``uids`` a fireteam ``kind`` of chart team ``name``.

    Members keep their roster order. Whether the team matches the chart is
    validation's to say (a list may be illegal while it is built); the app
    offers only what :func:`listbuilder.core.rules.fireteams.fireteam_choices` allows.

    Raises
    ------
    RulesError
        If a uid is unknown, the troopers are in different combat groups, or
        one of them is already in a fireteam.

    Source: RULES.md A12
    """
    chosen = check_uids(army_list, uids)
    if not chosen:
        raise RulesError(_("a fireteam needs members"))
    where = {uid: army_list.find(uid) for uid in chosen}
    groups = {gi for gi, _ in where.values()}
    if len(groups) != 1:
        raise RulesError(_("A fireteam's members must all be in one combat group."))
    (gi,) = groups
    group = army_list.groups[gi]
    taken = {uid for team in group.fireteams for uid in team.members}
    if taken & set(chosen):
        raise RulesError(_("A trooper is already in a fireteam; dissolve it first."))
    members = tuple(sorted(chosen, key=lambda u: where[u][1]))
    team = Fireteam(name=name.strip(), type=kind, members=members)
    after = with_group(army_list, gi, group.replace(fireteams=(*group.fireteams, team)))
    return make_edit(army_list, after, (), gi)


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
            after = with_group(after, gi, group.replace(fireteams=kept))
    return make_edit(army_list, after)


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

    Call it when :func:`listbuilder.core.rules.fireteams.fireteam_choices` is empty:
    the edition has none, the selection's size, combat groups, or a member
    already in a team; else the chart has no (further) team of them.

    Source: RULES.md A12
    """
    if not ruleset.fireteams:
        return _("The {edition} rules have no fireteams.", edition=ruleset.edition)
    chosen = [u for u in dict.fromkeys(uids) if army_list.has(u)]
    sizes = ruleset.fireteam_sizes.values()
    low = min((lo for lo, _ in sizes), default=2)
    high = max((hi for _, hi in sizes), default=5)
    select = _(
        "Select {low} to {high} troopers of one combat group.", low=low, high=high
    )
    if len(chosen) < low:
        return select
    groups = {army_list.find(u)[0] for u in chosen}
    if len(groups) != 1:
        return _("The troopers must all be in the same combat group.")
    group = army_list.groups[groups.pop()]
    taken = {uid for team in group.fireteams for uid in team.members}
    if taken & set(chosen):
        return _("A selected trooper is already in a fireteam; dissolve it first.")
    if len(chosen) > high:
        return select
    if any(g.fireteams for g in army_list.groups):
        return _("The army's fireteam chart allows no further team of these troopers.")
    return _("The army's fireteam chart has no team of these troopers.")


def set_properties(
    army_list: ArmyList,
    *,
    name: str | None = None,
    points_limit: int | None = None,
    ruleset: str | None = None,
    known_rulesets: Collection[str] | None = None,
    extras: Collection[Extra] | None = None,
) -> Edit:
    """Rename the list, change its points limit, ruleset or ITS Extras.

    None keeps each. ``extras`` are the Extras of the list's event (ITS.md E5),
    all of them (an empty collection clears them).

    Raises
    ------
    RulesError
        If ``points_limit`` is not positive, or ``ruleset`` is not among
        ``known_rulesets`` (when given). Source: RULES.md A1, R, ITS.md E5
    """
    if points_limit is not None and points_limit <= 0:
        raise RulesError(
            _(
                "a points limit must be positive, not {points}",
                points=points_limit,
            )
        )
    if (
        ruleset is not None
        and known_rulesets is not None
        and ruleset not in known_rulesets
    ):
        known = ", ".join(known_rulesets)
        raise RulesError(
            _(
                "unknown ruleset {ruleset} (known: {known})",
                ruleset=repr(ruleset),
                known=known,
            )
        )
    changes: dict[str, object] = {}
    if name is not None:
        changes["name"] = name
    if points_limit is not None:
        changes["points_limit"] = points_limit
    if ruleset is not None:
        changes["ruleset"] = ruleset
    if extras is not None:
        changes["extras"] = frozenset(extras)
    return make_edit(army_list, army_list.replace(**changes) if changes else army_list)
