"""Official army codes: every real vector, round trips, resolution, hostile input."""

from __future__ import annotations

import base64
import contextlib
import json
from urllib.parse import quote

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from listbuilder.core.armycode.bind import (
    army_code,
    army_list_from_code,
    swap_default_name,
)
from listbuilder.core.armycode.code import DecodedCode, DecodedGroup, DecodedMember
from listbuilder.core.armycode.decode import MAX_CODE_CHARS, decode, decode_bytes
from listbuilder.core.armycode.encode import encode, share_url
from listbuilder.core.armycode.reader import ArmyCodeError
from listbuilder.core.errors import ListbuilderError
from listbuilder.core.lists.army_list import ArmyList, CombatGroup, TrooperEntry
from listbuilder.core.lists.resolve import resolve_list
from listbuilder.core.rules.validation import validate
from listbuilder.data.lists import army_from_json, army_to_json
from tests.fixtures import FIXTURES
from tests.helpers import INVENTED_ARMY_CODE, invented_army_code

VECTORS = json.loads((FIXTURES / "armycode_vectors.json").read_text(encoding="utf-8"))
VECTOR_IDS = [f"{i}-{v['slug']}-{v['layout']}" for i, v in enumerate(VECTORS)]
WORKED = "gfUGbm9tYWRzASCBLAEBAQACAIbiAQEAAIGeAQEA"
SPECOPS = '[{"type":"stat","stat":"bs","q":1}]'


def expected_content(vector: dict) -> dict:
    return {k: v for k, v in vector.items() if k not in ("code", "layout")}


def list_content(army: ArmyList) -> tuple:
    """What a code can carry of a list (uids, fireteams and ruleset cannot)."""
    return (
        army.army_id,
        army.name,
        army.points_limit,
        tuple(
            (
                g.number,
                g.reinforcement,
                tuple(
                    (t.unit_id, t.profile_group_id, t.option_id, t.specops)
                    for t in g.troopers
                ),
            )
            for g in army.groups
        ),
    )


def bare(code: str) -> str:
    """The vector's code without percent-encoding."""
    return code.replace("%2B", "+").replace("%2F", "/").replace("%3D", "=")


# -- reading: every vector --------------------------------------------------------


@pytest.mark.parametrize("vector", VECTORS, ids=VECTOR_IDS)
def test_vector_decodes_to_exactly_its_content(vector):
    decoded = decode(vector["code"])
    assert decoded.content() == expected_content(vector)
    assert decoded.layout == vector["layout"]


def test_vectors_cover_every_layout_and_transport():
    layouts = {v["layout"] for v in VECTORS}
    assert {"A/T1", "B/T1", "C/T1", "C/T2"} <= layouts
    assert any("%3D" in v["code"] for v in VECTORS)
    assert any(v["code"].endswith("=") for v in VECTORS)
    assert any(not v["code"].endswith(("=", "%3D")) for v in VECTORS)


def test_worked_example_byte_by_byte():
    decoded = decode(WORKED)
    assert (decoded.army_id, decoded.slug, decoded.name, decoded.points) == (
        501,
        "nomads",
        " ",
        300,
    )
    assert decoded.groups == (
        DecodedGroup(1, False, (DecodedMember(1762, 1, 1), DecodedMember(414, 1, 1))),
    )


@pytest.mark.parametrize("vector", VECTORS, ids=VECTOR_IDS)
def test_every_transport_form_reads_the_same(vector):
    content = expected_content(vector)
    plain = bare(vector["code"])
    forms = [
        plain,
        plain.rstrip("="),
        quote(plain, safe=""),
        quote(quote(plain, safe=""), safe=""),
        share_url(plain),
        share_url(vector["code"]),
        "  " + plain[:10] + "\n" + plain[10:] + "\n",
        plain.replace("+", "-").replace("/", "_"),
        share_url(plain) + "?utm_source=forum#top",
    ]
    for form in forms:
        assert decode(form).content() == content, form


