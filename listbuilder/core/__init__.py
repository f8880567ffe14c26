"""The rules core: typed models, legality, order pools and rosters.

Pure: imports only stdlib and pydantic; no files, no Qt, no reportlab.
"""

from listbuilder.core import edits
from listbuilder.core.army import ArmyList, CombatGroup, Fireteam, TrooperEntry, new_uid
from listbuilder.core.army_data import Army, Faction
from listbuilder.core.catalog import Catalog
from listbuilder.core.counts import TrooperCount, list_counts, trooper_count
from listbuilder.core.errors import DataError, ListbuilderError, RulesError
from listbuilder.core.orders import HeldTrooper, OrderPool, order_pools
from listbuilder.core.resolve import ResolvedTrooper, resolve_list
from listbuilder.core.roster import Roster, RosterGroup, RosterRow
from listbuilder.core.roster_build import build_roster
from listbuilder.core.ruleset import Ruleset
from listbuilder.core.state import ListState, evaluate
from listbuilder.core.units import (
    ItemRef,
    Option,
    OrderType,
    Profile,
    ProfileGroup,
    Unit,
    Weapon,
    WeaponMode,
)
from listbuilder.core.validation import ValidationReport, Violation, validate

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
