"""Marks a game sets on its table: a ring around a slot with a short caption on a badge.

A game may define ``marks()`` returning a list of ``(zone id, slot, caption)``: the slot that
asks for the player's attention now (e.g. the demon column whose attack waits for an answer) or
that holds something the pieces alone do not show (e.g. a defeated demon not yet cleared away).
Slot None marks the whole zone.  Each mark is drawn over the pieces as a ring around the slot's
rectangle, its caption (may be empty) on a badge just inside the ring's bottom edge (clear of
the coordinates above a board, of the neighbouring slots, and of a piece's symbol and corner
value, which lie above its bottom strip).  The rendered badges are kept until the table's
drawing key changes (a new state, size, zoom or pan).
A mark may name a tuple of slots (one ring drawn just inside the rectangle around them all, e.g.
a territory of two tiles) and a fourth item, an RGB colour for its ring and badge.  Pieces drawn
over a slot whose mark has a caption stand above that caption (``caption_reach``).
"""

from __future__ import annotations

import pygame

from greenbox_desktop.engine import State
from greenbox_desktop.ui.table import drawn
from greenbox_desktop.ui.table.layout import TableLayout

RING = (236, 96, 64)
INK = (255, 250, 240)


def game_marks(state: State) -> list[tuple[str, int | None, str]]:
    """The marks the drawn state sets (none for games without ``marks``)."""
    method = getattr(state, "marks", None)
    return list(method()) if callable(method) else []


def caption_font(art, ring: pygame.Rect, floor: float = 0) -> pygame.font.Font:
    """The type of a caption on a mark's ``ring`` (at least the table's text ``floor``)."""
    return art.font(caption_size(ring, floor), bold=True)


def caption_size(ring: pygame.Rect, floor: float = 0) -> int:
    """The pixel size of the type of a caption on a mark's ``ring`` (at least ``floor``)."""
    return max(10, round(floor), min(15, ring.h // 6))


def ring_around(rects: list[pygame.Rect]) -> pygame.Rect:
    """The ring of a mark on these slots: just outside one slot, just inside the rectangle around several."""
    return rects[0].unionall(rects[1:]).inflate(*((4, 4) if len(rects) == 1 else (-6, -6)))


def caption_reach(art, slot: pygame.Rect, floor: float = 0) -> int:
    """How far above ``slot``'s bottom edge the caption of a mark on that one slot reaches (pieces
    in the slot keep above it)."""
    ring = ring_around([slot])
    return slot.bottom - ring.bottom + caption_font(art, ring, floor).get_height() + 5


class MarkPainter:
    """Draws a state's marks, re-rendering the captions only when the drawing key changes."""

    def __init__(self, art) -> None:
        self.art = art
        self._key: tuple | None = None
        self._items: list[tuple[pygame.Rect, pygame.Surface | None, pygame.Rect | None, tuple]] = []
        self._told: list[tuple[str, str, float]] = []  # each item's zone, caption and type height

    def draw(self, surface: pygame.Surface, layout: TableLayout, state: State, key: tuple) -> None:
        """Ring every marked slot of ``state`` in ``layout`` and put its caption on it."""
        key = (key, surface.get_size())
        if key != self._key:
            self._items, self._told = [], []
            for mark in game_marks(state):
                zone, slot, caption = mark[:3]
                slots = slot if isinstance(slot, tuple) else (slot,)
                rects = [r for r in (layout.slot_rect(zone, s) for s in slots) if r is not None]
                if rects and rects[0].w >= 8:
                    ring, text, badge, size = self._render(ring_around(rects), caption, layout.floor)
                    self._items.append((ring, text, badge, mark[3] if len(mark) > 3 else RING))
                    self._told.append((zone, caption, size))
            self._key = key
        for (ring, text, badge, colour), (zone, caption, size) in zip(self._items, self._told):
            pygame.draw.rect(surface, colour, ring, width=3, border_radius=6)
            if text is not None:
                pygame.draw.rect(surface, colour, badge, border_radius=badge.h // 2)
                surface.blit(text, text.get_rect(center=badge.center))
                drawn.note("badge", badge, zone, caption, size)

    def _render(self, ring: pygame.Rect, caption: str, floor: float):
        """The ring, the rendered caption (shrunk to the ring's width), its badge and its type's height."""
        if not caption:
            return ring, None, None, 0.0
        size = caption_size(ring, floor)
        text = caption_font(self.art, ring, floor).render(caption, True, INK)
        room = ring.w - 8
        if text.get_width() > room:
            size = size * room / text.get_width()
            text = pygame.transform.smoothscale(text, (room, max(1, text.get_height() * room // text.get_width())))
        badge = text.get_rect(midbottom=(ring.centerx, ring.bottom - 2)).inflate(8, 2)
        return ring, text, badge, size
