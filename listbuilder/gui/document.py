"""The open list: its current snapshot, undo stack, derived report and file state.

``ArmyDocument`` owns the current :class:`~listbuilder.core.army.ArmyList`.
Every edit is a :class:`SnapshotCommand` on a ``QUndoStack`` holding the
snapshots before and after, so undo and redo are pointer swaps. After each
change the document recomputes, through the core only, the resolved troopers,
the validation report, the order pools and the roster, then emits
``army_changed`` and ``report_changed``. It also tracks the file path and the
modified state (the undo stack's clean index).

Imports core, data and QtCore/QtGui; no widgets.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from listbuilder.core.army import ArmyList, Fireteam, TrooperEntry
from listbuilder.core.catalog import Army, Catalog
from listbuilder.core.display import TeamTag, fireteam_hint, fireteam_tags
from listbuilder.core.errors import DataError, RulesError
from listbuilder.core.fireteams import fireteam_choices
from listbuilder.core.orders import OrderPool, order_pools
from listbuilder.core.rematch import rematch
from listbuilder.core.resolve import ResolvedTrooper, resolve_list
from listbuilder.core.roster import Roster, build_roster
from listbuilder.core.ruleset import Ruleset
from listbuilder.core.validation import ValidationReport, validate
from listbuilder.data.lists import load_army, save_army
from listbuilder.gui.signals import emit


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
    """

    def __init__(
        self, document: ArmyDocument, before: ArmyList, after: ArmyList, text: str
    ) -> None:
        super().__init__(text)
        self._document = document
        self.before = before
        self.after = after

    def redo(self) -> None:
        """Apply the edit."""
        self._document._apply(self.after, touched_troopers(self.before, self.after))

    def undo(self) -> None:
        """Revert the edit."""
        self._document._apply(self.before, touched_troopers(self.after, self.before))


def touched_troopers(old: ArmyList, new: ArmyList) -> list[str]:
    """Uids of ``new``'s troopers that are new or changed group or option.

    What undo and redo select: the troopers a step brings back, moves or adds.
    """
    where = {t.uid: (gi, t) for gi, g in enumerate(old.groups) for t in g.troopers}
    return [
        t.uid
        for gi, g in enumerate(new.groups)
        for t in g.troopers
        if where.get(t.uid) != (gi, t)
    ]


