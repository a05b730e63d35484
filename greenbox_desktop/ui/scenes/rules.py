"""The rules reader: a game's rulebook page (Markdown) drawn with real tables and emphasis, scrolling."""

from __future__ import annotations

import bisect
from importlib import resources
from typing import Callable

import pygame

from greenbox_desktop import engine
from greenbox_desktop.ui.markdown import parse
from greenbox_desktop.ui.page_view import PageFonts, PageLayout, layout_page
from greenbox_desktop.ui.scenes.base import ACCENT, CARD_EDGE, Scene

PAGE_FILL = (29, 58, 41)
WHEEL_LINES = 3


def rulebook_text(game_id: str) -> str:
    """The Markdown rules page of a game (a designer's game may give it as its class's ``RULES``),
    or a short note if it has none yet."""
    own = getattr(engine.game_class(game_id), "RULES", "")
    if isinstance(own, str) and own.strip():
        return own
    try:
        return resources.files("greenbox_desktop.rulebook").joinpath(f"{game_id}.md").read_text(encoding="utf-8")
    except (FileNotFoundError, OSError):
        return f"# {engine.game_info(game_id).title}\n\nThe rules page of this game is still being written."


class RulesScene(Scene):
    """Shows one game's rules; the wheel, arrows, Page Up/Down, Home/End and the scroll bar move it."""

    KEYS_TITLE = "a rules page"
    KEYS = (("Up / Down", "scroll a line"), ("Page Up / Page Down or Space", "scroll a screenful"),
            ("Home / End", "the top or the end"), ("Esc", "back"))

    def __init__(self, app, game_id: str, back: Callable[[], Scene]) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.back_to = back
        self.blocks = parse(rulebook_text(game_id))
        self.page: PageLayout | None = None
        self.view = pygame.Rect(0, 0, 0, 0)
        self.offset = 0
        self.dragging = False

    def build(self) -> None:
        app = self.app
        w, h = app.size
        margin = app.px(40)
        frame = pygame.Rect(margin, app.px(70), w - 2 * margin, h - app.px(150))
        self.view = frame.inflate(-app.px(36), -app.px(20)).move(-app.px(8), 0)
        fonts = PageFonts(str(app.art.font_path), str(app.art.bold_font_path), app.scale)
        old = self.page
        self.page = layout_page(self.blocks, self.view.w, fonts)
        if old is not None and old.height:
            self.offset = self.offset * self.page.height // old.height
        self.scroll_to(self.offset)
        self.button(pygame.Rect(margin, h - app.px(66), app.px(160), app.px(44)), "Back", self.back)

    # ----- scrolling ----------------------------------------------------------------------
    def max_offset(self) -> int:
        """How far down the page can scroll."""
        return max(0, (self.page.height if self.page else 0) - self.view.h)

    def scroll_to(self, offset: float) -> None:
        """Scroll towards page row ``offset`` (clamped), stopping where a line begins, never half-way."""
        target = max(0, min(self.max_offset(), int(offset)))
        tops = self.page.line_tops() if self.page else []
        if tops and 0 < target < self.max_offset():
            if target > self.offset:  # down: the last line start before the target, but at least one line on
                i = max(bisect.bisect_right(tops, target) - 1, bisect.bisect_right(tops, self.offset))
            elif target < self.offset:  # up: the first line start after the target, but at least one line back
                i = min(bisect.bisect_left(tops, target), bisect.bisect_left(tops, self.offset) - 1)
            else:
                i = bisect.bisect_right(tops, target) - 1
            target = min(tops[max(0, min(i, len(tops) - 1))], self.max_offset())
        self.offset = target

    def line(self) -> int:
        """One line of body text, in pixels."""
        return self.app.px(22)

    def bar(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The scroll bar's track and its thumb."""
        track = pygame.Rect(self.view.right + self.app.px(10), self.view.y, self.app.px(10), self.view.h)
        total = max(1, self.page.height if self.page else 1)
        thumb_h = max(self.app.px(30), track.h * min(1.0, self.view.h / total))
        top = track.y + (track.h - thumb_h) * (self.offset / self.max_offset() if self.max_offset() else 0)
        return track, pygame.Rect(track.x, round(top), track.w, round(thumb_h))

    def drag_bar(self, y: int) -> None:
        """Put the thumb's middle under the pointer's ``y``."""
        track, thumb = self.bar()
        span = max(1, track.h - thumb.h)
        self.scroll_to((y - track.y - thumb.h / 2) / span * self.max_offset())

    def back(self) -> None:
        """Return to where the rules were opened from."""
        self.app.goto(self.back_to())

    def on_event(self, event: pygame.event.Event) -> None:
        keys = {pygame.K_DOWN: self.line(), pygame.K_UP: -self.line(), pygame.K_PAGEDOWN: self.view.h - self.line(),
                pygame.K_SPACE: self.view.h - self.line(), pygame.K_PAGEUP: -(self.view.h - self.line()),
                pygame.K_HOME: -10**9, pygame.K_END: 10**9}
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
        elif event.type == pygame.KEYDOWN and event.key in keys:
            self.scroll_to(self.offset + keys[event.key])
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.offset - event.y * WHEEL_LINES * self.line())
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.bar()[0].collidepoint(event.pos):
            self.dragging = True
            self.drag_bar(event.pos[1])
        elif event.type == pygame.MOUSEMOTION and self.dragging:
            self.drag_bar(event.pos[1])
        elif event.type == pygame.MOUSEBUTTONUP:
            self.dragging = False

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        self.text(surface, f"Rules: {engine.game_info(self.game_id).title}", (app.px(40), app.px(20)), 28,
                  colour=ACCENT, bold=True)
        frame = self.view.inflate(app.px(36), app.px(20)).move(app.px(8), 0)
        pygame.draw.rect(surface, PAGE_FILL, frame, border_radius=app.px(6))
        pygame.draw.rect(surface, CARD_EDGE, frame, 1, border_radius=app.px(6))
        if self.page is not None:
            self.page.draw(surface, self.view, self.offset)
            if self.max_offset():
                track, thumb = self.bar()
                pygame.draw.rect(surface, (24, 46, 33), track, border_radius=track.w // 2)
                pygame.draw.rect(surface, CARD_EDGE, thumb, border_radius=track.w // 2)
        self.text(surface, "Wheel, arrows or Page Up/Down to scroll · Esc to go back",
                  (app.size[0] - app.px(40), app.size[1] - app.px(44)), 14, colour=(178, 190, 170), anchor="midright")
