"""ViolationListModel on real reports: every row, per role."""

from __future__ import annotations

from PySide6.QtCore import Qt

from listbuilder.core import ArmyList, validate
from listbuilder.gui.editor.violation_list_model import ViolationListModel
from tests.gui.editor.conftest import PANO, fusilier
from tests.helpers import with_trooper

DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole

NO_LIEUTENANT = (
    "A3: The list has no Lieutenant: choose a Lieutenant option for one trooper."
)
TWO_LIEUTENANTS = (
    "A3: The list has 2 Lieutenants (Fusiliers in combat group 1 and Fusiliers in "
    "combat group 2); it must have exactly one."
)


def test_violation_list_model_passes_the_model_tester(qtmodeltester, catalog, n5):
    model = ViolationListModel()
    model.set_report(validate(ArmyList(army_id=PANO), catalog, n5))
    qtmodeltester.check(model)


def test_a_list_without_lieutenant_has_one_row_and_nobody_to_select(catalog, n5):
    model = ViolationListModel()
    report = validate(ArmyList(army_id=PANO), catalog, n5)
    model.set_report(report)
    assert model.rowCount() == 1
    assert model.index(0, 1).isValid() is False  # one column
    row = model.index(0)
    assert model.data(row, DISPLAY) == NO_LIEUTENANT
    assert model.data(row, TOOLTIP) == (
        NO_LIEUTENANT + "\n(lieutenant.missing) No trooper to select."
    )
    assert model.data(row, ViolationListModel.TroopersRole) == ()
    assert model.data(row, ViolationListModel.RuleRole) == "A3"
    assert model.data(row, ViolationListModel.EntryRole) is report.violations[0]
    assert model.violation(0) is report.violations[0]
    assert model.violation(1) is None
    assert model.rowCount(row) == 0


def test_two_lieutenants_name_both_troopers(catalog, n5, two_groups):
    model = ViolationListModel()
    two_lts = with_trooper(two_groups, 1, fusilier(10, "lt2"))
    model.set_report(validate(two_lts, catalog, n5))
    assert model.rowCount() == 1
    row = model.index(0)
    assert model.data(row, DISPLAY) == TWO_LIEUTENANTS
    assert model.data(row, TOOLTIP) == (
        TWO_LIEUTENANTS
        + "\n(lieutenant.multiple) Click to select the troopers involved."
    )
    assert model.data(row, ViolationListModel.TroopersRole) == ("lt", "lt2")
    assert model.data(row, ViolationListModel.RuleRole) == "A3"


def test_a_legal_list_empties_the_model_and_an_equal_report_keeps_it(
    catalog, n5, two_groups
):
    model = ViolationListModel()
    resets = []
    model.modelReset.connect(lambda: resets.append(True))
    model.set_report(validate(ArmyList(army_id=PANO), catalog, n5))
    model.set_report(validate(ArmyList(army_id=PANO), catalog, n5))
    assert len(resets) == 1  # the same violations: no reset
    model.set_report(validate(two_groups, catalog, n5))
    assert model.rowCount() == 0
    model.set_report(None)
    assert model.rowCount() == 0
    assert model.data(model.index(0)) is None
