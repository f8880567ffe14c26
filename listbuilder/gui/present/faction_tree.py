"""The new-list dialog's faction tree: generic armies over their sectorials.

Rows computed from the catalog's listing (no army file is parsed): the
generic armies, each with its sectorials beneath it, the Non-Aligned
sectorials under "Non-Aligned Armies" (a heading with no file of its own),
the discontinued ones marked; each row with its tooltip and search text.
Only the app shows this tree; ``listbuilder armies`` prints the listing's rows
(``listbuilder.core.catalog.listing``).

Pure: imports only the core (stdlib and pydantic); never PySide6.
"""

from __future__ import annotations

import unicodedata

from listbuilder.core.catalog.army_info import ArmyInfo, ArmyKind
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.listing import army_text, version_text
from listbuilder.core.frozen import record
from listbuilder.core.i18n import _, ngettext


@record
class ArmyTreeRow:
    """One row of the faction tree.

    Attributes
    ----------
    army_id : int
        The faction id (a heading's own id, e.g. 901).
    text : str
        What the row shows: ``"Tohaa (discontinued)"``.
    tooltip : str
        Kind, parent, data version and unit count, or why it is unavailable.
    search : str
        Lower-case text a search matches (name, slug, parent name, id).
    selectable : bool
        False for a heading with no file of its own (Non-Aligned Armies) and
        for an army whose file cannot be read.
    children : tuple[ArmyTreeRow, ...]
        Its sectorials.
    """

    army_id: int
    text: str
    tooltip: str
    search: str
    selectable: bool = True
    children: tuple[ArmyTreeRow, ...] = ()


def kind_text(info: ArmyInfo, catalog: Catalog) -> str:
    """``"generic army"``, ``"sectorial of PanOceania"``, ``"reinforcement list"``."""
    if info.kind is ArmyKind.SECTORIAL:
        parent = catalog.faction(info.parent)
        return _("sectorial of {army}", army=parent.name if parent else info.parent)
    if info.kind is ArmyKind.GENERIC:
        return _("generic army")
    return _("reinforcement list")


def _tooltip(info: ArmyInfo, catalog: Catalog) -> str:
    parts = [kind_text(info, catalog)]
    if info.discontinued:
        parts.append(_("discontinued (still playable)"))
    parts.append(_("army file {version}", version=version_text(info.version)))
    if info.units is not None:
        parts.append(ngettext("{n} unit", "{n} units", info.units))
    text = f"{info.name} ({info.id}): " + _(", ").join(parts)
    if info.problem:
        text += "\n" + _("Unavailable: {problem}", problem=info.problem)
    return text


def search_text(*parts: str) -> str:
    """Lower-case text a search matches, accents also dropped (Ōban → oban)."""
    text = " ".join(parts).casefold()
    plain = "".join(
        c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)
    )
    return text if plain == text else f"{text} {plain}"


def _row(info: ArmyInfo, catalog: Catalog) -> ArmyTreeRow:
    parent = catalog.faction(info.parent)
    return ArmyTreeRow(
        army_id=info.id,
        text=army_text(info),
        tooltip=_tooltip(info, catalog),
        search=search_text(
            info.name, info.faction.slug, parent.name if parent else "", str(info.id)
        ),
        selectable=not info.problem,
    )


def army_tree(catalog: Catalog) -> tuple[ArmyTreeRow, ...]:
    """The faction tree of the playable armies (reinforcement lists left out).

    Top level: each generic army (its sectorials as children), and a heading
    for a parent with no file of its own (901 Non-Aligned Armies) holding its
    sectorials; all in the metadata's id order.
    """
    top: dict[int, ArmyTreeRow] = {}
    children: dict[int, list[ArmyTreeRow]] = {}
    for info in catalog.infos():
        row = _row(info, catalog)
        if info.kind is ArmyKind.SECTORIAL:
            children.setdefault(info.parent, []).append(row)
            if info.parent not in top and not catalog.is_playable(info.parent):
                heading = catalog.faction(info.parent)
                name = heading.name if heading else str(info.parent)
                top[info.parent] = ArmyTreeRow(
                    army_id=info.parent,
                    text=name,
                    tooltip=_(
                        "{army} ({id}): pick one of its sectorials",
                        army=name,
                        id=info.parent,
                    ),
                    search=search_text(name),
                    selectable=False,
                )
        else:
            top[info.id] = row
    out = []
    for army_id, row in top.items():
        kids = tuple(children.pop(army_id, ()))
        out.append(
            ArmyTreeRow(
                row.army_id,
                row.text,
                row.tooltip,
                row.search,
                row.selectable,
                kids,
            )
        )
    return tuple(out)
