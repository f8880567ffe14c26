"""New-list dialog, icons and the optional dice dock."""

from __future__ import annotations

import importlib.util

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from listbuilder.core import ArmyList
from listbuilder.data.settings import Settings
from listbuilder.gui.files.new_list_dialog import NewListDialog
from listbuilder.gui.icons import icon, icon_names
from listbuilder.gui.main_window import MainWindow
from listbuilder.paths import user_dirs


def test_new_list_dialog_offers_standard_limits_and_any_positive_number(
    qtbot, catalog, n5, n2
):
    dialog = NewListDialog(catalog, [n5, n2])
    qtbot.addWidget(dialog)
    limits = [
        dialog.points_combo.itemText(i) for i in range(dialog.points_combo.count())
    ]
    # the ITS tiers (ITS.md E1)
    assert limits == ["150", "200", "250", "300", "350", "400"]
    assert dialog.points_combo.currentText() == "300"
    assert dialog.select_army(201)
    dialog.ruleset_combo.setCurrentIndex(dialog.ruleset_combo.findData("n2"))
    dialog.points_combo.setCurrentText("275")
    dialog.name_edit.setText("  Tournament  ")
    assert dialog.army_list() == ArmyList(
        army_id=201, ruleset="n2", points_limit=275, name="Tournament"
    )


def test_new_list_dialog_refuses_a_non_positive_limit(qtbot, catalog, n5):
    dialog = NewListDialog(catalog, [n5], ArmyList(army_id=101))
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    dialog.points_combo.setCurrentText("0")
    assert dialog.points_limit() is None
    assert not ok.isEnabled()
    with pytest.raises(ValueError, match="positive"):
        dialog.army_list()
    dialog.points_combo.setCurrentText("150")
    assert ok.isEnabled()


def test_properties_dialog_keeps_the_army_and_offers_the_rulesets(
    qtbot, catalog, n5, n2
):
    army = ArmyList(army_id=103, points_limit=200, name="MO")
    dialog = NewListDialog(catalog, [n5, n2], army, properties=True)
    qtbot.addWidget(dialog)
    assert not dialog.army_tree.isEnabled()
    assert dialog.selected_army_id() == 103
    assert dialog.army_list() == army
    assert dialog.ruleset_combo.isEnabled()
    assert [
        dialog.ruleset_combo.itemText(i) for i in range(dialog.ruleset_combo.count())
    ] == [n5.name, n2.name]
    assert dialog.ruleset_combo.currentData() == "n5"  # the default, first
    dialog.ruleset_combo.setCurrentIndex(dialog.ruleset_combo.findData("n2"))
    assert dialog.army_list() == army.replace(ruleset="n2")


def test_icon_loads_bundled_svgs_and_names_the_known_ones(qapp):
    assert {"save", "undo", "redo", "add", "remove"} <= set(icon_names())
    assert not icon("save").isNull()
    with pytest.raises(ValueError, match=r"known icons: .*save"):
        icon("no-such-icon")


@pytest.mark.skipif(
    importlib.util.find_spec("listbuilder.gui.dice.panel") is None,
    reason="dice panel not built yet",
)
def test_dice_dock_opens_on_demand_and_follows_the_selection(
    qtbot, monkeypatch, catalog, n5, user_home
):
    from listbuilder.gui.dice import panel as dice_panel

    seen = []
    monkeypatch.setattr(
        dice_panel.DicePanel, "set_trooper", lambda self, t: seen.append(t)
    )
    window = MainWindow(catalog, [n5], Settings(), user_dirs(), ArmyList(army_id=101))
    qtbot.addWidget(window)
    assert window.dice.dock is None  # not built at start-up
    window.dice_action.trigger()
    assert window.dice.dock is not None
    assert window.dice_action.isChecked()
    uid = window.add_option(1, 1, 10, 0)
    assert seen[-1] is not None
    assert seen[-1].uid == uid
    window.document.reset(window.document.army_list)


# -- the faction tree of the new-list dialog ------------------------------------------


