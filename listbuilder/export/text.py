"""A list as text: what players paste into Discord, forums and chat.

Three forms of one roster, in the layout of the official army builder's text
export: the army and the list name, then each ``GROUP`` with one line per
trooper (``NAME (skills) weapons. (SWC | points)``, the Lieutenant marked as
the builder marks it) under a heading with its troopers and orders, the
group's fireteams, the reinforcement groups, the totals line ``SWC | x /
Points | y`` and the share link back to the official builder.

- :func:`list_text` ``(roster, teams)``: plain text, as the builder copies it.
- ``markdown=True``: the same in Markdown (bold names, bullets; every user or
  data text escaped), for Discord and forums.
- ``opponent_copy(roster)`` as the roster: Open information only (RULES.md
  C1, C2): no costs, no SWC, no Lieutenant, no hidden or airborne troopers,
  markers without their contents, and only fireteams whose members all show.

Every text taken from the list or the data is put on one line (control
characters and line breaks become spaces), so one trooper is always one line.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from listbuilder.core.i18n import _
from listbuilder.core.lists.army_list import group_name
from listbuilder.core.roster.rows import Roster, RosterGroup, RosterRow
from listbuilder.core.roster.wording import fielded_text, is_pair_row, specops_text
from listbuilder.core.state import TeamTag
from listbuilder.core.untrusted import spaced_line

#: The rule the official builder draws under the army name.
RULE = "─" * 40
#: Characters that format inline text in Markdown (CommonMark and Discord):
#: emphasis, code, strike-through, spoilers, HTML and links. Every line we
#: write starts with our own markup, so line-start characters (``#``, ``-``,
#: ``1.``) need no escape.
_MARKDOWN_SPECIAL = re.compile(r"([\\`*_~|<>\[\]])")
#: What splits a loadout's own skills and equipment from its weapons.
_LOADOUT_SPLIT = " · "


#: ``@everyone`` and ``@here`` ping a whole Discord channel when pasted.
_MASS_MENTION = re.compile(r"@(?=everyone|here)", re.IGNORECASE)


def markdown_escape(text: str) -> str:
    r"""``text`` on one line with Markdown's special characters escaped.

    ``*Mad* Trolls_1`` → ``\*Mad\* Trolls\_1``: what the reader sees is what
    the list says, never formatting or a link. ``@everyone`` and ``@here`` get
    a zero-width space after the ``@``, so a list named after them pings no
    one (``<@123>`` user and role mentions are already broken by the escaped
    ``<``).
    """
    escaped = _MARKDOWN_SPECIAL.sub(r"\\\1", spaced_line(text))
    return _MASS_MENTION.sub("@\u200b", escaped)


def _swc_used(roster: Roster) -> str:
    """SWC spent, as the roster writes it (``"1.5"`` of ``"1.5/6"``)."""
    return (roster.swc or "0").split("/", 1)[0]


def is_public_marker(row: RosterRow) -> bool:
    """True for a marker as an opponent copy shows it: its kind, not its contents.

    Source: RULES.md C1
    """
    return row.private_marker and not row.option and row.points is None


def trooper_parts(row: RosterRow) -> tuple[str, str, str]:
    """(name, own skills and equipment, weapons) of a roster row, one line each.

    The name is the option's printed name (``TEUTONIC KNIGHT``), or what a pair
    fields (``SCARFACE + CORDELIA TURNER``); an option that includes others
    (a peripheral, an operator) names them: ``CUTTER + CRABBOT``. The
    Lieutenant, when marked in the row, heads the skills as the builder puts
    it: ``(Lieutenant)``.

    Source: RULES.md C1 (an opponent copy's rows carry no Lieutenant)
    """
    if is_public_marker(row):
        return spaced_line(row.name), "", ""
    if is_pair_row(row):
        name = fielded_text(row)
    else:
        included = [r.title_with_quantity for r in row.included]
        name = " + ".join([row.option or row.name, *included])
    own, _sep, weapons = row.loadout.rpartition(_LOADOUT_SPLIT)
    if row.lieutenant and "Lieutenant" not in own.split(", "):
        own = ", ".join(p for p in ("Lieutenant", own) if p)
    if is_pair_row(row):
        weapons = ""
    return spaced_line(name), spaced_line(own), spaced_line(weapons)


def trooper_line(row: RosterRow, *, markdown: bool = False) -> str:
    """One trooper: ``TEUTONIC KNIGHT (Lieutenant) Panzerfaust, Pistol. (0 | 18)``.

    Costs appear only when the row has them (an opponent copy's rows have
    none, RULES.md C1). ``markdown`` bolds the name, escapes the text and
    writes the costs as code: ``**TEUTONIC KNIGHT** ... `0 | 18` ``.

    Source: RULES.md C1
    """
    name, own, weapons = trooper_parts(row)
    esc = markdown_escape if markdown else spaced_line
    head = f"**{esc(name)}**" if markdown else name
    words = [head]
    if own:
        words.append(f"({esc(own)})")
    if weapons:
        words.append(esc(weapons) + ".")
    if is_public_marker(row):
        words.append(_("(contents are private information)"))
    elif row.specops:
        words.append(esc(specops_text(row)) + ".")
    if row.points is not None:
        cost = f"{row.swc or '0'} | {row.points}"
        words.append(f"`{cost}`" if markdown else f"({cost})")
    text = " ".join(words)
    return f"- {text}" if markdown else text


def group_heading(group: RosterGroup) -> str:
    """``GROUP 1`` or ``REINFORCEMENT GROUP 1``, as the builder heads a group.

    Source: RULES.md A6, A10
    """
    return group_name(group.number, group.reinforcement, "text")


def group_line(group: RosterGroup) -> str:
    """A group's heading with its troopers and orders, as the builder heads it.

    ``GROUP 1 (10 troopers, 9 orders, 1 irregular, 1 lieutenant)``: the
    troopers as RULES.md A7 counts them, then the order pool as the order
    panel words it (:attr:`OrderPool.brief`: the pool's Regular orders, ``(+1
    held)`` for troopers deploying later, then the orders that stay with one
    trooper). An opponent copy's groups carry no order pool (the Lieutenant
    order is private, RULES.md C1): the heading alone, ``GROUP 1``.

    Source: RULES.md A6, A7, A10, B1-B6, C1
    """
    heading = group_heading(group)
    if group.orders is None:
        return heading
    return _(
        "{group} ({troopers}, {orders})",
        group=heading,
        troopers=group.trooper_count.label,
        orders=group.orders.brief,
    )


def link_line(link: str, *, markdown: bool = False) -> str:
    """The share link line the text ends with (``<link>`` in Markdown).

    In Markdown the angle brackets make the link a link and keep chat apps
    from unfolding a preview of it. The link is percent-encoded (letters,
    digits, ``%``, ``:``, ``/``, ``.``), so nothing in it needs escaping.
    """
    return f"<{link}>" if markdown else link


def fireteam_line(tag: TeamTag, names: list[str], *, markdown: bool = False) -> str:
    """``Fireteam HARIS 1 (Military Orders Fireteams): A, B, C``.

    Source: RULES.md A12
    """
    esc = markdown_escape if markdown else spaced_line
    chart = f" ({esc(tag.name)})" if tag.name.strip() else ""
    members = ", ".join(esc(n) for n in names)
    team = _("Fireteam {label}", label=esc(tag.label) if markdown else tag.label)
    if markdown:
        return f"- *{team}{chart}:* {members}"
    return f"{team}{chart}: {members}"


def _group_teams(
    group: RosterGroup, teams: Mapping[str, TeamTag]
) -> list[tuple[TeamTag, list[str]]]:
    """The fireteams of ``group`` whose members all show in it, with their names.

    In an opponent copy a hidden member would be missing: such a team is left
    out rather than shown short, which would betray the hidden trooper.

    Source: RULES.md A12, C1
    """
    rows = {r.uid: r for r in group.rows}
    out: list[tuple[TeamTag, list[str]]] = []
    seen: set[str] = set()
    for row in group.rows:
        tag = teams.get(row.uid)
        if tag is None or tag.label in seen:
            continue
        seen.add(tag.label)
        members = [rows.get(uid) for uid in tag.members]
        if any(m is None or m.private_marker for m in members):
            continue
        out.append((tag, [trooper_parts(m)[0] for m in members if m is not None]))
    return out


def totals_line(roster: Roster, *, markdown: bool = False) -> str:
    """``SWC | 1.5 / Points | 255``: SWC and points the main list spends.

    Source: RULES.md A1, A2
    """
    text = _(
        "SWC | {swc} / Points | {points}", swc=_swc_used(roster), points=roster.points
    )
    return f"**{text}**" if markdown else text


def reinforcement_line(roster: Roster, *, markdown: bool = False) -> str:
    """``Reinforcements | Points | 42``, or ``""`` without reinforcement troopers.

    Reinforcement points are counted apart from the main list (RULES.md A10).
    """
    rows = [r for g in roster.groups if g.reinforcement for r in g.rows]
    if not rows or roster.points is None:
        return ""
    text = _(
        "Reinforcements | Points | {points}", points=sum(r.points or 0 for r in rows)
    )
    return f"**{text}**" if markdown else text


def list_text(
    roster: Roster,
    teams: Mapping[str, TeamTag] | None = None,
    *,
    markdown: bool = False,
    link: str = "",
) -> str:
    """The whole list as text, in the official builder's layout.

    Parameters
    ----------
    roster : Roster
        ``build_roster(...)`` of the list, or its ``opponent_copy()`` for the
        Open-information form (no costs, Lieutenant or hidden troopers).
    teams : Mapping[str, TeamTag], optional
        ``display.fireteam_tags(army_list)``: the declared fireteams by member
        uid. Omitted: no fireteam lines.
    markdown : bool
        Markdown for Discord and forums instead of plain text.
    link : str
        The list's share link (``armycode.bind.share_link``), written last as
        the official builder's text ends; ``""`` for none. Leave it out of an
        opponent copy: the link opens the whole list, costs and all.

    Returns
    -------
    str
        Lines, each ending in a newline: the army and list name, each group
        headed with its troopers and orders (:func:`group_line`) with its
        troopers and fireteams (empty groups left out), then the totals line
        ``SWC | x / Points | y`` (in an opponent copy, the note saying private
        information is hidden instead), then the share link when given.

    Source: RULES.md A1, A2, A10, A12, C1, C2
    """
    teams = teams or {}
    esc = markdown_escape if markdown else spaced_line
    army, name = esc(roster.army), esc(roster.title)
    if markdown:
        lines = [f"## {army}"]
        if name:
            lines.append(f"**{name}**")
    else:
        lines = [RULE, army]
        if name:
            lines.append(name)
        lines.append(RULE)
    for group in roster.groups:
        if not group.rows:
            continue
        heading = group_line(group)
        lines += ["", f"**{heading}**" if markdown else heading]
        lines += [trooper_line(r, markdown=markdown) for r in group.rows]
        for tag, names in _group_teams(group, teams):
            lines.append(fireteam_line(tag, names, markdown=markdown))
    lines.append("")
    if roster.is_opponent_copy:
        note = spaced_line(roster.opponent_copy_note)
        lines.append(f"*{markdown_escape(note)}*" if markdown else note)
    else:
        if not markdown:
            lines.append(RULE)
        lines.append(totals_line(roster, markdown=markdown))
        extra = reinforcement_line(roster, markdown=markdown)
        if extra:
            lines.append(extra)
    if link:
        lines.append(link_line(spaced_line(link), markdown=markdown))
    return "\n".join(lines) + "\n"


__all__ = [
    "RULE",
    "fireteam_line",
    "group_heading",
    "group_line",
    "is_public_marker",
    "link_line",
    "list_text",
    "markdown_escape",
    "reinforcement_line",
    "totals_line",
    "trooper_line",
    "trooper_parts",
]
