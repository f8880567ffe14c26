"""The About box: what the app is, and whose data it shows."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

import listbuilder

ABOUT_TEXT = (
    "<h3>Listbuilder {version}</h3>"
    "<p>An offline army-list builder and validator for <i>Infinity</i> (N5).</p>"
    "<p>Unit profiles, weapons and army lists are the official data published by "
    "<b>Corvus Belli</b> for the Infinity Army builder. <i>Infinity</i> and all "
    "related names are trademarks of Corvus Belli S.L.L. This is an unofficial "
    "fan tool, not endorsed by Corvus Belli.</p>"
)


def about_text() -> str:
    """The About box's rich text (version and the Corvus Belli credit)."""
    return ABOUT_TEXT.format(version=getattr(listbuilder, "__version__", ""))


def show_about(parent: QWidget | None) -> None:
    """Show the About box."""
    QMessageBox.about(parent, "About Listbuilder", about_text())
