"""Presentation-neutral texts, written once: counts, costs, options, summaries.

The app, the command line and the PDF all print these words from here, so a
count reads the same everywhere ("1 trooper", never "1 troopers"): trooper and
problem counts, the status summary, option summaries, AVA, group headings, the
option column of a roster, percentages and file names. Row texts of a list live
in ``listbuilder.core.roster.rows``; order-pool phrases on ``OrderPool``. Wording
only the app shows (tooltips, menu hints) lives in the GUI.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

import math
import re
import unicodedata
from fractions import Fraction

from listbuilder.core._base import FrozenModel
from listbuilder.core.catalog.items import ItemRef
from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.catalog.units import Option, Unit, ava_text
from listbuilder.core.i18n import _, ngettext
from listbuilder.core.lists.army_list import ArmyList
from listbuilder.core.lists.counts import count_text as count_text  # re-exported
from listbuilder.core.roster.rows import Roster, RosterGroup, RosterRow
from listbuilder.core.roster.tabletop import ORDER_LABELS
from listbuilder.core.rules.orders import OrderPool, retreat_text
from listbuilder.core.rules.validation import ValidationReport, Violation


def percent_value(p: Fraction) -> float:
    """A probability as a percentage rounded to two decimals, halves up (exact).

    ``Fraction(5564, 10000)`` → ``55.64``. Source: RULES.md D (dice figures).
    """
    return math.floor(p * 10000 + Fraction(1, 2)) / 100


def percent_text(p: Fraction) -> str:
    """A probability as ``"55.64%"``; a chance above 0 that rounds to 0 is ``"<0.01%"``.

    Source: RULES.md D (dice figures)
    """
    if 0 < p < Fraction(1, 20000):
        return "<0.01%"
    return f"{percent_value(p):.2f}%"


class StatusSummary(FrozenModel):
    """The always-visible totals of a list, as printed in the status bar.

    Attributes
    ----------
    points : str
        ``"Points 10/300"``: the main list only (reinforcements apart).
    swc : str
        ``"SWC 0.5/6"``.
    troopers : str
        ``"Troopers 1/15"`` (``"Troopers 1"`` when the ruleset has no cap).
    lieutenant : str
        ``"Lieutenant: Fusiliers"``, ``"Lieutenant: none"`` or every name when
        several are chosen.
    legality : str
        ``"Legal"`` or ``"Illegal (3 problems)"``.
    reinforcements : str
        ``"Reinforcements: 42 pts, 2 troopers"``, or ``""`` when the list has
        no reinforcement trooper (RULES.md A10).
    ruleset : str
        ``"Rules: N5"`` (``""`` when no ruleset was given).
    troopers_detail : str
        How the troopers were counted when that is not one a row
        (``"6 troopers: Jazz & Billie counts 2, a pair"``), else ``""`` (A7).
    retreat : str
        ``"Retreat at 180 of 300 points lost (60%)"`` under a ruleset with a
        Retreat rule (RULES.md B7), else ``""``.
    is_legal : bool
        True when the report has no violation.
    over_points, over_swc, over_troopers : bool
        True when that total is above its limit (for highlighting).

    Source: RULES.md A1, A2, A3, A7, A10, B7
    """

    points: str
    swc: str
    troopers: str
    lieutenant: str
    legality: str
    is_legal: bool
    reinforcements: str = ""
    ruleset: str = ""
    troopers_detail: str = ""
    retreat: str = ""
    over_points: bool = False
    over_swc: bool = False
    over_troopers: bool = False


def status_summary(
    report: ValidationReport, roster: Roster, ruleset: Ruleset | None = None
) -> StatusSummary:
    """Summarise ``report`` for the status bar; names come from ``roster``.

    Parameters
    ----------
    report : ValidationReport
        The list's validation report.
    roster : Roster
        The list's roster (gives the lieutenant's name).
    ruleset : Ruleset, optional
        The list's ruleset, named by its edition.

    Returns
    -------
    StatusSummary
        The texts and over-limit flags. Reinforcement points and troopers are
        given apart from the main list's.

    Source: RULES.md A1, A2, A3, A7, A10
    """
    points = _(
        "Points {points}/{limit}", points=report.points, limit=report.points_limit
    )
    reinforcements = ""
    if report.reinforcement_troopers or report.reinforcement_points:
        n = report.reinforcement_troopers
        reinforcements = _(
            "Reinforcements: {points} pts, {troopers}",
            points=report.reinforcement_points,
            troopers=count_text(n, "trooper"),
        )
    if report.trooper_cap is None:
        troopers = _("Troopers {n}", n=report.troopers)
    else:
        troopers = _("Troopers {n}/{cap}", n=report.troopers, cap=report.trooper_cap)
    rows = {r.uid: r for r in roster.rows()}
    names = [rows[u].name for u in report.lieutenants if u in rows]
    if names:
        lieutenant = _("Lieutenant: {names}", names=_(", ").join(names))
    else:
        lieutenant = _("Lieutenant: none")
    count = len(report.violations)
    if count == 0:
        legality = _("Legal")
    else:
        legality = ngettext("Illegal ({n} problem)", "Illegal ({n} problems)", count)
    return StatusSummary(
        points=points,
        swc=_("SWC {swc}", swc=report.swc_text),
        troopers=troopers,
        lieutenant=lieutenant,
        legality=legality,
        is_legal=count == 0,
        reinforcements=reinforcements,
        ruleset=_("Rules: {edition}", edition=ruleset.edition) if ruleset else "",
        troopers_detail=_count_detail(report),
        retreat=retreat_text(report.points, ruleset) if ruleset else "",
        over_points=report.points > report.points_limit,
        over_swc=report.swc > report.swc_limit,
        over_troopers=report.trooper_cap is not None
        and report.troopers > report.trooper_cap,
    )


def _count_detail(report: ValidationReport) -> str:
    count = report.trooper_count
    return count.text if count is not None and count.notes else ""


def unit_detail(unit: Unit) -> str:
    """The unit browser's second line: ``LI · Line Troops · AVA T``.

    Source: RULES.md A5 (AVA)
    """
    parts = [unit.unit_type, unit.category.strip(), f"AVA {ava_text(unit.ava)}"]
    return " · ".join(p for p in parts if p)


def unit_browser_labels(units: tuple[Unit, ...] | list[Unit]) -> tuple[str, ...]:
    """The unit browser's names, told apart where two units share an ISC.

    The official data lists some mercenaries twice in an army (``Warcors``
    with AVA 1 and, as ``merc-warcors-...``, with AVA 2). Such names get their
    AVA and option count (``Warcors, War Correspondents (AVA 2, 2 options)``),
    and the unit id as well if even those are the same.

    Source: RULES.md A5 (AVA)
    """
    counts: dict[str, int] = {}
    for unit in units:
        counts[unit.isc] = counts.get(unit.isc, 0) + 1
    keys = {}
    for unit in units:
        n = len(unit.purchasable())
        keys[unit.id] = _(
            "AVA {ava}, {options}",
            ava=ava_text(unit.ava),
            options=ngettext("{n} option", "{n} options", n),
        )
    seen: dict[tuple[str, str], int] = {}
    for unit in units:
        pair = (unit.isc, keys[unit.id])
        seen[pair] = seen.get(pair, 0) + 1
    labels = []
    for unit in units:
        if counts[unit.isc] == 1:
            labels.append(unit.isc)
            continue
        key = keys[unit.id]
        if seen[(unit.isc, key)] > 1:
            key += f", #{unit.id}"
        labels.append(f"{unit.isc} ({key})")
    return tuple(labels)


def orders_text(option: Option) -> str:
    """Orders an option generates: ``1 Regular, 1 Lieutenant`` (``"none"``).

    Source: RULES.md B6
    """
    parts = [
        _(label, n=option.order_count(kind))
        for kind, label in ORDER_LABELS
        if option.order_count(kind)
    ]
    return _(", ").join(parts) if parts else _("none")


def _labels(items: tuple[ItemRef, ...]) -> tuple[str, ...]:
    return tuple(i.label for i in items)


def group_title(group: RosterGroup, fireteams: int = 0) -> str:
    """A roster group heading with its counts: ``Combat Group 1 (3 troopers)``.

    Troopers as RULES.md A7 counts them (a pair counts 2, a Zondbot 0), the
    number the order-pool table and the summary print too.

    ``fireteams`` declared in the group are counted too when there are any:
    ``Combat Group 1 (5 troopers, 1 fireteam)``; a reinforcement group reads
    ``Reinforcement Group 1 (...)``.

    Source: RULES.md A7, A10, A12
    """
    if fireteams:
        return _(
            "{group} ({troopers}, {fireteams})",
            group=group.title,
            troopers=group.trooper_count.label,
            fireteams=ngettext("{n} fireteam", "{n} fireteams", fireteams),
        )
    return f"{group.title} ({group.trooper_count.label})"


def group_points_text(group: RosterGroup) -> str:
    """Points of a roster group's troopers: ``"28"`` (private costs count 0).

    Source: RULES.md A1
    """
    return str(sum(r.points or 0 for r in group.rows))


def pool_text(pool: OrderPool | None) -> str:
    """A group's order pool for a table cell (see :attr:`OrderPool.brief`), or ``""``.

    Who is held off the table is left to the tooltip (:attr:`OrderPool.phrase`).
    Source: RULES.md B1-B6
    """
    return pool.brief if pool is not None else ""


def violation_text(violation: Violation) -> str:
    """One legality message as listed: ``A3: The list has no Lieutenant.``."""
    return f"{violation.rule}: {violation.message}"


# -- troopers an option fields (pairs, operators, peripherals) ----------------------


def is_pair_row(row: RosterRow) -> bool:
    """True for a pair bought through its unit's top-level options (group 0).

    Such a row (Scarface & Cordelia, Jazz & Billie) has no profile line of its
    own: the roster gives it only as the troopers it fields (``row.included``).
    """
    return bool(row.included) and not row.attributes


def fielded_text(row: RosterRow) -> str:
    """What a trooper fields: ``"SCARFACE Loadout Alpha + CORDELIA TURNER"``.

    A pair is its included troopers; any other option comes first, followed by
    what it includes (``"CUTTER + CRABBOT"``). ``""`` when it includes nobody.
    """
    included = [r.title_with_quantity for r in row.included]
    if not included:
        return ""
    if is_pair_row(row):
        return " + ".join(included)
    return " + ".join([row.option, *included])


def roster_option_text(row: RosterRow) -> str:
    """The roster's option column: ``FUSILIER: Lieutenant · Combi Rifle, ...``.

    A pair reads as what it fields (``SCARFACE Loadout Alpha + CORDELIA TURNER
    + TURTLEMEK``) and an option that includes others adds them
    (``CUTTER: NCO · ... + CRABBOT``).
    """
    if is_pair_row(row):
        return fielded_text(row)
    base = row.option if row.loadout == row.option else f"{row.option}: {row.loadout}"
    return " + ".join([base, *(r.title_with_quantity for r in row.included)])


def _plain_words(text: str) -> list[str]:
    """Casefolded words of ``text`` without accents (``Dàofěi`` → ``daofei``)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return re.findall(r"\w+", bare)


