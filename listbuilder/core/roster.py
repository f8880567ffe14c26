"""Presentation-neutral roster rows: what the app, the CLI and the PDF all print.

The core decides the text of every row (unit, loadout, points, SWC, profile
line, weapons) so the roster table, the PDF and the command line say the same
thing. ``Roster.opponent_copy()`` keeps Open information only (RULES.md C).

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from listbuilder.core._base import FrozenModel
from listbuilder.core.army import ArmyList
from listbuilder.core.catalog import (
    OFF_TABLE_SKILLS,
    PRIVATE_MARKER_SKILLS,
    Catalog,
    ItemRef,
    Option,
    Profile,
    RangeBand,
    Unit,
    WeaponMode,
)
from listbuilder.core.orders import OrderPool, order_pools
from listbuilder.core.resolve import ResolvedTrooper, resolve_list
from listbuilder.core.ruleset import Ruleset
from listbuilder.core.validation import ValidationReport, validate

#: Attribute columns of a profile line, in printed order.
ATTRIBUTE_NAMES = ("MOV", "CC", "BS", "PH", "WIP", "ARM", "BTS", "W", "S")


def format_swc(swc: str) -> str:
    """SWC as printed on a roster: ``"0"``, ``"1.5"``, ``"+1"``, ``"-"``."""
    return swc or "0"


def move_text(profile: Profile, units: str = "in") -> str:
    """MOV as printed: ``4-4`` in inches or ``10-10`` in cm (``units`` 'in'|'cm')."""
    first, second = profile.move_inches if units == "in" else profile.move
    return f"{first}-{second}"


def attribute_values(
    profile: Profile, units: str = "in"
) -> tuple[tuple[str, str], ...]:
    """The profile line as (label, value) pairs: MOV, CC, BS ... W/STR, S.

    ``units`` is ``"in"`` or ``"cm"`` for MOV.
    """
    return (
        ("MOV", move_text(profile, units)),
        ("CC", str(profile.cc)),
        ("BS", str(profile.bs)),
        ("PH", str(profile.ph)),
        ("WIP", str(profile.wip)),
        ("ARM", str(profile.arm)),
        ("BTS", str(profile.bts)),
        ("STR" if profile.is_str else "W", str(profile.w)),
        ("S", str(profile.s)),
    )


def ava_text(ava: int) -> str:
    """AVA as printed: ``"T"`` for Total, ``"-"`` when governed by the main group."""
    if ava == 255:
        return "T"
    if ava < 0:
        return "-"
    return str(ava)


def loadout_text(option: Option) -> str:
    """The option's loadout as the official builder prints it.

    ``"Lieutenant · Combi Rifle, Light Shotgun, Pistol, Knife"``: the option's own
    skills and equipment, then its weapons.
    """
    extras = [i.label for i in (*option.skills, *option.equipment)]
    weapons = [w.label for w in option.weapons]
    parts = [", ".join(extras)] if extras else []
    if weapons:
        parts.append(", ".join(weapons))
    return " · ".join(parts) if parts else option.name


def option_text(unit: Unit, group_id: int, option: Option) -> str:
    """Full option text for menus: ``FUSILIER: Lieutenant · Combi Rifle, ...``."""
    del unit, group_id  # the loadout is all the player needs beside the name
    return f"{option.name}: {loadout_text(option)}"


def range_text(band: RangeBand, units: str = "in") -> str:
    """One range band: ``0-8" +3`` (inches) or ``0-20 cm +3``."""
    mod = f"{band.modifier:+d}" if band.modifier else "0"
    if units == "cm":
        return f"{band.min_cm}-{band.max_cm} cm {mod}"
    return f'{band.min_in}-{band.max_in}" {mod}'


class WeaponLine(FrozenModel):
    """One weapon mode as printed in a weapons table.

    Attributes
    ----------
    name : str
        Weapon name, with its mode when it has several (``Boarding Shotgun (Hit)``).
    burst, damage, saving, saving_num, ammunition : str
        As in the data; ``damage`` is PS in N5.
    properties : tuple[str, ...]
        Traits.
    ranges : tuple[RangeBand, ...]
        Range bands (cm in the data; print with :func:`range_text`).
    """

    name: str
    burst: str
    damage: str
    saving: str
    saving_num: str
    ammunition: str
    properties: tuple[str, ...] = ()
    ranges: tuple[RangeBand, ...] = ()

    def ranges_text(self, units: str = "in") -> str:
        """All bands: ``0-8" +3 | 8-16" 0 | 16-32" -3``."""
        return " | ".join(range_text(b, units) for b in self.ranges)


