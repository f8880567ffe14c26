"""What only a unit's Lieutenant options carry: the tells an opponent copy hides.

A unit such as Kornak offers the same trooper as a Lieutenant and not; only the
Lieutenant option has Strategos L1. Printed on an opponent copy, that skill
would name the Lieutenant (private, RULES.md C1). :func:`lieutenant_only`
works out, from the data of one profile group, every skill, piece of
equipment, order type and option name found on its Lieutenant options and on
none of its other options; the roster row keeps them apart so
:meth:`~listbuilder.core.roster.rows.RosterRow.public` leaves them off.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from listbuilder.core._base import FrozenModel
from listbuilder.core.catalog.items import ItemRef
from listbuilder.core.catalog.units import Option, OrderType, Unit
from listbuilder.core.roster.profile_text import PRIVATE_SKILLS


class LieutenantOnly(FrozenModel):
    """What a profile group's Lieutenant options carry and its other options lack.

    Attributes
    ----------
    items : frozenset[ItemRef]
        Skills and equipment (with their extras: ``Strategos L1``) only its
        Lieutenant options carry; the Lieutenant skill itself always.
    orders : frozenset[OrderType]
        Order types only its Lieutenant options generate; LIEUTENANT always.
    option_name : str
        The option name to print for a Lieutenant option whose own name no
        other option of the group carries, or ``""`` when the names agree.
    """

    items: frozenset[ItemRef] = frozenset()
    orders: frozenset[OrderType] = frozenset({OrderType.LIEUTENANT})
    option_name: str = ""

    def hides(self, item: ItemRef) -> bool:
        """True when ``item`` names the Lieutenant. Source: RULES.md C1, C3."""
        return item.id in PRIVATE_SKILLS or item in self.items


#: What any trooper hides when its group offers nothing but Lieutenant options
#: (Sun Tze): the Lieutenant skill and order. The unit itself names the
#: Lieutenant then, and its other skills are those of every option. Built
#: trusted (its defaults): validating it would build the model's schema at
#: import, and with it pydantic's plugin lookup, on every start.
ALWAYS_PRIVATE = LieutenantOnly.trusted()


def lieutenant_only(
    unit: Unit | None, profile_group_id: int, option: Option | None
) -> LieutenantOnly:
    """What the Lieutenant ``option`` of ``unit`` carries that no other option does.

    Compared with the other options of the same profile group that are not
    disabled and of the same kind (bought, or fielded with another's option:
    the operator a Lieutenant Maximus includes is a Lieutenant option too): a
    trooper's profile group shows on the opponent copy (its name, its profile
    line), so only differences within it point to the Lieutenant. A
    non-Lieutenant option, or a group with no other options, hides only
    :data:`ALWAYS_PRIVATE`.

    Source: RULES.md C1, C3
    """
    if unit is None or option is None or not option.is_lieutenant:
        return ALWAYS_PRIVATE
    group = unit.group(profile_group_id)
    options = group.options if group else unit.options
    included = option.swc == "-"
    others = [
        o
        for o in options
        if not o.is_lieutenant and not o.disabled and (o.swc == "-") == included
    ]
    if not others:
        return ALWAYS_PRIVATE
    shared = {i for o in others for i in (*o.skills, *o.equipment)}
    if group is not None:
        shared |= {i for p in group.profiles for i in (*p.skills, *p.equipment)}
    names = {o.name for o in others}
    return LieutenantOnly(
        items=frozenset(
            i for i in (*option.skills, *option.equipment) if i not in shared
        ),
        orders=frozenset(
            set(option.order_totals) - {t for o in others for t in o.order_totals}
        )
        | {OrderType.LIEUTENANT},
        option_name="" if option.name in names else _stand_in(names, unit),
    )


def _stand_in(names: set[str], unit: Unit) -> str:
    """The name a Lieutenant option prints when its own gives it away.

    The other options' one shared name when they have one, else the unit's.
    """
    return next(iter(names)) if len(names) == 1 else unit.name
