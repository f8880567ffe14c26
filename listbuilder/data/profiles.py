"""Load the official army data (metadata + army files) into a core ``Catalog``.

The raw JSON is first checked against a pydantic schema of the official format
(so a malformed file names the file, the JSON path and the problem), then every
id is resolved through the army file's ``filters`` and the metadata into the
core's named models. Reinforcement files are attached to their army.

Imports core, stdlib and pydantic; no Qt, no reportlab.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Required, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError
from typing_extensions import TypedDict

from listbuilder.core.catalog import (
    Army,
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

METADATA_FILE = "metadata_n5.json"
_T = TypeVar("_T", bound=BaseModel)


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
    factions: list[_RawFaction]
    weapons: list[_RawWeaponRow]
    skills: list[_RawNamed]
    equips: list[_RawNamed]
    ammunitions: list[_RawNamed]
    hack: list[_RawHack] = []


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
# models are built with model_construct (no second validation): loading all the
# bundled profiles is on the app's start-up path.


class _Resolver:
    """Turns one army file's ids into names, naming the JSON path on failure."""

    def __init__(
        self, file: Path, filters: Mapping[str, list[_RawNamed]], meta: _MetaNames
    ) -> None:
        self.file = file
        self.warnings: list[str] = []
        # Items repeat a great deal (every Combi Rifle is the same ItemRef), and
        # the refs are frozen, so one instance per distinct item is shared.
        self._items: dict[tuple[str, int, tuple[int, ...], int], ItemRef] = {}
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

    def fail(self, where: str, what: str) -> DataError:
        return DataError(f"{self.file.name}: at {where}: {what}")

    def items(
        self, raw: list[_RawItem], names: Mapping[int, str], kind: str, where: str
    ) -> tuple[ItemRef, ...]:
        out = []
        for i, item in enumerate(raw):
            item_id = item.get("id")
            if item_id is None:
                continue
            key = (kind, item_id, tuple(item.get("extra") or ()), item.get("q") or 1)
            ref = self._items.get(key)
            if ref is None:
                ref = self._item(key, names, f"{where}[{i}]")
                self._items[key] = ref
            out.append(ref)
        return tuple(out)

    def _item(
        self,
        key: tuple[str, int, tuple[int, ...], int],
        names: Mapping[int, str],
        where: str,
    ) -> ItemRef:
        kind, item_id, extra_ids, quantity = key
        name = names.get(item_id)
        if name is None:
            # The official files hold a few dangling ids (weapon 219 on the
            # Monstruckers): keep the item visible and report it, rather than
            # refuse an otherwise good file.
            name = f"Unknown {kind} #{item_id}"
            self.warnings.append(
                f"{self.file.name}: at {where}.id: unknown {kind} id {item_id}"
            )
        try:
            extras = tuple(self.extras[e] for e in extra_ids)
        except KeyError as exc:
            raise self.fail(
                f"{where}.extra", f"unknown extra id {exc.args[0]}"
            ) from None
        return ItemRef.model_construct(
            id=item_id, name=name, extras=extras, quantity=quantity
        )

    def chars_of(self, raw: list[int], where: str) -> tuple[str, ...]:
        try:
            return tuple(self.chars[c] for c in raw)
        except KeyError as exc:
            raise self.fail(where, f"unknown characteristic id {exc.args[0]}") from None

    def _grant(self, raw: _RawOrder) -> OrderGrant:
        key = (raw["type"], raw.get("total", 1), raw.get("list", 0) > 0)
        grant = self._grants.get(key)
        if grant is None:
            grant = OrderGrant.model_construct(type=key[0], total=key[1], pool=key[2])
            self._grants[key] = grant
        return grant

    def _include(self, raw: _RawInclude) -> Include:
        key = (raw["group"], raw["option"], raw.get("q", 1))
        include = self._includes.get(key)
        if include is None:
            include = Include.model_construct(
                group_id=key[0], option_id=key[1], quantity=key[2]
            )
            self._includes[key] = include
        return include

    def option(self, raw: _RawOption, where: str) -> Option:
        return Option.model_construct(
            id=raw["id"],
            name=raw["name"],
            points=raw["points"],
            swc=raw["swc"],
            minis=raw.get("minis", 1),
            orders=tuple(self._grant(o) for o in raw.get("orders", ())),
            weapons=self.items(
                raw.get("weapons", []), self.weapons, "weapon", f"{where}.weapons"
            ),
            skills=self.items(
                raw.get("skills", []), self.skills, "skill", f"{where}.skills"
            ),
            equipment=self.items(
                raw.get("equip", []), self.equip, "equipment", f"{where}.equip"
            ),
            characteristics=self.chars_of(raw.get("chars", []), f"{where}.chars"),
            includes=tuple(self._include(i) for i in raw.get("includes", ())),
            disabled=raw.get("disabled", False),
        )

    def profile(self, raw: _RawProfile, where: str) -> Profile:
        unit_type = self.types.get(raw["type"])
        if unit_type is None:
            raise self.fail(f"{where}.type", f"unknown unit type id {raw['type']}")
        move = [*raw["move"], 0, 0][:2]
        return Profile.model_construct(
            id=raw["id"],
            name=raw["name"],
            unit_type=unit_type,
            move=(move[0], move[1]),
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
            characteristics=self.chars_of(raw.get("chars", []), f"{where}.chars"),
            skills=self.items(
                raw.get("skills", []), self.skills, "skill", f"{where}.skills"
            ),
            equipment=self.items(
                raw.get("equip", []), self.equip, "equipment", f"{where}.equip"
            ),
            weapons=self.items(
                raw.get("weapons", []), self.weapons, "weapon", f"{where}.weapons"
            ),
        )

    def unit(self, raw: _RawUnit, where: str) -> Unit:
        isc = raw["isc"].strip()
        groups = []
        for gi, g in enumerate(raw["profileGroups"]):
            gw = f"{where}.profileGroups[{gi}]"
            groups.append(
                ProfileGroup.model_construct(
                    id=g["id"],
                    isc=(g.get("isc") or isc).strip(),
                    category=self.categories.get(g.get("category") or 0, ""),
                    profiles=tuple(
                        self.profile(p, f"{gw}.profiles[{pi}]")
                        for pi, p in enumerate(g["profiles"])
                    ),
                    options=tuple(
                        self.option(o, f"{gw}.options[{oi}]")
                        for oi, o in enumerate(g.get("options", ()))
                    ),
                )
            )
        if not groups or not groups[0].profiles:
            raise self.fail(f"{where}.profileGroups", "a unit needs a profile")
        return Unit.model_construct(
            id=raw["id"],
            isc=isc,
            name=raw.get("name") or isc.upper(),
            slug=raw.get("slug", ""),
            unit_type=groups[0].profiles[0].unit_type,
            category=groups[0].category,
            profile_groups=tuple(groups),
            options=tuple(
                self.option(o, f"{where}.options[{oi}]")
                for oi, o in enumerate(raw.get("options", ()))
            ),
            factions=tuple(raw.get("factions", ())),
            notes=raw.get("notes") or "",
        )


