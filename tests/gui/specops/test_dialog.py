"""The Spec-Ops editor on real data: buy, step, over budget, undo, the code built."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from listbuilder.core.armycode.bind import army_code, army_list_from_code
from listbuilder.core.its.extras import Extra
from listbuilder.core.lists.army_list import ArmyList, CombatGroup, TrooperEntry
from listbuilder.core.specops import upgrades_of
from listbuilder.gui.document import ArmyDocument
from listbuilder.gui.editor.unit_table_model import CatalogTableModel
from listbuilder.gui.specops.dialog import SpecOpsDialog

#: Corregidor (502): ALGUACIL VORTEX, unit 296 option 7, the army's Spec-Ops.
VORTEX = TrooperEntry(uid="vortex000001", unit_id=296, profile_group_id=1, option_id=7)


@pytest.fixture
def document(qapp, catalog, n5) -> ArmyDocument:
    army = ArmyList(
        army_id=502,
        groups=(CombatGroup(number=1, troopers=(VORTEX,)),),
        extras=frozenset({Extra.SPEC_OPS}),
    )
    return ArmyDocument(catalog, {"n5": n5}, army)


def _specops_codes(document: ArmyDocument) -> list[str]:
    return [v.code for v in document.report.violations if v.rule.startswith("E")]


def _check(dialog: SpecOpsDialog, label: str) -> None:
    for child, _item in dialog._items:
        if child.text(0) == label:
            child.setCheckState(0, Qt.CheckState.Checked)
            return
    raise AssertionError(f"{label} is not in the shop")


def test_the_shop_lists_corregidors_prices_by_kind(qtbot, document):
    dialog = SpecOpsDialog(document, VORTEX.uid)
    qtbot.addWidget(dialog)  # deleted at teardown, not at interpreter exit
    rows = {c.text(0): (c.text(1), c.text(2)) for c, _i in dialog._items}
    assert rows["Mimetism (-3)"] == ("5", "")
    assert rows["Doctor"] == ("3", "MediKit")
    assert rows["Hacking Device"] == ("3", "Hacker")
    headings = [dialog.shop.topLevelItem(i).text(0) for i in range(3)]
    assert headings == ["Skills", "Equipment", "Weapons"]
    dialog.close()


def test_spend_twelve_go_over_and_undo(qtbot, document):
    dialog = SpecOpsDialog(document, VORTEX.uid)
    qtbot.addWidget(dialog)  # deleted at teardown, not at interpreter exit
    for label in ("Mimetism (-3)", "Doctor", "Engineer"):
        _check(dialog, label)
    dialog._spins["bs"].setValue(1)
    assert "12 of 12" in dialog.xp_label.text()
    assert "BS+1" in dialog.xp_label.text()
    assert _specops_codes(document) == []
    assert document.resolved(VORTEX.uid).profile.bs == 12  # 11 + 1
    assert dialog._bases["bs"].text() == "11 → 12"  # the core's raised profile
    _check(dialog, "Dodge (+3)")
    assert "14 of 12" in dialog.xp_label.text()
    assert _specops_codes(document) == ["specops.over_budget"]
    dialog.undo_button.click()
    assert "12 of 12" in dialog.xp_label.text()
    assert _specops_codes(document) == []
    # each change was one undo step: four more undo back to no upgrades
    for _ in range(4):
        document.undo_stack.undo()
    assert document.army_list.groups[0].troopers[0].specops == ()
    assert "0 of 12" in dialog.xp_label.text()
    dialog.close()


def test_each_attribute_row_shows_the_base_and_the_raised_value(qtbot, document):
    dialog = SpecOpsDialog(document, VORTEX.uid)
    qtbot.addWidget(dialog)  # deleted at teardown, not at interpreter exit
    assert "s" not in dialog._spins  # S is the base size, never stepped
    dialog._spins["move0"].setValue(1)
    dialog._spins["wip"].setValue(2)
    trooper = document.resolved(VORTEX.uid)
    base = trooper.profile_group.profiles[0]
    shown = {stat: label.text() for stat, label in dialog._bases.items()}
    assert shown["move0"] == f"{base.move[0]} → {base.move[0] + 1}"
    assert shown["wip"] == f"{base.wip} → {base.wip + 2}"
    assert shown["bs"] == f"{base.bs} → {base.bs}"
    assert shown["move1"] == f"{base.move[1]} → {base.move[1]}"
    assert len(shown) == 9
    dialog.close()


def test_a_code_built_in_the_editor_decodes_to_what_was_built(qtbot, document, catalog):
    dialog = SpecOpsDialog(document, VORTEX.uid)
    qtbot.addWidget(dialog)  # deleted at teardown, not at interpreter exit
    _check(dialog, "Mimetism (-3)")
    _check(dialog, "Hacking Device")
    dialog._spins["wip"].setValue(1)
    built = document.army_list.groups[0].troopers[0].specops
    assert built == (
        '[{"type":"skill","id":28,"extra":[6]}]',
        '[{"type":"equip","id":100}]',
        '[{"type":"stat","stat":"wip","q":1}]',
    )
    code = army_code(document.army_list, catalog)
    back = army_list_from_code(code, catalog).army_list.groups[0].troopers[0]
    assert back.specops == built
    assert [u.id or u.stat for u in upgrades_of(back.specops)] == [28, 100, "wip"]
    dialog.close()


def test_the_unit_browser_marks_the_armys_spec_ops_units(catalog):
    model = CatalogTableModel()
    model.set_army(catalog.army(502))
    marked = [
        model.data(model.index(r, 0))
        for r in range(model.rowCount())
        if model.data(model.index(r, 0), Qt.ItemDataRole.DecorationRole) is not None
    ]
    assert marked == ["Corregidor Alguaciles"]
    row = [model.data(model.index(r, 0)) for r in range(model.rowCount())].index(
        "Corregidor Alguaciles"
    )
    tip = model.data(model.index(row, 0), Qt.ItemDataRole.ToolTipRole)
    assert "Spec-Ops" in tip
    assert "spec-ops" in model.data(model.index(row, 0), CatalogTableModel.SearchRole)
