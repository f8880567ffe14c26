"""The file workflow: new, open, save, recent lists, export and army codes.

:class:`FileWorkflow` asks the player (file dialogs, the unsaved-changes
prompt), calls the document and the data layer, remembers recent files and
last choices in the settings, and reports errors in message boxes: a corrupt
or foreign file is shown and left untouched, and the current list is kept.

Imports core, data and Qt widgets; dialogs are imported when first used.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from listbuilder.core import i18n as core_i18n
from listbuilder.core.armycode.bind import FIRETEAMS_ON_EXPORT, fireteams_left_out
from listbuilder.core.catalog.army import army_name
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.errors import DataError
from listbuilder.core.library import LibraryRow
from listbuilder.core.lists.army_list import ArmyList
from listbuilder.core.roster.wording import list_file_stem
from listbuilder.core.untrusted import one_line
from listbuilder.data.lists import SUFFIX
from listbuilder.data.settings import Settings
from listbuilder.gui.document import ArmyDocument, StateChange
from listbuilder.gui.i18n import translate
from listbuilder.gui.present.recent_files import recent_labels
from listbuilder.gui.user_settings import UserSettings

#: Shows a message in the status bar for some milliseconds.
StatusMessage = Callable[[str, int], None]


def list_filter() -> str:
    """File dialog filter for saved lists, in the language in force."""
    return translate(
        "FileWorkflow",
        "Listbuilder lists (*{suffix});;JSON files (*.json);;All files (*)",
    ).format(suffix=SUFFIX)


def initial_army(
    catalog: Catalog, settings: Settings, rulesets: Sequence[Ruleset]
) -> ArmyList:
    """The empty list a new window starts with: the last army, points and ruleset."""
    army_id = settings.last_army
    if army_id is None or not catalog.is_playable(army_id):
        army_id = catalog.default_army_id or 0
    known = {r.id for r in rulesets}
    ruleset = (
        settings.last_ruleset if settings.last_ruleset in known else rulesets[0].id
    )
    # trusted: each value is already checked (the settings' points are > 0,
    # the army and ruleset known), and a new list is no file to validate
    return ArmyList.trusted(
        army_id=army_id, ruleset=ruleset, points_limit=settings.last_points
    )


class FileWorkflow:
    """New, open, save, export and army codes for one main window.

    Parameters
    ----------
    document : ArmyDocument
        The open list.
    window : QWidget
        The window: parent of the dialogs; its title names the list.
    catalog : Catalog
        The loaded profiles.
    user : UserSettings
        Settings (recent files, last choices) and the lists folder.
    status : callable
        Shows a message in the status bar for some milliseconds.
    """

    def __init__(
        self,
        document: ArmyDocument,
        window: QWidget,
        catalog: Catalog,
        user: UserSettings,
        status: StatusMessage,
    ) -> None:
        self._document = document
        self._window = window
        self._catalog = catalog
        self._user = user
        self._status = status
        self._recent_rows: list[LibraryRow] = []

    # -- asking ------------------------------------------------------------------

    def maybe_save(self) -> bool:
        """Ask Save/Discard/Cancel if the list has unsaved changes.

        Returns True when it is fine to drop the current list (saved, discarded
        or nothing to save).
        """
        if not self._document.is_modified:
            return True
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self._window,
            translate("FileWorkflow", "Unsaved changes"),
            translate(
                "FileWorkflow", "The list “{name}” has unsaved changes. Save them?"
            ).format(name=self.display_name()),
            buttons.Save | buttons.Discard | buttons.Cancel,
            buttons.Save,
        )
        if answer == buttons.Save:
            return self.save()
        return answer == buttons.Discard

    def on_state_changed(self, change: StateChange) -> None:
        """A new name, points limit or ruleset: the title names them."""
        if change.touched.properties:
            self.update_title()

    def update_title(self, *_: object) -> None:
        """Window title: list name, army, points, edition and the unsaved mark."""
        document, window = self._document, self._window
        army_list = document.army_list
        army = army_name(document.army, army_list.army_id)
        window.setWindowTitle(
            translate(
                "FileWorkflow",
                "{name}[*] — {army}, {points} pts, {edition} — Listbuilder",
            ).format(
                # a name from a file, an army name from a server: escaped as
                # every printer does, so ESC or U+202E never reach the title
                name=one_line(self.display_name()),
                army=one_line(army),
                points=army_list.points_limit,
                edition=document.ruleset.edition,
            )
        )
        window.setWindowModified(document.is_modified)

    def display_name(self) -> str:
        """The list's name, else its file name, else ``Untitled``."""
        document = self._document
        if document.army_list.name:
            return str(document.army_list.name)
        if document.path is not None:
            return str(document.path.name)
        return translate("FileWorkflow", "Untitled")

    # -- new, open, save ----------------------------------------------------------

    def new_list(self) -> bool:
        """Ask for army, ruleset, points and name, then start that list."""
        if not self.maybe_save():
            return False
        from listbuilder.gui.files.new_list_dialog import ask_new_list

        rulesets = list(self._document.rulesets.values())
        chosen = ask_new_list(
            self._window,
            self._catalog,
            rulesets,
            initial_army(self._catalog, self._user.settings, rulesets),
        )
        if chosen is None:
            return False
        self._document.reset(chosen)
        self._user.store(
            self._user.settings.replace(
                last_army=chosen.army_id,
                last_points=chosen.points_limit,
                last_ruleset=chosen.ruleset,
            )
        )
        return True

    def open_dialog(self) -> bool:
        """Ask for a saved list and open it. True when one was opened."""
        if not self.maybe_save():
            return False
        folder = self._user.dirs.lists
        if self._document.path is not None:
            folder = self._document.path.parent
        name, _ = QFileDialog.getOpenFileName(
            self._window,
            translate("FileWorkflow", "Open list"),
            str(folder),
            list_filter(),
        )
        return bool(name) and self.load(Path(name))

    def open_path(self, path: Path) -> bool:
        """Open the saved list at ``path`` (asking about unsaved changes first).

        A corrupt or foreign file shows the error; the current list and the file
        stay as they were.
        """
        if not self.maybe_save():
            return False
        return self.load(path)

    def load(self, path: Path) -> bool:
        """Open ``path`` without asking; show the error if it cannot be read."""
        try:
            notes = self._document.open(path)
        except DataError as exc:
            QMessageBox.critical(
                self._window,
                translate("FileWorkflow", "Cannot open the list"),
                str(exc),
            )
            return False
        if notes:  # troopers re-matched to updated data: say what changed
            from listbuilder.gui.profile_data.update_dialog import show_data_changes

            show_data_changes(self._window, path, notes)
        self._user.store(self._user.settings.with_recent(path))
        self._status(translate("FileWorkflow", "Opened {path}").format(path=path), 4000)
        return True

    def save(self) -> bool:
        """Save to the current file, or ask for one. True when saved."""
        path = self._document.path
        if path is None:
            return self.save_as()
        return self.save_to(path)

    def save_as(self) -> bool:
        """Ask for a file name and save there. True when saved."""
        name, _ = QFileDialog.getSaveFileName(
            self._window,
            translate("FileWorkflow", "Save list"),
            str(self.default_save_path()),
            list_filter(),
        )
        if not name:
            return False
        path = Path(name)
        if not path.name.endswith(".json"):
            path = path.with_name(path.name + SUFFIX)
        return self.save_to(path)

    def save_to(self, path: Path) -> bool:
        """Save to ``path``; show the error and keep the list if it fails."""
        try:
            self._document.save(path)
        except OSError as exc:
            QMessageBox.critical(
                self._window,
                translate("FileWorkflow", "Cannot save the list"),
                translate(
                    "FileWorkflow", "{path}: {error}. The list was not saved."
                ).format(path=path, error=exc.strerror or exc),
            )
            return False
        except DataError as exc:  # text that cannot be written (a lone surrogate)
            QMessageBox.critical(
                self._window,
                translate("FileWorkflow", "Cannot save the list"),
                translate("FileWorkflow", "{error}. The list was not saved.").format(
                    error=exc
                ),
            )
            return False
        self._user.store(self._user.settings.with_recent(path))
        self._status(translate("FileWorkflow", "Saved {path}").format(path=path), 4000)
        return True

    def default_save_path(self) -> Path:
        """The file a first Save suggests: the lists folder and a safe name."""
        if self._document.path is not None:
            return Path(self._document.path)
        folder = self._user.dirs.lists
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            folder = Path.home()
        army = self._document.army
        stem = list_file_stem(self._document.army_list, army.name if army else "list")
        return folder / f"{stem}{SUFFIX}"

    def fill_recent_menu(self, menu: QMenu) -> None:
        """Fill File > Open Recent: file names, told apart by folder.

        Each entry's tooltip and status tip give its list's name, army and
        points and its path; a file that cannot be read says so.
        """
        menu.clear()
        recent = self._user.settings.recent_files
        if not recent:
            menu.addAction(translate("FileWorkflow", "No recent lists")).setEnabled(
                False
            )
            return
        from listbuilder.data.library.scan import read_rows  # when the menu first opens

        paths = [Path(text) for text in recent]
        # Re-read only the files that changed since the menu was last shown.
        self._recent_rows = read_rows(
            paths, lambda: self._catalog, known=self._recent_rows
        )
        menu.setToolTipsVisible(True)
        names = recent_labels(recent)
        for number, (path, row, name) in enumerate(
            zip(paths, self._recent_rows, names, strict=True), start=1
        ):
            label = (row.recent_text if row.error else name).replace("&", "&&")
            action = menu.addAction(f"&{number % 10} {label}")
            action.setStatusTip(f"{row.recent_text} ({path})")
            action.setToolTip(f"{row.recent_text}\n{path}")
            action.triggered.connect(lambda _=False, p=path: self.open_path(p))

    # -- export and army codes -----------------------------------------------------

    def export_pdf(self) -> None:
        """File > Export PDF: the sheet of the list as shown."""
        from listbuilder.gui.files.export_dialog import export_pdf_interactive

        current = self._user.settings
        settings = export_pdf_interactive(
            self._window, self._document.state, current, source=self._document.path
        )
        if isinstance(settings, Settings) and settings != current:
            self._user.store(settings)

    def import_code(self, code: str | None = None) -> bool:
        """File > Import army code: preview, then replace the list; True if so.

        ``code``: the army code or share link to preview (a launch argument);
        by default the dialog offers the clipboard's.
        """
        from listbuilder.gui.files.import_code_dialog import import_army_code

        army_list = import_army_code(self._window, self._catalog, code)
        if army_list is None:
            return False
        if army_list.ruleset not in self._document.rulesets:
            QMessageBox.critical(
                self._window,
                translate("FileWorkflow", "Cannot import the army code"),
                translate(
                    "FileWorkflow", "The code uses the unknown ruleset {ruleset}."
                ).format(ruleset=repr(army_list.ruleset)),
            )
            return False
        if not self.maybe_save():
            return False
        self._document.reset(army_list, None, modified=True)
        return True

    def open_army(self, army_list: ArmyList) -> bool:
        """Show ``army_list`` in the editor, after asking to save the open list.

        The list is saved nowhere yet (an event's list). True when it is shown.
        """
        if army_list.ruleset not in self._document.rulesets or not self.maybe_save():
            return False
        self._document.reset(army_list, None, modified=True)
        return True

    def copy_code(self) -> None:
        """Edit > Copy army code."""
        from listbuilder.gui.files.import_code_dialog import copy_army_code

        copy_army_code(self._document.army_list, self._catalog)
        self._copied(translate("FileWorkflow", "Army code copied to the clipboard."))

    def copy_link(self) -> None:
        """Edit > Copy share link."""
        from listbuilder.gui.files.import_code_dialog import copy_share_link

        copy_share_link(self._document.army_list, self._catalog)
        self._copied(translate("FileWorkflow", "Share link copied to the clipboard."))

    def _copied(self, text: str) -> None:
        """Say a code or link was copied, and that it holds no fireteams if any.

        Source: RULES.md A12 (fireteams are declared, not part of the code)
        """
        if fireteams_left_out(self._document.army_list):
            self._status(f"{text} {core_i18n._(FIRETEAMS_ON_EXPORT)}", 10000)
        else:
            self._status(text, 4000)
