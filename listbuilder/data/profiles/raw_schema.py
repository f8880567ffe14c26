"""The pydantic schema of the official army files, as they are on the wire.

Every shape is a TypedDict, checked by a TypeAdapter built on first use:
pydantic-core checks them twice as fast as model instances, defining them costs
next to nothing at import, and a start that reads the caches builds no checker
(``army_cache``). A key not marked ``Required`` may be absent: the reader gives
its default, which each class names. The official files carry many fields we
do not use (logos, wiki links, notes in several places) and gain new ones
between data versions: unknown keys are ignored (a TypedDict's default) on
purpose, so a newer file a user downloads still loads. Checking a file
against this schema names the JSON path of any problem. Numbers the rules add
up are bounded (:data:`MAX_POINTS`, :data:`MAX_SWC`, :data:`MAX_MINIS`,
:data:`MAX_FACTIONS`), generously: the official data stays far inside them,
and a file past them (an option at -1,000,000 points) is refused rather than
making an absurd list legal.
"""

import re
from functools import cache
from typing import Annotated, Any, Required, TypeVar

from pydantic import AfterValidator, Field, TypeAdapter
from typing_extensions import TypedDict

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


class RawNamed(TypedDict):
    """An id and its name (a metadata or army-file name table row)."""

    id: int | str
    name: str


class RawFireteamUnit(TypedDict, total=False):
    """A unit line of a fireteam chart team (absent: ``""``, 0, False)."""

    slug: Required[str]
    name: str
    min: int
    max: int
    required: bool
    comment: str


class RawFireteamTeam(TypedDict, total=False):
    """One team of an army's fireteam chart (absent lists: empty)."""

    name: Required[str]
    type: list[str]
    units: list[RawFireteamUnit]


class RawFireteamChart(TypedDict, total=False):
    """An army's fireteam chart: team counts and teams (absent: empty)."""

    spec: dict[str, int]
    teams: list[RawFireteamTeam]


class RawDependency(TypedDict, total=False):
    """What a relation's unit depends on (another unit, a profile).

    Fields as the official files write them: ``unit`` and ``profile`` name
    the unit (profile group) depended on; ``group: true`` wants it in the
    dependent's combat group; ``min`` is how many of it are needed (absent: the
    relation's ``min``, at least 1); ``minDependant: N`` makes the entry apply
    only once N or more of the dependent profile are fielded (in that combat
    group when ``group`` is true): 202 Imperial Service,
    ``{"unit": 146, "profile": 2, "group": true, "minDependant": 5, "min": 2}``,
    five Kuang Shi need two Control Devices. Absent: None, False, None, None.
    Source: RULES.md A11, A14.
    """

    unit: Required[int]
    profile: int | None
    group: bool
    min: Annotated[int, Field(ge=0, le=MAX_MINIS)] | None
    minDependant: Annotated[int, Field(ge=1, le=MAX_MINIS)] | None


class RawRelationUnit(TypedDict, total=False):
    """A unit (or profile) named by a relation (absent: None, no dependencies)."""

    unit: Required[int]
    profile: int | None
    depends: list[RawDependency]


class RawRelation(TypedDict, total=False):
    """A relation of the army file: a shared cap or a requirement.

    Absent: ``min`` 0, ``max`` None (no cap), ``group`` False.
    """

    units: Required[list[RawRelationUnit]]
    min: int
    max: int | None
    group: bool


class RawShopItem(TypedDict, total=False):
    """One purchase of the Spec-Ops shop: its XP, the item, what it also grants."""

    exp: Required[Annotated[int, Field(ge=0, le=MAX_POINTS)]]
    id: Required[int]
    extras: list[int] | None
    # what the purchase grants: items, or (Combined Army's Engineer) a bare id
    skills: list[RawItem | int]
    equip: list[RawItem | int]
    weapons: list[RawItem | int]


class RawSpecops(TypedDict, total=False):
    """An army file's ``specops`` block (ITS.md E7): its options and its shop."""

    units: list[RawUnit]
    skills: list[RawShopItem]
    equip: list[RawShopItem]
    weapons: list[RawShopItem]


class RawArmyFile(TypedDict, total=False):
    """One army file: version, units, fireteam chart, relations, names.

    Absent: ``version`` "", ``reinforcements`` None, no relations, no chart,
    no Spec-Ops block.
    """

    version: str
    units: Required[list[RawUnit]]
    reinforcements: int | None
    filters: Required[dict[str, list[RawNamed]]]
    relations: list[RawRelation]
    fireteamChart: RawFireteamChart | list[Any] | None
    specops: RawSpecops | list[Any] | None


class RawDistance(TypedDict):
    """One range band of a weapon row: its end and modifier."""

    max: int
    mod: str


class RawWeaponRow(TypedDict, total=False):
    """One weapon mode as the metadata's weapon table lists it.

    Absent: ``type`` "WEAPON", ``mode`` and ``ammunition`` None, the profile
    values "-", no properties, no ranges.
    """

    id: Required[int]
    type: str
    name: Required[str]
    mode: str | None
    ammunition: int | None
    burst: str
    damage: str
    saving: str
    savingNum: str
    properties: list[str]
    distance: dict[str, RawDistance | None] | None


class RawFaction(TypedDict, total=False):
    """One faction of the metadata: id, parent, name, slug, logo.

    Absent: ``discontinued`` False, ``logo`` "".
    """

    id: Required[int]
    parent: Required[int]
    name: Required[str]
    slug: Required[str]
    discontinued: bool
    logo: str


class RawMetadata(TypedDict, total=False):
    """The metadata file: factions and the shared name and weapon tables.

    Rows are checked one by one (see ``MetaNames``): one bad row of a newer or
    hand-edited metadata file is skipped and reported, not fatal. Absent
    ``hack``: no programs.
    """

    factions: Required[Annotated[list[Any], Field(max_length=MAX_FACTIONS)]]
    weapons: Required[list[Any]]
    skills: Required[list[Any]]
    equips: Required[list[Any]]
    ammunitions: Required[list[Any]]
    hack: list[Any]


# The checkers are built on first use: a start that reads its armies and
# metadata from the caches checks no raw file, so builds none of them.


_T = TypeVar("_T")


@cache
def adapter(shape: type[_T]) -> TypeAdapter[_T]:
    """The checker of ``shape`` (``RawArmyFile``, ``list[RawFaction]``...), built once.

    ``TypeAdapter`` builds its schema when made, so each is made on first use.
    """
    return TypeAdapter(shape)
