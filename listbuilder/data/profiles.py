"""Load the official army data (metadata + army files) into a core ``Catalog``.

``load_catalog`` reads the metadata and lists the folder; each army file is
parsed the first time the catalog is asked for it. The raw JSON is first checked
against a pydantic schema of the official format (so a malformed file names the
file, the JSON path and the problem), then every id is resolved through the army
file's ``filters`` and the metadata into the core's named models. Reinforcement
files are attached to their army by the catalog.

Imports core, stdlib and pydantic; no Qt, no reportlab.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Required, TypeVar

from pydantic import BaseModel, ConfigDict, TypeAdapter, ValidationError
from typing_extensions import TypedDict

from listbuilder.core.catalog import (
    Army,
    ArmyFile,
    Catalog,
    Faction,
    FireteamChart,
    FireteamSlot,
    FireteamTeam,
    HackingProgram,
    Include,
    ItemRef,
    Option,
    OrderGrant,
    OrderType,
    Profile,
    ProfileGroup,
    RangeBand,
    Relation,
    RelationDependency,
    RelationUnit,
    Unit,
    Weapon,
    WeaponMode,
)
from listbuilder.core.errors import DataError
from listbuilder.data.profile_index import read_facts

METADATA_FILE = "metadata_n5.json"
_T = TypeVar("_T", bound=BaseModel)
_R = TypeVar("_R", bound=BaseModel)


# -- raw schema of the official files -------------------------------------------
# The official files carry many fields we do not use (logos, wiki links, notes
# in several places) and gain new ones between data versions. extra="ignore" on
# purpose: a newer file a user downloads must still load.


class _Raw(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)


# The unit subtree (thousands of options and items) is checked as TypedDicts:
# pydantic-core validates them twice as fast as model instances, and the
# resolver reads them once. Absent keys take the defaults the resolver gives.


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
    points: Required[int]
    swc: Required[str]
    minis: int
    disabled: bool
    orders: list[_RawOrder]
    weapons: list[_RawItem]
    skills: list[_RawItem]
    equip: list[_RawItem]
    chars: list[int]
    includes: list[_RawInclude]


# "str" is a key of the official profile: the functional form allows it.
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
    factions: list[Any]
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
                f"{METADATA_FILE}: at hack[{i}]{where}: {first['msg']} "
                "(program skipped)"
            )
    return tuple(programs)


_FACTION = TypeAdapter(list[_RawFaction])
_WEAPON_ROW = TypeAdapter(list[_RawWeaponRow])
_NAMED = TypeAdapter(list[_RawNamed])


# -- helpers ----------------------------------------------------------------------


def _read_json(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError as exc:
        raise DataError(f"{path}: cannot be read ({exc.strerror or exc})") from exc


def _validate(model: type[_T], raw: bytes, path: Path) -> _T:
    try:
        return model.model_validate_json(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = _json_path(first["loc"])
        count = exc.error_count()
        more = f" (and {count - 1} more problems)" if count > 1 else ""
        raise DataError(
            f"{path.name}: at {where or 'the top level'}: {first['msg']}{more}"
        ) from exc


def _json_path(loc: Sequence[int | str]) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out


_RANGE_ORDER = ("short", "med", "long", "max")


def _weapon_from_rows(rows: list[_RawWeaponRow], ammo: Mapping[int, str]) -> Weapon:
    modes = []
    for row in rows:
        bands: list[RangeBand] = []
        lower = 0
        for key in _RANGE_ORDER:
            dist = (row.distance or {}).get(key)
            if dist is None:
                continue
            bands.append(
                RangeBand(min_cm=lower, max_cm=dist.max, modifier=_int(dist.mod))
            )
            lower = dist.max
        modes.append(
            WeaponMode(
                name=row.mode or row.name,
                burst=row.burst,
                damage=row.damage,
                saving=row.saving,
                saving_num=row.savingNum,
                ammunition=ammo.get(row.ammunition, "") if row.ammunition else "",
                properties=tuple(row.properties),
                ranges=tuple(bands),
            )
        )
    return Weapon(
        id=rows[0].id, name=rows[0].name, kind=rows[0].type, modes=tuple(modes)
    )


def _int(text: str) -> int:
    try:
        return int(text.replace("+", ""))
    except ValueError:
        return 0


# The raw schema above has already validated every value, so the resolved core
# models are built without a second validation: an army file is loaded when a
# player first picks it, and validate loads each army its lists use.

_M = TypeVar("_M", bound=BaseModel)
_setattr = object.__setattr__


def _built(cls: type[_M], /, **values: Any) -> _M:
    """``cls.model_construct(**values)`` for a call that gives every field.

    ``model_construct`` looks up aliases and defaults field by field, which is
    a third of an army's load time; every caller here passes every field of
    already validated values (``tests/data/test_profiles.py`` checks the
    result equals a validated model).
    """
    obj = cls.__new__(cls)
    _setattr(obj, "__dict__", values)
    _setattr(obj, "__pydantic_fields_set__", set(values))
    _setattr(obj, "__pydantic_extra__", None)
    _setattr(obj, "__pydantic_private__", None)
    return obj


class _Resolver:
    """Turns one army file's ids into names, naming the JSON path on failure."""

    def __init__(
        self,
        file: Path,
        filters: Mapping[str, list[_RawNamed]],
        meta: _MetaNames,
        shared: _SharedUnits | None = None,
    ) -> None:
        self.file = file
        self.warnings: list[str] = []
        self.shared = shared
        #: (table, id) this file names as the folder's reference does (see
        #: _SharedUnits).
        self.agreeing: frozenset[tuple[str, int]] | None = None
        #: (kind, id) of items no table names, in the order met.
        self.unknown: list[tuple[str, int]] = []
        # Items repeat a great deal (every Combi Rifle is the same ItemRef), and
        # the refs are frozen, so one instance per distinct item is shared.
        self._items: dict[tuple[str, int, tuple[int, ...], int], ItemRef] = {}
        self._plain: dict[str, dict[int, ItemRef]] = {
            "weapon": {},
            "skill": {},
            "equipment": {},
        }
        self._grants: dict[tuple[OrderType, int, bool], OrderGrant] = {}
        self._includes: dict[tuple[int, int, int], Include] = {}

        def table(
            key: str, fallback: Mapping[int, str] | None = None
        ) -> dict[int, str]:
            names = dict(fallback or {})
            for row in filters.get(key, []):
                if isinstance(row.id, int):
                    names[row.id] = row.name
            return names

        self.skills = table("skills", meta.skills)
        self.equip = table("equip", meta.equips)
        self.weapons = table("weapons", meta.weapons)
        self.chars = table("chars")
        self.extras = table("extras")
        self.types = table("type")
        self.categories = table("category")

    def items(
        self, raw: list[_RawItem] | None, names: Mapping[int, str], kind: str
    ) -> tuple[ItemRef, ...]:
        if not raw:
            return ()
        cache = self._items
        plain = self._plain[kind]
        out = []
        for i, item in enumerate(raw):
            item_id = item.get("id")
            if item_id is None:
                continue
            extra, quantity = item.get("extra"), item.get("q")
            if not extra and not quantity:
                # most items: no extras, no quantity (a plain Combi Rifle)
                ref = plain.get(item_id)
                if ref is None:
                    ref = plain[item_id] = self._new_item(
                        (kind, item_id, (), 1), names, i
                    )
                out.append(ref)
                continue
            key = (kind, item_id, tuple(extra) if extra else (), quantity or 1)
            ref = cache.get(key)
            if ref is None:
                ref = cache[key] = self._new_item(key, names, i)
            out.append(ref)
        return tuple(out)

    def _new_item(
        self,
        key: tuple[str, int, tuple[int, ...], int],
        names: Mapping[int, str],
        index: int,
    ) -> ItemRef:
        try:
            return self._item(key, names)
        except _Fail as fail:
            raise fail.at(index) from None

    def _item(
        self, key: tuple[str, int, tuple[int, ...], int], names: Mapping[int, str]
    ) -> ItemRef:
        kind, item_id, extra_ids, quantity = key
        name = names.get(item_id)
        if name is None:
            # The official files hold a few dangling ids (weapon 219 on the
            # Monstruckers): keep the item visible and report it, rather than
            # refuse an otherwise good file.
            name = f"Unknown {kind} #{item_id}"
            self.unknown.append((kind, item_id))
        try:
            extras = tuple(self.extras[e] for e in extra_ids)
        except KeyError as exc:
            raise _Fail(f"unknown extra id {exc.args[0]}", "extra") from None
        return _built(ItemRef, id=item_id, name=name, extras=extras, quantity=quantity)

    def chars_of(self, raw: list[int] | None) -> tuple[str, ...]:
        if not raw:
            return ()
        try:
            return tuple(self.chars[c] for c in raw)
        except KeyError as exc:
            raise _Fail(f"unknown characteristic id {exc.args[0]}", "chars") from None

    def _grant(self, raw: _RawOrder) -> OrderGrant:
        key = (raw["type"], raw.get("total", 1), raw.get("list", 0) > 0)
        grant = self._grants.get(key)
        if grant is None:
            grant = _built(OrderGrant, type=key[0], total=key[1], pool=key[2])
            self._grants[key] = grant
        return grant

    def _include(self, raw: _RawInclude) -> Include:
        key = (raw["group"], raw["option"], raw.get("q", 1))
        include = self._includes.get(key)
        if include is None:
            include = _built(
                Include, group_id=key[0], option_id=key[1], quantity=key[2]
            )
            self._includes[key] = include
        return include

    # Paths are built only on failure: each level adds its step to the _Fail
    # raised below it (formatting them for every option was a fifth of the
    # load time).

    def _listed(
        self, raw: list[_RawItem] | None, names: Mapping[int, str], kind: str, key: str
    ) -> tuple[ItemRef, ...]:
        try:
            return self.items(raw, names, kind)
        except _Fail as fail:
            raise fail.at(key) from None

    def option(self, raw: _RawOption) -> Option:
        orders = raw.get("orders")
        includes = raw.get("includes")
        return _built(
            Option,
            id=raw["id"],
            name=raw["name"],
            points=raw["points"],
            swc=raw["swc"],
            minis=raw.get("minis", 1),
            orders=tuple(map(self._grant, orders)) if orders else (),
            weapons=self._listed(raw.get("weapons"), self.weapons, "weapon", "weapons"),
            skills=self._listed(raw.get("skills"), self.skills, "skill", "skills"),
            equipment=self._listed(raw.get("equip"), self.equip, "equipment", "equip"),
            characteristics=self.chars_of(raw.get("chars")),
            includes=tuple(map(self._include, includes)) if includes else (),
            disabled=raw.get("disabled", False),
        )

    def profile(self, raw: _RawProfile) -> Profile:
        unit_type = self.types.get(raw["type"])
        if unit_type is None:
            raise _Fail(f"unknown unit type id {raw['type']}", "type")
        move = raw["move"]
        return _built(
            Profile,
            id=raw["id"],
            name=raw["name"],
            unit_type=unit_type,
            move=(move[0], move[1]) if len(move) >= 2 else (*move, 0, 0)[:2],
            cc=raw["cc"],
            bs=raw["bs"],
            ph=raw["ph"],
            wip=raw["wip"],
            arm=raw["arm"],
            bts=raw["bts"],
            w=raw["w"],
            is_str=raw.get("str", False),
            s=raw["s"],
            ava=raw["ava"],
            characteristics=self.chars_of(raw.get("chars")),
            skills=self._listed(raw.get("skills"), self.skills, "skill", "skills"),
            equipment=self._listed(raw.get("equip"), self.equip, "equipment", "equip"),
            weapons=self._listed(raw.get("weapons"), self.weapons, "weapon", "weapons"),
        )

    def _options(self, raw: list[_RawOption] | None) -> tuple[Option, ...]:
        out = []
        for i, option in enumerate(raw or ()):
            try:
                out.append(self.option(option))
            except _Fail as fail:
                raise fail.at("options", i) from None
        return tuple(out)

    def _group(self, raw: _RawProfileGroup, isc: str) -> ProfileGroup:
        profiles = []
        for i, profile in enumerate(raw["profiles"]):
            try:
                profiles.append(self.profile(profile))
            except _Fail as fail:
                raise fail.at("profiles", i) from None
        return _built(
            ProfileGroup,
            id=raw["id"],
            isc=(raw.get("isc") or isc).strip(),
            category=self.categories.get(raw.get("category") or 0, ""),
            profiles=tuple(profiles),
            options=self._options(raw.get("options")),
        )

    def unit(self, raw: _RawUnit) -> Unit:
        isc = raw["isc"].strip()
        groups = []
        for i, group in enumerate(raw["profileGroups"]):
            try:
                groups.append(self._group(group, isc))
            except _Fail as fail:
                raise fail.at("profileGroups", i) from None
        if not groups or not groups[0].profiles:
            raise _Fail("a unit needs a profile", "profileGroups")
        return _built(
            Unit,
            id=raw["id"],
            isc=isc,
            name=raw.get("name") or isc.upper(),
            slug=raw.get("slug", ""),
            unit_type=groups[0].profiles[0].unit_type,
            category=groups[0].category,
            profile_groups=tuple(groups),
            options=self._options(raw.get("options")),
            factions=tuple(raw.get("factions", ())),
            notes=raw.get("notes") or "",
        )

    def units(self, raw: list[_RawUnit]) -> tuple[Unit, ...]:
        """Every unit; a failure names the file and the JSON path.

        Raises
        ------
        DataError
            If an id is unknown or a unit has no profile.
        """
        out = []
        for i, unit in enumerate(raw):
            known = len(self.unknown)
            reused = self.shared.find(unit, self) if self.shared else None
            if reused is not None:
                out.append(reused[0])
                self.unknown.extend(reused[1])
            else:
                try:
                    built = self.unit(unit)
                except _Fail as fail:
                    where = _json_path(["units", i, *fail.path])
                    raise DataError(
                        f"{self.file.name}: at {where}: {fail.what}"
                    ) from None
                out.append(built)
                if self.shared is not None:
                    self.shared.add(unit, built, self, self.unknown[known:])
            for kind, item_id in self.unknown[known:]:
                steps = _find_item(unit, _ITEM_KEYS[kind], item_id)
                self.warnings.append(
                    f"{self.file.name}: at {_json_path(['units', i, *steps])}.id: "
                    f"unknown {kind} id {item_id}"
                )
        return tuple(out)


