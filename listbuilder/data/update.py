"""Data updates: fetch the official army data, check it, install it as a version.

:func:`update` fetches the set into a staging folder of the profile store
(``data.profile_fetch``; every download bounded in size, time and encoding by
``data.download``), checks every file with the same loader the app uses, and
only then installs the set as a new version (``data.store``). Any failure
(server down, timeout, interrupted download, one invalid file) raises
:class:`~listbuilder.data.download.UpdateError` naming the file and why, and
changes nothing. One update runs at a time
(:func:`listbuilder.data.store.update_lock`).

Imports core, paths, data, stdlib and httpx; no Qt.
"""

from __future__ import annotations

import contextlib
import shutil
from collections.abc import Callable
from dataclasses import field
from pathlib import Path

import httpx

from listbuilder.core.catalog.catalog import Catalog
from listbuilder.core.catalog.changes import ArmyChanges, catalog_changes
from listbuilder.core.errors import DataError
from listbuilder.core.frozen import record
from listbuilder.core.i18n import _
from listbuilder.data.download import (
    DEFAULT_TIMEOUT,
    DEFAULT_TOTAL_TIMEOUT,
    UpdateBusy,
    UpdateCancelled,
    UpdateError,
    check_seconds,
    check_source,
)
from listbuilder.data.profile_fetch import Progress, data_source, fetch_set
from listbuilder.data.profiles.load import check_catalog, load_catalog
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


@record
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
