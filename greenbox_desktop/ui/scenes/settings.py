"""Settings: window size, fullscreen, sound, animation speed, colour-blind marks, buzzer keys."""

from __future__ import annotations

from typing import Callable

import pygame

from greenbox_desktop.ui.art import Art
from greenbox_desktop.ui.scenes.base import ACCENT, DIM, Scene, SubScene
from greenbox_desktop.ui.table.buzzers import key_caption
from greenbox_desktop.ui.window import offered_sizes

SIZES = ((960, 540), (1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160))
SPEEDS = (0.0, 0.5, 1.0, 2.0)
SPEED_NAMES = {0.0: "Off", 0.5: "Slow", 1.0: "Normal", 2.0: "Fast"}


def on_off(value: bool) -> str:
    """"On" or "Off"."""
    return "On" if value else "Off"


class SettingsScene(SubScene):
    """Each setting is a button that cycles its value; changes are saved at once."""

    KEYS_TITLE = "the settings"
    KEYS = (("Tab / Shift+Tab", "light the next setting"), ("Enter or Space", "press the lit button"),
            ("Esc", "back"))
    button_keys = True

    def __init__(self, app, back: Callable[[], Scene] | None = None) -> None:
        super().__init__(app)
        self.back_to = back
        self.capturing: int | None = None  # the seat whose buzzer key the next key press sets

    def rows(self) -> list[tuple[str, str, Callable[[], None]]]:
        """(label, current value, change) for each setting."""
        s = self.app.settings
        return [
            ("Window size", f"{s.window_size[0]}×{s.window_size[1]}", self.next_size),
            ("Fullscreen (F11)", on_off(s.fullscreen), self.toggle_fullscreen),
            ("Sound (M)", on_off(s.sound), self.app.toggle_sound),
            ("Animation", SPEED_NAMES.get(s.animation_speed, f"{s.animation_speed:g}×"), self.next_speed),
            ("Colour-blind marks", on_off(s.colour_blind_marks), self.toggle_marks),
            ("Buzzer keys (real-time games)", " ".join(key_caption(k) for k in s.buzzer_keys), self.capture_keys),
        ]

    def build(self) -> None:
        app = self.app
        x, y = app.size[0] // 2, app.px(110)
        for label, value, change in self.rows():
            self.button(pygame.Rect(x, y, app.px(220), app.px(42)), value, lambda c=change: self.change(c),
                        object_id=f"#set_{label.split()[0].lower()}")
            y += app.px(56)
        self.button(pygame.Rect(app.px(40), app.size[1] - app.px(70), app.px(160), app.px(46)), "Back", self.back)

    def change(self, change: Callable[[], None]) -> None:
        """Apply one change, save, and show the new values."""
        change()
        self.app.store_settings()
        self.rebuild()

    def sizes(self) -> list[tuple[int, int]]:
        """The window sizes this desktop can hold (never one larger than the screen), smallest first."""
        return offered_sizes(SIZES, self.app.settings.window_size, self.app.desktop_size())

    def next_size(self) -> None:
        """The next window size that fits the desktop, back to the smallest after the largest."""
        s = self.app.settings
        sizes = self.sizes()
        s.window_size = sizes[(sizes.index(tuple(s.window_size)) + 1) % len(sizes)]
        if not s.fullscreen:
            self.app.apply_window_settings()

    def toggle_fullscreen(self) -> None:
        """Fullscreen on or off (F11 does the same anywhere)."""
        self.app.toggle_fullscreen()

    def next_speed(self) -> None:
        """The next animation speed."""
        s = self.app.settings
        i = SPEEDS.index(s.animation_speed) if s.animation_speed in SPEEDS else 1
        s.animation_speed = SPEEDS[(i + 1) % len(SPEEDS)]

    def toggle_marks(self) -> None:
        """Colour letters on cubes and meeples on or off."""
        s = self.app.settings
        s.colour_blind_marks = not s.colour_blind_marks
        self.app.art = Art(colour_blind_marks=s.colour_blind_marks)

    def capture_keys(self) -> None:
        """Ask for each seat's buzzer key in turn, Player 1 first."""
        self.capturing = 0
        self.ask_key()

    def ask_key(self) -> None:
        """Say whose buzzer key the next key press sets."""
        self.app.status(f"Press the buzzer key for Player {self.capturing + 1} (Esc keeps the rest).")

    def focus_key(self, event: pygame.event.Event) -> bool:
        """While a buzzer key is being set, every key is that buzzer's (Tab and Enter too)."""
        return self.capturing is None and super().focus_key(event)

    def on_event(self, event: pygame.event.Event) -> None:
        if self.capturing is None or event.type != pygame.KEYDOWN:
            super().on_event(event)
            return
        if event.key == pygame.K_ESCAPE:
            self.capturing = None
            self.app.status("Buzzer keys kept.")
            return
        self.set_key(self.capturing, pygame.key.name(event.key))
        self.capturing += 1
        if self.capturing == len(self.app.settings.buzzer_keys):
            self.capturing = None
            self.app.status("Buzzer keys kept.")
        else:
            self.ask_key()
        self.app.store_settings()
        self.rebuild()

    def claims_key(self, event: pygame.event.Event) -> bool:
        """While buzzer keys are being set, every key is one (M too)."""
        return self.capturing is not None

    def set_key(self, seat: int, name: str) -> None:
        """Give ``seat`` the key ``name``; a seat that had it takes ``seat``'s old key (keys stay distinct)."""
        keys = list(self.app.settings.buzzer_keys)
        if name in keys:
            keys[keys.index(name)] = keys[seat]
        keys[seat] = name
        self.app.settings.buzzer_keys = tuple(keys)

    def back(self) -> None:
        """Return to where the settings were opened from, drawing with the current art."""
        scene = self.previous()
        if hasattr(scene, "renderer"):
            scene.renderer.art = self.app.art
        self.app.goto(scene)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        self.text(surface, "Settings", (app.px(40), app.px(24)), 32, colour=ACCENT, bold=True)
        y = app.px(110)
        for label, _value, _change in self.rows():
            self.text(surface, label, (app.size[0] // 2 - app.px(30), y + app.px(21)), 20, anchor="midright")
            y += app.px(56)
        self.text(surface, "Changes are kept for next time.", (app.size[0] // 2, y + app.px(20)), 15, colour=DIM,
                  anchor="midtop")
        self.draw_status(surface)
