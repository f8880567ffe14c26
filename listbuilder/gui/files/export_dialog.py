"""File > Export PDF...: pick the style, paper, units and charts, then write the PDF.

:class:`ExportDialog` asks for the choices (remembered in
:class:`~listbuilder.data.settings.Settings`); :func:`export_pdf_interactive`
runs the whole export: dialog, file name, the roster the app shows and
``listbuilder.export.pdf.write_roster_pdf``, and optionally opens the file with
the system viewer. The PDF itself is laid out by ``listbuilder.export``; this
module never imports reportlab.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QMessageBox,
    QWidget,
)

from listbuilder.core.errors import DataError, ListbuilderError
from listbuilder.core.lists.army_list import ArmyList
from listbuilder.core.state import ListState
from listbuilder.data.its_deck import its_of
from listbuilder.data.lists import check_export_target
from listbuilder.data.settings import Settings
from listbuilder.export.options import PAGES, PER_PAGE, STYLES, UNITS, PdfOptions, label
from listbuilder.gui.dialogs.keys import accept_on_ctrl_enter
from listbuilder.gui.i18n import QT_TRANSLATE_NOOP, translate

#: What each sheet style prints, shown under the style picker.
STYLE_HELP = {
    "full": QT_TRANSLATE_NOOP(
        "ExportDialog",
        "Every trooper with profile, skills, equipment and weapons; "
        "order pools; points, SWC and legality.",
    ),
    "compact": QT_TRANSLATE_NOOP(
        "ExportDialog",
        "The whole list on one page (up to 15 troopers): one line per "
        "trooper and one weapons summary.",
    ),
    "opponent": QT_TRANSLATE_NOOP(
        "ExportDialog",
        "Open information only, to hand to your opponent: no points, "
        "SWC or Lieutenant; troopers deploying hidden or airborne and marker "
        "contents are left out.",
    ),
    "cards": QT_TRANSLATE_NOOP(
        "ExportDialog",
        "One card per trooper (peripherals and pairs too): profile, "
        "skills, equipment, weapons with range bands, orders, Lieutenant and "
        "fireteam marks; with cut marks.",
    ),
}
#: Characters file systems refuse in a file name.
_UNSAFE = re.compile(r'[<>:"/\\|?*\x00-\x1f]+')


class ExportDialog(QDialog):
    """Choose the PDF sheet: style, page size, units, open when done.

    Parameters
    ----------
    settings : Settings, optional
        Last choices to start from (defaults: full, A4, inches, do not open).
    parent : QWidget, optional
        Parent window.

    Attributes
    ----------
    style_combo, page_combo, units_combo, per_page_combo : QComboBox
        Item data: ``full``/``compact``/``opponent``/``cards``, ``a4``/``letter``,
        ``in``/``cm``, ``9``/``6`` (cards a page; enabled for cards only).
    style_help : QLabel
        What the chosen style prints.
    charts_check : QCheckBox
        Add the charts page (weapons by range bracket, hacking programs).
    open_check : QCheckBox
        Open the PDF with the system viewer when written.
    buttons : QDialogButtonBox
        Export... / Cancel.
    """

    def __init__(
        self, settings: Settings | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        accept_on_ctrl_enter(self)
        settings = settings or Settings()
        self.setWindowTitle(self.tr("Export PDF"))
        self.style_combo = self._combo(STYLES, settings.pdf_style)
        self.page_combo = self._combo(PAGES, settings.pdf_page)
        self.units_combo = self._combo(UNITS, settings.pdf_units)
        self.per_page_combo = self._combo(PER_PAGE, settings.pdf_cards_per_page)
        self.charts_check = QCheckBox(
            self.tr("Add a &charts page: weapons by range, hacking programs"), self
        )
        self.charts_check.setChecked(settings.pdf_charts)
        self.style_help = QLabel(self)
        self.style_help.setWordWrap(True)
        self.style_help.setMinimumWidth(320)
        self.open_check = QCheckBox(self.tr("&Open the PDF when done"), self)
        self.open_check.setChecked(settings.open_pdf_after_export)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
            self,
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            self.tr("&Export…")
        )
        form = QFormLayout(self)
        form.addRow(self.tr("&Sheet:"), self.style_combo)
        form.addRow("", self.style_help)
        form.addRow(self.tr("&Paper:"), self.page_combo)
        form.addRow(self.tr("&Distances:"), self.units_combo)
        form.addRow(self.tr("Cards a pa&ge:"), self.per_page_combo)
        form.addRow("", self.charts_check)
        form.addRow("", self.open_check)
        form.addRow(self.buttons)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.style_combo.currentIndexChanged.connect(
            self._on_style_combo_current_index_changed
        )
        self._on_style_combo_current_index_changed()

    def _combo(
        self, values: tuple[str, ...] | tuple[int, ...], current: str | int
    ) -> QComboBox:
        combo = QComboBox(self)
        for value in values:
            combo.addItem(label(value), value)
        index = combo.findData(current)
        combo.setCurrentIndex(max(index, 0))  # unknown saved value: first choice
        return combo

    def _on_style_combo_current_index_changed(self) -> None:
        self.style_help.setText(translate("ExportDialog", STYLE_HELP[self.sheet_style]))
        self.per_page_combo.setEnabled(self.sheet_style == "cards")
        # a longer help text needs more lines: grow the dialog to show them all
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self.adjustSize()

    @property
    def sheet_style(self) -> str:
        """The chosen style: ``full``, ``compact`` or ``opponent``."""
        return str(self.style_combo.currentData())

    @property
    def page(self) -> str:
        """The chosen page size: ``a4`` or ``letter``."""
        return str(self.page_combo.currentData())

    @property
    def units(self) -> str:
        """The chosen distance units: ``in`` or ``cm``."""
        return str(self.units_combo.currentData())

    @property
    def per_page(self) -> int:
        """Trooper cards a page: 9 or 6."""
        return int(self.per_page_combo.currentData())

    @property
    def charts(self) -> bool:
        """True when the charts page is wanted."""
        return self.charts_check.isChecked()

    @property
    def open_after(self) -> bool:
        """True when the PDF should open in the system viewer."""
        return self.open_check.isChecked()

    @property
    def options(self) -> PdfOptions:
        """The PDF's options as chosen in the dialog."""
        return PdfOptions(
            style=self.sheet_style,
            page=self.page,
            units=self.units,
            per_page=self.per_page,
            charts=self.charts,
        )

    def updated_settings(self, settings: Settings) -> Settings:
        """Return ``settings`` with the choices of this dialog remembered."""
        options = self.options
        return settings.replace(
            pdf_style=options.style,
            pdf_page=options.page,
            pdf_units=options.units,
            pdf_cards_per_page=options.per_page,
            pdf_charts=options.charts,
            open_pdf_after_export=self.open_after,
        )


