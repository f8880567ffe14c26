"""Read an army file's ``specops`` block: the shop, and its options joined to the units.

The block's ``units`` repeat a unit of the army with the one option that exists
only there (PanOceania Fusiliers option 7 "FUSILIER INDIGO"); that option is
added to the unit's profile group, so a trooper of it resolves like any other.
"""

from __future__ import annotations

from typing import Any

from listbuilder.core.catalog.items import ItemRef
from listbuilder.core.catalog.specops import (
    ShopItem,
    SpecOpsOption,
    SpecOpsShop,
    UpgradeKind,
)
from listbuilder.core.catalog.units import Unit
from listbuilder.core.errors import DataError
from listbuilder.core.i18n import _
from listbuilder.data.profiles.metadata_names import ResolveFailure, json_path
from listbuilder.data.profiles.raw_schema import RawItem, RawShopItem, RawSpecops
from listbuilder.data.profiles.resolver import Resolver


def _grants(raw: list[RawItem | int] | None) -> list[RawItem]:
    """Granted items, a bare id (``"equip": [237]``) read as ``{"id": 237}``."""
    return [{"id": x} if isinstance(x, int) else x for x in raw or ()]


def _shop_item(resolver: Resolver, raw: RawShopItem, kind: UpgradeKind) -> ShopItem:
    # the resolver's table and kind name for each kind of item
    tables = {
        UpgradeKind.SKILL: (resolver.skills, "skill"),
        UpgradeKind.EQUIP: (resolver.equip, "equipment"),
        UpgradeKind.WEAPON: (resolver.weapons, "weapon"),
    }

    def items(rows: list[RawItem], of: UpgradeKind) -> tuple[ItemRef, ...]:
        return resolver.items(rows, *tables[of])

    extras = tuple(raw.get("extras") or ())
    return ShopItem(
        kind=kind,
        item=items([{"id": raw["id"], "extra": list(extras)}], kind)[0],
        extra_ids=extras,
        exp=raw["exp"],
        skills=items(_grants(raw.get("skills")), UpgradeKind.SKILL),
        equipment=items(_grants(raw.get("equip")), UpgradeKind.EQUIP),
        weapons=items(_grants(raw.get("weapons")), UpgradeKind.WEAPON),
    )


def read_specops(
    raw: RawSpecops | list[Any] | None,
    units: tuple[Unit, ...],
    resolver: Resolver,
) -> tuple[SpecOpsShop, tuple[Unit, ...]]:
    """The army's shop, and its units with the Spec-Ops options added.

    Parameters
    ----------
    raw : RawSpecops or list or None
        The file's ``specops`` block (absent or ``[]`` in older files: no shop).
    units : tuple[Unit, ...]
        The army's units, resolved.
    resolver : Resolver
        The army file's resolver (names of items and extras).

    Returns
    -------
    tuple[SpecOpsShop, tuple[Unit, ...]]
        The shop (empty when the file has none) and the units, where each unit the
        block names gains its Spec-Ops options (a unit the army lacks is added).

    Raises
    ------
    DataError
        If the block names an id neither the file nor the metadata knows, with the
        file and JSON path. Source: ITS.md E7
    """
    if not isinstance(raw, dict):
        return SpecOpsShop(), units
    try:
        items: list[ShopItem] = []
        shop_lists = (
            ("skills", UpgradeKind.SKILL, raw.get("skills", [])),
            ("equip", UpgradeKind.EQUIP, raw.get("equip", [])),
            ("weapons", UpgradeKind.WEAPON, raw.get("weapons", [])),
        )
        for key, kind, entries in shop_lists:
            for i, entry in enumerate(entries):
                try:
                    items.append(_shop_item(resolver, entry, kind))
                except ResolveFailure as fail:
                    raise fail.at(key, i) from None
        merged = {u.id: u for u in units}
        order = [u.id for u in units]
        options: list[SpecOpsOption] = []
        for i, raw_unit in enumerate(raw.get("units", ())):
            try:
                extra = resolver.unit(raw_unit)
            except ResolveFailure as fail:
                raise fail.at("units", i) from None
            options.extend(
                SpecOpsOption(unit_id=extra.id, profile_group_id=g.id, option_id=o.id)
                for g in extra.profile_groups
                for o in g.options
            )
            if extra.id not in merged:
                order.append(extra.id)
                merged[extra.id] = extra
            else:
                merged[extra.id] = _joined(merged[extra.id], extra)
    except ResolveFailure as fail:
        raise DataError(
            _(
                "{name}: at {where}: {what}",
                name=resolver.file.name,
                where=json_path(["specops", *fail.path]),
                what=fail.what,
            )
        ) from None
    tables = (
        ("skill", resolver.skills),
        ("equip", resolver.equip),
        ("weapon", resolver.weapons),
        ("extra", resolver.extras),
    )
    names = tuple((k, i, n) for k, table in tables for i, n in table.items())
    shop = SpecOpsShop(options=tuple(options), items=tuple(items), names=names)
    return shop, tuple(merged[i] for i in order)


def _joined(unit: Unit, extra: Unit) -> Unit:
    """``unit`` with the options (and groups) of ``extra`` it lacks."""
    groups = list(unit.profile_groups)
    for group in extra.profile_groups:
        at = next((k for k, g in enumerate(groups) if g.id == group.id), None)
        if at is None:
            groups.append(group)
            continue
        have = {o.id for o in groups[at].options}
        new = tuple(o for o in group.options if o.id not in have)
        if new:
            groups[at] = groups[at].replace(options=groups[at].options + new)
    return unit.replace(profile_groups=tuple(groups))
