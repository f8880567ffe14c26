"""Binding decoded codes to lists: the lists built without validation are the
lists pydantic validation builds, on real codes."""

from __future__ import annotations

import itertools
import json
import string

import pytest
from pydantic import ValidationError

import listbuilder.core.lists.army_list as army_list_module
from listbuilder.core.armycode.bind import army_list_from_code, army_list_from_decoded
from listbuilder.core.armycode.code import DecodedCode, DecodedGroup, DecodedMember
from listbuilder.core.armycode.decode import decode
from listbuilder.core.armycode.encode import encode
from listbuilder.core.lists.army_list import ArmyList, CombatGroup, TrooperEntry
from tests.benchmarks.test_validate_codes_benchmark import build_codes
from tests.fixtures import FIXTURES
from tests.helpers import assert_as_validated


@pytest.fixture(scope="module")
def codes(catalog) -> list[str]:
    """The official test vectors (one with Spec-Ops), the published codes that
    resolve here, then real mixed lists as codes."""
    vectors = json.loads((FIXTURES / "armycode_vectors.json").read_text("utf-8"))
    # an Ariadna list's trooper with Spec-Ops upgrades (a T2 trailer)
    member = DecodedMember(231, 1, 2, 0, ('[{"type":"stat","stat":"bs","q":1}]',))
    specops = DecodedCode(
        301, "ariadna", "Spec", 300, (DecodedGroup(1, False, (member,)),)
    )
    return [
        *(v["code"] for v in vectors),
        encode(specops),
        *build_codes(catalog, count=300, seed=7),
    ]


def _validated(decoded: DecodedCode, ruleset: str) -> ArmyList:
    """The list of ``decoded`` the straightforward way: every model validated."""
    groups = tuple(
        CombatGroup(
            number=g.number,
            troopers=tuple(
                TrooperEntry(
                    unit_id=m.unit_id,
                    profile_group_id=m.profile_group_id,
                    option_id=m.option_id,
                    specops=m.specops,
                )
                for m in g.members
            ),
            reinforcement=g.reinforcement,
        )
        for g in decoded.groups
    )
    name = "" if decoded.name == " " else decoded.name
    return ArmyList(
        army_id=decoded.army_id,
        ruleset=ruleset,
        points_limit=decoded.points,
        name=name,
        groups=groups,
    )


def _same_uids(monkeypatch) -> itertools.count:
    """Trooper uids from a counter (``count = itertools.count()`` restarts them)."""
    state = {"n": itertools.count()}

    def bits(n: int) -> int:
        return next(state["n"])

    monkeypatch.setattr(army_list_module, "_bits", bits)
    return state


def test_every_real_code_binds_to_the_list_validation_builds(
    codes, catalog, monkeypatch
):
    uids = _same_uids(monkeypatch)
    specops = 0
    for code in codes:
        decoded = decode(code)
        uids["n"] = itertools.count()
        ours = army_list_from_decoded(decoded, catalog, ruleset="n2").army_list
        uids["n"] = itertools.count()
        assert_as_validated(ours, _validated(decoded, "n2"))
        specops += any(t.specops for g in ours.groups for t in g.troopers)
    assert len(codes) == 316
    assert specops == 1


def test_a_member_made_by_hand_with_other_types_is_validated(catalog):
    member = DecodedMember(1, -1, 1)  # a profile group below 0: never decoded
    code = DecodedCode(101, "panoceania", "", 300, (DecodedGroup(1, False, (member,)),))
    with pytest.raises(ValidationError):
        army_list_from_decoded(code, catalog)
    flag = DecodedGroup(1, 1, (DecodedMember(1, 1, 1),))  # 1 for True
    army_list = army_list_from_decoded(
        DecodedCode(101, "panoceania", "", 300, (flag,)), catalog
    ).army_list
    assert army_list.groups[0].reinforcement is True  # pydantic made it a bool


def test_two_alike_uids_are_refused_as_validation_refuses_them(catalog, monkeypatch):
    # every uid 000000000000
    monkeypatch.setattr(army_list_module, "_bits", lambda n: 0)
    with pytest.raises(Exception, match="uids must be unique"):
        army_list_from_code(build_codes(catalog, count=1)[0], catalog)


def test_bare_codes_read_as_the_same_codes_pasted_with_whitespace(codes):
    """A bare base64 code skips the paste clean-up: its bytes are those of the
    same code wrapped in spaces and a line break (which takes it)."""
    from listbuilder.core.armycode.decode import code_bytes

    alphabet = set(string.ascii_letters + string.digits + "+/")
    assert sum(set(c.rstrip("=")) <= alphabet for c in codes) > 250  # the short way
    for code in codes:
        half = len(code) // 2
        pasted = f"  {code[:half]}\n{code[half:]} \n"
        assert code_bytes(code) == code_bytes(pasted), code
