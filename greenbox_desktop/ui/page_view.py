"""Lay out and draw a page of Markdown blocks (``ui/markdown.py``): wrapped styled text and real tables.

``layout_page(blocks, width, fonts)`` places every run of text once for a given width; the
result is drawn at any scroll offset with ``PageLayout.draw``.  Fonts come from a ``PageFonts``
(the bundled font, with a slanted copy for italics, which DejaVu Sans ships no face for).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pygame

from greenbox_desktop.ui.markdown import Block, Span, Spans

BODY, CODE_COLOUR, TEXT_COLOUR = 16, (232, 196, 90), (240, 234, 214)
HEADING_SIZES = {1: 28, 2: 22, 3: 19}
HEADER_FILL, GRID = (34, 74, 49), (80, 132, 96)

Word = list[tuple[str, Span]]


class PageFonts:
    """The page's fonts by size and style, ``scale`` turning 1280×720 pixel sizes into real ones."""

    def __init__(self, regular: str, bold: str, scale: float) -> None:
        self.paths = {False: regular, True: bold}
        self.scale = scale
        self._cache: dict[tuple[int, bool, bool], pygame.font.Font] = {}

    def font(self, size: int, bold: bool = False, italic: bool = False) -> pygame.font.Font:
        """The font at ``size`` (1280×720 pixels), bold and/or slanted."""
        px = max(8, round(size * self.scale))
        key = (px, bold, italic)
        if key not in self._cache:
            font = pygame.font.Font(self.paths[bold], px)
            font.italic = italic
            self._cache[key] = font
        return self._cache[key]

    def px(self, value: float) -> int:
        """``value`` pixels at 1280×720, scaled."""
        return max(1, round(value * self.scale))


@dataclass
class Piece:
    """One run of text placed on the page: its rectangle (page coordinates), font and colour.

    Its picture is rendered when it is first drawn, so laying out a long page stays cheap.
    """

    rect: pygame.Rect
    text: str
    font: pygame.font.Font
    colour: tuple[int, int, int]
    _image: pygame.Surface | None = None

    @property
    def image(self) -> pygame.Surface:
        """The rendered text."""
        if self._image is None:
            self._image = self.font.render(self.text, True, self.colour)
        return self._image


@dataclass
class PageLayout:
    """A page laid out for one width: text pieces, table cell boxes, and the total height."""

    width: int
    height: int = 0
    pieces: list[Piece] = field(default_factory=list)
    cells: list[tuple[pygame.Rect, bool]] = field(default_factory=list)  # (cell box, is a header cell)
    tables: list[list[list[pygame.Rect]]] = field(default_factory=list)  # each table's rows of cell boxes

    def line_tops(self) -> list[int]:
        """Where lines of text and table rows begin, top to bottom (places a scroll may stop)."""
        return sorted({p.rect.y for p in self.pieces} | {box.y for box, _header in self.cells})

    def draw(self, surface: pygame.Surface, view: pygame.Rect, offset: int) -> None:
        """Draw the part of the page from ``offset`` down into ``view``."""
        clip = surface.get_clip()
        surface.set_clip(view)
        dx, dy = view.x, view.y - offset
        for box, header in self.cells:
            moved = box.move(dx, dy)
            if moved.colliderect(view):
                if header:
                    pygame.draw.rect(surface, HEADER_FILL, moved)
                pygame.draw.rect(surface, GRID, moved, 1)
        for piece in self.pieces:
            moved = piece.rect.move(dx, dy)
            if moved.colliderect(view):
                surface.blit(piece.image, moved)
        surface.set_clip(clip)


def words(runs: Spans) -> list[Word]:
    """The runs cut into words; a word may mix styles ("**Drop**:" is one word)."""
    out: list[Word] = [[]]
    for span in runs:
        for token in re.split(r"(\s+)", span.text):
            if token.isspace():
                if out[-1]:
                    out.append([])
            elif token:
                out[-1].append((token, span))
    return [w for w in out if w]


def same_style(a: Span, b: Span) -> bool:
    """Whether two runs are drawn alike."""
    return (a.bold, a.italic, a.code) == (b.bold, b.italic, b.code)


