"""What the library window does to list files: folders, rename, move, duplicate, trash.

Every change is a rename or an atomic write inside the lists folder; deleting
moves a list to a restorable trash (with a ``TRASH_INFO`` record of where it
came from). Errors are :class:`OSError` or :class:`ValueError` with a message a
player can act on; nothing is ever lost.
"""

from __future__ import annotations

import json
import os
import shutil
import time
import uuid
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from listbuilder.atomic_files import MAX_NAME_BYTES, atomic_write, fit_name
from listbuilder.core.errors import DataError
from listbuilder.core.frozen import record
from listbuilder.core.i18n import _
from listbuilder.core.lists.army_list import ArmyList
from listbuilder.core.roster.wording import list_file_stem
from listbuilder.data.lists import SUFFIX, load_army, save_army

#: Suffix of the trash's record of where a list came from.
TRASH_INFO = ".trash.json"


#: Longest folder name accepted (most file systems allow 255 bytes).
MAX_FOLDER_NAME = 100


def unique_path(folder: Path, stem: str, suffix: str = SUFFIX) -> Path:
    """``folder/stem+suffix``, or ``stem-2``, ``stem-3``... if that is taken."""
    candidate = folder / f"{stem}{suffix}"
    number = 2
    while candidate.exists():
        candidate = folder / f"{stem}-{number}{suffix}"
        number += 1
    return candidate


def _stem(path: Path) -> str:
    name = path.name
    for suffix in (SUFFIX, ".json"):
        if name.endswith(suffix):
            return name[: -len(suffix)]
    return path.stem


def folder_name_error(name: str) -> str:
    """Why ``name`` cannot name a library folder, or ``""`` when it can.

    A folder name is one path component: not empty, not ``.`` or ``..``, no
    slash or backslash, no control characters, not hidden (a leading dot), at most
    :data:`MAX_FOLDER_NAME` characters.
    """
    if not name.strip():
        return _("A folder name cannot be empty.")
    if name != name.strip():
        return _("A folder name cannot start or end with a space.")
    if name in (".", "..") or name.startswith("."):
        return _("A folder name cannot start with a dot.")
    if any(c in name for c in "/\\") or any(ord(c) < 32 or ord(c) == 127 for c in name):
        return _("A folder name cannot hold / or \\ or control characters.")
    if len(name) > MAX_FOLDER_NAME:
        return _("A folder name can have at most {n} characters.", n=MAX_FOLDER_NAME)
    return ""


def _inside(root: Path, relative: str) -> Path:
    """``root/relative`` checked to stay inside ``root``.

    Raises
    ------
    DataError
        If ``relative`` climbs out of ``root`` (``..``) or is absolute.
    """
    parts = [p for p in relative.split("/") if p]
    if any(p in (".", "..") for p in parts) or relative.startswith("/"):
        raise DataError(
            _("{relative} is not a folder inside the library", relative=repr(relative))
        )
    return root.joinpath(*parts)


def create_folder(root: Path, parent: str, name: str) -> str:
    """Create folder ``name`` inside library folder ``parent``; its relative path.

    Raises
    ------
    DataError
        If the name is not allowed or a folder of that name exists.
    OSError
        If the folder cannot be created.
    """
    problem = folder_name_error(name)
    if problem:
        raise DataError(problem)
    target = _inside(root, parent) / name
    if target.exists():
        raise DataError(_("“{name}” already exists in this folder.", name=name))
    target.mkdir(parents=True)
    return f"{parent.strip('/')}/{name}".lstrip("/")


def rename_folder(root: Path, folder: str, name: str) -> str:
    """Rename library folder ``folder`` (relative) to ``name``; its new relative path.

    Raises
    ------
    DataError
        If the name is not allowed, the folder is the library itself, or a
        folder or file of that name exists beside it.
    OSError
        If the folder cannot be renamed.
    """
    problem = folder_name_error(name)
    if problem:
        raise DataError(problem)
    source = _inside(root, folder)
    if source == root:
        raise DataError(_("The library folder itself cannot be renamed here."))
    target = source.with_name(name)
    if target.exists():
        raise DataError(_("“{name}” already exists in this folder.", name=name))
    source.rename(target)
    return target.relative_to(root).as_posix()


def duplicate_list(path: Path) -> Path:
    """Save a copy of the list at ``path`` beside it; the copy's path.

    The copy's name gets `` (copy)`` so the two tell apart in the library; its
    file is ``<stem>-copy.lbl.json`` (``-copy-2``... if taken).

    Raises
    ------
    DataError
        If the file is not a readable list.
    OSError
        If the copy cannot be written (nothing is written then).
    """
    army = load_army(path)
    name = _("{name} (copy)", name=army.name) if army.name.strip() else ""
    target = unique_path(path.parent, f"{_stem(path)}-copy")
    save_army(army.replace(name=name), target)
    return target


