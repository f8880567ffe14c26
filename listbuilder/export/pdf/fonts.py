"""Fonts for the PDF sheets: pick a font per run of text so every script prints.

Latin text that WinAnsi encodes stays in Helvetica (no font file needed). Other
Latin, Greek, Cyrillic, Arabic and Hebrew text (``Małpy``, ``GŬILÁNG``) uses
DejaVu Sans; Japanese uses IPAexGothic and Korean NanumGothic. All three are
open-licence TrueType files in ``resources/fonts`` (licences beside them), so
every PDF embeds the subset it uses and prints in any viewer. Fonts are
registered with reportlab the first time a run needs them, never at import. A
character no bundled font has prints as U+FFFD (a visible replacement, not an
empty box); invisible format characters no font has (joiners, variation
selectors) are dropped.

Imports paths, stdlib and reportlab; no Qt, no data layer.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from functools import lru_cache

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from listbuilder.core.errors import ListbuilderError
from listbuilder.core.i18n import _
from listbuilder.paths import resources_dir

#: Script classes of a run of text.
BASE, EXTENDED, JAPANESE, KOREAN = "base", "extended", "japanese", "korean"

#: Font names by script class: (regular, bold). The CJK fonts have one weight.
FONT_NAMES = {
    BASE: ("Helvetica", "Helvetica-Bold"),
    EXTENDED: ("DejaVuSans", "DejaVuSans-Bold"),
    JAPANESE: ("IPAexGothic", "IPAexGothic"),
    KOREAN: ("NanumGothic", "NanumGothic"),
}
#: Bundled TrueType files (in ``resources/fonts``) by font name.
TTF_FILES = {
    "DejaVuSans": "DejaVuSans.ttf",
    "DejaVuSans-Bold": "DejaVuSans-Bold.ttf",
    "IPAexGothic": "IPAexGothic.ttf",
    "NanumGothic": "NanumGothic.ttf",
}
#: What prints for a character no bundled font has (DejaVu Sans carries it).
REPLACEMENT = "\ufffd"

_HANGUL = (
    (0x1100, 0x11FF),
    (0x3130, 0x318F),
    (0xA960, 0xA97F),
    (0xAC00, 0xD7AF),
    (0xD7B0, 0xD7FF),
)
_JAPANESE = (
    (0x2E80, 0x2FDF),  # CJK radicals
    (0x3040, 0x30FF),  # hiragana, katakana
    (0x31F0, 0x31FF),
    (0x3400, 0x4DBF),  # CJK extension A
    (0x4E00, 0x9FFF),  # CJK unified ideographs
    (0xF900, 0xFAFF),
)
#: Punctuation and full-width forms both CJK fonts carry: they follow the run
#: they sit in (Korean after Hangul, Japanese otherwise).
_CJK_SHARED = ((0x3000, 0x303F), (0xFF00, 0xFFEF))
#: Control characters other than line breaks and tabs never print as such.
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


class FontError(ListbuilderError):
    """A font the sheets need cannot be loaded (a missing or broken font file)."""


def _in(code: int, ranges: tuple[tuple[int, int], ...]) -> bool:
    return any(lo <= code <= hi for lo, hi in ranges)


def _is_base(text: str) -> bool:
    """True when Helvetica's WinAnsi encoding (cp1252) carries all of ``text``."""
    try:
        text.encode("cp1252")
    except UnicodeEncodeError:
        return False
    return True


def has_glyph(font: str, char: str) -> bool:
    """True when bundled TrueType font ``font`` has a glyph for ``char``."""
    ensure_font(font)
    face = pdfmetrics.getFont(font).face  # type: ignore[attr-defined]
    return ord(char) in face.charToGlyph


@lru_cache(maxsize=4096)
def _fallback(char: str) -> str:
    """The script class of a character outside the fast paths (cached)."""
    code = ord(char)
    if _in(code, _HANGUL):
        order = (KOREAN, JAPANESE, EXTENDED)
    elif _in(code, _JAPANESE):
        order = (JAPANESE, KOREAN, EXTENDED)
    else:
        order = (EXTENDED, JAPANESE, KOREAN)
    for kind in order:
        if has_glyph(FONT_NAMES[kind][0], char):
            return kind
    return ""


def _script(char: str, previous: str) -> str:
    if _is_base(char):
        return BASE
    if _in(ord(char), _CJK_SHARED) and previous in (JAPANESE, KOREAN):
        return previous
    return _fallback(char)


def printable(text: str) -> str:
    """``text`` with what no bundled font prints replaced or dropped.

    Control characters and characters no font has become U+FFFD; format
    characters no font has (zero-width joiners, variation selectors) are
    dropped, since they have no shape of their own. Line breaks and tabs stay.
    """
    text = _CONTROL.sub(REPLACEMENT, text)
    if _is_base(text):
        return text
    out = []
    for char in text:
        if _is_base(char) or _fallback(char):
            out.append(char)
        elif unicodedata.category(char) in ("Cf", "Mn", "Me"):
            continue
        else:
            out.append(REPLACEMENT)
    return "".join(out)


def script_runs(text: str) -> Iterator[tuple[str, str]]:
    """Split ``text`` into (script class, run) pairs, in order.

    A run is the longest stretch printable with one font. Text WinAnsi encodes
    is a single ``BASE`` run (the fast path of nearly every name). Pass
    :func:`printable` text: a character no font has is given to DejaVu Sans.
    """
    if _is_base(text):
        if text:
            yield BASE, text
        return
    kinds: list[str] = []
    for char in text:
        # spaces and ASCII punctuation between two CJK words stay in their run
        kind = _script(char, kinds[-1] if kinds else "") or EXTENDED
        if (
            kind == BASE
            and kinds
            and kinds[-1] in (JAPANESE, KOREAN)
            and char in " ・-"
        ):
            kind = kinds[-1]
        kinds.append(kind)
    # A Latin word with one extended letter ("Gǔdàn") prints wholly in DejaVu:
    # switching fonts mid-word makes the word look patched together.
    for word in re.finditer(r"\S+", text):
        span = kinds[word.start() : word.end()]
        if EXTENDED in span and set(span) <= {BASE, EXTENDED}:
            kinds[word.start() : word.end()] = [EXTENDED] * len(span)
    start = 0
    for i in range(1, len(text) + 1):
        if i == len(text) or kinds[i] != kinds[start]:
            yield kinds[start], text[start:i]
            start = i


def needs_markup(text: str) -> bool:
    """True when ``text`` needs a font other than Helvetica somewhere."""
    return not _is_base(text)


def ensure_font(name: str) -> str:
    """Register font ``name`` with reportlab if it is not yet; return the name.

    Raises
    ------
    FontError
        If a bundled TrueType file is missing or unreadable.
    """
    if name in pdfmetrics.getRegisteredFontNames() or name not in TTF_FILES:
        return name
    path = resources_dir() / "fonts" / TTF_FILES[name]
    try:
        pdfmetrics.registerFont(TTFont(name, str(path)))
    except Exception as exc:  # reportlab raises TTFError or OSError subclasses
        raise FontError(
            _("cannot load the PDF font {path}: {problem}", path=path, problem=exc)
        ) from exc
    return name


def font_for(kind: str, *, bold: bool = False) -> str:
    """The registered font name for script class ``kind``."""
    return ensure_font(FONT_NAMES[kind][1 if bold else 0])
