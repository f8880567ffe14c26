"""The edits of the open list, as undoable steps of :class:`ArmyDocument`.

Each method is one call to a core edit (``listbuilder.core.lists.edits``) pushed as one
undo step with a name the Edit menu shows ("Add Fusilier", "Move 3 troopers").

Imports core and QtCore/QtGui; no widgets.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from listbuilder.core.catalog.army import Army
from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.lists import edits
from listbuilder.core.lists.army_list import ArmyList
from listbuilder.core.state import ListState
from listbuilder.gui.i18n import Plurals, translate


class DocumentEdits:
    """Undoable list edits, mixed into :class:`~listbuilder.gui.document.ArmyDocument`.

    Reads the document's list and army and pushes through its ``perform``.
    """

    if TYPE_CHECKING:
        rulesets: dict[str, Ruleset]
        _state: ListState

        @property
        def army_list(self) -> ArmyList:
            """The current list snapshot."""
            ...

        @property
        def army(self) -> Army | None:
            """The army file of the list."""
            ...

        def perform(self, edit: edits.Edit, text: str) -> bool:
            """Push an edit as one undo step."""
            ...

        def is_reinforcement(self, uid: str) -> bool:
            """True when the trooper sits in a reinforcement group."""
            ...

    def add_trooper(
        self,
        combat_group: int,
        unit_id: int,
        profile_group_id: int,
        option_id: int,
        position: int | None = None,
        *,
        reinforcement: bool | None = None,
    ) -> str:
        """Add a trooper (:func:`~listbuilder.core.lists.edits.add_trooper`); its uid.

        Raises
        ------
        RulesError
            If the combat group does not exist or is of the other kind (A10).
        """
        edit = edits.add_trooper(
            self.army_list,
            combat_group,
            unit_id,
            profile_group_id,
            option_id,
            position=position,
            reinforcement=reinforcement,
        )
        in_reinforcements = edit.army_list.groups[edit.combat_group or 0].reinforcement
        self.perform(
            edit,
            translate("ArmyDocument", "Add {unit}").format(
                unit=self._unit_name(unit_id, in_reinforcements)
            ),
        )
        return edit.new_troopers[0]

    def remove_troopers(self, uids: Iterable[str]) -> bool:
        """Remove troopers (one undo step); True when the list changed."""
        uids = [u for u in uids if self.army_list.has(u)]
        text = self._text(
            translate("ArmyDocument", "Remove {trooper}"),
            Plurals.tr("Remove %n trooper(s)", "", len(uids)),
            uids,
        )
        return self.perform(edits.remove_troopers(self.army_list, uids), text)

    def duplicate_troopers(self, uids: Iterable[str]) -> list[str]:
        """Duplicate troopers, each copy right after its original (one undo step).

        Returns
        -------
        list[str]
            The new uids, in the order of ``uids``.
        """
        uids = [u for u in uids if self.army_list.has(u)]
        edit = edits.duplicate_troopers(self.army_list, uids)
        text = self._text(
            translate("ArmyDocument", "Duplicate {trooper}"),
            Plurals.tr("Duplicate %n trooper(s)", "", len(uids)),
            uids,
        )
        self.perform(edit, text)
        return list(edit.new_troopers)

    def move_troopers(
        self, uids: Iterable[str], combat_group: int, position: int | None = None
    ) -> bool:
        """Move troopers to ``combat_group`` before ``position`` (None appends).

        ``position`` counts the target group's troopers *before* the move, as a
        drop indicator does; one past the last group adds a new group. Only
        the troopers the rules let go there move (main list and reinforcements
        never mix, RULES.md A10). Returns True when the list changed.
        """
        uids = edits.movable(self.army_list, uids, combat_group)
        if not uids:
            return False
        edit = edits.move_troopers(self.army_list, uids, combat_group, position)
        text = self._text(
            translate("ArmyDocument", "Move {trooper}"),
            Plurals.tr("Move %n trooper(s)", "", len(uids)),
            uids,
        )
        return self.perform(edit, text)

    def change_option(self, uid: str, profile_group_id: int, option_id: int) -> bool:
        """Switch trooper ``uid`` to another option of its unit, in place."""
        edit = edits.change_option(self.army_list, uid, profile_group_id, option_id)
        return self.perform(edit, translate("ArmyDocument", "Change option"))

    def replace_trooper(
        self, uid: str, unit_id: int, profile_group_id: int, option_id: int
    ) -> bool:
        """Replace trooper ``uid`` by an option of any unit, in its place."""
        reinforcement = self.is_reinforcement(uid)
        edit = edits.replace_trooper(
            self.army_list, uid, unit_id, profile_group_id, option_id
        )
        name = self._unit_name(unit_id, reinforcement)
        return self.perform(
            edit, translate("ArmyDocument", "Replace with {unit}").format(unit=name)
        )

    def add_group(self, *, reinforcement: bool = False) -> int:
        """Add an empty combat group (or reinforcement group); its index.

        Source: RULES.md A10
        """
        edit = edits.add_combat_group(self.army_list, reinforcement=reinforcement)
        text = (
            translate("ArmyDocument", "New reinforcement group")
            if reinforcement
            else translate("ArmyDocument", "New combat group")
        )
        self.perform(edit, text)
        assert edit.combat_group is not None
        return edit.combat_group

    def remove_group(self, index: int) -> None:
        """Remove the empty combat group ``index``.

        Raises
        ------
        RulesError
            If it holds troopers or is the list's only combat group.
        """
        self.perform(
            edits.remove_combat_group(self.army_list, index),
            translate("ArmyDocument", "Remove combat group"),
        )

    def set_properties(
        self, *, name: str, points_limit: int, ruleset: str | None = None
    ) -> bool:
        """Rename the list, change its points limit and ruleset (one undo step).

        Raises
        ------
        RulesError
            If ``ruleset`` is not a known ruleset id.
        """
        edit = edits.set_properties(
            self.army_list,
            name=name,
            points_limit=points_limit,
            ruleset=ruleset,
            known_rulesets=self.rulesets,
        )
        return self.perform(edit, translate("ArmyDocument", "Change list properties"))

    def set_ruleset(self, ruleset: str) -> bool:
        """Play the list under another ruleset; re-validates at once.

        Returns True when the list changed.

        Raises
        ------
        RulesError
            If ``ruleset`` is not a known ruleset id.

        Source: RULES.md R
        """
        edit = edits.set_properties(
            self.army_list, ruleset=ruleset, known_rulesets=self.rulesets
        )
        text = translate("ArmyDocument", "Play under {edition}")
        return self.perform(edit, text.format(edition=self.rulesets[ruleset].edition))

    def declare_fireteam(self, uids: Iterable[str], name: str, kind: str) -> bool:
        """Declare troopers ``uids`` a fireteam ``kind`` of chart team ``name``.

        Returns True when the list changed.

        Raises
        ------
        RulesError
            If a uid is unknown, the troopers are in different groups or one is
            already in a team (see
            :func:`~listbuilder.core.lists.edits.declare_fireteam`).

        Source: RULES.md A12
        """
        edit = edits.declare_fireteam(self.army_list, uids, name, kind)
        text = translate("ArmyDocument", "Declare {kind} fireteam")
        return self.perform(edit, text.format(kind=kind))

    def dissolve_fireteams(self, uids: Iterable[str]) -> bool:
        """Dissolve every fireteam one of ``uids`` belongs to (one undo step).

        Returns True when a team was dissolved. Source: RULES.md A12
        """
        uids = list(uids)
        kinds = [t.type for t in edits.fireteams_of(self.army_list, uids)]
        text = (
            translate("ArmyDocument", "Dissolve {kind} fireteam").format(kind=kinds[0])
            if len(kinds) == 1
            else translate("ArmyDocument", "Dissolve fireteams")
        )
        return self.perform(edits.dissolve_fireteams(self.army_list, uids), text)

    def _unit_name(self, unit_id: int, reinforcement: bool = False) -> str:
        army = self.army
        unit = army.unit(unit_id, reinforcement=reinforcement) if army else None
        return (
            unit.isc
            if unit
            else translate("ArmyDocument", "unit {id}").format(id=unit_id)
        )

    def _text(self, one: str, many: str, uids: list[str]) -> str:
        """``one`` with the trooper's name, or ``many`` (counted) for several."""
        trooper = self._state.trooper(uids[0]) if len(uids) == 1 else None
        if trooper is not None:
            return one.format(trooper=trooper.name)
        return many
