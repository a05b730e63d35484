"""The game library: every registered game with its facts, summary and a picture of its set-up."""

from __future__ import annotations

import pygame

from greenbox_desktop import engine
from greenbox_desktop.ui.scenes.base import ACCENT, CARD, CARD_EDGE, DIM, TEXT, Scene
from greenbox_desktop.ui.table.render import thumbnail

PER_PAGE = 4


def players_text(info: engine.GameInfo) -> str:
    """"2 players", "2–4 players", "solo", "solo or 2–6 players"; cooperative games say so."""
    low, high = info.min_players, info.max_players
    if low == 1:
        text = "solo" if high == 1 else "solo or " + ("2 players" if high == 2 else f"2–{high} players")
    else:
        text = f"{low} players" if low == high else f"{low}–{high} players"
    return text + (", cooperative" if info.cooperative and high > 1 else "")


def facts_line(info: engine.GameInfo) -> str:
    """Players, time and complexity on one line."""
    dots = "●" * info.complexity + "○" * max(0, 5 - info.complexity)
    return f"{players_text(info)} · about {info.minutes} min · complexity {dots}"


class LibraryScene(Scene):
    """A page of game cards; each card has Play and Rules buttons."""

    def __init__(self, app, page: int = 0) -> None:
        super().__init__(app)
        self.games = engine.games()
        self.page = page
        self.cards: list[tuple[engine.GameInfo, pygame.Rect, pygame.Rect]] = []

    def pages(self) -> int:
        """How many pages of cards there are."""
        return max(1, -(-len(self.games) // PER_PAGE))

    def build(self) -> None:
        app = self.app
        w, h = app.size
        top, margin, gap = app.px(80), app.px(24), app.px(16)
        card_w = (w - 2 * margin - gap) // 2
        card_h = (h - top - app.px(80) - gap) // 2
        self.cards = []
        shown = self.games[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]
        for i, info in enumerate(shown):
            col, row = i % 2, i // 2
            rect = pygame.Rect(margin + col * (card_w + gap), top + row * (card_h + gap), card_w, card_h)
            thumb_h = rect.h - app.px(24)
            thumb = pygame.Rect(rect.x + app.px(12), rect.y + app.px(12), int(thumb_h * 1.25), thumb_h)
            self.cards.append((info, rect, thumb))
            bw, bh = app.px(110), app.px(38)
            self.button(pygame.Rect(rect.right - bw - app.px(12), rect.bottom - bh - app.px(12), bw, bh), "Play",
                        lambda i=info: self.play(i), object_id=f"#play_{info.id}")
            self.button(pygame.Rect(rect.right - 2 * bw - app.px(22), rect.bottom - bh - app.px(12), bw, bh),
                        "Rules", lambda i=info: self.rules(i), object_id=f"#rules_{info.id}")
        bw, bh = app.px(140), app.px(42)
        self.button(pygame.Rect(margin, h - bh - app.px(20), bw, bh), "Back", self.back)
        if self.pages() > 1:
            self.button(pygame.Rect(w - margin - 2 * bw - gap, h - bh - app.px(20), bw, bh), "Previous",
                        lambda: self.turn(-1), enabled=self.page > 0)
            self.button(pygame.Rect(w - margin - bw, h - bh - app.px(20), bw, bh), "Next",
                        lambda: self.turn(1), enabled=self.page < self.pages() - 1)

    def turn(self, delta: int) -> None:
        """Show the previous or next page."""
        self.page = max(0, min(self.pages() - 1, self.page + delta))
        self.rebuild()

    def play(self, info: engine.GameInfo) -> None:
        """Seat players for ``info``."""
        self.app.show("seating", info.id)

    def rules(self, info: engine.GameInfo) -> None:
        """Read the rules of ``info``."""
        self.app.show("rules", info.id, back=lambda: LibraryScene(self.app, self.page))

    def back(self) -> None:
        """Back to the title screen."""
        self.app.show("title")

    def on_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def picture(self, info: engine.GameInfo, size: tuple[int, int]) -> pygame.Surface:
        """The set-up picture of a game (cached on the app)."""
        cache = self.app.__dict__.setdefault("thumbnails", {})
        key = (info.id, size, self.app.art.colour_blind_marks)
        if key not in cache:
            try:
                state = engine.new_game(info.id, info.min_players, seed=1)
                cache[key] = thumbnail(self.app.art, state, size)
            except Exception:  # a broken game must not take the library down with it
                surface = pygame.Surface(size)
                surface.fill(CARD)
                cache[key] = surface
        return cache[key]

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        self.text(surface, "Choose a game", (app.px(24), app.px(22)), 32, colour=ACCENT, bold=True)
        if self.pages() > 1:
            self.text(surface, f"page {self.page + 1} of {self.pages()}", (app.size[0] - app.px(24), app.px(36)), 16,
                      colour=DIM, anchor="topright")
        for info, rect, thumb in self.cards:
            pygame.draw.rect(surface, CARD, rect, border_radius=app.px(10))
            pygame.draw.rect(surface, CARD_EDGE, rect, width=2, border_radius=app.px(10))
            surface.blit(self.picture(info, thumb.size), thumb)
            x = thumb.right + app.px(14)
            text_w = rect.right - x - app.px(12)
            y = self.text(surface, info.title, (x, rect.y + app.px(12)), 22, bold=True).bottom + app.px(2)
            y = self.paragraph(surface, info.designer, pygame.Rect(x, y, text_w, app.px(40)), 14, colour=DIM)
            y = self.paragraph(surface, facts_line(info), pygame.Rect(x, y + app.px(4), text_w, app.px(40)), 14,
                               colour=ACCENT)
            self.paragraph(surface, info.summary or "", pygame.Rect(x, y + app.px(8), text_w,
                           rect.bottom - y - app.px(66)), 14, colour=TEXT)
        self.draw_status(surface)
