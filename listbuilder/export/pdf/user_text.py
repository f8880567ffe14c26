"""User text on the page: escaped, shaped, right to left where written so, and cut.

Every piece of user or data text goes through :func:`markup` (paragraphs) or
:func:`draw_line` (page furniture). Both print it exactly as written: markup in
a list name (``<b>``, ``&``) is escaped, never interpreted; Arabic is shaped
(``arabic-reshaper``) and right-to-left runs are put in display order
(``python-bidi``), line by line; characters no bundled font has print as a
visible replacement (:func:`listbuilder.export.pdf.fonts.printable`).
:func:`fit` cuts text to a width with an ellipsis in O(n log n) measurements,
so a name of 200,000 characters costs milliseconds, not minutes.

Imports stdlib, reportlab, arabic-reshaper and python-bidi; no Qt, no data.
"""

from __future__ import annotations

import re
import unicodedata
from xml.sax.saxutils import escape

import arabic_reshaper
from bidi import get_display
from reportlab.lib.enums import TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from listbuilder.export.pdf.flowables import CachedParagraph
from listbuilder.export.pdf.fonts import BASE, font_for, printable, script_runs

#: The ellipsis that marks cut text (WinAnsi has it: Helvetica prints it).
ELLIPSIS = "…"
#: Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan... and their presentation forms.
_RTL = re.compile(
    "[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff\U00010800-\U00010fff\U0001e800-\U0001efff]"
)
_ARABIC = re.compile("[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff]")


def visual(text: str) -> str:
    """``text`` in display order, Arabic letters joined; each line on its own.

    Text with no right-to-left letter is returned as it is (the fast path).
    """
    if not _RTL.search(text):
        return text
    lines = []
    for line in text.split("\n"):
        if _ARABIC.search(line):
            line = arabic_reshaper.reshape(line)
        lines.append(get_display(line) if _RTL.search(line) else line)
    return "\n".join(lines)


def prepared(text: str) -> str:
    """``text`` ready to lay out: printable characters, in display order."""
    return visual(printable(text))


def markup(text: str, *, bold: bool = False) -> str:
    """Paragraph markup printing ``text`` exactly as written.

    Every character is escaped (``<b>`` prints as ``<b>``); runs other than
    Helvetica's are wrapped in ``<font name=...>`` tags; line breaks become
    ``<br/>``. ``bold`` picks the bold face of fonts that have one.
    """
    out = []
    for kind, run in script_runs(prepared(text)):
        body = escape(run).replace("\n", "<br/>")
        if kind == BASE:
            out.append(body)
        else:
            out.append(f'<font name="{font_for(kind, bold=bold)}">{body}</font>')
    return "".join(out)


def text_width(text: str, size: float, *, bold: bool = False) -> float:
    """Width in points of ``text`` (prepared) at ``size`` points."""
    return sum(
        stringWidth(run, font_for(kind, bold=bold), size)
        for kind, run in script_runs(prepared(text))
    )


def fit(
    text: str, size: float, width: float, *, bold: bool = False, mark: str = ELLIPSIS
) -> str:
    """``text``, cut with ``mark`` (an ellipsis) to be at most ``width`` points wide.

    Text that fits is returned whole. Only a prefix about as long as can fit is
    ever measured (a glyph is rarely under a fifth of an em; a longer prefix is
    tried while zero-width characters make it fit), and the cut is found by
    bisection on its length, at a character boundary of the logical text, so
    right-to-left text keeps its beginning. A name of 200,000 characters costs
    a few milliseconds.
    """
    limit = int(width / (size * 0.2)) + 2
    while limit < len(text) and text_width(text[:limit], size, bold=bold) <= width:
        limit *= 2
    if limit >= len(text) and text_width(text, size, bold=bold) <= width:
        return text
    lo, hi = 0, min(limit, len(text))
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if text_width(text[:mid].rstrip() + mark, size, bold=bold) <= width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + mark


def is_rtl(text: str) -> bool:
    """True when the first strong character of ``text`` is right to left."""
    for char in text:
        kind = unicodedata.bidirectional(char)
        if kind in ("R", "AL"):
            return True
        if kind == "L":
            return False
    return False


def wrap(text: str, size: float, width: float, *, bold: bool = False) -> list[str]:
    """Break ``text`` into lines at most ``width`` points wide, in logical order.

    Lines break between words; a word longer than a line is broken where it
    must. Each line is then put in display order on its own (:func:`visual`),
    as right-to-left text must be wrapped before it is reordered.
    """
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        candidate = f"{line} {word}" if line else word
        if text_width(candidate, size, bold=bold) <= width:
            line = candidate
            continue
        if line:
            lines.append(line)
        line = word
        while len(line) > 1 and text_width(line, size, bold=bold) > width:
            head = fit(line, size, width, bold=bold, mark="") or line[0]
            lines.append(head)
            line = line[len(head) :]
    lines.append(line)
    return lines


def fit_paragraph(
    text: str, style: ParagraphStyle, width: float, lines: int, *, bold: bool
) -> CachedParagraph:
    """A paragraph of ``text`` cut with an ellipsis to wrap to at most ``lines``.

    In full when it fits. A first cut by total width bounds the work (a name of
    200,000 characters is never wrapped whole); the paragraph is then wrapped
    to check, and cut a tenth shorter while it is too long.
    """
    budget = width * lines
    rtl = bool(_RTL.search(text))
    if rtl and is_rtl(text):
        style = ParagraphStyle(f"{style.name}-rtl", parent=style, alignment=TA_RIGHT)
    while True:
        cut = fit(text, style.fontSize, budget, bold=bold)
        if rtl:
            # wrap first, then reorder each line (see wrap)
            cut = "\n".join(wrap(cut, style.fontSize, width, bold=bold))
        paragraph = CachedParagraph(markup(cut, bold=bold), style)
        paragraph.wrap(width, 1e9)
        wrapped = len(paragraph.blPara.lines)  # type: ignore[attr-defined]
        if wrapped <= lines or budget < width:
            return paragraph
        budget *= 0.9


def draw_line(
    canvas: Canvas, x: float, y: float, text: str, size: float, *, bold: bool = False
) -> None:
    """Draw ``text`` at (x, y) as one line, with a font per script."""
    line = canvas.beginText(x, y)
    for kind, run in script_runs(prepared(text)):
        line.setFont(font_for(kind, bold=bold), size)
        line.textOut(run)
    canvas.drawText(line)
