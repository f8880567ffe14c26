"""Fetching a whole profile set from the official army API into a folder.

``fetch_set`` asks for ``{base}/army/infinity/en/metadata`` and
``{base}/army/units/en/{faction id}`` for every faction the metadata names
(``base`` is the official API unless ``--source`` or ``LISTBUILDER_DATA_URL``
points elsewhere, :func:`data_source`). A faction with no file of its own (901,
Non-Aligned Armies, the parent of sectorials) answers with an error and is
skipped. Each file is downloaded bounded in size, time and encoding
(``data.download``); checking and installing the set is ``data.update``'s job.

Imports core, data, stdlib and httpx; no Qt.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx

from listbuilder.core.i18n import _
from listbuilder.data.download import (
    DEFAULT_TIMEOUT,
    DEFAULT_TOTAL_TIMEOUT,
    HEADERS,
    READ_TIMEOUT,
    DownloadBudget,
    HTTPStatusError,
    UpdateError,
    fetch_file,
)
from listbuilder.data.profiles.raw_schema import MAX_FACTIONS, METADATA_FILE

#: The official army builder's API (see profiles' README).
DEFAULT_BASE = "https://api.corvusbelli.com"
#: Environment variable pointing updates at another server.
URL_ENV = "LISTBUILDER_DATA_URL"
METADATA_PATH = "/army/infinity/en/metadata"
ARMY_PATH = "/army/units/en/{faction_id}"
#: Called with (files done, files in all, file name, bytes received in all) as
#: the download goes: before each file and as its bytes arrive.
Progress = Callable[[int, int, str, int], None]


def data_source(explicit: str | None = None) -> str:
    """The API base to fetch from: ``explicit``, else ``LISTBUILDER_DATA_URL``.

    Not checked: :func:`~listbuilder.data.download.check_source` says whether
    it is usable.
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
    budget = DownloadBudget(timeout, total_timeout)
    skipped: list[str] = []
    with httpx.Client(
        headers=HEADERS,
        timeout=httpx.Timeout(min(timeout, READ_TIMEOUT)),
        follow_redirects=True,
        transport=transport,
    ) as client:
        tell(0, 1, METADATA_FILE, 0)
        raw = fetch_file(
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
                raw = fetch_file(
                    client,
                    url,
                    name,
                    stop,
                    budget,
                    lambda: tell(done, total, name, budget.received),  # noqa: B023
                )
            except HTTPStatusError as exc:
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
