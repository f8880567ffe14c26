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

from listbuilder.core.bounded_cache import BoundedCache
from listbuilder.core.roster.rows import RosterGroup, RosterRow
from listbuilder.core.state import TeamTag, fireteam_counts
from listbuilder.gui.i18n import translate
from listbuilder.gui.present.roster_rows import (
    group_points_text,
    group_title,
    pool_text,
    roster_option_short,
)

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
        # The texts of each group row, with the group and fireteam count
        # they were made of.
        self._groups: dict[int, tuple[RosterGroup, int, tuple[str, ...]]] = {}
        # Group titles by what they are made of: number, kind, fireteams and
        # each row's count (``group_title``).
        self._titles: BoundedCache[tuple[object, ...], str] = BoundedCache(
            _OPTIONS_KEPT
        )

    def set_tags(self, tags: Mapping[str, TeamTag]) -> None:
        """Show fireteam ``tags`` (the texts of rows whose tag changed are remade)."""
        self.tags = dict(tags)
        self.team_counts = fireteam_counts(self.tags)

    def clear(self) -> None:
        """Forget every text made (a new roster)."""
        self._rows = {}
        self._groups = {}
        self._options.clear()
        self._titles.clear()

    def keep_only(self, uids: Container[str]) -> None:
        """Forget the texts of troopers not in ``uids`` (no longer in the list)."""
        self._rows = {u: t for u, t in self._rows.items() if u in uids}

    def cached_row(self, uid: str) -> CachedRow | None:
        """The texts last made for trooper ``uid``, with what they were made of."""
        return self._rows.get(uid)

    def group(self, gi: int, group: RosterGroup) -> tuple[str, ...]:
        """The texts of group row ``gi``, one per column (made once per change).

        Kept while the group is the same object with the same fireteams; an
        edited group's title is found by what it counts (most edits change a
        trooper's option, not the group's counts) and its pool's phrase is
        the one shown while the pool is the same.
        """
        team = self.team_counts.get(gi, 0)
        hit = self._groups.get(gi)
        if hit is not None and hit[0] is group and hit[1] == team:
            return hit[2]
        title_key = (
            group.number,
            group.reinforcement,
            team,
            tuple([(r.minis, r.count_note) for r in group.rows]),
        )
        title = self._titles.get(title_key)
        if title is None:
            title = self._titles.put(title_key, group_title(group, team))
        pool = group.orders
        was = hit[0].orders if hit is not None else None
        if hit is not None and (was is pool or was == pool):
            pool_phrase = hit[2][COL_OPTION]
        else:
            pool_phrase = pool_text(pool)
        made = (title, "", pool_phrase, group_points_text(group), "")
        self._groups[gi] = (group, team, made)
        return made

    def row(self, row: RosterRow) -> tuple[str, ...]:
        """The texts of trooper row ``row``, one per column (made once per row)."""
        tag = self.tags.get(row.uid)
        hit = self._rows.get(row.uid)
        if hit is not None and hit[0] is row and hit[1] == tag:
            return hit[2]
        texts = self._row_texts(row, tag)
        self._rows[row.uid] = (row, tag, texts)
        return texts

    def shown_group(self, gi: int) -> tuple[str, ...] | None:
        """The texts last made for group row ``gi`` (None if none were made)."""
        hit = self._groups.get(gi)
        return hit[2] if hit is not None else None

    def _row_texts(self, row: RosterRow, tag: TeamTag | None) -> tuple[str, ...]:
        """Trooper row ``row``'s texts, one per column, with fireteam ``tag``."""
        if row.hired:  # hired under Soldiers of Fortune (ITS.md E5)
            name = translate("Texts", "SoF · {trooper}").format(trooper=row.title)
        else:
            name = row.title
        if row.included:  # what it fields: made each time (seldom)
            option = roster_option_short(row)
        else:
            # the same option of the same unit reads the same on every row
            key = (row.option, row.name, row.loadout, row.specops)
            option = self._options.get(key) or self._options.put(
                key, roster_option_short(row)
            )
        return (
            name or "",
            tag.label if tag else "",
            option or "",
            "" if row.points is None else str(row.points),
            row.swc or "",
        )
