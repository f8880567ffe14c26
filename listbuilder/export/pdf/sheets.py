"""The full sheet and the opponent copy, as flowables, and the parts sheets share.

The one-page compact sheet is ``compact``. The core decides every piece of
text and what is private (``opponent_copy(Roster)``, RULES.md C1-C2); this
module only arranges it. The opponent copy is the full sheet of the opponent
roster.

Imports core, paths, stdlib and reportlab; no Qt, no data layer.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from reportlab.lib import colors
from reportlab.platypus import (
    Flowable,
    KeepTogether,
    Spacer,
    TableStyle,
)

from listbuilder.core.i18n import _
from listbuilder.core.its.summary import ItsSummary
from listbuilder.core.roster.rows import Roster, RosterGroup, RosterRow
from listbuilder.core.roster.wording import specops_text
from listbuilder.export.pdf.boxes import Beside, Column
from listbuilder.export.pdf.common import (
    GRID,
    HEADING_LINES,
    LIGHT,
    SHADE,
    Styles,
    distances_note,
    labelled,
    para,
    profile_table,
    weapon_table,
    weapon_widths,
)
from listbuilder.export.pdf.flowables import CachedParagraph, CachedTable
from listbuilder.export.pdf.user_text import fit_paragraph, markup, text_width


def title_block(title: str, width: float, st: Styles) -> CachedParagraph:
    """The list name as a heading: in full up to three lines, else cut."""
    return fit_paragraph(title, st.title, width, HEADING_LINES, bold=True)


def _body_rows(
    row: RosterRow, width: float, st: Styles, units: str, grid: Sequence[float]
) -> list[list[Any]]:
    """Profile line, characteristics/skills/equipment and weapons of one row.

    ``grid``: the weapon tables' column widths, the same for the whole sheet.
    """
    rows: list[list[Any]] = []
    if row.attributes:
        details = labelled(
            [
                (_("Characteristics"), row.characteristics),
                (_("Skills"), row.skills),
                (_("Equipment"), row.equipment),
            ],
            st.text,
        )
        profile = profile_table(row, st, units)
        left = profile.width + 6
        rows.append([Beside(profile, details, (left, width - left))])
    else:
        # a pair, a marker (opponent copy) or a trooper the data does not know
        note = CachedTable(
            [[para(row.loadout, st.text)]], colWidths=[width], hAlign="LEFT"
        )
        rows.append([note])
    if row.specops:  # the configuration is printed with the list (ITS.md E5)
        rows.append([para(specops_text(row), st.bold)])
    if row.weapons:
        rows.append([weapon_table(row.weapons, width, st, units, grid)])
    return rows


def _included_heading(sub: RosterRow, width: float, st: Styles) -> CachedTable:
    """Sub-heading of a trooper fielded by another's option (pair, operator)."""
    head = CachedTable(
        [
            [
                CachedParagraph(
                    "+ " + markup(sub.title_with_quantity, bold=True), st.text
                ),
                para(sub.option, st.text),
                sub.unit_type,
            ]
        ],
        colWidths=[width * 0.47, width * 0.33, width * 0.20],
        hAlign="LEFT",
    )
    head.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), "Helvetica-Bold", st.body),
                ("LINEABOVE", (0, 0), (-1, 0), 0.5, GRID),
                ("TOPPADDING", (0, 0), (-1, -1), 2),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
            ]
        )
    )
    return head


def trooper_marks(row: RosterRow, size: float) -> str:
    """``[LIEUTENANT] [HARIS 1]`` markup after a trooper's name."""
    marks = []
    if row.lieutenant:
        marks.append(markup(_("[LIEUTENANT]")))
    if row.fireteam:
        marks.append(f"[{markup(row.fireteam)}]")
    if not marks:
        return ""
    return f"&nbsp;&nbsp;<font size='{size}'>{' '.join(marks)}</font>"