class ArmyDocument(QObject):
    """The list being edited, with undo/redo and everything derived from it.

    Parameters
    ----------
    catalog : Catalog
        The loaded profiles.
    rulesets : Mapping[str, Ruleset]
        Known rulesets by id; a list's ``ruleset`` picks one.
    army : ArmyList, optional
        The initial list (default: an empty list of the first offered army).
    parent : QObject, optional
        Qt parent.

    Attributes
    ----------
    undo_stack : QUndoStack
        Every edit since the list was opened or created.
    """

    #: The list snapshot changed (argument: the new ArmyList).
    army_changed = Signal(object)
    #: The validation report changed (argument: the new ValidationReport).
    report_changed = Signal(object)
    #: The file path changed (argument: Path or None).
    path_changed = Signal(object)
    #: The unsaved-changes state changed (argument: bool).
    modified_changed = Signal(bool)
    #: An edit was done, undone or redone (after ``army_changed``); argument:
    #: the uids of the troopers it added, restored, moved or changed.
    troopers_touched = Signal(list)

    def __init__(
        self,
        catalog: Catalog,
        rulesets: Mapping[str, Ruleset],
        army: ArmyList | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        if not rulesets:
            raise RulesError("the document needs at least one ruleset")
        self.catalog = catalog
        self.rulesets = dict(rulesets)
        self.undo_stack = QUndoStack(self)
        self._path: Path | None = None
        self._dirty = False  # unsaved although the undo stack is clean (imports)
        if army is None:
            first = catalog.default_army_id
            if first is None:
                raise RulesError("the profile data offers no army")
            army = ArmyList(army_id=first, ruleset=next(iter(self.rulesets)))
        self._army = army
        self._compute()
        self.undo_stack.cleanChanged.connect(self._on_undo_stack_clean_changed)

    # -- state -------------------------------------------------------------------

    @property
    def army(self) -> ArmyList:
        """The current list snapshot."""
        return self._army

    @property
    def ruleset(self) -> Ruleset:
        """The current list's ruleset (the first known one if its id is unknown)."""
        return self.rulesets.get(self._army.ruleset) or next(
            iter(self.rulesets.values())
        )

    @property
    def report(self) -> ValidationReport:
        """Validation report of the current list."""
        return self._report

    @property
    def pools(self) -> tuple[OrderPool, ...]:
        """Order pool of each combat group, in group order."""
        return self._pools

    @property
    def roster(self) -> Roster:
        """Display rows of the current list (all text the views show)."""
        return self._roster

    @property
    def troopers(self) -> list[ResolvedTrooper]:
        """Resolved troopers of the current list in display order."""
        return self._troopers

    def resolved(self, uid: str) -> ResolvedTrooper | None:
        """The resolved trooper with ``uid``, or None."""
        return self._by_uid.get(uid)

    @property
    def team_tags(self) -> dict[str, TeamTag]:
        """Fireteam tag (``HARIS 1``) of each trooper in a declared team, by uid."""
        return self._team_tags

    @property
    def reinforcement_army(self) -> Army | None:
        """The army's reinforcement list (RULES.md A10), or None if it has none."""
        army = self.catalog.army(self._army.army_id)
        return army.reinforcements if army else None

    @property
    def allows_reinforcements(self) -> bool:
        """True when the ruleset has reinforcements and the army a list of them."""
        return self.ruleset.reinforcements and self.reinforcement_army is not None

    def is_reinforcement(self, uid: str) -> bool:
        """True when trooper ``uid`` sits in a reinforcement group."""
        trooper = self._by_uid.get(uid)
        return bool(trooper and trooper.group.reinforcement)

    def fireteam_choices(self, uids: Iterable[str]) -> list[tuple[str, str]]:
        """(team name, type) pairs troopers ``uids`` may be declared as.

        Exactly what :func:`listbuilder.core.fireteams.fireteam_choices` allows.

        Source: RULES.md A12
        """
        troopers = [self._by_uid[u] for u in uids if u in self._by_uid]
        army = self.catalog.army(self._army.army_id)
        if army is None or not troopers:
            return []
        return fireteam_choices(self._army, army, troopers, self.ruleset)

    def fireteam_hint(self, uids: Iterable[str]) -> str:
        """Why troopers ``uids`` are offered no fireteam (for the menu)."""
        troopers = [self._by_uid[u] for u in uids if u in self._by_uid]
        return fireteam_hint(self._army, troopers, self.ruleset)

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
        self, army: ArmyList, path: Path | None = None, *, modified: bool = False
    ) -> None:
        """Replace the list (new, open, import): clears undo history.

        Parameters
        ----------
        army : ArmyList
            The new list.
        path : Path, optional
            The file it came from.
        modified : bool
            True for a list that exists nowhere on disk yet (an import).
        """
        was_modified = self.is_modified
        self.undo_stack.clear()
        self._dirty = modified
        self._apply(_main_groups_first(army))
        self._set_path(path)
        if was_modified != self.is_modified:
            emit(self.modified_changed, self.is_modified)

    def open(self, path: Path) -> tuple[str, ...]:
        """Open the saved list at ``path``, re-matched to the data in use.

        Troopers whose ids a data update changed are found again by what they
        were saved as (:func:`listbuilder.core.rematch.rematch`); the list is
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
        army = load_army(path)
        if army.ruleset not in self.rulesets:
            known = ", ".join(self.rulesets)
            raise DataError(
                f"{path}: unknown ruleset {army.ruleset!r} (known: {known})"
            )
        matched = rematch(army, self.catalog)
        self.reset(matched.army, path, modified=matched.changed_ids)
        return matched.notes

    def save(self, path: Path) -> None:
        """Save atomically to ``path`` and mark the list clean.

        Raises
        ------
        OSError
            If the file cannot be written (the document stays modified).
        """
        save_army(self._army, path, self.catalog)
        was_modified = self.is_modified
        self._dirty = False
        self.undo_stack.setClean()
        self._set_path(path)
        if was_modified:
            emit(self.modified_changed, False)

    # -- edits (each one undoable) ------------------------------------------------

    def edit(self, after: ArmyList, text: str) -> bool:
        """Push an edit from the current snapshot to ``after``.

        Returns False (and pushes nothing) when ``after`` equals the current list.
        """
        if after == self._army:
            return False
        self.undo_stack.push(SnapshotCommand(self, self._army, after, text))
        return True

    def add_trooper(
        self,
        group_index: int,
        unit_id: int,
        group_id: int,
        option_id: int,
        position: int | None = None,
        *,
        reinforcement: bool = False,
    ) -> str:
        """Add a trooper; a group index one past the last adds a new group.

        A new group is a reinforcement group when ``reinforcement`` is True
        (placed after the main groups), else a combat group (placed before any
        reinforcement group). A trooper added to a reinforcement group is a unit
        of the army's reinforcement list (RULES.md A10).

        Returns
        -------
        str
            The new trooper's uid.

        Raises
        ------
        RulesError
            If the group index does not exist.
        """
        entry = TrooperEntry(unit_id=unit_id, group_id=group_id, option_id=option_id)
        army = self._army
        if group_index == len(army.groups):
            army, group_index = _with_new_group(army, reinforcement)
        army = army.with_trooper(group_index, entry, position)
        in_reinforcements = army.groups[group_index].reinforcement
        self.edit(army, f"Add {self._unit_name(unit_id, in_reinforcements)}")
        return entry.uid

    def remove_troopers(self, uids: Iterable[str]) -> None:
        """Remove troopers (one undo step)."""
        uids = list(uids)
        army = self._army
        for uid in uids:
            army = army.without_trooper(uid)
        self.edit(army, self._text("Remove", uids))

    def duplicate_troopers(self, uids: Iterable[str]) -> list[str]:
        """Duplicate troopers, each copy right after its original (one undo step).

        Returns
        -------
        list[str]
            The new uids, in the order of ``uids``.
        """
        uids = list(uids)
        army = self._army
        new: list[str] = []
        for uid in uids:
            gi, ti = army.find(uid)
            army = army.with_duplicate(uid)
            new.append(army.groups[gi].troopers[ti + 1].uid)
        self.edit(army, self._text("Duplicate", uids))
        return new

    def move_troopers(
        self, uids: Iterable[str], group_index: int, position: int | None = None
    ) -> bool:
        """Move troopers to ``group_index`` before ``position`` (None appends).

        ``position`` counts the target group's troopers *before* the move, as a
        drop indicator does. A group index one past the last adds a new group.
        Returns True when the list changed.
        """
        uids = [u for u in dict.fromkeys(uids) if self._has(u)]
        army = self._army
        if not uids:
            return False
        # A trooper never changes between the main list and the reinforcements:
        # each resolves against its own army file (RULES.md A10).
        if group_index < len(army.groups):
            kind = army.groups[group_index].reinforcement
        else:
            kind = self._in_reinforcements(uids[0])
            army, group_index = _with_new_group(army, kind)
            position = None
        uids = [u for u in uids if self._in_reinforcements(u) == kind]
        if not uids:
            return False
        if position is None:
            for uid in uids:
                army = army.with_moved_trooper(uid, group_index)
        else:
            if group_index < len(army.groups):
                target = [t.uid for t in army.groups[group_index].troopers]
            else:
                target = []
            moved_before = sum(1 for u in target[:position] if u in uids)
            start = position - moved_before
            for offset, uid in enumerate(uids):
                army = army.with_moved_trooper(uid, group_index, start + offset)
        return self.edit(army, self._text("Move", uids))

    def set_option(self, uid: str, group_id: int, option_id: int) -> None:
        """Switch trooper ``uid`` to another option of its unit."""
        self.edit(self._army.with_option(uid, group_id, option_id), "Change option")

    def add_group(self, *, reinforcement: bool = False) -> int:
        """Add an empty combat group (or reinforcement group); its index.

        Combat groups go after the other combat groups and before any
        reinforcement group; reinforcement groups go last. Source: RULES.md A10
        """
        army, index = _with_new_group(self._army, reinforcement)
        text = "New reinforcement group" if reinforcement else "New combat group"
        self.edit(army, text)
        return index

    def remove_group(self, index: int) -> None:
        """Remove combat group ``index`` and its troopers."""
        self.edit(self._army.without_group(index), "Remove combat group")

    def set_properties(
        self, *, name: str, points_limit: int, ruleset: str | None = None
    ) -> None:
        """Rename the list, change its points limit and ruleset (one undo step).

        Raises
        ------
        RulesError
            If ``ruleset`` is not a known ruleset id.
        """
        ruleset = self._army.ruleset if ruleset is None else ruleset
        self._check_ruleset(ruleset)
        self.edit(
            self._army.replace(name=name, points_limit=points_limit, ruleset=ruleset),
            "Change list properties",
        )

    def set_ruleset(self, ruleset: str) -> bool:
        """Play the list under another ruleset; re-validates at once.

        Returns True when the list changed.

        Raises
        ------
        RulesError
            If ``ruleset`` is not a known ruleset id.

        Source: RULES.md R
        """
        self._check_ruleset(ruleset)
        name = self.rulesets[ruleset].edition
        return self.edit(self._army.replace(ruleset=ruleset), f"Play under {name}")

    def declare_fireteam(self, uids: Iterable[str], name: str, kind: str) -> bool:
        """Declare troopers ``uids`` a fireteam ``kind`` of chart team ``name``.

        Members keep their roster order. The app offers only
        :meth:`fireteam_choices`; anything else is still recorded and reported
        by validation. Returns True when the list changed.

        Raises
        ------
        RulesError
            If a uid is unknown or the troopers are in different groups.

        Source: RULES.md A12
        """
        uids = list(dict.fromkeys(uids))
        army = self._army
        where = {uid: army.find(uid) for uid in uids}
        groups = {gi for gi, _ in where.values()}
        if len(groups) != 1:
            raise RulesError("a fireteam's members must all be in one combat group")
        (gi,) = groups
        members = tuple(sorted(uids, key=lambda u: where[u][1]))
        team = Fireteam(name=name.strip(), type=kind, members=members)
        after = army.with_fireteams(gi, (*army.groups[gi].fireteams, team))
        return self.edit(after, f"Declare {kind} fireteam")

    def dissolve_fireteams(self, uids: Iterable[str]) -> bool:
        """Dissolve every fireteam one of ``uids`` belongs to (one undo step).

        Returns True when a team was dissolved. Source: RULES.md A12
        """
        chosen = set(uids)
        army = self._army
        kinds = []
        for gi, group in enumerate(army.groups):
            kept = tuple(t for t in group.fireteams if chosen.isdisjoint(t.members))
            if kept != group.fireteams:
                kinds += [t.type for t in group.fireteams if t not in kept]
                army = army.with_fireteams(gi, kept)
        text = (
            f"Dissolve {kinds[0]} fireteam" if len(kinds) == 1 else "Dissolve fireteams"
        )
        return self.edit(army, text)

    # -- internals -----------------------------------------------------------------

    def _unit_name(self, unit_id: int, reinforcement: bool = False) -> str:
        army = self.catalog.army(self._army.army_id)
        if army is not None and reinforcement:
            army = army.reinforcements
        unit = army.unit(unit_id) if army else None
        return unit.isc if unit else f"unit {unit_id}"

    def _has(self, uid: str) -> bool:
        try:
            self._army.find(uid)
        except RulesError:
            return False
        return True

    def _in_reinforcements(self, uid: str) -> bool:
        gi, _ = self._army.find(uid)
        return self._army.groups[gi].reinforcement

    def _check_ruleset(self, ruleset: str) -> None:
        if ruleset not in self.rulesets:
            known = ", ".join(self.rulesets)
            raise RulesError(f"unknown ruleset {ruleset!r} (known: {known})")

    def _text(self, verb: str, uids: list[str]) -> str:
        if len(uids) == 1 and uids[0] in self._by_uid:
            return f"{verb} {self._by_uid[uids[0]].name}"
        return f"{verb} {len(uids)} troopers"

    def _apply(self, army: ArmyList, touched: list[str] | None = None) -> None:
        self._army = army
        self._compute()
        emit(self.army_changed, army)
        emit(self.report_changed, self._report)
        if touched is not None:
            emit(self.troopers_touched, touched)

    def _compute(self) -> None:
        army, ruleset = self._army, self.ruleset
        troopers = resolve_list(army, self.catalog)
        self._troopers = troopers
        self._by_uid = {t.uid: t for t in troopers}
        self._team_tags = fireteam_tags(army)
        self._report = validate(army, self.catalog, ruleset, troopers=troopers)
        self._pools = order_pools(army, self.catalog, ruleset, troopers=troopers)
        self._roster = build_roster(
            army,
            self.catalog,
            ruleset,
            troopers=troopers,
            report=self._report,
            pools=self._pools,
        )

    def _set_path(self, path: Path | None) -> None:
        if path != self._path:
            self._path = path
            emit(self.path_changed, path)

    def _on_undo_stack_clean_changed(self, clean: bool) -> None:
        del clean
        emit(self.modified_changed, self.is_modified)


def _main_groups_first(army: ArmyList) -> ArmyList:
    """``army`` with its combat groups before its reinforcement groups."""
    groups = sorted(army.groups, key=lambda g: g.reinforcement)
    if tuple(groups) == army.groups:
        return army
    return army.replace(groups=tuple(groups))


def _with_new_group(army: ArmyList, reinforcement: bool) -> tuple[ArmyList, int]:
    """``army`` with a new empty group of that kind, and the new group's index."""
    after = _main_groups_first(army.with_group(reinforcement=reinforcement))
    # The new group is appended, so after the stable sort it is the last of its kind.
    index = max(
        i for i, g in enumerate(after.groups) if g.reinforcement == reinforcement
    )
    return after, index
