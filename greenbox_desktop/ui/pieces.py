"""The box's components drawn at base resolution: tiles, cards, cubes, meeples, dice, bag, track.

Used by ``packaging/make_art.py`` to write the sprites and by ``art.Art`` at run time for the
extras (printed cards and extra dice) that are described only by data.  Colour is never the
only cue: cubes, meeples and card borders carry their colour's letter (``LETTERS``).
"""

from __future__ import annotations

import math
import textwrap
from typing import Callable, Iterator

import pygame

from greenbox_desktop.box import COLOURS, COMPONENTS, MEEPLE_COLOURS, SYMBOLS, SYMBOL_CODE, Component
from greenbox_desktop.ui.assets import FONT_BOLD, FONT_REGULAR
from greenbox_desktop.ui.paint import Canvas, Colour, Point, shade, smooth, star_points
from greenbox_desktop.ui.pictograms import draw_symbol

TILE = (160, 160)
CARD = (200, 280)
CUBE = (64, 64)
MEEPLE = (72, 80)
DIE = (96, 96)
BAG = (150, 170)
TRACK = (300, 480)

PAINT: dict[str, tuple[int, int, int]] = {
    "red": (204, 44, 44),
    "blue": (38, 92, 196),
    "yellow": (244, 204, 44),
    "green": (44, 150, 70),
    "white": (246, 245, 238),
    "black": (36, 36, 40),
    "grey": (140, 142, 146),
    "neutral": (178, 178, 172),
}
LETTERS: dict[str, str] = {"red": "R", "blue": "B", "yellow": "Y", "green": "G", "white": "W", "black": "K",
                           "grey": "N", "neutral": "?"}
BACKGROUND_PAPER: dict[str, tuple[Colour, Colour]] = {
    "pink": ((250, 214, 220), (238, 180, 192)),
    "beige": ((240, 226, 196), (222, 198, 156)),
    "lightgreen": ((214, 240, 196), (174, 218, 156)),
    "extra": ((236, 236, 244), (212, 214, 230)),
}
EXTRA_PAWN = (104, 70, 150)  # the deep lilac of extra pawns (extra dice and cards are lilac too)
INK = (40, 36, 34)
CREAM = (252, 246, 226)
TILE_GREEN = ((96, 178, 96), (40, 120, 58))
GOLD = ((255, 222, 110), (214, 156, 30))
OUTLINE = (30, 30, 30)
PIP_SPOTS: dict[int, tuple[Point, ...]] = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}


def letter_ink(colour: str) -> tuple[int, int, int]:
    """The ink that reads best on a piece of ``colour``."""
    return INK if colour in ("yellow", "white", "grey", "neutral") else CREAM


