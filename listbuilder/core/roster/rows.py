"""Presentation-neutral roster rows: what the app, the CLI and the PDF all print.

The core decides the text of every row (unit, loadout, points, SWC, profile
line, weapons) so the roster table, the PDF and the command line say the same
thing. :func:`~listbuilder.core.roster.opponent.opponent_copy` keeps Open
information only (RULES.md C).

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from listbuilder.core._base import FrozenModel
from listbuilder.core.catalog.units import (
    OrderType,
)
from listbuilder.core.i18n import _
from listbuilder.core.lists.army_list import group_name
from listbuilder.core.lists.counts import (
    TrooperCount,
    count_entries,
    count_note,
)
from listbuilder.core.roster.profile_text import (
    WeaponLine,
)
from listbuilder.core.roster.tabletop import (
    FireteamLine,
    ProgramLine,
    orders_phrase,
)
from listbuilder.core.rules.orders import OrderPool


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
    minis : int
        Troopers the option fields, for counts (RULES.md A7).
    marker : str
        ``Camouflage`` or ``Impersonation`` for a private marker, else ``""``.
    private_skills, private_equipment : tuple[str, ...]
        Labels in ``skills`` / ``equipment`` that point to the Lieutenant (the
        Lieutenant skill, and what only Lieutenant options of its profile group
        carry: ``Strategos L1``, RULES.md C1, C3); an opponent copy removes them.
    public_loadout : str or None
        ``loadout`` without those, or None when they are the same.
    public_option : str or None
        ``option`` as an opponent copy prints it when the name itself is one
        only Lieutenant options carry, else None (RULES.md C3).
    included : tuple[RosterRow, ...]
        Troopers this one's option fields with it (a pair's two troopers, an
        operator, peripherals), each with its own profile and weapons; no cost.
    quantity : int
        How many of an included trooper are fielded (1 for a main row).
    count_note : str
        Why the row counts ``minis`` troopers when that is not 1
        (``"Zondbots counts 0, peripheral"``), else ``""`` (RULES.md A7).
    orders : tuple[tuple[OrderType, int], ...]
        Orders the trooper brings, by type (RULES.md B6).
    private_orders : tuple[OrderType, ...]
        Order types an opponent copy drops: LIEUTENANT, and any only
        Lieutenant options of its profile group generate (RULES.md C1, C3).
    fireteam : str
        Label of its declared fireteam (``HARIS 1``), or ``""`` (RULES.md A12).
    programs : tuple[tuple[str, str], ...]
        (hacking program, device giving it) pairs of its hacking devices.
    hired : bool
        True for a mercenary hired under Soldiers of Fortune (ITS.md E5).
    specops : tuple[str, ...]
        Spec-Ops upgrades as players write them (``BS+1``, ``Marksmanship``).
    specops_xp : int or None
        XP of the priced upgrades (None without upgrades, or in an opponent copy).
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
    minis: int = 1
    marker: str = ""
    private_skills: tuple[str, ...] = ()
    private_equipment: tuple[str, ...] = ()
    public_loadout: str | None = None
    public_option: str | None = None
    included: tuple[RosterRow, ...] = ()
    quantity: int = 1
    count_note: str = ""
    orders: tuple[tuple[OrderType, int], ...] = ()
    private_orders: tuple[OrderType, ...] = (OrderType.LIEUTENANT,)
    fireteam: str = ""
    programs: tuple[tuple[str, str], ...] = ()
    hired: bool = False
    specops: tuple[str, ...] = ()
    specops_xp: int | None = None

    @property
    def title(self) -> str:
        """``Fusiliers (Lieutenant)`` style heading."""
        if self.lieutenant:
            return _("{name} (Lieutenant)", name=self.name)
        return self.name

    @property
    def orders_text(self) -> str:
        """Orders it brings: ``1 Regular · 1 Lieutenant``, or ``none``.

        Source: RULES.md B6
        """
        return orders_phrase(self.orders)

    @property
    def is_peripheral(self) -> bool:
        """True for a Peripheral (an included trooper a controller fields)."""
        return "Peripheral" in self.characteristics

    @property
    def all_programs(self) -> list[tuple[str, str]]:
        """(program, device) pairs of this row and the troopers it includes."""
        return [p for r in (self, *self.included) for p in r.programs]

    def profile_line(self, units: str = "in") -> tuple[tuple[str, str], ...]:
        """The profile line with MOV in ``units`` (``"in"`` or ``"cm"``)."""
        return self.attributes_cm if units == "cm" else self.attributes

    def public(self) -> RosterRow:
        """Return the row as an opponent may see it (for a visible trooper).

        Drops cost, SWC, the Lieutenant mark and whatever only Lieutenant
        options carry (skills, equipment, orders, the option's name); a private
        marker keeps only its kind. Callers leave out private deployments
        themselves (see :meth:`Roster.opponent_copy`).

        Source: RULES.md C1, C2, C3
        """
        if self.private_marker:
            kind = self.marker or "Camouflage"
            name = _("{kind} marker", kind=kind)
            return RosterRow(
                uid=self.uid,
                group=self.group,
                reinforcement=self.reinforcement,
                name=name,
                option="",
                loadout=_(
                    "{kind} marker: its contents are private information", kind=kind
                ),
                points=None,
                swc=None,
                private_marker=True,
                marker=kind,
                minis=self.minis,
                count_note=count_note(name, self.minis),
                fireteam=self.fireteam,
            )
        skills, equipment = set(self.private_skills), set(self.private_equipment)
        return self.replace(
            points=None,
            swc=None,
            lieutenant=False,
            option=self.option if self.public_option is None else self.public_option,
            included=tuple(r.public() for r in self.included),
            skills=tuple(s for s in self.skills if s not in skills),
            equipment=tuple(s for s in self.equipment if s not in equipment),
            loadout=self.loadout
            if self.public_loadout is None
            else self.public_loadout,
            private_skills=(),
            private_equipment=(),
            public_loadout=None,
            public_option=None,
            orders=tuple(o for o in self.orders if o[0] not in self.private_orders),
            specops_xp=None,
        )

    @property
    def title_with_quantity(self) -> str:
        """``CORDELIA TURNER`` or ``2x JACKBOT`` for an included trooper."""
        return f"{self.quantity}x {self.name}" if self.quantity > 1 else self.name

    @property
    def cost_text(self) -> str:
        """``10 pts · 0 SWC`` or ``""`` when private."""
        if self.points is None:
            return ""
        return _("{points} pts · {swc} SWC", points=self.points, swc=self.swc)


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
    fireteams : tuple[FireteamLine, ...]
        Fireteams declared in the group (RULES.md A12).
    """

    number: int
    reinforcement: bool = False
    orders: OrderPool | None = None
    rows: tuple[RosterRow, ...] = ()
    fireteams: tuple[FireteamLine, ...] = ()

    @property
    def trooper_count(self) -> TrooperCount:
        """The group's troopers as RULES.md A7 counts them, with the reasons.

        The group header prints it (``"4 troopers: ..."``), never the number of
        rows. Source: RULES.md A7
        """
        return count_entries((r.minis, r.count_note) for r in self.rows)

    @property
    def title(self) -> str:
        """``Combat Group 1`` or ``Reinforcement Group 1``."""
        return group_name(self.number, self.reinforcement)


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
        Ruleset display name, in the language in force.
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
    army_slug : str
        The faction's slug (``panoceania``).
    logo_name : str
        Name of the army's logo (the file name of the logo URL in the data, or
        the slug): logos are URLs the app never fetches.
    data_version : str
        The data set's version (``Catalog.data_version``: ``7.2669.194``) or ``""``.
    hacking_programs : tuple[ProgramLine, ...]
        Hacking programs the list's hacking devices give, in table order.
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
    army_slug: str = ""
    logo_name: str = ""
    data_version: str = ""
    hacking_programs: tuple[ProgramLine, ...] = ()

    @property
    def is_opponent_copy(self) -> bool:
        """True for a copy stripped of private information."""
        return bool(self.opponent_copy_note)

    @property
    def points_text(self) -> str:
        """``290/300`` (points used over limit), or ``""`` in an opponent copy."""
        return "" if self.points is None else f"{self.points}/{self.points_limit}"

    @property
    def troopers_text(self) -> str:
        """``15/15`` (troopers over the cap), or the count alone without a cap."""
        cap = self.trooper_cap
        return f"{self.troopers}/{cap}" if cap else str(self.troopers)

    @property
    def trooper_count(self) -> TrooperCount:
        """The main list's troopers (RULES.md A7), with the reasons.

        Its ``troopers`` equals :attr:`troopers`. Source: RULES.md A7
        """
        return count_entries(
            (r.minis, r.count_note)
            for g in self.groups
            if not g.reinforcement
            for r in g.rows
        )

    @property
    def reinforcement_count(self) -> TrooperCount:
        """The reinforcement groups' troopers, counted apart (RULES.md A10)."""
        return count_entries(
            (r.minis, r.count_note)
            for g in self.groups
            if g.reinforcement
            for r in g.rows
        )

    def rows(self) -> list[RosterRow]:
        """Every row in order."""
        return [r for g in self.groups for r in g.rows]

    def fielded_rows(self) -> list[RosterRow]:
        """Every row in order, each followed by the troopers its option includes."""
        return [x for r in self.rows() for x in (r, *r.included)]

    @property
    def fireteams(self) -> tuple[FireteamLine, ...]:
        """Every declared fireteam, in list order. Source: RULES.md A12."""
        return tuple(t for g in self.groups for t in g.fireteams)

    def weapon_summary(self) -> tuple[WeaponLine, ...]:
        """Every distinct weapon mode of the roster once, sorted by name.

        One table for a compact sheet: two troopers with the same Combi Rifle
        share its line. Computed from the rows and the troopers they include
        (a pair's two troopers, a peripheral), so an opponent copy summarises
        only what it shows.
        """
        seen: dict[WeaponLine, None] = {}
        for row in self.fielded_rows():
            for line in row.weapons:
                seen.setdefault(line, None)
        return tuple(sorted(seen, key=lambda w: (w.name.casefold(), w.name)))
