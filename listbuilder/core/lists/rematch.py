"""Saved lists across data updates: record what each trooper was, find it again.

When a list is saved, each trooper also records its unit ISC, option name,
loadout, points and SWC (:func:`with_saved_records`). When the list is opened
against newer data whose ids no longer say the same thing, :func:`rematch`
finds each such trooper again by ISC and option where that is unambiguous,
and says what changed for the player (``"Fusiliers, FUSILIER (Lieutenant ·
Combi Rifle): 10 -> 11 pts"``); a trooper it cannot place stays a placeholder,
as any unknown trooper does.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

from listbuilder.core.catalog.army import Army
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.changes import cost_changes, option_label
from listbuilder.core.catalog.units import Option, Unit
from listbuilder.core.frozen import record
from listbuilder.core.i18n import _
from listbuilder.core.its.extras import Extra
from listbuilder.core.lists.army_list import (
    ArmyList,
    CombatGroup,
    SavedTrooper,
    TrooperEntry,
)
from listbuilder.core.lists.resolve import resolve_list, source_army
from listbuilder.core.untrusted import shorten


def saved_record(unit: Unit, option: Option) -> SavedTrooper:
    """The record a saved trooper of ``unit`` and ``option`` carries."""
    return SavedTrooper(
        isc=unit.isc,
        option=option.name,
        loadout=option_label(option),
        points=option.points,
        swc=option.swc,
    )


def with_saved_records(army_list: ArmyList, catalog: Catalog) -> ArmyList:
    """``army_list`` with each resolved trooper's record (what a save writes).

    Unresolved troopers keep the record they were opened with, if any, so a
    placeholder can still be matched by a later data version.
    """
    records = {
        t.uid: saved_record(t.unit, t.option)
        for t in resolve_list(army_list, catalog)
        if t.unit is not None and t.option is not None
    }
    groups = tuple(
        g.replace(
            troopers=tuple(
                t.replace(saved=records.get(t.uid, t.saved)) for t in g.troopers
            )
        )
        for g in army_list.groups
    )
    return army_list.replace(groups=groups)


@record
class Rematch:
    """A saved list made current: ids fixed where needed, and what changed.

    Attributes
    ----------
    army_list : ArmyList
        The list with records dropped and re-matched troopers' ids updated.
    notes : tuple[str, ...]
        One line per trooper the data changed, for the player.
    changed_ids : bool
        True when some trooper's ids were updated (the list should be saved).
    """

    army_list: ArmyList
    notes: tuple[str, ...] = ()
    changed_ids: bool = False


#: Characters of a saved record's text a notice quotes: the record comes from
#: the file, and a 100 KB "ISC" must not become a 100 KB notice.
_QUOTED = 80


def _describe(record: SavedTrooper) -> str:
    return (
        f"{shorten(record.isc, _QUOTED)}, "
        f"{shorten(record.loadout or record.option, _QUOTED)}"
    )


def _cost_notes(record: SavedTrooper, option: Option) -> list[str]:
    if record.points == option.points and record.swc == option.swc:
        return []  # most troopers: nothing to say
    changes = cost_changes(
        _describe(record),
        (record.points, shorten(record.swc, 12)),
        (option.points, option.swc),
    )
    return [text for text in changes if text]


def _candidates(
    source: Army, entry: TrooperEntry, record: SavedTrooper
) -> list[tuple[Unit, int, Option]]:
    """Options of ``source`` that are what ``record`` describes.

    The same unit (ISC or id) and option name, and the same loadout when the
    record has one: many options share a name (every Fusilier is
    ``FUSILIER``), so the name alone would rarely single one out.
    """
    units = [u for u in source.units if u.isc == record.isc or u.id == entry.unit_id]
    return [
        (u, profile_group_id, o)
        for u in units
        for profile_group_id, o in u.purchasable()
        if o.name == record.option
        and (not record.loadout or option_label(o) == record.loadout)
    ]


def _matches(unit: Unit, option: Option, record: SavedTrooper) -> bool:
    return (
        unit.isc == record.isc
        and option.name == record.option
        and (not record.loadout or option_label(option) == record.loadout)
    )


def rematch(army_list: ArmyList, catalog: Catalog) -> Rematch:
    """Check a just-opened list's troopers against their save-time records.

    A trooper whose ids still name what it was saved as is kept (a points or
    SWC change is noted). One whose ids no longer resolve, or now name another
    option, is looked up by ISC and option (name and loadout) in its army (the
    reinforcement list for reinforcement groups); a single match takes its
    ids. Otherwise the trooper keeps its ids and its record (an unknown one
    stays a placeholder) and a note says so. Records of matched troopers are
    dropped: a list being edited carries none. Under Soldiers of Fortune a
    hired mercenary is checked in its home army's file (ITS.md E5).

    Returns
    -------
    Rematch
        The list, the notes and whether ids changed.
    """
    army = catalog.army(army_list.army_id)
    if army is None:
        return Rematch(army_list)
    notes: list[str] = []
    changed = False
    groups: list[CombatGroup] = []
    hiring = Extra.SOLDIERS_OF_FORTUNE in army_list.extras
    for group in army_list.groups:
        source = source_army(army, group)
        troopers: list[TrooperEntry] = []
        for entry in group.troopers:
            record = entry.saved
            if record is None or source is None:
                troopers.append(entry)
                continue
            unit = source.unit(entry.unit_id)
            if unit is None and hiring and not group.reinforcement:
                unit = catalog.hired_unit(entry.unit_id)  # ITS.md E5
            option = (
                unit.option(entry.profile_group_id, entry.option_id) if unit else None
            )
            if (
                unit is not None
                and option is not None
                and _matches(unit, option, record)
            ):
                notes.extend(_cost_notes(record, option))
                troopers.append(entry.model_copy(update={"saved": None}))
                continue
            found = _candidates(source, entry, record)
            if len(found) == 1:
                new_unit, profile_group_id, new_option = found[0]
                moved = _("its option was renumbered by a data update")
                costs = _cost_notes(record, new_option)
                notes.extend(f"{c} ({moved})" for c in costs)
                if not costs:
                    notes.append(
                        _(
                            "{trooper}: matched again ({why})",
                            trooper=_describe(record),
                            why=moved,
                        )
                    )
                troopers.append(
                    entry.model_copy(
                        update={
                            "unit_id": new_unit.id,
                            "profile_group_id": profile_group_id,
                            "option_id": new_option.id,
                            "saved": None,
                        }
                    )
                )
                changed = True
                continue
            why = (
                _("{n} options match it", n=len(found))
                if found
                else _("no option has that loadout now")
            )
            if option is not None and unit is not None:
                notes.append(
                    _(
                        "{trooper}: its ids now name {unit}, {option} ({why}); "
                        "check it",
                        trooper=_describe(record),
                        unit=unit.isc,
                        option=option_label(option),
                        why=why,
                    )
                )
            else:
                notes.append(
                    _(
                        "{trooper}: not in the data any more ({why}); kept as a "
                        "placeholder",
                        trooper=_describe(record),
                        why=why,
                    )
                )
            troopers.append(entry)
        # ids from the data, records dropped: uids and group numbers are as
        # they were, so the list needs no second validation
        groups.append(group.model_copy(update={"troopers": tuple(troopers)}))
    current = army_list.model_copy(update={"groups": tuple(groups)})
    return Rematch(current, tuple(notes), changed)
