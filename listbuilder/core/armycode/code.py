"""The official army code as models: a decoded code, its groups and members.

An army code is base64 over a small binary format (``/work/shared/armycodes``
README, "The official army code"): army id, slug, list name, points limit, then
combat groups of members (unit, profile group, option). :class:`DecodedCode`
holds exactly that, not yet resolved against any data; reading a code into one
is :mod:`listbuilder.core.armycode.decode`, writing one back
:mod:`listbuilder.core.armycode.encode`, binding it to an army list
:mod:`listbuilder.core.armycode.bind`.

List name rule: the official builder's default name is ``" "`` and ours is
``""``. Import and export swap exactly these two names and keep every other name
verbatim. The swap is its own inverse, so ``decode(encode(list))`` gives back the
list's name and ``encode(decode(code))`` gives back the code's name, always.

Pure: imports only stdlib.
"""

from __future__ import annotations

from typing import Any

from listbuilder.core.frozen import record

#: Largest value the code's int primitive holds (two bytes, 15 bits).
MAX_INT = 0x7FFF
#: Share links point here, followed by the percent-encoded code.
SHARE_URL_PREFIX = "https://infinityuniverse.com/army/list/"
#: The official builder's default list name; ours is ``""`` (see module docs).
CODE_DEFAULT_NAME = " "


@record(slots=True)
class DecodedMember:
    """One member of a combat group as the code writes it.

    Attributes
    ----------
    unit_id : int
        Global unit id.
    profile_group_id : int
        Profile group id (0 = the unit's top-level options).
    option_id : int
        Option id within that profile group.
    slot : int
        The slot byte (0 or a 1-based position); informational only.
    specops : tuple[str, ...]
        Spec-Ops upgrade strings of a T2 trailer (raw JSON arrays), else empty.
    """

    unit_id: int
    profile_group_id: int
    option_id: int
    slot: int = 0
    specops: tuple[str, ...] = ()


@record(slots=True)
class DecodedGroup:
    """One combat group as the code writes it.

    Attributes
    ----------
    number : int
        Group number (1-based, not necessarily contiguous).
    reinforcement : bool
        True for a reinforcement group (layout C only; A and B have none).
    members : tuple[DecodedMember, ...]
        Members in code order.
    """

    number: int
    reinforcement: bool
    members: tuple[DecodedMember, ...]


@record(slots=True)
class DecodedCode:
    """An army code decoded but not yet resolved against any data.

    Attributes
    ----------
    army_id : int
        Faction id (501 Nomads, 103 Military Orders...).
    slug : str
        The army slug the code carries (``"nomads"``).
    name : str
        List name exactly as in the code (the builder's default is ``" "``).
    points : int
        Points limit, 0 to 32767.
    groups : tuple[DecodedGroup, ...]
        Combat groups in code order.
    layout : str
        Layout it was read in (``"C/T1"``, ``"C/T2"``, ``"B/T1"``, ``"B/T2"``,
        ``"A/T1"``); ``"C/T1"`` or ``"C/T2"`` for a structure built to encode.
    """

    army_id: int
    slug: str
    name: str
    points: int
    groups: tuple[DecodedGroup, ...]
    layout: str = "C/T1"

    def content(self) -> dict[str, Any]:
        """The code's content as plain data, in the shape of ``vectors.json``.

        Keys: faction, slug, name, points, groups (number, reinforcement,
        members (unit, group, option, plus specops when present)). Slots and the
        layout are not content: they do not change what the list is.
        """
        groups = []
        for g in self.groups:
            members = []
            for m in g.members:
                member: dict[str, Any] = {
                    "unit": m.unit_id,
                    "group": m.profile_group_id,
                    "option": m.option_id,
                }
                if m.specops:
                    member["specops"] = list(m.specops)
                members.append(member)
            groups.append(
                {
                    "number": g.number,
                    "reinforcement": g.reinforcement,
                    "members": members,
                }
            )
        return {
            "faction": self.army_id,
            "slug": self.slug,
            "name": self.name,
            "points": self.points,
            "groups": groups,
        }
