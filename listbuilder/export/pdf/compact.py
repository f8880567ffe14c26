"""The one-page compact sheet: a line per trooper with its loadout and skills.

Built from the full sheet's parts (``sheets``): title, totals, fireteams and
the group orders; the core decides every text (RULES.md C1-C2).

Imports core, paths, stdlib and reportlab; no Qt, no data layer.
"""

from __future__ import annotations

from typing import Any

from reportlab.lib import colors
from reportlab.platypus import Flowable, Spacer, TableStyle

from listbuilder.core.i18n import _
from listbuilder.core.roster.profile_text import ATTRIBUTE_NAMES, skills_beyond
from listbuilder.core.roster.rows import Roster, RosterRow
from listbuilder.core.roster.wording import specops_text
from listbuilder.export.pdf.common import (
    Styles,
    centred,
    data_table,
    distances_note,
    heading_cells,
    padding,
    para,
    weapon_table,
)
from listbuilder.export.pdf.flowables import CachedParagraph, CachedTable
from listbuilder.export.pdf.sheets import (
    fireteam_paragraphs,
    group_orders_text,
    summary,
    title_block,
    trooper_marks,
)
from listbuilder.export.pdf.user_text import markup


def _loadout_cell(row: RosterRow, st: Styles) -> CachedParagraph:
    """A compact row's loadout, its Spec-Ops upgrades, then the skills it does not name.

    ``Skills: Camouflage, Mimetism (-3)...`` on a line of its own: the
    profile's skills, which a player looks up at the table.
    """
    text = "<br/>".join(markup(t) for t in (row.loadout, specops_text(row)) if t)
    skills = skills_beyond(row.loadout, row.skills)
    if skills:
        head = markup(_("{label}:", label=_("Skills")), bold=True)
        text += f"<br/><b>{head}</b> " + markup(", ".join(skills))
    return CachedParagraph(text, st.small)


def _compact_table(roster: Roster, width: float, st: Styles, units: str) -> CachedTable:
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
        name += trooper_marks(row, st.body * 0.9).replace("&nbsp;&nbsp;", " ")
        if row.lieutenant:
            lieutenant_rows.append(len(data))
        line = [v for _, v in row.profile_line(units)] or [""] * len(ATTRIBUTE_NAMES)
        cells: list[Any] = [
            f"R{row.group}" if row.reinforcement else str(row.group),
            CachedParagraph(name, st.small),
            _loadout_cell(row, st),
            *line,
        ]
        if not private:
            cells += [str(row.points), row.swc or ""]
        data.append(cells)
    table = CachedTable(
        data,
        colWidths=widths,
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
    roster: Roster, title: str, width: float, units: str, *, player: str | None = None
) -> list[Flowable]:
    """The compact sheet: one line per trooper, fireteams, orders, weapons.

    ``player`` (the organiser's binder, ITS.md E4) is printed under the title.
    """
    st = Styles(7.5)
    story: list[Flowable] = [title_block(title, width, st)]
    if player is not None:
        story.append(para(_("Player: {player}", player=player), st.heading))
    story += summary(roster, width, st)
    story.append(_compact_table(roster, width, st, units))
    teams = [p for g in roster.groups for p in fireteam_paragraphs(g, Styles(7))]
    if teams:
        story += [Spacer(1, 3), *teams]
    orders = [f"{g.title}. {group_orders_text(g)}" for g in roster.groups if g.orders]
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