#: The raw key of each item kind (for the path of a dangling id).
_ITEM_KEYS = {"weapon": "weapons", "skill": "skills", "equipment": "equip"}
#: The resolver's name tables.
_TABLES = ("skills", "equip", "weapons", "chars", "extras", "types", "categories")
#: Resolver table of each raw key that holds ids.
_TABLE_OF_ITEMS = {"weapons": "weapons", "skills": "skills", "equip": "equip"}


def _ids_used(raw: Any, out: set[tuple[str, int]]) -> set[tuple[str, int]]:
    """Every (resolver table, id) a raw unit looks up, for :class:`_SharedUnits`."""
    if isinstance(raw, dict):
        for key, value in raw.items():
            if key in _TABLE_OF_ITEMS and isinstance(value, list):
                table = _TABLE_OF_ITEMS[key]
                for item in value:
                    if isinstance(item, dict) and isinstance(item.get("id"), int):
                        out.add((table, item["id"]))
                        out.update(("extras", e) for e in item.get("extra") or ())
            elif key == "chars" and isinstance(value, list):
                out.update(("chars", c) for c in value)
            elif key == "type" and isinstance(value, int):
                out.add(("types", value))
            elif key == "category" and isinstance(value, int):
                out.add(("categories", value))
            else:
                _ids_used(value, out)
    elif isinstance(raw, list):
        for value in raw:
            _ids_used(value, out)
    return out


