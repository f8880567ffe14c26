"""What the editor's tests share: a list of two Fusilier groups, a shown window."""

from __future__ import annotations

import pytest

from listbuilder.core import ArmyList, TrooperEntry
from listbuilder.data.settings import Settings
from listbuilder.gui.main_window import MainWindow
from listbuilder.paths import user_dirs
from tests.helpers import with_trooper

PANO = 101


def fusilier(option_id: int, uid: str) -> TrooperEntry:
    """A Fusilier of option ``option_id`` (1 rifle, 2 HMG, 10 Lieutenant)."""
    return TrooperEntry(uid=uid, unit_id=1, profile_group_id=1, option_id=option_id)


@pytest.fixture
def two_groups() -> ArmyList:
    """Group 1: Fusilier Lieutenant + HMG; group 2: a plain Fusilier."""
    army = ArmyList(army_id=PANO, name="Test")
    army = with_trooper(army, 0, fusilier(10, "lt"))
    army = with_trooper(army, 0, fusilier(2, "hmg"))
    return with_trooper(army, 1, fusilier(1, "rifle"))


@pytest.fixture
def window(qtbot, catalog, n5, n2, user_home) -> MainWindow:
    """A main window on an empty PanOceania list, shown at 1280 x 800."""
    win = MainWindow(catalog, [n5, n2], Settings(), user_dirs(), ArmyList(army_id=PANO))
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    return win