def test_share_url_percent_encodes_and_is_not_doubled():
    code = "gfUGbm9tYWRzASCBLAIBAQABAIGWAQEAAgEAAQCG4gEBAA=="
    url = share_url(code)
    assert url == (
        "https://infinityuniverse.com/army/list/"
        "gfUGbm9tYWRzASCBLAIBAQABAIGWAQEAAgEAAQCG4gEBAA%3D%3D"
    )
    assert share_url(quote(code, safe="")) == url


def test_slot_bytes_are_ignored_when_reading():
    # The B vector numbers its slots 1..10; the content has no slots.
    b = next(v for v in VECTORS if v["layout"] == "B/T1")
    decoded = decode(b["code"])
    assert [m.slot for m in decoded.groups[0].members] == list(range(1, 11))
    assert "slot" not in decoded.content()["groups"][0]["members"][0]


# -- writing and round trips ----------------------------------------------------------


@pytest.mark.parametrize("vector", VECTORS, ids=VECTOR_IDS)
def test_reencoded_vector_decodes_to_the_same_content(vector):
    again = encode(decode(vector["code"]))
    redecoded = decode(again)
    assert redecoded.content() == expected_content(vector)
    assert redecoded.layout == "C/T1"  # no vector carries Spec-Ops strings


def test_c_t1_vector_with_zero_slots_reencodes_byte_for_byte():
    assert encode(decode(WORKED)) == WORKED
    white = "gr0FYWxlcGgBIIEsAgEBAAEAhrgBAQACAQEBAIa5AQEA"
    assert encode(decode(white)) == white


def test_encoding_writes_two_byte_ints_as_the_readme_examples():
    code = DecodedCode(101, "x", "", 300, (DecodedGroup(1, False, ()),))
    raw = base64.b64decode(encode(code))
    assert raw[0] == 0x65  # 101
    assert raw[4:6] == bytes.fromhex("812C")  # 300 points
    big = DecodedCode(150, "", "", 10300, ())
    assert base64.b64decode(encode(big)) == bytes.fromhex("80960000A83C00")


@pytest.mark.parametrize("vector", VECTORS, ids=VECTOR_IDS)
def test_code_to_list_to_code_keeps_the_content(vector, catalog):
    result = army_list_from_code(vector["code"], catalog)
    assert decode(army_code(result.army_list, catalog)).content() == expected_content(
        vector
    )


def sample_list(catalog) -> ArmyList:
    """A PanOceania list built from real options, with a reinforcement group."""
    army = catalog.army(101)
    units = [u for u in army.units if u.purchasable()][:6]
    troopers = tuple(
        TrooperEntry(unit_id=u.id, profile_group_id=gid, option_id=o.id)
        for u in units
        for gid, o in u.purchasable()[:1]
    )
    reinf = army.reinforcements.units[0]
    gid, option = reinf.purchasable()[0]
    return ArmyList(
        army_id=101,
        points_limit=400,
        name="Neoterra Hammer ☆",
        groups=(
            CombatGroup(number=1, troopers=troopers[:4]),
            CombatGroup(number=3, troopers=troopers[4:]),
            CombatGroup(
                number=1,
                reinforcement=True,
                troopers=(
                    TrooperEntry(
                        unit_id=reinf.id,
                        profile_group_id=gid,
                        option_id=option.id,
                        specops=(SPECOPS,),
                    ),
                ),
            ),
        ),
    )


@pytest.mark.parametrize("name", ["", " ", "My list", "  two spaces  ", "Ωμέγα 300"])
def test_list_to_code_to_list_is_the_same_list(catalog, name):
    army = sample_list(catalog).replace(name=name)
    back = army_list_from_code(army_code(army, catalog), catalog)
    assert list_content(back.army_list) == list_content(army)
    assert back.unresolved == ()


