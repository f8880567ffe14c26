"""Your place kept (issue 27): the last list and the window's layout across starts."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QDockWidget, QSplitter

from listbuilder.core import ArmyList
from listbuilder.data.lists import save_army
from listbuilder.data.settings import Settings, load_settings, save_settings
from listbuilder.gui import app as gui_app
from listbuilder.gui.main_window import MainWindow
from listbuilder.gui.place import Reopened, capture_place
from listbuilder.paths import user_dirs
from tests.helpers import fusilier, with_trooper

PANO = 101


def splitter_sizes(window: MainWindow) -> dict[str, list[int]]:
    return {
        s.objectName(): s.sizes()
        for s in window.findChildren(QSplitter)
        if s.objectName()
    }


def in_front(window: MainWindow) -> list[str]:
    return sorted(
        d.objectName()
        for d in window.findChildren(QDockWidget)
        if not d.isHidden() and not d.visibleRegion().isEmpty()
    )


def open_window(qtbot, catalog, n5, settings: Settings) -> MainWindow:
    """A window as ``gui_app.main`` builds it: the kept place, then shown."""
    window = MainWindow(catalog, [n5], settings, user_dirs())
    qtbot.addWidget(window)
    window.place.restore(lambda name: gui_app._open_dock(window, name))
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.mark.parametrize("front", ["profile_dock", "dice_dock"])
def test_the_dice_calculator_and_the_tab_in_front_are_kept(
    qtbot, catalog, n5, user_home, front
):
    first = open_window(qtbot, catalog, n5, Settings(last_army=PANO))
    first.dice.show(True)
    first.findChild(QDockWidget, front).raise_()
    QApplication.processEvents()
    assert in_front(first) == [front]
    first.close()  # a clean exit keeps the place

    kept = load_settings(user_dirs())
    assert kept.place is not None
    assert set(kept.place.open_docks) == {"profile_dock", "dice_dock"}
    assert kept.place.raised_docks == (front,)
    assert set(kept.place.splitters) == {
        "main_splitter",
        "left_splitter",
        "centre_splitter",
    }
    second = open_window(qtbot, catalog, n5, kept)
    assert second.dice.dock is not None  # created again, tabbed with the card
    assert second.tabifiedDockWidgets(second.profile_dock) == [second.dice.dock]
    assert in_front(second) == [front]


def test_a_closed_dice_calculator_stays_closed(qtbot, catalog, n5, user_home):
    first = open_window(qtbot, catalog, n5, Settings(last_army=PANO))
    first.dice.show(True)
    first.dice.show(False)
    assert capture_place(first).open_docks == ("profile_dock",)
    first.close()
    second = open_window(qtbot, catalog, n5, load_settings(user_dirs()))
    assert second.dice.dock is None


def test_a_layout_qt_cannot_read_leaves_the_default(qtbot, catalog, n5, user_home):
    default = open_window(qtbot, catalog, n5, Settings(last_army=PANO))
    place = capture_place(default).replace(
        geometry="bm90IGEgZ2VvbWV0cnk=", state="bm90IGEgc3RhdGU=", splitters={}
    )
    window = open_window(qtbot, catalog, n5, Settings(last_army=PANO, place=place))
    assert in_front(window) == ["profile_dock"]
    assert window.size() == default.size()


# -- the last list, through the app's entry point ----------------------------------


@pytest.fixture
def started(qtbot, monkeypatch, catalog):
    """Run ``gui_app.main([])``: the windows it built and the new-list dialogs."""
    seen: dict[str, list] = {"windows": [], "asked": []}
    real = gui_app.create_main_window

    def create(path=None, **kwargs):
        window = real(path, **kwargs)
        qtbot.addWidget(window)
        seen["windows"].append(window)
        return window

    monkeypatch.setattr(gui_app, "create_main_window", create)
    monkeypatch.setattr(
        "listbuilder.gui.files.new_list_dialog.ask_new_list",
        lambda *a: seen["asked"].append(a) or None,
    )

    def run(self):
        for _ in range(5):  # the timers of the first turns of the event loop
            qtbot.wait(20)
        return 0

    monkeypatch.setattr(QApplication, "exec", run)
    return seen


@pytest.fixture
def saved_list(user_home):
    path = user_dirs().lists / "fusiliers.lbl.json"
    path.parent.mkdir(parents=True)
    army = with_trooper(ArmyList(army_id=PANO, name="Kept"), 0, fusilier(10))
    save_army(army, path)
    return path, army


def test_the_last_list_opens_again(started, saved_list):
    path, army = saved_list
    save_settings(Settings(last_army=PANO, last_list=str(path)), user_dirs())
    assert gui_app.main([]) == 0
    [window] = started["windows"]
    assert window.document.path == path
    assert window.document.army_list == army
    assert not window.document.is_modified
    assert started["asked"] == []  # no new-list dialog


def test_the_list_open_at_exit_is_the_next_last_list(qtbot, catalog, n5, saved_list):
    path, _ = saved_list
    window = MainWindow(catalog, [n5], Settings(last_army=PANO), user_dirs())
    qtbot.addWidget(window)
    window.files.open_path(path)
    # kept as soon as it opens: a crash still reopens it (and offers the autosave)
    assert load_settings(user_dirs()).last_list == str(path)
    window.document.reset(ArmyList(army_id=PANO))  # a new, untitled list
    window.close()
    assert load_settings(user_dirs()).last_list is None


def test_first_launch_opens_the_new_list_dialog(started, user_home):
    assert not (user_home / "config").exists()
    assert gui_app.main([]) == 0
    assert len(started["asked"]) == 1


def test_a_corrupt_settings_file_starts_as_a_first_launch(started, user_home):
    config = user_dirs().config
    config.mkdir(parents=True)
    (config / "settings.json").write_bytes(b'{"place": {"state": ')
    assert gui_app.main([]) == 0
    [window] = started["windows"]
    assert len(started["asked"]) == 1
    assert window.isVisible()


def test_a_last_list_deleted_starts_as_a_first_launch(started, saved_list):
    path, _ = saved_list
    recent = (str(path), "/elsewhere/other.lbl.json")
    save_settings(
        Settings(last_army=PANO, last_list=str(path), recent_files=recent),
        user_dirs(),
    )
    path.unlink()
    assert gui_app.main([]) == 0
    [window] = started["windows"]
    assert len(started["asked"]) == 1  # the new-list dialog
    message = window.statusBar().currentMessage()
    assert "The last list" in message
    assert str(path) in message
    assert window.document.path is None
    kept = load_settings(user_dirs())  # nothing lost
    assert kept.recent_files == recent
    assert kept.last_list == str(path)


def test_reopen_says_what_it_found(qtbot, catalog, n5, saved_list):
    path, _ = saved_list
    opened: list = []
    window = MainWindow(catalog, [n5], Settings(), user_dirs())
    qtbot.addWidget(window)
    assert window.place.reopen_last_list(opened.append) is Reopened.NOTHING
    window.user.store(window.settings.replace(last_list=str(path)))
    assert window.place.reopen_last_list(lambda p: False) is Reopened.FAILED
    assert window.place.reopen_last_list(lambda p: opened.append(p) or True) is (
        Reopened.OPENED
    )
    assert opened == [path]
