"""The profile card's tables: every text fits its column and row, at any width.

Real troopers with long weapon names, several weapons and fielded troopers
(Scarface & Cordelia, Cutters with a Crabbot), measured here with the
widgets' own fonts and style, independently of how the tables measure.
"""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QStyle

from listbuilder.core import ArmyList
from listbuilder.data.settings import Settings
from listbuilder.gui.main_window import MainWindow
from listbuilder.gui.widgets.fit_table import FitTable
from listbuilder.paths import user_dirs

PANO, CUTTERS, SCARFACE = 101, 12, 10380
TALL = 100_000


def card_tables(window: MainWindow) -> list[FitTable]:
    card = window.profile_card
    return [t for t in card.findChildren(FitTable) if t.isVisibleTo(card)]


def show_dock_at(qtbot, window: MainWindow, width: int) -> None:
    window.resizeDocks([window.profile_dock], [width], Qt.Orientation.Horizontal)

    qtbot.wait(20)  # new sections are shown, and layouts run, in the event loop

    def settled() -> None:
        # the tables' heights follow their widths once the card's layout has
        # run again (height for width)
        for table in card_tables(window):
            assert table.height() >= table.heightForWidth(table.width())

    qtbot.waitUntil(settled, timeout=2000)


def cell_padding(table: FitTable) -> int:
    """Pixels a cell's text leaves in its column: the style's margins, the grid."""
    margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1
    return 2 * margin + (1 if table.showGrid() else 0)


def assert_every_text_fits(table: FitTable) -> None:
    """No heading or cell cut, elided or overflowing; rows as tall as their text."""
    header = table.horizontalHeader()
    header_margin = table.style().pixelMetric(
        QStyle.PixelMetric.PM_HeaderMargin, None, header
    )
    padding = cell_padding(table)
    metrics, header_metrics = table.fontMetrics(), header.fontMetrics()
    wrap = int(Qt.TextFlag.TextWordWrap)
    widths = [table.columnWidth(c) for c in range(table.columnCount())]
    for c, width in enumerate(widths):
        heading = table.header_text(c)
        assert width >= header_metrics.horizontalAdvance(heading) + 2 * header_margin
        for r in range(table.rowCount()):
            text = table.text(r, c)
            pieces = text.split() if c in table.wrapping else text.split("\n")
            widest = max((metrics.horizontalAdvance(p) for p in pieces), default=0)
            assert widest + padding <= width, (heading, text, width)
    assert sum(widths) <= table.viewport().width()  # nothing past the right edge
    height = header.height() + 2 * table.frameWidth()
    for r in range(table.rowCount()):
        needed = max(
            metrics.boundingRect(
                QRect(0, 0, width - padding if c in table.wrapping else TALL, TALL),
                wrap if c in table.wrapping else 0,
                table.text(r, c),
            ).height()
            for c, width in enumerate(widths)
        )
        assert table.rowHeight(r) >= needed, (table.text(r, 0), table.rowHeight(r))
        height += table.rowHeight(r)
    assert table.height() >= height


@pytest.mark.parametrize(
    ("unit", "group", "option"), [(SCARFACE, 0, 1), (CUTTERS, 1, 1)]
)
def test_card_tables_fit_their_text_at_two_dock_widths(
    qtbot, window, unit, group, option
):
    window.add_option(unit, group, option)
    card = window.profile_card
    assert card.fielded_sections  # a pair's members or a peripheral
    first_columns = []
    for width in (380, 640):
        show_dock_at(qtbot, window, width)
        tables = card_tables(window)
        weapons = [t for t in tables if t.wrapping]
        assert weapons
        assert all(t.rowCount() for t in weapons)
        for table in tables:
            assert_every_text_fits(table)
            # the stretched columns take the whole width
            widths = sum(table.columnWidth(c) for c in range(table.columnCount()))
            assert widths == table.viewport().width()
        first_columns.append(weapons[0].columnWidth(0))
    narrow, wide = first_columns
    assert wide > narrow  # the weapon column follows the dock


