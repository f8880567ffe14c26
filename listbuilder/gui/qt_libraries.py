"""Name the system library Qt's xcb platform plugin lacks, before Qt aborts on it.

On a minimal Linux, Qt's ``xcb`` plugin fails to load when a library such as
``libxcb-icccm.so.4`` is missing, and Qt aborts with a long text that never
names it. :func:`platform_problem` first asks the dynamic loader to load the
plugin (what Qt does a moment later, so a start that can load it pays almost
nothing); only when that fails does it run ``ldd`` on the plugin (which
resolves its dependencies' dependencies too) and return one line naming what is
"not found", with the Debian/Ubuntu package to install when it is known. Runs
before the QApplication exists; imports only the standard library and
PySide6's package folder.
"""

from __future__ import annotations

import ctypes
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

#: The Debian/Ubuntu package of each library the xcb plugin needs (README).
DEBIAN_PACKAGES = {
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-xinerama.so.0": "libxcb-xinerama0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0",
}
_NOT_FOUND = re.compile(r"^\s*(\S+)\s*=>\s*not found\s*$")
#: Seconds ``ldd`` may take; past that nothing is said and Qt goes on.
LDD_TIMEOUT = 10


def missing_libraries(ldd_output: str) -> list[str]:
    """The library names ``ldd`` printed as "not found", in order, once each.

    ``ldd_output`` is ldd's standard output: lines such as
    ``libxcb-icccm.so.4 => not found``. An empty list when all are found.
    """
    names: list[str] = []
    for line in ldd_output.splitlines():
        match = _NOT_FOUND.match(line)
        if match and match.group(1) not in names:
            names.append(match.group(1))
    return names


def problem_line(missing: list[str]) -> str:
    """The one line telling what to install, for the missing library names."""
    packages = [DEBIAN_PACKAGES[name] for name in missing if name in DEBIAN_PACKAGES]
    line = "listbuilder: Qt's xcb platform plugin cannot load: missing " + ", ".join(
        missing
    )
    if packages:
        line += " (Debian/Ubuntu: sudo apt install " + " ".join(packages) + ")"
    return line


def xcb_plugin() -> Path | None:
    """The ``libqxcb.so`` Qt will load (PySide6's, in a venv or the bundle), or None."""
    try:
        import PySide6  # the package only: no Qt library is loaded
    except ImportError:
        return None
    path = Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    return path if path.is_file() else None


def wants_xcb(environ: Mapping[str, str]) -> bool:
    """Whether Qt would try the xcb plugin first: Linux, and no other platform asked."""
    if not sys.platform.startswith("linux"):
        return False
    platform = environ.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0]
    return platform in ("", "xcb")


def _wayland_first(environ: Mapping[str, str], plugin: Path) -> bool:
    # In a Wayland session Qt tries its wayland plugin first, when it has one:
    # the xcb plugin's libraries may then be missing without harm.
    wayland = (
        environ.get("XDG_SESSION_TYPE") == "wayland" or "WAYLAND_DISPLAY" in environ
    )
    unset = not environ.get("QT_QPA_PLATFORM")
    return wayland and unset and (plugin.parent / "libqwayland.so").is_file()


def loads(plugin: Path) -> bool:
    """Whether the dynamic loader loads ``plugin`` and every library it needs.

    Qt loads the same file when the QApplication starts, so on a machine with
    every library this costs the start little: 2-3 ms after PySide6's import
    (the app's order), against 11-13 ms for ``ldd``.
    """
    try:
        ctypes.CDLL(str(plugin))
    except OSError:
        return False
    return True


def platform_problem(environ: Mapping[str, str] | None = None) -> str | None:
    """One line naming the libraries the xcb plugin lacks, or None if it can load.

    None too when the check does not apply or cannot be made (not Linux,
    another platform plugin asked for, a Wayland session where Qt has its
    wayland plugin, no xcb plugin, a plugin that loads, no ``ldd``): Qt then
    starts, or fails, as it would have.
    """
    env = os.environ if environ is None else environ
    if not wants_xcb(env):
        return None
    plugin = xcb_plugin()
    if plugin is None or _wayland_first(env, plugin) or loads(plugin):
        return None
    ldd = shutil.which("ldd", path=env.get("PATH") or os.defpath)
    if ldd is None:
        return None
    try:
        done = subprocess.run(
            [ldd, str(plugin)],
            capture_output=True,
            text=True,
            errors="replace",
            timeout=LDD_TIMEOUT,
            check=False,
            env=dict(env),
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    missing = missing_libraries(done.stdout)
    return problem_line(missing) if missing else None
