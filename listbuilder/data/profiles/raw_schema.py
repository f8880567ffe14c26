"""The pydantic schema of the official army files, as they are on the wire.

The official files carry many fields we do not use (logos, wiki links, notes
in several places) and gain new ones between data versions. ``extra="ignore"``
on purpose: a newer file a user downloads must still load. Checking a file
against this schema names the JSON path of any problem. Numbers the rules add
up are bounded (:data:`MAX_POINTS`, :data:`MAX_SWC`, :data:`MAX_MINIS`,
:data:`MAX_FACTIONS`), generously: the official data stays far inside them,
and a file past them (an option at -1,000,000 points) is refused rather than
making an absurd list legal.
"""

import re
from functools import cache
from typing import Annotated, Any, Required

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    TypeAdapter,
    ValidationError,
)
from typing_extensions import TypedDict

from listbuilder.core.catalog.army import (
    HackingProgram,
)
from listbuilder.core.catalog.units import (
    OrderType,
)
from listbuilder.core.i18n import _

#: The metadata file of N5 in a profile folder.
METADATA_FILE = "metadata_n5.json"
#: Most points an option may cost (the official dearest is 122).
MAX_POINTS = 10_000
#: Most SWC an option may cost or give (the official most is 3).
MAX_SWC = 100
#: Most miniatures an option may field (the official most is 2).
MAX_MINIS = 100
#: Most factions the metadata may list (the official metadata lists 58).
MAX_FACTIONS = 1_000


def _swc(text: str) -> str:
    """An option's SWC: ``-`` (none), a cost, or ``+`` a bonus, 0 to MAX_SWC."""
    if text in ("", "-"):
        return text
    number = _SWC_NUMBER.fullmatch(text)
    if number is None or float(number[1]) > MAX_SWC:
        raise ValueError(
            _(
                "SWC must be -, or a number from 0 to {most} (+ for a bonus)",
                most=MAX_SWC,
            )
        )
    return text


_SWC_NUMBER = re.compile(r"\+?([0-9]{1,3}(?:\.[0-9]{1,3})?)", re.ASCII)
_Points = Annotated[int, Field(ge=0, le=MAX_POINTS)]
_Swc = Annotated[str, AfterValidator(_swc)]
_Minis = Annotated[int, Field(ge=0, le=MAX_MINIS)]


class RawModel(BaseModel):
    """Base of the raw pydantic models: frozen; unknown keys ignored (newer files).

    Built on first use (``defer_build``): a start that reads its armies and
    metadata from the caches never checks a raw file, so never builds them.
    """

    model_config = ConfigDict(extra="ignore", frozen=True, defer_build=True)


class RawItem(TypedDict, total=False):
    """A skill, equipment or weapon reference of an option or profile, by id."""

    # The official files hold a few empty {} items (a builder artefact): no id.
    id: int
    q: int | None
    extra: list[int] | None


class RawOrder(TypedDict, total=False):
    """One order an option generates: its type and how many."""

    type: Required[OrderType]
    list: int
    total: int


class RawInclude(TypedDict, total=False):
    """A trooper an option includes (a peripheral, a pair's second)."""

    q: int
    group: Required[int]
    option: Required[int]


class RawOption(TypedDict, total=False):
    """One purchasable option of a profile group, as in the file."""

    id: Required[int]
    name: Required[str]
    points: Required[_Points]
    swc: Required[_Swc]
    minis: _Minis
    disabled: bool
    orders: list[RawOrder]
    weapons: list[RawItem]
    skills: list[RawItem]
    equip: list[RawItem]
    chars: list[int]
    includes: list[RawInclude]


RawProfile = TypedDict(  # noqa: UP013 - "str" cannot be a class attribute here
    "RawProfile",
    {
        "id": Required[int],
        "name": Required[str],
        "type": Required[int],
        "move": Required[list[int]],
        "cc": Required[int],
        "bs": Required[int],
        "ph": Required[int],
        "wip": Required[int],
        "arm": Required[int],
        "bts": Required[int],
        "w": Required[int],
        "str": bool,
        "s": Required[int],
        "ava": Required[int],
        "chars": list[int],
        "skills": list[RawItem],
        "equip": list[RawItem],
        "weapons": list[RawItem],
    },
    total=False,
)


class RawProfileGroup(TypedDict, total=False):
    """A unit's profile group: its profiles and options."""

    id: Required[int]
    isc: str | None
    category: int | None
    profiles: Required[list[RawProfile]]
    options: list[RawOption]


class RawUnit(TypedDict, total=False):
    """One unit of an army file, as in the file."""

    id: Required[int]
    isc: Required[str]
    name: str | None
    slug: str
    notes: str | None
    factions: list[int]
    profileGroups: Required[list[RawProfileGroup]]
    options: list[RawOption]


class RawNamed(RawModel):
    """An id and its name (a metadata or army-file name table row)."""

    id: int | str
    name: str


class RawFireteamUnit(RawModel):
    """A unit line of a fireteam chart team."""

    slug: str
    name: str = ""
    min: int = 0
    max: int = 0
    required: bool = False
    comment: str = ""


class RawFireteamTeam(RawModel):
    """One team of an army's fireteam chart."""

    name: str
    type: list[str] = []
    units: list[RawFireteamUnit] = []


class RawFireteamChart(RawModel):
    """An army's fireteam chart: team counts and teams."""

    spec: dict[str, int] = {}
    teams: list[RawFireteamTeam] = []


