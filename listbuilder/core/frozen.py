"""Frozen dataclasses made without compiling five of their six methods.

``@dataclass(frozen=True)`` writes the source of ``__init__``, ``__repr__``,
``__eq__``, ``__hash__``, ``__setattr__`` and ``__delattr__`` for each class
and compiles each with its own ``exec``: about 1 ms a class on Python 3.11,
~40 ms for the 36 such classes the app's start imports (issue 28). A class
made with :func:`record` is the same frozen dataclass (``dataclasses.fields``,
``replace``, ``asdict``, pickling and copying work as before) whose methods
are closures over its fields, made without compiling; only its ``__init__`` is
compiled, once, as the dataclass's own would be.

That ``__init__`` takes the same arguments (positional or by name, the same
defaults and default factories, keyword-only fields after ``*``) and calls
``__post_init__`` if the class has one, but sets each field through its slot
(a class with slots) or puts it in the instance's ``__dict__`` (one without)
instead of ``object.__setattr__(self, name, value)``, which looks the name up
each time: 0.6 us for the eight fields of a resolved trooper against 1.6 us,
built for every trooper of every list ``validate --codes`` reads.

Pure: imports only stdlib and ``typing_extensions`` (``dataclass_transform``,
which tells type checkers that a record is a frozen dataclass).
"""

from __future__ import annotations

import dataclasses
import inspect
import operator
from collections.abc import Callable
from typing import Any, TypeVar, overload

from typing_extensions import dataclass_transform

_T = TypeVar("_T")


class _Factory:
    """A default factory's parameter default, shown as ``dataclasses`` shows it."""

    def __repr__(self) -> str:
        return "<factory>"


_FACTORY = _Factory()


@overload
def record(cls: type[_T], /) -> type[_T]: ...


@overload
def record(
    *, slots: bool = False, kw_only: bool = False, eq: bool = True
) -> Callable[[type[_T]], type[_T]]: ...


@dataclass_transform(
    frozen_default=True, field_specifiers=(dataclasses.field, dataclasses.Field)
)
def record(
    cls: type[_T] | None = None,
    /,
    *,
    slots: bool = False,
    kw_only: bool = False,
    eq: bool = True,
) -> type[_T] | Callable[[type[_T]], type[_T]]:
    """``@dataclass(frozen=True, slots=..., kw_only=..., eq=...)``, made quicker.

    Use it as that decorator (``@record`` or ``@record(slots=True)``). The
    class is a frozen dataclass with the methods the dataclass would have:
    ``__eq__`` and ``__hash__`` over the fields that compare (a tuple of them,
    as the dataclass's), ``__repr__`` over the fields that show, and a
    ``__setattr__``/``__delattr__`` that raise ``FrozenInstanceError``; a
    method written in the class body is kept, as the dataclass keeps it.

    Raises
    ------
    TypeError
        As ``dataclass`` does for a bad class (a field without default after
        one with a default, a field that is a mutable default...), or if the
        class writes its own ``__setattr__`` or ``__delattr__``.
    """

    def wrap(cls: type[_T]) -> type[_T]:
        return _record(cls, slots=slots, kw_only=kw_only, eq=eq)

    return wrap if cls is None else wrap(cls)


def _record(cls: type[_T], *, slots: bool, kw_only: bool, eq: bool) -> type[_T]:
    own = dict(cls.__dict__)
    for name in ("__setattr__", "__delattr__"):
        if name in own:
            raise TypeError(
                f"cannot overwrite attribute {name} in class {cls.__name__}"
            )
    # the dataclass's field processing and slots, without a method written
    made: type[_T] = dataclasses.dataclass(
        cls, init=False, repr=False, eq=False, slots=slots, kw_only=kw_only
    )
    params = made.__dataclass_params__  # type: ignore[attr-defined]
    params.init = params.repr = params.frozen = True  # as a frozen dataclass's
    params.eq = eq
    fields = dataclasses.fields(made)  # type: ignore[arg-type]
    if len(fields) != sum(
        not str(f.type).startswith(("ClassVar", "typing.ClassVar"))
        for f in made.__dataclass_fields__.values()  # type: ignore[attr-defined]
    ):
        raise TypeError(f"{cls.__name__}: an InitVar needs the dataclass's __init__")
    _set(made, own, "__init__", _init(made, fields, slots))
    if not own.get("__doc__"):  # the dataclass's doc: the name and signature
        made.__doc__ = made.__name__ + str(inspect.signature(made)).replace(
            " -> None", ""
        )
    _set(made, own, "__repr__", _repr([f.name for f in fields if f.repr]))
    if eq:
        compared = _getter([f.name for f in fields if f.compare])
        _set(made, own, "__eq__", _eq(compared))
        # the dataclass's hash of a frozen class with __eq__ (kept if written)
        explicit = own.get("__hash__", dataclasses.MISSING)
        if explicit is dataclasses.MISSING or (explicit is None and "__eq__" in own):
            hashed = [
                f.name for f in fields if (f.compare if f.hash is None else f.hash)
            ]
            setattr(made, "__hash__", _hash(_getter(hashed)))  # noqa: B010
    names = {f.name for f in fields}
    setattr(made, "__setattr__", _frozen_setattr(made, names))  # noqa: B010
    setattr(made, "__delattr__", _frozen_delattr(made, names))  # noqa: B010
    if slots:  # pickling sets a slotted state through setattr: give it another way
        for name, method in (("__getstate__", _getstate), ("__setstate__", _setstate)):
            if name not in own:
                setattr(made, name, method)
    return made


