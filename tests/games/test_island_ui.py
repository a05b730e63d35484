"""Island through the desktop UI: a whole short game by drags, clicks and buttons behind the curtain,
and one against a bot."""

import random
import time

import pygame
from ui_play import Driver, play_through_ui

from greenbox_desktop import engine
from greenbox_desktop.engine import Move, Pass
from greenbox_desktop.games.island.words import OUTLINE
from greenbox_desktop.ui.scenes.results import ResultsScene
from greenbox_desktop.ui.scenes.seating import SeatingScene
from greenbox_desktop.ui.scenes.table import TableScene
from greenbox_desktop.ui.table.marks import MarkPainter

GAME = "island"


def busy(seed):
    """A player that acts at random but passes half the time once cards are on the table (repeatably)."""
    rng = random.Random(seed)

    def choose(state):
        legal = state.legal_actions()
        if Pass() in legal and state.phase == "turn" and rng.random() < 0.5:
            return Pass()
        return rng.choice(legal)
    return choose


def test_a_whole_game_through_the_ui():
    d = play_through_ui(GAME, busy(2), options={"cycle_limit": 3}, seed=2)
    final = d.scene.session.state
    assert final.is_terminal() and final.cycle <= 3
    zones = {a.zone for a in final.history if isinstance(a, Move)}
    assert {"board", "pieces", "played"} <= zones and any(z.startswith("hand.") for z in zones)
    again = engine.replay(GAME, 2, final.seed, final.options, final.history)
    assert again.to_json() == final.to_json()
    assert "win" in d.scene.headline() or "draw" in d.scene.headline().lower()
    d.click_button("Look at the table")
    outline_every_territory(d, final)


def outline_every_territory(d, state):
    """A mark naming a tuple of slots rings both tiles of a territory in the game's colour."""
    painter = MarkPainter(d.app.art)
    painter.draw(pygame.Surface(d.app.size), d.scene.layout, state, key=("test",))
    rings = [item for item in painter._items if item[3] == OUTLINE]
    assert len(rings) == len(state.territories)
    for (ring, _text, _badge, _colour), pair in zip(rings, state.territories):
        for cell in pair:
            assert ring.collidepoint(d.scene.layout.slot_rect("board", cell).center)


def test_a_human_against_an_easy_bot_to_the_results():
    d = Driver()
    seating = SeatingScene(d.app, GAME, {"cycle_limit": 3})
    seating.seed = 5
    d.app.goto(seating)
    d.steps(2)
    d.click_button("#kind_1")  # Human -> Bot: Easy
    d.click_button("#start")
    assert isinstance(d.scene, TableScene) and not d.scene.curtain  # one person: no curtain
    rng = random.Random(5)
    while not d.scene.state.is_terminal():
        for _ in range(40_000):
            if d.scene.state.is_terminal() or not d.scene.bots.bot_to_move():
                break
            d.steps(1)
            time.sleep(0.0005)
        if d.scene.state.is_terminal():
            break
        assert d.scene.at_screen == 0 and d.scene.state.current_player == 0
        d.play_move(rng.choice(d.scene.state.legal_actions()))
    assert any(line.startswith("Bot 2 ") for line in d.scene.session.log)
    d.click_button("#results")
    assert isinstance(d.scene, ResultsScene)
