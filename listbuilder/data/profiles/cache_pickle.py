"""How the army cache pickles an army: core classes only, a base army's models shared.

An entry's payload is a pickle of one ``ArmyFile``. Four things make it
quicker to read back than a plain pickle:

- **A base army.** A sectorial repeats most of its generic army (63% of its
  units unchanged, and many options, profiles and items of the units that
  changed); the NA2 companies, which have no generic army file, repeat one
  another; and most items, order grants and mercenaries of every army are
  the first generic army's. An army pickled against its *base*
  (:func:`base_armies`) refers to every model equal to one of the base's by
  its number in the base's table instead of holding a copy, so reading it
  makes each shared model once, in the base. The table (:data:`Table`) is
  the base's pickle memo: the objects its unpickler made, by memo number, the
  same numbers its pickler gave them, so it holds the models the base took
  from its own base too. A reference is a call of the table's
  ``__getitem__``, which the entry gets once through the one persistent id
  (:data:`BASE`) and memoizes, as it memoizes what each call returns: each
  shared model costs one lookup per entry.
- **Shared cached facts.** Equal cached facts (an option's skill ids...)
  are pickled once per entry (``ArmyPickler._fact``).
- **Shared field sets.** Models whose given fields are the same share one
  ``__pydantic_fields_set__`` object per entry (frozen models never change
  theirs; pydantic copies it before any change).
- **The short state** of ``FrozenModel.__getstate__``: values and fields set.

Unpickling makes only objects of the classes of ``listbuilder.core.catalog``
(:class:`CoreUnpickler`), pure models that do no I/O, plus the base table's
own objects: a planted entry cannot run code.

Imports core and stdlib.
"""

from __future__ import annotations

import copyreg
import io
import pickle
from collections.abc import Collection, Mapping
from typing import IO, Any

from listbuilder.core._base import FrozenModel
from listbuilder.core.catalog.army import Army, Faction
from listbuilder.core.catalog.fireteam_chart import FireteamChart
from listbuilder.core.catalog.specops import SpecOpsShop

__all__ = [
    "BASE",
    "ArmyPickler",
    "BaseArmy",
    "CoreUnpickler",
    "Table",
    "base_armies",
    "index_of",
    "pickled_table",
]

#: A base army's objects by their number in its pickle's memo.
Table = dict[int, Any]
#: The persistent id of the base table's lookup, the only one an entry holds.
BASE = "base"
#: What ``object.__reduce_ex__`` names to make an instance (pickle's NEWOBJ).
_NEWOBJ: Any = copyreg.__newobj__  # type: ignore[attr-defined]


def base_armies(
    factions: Mapping[int, Faction], files: Collection[int]
) -> dict[int, int]:
    """Each army file's base army (by faction id); the first generic army has none.

    A sectorial's base is its generic army, or the first of its sectorials
    when the generic army has no file (the NA2 companies of 901); any other
    army's (a generic army, a reinforcement list, that first sectorial) is
    the first generic army with a file (101, PanOceania), which most items,
    order grants and mercenaries of every army equal. So a chain is at most
    two long, and has no loop.
    """
    generics = [i for i in files if factions[i].parent == i]
    first = min(generics, default=None)
    bases: dict[int, int] = {}
    for i in files:
        parent = factions[i].parent
        base = first
        if parent != i and parent in factions:  # a sectorial
            if parent in files:
                base = parent if factions[parent].parent == parent else first
            else:
                sibling = min(j for j in files if factions[j].parent == parent)
                base = sibling if sibling != i else first
        if base is not None and base != i:
            bases[i] = base
    return bases


def pickled_table(pickler: pickle.Pickler) -> Table:
    """The :data:`Table` of what ``pickler`` pickled: its memo, by number.

    An unpickler's table is its ``memo.copy()``; a pickler's memo is by
    object id, each value ``(number, object)``.
    """
    return dict(pickler.memo.copy().values())


class CoreUnpickler(pickle.Unpickler):
    """An unpickler that makes only objects of the core's classes.

    Builtin containers and numbers have opcodes of their own; any other name
    an entry asks for (a function, a class outside ``listbuilder.core.catalog``)
    makes the entry a miss. ``base`` is the table of the base army an entry
    refers to (None: it may refer to none).
    """

    def __init__(self, file: IO[bytes], base: Table | None = None) -> None:
        super().__init__(file)
        self._lookup = base.__getitem__ if base is not None else None

    def find_class(self, module: str, name: str) -> Any:
        """The class ``module.name`` if it is a class of the core's catalog.

        Raises
        ------
        pickle.UnpicklingError
            For any other name.
        """
        if module.startswith("listbuilder.core.catalog."):
            found = super().find_class(module, name)
            if isinstance(found, type):
                return found
        raise pickle.UnpicklingError(f"{module}.{name} is not a catalog class")

    def persistent_load(self, pid: Any) -> Any:
        """The base table's lookup for :data:`BASE`.

        Raises
        ------
        pickle.UnpicklingError
            For any other id, or when no base was given.
        """
        if pid != BASE or self._lookup is None:
            raise pickle.UnpicklingError("a reference to no base army")
        return self._base_lookup

    def _base_lookup(self) -> Any:
        """The base table's lookup: called once per entry, then memoized."""
        return self._lookup