class _SharedUnits:
    """Units resolved from one army file, reused by the next files of the folder.

    Most units appear, byte for byte the same, in a generic army and in its
    sectorials (63% of the 3,983 units of the N5 files). A unit is reused only
    when its raw data equals the one already resolved and every id it looks up
    has the same name in the new file's tables; otherwise it is resolved (and
    so checked) again.
    """

    def __init__(self) -> None:
        self._units: dict[
            int, list[tuple[_RawUnit, Unit, _Resolver, list[tuple[str, int]]]]
        ] = {}
        self._ids: dict[int, set[tuple[str, int]]] = {}
        self._reference: dict[tuple[str, int], str] = {}

    def add(
        self,
        raw: _RawUnit,
        unit: Unit,
        resolver: _Resolver,
        unknown: list[tuple[str, int]],
    ) -> None:
        self._units.setdefault(raw["id"], []).append(
            (raw, unit, resolver, list(unknown))
        )

    def find(
        self, raw: _RawUnit, resolver: _Resolver
    ) -> tuple[Unit, list[tuple[str, int]]] | None:
        for known, unit, source, unknown in self._units.get(raw["id"], ()):
            if known != raw:
                continue
            key = id(known)
            ids = self._ids.get(key)
            if ids is None:
                ids = self._ids[key] = _ids_used(known, set())
            if ids <= self._agreeing(source) and ids <= self._agreeing(resolver):
                return unit, unknown
        return None

    def _agreeing(self, resolver: _Resolver) -> frozenset[tuple[str, int]]:
        """The (table, id) names of ``resolver`` that equal the folder's reference.

        The reference is the first name any file gave an id. Two files that
        both agree with it on every id a unit uses name that unit alike.
        Computed once per file.
        """
        if resolver.agreeing is None:
            reference = self._reference
            agreeing = []
            for table in _TABLES:
                for i, name in getattr(resolver, table).items():
                    key = (table, i)
                    if reference.setdefault(key, name) == name:
                        agreeing.append(key)
            resolver.agreeing = frozenset(agreeing)
        return resolver.agreeing


