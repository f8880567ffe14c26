"""Keeps the mouse wheel from changing a combo or spin box the user did not click.

Over a long scrolling panel the wheel should scroll it; Qt's combo and spin
boxes take the wheel even unfocused and change their value. :func:`guard_wheel`
gives such a widget ``StrongFocus`` (so the wheel cannot focus it) and a filter
that passes its wheel events on to the scrolling parent until it has focus.

Imports Qt only.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QWidget


class WheelGuard(QObject):
    """Event filter: an unfocused widget ignores the wheel, so its parent scrolls."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: D102
        if (
            event.type() == QEvent.Type.Wheel
            and isinstance(watched, QWidget)
            and not watched.hasFocus()
        ):
            # Ignored and filtered: Qt offers the wheel event to the parents.
            event.ignore()
            return True
        return False


def guard_wheel(owner: QObject, *widgets: QWidget) -> WheelGuard:
    """Make ``widgets`` take the wheel only once focused (the filter is ``owner``'s)."""
    guard = WheelGuard(owner)
    for widget in widgets:
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        widget.installEventFilter(guard)
    return guard
