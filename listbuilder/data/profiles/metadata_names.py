"""What the metadata names for every army file: names, weapons, shared units.

An id is looked up here; an unknown one raises :class:`ResolveFailure` with the
JSON path where it was found, which the resolver turns into a warning or a DataError.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, TypeVar

from pydantic import BaseModel, TypeAdapter, ValidationError

from listbuilder.core._base import instance
from listbuilder.core.catalog.army import (
    Faction,
)
from listbuilder.core.catalog.items import RangeBand, Weapon, WeaponMode
from listbuilder.core.catalog.units import (
    Unit,
)
from listbuilder.core.i18n import _
from listbuilder.data.profiles.raw_schema import (
    RawFaction,
    RawMetadata,
    RawNamed,
    RawUnit,
    RawWeaponRow,
    adapter,
)


class NameTables(Protocol):
    """One army file's name tables, as :class:`SharedUnits` compares them.

    The resolver of an army file is one; typed by shape so this module does
    not import the resolver, which imports it.
    """

    skills: dict[int, str]
    equip: dict[int, str]
    weapons: dict[int, str]
    chars: dict[int, str]
    extras: dict[int, str]
    types: dict[int, str]
    categories: dict[int, str]
    #: (table, id) names that equal the folder's reference; None until computed.
    agreeing: frozenset[tuple[str, int]] | None


# The raw schema (raw_schema.py) has already validated every value, so the resolved core
# models are built without a second validation: an army file is loaded when a
# player first picks it, and validate loads each army its lists use.

_M = TypeVar("_M", bound=BaseModel)


def built_unchecked(cls: type[_M], /, **values: Any) -> _M:
    """``cls.model_construct(**values)`` for a call that gives every field.

    The core's :func:`~listbuilder.core._base.instance`, every field given set.
    ``model_construct`` looks up aliases and defaults field by field, which is
    a third of an army's load time; every caller here passes every field of
    already validated values. ``tests/data/profiles/test_profiles.py`` checks that
    every army and weapon built so equals the same model validated.
    """
    return instance(cls, values, set(values))


def json_path(loc: Sequence[int | str]) -> str:
    """The JSON path of a pydantic error location: ``units[3].profileGroups[0]``."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out


#: The raw key of each item kind (for the path of a dangling id).
ITEM_KEYS = {"weapon": "weapons", "skill": "skills", "equipment": "equip"}


#: The resolver's name tables.
_TABLES = ("skills", "equip", "weapons", "chars", "extras", "types", "categories")


#: The name table of each raw key that holds ids.
_TABLE_OF_ITEMS = {"weapons": "weapons", "skills": "skills", "equip": "equip"}


def _ids_used(raw: Any, out: set[tuple[str, int]]) -> set[tuple[str, int]]:
    """Every (resolver table, id) a raw unit looks up, for :class:`SharedUnits`."""
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


class SharedUnits:
    """Units resolved from one army file, reused by the next files of the folder.

    Most units appear, byte for byte the same, in a generic army and in its
    sectorials (63% of the 3,983 units of the N5 files). A unit is reused only
    when its raw data equals the one already resolved and every id it looks up
    has the same name in the new file's tables; otherwise it is resolved (and
    so checked) again.
    """

    def __init__(self) -> None:
        self._units: dict[
            int, list[tuple[RawUnit, Unit, NameTables, list[tuple[str, int]]]]
        ] = {}
        self._ids: dict[int, set[tuple[str, int]]] = {}
        self._reference: dict[tuple[str, int], str] = {}

    def add(
        self,
        raw: RawUnit,
        unit: Unit,
        resolver: NameTables,
        unknown: list[tuple[str, int]],
    ) -> None:
        """Keep ``unit``, resolved from ``raw`` by ``resolver``, for the next files."""
        self._units.setdefault(raw["id"], []).append(
            (raw, unit, resolver, list(unknown))
        )

    def find(
        self, raw: RawUnit, resolver: NameTables
    ) -> tuple[Unit, list[tuple[str, int]]] | None:
        """The unit resolved earlier from the same raw data and names, or None."""
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

    def _agreeing(self, resolver: NameTables) -> frozenset[tuple[str, int]]:
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


class ResolveFailure(Exception):
    """A resolution failure; each enclosing level adds its step to ``path``."""

    def __init__(self, what: str, *path: int | str) -> None:
        super().__init__(what)
        self.what = what
        self.path: list[int | str] = list(path)

    def at(self, *steps: int | str) -> ResolveFailure:
        """Prefix ``steps`` to the failure's path; returns the failure."""
        self.path[:0] = steps
        return self


