"""File > Import army code..., Edit > Copy army code, Edit > Copy share link.

:class:`ImportCodeDialog` reads a pasted official army code or share link as the
user types (decoding takes a fraction of a millisecond), says what it found or
what is wrong, says that fireteams are not part of army codes (they are
declared again after importing), and lists the members the bundled data does
not know *before* the user accepts; they are kept in the list as
placeholders. The copy helpers put a list's code or share link on the
clipboard. All the work is ``listbuilder.core.armycode.decode``; this module
only shows it.
"""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from listbuilder.core.armycode.bind import (
    FIRETEAMS_ON_IMPORT,
    ImportResult,
    army_code,
    army_list_from_code,
    fireteams_matter,
)
from listbuilder.core.armycode.encode import share_url
from listbuilder.core.armycode.reader import ArmyCodeError
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.i18n import _
from listbuilder.core.lists.army_list import ArmyList
from listbuilder.core.lists.counts import counts_text, list_counts
from listbuilder.gui.dialogs.keys import accept_on_ctrl_enter
from listbuilder.gui.i18n import Plurals, translate

_ERROR = "color: #b00020;"
_WARNING = "color: #8a5300; font-weight: bold;"
_OK = "color: #1b5e20;"


def _describe(result: ImportResult, catalog: Catalog) -> str:
    """One line saying what the code holds: army, name, points, troopers."""
    army = result.army_list
    data = catalog.army(army.army_id)
    troopers = counts_text(*list_counts(army, catalog))  # RULES.md A7, A10
    groups = Plurals.tr("%n group(s)", "", len(army.groups))
    army_name = data.name if data else str(army.army_id)
    if army.name.strip():
        army_name = translate("ImportCodeDialog", '{army} "{name}"').format(
            army=army_name, name=army.name
        )
    return translate(
        "ImportCodeDialog", "{army}: {points} pts, {troopers} in {groups}"
    ).format(
        army=army_name,
        points=army.points_limit,
        troopers=troopers,
        groups=groups,
    )


