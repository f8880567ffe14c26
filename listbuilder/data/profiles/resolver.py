"""Turn one raw army file into the core's named models.

Every id the raw data uses (skills, equipment, weapons, characteristics, unit
types, categories) is resolved through the army file's ``filters`` and the
metadata; an unknown id is reported with its JSON path, never fatal.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from listbuilder.core.catalog.fireteam_chart import (
    FireteamChart,
    FireteamSlot,
    FireteamTeam,
)
from listbuilder.core.catalog.items import ItemRef, RangeBand, Weapon, WeaponMode
from listbuilder.core.catalog.units import (
    Include,
    Option,
    OrderGrant,
    OrderType,
    Profile,
    ProfileGroup,
    Unit,
)
from listbuilder.core.errors import DataError
from listbuilder.core.i18n import _
from listbuilder.data.profiles.metadata_names import (
    _ITEM_KEYS,
    _built,
    _Fail,
    _find_item,
    _json_path,
    _MetaNames,
    _SharedUnits,
)
from listbuilder.data.profiles.raw_schema import (
    _RawFireteamChart,
    _RawInclude,
    _RawItem,
    _RawNamed,
    _RawOption,
    _RawOrder,
    _RawProfile,
    _RawProfileGroup,
    _RawUnit,
    _RawWeaponRow,
)

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
                _built(
                    RangeBand, min_cm=lower, max_cm=dist.max, modifier=_int(dist.mod)
                )
            )
            lower = dist.max
        modes.append(
            _built(
                WeaponMode,
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
    return _built(
        Weapon, id=rows[0].id, name=rows[0].name, kind=rows[0].type, modes=tuple(modes)
    )


def _int(text: str) -> int:
    try:
        return int(text.replace("+", ""))
    except ValueError:
        return 0


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
            raise _Fail(
                _("unknown extra id {value}", value=exc.args[0]), "extra"
            ) from None
        return _built(ItemRef, id=item_id, name=name, extras=extras, quantity=quantity)

    def chars_of(self, raw: list[int] | None) -> tuple[str, ...]:
        if not raw:
            return ()
        try:
            return tuple(self.chars[c] for c in raw)
        except KeyError as exc:
            raise _Fail(
                _("unknown characteristic id {value}", value=exc.args[0]), "chars"
            ) from None

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
                Include, profile_group_id=key[0], option_id=key[1], quantity=key[2]
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
            raise _Fail(_("unknown unit type id {value}", value=raw["type"]), "type")
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
            raise _Fail(_("a unit needs a profile"), "profileGroups")
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
            If an id is unknown, a unit has no profile, or two units have the
            same id (a list names its troopers by unit id).
        """
        out = []
        seen: dict[int, int] = {}
        for i, unit in enumerate(raw):
            first = seen.setdefault(unit["id"], i)
            if first != i:
                raise DataError(
                    _(
                        "{name}: at units[{i}].id: unit id {unit_id} is already "
                        "the id of units[{first}]",
                        name=self.file.name,
                        i=i,
                        unit_id=unit["id"],
                        first=first,
                    )
                )
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
                        _(
                            "{name}: at {where}: {what}",
                            name=self.file.name,
                            where=where,
                            what=fail.what,
                        )
                    ) from None
                out.append(built)
                if self.shared is not None:
                    self.shared.add(unit, built, self, self.unknown[known:])
            for kind, item_id in self.unknown[known:]:
                steps = _find_item(unit, _ITEM_KEYS[kind], item_id)
                self.warnings.append(
                    _(
                        "{name}: at {json_path}.id: unknown {kind} id {item_id}",
                        name=self.file.name,
                        json_path=_json_path(["units", i, *steps]),
                        kind=kind,
                        item_id=item_id,
                    )
                )
        return tuple(out)


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
