"""Reinforcements, fireteams, rulesets and paired units, driven as a player would.

Real data: PanOceania (101) and its reinforcement list Code: Capital (199.json),
Military Orders (103) for the HARIS of Teutonic Knights.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from listbuilder.core import ArmyList
from listbuilder.core.lists import edits
from listbuilder.core.lists.army_list import Fireteam
from listbuilder.data.lists import SUFFIX
from listbuilder.data.settings import Settings
from listbuilder.gui import app as gui_app
from listbuilder.gui.editor.roster_tree_model import ArmyTreeModel
from listbuilder.gui.main_window import MainWindow
from listbuilder.gui.models.drag_payloads import encode_uids
from listbuilder.paths import user_dirs

PANO, MO = 101, 103
FUSILIERS, BOLTS, CUTTERS, SCARFACE = 1, 4, 12, 10380
REINF_BOLTS = 1643  # Reinf. Neoterra Bolts in Code: Capital
KNIGHTS = 30  # Teutonic Knights: option 7 is a Lieutenant, option 1 plain
MO_TEAMS = "Military Orders Fireteams"
MOVE = Qt.DropAction.MoveAction


@pytest.fixture
def questions(monkeypatch):
    # pytest-qt closes windows after the test: discard instead of blocking.
    monkeypatch.setattr(
        QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard
    )


def make_window(qtbot, catalog, rulesets, army: ArmyList) -> MainWindow:
    win = MainWindow(catalog, rulesets, Settings(), user_dirs(), army)
    qtbot.addWidget(win)
    return win


@pytest.fixture
def pano(qtbot, catalog, n5, n2, user_home, questions):
    return make_window(qtbot, catalog, [n5, n2], ArmyList(army_id=PANO, name="Pano"))


@pytest.fixture
def orders(qtbot, catalog, n5, n2, user_home, questions):
    return make_window(qtbot, catalog, [n5, n2], ArmyList(army_id=MO, name="MO"))


def combo_texts(combo) -> list[str]:
    return [combo.itemText(i) for i in range(combo.count())]


def menu_entries(menu) -> list[tuple[str, bool]]:
    menu.aboutToShow.emit()
    return [(a.text(), a.isEnabled()) for a in menu.actions() if not a.isSeparator()]


def tree_texts(win: MainWindow, column: int = ArmyTreeModel.COL_NAME) -> list[str]:
    model = win.roster_panel.model
    out = []
    for g in range(model.rowCount()):
        group = model.index(g, 0)
        out.append(model.data(model.index(g, column)) or "")
        out.extend(
            model.data(model.index(t, column, group)) or ""
            for t in range(model.rowCount(group))
        )
    return out


def add_reinforcement_bolt(qtbot, win: MainWindow) -> str:
    """Edit ▸ New reinforcement group, then add a Reinf. Neoterra Bolt to it."""
    win.new_reinforcement_group_action.trigger()
    assert win.catalog_panel.showing_reinforcements
    assert win.catalog_panel.select_unit(REINF_BOLTS)
    assert win.options_panel.select_option(1, 2)
    with qtbot.waitSignal(win.document.state_changed):
        qtbot.mouseClick(win.options_panel.add_button, Qt.MouseButton.LeftButton)
    return win.selected_uids()[0]


# -- A10 reinforcements --


def test_reinforcement_group_takes_reinforcement_units_counted_apart(qtbot, pano):
    assert pano.new_reinforcement_group_action.isEnabled()
    assert combo_texts(pano.catalog_panel.source_combo) == [
        "Army",
        "Reinforcements: Code: Capital",
    ]
    fusilier = pano.add_option(FUSILIERS, 1, 10)
    bolt = add_reinforcement_bolt(qtbot, pano)

    assert pano.document.army_list.groups[1].reinforcement
    assert [t.uid for t in pano.document.army_list.groups[1].troopers] == [bolt]
    assert tree_texts(pano)[0::2] == [
        "Combat Group 1 (1 trooper)",
        "Reinforcement Group 1 (1 trooper)",
    ]
    bar = pano.summary_bar
    assert bar.points_label.text() == "Points 10/300"
    assert bar.troopers_label.text() == "Troopers 1/15"
    assert bar.reinforcements_label.text() == "Reinforcements: 21 pts, 1 trooper"
    assert bar.reinforcements_label.isVisibleTo(pano)
    report = pano.document.report
    assert (report.points, report.troopers) == (10, 1)
    assert (report.reinforcement_points, report.reinforcement_troopers) == (21, 1)
    assert not [v for v in report.violations if bolt in v.troopers]

    # Reinforcement units go only to reinforcement groups, army units only to
    # combat groups.
    assert combo_texts(pano.options_panel.group_combo) == [
        "Reinforcement Group 1",
        "New reinforcement group",
    ]
    pano.catalog_panel.set_source(False)
    assert pano.catalog_panel.select_unit(FUSILIERS)
    assert combo_texts(pano.options_panel.group_combo) == [
        "Combat Group 1",
        "New combat group",
    ]

    pano.undo_action.trigger()
    assert bar.reinforcements_label.text() == ""
    assert not bar.reinforcements_label.isVisibleTo(pano)
    assert pano.document.report.reinforcement_points == 0
    assert [t.uid for g in pano.document.army_list.groups for t in g.troopers] == [
        fusilier
    ]


def test_a_new_combat_group_goes_before_the_reinforcement_groups(pano):
    pano.document.apply(edits.add_combat_group, reinforcement=True)
    pano.new_group_action.trigger()
    assert [(g.number, g.reinforcement) for g in pano.document.army_list.groups] == [
        (1, False),
        (2, False),
        (1, True),
    ]
    assert tree_texts(pano) == [
        "Combat Group 1 (0 troopers)",
        "Combat Group 2 (0 troopers)",
        "Reinforcement Group 1 (0 troopers)",
    ]


def test_troopers_never_move_between_main_list_and_reinforcements(qtbot, pano):
    fusilier = pano.add_option(FUSILIERS, 1, 10)
    bolt = add_reinforcement_bolt(qtbot, pano)
    pano.document.apply(edits.add_combat_group)  # Combat Group 2 at index 1

    pano.roster_panel.select_uids([fusilier])
    assert menu_entries(pano.move_menu) == [
        ("Combat Group 1", False),
        ("Combat Group 2", True),
        ("New combat group", True),
    ]
    pano.roster_panel.select_uids([bolt])
    assert menu_entries(pano.move_menu) == [
        ("Reinforcement Group 1", False),
        ("New reinforcement group", True),
    ]
    pano.roster_panel.select_uids([fusilier, bolt])
    assert [text for text, _ in menu_entries(pano.move_menu)] == ["New combat group"]
    assert not pano.move_menu.actions()[-1].isEnabled()

    model: ArmyTreeModel = pano.roster_panel.model
    mime = encode_uids([bolt])
    assert not model.canDropMimeData(mime, MOVE, -1, 0, model.group_index(0))
    assert model.canDropMimeData(mime, MOVE, -1, 0, model.group_index(2))
    assert not model.canDropMimeData(
        encode_uids([fusilier]), MOVE, -1, 0, model.group_index(2)
    )
    assert not pano.document.move_troopers([bolt], 0)
    assert pano.document.army_list.trooper(bolt) is not None
    assert pano.document.army_list.groups[2].troopers[0].uid == bolt


def test_n2_forbids_reinforcements_and_undo_restores_n5(qtbot, pano):
    add_reinforcement_bolt(qtbot, pano)
    assert not [v for v in pano.document.report.violations if v.rule == "A10"]
    assert pano.summary_bar.ruleset_label.text() == "Rules: N5"
    assert "N5" in pano.windowTitle()

    with qtbot.waitSignal(pano.document.state_changed):
        pano.lists.ruleset_actions["n2"].trigger()
    assert pano.document.army_list.ruleset == "n2"
    a10 = [v for v in pano.document.report.violations if v.rule == "A10"]
    assert [v.code for v in a10] == ["reinforcements.not_allowed"]
    assert any(
        pano.violation_panel.model.violation(r).code == "reinforcements.not_allowed"
        for r in range(pano.violation_panel.model.rowCount())
    )
    assert pano.summary_bar.ruleset_label.text() == "Rules: N2"
    assert "N2" in pano.windowTitle()
    assert not pano.new_reinforcement_group_action.isEnabled()
    assert not pano.catalog_panel.showing_reinforcements
    assert pano.lists.ruleset_actions["n2"].isChecked()

    pano.undo_action.trigger()
    assert pano.document.army_list.ruleset == "n5"
    assert pano.lists.ruleset_actions["n5"].isChecked()
    assert not [v for v in pano.document.report.violations if v.rule == "A10"]
    assert pano.new_reinforcement_group_action.isEnabled()


def test_list_properties_change_the_ruleset_in_one_undo_step(monkeypatch, pano):
    monkeypatch.setattr(
        "listbuilder.gui.files.new_list_dialog.ask_list_properties",
        lambda *a: ("Renamed", 250, "n2", frozenset()),
    )
    pano.properties_action.trigger()
    army = pano.document.army_list
    assert (army.name, army.points_limit, army.ruleset) == ("Renamed", 250, "n2")
    assert pano.summary_bar.ruleset_label.text() == "Rules: N2"
    assert pano.document.report.trooper_cap is None  # N2 has no trooper cap
    pano.undo_action.trigger()
    assert pano.document.army_list.ruleset == "n5"


# -- A12 fireteams --


def three_knights(win: MainWindow) -> list[str]:
    return [
        win.add_option(KNIGHTS, 1, 7),
        win.add_option(KNIGHTS, 1, 1),
        win.add_option(KNIGHTS, 1, 1),
    ]


def test_declare_a_haris_of_teutonic_knights_undo_redo_dissolve(orders):
    knights = three_knights(orders)
    orders.roster_panel.select_uids(knights)
    assert menu_entries(orders.lists.fireteam_menu) == [
        (f"CORE · {MO_TEAMS}", True),
        (f"HARIS · {MO_TEAMS}", True),
    ]
    assert orders.document.fireteam_choices(knights) == [
        (MO_TEAMS, "CORE"),
        (MO_TEAMS, "HARIS"),
    ]
    haris = next(a for a in orders.lists.fireteam_menu.actions() if "HARIS" in a.text())
    haris.trigger()

    team = Fireteam(name=MO_TEAMS, type="HARIS", members=tuple(knights))
    assert orders.document.army_list.groups[0].fireteams == (team,)
    assert orders.document.undo_stack.undoText() == "Declare HARIS fireteam"
    assert tree_texts(orders)[0] == "Combat Group 1 (3 troopers, 1 fireteam)"
    assert tree_texts(orders, ArmyTreeModel.COL_TEAM)[1:] == ["HARIS 1"] * 3
    assert not orders.roster_panel.tree_view.isColumnHidden(ArmyTreeModel.COL_TEAM)
    assert not [v for v in orders.document.report.violations if v.rule == "A12"]
    assert orders.selected_uids() == knights
    # Members of a team are offered no other team.
    assert menu_entries(orders.lists.fireteam_menu) == [
        ("A selected trooper is already in a fireteam; dissolve it first.", False)
    ]

    orders.undo_action.trigger()
    assert orders.document.army_list.groups[0].fireteams == ()
    assert tree_texts(orders)[0] == "Combat Group 1 (3 troopers)"
    assert orders.roster_panel.tree_view.isColumnHidden(ArmyTreeModel.COL_TEAM)
    orders.redo_action.trigger()
    assert orders.document.army_list.groups[0].fireteams == (team,)

    orders.roster_panel.select_uids([knights[1]])
    assert orders.dissolve_fireteam_action.isEnabled()
    orders.dissolve_fireteam_action.trigger()
    assert orders.document.army_list.groups[0].fireteams == ()
    assert not orders.dissolve_fireteam_action.isEnabled()
    orders.undo_action.trigger()
    assert orders.document.army_list.groups[0].fireteams == (team,)


def test_roster_context_menu_offers_the_same_fireteams(orders):
    knights = three_knights(orders)
    orders.roster_panel.select_uids(knights[:2])
    menu = orders.lists.trooper_menu()
    declare = next(a.menu() for a in menu.actions() if a.text() == "Declare fireteam")
    assert [a.text() for a in declare.actions()] == [f"DUO · {MO_TEAMS}"]


def test_a_duo_of_neoterra_bolts_in_panoceania(pano):
    bolts = [pano.add_option(BOLTS, 1, 2), pano.add_option(BOLTS, 1, 2)]
    pano.roster_panel.select_uids(bolts)
    assert menu_entries(pano.lists.fireteam_menu) == [
        ("DUO · PanOceania Fireteams I", True),
        ("DUO · PanOceania Fireteams II", True),
    ]
    pano.lists.fireteam_menu.actions()[0].trigger()
    assert pano.document.army_list.groups[0].fireteams == (
        Fireteam(name="PanOceania Fireteams I", type="DUO", members=tuple(bolts)),
    )
    assert not [v for v in pano.document.report.violations if v.rule == "A12"]


def test_a_fusilier_and_a_bolt_are_offered_no_team(pano):
    pair = [pano.add_option(FUSILIERS, 1, 1), pano.add_option(BOLTS, 1, 2)]
    pano.roster_panel.select_uids(pair)
    assert menu_entries(pano.lists.fireteam_menu) == [
        ("The army's fireteam chart has no team of these troopers.", False)
    ]
    pano.roster_panel.select_uids(pair[:1])
    assert menu_entries(pano.lists.fireteam_menu) == [
        ("Select 2 to 5 troopers of one combat group.", False)
    ]


def test_a_team_breaking_the_chart_is_listed_and_selects_its_members(qtbot, pano):
    pair = [pano.add_option(FUSILIERS, 1, 1), pano.add_option(BOLTS, 1, 2)]
    # Only a saved or imported list can hold such a team; the menu never offers it.
    pano.document.apply(edits.declare_fireteam, pair, "PanOceania Fireteams I", "DUO")
    model = pano.violation_panel.model
    rows = [r for r in range(model.rowCount()) if model.violation(r).rule == "A12"]
    assert rows
    assert "A12: " in model.data(model.index(rows[0]))
    pano.roster_panel.select_uids([])
    view = pano.violation_panel.list_view
    rect = view.visualRect(model.index(rows[0]))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    members = model.violation(rows[0]).troopers
    assert members
    assert pano.selected_uids() == [u for u in pair if u in members]


# -- paired units and included troopers --


def section_titles(card) -> list[str]:
    return [s.title_label.text().split("<br>")[0] for s in card.fielded_sections]


def test_profile_card_of_scarface_and_cordelia_shows_both_troopers(pano):
    uid = pano.add_option(SCARFACE, 0, 1)
    card = pano.profile_card
    assert card.title_label.text() == "Scarface & Cordelia, Mercenary Armored Team"
    assert card.fielded_label.text() == "<b>Fields 3 troopers</b>"
    assert section_titles(card) == [
        "<b>SCARFACE Loadout Alpha</b> · TAG",
        "<b>CORDELIA TURNER</b> · LI",
        "<b>TURTLEMEK</b> · REM",
    ]
    assert not card.attribute_table.isVisibleTo(card)  # the pair has no own line
    scarface, cordelia = card.fielded_sections[:2]
    headers = [
        scarface.attribute_table.header_text(c)
        for c in range(scarface.attribute_table.columnCount())
    ]
    assert headers[:2] == ["MOV", "CC"]
    assert scarface.attribute_table.text(0, 1) == "22"
    assert cordelia.attribute_table.text(0, 1) == "13"
    weapons = [
        cordelia.weapon_table.text(r, 0).split("\n")[0]
        for r in range(cordelia.weapon_table.rowCount())
    ]
    assert "Combi Rifle" in weapons
    assert any(
        scarface.weapon_table.text(r, 0).startswith("Mk12")
        for r in range(scarface.weapon_table.rowCount())
    )
    model = pano.roster_panel.model
    assert model.data(model.index_of_uid(uid, ArmyTreeModel.COL_OPTION)) == (
        "SCARFACE Loadout Alpha + CORDELIA TURNER + TURTLEMEK"
    )


def test_an_option_with_a_peripheral_keeps_its_profile_and_adds_it(pano):
    uid = pano.add_option(CUTTERS, 1, 1)
    card = pano.profile_card
    assert card.attribute_table.isVisibleTo(card)
    assert card.fielded_label.text() == "<b>Also fields</b>"
    assert section_titles(card) == ["<b>CRABBOT</b> · REM"]
    model = pano.roster_panel.model
    text = model.data(model.index_of_uid(uid, ArmyTreeModel.COL_OPTION))
    # CUTTER only repeats the unit's name: the loadout leads, the tooltip has it.
    assert text.startswith("NCO · MULTI Heavy Machine Gun")
    assert text.endswith(" + CRABBOT")
    tip = model.data(
        model.index_of_uid(uid, ArmyTreeModel.COL_OPTION),
        Qt.ItemDataRole.ToolTipRole,
    )
    assert "CUTTER: NCO · " in tip
    pano.roster_panel.select_uids([])
    assert card.fielded_sections == []
    assert not card.fielded_label.isVisibleTo(card)


def test_previewing_a_pair_option_shows_its_troopers(pano):
    pano.catalog_panel.search_edit.setText("scarface")
    assert pano.catalog_panel.select_unit(SCARFACE)
    assert pano.options_panel.select_option(0, 2)
    assert section_titles(pano.profile_card)[:2] == [
        "<b>SCARFACE Loadout Beta</b> · TAG",
        "<b>CORDELIA TURNER</b> · LI",
    ]


# -- save and open --


def test_save_and_open_keep_reinforcements_fireteams_and_ruleset(
    qtbot, monkeypatch, catalog, n5, n2, pano, tmp_path
):
    bolts = [pano.add_option(BOLTS, 1, 2), pano.add_option(BOLTS, 1, 2)]
    pano.roster_panel.select_uids(bolts)
    assert pano.lists.declare_fireteam("PanOceania Fireteams II", "DUO")
    add_reinforcement_bolt(qtbot, pano)
    pano.lists.ruleset_actions["n2"].trigger()
    saved = pano.document.army_list
    target = tmp_path / "issue3"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "")
    )
    assert pano.files.save()

    path = tmp_path / f"issue3{SUFFIX}"
    other = gui_app.create_main_window(str(path))  # a str path works too
    qtbot.addWidget(other)
    assert other.document.army_list == saved
    assert other.document.path == path
    assert other.lists.ruleset_actions["n2"].isChecked()
    assert other.summary_bar.ruleset_label.text() == "Rules: N2"
    assert tree_texts(other)[0::3] == [
        "Combat Group 1 (2 troopers, 1 fireteam)",
        "Reinforcement Group 1 (1 trooper)",
    ]
    assert other.summary_bar.reinforcements_label.text() == (
        "Reinforcements: 21 pts, 1 trooper"
    )


# -- the dice dock fits a 1400×900 window beside the list --


def test_dice_dock_fits_the_window_beside_the_list(qtbot, pano, n2):
    pano.resize(1400, 900)
    pano.show()
    qtbot.waitExposed(pano)
    roster_width = pano.roster_panel.width()
    dock_width = pano.profile_dock.width()
    pano.dice_action.trigger()
    qtbot.wait(10)
    assert pano.size().width() == 1400
    assert pano.size().height() == 900
    assert pano.minimumSizeHint().height() <= 900
    assert pano.dice.dock.width() <= dock_width + 2
    assert pano.roster_panel.width() >= roster_width - 2
    # Narrow dock: the two sides stack instead of widening the dock.
    panel = pano.dice.panel
    assert panel.active.geometry().bottom() < panel.reactive.geometry().top()
    # The calculator follows the list's ruleset.
    pano.lists.ruleset_actions["n2"].trigger()
    assert panel._ruleset is n2


def test_an_empty_reinforcement_group_can_be_removed(pano):
    index = pano.document.apply(edits.add_combat_group, reinforcement=True).combat_group
    pano.roster_panel.tree_view.setCurrentIndex(
        pano.roster_panel.model.group_index(index)
    )
    pano.remove_group_action.trigger()
    assert [g.reinforcement for g in pano.document.army_list.groups] == [False]
    # The last combat group stays.
    pano.roster_panel.tree_view.setCurrentIndex(pano.roster_panel.model.group_index(0))
    pano.remove_group_action.trigger()
    assert len(pano.document.army_list.groups) == 1


def test_n2_lists_are_offered_no_fireteams(pano):
    pano.lists.ruleset_actions["n2"].trigger()
    bolts = [pano.add_option(BOLTS, 1, 2), pano.add_option(BOLTS, 1, 2)]
    pano.roster_panel.select_uids(bolts)
    assert menu_entries(pano.lists.fireteam_menu) == [
        ("The N2 rules have no fireteams.", False)
    ]
