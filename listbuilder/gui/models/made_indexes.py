"""Model indexes made once and handed out again (``createIndex`` is slow in PySide6).

A model index is a value: its row, column, internal id and model. PySide6's
``createIndex`` costs about 2 µs a call (it picks among its overloads), and a
Python tree model makes indexes whenever Qt asks it for one: the unit browser's
groups answer ``index`` thousands of times when an army is shown.
:class:`MadeIndexes` keeps the indexes a model made by their three numbers and
gives the same one again: it is the index ``createIndex`` would make (the same
numbers, the same model), so nothing is ever stale. An index says nothing of
what its row holds; the model maps it to its rows when Qt asks for data, as
before.

Imports QtCore only.
"""

from __future__ import annotations

import weakref

from PySide6.QtCore import QAbstractItemModel, QModelIndex

from listbuilder.core.bounded_cache import BoundedCache

#: Indexes a model keeps (a few thousand cells) before it starts again.
INDEXES_KEPT = 4096


class MadeIndexes:
    """``model``'s indexes by (row, column, internal id), each made once.

    Parameters
    ----------
    model : QAbstractItemModel
        The model whose ``createIndex`` makes them (a weak reference: the
        model holds this).
    """

    def __init__(self, model: QAbstractItemModel) -> None:
        self._model = weakref.ref(model)  # the model holds this: no cycle
        self._made: BoundedCache[tuple[int, int, int], QModelIndex] = BoundedCache(
            INDEXES_KEPT
        )

    def __call__(self, row: int, column: int, internal: int = 0) -> QModelIndex:
        """The index of (``row``, ``column``) with internal id ``internal``.

        Equal to ``model.createIndex(row, column, internal)``: row and column
        are not checked against the model's rows (as ``createIndex`` does not).
        """
        key = (row, column, internal)
        found = self._made.get(key)
        if found is None:
            model = self._model()
            if model is None:  # (the model is gone: so is every index of it)
                return QModelIndex()
            found = self._made.put(key, model.createIndex(row, column, internal))
        return found
