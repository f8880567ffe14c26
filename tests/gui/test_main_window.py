"""The list editor driven as a player would, offscreen, on the bundled profiles."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from listbuilder import cli
from listbuilder.core import ArmyList
from listbuilder.core.lists import edits
from listbuilder.data.lists import SUFFIX, load_army
from listbuilder.data.settings import Settings, load_settings
from listbuilder.gui import app as gui_app
from listbuilder.gui.dialogs.about_dialog import about_text
from listbuilder.gui.editor.order_pool_model import OrderPoolTableModel
from listbuilder.gui.editor.roster_tree_model import ArmyTreeModel
from listbuilder.gui.i18n import install_language
from listbuilder.gui.main_window import MainWindow
from listbuilder.paths import user_dirs
from tests.helpers import with_trooper, without_records

PANO = 101
FUSILIERS = 1
LT, RIFLE, HMG = 10, 1, 2
SWISS_GUARD = 9
VALUE = OrderPoolTableModel.ValueRole
Button = QMessageBox.StandardButton


class Questions:
    """Stands in for QMessageBox.question: records each text, gives ``answer``."""

    def __init__(self) -> None:
        self.asked: list[str] = []
        self.answer = Button.Discard

    def __call__(self, parent, title, text, *args, **kwargs):
        self.asked.append(text)
        return self.answer


@pytest.fixture
def questions(monkeypatch):
    # pytest-qt closes the window after the test, before fixtures are torn down:
    # a list left modified is then discarded instead of blocking on a dialog.
    fake = Questions()
    monkeypatch.setattr(QMessageBox, "question", fake)
    return fake


@pytest.fixture
def window(qtbot, catalog, n5, n2, user_home, questions):
    win = MainWindow(
        catalog, [n5, n2], Settings(), user_dirs(), ArmyList(army_id=PANO, name="Test")
    )
    qtbot.addWidget(win)
    return win


@pytest.fixture
def critical(monkeypatch):
    shown: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "critical", lambda parent, title, text, *a: shown.append(text)
    )
    return shown


def labels(win: MainWindow) -> tuple[str, str, str, str, str]:
    bar = win.summary_bar
    return (
        bar.points_label.text(),
        bar.swc_label.text(),
        bar.troopers_label.text(),
        bar.lieutenant_label.text(),
        bar.legality_label.text(),
    )


def pool(win: MainWindow, row: int, column: int) -> int:
    model = win.order_pool_panel.model
    return model.data(model.index(row, column), VALUE)


def add_through_ui(qtbot, win: MainWindow, search: str, unit_id: int, option_id: int):
    """Search the unit browser, pick the option and press Add."""
    win.catalog_panel.search_edit.clear()
    qtbot.keyClicks(win.catalog_panel.search_edit, search)
    assert win.catalog_panel.select_unit(unit_id)
    profile_group_id = next(
        g
        for g, o in win.catalog.army(PANO).unit(unit_id).purchasable()
        if o.id == option_id
    )
    assert win.options_panel.select_option(profile_group_id, option_id)
    with qtbot.waitSignal(win.document.state_changed):
        qtbot.mouseClick(win.options_panel.add_button, Qt.MouseButton.LeftButton)
    return win.selected_uids()[0]


def group_uids(win: MainWindow, index: int) -> list[str]:
    return [t.uid for t in win.document.army_list.groups[index].troopers]


# -- adding, counters, order pools --


def test_empty_list_shows_zero_totals_and_no_lieutenant(window):
    assert labels(window) == (
        "Points 0/300",
        "SWC 0/6",
        "Troopers 0/15",
        "Lieutenant: none",
        "Illegal (1 problem)",
    )
    assert window.violation_panel.model.rowCount() == 1


def test_adding_a_fusilier_lieutenant_updates_counters_and_pool(qtbot, window):
    uid = add_through_ui(qtbot, window, "fusil", FUSILIERS, LT)
    assert labels(window) == (
        "Points 10/300",
        "SWC 0/6",
        "Troopers 1/15",
        "Lieutenant: Fusiliers",
        "Legal",
    )
    assert pool(window, 0, OrderPoolTableModel.COL_POOL) == 1
    assert pool(window, 0, OrderPoolTableModel.COL_LIEUTENANT) == 1
    assert window.violation_panel.model.rowCount() == 0
    assert window.selected_uids() == [uid]
    assert window.profile_card.title_label.text() == "Fusiliers (Lieutenant)"
    assert window.isWindowModified()


def test_adding_an_hmg_to_a_new_group_adds_a_pool_row(qtbot, window):
    add_through_ui(qtbot, window, "fusil", FUSILIERS, LT)
    combo = window.options_panel.group_combo
    combo.setCurrentIndex(combo.count() - 1)  # "New combat group"
    add_through_ui(qtbot, window, "fusil", FUSILIERS, HMG)
    assert labels(window)[:3] == ("Points 28/300", "SWC 1/6", "Troopers 2/15")
    assert window.order_pool_panel.model.rowCount() == 2
    assert pool(window, 1, OrderPoolTableModel.COL_POOL) == 1
    assert pool(window, 0, OrderPoolTableModel.COL_POOL) == 1
    tree = window.roster_panel.model
    assert tree.rowCount() == 2
    assert tree.data(tree.index(1, 0)) == "Combat Group 2 (1 trooper)"


def test_unit_browser_filters_by_type_and_search(qtbot, window):
    panel = window.catalog_panel
    qtbot.keyClicks(panel.search_edit, "swiss")
    assert panel.visible_units() == ["Swiss Guard"]
    panel.search_edit.clear()
    panel.type_combo.setCurrentIndex(panel.type_combo.findData("TAG"))
    visible = panel.visible_units()
    assert visible
    assert "Fusiliers" not in visible
    assert all(
        u.unit_type == "TAG"
        for u in window.catalog.army(PANO).units
        if u.isc in visible
    )


def test_options_panel_shows_points_swc_and_resolved_names(qtbot, window):
    window.catalog_panel.select_unit(SWISS_GUARD)
    panel = window.options_panel
    assert panel.model.rowCount() > 0
    panel.option_view.selectRow(0)
    summary = panel.selected_option()
    assert f"{summary.points} pts" in panel.items_label.text()
    assert "Weapons:" in panel.items_label.text()
    # the preview card shows the option before it is bought
    assert window.profile_card.title_label.text().startswith("Swiss Guard")


# -- move, drag and drop, undo/redo, remove, duplicate -----------------------------


@pytest.fixture
def two_troopers(qtbot, window):
    lt = window.add_option(FUSILIERS, 1, LT, 0)
    rifle = window.add_option(FUSILIERS, 1, RIFLE, 0)
    window.document.apply(edits.add_combat_group)
    return lt, rifle


def test_move_to_group_two_moves_its_orders_and_undo_redo(window, two_troopers):
    lt, rifle = two_troopers
    assert pool(window, 0, OrderPoolTableModel.COL_POOL) == 2
    window.roster_panel.select_uids([rifle])
    window.lists.move_selected_to_group(1)
    assert group_uids(window, 1) == [rifle]
    assert pool(window, 0, OrderPoolTableModel.COL_POOL) == 1
    assert pool(window, 1, OrderPoolTableModel.COL_POOL) == 1
    assert window.selected_uids() == [rifle]
    window.undo_action.trigger()
    assert group_uids(window, 0) == [lt, rifle]
    assert pool(window, 1, OrderPoolTableModel.COL_POOL) == 0
    window.redo_action.trigger()
    assert group_uids(window, 1) == [rifle]
    assert pool(window, 1, OrderPoolTableModel.COL_POOL) == 1


def test_move_menu_lists_groups_and_moves(window, two_troopers):
    lt, _ = two_troopers
    window.roster_panel.select_uids([lt])
    window.move_menu.aboutToShow.emit()
    actions = [a for a in window.move_menu.actions() if not a.isSeparator()]
    assert [a.text() for a in actions] == [
        "Combat Group 1",
        "Combat Group 2",
        "New combat group",
    ]
    assert not actions[0].isEnabled()  # already there
    actions[2].trigger()
    assert len(window.document.army_list.groups) == 3
    assert group_uids(window, 2) == [lt]


def test_drag_and_drop_moves_a_trooper_to_group_two(window, two_troopers):
    lt, rifle = two_troopers
    model: ArmyTreeModel = window.roster_panel.model
    mime = model.mimeData([model.index_of_uid(lt)])
    window.roster_panel.select_uids([lt])
    assert model.canDropMimeData(
        mime, Qt.DropAction.MoveAction, -1, 0, model.group_index(1)
    )
    model.dropMimeData(mime, Qt.DropAction.MoveAction, -1, 0, model.group_index(1))
    assert group_uids(window, 0) == [rifle]
    assert group_uids(window, 1) == [lt]
    assert pool(window, 1, OrderPoolTableModel.COL_LIEUTENANT) == 1
    assert pool(window, 0, OrderPoolTableModel.COL_LIEUTENANT) == 0
    assert window.selected_uids() == [lt]  # selection follows the moved trooper
    window.undo_action.trigger()
    assert group_uids(window, 0) == [lt, rifle]


def test_remove_and_undo(window, two_troopers):
    lt, rifle = two_troopers
    window.roster_panel.select_uids([lt])
    assert window.remove_action.isEnabled()
    window.remove_action.trigger()
    assert group_uids(window, 0) == [rifle]
    assert labels(window)[3] == "Lieutenant: none"
    assert labels(window)[4] == "Illegal (1 problem)"
    window.undo_action.trigger()
    assert group_uids(window, 0) == [lt, rifle]
    assert labels(window)[3] == "Lieutenant: Fusiliers"


def test_duplicate_selects_the_copy_and_undo_removes_it(window, two_troopers):
    _, rifle = two_troopers
    window.roster_panel.select_uids([rifle])
    window.duplicate_action.trigger()
    uids = group_uids(window, 0)
    assert len(uids) == 3
    assert window.selected_uids() == [uids[2]]
    assert labels(window)[:3] == ("Points 30/300", "SWC 0/6", "Troopers 3/15")
    window.undo_action.trigger()
    assert labels(window)[0] == "Points 20/300"


def test_actions_need_a_selection(window, two_troopers):
    window.roster_panel.select_uids([])
    assert not window.remove_action.isEnabled()
    assert not window.duplicate_action.isEnabled()


def test_clicking_a_violation_selects_its_troopers(qtbot, window, two_troopers):
    lt, _ = two_troopers
    lt2 = window.add_option(FUSILIERS, 1, LT, 1)
    view = window.violation_panel.list_view
    model = window.violation_panel.model
    row = next(
        r
        for r in range(model.rowCount())
        if model.violation(r).code == "lieutenant.multiple"
    )
    window.roster_panel.select_uids([])
    rect = view.visualRect(model.index(row))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert set(window.selected_uids()) == {lt, lt2}


# -- save, open, corrupt files, unsaved changes --


def test_save_and_reopen_round_trip(qtbot, monkeypatch, window, two_troopers, tmp_path):
    target = tmp_path / "saved"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "")
    )
    window.save_action.trigger()
    path = tmp_path / f"saved{SUFFIX}"
    assert path.is_file()
    assert window.document.path == path
    assert not window.isWindowModified()
    saved = load_army(path)
    assert saved.groups[0].troopers[0].saved.isc == "Fusiliers"
    assert without_records(saved) == window.document.army_list
    assert load_settings(window.dirs).recent_files[0] == str(path)

    other = MainWindow(
        window.catalog, window.rulesets, Settings(), window.dirs, ArmyList(army_id=201)
    )
    qtbot.addWidget(other)
    assert other.files.open_path(path)
    assert other.document.army_list == window.document.army_list
    assert labels(other) == labels(window)
    assert not other.document.is_modified


def test_save_as_defaults_to_the_user_lists_folder(monkeypatch, window, user_home):
    seen = {}

    def dialog(parent, caption, directory, filters):
        seen["dir"] = directory
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    assert not window.files.save_as()
    assert Path(seen["dir"]).parent == user_dirs().lists
    assert Path(seen["dir"]).name == f"panoceania-300-test{SUFFIX}"


@pytest.mark.parametrize(
    "content",
    [b"{not json", b'{"app": "other", "schema_version": 1}', b"\xff\xfe\x00"],
    ids=["not-json", "foreign", "binary"],
)
def test_corrupt_file_shows_an_error_and_changes_nothing(
    window, two_troopers, tmp_path, critical, questions, content
):
    path = tmp_path / f"bad{SUFFIX}"
    path.write_bytes(content)
    window.document.undo_stack.setClean()  # nothing to ask about
    before = window.document.army_list
    assert not window.files.open_path(path)
    assert len(critical) == 1
    assert str(path) in critical[0]
    assert path.read_bytes() == content
    assert questions.asked == []
    assert window.document.army_list == before
    assert window.document.path is None


def test_unsaved_changes_cancel_keeps_the_list(
    window, two_troopers, questions, tmp_path
):
    questions.answer = Button.Cancel
    before = window.document.army_list
    assert not window.close()
    assert len(questions.asked) == 1
    assert "“Test” has unsaved changes" in questions.asked[0]
    assert not window.files.new_list()
    assert window.document.army_list == before
    other = tmp_path / f"other{SUFFIX}"
    assert not window.files.open_path(other)
    assert window.document.army_list == before


def test_unsaved_changes_discard_opens_the_other_list(
    window, two_troopers, questions, tmp_path
):
    other = ArmyList(army_id=PANO, name="Other")
    path = tmp_path / f"other{SUFFIX}"
    from listbuilder.data.lists import save_army

    save_army(other, path)
    questions.answer = Button.Discard
    assert window.files.open_path(path)
    assert len(questions.asked) == 1
    assert window.document.army_list == other


def test_unsaved_changes_save_writes_before_new_list(
    monkeypatch, window, two_troopers, questions, tmp_path
):
    target = tmp_path / f"kept{SUFFIX}"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "")
    )
    questions.answer = Button.Save
    fresh = ArmyList(army_id=201, points_limit=200)
    monkeypatch.setattr(
        "listbuilder.gui.files.new_list_dialog.ask_new_list", lambda *a: fresh
    )
    kept = window.document.army_list
    assert window.files.new_list()
    assert without_records(load_army(target)) == kept
    assert window.document.army_list == fresh
    assert window.catalog_panel.model.rowCount() > 0
    assert window.settings.last_army == 201
    assert labels(window)[0] == "Points 0/200"


def test_clean_list_closes_without_asking(window, questions):
    assert window.close()
    assert questions.asked == []


def test_saving_clears_the_modified_mark_and_undo_restores_it(
    monkeypatch, window, two_troopers, tmp_path
):
    path = tmp_path / f"x{SUFFIX}"
    window.document.save(path)
    assert not window.isWindowModified()
    window.undo_action.trigger()
    assert window.isWindowModified()


# -- integration with the other engineers' modules -----------------------------------


@pytest.mark.skipif(
    importlib.util.find_spec("listbuilder.gui.files.import_code_dialog") is None,
    reason="army-code dialog not built yet",
)
def test_import_army_code_opens_an_unsaved_list(monkeypatch, window, questions):
    from listbuilder.gui.files import import_code_dialog

    imported = with_trooper(ArmyList(army_id=PANO, name="Imported"), 0, _entry(LT))
    monkeypatch.setattr(import_code_dialog, "import_army_code", lambda *a: imported)
    window.import_code_action.trigger()
    assert window.document.army_list == imported
    assert window.document.is_modified
    assert window.document.path is None
    assert questions.asked == []


def _entry(option_id):
    from listbuilder.core import TrooperEntry

    return TrooperEntry(unit_id=FUSILIERS, profile_group_id=1, option_id=option_id)


def test_about_credits_corvus_belli():
    assert "Corvus Belli" in about_text()


def test_about_names_the_data_version(catalog):
    assert (
        "<p>Profile data: bundled data, version 7.2669.194 (10 Mar 2026).</p>"
    ) in about_text(catalog)


def test_help_about_shows_the_box_with_the_data_version(window, monkeypatch):
    shown = []
    monkeypatch.setattr(
        QMessageBox, "about", lambda parent, title, text: shown.append((parent, text))
    )
    window.about_action.trigger()
    [(parent, text)] = shown
    assert parent is window
    assert text == about_text(window.catalog)
    assert "Profile data: bundled data" in text


# -- the app entry point --


def test_create_main_window_opens_a_file(qtbot, user_home, tmp_path, two_list_file):
    win = gui_app.create_main_window(two_list_file)
    qtbot.addWidget(win)
    assert win.document.path == two_list_file
    assert win.document.army_list == load_army(two_list_file)


@pytest.fixture
def two_list_file(tmp_path):
    from listbuilder.data.lists import save_army

    army = with_trooper(ArmyList(army_id=PANO, name="File"), 0, _entry(LT))
    path = tmp_path / f"file{SUFFIX}"
    save_army(army, path)
    return path


@pytest.fixture
def built(qtbot, monkeypatch) -> list[MainWindow]:
    """The windows ``gui_app.main`` builds; its event loop returns at once."""
    windows: list[MainWindow] = []
    real = gui_app.create_main_window

    def create(path=None, **kwargs):
        win = real(path, **kwargs)
        qtbot.addWidget(win)
        windows.append(win)
        return win

    monkeypatch.setattr(gui_app, "create_main_window", create)
    monkeypatch.setattr(QApplication, "exec", lambda *a: 0)
    return windows


def test_main_with_a_file_runs_the_event_loop(built, user_home, two_list_file):
    assert gui_app.main([str(two_list_file)]) == 0
    assert built[0].document.path == two_list_file
    assert built[0].isVisible()


def test_main_opens_the_app_in_the_language_asked_for(built, user_home, two_list_file):
    # ``listbuilder --lang ja FILE``: this session in Japanese, whatever the
    # settings say (they are not changed)
    try:
        assert cli.main(["--lang", "ja", str(two_list_file)]) == 0
        [win] = built
        menus = [a.text() for a in win.menuBar().actions()]
        assert menus[0] == "ファイル(&F)"
        assert win.document.path == two_list_file
        assert load_settings(win.dirs).language == ""
    finally:
        install_language("en")  # the GUI tests run in English


@pytest.mark.parametrize(
    ("args", "opens"),
    [
        ([], ("", [])),
        (["--lang", "ko"], ("ko", [])),
        (["list.lbl.json", "--lang=ja"], ("ja", ["list.lbl.json"])),
        (["--lang", "ko", "validate", "x"], None),  # a command in Korean
        (["validate", "--lang", "ko", "x"], None),
        (["--lang", "xx"], None),  # the command parser reports it
        (["-h"], None),
    ],
)
def test_which_arguments_open_the_app(args, opens):
    assert cli._app_args(*cli._lang_and_rest(args)) == opens


def test_main_rejects_two_files(capsys):
    assert gui_app.main(["a", "b"]) == 2
    assert "usage" in capsys.readouterr().err


def test_profile_card_shows_mov_in_both_units_and_ranges_in_the_chosen_one(
    window, two_troopers
):
    lt, _ = two_troopers
    window.roster_panel.select_uids([lt])
    card = window.profile_card
    assert card.attribute_table.text(0, 0) == '4-4"\n10-10 cm'
    headers = [
        card.attribute_table.header_text(c)
        for c in range(card.attribute_table.columnCount())
    ]
    assert headers == ["MOV", "CC", "BS", "PH", "WIP", "ARM", "BTS", "W", "S", "AVA"]
    assert card.weapon_table.text(0, 5) == '0-16" +3\n16-32" -3\n32-48" -6'
    window.units_action.trigger()
    assert card.weapon_table.text(0, 5) == ("0-40 cm +3\n40-80 cm -3\n80-120 cm -6")
    assert load_settings(window.dirs).units == "cm"


#: Modules the first window does not need: each is read when its feature is
#: first used (a dialog, the PDF export, the data update, the dice engine, a
#: subcommand), so none adds to start-up.
ON_DEMAND = (
    "listbuilder.gui.dialogs.",
    "listbuilder.gui.files.new_list_dialog",
    "listbuilder.gui.files.export_dialog",
    "listbuilder.gui.files.import_code_dialog",
    "listbuilder.gui.profile_data.update_dialog",
    "listbuilder.commands.",
    "listbuilder.export.pdf",
    "listbuilder.export.options",
    "listbuilder.data.update",
    "listbuilder.data.profile_fetch",
    "listbuilder.data.download",
    "listbuilder.core.dice.",
    "listbuilder.gui.dice.panel",
    "listbuilder.gui.dice.results",
    "listbuilder.gui.dice.trooper_picker",
    "listbuilder.gui.dice.unit_menus",
    "listbuilder.gui.dice.weapon_menus",
    "listbuilder.gui.dice.wheel_guard",
    "listbuilder.gui.dice.wound_chart",
    "listbuilder.gui.present.dice_figures",
    "listbuilder.gui.library.folders",
    "listbuilder.gui.library.operations",
    "listbuilder.gui.library.panel",
    "listbuilder.gui.library.panel_actions",
    "listbuilder.gui.library.scanner",
    "listbuilder.gui.library.table_model",
    "listbuilder.gui.library.trash_dialog",
    "listbuilder.gui.library.views",
    "listbuilder.gui.library.window",
    "reportlab",
    "httpx",
    "babel",
)


def test_start_up_reads_only_what_the_first_window_shows(tmp_path):
    code = (
        "import sys\n"
        "import listbuilder.cli\n"
        "from listbuilder.gui.app import application, create_main_window\n"
        "app = application()\n"
        "window = create_main_window()\n"
        "window.show()\n"
        "app.processEvents()\n"
        "assert window.catalog_panel.model.rowCount() > 50\n"
        f"on_demand = {ON_DEMAND!r}\n"
        "read = sorted(m for m in sys.modules if m.startswith(on_demand))\n"
        "print(read)\n"
        "sys.exit(1 if read else 0)\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env["LISTBUILDER_HOME"] = str(tmp_path / "home")
    result = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_ctrl_y_redoes_and_the_tips_name_the_keys(qtbot, window, two_troopers):
    lt, rifle = two_troopers
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    window.roster_panel.select_uids([rifle])
    window.lists.remove_selected()
    tree = window.roster_panel.tree_view
    tree.setFocus()
    qtbot.keyClick(tree, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert group_uids(window, 0) == [lt, rifle]
    qtbot.keyClick(tree, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert group_uids(window, 0) == [lt]
    assert window.undo_action.toolTip() == "Undo Remove Fusiliers (Ctrl+Z)"
    # the platform's Redo comes first (Ctrl+Shift+Z under X11, Ctrl+Y offscreen)
    tip = window.redo_action.toolTip()
    assert tip.startswith("Redo (")
    assert tip.count("Ctrl+Y") == 1


def test_double_click_and_enter_on_a_unit_add_it_with_the_chosen_option(qtbot, window):
    window.show()
    qtbot.waitExposed(window)
    panel = window.catalog_panel
    qtbot.keyClicks(panel.search_edit, "fusilier")
    assert panel.select_unit(FUSILIERS)
    view = panel.unit_view
    index = view.currentIndex()
    rect = view.visualRect(index)
    # the options panel shows the unit; the player picks the HMG there first
    fusilier_group = next(
        g
        for g, o in window.catalog.army(PANO).unit(FUSILIERS).purchasable()
        if o.id == HMG
    )
    assert window.options_panel.select_option(fusilier_group, HMG)
    with qtbot.waitSignal(window.document.state_changed):
        # a double-click as the platform delivers it: press, release, double
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    first = window.document.army_list.groups[0].troopers
    assert [(t.unit_id, t.option_id) for t in first] == [(FUSILIERS, HMG)]
    assert window.selected_uids() == [first[0].uid]
    view.setFocus()
    view.setCurrentIndex(index)
    with qtbot.waitSignal(window.document.state_changed):
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert len(window.document.army_list.groups[0].troopers) == 2
    window.undo_action.trigger()
    assert len(window.document.army_list.groups[0].troopers) == 1


def test_roster_elides_in_the_middle_and_the_tooltip_holds_the_whole_loadout(
    window, two_troopers
):
    view = window.roster_panel.tree_view
    assert view.textElideMode() == Qt.TextElideMode.ElideMiddle
    model = window.roster_panel.model
    lt = model.index_of_uid(two_troopers[0])
    option = model.data(lt.siblingAtColumn(model.COL_OPTION))
    assert option in model.data(lt, Qt.ItemDataRole.ToolTipRole)
