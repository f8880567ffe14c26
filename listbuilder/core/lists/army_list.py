"""The army list being built: immutable snapshots and their edit methods.

Snapshots never change: every edit (``listbuilder.core.lists.edits``) returns a new
:class:`ArmyList`, so undo is a stack of snapshots. Illegal lists are normal
states; legality is ``listbuilder.core.rules.validation.validate``.

Pure: imports only stdlib and pydantic.
"""

import os
import random
from collections.abc import Iterable
from typing import Annotated, Any, Literal

from pydantic import ConfigDict, Field, GetCoreSchemaHandler, field_validator

from listbuilder.core._base import FrozenModel
from listbuilder.core.errors import RulesError
from listbuilder.core.i18n import _
from listbuilder.core.its.extras import Extra

#: Most troopers a list read from a file or a code may hold. A real list has at
#: most about 30; the caps only keep a hostile file from freezing every command.
MAX_TROOPERS = 200
#: Most combat groups (reinforcement groups included) a list may hold.
MAX_GROUPS = 50
#: Most members one fireteam may list.
MAX_FIRETEAM_MEMBERS = 20


def size_problem(groups: int, troopers: int, team_members: int = 0) -> str | None:
    """Say why a list of this size is refused, or None when it is within the caps.

    Saved lists and army codes are read only up to :data:`MAX_GROUPS` combat
    groups, :data:`MAX_TROOPERS` troopers and :data:`MAX_FIRETEAM_MEMBERS`
    members in one fireteam: far more than any real list, small enough that
    every command and the app stay quick.

    Parameters
    ----------
    groups : int
        Combat groups of the list.
    troopers : int
        Troopers of the list, all groups together.
    team_members : int
        Members of its largest fireteam.

    Returns
    -------
    str or None
        ``"250 troopers; no list holds more than 200"`` or None.
    """
    if groups > MAX_GROUPS:
        return _(
            "{n} combat groups; no list holds more than {most}",
            n=groups,
            most=MAX_GROUPS,
        )
    if troopers > MAX_TROOPERS:
        return _(
            "{n} troopers; no list holds more than {most}",
            n=troopers,
            most=MAX_TROOPERS,
        )
    if team_members > MAX_FIRETEAM_MEMBERS:
        return _(
            "a fireteam of {n} members; no fireteam lists more than {most}",
            n=team_members,
            most=MAX_FIRETEAM_MEMBERS,
        )
    return None


#: The generator of :func:`new_uid`: its own (drawing from the module's
#: shared generator would change what other code, and tests, draw from it),
#: seeded again in a forked process as :mod:`random`'s is.
_UIDS = random.Random()
if hasattr(os, "register_at_fork"):  # (Unix only: Windows does not fork)
    os.register_at_fork(after_in_child=_UIDS.seed)
#: Random whole numbers of ``n`` bits (tests give their own).
_bits = _UIDS.getrandbits


def new_uid() -> str:
    """Return a fresh trooper id: 12 hex characters, unique within any list.

    48 random bits, as many as the ``uuid4().hex[:12]`` of earlier versions
    held, from a :class:`random.Random` (seeded from the system's randomness
    when Python starts, and again in a forked process): the id tells one
    trooper of a list from the others, it is no secret, and a ``validate
    --codes`` run of 1,380 lists makes 12,500 of them (``os.urandom``, a
    system call each, was 6% of that run).
    """
    return _bits(48).to_bytes(6, "big").hex()


def clean_tags(tags: Iterable[object]) -> tuple[str, ...]:
    """Tags as a list stores them: trimmed, inner spaces collapsed, each once.

    Case is kept as typed, but two tags differing only in case are one tag (the
    first spelling wins). Sorted case-insensitively; empty tags are dropped. A
    non-string is left for the model to reject.
    """
    seen: dict[str, str] = {}
    for tag in tags:
        if not isinstance(tag, str):
            raise ValueError(_("a tag must be text"))
        text = " ".join(tag.split())
        if text:
            seen.setdefault(text.casefold(), text)
    return tuple(sorted(seen.values(), key=lambda t: (t.casefold(), t)))


class SavedTrooper(FrozenModel):
    """What a trooper was when its list was saved, in words rather than ids.

    Option ids can be renumbered or removed by a data update; with these a
    trooper is found again (``listbuilder.core.lists.rematch``) and the player told
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
    profile_group_id : int
        Profile group id (0 = the unit's top-level options, e.g. paired units);
        ``group_id`` in saved files.
    option_id : int
        Option id within that profile group.
    specops : tuple[str, ...]
        Spec-Ops upgrades as the army code carries them: raw JSON array strings,
        kept verbatim so a code's T2 trailer survives import and export.
    saved : SavedTrooper or None
        What the trooper was at save time (saved lists only; None in a list
        being edited).
    """

    model_config = ConfigDict(
        frozen=True,
        extra="forbid",
        defer_build=True,
        validate_by_name=True,
        validate_by_alias=True,
        serialize_by_alias=True,
    )

    uid: str = Field(default_factory=new_uid)
    unit_id: int
    # "group_id" in saved files (schema 1), read and written under that name.
    profile_group_id: int = Field(ge=0, alias="group_id")
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


