"""Join a list's troopers to the catalog: unit, profile group, option, profile.

Every rules function (validation, order pools, roster) works on resolved
troopers. A trooper whose ids the data does not know stays in the list as an
*unresolved* trooper (``option is None``) so nothing a user built is dropped.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import field, replace

from listbuilder.core.catalog.army import Army
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.items import ItemRef
from listbuilder.core.catalog.units import (
    OFF_TABLE_SKILLS,
    Option,
    OrderType,
    Profile,
    ProfileGroup,
    Unit,
)
from listbuilder.core.frozen import record
from listbuilder.core.i18n import _
from listbuilder.core.its.extras import Extra
from listbuilder.core.lists.army_list import ArmyList, CombatGroup, TrooperEntry
from listbuilder.core.lists.lookup import (  # g_jumper: also the app's
    SKILL_G_JUMPER,
    IncludedTrooper,
    carries_skill,
    g_jumper,
    included_troopers,
    resolve_ids,
)
from listbuilder.core.specops import SpecOpsConfig, specops_config


@record(slots=True)
class ResolvedTrooper:
    """One trooper of a list joined to its data.

    Attributes
    ----------
    entry : TrooperEntry
        The list entry.
    group : CombatGroup
        The combat group it sits in.
    unit : Unit or None
        Its unit, None when the army (or reinforcement list) has no such unit.
    profile_group : ProfileGroup or None
        Its profile group (for group 0, the group of the first included option).
    option : Option or None
        Its option; None means *unresolved*.
    is_g_jumper : bool
        True for a Proxy: its option or main profile has G: Jumper. The Proxies
        of one unit in one combat group are one trooper (A6, A7) giving one
        order (B1); worked out once, when the trooper is resolved
        (:func:`g_jumper`). Source: RULES.md A13
    is_hired : bool
        True for a mercenary hired under the Soldiers of Fortune Extra: a
        Mercenary Troops unit the army's own file does not hold, resolved in
        another army's file (``Catalog.hired_unit``). Source: ITS.md E5
    specops : SpecOpsConfig or None
        The Spec-Ops upgrades the entry carries, named and priced from the army's
        shop, with the upgraded profile; None without upgrades. Source: ITS.md E7
    off_table : bool or None
        :attr:`is_held_off_table` as the resolution worked it out, once per
        army and ids (``resolve_ids``); None when not worked out (Spec-Ops, an
        unknown unit, a trooper built by hand): the property works it out then.
        Not compared. Source: RULES.md B5
    """

    entry: TrooperEntry
    group: CombatGroup
    unit: Unit | None
    profile_group: ProfileGroup | None
    option: Option | None
    is_g_jumper: bool = False
    is_hired: bool = False
    specops: SpecOpsConfig | None = None
    off_table: bool | None = field(default=None, compare=False, repr=False)

    @property
    def uid(self) -> str:
        """The entry's uid."""
        return self.entry.uid

    @property
    def is_resolved(self) -> bool:
        """True when unit and option were found in the data."""
        return self.option is not None

    @property
    def profile(self) -> Profile | None:
        """The main profile (stat line), Spec-Ops upgrades applied; None if unknown."""
        if self.specops is not None and self.specops.profile is not None:
            return self.specops.profile
        if self.profile_group is None or not self.profile_group.profiles:
            return None
        return self.profile_group.profiles[0]

    @property
    def name(self) -> str:
        """Unit name for display (``Fusiliers``), or a placeholder if unresolved."""
        if self.unit is None:
            return _("Unknown unit {id}", id=self.entry.unit_id)
        return self.unit.isc

    @property
    def short_name(self) -> str:
        """The name players use: the unit's name before its first comma.

        ``"Jazz&Billie"`` for ``"Jazz&Billie, Tactical Hacking Team"``.
        """
        return self.name.split(",", 1)[0]

    @property
    def option_name(self) -> str:
        """Option name, or a placeholder naming the ids if unresolved."""
        if self.option is None:
            e = self.entry
            return _(
                "unknown option (group {group}, option {option})",
                group=e.profile_group_id,
                option=e.option_id,
            )
        return self.option.name

    @property
    def points(self) -> int:
        """Cost in points (0 if unresolved). Source: RULES.md A1."""
        return self.option.points if self.option else 0

    @property
    def minis(self) -> int:
        """Troopers fielded, from the option's ``minis``. Source: RULES.md A7."""
        return self.option.minis if self.option else 1

    @property
    def is_lieutenant(self) -> bool:
        """True when the chosen option is a Lieutenant option. Source: RULES.md A3."""
        return bool(self.option and self.option.is_lieutenant)

    @property
    def is_irregular(self) -> bool:
        """True when the trooper generates Irregular orders. Source: RULES.md A4, B2."""
        if self.option and OrderType.IRREGULAR in self.option.order_totals:
            return True
        return bool(self.profile and self.profile.is_irregular)

    @property
    def skills(self) -> tuple[ItemRef, ...]:
        """Profile skills followed by the option's."""
        base = self.profile.skills if self.profile else ()
        return base + (self.option.skills if self.option else ())

    @property
    def equipment(self) -> tuple[ItemRef, ...]:
        """Profile equipment followed by the option's."""
        base = self.profile.equipment if self.profile else ()
        return base + (self.option.equipment if self.option else ())

    @property
    def weapons(self) -> tuple[ItemRef, ...]:
        """Profile weapons followed by the option's."""
        base = self.profile.weapons if self.profile else ()
        return base + (self.option.weapons if self.option else ())

    @property
    def characteristics(self) -> tuple[str, ...]:
        """Profile characteristics followed by the option's (no repeats)."""
        base = self.profile.characteristics if self.profile else ()
        extra = self.option.characteristics if self.option else ()
        return base + tuple(c for c in extra if c not in base)

    @property
    def fielded_groups(self) -> frozenset[int]:
        """Profile groups this trooper fields (maybe none).

        Its own group; for a top-level option (profile group 0: Jazz & Billie),
        the groups that option includes.

        Source: RULES.md A5, A11
        """
        if self.entry.profile_group_id != 0:
            return frozenset({self.entry.profile_group_id})
        if self.option is None:
            return frozenset()
        return frozenset(i.profile_group_id for i in self.option.includes)

    @property
    def included(self) -> tuple[IncludedTrooper, ...]:
        """Troopers this option fields with it, nested includes flattened.

        Paired units bought through a unit's top-level options (profile group 0:
        Jazz & Billie, Scarface & Cordelia) are fielded as the troopers their
        ``includes`` name; operators and peripherals likewise.
        """
        if self.unit is None or self.option is None:
            return ()
        return included_troopers(self.unit, self.option)

    def has_skill(self, skills: AbstractSet[int]) -> bool:
        """True when its option or main profile has one of ``skills`` (ids)."""
        return carries_skill(self.option, self.profile, skills)

    @property
    def is_held_off_table(self) -> bool:
        """True when a skill keeps it off the table at deployment (RULES.md B5)."""
        held = self.off_table  # worked out with the resolution (most troopers)
        if held is None:
            return carries_skill(self.option, self.profile, OFF_TABLE_SKILLS)
        return held


