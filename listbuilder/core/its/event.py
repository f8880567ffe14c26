"""The organiser's event check: every player's lists, checked at once.

:func:`check_event` reads each row's army code, gives the list the event's
points and Extras, checks it as ``validate --codes`` does (``evaluate``: the
same violations, ids and messages) and groups the rows by player: the army,
each list legal or not, whether all lists are of one army (ITS.md E2), whether
their number is right (1-2; three at 200/300/400 points with Escalation, E2,
E6) and any code that cannot be read, with its row.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from collections.abc import Iterable

from pydantic import Field

from listbuilder.core._base import FrozenModel
from listbuilder.core.armycode.bind import army_list_from_code
from listbuilder.core.catalog.army import army_name
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.errors import ListbuilderError
from listbuilder.core.i18n import _, count_text
from listbuilder.core.its.event_file import EventFile, EventRow
from listbuilder.core.its.extras import Extra
from listbuilder.core.lists.army_list import ArmyList
from listbuilder.core.rules.orders import OrderPool
from listbuilder.core.rules.validation import ValidationReport, rules_in_order
from listbuilder.core.state import ListState, evaluate

#: How many lists a player submits without Escalation (ITS.md E2).
LISTS_ALLOWED = (1, 2)
#: The points of the three lists each player submits under Escalation (E2, E6).
ESCALATION_TIERS = (200, 300, 400)


class Event(FrozenModel):
    """What the organiser announces: the points tier and the Extras.

    Attributes
    ----------
    points : int or None
        Points limit every list is checked at; None keeps each code's own.
        Under Escalation each list keeps its own (200, 300 or 400).
    extras : frozenset[Extra]
        The Extras of the event, given to every list.

    Source: ITS.md E1, E5, E6
    """

    points: int | None = Field(default=None, gt=0)
    extras: frozenset[Extra] = frozenset()

    @property
    def escalation(self) -> bool:
        """Whether each player brings three lists at 200, 300 and 400 (E2)."""
        return Extra.ESCALATION in self.extras


class EventList(FrozenModel):
    """One readable list of a player, with its legality.

    Attributes
    ----------
    row : int
        Its row in the event file.
    army_list : ArmyList
        The list read from the code, with the event's points and Extras.
    report : ValidationReport
        Its legality, as ``validate`` reports it (RULES.md A*).
    pools : tuple[OrderPool, ...]
        Its order pools, as ``validate`` counts them (RULES.md B*).

    Source: ITS.md E2
    """

    row: int
    army_list: ArmyList
    report: ValidationReport
    pools: tuple[OrderPool, ...]

    @property
    def legal(self) -> bool:
        """Whether the list breaks no rule."""
        return self.report.is_legal


class UnreadableRow(FrozenModel):
    """A row whose list cannot be read, and why.

    Attributes
    ----------
    row : int
        Its row in the event file.
    player : str
        The player named on it (may be empty).
    reason : str
        Why it cannot be read (``"not an army code: ..."``).
    """

    row: int
    player: str
    reason: str


class PlayerCheck(FrozenModel):
    """One player's lists and whether they may play the event with them.

    Attributes
    ----------
    player : str
        The name as first written in the file.
    columns : tuple[tuple[str, str], ...]
        The other columns of the player's first row, as given.
    army_id : int or None
        Army of the first readable list (None when none is readable).
    army : str
        Its name, the names of every army when the lists differ, or ``""``.
    lists : tuple[EventList, ...]
        The readable lists, in file order.
    unreadable : tuple[UnreadableRow, ...]
        The player's rows that cannot be read.
    same_army : bool
        All readable lists are of one army: one generic army or one sectorial
        (compared by army id, ITS.md E2).
    list_count_ok : bool
        One or two lists; with Escalation exactly three, at 200, 300 and 400
        points (each list's own limit, E2).
    problems : tuple[str, ...]
        What is wrong, one text each (empty when :attr:`ok`).

    Source: ITS.md E2, E6
    """

    player: str
    columns: tuple[tuple[str, str], ...] = ()
    army_id: int | None
    army: str
    lists: tuple[EventList, ...]
    unreadable: tuple[UnreadableRow, ...] = ()
    same_army: bool
    list_count_ok: bool
    problems: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        """Every list readable and legal, of one army, and as many as allowed."""
        return not self.problems

    @property
    def list_set_problems(self) -> tuple[str, ...]:
        """The problems of the lists together: not one army, not as many as allowed."""
        return self.problems[: (not self.same_army) + (not self.list_count_ok)]

    @property
    def status(self) -> str:
        """``"OK"`` or the problems, ``"; "`` between them."""
        return "; ".join(self.problems) if self.problems else _("OK")


class EventCheck(FrozenModel):
    """Every player of an event, checked.

    Attributes
    ----------
    event : Event
        The points and Extras the lists were checked with.
    extra_columns : tuple[str, ...]
        Headers of the file's other columns, in file order.
    players : tuple[PlayerCheck, ...]
        In the order each player first appears.
    unreadable : tuple[UnreadableRow, ...]
        Rows that name no player.

    Source: ITS.md E6
    """

    event: Event
    extra_columns: tuple[str, ...] = ()
    players: tuple[PlayerCheck, ...]
    unreadable: tuple[UnreadableRow, ...] = ()

    @property
    def ok(self) -> bool:
        """Every player ok and every row named a player."""
        return not self.unreadable and all(p.ok for p in self.players)

    @property
    def has_unreadable(self) -> bool:
        """Some row cannot be read (a code, or a row naming no player)."""
        return bool(self.unreadable) or any(p.unreadable for p in self.players)


def event_list(
    row: EventRow, event: Event, catalog: Catalog, ruleset: Ruleset
) -> EventList:
    """Read one row's code and check the list with the event's points and Extras.

    Raises
    ------
    ListbuilderError
        ``ArmyCodeError`` if the code cannot be read; the message says why.

    Source: ITS.md E5, E6
    """
    army = army_list_from_code(
        row.code, catalog, ruleset=ruleset.id, report_unresolved=False
    ).army_list  # evaluated below: rule DATA names the members the data lacks
    update: dict[str, object] = {"extras": event.extras}
    if event.points is not None and not event.escalation:
        update["points_limit"] = event.points
    army = army.model_copy(update=update)
    state = evaluate(army, catalog, ruleset)
    return EventList(
        row=row.row, army_list=army, report=state.report, pools=state.pools
    )


def list_state(entry: EventList, catalog: Catalog, ruleset: Ruleset) -> ListState:
    """Everything derived from one event list (its roster for the binder)."""
    return evaluate(entry.army_list, catalog, ruleset)


def _count_ok(lists: tuple[EventList, ...], count: int, event: Event) -> bool:
    if not event.escalation:
        return LISTS_ALLOWED[0] <= count <= LISTS_ALLOWED[-1]
    tiers = sorted(e.army_list.points_limit for e in lists)
    return count == len(ESCALATION_TIERS) and tuple(tiers) == ESCALATION_TIERS


def _problems(player: PlayerCheck, count: int, event: Event) -> tuple[str, ...]:
    out: list[str] = []
    if not player.same_army:
        out.append(_("lists of different armies: {armies}", armies=player.army))
    if not player.list_count_ok:
        if event.escalation:
            points = ", ".join(str(e.army_list.points_limit) for e in player.lists)
            out.append(
                _(
                    "{lists} at {points} points; Escalation needs 3, at 200, "
                    "300 and 400",
                    lists=count_text(count, "list"),
                    points=points or "-",
                )
            )
        else:
            out.append(_("{n} lists; 1 or 2 allowed", n=count))
    for entry in player.lists:
        if not entry.legal:
            rules = rules_in_order(v.rule for v in entry.report.violations)
            out.append(
                _("row {row}: illegal ({rules})", row=entry.row, rules=" ".join(rules))
            )
    out += [
        _("row {row}: unreadable: {reason}", row=u.row, reason=u.reason)
        for u in player.unreadable
    ]
    return tuple(out)


def _player(
    rows: list[EventRow],
    results: dict[int, EventList | UnreadableRow],
    event: Event,
    catalog: Catalog,
) -> PlayerCheck:
    lists = tuple(r for r in (results[x.row] for x in rows) if isinstance(r, EventList))
    bad = tuple(
        r for r in (results[x.row] for x in rows) if isinstance(r, UnreadableRow)
    )
    ids = list(dict.fromkeys(e.army_list.army_id for e in lists))
    names = [army_name(catalog.army(i), i) for i in ids]
    player = PlayerCheck(
        player=rows[0].player,
        columns=rows[0].columns,
        army_id=ids[0] if ids else None,
        army=" / ".join(names),
        lists=lists,
        unreadable=bad,
        same_army=len(ids) <= 1,
        list_count_ok=_count_ok(lists, len(rows), event),
    )
    return player.model_copy(update={"problems": _problems(player, len(rows), event)})


def check_event(
    rows: EventFile | Iterable[EventRow],
    event: Event,
    catalog: Catalog,
    ruleset: Ruleset,
) -> EventCheck:
    """Check every list of an event and group them by player.

    Parameters
    ----------
    rows : EventFile or iterable of EventRow
        The event file read (:func:`~listbuilder.core.its.event_file.read_event_csv`).
    event : Event
        Points and Extras given to every list.
    catalog : Catalog
        The data the codes are read against.
    ruleset : Ruleset
        The edition the lists are checked under (codes carry none).

    Returns
    -------
    EventCheck
        Players in order of first appearance (a name's case and inner spaces
        do not matter); a code that cannot be read is that row's
        :class:`UnreadableRow` and the others are still checked.

    Source: ITS.md E2, E5, E6
    """
    extra_columns = rows.extra_columns if isinstance(rows, EventFile) else ()
    all_rows = rows.rows if isinstance(rows, EventFile) else tuple(rows)
    by_player: dict[str, list[EventRow]] = {}
    nameless: list[UnreadableRow] = []
    results: dict[int, EventList | UnreadableRow] = {}
    for row in all_rows:
        if not row.player:
            nameless.append(
                UnreadableRow(row=row.row, player="", reason=_("no player"))
            )
            continue
        by_player.setdefault(" ".join(row.player.split()).casefold(), []).append(row)
        if not row.code:
            reason = _("no army code")
            results[row.row] = UnreadableRow(
                row=row.row, player=row.player, reason=reason
            )
            continue
        try:
            results[row.row] = event_list(row, event, catalog, ruleset)
        except ListbuilderError as exc:
            results[row.row] = UnreadableRow(
                row=row.row, player=row.player, reason=str(exc)
            )
    players = tuple(_player(r, results, event, catalog) for r in by_player.values())
    return EventCheck(
        event=event,
        extra_columns=extra_columns,
        players=players,
        unreadable=tuple(nameless),
    )
