"""ITS Extras in the app: list properties, the unit browser's hired mercenaries,
undo, and Extras saved with the list (ITS.md E5). Real data: PanOceania (101).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from listbuilder.core import ArmyList
from listbuilder.core.its.extras import Extra
from listbuilder.data.lists import save_army
from listbuilder.data.settings import Settings
from listbuilder.gui.files.new_list_dialog import NewListDialog
from listbuilder.gui.main_window import MainWindow
from listbuilder.paths import user_dirs

SOF = frozenset({Extra.SOLDIERS_OF_FORTUNE})
ANACONDA, KUNAI, YUAN_YUAN = (300, 1, 1), (1502, 1, 2), (378, 1, 2)


@pytest.fixture
def pano(qtbot, catalog, n5, n2, user_home, monkeypatch):
    monkeypatch.setattr(
        QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard
    )
    win = MainWindow(
        catalog, [n5, n2], Settings(), user_dirs(), ArmyList(army_id=101, name="P")
    )
    qtbot.addWidget(win)
    return win


def set_extras(win, monkeypatch, extras):
    monkeypatch.setattr(
        "listbuilder.gui.files.new_list_dialog.ask_list_properties",
        lambda *a: ("P", 300, "n5", frozenset(extras)),
    )
    win.properties_action.trigger()


def browser_labels(win):
    return [r.label for r in win.catalog_panel.model.rows()]


def codes(win):
    return [v.code for v in win.document.report.violations]


def test_soldiers_of_fortune_offers_hires_and_undo_takes_them_back(pano, monkeypatch):
    assert "SoF · Bashi Bazouks" not in browser_labels(pano)
    set_extras(pano, monkeypatch, SOF)
    assert pano.document.army_list.extras == SOF
    labels = browser_labels(pano)
    assert "SoF · Bashi Bazouks" in labels
    assert "SoF · Anaconda, Mercenary TAG Squad" in labels
    assert "ITS: Soldiers of Fortune" in pano.summary_bar.ruleset_label.text()

    uid = pano.add_option(*ANACONDA)
    pano.add_option(*KUNAI, combat_group=0)
    row = pano.document.state.row(uid)
    assert row.hired
    model = pano.roster_panel.model
    assert model.index(0, 0, model.index(0, 0)).data() == f"SoF · {row.title}"
    tip = model.index(0, 0, model.index(0, 0)).data(Qt.ItemDataRole.ToolTipRole)
    assert "Hired under Soldiers of Fortune" in tip
    assert pano.document.report.swc_limit == 5  # 300 points: 6, less 1 for hiring
    assert "extras.sof_points" not in codes(pano)
    ava = pano.catalog_panel.model.ava(1502)
    assert ava is not None
    assert ava.text == "1/1"

    pano.add_option(*YUAN_YUAN, combat_group=0)
    assert "extras.sof_points" in codes(pano)
    assert pano.violation_panel.model.rowCount() == len(codes(pano))
    assert "Illegal" in pano.summary_bar.legality_label.text()

    pano.undo_action.trigger()
    assert "extras.sof_points" not in codes(pano)
    pano.undo_action.trigger()
    pano.undo_action.trigger()
    pano.undo_action.trigger()  # the Extra itself
    assert pano.document.army_list.extras == frozenset()
    assert "SoF · Bashi Bazouks" not in browser_labels(pano)
    assert "ITS" not in pano.summary_bar.ruleset_label.text()


def test_free_game_lifts_the_cap_in_the_summary(pano, monkeypatch):
    set_extras(pano, monkeypatch, {Extra.FREE_GAME})
    assert pano.document.report.trooper_cap is None
    assert pano.summary_bar.troopers_label.text() == "Troopers 0"
    pano.undo_action.trigger()
    assert pano.summary_bar.troopers_label.text() == "Troopers 0/15"


def test_saved_extras_read_back_in_the_app(pano, tmp_path, qtbot, catalog, n5):
    path = tmp_path / "event.lbl.json"
    extras = frozenset({Extra.FREE_GAME, Extra.REINFORCEMENTS})
    save_army(ArmyList(army_id=101, name="Event", extras=extras), path)
    pano.document.open(path)
    assert pano.document.army_list.extras == extras
    assert "extras.reinforcements_missing" in codes(pano)
    dialog = NewListDialog(catalog, [n5], pano.document.army_list, properties=True)
    qtbot.addWidget(dialog)
    checked = {e for e, box in dialog.extra_boxes.items() if box.isChecked()}
    assert checked == extras
    assert dialog.extra_boxes[Extra.FREE_GAME].toolTip()
    dialog.extra_boxes[Extra.FREE_GAME].setChecked(False)
    assert dialog.army_list().extras == {Extra.REINFORCEMENTS}
