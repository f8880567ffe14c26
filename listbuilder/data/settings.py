"""User settings stored as JSON in the user config folder.

Imports core, paths, stdlib and pydantic; no Qt, no reportlab.
"""

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pydantic import (
    Field,
    ValidationError,
    ValidatorFunctionWrapHandler,
    field_validator,
)

from listbuilder.core._base import FrozenModel
from listbuilder.data.lists import atomic_write_text
from listbuilder.paths import UserDirs

SETTINGS_FILE = "settings.json"
MAX_RECENT = 10
#: The most characters a piece of saved Qt layout may have (base64): real
#: ones are a few hundred; more is a settings file gone wrong.
MAX_LAYOUT_CHARS = 100_000


class WindowPlace(FrozenModel):
    """Where the player left the main window: its size, docks and splitters.

    The Qt parts are stored as the bytes Qt gives (base64 text), read back by
    Qt itself, which ignores what it cannot use (another Qt version, a screen
    that is gone).

    Attributes
    ----------
    geometry : str
        ``QWidget.saveGeometry()`` of the window, base64 (``""``: none).
    state : str
        ``QMainWindow.saveState()``: docks and toolbars, base64 (``""``: none).
    splitters : dict[str, tuple[int, ...]]
        Each splitter's sizes (pixels), by its object name.
    open_docks : tuple[str, ...]
        Docks the app creates on demand (the dice calculator's) that were
        open, by object name: they are created again before ``state`` is put
        back.
    raised_docks : tuple[str, ...]
        Docks that were the tab in front of their tabbed group, by object name.
    """

    geometry: str = Field("", max_length=MAX_LAYOUT_CHARS)
    state: str = Field("", max_length=MAX_LAYOUT_CHARS)
    splitters: dict[str, tuple[int, ...]] = Field(default_factory=dict)
    open_docks: tuple[str, ...] = ()
    raised_docks: tuple[str, ...] = ()


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
    last_list : str or None
        The file of the list open in the window, kept as it changes (None: an
        untitled list); the next start opens it again.
    place : WindowPlace or None
        The window's size, docks and splitters at the last exit (None: the
        app's defaults). A value that cannot be read is dropped alone: the
        other settings are kept.
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
    last_list: str | None = None
    place: WindowPlace | None = None

    @field_validator("place", mode="wrap")
    @classmethod
    def _forget_bad_place(
        cls, value: Any, handler: ValidatorFunctionWrapHandler
    ) -> WindowPlace | None:
        # A layout is not worth the recent files, the language and the rest:
        # one that does not read starts the window at its default layout.
        try:
            place: WindowPlace | None = handler(value)
        except ValidationError:
            return None
        return place

    def with_moved(self, moved: Mapping[str, str | None]) -> "Settings":
        """Return a copy whose recent files follow lists moved or renamed.

        ``moved`` maps an old path to the new one, or to None for a list
        deleted (it leaves the recent files).
        """
        recent = (moved.get(p, p) for p in self.recent_files)
        kept = tuple(dict.fromkeys(p for p in recent if p is not None))
        return self if kept == self.recent_files else self.replace(recent_files=kept)

    def with_recent(self, path: Path) -> "Settings":
        """Return a copy with ``path`` first in the recent files."""
        text = str(path)
        recent = (text, *(p for p in self.recent_files if p != text))
        return self.replace(recent_files=recent[:MAX_RECENT])


def settings_path(dirs: UserDirs) -> Path:
    """The settings file inside ``dirs.config``."""
    return dirs.config / SETTINGS_FILE


def load_settings(dirs: UserDirs) -> Settings:
    """Load settings; a missing or unreadable file gives defaults (never raises).

    The defaults are made without validation (they are the model's own, so
    valid): a first start builds no settings schema (5 ms) until it saves.
    """
    try:
        return Settings.model_validate_json(settings_path(dirs).read_bytes())
    except (OSError, ValidationError, ValueError):
        return Settings.model_construct()


def save_settings(settings: Settings, dirs: UserDirs) -> None:
    """Save settings atomically (OSError if the folder is not writable)."""
    atomic_write_text(settings_path(dirs), settings.model_dump_json(indent=2) + "\n")
