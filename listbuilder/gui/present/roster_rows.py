"""How the roster tree words its rows: group headings, pools, points, options.

A combat group's heading with its counts, its order pool and points for the
table cells, and a trooper's option column (short, the most telling part
first, and in full for the tooltip). The PDF and the list as text word their
rows in ``listbuilder.core.roster`` and ``listbuilder.export``.

Pure: imports only the core (stdlib and pydantic); never PySide6.
"""

from __future__ import annotations

import re
import unicodedata

from listbuilder.core.i18n import _, ngettext
from listbuilder.core.roster.rows import RosterGroup, RosterRow
from listbuilder.core.roster.wording import fielded_text, is_pair_row
from listbuilder.core.rules.orders import OrderPool


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


def roster_option_text(row: RosterRow) -> str:
    """The roster's option column: ``FUSILIER: Lieutenant · Combi Rifle, ...``.

    A pair reads as what it fields (``SCARFACE Loadout Alpha + CORDELIA TURNER
    + TURTLEMEK``) and an option that includes others adds them
    (``CUTTER: NCO · ... + CRABBOT``).
    """
    if is_pair_row(row):
        return fielded_text(row)
    base = row.option if row.loadout == row.option else f"{row.option}: {row.loadout}"
    return _specops_first(
        row, " + ".join([base, *(r.title_with_quantity for r in row.included)])
    )


def _specops_first(row: RosterRow, text: str) -> str:
    """``Spec-Ops: BS+1, Marksmanship · `` before ``text`` for a Spec-Ops row.

    First, so a narrow column cuts the common weapons, not the upgrades.
    Source: ITS.md E9
    """
    if not row.specops:
        return text
    brief = _("Spec-Ops: {upgrades}", upgrades=", ".join(row.specops))
    return f"{brief} · {text}"


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
    return _specops_first(
        row, " + ".join([row.loadout, *(r.title_with_quantity for r in row.included)])
    )
