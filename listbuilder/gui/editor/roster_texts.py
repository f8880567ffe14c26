"""What each cell of the roster tree says, made once per row and kept while it holds.

:class:`RosterTexts` holds the fireteam tags of the troopers shown and the
texts of every group and trooper row, one per column, from
``listbuilder.gui.present.roster_rows``. A row's texts are made again only when its
roster row, its tag or (for a group) what its counts are made of changes, so
the tree answers ``data()`` and the roster panel sizes its columns without
rebuilding a text. :class:`~listbuilder.gui.editor.roster_tree_model.ArmyTreeModel`
asks it; it holds no Qt object.

Imports core and gui.present only.
"""

from __future__ import annotations

from collections.abc import Container, Mapping

from listbuilder.core.roster.rows import RosterGroup, RosterRow
from listbuilder.core.state import TeamTag, fireteam_counts
from listbuilder.gui.i18n import translate
from listbuilder.gui.present.roster_rows import (
    group_points_text,
    group_title,
    pool_text,
    roster_option_short,
)
from listbuilder.gui.widgets.bounded_cache import BoundedCache

#: The tree's columns.
COL_NAME, COL_TEAM, COL_OPTION, COL_POINTS, COL_SWC = range(5)
#: How many there are.
COLUMNS = 5

#: Option texts kept before the cache starts again (a few armies' options).
_OPTIONS_KEPT = 4096
#: A row's texts, one per column.
Texts = tuple[str, ...]
#: A trooper row's texts with what they were made of: (row, its tag, texts).
CachedRow = tuple[RosterRow, TeamTag | None, tuple[str, ...]]


class RosterTexts:
    """The roster tree's cell texts and fireteam tags, cached by row.

    Attributes
    ----------
    tags : Mapping[str, TeamTag]
        Fireteam tag of each team member, by uid.
    team_counts : dict[int, int]
        Fireteams declared in each group, by group index.
    """

    def __init__(self) -> None:
        self.tags: Mapping[str, TeamTag] = {}
        self.team_counts: dict[int, int] = {}
        # The display texts of each trooper row, by uid: (row, its tag, texts),
        # reused while the row object and its tag are the same.
        self._rows: dict[str, CachedRow] = {}
        # The option column's text by option, unit, loadout and Spec-Ops.
        self._options: BoundedCache[tuple[object, ...], str] = BoundedCache(
            _OPTIONS_KEPT
        )
        # The texts of each group row, with what they were made of.
        self._groups: dict[int, tuple[tuple[object, ...], tuple[str, ...]]] = {}

    def set_tags(self, tags: Mapping[str, TeamTag]) -> None:
        """Show fireteam ``tags`` (the texts of rows whose tag changed are remade)."""
        self.tags = dict(tags)
        self.team_counts = fireteam_counts(self.tags)

    def clear(self) -> None:
        """Forget every text made (a new roster)."""
        self._rows = {}
        self._groups = {}
        self._options.clear()

    def keep_only(self, uids: Container[str]) -> None:
        """Forget the texts of troopers not in ``uids`` (no longer in the list)."""
        self._rows = {u: t for u, t in self._rows.items() if u in uids}

    def cached_row(self, uid: str) -> CachedRow | None:
        """The texts last made for trooper ``uid``, with what they were made of."""
        return self._rows.get(uid)

    def group(self, gi: int, group: RosterGroup) -> tuple[str, ...]:
        """The texts of group row ``gi``, one per column (made once per change)."""
        key = self._group_key(gi, group)
        hit = self._groups.get(gi)
        if hit is not None and hit[0] == key:
            return hit[1]
        texts = [
            self.group_cell(group, gi, c) or "" if c != COL_OPTION else ""
            for c in range(COLUMNS)
        ]
        # the pool's phrase, as before while the pool is (most edits)
        if hit is not None and hit[0][2] == group.orders:
            texts[COL_OPTION] = hit[1][COL_OPTION]
        else:
            texts[COL_OPTION] = pool_text(group.orders)
        made = tuple(texts)
        self._groups[gi] = (key, made)
        return made

    def row(self, row: RosterRow) -> tuple[str, ...]:
        """The texts of trooper row ``row``, one per column (made once per row)."""
        tag = self.tags.get(row.uid)
        hit = self._rows.get(row.uid)
        if hit is not None and hit[0] is row and hit[1] == tag:
            return hit[2]
        texts = tuple(self._row_cell(row, c) or "" for c in range(COLUMNS))
        self._rows[row.uid] = (row, tag, texts)
        return texts

    def shown_group(self, gi: int) -> tuple[str, ...] | None:
        """The texts last made for group row ``gi`` (None if none were made)."""
        hit = self._groups.get(gi)
        return hit[1] if hit is not None else None

    def _group_key(self, gi: int, group: RosterGroup) -> tuple[object, ...]:
        """What group row ``gi``'s texts are made of.

        Compared before and after an edit to tell whether the row changed:
        cheaper than the texts (its title, counts, pool phrase and points come
        from these; the tooltip is asked for on hover). The rows are compared
        as a tuple: the rows an edit did not touch are the same objects, so
        only a touched group's texts are made again.
        """
        team = self.team_counts.get(gi, 0)
        return (group.number, group.reinforcement, group.orders, group.rows, team)

    def group_cell(self, group: RosterGroup, gi: int, column: int) -> str | None:
        """The text of group ``group``'s ``column`` (None where it has none)."""
        if column == COL_NAME:
            return group_title(group, self.team_counts.get(gi, 0))
        if column == COL_OPTION:
            return pool_text(group.orders)
        if column == COL_POINTS:
            return group_points_text(group)
        return None

    def _row_cell(self, row: RosterRow, column: int) -> str | None:
        if column == COL_NAME:
            if row.hired:  # hired under Soldiers of Fortune (ITS.md E5)
                return translate("Texts", "SoF · {trooper}").format(trooper=row.title)
            return row.title
        if column == COL_TEAM:
            tag = self.tags.get(row.uid)
            return tag.label if tag else ""
        if column == COL_OPTION:
            if row.included:  # what it fields: made each time (seldom)
                return roster_option_short(row)
            # the same option of the same unit reads the same on every row
            key = (row.option, row.name, row.loadout, row.specops)
            text = self._options.get(key)
            if text is None:
                text = self._options.put(key, roster_option_short(row))
            return text
        if column == COL_POINTS:
            return "" if row.points is None else str(row.points)
        if column == COL_SWC:
            return row.swc or ""
        return None
