"""The six symbols of the box (and the star) as simple pictograms drawn with shapes.

Each pictogram is drawn in one ink colour inside a square of half-size ``s`` around a centre;
holes are cut transparent so whatever lies below shows through.  An optional outline colour
rings the whole shape so it stands out on any background.
"""

from __future__ import annotations

import math
from typing import Callable

import pygame

from greenbox_desktop.ui.paint import Canvas, Colour, Point, rotate, smooth, star_points

CLEAR = (0, 0, 0, 0)


def _drop(c: Canvas, cx: float, cy: float, s: float, ink: Colour) -> None:
    pts = []
    for i in range(90):
        t = 2 * math.pi * i / 90
        pts.append((cx + 0.82 * s * math.sin(t) * math.sin(t / 2), cy - 0.98 * s * math.cos(t) + 0.05 * s))
    c.polygon(pts, ink)
    glint = [(cx - 0.42 * s + 0.12 * s * math.cos(a), cy + 0.28 * s + 0.38 * s * math.sin(a))
             for a in [math.pi * (0.55 + 0.05 * k) for k in range(9)]]
    for a, b in zip(glint, glint[1:]):
        c.line(a, b, CLEAR, 0.12 * s)


def _hammer(c: Canvas, cx: float, cy: float, s: float, ink: Colour, angle: float) -> None:
    handle = [(cx - 0.09 * s, cy + 0.95 * s), (cx + 0.09 * s, cy + 0.95 * s),
              (cx + 0.07 * s, cy - 0.45 * s), (cx - 0.07 * s, cy - 0.45 * s)]
    head = smooth([(cx - 0.5 * s, cy - 0.82 * s), (cx + 0.42 * s, cy - 0.82 * s), (cx + 0.42 * s, cy - 0.42 * s),
                   (cx - 0.5 * s, cy - 0.42 * s), (cx - 0.62 * s, cy - 0.52 * s), (cx - 0.62 * s, cy - 0.72 * s)], 2)
    c.polygon(rotate(handle, cx, cy + 0.05 * s, angle), ink)
    c.polygon(rotate(head, cx, cy + 0.05 * s, angle), ink)


def _hammers(c: Canvas, cx: float, cy: float, s: float, ink: Colour) -> None:
    _hammer(c, cx, cy, s, ink, -38)
    _hammer(c, cx, cy, s, ink, 38)


def _circles(c: Canvas, cx: float, cy: float, s: float, ink: Colour) -> None:
    for dx, dy in ((-0.5, 0.42), (0.5, 0.42), (0.0, -0.45)):
        c.circle((cx + dx * s, cy + dy * s), 0.44 * s, ink)
        c.circle((cx + dx * s, cy + dy * s), 0.25 * s, CLEAR, 0.07 * s)


def _bricks(c: Canvas, cx: float, cy: float, s: float, ink: Colour) -> None:
    h, gap = 0.5 * s, 0.12 * s
    rows = ((-1.0, 0.0, 1.0), (-1.0, -0.5, 0.5, 1.0), (-1.0, 0.0, 1.0))
    top = cy - 1.5 * h - gap
    for r, edges in enumerate(rows):
        y = top + r * (h + gap)
        for a, b in zip(edges, edges[1:]):
            x0 = cx + a * s + (gap / 2 if a > -1 else 0)
            x1 = cx + b * s - (gap / 2 if b < 1 else 0)
            c.rect((x0, y, x1 - x0, h), ink, radius=0.06 * s)


def _wheel(c: Canvas, cx: float, cy: float, s: float, ink: Colour) -> None:
    teeth, pts = 8, []
    for i in range(teeth):
        base = 2 * math.pi * i / teeth
        for da, r in ((-0.22, 0.74), (-0.12, 0.98), (0.12, 0.98), (0.22, 0.74)):
            a = base + da
            pts.append((cx + r * s * math.cos(a), cy + r * s * math.sin(a)))
    c.polygon(pts, ink)
    c.circle((cx, cy), 0.5 * s, CLEAR, 0.12 * s)
    c.circle((cx, cy), 0.2 * s, CLEAR)


def _arrow(c: Canvas, cx: float, cy: float, s: float, ink: Colour) -> None:
    c.polygon([(cx - 0.15 * s, cy + 0.78 * s), (cx + 0.15 * s, cy + 0.78 * s),
               (cx + 0.15 * s, cy - 0.3 * s), (cx - 0.15 * s, cy - 0.3 * s)], ink)
    c.polygon([(cx, cy - 1.0 * s), (cx + 0.72 * s, cy - 0.2 * s), (cx + 0.2 * s, cy - 0.32 * s),
               (cx - 0.2 * s, cy - 0.32 * s), (cx - 0.72 * s, cy - 0.2 * s)], ink)
    for side in (-1, 1):
        c.polygon([(cx + side * 0.1 * s, cy + 0.28 * s), (cx + side * 0.55 * s, cy + 0.62 * s),
                   (cx + side * 0.55 * s, cy + 0.98 * s), (cx + side * 0.1 * s, cy + 0.7 * s)], ink)


def _star(c: Canvas, cx: float, cy: float, s: float, ink: Colour) -> None:
    c.polygon(star_points(cx, cy + 0.06 * s, 1.0 * s, 0.42 * s), ink)


SHAPES: dict[str, Callable[[Canvas, float, float, float, Colour], None]] = {
    "drop": _drop,
    "hammers": _hammers,
    "circles": _circles,
    "bricks": _bricks,
    "wheel": _wheel,
    "arrow": _arrow,
    "star": _star,
}


def draw_symbol(canvas: Canvas, symbol: str, centre: Point, size: float, ink: Colour,
                outline: Colour | None = None, outline_width: float = 2.0) -> None:
    """Draw ``symbol`` (a box symbol id or ``star``) filling a ``size`` x ``size`` square at ``centre``."""
    layer = Canvas(canvas.w, canvas.h)
    SHAPES[symbol](layer, centre[0], centre[1], size / 2, ink)
    if outline is not None:
        ring = layer.surface.copy()
        ring.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MULT)
        ring.fill(tuple(outline[:3]) + (0,), special_flags=pygame.BLEND_RGBA_ADD)
        step = max(1, round(outline_width * canvas.k))
        for i in range(16):
            a = i * math.pi / 8
            canvas.surface.blit(ring, (round(step * math.cos(a)), round(step * math.sin(a))))
    canvas.surface.blit(layer.surface, (0, 0))

