"""What each role of a roster tree cell says: text, tooltip, colour, font, sort key.

:class:`~listbuilder.gui.editor.roster_tree_model.ArmyTreeModel` answers
``data()`` through :func:`group_data` and :func:`row_data`; the texts come
from its :class:`~listbuilder.gui.editor.roster_texts.RosterTexts`.

Imports core and QtCore/QtGui only.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont

from listbuilder.core.roster.rows import RosterGroup, RosterRow
from listbuilder.gui.editor.roster_texts import (
    COL_NAME,
    COL_OPTION,
    COL_POINTS,
    COL_SWC,
    COL_TEAM,
    COLUMNS,
    RosterTexts,
)
from listbuilder.gui.editor.tooltips import group_tooltip, roster_row_tooltip

#: Foreground of reinforcement group titles and of fireteam tags.
REINFORCEMENT_COLOR = "#6a4c93"
TEAM_COLOR = "#1565c0"
#: Comparable value for sorting (the tree model's ``SortRole``).
SORT_ROLE = Qt.ItemDataRole.UserRole + 4
#: The columns where a group row has a text (its title, pool and points).
_GROUP_TEXTS = frozenset((COL_NAME, COL_OPTION, COL_POINTS))


def group_data(
    texts: RosterTexts, group: RosterGroup, gi: int, column: int, role: int
) -> Any:
    """What group row ``gi`` (``group``) says in ``column`` for ``role``."""
    if role == Qt.ItemDataRole.DisplayRole:
        # the texts made once per change (a view asks at every paint)
        return texts.group(gi, group)[column] if column in _GROUP_TEXTS else None
    if role == Qt.ItemDataRole.FontRole:
        font = QFont()
        font.setBold(True)
        return font
    if role == Qt.ItemDataRole.ToolTipRole:
        # the group's whole title first: the name column may elide it
        title = texts.group(gi, group)[COL_NAME]
        return "\n".join(t for t in (title, group_tooltip(group)) if t) or None
    if role == Qt.ItemDataRole.ForegroundRole and group.reinforcement:
        return QBrush(QColor(REINFORCEMENT_COLOR))
    if role == SORT_ROLE:
        return group.number
    return None


def row_data(texts: RosterTexts, row: RosterRow, column: int, role: int) -> Any:
    """What trooper row ``row`` says in ``column`` for ``role``."""
    if role == Qt.ItemDataRole.DisplayRole:
        return texts.row(row)[column] if column < COLUMNS else None
    if role == Qt.ItemDataRole.ToolTipRole:
        return roster_row_tooltip(row, texts.tags.get(row.uid))
    if role == Qt.ItemDataRole.ForegroundRole and column == COL_TEAM:
        return QBrush(QColor(TEAM_COLOR))
    if role == Qt.ItemDataRole.ForegroundRole and not row.resolved:
        return QBrush(QColor("#b00020"))
    if role == Qt.ItemDataRole.FontRole and row.lieutenant:
        font = QFont()
        font.setItalic(True)
        return font
    if role == Qt.ItemDataRole.TextAlignmentRole and column in (COL_POINTS, COL_SWC):
        return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if role == SORT_ROLE:
        return (row.points or 0) if column == COL_POINTS else row.name
    return None