def find_item(raw: Any, key: str, item_id: int) -> list[int | str]:
    """The path below ``raw`` of the first ``key`` list holding ``item_id``."""
    if isinstance(raw, dict):
        items = raw.get(key)
        if isinstance(items, list):
            for i, item in enumerate(items):
                if isinstance(item, dict) and item.get("id") == item_id:
                    return [key, i]
        for name, value in raw.items():
            found = find_item(value, key, item_id)
            if found:
                return [name, *found]
    elif isinstance(raw, list):
        for i, value in enumerate(raw):
            found = find_item(value, key, item_id)
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


_R = TypeVar("_R")


class MetaNames:
    """The metadata's rows, checked row by row: names of ids, factions, weapons.

    A row that is not the official shape, or whose id is not a number, is left
    out and reported in :attr:`problems` with the JSON path.
    """

    def __init__(self, meta: RawMetadata, file: str) -> None:
        self.file = file
        self.problems: list[str] = []
        self.factions: dict[int, Faction] = {}
        for f in self._rows(adapter(list[RawFaction]), meta["factions"], "factions"):
            self.factions[f["id"]] = built_unchecked(
                Faction,
                id=f["id"],
                parent=f["parent"],
                # One official name holds a newline ("Starmada, Bureau Aegis
                # Naval\nPolice Department"), another a no-break space: names
                # are shown on one line.
                name=" ".join(f["name"].split()),
                slug=f["slug"],
                discontinued=f.get("discontinued", False),
                logo=f.get("logo", ""),
            )
        self.skills = self._names(meta["skills"], "skills")
        self.equips = self._names(meta["equips"], "equips")
        self.ammo = self._names(meta["ammunitions"], "ammunitions")
        self.weapon_rows: dict[int, list[RawWeaponRow]] = {}
        for w in self._rows(adapter(list[RawWeaponRow]), meta["weapons"], "weapons"):
            self.weapon_rows.setdefault(w["id"], []).append(w)
        self.weapons = {wid: rows[0]["name"] for wid, rows in self.weapon_rows.items()}

    def _rows(
        self, checker: TypeAdapter[list[_R]], rows: list[Any], key: str
    ) -> list[_R]:
        try:
            return checker.validate_python(rows)
        except ValidationError:
            pass  # find and skip the bad rows below
        good: list[_R] = []
        for i, row in enumerate(rows):
            try:
                good.extend(checker.validate_python([row]))
            except ValidationError as exc:
                err = exc.errors()[0]
                where = json_path([key, i, *err["loc"][1:]])
                self.problems.append(
                    _(
                        "{file}: at {where}: {problem}; the entry is skipped",
                        file=self.file,
                        where=where,
                        problem=err["msg"],
                    )
                )
        return good

    def _names(self, rows: list[Any], key: str) -> dict[int, str]:
        names: dict[int, str] = {}
        for i, row in enumerate(self._rows(adapter(list[RawNamed]), rows, key)):
            item_id = _ascii_int(row["id"])
            if item_id is None:
                self.problems.append(
                    _(
                        "{file}: at {key}[{i}].id: not a number ({excerpt}); the "
                        "entry is skipped",
                        file=self.file,
                        key=key,
                        i=i,
                        excerpt=_excerpt(row["id"]),
                    )
                )
                continue
            names[item_id] = row["name"]
        return names


def _excerpt(value: object, limit: int = 40) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


_RANGE_ORDER = ("short", "med", "long", "max")


def weapon_from_rows(rows: list[RawWeaponRow], ammo: Mapping[int, str]) -> Weapon:
    """A weapon from its metadata rows (one per mode); ``ammo`` names ammo ids."""
    modes = []
    for row in rows:
        bands: list[RangeBand] = []
        lower = 0
        ammunition = row.get("ammunition")
        for key in _RANGE_ORDER:
            dist = (row.get("distance") or {}).get(key)
            if dist is None:
                continue
            bands.append(
                built_unchecked(
                    RangeBand,
                    min_cm=lower,
                    max_cm=dist["max"],
                    modifier=_int(dist["mod"]),
                )
            )
            lower = dist["max"]
        modes.append(
            built_unchecked(
                WeaponMode,
                name=row.get("mode") or row["name"],
                burst=row.get("burst", "-"),
                damage=row.get("damage", "-"),
                saving=row.get("saving", "-"),
                saving_num=row.get("savingNum", "-"),
                ammunition=ammo.get(ammunition, "") if ammunition else "",
                properties=tuple(row.get("properties", ())),
                ranges=tuple(bands),
            )
        )
    return built_unchecked(
        Weapon,
        id=rows[0]["id"],
        name=rows[0]["name"],
        kind=rows[0].get("type", "WEAPON"),
        modes=tuple(modes),
    )


def _int(text: str) -> int:
    try:
        return int(text.replace("+", ""))
    except ValueError:
        return 0
