"""Notices: messages that must not slip by (a failed autosave, a settings file that could not be
read, a read-only data folder).  Unlike the status line, which the next move overwrites, a notice
stays on top of every screen until the player dismisses it: a click on it, or any key (that key
then does nothing else).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from greenbox_desktop.ui.log_text import wrap
from greenbox_desktop.words import clip

if TYPE_CHECKING:
    from greenbox_desktop.ui.application import App

MAX_CHARS = 400  # a notice is cut to this many characters (it may quote a long path)
MAX_LINES = 4
HINT = "Click here or press a key to close."
FILL = (92, 40, 30)
EDGE = (232, 196, 90)
TEXT = (250, 240, 220)


class Notices:
    """The notices shown, oldest first; drawn as boxes stacked from the top of the window."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.texts: list[str] = []
        self._drawn: tuple[tuple, list[tuple[pygame.Surface, pygame.Rect]]] | None = None

    def add(self, text: str) -> None:
        """Show ``text`` until dismissed (a notice already showing is not shown twice)."""
        text = clip(text, MAX_CHARS)
        if text not in self.texts:
            self.texts.append(text)

    def handle(self, event: pygame.event.Event) -> bool:
        """Dismiss a notice on a click on it or on any key; True if ``event`` was used so."""
        if not self.texts:
            return False
        if event.type == pygame.KEYDOWN:
            self.texts.pop()
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            for text, (_, rect) in zip(list(self.texts), self.boxes()):
                if rect.collidepoint(event.pos):
                    if event.type == pygame.MOUSEBUTTONUP:
                        self.texts.remove(text)
                    return True
        return False

    def boxes(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """Each notice's picture and where it goes (worked out again only when something changed)."""
        key = (tuple(self.texts), self.app.size)
        if self._drawn is None or self._drawn[0] != key:
            self._drawn = (key, self._paint())
        return self._drawn[1]

    def _paint(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        app = self.app
        font, small = app.art.font(app.px(16)), app.art.font(app.px(13))
        pad = app.px(12)
        width = min(app.size[0] - 2 * app.px(40), app.px(720))
        y = app.px(12)
        boxes = []
        for text in self.texts:
            lines = wrap(text, width - 2 * pad, lambda s: font.size(s)[0])[:MAX_LINES]
            height = 2 * pad + len(lines) * font.get_linesize() + small.get_linesize()
            picture = pygame.Surface((width, height))
            picture.fill(FILL)
            pygame.draw.rect(picture, EDGE, picture.get_rect(), width=2)
            for i, line in enumerate(lines):
                picture.blit(font.render(line, True, TEXT), (pad, pad + i * font.get_linesize()))
            picture.blit(small.render(HINT, True, EDGE), (pad, pad + len(lines) * font.get_linesize()))
            boxes.append((picture, pygame.Rect((app.size[0] - width) // 2, y, width, height)))
            y += height + app.px(8)
        return boxes

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the notices over everything else."""
        if self.texts:
            surface.blits(self.boxes(), doreturn=False)