class _Fail(Exception):
    """A resolution failure; each enclosing level adds its step to ``path``."""

    def __init__(self, what: str, *path: int | str) -> None:
        super().__init__(what)
        self.what = what
        self.path: list[int | str] = list(path)

    def at(self, *steps: int | str) -> _Fail:
        self.path[:0] = steps
        return self


def _find_item(raw: Any, key: str, item_id: int) -> list[int | str]:
    """The path below ``raw`` of the first ``key`` list holding ``item_id``."""
    if isinstance(raw, dict):
        items = raw.get(key)
        if isinstance(items, list):
            for i, item in enumerate(items):
                if isinstance(item, dict) and item.get("id") == item_id:
                    return [key, i]
        for name, value in raw.items():
            found = _find_item(value, key, item_id)
            if found:
                return [name, *found]
    elif isinstance(raw, list):
        for i, value in enumerate(raw):
            found = _find_item(value, key, item_id)
            if found:
                return [i, *found]
    return []


def _ascii_int(value: int | str) -> int | None:
    """``value`` as an id: an int, or a string of ASCII digits ("12"); else None.

    ``str.isdigit`` also accepts "²" and Arabic-Indic digits ("١٠١"), which
    ``int`` either refuses or reads as another id: only ASCII digits are ids.
    """
    if isinstance(value, int):
        return value
    if value.isascii() and value.isdigit():
        return int(value)
    return None


