"""What a unit is in the official data: units, profile groups, profiles, options.

The resolved forms (names, not ids) that :mod:`listbuilder.data.profiles.load` builds
from an army file; :class:`listbuilder.core.catalog.catalog.Catalog` hands them out.

Pure: imports only stdlib and pydantic.
"""

from enum import StrEnum
from functools import cached_property

from listbuilder.core._base import FrozenModel
from listbuilder.core.catalog.items import ItemRef

#: AVA value the data uses for "Total" (unlimited).
AVA_TOTAL = 255


#: AVA value of a profile governed by its unit's main profile group.
AVA_GOVERNED = -1


#: Skill ids the rules core needs to recognise (metadata ``skills``).
SKILL_LIEUTENANT = 119
SKILL_HACKER = 1000
SKILL_HIDDEN_DEPLOYMENT = 238
SKILL_PARACHUTIST = 33
SKILL_COMBAT_JUMP = 35


#: Skills that keep a trooper off the table at deployment (RULES.md B5).
OFF_TABLE_SKILLS = frozenset(
    {SKILL_HIDDEN_DEPLOYMENT, SKILL_PARACHUTIST, SKILL_COMBAT_JUMP}
)


#: Skills and equipment whose marker contents are private (RULES.md C1).
PRIVATE_MARKER_SKILLS = frozenset({29, 249})  # Camouflage, Impersonation


#: Equipment ids of hacking devices (metadata ``equips``).
HACKING_DEVICES = frozenset({100, 101, 145, 182})


def format_swc(swc: str) -> str:
    """SWC as printed on a roster: ``"0"``, ``"1.5"``, ``"+1"``, ``"-"``."""
    return swc or "0"


def ava_text(ava: int) -> str:
    """AVA as printed: ``"T"`` for Total, ``"-"`` when governed by the main group."""
    if ava == 255:
        return "T"
    if ava < 0:
        return "-"
    return str(ava)


class OrderType(StrEnum):
    """The kinds of order an option generates (data ``orders[].type``).

    Source: RULES.md B1-B4, B6
    """

    REGULAR = "REGULAR"
    IRREGULAR = "IRREGULAR"
    IMPETUOUS = "IMPETUOUS"
    TACTICAL = "TACTICAL"
    LIEUTENANT = "LIEUTENANT"


class OrderGrant(FrozenModel):
    """Orders of one type that an option generates.

    Attributes
    ----------
    type : OrderType
        The order type.
    total : int
        How many orders of that type (2 for a pair such as Scarface & Cordelia).
    pool : bool
        True when the data's ``list`` flag puts the orders in a list (pool) rather
        than only on the trooper itself; LIEUTENANT orders are never in the pool.
    """

    type: OrderType
    total: int
    pool: bool


class Include(FrozenModel):
    """A profile-group option fielded together with an option (a pair, an operator).

    Attributes
    ----------
    profile_group_id, option_id : int
        The included profile group and option of the same unit.
    quantity : int
        How many are fielded.
    """

    profile_group_id: int
    option_id: int
    quantity: int = 1