def _trooper_block(
    row: RosterRow, width: float, st: Styles, units: str, grid: Sequence[float]
) -> list[Flowable]:
    """One trooper, boxed, and the space under it: to keep on one page.

    ``grid``: the weapon table's column widths (:func:`weapon_widths`).
    """
    marks = trooper_marks(row, st.body)
    head_cells: list[Any] = [
        CachedParagraph(markup(row.name, bold=True) + marks, st.heading)
        if marks
        else para(row.name, st.heading),
        para(row.option or "", st.bold),
        row.unit_type or "",
        para(row.cost_text.replace(" · ", "   "), st.right_bold)
        if row.cost_text
        else "",
    ]
    head = CachedTable(
        [head_cells],
        colWidths=[width * 0.47, width * 0.27, width * 0.06, width * 0.20],
        hAlign="LEFT",
    )
    head_style: list[Any] = [
        ("FONT", (0, 0), (-1, -1), "Helvetica-Bold", st.body),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("BACKGROUND", (0, 0), (-1, -1), LIGHT),
        ("TOPPADDING", (0, 0), (-1, -1), 2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
    ]
    if row.lieutenant:
        # a heavy bar beside the Lieutenant reads in black and white
        head_style.append(("LINEBEFORE", (0, 0), (0, 0), 4, colors.black))
    head.setStyle(TableStyle(head_style))
    rows: list[list[Any]] = [[head], *_body_rows(row, width, st, units, grid)]
    for sub in row.included:
        rows.append([_included_heading(sub, width, st)])
        rows.extend(_body_rows(sub, width, st, units, grid))
    box = Column(
        [cells[0] for cells in rows],
        width,
        box=(0.8, colors.black),
        rule=(0.5, GRID),
        gap=3,
    )
    return [box, Spacer(1, st.body * 0.8)]


def fireteam_paragraphs(group: RosterGroup, st: Styles) -> list[Flowable]:
    """One line per fireteam declared in ``group``: type, chart team, members.

    Source: RULES.md A12
    """
    return [
        CachedParagraph(
            "<b>"
            + markup(_("Fireteam {name}:", name=team.heading), bold=True)
            + "</b> "
            + markup(", ".join(team.member_names) or "-"),
            st.text,
        )
        for team in group.fireteams
    ]


#: A space between a count and its word (``1 regular``, ``レギュラー 1``).
_COUNT_SPACE = re.compile(r"(?<=\d) (?=[^\s·])|(?<=[^\s·:]) (?=\d)")


def group_orders_text(group: RosterGroup) -> str:
    """The group's orders sentence, each count bound to its word (no-break space)."""
    return _COUNT_SPACE.sub("\u00a0", group.orders.description) if group.orders else ""


def _group_heading(group: RosterGroup, width: float, st: Styles) -> CachedTable:
    """A combat group's title and its orders sentence, on a grey band.

    The title's column is as wide as the title (at most 30%), so the orders
    take the rest; a count never wraps apart from its word (no line ends
    ``レギュラー`` before ``1)``).
    """
    orders = group_orders_text(group)
    # the cell's padding (6 points on each side) and 2 to spare
    title = text_width(group.title, st.heading.fontSize, bold=True) + 14
    left = min(width * 0.3, title)
    table = CachedTable(
        [[para(group.title, st.heading), para(orders, st.right)]],
        colWidths=[left, width - left],
        hAlign="LEFT",
    )
    table.setStyle(
        TableStyle(
            [
                ("BACKGROUND", (0, 0), (-1, -1), SHADE),
                ("LINEABOVE", (0, 0), (-1, 0), 1.2, colors.black),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("TOPPADDING", (0, 0), (-1, -1), 3),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
            ]
        )
    )
    return table


def summary(roster: Roster, width: float, st: Styles) -> list[Flowable]:
    """Header boxes: points, SWC, troopers, legality (or the opponent note)."""
    out: list[Flowable] = [para(f"{roster.army} · {roster.ruleset}", st.subtitle)]
    if roster.is_opponent_copy:
        cells = [
            [_("Points limit"), str(roster.points_limit)],
            [_("Troopers shown"), str(roster.troopers)],
        ]
    else:
        legal = (
            _("LEGAL")
            if roster.legal
            else _("NOT LEGAL ({n})", n=len(roster.violations))
        )
        cells = [
            [_("Points"), roster.points_text],
            ["SWC", roster.swc or ""],
            [_("Troopers"), roster.troopers_text],
            [_("List"), legal],
        ]
    row = [[para(label, st.small), para(value, st.stat)] for label, value in cells]
    boxes = CachedTable([row], colWidths=[width / 4] * len(row), hAlign="LEFT")
    boxes.setStyle(
        TableStyle(
            [
                ("GRID", (0, 0), (-1, -1), 0.8, colors.black),
                ("LEFTPADDING", (0, 0), (-1, -1), 4),
                ("TOPPADDING", (0, 0), (-1, -1), 2),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
            ]
        )
    )
    out.append(boxes)
    if roster.is_opponent_copy:
        note = CachedTable(
            [[para(roster.opponent_copy_note, st.note)]], colWidths=[width]
        )
        note.setStyle(
            TableStyle(
                [
                    ("BOX", (0, 0), (-1, -1), 1.5, colors.black),
                    ("TOPPADDING", (0, 0), (-1, -1), 3),
                    ("BOTTOMPADDING", (0, 0), (-1, -1), 5),
                ]
            )
        )
        out += [Spacer(1, 4), note]
    elif roster.violations:
        out.append(Spacer(1, 3))
        out += [para(f"- {v}", st.text) for v in roster.violations]
    return out


def full_story(
    roster: Roster,
    title: str,
    width: float,
    units: str,
    its: ItsSummary | None = None,
) -> list[Flowable]:
    """The full sheet (or, of an opponent roster, the opponent copy).

    ``its`` (the list's Specialist Troops and classified coverage) is printed
    under the totals; never on the opponent copy.
    """
    st = Styles(8)
    story: list[Flowable] = [title_block(title, width, st), *summary(roster, width, st)]
    if its is not None and not roster.is_opponent_copy:
        story.append(Spacer(1, 3))
        story += [para(line, st.text) for line in its.lines()]
    story += [Spacer(1, 3), para(distances_note(units), st.small), Spacer(1, 6)]
    # one column grid for every trooper's weapons: the columns line up
    grid = weapon_widths(roster.weapon_summary(), width, st)
    for group in roster.groups:
        # the heading, its fireteams and the first trooper share a page: a
        # heading never ends a page alone
        head: list[Flowable] = [_group_heading(group, width, st), Spacer(1, 4)]
        teams = fireteam_paragraphs(group, st)
        if teams:
            head += [*teams, Spacer(1, 4)]
        blocks = [_trooper_block(r, width, st, units, grid) for r in group.rows]
        # (a KeepTogether inside another always breaks the page: one level)
        story.append(KeepTogether(head + (blocks[0] if blocks else [])))
        story += [KeepTogether(block) for block in blocks[1:]]
    if not roster.groups or not roster.rows():
        story.append(para(_("This list has no troopers."), st.text))
    return story
