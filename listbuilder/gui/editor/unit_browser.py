"""The unit browser: search, filter by type, category or item, and pick a unit.

Units are listed under their unit type (LI, MI, HI, TAG, REM, SK, WB), the
army's mercenaries apart (``unit_groups``; groups fold). Each shows its type,
AVA used of allowed in the list being built (greyed at its AVA, red over it,
RULES.md A5) and the range of its options' points and SWC. The search matches
names, ISC, options, skills, weapons and equipment; filters narrow to a unit type, a
troop category, or a skill, weapon or piece of equipment ("Hacking Device",
"Missile Launcher"). An army with a reinforcement list (RULES.md A10) gets a
source selector: "Army" or "Reinforcements: Code: Capital". Under Soldiers of
Fortune the mercenaries it may hire close the list (ITS.md E5). Units drag into
the list (a drop on a combat group adds the option chosen, else the first);
a double-click or Enter adds it to the target group.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import (
    QEvent,
    QItemSelection,
    QModelIndex,
    QObject,
    QStringListModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeyEvent, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QCompleter,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from listbuilder.core.catalog.army import Army
from listbuilder.core.catalog.units import Unit
from listbuilder.core.its.extras import Extra
from listbuilder.gui.document import ArmyDocument, StateChange, allows_reinforcements
from listbuilder.gui.editor.unit_groups import (
    UNIT_TYPE_NAMES,
    GroupFolding,
    UnitGroupModel,
)
from listbuilder.gui.editor.unit_table_model import (
    CatalogFilterProxyModel,
    CatalogTableModel,
)
from listbuilder.gui.i18n import translate
from listbuilder.gui.present.unit_rows import hireable
from listbuilder.gui.signals import emit
from listbuilder.gui.widgets.rich_text import bold


class CatalogPanel(QWidget):
    """Source selector, search box, type filter and the army's units.

    Attributes
    ----------
    source_combo : QComboBox
        "Army" or the reinforcement list (item data: True for reinforcements);
        shown only for an army that has one.
    search_edit : QLineEdit
        Search text (name, ISC or option name).
    type_combo, category_combo : QComboBox
        Unit-type and troop-category filters; item data is the type code or
        category (``""`` = all).
    item_edit : QLineEdit
        Skill, weapon or equipment filter (completes the army's item names).
    unit_view : QTreeView
        The filtered units, one row each with type, AVA, points and SWC.
    model : CatalogTableModel
        Source model (rebuilt only when the army changes).
    proxy : CatalogFilterProxyModel
        Search and filters.
    """

    #: The selected unit changed (Unit or None).
    unit_selected = Signal(object)
    #: A unit was double-clicked or Enter was pressed on it (Unit).
    unit_activated = Signal(object)
    #: The browser switched between army and reinforcement units (True: reinf.).
    source_changed = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._army: Army | None = None
        # (army id, reinforcements allowed, Soldiers of Fortune)
        self._army_key: tuple[int, bool, bool] | None = None
        self._hired: tuple[tuple[Unit, str], ...] = ()
        self._reinforcement = False
        self._shown_unit: Unit | None = None
        self.model = CatalogTableModel(self)
        self.groups = UnitGroupModel(self)
        self.groups.setSourceModel(self.model)
        self.proxy = CatalogFilterProxyModel(self)
        self.proxy.setSourceModel(self.groups)

        self.title_label = QLabel(bold(self.tr("Units")), self)
        self.source_combo = QComboBox(self)
        self.source_combo.setToolTip(
            self.tr("Browse the army's units or its reinforcement units")
        )
        self.source_combo.hide()
        self.search_edit = QLineEdit(self)
        self.search_edit.setPlaceholderText(
            self.tr("Search unit, option, skill or weapon… (Ctrl+F)")
        )
        self.search_edit.setClearButtonEnabled(True)
        self.type_combo = QComboBox(self)
        self.type_combo.setToolTip(self.tr("Show only one unit type"))
        self.category_combo = QComboBox(self)
        self.category_combo.setToolTip(self.tr("Show only one troop category"))
        for combo in (self.type_combo, self.category_combo):
            # Long entries ("Headquarters Troops") must not widen the window.
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(7)
        self.item_edit = QLineEdit(self)
        self.item_edit.setPlaceholderText(self.tr("Skill, weapon or equipment…"))
        self.item_edit.setClearButtonEnabled(True)
        self.item_edit.setToolTip(
            self.tr(
                "Show only units with this skill, weapon or equipment "
                "(e.g. Hacking Device, Missile Launcher)"
            )
        )
        self._completer = QCompleter([], self)
        self._completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self._completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.item_edit.setCompleter(self._completer)
        self.unit_view = QTreeView(self)
        self.unit_view.setModel(self.proxy)
        self.unit_view.setRootIsDecorated(True)
        self.unit_view.setUniformRowHeights(True)
        self.unit_view.setAlternatingRowColors(True)
        self.unit_view.setSortingEnabled(True)
        self.unit_view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.unit_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.unit_view.setSelectionBehavior(
            QAbstractItemView.SelectionBehavior.SelectRows
        )
        self.unit_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.unit_view.setDragEnabled(True)
        self.unit_view.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.unit_view.setTextElideMode(Qt.TextElideMode.ElideRight)
        header = self.unit_view.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, len(CatalogTableModel.HEADERS)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
        self._size_columns()

        filters = QHBoxLayout()
        filters.addWidget(self.search_edit, 1)
        filters.addWidget(self.type_combo)
        facets = QHBoxLayout()
        facets.addWidget(self.category_combo)
        facets.addWidget(self.item_edit, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title_label)
        layout.addWidget(self.source_combo)
        layout.addLayout(filters)
        layout.addLayout(facets)
        layout.addWidget(self.unit_view, 1)

        self.source_combo.currentIndexChanged.connect(
            self._on_source_combo_current_index_changed
        )
        self.search_edit.textChanged.connect(self._on_search_edit_text_changed)
        self.type_combo.currentIndexChanged.connect(
            self._on_type_combo_current_index_changed
        )
        self.category_combo.currentIndexChanged.connect(
            self._on_category_combo_current_index_changed
        )
        self.item_edit.textChanged.connect(self.proxy.set_item)
        self.search_edit.installEventFilter(self)
        self.unit_view.selectionModel().selectionChanged.connect(
            self._on_unit_view_selection_changed
        )
        self.unit_view.activated.connect(self._on_unit_view_activated)
        self.folding = GroupFolding(self.unit_view, self.proxy, self.groups)

    def follow(self, document: ArmyDocument) -> None:
        """Offer the units of ``document``'s army, following list changes."""
        document.followers.connect(self._on_document_state_changed)

    def _on_document_state_changed(self, change: StateChange) -> None:
        state = change.state
        allowed = allows_reinforcements(state)
        hiring = Extra.SOLDIERS_OF_FORTUNE in state.army_list.extras
        key = (state.army_list.army_id, allowed, hiring)
        if key != self._army_key:
            self._army_key = key
            hired = hireable(state.catalog, state.army_list)
            self.set_army(state.army, reinforcements=allowed, hired=hired)

    def set_army(
        self,
        army: Army | None,
        *,
        reinforcements: bool = True,
        hired: tuple[tuple[Unit, str], ...] = (),
    ) -> None:
        """Show the units of ``army``; does nothing if it is already shown.

        Parameters
        ----------
        army : Army or None
            The army whose units are offered.
        reinforcements : bool
            Whether its reinforcement units may be browsed (the list's ruleset
            has reinforcements). When they may not, the browser shows the army.
        hired : tuple of (Unit, str)
            Mercenaries to hire under Soldiers of Fortune, with their army
            (ITS.md E5), listed after the army's units.
        """
        if army is not self._army or hired != self._hired:
            self._army = army
            self._hired = hired
            self._reinforcement = False
            self.source_combo.blockSignals(True)
            self.source_combo.clear()
            self.source_combo.addItem(self.tr("Army"), False)
            reinf = army.reinforcements if army else None
            if reinf is not None:
                self.source_combo.addItem(
                    self.tr("Reinforcements: {name}").format(name=reinf.name), True
                )
            self.source_combo.setCurrentIndex(0)
            self.source_combo.blockSignals(False)
            self.source_combo.setVisible(reinf is not None)
            self._show_units()
        self._allow_reinforcements(reinforcements)

    def focus_search(self) -> None:
        """Put the cursor in the search box, its text selected (Ctrl+F)."""
        self.search_edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search_edit.selectAll()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Down or Enter in the search box walks into the results."""
        if (
            watched is self.search_edit
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Down, Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self.proxy.rowCount() > 0
        ):
            self.unit_view.setFocus(Qt.FocusReason.TabFocusReason)
            if not self.unit_view.selectionModel().hasSelection():
                first = self.proxy.index(0, 0, self.proxy.index(0, 0))
                self.unit_view.setCurrentIndex(first)
            return True
        return super().eventFilter(watched, event)

    def set_ava(
        self, used: Mapping[int, int], allowed: Mapping[int, int] | None = None
    ) -> None:
        """Show each unit's AVA use in the list (greyed at its AVA, RULES.md A5).

        ``allowed`` (AVA by unit id) is needed after the army, the source or the
        ruleset changed; ``used`` after every edit.
        """
        self.model.set_ava(used, allowed)

    def _size_columns(self) -> None:
        # Fixed widths from the font: measuring every row per edit would cost
        # more than the edit itself.
        metrics = self.unit_view.fontMetrics()
        header = self.unit_view.header()
        for column, sample in zip(
            range(1, len(CatalogTableModel.HEADERS)),
            ("TAG", "10/T", "100-99", "0-1.5"),
            strict=True,
        ):
            header.resizeSection(column, metrics.horizontalAdvance(sample) + 12)

    @property
    def showing_reinforcements(self) -> bool:
        """True while the browser lists the army's reinforcement units."""
        return self._reinforcement

    def set_source(self, reinforcement: bool) -> bool:
        """Browse the reinforcement units (True) or the army's; False if unavailable."""
        index = self.source_combo.findData(reinforcement)
        model = self.source_combo.model()
        if index < 0 or not (
            isinstance(model, QStandardItemModel) and model.item(index).isEnabled()
        ):
            return False
        self.source_combo.setCurrentIndex(index)
        return True

    def _allow_reinforcements(self, allowed: bool) -> None:
        index = self.source_combo.findData(True)
        model = self.source_combo.model()
        if index < 0 or not isinstance(model, QStandardItemModel):
            return
        model.item(index).setEnabled(allowed)
        model.item(index).setToolTip(
            "" if allowed else self.tr("The list's ruleset has no reinforcements")
        )
        if not allowed and self._reinforcement:
            self.source_combo.setCurrentIndex(0)

    def _show_units(self) -> None:
        army = self._army
        units = army.reinforcements if army and self._reinforcement else army
        self.model.set_army(units, () if self._reinforcement else self._hired)
        if army is None:
            self.title_label.setText(bold(self.tr("Units")))
        elif self._reinforcement and units is not None:
            title = bold(self.tr("Reinforcement units"))
            self.title_label.setText(f"{title} · {army.name} {units.name}")
        else:
            title = bold(self.tr("Units"))
            self.title_label.setText(f"{title} · {army.name}")
        self.type_combo.blockSignals(True)
        self.type_combo.clear()
        self.type_combo.addItem(self.tr("All types"), "")
        for code in self.model.unit_types():
            name = translate("CatalogPanel", UNIT_TYPE_NAMES.get(code, code))
            self.type_combo.addItem(f"{code} · {name}", code)
        self.type_combo.blockSignals(False)
        self.category_combo.blockSignals(True)
        self.category_combo.clear()
        self.category_combo.addItem(self.tr("All categories"), "")
        for category in self.model.categories():
            self.category_combo.addItem(category, category)
        self.category_combo.blockSignals(False)
        self._completer.setModel(
            QStringListModel(self.model.item_names(), self._completer)
        )
        self.proxy.set_unit_type("")
        self.proxy.set_category("")
        self._shown_unit = None
        emit(self.unit_selected, None)

    def selected_unit(self) -> Unit | None:
        """The unit selected in the list, or None."""
        rows = self.unit_view.selectionModel().selectedRows()
        if not rows:
            return None
        unit: Unit = rows[0].data(CatalogTableModel.EntryRole)
        return unit

    def select_unit(self, unit_id: int) -> bool:
        """Select the visible unit ``unit_id``, unfolding its group; False if hidden."""
        for index in self.folding.unit_indexes():
            if index.data(CatalogTableModel.EntryRole).id == unit_id:
                self.unit_view.expand(index.parent())
                self.unit_view.setCurrentIndex(index)
                return True
        return False

    def visible_units(self) -> list[str]:
        """Names of the units the filters let through, in view order."""
        return [index.data() for index in self.folding.unit_indexes()]

    def _on_source_combo_current_index_changed(self, index: int) -> None:
        reinforcement = bool(self.source_combo.itemData(index))
        if reinforcement != self._reinforcement:
            self._reinforcement = reinforcement
            self._show_units()
            emit(self.source_changed, reinforcement)

    def _on_search_edit_text_changed(self, text: str) -> None:
        self.proxy.set_search_text(text)

    def _on_type_combo_current_index_changed(self, index: int) -> None:
        self.proxy.set_unit_type(self.type_combo.itemData(index) or "")

    def _on_category_combo_current_index_changed(self, index: int) -> None:
        self.proxy.set_category(self.category_combo.itemData(index) or "")

    def _on_unit_view_selection_changed(
        self, selected: QItemSelection, deselected: QItemSelection
    ) -> None:
        del selected, deselected
        # Filtering re-sorts the rows and the selection model reports each shift;
        # only a different unit is news (re-showing it would drop the option
        # chosen in the options panel).
        unit = self.selected_unit()
        if unit is not self._shown_unit:
            self._shown_unit = unit
            emit(self.unit_selected, unit)

    def _on_unit_view_activated(self, index: QModelIndex) -> None:
        emit(self.unit_activated, index.data(CatalogTableModel.EntryRole))