class Option(FrozenModel):
    """One purchasable option (loadout) of a profile group.

    Attributes
    ----------
    id : int
        Option id, unique within its profile group only.
    name : str
        The option's name as the official builder prints it.
    points : int
        Whole cost in army points (RULES.md A1).
    swc : str
        SWC as written in the data: ``"0"``, ``"0.5"``, ``"1.5"``, ``"+1"``
        (adds to the allowance, RULES.md A3) or ``"-"`` (included profile).
    minis : int
        Troopers this option fields, for the trooper cap (RULES.md A7).
    orders : tuple[OrderGrant, ...]
        Orders it generates (RULES.md B6).
    weapons, skills, equipment : tuple[ItemRef, ...]
        What the option adds to its profile.
    characteristics : tuple[str, ...]
        Extra characteristics the option adds.
    includes : tuple[Include, ...]
        Other options fielded with this one.
    disabled : bool
        True when the official builder no longer offers it.
    """

    id: int
    name: str
    points: int
    swc: str
    minis: int
    orders: tuple[OrderGrant, ...]
    weapons: tuple[ItemRef, ...] = ()
    skills: tuple[ItemRef, ...] = ()
    equipment: tuple[ItemRef, ...] = ()
    characteristics: tuple[str, ...] = ()
    includes: tuple[Include, ...] = ()
    disabled: bool = False

    # Cached: options are frozen and these sit on the per-edit path.
    @cached_property
    def swc_cost(self) -> float:
        """SWC this option spends (0 for ``-`` and ``+N``). Source: RULES.md A2.

        SWC values are multiples of 0.5, which floats hold exactly.
        """
        if self.swc in ("", "-") or self.swc.startswith("+"):
            return 0.0
        return float(self.swc)

    @cached_property
    def swc_bonus(self) -> float:
        """SWC this option adds to the allowance (``+1`` → 1). Source: RULES.md A3."""
        if self.swc.startswith("+"):
            return float(self.swc[1:])
        return 0.0

    @cached_property
    def is_lieutenant(self) -> bool:
        """True when the option is a Lieutenant choice. Source: RULES.md A3."""
        return any(o.type is OrderType.LIEUTENANT for o in self.orders) or any(
            s.id == SKILL_LIEUTENANT for s in self.skills
        )

    @cached_property
    def order_totals(self) -> dict[OrderType, int]:
        """Orders generated, by type (types absent count 0). Source: RULES.md B6."""
        totals: dict[OrderType, int] = {}
        for grant in self.orders:
            totals[grant.type] = totals.get(grant.type, 0) + grant.total
        return totals

    def order_count(self, kind: OrderType) -> int:
        """Number of orders of ``kind`` this option generates. Source: RULES.md B6."""
        return self.order_totals.get(kind, 0)

    @cached_property
    def skill_ids(self) -> frozenset[int]:
        """Ids of the option's own skills."""
        return frozenset(s.id for s in self.skills)

    @cached_property
    def loadout(self) -> str:
        """The loadout as the official builder prints it (see :func:`loadout_of`).

        ``"Lieutenant · Combi Rifle, Light Shotgun, Pistol, Knife"``; the roster,
        the saved records and the data-update notes all print it.
        """
        return loadout_of(self.name, self.skills, self.equipment, self.weapons)


def loadout_of(
    name: str,
    skills: tuple[ItemRef, ...],
    equipment: tuple[ItemRef, ...],
    weapons: tuple[ItemRef, ...],
) -> str:
    """A loadout as the official builder prints it.

    The skills and equipment, then `` · `` and the weapons, each joined by
    ``", "``: ``"Lieutenant · Combi Rifle, Light Shotgun, Pistol, Knife"``;
    ``name`` when all three are empty.
    """
    extras = [i.label for i in (*skills, *equipment)]
    parts = [", ".join(extras)] if extras else []
    if weapons:
        parts.append(", ".join(w.label for w in weapons))
    return " · ".join(parts) if parts else name


class Profile(FrozenModel):
    """One profile (stat line) of a profile group.

    Attributes
    ----------
    id : int
        Profile id within its group.
    name : str
        Profile name.
    unit_type : str
        ``LI``, ``MI``, ``HI``, ``TAG``, ``REM``, ``SK``, ``WB`` or ``VH``.
    type_id : int
        The data's unit type id (``filters.type``: 2 MI, 3 HI...).
    move : tuple[int, int]
        MOV in centimetres (first and second value).
    cc, bs, ph, wip, arm, bts, w, s : int
        Attributes; ``w`` is Structure when ``is_str``.
    is_str : bool
        True when ``w`` is STR rather than Wounds (VITA).
    ava : int
        AVA in this army (255 = Total, -1 = governed by the main group).
    characteristics : tuple[str, ...]
        Resolved characteristics (``Cube``, ``Regular``, ``Irregular``...).
    skills, equipment, weapons : tuple[ItemRef, ...]
        What every option of the group has.
    """

    id: int
    name: str
    unit_type: str
    type_id: int
    move: tuple[int, int]
    cc: int
    bs: int
    ph: int
    wip: int
    arm: int
    bts: int
    w: int
    is_str: bool
    s: int
    ava: int
    characteristics: tuple[str, ...] = ()
    skills: tuple[ItemRef, ...] = ()
    equipment: tuple[ItemRef, ...] = ()
    weapons: tuple[ItemRef, ...] = ()

    @property
    def move_inches(self) -> tuple[int, int]:
        """MOV in inches (10-10 cm → 4-4")."""
        return (round(self.move[0] / 2.5), round(self.move[1] / 2.5))

    @cached_property
    def is_irregular(self) -> bool:
        """True for Irregular troopers. Source: RULES.md A4, B2."""
        return "Irregular" in self.characteristics

    @cached_property
    def skill_ids(self) -> frozenset[int]:
        """Ids of the profile's skills."""
        return frozenset(s.id for s in self.skills)