def test_specops_upgrades_survive_as_t2(catalog):
    army = sample_list(catalog)
    code = army_code(army, catalog)
    decoded = decode(code)
    assert decoded.layout == "C/T2"
    reinf_member = decoded.groups[2].members[0]
    assert reinf_member.specops == (SPECOPS,)
    result = army_list_from_code(code, catalog)
    assert result.army_list.groups[2].troopers[0].specops == (SPECOPS,)
    # and without Spec-Ops, the writer goes back to T1
    plain = army.replace(
        groups=tuple(
            g.replace(troopers=tuple(t.replace(specops=()) for t in g.troopers))
            for g in army.groups
        )
    )
    assert decode(army_code(plain, catalog)).layout == "C/T1"


def test_t2_code_with_several_specops_strings_decodes():
    member = DecodedMember(231, 1, 2, 0, (SPECOPS, "[]", '[{"type":"skill"}]'))
    code = DecodedCode(
        301, "ariadna", "Spec", 300, (DecodedGroup(1, False, (member,)),)
    )
    decoded = decode(encode(code))
    assert decoded.layout == "C/T2"
    assert decoded.groups[0].members[0].specops == member.specops


def test_imported_list_with_specops_survives_a_save(catalog):
    army = army_list_from_code(
        army_code(sample_list(catalog), catalog), catalog
    ).army_list
    assert army_from_json(army_to_json(army)) == army


def test_name_rule_swaps_only_the_two_default_names():
    assert swap_default_name(" ") == ""
    assert swap_default_name("") == " "
    for name in ("", " ", "  ", "x", " x "):
        assert swap_default_name(swap_default_name(name)) == name
    assert swap_default_name("  ") == "  "


def test_builder_default_name_imports_as_our_unnamed_list(catalog):
    result = army_list_from_code(WORKED, catalog)
    assert result.army_list.name == ""
    assert decode(army_code(result.army_list, catalog)).name == " "


def test_numbers_out_of_range_cannot_be_written(catalog):
    army = sample_list(catalog).replace(points_limit=40000)
    with pytest.raises(ArmyCodeError, match="points limit 40000"):
        army_code(army, catalog)
    bad = TrooperEntry(unit_id=1, profile_group_id=1, option_id=-1)
    army = ArmyList(army_id=101, groups=(CombatGroup(number=1, troopers=(bad,)),))
    with pytest.raises(ArmyCodeError, match="option id -1"):
        army_code(army, "panoceania")


def test_army_code_takes_the_slug_from_the_catalog(catalog):
    army = ArmyList(army_id=909)
    assert decode(army_code(army, catalog)).slug == "white-company"
    assert decode(army_code(army, "custom")).slug == "custom"
    with pytest.raises(ArmyCodeError, match="army 4242"):
        army_code(ArmyList(army_id=4242), catalog)


# -- resolving against the bundled data ----------------------------------------------


def test_vector_resolves_to_real_units_and_options(catalog):
    result = army_list_from_code(WORKED, catalog)
    assert result.layout == "C/T1"
    assert result.unresolved == ()
    assert result.army_list.army_id == 501
    assert result.army_list.points_limit == 300
    names = [t.name for t in resolve_list(result.army_list, catalog)]
    assert names == ["Casino Security Rounders", "Moderators from Bakunin"]


def test_profile_group_zero_is_the_units_top_level_options(catalog):
    code = next(v["code"] for v in VECTORS if v["name"] == " " and v["faction"] == 301)
    result = army_list_from_code(code, catalog)
    assert result.unresolved == ()
    troopers = resolve_list(result.army_list, catalog)
    assert [t.option_name for t in troopers] == [
        "POLARIS TEAM ALPHA",
        "POLARIS TEAM BETA",
    ]


