"""User settings stored as JSON in the user config folder.

Imports core, paths, stdlib and pydantic; no Qt, no reportlab.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from pydantic import Field, ValidationError

from listbuilder.core._base import FrozenModel
from listbuilder.data.lists import atomic_write_text
from listbuilder.paths import UserDirs

SETTINGS_FILE = "settings.json"
MAX_RECENT = 10


class Settings(FrozenModel):
    """Preferences remembered between sessions.

    Attributes
    ----------
    schema_version : int
        File format version (1).
    recent_files : tuple[str, ...]
        Most recently opened or saved lists, newest first (at most 10).
    last_army : int or None
        Army picked for the last new list.
    last_points : int
        Points limit picked for the last new list.
    last_ruleset : str
        Ruleset id picked for the last new list.
    pdf_style, pdf_page, pdf_units : str
        Last PDF export choices (``full``/``compact``/``opponent``/``cards``,
        ``a4``/``letter``, ``in``/``cm``).
    pdf_cards_per_page : int
        Trooper cards a page last chosen (9 or 6).
    pdf_charts : bool
        Add the charts page to the PDF.
    open_pdf_after_export : bool
        Open the exported PDF with the system viewer.
    units : str
        Distance units shown in the app, ``in`` or ``cm``.
    dice_opponent : tuple[int, int, int, int, bool] or None
        The dice calculator's last opponent: army, unit, profile group,
        option, and whether it is a reinforcement unit.
    language : str
        The language the player picked (``en``, ``ko``, ``ja``); ``""``
        follows the system locale (``listbuilder.data.i18n.choose_language``).
    """

    schema_version: int = 1
    recent_files: tuple[str, ...] = ()
    last_army: int | None = None
    last_points: int = Field(300, gt=0)
    last_ruleset: str = "n5"
    pdf_style: str = "full"
    pdf_page: str = "a4"
    pdf_units: str = "in"
    pdf_cards_per_page: int = 9
    pdf_charts: bool = False
    open_pdf_after_export: bool = False
    units: str = "in"
    dice_opponent: tuple[int, int, int, int, bool] | None = None
    language: str = ""

    def with_moved(self, moved: Mapping[str, str | None]) -> Settings:
        """Return a copy whose recent files follow lists moved or renamed.

        ``moved`` maps an old path to the new one, or to None for a list
        deleted (it leaves the recent files).
        """
        recent = (moved.get(p, p) for p in self.recent_files)
        kept = tuple(dict.fromkeys(p for p in recent if p is not None))
        return self if kept == self.recent_files else self.replace(recent_files=kept)

    def with_recent(self, path: Path) -> Settings:
        """Return a copy with ``path`` first in the recent files."""
        text = str(path)
        recent = (text, *(p for p in self.recent_files if p != text))
        return self.replace(recent_files=recent[:MAX_RECENT])


def settings_path(dirs: UserDirs) -> Path:
    """The settings file inside ``dirs.config``."""
    return dirs.config / SETTINGS_FILE


def load_settings(dirs: UserDirs) -> Settings:
    """Load settings; a missing or unreadable file gives defaults (never raises)."""
    try:
        return Settings.model_validate_json(settings_path(dirs).read_bytes())
    except (OSError, ValidationError, ValueError):
        return Settings()


def save_settings(settings: Settings, dirs: UserDirs) -> None:
    """Save settings atomically (OSError if the folder is not writable)."""
    atomic_write_text(settings_path(dirs), settings.model_dump_json(indent=2) + "\n")
