"""The rules core: typed models, legality, order pools and rosters.

The public names below are imported on first use (PEP 562), so that a module
importing ``listbuilder.core.i18n`` or one model does not pay for the whole
core: ``from listbuilder.core import ArmyList`` still works.

Pure: imports only stdlib and pydantic; no files, no Qt, no reportlab.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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

#: Each public name and the module it comes from.
_PUBLIC = {
    "Army": "listbuilder.core.catalog.army",
    "ArmyList": "listbuilder.core.lists.army_list",
    "Catalog": "listbuilder.core.catalog.catalog",
    "CombatGroup": "listbuilder.core.lists.army_list",
    "DataError": "listbuilder.core.errors",
    "Faction": "listbuilder.core.catalog.army",
    "Fireteam": "listbuilder.core.lists.army_list",
    "HeldTrooper": "listbuilder.core.rules.orders",
    "ItemRef": "listbuilder.core.catalog.items",
    "ListState": "listbuilder.core.state",
    "ListbuilderError": "listbuilder.core.errors",
    "Option": "listbuilder.core.catalog.units",
    "OrderPool": "listbuilder.core.rules.orders",
    "OrderType": "listbuilder.core.catalog.units",
    "Profile": "listbuilder.core.catalog.units",
    "ProfileGroup": "listbuilder.core.catalog.units",
    "ResolvedTrooper": "listbuilder.core.lists.resolve",
    "Roster": "listbuilder.core.roster.rows",
    "RosterGroup": "listbuilder.core.roster.rows",
    "RosterRow": "listbuilder.core.roster.rows",
    "RulesError": "listbuilder.core.errors",
    "Ruleset": "listbuilder.core.catalog.ruleset",
    "TrooperCount": "listbuilder.core.lists.counts",
    "TrooperEntry": "listbuilder.core.lists.army_list",
    "Unit": "listbuilder.core.catalog.units",
    "ValidationReport": "listbuilder.core.rules.validation",
    "Violation": "listbuilder.core.rules.validation",
    "Weapon": "listbuilder.core.catalog.items",
    "WeaponMode": "listbuilder.core.catalog.items",
    "build_roster": "listbuilder.core.roster.build",
    "edits": "listbuilder.core.lists",
    "evaluate": "listbuilder.core.state",
    "list_counts": "listbuilder.core.lists.counts",
    "new_uid": "listbuilder.core.lists.army_list",
    "order_pools": "listbuilder.core.rules.orders",
    "resolve_list": "listbuilder.core.lists.resolve",
    "trooper_count": "listbuilder.core.lists.counts",
    "validate": "listbuilder.core.rules.validation",
}

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


def __getattr__(name: str) -> Any:
    """Import a public name's module when the name is first asked for."""
    module = _PUBLIC.get(name)
    if module is None:
        raise AttributeError(f"module 'listbuilder.core' has no attribute {name!r}")
    owner = importlib.import_module(module)
    value = getattr(owner, name, None)
    if value is None:  # a submodule, such as ``edits``
        value = importlib.import_module(f"{module}.{name}")
    globals()[name] = value
    return value
