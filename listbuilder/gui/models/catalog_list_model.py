"""Qt list model of an army's units, and the proxy that searches it.

``CatalogListModel`` lists the units an army fields (ISC as text, type,
category and AVA from ``listbuilder.core.display``). ``CatalogFilterProxyModel``
filters by a search text (ISC, name or slug) and by unit type, and sorts by name.
The model is rebuilt only when the army changes, never on a list edit.

Imports core and QtCore/QtGui only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QSortFilterProxyModel,
    Qt,
)

from listbuilder.core.catalog import Army, Unit
from listbuilder.core.display import unit_browser_labels, unit_detail
from listbuilder.gui.models._shared import ROOT, Index, change_filter


class CatalogListModel(QAbstractListModel):
    """The units of one army, in data order.

    Parameters
    ----------
    parent : QObject, optional
        Qt parent.
    """

    #: The only column.
    COL_NAME = 0
    #: The Unit object.
    EntryRole = Qt.ItemDataRole.UserRole + 1
    #: Lower-case text the search matches (ISC, name, slug).
    SearchRole = Qt.ItemDataRole.UserRole + 2
    #: Unit type of the main profile (``LI``...).
    TypeRole = Qt.ItemDataRole.UserRole + 3
    #: Sort key (the shown name, case-folded).
    SortRole = Qt.ItemDataRole.UserRole + 4
    #: Second display line: ``LI · Line Troops · AVA T``.
    DetailRole = Qt.ItemDataRole.UserRole + 5

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._units: tuple[Unit, ...] = ()
        self._details: tuple[str, ...] = ()
        self._labels: tuple[str, ...] = ()

    def set_army(self, army: Army | None) -> None:
        """Show the units of ``army`` (reset); None empties the model."""
        self.beginResetModel()
        self._units = tuple(u for u in army.units if u.purchasable()) if army else ()
        self._details = tuple(unit_detail(u) for u in self._units)
        self._labels = unit_browser_labels(self._units)
        self.endResetModel()

    def unit_types(self) -> list[str]:
        """Distinct unit types present, in the game's usual order."""
        order = ["LI", "MI", "HI", "TAG", "REM", "SK", "WB", "VH"]
        present = {u.unit_type for u in self._units}
        return [t for t in order if t in present] + sorted(present - set(order))

    def rowCount(self, parent: Index = ROOT) -> int:
        """Number of units (0 under a valid parent)."""
        return 0 if parent.isValid() else len(self._units)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Unit name, tooltip and custom roles."""
        if not index.isValid() or not 0 <= index.row() < len(self._units):
            return None
        unit = self._units[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._labels[index.row()]
        if role == Qt.ItemDataRole.ToolTipRole or role == self.DetailRole:
            return self._details[index.row()]
        if role == self.EntryRole:
            return unit
        if role == self.SearchRole:
            return unit.searchable_text()
        if role == self.TypeRole:
            return unit.unit_type
        if role == self.SortRole:
            return self._labels[index.row()].casefold()
        return None


class CatalogFilterProxyModel(QSortFilterProxyModel):
    """Filters units by search text and unit type; sorts by name.

    Every word of the search text must appear in the unit's searchable text,
    so ``"fus lt"`` is not needed to match ``Fusiliers`` but ``"fus"`` is.
    """

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._words: tuple[str, ...] = ()
        self._unit_type = ""
        self.setSortRole(CatalogListModel.SortRole)
        self.setDynamicSortFilter(True)
        self.sort(0)

    def set_search_text(self, text: str) -> None:
        """Show units whose ISC/name/slug contains every word of ``text``."""
        words = tuple(text.casefold().split())
        if words != self._words:
            self._change_filter(lambda: setattr(self, "_words", words))

    def set_unit_type(self, unit_type: str) -> None:
        """Show only units of ``unit_type`` (``""`` = all types)."""
        if unit_type != self._unit_type:
            self._change_filter(lambda: setattr(self, "_unit_type", unit_type))

    def _change_filter(self, change: Callable[[], None]) -> None:
        change_filter(self, change)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        """True when the unit matches the type and every search word."""
        model = self.sourceModel()
        index = model.index(source_row, 0, source_parent)
        if self._unit_type and model.data(index, CatalogListModel.TypeRole) != (
            self._unit_type
        ):
            return False
        text = model.data(index, CatalogListModel.SearchRole) or ""
        return all(w in text for w in self._words)
