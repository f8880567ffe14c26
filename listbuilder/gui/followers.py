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
from typing import Any

import shiboken6

from listbuilder.core.frozen import record
from listbuilder.core.lists.edits import Touched
from listbuilder.core.state import ListState


@record(slots=True)
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


#: A connected callback: (a weak reference to its object, the function) for
#: a bound method; (None, the callable) for any other.
_Held = tuple[Callable[[], object] | None, Callable[..., object]]
_is_valid = shiboken6.isValid  # True for an object that is not a Qt one


def _hold(slot: Callable[[Any], object]) -> _Held:
    owner = getattr(slot, "__self__", None)
    function = getattr(slot, "__func__", None)
    if owner is not None and function is not None:
        return (weakref.ref(owner), function)
    return (None, slot)


def _live(held: _Held) -> bool:
    """False when the callback's object was collected or its Qt side deleted."""
    ref = held[0]
    return ref is None or ((owner := ref()) is not None and _is_valid(owner))


class Followers:
    """The callbacks that follow a value as it changes, called in order.

    Bound methods are held weakly (their object's lifetime is the widget's);
    other callables strongly. ``connect``/``disconnect`` take the same
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
        self._held.append(_hold(slot))

    def disconnect(self, slot: Callable[[Any], object]) -> None:
        """Stop calling ``slot`` (the first connection equal to it).

        Raises
        ------
        RuntimeError
            If ``slot`` is not connected (as a Qt signal's ``disconnect`` does).
        """
        ref, function = _hold(slot)
        for i, (r, f) in enumerate(self._held):
            if f == function and (r is ref or (r and ref and r() is ref())):
                del self._held[i]
                return
        raise RuntimeError(f"{slot!r} is not connected")

    def tell(self, value: Any) -> None:
        """Call every connected callback with ``value``, in order."""
        dead = False
        for ref, function in tuple(self._held):  # a callback may connect another
            try:
                if ref is None:
                    function(value)
                elif (owner := ref()) is not None and _is_valid(owner):
                    function(owner, value)
                else:
                    dead = True
            except Exception:  # as PySide reports a slot's error, and goes on
                sys.excepthook(*sys.exc_info())
        if dead:
            self._held = [h for h in self._held if _live(h)]
