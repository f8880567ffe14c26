"""Data updates: fetch the official army data, check it, install it as a version.

``update`` fetches ``{base}/army/infinity/en/metadata`` and
``{base}/army/units/en/{faction id}`` for every faction the metadata names
(``base`` is the official API unless ``--source`` or ``LISTBUILDER_DATA_URL``
points elsewhere) into a staging folder of the profile store, checks every file
with the same loader the app uses, and only then installs the set as a new
version (``data.store``). A faction with no file of its own (901, Non-Aligned
Armies, the parent of sectorials) answers with an error and is skipped. Any
other failure (server down, timeout, interrupted download, one invalid file)
raises :class:`UpdateError` naming the file and why, and changes nothing.

Everything a server sends is bounded (``data.download``): only ``gzip`` is
asked for and accepted, once (stacked or other encodings are refused before a
byte is read), and it is inflated a piece at a time, so the size limits
(:data:`MAX_FILE_BYTES` per file, :data:`MAX_TOTAL_BYTES` in all) count
decoded bytes and stop a compression bomb at the limit; each file has a
deadline (:data:`DEFAULT_TIMEOUT`) and the downloads together another
(:data:`DEFAULT_TOTAL_TIMEOUT`), both checked as bytes arrive, so a server
that trickles a byte a second is cut off. One update runs at a time
(:func:`listbuilder.data.store.update_lock`).

Imports core, paths, data, stdlib and httpx; no Qt.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.changes import ArmyChanges, catalog_changes
from listbuilder.core.errors import DataError
from listbuilder.core.i18n import _
from listbuilder.data.download import (
    DEFAULT_TIMEOUT,
    DEFAULT_TOTAL_TIMEOUT,
    HEADERS,
    MAX_FILE_BYTES,
    MAX_TOTAL_BYTES,
    READ_TIMEOUT,
    UpdateBusy,
    UpdateCancelled,
    UpdateError,
    _Budget,
    _fetch,
    _HTTPStatus,
    check_seconds,
    check_source,
)
from listbuilder.data.profiles.load import check_catalog, load_catalog
from listbuilder.data.profiles.raw_schema import MAX_FACTIONS, METADATA_FILE
from listbuilder.data.store import (
    VersionInfo,
    changed_files,
    current_version,
    install_version,
    new_staging,
    previous_version,
    update_lock,
)
from listbuilder.paths import UserDirs

__all__ = [
    "DEFAULT_TIMEOUT",
    "DEFAULT_TOTAL_TIMEOUT",
    "HEADERS",
    "MAX_FILE_BYTES",
    "MAX_TOTAL_BYTES",
    "READ_TIMEOUT",
    "UpdateBusy",
    "UpdateCancelled",
    "UpdateError",
    "UpdateResult",
    "check_seconds",
    "check_set",
    "check_source",
    "data_source",
    "fetch_set",
    "last_changes",
    "update",
]

#: The official army builder's API (see profiles' README).
DEFAULT_BASE = "https://api.corvusbelli.com"
#: Environment variable pointing updates at another server.
URL_ENV = "LISTBUILDER_DATA_URL"
METADATA_PATH = "/army/infinity/en/metadata"
ARMY_PATH = "/army/units/en/{faction_id}"
#: Called with (files done, files in all, file name, bytes received in all) as
#: the download goes: before each file and as its bytes arrive.
Progress = Callable[[int, int, str, int], None]


@dataclass(frozen=True)
class UpdateResult:
    """What a data update did.

    Attributes
    ----------
    updated : bool
        True when a new version was installed; False when the data in use is
        already the server's (nothing changed).
    version : VersionInfo
        The version now in use.
    changes : list[ArmyChanges]
        What changed, per army (empty when already current).
    skipped : list[str]
        Factions without a file of their own (901), skipped.
    warnings : list[str]
        Non-fatal problems of the new data (dangling ids...).
    """

    updated: bool
    version: VersionInfo
    changes: list[ArmyChanges] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def data_source(explicit: str | None = None) -> str:
    """The API base to fetch from: ``explicit``, else ``LISTBUILDER_DATA_URL``.

    Not checked: :func:`check_source` says whether it is usable.
    """
    base = explicit or os.environ.get(URL_ENV) or DEFAULT_BASE
    return base.rstrip("/")


def _json(raw: bytes, name: str) -> Any:
    try:
        return json.loads(raw)
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise UpdateError(
            _(
                "{name}: the downloaded file is not valid JSON ({exc})",
                name=name,
                exc=exc,
            )
        ) from exc


def _faction_ids(metadata: Any) -> tuple[list[int], set[int]]:
    """Faction ids of the metadata, and those that are only parents (901)."""
    if not isinstance(metadata, dict) or not isinstance(metadata.get("factions"), list):
        raise UpdateError(
            _(
                "{metadata}: at factions: no list of factions",
                metadata=METADATA_FILE,
            )
        )
    if len(metadata["factions"]) > MAX_FACTIONS:
        raise UpdateError(
            _(
                "{metadata}: at factions: more than {most} factions ({n})",
                metadata=METADATA_FILE,
                most=MAX_FACTIONS,
                n=len(metadata["factions"]),
            )
        )
    rows = [f for f in metadata["factions"] if isinstance(f, dict)]
    # a faction listed twice is fetched once
    ids = list(dict.fromkeys(f["id"] for f in rows if isinstance(f.get("id"), int)))
    parents = {
        f.get("parent") for f in rows if f.get("parent") not in (None, f.get("id"))
    }
    headings = {
        f["id"]
        for f in rows
        if isinstance(f.get("id"), int)
        and f["id"] in parents
        and f["id"] != f.get("parent")
    }
    return ids, headings


def fetch_set(
    base: str,
    folder: Path,
    *,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
    timeout: float = DEFAULT_TIMEOUT,
    total_timeout: float = DEFAULT_TOTAL_TIMEOUT,
    transport: httpx.BaseTransport | None = None,
) -> list[str]:
    """Download the metadata and every faction file of ``base`` into ``folder``.

    Parameters
    ----------
    base : str
        API base URL (``https://api.corvusbelli.com``).
    folder : Path
        An empty folder; files are written as ``metadata_n5.json`` and
        ``<faction id>.json``.
    progress : Progress, optional
        Told (files done, files in all, file name, bytes received in all)
        before each file and as its bytes arrive.
    cancelled : Callable[[], bool], optional
        Polled while downloading; True stops with :class:`UpdateCancelled`.
    timeout : float
        Seconds each file may take, from the request to its last byte
        (default :data:`DEFAULT_TIMEOUT`, 60); a connection or a silence
        longer than :data:`READ_TIMEOUT` (30) also ends it.
    total_timeout : float
        Seconds all the files may take together (default
        :data:`DEFAULT_TOTAL_TIMEOUT`, 600).
    transport : httpx.BaseTransport, optional
        For tests.

    Returns
    -------
    list[str]
        Factions skipped because they have no file of their own (901).

    Raises
    ------
    UpdateError
        If the server is down, a deadline passes, a download is interrupted,
        an answer is compressed other than gzip once, a file passes
        :data:`MAX_FILE_BYTES` or all of them :data:`MAX_TOTAL_BYTES`
        (decoded), the metadata lists more than ``MAX_FACTIONS`` factions, a
        faction that should have a file answers an error, or a file is not
        JSON (the message names it).
    """
    stop = cancelled or (lambda: False)
    tell = progress or (lambda done, total, name, size: None)
    budget = _Budget(timeout, total_timeout)
    skipped: list[str] = []
    with httpx.Client(
        headers=HEADERS,
        timeout=httpx.Timeout(min(timeout, READ_TIMEOUT)),
        follow_redirects=True,
        transport=transport,
    ) as client:
        tell(0, 1, METADATA_FILE, 0)
        raw = _fetch(
            client,
            base + METADATA_PATH,
            METADATA_FILE,
            stop,
            budget,
            lambda: tell(0, 1, METADATA_FILE, budget.received),
        )
        ids, headings = _faction_ids(_json(raw, METADATA_FILE))
        (folder / METADATA_FILE).write_bytes(raw)
        total = len(ids) + 1
        for done, faction_id in enumerate(ids, start=1):
            name = f"{faction_id}.json"
            tell(done, total, name, budget.received)
            url = base + ARMY_PATH.format(faction_id=faction_id)
            try:
                raw = _fetch(
                    client,
                    url,
                    name,
                    stop,
                    budget,
                    lambda: tell(done, total, name, budget.received),  # noqa: B023
                )
            except _HTTPStatus as exc:
                if faction_id in headings:
                    skipped.append(
                        _(
                            "{faction_id}: no file of its own ({exc})",
                            faction_id=faction_id,
                            exc=exc,
                        )
                    )
                    continue
                raise
            data = _json(raw, name)
            if faction_id in headings and not (
                isinstance(data, dict) and "units" in data
            ):
                skipped.append(
                    _("{faction_id}: no file of its own", faction_id=faction_id)
                )
                continue
            (folder / name).write_bytes(raw)
        tell(total, total, "", budget.received)
    return skipped


def check_set(folder: Path) -> Catalog:
    """Check every file of a downloaded set with the app's own loader.

    Returns
    -------
    Catalog
        The set, every army loaded; its ``warnings`` are the non-fatal problems
        (a metadata row skipped, dangling ids).

    Raises
    ------
    UpdateError
        If the metadata or any army or reinforcement file does not load (the
        message names the file, the JSON path and the problem).
    """
    try:
        catalog = load_catalog(folder)
    except DataError as exc:
        raise UpdateError(
            _("the downloaded data is not usable: {exc}", exc=exc)
        ) from exc
    check_catalog(catalog)
    failed = [
        catalog.problem(i)
        for i in (*catalog.army_ids, *catalog.reinforcement_ids)
        if catalog.problem(i)
    ]
    if not catalog.army_ids:
        raise UpdateError(_("the downloaded data has no army file"))
    if failed:
        more = _(" (and {n} more)", n=len(failed) - 1) if len(failed) > 1 else ""
        raise UpdateError(
            _(
                "the downloaded data is not usable: {problem}{more}",
                problem=failed[0],
                more=more,
            )
        )
    return catalog


def update(
    dirs: UserDirs,
    *,
    source: str | None = None,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
    timeout: float = DEFAULT_TIMEOUT,
    total_timeout: float = DEFAULT_TOTAL_TIMEOUT,
    transport: httpx.BaseTransport | None = None,
) -> UpdateResult:
    """Fetch, check and install the newest official data.

    The new set is installed as a new version in the user data folder only if
    every file downloaded and loads; the version it replaces is kept for
    :func:`listbuilder.data.store.rollback`. When the server's files equal the
    installed ones nothing is installed. The update holds the store's lock
    (:func:`listbuilder.data.store.update_lock`) throughout and stages the
    files in a folder of its own.

    Parameters
    ----------
    dirs : UserDirs
        The user's folders; the new version goes to the profile store.
    source : str, optional
        API base URL (default: :func:`data_source`).
    progress, cancelled, transport
        As for :func:`fetch_set`.
    timeout : float
        Seconds each file may take (default 60).
    total_timeout : float
        Seconds all the downloads may take together (default 600).

    Raises
    ------
    UpdateError
        On any failure (see :func:`fetch_set` and :func:`check_set`), a bad
        source URL (:func:`check_source`) or deadline (:func:`check_seconds`);
        :class:`UpdateBusy` if another update runs; :class:`UpdateCancelled`
        if cancelled. Nothing is changed then.
    """
    base = check_source(data_source(source))
    check_seconds(timeout, "timeout")
    check_seconds(total_timeout, "total_timeout")
    with contextlib.ExitStack() as stack:
        try:
            stack.enter_context(update_lock(dirs))
        except BlockingIOError as exc:
            raise UpdateBusy(_("another data update is running")) from exc
        except OSError as exc:
            raise UpdateError(
                _("cannot write the user data folder: {exc}", exc=exc)
            ) from exc
        return _update_locked(
            dirs,
            base,
            progress=progress,
            cancelled=cancelled,
            timeout=timeout,
            total_timeout=total_timeout,
            transport=transport,
        )
    raise AssertionError("unreachable")  # pragma: no cover - for mypy


def _update_locked(
    dirs: UserDirs,
    base: str,
    *,
    progress: Progress | None,
    cancelled: Callable[[], bool] | None,
    timeout: float,
    total_timeout: float,
    transport: httpx.BaseTransport | None,
) -> UpdateResult:
    """:func:`update`, the store's lock held."""
    try:
        staged = new_staging(dirs)
    except OSError as exc:
        raise UpdateError(
            _("cannot write the user data folder: {exc}", exc=exc)
        ) from exc
    try:
        skipped = fetch_set(
            base,
            staged,
            progress=progress,
            cancelled=cancelled,
            timeout=timeout,
            total_timeout=total_timeout,
            transport=transport,
        )
        current = current_version(dirs)
        changed = changed_files(staged, current.folder)
        if not changed:
            return UpdateResult(False, current, skipped=skipped)
        checked = check_set(staged)
        if cancelled and cancelled():
            raise UpdateCancelled(_("data update cancelled; nothing changed"))
        changes = catalog_changes(
            load_catalog(current.folder), checked, _faction_ids_of(changed)
        )
        try:
            installed = install_version(dirs, staged, base)
        except OSError as exc:
            raise UpdateError(_("cannot install the new data: {exc}", exc=exc)) from exc
        return UpdateResult(True, installed, changes, skipped, checked.warnings)
    finally:
        shutil.rmtree(staged, ignore_errors=True)


def last_changes(dirs: UserDirs) -> tuple[VersionInfo, VersionInfo, list[ArmyChanges]]:
    """What the installed version changed from the previous one, per army.

    Raises
    ------
    DataError
        If there is no previous version, or either set's metadata is unusable.
    """
    before = previous_version(dirs)
    if before is None:
        raise DataError(
            _(
                "no previous profile version: nothing to compare (the data in use "
                "is the {label})",
                label=current_version(dirs).label,
            )
        )
    after = current_version(dirs)
    changed = _faction_ids_of(changed_files(before.folder, after.folder))
    return (
        before,
        after,
        catalog_changes(
            load_catalog(before.folder), load_catalog(after.folder), changed
        ),
    )


def _faction_ids_of(names: set[str]) -> set[int]:
    stems = (n.removesuffix(".json") for n in names)
    return {int(s) for s in stems if s.isascii() and s.isdigit()}
