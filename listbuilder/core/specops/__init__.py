"""Spec-Ops: upgrades as army codes carry them, their XP, the upgraded trooper.

Pure: imports only stdlib and pydantic. Source: ITS.md E5, E7-E9
"""

from listbuilder.core.specops.config import (
    XP_BUDGET,
    PricedUpgrade,
    SpecOpsConfig,
    attribute,
    specops_config,
)
from listbuilder.core.specops.upgrade import (
    STATS,
    SpecOpsError,
    Upgrade,
    parse_upgrades,
    specops_strings,
    upgrades_json,
    upgrades_of,
)

__all__ = [
    "STATS",
    "XP_BUDGET",
    "PricedUpgrade",
    "SpecOpsConfig",
    "SpecOpsError",
    "Upgrade",
    "attribute",
    "parse_upgrades",
    "specops_config",
    "specops_strings",
    "upgrades_json",
    "upgrades_of",
]
