"""How the dice panel prints a chance: ``"55.64%"``, ``"<0.01%"`` when tiny.

The command line prints the rounded figure alone (``percent_value``); the app
also tells a chance that rounds to nothing from none at all.

Pure: imports only the core (stdlib and pydantic); never PySide6.
"""

from __future__ import annotations

from fractions import Fraction

from listbuilder.core.dice.engine import percent_value


def percent_text(p: Fraction) -> str:
    """A probability as ``"55.64%"``; a chance above 0 that rounds to 0 is ``"<0.01%"``.

    Source: RULES.md D (dice figures)
    """
    if 0 < p < Fraction(1, 20000):
        return "<0.01%"
    return f"{percent_value(p):.2f}%"