def _set(cls: type, own: dict[str, Any], name: str, method: Callable[..., Any]) -> None:
    """Give ``cls`` ``method`` as ``name`` unless its body wrote one."""
    if name in own:
        return
    method.__qualname__ = f"{cls.__qualname__}.{name}"
    setattr(cls, name, method)


def _getter(names: list[str]) -> Callable[[Any], tuple[Any, ...]]:
    """A function giving an instance's ``names`` as a tuple (even of one)."""
    if len(names) > 1:
        return operator.attrgetter(*names)
    if names:
        one = operator.attrgetter(names[0])
        return lambda obj: (one(obj),)
    return lambda obj: ()


def _repr(names: list[str]) -> Callable[[Any], str]:
    getters = [(name, operator.attrgetter(name)) for name in names]

    def __repr__(self: Any) -> str:
        shown = ", ".join(f"{name}={get(self)!r}" for name, get in getters)
        return f"{type(self).__qualname__}({shown})"

    return __repr__


def _eq(compared: Callable[[Any], tuple[Any, ...]]) -> Callable[[Any, Any], Any]:
    def __eq__(self: Any, other: Any) -> Any:
        if other.__class__ is self.__class__:
            return compared(self) == compared(other)
        return NotImplemented

    return __eq__


def _hash(hashed: Callable[[Any], tuple[Any, ...]]) -> Callable[[Any], int]:
    def __hash__(self: Any) -> int:
        return hash(hashed(self))

    return __hash__


def _frozen_setattr(cls: type[Any], names: set[str]) -> Callable[[Any, str, Any], None]:
    def __setattr__(self: Any, name: str, value: Any) -> None:
        if type(self) is cls or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    __setattr__.__qualname__ = f"{cls.__qualname__}.__setattr__"
    return __setattr__


def _frozen_delattr(cls: type[Any], names: set[str]) -> Callable[[Any, str], None]:
    def __delattr__(self: Any, name: str) -> None:
        if type(self) is cls or name in names:
            raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    __delattr__.__qualname__ = f"{cls.__qualname__}.__delattr__"
    return __delattr__


def _getstate(self: Any) -> list[Any]:
    """A slotted record's pickled state: its fields' values, in order."""
    return [getattr(self, f.name) for f in dataclasses.fields(self)]


def _setstate(self: Any, state: list[Any]) -> None:
    for field, value in zip(dataclasses.fields(self), state, strict=True):
        object.__setattr__(self, field.name, value)


def _init(cls: type, fields: tuple[dataclasses.Field[Any], ...], slots: bool) -> Any:
    """The ``__init__`` the dataclass would write, setting each field directly.

    One ``exec`` of its source, as ``dataclasses`` makes its own.
    """
    names: dict[str, Any] = {"_FACTORY": _FACTORY}
    positional: list[str] = []
    keyword: list[str] = []
    body: list[str] = [] if slots else ["    values = self.__dict__"]
    for i, field in enumerate(fields):
        value = field.name
        if field.default_factory is not dataclasses.MISSING:
            names[f"_factory{i}"] = field.default_factory
            if field.init:
                value = f"_factory{i}() if {field.name} is _FACTORY else {field.name}"
            else:
                value = f"_factory{i}()"
        elif not field.init:
            if field.default is dataclasses.MISSING or not slots:
                # left for ``__post_init__``, or read from the class attribute
                # holding the default, as the dataclass leaves them
                continue
            names[f"_default{i}"] = field.default
            value = f"_default{i}"
        if field.init:
            param = field.name
            if field.default_factory is not dataclasses.MISSING:
                param += "=_FACTORY"
            elif field.default is not dataclasses.MISSING:
                names[f"_default{i}"] = field.default
                param += f"=_default{i}"
            (keyword if field.kw_only else positional).append(param)
        if slots:  # the slot's own setter
            names[f"_set{i}"] = getattr(cls, field.name).__set__
            body.append(f"    _set{i}(self, {value})")
        else:  # where object.__setattr__ puts it
            body.append(f"    values[{field.name!r}] = {value}")
    if hasattr(cls, "__post_init__"):
        body.append("    self.__post_init__()")
    params = ["self", *positional, *(["*", *keyword] if keyword else [])]
    source = f"def __init__({', '.join(params)}):\n" + "\n".join(body or ["    pass"])
    exec(source + "\n", names)  # as ``dataclasses`` writes its own
    init = names["__init__"]
    init.__annotations__ = {f.name: f.type for f in fields if f.init}
    init.__annotations__["return"] = None
    return init
