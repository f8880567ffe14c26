"""The About box: what the app is, whose data it shows, and which version."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QMessageBox, QWidget

import listbuilder
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.listing import data_version_summary
from listbuilder.gui.i18n import QT_TRANSLATE_NOOP, translate

#: The About text, marked for translation (context ``About``).
ABOUT_TEXT = QT_TRANSLATE_NOOP(
    "About",
    "<h3>Listbuilder {version}</h3>"
    "<p>An offline army-list builder and validator for <i>Infinity</i> (N5).</p>"
    "<p>Unit profiles, weapons and army lists are the official data published by "
    "<b>Corvus Belli</b> for the Infinity Army builder. <i>Infinity</i> and all "
    "related names are trademarks of Corvus Belli S.L.L. This is an unofficial "
    "fan tool, not endorsed by Corvus Belli.</p>",
)


def about_text(catalog: Catalog | None = None) -> str:
    """The About box's rich text: version, the Corvus Belli credit, the data in use."""
    text = translate("About", ABOUT_TEXT).format(
        version=getattr(listbuilder, "__version__", "")
    )
    if catalog is not None:
        data = translate("About", "Profile data: {version}.").format(
            version=escape(data_version_summary(catalog))
        )
        text += f"<p>{data}</p>"
    return text


def show_about(parent: QWidget | None, catalog: Catalog | None = None) -> None:
    """Show the About box (naming the data version of ``catalog``)."""
    QMessageBox.about(
        parent, translate("About", "About Listbuilder"), about_text(catalog)
    )
