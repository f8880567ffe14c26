"""What an option or a trooper's choice reads: loadout, cost, AVA, the preview row.

Presentation-neutral texts the unit browser, the options table, the change-option
menu and the profile card share. Source: RULES.md A1, A2, A5. Pure.
"""

from __future__ import annotations

from listbuilder.core._base import FrozenModel
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.items import ItemRef
from listbuilder.core.catalog.units import (
    AVA_GOVERNED,
    Option,
    Unit,
    ava_text,
    format_swc,
)
from listbuilder.core.i18n import _
from listbuilder.core.lists.army_list import CombatGroup, TrooperEntry
from listbuilder.core.lists.resolve import ResolvedTrooper, g_jumper
from listbuilder.core.roster.build import roster_row
from listbuilder.core.roster.profile_text import loadout_text
from listbuilder.core.roster.rows import RosterRow
from listbuilder.core.roster.wording import orders_text


def _labels(items: tuple[ItemRef, ...]) -> tuple[str, ...]:
    return tuple(i.label for i in items)


class OptionSummary(FrozenModel):
    """What the options panel shows for one purchasable option.

    Attributes
    ----------
    profile_group_id, option_id : int
        Where the option sits in its unit.
    name : str
        Option name (``FUSILIER``).
    loadout : str
        Loadout text (see :func:`listbuilder.core.roster.rows.loadout_text`).
    points : int
        Cost in army points.
    swc : str
        SWC as printed (``"0.5"``, ``"+1"``).
    orders : str
        Orders it generates (``"1 Regular, 1 Lieutenant"``).
    lieutenant : bool
        True for a Lieutenant option.
    skills, equipment, weapons : tuple[str, ...]
        Resolved names with extras: the option's own items after the profile's.
    characteristics : tuple[str, ...]
        Profile characteristics plus the option's.

    Source: RULES.md A1, A2, A3, B6
    """

    profile_group_id: int
    option_id: int
    name: str
    loadout: str
    points: int
    swc: str
    orders: str
    lieutenant: bool
    skills: tuple[str, ...] = ()
    equipment: tuple[str, ...] = ()
    weapons: tuple[str, ...] = ()
    characteristics: tuple[str, ...] = ()

    @property
    def cost_text(self) -> str:
        """``10 pts · 0 SWC``."""
        return _("{points} pts · {swc} SWC", points=self.points, swc=self.swc)

    @property
    def swc_value(self) -> float:
        """SWC as a number for sorting (``"1.5"`` → 1.5; ``"+1"``, ``"-"`` → 0.0)."""
        return float(self.swc) if self.swc.replace(".", "", 1).isdigit() else 0.0


def _preview_trooper(
    unit: Unit, profile_group_id: int, option: Option
) -> ResolvedTrooper:
    entry = TrooperEntry(
        uid="preview",
        unit_id=unit.id,
        profile_group_id=profile_group_id,
        option_id=option.id,
    )
    if profile_group_id == 0:
        first = option.includes[0].profile_group_id if option.includes else 1
        profile_group = unit.group(first) or (
            unit.profile_groups[0] if unit.profile_groups else None
        )
    else:
        profile_group = unit.group(profile_group_id)
    return ResolvedTrooper(
        entry,
        CombatGroup(number=1),
        unit,
        profile_group,
        option,
        g_jumper(option, profile_group),
    )


def option_summary(unit: Unit, profile_group_id: int, option: Option) -> OptionSummary:
    """Summarise one purchasable option of ``unit`` with its profile's items.

    Parameters
    ----------
    unit : Unit
        The unit the option belongs to.
    profile_group_id : int
        Profile group id (0 = top-level option such as a pair).
    option : Option
        The option.

    Source: RULES.md A1, A2, A3, B6
    """
    trooper = _preview_trooper(unit, profile_group_id, option)
    return OptionSummary(
        profile_group_id=profile_group_id,
        option_id=option.id,
        name=option.name,
        loadout=loadout_text(option),
        points=option.points,
        swc=format_swc(option.swc),
        orders=orders_text(option),
        lieutenant=option.is_lieutenant,
        skills=_labels(trooper.skills),
        equipment=_labels(trooper.equipment),
        weapons=tuple(dict.fromkeys(_labels(trooper.weapons))),
        characteristics=trooper.characteristics,
    )


def option_preview_row(
    unit: Unit, profile_group_id: int, option: Option, catalog: Catalog
) -> RosterRow:
    """The roster row ``option`` would get if bought (profile card preview).

    The row's uid is ``"preview"`` and its group number 1.
    """
    return roster_row(_preview_trooper(unit, profile_group_id, option), catalog)


def trooper_ava(trooper: ResolvedTrooper) -> str:
    """AVA of a trooper's profile as printed (``"T"``, ``"2"``; ``"-"`` unknown).

    A profile governed by its main group (AVA -1) shows the unit's AVA.

    Source: RULES.md A5
    """
    if trooper.unit is None:
        return "-"
    profile = trooper.profile
    if profile is not None and profile.ava != AVA_GOVERNED:
        return ava_text(profile.ava)
    return ava_text(trooper.unit.ava)


def option_ava(unit: Unit, profile_group_id: int, option: Option) -> str:
    """AVA shown on the preview card of an option (see :func:`trooper_ava`).

    Source: RULES.md A5
    """
    return trooper_ava(_preview_trooper(unit, profile_group_id, option))
