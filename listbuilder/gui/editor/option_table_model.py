"""Qt table model of the purchasable options of the selected unit.

Rows are :class:`listbuilder.gui.present.option_wording.OptionSummary` objects
built from the core: option name, loadout, SWC and points, with the resolved
skills, equipment and weapons in the tooltip.

Imports core and QtCore/QtGui only.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont

from listbuilder.core.catalog.units import Unit
from listbuilder.gui.editor.tooltips import option_tooltip
from listbuilder.gui.marks import QT_TRANSLATE_NOOP
from listbuilder.gui.models.drag_payloads import (
    DraggedOption,
)
from listbuilder.gui.models.flat_table import OptionDragTable
from listbuilder.gui.present.option_wording import OptionSummary, option_summary
from listbuilder.gui.present.roster_rows import option_repeats_unit


class OptionTableModel(OptionDragTable[OptionSummary]):
    """The options a player can buy for one unit.

    Parameters
    ----------
    parent : QObject, optional
        Qt parent.
    """

    #: Columns.
    COL_LOADOUT, COL_SWC, COL_POINTS = range(3)
    HEADERS = (
        QT_TRANSLATE_NOOP("OptionTableModel", "Option"),
        "SWC",
        QT_TRANSLATE_NOOP("OptionTableModel", "Pts"),
    )
    CONTEXT = "OptionTableModel"
    #: The OptionSummary of the row.
    EntryRole = Qt.ItemDataRole.UserRole + 1
    #: Comparable value of the cell.
    SortRole = Qt.ItemDataRole.UserRole + 2

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._unit: Unit | None = None
        #: True when the unit comes from the reinforcement list (RULES.md A10).
        self.reinforcement = False

    def set_unit(self, unit: Unit | None) -> None:
        """Show the purchasable options of ``unit`` (reset)."""
        self.beginResetModel()
        self._unit = unit
        self._rows = (
            tuple(option_summary(unit, g, o) for g, o in unit.purchasable())
            if unit
            else ()
        )
        self.endResetModel()

    def unit(self) -> Unit | None:
        """The unit shown."""
        return self._unit

    def summary(self, row: int) -> OptionSummary | None:
        """The option summary of ``row``, or None."""
        return self.row_at(row)

    def cell(self, entry: OptionSummary, row: int, column: int, role: int) -> Any:
        """Cell text, tooltip, alignment and custom roles."""
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(entry, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return option_tooltip(entry)
        if role == self.EntryRole:
            return entry
        if role == self.SortRole:
            return self._sort(entry, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (
            self.COL_SWC,
            self.COL_POINTS,
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and entry.lieutenant:
            font = QFont()
            font.setItalic(True)
            return font
        return None

    def dragged_option(self, row: int) -> DraggedOption | None:
        """The option of row ``row`` (None before a unit is shown)."""
        summary = self.summary(row)
        if summary is None or self._unit is None:
            return None
        return DraggedOption(
            self._unit.id,
            summary.profile_group_id,
            summary.option_id,
            self.reinforcement,
        )

    def _display(self, row: OptionSummary, column: int) -> str | None:
        if column == self.COL_LOADOUT:
            # The loadout leads; an option name says more only when it does not
            # just repeat the unit's (KNIGHT OF MONTESA FTO, not FUSILIER).
            unit = self._unit
            if unit is None or option_repeats_unit(row.name, unit.isc):
                return row.loadout
            return f"{row.name}: {row.loadout}"
        if column == self.COL_SWC:
            return row.swc
        if column == self.COL_POINTS:
            return str(row.points)
        return None

    def _sort(self, row: OptionSummary, column: int) -> Any:
        if column == self.COL_POINTS:
            return row.points
        if column == self.COL_SWC:
            return row.swc_value
        return self._display(row, column)
