"""Island through the desktop UI: a whole short game by drags, clicks and buttons, behind the curtain."""

import random

from ui_play import play_through_ui

from greenbox_desktop import engine
from greenbox_desktop.engine import Move, Pass

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
