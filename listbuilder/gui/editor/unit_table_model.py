"""Qt table model of an army's units, and the proxy that searches and filters it.

``CatalogTableModel`` lists the units an army fields, one
:class:`~listbuilder.gui.present.unit_rows.UnitRow` a row: name, type, AVA used of
allowed in the list being built, and the range of its options' points and SWC.
Units at their AVA are greyed. The rows are rebuilt only when the army changes;
an edit updates the AVA cells that changed (``set_ava``).
``CatalogFilterProxyModel`` filters by search text (name, ISC, slug, option
names), unit type, category, and a skill, weapon or equipment name.

Imports core and QtCore/QtGui only.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import (
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QColor

from listbuilder.core.catalog.army import Army
from listbuilder.core.catalog.units import Unit
from listbuilder.gui.icons import icon
from listbuilder.gui.marks import QT_TRANSLATE_NOOP
from listbuilder.gui.models.drag_payloads import (
    DraggedOption,
)
from listbuilder.gui.models.flat_table import Index, OptionDragTable
from listbuilder.gui.models.proxy_filter import change_filter
from listbuilder.gui.present.unit_rows import (
    AvaUse,
    UnitRow,
    hired_unit_rows,
    unit_detail,
    unit_rows,
)
from listbuilder.gui.signals import emit

#: Foreground of a unit at its AVA.
FULL_COLOR = "#8a8a8a"
#: Over AVA: the summary bar's red for points and SWC over the limit.
OVER_COLOR = "#b00020"


class CatalogTableModel(OptionDragTable[UnitRow]):
    """The units of one army, in data order, with AVA use and cost ranges.

    Parameters
    ----------
    parent : QObject, optional
        Qt parent.
    """

    #: Columns.
    COL_NAME, COL_TYPE, COL_AVA, COL_POINTS, COL_SWC = range(5)
    HEADERS = (
        QT_TRANSLATE_NOOP("CatalogTableModel", "Unit"),
        QT_TRANSLATE_NOOP("CatalogTableModel", "Type"),
        "AVA",
        QT_TRANSLATE_NOOP("CatalogTableModel", "Pts"),
        "SWC",
    )
    CONTEXT = "CatalogTableModel"
    #: The Unit object.
    EntryRole = Qt.ItemDataRole.UserRole + 1
    #: Lower-case text the search matches (ISC, name, slug, option names).
    SearchRole = Qt.ItemDataRole.UserRole + 2
    #: Unit type of the main profile (``LI``...).
    TypeRole = Qt.ItemDataRole.UserRole + 3
    #: Sort key of the cell (names case-folded, numbers as numbers).
    SortRole = Qt.ItemDataRole.UserRole + 4
    #: Second display line: ``LI · Line Troops · AVA T``.
    DetailRole = Qt.ItemDataRole.UserRole + 5
    #: The UnitRow (facets for filtering).
    RowRole = Qt.ItemDataRole.UserRole + 6
    #: The unit's AvaUse in the list (or None before any list is shown).
    AvaRole = Qt.ItemDataRole.UserRole + 7

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._details: tuple[str, ...] = ()
        self._allowed: dict[int, int] = {}
        self._used: dict[int, int] = {}
        # What each (row, column) sorts by, made when the proxy first asks.
        self._sort_keys: dict[tuple[int, int], Any] = {}
        #: True when the units shown are the reinforcement list's (RULES.md A10).
        self.reinforcement = False
        #: Which option a dragged unit brings: (profile group, option) or None
        #: for its first purchasable option (the panel picks the selected one).
        self.preferred_option: Callable[[Unit], tuple[int, int] | None] = lambda unit: (
            None
        )

    def set_army(
        self, army: Army | None, hired: Sequence[tuple[Unit, str]] = ()
    ) -> None:
        """Show the units of ``army`` (reset); None empties the model.

        ``hired`` (unit, army it comes from) follow the army's units: the
        mercenaries a list may hire under Soldiers of Fortune (ITS.md E5).
        """
        self.beginResetModel()
        self._rows = (
            unit_rows(army.units, {o.unit_id for o in army.specops.options})
            if army
            else ()
        )
        if army is not None and hired:
            self._rows += hired_unit_rows(hired)
        self._details = tuple(unit_detail(r.unit) for r in self._rows)
        self._allowed, self._used = {}, {}
        self._sort_keys = {}
        self.endResetModel()

    def set_ava(
        self, used: Mapping[int, int], allowed: Mapping[int, int] | None = None
    ) -> None:
        """Show troopers used per unit id (and AVA allowed, when it changes).

        Only the rows whose figures changed are updated: an edit touches the
        units it added or removed. Source: RULES.md A5
        """
        if allowed is not None and allowed != self._allowed:
            self._allowed = dict(allowed)
            changed = list(range(len(self._rows)))
        else:
            ids = {u for u in (*used, *self._used) if used.get(u) != self._used.get(u)}
            changed = (
                [i for i, r in enumerate(self._rows) if r.unit.id in ids] if ids else []
            )
        self._used = dict(used)
        if changed:
            first, last = min(changed), max(changed)
            # the AVA cell's text; every cell's colour and tooltip: the filter
            # proxy then refilters nothing (it re-sorts only a list sorted by AVA)
            emit(
                self.dataChanged,
                self.index(first, self.COL_AVA),
                self.index(last, self.COL_AVA),
                [Qt.ItemDataRole.DisplayRole, self.AvaRole],
            )
            emit(
                self.dataChanged,
                self.index(first, 0),
                self.index(last, len(self.HEADERS) - 1),
                [Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.ToolTipRole],
            )

    def ava(self, unit_id: int) -> AvaUse | None:
        """AVA use of ``unit_id`` in the list shown, or None if unknown."""
        allowed = self._allowed.get(unit_id)
        if allowed is None:
            return None
        return AvaUse(self._used.get(unit_id, 0), allowed)

    def unit_types(self) -> list[str]:
        """Distinct unit types present, in the game's usual order."""
        order = ["LI", "MI", "HI", "TAG", "REM", "SK", "WB", "VH"]
        present = {r.unit_type for r in self._rows}
        return [t for t in order if t in present] + sorted(present - set(order))

    def categories(self) -> list[str]:
        """Distinct troop categories present, sorted (``Line Troops``...)."""
        return sorted({r.category for r in self._rows if r.category})

    def item_names(self) -> list[str]:
        """Every skill, weapon and equipment name (lower case), for completion."""
        return sorted({i for r in self._rows for i in r.items})

    def cell(self, entry: UnitRow, row: int, column: int, role: int) -> Any:
        """Cell text, tooltip, greying at AVA and custom roles."""
        if role == self.SortRole:  # asked twice per comparison while sorting
            return self.sort_key(row, column)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(entry, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(row, entry)
        if role == self.DetailRole:
            return self._details[row]
        if role == Qt.ItemDataRole.ForegroundRole:
            return self._foreground(entry, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column != self.COL_NAME:
            return int(Qt.AlignmentFlag.AlignCenter)
        return self._custom(entry, column, role)

    def _foreground(self, row: UnitRow, column: int) -> QBrush | None:
        """Grey at AVA; the AVA cell red when over it (RULES.md A5)."""
        use = self.ava(row.unit.id)
        if use is None or not use.is_full:
            return None
        if use.is_over and column == self.COL_AVA:
            return QBrush(QColor(OVER_COLOR))
        return QBrush(QColor(FULL_COLOR))

    def _custom(self, row: UnitRow, column: int, role: int) -> Any:
        if (
            role == Qt.ItemDataRole.DecorationRole
            and column == self.COL_NAME
            and row.specops
        ):
            return icon("specops")  # the army's Spec-Ops unit (ITS.md E7)
        if role == self.EntryRole:
            return row.unit
        if role == self.RowRole:
            return row
        if role == self.AvaRole:
            return self.ava(row.unit.id)
        if role == self.SearchRole:
            return row.search_text
        if role == self.TypeRole:
            return row.unit_type
        return None

    def sort_key(self, i: int, column: int) -> Any:
        """What row ``i`` sorts by in ``column``: cheapest points or SWC, else text.

        Made once per row and column; AVA use changes with the list, so its
        column is read afresh.
        """
        key = (i, column)
        found = self._sort_keys.get(key)
        if found is not None:
            return found
        row = self._rows[i]
        if column == self.COL_POINTS:
            found = min((o.points for _, o in row.unit.purchasable()), default=0)
        elif column == self.COL_SWC:
            found = min((o.swc_cost for _, o in row.unit.purchasable()), default=0)
        else:
            found = (self._display(row, column) or "").casefold()
        if column != self.COL_AVA:
            self._sort_keys[key] = found
        return found

    def _display(self, row: UnitRow, column: int) -> str | None:
        if column == self.COL_NAME:
            return row.label
        if column == self.COL_TYPE:
            return row.unit_type
        if column == self.COL_AVA:
            use = self.ava(row.unit.id)
            return use.text if use else ""
        if column == self.COL_POINTS:
            return row.points
        if column == self.COL_SWC:
            return row.swc
        return None

    def dragged_option(self, row: int) -> DraggedOption | None:
        """The unit's option: the one chosen for it, else its first."""
        return self.option_for(self._rows[row].unit)

    def option_for(self, unit: Unit) -> DraggedOption:
        """What dragging or activating ``unit`` adds: the chosen option or the first."""
        chosen = self.preferred_option(unit)
        if chosen is None:
            profile_group_id, option = unit.purchasable()[0]
            chosen = (profile_group_id, option.id)
        return DraggedOption(unit.id, chosen[0], chosen[1], self.reinforcement)

    def _tooltip(self, i: int, row: UnitRow) -> str:
        lines = [row.label, self._details[i]]
        use = self.ava(row.unit.id)
        if use is not None:
            if use.is_over:
                text = self.tr("In this list: {use} (over AVA)")
            elif use.is_full:
                text = self.tr("In this list: {use} (at AVA)")
            else:
                text = self.tr("In this list: {use}")
            lines.append(text.format(use=use.text))
        if row.specops:
            lines.append(
                self.tr("Spec-Ops: one of its options is the army's Spec-Ops.")
            )
        if row.origin:
            lines.append(
                self.tr("Listed twice in this army: this one is {origin}.").format(
                    origin=row.origin
                )
            )
        if row.hired_from:
            lines.append(
                self.tr(
                    "Soldiers of Fortune: a mercenary hired from {army} (at most "
                    "85 points of them; hiring costs 1 SWC)."
                ).format(army=row.hired_from)
            )
        lines.append(
            self.tr("{points} pts · {swc} SWC").format(points=row.points, swc=row.swc)
        )
        return "\n".join(lines)


class CatalogFilterProxyModel(QSortFilterProxyModel):
    """Filters units by search text, type, category and item; sorts by a column.

    Every word of the search text must appear in the unit's searchable text
    (names, ISC, slug, option names); the item filter matches any skill,
    weapon or equipment name containing it ("hacking device", "missile").
    """

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._words: tuple[str, ...] = ()
        self._unit_type = ""
        self._category = ""
        self._item = ""
        self.setSortRole(CatalogTableModel.SortRole)
        # what filterAcceptsRow reads: a change of any other role needs no refilter
        self.setFilterRole(CatalogTableModel.RowRole)
        self.setDynamicSortFilter(True)
        # over the grouped units: a group shows while one of its units passes
        self.setRecursiveFilteringEnabled(True)
        self.sort(0)

    def sort(
        self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder
    ) -> None:
        """Sort units by ``column``; groups stay in the game's order either way.

        Group rows answer their place as the sort key, negated for a descending
        sort (``UnitGroupModel.descending``), so Qt's own comparison keeps them
        in order; no Python comparison runs per pair of units.
        """
        source = self.sourceModel()
        if source is not None and hasattr(source, "descending"):
            source.descending = order == Qt.SortOrder.DescendingOrder
        super().sort(column, order)

    def set_search_text(self, text: str) -> None:
        """Show units whose names or options contain every word of ``text``."""
        words = tuple(text.casefold().split())
        if words != self._words:
            self._change_filter(lambda: setattr(self, "_words", words))

    def set_unit_type(self, unit_type: str) -> None:
        """Show only units of ``unit_type`` (``""`` = all types)."""
        if unit_type != self._unit_type:
            self._change_filter(lambda: setattr(self, "_unit_type", unit_type))

    def set_category(self, category: str) -> None:
        """Show only units of troop ``category`` (``""`` = all)."""
        if category != self._category:
            self._change_filter(lambda: setattr(self, "_category", category))

    def set_item(self, text: str) -> None:
        """Show only units with a skill, weapon or equipment containing ``text``."""
        text = text.strip().casefold()
        if text != self._item:
            self._change_filter(lambda: setattr(self, "_item", text))

    def _change_filter(self, change: Callable[[], None]) -> None:
        change_filter(self, change)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        """True when the unit matches every filter and every search word."""
        model = self.sourceModel()
        index = model.index(source_row, 0, source_parent)
        row: UnitRow | None = model.data(index, CatalogTableModel.RowRole)
        if row is None:
            return False  # a group row: shown while one of its units passes
        if self._unit_type and row.unit_type != self._unit_type:
            return False
        if self._category and row.category != self._category:
            return False
        if self._item and not row.has_item(self._item):
            return False
        text = row.search_text
        return all(w in text for w in self._words)
