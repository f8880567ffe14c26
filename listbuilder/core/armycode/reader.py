"""Reading an army code's bytes, and the error of a text that is no code.

:class:`CodeReader` is the bounds-checked cursor :mod:`listbuilder.core.armycode.decode`
decodes with; every read that runs past the end, or finds a value the layout
forbids, raises :class:`ArmyCodeError` naming what was read and where. What
is read is named by its English message (marked with ``N_``), translated only
when an error is raised: a code of 15 troopers reads some 80 values, and
translating their names up front cost more than reading them.

Pure: imports only stdlib.
"""

from __future__ import annotations

from listbuilder.core.errors import ListbuilderError
from listbuilder.core.i18n import N_, _

__all__ = ["ArmyCodeError", "CodeReader"]


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
                _(" (at character {n} of the code)", n=offset)
                if in_text
                else _(" (at byte {n})", n=offset)
            )
        super().__init__(f"{reason}{where}")


def _label(what: str, of: str | None = None) -> str:
    """The translated name of a value read (``of``: the value it belongs to)."""
    return _(what) if of is None else _(what, what=_(of))


class CodeReader:
    """Cursor over the binary code; every read is bounds-checked.

    Each read takes ``what``, the English name of the value (a message marked
    with :func:`~listbuilder.core.i18n.N_`), which an error translates.
    """

    __slots__ = ("data", "end", "pos")

    def __init__(self, data: bytes, pos: int = 0) -> None:
        self.data = data
        self.pos = pos
        self.end = len(data)

    @property
    def left(self) -> int:
        """Bytes not yet read."""
        return self.end - self.pos

    def fail(self, reason: str, offset: int | None = None) -> ArmyCodeError:
        """The error to raise: ``reason`` at ``offset`` (default: here)."""
        return ArmyCodeError(reason, self.pos if offset is None else offset)

    def byte(self, what: str) -> int:
        """Read one byte; ``what`` names it in the error if the code ends."""
        if self.pos >= self.end:
            raise self.fail(
                _("the code ends where {what} should be", what=_label(what))
            )
        value = self.data[self.pos]
        self.pos += 1
        return value

    def flag(self, what: str, expected: tuple[int, ...] = (0, 1)) -> int:
        """Read one byte that must be one of ``expected``."""
        start = self.pos
        value = self.byte(what)
        if value not in expected:
            want = " or ".join(str(e) for e in expected)
            raise self.fail(
                _(
                    "{what} is {value}, expected {want}",
                    what=_label(what),
                    value=value,
                    want=want,
                ),
                start,
            )
        return value

    def int_(self, what: str, of: str | None = None) -> int:
        """Read the code's int: one byte below 0x80, else two (15 bits).

        ``of`` fills the ``{what}`` field of ``what`` (``"the length of
        {what}"``), translated too.
        """
        if self.pos >= self.end:
            raise self.fail(
                _("the code ends where {what} should be", what=_label(what, of))
            )
        first = self.data[self.pos]
        if first < 0x80:
            self.pos += 1
            return first
        if self.pos + 1 >= self.end:
            raise self.fail(
                _(
                    "the code ends inside {what} (a two-byte number)",
                    what=_label(what, of),
                )
            )
        value = ((first & 0x7F) << 8) | self.data[self.pos + 1]
        self.pos += 2
        return value

    def string(self, what: str) -> str:
        """Read a length-prefixed UTF-8 string."""
        start = self.pos
        size = self.int_(N_("the length of {what}"), what)
        if size > self.left:
            raise self.fail(
                _(
                    "{what} claims {size} bytes but only {left} are left",
                    what=_label(what),
                    size=size,
                    left=self.left,
                ),
                start,
            )
        chunk = self.data[self.pos : self.pos + size]
        try:
            text = chunk.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise self.fail(
                _("{what} is not UTF-8 text", what=_label(what)),
                self.pos + exc.start,
            ) from None
        self.pos += size
        return text

    def count(self, what: str, min_bytes: int) -> int:
        """Read a count of items each at least ``min_bytes`` long (checked)."""
        start = self.pos
        value = self.int_(what)
        if value * min_bytes > self.left:
            raise self.fail(
                _(
                    "{what} is {value}, but only {left} bytes are left (each "
                    "needs at least {min_bytes})",
                    what=_label(what),
                    value=value,
                    left=self.left,
                    min_bytes=min_bytes,
                ),
                start,
            )
        return value
