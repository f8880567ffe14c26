"""The editing flow a player expects (issue 12), driven with keys and clicks."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QMessageBox, QStyle, QStyleOptionComboBox

from listbuilder.core import ArmyList, TrooperEntry
from listbuilder.core.lists import edits
from listbuilder.gui import app as gui_app
from listbuilder.gui.editor.order_pool_model import OrderPoolTableModel
from listbuilder.gui.editor.roster_tree_model import ArmyTreeModel
from listbuilder.gui.main_window import MainWindow
from listbuilder.gui.models.drag_payloads import decode_option
from listbuilder.paths import user_dirs

PANO, FUSILIERS, TEUTONIC, BOLTS = 101, 1, 30, 4
Button = QMessageBox.StandardButton


def units_shown(win) -> list[str]:
    return win.catalog_panel.visible_units()


def test_keyboard_only_search_walk_in_and_add(qtbot, window):
    window.registry["find_action"].trigger()  # Ctrl+F
    search = window.catalog_panel.search_edit
    assert search.hasFocus()
    qtbot.keyClicks(search, "teutonic")
    assert units_shown(window) == ["Teutonic Knights"]
    qtbot.keyClick(search, Qt.Key.Key_Down)
    view = window.catalog_panel.unit_view
    assert view.hasFocus()
    assert window.catalog_panel.selected_unit().id == TEUTONIC
    qtbot.keyClick(view, Qt.Key.Key_Return)  # adds it, as a double-click does
    troopers = window.document.army_list.groups[0].troopers
    assert [t.unit_id for t in troopers] == [TEUTONIC]
    options = window.options_panel.option_view
    options.setFocus()  # Tab from the browser
    qtbot.keyClick(options, Qt.Key.Key_Down)  # the first option
    assert window.options_panel.selected_option() is not None
    qtbot.keyClick(options, Qt.Key.Key_Return)  # adds the selected option
    troopers = window.document.army_list.groups[0].troopers
    assert [t.unit_id for t in troopers] == [TEUTONIC, TEUTONIC]


def test_the_ctrl_f_shortcut_is_bound(window):
    action = window.registry["find_action"]
    assert action.shortcut().matches(Qt.Modifier.CTRL | Qt.Key.Key_F)


def test_units_show_ava_use_and_over_ava_asks(qtbot, window, monkeypatch):
    asked = []

    def answer(parent, title, text, *args):
        asked.append(text)
        return answer.button

    answer.button = Button.No
    monkeypatch.setattr(QMessageBox, "question", answer)
    model = window.catalog_panel.model
    row = next(
        r
        for r in range(model.rowCount())
        if model.index(r, 0).data() == "Teutonic Knights"
    )
    ava = model.index(row, model.COL_AVA)
    assert ava.data() == "0/2"
    window.catalog_panel.select_unit(TEUTONIC)
    window.options_panel.option_view.selectRow(0)
    add = window.options_panel.add_button
    qtbot.mouseClick(add, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(add, Qt.MouseButton.LeftButton)
    assert ava.data() == "2/2"
    assert model.index(row, 0).data(Qt.ItemDataRole.ForegroundRole) is not None
    assert "in the list 2/2 · at AVA" in window.options_panel.detail_label.text()
    qtbot.mouseClick(add, Qt.MouseButton.LeftButton)  # over AVA: No
    assert "Teutonic Knights is at its AVA" in asked[-1]
    assert len(window.document.army_list.groups[0].troopers) == 2
    answer.button = Button.Yes
    qtbot.mouseClick(add, Qt.MouseButton.LeftButton)
    assert len(window.document.army_list.groups[0].troopers) == 3
    assert "A5" in {v.rule for v in window.document.report.violations}


def test_replace_selected_keeps_place_and_is_one_undo_step(qtbot, window):
    lt = window.add_option(FUSILIERS, 1, 10)
    placeholder = TrooperEntry(
        uid="gone", unit_id=9999, profile_group_id=1, option_id=1
    )
    lst = window.document.army_list
    troopers = (*lst.groups[0].troopers, placeholder)
    window.document.reset(
        lst.replace(groups=(lst.groups[0].replace(troopers=troopers),))
    )
    window.roster_panel.select_uids(["gone"])
    window.catalog_panel.select_unit(BOLTS)
    window.options_panel.option_view.selectRow(0)
    replace = window.options_panel.replace_button
    assert replace.isEnabled()
    steps = window.document.undo_stack.count()
    qtbot.mouseClick(replace, Qt.MouseButton.LeftButton)
    entries = window.document.army_list.groups[0].troopers
    assert [t.uid for t in entries] == [lt, "gone"]
    assert entries[1].unit_id == BOLTS
    assert window.document.resolved("gone").is_resolved
    assert window.document.undo_stack.count() == steps + 1
    window.undo_action.trigger()
    assert window.document.army_list.trooper("gone").unit_id == 9999


def test_change_option_from_the_context_menu_and_a_double_click(
    qtbot, window, monkeypatch
):
    uid = window.add_option(FUSILIERS, 1, 1)
    window.roster_panel.select_uids([uid])
    menu = window.lists.trooper_menu()
    change = next(a.menu() for a in menu.actions() if a.text() == "Change &option")
    options = change.actions()
    assert sum(a.isChecked() for a in options) == 1
    hmg = next(a for a in options if "Heavy Machine Gun" in a.text())
    hmg.trigger()
    assert window.document.army_list.trooper(uid).option_id == 2
    assert window.document.army_list.groups[0].troopers[0].uid == uid
    shown = []
    monkeypatch.setattr(
        window.editing, "popup_change_menu", lambda u, pos: shown.append(u)
    )
    # the roster panel connected the bound method at start: reconnect to the patch
    window.roster_panel.option_cell_activated.disconnect()
    window.roster_panel.option_cell_activated.connect(window.editing.popup_change_menu)
    view = window.roster_panel.tree_view
    cell = window.roster_panel.model.index_of_uid(uid, ArmyTreeModel.COL_OPTION)
    center = view.visualRect(cell).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=center)
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=center)
    assert shown == [uid]


def test_a_unit_dragged_from_the_browser_drops_at_a_position(window):
    first = window.add_option(FUSILIERS, 1, 1)
    second = window.add_option(FUSILIERS, 1, 1)
    browser = window.catalog_panel.model
    row = next(
        r
        for r in range(browser.rowCount())
        if browser.index(r, 0).data() == "Neoterra Bolts"
    )
    mime = browser.mimeData([browser.index(row, 0)])
    assert decode_option(mime).unit_id == BOLTS
    roster = window.roster_panel.model
    group = roster.group_index(0)
    assert roster.canDropMimeData(mime, Qt.DropAction.CopyAction, 1, 0, group)
    roster.dropMimeData(mime, Qt.DropAction.CopyAction, 1, 0, group)
    troopers = window.document.army_list.groups[0].troopers
    assert [t.uid for t in troopers][0::2] == [first, second]
    assert troopers[1].unit_id == BOLTS


def test_add_to_follows_a_new_group_and_the_clicked_group(qtbot, window):
    window.new_group_action.trigger()
    assert window.options_panel.target_group() == 1
    view = window.roster_panel.tree_view
    first_group = window.roster_panel.model.group_index(0)
    qtbot.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=view.visualRect(first_group).center(),
    )
    assert window.options_panel.target_group() == 0


def test_a_unit_picked_in_the_browser_shows_its_card(window):
    window.catalog_panel.select_unit(TEUTONIC)
    assert "TEUTONIC" in window.profile_card.title_label.text().upper()


def test_held_troopers_and_every_order_they_bring_are_shown(window, catalog):
    # Yuan Yuan (Yu Jing, Airborne Deployment) are Irregular and Impetuous: both
    # orders count in the held figure, not only Regular ones.
    window.document.reset(ArmyList(army_id=201))
    yuan = next(u for u in catalog.army(201).units if u.isc.startswith("Yuan Yuan"))
    profile_group_id, option = yuan.purchasable()[0]
    window.add_option(yuan.id, profile_group_id, option.id)
    pools = window.order_pool_panel.model
    held = pools.index(0, OrderPoolTableModel.COL_HELD)
    assert held.data() == "2"
    assert "Yuan Yuan" in held.data(Qt.ItemDataRole.ToolTipRole)
    assert "impetuous" in held.data(Qt.ItemDataRole.ToolTipRole)


def test_n2_shows_the_retreat_threshold(window):
    window.add_option(FUSILIERS, 1, 10)
    assert window.summary_bar.retreat_label.isHidden()
    window.document.apply(
        edits.set_properties, ruleset="n2", known_rulesets=window.document.rulesets
    )
    label = window.summary_bar.retreat_label
    assert not label.isHidden()
    assert label.text() == "Retreat at 6 of 10 points lost (60%)"


def test_the_dice_calculator_remembers_the_last_opponent(qtbot, window, catalog, n5):
    window.add_option(FUSILIERS, 1, 1)
    window.dice_action.trigger()
    reactive = window.dice.panel.reactive
    assert reactive.select_ids(PANO, TEUTONIC, 1, 1)
    assert window.settings.dice_opponent == (PANO, TEUTONIC, 1, 1, False)
    assert window.dice.panel.active.current_ids()[1] == FUSILIERS  # the list's trooper
    again = MainWindow(
        catalog, [n5], window.settings, user_dirs(), ArmyList(army_id=PANO)
    )
    qtbot.addWidget(again)
    again.dice_action.trigger()
    assert again.dice.panel.reactive.current_ids()[:2] == (PANO, TEUTONIC)


def test_first_launch_opens_the_new_list_dialog(qtbot, monkeypatch, user_home, catalog):
    asked = []
    monkeypatch.setattr(gui_app, "load_catalog", lambda *a, **k: catalog)
    monkeypatch.setattr(
        "listbuilder.gui.files.new_list_dialog.ask_new_list",
        lambda *a: asked.append(a) or None,
    )

    def run(self):
        qtbot.waitUntil(lambda: bool(asked))  # the event loop runs the timer
        return 0

    monkeypatch.setattr(gui_app.QApplication, "exec", run)
    assert gui_app.main([]) == 0
    assert len(asked) == 1


def test_the_group_to_add_to_shows_its_whole_name(window):
    panel = window.options_panel
    army = window.document.army
    assert army is not None
    assert army.reinforcements is not None
    unit = army.reinforcements.units[0]  # a reinforcement unit of PanOceania
    panel.set_groups(["Combat Group 1", "Reinforcement Group 1"], [False, True])
    panel.set_unit(unit, reinforcement=True)
    combo = panel.group_combo
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "Reinforcement Group 1",
        "New reinforcement group",
    ]
    combo.setCurrentIndex(1)  # the longest
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox,
        option,
        QStyle.SubControl.SC_ComboBoxEditField,
        combo,
    )
    # the text is drawn whole, not elided ("Reinforcement Gr…")
    assert field.width() >= combo.fontMetrics().horizontalAdvance(combo.currentText())


def test_an_edit_selects_exactly_its_troopers_even_beside_a_group_row(qtbot, window):
    uid = window.add_option(FUSILIERS, 0, 1)
    panel = window.roster_panel
    view, model = panel.tree_view, panel.model
    # the trooper and its group row selected together (ctrl+click)
    group_row = model.group_index(0)
    flags = QItemSelectionModel.SelectionFlag
    view.selectionModel().select(group_row, flags.Select | flags.Rows)
    assert panel.selected_uids() == [uid]
    window.document.apply(edits.change_option, uid, 1, 2)  # the HMG
    rows = view.selectionModel().selectedRows()
    assert [model.data(i, ArmyTreeModel.UidRole) for i in rows] == [uid]
    assert view.currentIndex().siblingAtColumn(0) == model.index_of_uid(uid)


def test_the_pts_column_fits_its_translated_heading(qtbot, window):
    window.add_option(FUSILIERS, 0, 1)
    assert window.set_language("ko") == "ko"
    try:
        view = window.roster_panel.tree_view
        header = view.header()
        column = ArmyTreeModel.COL_POINTS
        heading = view.model().headerData(column, Qt.Orientation.Horizontal)
        assert heading == "포인트"
        margin = view.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin)
        needed = header.fontMetrics().horizontalAdvance(heading) + 2 * margin
        assert header.sectionSize(column) >= needed
    finally:
        window.set_language("en")


def test_add_to_follows_a_trooper_moved_to_another_group(qtbot, window):
    first = window.add_option(FUSILIERS, 0, 1)
    window.new_group_action.trigger()
    window.roster_panel.select_uids([first])
    window.options_panel.set_target_group(0)
    assert window.options_panel.target_group() == 0
    # moved (as a drop or the Move menu does): the next add goes where it is
    assert window.document.move_troopers([first], 1)
    assert window.selected_uids() == [first]
    assert window.roster_panel.current_group_index() == 1
    assert window.options_panel.target_group() == 1
    window.document.undo_stack.undo()  # back in group 1, and so is Add to
    assert window.options_panel.target_group() == 0
