"""Word-wrapped items keep every line: violation messages and option loadouts.

An item is cut when it paints differently at its own height than with room to
spare. Qt's size hint for a wrapped text was at times a pixel short, and the
painter then dropped the last line: Japanese violation messages lost theirs
at about one width in three. Each item here is grabbed at its height, then
again with every item 60 px taller (the text is centred, so 30 px lower).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
)

from listbuilder.core import ArmyList, CombatGroup
from listbuilder.core.state import evaluate
from listbuilder.gui.editor.options_panel import OptionsPanel
from listbuilder.gui.editor.violation_panel import ViolationPanel
from listbuilder.gui.i18n import install_language
from tests.helpers import e

JAMIE = 1786  # Torchlight Brigade (1003): long loadouts, several options


class Roomier(QStyledItemDelegate):
    """The view's delegate, every item 60 px taller."""

    def __init__(self, base: QStyledItemDelegate) -> None:
        super().__init__(base.parent())
        self.base = base

    def paint(self, painter, option, index) -> None:
        self.base.paint(painter, option, index)

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        size = self.base.sizeHint(option, index)
        return QSize(size.width(), size.height() + 60)


def cut_items(qtbot, view: QAbstractItemView, column: int) -> list[str]:
    """Texts of ``column`` that paint differently with room to spare."""
    model = view.model()
    indexes = [model.index(r, column) for r in range(model.rowCount())]
    qtbot.wait(10)
    rects = [view.visualRect(i) for i in indexes]
    shots = [(rect, view.viewport().grab(rect)) for rect in rects]
    base = view.itemDelegate()
    view.setItemDelegate(Roomier(base))
    try:
        qtbot.wait(10)
        cut = []
        for index, (rect, shot) in zip(indexes, shots, strict=True):
            roomy = view.visualRect(index)
            moved = QRect(rect.x(), roomy.y() + 30, rect.width(), rect.height())
            if view.viewport().grab(moved).toImage() != shot.toImage():
                cut.append(index.data())
        return cut
    finally:
        view.setItemDelegate(base)


def illegal_lists() -> list[ArmyList]:
    """Lists breaking points, AVA, the Lieutenant and more: long messages."""
    two_jamies = tuple(e(JAMIE, 1, 1) for _ in range(2))
    twelve_lieutenants = tuple(e(1, 1, 10) for _ in range(12))  # Fusiliers
    return [
        ArmyList(
            army_id=1003,
            points_limit=20,
            groups=(CombatGroup(number=1, troopers=two_jamies),),
        ),
        ArmyList(
            army_id=101,
            points_limit=100,
            groups=(CombatGroup(number=1, troopers=twelve_lieutenants),),
        ),
    ]


@pytest.mark.parametrize("lang", ["en", "ja", "ko"])
def test_no_violation_message_loses_its_last_line(qtbot, catalog, n5, lang):
    install_language(lang)
    try:
        panel = ViolationPanel()
        qtbot.addWidget(panel)
        panel.list_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no focus frame
        panel.show()
        reports = [evaluate(lst, catalog, n5).report for lst in illegal_lists()]
        assert sum(len(r.violations) for r in reports) >= 6
        cut = []
        for report in reports:
            panel.set_report(report)
            for width in range(150, 400, 9):
                panel.resize(width, 900)
                cut += [(width, text) for text in cut_items(qtbot, panel.list_view, 0)]
        assert not cut, cut[:5]
    finally:
        install_language("en")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_option_loadout_loses_its_last_line(qtbot, catalog, lang):
    install_language(lang)
    try:
        panel = OptionsPanel()
        qtbot.addWidget(panel)
        panel.option_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        panel.show()
        panel.set_unit(catalog.army(1003).unit(JAMIE))
        assert panel.model.rowCount() >= 3
        cut = []
        column = panel.model.COL_LOADOUT
        for width in range(220, 420, 10):
            panel.resize(width, 700)
            cut += [(width, t) for t in cut_items(qtbot, panel.option_view, column)]
        assert not cut, cut[:5]
    finally:
        install_language("en")
