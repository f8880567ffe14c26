"""Where a trooper's ids lead in its unit: profile group, option, G: Jumper.

:func:`resolve_ids` is what :mod:`listbuilder.core.lists.resolve` makes of a
list entry's ids; an army keeps each answer (``Army.resolutions``), so a batch
of lists looks each option up once.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet

from listbuilder.core.catalog.army import Resolution
from listbuilder.core.catalog.units import Option, Profile, ProfileGroup, Unit

#: The G: Jumper skill (metadata ``skills`` 252): a Post-human's Proxies. Source:
#: RULES.md A13.
SKILL_G_JUMPER = 252
_G_JUMPER = frozenset({SKILL_G_JUMPER})


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
    """A trooper's profile group, option and G: Jumper flag in ``unit``.

    For profile group 0 (a top-level option: Jazz & Billie), the group of the
    first option it includes (or the unit's first group). Option None: the
    unit has no such option (an unresolved trooper).
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
    return unit, profile_group, option, g_jumper(option, profile_group)
