"""Helpers shared by the test modules (fixtures live in conftest.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Mapping

from listbuilder.core import ArmyList, Fireteam, TrooperEntry, edits


def e(unit: int, group: int, option: int) -> TrooperEntry:
    """A trooper of unit ``unit``, profile group ``group``, option ``option``."""
    return TrooperEntry(unit_id=unit, profile_group_id=group, option_id=option)


# Building lists in tests: exact entries (fixed uids) in exact places. The app
# edits lists through listbuilder.core.lists.edits; these only assemble test data.


def with_trooper(
    army: ArmyList, group_index: int, entry: TrooperEntry, position: int | None = None
) -> ArmyList:
    """``army`` with ``entry`` in group ``group_index`` (one past the last: new)."""
    if group_index == len(army.groups):
        army = with_group(army)
    group = army.groups[group_index]
    troopers = list(group.troopers)
    troopers.insert(len(troopers) if position is None else position, entry)
    groups = list(army.groups)
    groups[group_index] = group.replace(troopers=tuple(troopers))
    return army.replace(groups=tuple(groups))


def with_group(army: ArmyList, *, reinforcement: bool = False) -> ArmyList:
    """``army`` with one more empty group of that kind."""
    return edits.add_combat_group(army, reinforcement=reinforcement).army_list


def with_fireteams(
    army: ArmyList, group_index: int, teams: tuple[Fireteam, ...]
) -> ArmyList:
    """``army`` with group ``group_index``'s fireteams replaced by ``teams``."""
    groups = list(army.groups)
    groups[group_index] = groups[group_index].replace(fireteams=teams)
    return army.replace(groups=tuple(groups))


def without_trooper(army: ArmyList, uid: str) -> ArmyList:
    """``army`` without trooper ``uid``."""
    return edits.remove_troopers(army, [uid]).army_list


#: A well-formed army code of an army no data has (id 4242, slug "atlantis").
INVENTED_ARMY_CODE = "kJIIYXRsYW50aXMBIIEsAQEBAAEAAQEBAA=="


def invented_army_code() -> str:
    """Build :data:`INVENTED_ARMY_CODE` (a test checks the constant matches)."""
    from listbuilder.core.armycode.code import (
        DecodedCode,
        DecodedGroup,
        DecodedMember,
    )
    from listbuilder.core.armycode.encode import encode

    group = DecodedGroup(1, False, (DecodedMember(1, 1, 1),))
    return encode(DecodedCode(4242, "atlantis", " ", 300, (group,)))


def without_records(army):
    """``army`` with the save-time trooper records dropped (what the app edits)."""
    return army.replace(
        groups=tuple(
            g.replace(troopers=tuple(t.replace(saved=None) for t in g.troopers))
            for g in army.groups
        )
    )


#: PanOceania and its Fusiliers: the units most tests of wording use.
PANO = 101
FUSILIERS = 1


def fusilier(option_id: int) -> TrooperEntry:
    """A PanOceania Fusilier with option ``option_id`` (1: Combi Rifle)."""
    return TrooperEntry(unit_id=FUSILIERS, profile_group_id=1, option_id=option_id)


def assert_as_validated(model, validated=None) -> None:
    """``model`` (built without validation) is what pydantic validation makes.

    Equal, of the same class, with the same fields set, the fields in the same
    order in ``__dict__`` (the order dumps follow) and the same JSON dump;
    nested models likewise. ``validated`` is the model built the
    straightforward way; by default ``model``'s class validates the fields
    ``model`` says were given.
    """
    from pydantic import BaseModel

    cls = type(model)
    if validated is None:
        given = {name: getattr(model, name) for name in model.model_fields_set}
        validated = cls(**given)
    assert type(validated) is cls
    assert model == validated
    fields = list(cls.model_fields)
    assert list(model.__dict__)[: len(fields)] == fields
    assert model.model_fields_set == validated.model_fields_set
    assert model.model_dump_json() == validated.model_dump_json()
    for name in fields:
        value, expected = getattr(model, name), getattr(validated, name)
        assert type(value) is type(expected), (cls.__name__, name, value, expected)
        items = value if isinstance(value, tuple) else (value,)
        twins = expected if isinstance(expected, tuple) else (expected,)
        for item, twin in zip(items, twins, strict=True):
            if isinstance(item, BaseModel):
                assert_as_validated(item, None if item is twin else twin)


def run_python(
    code: str, env: Mapping[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """``python -c CODE`` in a fresh process: its exit code, stdout and stderr.

    ``env`` defaults to this process's environment. Not checked: the caller
    asserts the exit code (with ``stderr`` in the message).
    """
    return subprocess.run(
        [sys.executable, "-c", code],
        env=dict(os.environ if env is None else env),
        capture_output=True,
        text=True,
        check=False,
    )
