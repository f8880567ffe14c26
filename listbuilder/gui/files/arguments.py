"""What a launch argument names, a saved list or an army code, and opening it.

``listbuilder ARG`` (or ARG handed to the running app) is a saved list when a
file of that name exists (relative names are found in the folder the launch
ran in; a ``file://`` URL, as desktop environments pass, is its file), an army
code or share link when it reads as one, and otherwise a file name, whose
opening then says why it cannot be read. A list opens in the window; a code
opens the import preview, which shows what it holds before anything changes.

Imports core, data and Qt's core module; dialogs come through the workflow.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QUrl

from listbuilder.core.armycode.decode import decode
from listbuilder.core.armycode.reader import ArmyCodeError
from listbuilder.core.frozen import record
from listbuilder.data.files import is_regular_file
from listbuilder.gui.files.workflow import FileWorkflow

#: What a share link holds before its code.
_LINK_MARKER = "/army/list/"


@record(slots=True)
class LaunchArgument:
    """A launch argument read: a saved list's path, or an army code's text.

    Attributes
    ----------
    path : Path or None
        The list file to open (None for a code).
    code : str or None
        The army code or share link, as given (None for a file).
    """

    path: Path | None = None
    code: str | None = None


def read_argument(text: str, cwd: Path) -> LaunchArgument:
    """What ``text``, given to a launch in folder ``cwd``, names.

    An existing regular file wins; then an army code or share link (a link
    whose code is bad still goes to the preview, which says what is wrong);
    anything else is taken as a file name.
    """
    if text.startswith("file:"):
        local = QUrl(text).toLocalFile()
        if local:
            text = local
    path = Path(text).expanduser()
    if not path.is_absolute():
        path = cwd / path
    if is_regular_file(path):
        return LaunchArgument(path=path)
    if _LINK_MARKER in text or _is_code(text):
        return LaunchArgument(code=text.strip())
    return LaunchArgument(path=path)


def _is_code(text: str) -> bool:
    try:
        decode(text)
    except ArmyCodeError:
        return False
    return True


def open_argument(files: FileWorkflow, argument: LaunchArgument) -> bool:
    """Open a list file, or preview an army code to import; True when done.

    The unsaved-changes question comes first, as for File > Open; a file that
    cannot be read is shown and the list in the window stays.
    """
    if argument.path is not None:
        return files.open_path(argument.path)
    if argument.code is not None:
        return files.import_code(argument.code)
    return False
