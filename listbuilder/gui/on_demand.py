"""A window or dock the app creates when first shown, and whether it is shown.

The dice calculator's dock and the library window are built the first time the
player asks for them (so opening the app does not load them); their View menu
actions are checked while they are shown, through :attr:`OnDemand.shown`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtWidgets import QWidget

from listbuilder.core.catalog.catalog import Catalog
from listbuilder.gui.document import ArmyDocument
from listbuilder.gui.user_settings import UserSettings

#: The kind of window the new window belongs to (a QMainWindow for a dock).
WindowT = TypeVar("WindowT", bound=QWidget)


class OnDemand(Generic[WindowT]):
    """A window over the open list, created on demand; whether it is shown.

    Parameters
    ----------
    window : QWidget
        The editor's main window (the new window's parent, or its dock's).
    document : ArmyDocument
        The open list.
    catalog : Catalog
        The loaded profiles.
    user : UserSettings
        The player's settings and folders.
    shown_changed : callable
        Called when the window is shown or hidden (the action's checked rule).
    """

    def __init__(
        self,
        window: WindowT,
        document: ArmyDocument,
        catalog: Catalog,
        user: UserSettings,
        shown_changed: Callable[[], None],
    ) -> None:
        self._window = window
        self._document = document
        self._catalog = catalog
        self._user = user
        self._shown_changed = shown_changed
        self._shown = False

    @property
    def shown(self) -> bool:
        """True while the window is shown (not hidden, nor a hidden tab)."""
        return self._shown

    def _on_visibility_changed(self, visible: bool) -> None:
        self._shown = visible
        self._shown_changed()
