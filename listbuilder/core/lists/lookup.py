"""Where a trooper's ids lead in its unit: group, option, flags, included troopers.

:func:`resolve_ids` is what :mod:`listbuilder.core.lists.resolve` makes of a
list entry's ids; an army keeps each answer (``Army.resolutions``), so a batch
of lists looks each option up once.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet

from listbuilder.core.catalog.army import Resolution
from listbuilder.core.catalog.units import (
    OFF_TABLE_SKILLS,
    Option,
    Profile,
    ProfileGroup,
    Unit,
)
from listbuilder.core.frozen import record

#: The G: Jumper skill (metadata ``skills`` 252): a Post-human's Proxies. Source:
#: RULES.md A13.
SKILL_G_JUMPER = 252
_G_JUMPER = frozenset({SKILL_G_JUMPER})


@record(slots=True)
class IncludedTrooper:
    """A trooper fielded as part of another's option (a pair, operator, peripheral).

    Attributes
    ----------
    group : ProfileGroup
        Its profile group in the same unit.
    option : Option
        Its option (cost already included in the buying option).
    quantity : int
        How many are fielded.
    """

    group: ProfileGroup
    option: Option
    quantity: int

    @property
    def profile(self) -> Profile | None:
        """Its main profile."""
        return self.group.profiles[0] if self.group.profiles else None

    @property
    def name(self) -> str:
        """Display name as the builder prints it: the option's (``CORDELIA TURNER``)."""
        return self.option.name


#: Includes nest (Scarface & Cordelia → Scarface → his Turtlemek); bound the walk.
_MAX_INCLUDE_DEPTH = 4


def included_troopers(unit: Unit, option: Option) -> tuple[IncludedTrooper, ...]:
    """The troopers ``option`` of ``unit`` fields with it, nested includes flattened.

    Paired units bought through a unit's top-level options (profile group 0:
    Jazz & Billie, Scarface & Cordelia) are fielded as the troopers their
    ``includes`` name; operators and peripherals likewise.
    """
    out: list[IncludedTrooper] = []
    todo = [(inc, 0) for inc in option.includes]
    while todo:
        inc, depth = todo.pop(0)
        group = unit.group(inc.profile_group_id)
        found = group.option(inc.option_id) if group else None
        if group is None or found is None:
            continue
        out.append(IncludedTrooper(group, found, inc.quantity))
        if depth + 1 < _MAX_INCLUDE_DEPTH:
            todo.extend((sub, depth + 1) for sub in found.includes)
    return tuple(out)


def carries_skill(
    option: Option | None, profile: Profile | None, skills: AbstractSet[int]
) -> bool:
    """True when ``option`` or ``profile`` has one of ``skills`` (metadata ids)."""
    if option is not None and not option.skill_ids.isdisjoint(skills):
        return True
    return profile is not None and not profile.skill_ids.isdisjoint(skills)


def g_jumper(option: Option | None, profile_group: ProfileGroup | None) -> bool:
    """True when ``option`` or its main profile has G: Jumper (a Proxy).

    Source: RULES.md A13
    """
    profile = (
        profile_group.profiles[0] if profile_group and profile_group.profiles else None
    )
    return carries_skill(option, profile, _G_JUMPER)


def resolve_ids(unit: Unit, profile_group_id: int, option_id: int) -> Resolution:
    """A trooper's profile group, option, G: Jumper and off-table flags in ``unit``.

    For profile group 0 (a top-level option: Jazz & Billie), the group of the
    first option it includes (or the unit's first group). Option None: the
    unit has no such option (an unresolved trooper). Off the table: a skill of
    the option or of the group's main profile keeps the trooper off the table
    at deployment (Hidden Deployment, Parachutist, Combat Jump; RULES.md B5).
    """
    if profile_group_id == 0:
        option = unit.option(0, option_id)
        first = option.includes[0].profile_group_id if option and option.includes else 1
        profile_group = unit.group(first) or (
            unit.profile_groups[0] if unit.profile_groups else None
        )
    else:  # Unit.option's own lookup, its group looked up once
        profile_group = unit.group(profile_group_id)
        option = profile_group.option(option_id) if profile_group else None
    profile = (
        profile_group.profiles[0] if profile_group and profile_group.profiles else None
    )
    jumper = carries_skill(option, profile, _G_JUMPER)  # g_jumper, written out
    return (
        unit,
        profile_group,
        option,
        jumper,
        carries_skill(option, profile, OFF_TABLE_SKILLS),
    )
