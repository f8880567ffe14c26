"""How File > Open Recent names its lists: file names, told apart by folder.

Each entry is its file's name; entries that share a name add as much of their
folder as tells them apart, from the innermost folder out, as editors do
(``friars.lbl.json — ITS`` beside ``friars.lbl.json — Casual``). The paths
are only read as text: nothing here touches the disk.

Pure: imports only the standard library; never PySide6.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from pathlib import PurePath

#: Between a file name and the folders that tell it apart.
SEPARATOR = " — "


def _folder_tail(path: PurePath, depth: int) -> str:
    """The last ``depth`` parts of the folder of ``path`` (all of it if fewer)."""
    parts = path.parent.parts
    return str(PurePath(*parts[-depth:])) if parts else "."


def recent_labels(paths: Sequence[str]) -> list[str]:
    """The Open Recent label of each path in ``paths``, in the same order.

    A file name held by one entry alone is its label. Entries that share a
    name each get the fewest trailing folders that no other entry of that
    name has; an entry whose whole folder is shared (the same path twice)
    gets its whole folder.

    Parameters
    ----------
    paths : Sequence[str]
        The recent files, as stored in the settings.

    Returns
    -------
    list[str]
        One label per path: ``name`` or ``name — folder/part``.
    """
    pure = [PurePath(p) for p in paths]
    by_name: defaultdict[str, list[int]] = defaultdict(list)
    for index, path in enumerate(pure):
        by_name[path.name].append(index)
    labels = [path.name for path in pure]
    for indexes in by_name.values():
        if len(indexes) < 2:
            continue
        for index in indexes:
            path = pure[index]
            others = [pure[i] for i in indexes if i != index]
            most = max(len(path.parent.parts), 1)
            depth = next(
                (
                    d
                    for d in range(1, most + 1)
                    if all(_folder_tail(path, d) != _folder_tail(o, d) for o in others)
                ),
                most,
            )
            labels[index] = f"{path.name}{SEPARATOR}{_folder_tail(path, depth)}"
    return labels
