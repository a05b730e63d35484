"""Island through the desktop UI: a whole short game by drags, clicks and buttons, behind the curtain."""

import random

import pygame

from ui_play import play_through_ui

from greenbox_desktop import engine
from greenbox_desktop.engine import Move, Pass
from greenbox_desktop.games.island.words import OUTLINE
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
