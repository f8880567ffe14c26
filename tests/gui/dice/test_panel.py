"""The face-to-face calculator panel on the bundled profiles."""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from listbuilder.core.dice.sides import sides_from_combatants
from listbuilder.core.dice.sums import face_to_face
from listbuilder.core.lists.army_list import CombatGroup, TrooperEntry
from listbuilder.core.lists.resolve import resolve_trooper
from listbuilder.gui.dice.panel import DicePanel
from listbuilder.gui.dice.trooper_picker import TrooperPicker
from listbuilder.gui.present.dice_figures import percent_text as percent

PANO = 101
YU_JING = 201


def trooper(catalog, unit: int, group: int, option: int, army: int = PANO):
    return resolve_trooper(
        catalog.army(army),
        CombatGroup(number=1),
        TrooperEntry(unit_id=unit, profile_group_id=group, option_id=option),
    )


def pick(picker: TrooperPicker, army: int, unit: int, group: int, option: int):
    assert picker.select_ids(army, unit, group, option)


def choose_weapon(picker: TrooperPicker, name: str) -> None:
    for i in range(picker.weapon_combo.count()):
        if picker.weapon_combo.itemText(i) == name:
            picker.weapon_combo.setCurrentIndex(i)
            return
    raise AssertionError(f"no weapon {name!r}")


@pytest.fixture
def panel(qtbot, catalog, n5):
    """Sierra Dronbot (HMG) against an Authorized Bounty Hunter (Sniper Rifle)."""
    widget = DicePanel(catalog, n5)
    qtbot.addWidget(widget)
    widget.set_trooper(trooper(catalog, 17, 1, 1))
    pick(widget.reactive, PANO, 10049, 1, 3)
    return widget


def test_selected_trooper_is_preselected(panel):
    assert panel.active.army_combo.currentText() == "PanOceania"
    assert panel.active.unit_combo.currentText() == "Sierra Dronbot"
    assert panel.active.weapon_combo.currentText() == "Heavy Machine Gun"
    assert panel.reactive.weapon_combo.currentText() == "Sniper Rifle"
    assert "BS 11" in panel.active.stats_label.text()


def test_result_is_the_rules_core_result(panel, n5):
    a, r = panel.active.combatant(), panel.reactive.combatant()
    expected = face_to_face(*sides_from_combatants(a, r, n5), n5)
    assert panel.result == expected
    # 8-16" band on both weapons: +0; HMG BS 11 B4 against sniper BS 12, which
    # rolls B1 in ARO (RULES.md D8).
    assert (expected.active.success_value, expected.active.burst) == (11, 4)
    assert (expected.reactive.success_value, expected.reactive.burst) == (12, 1)
    assert panel.active_table.item(0, 0).text() == percent(expected.active.hits[0])
    assert panel.reactive_table.item(1, 2).text() == percent(
        expected.reactive.wounds[1]
    )
    assert panel.active_table.rowCount() == len(expected.active.wounds) == 9
    assert panel.reactive_table.rowCount() == len(expected.reactive.wounds) == 3
    assert "Heavy Machine Gun" in panel.active_title.text()
    assert "Sniper Rifle" in panel.reactive_title.text()
    assert f"Active wins {percent(expected.active_wins)}" in panel.summary_label.text()
    labels = [s[0] for s in panel.chart.series]
    assert labels == ["Active", "Reactive"]
    assert panel.chart.series[0][2] == expected.active.wounds


def test_cover_lowers_the_attackers_roll(panel, qtbot):
    before = panel.result
    with qtbot.waitSignal(panel.result_changed) as blocker:
        panel.reactive.cover_check.setChecked(True)
    after = blocker.args[0]
    assert after.active.success_value == before.active.success_value - 3
    assert after.active_wins < before.active_wins
    assert after.active.wounds[0] > before.active.wounds[0]  # +3 to the saves
    assert "57.84%" in panel.summary_label.text()  # Active wins, from the core


def test_modifier_and_band_change_the_success_value(panel):
    panel.same_distance_check.setChecked(False)
    panel.active.band_combo.setCurrentIndex(2)  # 16-32": +3
    assert panel.result.active.success_value == 14
    panel.active.modifier_spin.setValue(-6)
    assert panel.result.active.success_value == 8
    assert panel.reactive.band_combo.currentIndex() == 1  # not linked


