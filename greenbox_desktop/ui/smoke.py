"""``greenbox --smoke``: check an installation without a person, then exit.

Draws the title screen and one frame of a NIM table, loads every sound and font from the
installed package, and prints where each came from and how many of the designers' games in the
games folder loaded; exits 0 only if all of that worked.
Run it headless with ``SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy``.
"""

from __future__ import annotations

import wave

import pygame

from greenbox_desktop import engine
from greenbox_desktop.engine import registry
from greenbox_desktop.ui import assets
from greenbox_desktop.ui.application import App
from greenbox_desktop.ui.art import SOUND_NAMES
from greenbox_desktop.ui.session import Seat, Session, default_colours

GAME = "nim"


def run_smoke() -> int:
    """Title, one table frame and every asset; prints a line per check and returns the exit code."""
    app = App(size=(960, 540), fullscreen=False)
    app.step(0.0)
    print(f"title: {type(app.scene).__name__} drawn", flush=True)
    from greenbox_desktop.ui.scenes.table import TableScene

    seats = [Seat(f"Player {i + 1}", colour) for i, colour in enumerate(default_colours(2))]
    app.goto(TableScene(app, Session.new(GAME, seats, 1, {})))
    app.step(1 / 60)
    print(f"table: {engine.game_info(GAME).title} drawn, {app.frames} frames", flush=True)
    for name in SOUND_NAMES:
        with wave.open(str(assets.sound(name))) as sound:
            sound.readframes(sound.getnframes())
    print(f"sounds: {len(SOUND_NAMES)} from {assets.sound(SOUND_NAMES[0]).parent}", flush=True)
    for path in (assets.FONT_REGULAR, assets.FONT_BOLD):
        pygame.font.Font(str(path), 16).render("Green Box", True, (0, 0, 0))
    print(f"fonts: {assets.FONT_REGULAR.parent}", flush=True)
    print(f"games: {len(engine.games())}", flush=True)
    sources = registry.user_sources()
    print(f"your games: {sum(len(s.game_ids) for s in sources)} loaded, {sum(s.broken for s in sources)} broken",
          flush=True)
    pygame.quit()
    print("smoke: ok", flush=True)
    return 0
