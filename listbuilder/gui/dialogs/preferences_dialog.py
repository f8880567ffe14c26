"""Edit > Preferences: the app's language (English, 한국어, 日本語 or the system's).

The choice is kept in ``Settings.language`` (``""`` follows the system
locale); the window applies it at once (``MainWindow.set_language``).

Imports data and Qt widgets.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QWidget,
)

from listbuilder.data.i18n import LANGUAGES, system_language
from listbuilder.data.settings import Settings
from listbuilder.gui.dialogs.keys import accept_on_ctrl_enter


class PreferencesDialog(QDialog):
    """The app's preferences: for now, its language.

    Parameters
    ----------
    settings : Settings
        The settings to start from.
    parent : QWidget, optional
        Parent window.

    Attributes
    ----------
    language_combo : QComboBox
        Item data: ``""`` (the system's language), then each code of
        :data:`listbuilder.data.i18n.LANGUAGES`; each language is named in
        itself, so a player can find theirs whatever the app speaks.
    buttons : QDialogButtonBox
        OK / Cancel.
    """

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        accept_on_ctrl_enter(self)
        self.setWindowTitle(self.tr("Preferences"))
        self.language_combo = QComboBox(self)
        system = LANGUAGES[system_language()]
        self.language_combo.addItem(
            self.tr("System default ({language})").format(language=system), ""
        )
        for code, name in LANGUAGES.items():
            self.language_combo.addItem(name, code)
        index = self.language_combo.findData(settings.language)
        self.language_combo.setCurrentIndex(max(index, 0))
        note = QLabel(
            self.tr(
                "Unit, weapon and skill names stay as the official data gives "
                "them (English)."
            ),
            self,
        )
        note.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
            self,
        )
        form = QFormLayout(self)
        form.addRow(self.tr("&Language:"), self.language_combo)
        form.addRow("", note)
        form.addRow(self.buttons)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.setMinimumWidth(420)

    @property
    def language(self) -> str:
        """The language picked: a code of ``LANGUAGES``, or ``""`` (system)."""
        return str(self.language_combo.currentData())

    def updated_settings(self, settings: Settings) -> Settings:
        """``settings`` with this dialog's choices."""
        return settings.replace(language=self.language)


def ask_preferences(parent: QWidget | None, settings: Settings) -> Settings | None:
    """Run the Preferences dialog; the updated settings, or None if cancelled."""
    dialog = PreferencesDialog(settings, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.updated_settings(settings)
