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

from __future__ import annotations

import re
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


class _Raw(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)


class _RawItem(TypedDict, total=False):
    # The official files hold a few empty {} items (a builder artefact): no id.
    id: int
    q: int | None
    extra: list[int] | None


class _RawOrder(TypedDict, total=False):
    type: Required[OrderType]
    list: int
    total: int


class _RawInclude(TypedDict, total=False):
    q: int
    group: Required[int]
    option: Required[int]


class _RawOption(TypedDict, total=False):
    id: Required[int]
    name: Required[str]
    points: Required[_Points]
    swc: Required[_Swc]
    minis: _Minis
    disabled: bool
    orders: list[_RawOrder]
    weapons: list[_RawItem]
    skills: list[_RawItem]
    equip: list[_RawItem]
    chars: list[int]
    includes: list[_RawInclude]


_RawProfile = TypedDict(  # noqa: UP013 - "str" cannot be a class attribute here
    "_RawProfile",
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
        "skills": list[_RawItem],
        "equip": list[_RawItem],
        "weapons": list[_RawItem],
    },
    total=False,
)


class _RawProfileGroup(TypedDict, total=False):
    id: Required[int]
    isc: str | None
    category: int | None
    profiles: Required[list[_RawProfile]]
    options: list[_RawOption]


class _RawUnit(TypedDict, total=False):
    id: Required[int]
    isc: Required[str]
    name: str | None
    slug: str
    notes: str | None
    factions: list[int]
    profileGroups: Required[list[_RawProfileGroup]]
    options: list[_RawOption]


class _RawNamed(_Raw):
    id: int | str
    name: str


class _RawFireteamUnit(_Raw):
    slug: str
    name: str = ""
    min: int = 0
    max: int = 0
    required: bool = False
    comment: str = ""


class _RawFireteamTeam(_Raw):
    name: str
    type: list[str] = []
    units: list[_RawFireteamUnit] = []


class _RawFireteamChart(_Raw):
    spec: dict[str, int] = {}
    teams: list[_RawFireteamTeam] = []


class _RawDependency(_Raw):
    unit: int
    profile: int | None = None
    group: bool = False


class _RawRelationUnit(_Raw):
    unit: int
    profile: int | None = None
    depends: list[_RawDependency] = []


class _RawRelation(_Raw):
    units: list[_RawRelationUnit]
    min: int = 0
    max: int | None = None
    group: bool = False


class _RawArmyFile(_Raw):
    version: str = ""
    units: list[_RawUnit]
    reinforcements: int | None = None
    filters: dict[str, list[_RawNamed]]
    relations: list[_RawRelation] = []
    fireteamChart: _RawFireteamChart | list[Any] | None = None


class _RawDistance(_Raw):
    max: int
    mod: str


class _RawWeaponRow(_Raw):
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
    distance: dict[str, _RawDistance | None] | None = None


class _RawFaction(_Raw):
    id: int
    parent: int
    name: str
    slug: str
    discontinued: bool = False
    logo: str = ""


class _RawHack(_Raw):
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


class _RawMetadata(_Raw):
    # Rows are checked one by one (see _Metadata): one bad row of a newer or
    # hand-edited metadata file is skipped and reported, not fatal.
    factions: Annotated[list[Any], Field(max_length=MAX_FACTIONS)]
    weapons: list[Any]
    skills: list[Any]
    equips: list[Any]
    ammunitions: list[Any]
    hack: list[Any] = []


def _hacking_programs(
    meta: _RawMetadata, problems: list[str]
) -> tuple[HackingProgram, ...]:
    """The metadata's hacking programs, in data order.

    A row not of the official shape is left out and reported (file and JSON
    path) in ``problems``.
    """
    programs = []
    for i, row in enumerate(meta.hack):
        try:
            programs.append(_RawHack.model_validate(row).program())
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


_FACTION = TypeAdapter(list[_RawFaction])


_WEAPON_ROW = TypeAdapter(list[_RawWeaponRow])


_NAMED = TypeAdapter(list[_RawNamed])
