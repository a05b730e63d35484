"""A monkey: thousands of random clicks, drags, keys, wheels and resizes on every scene, no crash."""

import random

import pygame
import pytest
from driver import Driver

from greenbox_desktop import engine
from greenbox_desktop.ui.scenes import settings as settings_scene
from greenbox_desktop.ui.scenes.library import LibraryScene
from greenbox_desktop.ui.scenes.results import ResultsScene
from greenbox_desktop.ui.scenes.rules import RulesScene
from greenbox_desktop.ui.scenes.saves_screen import SavesScene
from greenbox_desktop.ui.scenes.seating import SeatingScene
from greenbox_desktop.ui.scenes.settings import SettingsScene
from greenbox_desktop.ui.scenes.table import TableScene
from greenbox_desktop.ui.scenes.title import TitleScene
from greenbox_desktop.ui.session import Seat, Session

EVENTS_PER_SCENE = 5000
EVENTS_PER_FRAME = 25
KEYS = [pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_SPACE,
        pygame.K_z, pygame.K_y, pygame.K_m, pygame.K_a, pygame.K_1, pygame.K_BACKSPACE, pygame.K_PLUS,
        pygame.K_MINUS, pygame.K_ESCAPE, pygame.K_s]
SIZES = [(1280, 720), (1100, 640), (1440, 810)]


def _session(game_id: str, moves: int) -> Session:
    info = engine.game_info(game_id)
    session = Session.new(game_id, [Seat(f"P{i}", "red") for i in range(info.min_players)], 4, {})
    rng = random.Random(4)
    for _ in range(moves):
        if session.state.is_terminal():
            break
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def _finished(game_id: str) -> Session:
    return _session(game_id, 10_000)


SCENES = {
    "title": lambda app: TitleScene(app),
    "library": lambda app: LibraryScene(app),
    "seating": lambda app: SeatingScene(app, "nim"),
    "table_nim": lambda app: TableScene(app, _session("nim", 5)),
    "table_bc": lambda app: TableScene(app, _session("business_casual", 3)),
    "results": lambda app: ResultsScene(app, _finished("business_casual")),
    "rules": lambda app: RulesScene(app, "nim", back=lambda: LibraryScene(app)),
    "settings": lambda app: SettingsScene(app),
    "saves": lambda app: SavesScene(app, session=_session("nim", 2)),
}


def _random_event(rng: random.Random, size: tuple[int, int]) -> list[pygame.event.Event]:
    w, h = size
    point = (rng.randrange(w), rng.randrange(h))
    roll = rng.random()
    if roll < 0.35:
        button = rng.choice((1, 1, 1, 3))
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=point, button=button),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=point, button=button)]
    if roll < 0.55:
        end = (rng.randrange(w), rng.randrange(h))
        button = rng.choice((1, 1, 3))
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=point, button=button),
                pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=button)]
    if roll < 0.65:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))]
    if roll < 0.7:
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False, precise_x=0.0,
                                   precise_y=0.0)]
    if roll < 0.98:
        key = rng.choice(KEYS)
        mod = rng.choice((0, 0, 0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT))
        return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0),
                pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)]
    return [pygame.event.Event(pygame.VIDEORESIZE, size=rng.choice(SIZES))]


@pytest.fixture
def small_windows(monkeypatch):
    """Keep the settings scene's size button to small windows (4K frames are slow headless)."""
    monkeypatch.setattr(settings_scene, "SIZES", ((1280, 720), (1100, 640)))


@pytest.mark.parametrize("name", list(SCENES))
def test_monkey(name, small_windows):
    rng = random.Random(name)
    d = Driver()
    d.app.goto(SCENES[name](d.app))
    posted = 0
    while posted < EVENTS_PER_SCENE:
        for _ in range(EVENTS_PER_FRAME):
            for event in _random_event(rng, d.app.size):
                if event.type == pygame.VIDEORESIZE:
                    pygame.display.set_mode(event.size, pygame.RESIZABLE)
                pygame.event.post(event)
            posted += 1
        d.app.step(rng.choice((0.0, 1 / 60, 0.3)))
        d.app.running = True  # the monkey may press Quit; keep going
    scene = d.scene
    if isinstance(scene, (TableScene, ResultsScene)):
        state = scene.session.state
        again = engine.replay(state.game_id, state.players, state.seed, state.options, state.history)
        assert again.to_json() == state.to_json()
        assert state.is_terminal() or state.legal_actions()
