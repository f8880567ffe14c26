"""The one place that knows directories: bundled data and the user's folders.

Bundled ``resources/``, ``profiles/`` and ``docs/`` sit next to the package in a
checkout or editable install, inside it (``listbuilder/_bundled/``) in an installed
wheel, and in ``listbuilder/_bundled/`` under the unpacked folder of a standalone
bundle (PyInstaller's ``sys._MEIPASS``); all are checked. Which profile folder
is used is decided here only: ``LISTBUILDER_PROFILES_DIR`` if set, else the
downloaded version installed in the user data folder (``data update``), else the
bundled one. ``LISTBUILDER_HOME`` redirects every user folder (tests point it at
a temporary directory). Imports only stdlib, platformdirs and
``listbuilder.atomic_files`` (the profile state is written atomically).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

from listbuilder.core.frozen import record

_PACKAGE = Path(__file__).resolve().parent
_ROOT = _PACKAGE.parent
#: Where a built wheel carries ``resources/``, ``profiles/`` and ``docs/``
#: (hatch force-include).
_PACKAGED = _PACKAGE / "_bundled"
APP_NAME = "listbuilder"
#: Environment variable naming a profile folder to use instead of any other.
PROFILES_ENV = "LISTBUILDER_PROFILES_DIR"
#: Metadata file every profile folder holds.
PROFILE_METADATA = "metadata_n5.json"
#: The file in the profile store naming the installed and previous versions.
PROFILE_STATE = "state.json"
#: ``previous`` value of the state when the version before was the bundled set.
BUNDLED = "bundled"


def frozen_dir() -> Path | None:
    """The folder a standalone (PyInstaller) bundle unpacked to, or None.

    It holds ``listbuilder/_bundled/`` (profiles, resources, docs) and Qt.
    None when running from a checkout, an editable install or a wheel.
    """
    base = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and isinstance(base, str):
        return Path(base)
    return None


def _bundled(name: str, marker: str) -> Path:
    frozen = frozen_dir()
    bases: tuple[Path, ...] = (_PACKAGED, _ROOT)
    if frozen is not None:
        bases = (frozen / APP_NAME / "_bundled", *bases)
    for base in bases:
        if (base / name / marker).exists():
            return base / name
    return _ROOT / name


def resources_dir() -> Path:
    """Return the bundled ``resources/`` folder (rulesets, icons, fonts)."""
    return _bundled("resources", "rulesets")


def docs_dir() -> Path:
    """Return the bundled ``docs/`` folder (``rules.md``, the rules reference)."""
    return _bundled("docs", "rules.md")


def bundled_profiles_dir() -> Path:
    """Return the bundled ``profiles/`` folder (the official files shipped)."""
    return _bundled("profiles", PROFILE_METADATA)


def profile_store(dirs: UserDirs) -> Path:
    """The folder holding downloaded profile versions (``versions/<name>/``)."""
    return dirs.data / "profiles"


def profile_state(dirs: UserDirs) -> dict[str, str | None]:
    """The installed (``current``) and ``previous`` downloaded version names.

    ``current`` None means the bundled set; ``previous`` is a version name,
    :data:`BUNDLED` or None. A missing or damaged state file reads as bundled.
    """
    try:
        data: Any = json.loads((profile_store(dirs) / PROFILE_STATE).read_bytes())
    except (OSError, ValueError, RecursionError):
        data = {}
    if not isinstance(data, dict):
        data = {}
    state: dict[str, str | None] = {}
    for key in ("current", "previous"):
        value = data.get(key)
        state[key] = value if isinstance(value, str) and _safe_name(value) else None
    return state


def write_profile_state(
    dirs: UserDirs, current: str | None, previous: str | None
) -> None:
    """Record the installed and previous versions (atomically).

    Raises
    ------
    OSError
        If the store cannot be written; the previous state is then unchanged.
    """
    payload = json.dumps({"current": current, "previous": previous}, indent=2)
    from listbuilder.atomic_files import atomic_write  # only writers pay for it

    atomic_write(
        profile_store(dirs) / PROFILE_STATE,
        (payload + "\n").encode("utf-8"),
        create_folder=True,
    )


def _safe_name(name: str) -> bool:
    # A version name is one path component we wrote: never "..", never a path.
    return name == BUNDLED or (
        bool(name) and name not in (".", "..") and "/" not in name and "\\" not in name
    )


def version_dir(dirs: UserDirs, name: str) -> Path:
    """The folder of downloaded version ``name``."""
    return profile_store(dirs) / "versions" / name


def installed_profiles_dir(dirs: UserDirs) -> Path | None:
    """The installed downloaded version's folder, or None (the bundled set)."""
    current = profile_state(dirs)["current"]
    if current is None or current == BUNDLED:
        return None
    folder = version_dir(dirs, current)
    return folder if (folder / PROFILE_METADATA).is_file() else None


def profile_source(dirs: UserDirs | None = None) -> tuple[str, Path]:
    """Which profile folder is used and why: ``(kind, folder)``.

    ``kind`` is ``"override"`` (``LISTBUILDER_PROFILES_DIR``), ``"downloaded"``
    (the installed data update) or ``"bundled"``.
    """
    override = os.environ.get(PROFILES_ENV)
    if override:
        return "override", Path(override)
    installed = installed_profiles_dir(dirs or user_dirs())
    if installed is not None:
        return "downloaded", installed
    return "bundled", bundled_profiles_dir()


def profiles_dir(dirs: UserDirs | None = None) -> Path:
    """The profile folder to use: override, else downloaded, else bundled."""
    return profile_source(dirs)[1]


def rulesets_dir() -> Path:
    """Return the bundled rulesets folder (``n5.json``, ``n2.json``)."""
    return resources_dir() / "rulesets"


def ruleset_dirs() -> tuple[Path, ...]:
    """Return the folders rulesets are read from, lowest precedence first.

    The bundled folder, then the user's (``UserDirs.rulesets``): a user file
    adds a ruleset or replaces the bundled one with the same id. A list names
    its ruleset by id only, never by path.
    """
    return (rulesets_dir(), user_dirs().rulesets)


@record
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
    def rulesets(self) -> Path:
        """The user's own ruleset files (``ID.json``), beside the bundled ones."""
        return self.data / "rulesets"

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
    from platformdirs import PlatformDirs  # a command given LISTBUILDER_HOME skips it

    dirs = PlatformDirs(APP_NAME, appauthor=False)
    return UserDirs(
        Path(dirs.user_config_dir),
        Path(dirs.user_data_dir),
        Path(dirs.user_cache_dir),
        Path(dirs.user_log_dir),
    )
