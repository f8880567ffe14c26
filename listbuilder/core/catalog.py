"""What the official profile data means: armies, units, profiles, options, weapons.

These are the *resolved* forms of the official army files: every id the raw data
uses (skills, equipment, weapons, characteristics, unit types, categories) is
already turned into a name by ``listbuilder.data.profiles``. The core never reads
files; it only receives a :class:`Catalog`, which calls the data layer's loader
the first time an army is used.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import date, timedelta
from enum import StrEnum
from functools import cached_property, lru_cache
from typing import NamedTuple

from pydantic import Field

from listbuilder.core._base import FrozenModel
from listbuilder.core.errors import DataError
from listbuilder.core.i18n import _

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


class ItemRef(FrozenModel):
    """A skill, piece of equipment, weapon or characteristic on a profile/option.

    Attributes
    ----------
    id : int
        The metadata id (weapon, skill or equipment id; 0 for characteristics).
    name : str
        The resolved English name.
    extras : tuple[str, ...]
        Resolved ``extra`` annotations, e.g. ``("+1B",)`` or ``("-3",)``.
    quantity : int
        How many of the item the trooper has (``q`` in the data, 1 when absent).
    """

    id: int
    name: str
    extras: tuple[str, ...] = ()
    quantity: int = 1

    @property
    def label(self) -> str:
        """Name with its extras and quantity as players write it: ``Mimetism (-6)``."""
        text = self.name
        if self.extras:
            text += f" ({', '.join(self.extras)})"
        if self.quantity > 1:
            text = f"{self.quantity}x {text}"
        return text


class RangeBand(FrozenModel):
    """One range band of a weapon mode.

    Attributes
    ----------
    min_cm, max_cm : int
        The band's limits in centimetres (the data is in cm; 0-40 cm is 0-16").
    modifier : int
        The attack modifier in that band (+3, 0, -3, -6 ...).
    """

    min_cm: int
    max_cm: int
    modifier: int

    @property
    def min_in(self) -> int:
        """Lower limit in inches (the game's 2.5 cm = 1" convention)."""
        return round(self.min_cm / 2.5)

    @property
    def max_in(self) -> int:
        """Upper limit in inches (the game's 2.5 cm = 1" convention)."""
        return round(self.max_cm / 2.5)


class WeaponMode(FrozenModel):
    """One firing mode (one metadata ``weapons`` row) of a weapon.

    Attributes
    ----------
    name : str
        The mode's name (the weapon's name when it has a single mode).
    burst, damage, saving, saving_num : str
        As printed: burst ``"3"``, damage/PS ``"7"`` or ``"-"``, saving attribute
        ``"ARM"``, ``"BTS"``, ``"ARM/2"``..., number of saving rolls ``"1"``.
    ammunition : str
        Resolved ammunition name (``"N"``, ``"AP"``, ``"DA"``...), or ``""``.
    properties : tuple[str, ...]
        Traits such as ``"Suppressive Fire"``.
    ranges : tuple[RangeBand, ...]
        Range bands in increasing distance; empty for CC weapons and templates.
    """

    name: str
    burst: str
    damage: str
    saving: str
    saving_num: str
    ammunition: str
    properties: tuple[str, ...]
    ranges: tuple[RangeBand, ...]


class Weapon(FrozenModel):
    """A weapon (or weapon-like skill/equipment) with all its firing modes.

    Attributes
    ----------
    id : int
        Metadata weapon id (not unique per row in the data: rows are modes).
    name : str
        The weapon's name.
    kind : str
        ``"WEAPON"``, ``"EQUIPMENT"`` or ``"SKILL"`` as in the metadata.
    modes : tuple[WeaponMode, ...]
        One or more firing modes.
    """

    id: int
    name: str
    kind: str
    modes: tuple[WeaponMode, ...]


class Include(FrozenModel):
    """A profile-group option fielded together with an option (a pair, an operator).

    Attributes
    ----------
    group_id, option_id : int
        The included profile group and option of the same unit.
    quantity : int
        How many are fielded.
    """

    group_id: int
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
    profiles : tuple[Profile, ...]
        Stat lines; the first one is the main profile.
    options : tuple[Option, ...]
        Options bought through this group.
    """

    id: int
    isc: str
    category: str
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

    def group(self, group_id: int) -> ProfileGroup | None:
        """Return the profile group with ``group_id``, or None (0 has no group)."""
        return self._groups.get(group_id)

    @cached_property
    def _groups(self) -> dict[int, ProfileGroup]:
        return {g.id: g for g in self.profile_groups}

    def option(self, group_id: int, option_id: int) -> Option | None:
        """Return the option ``option_id`` of group ``group_id`` (0 = top level)."""
        if group_id == 0:
            return next((o for o in self.options if o.id == option_id), None)
        group = self.group(group_id)
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


#: An FTO tag in a chart name or note, or in an option name ("AQUILA FTO").
FTO_TAG = re.compile(r"\bFTO\b")
#: Tags the chart adds to unit names that are not part of the name.
_CHART_TAGS = frozenset({"fto", "reinf", "ref"})


@lru_cache(maxsize=1024)
def chart_words(name: str) -> tuple[str, ...]:
    """A fireteam chart name as comparable words.

    ``"Order Sergeants FTO"`` → ``("order", "sergeant")``: lower case,
    punctuation (not hyphens) dropped, ``FTO``/``REINF`` tags left out, a
    plural ``s`` removed.
    """
    # accents dropped: the data writes "Sayó" in a note for its "Sayō" team
    bare = "".join(
        c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c)
    )
    words = re.sub(r"[^\w\s-]", " ", bare.casefold()).split()
    return tuple(
        w[:-1] if len(w) > 3 and w.endswith("s") else w
        for w in words
        if w not in _CHART_TAGS
    )


def _starts(note: tuple[str, ...], line: tuple[str, ...]) -> bool:
    """True when the note's words start a run of the line's words, in order.

    ``Mormaers`` names ``CALEDONIAN MORMAER``; ``Base Op.`` names ``BASE
    OPERATORS``.
    """
    if not note or len(note) > len(line):
        return False
    return any(
        all(b.startswith(a) for a, b in zip(note, line[i:], strict=False))
        for i in range(len(line) - len(note) + 1)
    )


class FireteamSlot(FrozenModel):
    """One unit line of a fireteam chart entry.

    Attributes
    ----------
    slug : str
        Unit slug (matches :attr:`Unit.slug`).
    name : str
        Display name.
    min, max : int
        How many of this unit the team may hold.
    required : bool
        True when the team must include this unit.
    comment : str
        Note from the data (e.g. ``"FTO"``).
    """

    slug: str
    name: str
    min: int
    max: int
    required: bool
    comment: str = ""

    @cached_property
    def fto_only(self) -> bool:
        """True when the chart takes only the unit's FTO options here.

        The chart says it in the note (``AQUILA`` noted ``FTO``) or in the name
        (``BRIGADIER BRUANT FTO``, ``ORDER SERGEANT FTO``). Source: RULES.md A12
        """
        return bool(FTO_TAG.search(self.comment) or FTO_TAG.search(self.name))

    @cached_property
    def counts_as(self) -> tuple[str, ...]:
        """Names a bracketed note makes this unit count as, in the note's order.

        ``ORDER SERGEANT FTO (Crosier)`` → ``("Crosier",)``; ``BROTHER
        KONSTANTINOS FTO (Crosier, Order Sergeant)`` → both. A note names a unit
        of the team (then the member counts as that unit for the team's
        composition) or a team keyword (``MARSPIDER REINF. (Vipera)``: bonus
        only). Source: RULES.md A12 (the chart's notes are part of the chart)
        """
        # The note may follow a tag (``FTO (Fusilier, Nisse)``) and join two
        # names with "&" (``(Silverstar & Mobility)``).
        names: list[str] = []
        for inside in re.findall(r"\(([^)]*)\)", self.comment):
            names.extend(n.strip() for n in re.split(r",|&", inside) if n.strip())
        return tuple(names)


class FireteamTeam(FrozenModel):
    """One team of the army's fireteam chart.

    Attributes
    ----------
    name : str
        Team name.
    types : tuple[str, ...]
        Allowed team types: ``CORE``, ``HARIS``, ``DUO``.
    slots : tuple[FireteamSlot, ...]
        Units that may join.
    """

    name: str
    types: tuple[str, ...]
    slots: tuple[FireteamSlot, ...]

    @cached_property
    def slot_by_slug(self) -> dict[str, FireteamSlot]:
        """The team's slots by unit slug."""
        return {slot.slug: slot for slot in self.slots}

    def counted_as(self, slot: FireteamSlot) -> frozenset[str]:
        """Slugs of this team's units that ``slot``'s note makes it count as.

        ``slot`` may be one of the team's own lines or a wildcard. A note name
        matches a line whose name has the same words, singular or plural, with
        ``FTO`` and ``REINF`` tags left out, each note word the start of the
        line's word (``Base Op.`` → ``BASE OPERATORS REINF``, ``Helot`` →
        ``HELOT MILITIAMAN FTO``). Names that match no line (team keywords such
        as ``Vipera``) give nothing.

        Source: RULES.md A12
        """
        if not slot.counts_as:  # most lines: no note
            return frozenset()
        key = (slot.slug, slot.comment)
        found = self._counted.get(key)
        if found is None:
            # A line is known by its name (``ORC``) and by its unit's slug
            # (``orc-troops``): notes use either (``(Orc Troops)``).
            lines = [
                (
                    line.slug,
                    chart_words(line.name),
                    chart_words(line.slug.replace("-", " ")),
                )
                for line in self.slots
            ]
            found = frozenset(
                slug
                for name in slot.counts_as
                for slug, words, slug_words in lines
                if slug != slot.slug
                and (
                    _starts(chart_words(name), words)
                    or _starts(chart_words(name), slug_words)
                )
            )
            self._counted[key] = found
        return found

    @cached_property
    def _counted(self) -> dict[tuple[str, str], frozenset[str]]:
        # Memo of counted_as by (slug, note): the chart is frozen.
        return {}


class FireteamChart(FrozenModel):
    """The army's fireteam chart. Source: RULES.md A12.

    Attributes
    ----------
    spec : dict[str, int]
        How many teams of each type the army may field (the data's ``spec``).
    teams : tuple[FireteamTeam, ...]
        Allowed teams.
    """

    spec: dict[str, int] = Field(default_factory=dict)
    teams: tuple[FireteamTeam, ...] = ()

    @cached_property
    def wildcard_lines(self) -> dict[str, FireteamSlot]:
        """Wildcard units by slug: the line that says most (an FTO-only one)."""
        lines: dict[str, FireteamSlot] = {}
        for team in self.teams:
            if not team.types:
                for slot in team.slots:
                    current = lines.get(slot.slug)
                    if current is None or (slot.fto_only and not current.fto_only):
                        lines[slot.slug] = slot
        return lines

    @cached_property
    def wildcards(self) -> dict[str, int]:
        """Wildcard units (chart entries with no team type): slug → most per team."""
        slugs: dict[str, int] = {}
        for team in self.teams:
            if not team.types:
                for slot in team.slots:
                    slugs[slot.slug] = max(slugs.get(slot.slug, 0), slot.max)
        return slugs


class RelationDependency(FrozenModel):
    """A unit (profile group) another relation entry depends on.

    Attributes
    ----------
    unit_id : int
        Global unit id.
    group_id : int or None
        Profile group ("profile" in the data), or None for any group.
    same_group : bool
        True when the dependency must sit in the same combat group.
    """

    unit_id: int
    group_id: int | None = None
    same_group: bool = False


class RelationUnit(FrozenModel):
    """One unit (or profile group) named by a relation.

    Attributes
    ----------
    unit_id : int
        Global unit id.
    group_id : int or None
        Profile group ("profile" in the data), or None for every group.
    depends : tuple[RelationDependency, ...]
        Units this one needs in the list (a "requires" relation).
    """

    unit_id: int
    group_id: int | None = None
    depends: tuple[RelationDependency, ...] = ()


class Relation(FrozenModel):
    """Units that exclude or require each other. Source: RULES.md A11.

    Two shapes occur in the official data: a *shared cap* (``units`` without
    ``depends``: together at most ``max`` troopers, e.g. two versions of one
    character) and a *requirement* (an entry with ``depends``: each such trooper
    needs at least ``min`` of the named units).

    Attributes
    ----------
    units : tuple[RelationUnit, ...]
        The units involved.
    min : int
        Least number of the depended-on units (requirements).
    max : int or None
        Most troopers of the units together (shared caps); None = no cap.
    group : bool
        The data's ``group`` flag: the relation applies per combat group.
    """

    units: tuple[RelationUnit, ...]
    min: int = 0
    max: int | None = None
    group: bool = False


class HackingProgram(FrozenModel):
    """One hacking program of the metadata's ``hack`` table.

    Attributes
    ----------
    name : str
        Program name (``Carbonite``; the data's no-break spaces made plain).
    attack, opponent : str
        Attack MOD of the hacker and MOD of the opponent's roll (``"+3"``,
        ``"0"``, ``"-"`` when none).
    damage : str
        PS of the program's attack (``"7"``), ``"-"`` when none.
    burst : str
        Burst (``"2"``), ``"-"`` when none.
    targets : tuple[str, ...]
        What it may target (``TAG``, ``HI``, ``REM``, ``Hacker``...); empty when
        the data names none.
    skill_types : tuple[str, ...]
        Kind of skill as the data writes it (``short``, ``aro``, ``entire order``).
    special : str
        Effects in words (``DA Ammo. State: IMM-B. Non-Lethal.``).
    devices : tuple[int, ...]
        Equipment ids of the hacking devices that carry it (metadata ``equips``).
    upgrade : int or None
        Id of the ``extras`` filter that grants it as an upgrade, if any.
    """

    name: str
    attack: str = "-"
    opponent: str = "-"
    damage: str = "-"
    burst: str = "-"
    targets: tuple[str, ...] = ()
    skill_types: tuple[str, ...] = ()
    special: str = ""
    devices: tuple[int, ...] = ()
    upgrade: int | None = None


class Faction(FrozenModel):
    """One faction row of the metadata (army or sectorial).

    Attributes
    ----------
    id : int
        Faction id (101 PanOceania, 103 Military Orders...).
    parent : int
        The generic army it belongs to (itself for a generic army).
    name, slug : str
        Display name and URL slug.
    discontinued : bool
        True when the official builder no longer offers it.
    logo : str
        Logo URL from the data (for reference only: never fetched).
    """

    id: int
    parent: int
    name: str
    slug: str
    discontinued: bool = False
    logo: str = ""


class _OfFaction(FrozenModel):
    """A model about one metadata faction: its id and names read through."""

    faction: Faction

    @property
    def id(self) -> int:
        """The faction id."""
        return self.faction.id

    @property
    def name(self) -> str:
        """The display name."""
        return self.faction.name

    @property
    def parent(self) -> int:
        """The metadata parent (the generic army of a sectorial)."""
        return self.faction.parent

    @property
    def discontinued(self) -> bool:
        """True when the official builder marks the army discontinued."""
        return self.faction.discontinued


class Army(_OfFaction):
    """One army file: the units a faction fields, with their AVA in that army.

    Attributes
    ----------
    faction : Faction
        The metadata row of this army.
    version : str
        Data version string of the file.
    units : tuple[Unit, ...]
        Units in data order.
    reinforcements : Army or None
        The army's reinforcement list (RULES.md A10), if it has one.
    relations : tuple[Relation, ...]
        Unit relations (RULES.md A11).
    fireteam_chart : FireteamChart
        Allowed fireteams (RULES.md A12).
    warnings : tuple[str, ...]
        Problems found in the file that did not stop it loading (dangling ids).
    """

    version: str
    units: tuple[Unit, ...]
    reinforcements: Army | None = None
    relations: tuple[Relation, ...] = ()
    fireteam_chart: FireteamChart = Field(default_factory=FireteamChart)
    warnings: tuple[str, ...] = ()

    def unit(self, unit_id: int, *, reinforcement: bool = False) -> Unit | None:
        """Return unit ``unit_id`` of this army (or of its reinforcement list)."""
        if reinforcement:
            return self.reinforcements.unit(unit_id) if self.reinforcements else None
        return self._unit_index.get(unit_id)

    @cached_property
    def _unit_index(self) -> dict[int, Unit]:
        # A cached property is stored outside the fields: never dumped or compared.
        return {u.id: u for u in self.units}


class ArmyKind(StrEnum):
    """What a faction with a file is: a generic army, a sectorial or reinforcements.

    The metadata says it: a generic army is its own parent, a sectorial's parent
    is another faction (the Non-Aligned sectorials' parent, 901, has no file of
    its own), and a reinforcement list's parent is no faction at all (199 → 191).

    Source: RULES.md A10
    """

    GENERIC = "generic"
    SECTORIAL = "sectorial"
    REINFORCEMENT = "reinforcement"


class FileFacts(FrozenModel):
    """What the profile index knows of one army file without checking it.

    Attributes
    ----------
    version : str
        The file's data version (``"7.2668.374"``), ``""`` when unknown.
    units : int or None
        Number of units in the file, None when unknown.
    problem : str
        Why the file could not be indexed (not JSON...), or ``""``.
    """

    version: str = ""
    units: int | None = None
    problem: str = ""


class ArmyInfo(_OfFaction):
    """One row of the army listing: no army file parsed to build it.

    Attributes
    ----------
    faction : Faction
        The metadata row.
    kind : ArmyKind
        Generic army, sectorial or reinforcement list.
    version : str
        The file's data version from the index (``""`` when unknown).
    units : int or None
        Number of units in the file, from the index.
    problem : str
        Why the army is unavailable, when a load or the index failed; else ``""``.
    """

    kind: ArmyKind
    version: str = ""
    units: int | None = None
    problem: str = ""


class ArmyFile(NamedTuple):
    """What a loader returns for one army file.

    Attributes
    ----------
    army : Army
        The army, reinforcements not yet attached.
    reinforcements : int or None
        Faction id of its reinforcement list, if the file names one.
    problems : tuple[str, ...]
        Problems the loader found that did not stop the file loading (each names
        the file and JSON path).
    """

    army: Army
    reinforcements: int | None = None
    problems: tuple[str, ...] = ()


#: Loads one army file by faction id; raises DataError naming file and JSON path.
ArmyLoader = Callable[[int], ArmyFile]
#: Reads the profile index: file facts by faction id (no army parsed).
FactsReader = Callable[[], Mapping[int, FileFacts]]


def _kinds(factions: Sequence[Faction]) -> dict[int, ArmyKind]:
    ids = {f.id for f in factions}
    parents = {f.parent for f in factions if f.parent != f.id}
    kinds: dict[int, ArmyKind] = {}
    for f in factions:
        if f.parent == f.id or (f.parent not in ids and f.id in parents):
            kinds[f.id] = ArmyKind.GENERIC
        elif f.parent in ids:
            kinds[f.id] = ArmyKind.SECTORIAL
        else:
            kinds[f.id] = ArmyKind.REINFORCEMENT
    return kinds


class Catalog:
    """The profile data: metadata at once, each army file on first use.

    Start-up work is the metadata and a folder listing; an army file is parsed
    and checked by ``loader`` the first time :meth:`army` asks for it, then kept.
    A file that fails to load is reported (:attr:`problems`) and only that army
    is unavailable. The catalog never reads files itself: the data layer passes
    the loader and the index reader.

    Parameters
    ----------
    factions : Sequence[Faction]
        Every metadata faction row (58 in the N5 data), with or without a file.
    weapons : Mapping[int, Weapon]
        Every metadata weapon by id.
    loader : ArmyLoader
        Loads one army or reinforcement file by faction id (raises DataError).
    files : Iterable[int]
        Faction ids that have a file; others are never loaded.
    facts : FactsReader, optional
        Reads versions and unit counts without parsing armies (called once, when
        a listing first needs them).
    problems : Sequence[str]
        Problems found before any army was loaded (files skipped...).
    on_problem : Callable[[str], None], optional
        Told of each problem as it is found (start-up ones included), so the
        command line and the app can warn.
    source : str
        Where the data comes from, for people (``"bundled"``, ``"downloaded
        2026-03-10 14:02"``).
    hacking_programs : Sequence[HackingProgram]
        The metadata's ``hack`` table, in data order.

    Attributes
    ----------
    factions : tuple[Faction, ...]
        Every metadata faction row.
    weapons : Mapping[int, Weapon]
        Every metadata weapon by id.
    source : str
        Where the data comes from.
    hacking_programs : tuple[HackingProgram, ...]
        The metadata's hacking programs.
    """

    def __init__(
        self,
        factions: Sequence[Faction],
        weapons: Mapping[int, Weapon],
        loader: ArmyLoader,
        *,
        files: Iterable[int] = (),
        facts: FactsReader | None = None,
        problems: Sequence[str] = (),
        on_problem: Callable[[str], None] | None = None,
        source: str = "",
        hacking_programs: Sequence[HackingProgram] = (),
    ) -> None:
        self.factions = tuple(factions)
        self.weapons = weapons
        self.source = source
        self.hacking_programs = tuple(hacking_programs)
        self._loader = loader
        self._facts_reader = facts
        self._facts: Mapping[int, FileFacts] | None = None
        self._by_id = {f.id: f for f in self.factions}
        self._kinds = _kinds(self.factions)
        self._files = frozenset(f for f in files if f in self._by_id)
        self._problems: list[str] = []
        self._army_problems: dict[int, str] = {}
        self._on_problem = on_problem
        self._armies: dict[int, Army | None] = {}
        self._reinforcements: dict[int, Army | None] = {}
        # The app's update worker checks a downloaded set in another thread;
        # one lock keeps a first load from running twice.
        self._lock = threading.RLock()
        for text in problems:
            self._report(text)

    # -- listing (no army parsed) ----------------------------------------------

    def faction(self, faction_id: int) -> Faction | None:
        """Return the metadata faction row with ``faction_id``, or None."""
        return self._by_id.get(faction_id)

    def kind(self, faction_id: int) -> ArmyKind | None:
        """Generic army, sectorial or reinforcement list; None if unknown."""
        return self._kinds.get(faction_id)

    @cached_property
    def army_ids(self) -> tuple[int, ...]:
        """Playable armies with a file: each generic army, then its sectorials.

        Reinforcement lists are left out (they are attached to their army).
        """
        playable = [
            f
            for f in self.factions
            if f.id in self._files and self._kinds[f.id] is not ArmyKind.REINFORCEMENT
        ]

        def key(f: Faction) -> tuple[int, bool, int]:
            root = f.parent if self._kinds[f.id] is ArmyKind.SECTORIAL else f.id
            return (root, f.id != root, f.id)

        return tuple(f.id for f in sorted(playable, key=key))

    @cached_property
    def reinforcement_ids(self) -> tuple[int, ...]:
        """Reinforcement lists with a file, by id."""
        return tuple(
            sorted(i for i in self._files if self._kinds[i] is ArmyKind.REINFORCEMENT)
        )

    @property
    def default_army_id(self) -> int | None:
        """The army a first new list offers: the first playable one, or None."""
        return self.army_ids[0] if self.army_ids else None

    def is_playable(self, army_id: int) -> bool:
        """True when ``army_id`` is an army with a file (not reinforcements)."""
        return army_id in self._files and self._kinds.get(army_id) not in (
            None,
            ArmyKind.REINFORCEMENT,
        )

    def file_facts(self) -> Mapping[int, FileFacts]:
        """Versions and unit counts of every file, from the index (read once)."""
        if self._facts is None:
            self._facts = dict(self._facts_reader()) if self._facts_reader else {}
        return self._facts

    def infos(self, *, reinforcements: bool = False) -> tuple[ArmyInfo, ...]:
        """Listing rows of the playable armies (and reinforcement lists if asked).

        Versions and unit counts come from the index: no army file is parsed.
        """
        facts = self.file_facts()
        ids = self.army_ids + (self.reinforcement_ids if reinforcements else ())
        rows = []
        for army_id in ids:
            fact = facts.get(army_id, FileFacts())
            rows.append(
                ArmyInfo(
                    faction=self._by_id[army_id],
                    kind=self._kinds[army_id],
                    version=fact.version,
                    units=fact.units,
                    problem=self._army_problems.get(army_id, fact.problem),
                )
            )
        return tuple(rows)

    @property
    def data_version(self) -> str:
        """The newest army-file version of the set (``""`` when unknown)."""
        versions = [f.version for f in self.file_facts().values() if f.version]
        return max(versions, key=_version_key, default="")

    @cached_property
    def parent_of(self) -> dict[int, int]:
        """Faction id → the generic army it belongs to (103 → 101), per the metadata."""
        return {f.id: f.parent for f in self.factions}

    def weapon(self, weapon_id: int) -> Weapon | None:
        """Return the weapon with ``weapon_id`` and all its modes, or None."""
        return self.weapons.get(weapon_id)

    # -- armies (parsed on first use) -------------------------------------------

    def army(self, army_id: int) -> Army | None:
        """Return the playable army ``army_id``, loading its file on first use.

        Its reinforcement list (RULES.md A10) is attached. None when the army
        has no file, is a reinforcement list, or its file failed to load (see
        :meth:`problem`).
        """
        if army_id in self._armies:
            return self._armies[army_id]
        if not self.is_playable(army_id):
            return None
        with self._lock:
            if army_id not in self._armies:
                self._armies[army_id] = self._load_army(army_id)
            return self._armies[army_id]

    def reinforcement_list(self, list_id: int) -> Army | None:
        """Return reinforcement list ``list_id`` (loaded on first use), or None."""
        if list_id in self._reinforcements:
            return self._reinforcements[list_id]
        if list_id not in self._files:
            return None
        with self._lock:
            if list_id not in self._reinforcements:
                loaded = self._load(list_id)
                self._reinforcements[list_id] = loaded.army if loaded else None
            return self._reinforcements[list_id]

    def loaded_armies(self) -> list[Army]:
        """Armies already loaded (no file is read), in listing order."""
        return [
            army
            for army_id in self.army_ids
            if (army := self._armies.get(army_id)) is not None
        ]

    def problem(self, faction_id: int) -> str:
        """Why army (or reinforcement list) ``faction_id`` is unavailable, or ``""``."""
        return self._army_problems.get(faction_id, "")

    @property
    def problems(self) -> tuple[str, ...]:
        """Every problem found so far: files skipped, files that failed to load."""
        return tuple(self._problems)

    @property
    def warnings(self) -> list[str]:
        """Problems, then the loaded files' non-fatal data quirks (dangling ids)."""
        out = list(self._problems)
        seen: set[int] = set()
        for army in (*self._armies.values(), *self._reinforcements.values()):
            if army is None or id(army) in seen:
                continue
            seen.add(id(army))
            out.extend(army.warnings)
        return out

    def with_army(self, army: Army) -> Catalog:
        """A copy of this catalog in which ``army`` replaces the army of its id.

        Meant for tests and previews that patch one army; other armies are
        shared with this catalog.
        """
        copy = Catalog(
            self.factions,
            self.weapons,
            self._loader,
            files=self._files | {army.id},
            facts=self._facts_reader,
            source=self.source,
        )
        copy._armies = {**self._armies, army.id: army}
        copy._reinforcements = dict(self._reinforcements)
        return copy

    def _report(self, text: str) -> None:
        if text in self._problems:
            return
        self._problems.append(text)
        if self._on_problem is not None:
            self._on_problem(text)

    def _load(self, faction_id: int) -> ArmyFile | None:
        try:
            loaded = self._loader(faction_id)
        except DataError as exc:
            text = _(
                "{problem} (army {id} is unavailable)", problem=exc, id=faction_id
            )
            self._army_problems[faction_id] = str(exc)
            self._report(text)
            return None
        for text in loaded.problems:
            self._report(text)
        return loaded

    def _load_army(self, army_id: int) -> Army | None:
        loaded = self._load(army_id)
        if loaded is None:
            return None
        army, list_id = loaded.army, loaded.reinforcements
        if list_id is None:
            return army
        reinforcements = None
        if self._kinds.get(list_id) is ArmyKind.REINFORCEMENT:
            reinforcements = self.reinforcement_list(list_id)
        if reinforcements is None:
            why = self.problem(list_id) or (
                _("no such reinforcement list in the data")
                if self._kinds.get(list_id) is not ArmyKind.REINFORCEMENT
                else _("its file is missing")
            )
            self._report(
                _(
                    "{army} ({id}): reinforcement list {list} is unavailable "
                    "({why}); the army loads without reinforcements",
                    army=army.name,
                    id=army_id,
                    list=list_id,
                    why=why,
                )
            )
            return army
        return army.replace(reinforcements=reinforcements)


def _version_key(version: str) -> tuple[date, int]:
    # 7.2669.194 (2026) is newer than 7.25316.267 (2025): compare dates, then builds.
    build = version.rsplit(".", 1)[-1]
    return (
        version_date(version) or date.min,
        int(build) if build.isascii() and build.isdigit() else -1,
    )


def version_date(version: str) -> date | None:
    """The date an army-file version was published, or None if it has no date.

    Versions read ``7.<YY><day of year>.<build>``: ``7.2668.374`` is 2026, day
    68 (9 March 2026).
    """
    parts = version.split(".")
    if len(parts) < 2 or not (parts[1].isascii() and parts[1].isdigit()):
        return None
    stamp = parts[1]
    if not 3 <= len(stamp) <= 5:
        return None
    year, day = 2000 + int(stamp[:2]), int(stamp[2:])
    if not 1 <= day <= 366:
        return None
    return date(year, 1, 1) + timedelta(days=day - 1)
