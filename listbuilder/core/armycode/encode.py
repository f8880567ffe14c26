"""Write an army code: layout C with trailer T1 (T2 only for Spec-Ops upgrades).

See :mod:`listbuilder.core.armycode.decode` for the format. Pure: imports only stdlib.
"""

from __future__ import annotations

import base64
from urllib.parse import quote, unquote

from listbuilder.core.armycode.code import MAX_INT, SHARE_URL_PREFIX, DecodedCode
from listbuilder.core.armycode.reader import ArmyCodeError
from listbuilder.core.i18n import _


def _put_int(out: bytearray, value: int, what: str) -> None:
    if not 0 <= value <= MAX_INT:
        raise ArmyCodeError(
            _(
                "cannot write an army code: {what} {value} is outside 0..{most}",
                what=what,
                value=value,
                most=MAX_INT,
            )
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
            _(
                "cannot write an army code: {what} holds a lone surrogate "
                "(\\u{ord:04x} at character {start}), which is not valid Unicode",
                what=what,
                ord=ord(text[exc.start]),
                start=exc.start,
            )
        ) from None
    _put_int(out, len(raw), _("the byte length of {what}", what=what))
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
    _put_int(out, decoded.army_id, _("army id"))
    _put_string(out, decoded.slug, _("the army slug"))
    _put_string(out, decoded.name, _("the list name"))
    _put_int(out, decoded.points, _("points limit"))
    _put_int(out, len(decoded.groups), _("combat group count"))
    for group in decoded.groups:
        _put_int(out, group.number, _("combat group number"))
        out.append(1)
        out.append(1 if group.reinforcement else 0)
        _put_int(out, len(group.members), _("member count"))
        for m in group.members:
            if not 0 <= m.slot <= 0xFF:
                raise ArmyCodeError(
                    _("cannot write an army code: slot {slot}", slot=m.slot)
                )
            out.append(m.slot)
            _put_int(out, m.unit_id, _("unit id"))
            _put_int(out, m.profile_group_id, _("profile group id"))
            _put_int(out, m.option_id, _("option id"))
            out.append(0)
            if t2:
                if not m.specops:
                    out.append(0)
                    continue
                if len(m.specops) > 0xFF:
                    raise ArmyCodeError(
                        _("cannot write an army code: more than 255 Spec-Ops strings")
                    )
                out += bytes((1, len(m.specops)))
                for text in m.specops:
                    _put_string(out, text, _("a Spec-Ops string"))
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
            _("not an army code: expected text, got {kind}", kind=type(code).__name__)
        )
    code = code.strip()
    if "%" in code:
        code = unquote(code)
    try:
        return SHARE_URL_PREFIX + quote(code, safe="")
    except UnicodeEncodeError:
        raise ArmyCodeError(
            _("not an army code: it holds a lone surrogate, which is not valid Unicode")
        ) from None
