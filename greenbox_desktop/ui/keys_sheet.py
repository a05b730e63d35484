"""The key sheet: F1 (or ?) lays the keys of the screen in view over it; any key or click closes it."""

from __future__ import annotations

import pygame

from greenbox_desktop.ui.scenes.base import ACCENT, DIM, TEXT

GLOBAL_KEYS = (("F1 or ?", "show or hide this sheet of keys"), ("F11 or Alt+Enter", "fullscreen on or off"),
               ("M", "sound off or on"))


def opens_sheet(event: pygame.event.Event, typing: bool) -> bool:
    """Whether ``event`` asks for the key sheet: F1, or "?" when no text field has the keyboard."""
    if event.type != pygame.KEYDOWN:
        return False
    return event.key == pygame.K_F1 or (not typing and getattr(event, "unicode", "") == "?")


def render_sheet(app, title: str, keys: tuple[tuple[str, str], ...]) -> pygame.Surface:
    """The sheet of ``keys`` (key, what it does) for the screen called ``title``, then the keys
    every screen knows, on a dark card in the middle of a window-sized see-through layer (drawn
    once when opened, laid over every frame while it shows)."""
    surface = pygame.Surface(app.size, pygame.SRCALPHA)
    surface.fill((0, 0, 0, 150))
    rows = [*keys, ("", ""), *GLOBAL_KEYS]
    key_font = app.art.font(app.px(16), True)
    font = app.art.font(app.px(16))
    step = font.get_linesize() + app.px(4)
    key_w = max(key_font.size(k)[0] for k, _ in rows) + app.px(24)
    w = min(surface.get_width() - app.px(40), key_w + max(font.size(t)[0] for _, t in rows) + app.px(48))
    h = min(surface.get_height() - app.px(40), step * (len(rows) + 3) + app.px(24))
    card = pygame.Rect(0, 0, w, h)
    card.center = surface.get_rect().center
    pygame.draw.rect(surface, (22, 44, 30), card, border_radius=app.px(10))
    pygame.draw.rect(surface, ACCENT, card, 2, border_radius=app.px(10))
    x, y = card.x + app.px(24), card.y + app.px(16)
    surface.blit(app.art.font(app.px(20), True).render(f"Keys: {title}", True, ACCENT), (x, y))
    y += step + app.px(10)
    for key, meaning in rows:
        if y + step > card.bottom - step:
            break
        surface.blit(key_font.render(key, True, ACCENT), (x, y))
        surface.blit(font.render(meaning, True, TEXT), (x + key_w, y))
        y += step
    closing = font.render("Any key or click closes this sheet.", True, DIM)
    surface.blit(closing, (x, card.bottom - step - app.px(4)))
    return surface
