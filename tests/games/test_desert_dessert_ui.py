"""Desert Dessert played to the win by mouse through the desktop app, with a save, a quit and a
resume in the middle, ending on the results screen with the turns taken and the best list."""

import random
import sys
from pathlib import Path


sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))

from driver import Driver  # noqa: E402

from greenbox_desktop import saves  # noqa: E402
from greenbox_desktop.games.desert_dessert.strategy import sensible  # noqa: E402
from greenbox_desktop.engine import Move, move  # noqa: E402
from greenbox_desktop.games.desert_dessert.data import (  # noqa: E402
    BANK_INDEX, BOSSES, INDUSTRIES, INPUTS, MANAGERS, MARKET, NEED_PAIRS, STORE,
)
from greenbox_desktop.games.desert_dessert.planner import supply_plan  # noqa: E402
from greenbox_desktop.games.desert_dessert.rules import SUPPLY_DONE  # noqa: E402
from greenbox_desktop.ui.scenes.results import ResultsScene  # noqa: E402
from greenbox_desktop.ui.scenes.seating import SeatingScene  # noqa: E402
from greenbox_desktop.ui.scenes.table import TableScene  # noqa: E402
from greenbox_desktop.ui.table.captions import game_captions  # noqa: E402

SEED = 3
SAVE_AT_TURN = 12


def choose(state, rng: random.Random):
    """The scripted player's choice; on even turns its "supply all" is dragged step by step."""
    if state.phase != "supply" or state.turn % 2:
        return sensible(state, rng)
    steps = supply_plan(state.counts(), state.built, state.supplied, state.bossed, state.contents[MANAGERS])
    if not steps:
        return SUPPLY_DONE
    who, kind = steps[0]
    if who == "supply":  # drag a cube of the first colour it needs onto the next idle industry
        return move(state.contents[STORE[NEED_PAIRS[kind][0][0]]][-1], INPUTS, state.next_idle(kind))
    return move(who, BOSSES, state.next_unmanaged(kind))


def play_by_mouse(d: Driver, rng: random.Random, until, kinds: set) -> None:
    """Play the scripted player's choices by drags and button clicks until ``until(state)``."""
    while not until(d.scene.state):
        state = d.scene.state
        if state.phase == "trade":  # the price board is written beside the cards: 12 captions
            assert len(game_captions(d.scene.view)) == 12 and d.scene.captions.lines >= 12
        action = choose(state, rng)
        if isinstance(action, Move):
            kinds.add("bank" if action.zone in BANK_INDEX else action.zone)
        before = len(state.history)
        d.play_move(action)
        assert len(d.scene.state.history) == before + 1, d.app.current_status()


def test_whole_game_by_mouse_with_save_quit_and_resume():
    rng = random.Random(SEED)
    kinds: set = set()
    d = Driver()
    seating = SeatingScene(d.app, "desert_dessert")
    seating.seed = SEED
    d.app.goto(seating)
    d.steps(2)
    d.click_button("#start")
    assert isinstance(d.scene, TableScene)
    play_by_mouse(d, rng, lambda s: s.turn >= SAVE_AT_TURN, kinds)

    # Save under a name, quit the app.
    history = list(d.scene.state.history)
    d.save_and_quit()

    # A new start of the app: load the save and finish the game.
    d = Driver()
    d.click_text("Load a saved game")
    d.click_button("#load")
    assert isinstance(d.scene, TableScene)
    assert d.scene.state.history == history and d.scene.state.seed == SEED
    play_by_mouse(d, rng, lambda s: s.is_terminal(), kinds)
    state = d.scene.state
    assert state.outcome == "won" and 20 <= state.turn <= 60
    assert {INPUTS, BOSSES, MARKET, INDUSTRIES} <= kinds  # supplies, managers, trades and builds dragged

    # Results: the turns taken and a best-list entry for this win.
    d.click_button("#results")
    assert isinstance(d.scene, ResultsScene)
    assert "wins" in d.scene.headline()
    best = saves.best_records("desert_dessert", "standard")
    assert [e["score"] for e in best] == [state.turn] and best[0]["seed"] == SEED
    assert d.scene.best_lines() == [f"1. {state.turn} turns · {best[0]['name']} · {best[0]['date']}"]
    assert f"Won in {state.turn} turns" in state.panel()["Result"]