class _MetaNames:
    def __init__(self, meta: _RawMetadata) -> None:
        self.skills = {int(s.id): s.name for s in meta.skills}
        self.equips = {int(e.id): e.name for e in meta.equips}
        self.weapons: dict[int, str] = {}
        for w in meta.weapons:
            self.weapons.setdefault(w.id, w.name)
        self.ammo = {int(a.id): a.name for a in meta.ammunitions}


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
    path: Path, faction: Faction, meta: _MetaNames
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
    resolver = _Resolver(path, raw.filters, meta)
    units = tuple(resolver.unit(u, f"units[{i}]") for i, u in enumerate(raw.units))
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
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def load_catalog(directory: Path) -> Catalog:
    """Load ``metadata_n5.json`` and every ``<faction id>.json`` in ``directory``.

    Armies offered are the metadata factions that have a file; a file named by
    another army's ``reinforcements`` is attached to that army instead.

    Parameters
    ----------
    directory : Path
        A folder shaped like the bundled ``profiles/``.

    Returns
    -------
    Catalog
        Every army with a file, plus the metadata factions and weapons.

    Raises
    ------
    DataError
        If the metadata is missing or malformed, a file is malformed or refers to
        an unknown id, or a file's name is not a faction id of the metadata.
    """
    with _no_gc():
        return _load_catalog(directory)


def _load_catalog(directory: Path) -> Catalog:
    meta_path = directory / METADATA_FILE
    if not meta_path.is_file():
        raise DataError(f"{meta_path}: the profile metadata file is missing")
    meta = _validate(_RawMetadata, _read_json(meta_path), meta_path)
    names = _MetaNames(meta)
    factions = {
        f.id: Faction(
            id=f.id,
            parent=f.parent,
            name=f.name,
            slug=f.slug,
            discontinued=f.discontinued,
            logo=f.logo,
        )
        for f in meta.factions
    }
    rows: dict[int, list[_RawWeaponRow]] = {}
    for row in meta.weapons:
        rows.setdefault(row.id, []).append(row)
    weapons = {wid: _weapon_from_rows(r, names.ammo) for wid, r in rows.items()}

    loaded: dict[int, tuple[Army, int | None]] = {}
    for path in sorted(directory.glob("*.json")):
        if path.name == METADATA_FILE:
            continue
        if not path.stem.isdigit():
            raise DataError(
                f"{path.name}: not an army file (expected <faction id>.json)"
            )
        faction_id = int(path.stem)
        faction = factions.get(faction_id) or _reinforcement_faction(
            faction_id, factions
        )
        loaded[faction_id] = load_army_file(path, faction, names)

    reinforcement_ids = {r for _, r in loaded.values() if r is not None}
    armies: dict[int, Army] = {}
    for faction_id, (army, reinforcement_id) in loaded.items():
        if faction_id in reinforcement_ids or faction_id not in factions:
            continue
        if reinforcement_id is not None and reinforcement_id in loaded:
            army = army.replace(reinforcements=loaded[reinforcement_id][0])
        armies[faction_id] = army
    return Catalog(
        factions=tuple(factions.values()),
        armies=armies,
        weapons=weapons,
        hacking_programs=tuple(h.program() for h in meta.hack),
    )


def _reinforcement_faction(faction_id: int, factions: Mapping[int, Faction]) -> Faction:
    # Reinforcement files (199, 299, ...) have no metadata row of their own; they
    # are named after their parent army, which shares the leading digit.
    parent = factions.get(faction_id // 100 * 100 + 1)
    name = f"{parent.name} reinforcements" if parent else f"Reinforcements {faction_id}"
    return Faction(
        id=faction_id,
        parent=parent.id if parent else faction_id,
        name=name,
        slug=f"{parent.slug}-reinforcements" if parent else str(faction_id),
    )
