"""The Spec-Ops editor: the army's shop by kind, attribute steps, XP against 12.

One dialog edits one trooper. Every change (an item bought or sold, an
attribute stepped) is one undoable edit of the list (``edits.set_specops``
through ``ArmyDocument.apply``); the dialog shows the list's state after each
change, Undo and Redo included, so what it shows is always what the list holds.

Imports core and Qt widgets.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from listbuilder.core.catalog.specops import ShopItem, UpgradeKind
from listbuilder.core.lists import edits
from listbuilder.core.lists.resolve import ResolvedTrooper
from listbuilder.core.specops import (
    STATS,
    XP_BUDGET,
    SpecOpsError,
    Upgrade,
    attribute,
    specops_strings,
    upgrades_of,
)
from listbuilder.core.specops.editing import (
    MAX_STEPS,
    has_item,
    stat_steps,
    with_item,
    with_stat,
)
from listbuilder.gui.document import ArmyDocument, StateChange

#: The attributes the editor steps: every one a code can raise but S (a
#: trooper's silhouette is its base size, not an upgrade).
_STEPPED = tuple(stat for stat in STATS if stat != "s")

#: Where a shop item is listed: its kind's heading.
_KIND_ORDER = (UpgradeKind.SKILL, UpgradeKind.EQUIP, UpgradeKind.WEAPON)


class SpecOpsDialog(QDialog):
    """Edits trooper ``uid``'s Spec-Ops upgrades in ``document``.

    Parameters
    ----------
    document : ArmyDocument
        The open list; every change is applied to it as one undo step.
    uid : str
        The Spec-Ops trooper.
    parent : QWidget, optional
        The window.
    """

    def __init__(
        self, document: ArmyDocument, uid: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("specops_dialog")
        self._document = document
        self._uid = uid
        self._updating = False
        self._items: list[tuple[QTreeWidgetItem, ShopItem]] = []
        self._spins: dict[str, QSpinBox] = {}
        self._bases: dict[str, QLabel] = {}
        layout = QVBoxLayout(self)
        self.title = QLabel()
        bold = QFont(self.title.font())
        bold.setBold(True)
        self.title.setFont(bold)
        layout.addWidget(self.title)
        self.xp_label = QLabel()
        self.xp_label.setObjectName("specops_xp")
        layout.addWidget(self.xp_label)
        body = QHBoxLayout()
        self.shop = QTreeWidget()
        self.shop.setObjectName("specops_shop")
        self.shop.setColumnCount(3)
        self.shop.setHeaderLabels(
            [self.tr("Upgrade"), self.tr("XP"), self.tr("Grants")]
        )
        self.shop.itemChanged.connect(self._on_item_changed)
        body.addWidget(self.shop, 3)
        stats = QGroupBox(self.tr("Attributes"))
        form = QFormLayout(stats)
        for stat in _STEPPED:
            label = STATS[stat]
            spin = QSpinBox()
            spin.setRange(0, MAX_STEPS)
            spin.setPrefix("+")
            spin.valueChanged.connect(lambda v, s=stat: self._on_step(s, v))
            base = QLabel()
            row = QHBoxLayout()
            row.addWidget(spin)
            row.addWidget(base)
            form.addRow(label, row)
            self._spins[stat], self._bases[stat] = spin, base
        note = QLabel(
            self.tr(
                "Attribute increases have no XP cost in the official data: "
                "their XP are not checked."
            )
        )
        note.setWordWrap(True)
        form.addRow(note)
        body.addWidget(stats, 2)
        layout.addLayout(body)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.undo_button = QPushButton(self.tr("Undo"))
        self.redo_button = QPushButton(self.tr("Redo"))
        stack = document.undo_stack
        self.undo_button.clicked.connect(stack.undo)
        self.redo_button.clicked.connect(stack.redo)
        buttons.addButton(self.undo_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.redo_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self._fill_shop()
        document.state_changed.connect(self._on_state_changed)
        self._following = True
        self.resize(760, 520)
        self.refresh()

    # -- what the list holds ------------------------------------------------------

    def trooper(self) -> ResolvedTrooper | None:
        """The trooper being edited, as the list holds it now (None: removed)."""
        return self._document.resolved(self._uid)

    def upgrades(self) -> tuple[Upgrade, ...]:
        """Its upgrades now (none when its strings cannot be read)."""
        trooper = self.trooper()
        if trooper is None:
            return ()
        try:
            return upgrades_of(trooper.entry.specops)
        except SpecOpsError:
            return ()

    def _fill_shop(self) -> None:
        army = self._document.army
        shop = army.specops if army is not None else None
        headings = {
            UpgradeKind.SKILL: self.tr("Skills"),
            UpgradeKind.EQUIP: self.tr("Equipment"),
            UpgradeKind.WEAPON: self.tr("Weapons"),
        }
        self.shop.blockSignals(True)
        for kind in _KIND_ORDER:
            items = shop.of_kind(kind) if shop is not None else ()
            top = QTreeWidgetItem([headings[kind]])
            top.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.shop.addTopLevelItem(top)
            for item in items:
                grants = ", ".join(g.label for g in item.grants)
                child = QTreeWidgetItem([item.item.label, str(item.exp), grants])
                child.setFlags(
                    Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable
                )
                child.setCheckState(0, Qt.CheckState.Unchecked)
                child.setTextAlignment(1, Qt.AlignmentFlag.AlignCenter)
                top.addChild(child)
                self._items.append((child, item))
            top.setExpanded(True)
        self.shop.blockSignals(False)
        self.shop.resizeColumnToContents(0)

    def refresh(self) -> None:
        """Show the upgrades, XP and raised attributes the list holds now."""
        trooper = self.trooper()
        upgrades = self.upgrades()
        self._updating = True
        try:
            name = trooper.name if trooper is not None else ""
            option = trooper.option_name if trooper is not None else ""
            self.setWindowTitle(self.tr("Spec-Ops: %1").replace("%1", name))
            self.title.setText(f"{name} — {option}")
            for child, item in self._items:
                state = has_item(upgrades, item)
                child.setCheckState(
                    0, Qt.CheckState.Checked if state else Qt.CheckState.Unchecked
                )
            base = raised = None
            if trooper is not None and trooper.profile_group is not None:
                profiles = trooper.profile_group.profiles
                base = profiles[0] if profiles else None
            if trooper is not None and trooper.specops is not None:
                raised = trooper.specops.profile  # as the core raised it
            for stat, spin in self._spins.items():
                spin.setValue(min(stat_steps(upgrades, stat), MAX_STEPS))
                if base is None:
                    self._bases[stat].setText("")
                    continue
                value = attribute(base, stat)
                now = attribute(raised, stat) if raised is not None else value
                self._bases[stat].setText(f"{value} → {now}")
            self._show_xp(trooper)
        finally:
            self._updating = False
        stack = self._document.undo_stack
        self.undo_button.setEnabled(stack.canUndo())
        self.redo_button.setEnabled(stack.canRedo())

    def _show_xp(self, trooper: ResolvedTrooper | None) -> None:
        config = trooper.specops if trooper is not None else None
        xp = config.xp if config is not None else 0
        text = self.tr("XP spent: %1 of %2").replace("%1", str(xp))
        text = text.replace("%2", str(XP_BUDGET))
        if xp > XP_BUDGET:
            text += " — " + self.tr("over the Spec-Ops budget")
            self.xp_label.setStyleSheet("color: #b00020; font-weight: bold;")
        else:
            self.xp_label.setStyleSheet("font-weight: bold;")
        if config is not None and config.unpriced:
            text += "   " + self.tr("(not priced: %1)").replace(
                "%1", ", ".join(config.unpriced)
            )
        self.xp_label.setText(text)

    # -- changes: each one an undo step ------------------------------------------

    def _store(self, upgrades: tuple[Upgrade, ...]) -> None:
        if self.trooper() is None:
            return
        self._document.apply(edits.set_specops, self._uid, specops_strings(upgrades))

    def _on_item_changed(self, child: QTreeWidgetItem, column: int) -> None:
        if self._updating or column != 0:
            return
        for widget, item in self._items:
            if widget is child:
                bought = child.checkState(0) == Qt.CheckState.Checked
                self._store(with_item(self.upgrades(), item, bought))
                return

    def _on_step(self, stat: str, steps: int) -> None:
        if not self._updating:
            self._store(with_stat(self.upgrades(), stat, steps))

    def _on_state_changed(self, change: StateChange) -> None:
        del change
        self.refresh()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop following the list once closed (a second close changes nothing)."""
        if self._following:
            self._following = False
            self._document.state_changed.disconnect(self._on_state_changed)
        super().closeEvent(event)
