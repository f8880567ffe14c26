"""The unit browser: search by name or ISC, filter by unit type, pick a unit."""

from __future__ import annotations

from PySide6.QtCore import QItemSelection, QModelIndex, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QVBoxLayout,
    QWidget,
)

from listbuilder.core.catalog import Army, Unit
from listbuilder.gui.models.catalog_list_model import (
    CatalogFilterProxyModel,
    CatalogListModel,
)

#: Names of unit types for the filter menu.
UNIT_TYPE_NAMES = {
    "LI": "Light Infantry",
    "MI": "Medium Infantry",
    "HI": "Heavy Infantry",
    "TAG": "T.A.G.",
    "REM": "Remote",
    "SK": "Skirmisher",
    "WB": "Warband",
    "VH": "Vehicle",
}


class CatalogPanel(QWidget):
    """Search box, type filter and the army's units.

    Attributes
    ----------
    search_edit : QLineEdit
        Search text (name or ISC).
    type_combo : QComboBox
        Unit-type filter; item data is the type code (``""`` = all).
    unit_view : QListView
        The filtered units.
    model : CatalogListModel
        Source model (rebuilt only when the army changes).
    proxy : CatalogFilterProxyModel
        Search and type filter.
    """

    #: The selected unit changed (Unit or None).
    unit_selected = Signal(object)
    #: A unit was double-clicked or Enter was pressed on it (Unit).
    unit_activated = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._army: Army | None = None
        self.model = CatalogListModel(self)
        self.proxy = CatalogFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)

        self.title_label = QLabel("<b>Units</b>", self)
        self.search_edit = QLineEdit(self)
        self.search_edit.setPlaceholderText("Search name or ISC…")
        self.search_edit.setClearButtonEnabled(True)
        self.type_combo = QComboBox(self)
        self.type_combo.setToolTip("Show only one unit type")
        self.unit_view = QListView(self)
        self.unit_view.setModel(self.proxy)
        self.unit_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.unit_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.unit_view.setUniformItemSizes(True)

        filters = QHBoxLayout()
        filters.addWidget(self.search_edit, 1)
        filters.addWidget(self.type_combo)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title_label)
        layout.addLayout(filters)
        layout.addWidget(self.unit_view, 1)

        self.search_edit.textChanged.connect(self._on_search_edit_text_changed)
        self.type_combo.currentIndexChanged.connect(
            self._on_type_combo_current_index_changed
        )
        self.unit_view.selectionModel().selectionChanged.connect(
            self._on_unit_view_selection_changed
        )
        self.unit_view.activated.connect(self._on_unit_view_activated)

    def set_army(self, army: Army | None) -> None:
        """Show the units of ``army``; does nothing if it is already shown."""
        if army is self._army:
            return
        self._army = army
        self.model.set_army(army)
        self.title_label.setText(f"<b>Units</b> · {army.name}" if army else "Units")
        self.type_combo.blockSignals(True)
        self.type_combo.clear()
        self.type_combo.addItem("All types", "")
        for code in self.model.unit_types():
            self.type_combo.addItem(f"{code} · {UNIT_TYPE_NAMES.get(code, code)}", code)
        self.type_combo.blockSignals(False)
        self.proxy.set_unit_type("")
        self.unit_selected.emit(None)

    def selected_unit(self) -> Unit | None:
        """The unit selected in the list, or None."""
        rows = self.unit_view.selectionModel().selectedRows()
        if not rows:
            return None
        unit: Unit = rows[0].data(CatalogListModel.EntryRole)
        return unit

    def select_unit(self, unit_id: int) -> bool:
        """Select the visible unit ``unit_id``; False if it is filtered out."""
        for row in range(self.proxy.rowCount()):
            index = self.proxy.index(row, 0)
            if index.data(CatalogListModel.EntryRole).id == unit_id:
                self.unit_view.setCurrentIndex(index)
                return True
        return False

    def visible_units(self) -> list[str]:
        """Names of the units the filters let through, in view order."""
        return [self.proxy.index(r, 0).data() for r in range(self.proxy.rowCount())]

    def _on_search_edit_text_changed(self, text: str) -> None:
        self.proxy.set_search_text(text)

    def _on_type_combo_current_index_changed(self, index: int) -> None:
        self.proxy.set_unit_type(self.type_combo.itemData(index) or "")

    def _on_unit_view_selection_changed(
        self, selected: QItemSelection, deselected: QItemSelection
    ) -> None:
        del selected, deselected
        self.unit_selected.emit(self.selected_unit())

    def _on_unit_view_activated(self, index: QModelIndex) -> None:
        self.unit_activated.emit(index.data(CatalogListModel.EntryRole))