class Flow:
    """Places styled words into lines of a given width (greedy wrapping)."""

    def __init__(self, fonts: PageFonts, size: int, colour: tuple[int, int, int] = TEXT_COLOUR) -> None:
        self.fonts, self.size, self.colour = fonts, size, colour

    def font(self, span: Span) -> pygame.font.Font:
        """The font of a span at this flow's size."""
        return self.fonts.font(self.size, span.bold or span.code, span.italic)

    def advance(self, text: str, span: Span) -> int:
        """How far ``text`` moves the pen: upright metrics, so a slanted run does not leave a gap after it."""
        return self.fonts.font(self.size, span.bold or span.code).size(text)[0]

    def word_width(self, word: Word) -> int:
        """How wide a word is drawn."""
        return sum(self.advance(text, span) for text, span in word)

    def lines(self, runs: Spans, width: int) -> list[list[Word]]:
        """The words of ``runs`` in lines no wider than ``width`` (a single too-long word gets a line)."""
        space = self.fonts.font(self.size).size(" ")[0]
        lines: list[list[Word]] = []
        line: list[Word] = []
        used = 0
        for word in words(runs):
            w = self.word_width(word)
            if line and (used + space + w > width or self.line_width(line + [word]) > width):
                lines.append(line)
                line, used = [], 0
            used += (space if line else 0) + w
            line.append(word)
        if line:
            lines.append(line)
        return lines

    @staticmethod
    def line_runs(line: list[Word]) -> list[tuple[str, Span]]:
        """A line's words joined by spaces into runs of one style each, as they are drawn."""
        runs_of_line: list[tuple[str, Span]] = []
        for n, word in enumerate(line):
            for text, span in ([(" ", word[0][1])] if n else []) + word:
                if runs_of_line and same_style(runs_of_line[-1][1], span):
                    runs_of_line[-1] = (runs_of_line[-1][0] + text, span)
                else:
                    runs_of_line.append((text, span))
        return runs_of_line

    def line_width(self, line: list[Word]) -> int:
        """How wide a line is drawn (whole runs measure a little wider than their words added up)."""
        return sum(self.font(span).size(text)[0] for text, span in self.line_runs(line))

    def line_height(self) -> int:
        """The height of one line at this size."""
        return self.fonts.font(self.size, True).get_linesize()

    def place(self, runs: Spans, x: int, y: int, width: int, out: list[Piece]) -> int:
        """Wrap ``runs`` into ``width`` at (x, y), adding pieces to ``out``; returns the y below."""
        for line in self.lines(runs, width):
            cx = x
            for text, span in self.line_runs(line):
                font = self.font(span)
                w, h = font.size(text)
                out.append(Piece(pygame.Rect(cx, y, w, h), text, font, CODE_COLOUR if span.code else self.colour))
                cx += self.advance(text, span)
            y += self.line_height()
        return y


def layout_table(block: Block, x: int, y: int, width: int, fonts: PageFonts, page: PageLayout) -> int:
    """Lay out a table inside ``width``: columns as wide as their text, shrunk to fit; returns the y below."""
    flow = Flow(fonts, BODY - 1)
    pad = fonts.px(8)
    columns = len(block.rows[0])
    space = fonts.font(BODY - 1).size(" ")[0]
    natural = [max(sum(flow.word_width(w) + space for w in words(cell)) for cell in col) for col in zip(*block.rows)]
    least = [max([flow.word_width(w) for cell in col for w in words(cell)] or [0]) for col in zip(*block.rows)]
    room = width - 2 * pad * columns
    if sum(natural) <= room:
        inner = natural
    else:
        spare = max(0, room - sum(least))
        extra = [n - m for n, m in zip(natural, least)]
        total = sum(extra) or 1
        inner = [m + spare * e // total for m, e in zip(least, extra)]
    rows: list[list[pygame.Rect]] = []
    for r, row in enumerate(block.rows):
        heights = [len(flow.lines(cell, w)) * flow.line_height() for cell, w in zip(row, inner)]
        h = max(heights) + 2 * pad
        cx, boxes = x, []
        for cell, w in zip(row, inner):
            box = pygame.Rect(cx, y, w + 2 * pad, h)
            boxes.append(box)
            page.cells.append((box, r == 0))
            flow.place(cell, box.x + pad, box.y + pad, w, page.pieces)
            cx = box.right - 1
        rows.append(boxes)
        y += h - 1
    page.tables.append(rows)
    return y + 1


def layout_page(blocks: list[Block], width: int, fonts: PageFonts) -> PageLayout:
    """Every block placed in turn, top to bottom, within ``width``."""
    page = PageLayout(width)
    body = Flow(fonts, BODY)
    gap = fonts.px(10)
    y = 0
    for block in blocks:
        if block.kind == "heading":
            y += gap if y else 0
            y = Flow(fonts, HEADING_SIZES.get(block.level, BODY + 2), CODE_COLOUR).place(
                block.spans, 0, y, width, page.pieces) + fonts.px(4)
        elif block.kind == "item":
            indent = fonts.px(22) * (block.indent + 1)
            font = fonts.font(BODY)
            marker = pygame.Rect((0, 0), font.size(block.marker))
            marker.topright = (indent - fonts.px(6), y)
            page.pieces.append(Piece(marker, block.marker, font, TEXT_COLOUR))
            y = body.place(block.spans, indent, y, width - indent, page.pieces) + fonts.px(4)
        elif block.kind == "table":
            y = layout_table(block, 0, y + fonts.px(4), width, fonts, page) + gap
        else:
            y = body.place(block.spans, 0, y, width, page.pieces) + gap
    page.height = y
    return page
