"""Every edit of an army list, as pure functions: the list in, a new list out.

Each function takes an
:class:`~listbuilder.core.lists.army_list.ArmyList` and returns an
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

from listbuilder.core.lists.edits._base import (
    Edit,
    Touched,
    is_reinforcement,
    main_groups_first,
    touched,
)
from listbuilder.core.lists.edits.groups import (
    add_combat_group,
    declare_fireteam,
    dissolve_fireteams,
    fireteam_refusal,
    fireteams_of,
    removable_group,
    remove_combat_group,
    set_properties,
)
from listbuilder.core.lists.edits.troopers import (
    add_trooper,
    can_move,
    change_option,
    duplicate_troopers,
    movable,
    move_targets,
    move_troopers,
    remove_troopers,
    replace_trooper,
    set_specops,
)

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
    "set_specops",
    "touched",
]
