"""Helpers shared by the test modules (fixtures live in conftest.py)."""

from __future__ import annotations

from listbuilder.core import TrooperEntry


def e(unit: int, group: int, option: int) -> TrooperEntry:
    """A trooper of unit ``unit``, profile group ``group``, option ``option``."""
    return TrooperEntry(unit_id=unit, group_id=group, option_id=option)


#: A well-formed army code of an army no data has (id 4242, slug "atlantis").
INVENTED_ARMY_CODE = "kJIIYXRsYW50aXMBIIEsAQEBAAEAAQEBAA=="


def invented_army_code() -> str:
    """Build :data:`INVENTED_ARMY_CODE` (a test checks the constant matches)."""
    from listbuilder.core.armycode import (
        DecodedCode,
        DecodedGroup,
        DecodedMember,
        encode,
    )

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
