"""What the list library shows of each saved list, and how it searches them.

One :class:`LibraryRow` per saved list file: army, name, points used and limit,
legality with the rules broken, trooper count, data version, modified time,
tags and note, or the error that keeps the file from being read. The app's
library table, Open Recent and ``listbuilder library`` all print these rows'
text, so they say the same thing. :class:`LibraryFilter` is the search and the
filters (army, legal or not, folder, tag), one rule for every view.

The data layer (``listbuilder.data.library.scan``) finds the files, reads them and
caches the rows; this module never touches a file.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import datetime

from pydantic import Field

from listbuilder.core._base import FrozenModel
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.ruleset import Ruleset
from listbuilder.core.i18n import N_, _
from listbuilder.core.lists.army_list import ArmyList
from listbuilder.core.lists.resolve import resolve_list
from listbuilder.core.roster.build import list_totals
from listbuilder.core.rules.validation import rules_in_order, validate
from listbuilder.core.untrusted import spaced_line

#: Column names of the library table, in order (``listbuilder library`` too);
#: in English, translated where shown (``_(name)``).
COLUMNS = (
    N_("Name"),
    N_("Army"),
    N_("Points"),
    N_("Legal"),
    N_("Troopers"),
    N_("Tags"),
    N_("Folder"),
    N_("Data"),
    N_("Modified"),
)


def _plain(text: str) -> str:
    """Casefolded ``text`` without accents, for matching (``Dàofěi`` → ``daofei``)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


class LibraryRow(FrozenModel):
    """One saved list as the library shows it.

    Attributes
    ----------
    path : str
        The file's absolute path.
    relative : str
        The path inside the library folder, ``/``-separated
        (``ITS/pano-300.lbl.json``).
    size : int
        File size in bytes when read (with ``mtime_ns``, the cache key).
    mtime_ns : int
        Modification time when read, in nanoseconds since the epoch.
    error : str
        Why the file cannot be read as a list; ``""`` for a readable list. An
        error row has no army, points or legality.
    army_id : int or None
        Faction id of the list's army.
    army : str
        Army name (``Army 123`` when the data does not know it).
    name : str
        The list's name as the player wrote it.
    ruleset : str
        Ruleset id (``n5``).
    points, points_limit : int or None
        Points the main list spends and the agreed limit (RULES.md A1).
    swc : str
        ``"4.5/6"``: SWC spent over the allowance (RULES.md A2).
    legal : bool or None
        True when no rule is broken; None for an error row.
    rules_broken : tuple[str, ...]
        The RULES.md items the list breaks, each once, in rule order.
    violations : tuple[str, ...]
        Every violation as ``A3: message``.
    troopers : int or None
        Troopers in the main list, counted with ``minis`` (RULES.md A7).
    trooper_cap : int or None
        The ruleset's trooper cap.
    data_version : str
        Version of the data set the list was checked against (``7.2669.194``,
        its newest army file's: :attr:`Catalog.data_version`).
    units : tuple[str, ...]
        Names of the units the list fields, each once, for searching.
    tags : tuple[str, ...]
        The list's tags.
    notes : str
        The list's note.
    """

    path: str
    relative: str
    size: int = Field(ge=0)
    mtime_ns: int
    error: str = ""
    army_id: int | None = None
    army: str = ""
    name: str = ""
    ruleset: str = ""
    points: int | None = None
    points_limit: int | None = None
    swc: str = ""
    legal: bool | None = None
    rules_broken: tuple[str, ...] = ()
    violations: tuple[str, ...] = ()
    troopers: int | None = None
    trooper_cap: int | None = None
    data_version: str = ""
    units: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    notes: str = ""

    # -- text the views print ---------------------------------------------------

    @property
    def file_name(self) -> str:
        """The file's name (``pano-300.lbl.json``)."""
        return self.relative.rsplit("/", 1)[-1]

    @property
    def folder(self) -> str:
        """The folder inside the library (``ITS/2025``), ``""`` at the top."""
        return self.relative.rpartition("/")[0]

    @property
    def display_name(self) -> str:
        """The list's name on one line, or its file name when it has none."""
        return spaced_line(self.name) or self.file_name

    @property
    def points_text(self) -> str:
        """``255/300``, or ``""`` for an error row."""
        if self.points is None or self.points_limit is None:
            return ""
        return f"{self.points}/{self.points_limit}"

    @property
    def legal_text(self) -> str:
        """``Legal``, ``Illegal: A3, A5`` or ``Unreadable``."""
        if self.error:
            return _("Unreadable")
        if self.legal:
            return _("Legal")
        return _("Illegal: {rules}", rules=", ".join(self.rules_broken))

    @property
    def legal_tooltip(self) -> str:
        """Every violation on its own line, or the error."""
        if self.error:
            return self.error
        return "\n".join(self.violations) if self.violations else _("No rule broken.")

    @property
    def troopers_text(self) -> str:
        """``15/15`` (with the cap), the count alone, or ``""``."""
        if self.troopers is None:
            return ""
        cap = self.trooper_cap
        return f"{self.troopers}/{cap}" if cap else str(self.troopers)

    @property
    def tags_text(self) -> str:
        """Tags joined: ``ITS, practice``."""
        return ", ".join(spaced_line(t) for t in self.tags)

    @property
    def modified(self) -> datetime:
        """Modification time as a local date and time."""
        return datetime.fromtimestamp(self.mtime_ns / 1e9)

    @property
    def modified_text(self) -> str:
        """``2026-03-09 14:05`` (local time)."""
        return self.modified.strftime("%Y-%m-%d %H:%M")

    @property
    def army_text(self) -> str:
        """The army name, or ``""`` for an error row."""
        return spaced_line(self.army)

    def column_text(self, column: int) -> str:
        """The text of column ``column`` (see :data:`COLUMNS`)."""
        values = (
            self.display_name,
            self.army_text,
            self.points_text,
            self.legal_text,
            self.troopers_text,
            self.tags_text,
            self.folder,
            self.data_version,
            self.modified_text,
        )
        return values[column]

    def sort_key(self, column: int) -> tuple[object, ...]:
        """A value that sorts column ``column`` as players expect.

        Names and text case- and accent-insensitively; points by points used,
        then limit; legality legal first, then by how many rules are broken;
        troopers and dates by number. Error rows sort last in number columns.
        """
        missing = self.error != ""
        if column == 2:
            return (missing, self.points or 0, self.points_limit or 0)
        if column == 3:
            broken = len(self.rules_broken)
            return (missing, not self.legal, broken, self.rules_broken)
        if column == 4:
            return (missing, self.troopers or 0)
        if column == 7:
            parts = tuple(int(p) for p in re.findall(r"\d+", self.data_version))
            return (missing, parts)
        if column == 8:
            return (self.mtime_ns,)
        return (_plain(self.column_text(column)), self.column_text(column))

    @property
    def search_text(self) -> str:
        """Everything a search matches: name, army, units, tags, note, file."""
        words = (self.name, self.army, *self.units, *self.tags, self.notes)
        return _plain(" ".join((*words, self.relative)))

    @property
    def recent_text(self) -> str:
        """What Open Recent shows: ``Friar spam — Military Orders, 255/300 pts``."""
        if self.error:
            return _("{file} (cannot be read)", file=self.file_name)
        return _(
            "{name} — {army}, {points} pts",
            name=self.display_name,
            army=self.army_text,
            points=self.points_text,
        )