def test_same_distance_moves_the_other_band(panel):
    assert panel.same_distance_check.isChecked()
    panel.active.band_combo.setCurrentIndex(3)  # HMG 32-48" (80-120 cm)
    # The sniper's band holding 100 cm is 16-48" (40-120 cm), +3.
    assert panel.reactive.band_combo.currentIndex() == 2
    assert panel.result.reactive.success_value == 15


def test_opponent_from_another_army(panel):
    pick(panel.reactive, YU_JING, 1840, 1, 7)  # Yín-Shé with a K1 Sniper (PS=6)
    assert panel.reactive.unit_combo.currentText().startswith("Silver Snakes")
    choose_weapon(panel.reactive, "K1 Sniper Rifle (PS=6)")
    a, r = panel.sides
    assert r.ps == 6
    assert a.saves == (0,)  # K1: ARM=0


def test_weapon_without_ps_gives_hits_only(panel, catalog):
    panel.set_trooper(trooper(catalog, 4, 1, 2))  # Neoterra Bolt: Drop Bears
    choose_weapon(panel.active, "Drop Bears — BS Mode")
    assert panel.result.active.wounds is None
    assert panel.active_table.item(0, 2).text() == "—"
    assert panel.chart.series[0][2] is None
    # A BS Weapon (PH): rolls PH 11 with the band's modifier.
    mode = panel.active.weapon.mode
    band = mode.ranges[panel.active.band_combo.currentData()]
    assert panel.result.active.success_value == 11 + band.modifier
    assert panel.active.trooper.profile.ph == 11


def test_set_trooper_none_keeps_the_active_side(panel):
    before = panel.result
    panel.set_trooper(None)
    assert panel.active.unit_combo.currentText() == "Sierra Dronbot"
    assert panel.result == before


def test_ruleset_change_recomputes(panel, n2):
    panel.set_ruleset(n2)
    assert panel.result.ruleset == "n2"
    assert panel.sides[0].ps == 15  # HMG PS 5 as N2 Damage


def test_panel_paints(panel):
    panel.resize(900, 640)
    image = panel.grab().toImage()
    assert not image.isNull()
    assert image.width() >= 900


def test_results_fit_a_narrow_dock_without_sideways_scrolling(panel):
    # The profile dock is 370 pixels wide; the calculator tabs beside it.
    panel.resize(340, 1400)
    panel.show()
    for table in (panel.active_table, panel.reactive_table):
        columns = sum(table.columnWidth(c) for c in range(table.columnCount()))
        assert columns <= table.viewport().width()
        assert table.width() <= panel.width()
        assert table.horizontalScrollBar().maximum() == 0
    # Stacked: the reactive table is below the active one.
    assert panel.reactive_table.y() > panel.active_table.y()
    panel.resize(900, 1000)
    assert panel.reactive_table.y() == panel.active_table.y()


# -- reactions, one distance, templates (RULES.md D8) ---------------------------------

JSA = 1101


@pytest.fixture
def raiden(qtbot, catalog, n5):
    """Raiden (Heavy Rocket Launcher) against a PanOceania Fusilier (Combi Rifle)."""
    widget = DicePanel(catalog, n5)
    qtbot.addWidget(widget)
    pick(widget.active, JSA, 167, 1, 2)
    choose_weapon(widget.active, "Heavy Rocket Launcher — Hit Mode")
    pick(widget.reactive, PANO, 1, 1, 1)
    return widget


def test_d8_the_aro_rolls_burst_1_unless_set(raiden):
    assert raiden.reactive.weapon.mode.burst == "3"
    assert raiden.result.reactive.burst == 1
    assert "reactive SV 15, B1" in raiden.summary_label.text()
    assert raiden.active.burst_spin is None
    raiden.reactive.burst_spin.setValue(2)  # e.g. a Fireteam bonus
    assert raiden.result.reactive.burst == 2
    assert raiden.result.active.burst == 2


