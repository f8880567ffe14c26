"""The name of each core edit's undo step, as the Edit menu shows it.

:data:`UNDO_LABELS` maps each edit of ``listbuilder.core.lists.edits`` to a
function that names its undo step ("Add Fusilier", "Move 3 troopers") from the
list's state before the edit, the edit's result and the arguments it was
called with; ``ArmyDocument.apply`` looks the name up there, so an edit's
signature is declared once, in the core.

Imports core and the app's translations (QtCore); no widgets.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping
from typing import Any

from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.frozen import record
from listbuilder.core.lists import edits
from listbuilder.core.state import ListState
from listbuilder.gui.i18n import Plurals, translate


@record(slots=True)
class Before:
    """What an undo step's name is worded from, besides the edit's arguments.

    Attributes
    ----------
    state : ListState
        The list before the edit (trooper and unit names).
    rulesets : Mapping[str, Ruleset]
        The known rulesets by id (the edition a list is switched to).
    """

    state: ListState
    rulesets: Mapping[str, Ruleset]


#: Names an undo step: ``(before, the edit's result, *args, **kwargs)``, the
#: arguments being those the edit was called with after the list.
UndoLabel = Callable[..., str]


def _unit_name(state: ListState, unit_id: int, reinforcement: bool) -> str:
    army = state.army
    unit = army.unit(unit_id, reinforcement=reinforcement) if army else None
    return (
        unit.isc if unit else translate("ArmyDocument", "unit {id}").format(id=unit_id)
    )


def _troopers(
    before: Before, one: str, many: Callable[[int], str], uids: Iterable[str]
) -> str:
    """``one`` with the trooper's name, or ``many`` of the count for several.

    The troopers are the distinct ``uids``; ``many`` words their count (a
    ``Plurals.tr`` call, so that ``pyside6-lupdate`` reads the plural forms).
    """
    distinct = list(dict.fromkeys(uids))
    trooper = before.state.trooper(distinct[0]) if len(distinct) == 1 else None
    if trooper is not None:
        return one.format(trooper=trooper.name)
    return many(len(distinct))


def _add(
    before: Before, edit: edits.Edit, _group: int, unit_id: int, *_: Any, **__: Any
) -> str:
    reinforcement = edit.army_list.groups[edit.combat_group or 0].reinforcement
    return translate("ArmyDocument", "Add {unit}").format(
        unit=_unit_name(before.state, unit_id, reinforcement)
    )


def _remove(before: Before, _edit: edits.Edit, uids: Iterable[str]) -> str:
    return _troopers(
        before,
        translate("ArmyDocument", "Remove {trooper}"),
        lambda n: Plurals.tr("Remove %n trooper(s)", "", n),
        uids,
    )


def _duplicate(before: Before, _edit: edits.Edit, uids: Iterable[str]) -> str:
    return _troopers(
        before,
        translate("ArmyDocument", "Duplicate {trooper}"),
        lambda n: Plurals.tr("Duplicate %n trooper(s)", "", n),
        uids,
    )


def _move(before: Before, _edit: edits.Edit, uids: Iterable[str], *_: Any) -> str:
    return _troopers(
        before,
        translate("ArmyDocument", "Move {trooper}"),
        lambda n: Plurals.tr("Move %n trooper(s)", "", n),
        uids,
    )


def _change_option(*_: Any) -> str:
    return translate("ArmyDocument", "Change option")


def _replace(before: Before, _edit: edits.Edit, uid: str, unit_id: int, *_: Any) -> str:
    trooper = before.state.trooper(uid)
    name = _unit_name(
        before.state, unit_id, bool(trooper and trooper.group.reinforcement)
    )
    return translate("ArmyDocument", "Replace with {unit}").format(unit=name)


def _add_group(
    _before: Before, _edit: edits.Edit, *, reinforcement: bool = False
) -> str:
    if reinforcement:
        return translate("ArmyDocument", "New reinforcement group")
    return translate("ArmyDocument", "New combat group")


def _remove_group(*_: Any) -> str:
    return translate("ArmyDocument", "Remove combat group")


def _set_properties(
    before: Before,
    _edit: edits.Edit,
    *,
    name: str | None = None,
    points_limit: int | None = None,
    ruleset: str | None = None,
    known_rulesets: Collection[str] | None = None,
    extras: Collection[str] | None = None,
) -> str:
    if (name, points_limit, extras) == (None, None, None) and ruleset is not None:
        # only the ruleset: the Edit > Ruleset menu (the edit checked it is known)
        edition = before.rulesets[ruleset].edition
        return translate("ArmyDocument", "Play under {edition}").format(edition=edition)
    return translate("ArmyDocument", "Change list properties")


def _declare_fireteam(
    _before: Before, _edit: edits.Edit, _uids: Iterable[str], _name: str, kind: str
) -> str:
    return translate("ArmyDocument", "Declare {kind} fireteam").format(kind=kind)


def _dissolve_fireteams(before: Before, _edit: edits.Edit, uids: Iterable[str]) -> str:
    kinds = [t.type for t in edits.fireteams_of(before.state.army_list, uids)]
    if len(kinds) == 1:
        return translate("ArmyDocument", "Dissolve {kind} fireteam").format(
            kind=kinds[0]
        )
    return translate("ArmyDocument", "Dissolve fireteams")


def _set_specops(*_: Any) -> str:
    return translate("ArmyDocument", "Edit Spec-Ops")


#: The undo-step name of each core edit.
UNDO_LABELS: Mapping[Callable[..., edits.Edit], UndoLabel] = {
    edits.add_trooper: _add,
    edits.remove_troopers: _remove,
    edits.duplicate_troopers: _duplicate,
    edits.move_troopers: _move,
    edits.change_option: _change_option,
    edits.replace_trooper: _replace,
    edits.add_combat_group: _add_group,
    edits.remove_combat_group: _remove_group,
    edits.set_properties: _set_properties,
    edits.declare_fireteam: _declare_fireteam,
    edits.dissolve_fireteams: _dissolve_fireteams,
    edits.set_specops: _set_specops,
}


def undo_label(
    before: Before,
    edit: Callable[..., edits.Edit],
    result: edits.Edit,
    args: tuple[Any, ...],
    kwargs: Mapping[str, Any],
) -> str:
    """The undo-step name of ``edit(before.state.army_list, *args, **kwargs)``.

    Raises
    ------
    KeyError
        If ``edit`` has no entry in :data:`UNDO_LABELS`.
    """
    return UNDO_LABELS[edit](before, result, *args, **kwargs)
