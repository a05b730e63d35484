"""A hand-built position drawn on a real table scene, for the per-game legibility tests.

``drawn(state, size)`` opens ``state`` as a new session's start at a window ``size`` (every seat a
person, the hot-seat curtain lifted) and returns the table scene after a few frames: its
``layout`` (zone and slot rectangles) and ``placements`` (every piece's rectangle) are the
geometry the tests check.
"""

from __future__ import annotations

import pygame

from greenbox_desktop.engine import State
from greenbox_desktop.ui.application import App
from greenbox_desktop.ui.scenes.table import TableScene
from greenbox_desktop.ui.session import Seat, Session, default_colours

SIZES = ((1024, 640), (1280, 720), (1920, 1080))


def drawn(state: State, size: tuple[int, int] = (1280, 720)) -> TableScene:
    """The table scene showing ``state`` at window ``size``, drawn (``state`` becomes the session's
    start: its history is forgotten, so undo never replays the actions that built it)."""
    state.history = type(state.history)()
    app = App(size=size, fullscreen=False)
    app.settings.animation_speed = 0.0
    app.step(0)
    seats = [Seat(f"Player {i + 1}", colour) for i, colour in enumerate(default_colours(state.players))]
    scene = TableScene(app, Session(state, seats))
    app.goto(scene)
    for _ in range(2):
        app.step(1 / 60)
    if scene.curtain:
        scene.lift_curtain()
        app.step(1 / 60)
    return scene


def pieces_at(scene: TableScene, zone: str, slot: int | None) -> list[pygame.Rect]:
    """The rectangles of the shown pieces of zones drawn over ``zone``'s ``slot`` (and of the slot itself)."""
    over = {zone} | {z.id for z in scene.view.zones() if z.over == zone}
    return [p.rect for p in scene.placements if p.zone in over and p.slot == slot and not p.hidden]


def tile_rect(scene: TableScene, zone: str, slot: int) -> pygame.Rect:
    """The rectangle of the piece lying in ``zone``'s ``slot`` itself (a board's tile)."""
    return next(p.rect for p in scene.placements if p.zone == zone and p.slot == slot and not p.hidden)


def symbol_spot(tile: pygame.Rect) -> pygame.Rect:
    """The middle of a tile, where its symbol is drawn: a square of a fifth of its side."""
    spot = pygame.Rect(0, 0, max(2, tile.w // 5), max(2, tile.h // 5))
    spot.center = tile.center
    return spot