def source_army(army: Army, group: CombatGroup) -> Army | None:
    """The army file a group's troopers come from (reinforcements for A10 groups)."""
    return army.reinforcements if group.reinforcement else army


#: Finds a hired mercenary's unit by id in the whole data (``Catalog.hired_unit``).
Hire = Callable[[int], Unit | None]


def resolve_trooper(
    army: Army, group: CombatGroup, entry: TrooperEntry, hire: Hire | None = None
) -> ResolvedTrooper:
    """Resolve one entry of ``group`` against ``army`` (never raises).

    ``hire`` (a list under Soldiers of Fortune) finds a unit the army's file
    lacks among the data's mercenaries; only a combat group (not a
    reinforcement group) hires. Source: RULES.md A10, ITS.md E5

    A trooper without Spec-Ops upgrades whose unit the army's file holds
    (most) is looked up once per army and ids (``Army.resolutions``), as
    :func:`resolve_ids` resolves it.
    """
    source = source_army(army, group)
    if source is not None and not entry.specops:
        key = (entry.unit_id, entry.profile_group_id, entry.option_id)
        memo = source.resolutions
        found = memo.get(key)
        if found is None:
            known = source.unit(entry.unit_id)
            if known is not None:
                found = memo[key] = resolve_ids(known, key[1], key[2])
        if found is not None:
            return ResolvedTrooper(entry, group, *found[:4], False, None, found[4])
    unit = source.unit(entry.unit_id) if source else None
    hired = False
    if unit is None and hire is not None and not group.reinforcement:
        unit = hire(entry.unit_id)
        hired = unit is not None
    if unit is None:
        unknown = (
            specops_config(entry.specops, army.specops, None) if entry.specops else None
        )
        return ResolvedTrooper(entry, group, None, None, None, specops=unknown)
    unit, profile_group, option, jumper, held = resolve_ids(
        unit, entry.profile_group_id, entry.option_id
    )
    config: SpecOpsConfig | None = None
    if entry.specops:
        base = (
            profile_group.profiles[0]
            if profile_group and profile_group.profiles
            else None
        )
        config = specops_config(entry.specops, army.specops, base)
    # positional: a keyword costs the frozen dataclass's __init__ half again
    return ResolvedTrooper(  # off the table: the Spec-Ops profile's own skills
        entry,
        group,
        unit,
        profile_group,
        option,
        jumper,
        hired,
        config,
        None if config is not None else held,
    )


