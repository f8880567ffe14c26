"""The open list: its current state, undo stack and file state.

``ArmyDocument`` owns the current :class:`~listbuilder.core.state.ListState`.
Every edit is one call to a core edit (``listbuilder.core.lists.edits``)
through :meth:`ArmyDocument.apply`: the core returns the new list and what it
touched, ``listbuilder.gui.undo_labels`` names the step, and the document
pushes it on a ``QUndoStack`` as a :class:`SnapshotCommand` holding the
snapshots before and after, so undo and redo are pointer swaps. After each
change it evaluates the list once (``listbuilder.core.state.evaluate``) and
tells its :attr:`~ArmyDocument.followers` (the views), then emits
``state_changed``, with the new state and what was touched; each view checks
what concerns it. It also tracks the file path and the modified state.
Imports core, data and QtCore/QtGui; no widgets.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Concatenate, ParamSpec

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from listbuilder.core.catalog.army import Army
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.errors import DataError, RulesError
from listbuilder.core.lists import edits
from listbuilder.core.lists.army_list import ArmyList
from listbuilder.core.lists.resolve import ResolvedTrooper
from listbuilder.core.roster.rows import Roster
from listbuilder.core.rules.fireteams import fireteam_choices
from listbuilder.core.rules.validation import ValidationReport
from listbuilder.core.state import ListState, TeamTag, evaluate
from listbuilder.core.untrusted import excerpt
from listbuilder.data.lists import load_current_army, save_army
from listbuilder.gui.followers import Followers as Followers
from listbuilder.gui.followers import StateChange as StateChange
from listbuilder.gui.i18n import translate
from listbuilder.gui.signals import emit
from listbuilder.gui.undo_labels import Before, undo_label

P = ParamSpec("P")


def allows_reinforcements(state: ListState) -> bool:
    """True when the ruleset has reinforcements and the army a list of them (A10)."""
    army = state.army
    return state.ruleset.reinforcements and bool(army and army.reinforcements)


#: What a new, opened or reset list touches: everything.
_EVERYTHING = edits.Touched(structure=True, properties=True)


class SnapshotCommand(QUndoCommand):
    """One undoable edit: swaps the document between two list snapshots.

    Parameters
    ----------
    document : ArmyDocument
        The document edited.
    before, after : ArmyList
        Snapshots before and after the edit.
    text : str
        What the Edit menu shows (``"Add Fusiliers"``).
    touched : Touched, optional
        What the core edit touched, for the first redo (the push).
    """

    def __init__(
        self,
        document: ArmyDocument,
        before: ArmyList,
        after: ArmyList,
        text: str,
        touched: edits.Touched | None = None,
    ) -> None:
        super().__init__(text)
        self._document = document
        self.before = before
        self.after = after
        self._touched = touched

    def redo(self) -> None:
        """Apply the edit."""
        touched = self._touched or edits.touched(self.before, self.after)
        self._touched = None  # a later redo compares the lists again
        self._document._apply(self.after, touched)

    def undo(self) -> None:
        """Revert the edit."""
        self._document._apply(self.before, edits.touched(self.after, self.before))


class ArmyDocument(QObject):
    """The list being edited, with undo/redo and everything derived from it.

    Parameters
    ----------
    catalog : Catalog
        The loaded profiles.
    rulesets : Mapping[str, Ruleset]
        Known rulesets by id; a list's ``ruleset`` picks one.
    army_list : ArmyList
        The initial list.
    parent : QObject, optional
        Qt parent.

    Attributes
    ----------
    undo_stack : QUndoStack
        Every edit since the list was opened or created.
    followers : Followers
        The views, told of each change (a :class:`StateChange`) before
        ``state_changed`` is emitted: a Qt signal costs more per slot.
    """

    #: The list changed (an edit, undo, redo, new or opened list); argument: a
    #: :class:`StateChange` with the new state and what was touched.
    state_changed = Signal(object)
    #: The file path changed (argument: Path or None).
    path_changed = Signal(object)
    #: The unsaved-changes state changed (argument: bool).
    modified_changed = Signal(bool)

    def __init__(
        self,
        catalog: Catalog,
        rulesets: Mapping[str, Ruleset],
        army_list: ArmyList,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        if not rulesets:
            raise RulesError("the document needs at least one ruleset")
        self.catalog = catalog
        self.rulesets = dict(rulesets)
        self.undo_stack = QUndoStack(self)
        self.followers = Followers()
        self._path: Path | None = None
        self._dirty = False  # unsaved although the undo stack is clean (imports)
        army_list = edits.main_groups_first(army_list)
        self._state = evaluate(army_list, catalog, self._ruleset_of(army_list))
        self.undo_stack.cleanChanged.connect(self._on_undo_stack_clean_changed)

    # -- state -------------------------------------------------------------------

    @property
    def state(self) -> ListState:
        """The current list and everything derived from it."""
        return self._state

    @property
    def army_list(self) -> ArmyList:
        """The current list snapshot."""
        return self._state.army_list

    @property
    def army(self) -> Army | None:
        """The army file the list is built from (None if the data lacks it)."""
        return self._state.army

    @property
    def ruleset(self) -> Ruleset:
        """The current list's ruleset (the first known one if its id is unknown)."""
        return self._state.ruleset

    @property
    def report(self) -> ValidationReport:
        """Validation report of the current list."""
        return self._state.report

    @property
    def roster(self) -> Roster:
        """Display rows of the current list."""
        return self._state.roster

    @property
    def troopers(self) -> tuple[ResolvedTrooper, ...]:
        """Resolved troopers of the current list in display order."""
        return self._state.troopers

    def resolved(self, uid: str) -> ResolvedTrooper | None:
        """The resolved trooper with ``uid``, or None."""
        return self._state.trooper(uid)

    @property
    def team_tags(self) -> Mapping[str, TeamTag]:
        """Fireteam tag (``HARIS 1``) of each trooper in a declared team, by uid."""
        return self._state.team_tags

    @property
    def allows_reinforcements(self) -> bool:
        """True when the ruleset has reinforcements and the army a list of them."""
        return allows_reinforcements(self._state)

    def is_reinforcement(self, uid: str) -> bool:
        """True when trooper ``uid`` sits in a reinforcement group."""
        return bool((t := self._state.trooper(uid)) and t.group.reinforcement)

    def fireteam_choices(self, uids: Iterable[str]) -> list[tuple[str, str]]:
        """(team name, type) pairs troopers ``uids`` may be declared as.

        What :func:`listbuilder.core.rules.fireteams.fireteam_choices` allows.
        Source: RULES.md A12
        """
        troopers = [t for u in uids if (t := self._state.trooper(u)) is not None]
        if (army := self.army) is None or not troopers:
            return []
        return fireteam_choices(self.army_list, army, troopers, self.ruleset)

    def fireteam_hint(self, uids: Iterable[str]) -> str:
        """Why troopers ``uids`` are offered no fireteam (for the menu)."""
        return edits.fireteam_refusal(self.army_list, uids, self.ruleset)

    def can_move(self, uids: Iterable[str], combat_group: int) -> bool:
        """True when troopers ``uids`` may all move to ``combat_group`` (A10)."""
        return edits.can_move(self.army_list, uids, combat_group)

    @property
    def path(self) -> Path | None:
        """File the list was opened from or saved to; None for a new list."""
        return self._path

    @property
    def is_modified(self) -> bool:
        """True when the list has changes that are not saved."""
        return self._dirty or not self.undo_stack.isClean()

    # -- whole-document operations ----------------------------------------------

    def reset(
        self, army_list: ArmyList, path: Path | None = None, *, modified: bool = False
    ) -> None:
        """Replace the list (new, open, import) and clear the undo history.

        ``path`` is the file it came from; ``modified`` is True for a list that
        exists nowhere on disk yet (an import).
        """
        was_modified = self.is_modified
        self.undo_stack.clear()
        self._dirty = modified
        self._apply(edits.main_groups_first(army_list), _EVERYTHING, fresh=True)
        self._set_path(path)
        if was_modified != self.is_modified:
            emit(self.modified_changed, self.is_modified)

    def refresh(self) -> None:
        """Evaluate the list again from scratch and emit ``state_changed``.

        For a change outside the list that its derived texts depend on: the
        language (the core words violations, pools and rows in the language in
        force). The list, its file and the undo history stay as they are.
        """
        self._apply(self.army_list, _EVERYTHING, fresh=True)

    def announce(self) -> None:
        """Emit ``state_changed`` touching everything: new views show the list."""
        self._tell(StateChange(self._state, _EVERYTHING))

    def open(self, path: Path) -> tuple[str, ...]:
        """Open the saved list at ``path``, re-matched to the data in use.

        Troopers whose ids a data update changed are found again by what they
        were saved as (:func:`listbuilder.data.lists.load_current_army`); the list is
        then modified (saving writes the new ids).

        Returns
        -------
        tuple[str, ...]
            What the data changed for this list's troopers, for the player
            (empty when nothing did).

        Raises
        ------
        DataError
            If the file is not a valid list or names an unknown ruleset; the
            document and the file are then unchanged.
        """
        matched = load_current_army(path, self.catalog)
        army_list = matched.army_list
        if army_list.ruleset not in self.rulesets:
            known = ", ".join(self.rulesets)
            raise DataError(
                translate(
                    "ArmyDocument", "{path}: unknown ruleset {ruleset} (known: {known})"
                ).format(path=path, ruleset=excerpt(army_list.ruleset), known=known)
            )
        self.reset(army_list, path, modified=matched.changed_ids)
        return matched.notes

    def save(self, path: Path) -> None:
        """Save atomically to ``path`` and mark the list clean.

        Raises
        ------
        DataError
            If some text of the list cannot be saved (a lone surrogate in its
            name); nothing is written and the document stays modified.
        OSError
            If the file cannot be written (the document stays modified).
        """
        save_army(self.army_list, path, self.catalog)
        was_modified = self.is_modified
        self._dirty = False
        self.undo_stack.setClean()
        self._set_path(path)
        if was_modified:
            emit(self.modified_changed, False)

    def relocate(self, path: Path | None) -> None:
        """Follow the list's file to ``path`` (the library moved or renamed it).

        ``None`` means the file was deleted: the list stays open, unsaved, so
        closing it asks whether to save it again. The list itself and its undo
        history are unchanged.
        """
        was_modified = self.is_modified
        if path is None:
            self._dirty = True
        self._set_path(path)
        if was_modified != self.is_modified:
            emit(self.modified_changed, self.is_modified)

    # -- edits (each one undoable) ------------------------------------------------

    def apply(
        self,
        edit: Callable[Concatenate[ArmyList, P], edits.Edit],
        /,
        *args: P.args,
        **kwargs: P.kwargs,
    ) -> edits.Edit:
        """Apply ``edit(army_list, *args, **kwargs)`` as one undo step; its result.

        The step is named from :data:`listbuilder.gui.undo_labels.UNDO_LABELS`
        ("Add Fusilier"); nothing is pushed when the edit changes nothing. What
        the core edit raises (``RulesError``) leaves the list unchanged.
        """
        before = self.army_list
        result = edit(before, *args, **kwargs)
        # A core edit touches something only when the list changed (the
        # lists compared only when it says nothing was touched).
        if result.army_list is before or (
            result.touched.is_empty and result.army_list == before
        ):
            return result
        label = undo_label(
            Before(self._state, self.rulesets), edit, result, args, kwargs
        )
        self.undo_stack.push(
            SnapshotCommand(self, before, result.army_list, label, result.touched)
        )
        return result

    def move_troopers(
        self, uids: Iterable[str], combat_group: int, position: int | None = None
    ) -> bool:
        """Move those of ``uids`` that may go to ``combat_group``; True if moved.

        The roster's drop calls this. ``position`` counts the target's troopers
        before the move. Main list and reinforcements never mix (RULES.md A10).
        """
        movable = edits.movable(self.army_list, uids, combat_group)
        if not movable:
            return False
        result = self.apply(edits.move_troopers, movable, combat_group, position)
        return not result.touched.is_empty

    # -- internals -----------------------------------------------------------------

    def _ruleset_of(self, army_list: ArmyList) -> Ruleset:
        return self.rulesets.get(army_list.ruleset) or next(
            iter(self.rulesets.values())
        )

    def _apply(
        self, army_list: ArmyList, touched: edits.Touched, *, fresh: bool = False
    ) -> None:
        previous = None if fresh else self._state
        self._state = evaluate(
            army_list, self.catalog, self._ruleset_of(army_list), previous=previous
        )
        self._tell(StateChange(self._state, touched))

    def _tell(self, change: StateChange) -> None:
        self.followers.tell(change)
        emit(self.state_changed, change)

    def _set_path(self, path: Path | None) -> None:
        if path != self._path:
            self._path = path
            emit(self.path_changed, path)

    def _on_undo_stack_clean_changed(self, _clean: bool) -> None:
        emit(self.modified_changed, self.is_modified)
