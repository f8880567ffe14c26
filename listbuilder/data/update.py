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

Imports core, paths, data, stdlib and httpx; no Qt.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

import listbuilder
from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.changes import ArmyChanges, catalog_changes
from listbuilder.core.errors import DataError
from listbuilder.core.i18n import _
from listbuilder.data.profiles.load import check_catalog, load_catalog
from listbuilder.data.profiles.raw_schema import METADATA_FILE
from listbuilder.data.store import (
    VersionInfo,
    changed_files,
    current_version,
    install_version,
    new_staging,
    previous_version,
)
from listbuilder.paths import UserDirs

#: The official army builder's API (see profiles' README).
DEFAULT_BASE = "https://api.corvusbelli.com"
#: Environment variable pointing updates at another server.
URL_ENV = "LISTBUILDER_DATA_URL"
METADATA_PATH = "/army/infinity/en/metadata"
ARMY_PATH = "/army/units/en/{faction_id}"
#: The official API has refused requests without an Origin header.
HEADERS = {
    "Origin": "https://infinityuniverse.com",
    "Accept": "application/json",
    "User-Agent": f"listbuilder/{getattr(listbuilder, '__version__', '0')}",
}
#: Seconds to wait for a connection or for the next bytes of an answer.
DEFAULT_TIMEOUT = 30.0
#: A faction file is ~0.3 MB; refuse answers past this size.
MAX_FILE_BYTES = 64 * 1024 * 1024

#: Called with (files done, files in all, file name) as the download goes.
Progress = Callable[[int, int, str], None]


class UpdateError(DataError):
    """A data update failed; nothing was changed. The message names the file."""


class UpdateCancelled(UpdateError):
    """The player cancelled a data update; nothing was changed."""


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
    """The API base to fetch from: ``explicit``, else ``LISTBUILDER_DATA_URL``."""
    base = explicit or os.environ.get(URL_ENV) or DEFAULT_BASE
    return base.rstrip("/")


def _fetch(
    client: httpx.Client, url: str, what: str, cancelled: Callable[[], bool]
) -> bytes:
    """One GET, streamed so that a cancel or a size limit takes effect at once."""
    try:
        with client.stream("GET", url) as response:
            if response.status_code >= 400:
                raise _HTTPStatus(
                    _(
                        "{what}: the server answered {status_code} "
                        "{reason_phrase} ({url})",
                        what=what,
                        status_code=response.status_code,
                        reason_phrase=response.reason_phrase,
                        url=url,
                    )
                )
            chunks: list[bytes] = []
            size = 0
            for chunk in response.iter_bytes():
                if cancelled():
                    raise UpdateCancelled(_("data update cancelled; nothing changed"))
                size += len(chunk)
                if size > MAX_FILE_BYTES:
                    raise UpdateError(
                        _(
                            "{what}: the answer is larger than {n} MB ({url})",
                            what=what,
                            n=MAX_FILE_BYTES // 2**20,
                            url=url,
                        )
                    )
                chunks.append(chunk)
            return b"".join(chunks)
    except httpx.TimeoutException as exc:
        raise UpdateError(
            _(
                "{what}: the server did not answer in time ({url}: {why})",
                what=what,
                url=url,
                why=_why(exc),
            )
        ) from exc
    except httpx.ConnectError as exc:
        raise UpdateError(
            _(
                "{what}: cannot connect to the server ({url}: {why})",
                what=what,
                url=url,
                why=_why(exc),
            )
        ) from exc
    except (httpx.RemoteProtocolError, httpx.ReadError) as exc:
        raise UpdateError(
            _(
                "{what}: the download was interrupted ({url}: {why})",
                what=what,
                url=url,
                why=_why(exc),
            )
        ) from exc
    except httpx.HTTPError as exc:
        raise UpdateError(f"{what}: {_why(exc)} ({url})") from exc


def _why(exc: Exception) -> str:
    return str(exc) or type(exc).__name__


class _HTTPStatus(UpdateError):
    """An error status (a faction with no file answers one)."""


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
    rows = [f for f in metadata["factions"] if isinstance(f, dict)]
    ids = [f["id"] for f in rows if isinstance(f.get("id"), int)]
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
        Told (done, total, file name) before each file.
    cancelled : Callable[[], bool], optional
        Polled while downloading; True stops with :class:`UpdateCancelled`.
    timeout : float
        Seconds to wait for a connection or the next bytes (default 30).
    transport : httpx.BaseTransport, optional
        For tests.

    Returns
    -------
    list[str]
        Factions skipped because they have no file of their own (901).

    Raises
    ------
    UpdateError
        If the server is down, a request times out, a download is interrupted,
        a faction that should have a file answers an error, or a file is not
        JSON (the message names it).
    """
    stop = cancelled or (lambda: False)
    tell = progress or (lambda done, total, name: None)
    skipped: list[str] = []
    with httpx.Client(
        headers=HEADERS,
        timeout=httpx.Timeout(timeout),
        follow_redirects=True,
        transport=transport,
    ) as client:
        tell(0, 1, METADATA_FILE)
        raw = _fetch(client, base + METADATA_PATH, METADATA_FILE, stop)
        ids, headings = _faction_ids(_json(raw, METADATA_FILE))
        (folder / METADATA_FILE).write_bytes(raw)
        total = len(ids) + 1
        for done, faction_id in enumerate(ids, start=1):
            name = f"{faction_id}.json"
            tell(done, total, name)
            url = base + ARMY_PATH.format(faction_id=faction_id)
            try:
                raw = _fetch(client, url, name, stop)
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
        tell(total, total, "")
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
    transport: httpx.BaseTransport | None = None,
) -> UpdateResult:
    """Fetch, check and install the newest official data.

    The new set is installed as a new version in the user data folder only if
    every file downloaded and loads; the version it replaces is kept for
    :func:`listbuilder.data.store.rollback`. When the server's files equal the
    installed ones nothing is installed.

    Raises
    ------
    UpdateError
        On any failure (see :func:`fetch_set` and :func:`check_set`);
        :class:`UpdateCancelled` if cancelled. Nothing is changed then.
    """
    base = data_source(source)
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
