"""The app says a hidden Lieutenant starts in Loss of Lieutenant, and who is held.

Source: RULES.md C4, B5
"""

from __future__ import annotations

from listbuilder.core import ArmyList, CombatGroup
from tests.helpers import e

PANO = 101
CUTTER_LT, FUSILIER_LT, FUSILIER = e(12, 1, 2), e(1, 1, 10), e(1, 1, 1)
NOTE = "Note (C4): The army starts the game in Loss of Lieutenant: Cutters,"


def _open(window, *troopers) -> None:
    groups = (CombatGroup(number=1, troopers=troopers),)
    window.document.reset(ArmyList(army_id=PANO, groups=groups))


def test_c4_hidden_lieutenant_note_beside_a_legal_verdict(window):
    _open(window, CUTTER_LT, FUSILIER)
    panel, bar = window.violation_panel, window.summary_bar
    assert "legal" in panel.title_label.text()
    assert "problem" not in panel.title_label.text()
    assert panel.notes_label.isVisible()
    assert panel.notes_label.text().startswith(NOTE)
    assert "Loss of Lieutenant" in panel.notes_label.text()
    assert panel.model.rowCount() == 0  # not one of the problems
    assert bar.legality_label.text() == "Legal"
    assert bar.notes_label.isVisible()
    assert bar.notes_label.toolTip().startswith(NOTE)


def test_c4_no_note_when_the_lieutenant_is_on_the_table(window):
    _open(window, FUSILIER_LT, e(12, 1, 1))
    assert not window.violation_panel.notes_label.isVisible()
    assert not window.summary_bar.notes_label.isVisible()


def test_b5_held_troopers_are_named_with_why_under_the_order_pools(window):
    _open(window, FUSILIER_LT, e(12, 1, 1))
    label = window.order_pool_panel.held_label
    assert label.isVisible()
    assert label.text() == "Held, group 1: Cutters (Hidden Deployment: 1 regular)"
    _open(window, FUSILIER_LT)
    assert not label.isVisible()
