"""What Check for data updates says: a run's summary, a failure in plain words.

Texts only (through Qt's ``translate``, context ``DataUpdate``); the dialog in
:mod:`listbuilder.gui.profile_data.update_dialog` shows them.
"""

from __future__ import annotations

from collections.abc import Sequence

from listbuilder.core.catalog.changes import ArmyChanges
from listbuilder.gui.i18n import translate
from listbuilder.paths import PROFILES_ENV


def update_summary(
    updated: bool, label: str, changes: Sequence[ArmyChanges], override: bool
) -> str:
    """The text the dialog ends with after a successful check."""
    if not updated:
        return translate(
            "DataUpdate", "Already current: the {label} equals the official data."
        ).format(label=label)
    lines = [
        translate(
            "DataUpdate",
            "Installed: the {label}. It is used the next time Listbuilder starts; "
            "the previous data is kept (listbuilder data rollback returns to it).",
        ).format(label=label),
        "",
    ]
    if override:
        note = translate(
            "DataUpdate", "Note: {variable} is set, so that folder stays in use."
        )
        lines += [note.format(variable=PROFILES_ENV), ""]
    if not changes:
        lines.append(translate("DataUpdate", "No army changed."))
    for army in changes:
        lines.append(army.title)
        lines.extend(f"    {line}" for line in army.lines())
    return "\n".join(lines)


def failure_text(exc: Exception) -> str:
    """What the player is told, in their language, when an update fails.

    A server that cannot be reached (offline, no answer in time, a download
    broken off) is said in plain words; the technical cause (``exc``'s
    message: file, URL, the system's error) is for the dialog's details.
    """
    from listbuilder.data.download import (
        ServerUnreachable,
        UpdateBusy,
        UpdateCancelled,
    )

    if isinstance(exc, ServerUnreachable):
        return translate(
            "DataUpdate",
            "The data server could not be reached (no internet connection, or "
            "the server did not answer).",
        )
    if isinstance(exc, UpdateCancelled):
        return translate("DataUpdate", "The update was cancelled.")
    if isinstance(exc, UpdateBusy):
        return translate("DataUpdate", "Another data update is running.")
    return translate(
        "DataUpdate", "The update failed: the server's data could not be used."
    )