def pip_row(c: Canvas, centre: Point, count: int, radius: float, colour: Colour, gap: float) -> None:
    """``count`` pips in one row (or two rows of three for more than three) centred on ``centre``."""
    rows = [count] if count <= 3 else [math.ceil(count / 2), count // 2]
    for r, n in enumerate(rows):
        y = centre[1] + (r - (len(rows) - 1) / 2) * gap
        for i in range(n):
            c.circle((centre[0] + (i - (n - 1) / 2) * gap, y), radius, colour)


def _bevel_square(c: Canvas, rect: tuple[float, float, float, float], colour: Colour, radius: float,
                  depth: float) -> None:
    """A rounded square with a light upper-left and dark lower-right edge, and a soft face."""
    x, y, w, h = rect
    c.rect(rect, shade(colour, -0.45), radius)
    c.rect((x, y, w - depth, h - depth), shade(colour, 0.35), radius)
    c.rect((x + depth * 0.6, y + depth * 0.6, w - depth * 1.6, h - depth * 1.6), shade(colour, -0.15), radius * 0.8)
    c.vertical_gradient((x + depth, y + depth, w - 2.2 * depth, h - 2.2 * depth), shade(colour, 0.12),
                        shade(colour, -0.06), radius * 0.7)


# --- tiles -------------------------------------------------------------------------------------

def _tile_frame(c: Canvas, top_bottom: tuple[Colour, Colour]) -> None:
    w, h = TILE
    c.rect((0, 0, w, h), shade(top_bottom[1], -0.4), 14)
    c.radial_gradient((3, 3, w - 6, h - 6), top_bottom[0], top_bottom[1], 12)
    for (x, y) in ((w / 2, 3), (w / 2, h - 3), (3, h / 2), (w - 3, h / 2)):
        c.circle((x, y), 3.2, shade(top_bottom[0], 0.45))


def draw_tile(symbol: str) -> pygame.Surface:
    """A tile's green face: its symbol and its pip code as pips."""
    c = Canvas(*TILE)
    _tile_frame(c, TILE_GREEN)
    draw_symbol(c, symbol, (80, 68), 92, CREAM, outline=shade(TILE_GREEN[1], -0.5), outline_width=2.5)
    code = SYMBOL_CODE[symbol]
    for i in range(code):
        c.circle((80 + (i - (code - 1) / 2) * 20, 137), 8, shade(TILE_GREEN[1], -0.5))
        c.circle((80 + (i - (code - 1) / 2) * 20, 137), 6.3, CREAM)
    return c.finish()


def draw_tile_back() -> pygame.Surface:
    """A tile's golden back with its star."""
    c = Canvas(*TILE)
    _tile_frame(c, GOLD)
    c.polygon(star_points(80, 84, 62, 26), shade(GOLD[1], -0.45))
    c.polygon(star_points(80, 84, 54, 22), (255, 246, 206))
    return c.finish()


# --- cards -------------------------------------------------------------------------------------

def _card_frame(c: Canvas, border: Colour, paper: tuple[Colour, Colour]) -> None:
    w, h = CARD
    c.rect((0, 0, w, h), OUTLINE, 16)
    c.vertical_gradient((2, 2, w - 4, h - 4), shade(border, 0.18), shade(border, -0.12), 14)
    c.rect((15, 15, w - 30, h - 30), shade(border, -0.4), 9)
    c.vertical_gradient((17, 17, w - 34, h - 34), paper[0], paper[1], 8)


def _letter_badge(c: Canvas, colour: str, centre: Point, radius: float = 13) -> None:
    paint = PAINT[colour]
    c.circle(centre, radius + 1.5, OUTLINE)
    c.circle(centre, radius, paint)
    c.text(LETTERS[colour], centre, radius * 1.45, letter_ink(colour), FONT_BOLD)


def _corner_marks(c: Canvas, colour: str, value: int | None) -> None:
    """Value (if any) and colour letter in the top-left corner, repeated upside down bottom-right."""
    corner = Canvas(*CARD)
    if value is not None:
        corner.text(str(value), (40, 44), 46, INK, FONT_BOLD)
        _letter_badge(corner, colour, (40, 88), 16)
    else:
        _letter_badge(corner, colour, (40, 40), 16)
    c.paste(corner)
    c.surface.blit(pygame.transform.rotate(corner.surface, 180), (0, 0))


def own_paper(colour: str) -> tuple[Colour, Colour]:
    """A card face of the card's own colour, pale (for games where only that colour matters)."""
    return _mix(PAINT[colour], (255, 255, 255), 0.72), _mix(PAINT[colour], (255, 255, 255), 0.55)


def draw_card(colour: str, symbol: str, value: int, background: str) -> pygame.Surface:
    """A number or light-green card: border colour, symbol, value as number and as pips
    (``background`` "own": its face pale in its own colour, not the box's backgrounds)."""
    c = Canvas(*CARD)
    paper = own_paper(colour) if background == "own" else BACKGROUND_PAPER[background]
    _card_frame(c, PAINT[colour], paper)
    c.circle((106, 126), 56, shade(paper[1], -0.18))
    c.circle((106, 126), 53, shade(paper[0], 0.45))
    draw_symbol(c, symbol, (106, 126), 76, INK)
    pip_row(c, (100, 214), value, 8, INK, 21)
    _corner_marks(c, colour, value)
    return c.finish()


def draw_star_card(colour: str) -> pygame.Surface:
    """One of the two star cards: solid colour with a big star, no symbol and no value."""
    c = Canvas(*CARD)
    paint = PAINT[colour]
    _card_frame(c, paint, (shade(paint, 0.35), shade(paint, 0.05)))
    c.polygon(star_points(100, 146, 72, 30), shade(paint, -0.5))
    c.polygon(star_points(100, 146, 64, 26), (255, 250, 232))
    _corner_marks(c, colour, None)
    return c.finish()


def draw_card_back() -> pygame.Surface:
    """The common back of all cards: deep green lattice with a small box emblem."""
    w, h = CARD
    c = Canvas(w, h)
    c.rect((0, 0, w, h), OUTLINE, 16)
    c.vertical_gradient((2, 2, w - 4, h - 4), (46, 110, 66), (24, 72, 42), 14)
    lattice = Canvas(w, h)
    for k in range(-12, 14):
        lattice.line((k * 22, 0), (k * 22 + 280, 280), (70, 140, 90), 1.4)
        lattice.line((k * 22 + 280, 0), (k * 22, 280), (70, 140, 90), 1.4)
    window = Canvas(w, h)
    window.rect((14, 14, w - 28, h - 28), (255, 255, 255), 8)
    lattice.surface.blit(window.surface, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    c.paste(lattice)
    c.rect((12, 12, w - 24, h - 24), (150, 210, 160), 9, width=2)
    c.circle((100, 140), 46, (20, 60, 34))
    c.circle((100, 140), 42, (226, 240, 214))
    top, left, right, mid = (100, 108), (72, 124), (128, 124), (100, 140)
    c.polygon([top, right, mid, left], (120, 190, 120))
    c.polygon([left, mid, (100, 174), (72, 158)], (44, 130, 70))
    c.polygon([mid, right, (128, 158), (100, 174)], (30, 96, 52))
    return c.finish()


def _wrap(c: Canvas, text: str, size: float, width: float) -> list[str]:
    """``text`` broken into lines that fit ``width`` base pixels at pixel height ``size``."""
    chars = max(6, int(width / (size * 0.55)))
    while chars > 6:
        lines = textwrap.wrap(text, chars) or [""]
        if all(c.text_width(line, size, FONT_REGULAR) <= width for line in lines):
            return lines
        chars -= 1
    return textwrap.wrap(text, chars) or [""]


def draw_extra_card(part: Component) -> pygame.Surface:
    """A printed card of a game's own deck (an extra): title, optional value and symbol, text."""
    c = Canvas(*CARD)
    colour = part.colour or "neutral"
    _card_frame(c, PAINT[colour], BACKGROUND_PAPER["extra"])
    y = 30.0
    if part.value is not None:
        c.text(str(part.value), (38, 42), 32, INK, FONT_BOLD)
        y = 66.0
    if part.colour:
        _letter_badge(c, colour, (164, 36), 11)
    title = _wrap(c, part.title or part.id.rsplit(".", 1)[-1], 17, 124 if part.colour else 150)[:3]
    for line in title:
        c.text(line, (100, y), 17, INK, FONT_BOLD)
        y += 20
    if part.symbol:
        draw_symbol(c, part.symbol, (100, y + 26), 44, INK)
        y += 56
    c.line((34, y), (166, y), shade(BACKGROUND_PAPER["extra"][1], -0.3), 1.2)
    y += 14
    size = 13.0 if len(part.text or "") < 140 else 11.0
    for line in _wrap(c, part.text or "", size, 156):
        if y > 244:
            break
        c.text(line, (100, y), size, INK, FONT_REGULAR)
        y += size * 1.25
    c.text("EXTRA", (100, 272), 9, letter_ink(colour), FONT_BOLD)
    return c.finish()


# --- cubes and meeples -------------------------------------------------------------------------

def draw_cube(colour: str, marks: bool) -> pygame.Surface:
    """A wooden cube seen from above; ``marks`` adds the colour's letter."""
    c = Canvas(*CUBE)
    paint = PAINT[colour]
    _bevel_square(c, (1, 1, 62, 62), paint, 9, 5)
    if marks:
        c.text(LETTERS[colour], (31, 31), 34, letter_ink(colour), FONT_BOLD,
               outline=shade(paint, -0.35) if colour not in ("white", "yellow") else None)
    return c.finish()


_MEEPLE_BODY: tuple[Point, ...] = (
    (0.40, 0.30), (0.14, 0.36), (0.03, 0.48), (0.10, 0.58), (0.30, 0.56), (0.13, 0.97), (0.42, 0.97),
    (0.50, 0.80), (0.58, 0.97), (0.87, 0.97), (0.70, 0.56), (0.90, 0.58), (0.97, 0.48), (0.86, 0.36),
    (0.60, 0.30),
)


def _meeple_silhouette(paint: Colour) -> Canvas:
    w, h = MEEPLE
    c = Canvas(w, h)
    body = [(x * w, y * h) for x, y in smooth(_MEEPLE_BODY, 3)]
    shape = Canvas(w, h)
    shape.polygon(body, (255, 255, 255))
    shape.circle((0.5 * w, 0.2 * h), 0.155 * h, (255, 255, 255))
    mask = pygame.mask.from_surface(shape.surface)
    outline = [(x / c.k, y / c.k) for x, y in mask.outline(2)]
    c.polygon(outline, CREAM, width=14.0)  # a pale rim keeps the meeple clear on a tile of its own colour
    c.polygon(outline, OUTLINE, width=4.5)
    light = Canvas(w, h)
    light.vertical_gradient((0, 0, w, h), shade(paint, 0.25), shade(paint, -0.2))
    light.surface.blit(shape.surface, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    c.surface.blit(light.surface, (0, 0))
    c.circle((0.43 * w, 0.15 * h), 0.045 * h, shade(paint, 0.5))
    return c


def draw_meeple(colour: str, standing: bool, marks: bool) -> pygame.Surface:
    """A meeple standing (upright) or lying on its back (turned a quarter); ``marks`` adds its letter."""
    paint = PAINT[colour]
    body = _meeple_silhouette(paint)
    if not standing:
        turned = Canvas(MEEPLE[1], MEEPLE[0])
        turned.surface = pygame.transform.rotate(body.surface, 90)
        body = turned
    if marks:
        at = (0.5 * body.w, 0.62 * body.h) if standing else (0.62 * body.w, 0.5 * body.h)
        body.text(LETTERS[colour], at, 24, letter_ink(colour), FONT_BOLD,
                  outline=shade(paint, -0.4) if colour not in ("white", "yellow", "grey") else None)
    return body.finish()


# --- dice, bag, track --------------------------------------------------------------------------

def draw_die(value: int | None, extra: bool = False, colour: str | None = None) -> pygame.Surface:
    """A die showing ``value`` (None: a question mark); extra dice are lilac with a double rim,
    or tinted ``colour`` for a set of extra dice of their own colour."""
    c = Canvas(*DIE)
    body = (214, 216, 246) if extra else (250, 248, 240)
    pip = (40, 40, 110) if extra else INK
    if colour:
        body, pip = _mix(PAINT[colour], (255, 255, 255), 0.35), shade(PAINT[colour], -0.6)
    _bevel_square(c, (1, 1, 94, 94), body, 16, 6)
    if extra:
        c.rect((12, 12, 70, 70), pip, 10, width=1.5)
    if value is None:
        c.text("?", (46, 46), 52, pip, FONT_BOLD)
    else:
        for dx, dy in PIP_SPOTS[value]:
            c.circle((46 + dx * 22, 46 + dy * 22), 8.5, pip)
    return c.finish()


def _mix(a: Colour, b: Colour, k: float) -> tuple[int, int, int]:
    """Colour ``a`` moved the fraction ``k`` of the way towards ``b``."""
    return tuple(round(x + (y - x) * k) for x, y in zip(a, b))  # type: ignore[return-value]


def draw_extra_meeple(part: Component) -> pygame.Surface:
    """An extra pawn of a game's own: a standing meeple in the extras' deep lilac (or its colour),
    wearing a gold tie and a gold band (shapes, so it never reads as a box meeple's letter)."""
    paint = PAINT[part.colour] if part.colour else EXTRA_PAWN
    body = _meeple_silhouette(paint)
    w, h = MEEPLE
    gold = GOLD[0]
    body.polygon([(0.5 * w, 0.33 * h), (0.45 * w, 0.40 * h), (0.5 * w, 0.62 * h), (0.55 * w, 0.40 * h)], gold)
    body.polygon([(0.5 * w, 0.33 * h), (0.45 * w, 0.40 * h), (0.5 * w, 0.62 * h), (0.55 * w, 0.40 * h)],
                 OUTLINE, width=1.2)
    body.rect((0.22 * w, 0.66 * h, 0.56 * w, 0.07 * h), gold, 2)
    body.rect((0.22 * w, 0.66 * h, 0.56 * w, 0.07 * h), OUTLINE, 2, width=1.2)
    return body.finish()


def draw_bag() -> pygame.Surface:
    """The cloth drawstring bag."""
    w, h = BAG
    c = Canvas(w, h)
    cloth = (184, 142, 92)
    ruffle = smooth([(44, 50), (28, 16), (54, 26), (75, 4), (96, 26), (122, 16), (106, 50)], 2)
    c.polygon(ruffle, OUTLINE)
    c.polygon([(75 + (x - 75) * 0.9, 8 + (y - 8) * 0.86) for x, y in ruffle], shade(cloth, -0.12))
    outline = smooth([(54, 44), (96, 44), (100, 56), (142, 110), (138, 166), (12, 166), (8, 110), (50, 56)], 3)
    c.polygon(outline, OUTLINE)
    body = Canvas(w, h)
    body.radial_gradient((-20, 30, w + 40, h + 20), shade(cloth, 0.35), shade(cloth, -0.2))
    inside = Canvas(w, h)
    inside.polygon([(75 + (x - 75) * 0.96, 104 + (y - 104) * 0.96) for x, y in outline], (255, 255, 255))
    body.surface.blit(inside.surface, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    c.paste(body)
    for x0 in (50, 75, 100):
        c.line((x0 + (75 - x0) * 0.3, 62), (x0 + (x0 - 75) * 0.7, 152), shade(cloth, -0.25), 1.6)
    cord = (150, 40, 40)
    c.line((46, 50), (104, 50), shade(cord, -0.5), 7)
    c.line((46, 50), (104, 50), cord, 4.5)
    for end in ((94, 84), (112, 78)):
        c.line((100, 51), end, shade(cord, -0.5), 5)
        c.line((100, 51), end, cord, 3)
        c.circle(end, 4.5, cord)
    return c.finish()


def draw_track() -> pygame.Surface:
    """The score track: six columns of spaces numbered 1 (bottom) to 10 (top)."""
    w, h = TRACK
    c = Canvas(w, h)
    c.rect((0, 0, w, h), OUTLINE, 12)
    c.vertical_gradient((2, 2, w - 4, h - 4), (248, 244, 228), (232, 222, 196), 10)
    left, top, cell_w, cell_h = 34.0, 14.0, 39.0, 45.0
    for row in range(10):
        number = 10 - row
        y = top + row * cell_h
        c.text(str(number), (left / 2 + 1, y + cell_h / 2), 15, INK, FONT_BOLD)
        c.text(str(number), (w - left / 2 - 1, y + cell_h / 2), 15, INK, FONT_BOLD)
        for col in range(6):
            x = left + col * cell_w
            tint = (214, 234, 206) if (row + col) % 2 == 0 else (238, 232, 210)
            c.rect((x + 2, y + 2, cell_w - 4, cell_h - 4), tint, 6)
            c.rect((x + 2, y + 2, cell_w - 4, cell_h - 4), (150, 140, 110), 6, width=1)
            c.text(str(number), (x + cell_w / 2, y + cell_h / 2), 11, (170, 160, 132), FONT_REGULAR)
    return c.finish()


def draw_unknown(size: tuple[int, int]) -> pygame.Surface:
    """A neutral piece with a question mark, for ids that name nothing drawable."""
    c = Canvas(*size)
    _bevel_square(c, (1, 1, size[0] - 2, size[1] - 2), PAINT["neutral"], min(size) / 7, min(size) / 13)
    c.text("?", (size[0] / 2, size[1] / 2), min(size) * 0.55, INK, FONT_BOLD)
    return c.finish()


# --- the catalogue of sprite files --------------------------------------------------------------

def catalogue() -> Iterator[tuple[str, Callable[[], pygame.Surface]]]:
    """Every sprite file name (without .png) with the function that draws it."""
    for symbol in SYMBOLS:
        yield f"tile_{symbol}", lambda s=symbol: draw_tile(s)
    yield "tile_back", draw_tile_back
    for part in COMPONENTS.values():
        if part.kind == "card" and part.symbol:
            yield f"card_{part.id.split('.', 1)[1].replace('.', '_')}", lambda p=part: draw_card(
                p.colour, p.symbol, p.value, p.background)
    for colour in ("green", "yellow"):
        yield f"card_star_{colour}", lambda c=colour: draw_star_card(c)
    yield "card_back", draw_card_back
    for colour in COLOURS:
        yield f"cube_{colour}", lambda c=colour: draw_cube(c, True)
        yield f"cube_{colour}_plain", lambda c=colour: draw_cube(c, False)
    yield "cube_unknown", lambda: draw_cube("neutral", True)
    for colour in MEEPLE_COLOURS:
        for standing, pose in ((True, "standing"), (False, "lying")):
            yield f"meeple_{colour}_{pose}", lambda c=colour, s=standing: draw_meeple(c, s, True)
            yield f"meeple_{colour}_{pose}_plain", lambda c=colour, s=standing: draw_meeple(c, s, False)
    yield "meeple_unknown_standing", lambda: draw_meeple("neutral", True, True)
    yield "meeple_unknown_lying", lambda: draw_meeple("neutral", False, True)
    for value in range(1, 7):
        yield f"die_{value}", lambda v=value: draw_die(v)
    yield "die_unknown", lambda: draw_die(None)
    yield "bag", draw_bag
    yield "track", draw_track