def test_member_with_a_removed_option_is_reported_and_kept(catalog):
    code = next(
        v["code"] for v in VECTORS if v["faction"] == 909 and len(v["groups"]) == 2
    )
    result = army_list_from_code(code, catalog)
    (missing,) = result.unresolved
    assert (missing.group_number, missing.position) == (2, 1)
    assert (missing.unit_id, missing.profile_group_id, missing.option_id) == (36, 1, 2)
    assert missing.reason == "unknown option"
    assert "Armbots: Peacemakers" in missing.message
    assert "Group 2, trooper 1" in missing.message
    # the rest of the list opens and the member stays as a placeholder
    assert [len(g.troopers) for g in result.army_list.groups] == [5, 1]
    troopers = resolve_list(result.army_list, catalog)
    assert [t.is_resolved for t in troopers] == [True] * 5 + [False]
    report = validate(result.army_list, catalog, _ruleset())
    assert any(v.rule == "DATA" for v in report.violations)


def _ruleset():
    from listbuilder.data.rulesets import load_ruleset

    return load_ruleset("n5")


def test_a_validating_caller_gets_the_same_list_without_the_lookups(catalog, n5):
    """``report_unresolved=False`` (validate --codes, event): the same list,
    no unresolved report; validation still names the unknown unit (DATA)."""
    members = (DecodedMember(1762, 1, 1), DecodedMember(30000, 1, 1))
    code = encode(
        DecodedCode(501, "nomads", " ", 300, (DecodedGroup(4, False, members),))
    )
    full = army_list_from_code(code, catalog)
    bare = army_list_from_code(code, catalog, report_unresolved=False)
    assert len(full.unresolved) == 1
    assert bare.unresolved == ()
    assert bare.layout == full.layout
    strip = [[t.replace(uid="x") for t in g.troopers] for g in bare.army_list.groups]
    assert strip == [
        [t.replace(uid="x") for t in g.troopers] for g in full.army_list.groups
    ]
    assert bare.army_list.replace(groups=()) == full.army_list.replace(groups=())
    report = validate(bare.army_list, catalog, n5)
    assert [v.rule for v in report.violations].count("DATA") == 1


def test_unknown_unit_is_reported_by_group_and_position(catalog):
    members = (
        DecodedMember(1762, 1, 1),
        DecodedMember(30000, 1, 1),
        DecodedMember(414, 1, 1),
    )
    code = encode(
        DecodedCode(501, "nomads", " ", 300, (DecodedGroup(4, False, members),))
    )
    result = army_list_from_code(code, catalog)
    (missing,) = result.unresolved
    assert (missing.group_number, missing.position, missing.reason) == (
        4,
        2,
        "unknown unit",
    )
    assert missing.unit_id == 30000
    assert "unit 30000" in missing.message
    assert [t.unit_id for t in result.army_list.groups[0].troopers] == [
        1762,
        30000,
        414,
    ]


def test_reinforcement_members_come_from_the_reinforcement_file(catalog):
    army = catalog.army(101)
    reinf = army.reinforcements.units[0]
    assert army.unit(reinf.id) is None
    gid, option = reinf.purchasable()[0]
    member = DecodedMember(reinf.id, gid, option.id)
    code = encode(
        DecodedCode(
            101,
            "panoceania",
            " ",
            300,
            (DecodedGroup(1, False, (member,)), DecodedGroup(2, True, (member,))),
        )
    )
    result = army_list_from_code(code, catalog)
    # in a regular group the same unit is unknown; in the reinforcement group it is not
    (missing,) = result.unresolved
    assert (missing.group_number, missing.reinforcement) == (1, False)
    assert missing.reason == "unknown unit"
    assert result.army_list.groups[1].reinforcement is True
    resolved = resolve_list(result.army_list, catalog)
    assert resolved[1].is_resolved
    assert resolved[1].name == reinf.isc


def test_code_of_an_army_not_in_the_data_is_a_clear_import_error(catalog):
    assert invented_army_code() == INVENTED_ARMY_CODE
    assert decode(INVENTED_ARMY_CODE).army_id == 4242  # it is a good code...
    with pytest.raises(ArmyCodeError, match=r"army 4242 \('atlantis'\) is not in"):
        army_list_from_code(INVENTED_ARMY_CODE, catalog)  # ...of no army we know


