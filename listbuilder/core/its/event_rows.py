"""What the event check shows: a summary row per player, a line per list.

The binder's summary page, the app's event table and ``listbuilder event``'s
text print these, so they say the same thing.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from listbuilder.core._base import FrozenModel
from listbuilder.core.i18n import _
from listbuilder.core.its.event import EventCheck, EventList, PlayerCheck


class EventSummaryRow(FrozenModel):
    """One player (or one row naming no player) of the event's summary.

    Attributes
    ----------
    player : str
        The player, or ``"row 9"`` for a row naming none.
    army : str
        The army (several names when the lists differ), or ``"-"``.
    lists : str
        ``"2"``, or ``"2 (1 unreadable)"``.
    status : str
        ``"OK"`` or what is wrong.
    ok : bool
        Whether the player may play with these lists.
    player_index : int or None
        Index of the player in ``EventCheck.players``; None for a row naming
        no player.

    Source: ITS.md E2, E6
    """

    player: str
    army: str
    lists: str
    status: str
    ok: bool
    player_index: int | None


class EventListLine(FrozenModel):
    """One submitted list of a player, as one line.

    Attributes
    ----------
    row : int
        Its row in the event file.
    text : str
        ``row 2: LEGAL "demo hg", 114/300 pts`` or ``row 6: UNREADABLE: ...``.
    legal : bool or None
        Whether the list is legal; None when it cannot be read.
    entry : EventList or None
        The list (None when it cannot be read).

    Source: ITS.md E2
    """

    row: int
    text: str
    legal: bool | None
    entry: EventList | None


def summary_rows(check: EventCheck) -> tuple[EventSummaryRow, ...]:
    """One row per player, in file order, then one per row naming no player.

    Source: ITS.md E2, E6
    """
    rows: list[EventSummaryRow] = []
    for index, p in enumerate(check.players):
        lists = str(len(p.lists) + len(p.unreadable))
        if p.unreadable:
            lists = _("{n} ({bad} unreadable)", n=lists, bad=len(p.unreadable))
        rows.append(
            EventSummaryRow(
                player=p.player,
                army=p.army or "-",
                lists=lists,
                status=p.status,
                ok=p.ok,
                player_index=index,
            )
        )
    rows += [
        EventSummaryRow(
            player=_("row {row}", row=u.row),
            army="-",
            lists="-",
            status=u.reason,
            ok=False,
            player_index=None,
        )
        for u in check.unreadable
    ]
    return tuple(rows)


def list_line(entry: EventList) -> str:
    """``row 2: LEGAL "demo hg", 114/300 pts``: one readable list."""
    name = entry.army_list.name
    return _(
        "row {row}: {verdict}{name}, {points}/{limit} pts",
        row=entry.row,
        verdict=_("LEGAL") if entry.legal else _("ILLEGAL"),
        name=f' "{name}"' if name.strip() else "",
        points=entry.report.points,
        limit=entry.report.points_limit,
    )


def list_lines(player: PlayerCheck) -> tuple[EventListLine, ...]:
    """Every list the player submitted, readable or not, in row order.

    Source: ITS.md E2
    """
    lines = [
        EventListLine(row=e.row, text=list_line(e), legal=e.legal, entry=e)
        for e in player.lists
    ]
    lines += [
        EventListLine(
            row=u.row,
            text=_("row {row}: UNREADABLE: {error}", row=u.row, error=u.reason),
            legal=None,
            entry=None,
        )
        for u in player.unreadable
    ]
    return tuple(sorted(lines, key=lambda line: line.row))
