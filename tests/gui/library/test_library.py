"""The list library window, driven as a player would (offscreen, real lists):
table and filters, folders, open, duplicate, rename, move, delete and restore,
tags and note, the open list followed, Open Recent's labels."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QInputDialog,
    QLineEdit,
    QMessageBox,
)

from listbuilder.core import ArmyList
from listbuilder.core.library import LibraryFilter
from listbuilder.core.lists import edits
from listbuilder.data.library.operations import list_trash
from listbuilder.data.lists import load_army, save_army
from listbuilder.data.settings import Settings
from listbuilder.gui.library.panel import LibraryPanel
from listbuilder.gui.library.table_model import (
    LibraryProxyModel,
    LibraryTableModel,
    decode_paths,
)
from listbuilder.gui.library.trash_dialog import TrashDialog
from listbuilder.gui.main_window import MainWindow
from listbuilder.paths import user_dirs
from tests.data.library.test_scan import FRIARS, PANO
from tests.gui.test_main_window import Questions

NAME = LibraryTableModel.COL_NAME


@pytest.fixture
def questions(monkeypatch):
    fake = Questions()
    monkeypatch.setattr(QMessageBox, "question", fake)
    return fake


@pytest.fixture
def warnings(monkeypatch):
    shown: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text)
    )
    monkeypatch.setattr(
        QMessageBox, "information", lambda parent, title, text, *a: shown.append(text)
    )
    monkeypatch.setattr(
        QMessageBox, "critical", lambda parent, title, text, *a: shown.append(text)
    )
    return shown


@pytest.fixture
def lists(user_home) -> Path:
    root = user_dirs().lists
    (root / "ITS").mkdir(parents=True)
    (root / "Casual").mkdir()
    save_army(FRIARS.replace(tags=("ITS",)), root / "ITS" / "friars.lbl.json")
    save_army(PANO, root / "pano.lbl.json")
    save_army(
        PANO.replace(name="Small", points_limit=150), root / "Casual" / "s.lbl.json"
    )
    (root / "bad.lbl.json").write_bytes(b"{broken")
    return root


@pytest.fixture
def window(qtbot, catalog, n5, n2, lists, questions):
    win = MainWindow(
        catalog, [n5, n2], Settings(), user_dirs(), ArmyList(army_id=101, name="Test")
    )
    qtbot.addWidget(win)
    return win


@pytest.fixture
def library(window):
    """The library of the window, shown with Ctrl+L and scanned."""
    window.library_action.trigger()
    panel = window.library.library_window.panel
    panel.refresh(blocking=True)
    return panel


def shown_names(panel: LibraryPanel) -> list[str]:
    proxy = panel.proxy
    return sorted(proxy.index(r, NAME).data() for r in range(proxy.rowCount()))


def select(panel: LibraryPanel, *names: str) -> None:
    proxy = panel.proxy
    paths = [
        proxy.index(r, NAME).data(LibraryTableModel.RowRole).path
        for r in range(proxy.rowCount())
        if proxy.index(r, NAME).data() in names
    ]
    assert len(paths) == len(names)
    panel.select_paths(paths)


def test_models_pass_the_model_tester(qtmodeltester, library):
    qtmodeltester.check(library.model)
    proxy = LibraryProxyModel()
    proxy.setSourceModel(library.model)
    qtmodeltester.check(proxy)


def test_model_maps_core_text_to_roles(library):
    model = library.model
    row = model.row_of_path(str(user_dirs().lists / "ITS" / "friars.lbl.json"))
    cells = [model.index(row, c).data() for c in range(model.columnCount())]
    assert cells[:7] == [
        "Friars",
        "Military Orders",
        "255/300",
        "Legal",
        "12/15",
        "ITS",
        "ITS",
    ]
    assert cells[7] == "7.2669.194"  # the data set's version
    legal = model.index(row, LibraryTableModel.COL_LEGAL)
    assert legal.data(Qt.ItemDataRole.ToolTipRole) == "No rule broken."
    bad = model.row_of_path(str(user_dirs().lists / "bad.lbl.json"))
    assert model.index(bad, LibraryTableModel.COL_LEGAL).data() == "Unreadable"
    tip = model.index(bad, NAME).data(Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("not a Listbuilder list")
    assert model.headerData(2, Qt.Orientation.Horizontal) == "Points"


def test_ctrl_l_shows_every_list_and_the_folders(window, library):
    assert window.library.library_window.isVisible()
    assert window.library_action.isChecked()
    assert shown_names(library) == ["Friars", "Fusiliers", "Small", "bad.lbl.json"]
    tree = library.folder_tree
    top = tree.topLevelItem(0)
    assert top.text(0) == "All lists"
    assert sorted(top.child(i).text(0) for i in range(top.childCount())) == [
        "Casual",
        "ITS",
    ]
    assert library.status_label.text().startswith("4 lists, 1 cannot be read")
    window.library.library_window.close()
    assert not window.library_action.isChecked()


def test_search_and_filters(library):
    library.search_edit.setText("teutonic")  # a unit of the list
    assert shown_names(library) == ["Friars"]
    library.search_edit.clear()
    library.army_combo.setCurrentIndex(library.army_combo.findData(101))
    assert shown_names(library) == ["Fusiliers", "Small"]
    library.army_combo.setCurrentIndex(0)
    library.legal_combo.setCurrentIndex(2)  # illegal only
    assert shown_names(library) == ["bad.lbl.json"]
    library.legal_combo.setCurrentIndex(0)
    library.tag_combo.setCurrentIndex(library.tag_combo.findData("ITS"))
    assert shown_names(library) == ["Friars"]
    library.tag_combo.setCurrentIndex(0)
    library.set_current_folder("Casual")
    assert shown_names(library) == ["Small"]
    assert library.proxy.library_filter == LibraryFilter(folder="Casual")
    assert "1 shown" in library.status_label.text()


def test_sorting_by_points_uses_numbers(library):
    library.table.sortByColumn(
        LibraryTableModel.COL_POINTS, Qt.SortOrder.AscendingOrder
    )
    proxy = library.proxy
    names = [proxy.index(r, NAME).data() for r in range(proxy.rowCount())]
    assert names == ["Small", "Fusiliers", "Friars", "bad.lbl.json"]  # 20/150 first


def test_open_from_the_library(window, library):
    select(library, "Friars")
    assert library.open_action.isEnabled()
    library.open_action.trigger()
    assert window.document.army_list.name == "Friars"
    assert window.document.path == user_dirs().lists / "ITS" / "friars.lbl.json"


def test_unreadable_list_cannot_be_opened_but_can_be_deleted(library):
    select(library, "bad.lbl.json")
    assert not library.open_action.isEnabled()
    assert library.trash_action.isEnabled()
    assert "bad.lbl.json: not a Listbuilder list" in library.details_label.text()


def test_duplicate_several(library):
    select(library, "Friars", "Fusiliers")
    copies = library.duplicate_selected()
    assert len(copies) == 2
    assert {"Friars (copy)", "Fusiliers (copy)"} <= set(shown_names(library))
    assert {r.name for r in library.selected_rows()} == {
        "Friars (copy)",
        "Fusiliers (copy)",
    }


def answer_name_dialog(monkeypatch, qtbot, name: str) -> dict[str, object]:
    """When the name dialog opens: note what it shows, type ``name``, click OK.

    Returns what it saw once the dialog has been answered: ``text`` (the name it
    offered), ``dialog_width``, ``edit_width`` and ``text_width`` (pixels).
    """
    seen: dict[str, object] = {}

    def answer(dialog: QInputDialog) -> int:
        dialog.show()
        qtbot.waitExposed(dialog)
        edit = dialog.findChild(QLineEdit)
        seen.update(
            text=edit.text(),
            dialog_width=dialog.width(),
            edit_width=edit.width(),
            text_width=edit.fontMetrics().horizontalAdvance(edit.text()),
        )
        edit.selectAll()
        qtbot.keyClicks(edit, name)
        buttons = dialog.findChild(QDialogButtonBox)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        return dialog.result()

    def static_dialog(*args, **kwargs):
        raise AssertionError("QInputDialog.getText opens at its label's width")

    monkeypatch.setattr(QInputDialog, "exec", answer)
    monkeypatch.setattr(QInputDialog, "getText", static_dialog)
    return seen


def test_rename_asks_the_name(library, monkeypatch, qtbot):
    select(library, "Fusiliers")
    answer_name_dialog(monkeypatch, qtbot, "Pano for Saturday")
    new = library.rename_selected()
    assert new.name == "panoceania-300-pano-for-saturday.lbl.json"
    assert load_army(new).name == "Pano for Saturday"
    assert "Pano for Saturday" in shown_names(library)
    assert "Fusiliers" not in shown_names(library)


def test_rename_dialog_is_wide_enough_for_a_long_name(library, monkeypatch, qtbot):
    long = "Shindenbutai for the Saturday tournament, second round (ITS 16)"
    select(library, "Fusiliers")
    library.rename_selected(long)
    select(library, long)
    seen = answer_name_dialog(monkeypatch, qtbot, "Short")
    assert library.rename_selected() is not None
    assert seen["text"] == long
    assert seen["dialog_width"] >= 480
    assert seen["text_width"] < seen["edit_width"]  # the whole name shows
    assert "Short" in shown_names(library)


def test_move_several_to_a_folder(library, monkeypatch):
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: ("Casual", True))
    select(library, "Friars", "Fusiliers")
    moved = library.move_selected()
    assert {p.parent.name for p in moved} == {"Casual"}
    library.set_current_folder("Casual")
    assert shown_names(library) == ["Friars", "Fusiliers", "Small"]


def test_delete_to_trash_and_restore(library, questions):
    select(library, "Friars", "Small")
    assert library.trash_selected() == 2
    assert shown_names(library) == ["Fusiliers", "bad.lbl.json"]
    assert len(list_trash(user_dirs().trash)) == 2
    dialog = TrashDialog(user_dirs().trash, library.root, library.catalog)
    assert dialog.table.rowCount() == 2
    assert {dialog.table.item(r, 0).text() for r in range(2)} == {"Friars", "Small"}
    assert {dialog.table.item(r, 3).text() for r in range(2)} == {"ITS", "Casual"}
    dialog.table.selectRow(0)
    restored = dialog.restore_selected()
    assert len(restored) == 1
    assert restored[0].exists()
    assert dialog.table.rowCount() == 1
    questions.answer = QMessageBox.StandardButton.Yes
    dialog.empty_button.click()
    assert dialog.table.rowCount() == 0
    assert list_trash(user_dirs().trash) == []
    library.refresh(blocking=True)
    assert len(shown_names(library)) == 3


def test_folders_created_and_renamed_from_the_view(library, monkeypatch):
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("2026", True))
    library.set_current_folder("ITS")
    assert library.new_folder() == "ITS/2026"
    assert (library.root / "ITS" / "2026").is_dir()
    assert library.current_folder() == "ITS/2026"
    library.set_current_folder("ITS")
    assert library.rename_current_folder("Tournaments") == "Tournaments"
    assert (library.root / "Tournaments" / "friars.lbl.json").exists()
    assert library.current_folder() == "Tournaments"
    assert shown_names(library) == ["Friars"]


def test_bad_folder_name_is_refused_with_a_message(library, warnings):
    assert library.new_folder("../escape") is None
    assert warnings
    assert "cannot" in warnings[0]


def test_tags_and_note_saved_in_the_file(library):
    select(library, "Fusiliers")
    library.tags_edit.setText("casual, Practice ,casual")
    library.notes_edit.setPlainText("Try the HMG.")
    library.save_details_button.click()
    army = load_army(library.root / "pano.lbl.json")
    assert (army.tags, army.notes) == (("casual", "Practice"), "Try the HMG.")
    assert library.tag_combo.findData("Practice") > 0
    assert library.tags_edit.text() == "casual, Practice"


def test_the_open_list_is_followed_when_moved_and_renamed(
    window, library, monkeypatch, qtbot
):
    path = library.root / "pano.lbl.json"
    window.files.open_path(path)
    select(library, "Fusiliers")
    answer_name_dialog(monkeypatch, qtbot, "Renamed")
    new = library.rename_selected()
    assert window.document.path == new
    assert window.document.army_list.name == "Renamed"  # re-read: it had no changes
    assert not window.document.is_modified
    select(library, "Renamed")
    (moved,) = library.move_selected("ITS")
    assert window.document.path == moved


def test_the_open_list_with_changes_is_never_rewritten(window, library, warnings):
    path = library.root / "pano.lbl.json"
    window.files.open_path(path)
    window.document.apply(edits.add_combat_group)
    before = path.read_bytes()
    select(library, "Fusiliers")
    assert library.rename_selected("Other") is None
    library.tags_edit.setText("x")
    library.save_details_button.click()
    assert path.read_bytes() == before
    assert len(warnings) == 2
    assert "unsaved changes" in warnings[0]
    (moved,) = library.move_selected("ITS")  # moving does not rewrite it
    assert window.document.path == moved
    assert window.document.is_modified


def test_deleting_the_open_list_keeps_it_open_unsaved(window, library):
    window.files.open_path(library.root / "pano.lbl.json")
    select(library, "Fusiliers")
    library.trash_selected()
    assert window.document.path is None
    assert window.document.is_modified
    assert window.document.army_list.name == "Fusiliers"


def test_lists_saved_elsewhere_show_up_by_themselves(qtbot, library):
    save_army(PANO.replace(name="Saved elsewhere"), library.root / "n.lbl.json")
    qtbot.waitUntil(lambda: "Saved elsewhere" in shown_names(library), timeout=5000)


def test_background_scan_delivers_rows(qtbot, catalog, lists, tmp_path):
    panel = LibraryPanel(
        lists, tmp_path / "trash", lambda: catalog, tmp_path / "cache", "fp"
    )
    qtbot.addWidget(panel)
    with qtbot.waitSignal(panel.refreshed, timeout=10000):
        panel.refresh()
    assert len(shown_names(panel)) == 4


def test_open_recent_shows_file_names_told_apart_by_folder(window, lists, warnings):
    # issue 27: two lists saved as "friars.lbl.json" in two folders
    shutil.copy(lists / "ITS" / "friars.lbl.json", lists / "Casual")
    window.files.open_path(lists / "ITS" / "friars.lbl.json")
    window.files.open_path(lists / "bad.lbl.json")  # refused: not in the recent list
    window.files.open_path(lists / "pano.lbl.json")
    window.files.open_path(lists / "Casual" / "friars.lbl.json")
    window.recent_menu.aboutToShow.emit()
    actions = window.recent_menu.actions()
    assert [a.text() for a in actions] == [
        "&1 friars.lbl.json — Casual",
        "&2 pano.lbl.json",
        "&3 friars.lbl.json — ITS",
    ]
    # the list's name, army and points, and where it is, on hover
    assert actions[1].toolTip() == (
        f"Fusiliers — PanOceania, 20/300 pts\n{lists / 'pano.lbl.json'}"
    )
    assert actions[1].statusTip().startswith("Fusiliers — PanOceania, 20/300 pts (")
    (lists / "pano.lbl.json").unlink()
    window.recent_menu.aboutToShow.emit()
    assert window.recent_menu.actions()[1].text() == "&2 pano.lbl.json (cannot be read)"


def test_dragging_lists_onto_a_folder_moves_them(library):
    select(library, "Friars", "Fusiliers")
    indexes = library.table.selectionModel().selectedRows()
    mime = library.proxy.mimeData(indexes)
    assert sorted(Path(p).name for p in decode_paths(mime)) == [
        "friars.lbl.json",
        "pano.lbl.json",
    ]
    tree = library.folder_tree
    casual = next(
        tree.topLevelItem(0).child(i)
        for i in range(tree.topLevelItem(0).childCount())
        if tree.topLevelItem(0).child(i).text(0) == "Casual"
    )
    spot = QPointF(tree.visualItemRect(casual).center())
    event = QDropEvent(
        spot,
        Qt.DropAction.MoveAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    tree.dropEvent(event)
    assert event.isAccepted()
    assert sorted(p.name for p in (library.root / "Casual").iterdir()) == [
        "friars.lbl.json",
        "pano.lbl.json",
        "s.lbl.json",
    ]
    assert decode_paths(QMimeData()) == []  # anything else is not ours


def test_recent_files_follow_lists_moved_renamed_or_deleted(window, library):
    friars = library.root / "ITS" / "friars.lbl.json"
    pano = library.root / "pano.lbl.json"
    window.files.open_path(friars)
    window.files.open_path(pano)
    select(library, "Friars")
    (moved,) = library.move_selected("Casual")
    select(library, "Fusiliers")
    library.trash_selected()
    assert window.settings.recent_files == (str(moved),)
    window.recent_menu.aboutToShow.emit()
    assert window.recent_menu.actions()[0].text() == "&1 friars.lbl.json"
    assert window.recent_menu.actions()[0].toolTip().startswith("Friars — ")


def test_one_data_version_in_the_new_list_dialog_library_and_about(
    window, library, capsys
):
    """The library's Data column, the New list dialog, About and the commands
    name the same version: the data set's (its newest army file's)."""
    from listbuilder.cli import main
    from listbuilder.gui.dialogs.about_dialog import about_text
    from listbuilder.gui.files.new_list_dialog import NewListDialog

    select(library, "Friars")
    (row,) = library.selected_rows()
    assert row.column_text(7) == "7.2669.194"
    cell = library.model.index(library.model.rows().index(row), 7)
    data = cell.data(Qt.ItemDataRole.ToolTipRole)  # with its date
    assert data == "7.2669.194 (10 Mar 2026)"
    dialog = NewListDialog(window.catalog, list(window.document.rulesets.values()))
    assert dialog.data_label.text().endswith(f", version {data}")
    assert f"version {data}." in about_text(window.catalog)
    assert main(["data", "status"]) == 0
    assert f"Data version: {data}, the newest" in capsys.readouterr().out
    assert main(["library", "--json", str(library.root)]) == 2  # bad.lbl.json
    assert '"data_version": "7.2669.194"' in capsys.readouterr().out
    # Military Orders' own file is older: shown only as that army's file version
    dialog.select_army(103)
    tip = dialog.army_tree.currentIndex().data(Qt.ItemDataRole.ToolTipRole)
    assert "army file 7.2668.372 (9 Mar 2026)" in tip
    dialog.deleteLater()
