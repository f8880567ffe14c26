"""The rules core: typed models, legality, order pools and rosters.

Pure: imports only stdlib and pydantic; no files, no Qt, no reportlab.
"""

from listbuilder.core.catalog.army import Army, Faction
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.items import ItemRef, Weapon, WeaponMode
from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.catalog.units import (
    Option,
    OrderType,
    Profile,
    ProfileGroup,
    Unit,
)
from listbuilder.core.errors import DataError, ListbuilderError, RulesError
from listbuilder.core.lists import edits
from listbuilder.core.lists.army_list import (
    ArmyList,
    CombatGroup,
    Fireteam,
    TrooperEntry,
    new_uid,
)
from listbuilder.core.lists.counts import TrooperCount, list_counts, trooper_count
from listbuilder.core.lists.resolve import ResolvedTrooper, resolve_list
from listbuilder.core.roster.build import build_roster
from listbuilder.core.roster.rows import Roster, RosterGroup, RosterRow
from listbuilder.core.rules.orders import HeldTrooper, OrderPool, order_pools
from listbuilder.core.rules.validation import ValidationReport, Violation, validate
from listbuilder.core.state import ListState, evaluate

__all__ = [
    "Army",
    "ArmyList",
    "Catalog",
    "CombatGroup",
    "DataError",
    "Faction",
    "Fireteam",
    "HeldTrooper",
    "ItemRef",
    "ListState",
    "ListbuilderError",
    "Option",
    "OrderPool",
    "OrderType",
    "Profile",
    "ProfileGroup",
    "ResolvedTrooper",
    "Roster",
    "RosterGroup",
    "RosterRow",
    "RulesError",
    "Ruleset",
    "TrooperCount",
    "TrooperEntry",
    "Unit",
    "ValidationReport",
    "Violation",
    "Weapon",
    "WeaponMode",
    "build_roster",
    "edits",
    "evaluate",
    "list_counts",
    "new_uid",
    "order_pools",
    "resolve_list",
    "trooper_count",
    "validate",
]