def bands_hold(panel, inches):
    cm = inches * 2.5
    for picker in (panel.active, panel.reactive):
        band = picker.weapon.mode.ranges[picker.band_combo.currentData()]
        assert band.min_cm <= cm <= band.max_cm, picker.title()


def test_d8_one_distance_for_both_sides(raiden):
    assert raiden.same_distance_check.isChecked()
    assert raiden.distance_spin.value() == 12
    bands_hold(raiden, 12)  # HRL 8-16" (+0), Combi Rifle 0-16" (+3)
    assert raiden.result.reactive.success_value == 15
    raiden.active.band_combo.setCurrentIndex(2)  # HRL 16-32"
    assert raiden.distance_spin.value() == 24
    bands_hold(raiden, 24)
    assert raiden.reactive.band_combo.currentText().startswith('16-32"')
    # Another weapon takes its band from the same distance, not the old index.
    pick(raiden.reactive, PANO, 1, 1, 2)  # Fusilier with HMG
    bands_hold(raiden, 24)
    raiden.distance_spin.setValue(40)
    bands_hold(raiden, 40)
    raiden.distance_spin.setValue(60)  # beyond both weapons
    assert raiden.result is None
    assert "does not reach" in raiden.error_label.text()


def test_d8_a_nanopulser_hits_without_a_roll(qtbot, catalog, n5):
    panel = DicePanel(catalog, n5)
    qtbot.addWidget(panel)
    pick(panel.active, PANO, 1808, 1, 1)  # Black A.I.R.
    choose_weapon(panel.active, "Nanopulser")
    pick(panel.reactive, PANO, 1, 1, 1)  # Fusilier: PH 10, BTS 0
    result = panel.result
    assert result.active.success_value is None
    assert result.active.wounds == (Fraction(7, 20), Fraction(13, 20))
    assert result.dodge == Fraction(1, 2)
    text = panel.summary_label.text()
    assert "Active: the template hits without a roll" in text
    assert "Reactive: normal roll, SV 15, B1, hits 75.00%" in text
    assert "PH roll, SV 10, succeeds 50.00%" in text
    assert "Active wins" not in text
    assert panel.active_table.item(1, 2).text() == "65.00%"
    assert [s[0] for s in panel.chart.series] == [
        "Active",
        "Active, if Dodged",
        "Reactive",
    ]
    assert panel.chart.series[1][2] == (Fraction(27, 40), Fraction(13, 40))


def test_units_of_one_name_show_their_origin(qtbot, catalog):
    picker = TrooperPicker("Reactive", catalog)
    qtbot.addWidget(picker)
    picker.army_combo.setCurrentIndex(picker.army_combo.findData(404))
    army = picker.army_combo.currentText()
    names = [
        picker.unit_combo.itemText(i)
        for i in range(picker.unit_combo.count())
        if picker.unit_combo.itemText(i).startswith("Monstruckers")
    ]
    assert sorted(names) == sorted(
        [f"Monstruckers ({army})", "Monstruckers (Mercenary)"]
    )


def wheel(widget) -> QWheelEvent:
    center = QPointF(widget.rect().center())
    return QWheelEvent(
        center,
        widget.mapToGlobal(center),
        QPoint(0, 0),
        QPoint(0, -120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )


def test_the_wheel_passes_over_an_unfocused_combo_or_spin_box(qtbot, raiden):
    raiden.show()
    qtbot.waitExposed(raiden)
    combo, spin = raiden.reactive.weapon_combo, raiden.reactive.modifier_spin
    for widget in (combo, spin, raiden.distance_spin, raiden.reactive.burst_spin):
        assert widget.focusPolicy() == Qt.FocusPolicy.StrongFocus
    before = (combo.currentIndex(), spin.value())
    for widget in (combo, spin):
        event = wheel(widget)
        QApplication.sendEvent(widget, event)
        # Left unaccepted: Qt offers a real (spontaneous) wheel event to the
        # parents, so the scroll area around the panel scrolls.
        assert not event.isAccepted()
    assert (combo.currentIndex(), spin.value()) == before
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    QApplication.sendEvent(combo, wheel(combo))
    assert combo.currentIndex() != before[0]
