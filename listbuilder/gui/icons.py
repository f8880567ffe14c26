"""Icons of the app, read from ``resources/icons/*.svg``.

``icon("save")`` returns a ``QIcon``; an unknown name raises ``ValueError``
listing the known ones, so a typo fails at once rather than showing nothing.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PySide6.QtGui import QIcon

from listbuilder.paths import resources_dir


def icons_dir() -> Path:
    """The folder holding the SVG icons."""
    return resources_dir() / "icons"


def icon_names() -> list[str]:
    """Names of every bundled icon, sorted."""
    return sorted(p.stem for p in icons_dir().glob("*.svg"))


@cache
def _icon_path(name: str) -> Path:
    path = icons_dir() / f"{name}.svg"
    if not path.is_file():
        known = ", ".join(icon_names())
        raise ValueError(f"unknown icon {name!r}; known icons: {known}")
    return path


def icon(name: str) -> QIcon:
    """Return the icon ``name`` (the SVG file stem).

    Raises
    ------
    ValueError
        If no ``resources/icons/<name>.svg`` exists; the message lists the names.
    """
    return QIcon(str(_icon_path(name)))
