"""The editor's hover texts: tooltips of the roster, the options and the report.

Built from core objects and the Qt-free wording of ``listbuilder.gui.present``;
their own words are Qt's to translate (context ``Texts`` of the ``.ts``
catalogs), which is why they live beside the editor's models, not in the
Qt-free ``gui.present``.

Imports core, gui.present and the Qt translation function only; no widgets.
"""

from __future__ import annotations

from listbuilder.core.roster.rows import RosterGroup, RosterRow
from listbuilder.core.rules.validation import Violation
from listbuilder.core.state import TeamTag
from listbuilder.gui.i18n import QT_TRANSLATE_NOOP, translate
from listbuilder.gui.present.option_wording import OptionSummary
from listbuilder.gui.present.roster_rows import roster_option_text
from listbuilder.gui.present.status import violation_text

#: Headings of a profile's lists, marked for translation (see :func:`heading`).
CHARACTERISTICS = QT_TRANSLATE_NOOP("Texts", "Characteristics")
SKILLS = QT_TRANSLATE_NOOP("Texts", "Skills")
EQUIPMENT = QT_TRANSLATE_NOOP("Texts", "Equipment")
WEAPONS = QT_TRANSLATE_NOOP("Texts", "Weapons")
ORDERS = QT_TRANSLATE_NOOP("Texts", "Orders")


def heading(text: str) -> str:
    """One of the headings above (``SKILLS``) in the language in force."""
    return translate("Texts", text)


def option_tooltip(summary: OptionSummary) -> str:
    """The options table's tooltip: cost, orders, then skills, equipment, weapons.

    ``"FUSILIER: 10 pts · 0 SWC"``, ``"Orders: 1 Regular, 1 Lieutenant"``,
    ``"Skills: Lieutenant"``...; one per line, empty lists left out.
    """
    lines = [
        f"{summary.name}: {summary.cost_text}",
        f"{heading(ORDERS)}: {summary.orders}",
    ]
    for label, items in (
        (SKILLS, summary.skills),
        (EQUIPMENT, summary.equipment),
        (WEAPONS, summary.weapons),
    ):
        if items:
            lines.append(f"{heading(label)}: " + ", ".join(items))
    return "\n".join(lines)


def group_tooltip(group: RosterGroup) -> str:
    """A roster group's tooltip: what a reinforcement group is, its order pool.

    ``""`` for a combat group without an order pool (an opponent copy).

    Source: RULES.md A10, B1-B6
    """
    parts = []
    if group.reinforcement:
        parts.append(
            translate(
                "Texts",
                "Reinforcement group: units of the army's reinforcement list, "
                "counted apart from the main list",
            )
        )
    if group.orders is not None:
        parts.append(group.orders.summary)
    return "\n".join(parts)


def roster_row_tooltip(row: RosterRow, tag: TeamTag | None = None) -> str:
    """A roster row's tooltip: the full texts its cells may elide or leave out.

    Title, :func:`roster_option_text`, the fireteam ``tag`` when it is in one
    (``Fireteam DUO 1: DUO · PanOceania Fireteams I``) and the cost, one a line.

    Source: RULES.md A12 (fireteams)
    """
    lines = [row.title, roster_option_text(row)]
    if tag is not None:
        lines.append(
            translate("Texts", "Fireteam {label}: {description}").format(
                label=tag.label, description=tag.description
            )
        )
    if row.hired:
        lines.append(
            translate(
                "Texts",
                "Hired under Soldiers of Fortune: at most 85 points of hired "
                "mercenaries, and hiring costs 1 SWC (E5).",
            )
        )
    if row.cost_text:
        lines.append(row.cost_text)
    return "\n".join(lines)


def violation_tooltip(violation: Violation) -> str:
    """The message, its code and whether clicking it selects troopers."""
    hint = (
        translate("Texts", "Click to select the troopers involved.")
        if violation.troopers
        else translate("Texts", "No trooper to select.")
    )
    return f"{violation_text(violation)}\n({violation.code}) {hint}"
