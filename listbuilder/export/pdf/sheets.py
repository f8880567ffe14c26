"""The full sheet, the one-page compact sheet and the opponent copy, as flowables.

The core decides every piece of text and what is private
(``opponent_copy(Roster)``, RULES.md C1-C2); this module only arranges it. The
opponent copy is the full sheet of the opponent roster.

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
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from listbuilder.core.i18n import _
from listbuilder.core.roster.profile_text import ATTRIBUTE_NAMES, skills_beyond
from listbuilder.core.roster.rows import Roster, RosterGroup, RosterRow
from listbuilder.export.pdf.common import (
    GRID,
    HEADING_LINES,
    LIGHT,
    SHADE,
    Styles,
    centred,
    data_table,
    distances_note,
    heading_cells,
    labelled,
    padding,
    para,
    profile_table,
    weapon_table,
    weapon_widths,
)
from listbuilder.export.pdf.user_text import fit_paragraph, markup, text_width


def title_block(title: str, width: float, st: Styles) -> Paragraph:
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
        details = [
            labelled(_("Characteristics"), row.characteristics, st.text),
            labelled(_("Skills"), row.skills, st.text),
            labelled(_("Equipment"), row.equipment, st.text),
        ]
        profile = profile_table(row, st, units)
        left = sum(profile._colWidths) + 6  # type: ignore[attr-defined]
        body = Table(
            [[profile, details]], colWidths=[left, width - left], hAlign="LEFT"
        )
        body.setStyle(
            TableStyle(
                [
                    ("VALIGN", (0, 0), (-1, -1), "TOP"),
                    *padding(0, 0, 0),
                    ("RIGHTPADDING", (1, 0), (1, 0), 4),
                ]
            )
        )
        rows.append([body])
    else:
        # a pair, a marker (opponent copy) or a trooper the data does not know
        note = Table([[para(row.loadout, st.text)]], colWidths=[width], hAlign="LEFT")
        rows.append([note])
    if row.weapons:
        rows.append([weapon_table(row.weapons, width, st, units, grid)])
    return rows


def _included_heading(sub: RosterRow, width: float, st: Styles) -> Table:
    """Sub-heading of a trooper fielded by another's option (pair, operator)."""
    head = Table(
        [
            [
                Paragraph("+ " + markup(sub.title_with_quantity, bold=True), st.text),
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


def _marks(row: RosterRow, size: float) -> str:
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
    name = markup(row.name, bold=True) + _marks(row, st.body)
    head_cells: list[Any] = [
        Paragraph(name, st.heading),
        para(row.option or "", st.bold),
        row.unit_type or "",
        para(row.cost_text.replace(" · ", "   "), st.right_bold)
        if row.cost_text
        else "",
    ]
    head = Table(
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
    table = Table(rows, colWidths=[width], hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("BOX", (0, 0), (-1, -1), 0.8, colors.black),
                *padding(0, 3, 0),
                ("LINEBELOW", (0, 0), (0, 0), 0.5, GRID),
            ]
        )
    )
    return [table, Spacer(1, st.body * 0.8)]


def fireteam_paragraphs(group: RosterGroup, st: Styles) -> list[Flowable]:
    """One line per fireteam declared in ``group``: type, chart team, members.

    Source: RULES.md A12
    """
    return [
        Paragraph(
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


def _orders_text(group: RosterGroup) -> str:
    """The group's orders sentence, each count bound to its word (no-break space)."""
    return _COUNT_SPACE.sub("\u00a0", group.orders.description) if group.orders else ""


def _group_heading(group: RosterGroup, width: float, st: Styles) -> Table:
    """A combat group's title and its orders sentence, on a grey band.

    The title's column is as wide as the title (at most 30%), so the orders
    take the rest; a count never wraps apart from its word (no line ends
    ``レギュラー`` before ``1)``).
    """
    orders = _orders_text(group)
    # the cell's padding (6 points on each side) and 2 to spare
    title = text_width(group.title, st.heading.fontSize, bold=True) + 14
    left = min(width * 0.3, title)
    table = Table(
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
    boxes = Table([row], colWidths=[width / 4] * len(row), hAlign="LEFT")
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
        note = Table([[para(roster.opponent_copy_note, st.note)]], colWidths=[width])
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


def full_story(roster: Roster, title: str, width: float, units: str) -> list[Flowable]:
    """The full sheet (or, of an opponent roster, the opponent copy)."""
    st = Styles(8)
    story: list[Flowable] = [title_block(title, width, st), *summary(roster, width, st)]
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


def _loadout_cell(row: RosterRow, st: Styles) -> Paragraph:
    """A compact row's loadout, then the skills it does not name.

    ``Skills: Camouflage, Mimetism (-3)...`` on a line of its own: the
    profile's skills, which a player looks up at the table.
    """
    text = markup(row.loadout)
    skills = skills_beyond(row.loadout, row.skills)
    if skills:
        head = markup(_("{label}:", label=_("Skills")), bold=True)
        text += f"<br/><b>{head}</b> " + markup(", ".join(skills))
    return Paragraph(text, st.small)


def _compact_table(roster: Roster, width: float, st: Styles, units: str) -> Table:
    private = roster.is_opponent_copy
    head = [_("Grp"), _("Trooper"), _("Loadout"), *ATTRIBUTE_NAMES]
    fractions = [0.035, 0.16, 0.36] + [0.046] + [0.033] * 8
    if not private:
        head += [_("Pts"), "SWC"]
        fractions += [0.035, 0.035]
    scale = 1 / sum(fractions)
    widths = [width * f * scale for f in fractions]
    middle = [0, *range(3, len(head))]  # the group and the numbers
    data: list[list[Any]] = [heading_cells(head, st.small_bold, widths, middle)]
    lieutenant_rows = []
    for row in roster.rows():
        name = markup(row.name, bold=True)
        if row.option:
            name += "<br/>" + markup(row.option)
        name += _marks(row, st.body * 0.9).replace("&nbsp;&nbsp;", " ")
        if row.lieutenant:
            lieutenant_rows.append(len(data))
        line = [v for _, v in row.profile_line(units)] or [""] * len(ATTRIBUTE_NAMES)
        cells: list[Any] = [
            f"R{row.group}" if row.reinforcement else str(row.group),
            Paragraph(name, st.small),
            _loadout_cell(row, st),
            *line,
        ]
        if not private:
            cells += [str(row.points), row.swc or ""]
        data.append(cells)
    table = Table(
        data,
        colWidths=[width * f * scale for f in fractions],
        repeatRows=1,
        hAlign="LEFT",
    )
    commands: list[Any] = [
        *data_table(st, head=0.85, rule=0.3, box=True),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        *centred(middle),
        *padding(1, 2, 2),
    ]
    for index in lieutenant_rows:
        commands.append(("LINEBEFORE", (0, index), (0, index), 3, colors.black))
    group_starts = [i for i in range(2, len(data)) if data[i][0] != data[i - 1][0]]
    commands += [("LINEABOVE", (0, i), (-1, i), 1, colors.black) for i in group_starts]
    table.setStyle(TableStyle(commands))
    return table


def compact_story(
    roster: Roster, title: str, width: float, units: str
) -> list[Flowable]:
    """The compact sheet: one line per trooper, fireteams, orders, weapons."""
    st = Styles(7.5)
    story: list[Flowable] = [title_block(title, width, st)]
    story += summary(roster, width, st)
    story.append(_compact_table(roster, width, st, units))
    teams = [p for g in roster.groups for p in fireteam_paragraphs(g, Styles(7))]
    if teams:
        story += [Spacer(1, 3), *teams]
    orders = [f"{g.title}. {_orders_text(g)}" for g in roster.groups if g.orders]
    if orders:
        story.append(Spacer(1, 3))
        story += [para(o, st.small) for o in orders]
    weapons = roster.weapon_summary()
    if weapons:
        story += [
            Spacer(1, 5),
            para(_("Weapons"), st.bold),
            Spacer(1, 2),
            weapon_table(weapons, width, st, units),
        ]
    story += [Spacer(1, 3), para(distances_note(units), st.small)]
    return story
