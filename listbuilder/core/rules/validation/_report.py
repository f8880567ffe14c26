"""What validation returns: :class:`Violation` and :class:`ValidationReport`.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Iterable

from pydantic import Field

from listbuilder.core._base import FrozenModel
from listbuilder.core.lists.counts import TrooperCount


class Violation(FrozenModel):
    """One broken rule.

    Attributes
    ----------
    rule : str
        RULES.md item (``"A3"``), or ``"DATA"`` for troopers the data lacks.
    code : str
        Dotted machine code (``"lieutenant.missing"``), stable for translations.
    message : str
        Plain-English explanation for a player.
    troopers : tuple[str, ...]
        Uids of the troopers involved (may be empty, e.g. no lieutenant).
    group : int or None
        Combat group number when the rule is about one group.
    reinforcement : bool
        True when ``group`` is a reinforcement group's number (RULES.md A10):
        reinforcement group 1 is not combat group 1.
    """

    rule: str
    code: str
    message: str
    troopers: tuple[str, ...] = ()
    group: int | None = None
    reinforcement: bool = False


def rules_in_order(rules: Iterable[str]) -> list[str]:
    """Each rule id of ``rules`` once, in the order of RULES.md (``A3`` before ``A12``).

    Ids are a letter prefix and a number (``A12``, ``DATA``); the prefix sorts
    as text and the number as a number.
    """

    def key(rule: str) -> tuple[str, int]:
        digits = "".join(c for c in rule if c.isdigit())
        return (rule.rstrip("0123456789"), int(digits) if digits else 0)

    return sorted(set(rules), key=key)


def fmt_swc(value: float) -> str:
    """SWC as players write it: ``4.5``, ``6`` (multiples of 0.5)."""
    return f"{value:g}"


class ValidationReport(FrozenModel):
    """Totals of a list and everything that makes it illegal.

    Attributes
    ----------
    points : int
        Points spent by the main list (reinforcements apart). Source: A1.
    points_limit : int
        The agreed limit.
    swc : float
        SWC spent (multiples of 0.5, exact in a float). Source: A2.
    swc_limit : float
        SWC allowance, lieutenant ``+N`` bonuses included. Source: A2, A3.
    troopers : int
        Troopers in the main list counted with ``minis``
        (``trooper_count.troopers``). Source: A7.
    trooper_cap : int or None
        The ruleset's cap (None = no cap).
    reinforcement_points, reinforcement_troopers : int
        The same totals for reinforcement groups (A10), shown apart.
    lieutenants : tuple[str, ...]
        Uids of the Lieutenant troopers.
    violations : tuple[Violation, ...]
        Every broken rule, in rule order.
    trooper_count : TrooperCount or None
        The main list's trooper count with its reasons (``"4 troopers: ..."``),
        the one definition every view prints. Source: A7.
    reinforcement_count : TrooperCount or None
        The same for the reinforcement groups (A10).
    """

    points: int
    points_limit: int
    swc: float
    swc_limit: float
    troopers: int
    trooper_cap: int | None
    reinforcement_points: int = 0
    reinforcement_troopers: int = 0
    lieutenants: tuple[str, ...] = ()
    violations: tuple[Violation, ...] = Field(default=())
    trooper_count: TrooperCount | None = None
    reinforcement_count: TrooperCount | None = None

    @property
    def is_legal(self) -> bool:
        """True when no rule is broken."""
        return not self.violations

    @property
    def swc_text(self) -> str:
        """``"4.5/6"``: SWC used over allowance as players write it."""
        return f"{fmt_swc(self.swc)}/{fmt_swc(self.swc_limit)}"

    @property
    def troopers_text(self) -> str:
        """``"15/15"`` (troopers over the cap), or the count alone without a cap.

        Source: RULES.md A7
        """
        cap = self.trooper_cap
        return f"{self.troopers}/{cap}" if cap is not None else str(self.troopers)
