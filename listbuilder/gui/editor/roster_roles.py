"""What each role of a roster tree cell says: text, tooltip, colour, font, sort key.

:class:`~listbuilder.gui.editor.roster_tree_model.ArmyTreeModel` answers
``data()`` through :func:`group_data` and :func:`row_data`; the texts come
from its :class:`~listbuilder.gui.editor.roster_texts.RosterTexts`.

Imports core and QtCore/QtGui only.
"""

from __future__ import annotations

from functools import cache
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
#: Foreground of a trooper the data does not know (unresolved).
UNRESOLVED_COLOR = "#b00020"
#: Comparable value for sorting (the tree model's ``SortRole``).
SORT_ROLE = Qt.ItemDataRole.UserRole + 4
#: The columns where a group row has a text (its title, pool and points).
_GROUP_TEXTS = frozenset((COL_NAME, COL_OPTION, COL_POINTS))


# The roles as ints: a view asks for every role of every cell it paints, and
# comparing an int with an enum member costs a Python call each time.
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_SORT = int(SORT_ROLE)
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
#: The roles :func:`group_data` and :func:`row_data` may answer (others: None).
CELL_ROLES = frozenset((_DISPLAY, _TOOLTIP, _FONT, _FOREGROUND, _ALIGNMENT, _SORT))


@cache
def _font(*, bold: bool = False, italic: bool = False) -> QFont:
    """The default font, bold or italic (made once, after the application)."""
    font = QFont()
    font.setBold(bold)
    font.setItalic(italic)
    return font


@cache
def _brush(color: str) -> QBrush:
    """A brush of ``color`` (made once, after the application)."""
    return QBrush(QColor(color))


def group_data(
    texts: RosterTexts, group: RosterGroup, gi: int, column: int, role: int
) -> Any:
    """What group row ``gi`` (``group``) says in ``column`` for ``role``."""
    if role == _DISPLAY:
        # the texts made once per change (a view asks at every paint)
        return texts.group(gi, group)[column] if column in _GROUP_TEXTS else None
    if role == _FONT:
        return _font(bold=True)
    if role == _TOOLTIP:
        # the group's whole title first: the name column may elide it
        title = texts.group(gi, group)[COL_NAME]
        return "\n".join(t for t in (title, group_tooltip(group)) if t) or None
    if role == _FOREGROUND and group.reinforcement:
        return _brush(REINFORCEMENT_COLOR)
    if role == _SORT:
        return group.number
    return None


def row_data(texts: RosterTexts, row: RosterRow, column: int, role: int) -> Any:
    """What trooper row ``row`` says in ``column`` for ``role``."""
    if role == _DISPLAY:
        return texts.row(row)[column] if column < COLUMNS else None
    if role == _TOOLTIP:
        return roster_row_tooltip(row, texts.tags.get(row.uid))
    if role == _FOREGROUND and column == COL_TEAM:
        return _brush(TEAM_COLOR)
    if role == _FOREGROUND and not row.resolved:
        return _brush(UNRESOLVED_COLOR)
    if role == _FONT and row.lieutenant:
        return _font(italic=True)
    if role == _ALIGNMENT and column in (COL_POINTS, COL_SWC):
        return _RIGHT
    if role == _SORT:
        return (row.points or 0) if column == COL_POINTS else row.name
    return None
