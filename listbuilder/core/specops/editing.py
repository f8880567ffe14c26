"""Building a Spec-Ops: buy or sell a shop item, step an attribute; upgrades in, out.

The Spec-Ops editor works on a trooper's upgrades with these functions and
stores the result with :func:`~listbuilder.core.specops.upgrade.specops_strings`
(one T2 string per upgrade, as the official builder writes them).

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from listbuilder.core.catalog.specops import ShopItem, UpgradeKind
from listbuilder.core.specops.upgrade import STATS, Upgrade

#: Most steps the editor offers on one attribute (real codes hold 1 or 2).
MAX_STEPS = 3


def item_upgrade(item: ShopItem) -> Upgrade:
    """The upgrade that buys ``item``: ``{"type":"skill","id":28,"extra":[6]}``.

    An item without extras gets no ``extra`` key, as the official builder writes
    it. Source: ITS.md E9
    """
    return Upgrade(kind=item.kind, id=item.item.id, extra=item.extra_ids or None)


def _same_item(upgrade: Upgrade, item: ShopItem) -> bool:
    return (
        upgrade.kind is item.kind
        and upgrade.id == item.item.id
        and upgrade.extra_ids == item.extra_ids
    )


def has_item(upgrades: tuple[Upgrade, ...], item: ShopItem) -> bool:
    """True when ``upgrades`` buy ``item`` (same kind, id and extras)."""
    return any(_same_item(u, item) for u in upgrades)


def with_item(
    upgrades: tuple[Upgrade, ...], item: ShopItem, bought: bool
) -> tuple[Upgrade, ...]:
    """``upgrades`` with ``item`` bought (added last, once) or sold (removed)."""
    kept = tuple(u for u in upgrades if not _same_item(u, item))
    return (*kept, item_upgrade(item)) if bought else kept


def stat_steps(upgrades: tuple[Upgrade, ...], stat: str) -> int:
    """How much ``upgrades`` raise attribute ``stat`` (``bs``, ``move0``...)."""
    return sum(
        u.amount for u in upgrades if u.kind is UpgradeKind.STAT and u.stat == stat
    )


def with_stat(
    upgrades: tuple[Upgrade, ...], stat: str, steps: int
) -> tuple[Upgrade, ...]:
    """``upgrades`` raising ``stat`` by ``steps`` (0 removes it), in one upgrade.

    The increase keeps its place when it was there, else comes last.

    Raises
    ------
    ValueError
        If ``stat`` is not an attribute a code names (:data:`STATS`), or
        ``steps`` is not 0 to :data:`MAX_STEPS`.
    """
    if stat not in STATS or not 0 <= steps <= MAX_STEPS:
        raise ValueError(f"no Spec-Ops step {stat!r} +{steps}")
    new = Upgrade(kind=UpgradeKind.STAT, stat=stat, q=steps)
    out: list[Upgrade] = []
    placed = False
    for u in upgrades:
        if u.kind is UpgradeKind.STAT and u.stat == stat:
            if not placed and steps:
                out.append(new)
            placed = True
            continue
        out.append(u)
    if not placed and steps:
        out.append(new)
    return tuple(out)
