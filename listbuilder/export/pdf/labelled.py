"""Labelled lines (``Skills: Climbing Plus, Dodge (+1)``) laid out without a paragraph.

A trooper's characteristics, skills, equipment, orders and hacking programs are
lines of a bold label and plain values. As a reportlab ``Paragraph`` each such
block costs a markup parse, a general line breaker and a general line drawer;
:class:`LabelledLines` breaks the lines with the rules that breaker applies to
such text (words between single spaces, a line may run over by 5% of its
spaces' width) and draws them with the very text operations the paragraph
draws, so the page is the same to the eye and to text extraction. Text the
rules do not cover (another script, a word longer than a line) is laid out by
the paragraph itself.

Imports stdlib and reportlab only; no Qt, no data layer.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from reportlab import rl_config
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable

from listbuilder.export.pdf.flowables import CachedParagraph

#: The bold face of the Helvetica family, as a paragraph's ``<b>`` picks it.
BOLD = {"Helvetica": "Helvetica-Bold"}

#: A piece of a drawn line: (font name, text).
Piece = tuple[str, str]


class LabelledLines(Flowable):
    """Lines of ``label value, value...``: each label bold, the values plain.

    Laid out and drawn as ``Paragraph("<b>label</b> values<br/>...", style)``
    would be (left aligned, no indents, no ``autoLeading``).

    Parameters
    ----------
    lines : sequence of (str, str)
        (label, values) of each line, both printable in Helvetica (WinAnsi),
        words separated by single spaces; check with :meth:`can_print`.
    markup : str
        The same lines as paragraph markup, laid out by a paragraph when a
        word is wider than the room.
    style : ParagraphStyle
        Font (the Helvetica family), size and leading in points.
    """

    def __init__(
        self, lines: Sequence[tuple[str, str]], markup: str, style: ParagraphStyle
    ) -> None:
        super().__init__()
        self.lines = list(lines)
        self.style = style
        self._markup = markup
        size = style.fontSize
        regular, bold = style.fontName, BOLD[style.fontName]
        self._space = stringWidth(" ", regular, size)
        #: per line, its words: (font, text, width in points)
        self._words = [
            [(bold, w, stringWidth(w, bold, size)) for w in label.split(" ")]
            + [(regular, w, stringWidth(w, regular, size)) for w in values.split(" ")]
            for label, values in self.lines
        ]
        self._laid: list[tuple[list[Piece], float, int]] = []
        self._laid_width: float | None = None
        self._paragraph: CachedParagraph | None = None

    @staticmethod
    def can_print(style: ParagraphStyle, texts: Sequence[str]) -> bool:
        """True when :class:`LabelledLines` prints ``texts`` in ``style`` as is.

        The style's font must be Helvetica, left aligned without indents, and
        every text WinAnsi with words between single spaces: no tabs or line
        breaks, and no no-break space (``Hidden Deployment`` in the data),
        around which reportlab 5.1's paragraph counts spaces its own way.
        """
        if (
            style.fontName not in BOLD
            or style.alignment != 0
            or style.leftIndent
            or style.rightIndent
            or style.firstLineIndent
            or getattr(style, "autoLeading", "") not in ("", "off", None)
        ):
            return False
        for text in texts:
            if not text or text != text.strip(" ") or "  " in text:
                return False
            if any(c in text for c in "\t\n\r\x0b\x0c\xa0"):
                return False
            try:
                text.encode("cp1252")
            except UnicodeEncodeError:
                return False
        return True

    def _break(self, width: float) -> list[tuple[list[Piece], float, int]] | None:
        """Each drawn line: (pieces, spare width, words), or None to use a paragraph.

        The rules of reportlab's ``Paragraph.breakLines`` for this text: a line
        takes words while they fit in ``width`` plus 5% (the style's
        ``spaceShrinkage``) of its spaces' width; a line's first word is
        always taken; a word wider than the line would be split: a paragraph
        does that.
        """
        shrink = self.style.spaceShrinkage * self._space
        out: list[tuple[list[Piece], float, int]] = []
        for n, words in enumerate(self._words):
            if any(w > width for _f, _t, w in words):
                return None
            pieces: list[Piece] = []
            used = 0.0
            count = 0  # words on the line
            label_words = len(words) - len(self.lines[n][1].split(" "))
            for i, (font, text, w) in enumerate(words):
                new = used + self._space + w
                if count and new > width + shrink * count:
                    out.append((pieces, width - used, count))
                    pieces, used, count = [], 0.0, 0
                if not count:
                    pieces.append((font, text))
                    used = w
                else:  # the label's empty values piece takes " value" too
                    pieces[-1] = (font, pieces[-1][1] + " " + text)
                    used = new
                count += 1
                if i == label_words - 1:
                    # the label's last word carries the values' empty start
                    pieces.append((self.style.fontName, ""))
            last = n == len(self._words) - 1
            if not last:  # the <br/>: an empty piece in the values' font
                pieces.append((self.style.fontName, ""))
            out.append((pieces, width - used, count))
        return out

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        """(width, height) in points: the lines' count times the leading."""
        if availWidth != self._laid_width:
            laid = self._break(availWidth)
            if laid is None:
                self._paragraph = self._paragraph or CachedParagraph(
                    self._markup, self.style
                )
                self._laid = []
            else:
                self._paragraph = None
                self._laid = laid
            self._laid_width = availWidth
        if self._paragraph is not None:
            size: tuple[float, float] = self._paragraph.wrap(availWidth, availHeight)
            self.width, self.height = size
            return size
        self.width, self.height = availWidth, len(self._laid) * self.style.leading
        return self.width, self.height

    def split(self, availWidth: float, availHeight: float) -> list[Any]:
        """Split as the paragraph would (the lines are not split themselves)."""
        paragraph = self._paragraph or CachedParagraph(self._markup, self.style)
        parts: list[Any] = paragraph.split(availWidth, availHeight)
        return parts

    def getPlainText(self) -> str:
        """The lines' text without markup, as a paragraph's ``getPlainText``."""
        return "".join(f"{label} {values}" for label, values in self.lines)

    def drawOn(self, canvas: Any, x: float, y: float, _sW: float = 0) -> None:
        """Draw at (x, y): the lines, or the paragraph they were given to."""
        paragraph = self._paragraph
        # Any: the stubs of drawOn lack _sW, which every flowable takes
        draw_on: Any = super().drawOn if paragraph is None else paragraph.drawOn
        draw_on(canvas, x, y, _sW)

    def draw(self) -> None:
        """Draw the lines with the text operations ``Paragraph.drawPara`` uses."""
        st = self.style
        canvas = self.canv
        if rl_config.paraFontSizeHeightOffset:
            y = self.height - st.fontSize
        else:  # pragma: no cover - reportlab's default is the offset
            y = self.height - st.fontSize * 0.8
        canvas.saveState()
        text: Any = canvas.beginText(0, y)  # Any: its private moves are used
        current: str | None = None
        coloured = led = False
        for pieces, spare, count in self._laid:
            spread = spare <= -1e-8 and count > 1  # an overfull line's spaces
            if spread:
                text.setWordSpace(spare / (count - 1))
            if not led:
                text.setLeading(st.leading)
                led = True
            for i, (font, chunk) in enumerate(pieces):
                if font != current:
                    text._setFont(font, st.fontSize)
                    current = font
                if not coloured:
                    text.setFillColor(st.textColor)
                    coloured = True
                text._textOut(chunk, i == len(pieces) - 1)
            if spread:
                text.setWordSpace(0)
        canvas.drawText(text)
        canvas.restoreState()
