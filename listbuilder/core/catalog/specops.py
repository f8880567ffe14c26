"""One army's Spec-Ops shop as the army file gives it: options and priced upgrades.

Pure: imports only stdlib and pydantic.
"""

from enum import StrEnum
from functools import cached_property

from listbuilder.core._base import FrozenModel
from listbuilder.core.catalog.items import ItemRef


class UpgradeKind(StrEnum):
    """What a Spec-Ops upgrade buys: the ``type`` of a T2 upgrade. Source: ITS.md E9."""

    STAT = "stat"
    SKILL = "skill"
    EQUIP = "equip"
    WEAPON = "weapon"


class ShopItem(FrozenModel):
    """One purchase of an army's Spec-Ops shop. Source: ITS.md E7.

    Attributes
    ----------
    kind : UpgradeKind
        ``skill``, ``equip`` or ``weapon`` (the shop prices no attribute, E8).
    item : ItemRef
        What is bought, named (``Mimetism (-3)``).
    extra_ids : tuple[int, ...]
        The data's ``extras`` ids (``filters.extras``), which tell two purchases
        of the same id apart (Mimetism -3 at 5 XP, -6 at 7 XP).
    exp : int
        Its cost in experience points (XP).
    skills, equipment, weapons : tuple[ItemRef, ...]
        What the purchase also grants (Doctor gives MediKit; Hacking Device gives
        the Hacker skill).
    """

    kind: UpgradeKind
    item: ItemRef
    extra_ids: tuple[int, ...] = ()
    exp: int
    skills: tuple[ItemRef, ...] = ()
    equipment: tuple[ItemRef, ...] = ()
    weapons: tuple[ItemRef, ...] = ()

    @property
    def grants(self) -> tuple[ItemRef, ...]:
        """Everything the purchase grants besides the item itself."""
        return self.skills + self.equipment + self.weapons


class SpecOpsOption(FrozenModel):
    """An option that makes its trooper the army's Spec-Ops. Source: ITS.md E7.

    Attributes
    ----------
    unit_id, profile_group_id, option_id : int
        The option's ids (PanOceania Fusiliers 1, group 1, option 7 "FUSILIER
        INDIGO").
    """

    unit_id: int
    profile_group_id: int
    option_id: int


class SpecOpsShop(FrozenModel):
    """An army's Spec-Ops block: which options are Spec-Ops, and what XP buys.

    Attributes
    ----------
    options : tuple[SpecOpsOption, ...]
        The army's Spec-Ops options (empty: the army has no Spec-Ops).
    items : tuple[ShopItem, ...]
        Skills, then equipment, then weapons, in data order.
    names : tuple[tuple[str, int, str], ...]
        ``(kind, id, name)`` of every skill, equipment, weapon and extra the army
        file and the metadata name (kind ``skill``, ``equip``, ``weapon``,
        ``extra``): an army code may carry an upgrade the shop does not sell, and
        it is still shown by name.

    Source: ITS.md E7
    """

    options: tuple[SpecOpsOption, ...] = ()
    items: tuple[ShopItem, ...] = ()
    names: tuple[tuple[str, int, str], ...] = ()

    def name_of(self, kind: str, item_id: int) -> str | None:
        """The data name of item ``item_id`` of ``kind`` (``skill``...), or None."""
        return self._names.get((kind, item_id))

    def is_specops(self, unit_id: int, profile_group_id: int, option_id: int) -> bool:
        """True when unit ``unit_id``'s option is one of the army's Spec-Ops options."""
        return (unit_id, profile_group_id, option_id) in self._option_keys

    def find(
        self, kind: UpgradeKind, item_id: int, extra_ids: tuple[int, ...] = ()
    ) -> ShopItem | None:
        """The purchase of ``kind`` with this id and these extras, or None.

        The extras must match exactly: Mimetism ``[6]`` and ``[7]`` are two
        purchases at two prices; an item the data lists with ``extras: []`` is the
        same as one without extras.
        """
        return self._index.get((kind, item_id, tuple(extra_ids)))

    def of_kind(self, kind: UpgradeKind) -> tuple[ShopItem, ...]:
        """The purchases of one kind, in data order."""
        return tuple(i for i in self.items if i.kind is kind)

    @cached_property
    def unit_ids(self) -> frozenset[int]:
        """The units of the Spec-Ops options (``options``).

        Only their troopers can be a Spec-Ops without upgrades (ITS.md E7).
        """
        return frozenset(o.unit_id for o in self.options)

    @cached_property
    def _option_keys(self) -> frozenset[tuple[int, int, int]]:
        return frozenset(
            (o.unit_id, o.profile_group_id, o.option_id) for o in self.options
        )

    @cached_property
    def _names(self) -> dict[tuple[str, int], str]:
        return {(kind, i): name for kind, i, name in self.names}

    @cached_property
    def _index(self) -> dict[tuple[UpgradeKind, int, tuple[int, ...]], ShopItem]:
        return {(i.kind, i.item.id, i.extra_ids): i for i in self.items}