def option_repeats_unit(option: str, unit: str) -> bool:
    """True when an option's name only repeats its unit's name.

    ``FUSILIER`` of *Fusiliers*, ``BOLT`` of *Neoterra Bolts* and ``DÀOFĚI`` of
    *Dàofei Tactical Section* say nothing the unit name does not; ``KNIGHTS OF
    MONTESA FTO`` or ``ESCORT SERGEANT`` of *Order Sergeants* do. Every word of
    the option must begin a word of the unit (accents and case ignored).
    """
    words = _plain_words(option)
    unit_words = _plain_words(unit)
    return bool(words) and all(any(u.startswith(w) for u in unit_words) for w in words)


def roster_option_short(row: RosterRow) -> str:
    """The roster's option column, most telling part first.

    Like :func:`roster_option_text`, but an option name that only repeats the
    unit name (shown beside it) is left out, so the loadout starts the text:
    ``Hacker, Killer Hacking Device · Boarding Shotgun (+1B), ...`` rather than
    ``BOLT: Hacker, ...``. A narrow column then cuts the common weapons at the
    end (pistol, CC weapon), not the option's own skills. Distinctive names stay
    (``KNIGHTS OF MONTESA FTO: ...``); a pair reads as what it fields.
    """
    if is_pair_row(row) or not option_repeats_unit(row.option, row.name):
        return roster_option_text(row)
    return " + ".join([row.loadout, *(r.title_with_quantity for r in row.included)])


_UNSAFE = re.compile(r"[^\w\-]+", re.UNICODE)


def list_file_stem(army_list: ArmyList, army_name: str) -> str:
    """A safe file name stem for a list: ``pano-300-my-list``.

    Only letters, digits, ``-`` and ``_`` remain, so any list name is a valid
    file name on every platform.
    """
    words = [army_name, str(army_list.points_limit), army_list.name]
    stem = "-".join(_UNSAFE.sub("-", w).strip("-").lower() for w in words if w)
    stem = re.sub(r"-{2,}", "-", stem).strip("-")
    return stem[:80] or "list"