@pytest.mark.parametrize("vector", VECTORS, ids=VECTOR_IDS)
def test_every_published_code_imports_against_the_bundled_data(vector, catalog):
    result = army_list_from_code(vector["code"], catalog)
    assert result.army_list.army_id == vector["faction"]
    members = sum(len(g["members"]) for g in vector["groups"])
    assert sum(len(g.troopers) for g in result.army_list.groups) == members
    # only the White Company code names an option this data version dropped
    assert len(result.unresolved) == (1 if VECTORS.index(vector) == 12 else 0)


@pytest.mark.parametrize(
    ("groups", "points", "message"),
    [
        ((DecodedGroup(0, False, ()),), 300, "numbered 0"),
        ((DecodedGroup(1, False, ()), DecodedGroup(1, False, ())), 300, "twice"),
        ((), 0, "points limit is 0"),
    ],
    ids=["group-0", "duplicate-group", "zero-points"],
)
def test_codes_our_lists_cannot_hold_are_import_errors(
    catalog, groups, points, message
):
    code = encode(DecodedCode(501, "nomads", " ", points, groups))
    with pytest.raises(ArmyCodeError, match=message):
        army_list_from_code(code, catalog)


def test_same_number_for_a_regular_and_a_reinforcement_group_is_fine(catalog):
    aleph_like = encode(
        DecodedCode(
            501,
            "nomads",
            " ",
            300,
            (DecodedGroup(1, False, ()), DecodedGroup(1, True, ())),
        )
    )
    result = army_list_from_code(aleph_like, catalog)
    assert [(g.number, g.reinforcement) for g in result.army_list.groups] == [
        (1, False),
        (1, True),
    ]


# -- not a code ----------------------------------------------------------------------


def _b64(raw: bytes) -> str:
    return base64.b64encode(raw).decode()


HEADER = bytes.fromhex("81F5") + b"\x06nomads\x01 " + bytes.fromhex("812C")


@pytest.mark.parametrize(
    ("text", "reason", "offset"),
    [
        ("", "empty", None),
        ("   \n ", "empty", None),
        ("gfUG!bm9t", "'!' is not a base64 character", 4),
        ("gfUGb", "cannot be a whole number of bytes", 4),
        ("gfUG===", "too much '=' padding", 6),
        ("https://example.com/other/path", "no '/army/list/<code>' part", None),
        (_b64(bytes.fromhex("81")), "ends inside the army id", 0),
        (_b64(bytes.fromhex("81F5") + b"\x09nomads"), "claims 9 bytes", 2),
        (_b64(bytes.fromhex("81F5") + b"\x02\xff\xfe"), "slug is not UTF-8", 3),
        (_b64(HEADER), "ends where the combat group count", 13),
        (_b64(HEADER + bytes.fromhex("0101010001 0005010107")), "closing byte", 22),
        (_b64(HEADER + b"\x7f"), "combat group count is 127", 13),
        (_b64(HEADER + bytes.fromhex("010100FFFF")), "member count is 32767", 16),
        (_b64(HEADER + b"\x00\x00\x00"), "2 bytes are left over", 14),
        ("A" * (MAX_CODE_CHARS + 1), "far longer", None),
    ],
    ids=[
        "empty",
        "blank",
        "bad-char",
        "bad-length",
        "padding",
        "foreign-link",
        "cut-int",
        "long-string",
        "bad-utf8",
        "no-groups",
        "closing-byte",
        "group-count",
        "member-count",
        "leftover",
        "huge",
    ],
)
def test_not_a_code_is_one_clear_error(text, reason, offset):
    with pytest.raises(ArmyCodeError) as info:
        decode(text)
    assert reason in str(info.value)
    assert info.value.offset == offset
    assert str(info.value).startswith("not an army code")
    assert isinstance(info.value, ListbuilderError)