def weapon_lines(
    weapons: tuple[ItemRef, ...], catalog: Catalog
) -> tuple[WeaponLine, ...]:
    """Resolve weapon items to printable lines, one per firing mode."""
    out: list[WeaponLine] = []
    seen: set[int] = set()
    for item in weapons:
        if item.id in seen:
            continue
        seen.add(item.id)
        weapon = catalog.weapon(item.id)
        if weapon is None:
            out.append(
                WeaponLine(
                    name=item.label,
                    burst="-",
                    damage="-",
                    saving="-",
                    saving_num="-",
                    ammunition="",
                )
            )
            continue
        for mode in weapon.modes:
            out.append(_mode_line(item, weapon.name, mode, len(weapon.modes) > 1))
    return tuple(out)


def _mode_line(item: ItemRef, name: str, mode: WeaponMode, several: bool) -> WeaponLine:
    label = item.label if not several else f"{item.label} ({mode.name})"
    if several and mode.name == name:
        label = item.label
    return WeaponLine(
        name=label,
        burst=mode.burst,
        damage=mode.damage,
        saving=mode.saving,
        saving_num=mode.saving_num,
        ammunition=mode.ammunition,
        properties=mode.properties,
        ranges=mode.ranges,
    )


class RosterRow(FrozenModel):
    """One trooper of a roster, ready to print.

    Attributes
    ----------
    uid : str
        Trooper uid.
    group : int
        Combat group number.
    reinforcement : bool
        True when the trooper is in a reinforcement group.
    name : str
        Unit name (ISC).
    option : str
        Option name.
    loadout : str
        Loadout text (see :func:`loadout_text`).
    points : int or None
        Cost (None in an opponent copy: private, RULES.md C1).
    swc : str or None
        SWC text (None in an opponent copy).
    lieutenant : bool
        True for the Lieutenant (always False in an opponent copy).
    unit_type : str
        ``LI``, ``MI``... ; ``""`` if unresolved.
    attributes : tuple[tuple[str, str], ...]
        Profile line (MOV in inches).
    attributes_cm : tuple[tuple[str, str], ...]
        Profile line with MOV in cm.
    characteristics, skills, equipment : tuple[str, ...]
        Labels with extras (``Mimetism (-6)``).
    weapons : tuple[WeaponLine, ...]
        One line per firing mode.
    private_deployment : bool
        Deploys hidden or airborne (private information, RULES.md C1).
    private_marker : bool
        Deploys as a camouflage or impersonation marker (contents private, C1).
    resolved : bool
        False for a placeholder the data does not know.
    """

    uid: str
    group: int
    reinforcement: bool = False
    name: str
    option: str
    loadout: str
    points: int | None
    swc: str | None
    lieutenant: bool = False
    unit_type: str = ""
    attributes: tuple[tuple[str, str], ...] = ()
    attributes_cm: tuple[tuple[str, str], ...] = ()
    characteristics: tuple[str, ...] = ()
    skills: tuple[str, ...] = ()
    equipment: tuple[str, ...] = ()
    weapons: tuple[WeaponLine, ...] = ()
    private_deployment: bool = False
    private_marker: bool = False
    resolved: bool = True

    @property
    def title(self) -> str:
        """``Fusiliers (Lieutenant)`` style heading."""
        return f"{self.name} (Lieutenant)" if self.lieutenant else self.name

    @property
    def cost_text(self) -> str:
        """``10 pts · 0 SWC`` or ``""`` when private."""
        if self.points is None:
            return ""
        return f"{self.points} pts · {self.swc} SWC"


class RosterGroup(FrozenModel):
    """A combat group in a roster.

    Attributes
    ----------
    number : int
        Group number.
    reinforcement : bool
        True for a reinforcement group.
    orders : OrderPool or None
        Its order pool (None in an opponent copy: the lieutenant order is private).
    rows : tuple[RosterRow, ...]
        Troopers in order.
    """

    number: int
    reinforcement: bool = False
    orders: OrderPool | None = None
    rows: tuple[RosterRow, ...] = ()

    @property
    def title(self) -> str:
        """``Combat Group 1`` or ``Reinforcement Group 1``."""
        kind = "Reinforcement Group" if self.reinforcement else "Combat Group"
        return f"{kind} {self.number}"


