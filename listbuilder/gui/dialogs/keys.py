"""Keyboard conventions every dialog of the app shares.

Imports QtGui and QtWidgets only.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QDialogButtonBox


def accept_on_ctrl_enter(dialog: QDialog) -> None:
    """Ctrl+Enter accepts ``dialog``, even from a field where Enter is a newline.

    Both Enter keys (main and keypad) are bound. It clicks the dialog's
    accepting button (OK, Import, Export...), and only when that button is
    enabled, so whatever the button checks still applies.
    """
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        shortcut = QShortcut(
            QKeySequence(Qt.KeyboardModifier.ControlModifier | key), dialog
        )
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.activated.connect(lambda d=dialog: _accept(d))


def _accept(dialog: QDialog) -> None:
    for box in dialog.findChildren(QDialogButtonBox):
        for button in box.buttons():
            role = box.buttonRole(button)
            if role == QDialogButtonBox.ButtonRole.AcceptRole:
                if button.isEnabled():
                    button.click()
                return
    dialog.accept()
