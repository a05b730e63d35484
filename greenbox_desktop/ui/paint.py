"""Drawing primitives for the project's own art: a supersampled canvas and a few shape helpers.

Every piece is drawn on a ``Canvas`` four times larger than its base size and smoothly scaled
down when finished, which gives anti-aliased edges for every shape, line and letter.
Coordinates given to a canvas are in base pixels (floats allowed).
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Iterable, Sequence

import pygame

from greenbox_desktop.words import clip

SUPERSAMPLE = 4
Colour = tuple[int, int, int] | tuple[int, int, int, int]
Point = tuple[float, float]

MAX_LINE_CHARS = 400  # the longest line of text ever drawn (a line from a file is cut well before)

_FONTS: dict[tuple[str, int], pygame.font.Font] = {}


def bounded(text: str, limit: int = MAX_LINE_CHARS) -> str:
    """``text`` as it may be drawn: cut to ``limit`` characters, an ellipsis marking the cut."""
    return clip(text, limit) if isinstance(text, str) else text


class BoundedFont(pygame.font.Font):
    """A font that cuts every text to ``MAX_LINE_CHARS`` before measuring or drawing it, so that no
    string, say a name from a crafted file, reaches pygame's renderer unbounded (a very long one
    crashes it or takes seconds)."""

    def render(self, text, *args, **kwargs) -> pygame.Surface:
        """As ``pygame.font.Font.render``, of the bounded text."""
        return super().render(bounded(text), *args, **kwargs)

    def size(self, text) -> tuple[int, int]:
        """As ``pygame.font.Font.size``, of the bounded text."""
        return super().size(bounded(text))


def lerp_colour(a: Colour, b: Colour, t: float) -> tuple[int, ...]:
    """The colour a fraction ``t`` of the way from ``a`` to ``b``."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def shade(colour: Colour, amount: float) -> tuple[int, int, int]:
    """Lighten (amount > 0) or darken (amount < 0) a colour by a fraction of the way to white/black."""
    target = (255, 255, 255) if amount > 0 else (0, 0, 0)
    return tuple(lerp_colour(colour[:3], target, abs(amount)))  # type: ignore[return-value]


def load_font(path: Path, size: int) -> pygame.font.Font:
    """A cached font of the given file and pixel size (initialises pygame.font if needed); it draws
    no text longer than ``MAX_LINE_CHARS``."""
    if not pygame.font.get_init():
        pygame.font.init()
    key = (str(path), size)
    if key not in _FONTS:
        _FONTS[key] = BoundedFont(str(path), size)
    return _FONTS[key]


def smooth(points: Sequence[Point], rounds: int = 3) -> list[Point]:
    """Round the corners of a closed polygon by Chaikin corner cutting."""
    pts = list(points)
    for _ in range(rounds):
        out: list[Point] = []
        for i, (x0, y0) in enumerate(pts):
            x1, y1 = pts[(i + 1) % len(pts)]
            out.append((0.75 * x0 + 0.25 * x1, 0.75 * y0 + 0.25 * y1))
            out.append((0.25 * x0 + 0.75 * x1, 0.25 * y0 + 0.75 * y1))
        pts = out
    return pts


def star_points(cx: float, cy: float, outer: float, inner: float, tips: int = 5) -> list[Point]:
    """The outline of a star with its first tip pointing up."""
    pts = []
    for i in range(tips * 2):
        r = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + i * math.pi / tips
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def rotate(points: Iterable[Point], cx: float, cy: float, degrees: float) -> list[Point]:
    """Points rotated about (cx, cy) by ``degrees`` (clockwise on screen)."""
    a = math.radians(degrees)
    ca, sa = math.cos(a), math.sin(a)
    return [(cx + (x - cx) * ca - (y - cy) * sa, cy + (x - cx) * sa + (y - cy) * ca) for x, y in points]