def test_error_offsets_are_bytes_of_the_decoded_code():
    # cut a real code in the middle of its 2nd member: the error is at its end
    raw = base64.b64decode(WORKED)[:-2]
    with pytest.raises(ArmyCodeError) as info:
        decode(_b64(raw))
    assert info.value.offset == len(raw)
    assert "at byte" in str(info.value)


def test_non_text_input_is_an_army_code_error():
    with pytest.raises(ArmyCodeError):
        decode(None)  # type: ignore[arg-type]
    assert decode(WORKED.encode()).army_id == 501  # type: ignore[arg-type]


def test_bounded_counts_are_rejected_before_looping():
    # maximum group count and member count with a handful of bytes: both refused
    raw = HEADER + bytes.fromhex("FFFF")
    with pytest.raises(ArmyCodeError, match="combat group count is 32767"):
        decode_bytes(raw)
    t2 = HEADER + b"\x01\x01\x01\x00\x01" + b"\x00\x01\x01\x01\x00\x01\xff\x00"
    with pytest.raises(ArmyCodeError, match="255 Spec-Ops strings cannot fit"):
        decode_bytes(t2)


# -- fuzz: only ArmyCodeError, ever ----------------------------------------------------

REAL_CODES = [base64.b64decode(bare(v["code"])) for v in VECTORS]


@st.composite
def mutated_codes(draw) -> bytes:
    raw = bytearray(draw(st.sampled_from(REAL_CODES)))
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(["flip", "cut", "insert", "delete", "extreme"]))
        pos = draw(st.integers(0, max(len(raw) - 1, 0)))
        if kind == "flip" and raw:
            raw[pos] = draw(st.integers(0, 255))
        elif kind == "cut":
            del raw[pos:]
        elif kind == "insert":
            raw[pos:pos] = draw(st.binary(min_size=1, max_size=4))
        elif kind == "delete" and raw:
            del raw[pos]
        elif kind == "extreme" and raw:
            raw[pos] = draw(st.sampled_from([0x00, 0x01, 0x7F, 0x80, 0xFF]))
    return bytes(raw)


def _decodes_cleanly_or_raises_army_code_error(text: str) -> None:
    try:
        decoded = decode(text)
    except ArmyCodeError as exc:
        reason = exc.reason
    else:
        assert decode(encode(decoded)).content() == decoded.content()
        return
    assert reason.startswith("not an army code")


