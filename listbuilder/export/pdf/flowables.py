"""Fast flowables: what paragraphs and tables drew, laid out once, drawn directly.

A line of Helvetica text that fits its width needs no paragraph: no markup to
parse, no lines to break (:class:`TextLine` draws it where the paragraph
would). reportlab asks a flowable for its size again and again with the same
room (a ``KeepTogether``, the frame, a table drawing its cells), so
:class:`CachedParagraph` and :class:`CachedTable` keep their last layout and
give it back when asked the same. :class:`FitInFrame` lays a card's content
out once and shrinks only what overflows; :class:`BoxedRows` draws the profile
line's boxes as their table did. Each draws what the reportlab flowable it
replaces drew, operation for operation (``tests/export/pdf/test_flowables``).

Imports stdlib and reportlab only; no Qt, no data layer.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from reportlab import rl_config
from reportlab.lib.colors import Color
from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import getAscentDescent, stringWidth
from reportlab.platypus import Flowable, KeepInFrame, Paragraph, Table

#: What a paragraph collapses to one space between words (and drops at the ends)
#: among the characters of Helvetica's encoding; U+00A0 is not one of them.
_SPACES = re.compile(r"[ \t\r\x0b\x0c]+")
#: reportlab's tolerance in layout comparisons, in points.
_FUZZ = rl_config._FUZZ


def row_tops(heights: Sequence[float]) -> list[float]:
    """Row boundaries from the top down (points), summed as reportlab's table sums them.

    ``heights`` are the rows' heights, top row first; the result has one more
    entry: ``[total, ..., last row's height, 0.0]``. reportlab adds the heights
    from the bottom with a compensated (Kahan) sum; drawing a table without
    reportlab must place its lines on the same points.
    """
    positions = [0.0]
    height = compensation = 0.0
    for h in reversed(heights):
        y = h - compensation
        total = height + y
        compensation = (total - height) - y
        height = total
        positions.append(height)
    positions.reverse()
    return positions


class CachedParagraph(Paragraph):
    """A ``Paragraph`` that breaks its lines once per available width.

    A paragraph's lines and height depend on the width only; asked again for
    the width it last laid out at, it returns the same (width, height) in
    points without breaking its lines again.
    """

    _laid_width: float | None = None

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        """Lay the lines out for ``availWidth`` points, unless already done."""
        if availWidth == self._laid_width:
            return self.width, self.height
        size: tuple[float, float] = super().wrap(availWidth, availHeight)
        self._laid_width = availWidth
        return size

    def split(self, availWidth: float, availHeight: float) -> list[Any]:
        """Split as a ``Paragraph`` does (the parts lay themselves out anew)."""
        self._laid_width = None  # splitting lays the lines out anew
        parts: list[Any] = super().split(availWidth, availHeight)
        return parts


class CachedTable(Table):
    """A ``Table`` that computes its rows' heights once per available width.

    Asked again for the same width and at least the height the whole table
    took, it returns the same (width, height) in points without laying its
    cells out again. A table taller than the room is laid out again (reportlab
    stops measuring rows once the room is full), and so is one being split.
    """

    #: (width asked, size found) of the last complete layout, in points
    _laid: tuple[float, tuple[float, float]] | None = None

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        """Lay the rows out for the room, unless already done for as much."""
        laid = self._laid
        if laid is not None and laid[0] == availWidth and availHeight >= laid[1][1]:
            return laid[1]
        size: tuple[float, float] = super().wrap(availWidth, availHeight)
        # every row measured: reportlab stops at the first row past the room
        complete = getattr(self, "_hmax", -1) == getattr(self, "_nrows", -2)
        self._laid = (availWidth, size) if complete else None
        return size

    def split(self, availWidth: float, availHeight: float) -> list[Any]:
        """Split as a ``Table`` does (the parts lay themselves out anew)."""
        self._laid = None  # splitting measures the rows for the room anew
        parts: list[Any] = super().split(availWidth, availHeight)
        return parts


class TextLine(Flowable):
    """Text a one-line paragraph would print, drawn without being a paragraph.

    For text in one Helvetica face (no markup, no font per script; callers
    check) with single spaces between words. When it fits the width it is
    given, it is drawn where and as a ``Paragraph`` of the same style draws its
    one line (same baseline, alignment and colour) for a fraction of the cost;
    when it does not, it lays itself out as that paragraph and draws it.

    Parameters
    ----------
    text : str
        The text as printed (already through ``prepared``).
    markup : str
        The same text as paragraph markup (escaped), used only when it wraps.
    style : ParagraphStyle
        Font, size in points, leading, alignment, indents and spacing.
    """

    def __init__(self, text: str, markup: str, style: ParagraphStyle) -> None:
        super().__init__()
        self.text = text
        self.style = style
        self._markup = markup
        self._paragraph: CachedParagraph | None = None
        self._needed = stringWidth(text, style.fontName, style.fontSize)

    @staticmethod
    def words_of(text: str) -> str | None:
        """``text`` as a paragraph prints it on one line, or None if it breaks lines.

        Runs of spaces and tabs become one space, none at the ends; None for
        text with a line break (a paragraph's ``<br/>``) or no words.
        """
        if "\n" in text:
            return None
        return _SPACES.sub(" ", text).strip(" ") or None

    def _room(self, width: float) -> float:
        st = self.style
        return width - st.leftIndent - st.firstLineIndent - st.rightIndent

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        """(width, height) in points: one line's leading, or the paragraph's."""
        if self._needed <= self._room(availWidth):
            self._paragraph = None
            self.width, self.height = availWidth, self.style.leading
            return self.width, self.height
        if self._paragraph is None:
            self._paragraph = CachedParagraph(self._markup, self.style)
        size: tuple[float, float] = self._paragraph.wrap(availWidth, availHeight)
        self.width, self.height = size
        return size

    def split(self, availWidth: float, availHeight: float) -> list[Any]:
        """One line never splits; wrapped text splits as its paragraph does."""
        if self._paragraph is None:
            return []
        parts: list[Any] = self._paragraph.split(availWidth, availHeight)
        return parts

    def getSpaceBefore(self) -> float:
        """The style's space before, in points (as a paragraph's)."""
        return float(self.style.spaceBefore)

    def getSpaceAfter(self) -> float:
        """The style's space after, in points (as a paragraph's)."""
        return float(self.style.spaceAfter)

    def getPlainText(self) -> str:
        """The text, as a paragraph's ``getPlainText`` gives it."""
        return self.text

    def drawOn(self, canvas: Any, x: float, y: float, _sW: float = 0) -> None:
        """Draw at (x, y): the line, or the paragraph it became when it wrapped."""
        # Any: the stubs of drawOn lack _sW, which every flowable takes
        paragraph = self._paragraph
        draw_on: Any = super().drawOn if paragraph is None else paragraph.drawOn
        draw_on(canvas, x, y, _sW)

    def draw(self) -> None:
        """Draw the one line with the text operations ``Paragraph.drawPara`` uses.

        The same operations, so that the page is the same to a viewer and to
        text extraction (which reads a line's moves).
        """
        st = self.style
        canvas = self.canv
        if rl_config.paraFontSizeHeightOffset:
            y = self.height - st.fontSize
        else:
            y = self.height - getAscentDescent(st.fontName, st.fontSize)[0]
        spare = self._room(self.width) - self._needed
        shift = st.firstLineIndent
        if st.alignment == TA_RIGHT:
            shift += spare
        elif st.alignment == TA_CENTER:
            shift += spare / 2
        canvas.saveState()
        canvas.setFillColor(st.textColor)
        line = canvas.beginText(st.leftIndent, y)
        line.setFont(st.fontName, st.fontSize, st.leading)
        moved = abs(shift) > 1e-6  # as reportlab's paragraph moves
        if moved:
            line.setXPos(shift)
        line.textLine(self.text)
        if moved:
            line.setXPos(-shift)
        canvas.drawText(line)
        canvas.restoreState()