class ArmyPickler(pickle.Pickler):
    """Pickles an army file; its models equal to the base army's become references.

    ``base`` is the base army's :data:`Table` and ``index`` its models by
    value (:func:`index_of`), or both None. After :meth:`dump`,
    :attr:`referred` tells whether the entry refers to the base.
    """

    def __init__(
        self,
        file: io.BytesIO,
        base: Table | None = None,
        index: dict[Any, int] | None = None,
    ) -> None:
        super().__init__(file, protocol=pickle.HIGHEST_PROTOCOL)
        self._base = base
        self._index = index or {}
        self._lookup = base.__getitem__ if base is not None else None
        # Stands for the reader's ``_base_lookup`` in the entry: a callable
        # (as pickle requires of a reduce), never called here, whose
        # persistent id is :data:`BASE`; the entry calls it once and memoizes
        # the lookup, where a persistent id per reference would be read each time.
        self._maker = base.copy if base is not None else None
        self._sets: dict[frozenset[str], set[str]] = {}
        self._facts: dict[Any, Any] = {}
        self.referred = False

    def persistent_id(self, obj: Any) -> Any:
        """:data:`BASE` for what makes the base's lookup; None for anything else."""
        return BASE if obj is self._maker and obj is not None else None

    def reducer_override(self, obj: Any) -> Any:
        """How to pickle a frozen model: a base reference, or its short state.

        The base's lookup is made by what :data:`BASE` names; anything else
        is pickled as pickle would (``NotImplemented``).
        """
        if not isinstance(obj, FrozenModel):
            if obj is self._lookup and obj is not None:
                return self._maker, ()  # made once, then memoized
            return NotImplemented
        if obj.__pydantic_extra__ is not None or obj.__pydantic_private__:
            return NotImplemented  # pydantic's own state (``__getstate__``)
        number = self._number(obj)
        if number is not None:
            self.referred = True
            return self._lookup, (number,)
        given = obj.__pydantic_fields_set__
        shared = self._sets.setdefault(frozenset(given), given)
        values = obj.__dict__
        fields = len(type(obj).__pydantic_fields__)
        if len(values) > fields:  # cached facts, after the fields
            items = list(values.items())
            values = dict(items[:fields])
            for name, value in items[fields:]:
                values[name] = self._fact(value)
        return _NEWOBJ, (type(obj),), (values, shared)

    def _fact(self, value: Any) -> Any:
        """``value``, or an equal cached fact met before in this entry (shared).

        Only values that hold no models: frozen sets, and dicts of numbers
        (an option's orders by type), which nothing changes.
        """
        kind = type(value)
        if kind is frozenset:
            key: Any = (kind, *sorted(map(repr, value)))
        elif kind is dict and all(type(n) is int for n in value.values()):
            key = (kind, *map(repr, value.items()))
        else:
            return value
        return self._facts.setdefault(key, value)

    def _number(self, obj: FrozenModel) -> int | None:
        """The number of the base's model that is ``obj`` to the letter, or None."""
        if not self._index or isinstance(obj, _OWN):
            return None
        try:
            number = self._index.get(obj)
        except TypeError:  # a model holding a dict: never shared
            return None
        if number is None or self._base is None:
            return None
        same = self._base[number]
        if (
            type(same) is type(obj)
            and same.__dict__ == obj.__dict__  # cached facts included
            and same.__pydantic_fields_set__ == obj.__pydantic_fields_set__
            and same.__pydantic_extra__ is None
            and not same.__pydantic_private__
        ):
            return number
        return None


#: Models never shared: one army file's own (hashing one hashes every unit).
_OWN = (Army, SpecOpsShop, FireteamChart)


def index_of(base: Table) -> dict[Any, int]:
    """The models of a base ``base`` by value: each model's number in the table."""
    index: dict[Any, int] = {}
    for number, obj in base.items():
        if isinstance(obj, FrozenModel) and not isinstance(obj, _OWN):
            try:
                index.setdefault(obj, number)
            except TypeError:  # a model holding a dict: never shared
                continue
    return index


class BaseArmy:
    """A base army's entry in this run: its checksum, its table when first asked for.

    ``source`` is the pickler that wrote the entry or the unpickler that read
    it; its memo numbers the base's objects (:data:`Table`), worked out only
    when an army having it as its base is read or written.
    """

    __slots__ = ("_index", "_source", "_table", "checksum")

    def __init__(self, checksum: int, source: pickle.Pickler | pickle.Unpickler):
        self.checksum = checksum
        self._source: pickle.Pickler | pickle.Unpickler | None = source
        self._table: Table | None = None
        self._index: dict[Any, int] | None = None

    def table(self) -> Table:
        """The base's objects by their number in its entry."""
        if self._table is None:
            source, self._source = self._source, None
            if isinstance(source, pickle.Pickler):
                self._table = pickled_table(source)
            else:
                self._table = source.memo.copy() if source is not None else {}
        return self._table

    def index(self) -> dict[Any, int]:
        """The base's models by value (for pickling an army against it)."""
        if self._index is None:
            self._index = index_of(self.table())
        return self._index
