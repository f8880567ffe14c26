"""The roster tree's columns sized to the texts they show, each text measured once.

:class:`RosterFit` sizes the Trooper, Team, Pts and SWC columns of the roster
panel's tree to the widest text each shows; :class:`ColumnNeeds` holds the
widths (pixels) each row's texts need, by row, and how many rows need each
width in each column: after an edit the panel hands only the rows whose texts
changed, and each column's widest width follows without going over every row
again.

Imports QtGui/QtWidgets and the roster model.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Hashable, Mapping

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QTreeView

from listbuilder.gui.editor.roster_texts import COLUMNS
from listbuilder.gui.editor.roster_tree_model import ArmyTreeModel

#: Bounds of the Trooper column, which follows its contents (pixels).
NAME_MIN_WIDTH, NAME_MAX_WIDTH = 150, 330
#: At most this share of the view goes to the Trooper column, so the Option
#: column (the loadout) keeps most of a narrow window; group titles
#: ("Combat Group 1 (10 troopers)") may take up to GROUP_MAX_SHARE.
NAME_MAX_SHARE, GROUP_MAX_SHARE = 0.36, 0.5
#: Rows whose measured widths are kept (a bound on the cache).
_MEASURED_ROWS_KEPT = 4000
#: Padding a view adds around a cell's text (pixels).
TEXT_MARGIN = 6
#: The column that takes the width the others leave (Option).
_STRETCHED = ArmyTreeModel.COL_OPTION
#: Columns sized to their texts (Team, Pts, SWC).
SIZED_COLUMNS = (
    ArmyTreeModel.COL_TEAM,
    ArmyTreeModel.COL_POINTS,
    ArmyTreeModel.COL_SWC,
)


class ColumnNeeds:
    """Each column's widest need over a set of rows, updated row by row.

    Parameters
    ----------
    columns : int
        How many columns each row has.
    """

    def __init__(self, columns: int) -> None:
        self._columns = columns
        self._rows: dict[Hashable, tuple[int, ...]] = {}
        self._counts: list[Counter[int]] = [Counter() for _ in range(columns)]
        # each column's widest need, kept as rows come and go
        self._widest = [0] * columns

    def reset(self, rows: Mapping[Hashable, tuple[int, ...]]) -> None:
        """Hold ``rows`` (each row's widths by column, by row key) and only them."""
        self._rows = dict(rows)
        self._counts = [Counter() for _ in range(self._columns)]
        for widths in self._rows.values():
            for counts, width in zip(self._counts, widths, strict=True):
                counts[width] += 1
        self._widest = [max(counts, default=0) for counts in self._counts]

    def update(self, key: Hashable, widths: tuple[int, ...] | None) -> bool:
        """Row ``key`` needs ``widths`` now (None: the row is gone).

        Returns True when the widest need of some column changed.
        """
        old = self._rows.get(key)
        if old == widths:
            return False  # the same needs (most edits: the same texts' widths)
        before = list(self._widest)
        if old is not None:
            del self._rows[key]
            self._count(old, -1)
        if widths is not None:
            self._rows[key] = widths
            self._count(widths, 1)
        return self._widest != before

    def widest(self, column: int) -> int:
        """The widest need in ``column`` (pixels; 0 without rows)."""
        return self._widest[column]

    def _count(self, widths: tuple[int, ...], step: int) -> None:
        widest = self._widest
        for column, (counts, width) in enumerate(
            zip(self._counts, widths, strict=True)
        ):
            left = counts[width] + step
            if left:
                counts[width] = left
                if width > widest[column]:
                    widest[column] = width
            else:
                del counts[width]
                if width == widest[column]:  # the widest row went: the next
                    widest[column] = max(counts, default=0)


class RosterFit:
    """Sizes a roster tree's columns to the texts of its rows.

    Group titles ("Reinforcement Group 1 (3 troopers, 1 fireteam)") and unit
    names vary; the Trooper column fits them within bounds so the Option
    column keeps room. Each text is measured once, each row's widths once per
    texts.

    Parameters
    ----------
    view : QTreeView
        The tree whose header is sized.
    model : ArmyTreeModel
        Its model: the texts shown.

    Attributes
    ----------
    group_needs, row_needs : ColumnNeeds
        The widths the group rows' and the trooper rows' texts need.
    """

    def __init__(self, view: QTreeView, model: ArmyTreeModel) -> None:
        self._view = view
        self._model = model
        self._widths: dict[tuple[bool, str], int] = {}
        self._metrics: dict[bool, QFontMetrics] = {}  # by bold
        self._widths_of_rows: dict[tuple[bool, tuple[str, ...]], tuple[int, ...]] = {}
        self._heading_widths: dict[int, int] = {}
        self.group_needs = ColumnNeeds(COLUMNS)
        self.row_needs = ColumnNeeds(COLUMNS)
        self._fitted: tuple[int, ...] = ()  # the widths last fitted to
        self._name_width = NAME_MIN_WIDTH
        self._group_width = 0

    def _text_width(self, text: str, bold: bool) -> int:
        key = (bold, text)
        width = self._widths.get(key)
        if width is None:
            metrics = self._metrics.get(bold)
            if metrics is None:  # the tree's font, bold for group rows
                font = QFont(self._view.font())
                font.setBold(bold)
                metrics = self._metrics[bold] = QFontMetrics(font)
            width = metrics.horizontalAdvance(text) + 2 * TEXT_MARGIN
            self._widths[key] = width
        return width

    def _row_widths(self, texts: tuple[str, ...], bold: bool) -> tuple[int, ...]:
        """The width each of a row's texts needs (0 for none), measured once."""
        key = (bold, texts)
        widths = self._widths_of_rows.get(key)
        if widths is None:
            if len(self._widths_of_rows) > _MEASURED_ROWS_KEPT:
                self._widths_of_rows.clear()
            # the Option column stretches: its texts are never measured
            widths = tuple(
                self._text_width(t, bold) if t and c != _STRETCHED else 0
                for c, t in enumerate(texts)
            )
            self._widths_of_rows[key] = widths
        return widths

    def fit(self, changed: Collection[str | int] | None = None) -> None:
        """Size the Trooper, Team, Pts and SWC columns to the texts they show.

        ``changed`` names the rows whose texts changed (trooper uids, group
        indexes; None: any row): only those are measured again.
        """
        if changed is None:
            groups, rows = self._model.column_texts()
            self.group_needs.reset(
                {k: self._row_widths(t, True) for k, t in groups.items()}
            )
            self.row_needs.reset(
                {k: self._row_widths(t, False) for k, t in rows.items()}
            )
        wider = changed is None
        for key in changed or ():
            texts = self._model.texts_of(key)
            is_group = isinstance(key, int)
            needs = self.group_needs if is_group else self.row_needs
            widths = self._row_widths(texts, is_group) if texts else None
            wider |= needs.update(key, widths)
        if not wider:
            return  # no column's widest text changed (most edits)
        in_groups, in_rows = self.group_needs, self.row_needs
        name = ArmyTreeModel.COL_NAME
        fitted = (
            *(
                max(self._heading_width(c), in_groups.widest(c), in_rows.widest(c))
                for c in SIZED_COLUMNS
            ),
            in_rows.widest(name),
            in_groups.widest(name),
        )
        if changed is not None and fitted == self._fitted:
            return  # the rows changed, not the widest of any column (most edits)
        self._fitted = fitted
        header = self._view.header()
        for column, width in zip(SIZED_COLUMNS, fitted, strict=False):
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)
        indent = self._view.indentation()
        self._name_width = indent + in_rows.widest(name)
        self._group_width = indent + in_groups.widest(name)
        self.bound_name_column()

    def _heading_width(self, column: int) -> int:
        """The width ``column``'s heading needs (the panel is rebuilt per language)."""
        width = self._heading_widths.get(column)
        if width is None:
            heading = self._model.headerData(column, Qt.Orientation.Horizontal)
            width = self._heading_widths[column] = self._text_width(
                str(heading or ""), False
            )
        return width

    def bound_name_column(self) -> None:
        """Keep the Trooper column within its share of the view (after a resize)."""
        view = self._view.viewport().width()
        high = max(NAME_MIN_WIDTH, min(NAME_MAX_WIDTH, int(view * NAME_MAX_SHARE)))
        low = max(NAME_MIN_WIDTH, min(self._group_width, int(view * GROUP_MAX_SHARE)))
        width = max(low, min(self._name_width, high))
        header = self._view.header()
        if header.sectionSize(ArmyTreeModel.COL_NAME) != width:
            header.resizeSection(ArmyTreeModel.COL_NAME, width)