class _MetaNames:
    """The metadata's rows, checked row by row: names of ids, factions, weapons.

    A row that is not the official shape, or whose id is not a number, is left
    out and reported in :attr:`problems` with the JSON path.
    """

    def __init__(self, meta: _RawMetadata, file: str) -> None:
        self.file = file
        self.problems: list[str] = []
        self.factions: dict[int, Faction] = {}
        for f in self._rows(_FACTION, meta.factions, "factions"):
            self.factions[f.id] = _built(
                Faction,
                id=f.id,
                parent=f.parent,
                # One official name holds a newline ("Starmada, Bureau Aegis
                # Naval\nPolice Department"), another a no-break space: names
                # are shown on one line.
                name=" ".join(f.name.split()),
                slug=f.slug,
                discontinued=f.discontinued,
                logo=f.logo,
            )
        self.skills = self._names(meta.skills, "skills")
        self.equips = self._names(meta.equips, "equips")
        self.ammo = self._names(meta.ammunitions, "ammunitions")
        self.weapon_rows: dict[int, list[_RawWeaponRow]] = {}
        for w in self._rows(_WEAPON_ROW, meta.weapons, "weapons"):
            self.weapon_rows.setdefault(w.id, []).append(w)
        self.weapons = {wid: rows[0].name for wid, rows in self.weapon_rows.items()}

    def _rows(
        self, adapter: TypeAdapter[list[_R]], rows: list[Any], key: str
    ) -> list[_R]:
        try:
            return adapter.validate_python(rows)
        except ValidationError:
            pass  # find and skip the bad rows below
        good: list[_R] = []
        for i, row in enumerate(rows):
            try:
                good.extend(adapter.validate_python([row]))
            except ValidationError as exc:
                err = exc.errors()[0]
                where = _json_path([key, i, *err["loc"][1:]])
                self.problems.append(
                    f"{self.file}: at {where}: {err['msg']}; the entry is skipped"
                )
        return good

    def _names(self, rows: list[Any], key: str) -> dict[int, str]:
        names: dict[int, str] = {}
        for i, row in enumerate(self._rows(_NAMED, rows, key)):
            item_id = _ascii_int(row.id)
            if item_id is None:
                self.problems.append(
                    f"{self.file}: at {key}[{i}].id: not a number "
                    f"({_excerpt(row.id)}); the entry is skipped"
                )
                continue
            names[item_id] = row.name
        return names


