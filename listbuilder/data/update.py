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

Everything a server sends is bounded: only ``gzip`` is asked for and
accepted, once (stacked or other encodings are refused before a byte is
read), and it is inflated here a piece at a time, so the size limits
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
import math
import os
import shutil
import time
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

import listbuilder
from listbuilder.core.catalog import Catalog
from listbuilder.core.changes import ArmyChanges, catalog_changes
from listbuilder.core.errors import DataError
from listbuilder.core.i18n import _
from listbuilder.core.untrusted import excerpt, shorten
from listbuilder.data.profiles import check_catalog, load_catalog
from listbuilder.data.raw_schema import MAX_FACTIONS, METADATA_FILE
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

#: The official army builder's API (see profiles' README).
DEFAULT_BASE = "https://api.corvusbelli.com"
#: Environment variable pointing updates at another server.
URL_ENV = "LISTBUILDER_DATA_URL"
METADATA_PATH = "/army/infinity/en/metadata"
ARMY_PATH = "/army/units/en/{faction_id}"
#: The only content-coding asked for and accepted (inflated here, bounded).
ACCEPTED_ENCODING = "gzip"
#: The official API has refused requests without an Origin header.
HEADERS = {
    "Origin": "https://infinityuniverse.com",
    "Accept": "application/json",
    "Accept-Encoding": ACCEPTED_ENCODING,
    "User-Agent": f"listbuilder/{getattr(listbuilder, '__version__', '0')}",
}
#: Seconds one file may take, from the request to its last byte (``--timeout``).
DEFAULT_TIMEOUT = 60.0
#: Seconds all the downloads of one update may take (``--total-timeout``).
DEFAULT_TOTAL_TIMEOUT = 600.0
#: Seconds to wait for a connection or the next bytes (less if a deadline is
#: nearer): a silent server is cut off then, a trickling one at its deadline.
READ_TIMEOUT = 30.0
#: Longest deadline accepted, in seconds (a day; larger ones overflow sockets).
MAX_TIMEOUT = 86_400.0
#: A faction file is ~0.3 MB; refuse a file whose decoded size passes this.
MAX_FILE_BYTES = 64 * 1024 * 1024
#: The official set is ~20 MB; refuse a set whose decoded files pass this in all.
MAX_TOTAL_BYTES = 256 * 1024 * 1024
#: Longest API base URL accepted, in characters.
MAX_URL_CHARS = 2048
#: Most decoded bytes taken from the gzip inflater at a time.
_PIECE = 256 * 1024
#: Most characters of a URL quoted in a message.
_URL_CHARS = 120

#: Called with (files done, files in all, file name, bytes received in all) as
#: the download goes: before each file and as its bytes arrive.
Progress = Callable[[int, int, str, int], None]


class UpdateError(DataError):
    """A data update failed; nothing was changed. The message names the file."""


class UpdateCancelled(UpdateError):
    """The player cancelled a data update; nothing was changed."""


class UpdateBusy(UpdateError):
    """Another data update is running; this one changed nothing."""


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


def check_source(base: str) -> str:
    """Check that ``base`` is a usable http(s) URL of at most MAX_URL_CHARS.

    Returns
    -------
    str
        ``base`` unchanged.

    Raises
    ------
    UpdateError
        If it is too long, not a URL, not http or https, or has no host or a
        bad port; the message quotes at most a short excerpt of it.
    """
    shown = excerpt(base)
    if len(base) > MAX_URL_CHARS:
        raise UpdateError(
            _(
                "the data source URL is too long ({n} characters, at most {most}): "
                "{url}",
                n=len(base),
                most=MAX_URL_CHARS,
                url=shorten(base, 60),
            )
        )
    try:
        url = httpx.URL(base)
        port = url.port
    except (httpx.InvalidURL, ValueError, TypeError) as exc:
        raise UpdateError(
            _(
                "the data source is not a valid URL ({why}): {url}",
                why=shorten(_why(exc), 60),
                url=shown,
            )
        ) from exc
    if url.scheme not in ("http", "https") or not url.host:
        raise UpdateError(
            _("the data source must be an http or https URL: {url}", url=shown)
        )
    if port is not None and not 0 < port < 65536:
        raise UpdateError(
            _("the data source is not a valid URL (bad port): {url}", url=shown)
        )
    return base


def check_seconds(value: float, name: str) -> float:
    """Check a deadline: a finite number of seconds above 0, at most MAX_TIMEOUT.

    Parameters
    ----------
    value : float
        Seconds.
    name : str
        What it is called where it was given (``--timeout``), for the message.

    Returns
    -------
    float
        ``value`` unchanged.

    Raises
    ------
    UpdateError
        If it is not finite, not above 0 or above :data:`MAX_TIMEOUT`.
    """
    if not (math.isfinite(value) and 0 < value <= MAX_TIMEOUT):
        raise UpdateError(
            _(
                "{name} must be a number of seconds above 0 and at most {most:g}, "
                "not {value}",
                name=name,
                most=MAX_TIMEOUT,
                value=shorten(str(value), 24),
            )
        )
    return value


