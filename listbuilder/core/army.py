"""The army list being built: immutable snapshots and their edit methods.

Every edit returns a new :class:`ArmyList`, so undo is a stack of snapshots and a
Qt model reset is a pointer swap. Illegal lists are normal states; legality is
``listbuilder.core.validation.validate``.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

import uuid

from pydantic import Field, field_validator

from listbuilder.core._base import FrozenModel
from listbuilder.core.errors import RulesError


def new_uid() -> str:
    """Return a fresh trooper id: 12 hex characters, unique within any list."""
    return uuid.uuid4().hex[:12]


class SavedTrooper(FrozenModel):
    """What a trooper was when its list was saved, in words rather than ids.

    Option ids can be renumbered or removed by a data update; with these a
    trooper is found again (``listbuilder.core.rematch``) and the player told
    what changed.

    Attributes
    ----------
    isc : str
        The unit's ISC (``Fusiliers``).
    option : str
        The option's name in the data (``FUSILIER``).
    loadout : str
        The option as the builder prints it, name and loadout
        (``FUSILIER (Lieutenant · Combi Rifle)``).
    points : int
        Its cost then, in army points.
    swc : str
        Its SWC then, as written in the data (``"0.5"``, ``"+1"``...).
    """

    isc: str
    option: str
    loadout: str = ""
    points: int
    swc: str


class TrooperEntry(FrozenModel):
    """One trooper in a list: which unit, profile group and option it is.

    Attributes
    ----------
    uid : str
        Stable id of this entry inside the list (selection, drag and drop, undo).
    unit_id : int
        Global unit id from the data.
    group_id : int
        Profile group id (0 = the unit's top-level options, e.g. paired units).
    option_id : int
        Option id within that profile group.
    specops : tuple[str, ...]
        Spec-Ops upgrades as the army code carries them: raw JSON array strings,
        kept verbatim so a code's T2 trailer survives import and export.
    saved : SavedTrooper or None
        What the trooper was at save time (saved lists only; None in a list
        being edited).
    """

    uid: str = Field(default_factory=new_uid)
    unit_id: int
    group_id: int = Field(ge=0)
    option_id: int
    specops: tuple[str, ...] = ()
    saved: SavedTrooper | None = None


class Fireteam(FrozenModel):
    """A fireteam declared inside a combat group. Source: RULES.md A12.

    Attributes
    ----------
    name : str
        The chart team it claims to be (``"PanOceania Fireteams II"``), or ``""``.
    type : str
        ``CORE``, ``HARIS`` or ``DUO``.
    members : tuple[str, ...]
        Trooper uids, all in the same combat group.
    """

    name: str = ""
    type: str
    members: tuple[str, ...]


class CombatGroup(FrozenModel):
    """One combat group: its number and troopers in order.

    Attributes
    ----------
    number : int
        1-based group number, as the army code writes it.
    troopers : tuple[TrooperEntry, ...]
        Troopers in display order.
    reinforcement : bool
        True for a reinforcement group (RULES.md A10).
    fireteams : tuple[Fireteam, ...]
        Fireteams declared in this group (RULES.md A12).
    """

    number: int = Field(ge=1)
    troopers: tuple[TrooperEntry, ...] = ()
    reinforcement: bool = False
    fireteams: tuple[Fireteam, ...] = ()


class ArmyList(FrozenModel):
    """An army list: army, ruleset, points limit, name and combat groups.

    Attributes
    ----------
    army_id : int
        Faction id of the army file (101 PanOceania, 103 Military Orders...).
    ruleset : str
        Ruleset id (``"n5"`` default, ``"n2"``).
    points_limit : int
        Agreed points limit (150/200/250/300/400 or any positive number).
    name : str
        List name (free text, printed as written).
    groups : tuple[CombatGroup, ...]
        Combat groups in order; numbers are unique.
    """

    army_id: int
    ruleset: str = "n5"
    points_limit: int = Field(300, gt=0)
    name: str = ""
    groups: tuple[CombatGroup, ...] = (CombatGroup(number=1),)

    @field_validator("groups")
    @classmethod
    def _unique_numbers(
        cls, groups: tuple[CombatGroup, ...]
    ) -> tuple[CombatGroup, ...]:
        numbers = [(g.number, g.reinforcement) for g in groups]
        if len(set(numbers)) != len(numbers):
            raise ValueError("combat group numbers must be unique")
        uids = [t.uid for g in groups for t in g.troopers]
        if len(set(uids)) != len(uids):
            raise ValueError("trooper uids must be unique")
        return groups

    # -- queries -----------------------------------------------------------------

    def troopers(self) -> list[tuple[CombatGroup, TrooperEntry]]:
        """Every (group, trooper) pair in display order."""
        return [(g, t) for g in self.groups for t in g.troopers]

    def find(self, uid: str) -> tuple[int, int]:
        """Return (group index, trooper index) of trooper ``uid``.

        Raises
        ------
        RulesError
            If no trooper has that uid.
        """
        for gi, group in enumerate(self.groups):
            for ti, trooper in enumerate(group.troopers):
                if trooper.uid == uid:
                    return gi, ti
        raise RulesError(f"no trooper with id {uid!r} in the list")

    def trooper(self, uid: str) -> TrooperEntry:
        """Return the trooper with ``uid`` (RulesError if absent)."""
        gi, ti = self.find(uid)
        return self.groups[gi].troopers[ti]

    # -- edits (each returns a new list) ----------------------------------------

    def _with_group(self, index: int, group: CombatGroup) -> ArmyList:
        groups = list(self.groups)
        groups[index] = group
        return self.replace(groups=tuple(groups))

    def with_group(self, *, reinforcement: bool = False) -> ArmyList:
        """Return a copy with one more (empty) combat group at the end."""
        used = {g.number for g in self.groups if g.reinforcement == reinforcement}
        number = next(n for n in range(1, len(used) + 2) if n not in used)
        group = CombatGroup(number=number, reinforcement=reinforcement)
        return self.replace(groups=(*self.groups, group))

    def without_group(self, index: int) -> ArmyList:
        """Return a copy without group ``index`` (and its troopers)."""
        if not 0 <= index < len(self.groups):
            raise RulesError(f"no combat group at index {index}")
        return self.replace(groups=self.groups[:index] + self.groups[index + 1 :])

    def with_trooper(
        self, group_index: int, entry: TrooperEntry, position: int | None = None
    ) -> ArmyList:
        """Return a copy with ``entry`` added to group ``group_index``.

        ``position`` inserts before that index (None appends). A missing group
        index equal to the number of groups adds a new group first.
        """
        army = self
        if group_index == len(army.groups):
            army = army.with_group()
        if not 0 <= group_index < len(army.groups):
            raise RulesError(f"no combat group at index {group_index}")
        group = army.groups[group_index]
        troopers = list(group.troopers)
        troopers.insert(len(troopers) if position is None else position, entry)
        return army._with_group(group_index, group.replace(troopers=tuple(troopers)))

    def without_trooper(self, uid: str) -> ArmyList:
        """Return a copy without trooper ``uid`` (and out of any fireteam)."""
        gi, ti = self.find(uid)
        group = self.groups[gi]
        troopers = group.troopers[:ti] + group.troopers[ti + 1 :]
        teams = tuple(
            team.replace(members=tuple(m for m in team.members if m != uid))
            for team in group.fireteams
        )
        teams = tuple(t for t in teams if t.members)
        return self._with_group(gi, group.replace(troopers=troopers, fireteams=teams))

    def with_moved_trooper(
        self, uid: str, group_index: int, position: int | None = None
    ) -> ArmyList:
        """Return a copy with trooper ``uid`` moved to group ``group_index``.

        ``position`` is the index in the target group *after* removal (None
        appends). Moving to another group takes the trooper out of its fireteam.
        """
        gi, _ = self.find(uid)
        entry = self.trooper(uid)
        army = self.without_trooper(uid)
        if gi == group_index:
            # keep fireteam membership when reordering within a group
            army = army._with_group(
                gi, army.groups[gi].replace(fireteams=self.groups[gi].fireteams)
            )
        return army.with_trooper(group_index, entry, position)

    def with_duplicate(self, uid: str) -> ArmyList:
        """Return a copy with a new trooper of the same option right after ``uid``."""
        gi, ti = self.find(uid)
        copy = self.groups[gi].troopers[ti].replace(uid=new_uid())
        return self.with_trooper(gi, copy, ti + 1)

    def with_option(self, uid: str, group_id: int, option_id: int) -> ArmyList:
        """Return a copy with trooper ``uid`` switched to another option of its unit."""
        gi, ti = self.find(uid)
        group = self.groups[gi]
        troopers = list(group.troopers)
        troopers[ti] = troopers[ti].replace(group_id=group_id, option_id=option_id)
        return self._with_group(gi, group.replace(troopers=tuple(troopers)))

    def with_fireteams(self, group_index: int, teams: tuple[Fireteam, ...]) -> ArmyList:
        """Return a copy with group ``group_index``'s fireteams replaced."""
        group = self.groups[group_index]
        return self._with_group(group_index, group.replace(fireteams=teams))
