"""The user's settings and folders as the app's controllers share them.

:class:`UserSettings` holds the settings in force and the user's folders; a
controller that changes a setting (a recent file, the distance units, the
dice opponent) stores it here, which saves it at once and reports a failure.

Imports the data layer and the app's translations; no widgets.
"""

from __future__ import annotations

from collections.abc import Callable

from listbuilder.data.settings import Settings, save_settings
from listbuilder.gui.i18n import translate
from listbuilder.paths import UserDirs


class UserSettings:
    """Settings in force, saved whenever they change.

    Parameters
    ----------
    settings : Settings
        The settings read at start.
    dirs : UserDirs
        The user's folders (where settings are saved, the lists folder).
    report : callable
        Shows a message (a settings file that cannot be written).

    Attributes
    ----------
    settings : Settings
        The settings in force.
    dirs : UserDirs
        The user's folders.
    """

    def __init__(
        self, settings: Settings, dirs: UserDirs, report: Callable[[str], None]
    ) -> None:
        self.settings = settings
        self.dirs = dirs
        self._report = report

    def store(self, settings: Settings) -> None:
        """Keep ``settings`` and save them (a failure is reported)."""
        self.settings = settings
        try:
            save_settings(settings, self.dirs)
        except OSError as exc:
            self._report(
                translate("MainWindow", "Settings not saved: {error}").format(error=exc)
            )
