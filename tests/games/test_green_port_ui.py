"""Green Port through the desktop UI: a whole game by drags and buttons, and a refused drag explained."""

import random

from ui_play import Driver, open_table, play_through_ui

from greenbox_desktop import engine
from greenbox_desktop.games.green_port.rules import REVEAL
from greenbox_desktop.games.green_port.table import units
from greenbox_desktop.ui.scenes.seating import SeatingScene
from greenbox_desktop.ui.session import Seat

GAME = "green_port"


def test_a_whole_game_through_the_ui():
    rng = random.Random(4)
    d = play_through_ui(GAME, lambda state: rng.choice(state.legal_actions()), seed=4)
    final = d.scene.session.state
    assert final.is_terminal() and final.objectives_left() == 0
    again = engine.replay(GAME, 2, final.seed, final.options, final.history)
    assert again.to_json() == final.to_json()


def start(seed):
    """A two-player table with this seed (no curtain: nothing but the deck is hidden)."""
    d = open_table(GAME, seed)
    assert not d.scene.curtain
    return d


def test_starting_cubes_are_dragged_and_a_wrong_drag_is_explained():
    d = start(3)
    state = d.scene.state
    assert state.phase == "pick" and state.current_player == 1
    red = state.contents["supply.red"][-1]
    d.drag(red, units(1))
    state = d.scene.state
    assert state.have(1) == (1, 0, 0, 0) and state.current_player == 0
    before = state.to_json()
    d.drag(state.contents["supply.red"][-1], units(0))
    assert d.scene.state.to_json() == before
    assert "nobody has chosen yet" in d.app.current_status()
    d.drag(state.contents["supply.blue"][-1], units(0))
    d.click_button(d.scene.session.words(d.scene.state.label(REVEAL)))
    assert len(d.scene.state.contents["pool"]) + len(d.scene.state.contents["discard"]) == 1


def test_a_bot_seat_plays_its_turns_at_the_table():
    d = Driver()
    seats = [Seat("Ann", "red", "human"), Seat("Bot", "blue", "bot:easy")]
    seating = SeatingScene(d.app, GAME, seats=seats)
    seating.seed = 5
    d.app.goto(seating)
    d.steps(2)
    d.click_button("#start")
    rng = random.Random(5)
    bot_moves = 0
    for _ in range(5_000):
        state = d.scene.state
        if state.is_terminal() or bot_moves >= 12:
            break
        if state.current_player == 0:
            d.play_move(rng.choice(state.legal_actions()))
        else:
            before = len(state.history)
            d.steps(1, 0.2)
            bot_moves += len(d.scene.state.history) - before
    assert bot_moves >= 12 or d.scene.state.is_terminal()
    final = d.scene.state
    assert engine.replay(GAME, 2, final.seed, final.options, final.history).to_json() == final.to_json()
