"""Fonts for the PDF sheets: pick a font per run of text so every script prints.

Latin text that WinAnsi encodes stays in Helvetica (no font file needed). Other
Latin, Greek and Cyrillic text (``Małpy``, ``GŬILÁNG``) uses DejaVu Sans from
``resources/fonts``; Japanese uses Adobe's ``HeiseiKakuGo-W5`` CID font and
Korean ``HYGothic-Medium``. Fonts are registered with reportlab the first time a
run needs them, never at import. User text is escaped here, so markup in a list
name (``<b>``, ``&``) prints as written and is never interpreted.

Imports paths, stdlib and reportlab; no Qt, no data layer.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from xml.sax.saxutils import escape

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.pdfbase.ttfonts import TTFont

from listbuilder.core.errors import ListbuilderError
from listbuilder.paths import resources_dir

#: Script classes of a run of text.
BASE, EXTENDED, JAPANESE, KOREAN = "base", "extended", "japanese", "korean"

#: Font names by script class: (regular, bold). CID fonts have no bold face.
FONT_NAMES = {
    BASE: ("Helvetica", "Helvetica-Bold"),
    EXTENDED: ("DejaVuSans", "DejaVuSans-Bold"),
    JAPANESE: ("HeiseiKakuGo-W5", "HeiseiKakuGo-W5"),
    KOREAN: ("HYGothic-Medium", "HYGothic-Medium"),
}

_TTF_FILES = {"DejaVuSans": "DejaVuSans.ttf", "DejaVuSans-Bold": "DejaVuSans-Bold.ttf"}
_CID_FONTS = frozenset({"HeiseiKakuGo-W5", "HYGothic-Medium"})

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


def _extended_has(char: str) -> bool:
    ensure_font("DejaVuSans")
    font = pdfmetrics.getFont("DejaVuSans")
    return ord(char) in font.face.charToGlyph  # type: ignore[attr-defined]


def _script(char: str, previous: str) -> str:
    if _is_base(char):
        return BASE
    code = ord(char)
    if _in(code, _HANGUL):
        return KOREAN
    if _in(code, _JAPANESE):
        return JAPANESE
    if _in(code, _CJK_SHARED):
        return previous if previous in (JAPANESE, KOREAN) else JAPANESE
    # Anything else: DejaVu if it has the glyph, else the Japanese CID font,
    # whose Adobe-Japan1 collection covers many symbols DejaVu lacks.
    return EXTENDED if _extended_has(char) else JAPANESE


def script_runs(text: str) -> Iterator[tuple[str, str]]:
    """Split ``text`` into (script class, run) pairs, in order.

    A run is the longest stretch printable with one font. Text WinAnsi encodes
    is a single ``BASE`` run (the fast path of nearly every name).
    """
    if _is_base(text):
        if text:
            yield BASE, text
        return
    kinds: list[str] = []
    for char in text:
        # spaces and ASCII punctuation between two CJK words stay in their run
        kind = _script(char, kinds[-1] if kinds else "")
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
    if name in pdfmetrics.getRegisteredFontNames():
        return name
    if name in _TTF_FILES:
        path = resources_dir() / "fonts" / _TTF_FILES[name]
        try:
            pdfmetrics.registerFont(TTFont(name, str(path)))
        except Exception as exc:  # reportlab raises TTFError or OSError subclasses
            raise FontError(f"cannot load the PDF font {path}: {exc}") from exc
    elif name in _CID_FONTS:
        pdfmetrics.registerFont(UnicodeCIDFont(name))
    return name


def font_for(kind: str, *, bold: bool = False) -> str:
    """The registered font name for script class ``kind``."""
    return ensure_font(FONT_NAMES[kind][1 if bold else 0])


def markup(text: str, *, bold: bool = False) -> str:
    """Paragraph markup printing ``text`` exactly as written.

    Every character is escaped (``<b>`` prints as ``<b>``); runs other than
    Helvetica's are wrapped in ``<font name=...>`` tags; line breaks become
    ``<br/>``. ``bold`` picks the bold face of fonts that have one.
    """
    out = []
    for kind, run in script_runs(text):
        body = escape(run).replace("\n", "<br/>")
        if kind == BASE:
            out.append(body)
        else:
            out.append(f'<font name="{font_for(kind, bold=bold)}">{body}</font>')
    return "".join(out)
