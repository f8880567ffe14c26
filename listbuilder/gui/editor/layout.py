"""Where the list editor's panels sit in the main window.

:func:`lay_out` arranges the panels the window built: the status summary
across the top; the unit browser over the options on the left; the list in the
centre with the order pools and the legality report beneath it; the profile
card in a dock on the right (so the dice calculator can share its place as a
tab instead of squeezing the list).

Imports Qt widgets only.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QMainWindow,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from listbuilder.gui.i18n import translate


def lay_out(
    window: QMainWindow,
    top: QWidget,
    left: tuple[QWidget, QWidget],
    centre: QWidget,
    bottom: tuple[QWidget, QWidget],
    card: QWidget,
) -> tuple[QSplitter, QDockWidget]:
    """Place the panels in ``window``; its main splitter and the card's dock.

    ``top`` spans the window; ``left`` are stacked (browser over options);
    ``centre`` (the list) sits over the ``bottom`` pair; ``card`` goes in a
    dock on the right.
    """
    left_splitter = QSplitter(Qt.Orientation.Vertical, window)
    left_splitter.setObjectName("left_splitter")  # its sizes are kept by name
    for panel in left:
        left_splitter.addWidget(panel)
    left_splitter.setSizes([420, 480])
    below = QWidget(window)
    below_layout = QHBoxLayout(below)
    below_layout.setContentsMargins(0, 0, 0, 0)
    below_layout.addWidget(bottom[0], 5)
    below_layout.addWidget(bottom[1], 4)
    centre_splitter = QSplitter(Qt.Orientation.Vertical, window)
    centre_splitter.setObjectName("centre_splitter")
    centre_splitter.addWidget(centre)
    centre_splitter.addWidget(below)
    centre_splitter.setSizes([600, 220])
    centre_splitter.setCollapsible(1, False)
    main = QSplitter(Qt.Orientation.Horizontal, window)
    main.setObjectName("main_splitter")
    main.addWidget(left_splitter)
    main.addWidget(centre_splitter)
    main.setSizes([400, 600])
    # Extra width goes to the list and, a third of it, to the unit browser.
    main.setStretchFactor(0, 1)
    main.setStretchFactor(1, 2)

    card.setMinimumWidth(370)
    dock = QDockWidget(translate("MainWindow", "Profile"), window)
    dock.setObjectName("profile_dock")
    dock.setFeatures(
        QDockWidget.DockWidgetFeature.DockWidgetMovable
        | QDockWidget.DockWidgetFeature.DockWidgetFloatable
    )
    dock.setWidget(card)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)

    central = QWidget(window)
    layout = QVBoxLayout(central)
    layout.setContentsMargins(6, 6, 6, 6)
    layout.addWidget(top)
    layout.addWidget(main, 1)
    window.setCentralWidget(central)
    window.statusBar()
    return main, dock
