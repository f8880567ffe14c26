"""Desktop integration files: the app's menu entry, icons and list MIME type.

``install_desktop`` writes, under the user's XDG data folder
(``$XDG_DATA_HOME``, else ``~/.local/share``): ``applications/listbuilder.desktop``
(Exec: the installed command, bundle or venv, with ``%U`` so files and links
are passed), ``mime/packages/listbuilder.xml`` (``*.lbl.json`` is
``application/x-listbuilder-list``) and ``icons/hicolor/<N>x<N>/apps/listbuilder.png``
(16 to 256 px, from ``resources/desktop/icons``) plus the scalable SVG. Then it
runs ``update-desktop-database``, ``update-mime-database``,
``gtk-update-icon-cache`` and ``xdg-mime default`` when present; a missing or
failing tool is only noted. ``uninstall_desktop`` removes what it wrote.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import field
from pathlib import Path

from listbuilder.atomic_files import atomic_write
from listbuilder.core.frozen import record
from listbuilder.core.i18n import _
from listbuilder.paths import frozen_dir, resources_dir

#: The desktop entry's id (its file name without ``.desktop``) and icon name.
APP_ID = "listbuilder"
#: The MIME type of saved lists.
MIME_TYPE = "application/x-listbuilder-list"
#: The icon sizes installed, in pixels (``resources/desktop/icons/<N>.png``).
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: Seconds a desktop tool may take before it is given up on.
TOOL_TIMEOUT = 30

MIME_XML = f"""<?xml version="1.0" encoding="UTF-8"?>
<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
  <mime-type type="{MIME_TYPE}">
    <comment>Infinity army list (Listbuilder)</comment>
    <sub-class-of type="application/json"/>
    <generic-icon name="{APP_ID}"/>
    <glob pattern="*.lbl.json" weight="60"/>
  </mime-type>
