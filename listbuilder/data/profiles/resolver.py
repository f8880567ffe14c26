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
    ChartTeam,
    FireteamChart,
    FireteamSlot,
)
from listbuilder.core.catalog.items import ItemRef
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
    ITEM_KEYS,
    MetaNames,
    ResolveFailure,
    SharedUnits,
    built_unchecked,
    find_item,
    json_path,
)
from listbuilder.data.profiles.raw_schema import (
    RawFireteamChart,
    RawInclude,
    RawItem,
    RawNamed,
    RawOption,
    RawOrder,
    RawProfile,
    RawProfileGroup,
    RawUnit,
)


class Resolver:
    """Turns one army file's ids into names, naming the JSON path on failure."""

    def __init__(
        self,
        file: Path,
        filters: Mapping[str, list[RawNamed]],
        meta: MetaNames,
        shared: SharedUnits | None = None,
    ) -> None:
        self.file = file
        self.warnings: list[str] = []
        self.shared = shared
        #: (table, id) this file names as the folder's reference does (see
        #: SharedUnits).
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
                if isinstance(row["id"], int):
                    names[row["id"]] = row["name"]
            return names

        self.skills = table("skills", meta.skills)
        self.equip = table("equip", meta.equips)
        self.weapons = table("weapons", meta.weapons)
        self.chars = table("chars")
        self.extras = table("extras")
        self.types = table("type")
        self.categories = table("category")

    def items(
        self, raw: list[RawItem] | None, names: Mapping[int, str], kind: str
    ) -> tuple[ItemRef, ...]:
        """Raw item references as named :class:`ItemRef` (``kind``: weapon...)."""
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
        except ResolveFailure as fail:
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
            raise ResolveFailure(
                _("unknown extra id {value}", value=exc.args[0]), "extra"
            ) from None
        return built_unchecked(
            ItemRef, id=item_id, name=name, extras=extras, quantity=quantity
        )

    def chars_of(self, raw: list[int] | None) -> tuple[str, ...]:
        """Characteristic names of raw characteristic ids."""
        if not raw:
            return ()
        try:
            return tuple(self.chars[c] for c in raw)
        except KeyError as exc:
            raise ResolveFailure(
                _("unknown characteristic id {value}", value=exc.args[0]), "chars"
            ) from None

    def _grant(self, raw: RawOrder) -> OrderGrant:
        key = (raw["type"], raw.get("total", 1), raw.get("list", 0) > 0)
        grant = self._grants.get(key)
        if grant is None:
            grant = built_unchecked(OrderGrant, type=key[0], total=key[1], pool=key[2])
            self._grants[key] = grant
        return grant

    def _include(self, raw: RawInclude) -> Include:
        key = (raw["group"], raw["option"], raw.get("q", 1))
        include = self._includes.get(key)
        if include is None:
            include = built_unchecked(
                Include, profile_group_id=key[0], option_id=key[1], quantity=key[2]
            )
            self._includes[key] = include
        return include

    # Paths are built only on failure: each level adds its step to the ResolveFailure
    # raised below it (formatting them for every option was a fifth of the
    # load time).

    def _listed(
        self, raw: list[RawItem] | None, names: Mapping[int, str], kind: str, key: str
    ) -> tuple[ItemRef, ...]:
        try:
            return self.items(raw, names, kind)
        except ResolveFailure as fail:
            raise fail.at(key) from None

    def option(self, raw: RawOption) -> Option:
        """A raw option as the core's :class:`Option`."""
        orders = raw.get("orders")
        includes = raw.get("includes")
        return built_unchecked(
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

    def profile(self, raw: RawProfile) -> Profile:
        """A raw profile as the core's :class:`Profile`."""
        unit_type = self.types.get(raw["type"])
        if unit_type is None:
            raise ResolveFailure(
                _("unknown unit type id {value}", value=raw["type"]), "type"
            )
        move = raw["move"]
        return built_unchecked(
            Profile,
            id=raw["id"],
            name=raw["name"],
            unit_type=unit_type,
            type_id=raw["type"],
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

    def _options(self, raw: list[RawOption] | None) -> tuple[Option, ...]:
        out = []
        for i, option in enumerate(raw or ()):
            try:
                out.append(self.option(option))
            except ResolveFailure as fail:
                raise fail.at("options", i) from None
        return tuple(out)

    def _group(self, raw: RawProfileGroup, isc: str) -> ProfileGroup:
        profiles = []
        for i, profile in enumerate(raw["profiles"]):
            try:
                profiles.append(self.profile(profile))
            except ResolveFailure as fail:
                raise fail.at("profiles", i) from None
        return built_unchecked(
            ProfileGroup,
            id=raw["id"],
            isc=(raw.get("isc") or isc).strip(),
            category=self.categories.get(raw.get("category") or 0, ""),
            category_id=raw.get("category") or 0,
            profiles=tuple(profiles),
            options=self._options(raw.get("options")),
        )

    def unit(self, raw: RawUnit) -> Unit:
        """A raw unit as the core's :class:`Unit`."""
        isc = raw["isc"].strip()
        groups = []
        for i, group in enumerate(raw["profileGroups"]):
            try:
                groups.append(self._group(group, isc))
            except ResolveFailure as fail:
                raise fail.at("profileGroups", i) from None
        if not groups or not groups[0].profiles:
            raise ResolveFailure(_("a unit needs a profile"), "profileGroups")
        return built_unchecked(
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

    def units(self, raw: list[RawUnit]) -> tuple[Unit, ...]:
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
                except ResolveFailure as fail:
                    where = json_path(["units", i, *fail.path])
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
                steps = find_item(unit, ITEM_KEYS[kind], item_id)
                self.warnings.append(
                    _(
                        "{name}: at {json_path}.id: unknown {kind} id {item_id}",
                        name=self.file.name,
                        json_path=json_path(["units", i, *steps]),
                        kind=kind,
                        item_id=item_id,
                    )
                )
        return tuple(out)


def fireteam_chart_from(raw: RawFireteamChart | list[Any] | None) -> FireteamChart:
    """An army file's fireteam chart as the core's, empty if the file has none."""
    if not isinstance(raw, dict):
        return FireteamChart()
    return FireteamChart(
        spec=dict(raw.get("spec", {})),
        teams=tuple(
            ChartTeam(
                name=t["name"],
                types=tuple(t.get("type", ())),
                slots=tuple(
                    FireteamSlot(
                        slug=u["slug"],
                        name=u.get("name", ""),
                        min=u.get("min", 0),
                        max=u.get("max", 0),
                        required=u.get("required", False),
                        comment=u.get("comment", ""),
                    )
                    for u in t.get("units", ())
                ),
            )
            for t in raw.get("teams", ())
        ),
    )
