"""File > Export PDF...: the dialog and the interactive export, dialogs patched."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

from listbuilder.core import ArmyList
from listbuilder.core.state import evaluate
from listbuilder.data.lists import save_army
from listbuilder.data.settings import Settings
from listbuilder.gui.files import export_dialog
from listbuilder.gui.files.export_dialog import (
    ExportDialog,
    export_pdf_interactive,
    suggested_file_name,
)
from tests.export.pdf.test_pdf import fifteen_trooper_list, flat


def pdf_text(path) -> str:
    reader = PdfReader(io.BytesIO(path.read_bytes()))
    return flat(" ".join(p.extract_text() for p in reader.pages))


class Patched:
    """Records of the patched modal calls."""

    def __init__(self) -> None:
        self.save_calls: list[tuple] = []
        self.opened: list[str] = []
        self.errors: list[str] = []


@pytest.fixture
def patched(monkeypatch, tmp_path):
    """Accept the dialog with chosen values; answer the save dialog with a path."""
    record = Patched()
    record.answer = str(tmp_path / "sheet")
    record.choices = {}
    record.accept = True

    def fake_exec(dialog):
        for combo, value in record.choices.items():
            box = getattr(dialog, combo)
            if isinstance(value, bool):
                box.setChecked(value)
            else:
                box.setCurrentIndex(box.findData(value))
        code = QDialog.DialogCode
        return code.Accepted if record.accept else code.Rejected

    def fake_save(parent, caption, start, filters):
        record.save_calls.append((caption, start, filters))
        return record.answer, filters

    monkeypatch.setattr(ExportDialog, "exec", fake_exec)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(fake_save))
    monkeypatch.setattr(
        QDesktopServices,
        "openUrl",
        staticmethod(lambda url: record.opened.append(url.toLocalFile()) or True),
    )
    monkeypatch.setattr(
        QMessageBox,
        "critical",
        staticmethod(lambda parent, title, text: record.errors.append(text)),
    )
    return record


@pytest.fixture
def army() -> ArmyList:
    return fifteen_trooper_list(name="Małpy <b>stronk</b>")


def test_dialog_starts_from_the_last_choices(qtbot):
    settings = Settings(
        pdf_style="opponent",
        pdf_page="letter",
        pdf_units="cm",
        open_pdf_after_export=True,
    )
    dialog = ExportDialog(settings)
    qtbot.addWidget(dialog)
    assert (dialog.sheet_style, dialog.page, dialog.units, dialog.open_after) == (
        "opponent",
        "letter",
        "cm",
        True,
    )
    assert "Open information only" in dialog.style_help.text()


def test_dialog_defaults_and_unknown_saved_values(qtbot):
    dialog = ExportDialog(Settings(pdf_style="poster", pdf_page="a0"))
    qtbot.addWidget(dialog)
    assert (dialog.sheet_style, dialog.page, dialog.units, dialog.open_after) == (
        "full",
        "a4",
        "in",
        False,
    )
    assert [
        dialog.style_combo.itemData(i) for i in range(dialog.style_combo.count())
    ] == ["full", "compact", "opponent", "cards"]
    assert (dialog.per_page, dialog.charts) == (9, False)
    assert not dialog.per_page_combo.isEnabled()  # cards only


def test_dialog_remembers_changes(qtbot):
    dialog = ExportDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.style_combo.setCurrentIndex(dialog.style_combo.findData("compact"))
    assert "one page" in dialog.style_help.text()
    dialog.units_combo.setCurrentIndex(dialog.units_combo.findData("cm"))
    dialog.open_check.setChecked(True)
    updated = dialog.updated_settings(Settings(recent_files=("a",)))
    assert (updated.pdf_style, updated.pdf_page, updated.pdf_units) == (
        "compact",
        "a4",
        "cm",
    )
    assert updated.open_pdf_after_export
    assert updated.recent_files == ("a",)


def test_export_writes_the_pdf_and_remembers_choices(
    qtbot, patched, army, catalog, n5, tmp_path
):
    patched.choices = {"style_combo": "compact", "page_combo": "letter"}
    settings = Settings()
    updated = export_pdf_interactive(None, evaluate(army, catalog, n5), settings)
    target = tmp_path / "sheet.pdf"  # .pdf added to the name typed
    assert target.read_bytes().startswith(b"%PDF-")
    assert len(PdfReader(io.BytesIO(target.read_bytes())).pages) == 1
    assert "Małpy <b>stronk</b>" in pdf_text(target)
    assert (updated.pdf_style, updated.pdf_page, updated.pdf_units) == (
        "compact",
        "letter",
        "in",
    )
    assert patched.opened == []
    assert patched.errors == []
    [(_caption, start, filters)] = patched.save_calls
    assert start.endswith("Małpy _b_stronk_b_ (compact).pdf")
    assert "*.pdf" in filters


def test_export_opens_the_file_when_asked(qtbot, patched, army, catalog, n5, tmp_path):
    patched.answer = str(tmp_path / "mine.PDF")
    patched.choices = {"open_check": True}
    updated = export_pdf_interactive(None, evaluate(army, catalog, n5), Settings())
    assert updated.open_pdf_after_export
    assert patched.opened == [str(tmp_path / "mine.PDF")]
    assert (tmp_path / "mine.PDF").exists()


def test_opponent_copy_from_the_app(qtbot, patched, army, catalog, n5, tmp_path):
    patched.choices = {"style_combo": "opponent"}
    export_pdf_interactive(None, evaluate(army, catalog, n5), Settings())
    text = pdf_text(tmp_path / "sheet.pdf")
    assert "Opponent copy" in text
    for word in ("pts", "SWC", "Lieutenant", "LIEUTENANT"):
        assert word not in text


def test_cancelled_dialog_changes_nothing(qtbot, patched, army, catalog, n5, tmp_path):
    patched.accept = False
    settings = Settings(pdf_style="compact")
    assert (
        export_pdf_interactive(None, evaluate(army, catalog, n5), settings) is settings
    )
    assert patched.save_calls == []
    assert list(tmp_path.iterdir()) == []


def test_cancelled_file_dialog_writes_nothing(
    qtbot, patched, army, catalog, n5, tmp_path
):
    patched.answer = ""
    patched.choices = {"units_combo": "cm"}
    updated = export_pdf_interactive(None, evaluate(army, catalog, n5), Settings())
    assert updated.pdf_units == "cm"
    assert list(tmp_path.iterdir()) == []
    assert patched.opened == []


def test_write_error_is_shown_and_nothing_opens(
    qtbot, patched, army, catalog, n5, tmp_path
):
    patched.answer = str(tmp_path / "no-such-folder" / "x.pdf")
    patched.choices = {"open_check": True}
    export_pdf_interactive(None, evaluate(army, catalog, n5), Settings())
    [error] = patched.errors
    assert "cannot write" in error
    assert patched.opened == []


def test_suggested_file_names():
    assert suggested_file_name(ArmyList(army_id=101, name="a/b:c"), "full") == (
        "a_b_c.pdf"
    )
    assert suggested_file_name(ArmyList(army_id=101, name="  "), "opponent") == (
        "army-list (opponent).pdf"
    )
    assert suggested_file_name(ArmyList(army_id=101, name="日本"), "full") == "日本.pdf"


def test_opening_the_app_does_not_load_reportlab():
    code = (
        "import sys, listbuilder.gui.files.export_dialog\n"
        "sys.exit('reportlab' in sys.modules)\n"
    )
    root = Path(export_dialog.__file__).resolve().parents[3]
    assert subprocess.run([sys.executable, "-c", code], cwd=root).returncode == 0


def test_dialog_offers_cards_per_page_and_charts(qtbot):
    dialog = ExportDialog(Settings(pdf_style="cards", pdf_cards_per_page=6))
    qtbot.addWidget(dialog)
    assert dialog.sheet_style == "cards"
    assert dialog.per_page_combo.isEnabled()
    assert dialog.per_page == 6
    assert "One card per trooper" in dialog.style_help.text()
    dialog.charts_check.setChecked(True)
    updated = dialog.updated_settings(Settings())
    assert (updated.pdf_style, updated.pdf_cards_per_page, updated.pdf_charts) == (
        "cards",
        6,
        True,
    )
    dialog.style_combo.setCurrentIndex(dialog.style_combo.findData("full"))
    assert not dialog.per_page_combo.isEnabled()


def test_cards_with_charts_from_the_app(qtbot, patched, army, catalog, n5, tmp_path):
    patched.choices = {
        "style_combo": "cards",
        "per_page_combo": 6,
        "charts_check": True,
    }
    updated = export_pdf_interactive(None, evaluate(army, catalog, n5), Settings())
    [(_caption, start, _filters)] = patched.save_calls
    assert start.endswith("(cards).pdf")
    target = tmp_path / "sheet.pdf"
    reader = PdfReader(io.BytesIO(target.read_bytes()))
    assert len(reader.pages) == 4  # 16 cards six a page, then the charts
    text = pdf_text(target)
    assert "LIEUTENANT" in text
    assert "Charts for this list" in text
    assert (updated.pdf_cards_per_page, updated.pdf_charts) == (6, True)


def test_export_over_a_saved_list_is_refused(
    qtbot, patched, army, catalog, n5, tmp_path
):
    """Issue 30: a saved list named ``x.pdf`` is never replaced by its sheet."""
    target = tmp_path / "mine.pdf"
    save_army(army, target)
    before = target.read_bytes()
    patched.answer = str(target)
    patched.choices = {"open_check": True}
    export_pdf_interactive(None, evaluate(army, catalog, n5), Settings())
    [error] = patched.errors
    assert "is a saved list" in error
    assert target.read_bytes() == before
    assert patched.opened == []


def test_export_over_the_lists_own_file_is_refused(
    qtbot, patched, army, catalog, n5, tmp_path
):
    source = tmp_path / "own.pdf"
    source.write_bytes(b"not json, but the list's own file")
    patched.answer = str(source)
    export_pdf_interactive(None, evaluate(army, catalog, n5), Settings(), source=source)
    [error] = patched.errors
    assert str(source) in error
    assert source.read_bytes() == b"not json, but the list's own file"
