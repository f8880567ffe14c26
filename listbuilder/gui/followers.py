"""Python callbacks a document calls at each change, cheaper than a Qt signal.

A Qt signal with a Python argument costs PySide about 1.6 µs per connected
Python slot (the views of the main window: eleven, at every edit, undo and
redo); calling them from Python costs a tenth of that (issue 28). The
followers behave as the signal's connections did: called in the order they
were connected, each once; one that raises is reported through
``sys.excepthook`` and the next ones are still called (as PySide does with a
slot); one whose Qt object was deleted (a view torn down when the language
changes) or collected is dropped, as Qt drops the connections of a destroyed
receiver. The document still emits its Qt signal after them, for the rest
(a dialog that follows it, tests waiting for it).
"""

from __future__ import annotations

import sys
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import shiboken6

from listbuilder.core.lists.edits import Touched
from listbuilder.core.state import ListState


@dataclass(frozen=True, slots=True)
class StateChange:
    """What a document tells its followers and ``state_changed`` carries.

    Attributes
    ----------
    state : ListState
        The list and everything derived from it, after the change.
    touched : Touched
        What changed (``structure`` is True for a new or reset list).
    """

    state: ListState
    touched: Touched


class _Strong:
    """Holds a plain function as ``WeakMethod`` holds a bound method."""

    __slots__ = ("slot",)

    def __init__(self, slot: Callable[[Any], object]) -> None:
        self.slot = slot

    def __call__(self) -> Callable[[Any], object]:
        return self.slot


#: A connected callback: a weak reference to a bound method, or the function.
_Held = Callable[[], Callable[[Any], object] | None]
_is_valid = shiboken6.isValid  # True for an object that is not a Qt one


class Followers:
    """The callbacks that follow a value as it changes, called in order.

    Bound methods are held weakly (their object's lifetime is the widget's);
    plain functions strongly. ``connect``/``disconnect`` take the same
    callables a ``SignalInstance`` does, so code that keeps (signal, slot)
    pairs to disconnect later treats both alike.
    """

    def __init__(self) -> None:
        self._held: list[_Held] = []

    def __len__(self) -> int:
        """Callbacks connected (and not yet found dead)."""
        return len(self._held)

    def connect(self, slot: Callable[[Any], object]) -> None:
        """Call ``slot(value)`` at each :meth:`tell`, after those connected before."""
        if hasattr(slot, "__self__") and hasattr(slot, "__func__"):
            held: _Held = weakref.WeakMethod(slot)
        else:
            held = _Strong(slot)
        self._held.append(held)

    def disconnect(self, slot: Callable[[Any], object]) -> None:
        """Stop calling ``slot`` (the first connection equal to it).

        Raises
        ------
        RuntimeError
            If ``slot`` is not connected (as a Qt signal's ``disconnect`` does).
        """
        for i, held in enumerate(self._held):
            if held() == slot:
                del self._held[i]
                return
        raise RuntimeError(f"{slot!r} is not connected")

    def tell(self, value: Any) -> None:
        """Call every connected callback with ``value``, in order."""
        dead = False
        for held in tuple(self._held):  # a callback may connect another
            slot = held()
            if slot is None or not _is_valid(getattr(slot, "__self__", None)):
                dead = True
                continue
            try:
                slot(value)
            except Exception:  # as PySide reports a slot's error, and goes on
                sys.excepthook(*sys.exc_info())
        if dead:
            self._held = [
                h
                for h in self._held
                if (f := h()) is not None and _is_valid(getattr(f, "__self__", None))
            ]
