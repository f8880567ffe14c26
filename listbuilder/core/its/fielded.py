"""The troopers a list fields, one by one, as ITS counts them (peripherals marked).

A list member may field more than one trooper: a pair bought together (Jazz &
Billie), an operator, a peripheral (a Crabbot with its Cutter). Specialist
Troops (E10) and classified objectives (E11) are about each trooper on the
table, so :func:`fielded_troopers` unfolds every member into the troopers it
fields, with what the rules look at: skill, equipment and weapon ids, unit type
and category ids, the Lieutenant, and whether it is a peripheral.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Iterable

from listbuilder.core.catalog.items import ItemRef
from listbuilder.core.catalog.units import Option, Profile, ProfileGroup
from listbuilder.core.frozen import record
from listbuilder.core.lists.resolve import ResolvedTrooper

#: The Peripheral skill (metadata ``skills`` 243): a trooper that is another's
#: peripheral (a Crabbot, a Servant bot). Source: ITS.md E11
SKILL_PERIPHERAL = 243
#: Troop categories (``filters.category``). Source: ITS.md E3
CATEGORY_VETERAN = 4
CATEGORY_CHARACTER = 10


@record(slots=True)
class FieldedTrooper:
    """One trooper on the table, as ITS looks at it.

    Attributes
    ----------
    uid : str
        The uid of the list member that fields it (a pair's two troopers
        share their member's uid).
    name : str
        Its name as the roster prints it: the unit's for a member
        (``Fusiliers``), the option's for a trooper fielded with another
        (``CRABBOT``).
    skills, equipment, weapons : tuple[ItemRef, ...]
        Its profile's items followed by its option's.
    type_id : int
        Unit type id of its main profile (``filters.type``; 2 MI, 3 HI).
    categories : frozenset[int]
        Its category ids (``filters.category``); a Character (10) also has
        Veteran Troops (4): Long Service.
    lieutenant : bool
        True for the list's Lieutenant (the member with the Lieutenant option).
    peripheral : bool
        True when it has the Peripheral skill: it never counts (E11).
    skill_ids, equipment_ids, weapon_ids : frozenset[int]
        Ids of its skills, equipment and weapons (worked out once).

    Source: ITS.md E3, E10, E11
    """

    uid: str
    name: str
    skills: tuple[ItemRef, ...]
    equipment: tuple[ItemRef, ...]
    weapons: tuple[ItemRef, ...]
    type_id: int
    categories: frozenset[int]
    lieutenant: bool
    peripheral: bool
    skill_ids: frozenset[int]
    equipment_ids: frozenset[int]
    weapon_ids: frozenset[int]


def categories_of(category_id: int) -> frozenset[int]:
    """The categories a trooper of ``category_id`` has: a Character is a Veteran too.

    Source: ITS.md E3 (Long Service)
    """
    if category_id == CATEGORY_CHARACTER:
        return frozenset({CATEGORY_CHARACTER, CATEGORY_VETERAN})
    return frozenset({category_id})


def fielded_trooper(
    uid: str,
    name: str,
    group: ProfileGroup,
    items: tuple[tuple[ItemRef, ...], tuple[ItemRef, ...], tuple[ItemRef, ...]],
    lieutenant: bool,
) -> FieldedTrooper:
    """One :class:`FieldedTrooper` of profile group ``group`` carrying ``items``.

    ``items`` are its (skills, equipment, weapons), profile's then option's
    (:func:`option_items`). Source: ITS.md E3, E10, E11
    """
    profile: Profile | None = group.profiles[0] if group.profiles else None
    skills, equipment, weapons = items
    skill_ids = frozenset([s.id for s in skills])
    return FieldedTrooper(
        uid=uid,
        name=name,
        skills=skills,
        equipment=equipment,
        weapons=weapons,
        type_id=profile.type_id if profile else 0,
        categories=categories_of(group.category_id),
        lieutenant=lieutenant,
        peripheral=SKILL_PERIPHERAL in skill_ids,
        skill_ids=skill_ids,
        equipment_ids=frozenset([e.id for e in equipment]),
        weapon_ids=frozenset([w.id for w in weapons]),
    )


def option_items(
    group: ProfileGroup, option: Option
) -> tuple[tuple[ItemRef, ...], tuple[ItemRef, ...], tuple[ItemRef, ...]]:
    """(skills, equipment, weapons) of ``option``: its group's main profile's first."""
    profile = group.profiles[0] if group.profiles else None
    if profile is None:
        return option.skills, option.equipment, option.weapons
    return (
        profile.skills + option.skills,
        profile.equipment + option.equipment,
        profile.weapons + option.weapons,
    )


def fielded_troopers(troopers: Iterable[ResolvedTrooper]) -> tuple[FieldedTrooper, ...]:
    """Every trooper the list fields, in list order, peripherals included.

    A member fields itself and the troopers its option includes (pairs,
    operators, peripherals, nested includes flattened); a member bought as a
    pair (profile group 0, Jazz & Billie) fields only what it includes, the
    first of them being the Lieutenant if the option is. Unresolved members
    field nothing the rules can read and are left out.

    Parameters
    ----------
    troopers : iterable of ResolvedTrooper
        The list's resolved members (``ListState.troopers``).

    Returns
    -------
    tuple of FieldedTrooper
        Peripherals included, marked; callers leave them out (E11).

    Source: ITS.md E10, E11
    """
    out: list[FieldedTrooper] = []
    for member in troopers:
        if member.option is None or member.profile_group is None:
            continue
        lieutenant = member.is_lieutenant
        if member.entry.profile_group_id != 0:
            # the member's own items (whatever the resolved trooper carries)
            items = (member.skills, member.equipment, member.weapons)
            out.append(
                fielded_trooper(
                    member.uid,
                    member.short_name,
                    member.profile_group,
                    items,
                    lieutenant,
                )
            )
            lieutenant = False
        for included in member.included:
            for _ in range(max(1, included.quantity)):
                out.append(
                    fielded_trooper(
                        member.uid,
                        included.name,
                        included.group,
                        option_items(included.group, included.option),
                        lieutenant,
                    )
                )
                lieutenant = False
    return tuple(out)
