"""The one trooper count: how many troopers a list, a group or a code holds.

RULES.md A7 counts troopers with each option's ``minis`` from the data: a pair
(Jazz & Billie, Polaris Team) counts 2 in one list entry, a cheap remote bought
on its own (Zondbots, Palbots) counts 0, and a peripheral or operator that
comes with its controller's option (a Cutter's Crabbot) is covered by the
buying option's figure. The 2 or 3 Proxies of a G: Jumper unit in one combat
group count 1 together (RULES.md A13): the first counts 1, the others 0. Every
view (group header, order-pool table, summary,
import preview, ``validate``, ``export``, the PDF) prints this count, with the
reason when an entry counts other than 1, so a player never sees the number of
rows passed off as the number of troopers.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence

from listbuilder.core._base import FrozenModel, instance
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.frozen import record
from listbuilder.core.i18n import _, count_text
from listbuilder.core.lists.army_list import ArmyList
from listbuilder.core.lists.resolve import ResolvedTrooper, resolve_list

#: The characteristic the data gives peripherals (filters ``chars`` 27).
PERIPHERAL = "Peripheral"

#: The kind a note gives Proxies counted as one trooper (RULES.md A13).
G_JUMPER = "G: Jumper"


class TrooperCount(FrozenModel):
    """A trooper count and why it differs from the number of list entries.

    Attributes
    ----------
    troopers : int
        Troopers counted with ``minis`` (RULES.md A7).
    entries : int
        List entries (rows) counted.
    notes : tuple[str, ...]
        One note per kind of entry that counts other than 1, in list order:
        ``"Polaris Team (MASHA + POLARIS BEARPODE ALPHA) counts 2, a pair"``,
        ``"2x Zondbots count 0 each, peripheral"``. Kept in English, the
        form :func:`_merge` reads; :attr:`reason` prints them translated.
    """

    troopers: int = 0
    entries: int = 0
    notes: tuple[str, ...] = ()

    @property
    def label(self) -> str:
        """``"1 trooper"``, ``"4 troopers"``. Source: RULES.md A7."""
        return count_text(self.troopers, "trooper")

    @property
    def reason(self) -> str:
        """The notes in one phrase, or ``""`` when every entry counts 1."""
        return "; ".join(note_text(n) for n in self.notes)

    @property
    def text(self) -> str:
        """``"4 troopers: Polaris Team (MASHA + ...) counts 2, a pair"``.

        The label alone when every entry counts 1 (``"1 trooper"``).

        Source: RULES.md A7
        """
        return f"{self.label}: {self.reason}" if self.notes else self.label


#: Every field of :class:`TrooperCount`: the fields set of a count built whole.
_COUNT_FIELDS = frozenset(TrooperCount.model_fields)

#: The count of no troopers, as :meth:`Counted.of` counts them (shared: frozen).
NO_TROOPERS = instance(
    TrooperCount, {"troopers": 0, "entries": 0, "notes": ()}, set(_COUNT_FIELDS)
)


def count_note(
    name: str, minis: int, fielded: Sequence[str] = (), peripheral: bool = False
) -> str:
    """Why one list entry counts ``minis`` troopers, or ``""`` when it counts 1.

    Parameters
    ----------
    name : str
        The entry's unit name as players say it (``"Polaris Team"``).
    minis : int
        Its option's ``minis``.
    fielded : sequence of str
        Names of the troopers its option fields (a pair's two halves).
    peripheral : bool
        True when the entry is a peripheral bought on its own.

    Source: RULES.md A7
    """
    if minis == 1:
        return ""
    what = f"{name} ({' + '.join(fielded)})" if fielded else name
    kind = ", a pair" if minis == 2 and len(fielded) >= 2 else ""
    if peripheral:
        kind = ", peripheral"
    return f"{what} counts {minis}{kind}"


def trooper_note(trooper: ResolvedTrooper) -> str:
    """:func:`count_note` of a resolved trooper (``""`` when it counts 1)."""
    if trooper.minis == 1:
        return ""
    fielded = [
        f"{inc.quantity}x {inc.name}" if inc.quantity > 1 else inc.name
        for inc in trooper.included
    ]
    return count_note(
        trooper.short_name,
        trooper.minis,
        fielded if len(fielded) > 1 else (),
        PERIPHERAL in trooper.characteristics,
    )


def proxy_sets(
    troopers: Iterable[ResolvedTrooper],
) -> dict[str, tuple[ResolvedTrooper, ...]]:
    """The Proxies of each G: Jumper unit in each combat group, by the first's uid.

    Source: RULES.md A13
    """
    sets: dict[tuple[int, int], list[ResolvedTrooper]] = {}
    for t in troopers:
        if t.is_g_jumper:
            sets.setdefault((id(t.group), t.entry.unit_id), []).append(t)
    return {ts[0].uid: tuple(ts) for ts in sets.values()}


@record(slots=True)
class Counted:
    """Each trooper's A7 count and note, worked out once for a whole list.

    A Proxy's count depends on the other Proxies of its group (A13), so it is
    worked out over the list once per evaluation; validation, the order pools
    and the roster then read it instead of counting again.

    Attributes
    ----------
    entries : Mapping[str, tuple[int, str]]
        ``(minis, note)`` of each trooper by uid (see :func:`count_note`).
    extra_proxies : frozenset[str]
        Uids of the Proxies that count 0 and give no order of their own.

    Source: RULES.md A7, A13
    """

    entries: Mapping[str, tuple[int, str]]
    extra_proxies: frozenset[str]

    def of(self, troopers: Iterable[ResolvedTrooper]) -> TrooperCount:
        """The A7 count of ``troopers``, some or all of the list counted.

        :func:`count_entries` of their entries, written out: validation and
        the order pools count every group and the whole list.
        """
        entries = self.entries
        total = rows = 0
        notes = []
        for t in troopers:
            minis, note = entries[t.entry.uid]
            total += minis
            rows += 1
            if note:
                notes.append(note)
        merged = _merge(notes) if notes else ()
        return instance(  # derived: every field in order, of its type
            TrooperCount,
            {"troopers": total, "entries": rows, "notes": merged},
            set(_COUNT_FIELDS),
        )


#: ``Counted.extra_proxies`` of a list without Proxies.
_NO_PROXIES: frozenset[str] = frozenset()


def count_troopers(troopers: Sequence[ResolvedTrooper]) -> Counted:
    """Each trooper's A7 count and note, and the Proxies that count 0.

    A trooper counts its ``minis``, except the Proxies of a G: Jumper unit in
    one combat group: the first counts 1 with a note naming them all
    (``"Posthumans (PROXY Mk.1 + PROXY Mk.2) counts 1, G: Jumper"``), every
    other counts 0 without a note, and gives no order of its own (A6, A7, B1).

    Source: RULES.md A7, A13
    """
    entries: dict[str, tuple[int, str]] = {}
    for t in troopers:  # no Proxies (most lists): each entry counts its minis
        if t.is_g_jumper:  # a Proxy: every trooper looked at alike
            return count_alike(troopers, proxy_sets(troopers))
        option = t.option
        minis = option.minis if option is not None else 1
        entries[t.entry.uid] = (1, "") if minis == 1 else (minis, trooper_note(t))
    return Counted(entries, _NO_PROXIES)


def count_alike(
    troopers: Sequence[ResolvedTrooper],
    sets: Mapping[str, Sequence[ResolvedTrooper]],
) -> Counted:
    """:func:`count_troopers` with every trooper looked at alike.

    ``sets`` is :func:`proxy_sets` of ``troopers``. :func:`count_troopers`
    takes this path when the list has Proxies, and a shorter one when it has
    none (the tests hold the two equal on real lists).

    Source: RULES.md A7, A13
    """
    entries: dict[str, tuple[int, str]] = {}
    extra = frozenset(t.uid for ts in sets.values() for t in ts[1:])
    for t in troopers:
        proxies = sets.get(t.uid, ())
        if t.uid in extra:
            entries[t.uid] = (0, "")
        elif len(proxies) > 1:
            names = " + ".join(p.option_name for p in proxies)
            entries[t.uid] = (1, f"{t.short_name} ({names}) counts 1, {G_JUMPER}")
        elif t.minis != 1:
            entries[t.uid] = (t.minis, trooper_note(t))
        else:
            entries[t.uid] = (1, "")
    return Counted(entries=entries, extra_proxies=extra)


def _merge(notes: Iterable[str]) -> tuple[str, ...]:
    """Repeated notes once, with their number: ``2x Zondbots count 0 each``."""
    seen: dict[str, int] = {}
    for note in notes:
        if note:
            seen[note] = seen.get(note, 0) + 1
    out = []
    for note, n in seen.items():
        if n == 1:
            out.append(note)
        else:
            head, _sep, tail = note.partition(" counts ")
            figure, _sep, kind = tail.partition(", ")
            kind = "pairs" if kind == "a pair" else kind
            out.append(f"{n}x {head} count {figure} each" + (f", {kind}" * bool(kind)))
    return tuple(out)


_NOTE = re.compile(
    r"(?:(?P<n>\d+)x )?(?P<what>.*) counts? (?P<minis>\d+)(?: each)?"
    r"(?:, (?P<kind>a pair|pairs|peripheral|G: Jumper))?"
)


def note_text(note: str) -> str:
    """A note of :attr:`TrooperCount.notes` in the language in force.

    Notes are kept in English (the form :func:`_merge` reads) and translated
    only when printed; a note of another form prints as it is.

    Source: RULES.md A7
    """
    match = _NOTE.fullmatch(note)
    if match is None:
        return note
    what, minis, kind = match["what"], int(match["minis"]), match["kind"] or ""
    if match["n"] is None:
        if kind == "a pair":
            return _("{what} counts {minis}, a pair", what=what, minis=minis)
        if kind == "peripheral":
            return _("{what} counts {minis}, peripheral", what=what, minis=minis)
        if kind == G_JUMPER:
            return _("{what} counts {minis}, G: Jumper", what=what, minis=minis)
        return _("{what} counts {minis}", what=what, minis=minis)
    n = int(match["n"])
    if kind == "pairs":
        return _("{n}x {what} count {minis} each, pairs", n=n, what=what, minis=minis)
    if kind == "peripheral":
        return _(
            "{n}x {what} count {minis} each, peripheral", n=n, what=what, minis=minis
        )
    if kind == G_JUMPER:
        return _(
            "{n}x {what} count {minis} each, G: Jumper", n=n, what=what, minis=minis
        )
    return _("{n}x {what} count {minis} each", n=n, what=what, minis=minis)


def count_entries(entries: Iterable[tuple[int, str]]) -> TrooperCount:
    """Count ``(minis, note)`` entries (see :func:`count_note`).

    Source: RULES.md A7
    """
    troopers = rows = 0
    notes = []
    for minis, note in entries:
        troopers += minis
        rows += 1
        notes.append(note)
    # derived from the checked data: built without validation (every field,
    # of its type; tests/core/test_trusted_models.py)
    return TrooperCount.trusted(troopers=troopers, entries=rows, notes=_merge(notes))


def trooper_count(troopers: Iterable[ResolvedTrooper]) -> TrooperCount:
    """The A7 count of ``troopers`` with its reasons.

    An unresolved trooper (a placeholder) counts 1; the Proxies of a G: Jumper
    unit in one combat group count 1 together (:func:`count_troopers`).

    Source: RULES.md A7, A13
    """
    listed = list(troopers)
    return count_troopers(listed).of(listed)


def list_counts(
    army_list: ArmyList,
    catalog: Catalog,
    *,
    troopers: list[ResolvedTrooper] | None = None,
) -> tuple[TrooperCount, TrooperCount]:
    """(main list, reinforcement groups) counts of ``army_list``.

    Reinforcement troopers are counted apart (RULES.md A10): the cap of A7 is
    on the main list.

    Source: RULES.md A7, A10
    """
    resolved = troopers if troopers is not None else resolve_list(army_list, catalog)
    counted = count_troopers(resolved)
    main = counted.of(t for t in resolved if not t.group.reinforcement)
    reinf = counted.of(t for t in resolved if t.group.reinforcement)
    return main, reinf


def counts_text(main: TrooperCount, reinforcement: TrooperCount) -> str:
    """``"15 troopers"`` or ``"15 troopers + 2 in reinforcement groups"``.

    The import preview and the command line say it this way. Source: RULES.md
    A7, A10
    """
    if not reinforcement.entries:
        return main.text
    extra = _("{n} in reinforcement groups", n=reinforcement.troopers)
    if reinforcement.notes:
        extra += f" ({reinforcement.reason})"
    head = main.label
    if main.notes:
        head += f" ({main.reason})"
    return f"{head} + {extra}"