class _Budget:
    """The deadlines and byte counts of one update's downloads.

    Times are ``time.monotonic()`` seconds; bytes are decoded bytes.
    """

    def __init__(self, per_file: float, total: float) -> None:
        self.per_file = per_file
        self.total = total
        self.end = time.monotonic() + total
        self.received = 0

    def file_end(self) -> float:
        """When a file asked for now must be complete."""
        return min(time.monotonic() + self.per_file, self.end)

    def read_timeout(self) -> float:
        """How long to wait for a connection or the next bytes of a file."""
        return max(0.001, min(READ_TIMEOUT, self.per_file, self.end - time.monotonic()))

    def check(self, what: str, url: str, file_end: float) -> None:
        """Raise UpdateError if the file's or the update's deadline has passed."""
        now = time.monotonic()
        if now > self.end:
            raise UpdateError(
                _(
                    "{what}: the update took longer than {n:g} s in all ({url})",
                    what=what,
                    n=self.total,
                    url=shorten(url, _URL_CHARS),
                )
            )
        if now > file_end:
            raise UpdateError(
                _(
                    "{what}: the download took longer than {n:g} s ({url})",
                    what=what,
                    n=self.per_file,
                    url=shorten(url, _URL_CHARS),
                )
            )

    def add(self, size: int, what: str, url: str) -> None:
        """Count ``size`` more bytes; UpdateError past MAX_TOTAL_BYTES in all."""
        self.received += size
        if self.received > MAX_TOTAL_BYTES:
            raise UpdateError(
                _(
                    "{what}: the files downloaded are larger than {n} MB in all "
                    "({url})",
                    what=what,
                    n=MAX_TOTAL_BYTES // 2**20,
                    url=shorten(url, _URL_CHARS),
                )
            )


class _Inflater:
    """Decodes an answer's body as it arrives, a bounded piece at a time.

    ``Content-Encoding`` may be absent, ``identity`` or ``gzip`` once (what
    :data:`HEADERS` asks for); anything else is refused before the body is
    read. httpx would inflate each layer of a stacked encoding whole, before
    any size check could run (a 10 KB ``gzip, gzip`` answer is gigabytes).
    """

    def __init__(self, response: httpx.Response, what: str, url: str) -> None:
        self.what, self.url = what, url
        header = ", ".join(response.headers.get_list("content-encoding"))
        codings = [c.strip().lower() for c in header.split(",")]
        codings = [c for c in codings if c and c != "identity"]
        if codings not in ([], ["gzip"], ["x-gzip"]):
            raise UpdateError(
                _(
                    '{what}: the server compressed the answer as "{encoding}"; '
                    "only gzip is accepted, once ({url})",
                    what=what,
                    encoding=shorten(header, 60),
                    url=shorten(url, _URL_CHARS),
                )
            )
        self.gzip = zlib.decompressobj(16 + zlib.MAX_WBITS) if codings else None

    def feed(self, data: bytes) -> Iterator[bytes]:
        """The decoded bytes of ``data``, at most ``_PIECE`` at a time."""
        if self.gzip is None:
            yield data
            return
        try:
            while True:
                piece = self.gzip.decompress(data, _PIECE)
                if piece:
                    yield piece
                data = self.gzip.unconsumed_tail
                if not data and len(piece) < _PIECE:
                    return
        except zlib.error as exc:
            raise self._damaged() from exc

    def finish(self) -> None:
        """Raise UpdateError if a gzip answer ended before its end."""
        if self.gzip is not None and not self.gzip.eof:
            raise self._damaged()

    def _damaged(self) -> UpdateError:
        return UpdateError(
            _(
                "{what}: the compressed answer is damaged or cut short ({url})",
                what=self.what,
                url=shorten(self.url, _URL_CHARS),
            )
        )


def _fetch(
    client: httpx.Client,
    url: str,
    what: str,
    cancelled: Callable[[], bool],
    budget: _Budget,
    received: Callable[[], None],
) -> bytes:
    """One GET, streamed so that a cancel, a deadline or a limit acts at once.

    ``received`` is told after each piece of the body (``budget.received``
    counts the bytes).
    """
    shown = shorten(url, _URL_CHARS)
    file_end = budget.file_end()
    try:
        with client.stream(
            "GET", url, timeout=httpx.Timeout(budget.read_timeout())
        ) as response:
            if response.status_code >= 400:
                raise _HTTPStatus(
                    _(
                        "{what}: the server answered {status_code} "
                        "{reason_phrase} ({url})",
                        what=what,
                        status_code=response.status_code,
                        reason_phrase=shorten(response.reason_phrase, 60),
                        url=shown,
                    )
                )
            inflater = _Inflater(response, what, url)
            chunks: list[bytes] = []
            size = 0
            for raw in response.iter_raw():
                for piece in inflater.feed(raw):
                    if cancelled():
                        raise UpdateCancelled(
                            _("data update cancelled; nothing changed")
                        )
                    size += len(piece)
                    if size > MAX_FILE_BYTES:
                        raise UpdateError(
                            _(
                                "{what}: the answer is larger than {n} MB ({url})",
                                what=what,
                                n=MAX_FILE_BYTES // 2**20,
                                url=shown,
                            )
                        )
                    budget.add(len(piece), what, url)
                    chunks.append(piece)
                    budget.check(what, url, file_end)
                budget.check(what, url, file_end)
                received()
            inflater.finish()
            return b"".join(chunks)
    except httpx.TimeoutException as exc:
        # the wait was cut to the deadline left: say which deadline passed
        budget.check(what, url, file_end)
        raise UpdateError(
            _(
                "{what}: the server did not answer in time ({url}: {why})",
                what=what,
                url=shown,
                why=_why(exc),
            )
        ) from exc
    except httpx.ConnectError as exc:
        raise UpdateError(
            _(
                "{what}: cannot connect to the server ({url}: {why})",
                what=what,
                url=shown,
                why=_why(exc),
            )
        ) from exc
    except (httpx.RemoteProtocolError, httpx.ReadError) as exc:
        raise UpdateError(
            _(
                "{what}: the download was interrupted ({url}: {why})",
                what=what,
                url=shown,
                why=_why(exc),
            )
        ) from exc
    except (httpx.HTTPError, httpx.InvalidURL) as exc:
        raise UpdateError(f"{what}: {_why(exc)} ({shown})") from exc


def _why(exc: Exception) -> str:
    return shorten(str(exc) or type(exc).__name__, 200)


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