def suggested_file_name(army_list: ArmyList, style: str) -> str:
    """A safe file name for the sheet: ``My list.pdf``, ``My list (opponent).pdf``."""
    name = _UNSAFE.sub("_", army_list.name).strip(" .") or "army-list"
    name = name[:80]
    suffix = f" ({style})" if style in ("compact", "opponent", "cards") else ""
    return f"{name}{suffix}.pdf"


def _start_folder(settings: Settings) -> Path:
    for recent in settings.recent_files:
        folder = Path(recent).parent
        if folder.is_dir():
            return folder
    return Path.home()


def export_pdf_interactive(
    parent: QWidget | None,
    state: ListState,
    settings: Settings,
    *,
    source: Path | None = None,
) -> Settings:
    """Ask for the sheet and the file, write the PDF, open it if asked.

    Parameters
    ----------
    parent : QWidget or None
        Parent of the dialogs.
    state : ListState
        The list as the app shows it: its roster is printed as it is.
    settings : Settings
        Last choices (style, page, units, cards a page, charts, open when done).
    source : Path, optional
        The list's saved file: never written over, nor is any other saved list.

    Returns
    -------
    Settings
        ``settings`` with the choices remembered once the dialog is accepted
        (unchanged if it is cancelled). Errors are shown in a message box and
        leave any existing file untouched.

    Source: RULES.md C1, C2 (the opponent copy hides private information)
    """
    dialog = ExportDialog(settings, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return settings
    updated = dialog.updated_settings(settings)
    start = _start_folder(settings) / suggested_file_name(
        state.army_list, dialog.sheet_style
    )
    chosen, _ = QFileDialog.getSaveFileName(
        parent,
        translate("ExportDialog", "Export PDF"),
        str(start),
        translate("ExportDialog", "PDF files (*.pdf)"),
    )
    if not chosen:
        return updated
    target = Path(chosen)
    if target.suffix.lower() != ".pdf":
        target = target.with_name(target.name + ".pdf")
    try:
        check_export_target(target, source)
    except DataError as exc:
        QMessageBox.critical(
            parent, translate("ExportDialog", "Cannot export the PDF"), str(exc)
        )
        return updated
    # imported here so that opening the app does not load reportlab
    from listbuilder.export.pdf import write_roster_pdf

    QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        options = dialog.options
        if options.style == "full":
            options = replace(options, its=its_of(state))
        write_roster_pdf(state.roster, target, options)
    except (ListbuilderError, OSError) as exc:
        QGuiApplication.restoreOverrideCursor()
        QMessageBox.critical(
            parent, translate("ExportDialog", "Cannot export the PDF"), str(exc)
        )
        return updated
    QGuiApplication.restoreOverrideCursor()
    if updated.open_pdf_after_export:
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(target)))
    return updated