class Canvas:
    """A transparent supersampled drawing surface of base size ``w`` x ``h``."""

    def __init__(self, w: int, h: int) -> None:
        self.w, self.h = w, h
        self.k = SUPERSAMPLE
        self.surface = pygame.Surface((w * self.k, h * self.k), pygame.SRCALPHA)

    def _p(self, p: Point) -> tuple[int, int]:
        return round(p[0] * self.k), round(p[1] * self.k)

    def _r(self, rect: tuple[float, float, float, float]) -> pygame.Rect:
        x, y, w, h = rect
        return pygame.Rect(round(x * self.k), round(y * self.k), round(w * self.k), round(h * self.k))

    def rect(self, rect: tuple[float, float, float, float], colour: Colour, radius: float = 0,
             width: float = 0) -> None:
        """A filled (or outlined, ``width`` > 0) rectangle with optional rounded corners."""
        w = max(1, round(width * self.k)) if width else 0
        pygame.draw.rect(self.surface, colour, self._r(rect), w, border_radius=round(radius * self.k))

    def circle(self, centre: Point, radius: float, colour: Colour, width: float = 0) -> None:
        """A filled (or ring, ``width`` > 0) circle."""
        w = max(1, round(width * self.k)) if width else 0
        pygame.draw.circle(self.surface, colour, self._p(centre), round(radius * self.k), w)

    def ellipse(self, rect: tuple[float, float, float, float], colour: Colour, width: float = 0) -> None:
        """A filled (or outlined) ellipse inside ``rect``."""
        w = max(1, round(width * self.k)) if width else 0
        pygame.draw.ellipse(self.surface, colour, self._r(rect), w)

    def polygon(self, points: Sequence[Point], colour: Colour, width: float = 0) -> None:
        """A filled (or outlined) polygon."""
        w = max(1, round(width * self.k)) if width else 0
        pygame.draw.polygon(self.surface, colour, [self._p(p) for p in points], w)

    def line(self, a: Point, b: Point, colour: Colour, width: float) -> None:
        """A thick straight line with round ends."""
        w = max(1, round(width * self.k))
        pa, pb = self._p(a), self._p(b)
        pygame.draw.line(self.surface, colour, pa, pb, w)
        for end in (pa, pb):
            pygame.draw.circle(self.surface, colour, end, w // 2)

    def vertical_gradient(self, rect: tuple[float, float, float, float], top: Colour, bottom: Colour,
                          radius: float = 0) -> None:
        """Fill ``rect`` with a top-to-bottom gradient, clipped to rounded corners."""
        r = self._r(rect)
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        for y in range(r.h):
            pygame.draw.line(layer, lerp_colour(top, bottom, y / max(1, r.h - 1)), (0, y), (r.w, y))
        mask = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=round(radius * self.k))
        layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        self.surface.blit(layer, r.topleft)

    def radial_gradient(self, rect: tuple[float, float, float, float], centre: Colour, edge: Colour,
                        radius: float = 0, steps: int = 48) -> None:
        """Fill ``rect`` with a soft gradient from its centre to its edge, clipped to rounded corners."""
        r = self._r(rect)
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        layer.fill(edge)
        reach = math.hypot(r.w, r.h) / 2
        for i in range(steps):
            t = i / steps
            pygame.draw.circle(layer, lerp_colour(edge, centre, t), (r.w // 2, r.h // 2), round(reach * (1 - t)))
        mask = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=round(radius * self.k))
        layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        self.surface.blit(layer, r.topleft)

    def text(self, text: str, centre: Point, size: float, colour: Colour, font_path: Path,
             outline: Colour | None = None, outline_width: float = 1.5) -> None:
        """Draw ``text`` centred on ``centre`` at a pixel height of ``size``, optionally outlined."""
        font = load_font(font_path, max(4, round(size * self.k)))
        label = font.render(text, True, colour)
        at = label.get_rect(center=self._p(centre))
        if outline is not None:
            ring = font.render(text, True, outline)
            step = max(1, round(outline_width * self.k))
            for i in range(16):
                a = i * math.pi / 8
                self.surface.blit(ring, at.move(round(step * math.cos(a)), round(step * math.sin(a))))
        self.surface.blit(label, at)

    def text_width(self, text: str, size: float, font_path: Path) -> float:
        """The width in base pixels of ``text`` at pixel height ``size``."""
        font = load_font(font_path, max(4, round(size * self.k)))
        return font.size(text)[0] / self.k

    def paste(self, other: "Canvas", at: Point = (0, 0)) -> None:
        """Blit another canvas (same supersampling) onto this one at base position ``at``."""
        self.surface.blit(other.surface, self._p(at))

    def finish(self) -> pygame.Surface:
        """The finished picture at base size (smoothly scaled down)."""
        return pygame.transform.smoothscale(self.surface, (self.w, self.h))
