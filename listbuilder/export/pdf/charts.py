"""The optional last page: the weapon and hacking charts of this list only.

Every weapon mode the list fields (troopers and the troopers their options
include) with its modifier in each range bracket, as the rulebook's weapon chart
prints it; then the hacking programs the list's hacking devices give, from the
metadata's ``hack`` table. A player needs no other chart for the list.

Imports core, paths, stdlib and reportlab; no Qt, no data layer.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from typing import Any

from reportlab.platypus import Flowable, Spacer, Table, TableStyle

from listbuilder.core.catalog.items import RangeBand
from listbuilder.core.i18n import _
from listbuilder.core.roster.profile_text import WeaponLine
from listbuilder.core.roster.rows import Roster
from listbuilder.core.roster.tabletop import ProgramLine
from listbuilder.export.pdf.common import (
    GRID,
    LIGHT,
    Styles,
    cell,
    centred,
    data_table,
    distances_note,
    fitted_widths,
    heading_cells,
    padding,
    para,
    short_columns,
)
from listbuilder.export.pdf.flowables import CachedTable


def brackets(lines: Sequence[WeaponLine]) -> list[tuple[int, int]]:
    """The range brackets of ``lines`` in cm: every band limit any mode uses.

    ``[(0, 20), (20, 40), ...]``: each band of each mode is a run of whole
    brackets, so one column per bracket gives every mode's modifiers.
    """
    limits = sorted({x for w in lines for b in w.ranges for x in (b.min_cm, b.max_cm)})
    return list(pairwise(limits))


def bracket_label(low: int, high: int, units: str) -> str:
    """A bracket as a column heading: ``0-8`` (inches) or ``0-20`` (cm)."""
    if units == "cm":
        return f"{low}-{high}"
    band = RangeBand(min_cm=low, max_cm=high, modifier=0)
    return f"{band.min_in}-{band.max_in}"


def modifier_in(line: WeaponLine, low: int, high: int) -> str:
    """The mode's attack modifier in bracket ``low``-``high`` cm, ``""`` if out."""
    for band in line.ranges:
        if band.min_cm <= low and high <= band.max_cm:
            return f"{band.modifier:+d}" if band.modifier else "0"
    return ""


def _weapon_chart(
    lines: Sequence[WeaponLine], width: float, st: Styles, units: str
) -> Table:
    spans = brackets(lines)
    head: list[Any] = [_("Weapon")]
    head += [bracket_label(lo, hi, units) for lo, hi in spans]
    head += ["B", "PS", _("Save"), _("Ammo"), _("Traits")]
    band_width = 0.052
    fixed = 0.2 + band_width * len(spans) + 0.035 * 2 + 0.06 * 2
    fractions = [0.2] + [band_width] * len(spans) + [0.035, 0.035, 0.06, 0.06]
    fractions.append(max(1 - fixed, 0.12))
    scale = 1 / sum(fractions)
    widths = fitted_widths(
        width,
        [f * scale for f in fractions],
        short_columns(lines, len(spans) + 1),
        st.small,
        4,
        (0, len(fractions) - 1),
    )
    middle = range(1, len(head) - 1)
    data: list[list[Any]] = [heading_cells(head, st.small_bold, widths, middle)]
    for line in lines:
        data.append(
            [
                para(line.name, st.small),
                *(modifier_in(line, lo, hi) for lo, hi in spans),
                cell(line.burst, st.small),
                cell(line.damage, st.small),
                cell(line.save_text, st.small),
                cell(line.ammunition or "-", st.small),
                para(line.traits_text or "-", st.small),
            ]
        )
    table = CachedTable(data, colWidths=widths, repeatRows=1, hAlign="LEFT")
    last_band = len(spans)
    commands: list[Any] = [
        *data_table(st, box=True),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        *centred(middle),
        *padding(1, 1.5, 2),
    ]
    if spans:
        commands += [
            ("LINEBEFORE", (1, 0), (1, -1), 0.5, GRID),
            ("LINEAFTER", (last_band, 0), (last_band, -1), 0.5, GRID),
        ]
    # positive modifiers on a light ground: the best brackets stand out in grey
    for r, line in enumerate(lines, start=1):
        for c, (lo, hi) in enumerate(spans, start=1):
            if modifier_in(line, lo, hi).startswith("+"):
                commands.append(("BACKGROUND", (c, r), (c, r), LIGHT))
    table.setStyle(TableStyle(commands))
    return table


def _program_chart(programs: Sequence[ProgramLine], width: float, st: Styles) -> Table:
    head = [
        _("Program"),
        _("From"),
        _("Skill"),
        _("Att."),
        _("Opp."),
        "PS",
        "B",
        _("Target"),
        _("Effects"),
    ]
    fractions = (0.12, 0.17, 0.1, 0.045, 0.045, 0.035, 0.035, 0.12, 0.33)
    middle = range(3, 7)  # attack, opponent, PS, burst
    # the skill on one line: "ショート・スキル / ARO" was broken mid-word;
    # the sources, targets and effects give up the room
    skills = [p.skill or "-" for p in programs]
    widths = fitted_widths(width, fractions, {2: skills}, st.small, 4, (1, 7, 8))
    data: list[list[Any]] = [heading_cells(head, st.small_bold, widths, middle)]
    for p in programs:
        data.append(
            [
                para(p.name, st.small_bold),
                para(", ".join(p.sources), st.small),
                para(p.skill or "-", st.small),
                cell(p.attack, st.small),
                cell(p.opponent, st.small),
                cell(p.damage, st.small),
                cell(p.burst, st.small),
                para(p.targets, st.small),
                para(p.special or "-", st.small),
            ]
        )
    table = CachedTable(data, colWidths=widths, repeatRows=1, hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                *data_table(st, box=True),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                *centred(middle),
                *padding(1, 1.5, 2),
            ]
        )
    )
    return table


def charts_story(roster: Roster, width: float, units: str) -> list[Flowable]:
    """The charts page: this list's weapons by range bracket, then its programs.

    An opponent roster charts only what its copy shows.
    """
    st = Styles(7.5)
    unit = "cm" if units == "cm" else _("inches")
    story: list[Flowable] = [
        para(_("Charts for this list"), st.title),
        para(f"{roster.army} · {roster.ruleset}", st.subtitle),
        para(
            _(
                "Weapons: attack MOD by distance ({unit}); blank: out of "
                "range. Modes are listed apart.",
                unit=unit,
            ),
            st.text,
        ),
        Spacer(1, 3),
    ]
    weapons = roster.weapon_summary()
    if weapons:
        story.append(_weapon_chart(weapons, width, st, units))
    else:
        story.append(para(_("This list fields no weapons."), st.text))
    if roster.hacking_programs:
        story += [
            Spacer(1, 8),
            para(
                _(
                    "Hacking programs of this list's hacking devices (Att.: MOD "
                    "to the hacker's WIP; Opp.: MOD to the target's roll)."
                ),
                st.text,
            ),
            Spacer(1, 3),
            _program_chart(roster.hacking_programs, width, st),
        ]
    story += [Spacer(1, 4), para(distances_note(units), st.small)]
    return story
