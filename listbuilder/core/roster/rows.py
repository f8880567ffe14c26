"""Presentation-neutral roster rows: what the app, the CLI and the PDF all print.

The core decides the text of every row (unit, loadout, points, SWC, profile
line, weapons) so the roster table, the PDF and the command line say the same
thing. ``Roster.opponent_copy()`` keeps Open information only (RULES.md C).

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
    OPPONENT_COPY_NOTE,
    WeaponLine,
)
from listbuilder.core.roster.tabletop import (
    FireteamLine,
    ProgramLine,
    number_fireteams,
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
    private_skills : tuple[str, ...]
        Labels in ``skills`` that are private information (the Lieutenant skill,
        RULES.md C1); an opponent copy removes them.
    public_loadout : str or None
        ``loadout`` without private skills, or None when they are the same.
    included : tuple[RosterRow, ...]
        Troopers this one's option fields with it (a pair's two troopers, an
        operator, peripherals), each with its own profile and weapons; no cost.
    quantity : int
        How many of an included trooper are fielded (1 for a main row).
    count_note : str
        Why the row counts ``minis`` troopers when that is not 1
        (``"Zondbots counts 0, peripheral"``), else ``""`` (RULES.md A7).
    orders : tuple[tuple[OrderType, int], ...]
        Orders the trooper brings, by type (RULES.md B6); an opponent copy
        drops the Lieutenant order (C1).
    fireteam : str
        Label of its declared fireteam (``HARIS 1``), or ``""`` (RULES.md A12).
    programs : tuple[tuple[str, str], ...]
        (hacking program, device giving it) pairs of its hacking devices.
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
    public_loadout: str | None = None
    included: tuple[RosterRow, ...] = ()
    quantity: int = 1
    count_note: str = ""
    orders: tuple[tuple[OrderType, int], ...] = ()
    fireteam: str = ""
    programs: tuple[tuple[str, str], ...] = ()

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

    def profile_line(self, units: str = "in") -> tuple[tuple[str, str], ...]:
        """The profile line with MOV in ``units`` (``"in"`` or ``"cm"``)."""
        return self.attributes_cm if units == "cm" else self.attributes

    def public(self) -> RosterRow:
        """Return the row as an opponent may see it (for a visible trooper).

        Drops cost, SWC, the Lieutenant mark and private skills; a private
        marker keeps only its kind. Callers leave out private deployments
        themselves (see :meth:`Roster.opponent_copy`).

        Source: RULES.md C1, C2
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
        hidden = set(self.private_skills)
        return self.replace(
            points=None,
            swc=None,
            lieutenant=False,
            included=tuple(r.public() for r in self.included),
            skills=tuple(s for s in self.skills if s not in hidden),
            loadout=self.loadout
            if self.public_loadout is None
            else self.public_loadout,
            private_skills=(),
            public_loadout=None,
            orders=tuple(o for o in self.orders if o[0] is not OrderType.LIEUTENANT),
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
    army_slug : str
        The faction's slug (``panoceania``).
    logo_name : str
        Name of the army's logo (the file name of the logo URL in the data, or
        the slug): logos are URLs the app never fetches.
    data_version : str
        The army file's data version (``7.2668.374``), or ``""``.
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

    def opponent_copy(self) -> Roster:
        """Return the Open-information copy handed to an opponent.

        Removes costs, SWC, the Lieutenant mark, skill and order, and
        legality; leaves out troopers deploying hidden or airborne (and any
        group left empty); shows camouflage/impersonation markers as markers,
        without their contents. Order pools are dropped, since the lieutenant
        order would reveal the Lieutenant's group. The trooper count is that of
        the troopers shown. Declared fireteams stay: a team is declared to the
        opponent when it is created (N5 Fireteams: the player declares its
        members), so it is Open information (C1 lists it nowhere as private);
        a team with a member held off the table or shown as a marker is left
        out whole, and the rest are numbered again so no number hints at it.
        Hacking programs are those of the devices shown. Calling it on a copy
        returns the copy.

        Source: RULES.md C1, C2, A12
        """
        if self.is_opponent_copy:
            return self
        groups = []
        for group in self.groups:
            rows = tuple(r.public() for r in group.rows if not r.private_deployment)
            if rows:
                groups.append(group.replace(orders=None, rows=rows))
        shown = sum(r.minis for g in groups if not g.reinforcement for r in g.rows)
        given = {p for r in groups for row in r.rows for p in _row_programs(row)}
        programs = []
        for line in self.hacking_programs:
            sources = tuple(d for d in line.sources if (line.name, d) in given)
            if sources:
                programs.append(line.replace(sources=sources))
        return self.replace(
            points=None,
            swc=None,
            legal=None,
            violations=(),
            troopers=shown,
            groups=_with_fireteams(groups, list(self.fireteams), open_only=True),
            opponent_copy_note=_(OPPONENT_COPY_NOTE),
            hacking_programs=tuple(programs),
        )


def _row_programs(row: RosterRow) -> list[tuple[str, str]]:
    return [p for r in (row, *row.included) for p in r.programs]


def _with_fireteams(
    groups: list[RosterGroup], teams: list[FireteamLine], *, open_only: bool = False
) -> tuple[RosterGroup, ...]:
    """``groups`` with ``teams`` placed, named from their rows and numbered.

    A uid with no row (a trooper since removed) is left out of its team, and a
    team left with no member is dropped. With ``open_only`` (an opponent copy)
    a team is dropped whole when a member is not shown openly (held off the
    table, or a marker): the rules let no such trooper join a fireteam, so a
    team naming one would reveal private information.

    Source: RULES.md A12, C1
    """
    by_uid = {r.uid: (g.number, g.reinforcement, r) for g in groups for r in g.rows}
    placed: list[tuple[tuple[int, bool], FireteamLine]] = []
    for team in teams:
        members = [by_uid[u] for u in team.members if u in by_uid]
        if open_only and (
            len(members) < len(team.members)
            or any(r.private_marker for _, _, r in members)
        ):
            continue
        if not members:
            continue
        line = team.replace(
            members=tuple(r.uid for _, _, r in members),
            member_names=tuple(r.name for _, _, r in members),
        )
        placed.append(((members[0][0], members[0][1]), line))
    numbered = number_fireteams(line for _, line in placed)
    label: dict[str, str] = {}
    for team in numbered:
        for uid in team.members:
            label.setdefault(uid, team.label)  # a uid in two teams keeps the first
    out = []
    for group in groups:
        key = (group.number, group.reinforcement)
        out.append(
            group.replace(
                rows=tuple(
                    # Only the rows whose label changes are copied: an edit
                    # keeps every other row object (the views compare them).
                    r
                    if r.fireteam == label.get(r.uid, "")
                    else r.model_copy(update={"fireteam": label.get(r.uid, "")})
                    for r in group.rows
                ),
                fireteams=tuple(
                    t for (k, _), t in zip(placed, numbered, strict=True) if k == key
                ),
            )
        )
    return tuple(out)