def test_profile_line_keeps_mov_in_inches_over_cm_and_shares_the_rest(qtbot, window):
    window.add_option(CUTTERS, 1, 1)
    show_dock_at(qtbot, window, 640)
    table = window.profile_card.attribute_table
    assert table.text(0, 0) == '6-4"\n15-10 cm'
    assert table.rowHeight(0) >= 2 * table.fontMetrics().height()  # two lines
    widths = [table.columnWidth(c) for c in range(table.columnCount())]
    # the narrow columns share the width evenly (within a pixel); MOV is wider
    assert max(widths[1:]) - min(widths[1:]) <= 1
    assert widths[0] >= widths[1]


@pytest.mark.parametrize("lang", ["ja", "ko"])
def test_a_card_whose_scroll_bar_comes_and_goes_settles(
    qtbot, catalog, n5, user_home, lang
):
    # Croc Men in Japanese or Korean, with the dock about 367 px wide: the
    # card's scroll bar appearing made the weapons narrower and taller, its
    # going made them wider and shorter, and the tables resized each other
    # until the stack overflowed (a crash).
    from tests.fixtures.lists import FIFTEEN

    win = MainWindow(catalog, [n5], Settings(), user_dirs(), FIFTEEN)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    assert win.set_language(lang) == lang
    try:
        croc = next(
            r.uid
            for g in win.document.roster.groups
            for r in g.rows
            if r.name == "Croc Men"
        )
        win.roster_panel.select_uids([croc])
        for width in range(355, 385, 3):
            show_dock_at(qtbot, win, width)
            tables = card_tables(win)
            assert any(t.rowCount() >= 6 for t in tables)  # its six weapons
            for table in tables:
                assert_every_text_fits(table)
    finally:
        win.set_language("en")


@pytest.mark.parametrize(
    ("unit", "group", "option"), [(13, 1, 2), (SCARFACE, 0, 1), (CUTTERS, 1, 1)]
)
def test_a_wider_table_is_never_taller(qtbot, window, unit, group, option):
    # A scroll area around the card settles its scroll bar only if a table's
    # height never grows with its width: at 364 px Croc Men's weapons were
    # taller than at 362 (the narrow columns took their room first).
    window.add_option(unit, group, option)
    show_dock_at(qtbot, window, 380)
    tables = card_tables(window)
    assert any(t.wrapping for t in tables)
    for table in tables:
        heights = [table.heightForWidth(w) for w in range(200, 800)]
        grown = [
            (200 + i, a, b)
            for i, (a, b) in enumerate(itertools.pairwise(heights))
            if b > a
        ]
        assert not grown, grown[:3]


@pytest.mark.parametrize(
    ("army", "unit", "option"),
    # Jamie Arantes, Netroid Handler; Blackhearts with a Plasma Carbine
    [(1003, 1786, 1), (605, 1888, 3)],
)
def test_the_narrowest_card_wraps_the_save_instead_of_scrolling_sideways(
    qtbot, catalog, n5, user_home, army, unit, option
):
    # Plasma weapons save "ARM and BTS": kept on one line, the column pushed
    # these cards past the narrowest dock, behind a horizontal scroll bar.
    win = MainWindow(catalog, [n5], Settings(), user_dirs(), ArmyList(army_id=army))
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    win.add_option(unit, 1, option)
    card = win.profile_card
    weapons = card.weapon_table
    save = weapons.header_text(3)
    assert save == "Save"
    names = [weapons.text(r, 0) for r in range(weapons.rowCount())]
    plasma = [r for r, name in enumerate(names) if "Plasma" in name]
    assert plasma
    assert "ARM and BTS" in {weapons.text(r, 3) for r in plasma}
    one_line = weapons.fontMetrics().horizontalAdvance("ARM and BTS")
    show_dock_at(qtbot, win, 300)  # as narrow as the dock goes
    assert win.profile_dock.width() < 380
    qtbot.waitUntil(lambda: not card.horizontalScrollBar().isVisible(), timeout=2000)
    for table in card_tables(win):
        assert_every_text_fits(table)
    assert weapons.columnWidth(3) < one_line  # wrapped
    show_dock_at(qtbot, win, 640)
    # one line when there is room: the text and the cell's margins
    assert weapons.columnWidth(3) >= one_line + cell_padding(weapons)
    assert weapons.columnWidth(0) > weapons.columnWidth(3)  # the name stretches