def rename_list(path: Path, name: str, army_name: str) -> Path:
    """Rename the list at ``path`` to ``name``, and its file to match; the new path.

    The file is named as the app names a new save
    (``display.list_file_stem``: army, points, name), in the same folder. The
    renamed list is written first and the old file removed after, so a failure
    leaves the original untouched.

    Raises
    ------
    DataError
        If the file is not a readable list.
    OSError
        If the renamed list cannot be written.
    """
    army = load_army(path).replace(name=name)
    stem = list_file_stem(army, army_name)
    target = path if _stem(path) == stem else unique_path(path.parent, stem)
    save_army(army, target)
    if target != path:
        path.unlink(missing_ok=True)
    return target


def move_lists(paths: Iterable[Path], root: Path, folder: str) -> list[Path]:
    """Move list files into library folder ``folder`` (relative); their new paths.

    A file already in that folder stays; a name taken there gets ``-2``....

    Raises
    ------
    DataError
        If ``folder`` is not inside the library or does not exist.
    OSError
        If a file cannot be moved (files moved before it stay moved).
    """
    target = _inside(root, folder)
    if not target.is_dir():
        raise DataError(_("no folder {folder} in the library", folder=repr(folder)))
    moved = []
    for path in paths:
        if path.parent == target:
            moved.append(path)
            continue
        dest = unique_path(target, _stem(path), path.name[len(_stem(path)) :])
        shutil.move(str(path), str(dest))
        moved.append(dest)
    return moved


def set_list_details(path: Path, tags: Iterable[str], notes: str) -> ArmyList:
    """Store tags and a note in the list file at ``path``; the updated list.

    Raises
    ------
    DataError
        If the file is not a readable list (it is then left as it was).
    OSError
        If the file cannot be written (the previous file stays intact).
    """
    army = load_army(path).replace(tags=tuple(tags), notes=notes)
    save_army(army, path)
    return army


@record
class TrashItem:
    """A list moved to the trash.

    Attributes
    ----------
    file : Path
        The list file inside the trash folder.
    original : Path
        Where it was (restore puts it back there).
    deleted : float
        When it was moved to the trash (seconds since the epoch).
    """

    file: Path
    original: Path
    deleted: float

    @property
    def info(self) -> Path:
        """The record of where the list came from, beside it."""
        return self.file.with_name(self.file.name + TRASH_INFO)


def trash_lists(paths: Iterable[Path], trash: Path) -> list[TrashItem]:
    """Move list files to the ``trash`` folder, remembering where each was.

    Raises
    ------
    OSError
        If a file cannot be moved (those before it are already in the trash).
    """
    trash.mkdir(parents=True, exist_ok=True)
    items = []
    for path in paths:
        source = path.absolute()
        stamp = time.time()
        prefix = f"{int(stamp)}-{uuid.uuid4().hex[:8]}-"
        # the record's name adds TRASH_INFO; both must fit in a file name
        room = MAX_NAME_BYTES - len(prefix) - len(os.fsencode(TRASH_INFO))
        name = prefix + fit_name(path.name, room)
        item = TrashItem(trash / name, source, stamp)
        record = {"original": str(source), "deleted": stamp}
        # ASCII JSON: a name that is not UTF-8 (surrogate escapes) is kept as
        # \udcXX escapes, which read back to the same bytes
        atomic_write(item.info, json.dumps(record).encode("ascii"))
        try:
            shutil.move(str(source), str(item.file))
        except OSError:
            item.info.unlink(missing_ok=True)
            raise
        items.append(item)
    return items


def list_trash(trash: Path) -> list[TrashItem]:
    """Lists in the trash, most recently deleted first.

    A list whose record is missing or unreadable is still listed; restoring
    it puts it at the top of the library it is restored into.
    """
    try:
        names = [n for n in os.listdir(trash) if not n.endswith(TRASH_INFO)]
    except OSError:
        return []
    items = []
    for name in names:
        file = trash / name
        if name.startswith(".") or not file.is_file():
            continue
        original, deleted = Path(name.split("-", 2)[-1]), file.stat().st_mtime
        try:
            record: Any = json.loads((trash / (name + TRASH_INFO)).read_bytes())
            original = Path(str(record["original"]))
            deleted = float(record["deleted"])
        except (OSError, ValueError, KeyError, TypeError):
            pass
        items.append(TrashItem(file, original, deleted))
    return sorted(items, key=lambda i: (-i.deleted, i.file.name))


def restore_from_trash(item: TrashItem, fallback: Path) -> Path:
    """Put a trashed list back where it was; its restored path.

    A missing folder is created again; a name taken meanwhile gets ``-2``....
    A list whose original place is unknown goes to ``fallback``.

    Raises
    ------
    OSError
        If the file cannot be moved back (it then stays in the trash).
    """
    original = item.original
    if not original.is_absolute():
        original = fallback / original.name
    original.parent.mkdir(parents=True, exist_ok=True)
    stem = _stem(original)
    dest = unique_path(original.parent, stem, original.name[len(stem) :])
    shutil.move(str(item.file), str(dest))
    item.info.unlink(missing_ok=True)
    return dest


def delete_from_trash(items: Iterable[TrashItem]) -> None:
    """Delete trashed lists for good.

    Raises
    ------
    OSError
        If a file cannot be deleted.
    """
    for item in items:
        item.file.unlink(missing_ok=True)
        item.info.unlink(missing_ok=True)
