"""The rules reader: a game's rulebook page (Markdown) in a scrolling text box."""

from __future__ import annotations

import warnings
from importlib import resources
from typing import Callable

import pygame

from greenbox_desktop import engine
from greenbox_desktop.ui.markdown import to_html
from greenbox_desktop.ui.scenes.base import ACCENT, Scene


def rulebook_text(game_id: str) -> str:
    """The Markdown rules page of a game, or a short note if it has none yet."""
    try:
        return resources.files("greenbox_desktop.rulebook").joinpath(f"{game_id}.md").read_text(encoding="utf-8")
    except (FileNotFoundError, OSError):
        return f"# {engine.game_info(game_id).title}\n\nThe rules page of this game is still being written."


class RulesScene(Scene):
    """Shows one game's rules; Back returns to the scene that opened it."""

    def __init__(self, app, game_id: str, back: Callable[[], Scene]) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.back_to = back
        self.html = to_html(rulebook_text(game_id))

    def build(self) -> None:
        from pygame_gui.elements import UITextBox

        app = self.app
        if not getattr(app, "rules_fonts_loaded", False):
            app.rules_fonts_loaded = True
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                app.manager.preload_fonts([{"name": "dejavu_sans", "point_size": size, "style": "bold"}
                                           for size in (18, 24, 32)])
        w, h = app.size
        margin = app.px(40)
        self.add(UITextBox(self.html, pygame.Rect(margin, app.px(70), w - 2 * margin, h - app.px(150)), app.manager,
                           object_id="#rules_text"))
        self.button(pygame.Rect(margin, h - app.px(66), app.px(160), app.px(44)), "Back", self.back)

    def back(self) -> None:
        """Return to where the rules were opened from."""
        self.app.goto(self.back_to())

    def on_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def draw(self, surface: pygame.Surface) -> None:
        self.text(surface, f"Rules: {engine.game_info(self.game_id).title}", (self.app.px(40), self.app.px(20)), 28,
                  colour=ACCENT, bold=True)