class LibraryFilter(FrozenModel):
    """The library's search box and filters; :meth:`matches` applies them all.

    Attributes
    ----------
    text : str
        Words that must each appear in the list's name, army, units, tags,
        note or file path (any case, accents ignored).
    army_id : int or None
        Only lists of this army.
    legal : bool or None
        Only legal (True) or only illegal or unreadable (False) lists.
    folder : str or None
        Only lists in this folder (``/``-separated) or below it; ``""`` is the
        whole library.
    tag : str or None
        Only lists with this tag (any case).
    """

    text: str = ""
    army_id: int | None = None
    legal: bool | None = None
    folder: str | None = None
    tag: str | None = None

    def matches(self, row: LibraryRow) -> bool:
        """True when ``row`` passes every filter."""
        if self.army_id is not None and row.army_id != self.army_id:
            return False
        if self.legal is not None and bool(row.legal) != self.legal:
            return False
        if self.folder:
            folder = row.folder
            if folder != self.folder and not folder.startswith(self.folder + "/"):
                return False
        if self.tag is not None:
            wanted = self.tag.casefold()
            if all(t.casefold() != wanted for t in row.tags):
                return False
        words = _plain(self.text).split()
        if words:
            haystack = row.search_text
            return all(w in haystack for w in words)
        return True


def library_row(
    army_list: ArmyList,
    catalog: Catalog,
    ruleset: Ruleset,
    *,
    path: str,
    relative: str,
    size: int,
    mtime_ns: int,
) -> LibraryRow:
    """The library row of a readable list: resolved and checked through the core.

    Parameters
    ----------
    army_list : ArmyList
        The list read from the file.
    catalog, ruleset : Catalog, Ruleset
        The data and the list's edition.
    path, relative : str
        The file's absolute path and its path inside the library.
    size, mtime_ns : int
        The file's size (bytes) and modification time (ns) when read.

    Returns
    -------
    LibraryRow
        Points, SWC, legality and troopers as ``validate`` reports them.

    Source: RULES.md A1-A12 (legality and totals)
    """
    troopers = resolve_list(army_list, catalog)
    report = validate(army_list, catalog, ruleset, troopers=troopers)
    army = catalog.army(army_list.army_id)
    units = dict.fromkeys(t.name for t in troopers)
    rules = rules_in_order(v.rule for v in report.violations)
    return LibraryRow(
        path=path,
        relative=relative,
        size=size,
        mtime_ns=mtime_ns,
        **list_totals(army_list, army, report, catalog.data_version),
        name=army_list.name,
        ruleset=army_list.ruleset,
        rules_broken=tuple(rules),
        units=tuple(units),
        tags=army_list.tags,
        notes=army_list.notes,
    )


def error_row(
    message: str, *, path: str, relative: str, size: int, mtime_ns: int
) -> LibraryRow:
    """The row of a file that cannot be read as a list: its error, nothing else."""
    return LibraryRow(
        path=path,
        relative=relative,
        size=size,
        mtime_ns=mtime_ns,
        error=spaced_line(message) or _("cannot be read"),
    )


__all__ = [
    "COLUMNS",
    "LibraryFilter",
    "LibraryRow",
    "error_row",
    "library_row",
]
