"""The one place that knows directories: bundled data and the user's folders.

Bundled ``resources/`` and ``profiles/`` sit next to the package (checkout or
editable install). ``LISTBUILDER_PROFILES_DIR`` overrides the profile folder and
``LISTBUILDER_HOME`` redirects every user folder (tests point it at a temporary
directory). Imports only stdlib and platformdirs.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

from platformdirs import PlatformDirs

_ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "listbuilder"


def resources_dir() -> Path:
    """Return the bundled ``resources/`` folder (rulesets, icons, fonts)."""
    return _ROOT / "resources"


def profiles_dir() -> Path:
    """Return ``LISTBUILDER_PROFILES_DIR`` or the bundled ``profiles/`` folder."""
    override = os.environ.get("LISTBUILDER_PROFILES_DIR")
    return Path(override) if override else _ROOT / "profiles"


def rulesets_dir() -> Path:
    """Return the folder holding the ruleset files (``n5.json``, ``n2.json``)."""
    return resources_dir() / "rulesets"


@dataclass(frozen=True)
class UserDirs:
    """The user's folders for this app.

    Attributes
    ----------
    config : Path
        Settings (``settings.json``).
    data : Path
        Saved lists live in ``data / "lists"`` by default.
    cache, logs : Path
        Cache and log folders.
    """

    config: Path
    data: Path
    cache: Path
    logs: Path

    @property
    def lists(self) -> Path:
        """Default folder for saved lists (the library)."""
        return self.data / "lists"

    @property
    def trash(self) -> Path:
        """Lists the library deleted, restorable until emptied."""
        return self.data / "trash"

    @property
    def autosave(self) -> Path:
        """Autosaved copies of lists being edited (crash recovery)."""
        return self.data / "autosave"


def user_dirs() -> UserDirs:
    """Return the user's folders, honouring ``LISTBUILDER_HOME`` when set.

    Nothing is created here; writers create what they need.
    """
    home = os.environ.get("LISTBUILDER_HOME")
    if home:
        base = Path(home)
        return UserDirs(base / "config", base / "data", base / "cache", base / "logs")
    dirs = PlatformDirs(APP_NAME, appauthor=False)
    return UserDirs(
        Path(dirs.user_config_dir),
        Path(dirs.user_data_dir),
        Path(dirs.user_cache_dir),
        Path(dirs.user_log_dir),
    )


def atomic_write(path: Path, data: bytes, *, create_folder: bool = False) -> None:
    """Write ``data`` to ``path`` atomically: a temp file beside it, then replace.

    Saved lists, settings and PDFs are all written this way, so a crash or a full
    disk never leaves half a file and never damages the previous one.
    ``create_folder`` creates a missing folder (the user's lists folder); without
    it a missing folder is an error (an export target the user mistyped).

    Raises
    ------
    OSError
        If the folder cannot be written; an existing file is then unchanged.
    """
    if create_folder:
        path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
