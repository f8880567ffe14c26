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

import abc
import dataclasses
import inspect
import operator
import reprlib
import sys
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
    if _needs_the_dataclass(cls, own):  # a shape only the dataclass writes
        return dataclasses.dataclass(
            cls, frozen=True, slots=slots, kw_only=kw_only, eq=eq
        )
    # the dataclass's field processing and slots, without a method written
    made: type[_T] = dataclasses.dataclass(
        cls, init=False, repr=False, eq=False, slots=slots, kw_only=kw_only
    )
    params = made.__dataclass_params__  # type: ignore[attr-defined]
    params.init = params.repr = params.frozen = True  # as a frozen dataclass's
    params.eq = eq
    fields = dataclasses.fields(made)  # type: ignore[arg-type]
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
            # over the None an ``__eq__`` written in the body leaves, if any
            _set(made, {}, "__hash__", _hash(_getter(hashed)))
    setattr_, delattr_ = _frozen(made, {f.name for f in fields})
    _set(made, own, "__setattr__", setattr_)  # (the body wrote none: checked)
    _set(made, own, "__delattr__", delattr_)
    if slots:  # pickling sets a slotted state through setattr: give it another way
        for name, method in (("__getstate__", _getstate), ("__setstate__", _setstate)):
            if name not in own:
                setattr(made, name, method)
    abc.update_abstractmethods(made)  # as the dataclass, after its methods
    return made


def _needs_the_dataclass(cls: type, own: dict[str, Any]) -> bool:
    """True for a class ``record`` leaves to the dataclass (slower, the same).

    A base that is a dataclass (frozen or not: the dataclass checks the pair),
    ``__slots__`` written in the body, an ``InitVar`` (only the dataclass's
    ``__init__`` takes one) or a field whose default is a descriptor (the
    dataclass's ``__init__`` sets it through the descriptor).
    """
    if any(dataclasses.is_dataclass(base) for base in cls.__mro__[1:]):
        return True
    if "__slots__" in own:
        return True
    for name, annotation in own.get("__annotations__", {}).items():
        if "InitVar" in str(annotation) or isinstance(annotation, dataclasses.InitVar):
            return True
        default = own.get(name)
        if not isinstance(default, dataclasses.Field) and hasattr(
            type(default), "__set__"
        ):
            return True
    return False


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

    @reprlib.recursive_repr()  # "..." for a record inside itself, as dataclasses
    def __repr__(self: Any) -> str:
        shown = ", ".join(f"{name}={get(self)!r}" for name, get in getters)
        return f"{self.__class__.__qualname__}({shown})"

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


def _frozen(cls: type[Any], names: set[str]) -> tuple[Callable[..., None], ...]:
    """``cls``'s ``__setattr__`` and ``__delattr__``, as the dataclass's.

    Each refuses a field, and any name on ``cls`` itself (a subclass may add
    others).
    """

    def refused(self: Any, name: str) -> bool:
        return type(self) is cls or name in names

    def __setattr__(self: Any, name: str, value: Any) -> None:
        if refused(self, name):
            raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self: Any, name: str) -> None:
        if refused(self, name):
            raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __setattr__, __delattr__


def _getstate(self: Any) -> list[Any]:
    """A slotted record's pickled state: its fields' values, in order."""
    return [getattr(self, f.name) for f in dataclasses.fields(self)]


def _setstate(self: Any, state: list[Any]) -> None:
    for field, value in zip(dataclasses.fields(self), state, strict=True):
        object.__setattr__(self, field.name, value)


def _init(cls: type, fields: tuple[dataclasses.Field[Any], ...], slots: bool) -> Any:
    """The ``__init__`` the dataclass would write, setting each field directly.

    One ``exec`` of its source, as ``dataclasses`` makes its own: in the
    class's module (its globals resolve the annotations), the values it needs
    passed to an outer function (cells, not globals), under dunder names no
    field takes (and ``self`` renamed as the dataclass renames it).
    """
    names: dict[str, Any] = {"__lb_factory__": _FACTORY}
    me = "__dataclass_self__" if any(f.name == "self" for f in fields) else "self"
    positional: list[str] = []
    keyword: list[str] = []
    body: list[str] = [] if slots else [f"__lb_dict__ = {me}.__dict__"]
    for i, field in enumerate(fields):
        value = field.name
        if field.default_factory is not dataclasses.MISSING:
            names[f"__lb_factory{i}__"] = field.default_factory
            if field.init:
                value = (
                    f"__lb_factory{i}__() if {field.name} is __lb_factory__ "
                    f"else {field.name}"
                )
            else:
                value = f"__lb_factory{i}__()"
        elif not field.init:
            if field.default is dataclasses.MISSING or not slots:
                # left for ``__post_init__``, or read from the class attribute
                # holding the default, as the dataclass leaves them
                continue
            names[f"__lb_default{i}__"] = field.default
            value = f"__lb_default{i}__"
        if field.init:
            param = field.name
            if field.default_factory is not dataclasses.MISSING:
                param += "=__lb_factory__"
            elif field.default is not dataclasses.MISSING:
                names[f"__lb_default{i}__"] = field.default
                param += f"=__lb_default{i}__"
            (keyword if field.kw_only else positional).append(param)
        if slots:  # the slot's own setter
            names[f"__lb_set{i}__"] = getattr(cls, field.name).__set__
            body.append(f"__lb_set{i}__({me}, {value})")
        else:  # where object.__setattr__ puts it
            body.append(f"__lb_dict__[{field.name!r}] = {value}")
    if hasattr(cls, "__post_init__"):
        body.append(f"{me}.__post_init__()")
    params = [me, *positional, *(["*", *keyword] if keyword else [])]
    lines = [
        f"def __create_fn__({', '.join(names)}):",
        f" def __init__({', '.join(params)}):",
        *(f"  {line}" for line in body or ["pass"]),
        " return __init__",
    ]
    module = sys.modules.get(cls.__module__)
    scope: dict[str, Any] = {}
    exec("\n".join(lines) + "\n", module.__dict__ if module else {}, scope)
    init = scope["__create_fn__"](**names)  # as ``dataclasses`` makes its own
    init.__annotations__ = {f.name: f.type for f in fields if f.init}
    init.__annotations__["return"] = None
    return init
