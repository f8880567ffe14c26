"""Sizing a top-level window to the screen it opens on.

Imports QtWidgets only.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def fit_to_screen(window: QWidget, width: int, height: int) -> None:
    """Resize ``window`` to ``width`` x ``height`` pixels, or less to fit its screen."""
    screen = window.screen()
    area = screen.availableGeometry() if screen is not None else None
    if area is not None and area.width() > 0 and area.height() > 0:
        width, height = min(width, area.width()), min(height, area.height())
    window.resize(width, height)
