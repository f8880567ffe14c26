"""Downloading one file of a data update, bounded in size, time and encoding.

Only ``gzip`` is asked for and accepted, once: stacked or other encodings are
refused before a byte is read (httpx would inflate each layer of ``gzip,
gzip`` whole, before any size check: a 10 KB answer is gigabytes). The body is
read raw and inflated here a piece at a time, so :data:`MAX_FILE_BYTES` and
:data:`MAX_TOTAL_BYTES` count decoded bytes and stop a compression bomb at the
limit. Each file's deadline and the whole update's are checked as bytes
arrive, so a server that trickles a byte a second is cut off. Also the checks
of a data source URL and of a deadline given by the user.
``data.profile_fetch`` drives it.

Imports core, stdlib and httpx; no Qt.
"""

from __future__ import annotations

import math
import time
import zlib
from collections.abc import Callable, Iterator

import httpx

import listbuilder
from listbuilder.core.errors import DataError
from listbuilder.core.i18n import N_, _
from listbuilder.core.untrusted import excerpt, shorten

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


class UpdateError(DataError):
    """A data update failed; nothing was changed. The message names the file."""


class UpdateCancelled(UpdateError):
    """The player cancelled a data update; nothing was changed."""


class UpdateBusy(UpdateError):
    """Another data update is running; this one changed nothing."""


class ServerUnreachable(UpdateError):
    """The data server could not be reached or answered too slowly or broke off.

    The message keeps the technical cause (file, URL, the system's error) for
    a "Details" view; the app tells the player in plain words.
    """


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


class DownloadBudget:
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


def fetch_file(
    client: httpx.Client,
    url: str,
    what: str,
    cancelled: Callable[[], bool],
    budget: DownloadBudget,
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
                raise HTTPStatusError(
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
        raise _network_error(
            N_("{what}: the server did not answer in time ({url}: {why})"),
            what,
            shown,
            exc,
        ) from exc
    except httpx.ConnectError as exc:
        raise _network_error(
            N_("{what}: cannot connect to the server ({url}: {why})"), what, shown, exc
        ) from exc
    except (httpx.RemoteProtocolError, httpx.ReadError) as exc:
        raise _network_error(
            N_("{what}: the download was interrupted ({url}: {why})"),
            what,
            shown,
            exc,
        ) from exc
    except (httpx.HTTPError, httpx.InvalidURL) as exc:
        raise UpdateError(f"{what}: {_why(exc)} ({shown})") from exc


def _network_error(
    message: str, what: str, url: str, exc: Exception
) -> ServerUnreachable:
    """``message`` (marked with ``N_``) translated, naming the file, URL and cause."""
    return ServerUnreachable(_(message, what=what, url=url, why=_why(exc)))


def _why(exc: Exception) -> str:
    return shorten(str(exc) or type(exc).__name__, 200)


class HTTPStatusError(UpdateError):
    """An error status (a faction with no file answers one)."""