</mime-info>
"""


@record
class DesktopReport:
    """What an install or uninstall did.

    Attributes
    ----------
    files : tuple of Path
        Files written (install) or removed (uninstall).
    tools : tuple of str
        The desktop tools run, as their command names.
    notes : tuple of str
        Tools missing or failing (never an error: the files are in place).
    """

    files: tuple[Path, ...] = ()
    tools: tuple[str, ...] = ()
    notes: tuple[str, ...] = field(default=())


def data_home(environ: dict[str, str] | None = None) -> Path:
    """The user's XDG data folder: ``$XDG_DATA_HOME`` if absolute, else ~/.local/share.

    ``environ`` defaults to the process environment.
    """
    return _xdg_folder("XDG_DATA_HOME", (".local", "share"), environ)


def config_home(environ: dict[str, str] | None = None) -> Path:
    """The user's XDG config folder: ``$XDG_CONFIG_HOME`` if absolute, else ~/.config.

    ``environ`` defaults to the process environment.
    """
    return _xdg_folder("XDG_CONFIG_HOME", (".config",), environ)


def _xdg_folder(
    variable: str, default: tuple[str, ...], environ: dict[str, str] | None
) -> Path:
    """``$variable`` if it is an absolute path, else ``default`` under the home."""
    env = os.environ if environ is None else environ
    value = env.get(variable, "")
    if value and Path(value).is_absolute():
        return Path(value)
    return Path(env.get("HOME") or Path.home()).joinpath(*default)


def launch_command() -> list[str]:
    """The command that starts this installed Listbuilder, as argv words.

    The bundle's executable when frozen; else the ``listbuilder`` script next
    to this Python (the venv's or pipx's), else ``python -m listbuilder``.
    """
    if frozen_dir() is not None:
        return [str(Path(sys.executable).resolve())]
    script = Path(sys.executable).parent / "listbuilder"
    if script.is_file() and os.access(script, os.X_OK):
        return [str(script.absolute())]
    return [str(Path(sys.executable).absolute()), "-m", "listbuilder"]


def exec_quote(word: str) -> str:
    r"""``word`` quoted for a desktop entry's Exec key (Desktop Entry spec).

    A word with a space, quote or reserved character is put in double quotes
    with ``"``, `````, ``$`` and ``\\`` escaped; ``%`` is doubled either way
    (a lone ``%`` would be a field code). Exec's backslashes are escaped once
    more by the string rules of the key file: ``\\`` becomes ``\\\\``.
    """
    word = word.replace("%", "%%")
    if word and not any(c in word for c in " \t\n\"'\\><~|&;$*?#()`="):
        return word
    escaped = "".join("\\" + c if c in '"`$\\' else c for c in word)
    return '"' + escaped.replace("\\", "\\\\") + '"'


def desktop_entry(command: Sequence[str]) -> str:
    """The ``listbuilder.desktop`` text launching ``command`` with ``%U``.

    Its generic name and comment are in English, Korean and Japanese (the
    desktop picks the one of the session's language).
    """
    exec_line = " ".join(exec_quote(word) for word in command)
    return (
        "[Desktop Entry]\n"
        "Type=Application\n"
        "Version=1.4\n"
        "Name=Listbuilder\n"
        "GenericName=Army list builder\n"
        "GenericName[ko]=아미 리스트 빌더\n"
        "GenericName[ja]=アーミーリスト作成\n"
        "Comment=Build and check Infinity army lists\n"
        "Comment[ko]=인피니티 아미 리스트를 만들고 검사합니다\n"
        "Comment[ja]=インフィニティのアーミーリストを作成・検証します\n"
        f"Exec={exec_line} %U\n"
        f"Icon={APP_ID}\n"
        "Terminal=false\n"
        "Categories=Game;StrategyGame;\n"
        f"MimeType={MIME_TYPE};\n"
        "Keywords=Infinity;army;list;wargame;\n"
        "StartupWMClass=listbuilder\n"
    )


def desktop_files(home: Path) -> dict[str, Path]:
    """Every file the install writes under ``home``, by role.

    Roles: ``entry``, ``mime``, ``scalable`` and ``png<N>`` per size.
    """
    icons = home / "icons" / "hicolor"
    files = {
        "entry": home / "applications" / f"{APP_ID}.desktop",
        "mime": home / "mime" / "packages" / f"{APP_ID}.xml",
        "scalable": icons / "scalable" / "apps" / f"{APP_ID}.svg",
    }
    for size in ICON_SIZES:
        files[f"png{size}"] = icons / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
    return files


def _icon_source(role: str) -> Path:
    if role == "scalable":
        return resources_dir() / "icons" / "app.svg"
    return resources_dir() / "desktop" / "icons" / f"{role.removeprefix('png')}.png"


def install_desktop(
    home: Path | None = None, command: Sequence[str] | None = None
) -> DesktopReport:
    """Write the desktop entry, MIME type and icons; refresh the desktop's caches.

    Parameters
    ----------
    home : Path, optional
        The XDG data folder (default :func:`data_home`).
    command : sequence of str, optional
        What the entry runs (default :func:`launch_command`).

    Raises
    ------
    OSError
        If a file cannot be written (those written before stay; a second
        run, or ``uninstall_desktop``, puts things right).
    """
    home = home or data_home()
    command = list(command or launch_command())
    written = []
    for role, path in desktop_files(home).items():
        if role == "entry":
            content = desktop_entry(command).encode("utf-8")
        elif role == "mime":
            content = MIME_XML.encode("utf-8")
        else:
            content = _icon_source(role).read_bytes()
        atomic_write(path, content, create_folder=True)
        written.append(path)
    tools, notes = _run_tools(
        home, ["xdg-mime", "default", f"{APP_ID}.desktop", MIME_TYPE]
    )
    return DesktopReport(tuple(written), tools, notes)


def uninstall_desktop(home: Path | None = None) -> DesktopReport:
    """Remove what :func:`install_desktop` wrote (missing files are fine).

    Raises
    ------
    OSError
        If an existing file cannot be removed.
    """
    home = home or data_home()
    removed = []
    for path in desktop_files(home).values():
        if path.is_file() or path.is_symlink():
            path.unlink()
            removed.append(path)
    tools, notes = _run_tools(home)
    _forget_default()
    return DesktopReport(tuple(removed), tools, notes)


def _run_tools(home: Path, *more: list[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Run the desktop tools present, then ``more`` commands; ``(tools run, notes)``."""
    steps: list[list[str]] = [
        ["update-desktop-database", "-q", str(home / "applications")],
        ["update-mime-database", str(home / "mime")],
    ]
    if (home / "icons" / "hicolor" / "index.theme").is_file():
        steps.append(["gtk-update-icon-cache", "-q", "-t", str(home / "icons/hicolor")])
    steps.extend(more)
    tools: list[str] = []
    notes: list[str] = []
    for argv in steps:
        if shutil.which(argv[0]) is None:
            notes.append(_("{tool} not found (skipped)", tool=argv[0]))
            continue
        if not (home / "mime").is_dir() and argv[0] == "update-mime-database":
            continue
        try:
            done = subprocess.run(
                argv,
                capture_output=True,
                text=True,
                timeout=TOOL_TIMEOUT,
                check=False,
                env={**os.environ, "XDG_DATA_HOME": str(home)},
            )
        except (OSError, subprocess.TimeoutExpired) as exc:
            notes.append(_("{tool} failed: {error}", tool=argv[0], error=exc))
            continue
        tools.append(argv[0])
        if done.returncode != 0:
            lines = (done.stderr or done.stdout).strip().splitlines()
            notes.append(
                _(
                    "{tool} exited {code}: {detail}",
                    tool=argv[0],
                    code=done.returncode,
                    detail=lines[-1][:200] if lines else "",
                )
            )
    return tuple(tools), tuple(notes)


def _forget_default() -> None:
    """Drop this app as the lists' default from the user's ``mimeapps.list``."""
    path = config_home() / "mimeapps.list"
    try:
        lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    except (OSError, UnicodeDecodeError):
        return
    entry = f"{MIME_TYPE}={APP_ID}.desktop"
    kept = [line for line in lines if line.strip() != entry]
    if kept != lines:
        atomic_write(path, "".join(kept).encode("utf-8"))