class RawDependency(RawModel):
    """What a relation's unit depends on (another unit, a profile).

    Fields as the official files write them: ``unit`` and ``profile`` name
    the unit (profile group) depended on; ``group: true`` wants it in the
    dependent's combat group; ``min`` is how many of it are needed (absent: the
    relation's ``min``, at least 1); ``minDependant: N`` makes the entry apply
    only once N or more of the dependent profile are fielded (in that combat
    group when ``group`` is true): 202 Imperial Service,
    ``{"unit": 146, "profile": 2, "group": true, "minDependant": 5, "min": 2}``,
    five Kuang Shi need two Control Devices. Source: RULES.md A11, A14.
    """

    unit: int
    profile: int | None = None
    group: bool = False
    min: int | None = Field(default=None, ge=0, le=MAX_MINIS)
    minDependant: int | None = Field(default=None, ge=1, le=MAX_MINIS)


class RawRelationUnit(RawModel):
    """A unit (or profile) named by a relation."""

    unit: int
    profile: int | None = None
    depends: list[RawDependency] = []


class RawRelation(RawModel):
    """A relation of the army file: a shared cap or a requirement."""

    units: list[RawRelationUnit]
    min: int = 0
    max: int | None = None
    group: bool = False


class RawShopItem(TypedDict, total=False):
    """One purchase of the Spec-Ops shop: its XP, the item, what it also grants."""

    exp: Required[Annotated[int, Field(ge=0, le=MAX_POINTS)]]
    id: Required[int]
    extras: list[int] | None
    # what the purchase grants: items, or (Combined Army's Engineer) a bare id
    skills: list[RawItem | int]
    equip: list[RawItem | int]
    weapons: list[RawItem | int]


class RawSpecops(RawModel):
    """An army file's ``specops`` block (ITS.md E7): its options and its shop."""

    units: list[RawUnit] = []
    skills: list[RawShopItem] = []
    equip: list[RawShopItem] = []
    weapons: list[RawShopItem] = []


class RawArmyFile(RawModel):
    """One army file: version, units, fireteam chart, relations, names."""

    version: str = ""
    units: list[RawUnit]
    reinforcements: int | None = None
    filters: dict[str, list[RawNamed]]
    relations: list[RawRelation] = []
    fireteamChart: RawFireteamChart | list[Any] | None = None
    specops: RawSpecops | list[Any] | None = None


class RawDistance(RawModel):
    """One range band of a weapon row: its end and modifier."""

    max: int
    mod: str


class RawWeaponRow(RawModel):
    """One weapon mode as the metadata's weapon table lists it."""

    id: int
    type: str = "WEAPON"
    name: str
    mode: str | None = None
    ammunition: int | None = None
    burst: str = "-"
    damage: str = "-"
    saving: str = "-"
    savingNum: str = "-"
    properties: list[str] = []
    distance: dict[str, RawDistance | None] | None = None


class RawFaction(RawModel):
    """One faction of the metadata: id, parent, name, slug, logo."""

    id: int
    parent: int
    name: str
    slug: str
    discontinued: bool = False
    logo: str = ""


class RawHack(RawModel):
    """One hacking program of the metadata's hack table."""

    name: str
    attack: str = "-"
    opponent: str = "-"
    damage: str = "-"
    burst: str = "-"
    target: list[str] = []
    skillType: list[str] = []
    special: str = ""
    devices: list[int] = []
    extra: int | None = None

    def program(self) -> HackingProgram:
        """The program as the core's :class:`HackingProgram`."""
        # the data writes some names with no-break spaces ("Assisted\xa0Fire")
        return HackingProgram(
            name=" ".join(self.name.split()),
            attack=self.attack,
            opponent=self.opponent,
            damage=self.damage,
            burst=self.burst,
            targets=tuple(self.target),
            skill_types=tuple(self.skillType),
            special=" ".join(self.special.split()),
            devices=tuple(self.devices),
            upgrade=self.extra,
        )


class RawMetadata(RawModel):
    """The metadata file: factions and the shared name and weapon tables."""

    # Rows are checked one by one (see _Metadata): one bad row of a newer or
    # hand-edited metadata file is skipped and reported, not fatal.
    factions: Annotated[list[Any], Field(max_length=MAX_FACTIONS)]
    weapons: list[Any]
    skills: list[Any]
    equips: list[Any]
    ammunitions: list[Any]
    hack: list[Any] = []


def hacking_programs_of(
    meta: RawMetadata, problems: list[str]
) -> tuple[HackingProgram, ...]:
    """The metadata's hacking programs, in data order.

    A row not of the official shape is left out and reported (file and JSON
    path) in ``problems``.
    """
    programs = []
    for i, row in enumerate(meta.hack):
        try:
            programs.append(RawHack.model_validate(row).program())
        except ValidationError as exc:
            first = exc.errors()[0]
            where = "".join(
                f"[{p}]" if isinstance(p, int) else f".{p}" for p in first["loc"]
            )
            problems.append(
                _(
                    "{metadata}: at hack[{i}]{where}: {problem} (program skipped)",
                    metadata=METADATA_FILE,
                    i=i,
                    where=where,
                    problem=first["msg"],
                )
            )
    return tuple(programs)


# The metadata's row adapters are built on first use, as the models are.


@cache
def factions_adapter() -> TypeAdapter[list[RawFaction]]:
    """The checker of the metadata's ``factions`` rows (built once, on first use)."""
    return TypeAdapter(list[RawFaction])


@cache
def weapon_rows_adapter() -> TypeAdapter[list[RawWeaponRow]]:
    """The checker of the metadata's ``weapons`` rows (built once, on first use)."""
    return TypeAdapter(list[RawWeaponRow])


@cache
def named_adapter() -> TypeAdapter[list[RawNamed]]:
    """The checker of an id-and-name table's rows (built once, on first use)."""
    return TypeAdapter(list[RawNamed])
