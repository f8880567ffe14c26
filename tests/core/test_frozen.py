"""record: frozen dataclasses made without compiling their methods, built as
the dataclass's own (issue 28: ~40 ms of the app's start)."""

from __future__ import annotations

import copy
import dataclasses
import importlib
import inspect
import pickle
import pkgutil
import typing

import pytest

import listbuilder
from listbuilder.core.armycode.bind import ImportResult, army_list_from_code
from listbuilder.core.armycode.code import DecodedCode, DecodedGroup, DecodedMember
from listbuilder.core.armycode.decode import decode
from listbuilder.core.frozen import record
from listbuilder.core.its.classified import ClassifiedCoverage, ObjectiveCoverage
from listbuilder.core.its.specialists import SpecialistTroop
from listbuilder.core.its.summary import ItsSummary
from listbuilder.core.lists.counts import Counted
from listbuilder.core.lists.rematch import Rematch
from listbuilder.core.lists.resolve import (
    IncludedTrooper,
    ResolvedTrooper,
    resolve_list,
)
from listbuilder.core.rules.validation._context import Context
from tests.benchmarks.test_validate_codes_benchmark import build_codes

QUICK = (
    DecodedMember,
    DecodedGroup,
    DecodedCode,
    ImportResult,
    IncludedTrooper,
    Counted,
    ObjectiveCoverage,
    ClassifiedCoverage,
    SpecialistTroop,
    ItsSummary,
    Rematch,
    Context,
)


def _records() -> list[type]:
    """Every frozen dataclass of the package (the gui's too: no Qt is made)."""
    found = []
    for info in pkgutil.walk_packages(listbuilder.__path__, "listbuilder."):
        if info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        for value in vars(module).values():
            if (
                isinstance(value, type)
                and value.__module__ == info.name
                and dataclasses.is_dataclass(value)
                and value.__dataclass_params__.frozen
            ):
                found.append(value)
    return found


RECORDS = _records()


def _twin(cls: type) -> type:
    """``cls`` as ``@dataclass(frozen=True, ...)`` alone makes it."""
    namespace: dict = {"__annotations__": dict(cls.__annotations__)}
    for f in dataclasses.fields(cls):
        namespace[f.name] = dataclasses.field(
            default=f.default,
            default_factory=f.default_factory,
            init=f.init,
            repr=f.repr,
            hash=f.hash,
            compare=f.compare,
            kw_only=f.kw_only,
        )
    plain = type(cls.__name__, (), namespace)
    params = cls.__dataclass_params__
    return dataclasses.dataclass(frozen=True, eq=params.eq)(plain)


def _shape(init) -> list[tuple[str, str, object]]:
    return [
        (p.name, repr(p.default), p.kind)
        for p in inspect.signature(init).parameters.values()
    ]


def test_every_frozen_dataclass_of_the_package_is_a_record():
    assert len(RECORDS) > 40
    for cls in RECORDS:
        # a record's methods are closures; a dataclass's are compiled from
        # "<string>" (its __init__ is compiled for a record too)
        assert cls.__repr__.__code__.co_filename != "<string>", cls
        assert cls.__setattr__.__code__.co_filename != "<string>", cls


@pytest.mark.parametrize("cls", RECORDS, ids=lambda c: c.__qualname__)
def test_a_record_takes_the_dataclass_s_arguments(cls):
    assert cls.__init__.__qualname__ == f"{cls.__qualname__}.__init__"
    assert _shape(cls.__init__) == _shape(_twin(cls).__init__)
    assert cls.__match_args__ == _twin(cls).__match_args__
    assert (cls.__hash__ is None) == (_twin(cls).__hash__ is None)


def test_real_lists_build_the_same_troopers_and_codes(catalog):
    """Resolved troopers and decoded codes of 200 real lists: every field the
    one given, frozen, equal, hashed and shown as the plain dataclass's, and
    read back from a pickle or a copy."""
    checked = 0
    twin_class = _twin(ResolvedTrooper)
    for code in build_codes(catalog, count=200, seed=3):
        found = army_list_from_code(code, catalog)
        for trooper in resolve_list(found.army_list, catalog):
            fields = dataclasses.fields(trooper)
            values = [getattr(trooper, f.name) for f in fields]
            twin = twin_class(*values)
            for built in (
                ResolvedTrooper(*values),
                dataclasses.replace(trooper),
                ResolvedTrooper(**{f.name: getattr(twin, f.name) for f in fields}),
                copy.copy(trooper),
            ):
                assert [getattr(built, f.name) for f in dataclasses.fields(built)] == (
                    values
                )
                assert built == trooper
                assert hash(built) == hash(trooper) == hash(twin)
            assert repr(trooper) == repr(twin)
            assert (trooper == twin) is False  # another class, as dataclasses
            with pytest.raises(dataclasses.FrozenInstanceError):
                trooper.option = None  # type: ignore[misc]
            with pytest.raises(dataclasses.FrozenInstanceError):
                del trooper.option  # type: ignore[misc]
            checked += 1
        assert ImportResult(*dataclasses.astuple(found)) == found
        decoded = decode(code)
        assert pickle.loads(pickle.dumps(decoded)) == decoded
        shallow = [getattr(decoded, f.name) for f in dataclasses.fields(decoded)]
        assert repr(decoded) == repr(_twin(DecodedCode)(*shallow))
    assert checked > 1000
    member = DecodedMember(1, 2, 3)  # defaults as the dataclass gives them
    assert (member.slot, member.specops) == (0, ())
    assert DecodedCode(1, "pano", "", 300, ()).layout == "C/T1"


