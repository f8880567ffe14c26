"""Emit Qt signals from Python without corrupting ``True`` (PySide6 6.12.0).

PySide6 6.12.0's ``SignalInstance.emit()`` returns ``True`` without taking a
reference to it. On Python 3.11, where ``True`` is an ordinary
reference-counted object, every emit from Python code therefore steals one
reference from ``True``: after some thousands of emits (a long editing session)
or while the interpreter shuts down, Python aborts with "Fatal Python error:
bool_dealloc: deallocating True or False". PySide6 6.11 and earlier return a
proper reference, and Python 3.12+ never frees ``True``.

Every signal the app emits goes through :func:`emit`, which gives the stolen
reference back only where the bug is present (probed once, at import).
``tests/gui/test_signals.py`` checks that no module of ``listbuilder.gui``
calls ``.emit(`` directly.
"""

from __future__ import annotations

import ctypes
import sys
from typing import Any

from PySide6.QtCore import QObject, Signal, SignalInstance

#: Emits made by the probe: the reference count of True must drop by exactly
#: this much for the bug to be assumed (rules out unrelated noise).
_PROBES = 3


def _give_back(value: object) -> None:
    """Add the reference to ``value`` that the binding forgot to take."""
    ctypes.pythonapi.Py_IncRef(ctypes.py_object(value))


class _Probe(QObject):
    probed = Signal()


def _emit_steals_reference() -> bool:
    """True when ``SignalInstance.emit()`` drops a reference to its result."""
    probe = _Probe()
    before = sys.getrefcount(True)
    results = [getattr(probe.probed, "emit")() for _ in range(_PROBES)]  # noqa: B009
    del results
    stolen = before - sys.getrefcount(True)
    if stolen == _PROBES:
        for _ in range(_PROBES):
            _give_back(True)
        return True
    return False


#: Whether this PySide6 build has the bug (checked once, at import).
EMIT_STEALS_REFERENCE = _emit_steals_reference()


def emit(signal: SignalInstance, *args: Any) -> None:
    """Emit ``signal`` with ``args``, keeping Python's bool objects intact.

    Parameters
    ----------
    signal : SignalInstance
        A bound signal (``self.army_changed``).
    *args
        The signal's arguments.
    """
    result: object = getattr(signal, "emit")(*args)  # noqa: B009
    if EMIT_STEALS_REFERENCE:
        _give_back(result)
