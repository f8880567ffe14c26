"""One Spec-Ops upgrade, read from and written to the JSON of an army code's T2 trailer.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from listbuilder.core._base import FrozenModel
from listbuilder.core.catalog.specops import UpgradeKind
from listbuilder.core.errors import ListbuilderError
from listbuilder.core.i18n import _

#: Attributes an upgrade may raise, as the code names them, and as players write
#: them (``move0``/``move1`` are the first and second MOV values). Source: ITS.md E9
STATS: dict[str, str] = {
    "move0": "MOV1",
    "move1": "MOV2",
    "cc": "CC",
    "bs": "BS",
    "ph": "PH",
    "wip": "WIP",
    "arm": "ARM",
    "bts": "BTS",
    "w": "W",
    "s": "S",
}

#: Longest T2 string read (a real one is under 60 characters).
_MAX_TEXT = 4096


class SpecOpsError(ListbuilderError, ValueError):
    """A Spec-Ops string that is not the JSON array of upgrades a code carries."""


class Upgrade(FrozenModel):
    """One Spec-Ops upgrade, as one object of a T2 string. Source: ITS.md E9.

    Attributes
    ----------
    kind : UpgradeKind
        ``stat``, ``skill``, ``equip`` or ``weapon``.
    id : int or None
        The metadata id of the skill, equipment or weapon (None for a stat).
    stat : str or None
        The attribute raised (``bs``, ``move0``; see :data:`STATS`), stats only.
    q : int or None
        The increase of a stat (``1`` for BS+1); None when the code has no ``q``.
    extra : tuple[int, ...] or None
        The ``extra`` ids (``filters.extras``: Mimetism ``[6]`` is -3); None
        when the code has no ``extra`` key (kept apart from ``[]`` for the bytes).
    """

    kind: UpgradeKind
    id: int | None = None
    stat: str | None = None
    q: int | None = None
    extra: tuple[int, ...] | None = None

    @property
    def extra_ids(self) -> tuple[int, ...]:
        """The extras, ``()`` when none."""
        return self.extra or ()

    @property
    def amount(self) -> int:
        """How much it raises a stat (``q``, 1 when absent); 1 for an item."""
        return self.q if self.q is not None else 1

    def as_json(self) -> dict[str, Any]:
        """The upgrade as the code's JSON object, keys in the official order."""
        out: dict[str, Any] = {"type": self.kind.value}
        if self.stat is not None:
            out["stat"] = self.stat
        if self.id is not None:
            out["id"] = self.id
        if self.q is not None:
            out["q"] = self.q
        if self.extra is not None:
            out["extra"] = list(self.extra)
        return out


def _int(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or abs(value) > 32767:
        raise SpecOpsError(_("a Spec-Ops upgrade's {what} is not a number", what=what))
    return value


def _upgrade(raw: Any) -> Upgrade:
    if not isinstance(raw, dict):
        raise SpecOpsError(_("a Spec-Ops upgrade is not a JSON object"))
    try:
        kind = UpgradeKind(str(raw.get("type")))
    except ValueError:
        raise SpecOpsError(
            _(
                "unknown Spec-Ops upgrade type {value!r}",
                value=str(raw.get("type"))[:20],
            )
        ) from None
    unknown = set(raw) - {"type", "id", "stat", "q", "extra"}
    if unknown:
        raise SpecOpsError(
            _("unknown Spec-Ops upgrade key {key!r}", key=sorted(unknown)[0][:20])
        )
    stat = raw.get("stat")
    if kind is UpgradeKind.STAT:
        if stat not in STATS:
            raise SpecOpsError(
                _("unknown Spec-Ops attribute {value!r}", value=str(stat)[:20])
            )
    elif stat is not None or "id" not in raw:
        raise SpecOpsError(_("a Spec-Ops {kind} upgrade needs an id", kind=kind.value))
    extra = raw.get("extra")
    if extra is not None and not isinstance(extra, list):
        raise SpecOpsError(_("a Spec-Ops upgrade's extra is not a list"))
    return Upgrade(
        kind=kind,
        id=_int(raw["id"], "id") if "id" in raw else None,
        stat=stat,
        q=_int(raw["q"], "q") if "q" in raw else None,
        extra=tuple(_int(e, "extra") for e in extra) if extra is not None else None,
    )


def parse_upgrades(text: str) -> tuple[Upgrade, ...]:
    """The upgrades of one T2 string (``[{"type":"stat","stat":"bs","q":1}]``).

    Raises
    ------
    SpecOpsError
        If ``text`` is not a JSON array of upgrade objects (unknown type, stat or
        key, an id that is not a number), naming the problem.

    Source: ITS.md E9
    """
    if len(text) > _MAX_TEXT:
        raise SpecOpsError(_("a Spec-Ops string is too long"))
    try:
        raw = json.loads(text)
    except (ValueError, RecursionError):
        raise SpecOpsError(_("a Spec-Ops string is not JSON")) from None
    if not isinstance(raw, list):
        raise SpecOpsError(_("a Spec-Ops string is not a JSON array"))
    return tuple(_upgrade(item) for item in raw)


def upgrades_of(texts: Iterable[str]) -> tuple[Upgrade, ...]:
    """Every upgrade of a trooper's T2 strings, in order.

    Raises
    ------
    SpecOpsError
        If one string is not an array of upgrades (see :func:`parse_upgrades`).
    """
    return tuple(u for text in texts for u in parse_upgrades(text))


def upgrades_json(upgrades: Iterable[Upgrade]) -> str:
    """One T2 string holding ``upgrades``: compact JSON, as the official builder writes.

    ``upgrades_json(parse_upgrades(s)) == s`` for every string the official
    builder writes. Source: ITS.md E9
    """
    return json.dumps(
        [u.as_json() for u in upgrades], separators=(",", ":"), ensure_ascii=False
    )


def specops_strings(upgrades: Iterable[Upgrade]) -> tuple[str, ...]:
    """A trooper's T2 strings for ``upgrades``: one string per upgrade, as in codes."""
    return tuple(upgrades_json((u,)) for u in upgrades)
