"""New-list dialog, icons and the optional dice dock."""

from __future__ import annotations

import importlib.util

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from listbuilder.core import ArmyList
from listbuilder.data.settings import Settings
from listbuilder.gui.dialogs.new_list_dialog import NewListDialog
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
    assert limits == ["150", "200", "250", "300", "400"]
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
    importlib.util.find_spec("listbuilder.gui.widgets.dice_panel") is None,
    reason="dice panel not built yet",
)
def test_dice_dock_opens_on_demand_and_follows_the_selection(
    qtbot, monkeypatch, catalog, n5, user_home
):
    from listbuilder.gui.widgets import dice_panel

    seen = []
    monkeypatch.setattr(
        dice_panel.DicePanel, "set_trooper", lambda self, t: seen.append(t)
    )
    window = MainWindow(catalog, [n5], Settings(), user_dirs(), ArmyList(army_id=101))
    qtbot.addWidget(window)
    assert window.dice_dock is None  # not built at start-up
    window.dice_action.trigger()
    assert window.dice_dock is not None
    assert window.dice_action.isChecked()
    uid = window.add_option(1, 1, 10, 0)
    assert seen[-1] is not None
    assert seen[-1].uid == uid
    window.document.reset(window.document.army)
