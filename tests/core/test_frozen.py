"""quick_init: frozen dataclasses built per trooper, as their own __init__ did."""

from __future__ import annotations

import dataclasses
import inspect

import pytest

from listbuilder.core.armycode.bind import ImportResult, army_list_from_code
from listbuilder.core.armycode.code import DecodedCode, DecodedGroup, DecodedMember
from listbuilder.core.frozen import quick_init
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


def _twin(cls: type) -> type:
    """``cls`` as ``@dataclass(frozen=True)`` alone writes its ``__init__``."""
    namespace: dict = {"__annotations__": dict(cls.__annotations__)}
    for field in dataclasses.fields(cls):
        namespace[field.name] = dataclasses.field(init=field.init)
        if field.default is not dataclasses.MISSING:
            namespace[field.name] = dataclasses.field(
                default=field.default, init=field.init
            )
    plain = type(cls.__name__, (), namespace)
    return dataclasses.dataclass(frozen=True)(plain)


@pytest.mark.parametrize("cls", [*QUICK, ResolvedTrooper])
def test_the_quick_init_takes_the_dataclass_s_arguments(cls):
    assert cls.__init__.__qualname__ == f"{cls.__qualname__}.__init__"
    quick = inspect.signature(cls.__init__).parameters
    plain = inspect.signature(_twin(cls).__init__).parameters
    assert [(p.name, p.default, p.kind) for p in quick.values()] == [
        (p.name, p.default, p.kind) for p in plain.values()
    ]


def test_real_lists_build_the_same_troopers_and_codes(catalog):
    """Resolved troopers and decoded codes of 200 real lists: every field the
    one given, frozen, equal to a rebuild by name and to the plain dataclass's
    fields."""
    checked = 0
    for code in build_codes(catalog, count=200, seed=3):
        found = army_list_from_code(code, catalog)
        for trooper in resolve_list(found.army_list, catalog):
            fields = dataclasses.fields(trooper)
            values = [getattr(trooper, f.name) for f in fields]
            twin = _twin(ResolvedTrooper)(*values)
            for built in (
                ResolvedTrooper(*values),
                dataclasses.replace(trooper),
                ResolvedTrooper(**{f.name: getattr(twin, f.name) for f in fields}),
            ):
                assert [getattr(built, f.name) for f in dataclasses.fields(built)] == (
                    values
                )
                assert built == trooper
            with pytest.raises(dataclasses.FrozenInstanceError):
                trooper.option = None  # type: ignore[misc]
            checked += 1
        assert ImportResult(*dataclasses.astuple(found)) == found
    assert checked > 1000
    member = DecodedMember(1, 2, 3)  # defaults as the dataclass gives them
    assert (member.slot, member.specops) == (0, ())
    assert DecodedCode(1, "pano", "", 300, ()).layout == "C/T1"


def test_post_init_runs_and_other_shapes_are_refused():
    @quick_init
    @dataclasses.dataclass(frozen=True, slots=True)
    class Checked:
        n: int
        seen: tuple[int, ...] = ()

        def __post_init__(self) -> None:
            if self.n < 0:
                raise ValueError("negative")

    assert Checked(n=2).n == 2
    with pytest.raises(ValueError, match="negative"):
        Checked(-1)
    with pytest.raises(TypeError):
        Checked()  # type: ignore[call-arg]

    @dataclasses.dataclass
    class Unfrozen:
        n: int

    @dataclasses.dataclass(frozen=True, slots=True)
    class Factory:
        items: list[int] = dataclasses.field(default_factory=list)

    for cls in (Unfrozen, Factory):
        with pytest.raises(TypeError):
            quick_init(cls)


def test_a_dataclass_without_slots_keeps_its_fields_in_its_dict():
    @quick_init
    @dataclasses.dataclass(frozen=True)
    class Plain:
        n: int
        twice: int = dataclasses.field(init=False, repr=False)

        def __post_init__(self) -> None:
            self.__dict__["twice"] = 2 * self.n

    plain = Plain(3)
    assert plain.__dict__ == {"n": 3, "twice": 6}
    assert plain == Plain(n=3)
    with pytest.raises(dataclasses.FrozenInstanceError):
        plain.n = 4  # type: ignore[misc]

    @dataclasses.dataclass(frozen=True)
    class Defaulted:
        n: int = dataclasses.field(default=0, init=False)

    with pytest.raises(TypeError):
        quick_init(Defaulted)