class Roster(FrozenModel):
    """A whole list ready to print or show.

    Attributes
    ----------
    title : str
        List name (as the user wrote it, never interpreted as markup).
    army : str
        Army name.
    army_id : int
        Faction id.
    ruleset : str
        Ruleset display name.
    points, points_limit : int or None
        Points used and limit (points None in an opponent copy).
    swc : str or None
        ``"4.5/6"`` (None in an opponent copy).
    troopers : int
        Troopers counted with ``minis``.
    trooper_cap : int or None
        Cap of the ruleset.
    legal : bool or None
        Legality (None in an opponent copy).
    violations : tuple[str, ...]
        Violation lines ``A3: message``.
    groups : tuple[RosterGroup, ...]
        Combat groups in order.
    opponent_copy_note : str
        Non-empty in an opponent copy: says private information is hidden.
    """

    title: str
    army: str
    army_id: int
    ruleset: str
    points: int | None
    points_limit: int
    swc: str | None
    troopers: int
    trooper_cap: int | None
    legal: bool | None
    violations: tuple[str, ...] = ()
    groups: tuple[RosterGroup, ...] = ()
    opponent_copy_note: str = ""

    @property
    def is_opponent_copy(self) -> bool:
        """True for a copy stripped of private information."""
        return bool(self.opponent_copy_note)

    def rows(self) -> list[RosterRow]:
        """Every row in order."""
        return [r for g in self.groups for r in g.rows]

    def opponent_copy(self) -> Roster:
        """Return the Open-information copy handed to an opponent.

        Removes costs, SWC, the Lieutenant mark and legality; leaves out troopers
        deploying hidden or airborne; shows camouflage/impersonation markers
        without their contents. Order pools are dropped, since the lieutenant
        order would reveal the Lieutenant.

        Source: RULES.md C1, C2
        """
        groups = []
        for group in self.groups:
            rows = []
            for row in group.rows:
                if row.private_deployment:
                    continue
                if row.private_marker:
                    rows.append(
                        RosterRow(
                            uid=row.uid,
                            group=row.group,
                            reinforcement=row.reinforcement,
                            name="Marker",
                            option="",
                            loadout="Camouflage or impersonation marker: contents "
                            "are private information",
                            points=None,
                            swc=None,
                            private_marker=True,
                        )
                    )
                    continue
                rows.append(row.replace(points=None, swc=None, lieutenant=False))
            groups.append(group.replace(orders=None, rows=tuple(rows)))
        return self.replace(
            points=None,
            swc=None,
            legal=None,
            violations=(),
            groups=tuple(groups),
            opponent_copy_note="Opponent copy: Open information only. Costs, SWC, "
            "the Lieutenant, troopers in hidden or airborne deployment and marker "
            "contents are private and not shown.",
        )


def roster_row(trooper: ResolvedTrooper, catalog: Catalog) -> RosterRow:
    """Build the printable row of one resolved trooper."""
    option, profile = trooper.option, trooper.profile
    skill_ids = {s.id for s in trooper.skills}
    base = RosterRow(
        uid=trooper.uid,
        group=trooper.group.number,
        reinforcement=trooper.group.reinforcement,
        name=trooper.name,
        option=trooper.option_name,
        loadout=loadout_text(option) if option else trooper.option_name,
        points=trooper.points,
        swc=format_swc(option.swc) if option else "0",
        lieutenant=trooper.is_lieutenant,
        resolved=trooper.is_resolved,
        private_deployment=bool(skill_ids & OFF_TABLE_SKILLS),
        private_marker=bool(skill_ids & PRIVATE_MARKER_SKILLS),
    )
    if profile is None:
        return base
    return base.replace(
        unit_type=profile.unit_type,
        attributes=attribute_values(profile, "in"),
        attributes_cm=attribute_values(profile, "cm"),
        characteristics=trooper.characteristics,
        skills=tuple(s.label for s in trooper.skills),
        equipment=tuple(e.label for e in trooper.equipment),
        weapons=weapon_lines(trooper.weapons, catalog),
    )


def build_roster(
    army_list: ArmyList,
    catalog: Catalog,
    ruleset: Ruleset,
    *,
    report: ValidationReport | None = None,
) -> Roster:
    """Build the full roster of ``army_list`` (private information included).

    Source: RULES.md A1-A7 (totals), B1-B6 (order pools), C1 (private fields)
    """
    troopers = resolve_list(army_list, catalog)
    report = report or validate(army_list, catalog, ruleset, troopers=troopers)
    pools = order_pools(army_list, catalog, ruleset, troopers=troopers)
    army = catalog.army(army_list.army_id)
    groups = []
    for group, pool in zip(army_list.groups, pools, strict=True):
        rows = tuple(roster_row(t, catalog) for t in troopers if t.group is group)
        groups.append(
            RosterGroup(
                number=group.number,
                reinforcement=group.reinforcement,
                orders=pool,
                rows=rows,
            )
        )
    return Roster(
        title=army_list.name,
        army=army.name if army else f"Army {army_list.army_id}",
        army_id=army_list.army_id,
        ruleset=ruleset.name,
        points=report.points,
        points_limit=report.points_limit,
        swc=report.swc_text,
        troopers=report.troopers,
        trooper_cap=report.trooper_cap,
        legal=report.is_legal,
        violations=tuple(f"{v.rule}: {v.message}" for v in report.violations),
        groups=tuple(groups),
    )
