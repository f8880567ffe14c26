"""One army's data: its faction, units, fireteam chart, relations and hacking programs.

Pure: imports only stdlib and pydantic.
"""

from functools import cached_property
from typing import Protocol

from pydantic import Field

from listbuilder.core._base import FrozenModel
from listbuilder.core.catalog.fireteam_chart import (
    FireteamChart,
)
from listbuilder.core.catalog.specops import SpecOpsShop
from listbuilder.core.catalog.units import Option, ProfileGroup, Unit
from listbuilder.core.i18n import _


class RelationDependency(FrozenModel):
    """A unit (profile group) another relation entry depends on.

    Attributes
    ----------
    unit_id : int
        Global unit id.
    profile_group_id : int or None
        Profile group ("profile" in the data), or None for any group.
    same_group : bool
        True when the dependency must sit in the same combat group.
    min : int or None
        How many of it are needed (the data's ``min`` on the entry); None: the
        relation's ``min``, at least 1.
    min_dependant : int or None
        The data's ``minDependant``: the entry applies only once this many of
        the dependent profile are fielded (in its combat group when
        ``same_group``); None: always. Source: RULES.md A14.
    """

    unit_id: int
    profile_group_id: int | None = None
    same_group: bool = False
    min: int | None = None
    min_dependant: int | None = None


class RelationUnit(FrozenModel):
    """One unit (or profile group) named by a relation.

    Attributes
    ----------
    unit_id : int
        Global unit id.
    profile_group_id : int or None
        Profile group ("profile" in the data), or None for every group.
    depends : tuple[RelationDependency, ...]
        Units this one needs in the list (a "requires" relation).
    """

    unit_id: int
    profile_group_id: int | None = None
    depends: tuple[RelationDependency, ...] = ()


class Relation(FrozenModel):
    """Units that exclude or require each other. Source: RULES.md A11.

    Two shapes occur in the official data: a *shared cap* (``units`` without
    ``depends``: together at most ``max`` troopers, e.g. two versions of one
    character) and a *requirement* (an entry with ``depends``: each such trooper
    needs at least ``min`` of the named units).

    Attributes
    ----------
    units : tuple[RelationUnit, ...]
        The units involved.
    min : int
        Least number of the depended-on units (requirements).
    max : int or None
        Most troopers of the units together (shared caps); None = no cap.
    group : bool
        The data's ``group`` flag: the relation applies per combat group.
    """

    units: tuple[RelationUnit, ...]
    min: int = 0
    max: int | None = None
    group: bool = False


class HackingProgram(FrozenModel):
    """One hacking program of the metadata's ``hack`` table.

    Attributes
    ----------
    name : str
        Program name (``Carbonite``; the data's no-break spaces made plain).
    attack, opponent : str
        Attack MOD of the hacker and MOD of the opponent's roll (``"+3"``,
        ``"0"``, ``"-"`` when none).
    damage : str
        PS of the program's attack (``"7"``), ``"-"`` when none.
    burst : str
        Burst (``"2"``), ``"-"`` when none.
    targets : tuple[str, ...]
        What it may target (``TAG``, ``HI``, ``REM``, ``Hacker``...); empty when
        the data names none.
    skill_types : tuple[str, ...]
        Kind of skill as the data writes it (``short``, ``aro``, ``entire order``).
    special : str
        Effects in words (``DA Ammo. State: IMM-B. Non-Lethal.``).
    devices : tuple[int, ...]
        Equipment ids of the hacking devices that carry it (metadata ``equips``).
    upgrade : int or None
        Id of the ``extras`` filter that grants it as an upgrade, if any.
    """

    name: str
    attack: str = "-"
    opponent: str = "-"
    damage: str = "-"
    burst: str = "-"
    targets: tuple[str, ...] = ()
    skill_types: tuple[str, ...] = ()
    special: str = ""
    devices: tuple[int, ...] = ()
    upgrade: int | None = None


class Faction(FrozenModel):
    """One faction row of the metadata (army or sectorial).

    Attributes
    ----------
    id : int
        Faction id (101 PanOceania, 103 Military Orders...).
    parent : int
        The generic army it belongs to (itself for a generic army).
    name, slug : str
        Display name and URL slug.
    discontinued : bool
        True when the official builder no longer offers it.
    logo : str
        Logo URL from the data (for reference only: never fetched).
    """

    id: int
    parent: int
    name: str
    slug: str
    discontinued: bool = False
    logo: str = ""