def _excerpt(value: object, limit: int = 40) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _chart(raw: _RawFireteamChart | list[Any] | None) -> FireteamChart:
    if not isinstance(raw, _RawFireteamChart):
        return FireteamChart()
    return FireteamChart(
        spec=dict(raw.spec),
        teams=tuple(
            FireteamTeam(
                name=t.name,
                types=tuple(t.type),
                slots=tuple(
                    FireteamSlot(
                        slug=u.slug,
                        name=u.name,
                        min=u.min,
                        max=u.max,
                        required=u.required,
                        comment=u.comment,
                    )
                    for u in t.units
                ),
            )
            for t in raw.teams
        ),
    )


def load_army_file(
    path: Path,
    faction: Faction,
    meta: _MetaNames,
    shared: _SharedUnits | None = None,
) -> tuple[Army, int | None]:
    """Load one army file into an :class:`Army` (reinforcements not yet attached).

    Returns the army and the id of its reinforcement file (or None).

    Raises
    ------
    DataError
        If the file cannot be read, is not the official format, or refers to an
        id that neither its filters nor the metadata define.
    """
    raw = _validate(_RawArmyFile, _read_json(path), path)
    resolver = _Resolver(path, raw.filters, meta, shared)
    units = resolver.units(raw.units)
    army = Army(
        faction=faction,
        version=raw.version,
        units=units,
        relations=tuple(
            Relation(
                units=tuple(
                    RelationUnit(
                        unit_id=u.unit,
                        group_id=u.profile,
                        depends=tuple(
                            RelationDependency(
                                unit_id=d.unit, group_id=d.profile, same_group=d.group
                            )
                            for d in u.depends
                        ),
                    )
                    for u in r.units
                ),
                min=r.min,
                max=r.max,
                group=r.group,
            )
            for r in raw.relations
        ),
        fireteam_chart=_chart(raw.fireteamChart),
        warnings=tuple(resolver.warnings),
    )
    return army, raw.reinforcements


@contextmanager
def _no_gc() -> Iterator[None]:
    # Loading makes ~100k small objects and nothing cyclic to free; the cyclic
    # collector would otherwise run dozens of times and double the load time.
    # The loaded profiles live as long as the app: freezing them keeps every
    # later collection from scanning them again (a third of the time it takes
    # validate to load 45 armies).
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if was_enabled:
            gc.enable()


