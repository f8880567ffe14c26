"""What the metadata says of each army before its file is read: kind, facts, version.

:class:`ArmyInfo` is an army as the faction tree and the army listings show it;
:class:`FileFacts` is what the profile index knows of its file without parsing
it; :func:`version_date` reads the date an army-file version was published.

Pure: imports only stdlib and pydantic.
"""

from collections.abc import Sequence
from datetime import date, timedelta
from enum import StrEnum
from typing import NamedTuple

from listbuilder.core._base import FrozenModel
from listbuilder.core.catalog.army import (
    Army,
    Faction,
    OfFaction,
)


class ArmyKind(StrEnum):
    """What a faction with a file is: a generic army, a sectorial or reinforcements.

    The metadata says it: a generic army is its own parent, a sectorial's parent
    is another faction (the Non-Aligned sectorials' parent, 901, has no file of
    its own), and a reinforcement list's parent is no faction at all (199 → 191).

    Source: RULES.md A10
    """

    GENERIC = "generic"
    SECTORIAL = "sectorial"
    REINFORCEMENT = "reinforcement"


class FileFacts(FrozenModel):
    """What the profile index knows of one army file without checking it.

    Attributes
    ----------
    version : str
        The file's data version (``"7.2668.374"``), ``""`` when unknown.
    units : int or None
        Number of units in the file, None when unknown.
    problem : str
        Why the file could not be indexed (not JSON...), or ``""``.
    mercenaries : tuple[int, ...]
        Ids of the file's units classified Mercenary Troops (category 11 in
        some profile group), in data order: where a list under Soldiers of
        Fortune finds a mercenary its own army lacks. Source: ITS.md E5
    """

    version: str = ""
    units: int | None = None
    problem: str = ""
    mercenaries: tuple[int, ...] = ()


class ArmyInfo(OfFaction):
    """One row of the army listing: no army file parsed to build it.

    Attributes
    ----------
    faction : Faction
        The metadata row.
    kind : ArmyKind
        Generic army, sectorial or reinforcement list.
    version : str
        The file's data version from the index (``""`` when unknown).
    units : int or None
        Number of units in the file, from the index.
    problem : str
        Why the army is unavailable, when a load or the index failed; else ``""``.
    """

    kind: ArmyKind
    version: str = ""
    units: int | None = None
    problem: str = ""


class ArmyFile(NamedTuple):
    """What a loader returns for one army file.

    Attributes
    ----------
    army : Army
        The army, reinforcements not yet attached.
    reinforcements : int or None
        Faction id of its reinforcement list, if the file names one.
    problems : tuple[str, ...]
        Problems the loader found that did not stop the file loading (each names
        the file and JSON path).
    """

    army: Army
    reinforcements: int | None = None
    problems: tuple[str, ...] = ()


def army_kinds(factions: Sequence[Faction]) -> dict[int, ArmyKind]:
    """Each faction's kind: generic army, sectorial or reinforcement list."""
    ids = {f.id for f in factions}
    parents = {f.parent for f in factions if f.parent != f.id}
    kinds: dict[int, ArmyKind] = {}
    for f in factions:
        if f.parent == f.id or (f.parent not in ids and f.id in parents):
            kinds[f.id] = ArmyKind.GENERIC
        elif f.parent in ids:
            kinds[f.id] = ArmyKind.SECTORIAL
        else:
            kinds[f.id] = ArmyKind.REINFORCEMENT
    return kinds


def version_key(version: str) -> tuple[date, int]:
    """A version's sort key: its date, then its build number."""
    # 7.2669.194 (2026) is newer than 7.25316.267 (2025): compare dates, then builds.
    build = version.rsplit(".", 1)[-1]
    return (
        version_date(version) or date.min,
        int(build) if build.isascii() and build.isdigit() else -1,
    )


def version_date(version: str) -> date | None:
    """The date an army-file version was published, or None if it has no date.

    Versions read ``7.<YY><day of year>.<build>``: ``7.2668.374`` is 2026, day
    68 (9 March 2026).
    """
    parts = version.split(".")
    if len(parts) < 2 or not (parts[1].isascii() and parts[1].isdigit()):
        return None
    stamp = parts[1]
    if not 3 <= len(stamp) <= 5:
        return None
    year, day = 2000 + int(stamp[:2]), int(stamp[2:])
    if not 1 <= day <= 366:
        return None
    return date(year, 1, 1) + timedelta(days=day - 1)