class ImportCodeDialog(QDialog):
    """Paste an army code or share link; see what it holds before importing.

    Attributes
    ----------
    code_edit : QPlainTextEdit
        Where the code or link is pasted.
    status_label : QLabel
        Live feedback: what the code holds, or what is wrong with it.
    fireteam_label : QLabel
        That fireteams are not part of army codes (shown when the list could
        have had some: :func:`fireteams_matter`).
    unresolved_label : QLabel
        Heading of the unresolved-member report (hidden when all resolve).
    unresolved_list : QListWidget
        One row per member the data does not know (group, position, ids, why).
    button_box : QDialogButtonBox
        Import (enabled only for a readable code) and Cancel.
    """

    def __init__(
        self, catalog: Catalog, parent: QWidget | None = None, text: str = ""
    ) -> None:
        super().__init__(parent)
        accept_on_ctrl_enter(self)
        self._catalog = catalog
        self._result: ImportResult | None = None
        self.setWindowTitle(self.tr("Import army code"))
        self.setObjectName("import_code_dialog")
        self.resize(560, 380)
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Paste an army code from the official army builder, or its share "
                "link (https://infinityuniverse.com/army/list/...)."
            ),
            self,
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.code_edit = QPlainTextEdit(self)
        self.code_edit.setObjectName("code_edit")
        self.code_edit.setPlaceholderText("gfUGbm9tYWRzASCBLAEBAQACAIbiAQEAAIGeAQEA")
        self.code_edit.setFont(
            QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        )
        self.code_edit.setTabChangesFocus(True)
        self.code_edit.setMaximumHeight(110)
        layout.addWidget(self.code_edit)
        self.status_label = QLabel(self)
        self.status_label.setObjectName("status_label")
        self.status_label.setWordWrap(True)
        layout.addWidget(self.status_label)
        self.fireteam_label = QLabel(self)
        self.fireteam_label.setObjectName("fireteam_label")
        self.fireteam_label.setWordWrap(True)
        self.fireteam_label.setStyleSheet(_WARNING)
        layout.addWidget(self.fireteam_label)
        self.unresolved_label = QLabel(self)
        self.unresolved_label.setWordWrap(True)
        self.unresolved_label.setStyleSheet(_WARNING)
        layout.addWidget(self.unresolved_label)
        self.unresolved_list = QListWidget(self)
        self.unresolved_list.setObjectName("unresolved_list")
        layout.addWidget(self.unresolved_list, 1)
        # the labels keep their height: the room left over (no unresolved
        # members) goes below them, not between them
        for label in (self.status_label, self.fireteam_label, self.unresolved_label):
            label.setSizePolicy(
                QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum
            )
        layout.addStretch(0)
        self.button_box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
            self,
        )
        self.import_button.setText(self.tr("Import"))
        self.button_box.accepted.connect(self.accept)
        self.button_box.rejected.connect(self.reject)
        layout.addWidget(self.button_box)
        self.code_edit.textChanged.connect(self._on_code_edit_text_changed)
        self.code_edit.setPlainText(text)
        self._on_code_edit_text_changed()

    # -- public ---------------------------------------------------------------------

    @property
    def import_button(self) -> QPushButton:
        """The Import (OK) button."""
        return self.button_box.button(QDialogButtonBox.StandardButton.Ok)

    @property
    def import_result(self) -> ImportResult | None:
        """What the current text imports as, or None if it is not a code."""
        return self._result

    @property
    def army_list(self) -> ArmyList | None:
        """The list the current text imports as, or None."""
        return self._result.army_list if self._result else None

    def set_code(self, text: str) -> None:
        """Replace the pasted text (as a paste would) and re-read it."""
        self.code_edit.setPlainText(text)

    def accept(self) -> None:
        """Close with Accepted, but only when the text is a readable code."""
        if self._result is not None:
            super().accept()

    # -- slots ----------------------------------------------------------------------

    def _on_code_edit_text_changed(self) -> None:
        text = self.code_edit.toPlainText()
        self.unresolved_list.clear()
        self._result = None
        if not text.strip():
            self._show_status(self.tr("Paste a code to see what it holds."), "")
            self._show_unresolved()
            return
        try:
            self._result = army_list_from_code(text, self._catalog)
        except ArmyCodeError as exc:
            self._show_status(str(exc), _ERROR)
            self._show_unresolved()
            return
        self._show_status(_describe(self._result, self._catalog), _OK)
        self._show_unresolved()

    # -- helpers --------------------------------------------------------------------

    def _show_status(self, text: str, style: str) -> None:
        self.status_label.setText(text)
        self.status_label.setStyleSheet(style)
        self.import_button.setEnabled(self._result is not None)
        army = self._result.army_list if self._result else None
        shown = army is not None and fireteams_matter(army, self._catalog)
        self.fireteam_label.setText(_(FIRETEAMS_ON_IMPORT) if shown else "")
        self.fireteam_label.setVisible(shown)

    def _show_unresolved(self) -> None:
        missing = self._result.unresolved if self._result else ()
        self.unresolved_list.addItems([m.message for m in missing])
        self.unresolved_label.setVisible(bool(missing))
        self.unresolved_list.setVisible(bool(missing))
        if missing:
            self.unresolved_label.setText(
                self.tr(
                    "%n member(s) are not in the bundled data (newer units or "
                    "removed options). They will be kept in the list as "
                    "placeholders until you replace or remove them:",
                    "",
                    len(missing),
                )
            )


def import_army_code(
    parent: QWidget | None, catalog: Catalog, code: str | None = None
) -> ArmyList | None:
    """Run the import dialog; return the imported list, or None if cancelled.

    The dialog opens with ``code`` pasted (a code given to the app at launch),
    else with the clipboard's text if it is a readable code or share link.

    Parameters
    ----------
    parent : QWidget or None
        Window the dialog is modal to.
    catalog : Catalog
        The bundled data the code is resolved against.
    code : str, optional
        An army code or share link to preview (even one that does not read:
        the dialog says what is wrong with it).

    Returns
    -------
    ArmyList or None
        The list (unresolved members kept as entries with their ids), or None.
    """
    clipboard = "" if code is not None else QGuiApplication.clipboard().text()
    text = code or ""
    if clipboard and len(clipboard) < 10_000:
        try:
            army_list_from_code(clipboard, catalog)
        except ArmyCodeError:
            pass
        else:
            text = clipboard.strip()
    dialog = ImportCodeDialog(catalog, parent, text)
    try:
        if dialog.exec() == QDialog.DialogCode.Accepted:
            return dialog.army_list
        return None
    finally:
        dialog.deleteLater()


def copy_army_code(army: ArmyList, catalog: Catalog) -> str:
    """Put ``army``'s official army code on the clipboard and return it.

    Raises
    ------
    ArmyCodeError
        If the list cannot be written as a code (a number over 32767, an army
        without a slug); the clipboard is then unchanged.
    """
    code = army_code(army, catalog)
    QGuiApplication.clipboard().setText(code)
    return code


def copy_share_link(army: ArmyList, catalog: Catalog) -> str:
    """Put ``army``'s share link on the clipboard and return it.

    Raises
    ------
    ArmyCodeError
        As :func:`copy_army_code`; the clipboard is then unchanged.
    """
    url = share_url(army_code(army, catalog))
    QGuiApplication.clipboard().setText(url)
    return url
