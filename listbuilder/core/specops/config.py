"""A Spec-Ops trooper's configuration: upgrades named and priced, XP, raised profile.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Sequence

from listbuilder.core._base import FrozenModel
from listbuilder.core.catalog.items import ItemRef
from listbuilder.core.catalog.specops import ShopItem, SpecOpsShop, UpgradeKind
from listbuilder.core.catalog.units import Profile
from listbuilder.core.specops.upgrade import (
    STATS,
    SpecOpsError,
    Upgrade,
    upgrades_of,
)

#: The XP an ITS event with the Spec-Ops Extra allows. Source: ITS.md E5
XP_BUDGET = 12


class PricedUpgrade(FrozenModel):
    """One upgrade of a trooper, named and priced from the army's shop.

    Attributes
    ----------
    upgrade : Upgrade
        The upgrade as the code carries it.
    name : str
        Its data name: the attribute (``BS``) or the item with its extras
        (``Mimetism (-3)``); ``skill 213`` when the data has no name for it.
    item : ItemRef or None
        The item bought (None for an attribute).
    bought : ShopItem or None
        The army's shop entry it was priced from; None for an attribute (the
        shop never lists one, ITS.md E8) or an item the shop does not sell.
    """

    upgrade: Upgrade
    name: str
    item: ItemRef | None = None
    bought: ShopItem | None = None

    @property
    def exp(self) -> int | None:
        """Its XP from the army's shop (None: an attribute, ITS.md E8, or unsold)."""
        return self.bought.exp if self.bought is not None else None

    @property
    def in_shop(self) -> bool:
        """False only for an item the army's shop does not sell (ITS.md E7)."""
        return self.bought is not None or self.is_stat

    @property
    def grants(self) -> tuple[ItemRef, ...]:
        """What the purchase also gives (Doctor: MediKit; Hacking Device: Hacker)."""
        return self.bought.grants if self.bought is not None else ()

    @property
    def is_stat(self) -> bool:
        """True for an attribute increase."""
        return self.upgrade.kind is UpgradeKind.STAT

    @property
    def label(self) -> str:
        """As players write it: ``BS+1``, ``Mimetism (-3)``."""
        if self.is_stat:
            return f"{self.name}+{self.upgrade.amount}"
        return self.name


class SpecOpsConfig(FrozenModel):
    """A Spec-Ops trooper's upgrades, XP and upgraded profile. Source: ITS.md E5, E7-E9.

    Attributes
    ----------
    upgrades : tuple[PricedUpgrade, ...]
        Every upgrade, in the code's order.
    profile : Profile or None
        The main profile with the upgrades applied (None when the trooper's unit
        is unknown).
    error : str
        Why the code's strings could not be read ("" when they could); the
        strings themselves are kept untouched in the list.
    """

    upgrades: tuple[PricedUpgrade, ...] = ()
    profile: Profile | None = None
    error: str = ""

    @property
    def xp(self) -> int:
        """XP of the priced upgrades, from the army's own shop (attributes apart)."""
        return sum(u.exp for u in self.upgrades if u.exp is not None)

    @property
    def unpriced(self) -> tuple[str, ...]:
        """Attribute increases, by name (``BS+1``): their XP are not checked (E8)."""
        return tuple(u.label for u in self.upgrades if u.is_stat)

    @property
    def not_in_shop(self) -> tuple[str, ...]:
        """Items the army's shop does not sell (ITS.md E7)."""
        return tuple(u.label for u in self.upgrades if not u.in_shop)


def _named(upgrade: Upgrade, shop: SpecOpsShop) -> PricedUpgrade:
    if upgrade.kind is UpgradeKind.STAT:
        return PricedUpgrade(upgrade=upgrade, name=STATS[upgrade.stat or ""])
    item_id = upgrade.id if upgrade.id is not None else 0
    found = shop.find(upgrade.kind, item_id, upgrade.extra_ids)
    if found is not None:
        return PricedUpgrade(
            upgrade=upgrade, name=found.item.label, item=found.item, bought=found
        )
    name = shop.name_of(upgrade.kind.value, item_id) or f"{upgrade.kind} {item_id}"
    extras = tuple(shop.name_of("extra", e) or str(e) for e in upgrade.extra_ids)
    item = ItemRef(id=item_id, name=name, extras=extras)
    return PricedUpgrade(upgrade=upgrade, name=item.label, item=item)


def attribute(profile: Profile, stat: str) -> int:
    """The value of the attribute ``stat`` of ``profile``.

    ``stat`` is a key of :data:`STATS` (``bs``, ``move0`` for the first MOV
    value, ``move1`` for the second); MOV is in inches or cm as the profile
    holds it.

    Raises
    ------
    KeyError
        If ``stat`` is not a key of :data:`STATS`.

    Source: ITS.md E8-E9
    """
    if stat not in STATS:
        raise KeyError(stat)
    if stat.startswith("move"):
        return profile.move[int(stat[-1])]
    value: int = getattr(profile, stat)
    return value


def _raised(profile: Profile, upgrades: Sequence[PricedUpgrade]) -> Profile:
    stats = {
        stat: attribute(profile, stat) for stat in STATS if not stat.startswith("move")
    }
    move = list(profile.move)
    skills, equipment, weapons = (
        list(profile.skills),
        list(profile.equipment),
        list(profile.weapons),
    )
    lists = {
        UpgradeKind.SKILL: skills,
        UpgradeKind.EQUIP: equipment,
        UpgradeKind.WEAPON: weapons,
    }
    for u in upgrades:
        stat = u.upgrade.stat
        if stat in ("move0", "move1"):
            move[int(stat[-1])] += u.upgrade.amount
        elif stat is not None:
            stats[stat] += u.upgrade.amount
        if u.item is not None:
            lists[u.upgrade.kind].append(u.item)
    for u in upgrades:
        if u.bought is None:
            continue
        for target, granted in (
            (skills, u.bought.skills),
            (equipment, u.bought.equipment),
            (weapons, u.bought.weapons),
        ):
            target.extend(g for g in granted if all(x.id != g.id for x in target))
    return profile.replace(
        move=(move[0], move[1]),
        skills=tuple(skills),
        equipment=tuple(equipment),
        weapons=tuple(weapons),
        **stats,
    )


def specops_config(
    texts: Sequence[str], shop: SpecOpsShop, profile: Profile | None
) -> SpecOpsConfig:
    """The configuration of a trooper whose code carries the T2 strings ``texts``.

    Parameters
    ----------
    texts : sequence of str
        The trooper's Spec-Ops strings (``TrooperEntry.specops``).
    shop : SpecOpsShop
        The shop of the army the trooper is fielded in (prices differ by army).
    profile : Profile or None
        The trooper's main profile, or None when its unit is unknown.

    Returns
    -------
    SpecOpsConfig
        Never raises: strings that are not upgrades give a config with ``error``
        set and no upgrades (the strings stay in the list, byte for byte).

    Source: ITS.md E7-E9
    """
    try:
        upgrades = tuple(_named(u, shop) for u in upgrades_of(texts))
    except SpecOpsError as exc:
        return SpecOpsConfig(profile=profile, error=str(exc))
    return SpecOpsConfig(
        upgrades=upgrades,
        profile=_raised(profile, upgrades) if profile is not None else None,
    )