def resolve_list(
    army_list: ArmyList,
    catalog: Catalog,
    *,
    previous: Sequence[ResolvedTrooper] = (),
) -> list[ResolvedTrooper]:
    """Resolve every trooper of ``army_list`` in display order.

    When the catalog has no such army every trooper is unresolved (the caller
    reports that as a violation); none is dropped. ``previous`` are the
    resolved troopers of the list before an edit (same catalog): a trooper
    whose entry and combat group are the very same objects is reused, one
    whose entry is the same object in an edited group of the same kind
    (combat or reinforcement) keeps its resolution with the new group, unless
    the Soldiers of Fortune Extra was switched since (a hired mercenary, or a
    trooper the data lacked, is resolved again).

    Under Soldiers of Fortune a unit the army lacks is looked up among the
    data's mercenaries (``Catalog.hired_unit``, one index lookup). Source:
    ITS.md E5
    """
    army = catalog.army(army_list.army_id)
    if army is None:
        return [
            ResolvedTrooper(entry, group, None, None, None)
            for group in army_list.groups
            for entry in group.troopers
        ]
    hiring = Extra.SOLDIERS_OF_FORTUNE in army_list.extras
    hire = catalog.hired_unit if hiring else None
    known = {id(t.entry): t for t in previous}
    out = []
    for group in army_list.groups:
        for entry in group.troopers:
            old = known.get(id(entry)) if known else None
            if (
                old is None
                or old.entry is not entry
                or (old.is_hired and not hiring)
                or (hiring and not old.is_resolved)
            ):
                out.append(resolve_trooper(army, group, entry, hire))
            elif old.group is group:
                out.append(old)
            elif old.group.reinforcement == group.reinforcement:
                # its group was edited (a new object): the same resolution,
                # which reads of the group only whether it is a reinforcement
                out.append(replace(old, group=group))
            else:
                out.append(resolve_trooper(army, group, entry, hire))
    return out


__all__ = [
    "SKILL_G_JUMPER",
    "IncludedTrooper",
    "ResolvedTrooper",
    "carries_skill",
    "g_jumper",
    "resolve_ids",
    "resolve_list",
    "resolve_trooper",
    "source_army",
]