#: How a group is named: its heading (``Combat Group 2``), short on a card or a
#: report line (``Group 2``), inside a sentence (``combat group 2``), and in the
#: official builder's text layout (``GROUP 2``).
GroupNameStyle = Literal["title", "short", "sentence", "text"]


def group_name(
    number: int, reinforcement: bool = False, style: GroupNameStyle = "title"
) -> str:
    """The name of combat group ``number`` (or reinforcement group), in one style.

    Every text that names a group goes through here, so each style is spelled
    once: ``title`` "Combat Group 2" / "Reinforcement Group 1"; ``short``
    "Group 2" / "Reinforcement group 1"; ``sentence`` "combat group 2" /
    "reinforcement group 1"; ``text`` "GROUP 2" / "REINFORCEMENT GROUP 1".
    """
    if style == "title":
        if reinforcement:
            return _("Reinforcement Group {number}", number=number)
        return _("Combat Group {number}", number=number)
    if style == "short":
        if reinforcement:
            return _("Reinforcement group {n}", n=number)
        return _("Group {n}", n=number)
    if style == "sentence":
        if reinforcement:
            return _("reinforcement group {number}", number=number)
        return _("combat group {number}", number=number)
    if reinforcement:
        return _("REINFORCEMENT GROUP {number}", number=number)
    return _("GROUP {number}", number=number)


def _sorted_values(extras: frozenset[Extra]) -> list[str]:
    return sorted(e.value for e in extras)


class _WrittenSorted:
    """Marks a set of Extras to be written as the sorted list of their values.

    Files and dumps stay the same from run to run (a set's order is not). Made
    through pydantic-core's schema hook rather than ``field_serializer``, whose
    module costs every start about 2.5 ms for this one field.
    """

    @classmethod
    def __get_pydantic_core_schema__(
        cls, source: Any, handler: GetCoreSchemaHandler
    ) -> Any:
        schema = dict(handler(source))
        # pydantic-core's plain serializer schema, always used (its default);
        # what core_schema.plain_serializer_function_ser_schema returns
        schema["serialization"] = {"type": "function-plain", "function": _sorted_values}
        return schema


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
    tags : tuple[str, ...]
        The player's labels for the list (``"ITS"``, ``"casual"``), sorted, each
        once, trimmed and never empty; the library filters and searches by them.
    notes : str
        A free-text note about the list (the player's own words, any length).
    extras : frozenset[Extra]
        The ITS Extras of the event the list is built for (ITS.md E5); empty for
        a casual game. Saved in the list file; an army code carries none.
    """

    army_id: int
    ruleset: str = "n5"
    points_limit: int = Field(300, gt=0)
    name: str = ""
    # a factory, of a trusted group (number 1 is valid): a default instance,
    # or validating it, would build the group's schema for every new list
    groups: tuple[CombatGroup, ...] = Field(
        default_factory=lambda: (CombatGroup.trusted(number=1),)
    )
    tags: tuple[str, ...] = ()
    notes: str = ""
    extras: Annotated[frozenset[Extra], _WrittenSorted] = frozenset()

    @field_validator("tags", mode="before")
    @classmethod
    def _clean_tags(cls, tags: object) -> object:
        if isinstance(tags, list | tuple):
            return clean_tags(tags)
        return tags

    @field_validator("groups")
    @classmethod
    def _unique_numbers(
        cls, groups: tuple[CombatGroup, ...]
    ) -> tuple[CombatGroup, ...]:
        numbers = [(g.number, g.reinforcement) for g in groups]
        if len(set(numbers)) != len(numbers):
            raise ValueError(_("combat group numbers must be unique"))
        uids = [t.uid for g in groups for t in g.troopers]
        if len(set(uids)) != len(uids):
            raise ValueError(_("trooper uids must be unique"))
        return groups

    # -- queries -----------------------------------------------------------------

    def size_problem(self) -> str | None:
        """Why this list is larger than any list may be read, or None.

        See :func:`size_problem` (the caps on groups, troopers and fireteams).
        """
        return size_problem(
            len(self.groups),
            sum(len(g.troopers) for g in self.groups),
            max((len(t.members) for g in self.groups for t in g.fireteams), default=0),
        )

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
        raise RulesError(_("no trooper with id {uid} in the list", uid=repr(uid)))

    def has(self, uid: str) -> bool:
        """True when a trooper of the list has ``uid``."""
        return any(t.uid == uid for g in self.groups for t in g.troopers)

    def trooper(self, uid: str) -> TrooperEntry:
        """Return the trooper with ``uid`` (RulesError if absent)."""
        gi, ti = self.find(uid)
        return self.groups[gi].troopers[ti]
