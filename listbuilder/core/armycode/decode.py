"""Reading official army codes: pasted text or share link to a decoded code.

Writing is in :mod:`listbuilder.core.armycode.encode`; the decoded code's models
(and the list name rule) in :mod:`listbuilder.core.armycode.code`; turning a
code into an army list and back in :mod:`listbuilder.core.armycode.bind`.

An army code is base64 over a small binary format (``/work/shared/armycodes``
README, "The official army code"): army id, slug, list name, points limit, then
combat groups of members (unit, profile group, option). Three group layouts (A,
B, C) and two member trailers (T1, T2 with Spec-Ops strings) are in use; reading
tries them in a fixed order, writing always produces C (T1, or T2 only when a
member carries Spec-Ops upgrades).

Decoding is bounded: the input is capped at :data:`MAX_CODE_CHARS` characters,
every count is checked against the bytes left before anything is allocated, and
the five layout attempts are a fixed loop, so malformed input can neither loop
nor allocate without bound, and a code of more than
:data:`~listbuilder.core.lists.army_list.MAX_GROUPS` groups or
:data:`~listbuilder.core.lists.army_list.MAX_TROOPERS` troopers is refused. Anything
that is not a code raises :class:`ArmyCodeError` naming what was wrong and
where, never another exception.

Pure: imports only stdlib and pydantic.
"""

from __future__ import annotations

import binascii
from urllib.parse import unquote

from listbuilder.core.armycode.code import DecodedCode, DecodedGroup, DecodedMember
from listbuilder.core.armycode.reader import ArmyCodeError, CodeReader
from listbuilder.core.i18n import N_, _
from listbuilder.core.lists.army_list import size_problem

#: Longest text :func:`decode` looks at; real codes are a few hundred characters.
MAX_CODE_CHARS = 100_000
#: Layouts tried when reading, in this order; the first full parse wins.
READ_LAYOUTS: tuple[tuple[str, str], ...] = (
    ("C", "T1"),
    ("C", "T2"),
    ("B", "T1"),
    ("B", "T2"),
    ("A", "T1"),
)

_URL_MARKER = "/army/list/"
_B64_CHARS = frozenset(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
)
# Smallest encoded size of a group header / member per layout: used to reject a
# count that the remaining bytes cannot hold before looping over it.
_GROUP_MIN_BYTES = {"A": 2, "B": 3, "C": 4}
_MEMBER_MIN_BYTES = {"T1": 5, "T2": 6}

#: What a group header's values are called in errors (read for every group).
_GROUP_NUMBER = N_("a combat group number")
_B_MARKER = N_("the layout B marker")
_C_MARKER = N_("the layout C marker")
_REINFORCEMENT_FLAG = N_("the reinforcement flag")
_MEMBER_COUNT = N_("a member count")


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
            _("not an army code: the link has no '/army/list/<code>' part"), None
        )
    # Codes arrive percent-encoded once, sometimes twice (a link inside a link).
    for _attempt in range(3):
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
                _("not an army code: non-ASCII bytes"), exc.start, in_text=True
            ) from None
    if not isinstance(text, str):
        raise ArmyCodeError(
            _("not an army code: expected text, got {kind}", kind=type(text).__name__)
        )
    if len(text) > MAX_CODE_CHARS:
        raise ArmyCodeError(
            _(
                "not an army code: {n} characters is far longer than any army "
                "code (limit {limit})",
                n=len(text),
                limit=MAX_CODE_CHARS,
            )
        )
    body = text.rstrip("=")
    if (
        body
        and len(text) - len(body) <= 2
        and _B64_CHARS.issuperset(body)
        and _URL_MARKER not in body
    ):
        pass  # most: bare base64 (maybe padded), nothing to strip or decode
    else:
        raw = _code_text(text)
        if not raw:
            raise ArmyCodeError(_("not an army code: the text is empty"))
        raw = raw.replace("-", "+").replace("_", "/")
        body = raw.rstrip("=")
        if len(raw) - len(body) > 2:
            raise ArmyCodeError(
                _("not an army code: too much '=' padding"),
                len(body) + 2,
                in_text=True,
            )
    if not _B64_CHARS.issuperset(body):  # one pass in C; the culprit only then
        pos, char = next((i, c) for i, c in enumerate(body) if c not in _B64_CHARS)
        raise ArmyCodeError(
            _("not an army code: {char} is not a base64 character", char=repr(char)),
            pos,
            in_text=True,
        )
    if len(body) % 4 == 1:
        raise ArmyCodeError(
            _(
                "not an army code: {n} base64 characters cannot be a whole number "
                "of bytes (the code is cut short or has an extra character)",
                n=len(body),
            ),
            len(body) - 1,
            in_text=True,
        )
    padded = body + "=" * (-len(body) % 4)
    try:
        # the characters are checked above: binascii's strict decoder, without
        # base64.b64decode's own pattern check of them again
        return binascii.a2b_base64(padded, strict_mode=True)
    except (binascii.Error, ValueError) as exc:  # pragma: no cover - checked above
        raise ArmyCodeError(
            _("not an army code: bad base64 ({exc})", exc=exc)
        ) from None


