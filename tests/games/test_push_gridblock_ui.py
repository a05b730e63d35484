"""Push and Gridblock played from start to result screen through the desktop UI's event layer."""

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))

from driver import Driver  # noqa: E402

from greenbox_desktop import engine  # noqa: E402
from greenbox_desktop.ui.scenes.results import ResultsScene  # noqa: E402
from greenbox_desktop.ui.scenes.seating import SeatingScene  # noqa: E402
from greenbox_desktop.ui.scenes.table import TableScene  # noqa: E402


def play_through_ui(game_id: str, pick, seed: int = 1) -> Driver:
    """Seat two players at ``game_id`` (fixed seed) and play ``pick(state)`` each step by drags and buttons."""
    d = Driver()
    seating = SeatingScene(d.app, game_id)
    seating.seed = seed
    d.app.goto(seating)
    d.steps(2)
    d.click_button("#start")
    assert isinstance(d.scene, TableScene)
    while not d.scene.state.is_terminal():
        before = len(d.scene.state.history)
        d.play_move(pick(d.scene.state))
        assert len(d.scene.state.history) == before + 1, d.app.current_status()
    return d


def finish(d: Driver) -> None:
    """From the finished table to the result screen, whose headline names the winners or a draw."""
    d.click_button("#results")
    assert isinstance(d.scene, ResultsScene)
    headline = d.scene.headline()
    assert "win" in headline or "draw" in headline, headline


def test_push_scripted_game_through_the_ui():
    # A fixed script: a seeded chooser; green prefers pushes that re-enter on row 1.
    rng = random.Random(2)

    def pick(state):
        actions = state.legal_actions()
        if state.current_player == 0:
            row = [a for a in actions if a.slot < 6]
            return rng.choice(row or actions)
        return rng.choice(actions)

    d = play_through_ui("push", pick)
    state = d.scene.state
    assert state.result in ("win", "draw")
    again = engine.replay("push", 2, state.seed, state.options, state.history)
    assert again.to_json() == state.to_json()
    finish(d)


def test_gridblock_scripted_game_through_the_ui():
    # A fixed script: a seeded chooser that walks onto the card's symbol when it can.
    rng = random.Random(7)

    def pick(state):
        actions = state.legal_actions()
        if state.phase == "move":  # prefer ending on the card's symbol
            good = [a for a in actions if getattr(a, "slot", None) is not None
                    and state.symbol_at(a.slot) == state.card_symbol and state.free_corners(a.slot)]
            return rng.choice(good or actions)
        return rng.choice(actions)

    d = play_through_ui("gridblock", pick)
    state = d.scene.state
    assert state.round == 6 and state.phase == "over"
    assert sum(state.scores()) > 0
    finish(d)
