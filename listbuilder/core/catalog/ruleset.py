"""Edition parameters as data: what differs between N5 and N2.

A ruleset is read from ``resources/rulesets/*.json`` by ``listbuilder.data.rulesets``;
the core only receives the object. Rules code branches on these fields, never on
an edition name.

Pure: imports only stdlib and pydantic.
"""

from typing import Literal

from pydantic import Field

from listbuilder.core._base import FrozenModel
from listbuilder.core.catalog.units import OrderType
from listbuilder.core.i18n import N_, _

#: Names of the bundled rulesets (``resources/rulesets``), marked for the
#: catalogs: they print in the language in force. A ruleset file of the
#: player's own prints its name as written.
BUNDLED_NAMES = (
    N_("Infinity N5 (current)"),
    N_("Infinity N2 (2nd edition rulebook)"),
)


class Ruleset(FrozenModel):
    """Parameters of one edition's army-construction and dice rules.

    Source: RULES.md R (and the items each field names).
    """

    id: str = Field(description="Short id saved with each list: 'n5', 'n2'.")
    name: str = Field(description="Display name, e.g. 'Infinity N5 (current)'.")
    edition: str = Field(description="Edition label: 'N5', 'N2'.")
    points_per_swc: int = Field(
        50, gt=0, description="Points of the agreed limit per SWC point (A2)."
    )
    group_size: int = Field(
        10, gt=0, description="Most troopers in one combat group (A6)."
    )
    trooper_cap: int | None = Field(
        15, description="Most troopers in the list, or None for no cap (A7)."
    )
    mercenary_rules: bool = Field(
        False, description="Apply the N2 mercenary and company rules (A8)."
    )
    rem_needs_controller: bool = Field(
        False, description="A REM needs a hacker or a T.A.G. in the list (A9)."
    )
    reinforcements: bool = Field(
        True, description="Reinforcement combat groups exist (A10)."
    )
    relations: bool = Field(True, description="Check the data's unit relations (A11).")
    fireteams: bool = Field(True, description="Fireteams may be declared (A12).")
    fireteam_sizes: dict[str, tuple[int, int]] = Field(
        default_factory=lambda: {"CORE": (3, 5), "HARIS": (3, 3), "DUO": (2, 2)},
        description="Least and most members of each fireteam type (A12).",
    )
    mercenary_company_armies: tuple[int, ...] = Field(
        (),
        description="Army ids played as a Mercenary Company under A8 (N2: 909).",
    )
    never_hired_armies: tuple[int, ...] = Field(
        (),
        description="Generic armies that never hire mercenaries nor are hired (A8).",
    )
    company_max_factions: int = Field(
        3, gt=0, description="Most factions a Mercenary Company draws from (A8)."
    )
    company_total_ava: int = Field(
        4, gt=0, description="What Total AVA becomes in a Mercenary Company (A8)."
    )
    company_ava1_points: int = Field(
        200,
        gt=0,
        description="A Mercenary Company may field one AVA-1 unit per this many "
        "points of the limit (A8).",
    )
    retreat_loss_percent: int | None = Field(
        None,
        ge=1,
        le=100,
        description="Share of its original points an army must lose to be in "
        "Retreat, in percent, or None when the preview shows no threshold (B7).",
    )
    order_types: tuple[OrderType, ...] = Field(
        tuple(OrderType), description="Order types this edition knows (B6)."
    )
    modifier_cap: int | None = Field(
        12, ge=0, description="Largest total modifier, either sign, or None (D7)."
    )
    critical_rule: Literal["n2", "n5"] = Field(
        "n5",
        description=(
            "Where criticals go when the success value is above 20 (D2, D7); "
            "every roll succeeds and keeps its face value, and each point above "
            "20 adds one critical face: 'n2' = below 20 (SV 22: 18, 19, 20, the "
            "N2 text); 'n5' = continuing from 1 (SV 22: 20, 1, 2)."
        ),
    )
    tie_rule: Literal["n2", "n5"] = Field(
        "n5",
        description=(
            "Equal rolls in a face to face (D3, D4): 'n2' = higher attribute wins; "
            "'n5' = equal rolls cancel each other."
        ),
    )
    save_rule: Literal["armour", "saving"] = Field(
        "saving",
        description=(
            "Wounds (D5, D5'): 'armour' = d20 + ARM above Damage saves; "
            "'saving' = savingNum rolls at PS + ARM/BTS or below."
        ),
    )
    points_limits: tuple[int, ...] = Field(
        (150, 200, 250, 300, 400),
        description="Standard points limits offered for a new list (A1).",
    )
    default_points: int = Field(300, gt=0, description="Default points limit.")

    @property
    def display_name(self) -> str:
        """The name in the language in force (a bundled ruleset's, translated).

        ``Infinity N5 (current)`` prints ``Infinity N5 (현행)`` in Korean; a
        name not in :data:`BUNDLED_NAMES` is returned as written.
        """
        return _(self.name) if self.name in BUNDLED_NAMES else self.name

    def swc_allowance(self, points_limit: int) -> int:
        """SWC allowance of a points limit: 1 per full ``points_per_swc`` points.

        300 points → 6 SWC; 298 spent out of 300 still gives 6.

        Source: RULES.md A2
        """
        return points_limit // self.points_per_swc