def _read_member(reader: CodeReader, trailer: str) -> DecodedMember:
    data, start = reader.data, reader.pos
    if trailer == "T1" and reader.end - start >= 8:
        # The common case without a check per value: eight bytes hold the
        # longest member (slot, three two-byte ints, closing byte). Anything
        # unusual is read again below, where it gets its error.
        ids = []
        at = start + 1
        for _i in range(3):
            first = data[at]
            if first < 0x80:
                ids.append(first)
                at += 1
            else:
                ids.append(((first & 0x7F) << 8) | data[at + 1])
                at += 2
        if data[at] == 0:
            reader.pos = at + 1
            return DecodedMember(ids[0], ids[1], ids[2], data[start])
    slot = reader.byte(N_("a member's slot byte"))
    unit_id = reader.int_(N_("a unit id"))
    profile_group_id = reader.int_(N_("a profile group id"))
    option_id = reader.int_(N_("an option id"))
    reader.flag(N_("a member's closing byte"), (0,))
    specops: tuple[str, ...] = ()
    if trailer == "T2" and reader.flag(N_("a Spec-Ops flag")):
        start = reader.pos
        n = reader.byte(N_("the Spec-Ops string count"))
        if n > reader.left:  # each string needs at least its length byte
            raise reader.fail(
                _(
                    "{n} Spec-Ops strings cannot fit in {left} bytes",
                    n=n,
                    left=reader.left,
                ),
                start,
            )
        specops = tuple(reader.string(N_("a Spec-Ops string")) for _i in range(n))
    return DecodedMember(unit_id, profile_group_id, option_id, slot, specops)


def _read_t1_members(reader: CodeReader, size: int) -> tuple[DecodedMember, ...]:
    """``size`` T1 members: :func:`_read_member`'s common case in one loop.

    A member whose eight bytes do not read as the common case (a long id at
    the end of the code, a closing byte not 0) is read by ``_read_member``,
    which names what is wrong.
    """
    data, end = reader.data, reader.end
    members = []
    for _i in range(size):
        start = reader.pos
        if end - start >= 8:
            at = start + 1
            first = data[at]
            if first < 0x80:
                unit_id, at = first, at + 1
            else:
                unit_id, at = ((first & 0x7F) << 8) | data[at + 1], at + 2
            first = data[at]
            if first < 0x80:
                group_id, at = first, at + 1
            else:
                group_id, at = ((first & 0x7F) << 8) | data[at + 1], at + 2
            first = data[at]
            if first < 0x80:
                option_id, at = first, at + 1
            else:
                option_id, at = ((first & 0x7F) << 8) | data[at + 1], at + 2
            if data[at] == 0:
                reader.pos = at + 1
                members.append(DecodedMember(unit_id, group_id, option_id, data[start]))
                continue
        members.append(_read_member(reader, "T1"))
    return tuple(members)


def _read_groups(
    data: bytes, start: int, count: int, kind: str, trailer: str
) -> tuple[DecodedGroup, ...]:
    """Parse ``count`` groups from ``start`` in one layout; must use every byte."""
    reader = CodeReader(data, start)
    if count * _GROUP_MIN_BYTES[kind] > reader.left:
        raise reader.fail(
            _(
                "{count} combat groups cannot fit in the {left} bytes left",
                count=count,
                left=reader.left,
            )
        )
    member_bytes = _MEMBER_MIN_BYTES[trailer]
    groups = []
    for _index in range(count):
        number = reader.int_(_GROUP_NUMBER)
        reinforcement = False
        if kind == "B":
            reader.flag(_B_MARKER, (0,))
        elif kind == "C":
            reader.flag(_C_MARKER, (1,))
            reinforcement = bool(reader.flag(_REINFORCEMENT_FLAG))
        size = reader.count(_MEMBER_COUNT, member_bytes)
        if trailer == "T1":
            members = _read_t1_members(reader, size)
        else:
            members = tuple(_read_member(reader, trailer) for _ in range(size))
        groups.append(DecodedGroup(number, reinforcement, members))
    if reader.left:
        raise reader.fail(
            _("{left} bytes are left over after the last group", left=reader.left)
        )
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
            _("not an army code: expected bytes, got {kind}", kind=type(data).__name__)
        )
    reader = CodeReader(bytes(data))
    try:
        army_id = reader.int_(N_("the army id"))
        slug = reader.string(N_("the army slug"))
        name = reader.string(N_("the list name"))
        points = reader.int_(N_("the points limit"))
        count = reader.count(
            N_("the combat group count"), min(_GROUP_MIN_BYTES.values())
        )
    except ArmyCodeError as exc:
        raise ArmyCodeError(
            _("not an army code: {reason}", reason=exc.reason), exc.offset
        ) from None
    start = reader.pos
    too_many = size_problem(count, 0)
    if too_many is not None:
        raise ArmyCodeError(_("not read: {problem}", problem=too_many))
    best: tuple[int, str, ArmyCodeError] | None = None
    for kind, trailer in READ_LAYOUTS:
        try:
            groups = _read_groups(data, start, count, kind, trailer)
        except ArmyCodeError as exc:
            offset = exc.offset if exc.offset is not None else start
            if best is None or offset > best[0]:
                best = (offset, f"{kind}/{trailer}", exc)
            continue
        too_many = size_problem(count, sum(len(g.members) for g in groups))
        if too_many is not None:
            raise ArmyCodeError(_("not read: {problem}", problem=too_many))
        return DecodedCode(army_id, slug, name, points, groups, f"{kind}/{trailer}")
    assert best is not None
    offset, layout, failure = best
    raise ArmyCodeError(
        _(
            "not an army code: {reason} (no layout fits; layout {layout} got furthest)",
            reason=failure.reason,
            layout=layout,
        ),
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