class FitInFrame(Flowable):
    """Flowables stacked top to bottom in a box, shrunk only if they overflow it.

    The content is laid out once at the box's width; when it fits (nearly
    every trooper card) it is drawn as ``KeepInFrame`` draws content that
    fits, without asking each flowable for its size again. Content taller
    than the box is handed to a ``KeepInFrame(mode="shrink")``, which finds
    the scale that fits it.

    Parameters
    ----------
    content : list of Flowable
        Stacked in order; spacing as in a frame (space before and after).
    width, height : float
        The box, in points.
    """

    def __init__(self, content: list[Flowable], width: float, height: float) -> None:
        super().__init__()
        self._content = content
        self._box = (width, height)
        self._sizes: list[tuple[float, float]] = []
        self._shrunk: KeepInFrame | None = None

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        """(width, height) in points of the content, or of its shrunk copy."""
        width = min(self._box[0], availWidth)
        height = min(self._box[1], availHeight)
        canvas: Any = getattr(self, "canv", None)  # none when wrap is called alone
        self._sizes = [c.wrapOn(canvas, width, 0xFFFFFFF) for c in self._content]
        # summed as reportlab's _listWrapOn sums a KeepInFrame's content
        used, total, after, top = 0.0, 0.0, 0.0, True
        for c, (w, h) in zip(self._content, self._sizes, strict=True):
            if h <= _FUZZ:
                continue
            used = max(used, min(w, width))
            total += h if top else h + max(c.getSpaceBefore() - after, 0)
            top = False
            after = c.getSpaceAfter()
            total += after
        total -= after
        if used <= width + _FUZZ and total <= height + _FUZZ:
            self._shrunk = None
            self.width, self.height = used, total
            return used, total
        self._shrunk = KeepInFrame(width, height, self._content, mode="shrink")
        size: tuple[float, float] = self._shrunk.wrapOn(canvas, availWidth, availHeight)
        self.width, self.height = size
        return size

    def drawOn(self, canvas: Any, x: float, y: float, _sW: float = 0) -> None:
        """Draw the content from the top down, as ``KeepInFrame`` places it."""
        if self._shrunk is not None:
            draw_on: Any = self._shrunk.drawOn  # the stubs lack _sW
            draw_on(canvas, x, y, _sW)
            return
        top = y + self.height
        y = top
        after = 0.0
        for c, (w, h) in zip(self._content, self._sizes, strict=True):
            if h < _FUZZ:
                continue
            if y != top:
                h += max(c.getSpaceBefore() - after, 0)
            y -= h
            after = c.getSpaceAfter()
            child: Any = c
            child.drawOn(canvas, x, y, _sW=self.width - w)
            if c is not self._content[-1]:
                y -= after


