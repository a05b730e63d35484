"""Words a game writes into empty slots of its zones, e.g. a price board beside the real cards.

A game may define ``slot_captions()`` returning ``{(zone id, slot): text}``; each text is drawn
centred inside that slot's rectangle, wrapped (at "\\n" first) and shrunk until it fits, never
below the table's text floor (a caption that does not fit then is one the audit reports).  The
rendered lines are kept until the table's drawing key changes (a new state, size, zoom or pan).
"""

from __future__ import annotations

import pygame

from greenbox_desktop.engine import State
from greenbox_desktop.ui.log_text import wrap
from greenbox_desktop.ui.table import drawn
from greenbox_desktop.ui.table.layout import TableLayout

CAPTION = (236, 230, 208)
LARGEST, SMALLEST = 15, 8


def game_captions(state: State) -> dict[tuple[str, int | None], str]:
    """The captions the drawn state offers (none for games without ``slot_captions``)."""
    method = getattr(state, "slot_captions", None)
    return dict(method()) if callable(method) else {}


class CaptionPainter:
    """Draws a state's slot captions, re-rendering them only when the drawing key changes."""

    def __init__(self, art) -> None:
        self.art = art
        self._key: tuple | None = None
        self._batch: list[tuple[pygame.Surface, pygame.Rect]] = []
        self._told: list[tuple[pygame.Rect, str, int, pygame.Rect, str]] = []  # each line: where, what, size, room, zone

    def draw(self, surface: pygame.Surface, layout: TableLayout, state: State, key: tuple) -> None:
        """Blit the captions of ``state`` into their slots of ``layout``."""
        key = (key, surface.get_size())
        if key != self._key:
            self._batch, self._told = [], []
            for (zone, slot), text in game_captions(state).items():
                self._batch += self._render(layout.slot_rect(zone, slot), text, zone, layout.floor)
            self._key = key
        surface.blits(self._batch, doreturn=False)
        for rect, line, size, room, zone in self._told:
            drawn.note("text", rect, zone, line, size, room)

    @property
    def lines(self) -> int:
        """How many caption lines the last frame drew."""
        return len(self._batch)

    def _render(self, rect: pygame.Rect | None, text: str, zone: str,
                floor: float = 0) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The rendered lines of one caption, centred in ``rect`` (nothing if the zone is not drawn)."""
        if rect is None or rect.w < 8:
            return []
        room = rect.inflate(-4, -4)
        smallest = max(SMALLEST, round(floor))
        size = max(smallest, min(LARGEST, rect.h // 3))
        while True:
            font = self.art.font(size)
            lines = wrap(text, room.w, lambda s: font.size(s)[0])
            fits = font.get_linesize() * len(lines) <= room.h and max(font.size(s)[0] for s in lines) <= room.w
            if fits or size <= smallest:
                break
            size -= 1
        top = room.centery - font.get_linesize() * len(lines) // 2
        out = []
        for i, line in enumerate(lines):
            image = font.render(line, True, CAPTION)
            out.append((image, image.get_rect(midtop=(room.centerx, top + i * font.get_linesize()))))
            self._told.append((out[-1][1], line, size, room, zone))
        return out
