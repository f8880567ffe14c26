"""The army-code import dialog and the copy helpers, on the bundled profiles."""

from __future__ import annotations

import json

import pytest
from PySide6.QtGui import QGuiApplication, QTextCursor
from PySide6.QtWidgets import QDialog

from listbuilder.core import ArmyList, CombatGroup, TrooperEntry
from listbuilder.core.armycode.decode import decode
from listbuilder.core.armycode.encode import share_url
from listbuilder.core.armycode.reader import ArmyCodeError
from listbuilder.gui.files import import_code_dialog
from listbuilder.gui.files.import_code_dialog import (
    ImportCodeDialog,
    copy_army_code,
    copy_share_link,
    import_army_code,
)
from tests.fixtures import FIXTURES
from tests.helpers import INVENTED_ARMY_CODE

VECTORS = json.loads((FIXTURES / "armycode_vectors.json").read_text(encoding="utf-8"))
WORKED = "gfUGbm9tYWRzASCBLAEBAQACAIbiAQEAAIGeAQEA"
#: Real Nomads code (tests/fixtures/golden/codes.txt): one trooper in each group.
ONE_EACH = "gfUGbm9tYWRzASCBLAIBAQABAIGWAQEAAgEAAQCG4gEBAA%3D%3D"
WHITE_COMPANY = next(
    v["code"] for v in VECTORS if v["faction"] == 909 and len(v["groups"]) == 2
)


@pytest.fixture
def dialog(qtbot, catalog):
    dlg = ImportCodeDialog(catalog)
    qtbot.addWidget(dlg)
    return dlg


def test_empty_dialog_cannot_import(dialog):
    assert dialog.import_result is None
    assert not dialog.import_button.isEnabled()
    assert "Paste a code" in dialog.status_label.text()
    assert dialog.unresolved_list.isHidden()


def test_typing_a_code_gives_live_feedback(dialog, qtbot):
    qtbot.keyClicks(dialog.code_edit, WORKED)
    assert dialog.import_button.isEnabled()
    assert dialog.status_label.text() == "Nomads: 300 pts, 2 troopers in 1 group"
    assert not dialog.fireteam_label.isHidden()  # two troopers could be a Duo
    assert dialog.fireteam_label.text() == (
        "Fireteams are not part of army codes: declare them again after importing."
    )
    assert dialog.unresolved_list.isHidden()
    assert dialog.army_list.army_id == 501


def test_no_fireteam_note_where_no_group_could_hold_a_team(dialog, qtbot):
    # the same Nomads, one trooper in each of two groups: no team is possible
    qtbot.keyClicks(dialog.code_edit, ONE_EACH)
    assert dialog.status_label.text() == "Nomads: 300 pts, 2 troopers in 2 groups"
    assert dialog.fireteam_label.isHidden()
    dialog.set_code("not a code")
    assert dialog.fireteam_label.isHidden()


def test_a_share_link_is_read_too(dialog):
    dialog.set_code(share_url(VECTORS[6]["code"]))
    assert dialog.status_label.text().startswith(
        'PanOceania "Vanilla 300pt (multi sniper)": 300 pts, 10 troopers'
    )


def test_garbage_says_what_is_wrong_and_disables_import(dialog, qtbot):
    dialog.set_code(WORKED)
    assert dialog.import_button.isEnabled()
    dialog.code_edit.moveCursor(QTextCursor.MoveOperation.End)
    qtbot.keyClicks(dialog.code_edit, "!")
    assert not dialog.import_button.isEnabled()
    assert "'!' is not a base64 character" in dialog.status_label.text()
    assert "at character 40 of the code" in dialog.status_label.text()
    dialog.accept()  # Enter on a bad code does not close the dialog
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert dialog.import_result is None


def test_unknown_army_is_reported_not_imported(dialog):
    dialog.set_code(INVENTED_ARMY_CODE)
    assert "army 4242 ('atlantis') is not in the bundled data" in (
        dialog.status_label.text()
    )
    assert not dialog.import_button.isEnabled()


def test_unresolved_members_are_shown_before_accepting(dialog):
    dialog.set_code(WHITE_COMPANY)
    assert dialog.import_button.isEnabled()
    assert not dialog.unresolved_list.isHidden()
    assert dialog.unresolved_list.count() == 1
    row = dialog.unresolved_list.item(0).text()
    assert row.startswith("Group 2, trooper 1: unit 36, profile group 1, option 2")
    assert "1 member is not in the bundled data" in dialog.unresolved_label.text()
    # the list keeps the placeholder
    assert [len(g.troopers) for g in dialog.army_list.groups] == [5, 1]
    # and a code that resolves fully clears the report again
    dialog.set_code(WORKED)
    assert dialog.unresolved_list.count() == 0
    assert dialog.unresolved_list.isHidden()


def test_accepting_returns_the_list(dialog, qtbot):
    dialog.set_code(WORKED)
    with qtbot.waitSignal(dialog.accepted):
        dialog.import_button.click()
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_import_army_code_returns_the_list_or_none(qtbot, catalog, monkeypatch):
    QGuiApplication.clipboard().setText("")
    seen = {}

    def fake_exec(self):
        seen["text"] = self.code_edit.toPlainText()
        self.set_code(WHITE_COMPANY)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(ImportCodeDialog, "exec", fake_exec)
    army = import_army_code(None, catalog)
    assert seen["text"] == ""
    assert isinstance(army, ArmyList)
    assert army.army_id == 909
    monkeypatch.setattr(
        ImportCodeDialog, "exec", lambda self: QDialog.DialogCode.Rejected
    )
    assert import_army_code(None, catalog) is None


def test_import_army_code_prefills_a_code_from_the_clipboard(catalog, monkeypatch):
    seen = {}

    def fake_exec(self):
        seen["text"] = self.code_edit.toPlainText()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(ImportCodeDialog, "exec", fake_exec)
    QGuiApplication.clipboard().setText(f"  {share_url(WORKED)}\n")
    army = import_army_code(None, catalog)
    assert seen["text"] == share_url(WORKED)
    assert army.army_id == 501
    QGuiApplication.clipboard().setText("shopping list: eggs")
    import_army_code(None, catalog)
    assert seen["text"] == ""


def fusiliers() -> ArmyList:
    entry = TrooperEntry(unit_id=1, profile_group_id=1, option_id=1)
    return ArmyList(
        army_id=101, name="Copy me", groups=(CombatGroup(number=1, troopers=(entry,)),)
    )


def test_copy_army_code_puts_the_code_on_the_clipboard(qtbot, catalog):
    code = copy_army_code(fusiliers(), catalog)
    assert QGuiApplication.clipboard().text() == code
    decoded = decode(code)
    assert (decoded.slug, decoded.name) == ("panoceania", "Copy me")


def test_copy_share_link_puts_the_link_on_the_clipboard(qtbot, catalog):
    url = copy_share_link(fusiliers(), catalog)
    assert QGuiApplication.clipboard().text() == url
    assert url.startswith("https://infinityuniverse.com/army/list/")
    assert decode(url).name == "Copy me"


def test_copy_of_a_list_that_cannot_be_a_code_leaves_the_clipboard(qtbot, catalog):
    QGuiApplication.clipboard().setText("before")
    with pytest.raises(ArmyCodeError):
        copy_army_code(fusiliers().replace(points_limit=50000), catalog)
    assert QGuiApplication.clipboard().text() == "before"
    assert import_code_dialog.copy_share_link is copy_share_link