class BoxedRows(Flowable):
    r"""Rows of centred plain strings in ruled boxes, the first row shaded.

    What a ``Table`` of strings styled with a FONT per row, ALIGN CENTER, a
    BACKGROUND on the first row and a GRID draws, drawn with the same canvas
    operations in the same order, without a table's per-cell styles: the
    profile line (MOV, CC, BS...) of every trooper of every sheet and card.

    Parameters
    ----------
    rows : sequence of sequence of str
        The rows' texts (``\\n`` breaks a line), in Helvetica's encoding.
    widths : sequence of float
        The columns' widths in points.
    fonts : sequence of (str, float)
        Each row's font name and size in points (leading 1.2 x the size).
    shade, rule : Color
        The first row's background, and the colour of the rules.
    rule_width : float
        The rules' width in points.
    padding : (float, float, float)
        Each cell's top, bottom and side padding in points.
    """

    def __init__(
        self,
        rows: Sequence[Sequence[str]],
        widths: Sequence[float],
        fonts: Sequence[tuple[str, float]],
        *,
        shade: Color,
        rule: Color,
        rule_width: float,
        padding: tuple[float, float, float],
    ) -> None:
        super().__init__()
        #: The rows' texts, as given.
        self.texts = [list(row) for row in rows]
        self._lines = [[text.split("\n") for text in row] for row in rows]
        self.fonts = list(fonts)
        self._shade, self._rule, self._rule_width = shade, rule, rule_width
        self._padding = padding
        top, bottom, _side = padding
        self._columns = [0.0]  # summed as reportlab's table sums them
        for w in widths:
            self._columns.append(self._columns[-1] + w)
        self._widths = list(widths)
        heights = [
            max(size * 1.2 * len(lines) for lines in row) + bottom + top
            for row, (_font, size) in zip(self._lines, self.fonts, strict=True)
        ]
        # row tops from the bottom, as reportlab's (compensated) sum gives them
        positions = row_tops(heights)
        self._positions = positions
        self.width, self.height = self._columns[-1], positions[0]

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        """(width, height) in points: fixed by the columns and the fonts."""
        return self.width, self.height

    def draw(self) -> None:
        """Draw shade, texts and rules as ``Table.draw`` does for such a table."""
        canvas = self.canv
        columns, positions = self._columns, self._positions
        _top, bottom, side = self._padding
        canvas.saveState()
        canvas.setFillColor(self._shade)
        width = columns[-1]
        canvas.rect(0, positions[0], width, positions[1] - positions[0], 0, 1)
        current: tuple[str, float] | None = None
        for r, row in enumerate(self._lines):
            font, size = self.fonts[r]
            leading = size * 1.2
            for c, lines in enumerate(row):
                if current is None:
                    canvas.setFillColor("black")
                if current != (font, size):
                    canvas.setFont(font, size, leading)
                    current = (font, size)
                # (width + left - right padding) / 2, summed as reportlab does
                x = columns[c] + (self._widths[c] + side - side) * 0.5
                y = positions[r + 1] + bottom + len(lines) * leading - size
                for line in lines:
                    canvas.drawCentredString(x, y, line)
                    y -= leading
        canvas.saveState()
        canvas.setLineCap(1)
        canvas.setLineJoin(1)
        canvas.setStrokeColor(self._rule)
        canvas.setLineWidth(self._rule_width)
        bottom_y = positions[-1]
        canvas.line(0, positions[0], width, positions[0])  # the box
        canvas.line(0, bottom_y, width, bottom_y)
        canvas.line(0, bottom_y, 0, positions[0])
        canvas.line(width, bottom_y, width, positions[0])
        for y in positions[1:-1]:  # the inner grid
            canvas.line(0, y, width, y)
        for x in columns[1:-1]:
            canvas.line(x, bottom_y, x, positions[0])
        canvas.restoreState()
        canvas.restoreState()
