"""The one pydantic base class of the rules core.

Pure: imports only stdlib and pydantic.
"""

from collections.abc import Callable
from typing import Any, Self, TypeVar, cast

from pydantic import BaseModel, ConfigDict

_M = TypeVar("_M", bound=BaseModel)

# Pydantic's four slots of a model, set through their descriptors: what
# ``object.__setattr__(obj, name, value)`` does, without looking the name up
# (a third of the cost of building a model of three fields).
_new = object.__new__
_set_values = BaseModel.__dict__["__dict__"].__set__
_set_fields_set = BaseModel.__dict__["__pydantic_fields_set__"].__set__
_set_extra = BaseModel.__dict__["__pydantic_extra__"].__set__
_set_private = BaseModel.__dict__["__pydantic_private__"].__set__


def instance(cls: type[_M], values: dict[str, Any], fields_set: set[str]) -> _M:
    """A ``cls`` holding ``values`` as they are: no validation, no defaults.

    ``values`` must hold every field, in the model's field order, each already
    what validation would have made of it (the order is the order pydantic
    dumps them in); ``fields_set`` the fields given rather than defaulted.
    For values checked elsewhere (the raw schema, an army code's decoder)
    on paths that build thousands of models.
    """
    obj = _new(cls)
    _fill(obj, values, fields_set)
    return obj


def _fill(obj: BaseModel, values: dict[str, Any], fields_set: set[str]) -> None:
    """Give ``obj`` pydantic's four slots: ``values``, ``fields_set``, no extra."""
    _set_values(obj, values)
    _set_fields_set(obj, fields_set)
    _set_extra(obj, None)
    _set_private(obj, None)


class _Fields:
    """What :meth:`FrozenModel.trusted` needs of a model class, worked out once."""

    __slots__ = ("factories", "known", "names", "required", "template")

    def __init__(self, cls: type[BaseModel]) -> None:
        if cls.__private_attributes__:
            raise TypeError(f"{cls.__name__} has private attributes: validate it")
        fields = cls.model_fields
        self.names = tuple(fields)
        self.known = frozenset(fields)
        self.required = frozenset(n for n, f in fields.items() if f.is_required())
        # every field in order, defaults in place (the others filled per call)
        self.template = {n: f.default for n, f in fields.items()}
        if any(f.default_factory_takes_validated_data for f in fields.values()):
            raise TypeError(f"{cls.__name__} has a default made from data: validate it")
        self.factories: tuple[tuple[str, Callable[[], Any]], ...] = tuple(
            (n, cast(Callable[[], Any], f.default_factory))
            for n, f in fields.items()
            if f.default_factory
        )


#: :class:`_Fields` of each model class built through ``trusted``.
_FIELDS: dict[type, _Fields] = {}


class FrozenModel(BaseModel):
    """Immutable, strictly-shaped pydantic model (frozen, ``extra="forbid"``)."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    def replace(self, **changes: Any) -> Self:
        """Return a copy with ``changes`` applied, validated again.

        Unlike ``model_copy(update=...)``, which skips validation, this rebuilds the
        model through its validators, so a bad change raises ``ValidationError``.
        """
        data = {name: getattr(self, name) for name in type(self).model_fields}
        data.update(changes)
        return type(self).model_validate(data)

    @classmethod
    def trusted(cls, **values: Any) -> Self:
        """The model of ``values`` without validating them (a trusted constructor).

        For values already checked, or derived by the core from checked data
        (a decoded army code's ids, a report's totals), on paths that build
        thousands of models: about a third of the cost of ``cls(**values)``.
        Each value must already be what validation would make of it (a tuple
        where the field is a tuple, a float for a float); validators do not
        run. Fields left out take their defaults; the fields given are the
        model's fields set, as ``cls(**values)`` would have them. Pydantic
        validation stays at the trust boundary (files, codes, settings).

        Raises
        ------
        TypeError
            If a value names no field or a field without default is missing.
        """
        spec = _FIELDS.get(cls)
        if spec is None:
            spec = _FIELDS[cls] = _Fields(cls)
        given = set(values)
        if tuple(values) != spec.names:  # not every field in order: complete them
            if not (given <= spec.known and spec.required <= given):
                raise TypeError(
                    f"{cls.__name__}: unknown {sorted(given - spec.known)}, "
                    f"missing {sorted(spec.required - given)}"
                )
            values = {**spec.template, **values}  # the template's order
            for name, factory in spec.factories:
                if name not in given:
                    values[name] = factory()
        return instance(cls, values, given)

    def trusted_copy(self, **changes: Any) -> Self:
        """A copy with ``changes`` applied, not validated (a trusted ``replace``).

        For changes the core made from checked values (a combat group with one
        entry swapped for an entry already validated): the copy holds the same
        values as ``model_copy(update=changes)``, fields set included, at a
        fraction of its cost (cached properties are not copied: the copy
        works them out from its own fields). Each change must already be what
        validation would make of it; use :meth:`replace` for anything else.

        Raises
        ------
        TypeError
            If a change names no field of the model.
        """
        fields = type(self).__pydantic_fields__
        if not changes.keys() <= fields.keys():
            unknown = sorted(changes.keys() - fields.keys())
            raise TypeError(f"{type(self).__name__}: unknown {unknown}")
        if self.__pydantic_private__ or self.__pydantic_extra__:
            return self.model_copy(update=changes)  # slots ``instance`` leaves out
        values = self.__dict__
        if len(values) != len(fields):  # cached properties: worked out anew
            values = {name: values[name] for name in fields}
        return instance(
            type(self),
            {**values, **changes},
            self.__pydantic_fields_set__ | changes.keys(),
        )

    def __eq__(self, other: object) -> bool:
        """Pydantic's equality (same class, equal fields), with a quicker path.

        Two models of the same class without extra or private values are
        equal when their fields are: their ``__dict__`` compared as a whole
        (nested models by this method again); only a ``__dict__`` holding
        more than the fields (a ``cached_property`` value) goes to pydantic,
        which compares the fields alone. Pydantic's own checks (generic
        origins, private and extra values) cost more than the comparison on
        the paths that compare thousands of rows and pools.
        """
        if self is other:
            return True
        if (
            type(other) is type(self)
            and self.__pydantic_private__ is None
            and self.__pydantic_extra__ is None
            and other.__pydantic_private__ is None
            and other.__pydantic_extra__ is None
        ):
            mine, theirs = self.__dict__, other.__dict__
            if mine == theirs:
                return True
            if len(mine) == len(theirs) == len(type(self).__pydantic_fields__):
                return False  # the fields alone, and they differ
        return super().__eq__(other)

    # (Hashing is pydantic's, as before: its metaclass gives frozen models a
    # hash of their field values, so equal models hash alike.)

    # Pickling (the army cache, ``data/profiles/army_cache.py``): the state is
    # (field values, fields set) rather than pydantic's dict of four entries,
    # whose extra and private parts are always None here. A resolved army is
    # thousands of models: this reads them back a quarter faster.

    def __getstate__(self) -> Any:
        """The pickled state: ``(values, fields set)``, or pydantic's own dict."""
        if self.__pydantic_extra__ is not None or self.__pydantic_private__:
            return super().__getstate__()
        return (self.__dict__, self.__pydantic_fields_set__)

    def __setstate__(self, state: Any) -> None:
        """Restore a pickled state of :meth:`__getstate__` (either shape)."""
        if type(state) is tuple:  # (values, fields set): the slots ``instance`` sets
            _fill(self, *state)
            return
        super().__setstate__(state)