@record(slots=True, kw_only=True)
class Checked:
    """Keyword-only, a factory, a field set after init, a check."""

    n: int
    seen: list[int] = dataclasses.field(default_factory=list)
    twice: int = dataclasses.field(init=False, default=0)

    def __post_init__(self) -> None:
        if self.n < 0:
            raise ValueError("negative")


@record
class Plain:
    """Without slots: its fields in its ``__dict__``."""

    n: int
    twice: int = dataclasses.field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.__dict__["twice"] = 2 * self.n


def test_post_init_factories_and_keyword_only_fields():
    one, two = Checked(n=2), Checked(n=2)
    assert one.seen == []
    assert one.seen is not two.seen
    assert one == two
    assert one.twice == 0
    assert Checked(n=1, seen=[3]).seen == [3]
    with pytest.raises(ValueError, match="negative"):
        Checked(n=-1)
    with pytest.raises(TypeError):
        Checked(2)  # type: ignore[misc]  # keyword-only
    assert pickle.loads(pickle.dumps(one)) == one
    with pytest.raises(TypeError, match="__setattr__"):

        @record
        class Own:
            n: int

            def __setattr__(self, name, value):
                pass


def test_a_record_without_slots_keeps_its_fields_in_its_dict():
    plain = Plain(3)
    assert plain.__dict__ == {"n": 3, "twice": 6}
    assert plain == Plain(n=3)
    assert repr(plain) == "Plain(n=3)"
    assert pickle.loads(pickle.dumps(plain)) == plain
    with pytest.raises(dataclasses.FrozenInstanceError):
        plain.n = 4  # type: ignore[misc]


def test_methods_written_in_the_class_are_kept():
    @record(slots=True)
    class Shown:
        n: int

        def __repr__(self) -> str:
            return "shown"

        def __eq__(self, other: object) -> bool:
            return True

        __hash__ = object.__hash__

    assert repr(Shown(1)) == "shown"
    assert Shown(1) == Shown(2)
    assert Shown.__hash__ is object.__hash__

    @record(eq=False)
    class Identity:
        n: int

    first = Identity(1)
    assert first != Identity(1)
    assert hash(first) == object.__hash__(first)


def test_the_shapes_the_dataclass_writes_alike():
    """A non-slotted field left out of ``__init__`` reads its class default, as
    the dataclass's; a class without a docstring gets the dataclass's; a
    record inside itself shows as ``...``; the ``__init__`` belongs to the
    class's module, and fields named as its own locals are fields."""

    @record
    class Defaulted:
        n: int
        d: int = dataclasses.field(init=False, default=5)

    made = Defaulted(1)
    assert made.__dict__ == {"n": 1}
    assert made.d == 5
    assert Defaulted.__doc__ == _twin(Defaulted).__doc__ == "Defaulted(n: 'int')"

    @record
    class Odd:
        self: int
        values: int = 2
        _FACTORY: list[int] = dataclasses.field(default_factory=list)

    odd = Odd(1)
    assert (odd.self, odd.values, odd._FACTORY) == (1, 2, [])
    assert Odd.__init__.__module__ == __name__
    assert typing.get_type_hints(ResolvedTrooper.__init__)["option"] is not None

    @record
    class Nest:
        items: list[object]

    nest = Nest([])
    nest.items.append(nest)
    assert repr(nest).endswith(".Nest(items=[...])")


@record(slots=True)
class Base:
    """A record another record extends."""

    n: int


def test_what_only_the_dataclass_writes_is_left_to_it():
    """A record of a dataclass base, with an InitVar or ``__slots__`` written,
    or a field whose default is a descriptor is made by the dataclass itself:
    slower, the same behaviour."""

    @record(slots=True)
    class Child(Base):
        m: int = 0

    child = Child(1, 2)
    assert (child.n, child.m) == (1, 2)
    assert child == Child(1, 2)
    with pytest.raises(dataclasses.FrozenInstanceError):
        child.m = 3  # type: ignore[misc]

    @record
    class Initvar:
        n: int
        extra: dataclasses.InitVar[int] = 0

        def __post_init__(self, extra: int) -> None:
            object.__setattr__(self, "n", self.n + extra)

    assert Initvar(1, 2).n == 3
    for made in (Child, Initvar):
        assert made.__init__.__code__.co_filename == "<string>"  # the dataclass's
        assert made.__dataclass_params__.frozen
