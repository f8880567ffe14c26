"""The Extras an ITS event announces, as ids a list file and the CLI share.

Source: ITS.md E5, E6

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from listbuilder.core.i18n import N_, _


class Extra(StrEnum):
    """One ITS Extra, by the id saved in list files and given to ``--extras``.

    Source: ITS.md E5
    """

    FREE_GAME = "free-game"
    SOLDIERS_OF_FORTUNE = "soldiers-of-fortune"
    SPEC_OPS = "spec-ops"
    REINFORCEMENTS = "reinforcements"
    ESCALATION = "escalation"


def parse_extras(text: str | Iterable[str]) -> frozenset[Extra]:
    """Extras from ``"free-game,spec-ops"`` (or an iterable of ids).

    Blanks and repeats are ignored; case and surrounding spaces do not matter.

    Raises
    ------
    ValueError
        ``"unknown Extra 'x' (known: free-game, ...)"`` for an id not in
        :class:`Extra`.

    Source: ITS.md E5
    """
    parts = text.split(",") if isinstance(text, str) else list(text)
    found: set[Extra] = set()
    for part in parts:
        key = part.strip().lower()
        if not key:
            continue
        try:
            found.add(Extra(key))
        except ValueError:
            raise ValueError(
                _(
                    "unknown Extra '{extra}' (known: {known})",
                    extra=part.strip(),
                    known=", ".join(e.value for e in Extra),
                )
            ) from None
    return frozenset(found)


#: Each Extra's name as the ITS rules print it (translated when shown).
EXTRA_NAMES: dict[Extra, str] = {
    Extra.FREE_GAME: N_("Free Game"),
    Extra.SOLDIERS_OF_FORTUNE: N_("Soldiers of Fortune"),
    Extra.SPEC_OPS: N_("Spec-Ops"),
    Extra.REINFORCEMENTS: N_("Reinforcements"),
    Extra.ESCALATION: N_("Escalation"),
}


def extras_text(extras: Iterable[Extra]) -> str:
    """``"Free Game, Soldiers of Fortune"``: the Extras by name, in ITS order.

    ``""`` for none. Source: ITS.md E5
    """
    chosen = set(extras)
    if not chosen:  # most lists: no event (and no walk over the enum)
        return ""
    return _(", ").join(_(EXTRA_NAMES[e]) for e in Extra if e in chosen)
