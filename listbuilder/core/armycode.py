"""Official army codes: read every layout in use, write layout C, resolve to a list.

An army code is base64 over a small binary format (``/work/shared/armycodes``
README, "The official army code"): army id, slug, list name, points limit, then
combat groups of members (unit, profile group, option). Three group layouts (A,
B, C) and two member trailers (T1, T2 with Spec-Ops strings) are in use; reading
tries them in a fixed order, writing always produces C (T1, or T2 only when a
member carries Spec-Ops upgrades).

Decoding is bounded: the input is capped at :data:`MAX_CODE_CHARS` characters,
every count is checked against the bytes left before anything is allocated, and
the five layout attempts are a fixed loop, so malformed input can neither loop
nor allocate without bound. Anything that is not a code raises
:class:`ArmyCodeError` naming what was wrong and where, never another exception.

List name rule: the official builder's default name is ``" "`` and ours is
``""``. Import and export swap exactly these two names and keep every other name
verbatim. The swap is its own inverse, so ``decode(encode(list))`` gives back the
list's name and ``encode(decode(code))`` gives back the code's name, always.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

import base64
import binascii
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote, unquote

from pydantic import ValidationError

from listbuilder.core.army import ArmyList, CombatGroup, TrooperEntry
from listbuilder.core.army_data import Army
from listbuilder.core.catalog import Catalog
from listbuilder.core.errors import ListbuilderError
from listbuilder.core.untrusted import shorten

#: Largest value the code's int primitive holds (two bytes, 15 bits).
MAX_INT = 0x7FFF
#: Longest text :func:`decode` looks at; real codes are a few hundred characters.
MAX_CODE_CHARS = 100_000
#: Share links point here, followed by the percent-encoded code.
SHARE_URL_PREFIX = "https://infinityuniverse.com/army/list/"
#: Layouts tried when reading, in this order; the first full parse wins.
READ_LAYOUTS: tuple[tuple[str, str], ...] = (
    ("C", "T1"),
    ("C", "T2"),
    ("B", "T1"),
    ("B", "T2"),
    ("A", "T1"),
)
#: The official builder's default list name; ours is ``""`` (see module docs).
CODE_DEFAULT_NAME = " "

_URL_MARKER = "/army/list/"
_B64_CHARS = frozenset(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
)
# Smallest encoded size of a group header / member per layout: used to reject a
# count that the remaining bytes cannot hold before looping over it.
_GROUP_MIN_BYTES = {"A": 2, "B": 3, "C": 4}
_MEMBER_MIN_BYTES = {"T1": 5, "T2": 6}


class ArmyCodeError(ListbuilderError):
    """A text is not a readable army code, or a list cannot be written as one.

    Attributes
    ----------
    reason : str
        What was wrong, without the position.
    offset : int or None
        Byte offset in the decoded binary code (or character position in the
        pasted text when ``in_text``), or None when no position applies.
    in_text : bool
        True when ``offset`` counts characters of the pasted text rather than
        bytes of the decoded code.
    """

    def __init__(
        self, reason: str, offset: int | None = None, *, in_text: bool = False
    ) -> None:
        self.reason = reason
        self.offset = offset
        self.in_text = in_text
        where = ""
        if offset is not None:
            where = (
                f" (at character {offset} of the code)"
                if in_text
                else f" (at byte {offset})"
            )
        super().__init__(f"{reason}{where}")


# -- raw decoded structure ------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DecodedMember:
    """One member of a combat group as the code writes it.

    Attributes
    ----------
    unit_id : int
        Global unit id.
    group_id : int
        Profile group id (0 = the unit's top-level options).
    option_id : int
        Option id within that profile group.
    slot : int
        The slot byte (0 or a 1-based position); informational only.
    specops : tuple[str, ...]
        Spec-Ops upgrade strings of a T2 trailer (raw JSON arrays), else empty.
    """

    unit_id: int
    group_id: int
    option_id: int
    slot: int = 0
    specops: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class DecodedGroup:
    """One combat group as the code writes it.

    Attributes
    ----------
    number : int
        Group number (1-based, not necessarily contiguous).
    reinforcement : bool
        True for a reinforcement group (layout C only; A and B have none).
    members : tuple[DecodedMember, ...]
        Members in code order.
    """

    number: int
    reinforcement: bool
    members: tuple[DecodedMember, ...]


@dataclass(frozen=True, slots=True)
class DecodedCode:
    """An army code decoded but not yet resolved against any data.

    Attributes
    ----------
    army_id : int
        Faction id (501 Nomads, 103 Military Orders...).
    slug : str
        The army slug the code carries (``"nomads"``).
    name : str
        List name exactly as in the code (the builder's default is ``" "``).
    points : int
        Points limit, 0 to 32767.
    groups : tuple[DecodedGroup, ...]
        Combat groups in code order.
    layout : str
        Layout it was read in (``"C/T1"``, ``"C/T2"``, ``"B/T1"``, ``"B/T2"``,
        ``"A/T1"``); ``"C/T1"`` or ``"C/T2"`` for a structure built to encode.
    """

    army_id: int
    slug: str
    name: str
    points: int
    groups: tuple[DecodedGroup, ...]
    layout: str = "C/T1"

    def content(self) -> dict[str, Any]:
        """The code's content as plain data, in the shape of ``vectors.json``.

        Keys: faction, slug, name, points, groups (number, reinforcement,
        members (unit, group, option, plus specops when present)). Slots and the
        layout are not content: they do not change what the list is.
        """
        groups = []
        for g in self.groups:
            members = []
            for m in g.members:
                member: dict[str, Any] = {
                    "unit": m.unit_id,
                    "group": m.group_id,
                    "option": m.option_id,
                }
                if m.specops:
                    member["specops"] = list(m.specops)
                members.append(member)
            groups.append(
                {
                    "number": g.number,
                    "reinforcement": g.reinforcement,
                    "members": members,
                }
            )
        return {
            "faction": self.army_id,
            "slug": self.slug,
            "name": self.name,
            "points": self.points,
            "groups": groups,
        }


# -- transport: text -> bytes ---------------------------------------------------


def _code_text(text: str) -> str:
    """The bare base64 text of a pasted code or share link (not yet validated)."""
    # Line breaks and tabs come from wrapped pastes; a space inside a code is a
    # '+' that a form decoder turned into a space.
    for invisible in "\r\n\t\ufeff\u200b":  # wrapped pastes, BOMs, zero-width spaces
        text = text.replace(invisible, "")
    text = text.strip()
    marker = text.find(_URL_MARKER)
    if marker >= 0:
        text = text[marker + len(_URL_MARKER) :]
        for stop in "?#":
            cut = text.find(stop)
            if cut >= 0:
                text = text[:cut]
        text = text.rstrip("/")
    elif "://" in text:
        raise ArmyCodeError(
            "not an army code: the link has no '/army/list/<code>' part", None
        )
    # Codes arrive percent-encoded once, sometimes twice (a link inside a link).
    for _ in range(3):
        if "%" not in text:
            break
        text = unquote(text)
    return text.replace(" ", "+")


def code_bytes(text: str) -> bytes:
    """Turn a pasted army code or share link into the code's binary bytes.

    Percent-decodes (up to three times), accepts missing ``=`` padding and the
    URL-safe alphabet (``-``, ``_``), and extracts the code from a share link
    ``https://infinityuniverse.com/army/list/<code>``.

    Parameters
    ----------
    text : str
        What the user pasted.

    Returns
    -------
    bytes
        The binary code.

    Raises
    ------
    ArmyCodeError
        If the text is empty, too long, or not base64 (the character position
        is named).
    """
    if isinstance(text, bytes | bytearray):
        try:
            text = bytes(text).decode("ascii")
        except UnicodeDecodeError as exc:
            raise ArmyCodeError(
                "not an army code: non-ASCII bytes", exc.start, in_text=True
            ) from None
    if not isinstance(text, str):
        raise ArmyCodeError(
            f"not an army code: expected text, got {type(text).__name__}"
        )
    if len(text) > MAX_CODE_CHARS:
        raise ArmyCodeError(
            f"not an army code: {len(text)} characters is far longer than any "
            f"army code (limit {MAX_CODE_CHARS})"
        )
    raw = _code_text(text)
    if not raw:
        raise ArmyCodeError("not an army code: the text is empty")
    raw = raw.replace("-", "+").replace("_", "/")
    body = raw.rstrip("=")
    if len(raw) - len(body) > 2:
        raise ArmyCodeError(
            "not an army code: too much '=' padding", len(body) + 2, in_text=True
        )
    for pos, char in enumerate(body):
        if char not in _B64_CHARS:
            raise ArmyCodeError(
                f"not an army code: {char!r} is not a base64 character",
                pos,
                in_text=True,
            )
    if len(body) % 4 == 1:
        raise ArmyCodeError(
            f"not an army code: {len(body)} base64 characters cannot be a whole "
            "number of bytes (the code is cut short or has an extra character)",
            len(body) - 1,
            in_text=True,
        )
    padded = body + "=" * (-len(body) % 4)
    try:
        return base64.b64decode(padded, validate=True)
    except (binascii.Error, ValueError) as exc:  # pragma: no cover - checked above
        raise ArmyCodeError(f"not an army code: bad base64 ({exc})") from None


# -- binary reader --------------------------------------------------------------


class _Reader:
    """Cursor over the binary code; every read is bounds-checked."""

    __slots__ = ("data", "end", "pos")

    def __init__(self, data: bytes, pos: int = 0) -> None:
        self.data = data
        self.pos = pos
        self.end = len(data)

    @property
    def left(self) -> int:
        return self.end - self.pos

    def fail(self, reason: str, offset: int | None = None) -> ArmyCodeError:
        return ArmyCodeError(reason, self.pos if offset is None else offset)

    def byte(self, what: str) -> int:
        if self.pos >= self.end:
            raise self.fail(f"the code ends where {what} should be")
        value = self.data[self.pos]
        self.pos += 1
        return value

    def flag(self, what: str, expected: tuple[int, ...] = (0, 1)) -> int:
        start = self.pos
        value = self.byte(what)
        if value not in expected:
            want = " or ".join(str(e) for e in expected)
            raise self.fail(f"{what} is {value}, expected {want}", start)
        return value

    def int_(self, what: str) -> int:
        if self.pos >= self.end:
            raise self.fail(f"the code ends where {what} should be")
        first = self.data[self.pos]
        if first < 0x80:
            self.pos += 1
            return first
        if self.pos + 1 >= self.end:
            raise self.fail(f"the code ends inside {what} (a two-byte number)")
        value = ((first & 0x7F) << 8) | self.data[self.pos + 1]
        self.pos += 2
        return value

    def string(self, what: str) -> str:
        start = self.pos
        size = self.int_(f"the length of {what}")
        if size > self.left:
            raise self.fail(
                f"{what} claims {size} bytes but only {self.left} are left", start
            )
        chunk = self.data[self.pos : self.pos + size]
        try:
            text = chunk.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise self.fail(f"{what} is not UTF-8 text", self.pos + exc.start) from None
        self.pos += size
        return text

    def count(self, what: str, min_bytes: int) -> int:
        """Read a count and reject it if the bytes left cannot hold that many."""
        start = self.pos
        value = self.int_(what)
        if value * min_bytes > self.left:
            raise self.fail(
                f"{what} is {value}, but only {self.left} bytes are left "
                f"(each needs at least {min_bytes})",
                start,
            )
        return value


def _read_member(reader: _Reader, trailer: str) -> DecodedMember:
    slot = reader.byte("a member's slot byte")
    unit_id = reader.int_("a unit id")
    group_id = reader.int_("a profile group id")
    option_id = reader.int_("an option id")
    reader.flag("a member's closing byte", (0,))
    specops: tuple[str, ...] = ()
    if trailer == "T2" and reader.flag("a Spec-Ops flag"):
        start = reader.pos
        n = reader.byte("the Spec-Ops string count")
        if n > reader.left:  # each string needs at least its length byte
            raise reader.fail(
                f"{n} Spec-Ops strings cannot fit in {reader.left} bytes", start
            )
        specops = tuple(reader.string("a Spec-Ops string") for _ in range(n))
    return DecodedMember(unit_id, group_id, option_id, slot, specops)


def _read_groups(
    data: bytes, start: int, count: int, kind: str, trailer: str
) -> tuple[DecodedGroup, ...]:
    """Parse ``count`` groups from ``start`` in one layout; must use every byte."""
    reader = _Reader(data, start)
    if count * _GROUP_MIN_BYTES[kind] > reader.left:
        raise reader.fail(
            f"{count} combat groups cannot fit in the {reader.left} bytes left"
        )
    member_bytes = _MEMBER_MIN_BYTES[trailer]
    groups = []
    for _ in range(count):
        number = reader.int_("a combat group number")
        reinforcement = False
        if kind == "B":
            reader.flag("the layout B marker", (0,))
        elif kind == "C":
            reader.flag("the layout C marker", (1,))
            reinforcement = bool(reader.flag("the reinforcement flag"))
        size = reader.count("a member count", member_bytes)
        members = tuple(_read_member(reader, trailer) for _ in range(size))
        groups.append(DecodedGroup(number, reinforcement, members))
    if reader.left:
        raise reader.fail(f"{reader.left} bytes are left over after the last group")
    return tuple(groups)


def decode_bytes(data: bytes) -> DecodedCode:
    """Decode the binary form of an army code (after base64).

    Tries the layouts of :data:`READ_LAYOUTS` in order and keeps the first in
    which every flag byte is valid, every member closes with 0 and every byte is
    used.

    Raises
    ------
    ArmyCodeError
        If no layout fits; the message names the problem of the attempt that got
        furthest and its byte offset.
    """
    if not isinstance(data, bytes | bytearray | memoryview):
        raise ArmyCodeError(
            f"not an army code: expected bytes, got {type(data).__name__}"
        )
    reader = _Reader(bytes(data))
    try:
        army_id = reader.int_("the army id")
        slug = reader.string("the army slug")
        name = reader.string("the list name")
        points = reader.int_("the points limit")
        count = reader.count("the combat group count", min(_GROUP_MIN_BYTES.values()))
    except ArmyCodeError as exc:
        raise ArmyCodeError(f"not an army code: {exc.reason}", exc.offset) from None
    start = reader.pos
    best: tuple[int, str, ArmyCodeError] | None = None
    for kind, trailer in READ_LAYOUTS:
        try:
            groups = _read_groups(data, start, count, kind, trailer)
        except ArmyCodeError as exc:
            offset = exc.offset if exc.offset is not None else start
            if best is None or offset > best[0]:
                best = (offset, f"{kind}/{trailer}", exc)
            continue
        return DecodedCode(army_id, slug, name, points, groups, f"{kind}/{trailer}")
    assert best is not None
    offset, layout, failure = best
    raise ArmyCodeError(
        f"not an army code: {failure.reason} (no layout fits; layout {layout} got "
        "furthest)",
        offset,
    )


def decode(code: str) -> DecodedCode:
    """Decode a pasted army code or share link into its raw structure.

    Parameters
    ----------
    code : str
        Base64 code, percent-encoded or not, padded or not, or a share link.

    Returns
    -------
    DecodedCode
        Army id, slug, name, points and groups exactly as the code holds them.

    Raises
    ------
    ArmyCodeError
        If the text is not an army code (what and at which character or byte).
    """
    return decode_bytes(code_bytes(code))


# -- writing ----------------------------------------------------------------------


def _put_int(out: bytearray, value: int, what: str) -> None:
    if not 0 <= value <= MAX_INT:
        raise ArmyCodeError(
            f"cannot write an army code: {what} {value} is outside 0..{MAX_INT}"
        )
    if value < 0x80:
        out.append(value)
    else:
        out += bytes(((value >> 8) | 0x80, value & 0xFF))


def _put_string(out: bytearray, text: str, what: str) -> None:
    try:
        raw = text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise ArmyCodeError(
            f"cannot write an army code: {what} holds a lone surrogate "
            f"(\\u{ord(text[exc.start]):04x} at character {exc.start}), which is not "
            "valid Unicode"
        ) from None
    _put_int(out, len(raw), f"the byte length of {what}")
    out += raw


def encode_bytes(decoded: DecodedCode) -> bytes:
    """Write ``decoded`` as binary layout C (T2 if any member has Spec-Ops).

    The slot byte of each member is written as given (0 when built from a list).

    Raises
    ------
    ArmyCodeError
        If a number does not fit the format (ids and points 0..32767, slots
        0..255, at most 255 Spec-Ops strings per member).
    """
    t2 = any(m.specops for g in decoded.groups for m in g.members)
    out = bytearray()
    _put_int(out, decoded.army_id, "army id")
    _put_string(out, decoded.slug, "the army slug")
    _put_string(out, decoded.name, "the list name")
    _put_int(out, decoded.points, "points limit")
    _put_int(out, len(decoded.groups), "combat group count")
    for group in decoded.groups:
        _put_int(out, group.number, "combat group number")
        out.append(1)
        out.append(1 if group.reinforcement else 0)
        _put_int(out, len(group.members), "member count")
        for m in group.members:
            if not 0 <= m.slot <= 0xFF:
                raise ArmyCodeError(f"cannot write an army code: slot {m.slot}")
            out.append(m.slot)
            _put_int(out, m.unit_id, "unit id")
            _put_int(out, m.group_id, "profile group id")
            _put_int(out, m.option_id, "option id")
            out.append(0)
            if t2:
                if not m.specops:
                    out.append(0)
                    continue
                if len(m.specops) > 0xFF:
                    raise ArmyCodeError(
                        "cannot write an army code: more than 255 Spec-Ops strings"
                    )
                out += bytes((1, len(m.specops)))
                for text in m.specops:
                    _put_string(out, text, "a Spec-Ops string")
    return bytes(out)


def encode(decoded: DecodedCode) -> str:
    """Write ``decoded`` as an army code: standard base64 of layout C, padded.

    Returns
    -------
    str
        The code (not percent-encoded; see :func:`share_url` for links).

    Raises
    ------
    ArmyCodeError
        If a number does not fit the format (see :func:`encode_bytes`).
    """
    return base64.b64encode(encode_bytes(decoded)).decode("ascii")


def share_url(code: str) -> str:
    """The share link of ``code``: the official list page with the code encoded.

    ``+``, ``/`` and ``=`` become ``%2B``, ``%2F`` and ``%3D``; a code that is
    already percent-encoded is not encoded twice.

    Raises
    ------
    ArmyCodeError
        If ``code`` is not text, or holds text that cannot be percent-encoded
        (a lone surrogate).
    """
    if not isinstance(code, str):
        raise ArmyCodeError(
            f"not an army code: expected text, got {type(code).__name__}"
        )
    code = code.strip()
    if "%" in code:
        code = unquote(code)
    try:
        return SHARE_URL_PREFIX + quote(code, safe="")
    except UnicodeEncodeError:
        raise ArmyCodeError(
            "not an army code: it holds a lone surrogate, which is not valid Unicode"
        ) from None


# -- lists <-> codes ------------------------------------------------------------


def swap_default_name(name: str) -> str:
    """Map a list name between the code and our lists (``" "`` <-> ``""``).

    The official builder's unnamed list is ``" "``, ours is ``""``; every other
    name is kept. Applying it twice gives the name back, which is what makes
    import and export lossless.
    """
    if name == CODE_DEFAULT_NAME:
        return ""
    if name == "":
        return CODE_DEFAULT_NAME
    return name


def decoded_from_army(army_list: ArmyList, slug: str) -> DecodedCode:
    """The code structure of ``army_list`` (layout C; slots 0).

    Fireteams, trooper uids and the ruleset have no place in a code and are left
    out; everything else (groups, reinforcement flags, members, Spec-Ops) is kept.
    """
    groups = tuple(
        DecodedGroup(
            g.number,
            g.reinforcement,
            tuple(
                DecodedMember(t.unit_id, t.group_id, t.option_id, 0, t.specops)
                for t in g.troopers
            ),
        )
        for g in army_list.groups
    )
    t2 = any(m.specops for g in groups for m in g.members)
    return DecodedCode(
        army_list.army_id,
        slug,
        swap_default_name(army_list.name),
        army_list.points_limit,
        groups,
        "C/T2" if t2 else "C/T1",
    )


def army_slug(army_id: int, catalog: Catalog) -> str:
    """The slug the code writes for ``army_id``, from the army file or metadata.

    Raises
    ------
    ArmyCodeError
        If the catalog knows no faction with that id.
    """
    army = catalog.army(army_id)
    if army is not None:
        return army.faction.slug
    for faction in catalog.factions:
        if faction.id == army_id:
            return faction.slug
    raise ArmyCodeError(
        f"cannot write an army code: army {army_id} is not in the data (no slug)"
    )


def army_code(army_list: ArmyList, catalog_or_slug: Catalog | str) -> str:
    """Write ``army_list`` as an official army code (layout C).

    Parameters
    ----------
    army_list : ArmyList
        The list; its name follows :func:`swap_default_name`.
    catalog_or_slug : Catalog or str
        Where the army slug comes from: the catalog, or the slug itself.

    Returns
    -------
    str
        Base64 code, T2 trailer only when some trooper has Spec-Ops upgrades.

    Raises
    ------
    ArmyCodeError
        If the army has no known slug or a number does not fit the format.
    """
    if isinstance(catalog_or_slug, str):
        slug = catalog_or_slug
    else:
        slug = army_slug(army_list.army_id, catalog_or_slug)
    return encode(decoded_from_army(army_list, slug))


@dataclass(frozen=True, slots=True)
class UnresolvedMember:
    """A code member the bundled data does not know; it stays in the list.

    Attributes
    ----------
    group_number : int
        Number of its combat group.
    reinforcement : bool
        True when the group is a reinforcement group (looked up in the army's
        reinforcement file).
    position : int
        1-based position in the group.
    unit_id, group_id, option_id : int
        The ids the code gives.
    reason : str
        ``"unknown unit"`` or ``"unknown option"``.
    unit_name : str
        The unit's name when the unit is known (unknown option), else ``""``.
    """

    group_number: int
    reinforcement: bool
    position: int
    unit_id: int
    group_id: int
    option_id: int
    reason: str
    unit_name: str = ""

    @property
    def message(self) -> str:
        """One line for the user: where the member is, its ids and why."""
        kind = "Reinforcement group" if self.reinforcement else "Group"
        where = f"{kind} {self.group_number}, trooper {self.position}"
        ids = (
            f"unit {self.unit_id}, profile group {self.group_id}, "
            f"option {self.option_id}"
        )
        if self.reason == "unknown unit":
            source = "reinforcement list" if self.reinforcement else "army"
            why = f"the unit is not in the bundled {source} data (a newer unit?)"
        else:
            why = (
                f"{self.unit_name or 'the unit'} has no such option in the bundled "
                "data (removed or renumbered?)"
            )
        return f"{where}: {ids}: {why}"


@dataclass(frozen=True, slots=True)
class ImportResult:
    """An army code turned into a list, with what could not be resolved.

    Attributes
    ----------
    army : ArmyList
        The list; unresolved members are kept as entries with their ids (the
        resolver shows them as placeholders, validation reports rule DATA).
    unresolved : tuple[UnresolvedMember, ...]
        Members the data does not know, in list order.
    layout : str
        Layout the code was read in (``"C/T1"``...).
    """

    army: ArmyList
    unresolved: tuple[UnresolvedMember, ...]
    layout: str


def _unresolved(
    army: Army, group: DecodedGroup, position: int, member: DecodedMember
) -> UnresolvedMember | None:
    unit = army.unit(member.unit_id, reinforcement=group.reinforcement)
    if unit is not None and unit.option(member.group_id, member.option_id):
        return None
    return UnresolvedMember(
        group.number,
        group.reinforcement,
        position,
        member.unit_id,
        member.group_id,
        member.option_id,
        "unknown unit" if unit is None else "unknown option",
        unit.isc if unit is not None else "",
    )


def army_list_from_decoded(
    decoded: DecodedCode, catalog: Catalog, *, ruleset: str = "n5"
) -> ImportResult:
    """Resolve a decoded code against ``catalog`` into a list and a report.

    Every member becomes a :class:`TrooperEntry` (none is dropped); members of
    reinforcement groups are looked up in the army's reinforcement file.
    Source: RULES.md A10 (reinforcement groups).

    Raises
    ------
    ArmyCodeError
        If the army is not in the catalog, the points limit is 0, or group
        numbers are 0 or repeated (nothing our lists can hold).
    """
    if not isinstance(decoded, DecodedCode):
        raise ArmyCodeError(
            f"cannot import: expected a decoded code, got {type(decoded).__name__}"
        )
    army = catalog.army(decoded.army_id)
    if army is None:
        raise ArmyCodeError(
            f"cannot import: army {decoded.army_id} ('{shorten(decoded.slug)}') is not "
            "in the bundled data"
        )
    if decoded.points < 1:
        raise ArmyCodeError("cannot import: the code's points limit is 0")
    seen: set[tuple[int, bool]] = set()
    groups = []
    unresolved = []
    for group in decoded.groups:
        key = (group.number, group.reinforcement)
        if group.number < 1:
            raise ArmyCodeError("cannot import: a combat group is numbered 0")
        if key in seen:
            raise ArmyCodeError(
                f"cannot import: combat group {group.number} appears twice"
            )
        seen.add(key)
        troopers = []
        for position, member in enumerate(group.members, start=1):
            troopers.append(
                TrooperEntry(
                    unit_id=member.unit_id,
                    group_id=member.group_id,
                    option_id=member.option_id,
                    specops=member.specops,
                )
            )
            missing = _unresolved(army, group, position, member)
            if missing is not None:
                unresolved.append(missing)
        groups.append(
            CombatGroup(
                number=group.number,
                troopers=tuple(troopers),
                reinforcement=group.reinforcement,
            )
        )
    try:
        army_list = ArmyList(
            army_id=decoded.army_id,
            ruleset=ruleset,
            points_limit=decoded.points,
            name=swap_default_name(decoded.name),
            groups=tuple(groups),
        )
    except ValidationError as exc:  # pragma: no cover - checked above
        raise ArmyCodeError(f"cannot import: {exc.errors()[0]['msg']}") from None
    return ImportResult(army_list, tuple(unresolved), decoded.layout)


def army_list_from_code(
    code: str, catalog: Catalog, *, ruleset: str = "n5"
) -> ImportResult:
    """Read a pasted army code or share link into a list of ours.

    Parameters
    ----------
    code : str
        The code (any layout, percent-encoded or not, padded or not) or link.
    catalog : Catalog
        The bundled data to resolve against.
    ruleset : str
        Ruleset id of the new list (codes do not carry one).

    Returns
    -------
    ImportResult
        The list, the members the data does not know, and the code's layout.

    Raises
    ------
    ArmyCodeError
        If the text is not a code, or the code cannot be a list here (unknown
        army, 0 points, bad group numbers).
    """
    return army_list_from_decoded(decode(code), catalog, ruleset=ruleset)
