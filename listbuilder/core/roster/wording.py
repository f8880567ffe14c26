"""Short texts the app, the command line and the PDF share: written once.

A chance as a rounded percentage, the orders an option generates, what a
trooper fields (pairs, operators, peripherals) and a list's file name: each
reads the same wherever it is printed. Row texts of a list live in
``listbuilder.core.roster.rows``; order-pool phrases on ``OrderPool``. Wording
only the app shows (status bar, roster cells, tooltips, the unit browser) lives
in ``listbuilder.gui.present``.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

import re

from listbuilder.core.catalog.units import Option
from listbuilder.core.i18n import _
from listbuilder.core.lists.army_list import ArmyList
from listbuilder.core.roster.rows import RosterRow
from listbuilder.core.roster.tabletop import ORDER_LABELS


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


def specops_text(row: RosterRow) -> str:
    """A Spec-Ops configuration on one line: ``Spec-Ops: BS+1, Marksmanship (5 XP)``.

    ``""`` for a trooper without upgrades. The XP (priced upgrades only;
    attribute increases have no price, ITS.md E8) is left out when the row has
    none to show, as in an opponent copy. Source: ITS.md E5, E9
    """
    if not row.specops:
        return ""
    upgrades = ", ".join(row.specops)
    if row.specops_xp is None:
        return _("Spec-Ops: {upgrades}", upgrades=upgrades)
    return _("Spec-Ops: {upgrades} ({xp} XP)", upgrades=upgrades, xp=row.specops_xp)