FUZZ = settings(
    max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


@FUZZ
@given(st.text(max_size=200))
def test_fuzz_arbitrary_text_raises_only_army_code_error(text):
    _decodes_cleanly_or_raises_army_code_error(text)


@FUZZ
@given(
    st.text(
        alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=%",
        max_size=120,
    )
)
def test_fuzz_base64_looking_text_raises_only_army_code_error(text):
    _decodes_cleanly_or_raises_army_code_error(text)


@FUZZ
@given(mutated_codes(), st.sampled_from(["plain", "percent", "url", "unpadded"]))
def test_fuzz_mutated_real_codes_raise_only_army_code_error(catalog, raw, form):
    code = _b64(raw)
    text = {
        "plain": code,
        "percent": quote(code, safe=""),
        "url": share_url(code),
        "unpadded": code.rstrip("="),
    }[form]
    try:
        result = army_list_from_code(text, catalog)
    except ArmyCodeError:
        return
    # whatever decodes must re-encode to the same content
    again = army_code(result.army_list, catalog)
    assert list_content(army_list_from_code(again, catalog).army_list) == list_content(
        result.army_list
    )


# -- issue 10: public decoders raise only ArmyCodeError, for any input -------------

ANY_INPUT = st.one_of(
    st.none(),
    st.integers(),
    st.floats(),
    st.booleans(),
    st.binary(max_size=60),
    st.text(st.characters(exclude_categories=()), max_size=60),
    st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
    st.just(object()),
    st.just(bytearray(WORKED.encode())),
    st.just(memoryview(base64.b64decode(WORKED))),
)


@pytest.mark.parametrize(
    "value", [None, 0, 501, -1, 3.5, True, [], {}, object()], ids=repr
)
def test_decoders_refuse_non_codes_with_army_code_error(catalog, value):
    for decoder in (decode, decode_bytes, share_url):
        with pytest.raises(ArmyCodeError, match="not an army code"):
            decoder(value)
    with pytest.raises(ArmyCodeError):
        army_list_from_code(value, catalog)


def test_decode_bytes_takes_any_bytes_like_object():
    raw = base64.b64decode(WORKED)
    for form in (raw, bytearray(raw), memoryview(raw)):
        assert decode_bytes(form).army_id == 501


def test_a_pasted_code_may_carry_a_bom_or_zero_width_spaces():
    assert decode("\ufeff" + WORKED).army_id == 501
    assert decode(WORKED[:10] + "\u200b" + WORKED[10:] + "\n").army_id == 501


def test_a_list_name_with_a_lone_surrogate_cannot_be_a_code(catalog):
    army = ArmyList(army_id=101, name="bad \ud800")
    with pytest.raises(ArmyCodeError, match=r"list name holds a lone surrogate"):
        army_code(army, catalog)


def test_an_unknown_armys_slug_is_quoted_short(catalog):
    code = encode(DecodedCode(9999, "s" * 5000, "", 300, ()))
    with pytest.raises(ArmyCodeError) as info:
        army_list_from_code(code, catalog)
    assert len(str(info.value)) < 200


@FUZZ
@given(ANY_INPUT)
def test_fuzz_any_python_value_raises_only_army_code_error(value):
    for decoder in (decode, decode_bytes, share_url):
        with contextlib.suppress(ArmyCodeError):
            decoder(value)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        # the slug's length byte says two bytes follow (0x80: a two-byte int)
        (bytes.fromhex("81F5") + b"\x80", "진영 슬러그의 길이 중간(2바이트 숫자)"),
        # a member whose closing byte is 7
        (HEADER + bytes.fromhex("0101010001 0005010107"), "멤버의 종료 바이트"),
    ],
    ids=["slug-length", "closing-byte"],
)
def test_a_bad_code_names_the_value_in_the_language_in_force(raw, expected):
    # the names of the values read are translated only when a read fails
    from listbuilder.core.i18n import use_translation
    from listbuilder.data.i18n import load_translation

    with use_translation(load_translation("ko")), pytest.raises(ArmyCodeError) as err:
        decode(_b64(raw))
    assert expected in str(err.value)


def test_decoded_troopers_get_fresh_12_hex_uids(catalog):
    uids = [
        t.uid
        for _ in range(500)
        for g in army_list_from_code(WORKED, catalog).army_list.groups
        for t in g.troopers
    ]
    assert len(uids) == 1000
    assert len(set(uids)) == 1000  # 48 random bits each: no repeat
    assert all(len(u) == 12 and u == u.lower() and int(u, 16) >= 0 for u in uids)


_IDS = st.integers(min_value=0, max_value=0x7FFF)  # one and two-byte ints


@FUZZ
@given(
    st.lists(
        st.lists(st.tuples(_IDS, _IDS, _IDS), max_size=12),
        min_size=1,
        max_size=4,
    )
)
def test_fuzz_members_of_any_ids_read_back_as_written(groups):
    """T1 members are read in one loop (``_read_t1_members``); any ids, one or
    two bytes each, read back as the encoder wrote them."""
    code = DecodedCode(
        101,
        "panoceania",
        "",
        300,
        tuple(
            DecodedGroup(n, False, tuple(DecodedMember(*ids) for ids in members))
            for n, members in enumerate(groups, start=1)
        ),
    )
    decoded = decode(encode(code))
    assert decoded.layout == "C/T1"
    assert [
        [(m.unit_id, m.profile_group_id, m.option_id) for m in g.members]
        for g in decoded.groups
    ] == groups