def load_catalog(
    directory: Path,
    *,
    cache_dir: Path | None = None,
    on_problem: Callable[[str], None] | None = None,
    source: str = "",
) -> Catalog:
    """Read ``metadata_n5.json`` and list the army files of ``directory``.

    No army file is parsed here: the catalog loads each one the first time it
    is used (:meth:`Catalog.army`). Files that are not army files of this
    metadata (Code One ``1xx01.json``, ``metadata_c1.json``, names that are not
    ASCII faction ids such as ``².json`` or ``١٠١.json``, ids the metadata does
    not name) are skipped and reported; a file that fails to load later makes
    only that army unavailable.

    Parameters
    ----------
    directory : Path
        A folder shaped like the bundled ``profiles/``.
    cache_dir : Path, optional
        Where the profile index (versions and unit counts by file name, size and
        mtime) is kept between runs; without it the index lives in memory.
    on_problem : Callable[[str], None], optional
        Told of each problem (file, JSON path, what is wrong) as it is found.
    source : str
        Where the data comes from, for people (``"bundled"``...).

    Returns
    -------
    Catalog
        The metadata factions and weapons, and a loader for every army file.

    Raises
    ------
    DataError
        If the metadata file is missing, unreadable or not the official shape
        (without it no army can be read).
    """
    meta_path = directory / METADATA_FILE
    if not meta_path.is_file():
        raise DataError(f"{meta_path}: the profile metadata file is missing")
    with _no_gc():
        meta = _validate(_RawMetadata, _read_json(meta_path), meta_path)
        names = _MetaNames(meta, METADATA_FILE)
        weapons = {
            wid: _weapon_from_rows(rows, names.ammo)
            for wid, rows in names.weapon_rows.items()
        }
    files, skipped = _army_files(directory, names.factions)
    folder = _Folder(files, names)
    hack_problems: list[str] = []
    programs = _hacking_programs(meta, hack_problems)
    return Catalog(
        tuple(names.factions.values()),
        weapons,
        folder.load,
        files=files,
        facts=lambda: read_facts(files, cache_dir),
        problems=[*names.problems, *hack_problems, *skipped],
        on_problem=on_problem,
        source=source,
        hacking_programs=programs,
    )


def _army_files(
    directory: Path, factions: Mapping[int, Faction]
) -> tuple[dict[int, Path], list[str]]:
    """The army files of ``directory`` by faction id, and the files skipped."""
    files: dict[int, Path] = {}
    skipped: list[str] = []
    try:
        entries = sorted(os.scandir(directory), key=lambda e: e.name)
    except OSError as exc:
        raise DataError(f"{directory}: cannot be read ({exc.strerror or exc})") from exc
    for entry in entries:
        name = entry.name
        if not name.endswith(".json") or name.startswith(".") or name == METADATA_FILE:
            continue
        stem = name.removesuffix(".json")
        if not (stem.isascii() and stem.isdigit()) or stem != str(int(stem)):
            what = (
                "Code One metadata, another game"
                if name.startswith("metadata")
                else "not an army file: expected <faction id>.json with ASCII digits"
            )
            skipped.append(f"{name}: skipped ({what})")
            continue
        faction_id = int(stem)
        if faction_id not in factions:
            skipped.append(
                f"{name}: skipped ({METADATA_FILE} names no faction {faction_id}; "
                "a Code One or other game's file?)"
            )
            continue
        if not entry.is_file():
            skipped.append(f"{name}: skipped (not a regular file)")
            continue
        files[faction_id] = Path(entry.path)
    return files, skipped


class _Folder:
    """Loads the army files of one profile folder for a :class:`Catalog`."""

    def __init__(self, files: Mapping[int, Path], names: _MetaNames) -> None:
        self.files = dict(files)
        self.names = names
        self.shared = _SharedUnits()

    def load(self, faction_id: int) -> ArmyFile:
        path = self.files[faction_id]
        with _no_gc():
            army, list_id = load_army_file(
                path, self.names.factions[faction_id], self.names, self.shared
            )
        if list_id == faction_id:
            return ArmyFile(
                army,
                None,
                (
                    f"{path.name}: at reinforcements: the army names itself as its "
                    "reinforcement list; it loads without reinforcements",
                ),
            )
        return ArmyFile(army, list_id)


def check_catalog(catalog: Catalog) -> list[str]:
    """Load every army and reinforcement list of ``catalog``; return the problems.

    What a data update runs on a downloaded set before installing it, and what
    ``listbuilder data status`` reports. Each problem names the file and the
    JSON path.
    """
    for army_id in catalog.army_ids:
        catalog.army(army_id)
    for list_id in catalog.reinforcement_ids:
        catalog.reinforcement_list(list_id)
    return list(catalog.problems)