def tree_rows(dialog, parent=None):
    from PySide6.QtCore import QModelIndex

    parent = parent or QModelIndex()
    proxy = dialog.army_proxy
    return [
        (
            proxy.index(r, 0, parent).data(),
            tree_rows(dialog, proxy.index(r, 0, parent)),
        )
        for r in range(proxy.rowCount(parent))
    ]


def test_new_list_offers_every_army_as_a_faction_tree(qtbot, catalog, n5, user_home):
    dialog = NewListDialog(catalog, [n5])
    qtbot.addWidget(dialog)
    rows = tree_rows(dialog)
    top = [text for text, _ in rows]
    assert top == [
        "PanOceania",
        "Yu Jing",
        "Ariadna",
        "Haqqislam",
        "Nomads",
        "Combined Army",
        "Aleph",
        "Tohaa (discontinued)",
        "Non-Aligned Armies",
        "O-12",
        "JSA",
    ]
    children = dict(rows)
    assert [t for t, _ in children["PanOceania"]] == [
        "Shock Army of Acontecimento (discontinued)",
        "Military Orders",
        "Neoterran Capitaline Army",
        "Varuna Immediate Reaction Division (discontinued)",
        "Svalarheima's Winter Force",
        "Kestrel Colonial Force",
    ]
    assert [t for t, _ in children["Non-Aligned Armies"]] == [
        "Druze Bayram Security",
        "Ikari Company",
        "Starco. Free Company of the Star",
        "Dahshat Company",
        "White Company",
    ]
    assert sum(1 + len(kids) for _, kids in rows) == 46  # 45 armies + 1 heading
    assert dialog.data_label.text() == (
        "Data: bundled data, version 7.2669.194 (10 Mar 2026)"
    )
    assert dialog.selected_army_id() is None  # nothing picked yet
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled()


def test_the_heading_cannot_be_picked_and_tooltips_say_what_an_army_is(
    qtbot, catalog, n5, user_home
):
    from listbuilder.gui.files.faction_tree_model import ArmyIdRole

    dialog = NewListDialog(catalog, [n5])
    qtbot.addWidget(dialog)
    model = dialog.army_model
    heading = model.index_of(901)
    assert heading.isValid()
    assert not model.itemFromIndex(heading).isSelectable()
    assert not dialog.select_army(199)  # a reinforcement list is no army
    dialog.select_army(302)
    index = dialog.army_tree.currentIndex()
    assert index.data(ArmyIdRole) == 302
    assert index.data(Qt.ItemDataRole.ToolTipRole) == (
        "Caledonian Highlander Army (302): sectorial of Ariadna, discontinued "
        "(still playable), army file 7.2668.372 (9 Mar 2026), 71 units"
    )


def test_searching_filters_the_tree_and_picks_the_first_match(
    qtbot, catalog, n5, user_home
):
    dialog = NewListDialog(catalog, [n5])
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.army_search, "oban")
    assert tree_rows(dialog) == [("JSA", [("Ōban", [])])]
    assert dialog.selected_army_id() == 1103
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled()
    dialog.army_search.clear()
    qtbot.keyClicks(dialog.army_search, "non-aligned")  # the parent's name
    assert [t for t, _ in tree_rows(dialog)[0][1]][-1] == "White Company"
    dialog.army_search.setText("no such army")
    assert tree_rows(dialog) == []
    assert dialog.selected_army_id() is None
    assert not ok.isEnabled()


def test_new_list_remembers_the_last_army(qtbot, catalog, n5, user_home, monkeypatch):

    window = MainWindow(catalog, [n5], Settings(), user_dirs(), ArmyList(army_id=101))
    qtbot.addWidget(window)
    seen = []

    def pick(parent, catalog, rulesets, template):
        seen.append(template.army_id)
        return template.replace(army_id=1002)

    monkeypatch.setattr("listbuilder.gui.files.new_list_dialog.ask_new_list", pick)
    assert window.files.new_list()
    assert window.settings.last_army == 1002
    assert window.document.army_list.army_id == 1002
    assert window.catalog_panel.model.rowCount() > 50
    window.files.new_list()
    assert seen == [101, 1002]