class OfFaction(FrozenModel):
    """A model about one metadata faction: its id and names read through."""

    faction: Faction

    @property
    def id(self) -> int:
        """The faction id."""
        return self.faction.id

    @property
    def name(self) -> str:
        """The display name."""
        return self.faction.name

    @property
    def parent(self) -> int:
        """The metadata parent (the generic army of a sectorial)."""
        return self.faction.parent

    @property
    def discontinued(self) -> bool:
        """True when the official builder marks the army discontinued."""
        return self.faction.discontinued


#: A trooper's ids resolved in an army's units: its unit, profile group,
#: option, whether it is a G: Jumper Proxy and whether a skill of its option
#: or main profile keeps it off the table (``lists.resolve``).
Resolution = tuple[Unit, ProfileGroup | None, Option | None, bool, bool]


class Army(OfFaction):
    """One army file: the units a faction fields, with their AVA in that army.

    Attributes
    ----------
    faction : Faction
        The metadata row of this army.
    version : str
        Data version string of the file.
    units : tuple[Unit, ...]
        Units in data order.
    reinforcements : Army or None
        The army's reinforcement list (RULES.md A10), if it has one.
    relations : tuple[Relation, ...]
        Unit relations (RULES.md A11).
    fireteam_chart : FireteamChart
        Allowed fireteams (RULES.md A12).
    warnings : tuple[str, ...]
        Problems found in the file that did not stop it loading (dangling ids).
    specops : SpecOpsShop
        The army's Spec-Ops options and shop (ITS.md E7); empty when it has none.
    """

    version: str
    units: tuple[Unit, ...]
    reinforcements: "Army | None" = None
    relations: tuple[Relation, ...] = ()
    fireteam_chart: FireteamChart = Field(default_factory=FireteamChart)
    warnings: tuple[str, ...] = ()
    specops: SpecOpsShop = Field(default_factory=SpecOpsShop)

    def unit(self, unit_id: int, *, reinforcement: bool = False) -> Unit | None:
        """Return unit ``unit_id`` of this army (or of its reinforcement list)."""
        if reinforcement:
            return self.reinforcements.unit(unit_id) if self.reinforcements else None
        return self._unit_index.get(unit_id)

    @cached_property
    def checked_relations(self) -> tuple[Relation, ...]:
        """The army's relations and its reinforcement list's, each once.

        A relation written in both files (Maximus in ``701.json`` and
        ``799.json``) is checked once. Source: RULES.md A11, A16
        """
        reinf = self.reinforcements
        extra = reinf.relations if reinf is not None else ()
        return tuple(dict.fromkeys(self.relations + extra))

    @cached_property
    def main_pools(self) -> dict[int, tuple[int, int] | None]:
        """A memo of validation's AVA check: each unit's main AVA pool, by unit id.

        The main profile group's id and its AVA (RULES.md A5), worked out the
        first time a list of this army fields the unit; None for a unit
        without profile groups. Not a field: never compared nor dumped.
        """
        return {}

    @cached_property
    def relation_units(self) -> tuple[tuple[frozenset[int], Relation], ...]:
        """:attr:`checked_relations`, each after the ids of the units it names.

        Validation skips a relation none of whose units a list fields.
        """
        return tuple(
            (frozenset(u.unit_id for u in r.units), r) for r in self.checked_relations
        )

    @cached_property
    def resolutions(self) -> dict[tuple[int, int, int], Resolution]:
        """A memo of ``lists.resolve``: what trooper ids resolve to in ``units``.

        Keyed by (unit, profile group, option) ids. Lookups in ``units``
        alone, so a copy with other reinforcements (``Catalog`` attaches them
        with ``model_copy``) may share it. Not a field: never compared nor
        dumped.
        """
        return {}

    @cached_property
    def _unit_index(self) -> dict[int, Unit]:
        # A cached property is stored outside the fields: never dumped or compared.
        return {u.id: u for u in self.units}


class _Named(Protocol):
    @property
    def name(self) -> str: ...


def army_name(army: _Named | None, army_id: int, *, sentence: bool = False) -> str:
    """The army's name, or ``Army 123`` when the data in use lacks army ``army_id``.

    ``army`` is an :class:`Army` or a listing's ``ArmyInfo`` (anything with a
    ``name``). ``sentence=True`` gives the fallback for the middle of a line
    (``army 123``).
    """
    if army is not None:
        return army.name
    if sentence:
        return _("army {id}", id=army_id)
    return _("Army {id}", id=army_id)