class ProfileGroup(FrozenModel):
    """A profile group of a unit: its profiles and the options bought through it.

    Attributes
    ----------
    id : int
        Group id within the unit (1-based; 0 is the unit's top-level options).
    isc : str
        The group's ISC name.
    category : str
        Troop category (``Line Troops``, ``Elite Troops``, ``Character``...).
    category_id : int
        The data's category id (``filters.category``: 4 Veteran, 10 Character).
    profiles : tuple[Profile, ...]
        Stat lines; the first one is the main profile.
    options : tuple[Option, ...]
        Options bought through this group.
    """

    id: int
    isc: str
    category: str
    category_id: int
    profiles: tuple[Profile, ...]
    options: tuple[Option, ...]

    def option(self, option_id: int) -> Option | None:
        """Return the option with ``option_id``, or None."""
        return self._options.get(option_id)

    @cached_property
    def _options(self) -> dict[int, Option]:
        return {o.id: o for o in self.options}


class Unit(FrozenModel):
    """A unit as one army file fields it.

    Attributes
    ----------
    id : int
        Global unit id.
    isc : str
        International Standard Code (English name).
    name : str
        The builder's upper-case display name.
    slug : str
        URL slug; fireteam charts refer to units by it.
    unit_type : str
        Type of the main profile (``LI``...).
    category : str
        Troop category of the main group.
    profile_groups : tuple[ProfileGroup, ...]
        Groups in data order.
    options : tuple[Option, ...]
        Top-level options (profile group 0): paired units such as Jazz & Billie.
    factions : tuple[int, ...]
        Faction ids that field the unit.
    notes : str
        Free text from the data, or ``""``.
    """

    id: int
    isc: str
    name: str
    slug: str
    unit_type: str
    category: str
    profile_groups: tuple[ProfileGroup, ...]
    options: tuple[Option, ...] = ()
    factions: tuple[int, ...] = ()
    notes: str = ""

    def group(self, profile_group_id: int) -> ProfileGroup | None:
        """The profile group ``profile_group_id``, or None (0 has no group)."""
        return self._groups.get(profile_group_id)

    @cached_property
    def _groups(self) -> dict[int, ProfileGroup]:
        return {g.id: g for g in self.profile_groups}

    def option(self, profile_group_id: int, option_id: int) -> Option | None:
        """The option ``option_id`` of profile group ``profile_group_id`` (0: top)."""
        if profile_group_id == 0:
            return next((o for o in self.options if o.id == option_id), None)
        group = self.group(profile_group_id)
        return group.option(option_id) if group else None

    @property
    def ava(self) -> int:
        """The unit's AVA: the main profile's (255 = Total). Source: RULES.md A5."""
        for group in self.profile_groups:
            for profile in group.profiles:
                if profile.ava != AVA_GOVERNED:
                    return profile.ava
        return AVA_TOTAL

    def purchasable(self) -> list[tuple[int, Option]]:
        """Every (profile-group id, option) a player can add, in builder order.

        Options with SWC ``"-"`` (included operators and peripherals) and disabled
        options are left out; top-level options come first.
        """
        rows: list[tuple[int, Option]] = [
            (0, o) for o in self.options if not o.disabled
        ]
        for group in self.profile_groups:
            rows.extend(
                (group.id, o) for o in group.options if not o.disabled and o.swc != "-"
            )
        return rows

    def searchable_text(self) -> str:
        """Lower-case text that the unit browser searches (ISC, name, slug)."""
        return f"{self.isc} {self.name} {self.slug}".lower()
