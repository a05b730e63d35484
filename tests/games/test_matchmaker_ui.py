"""Matchmaker through the desktop UI: a whole three-seat game, and the clock of a timed step."""

import math
import random

from ui_play import Driver

from greenbox_desktop import engine
from greenbox_desktop.engine import Move, Pass
from greenbox_desktop.games.matchmaker import READY, ROLL, SHOWN, board, cube_slot, supply
from greenbox_desktop.ui.scenes.results import ResultsScene
from greenbox_desktop.ui.scenes.seating import SeatingScene
from greenbox_desktop.ui.scenes.table import TableScene
from greenbox_desktop.ui.session import Seat

GAME = "matchmaker"


def seated(players: int = 3, seed: int = 4, options=None) -> Driver:
    """A driver at the table with ``players`` people seated."""
    d = Driver()
    seats = [Seat(f"Player {i + 1}", c) for i, c in enumerate(("red", "blue", "yellow", "green", "white")[:players])]
    seating = SeatingScene(d.app, GAME, options, seats=seats)
    seating.seed = seed
    d.app.goto(seating)
    d.steps(2)
    d.click_button("#start")
    assert isinstance(d.scene, TableScene) and d.scene.state.players == players
    return d


def test_a_whole_game_through_the_ui():
    d = seated(3, 4, {"dice": 1})
    rng = random.Random(4)
    while not d.scene.state.is_terminal():
        state = d.scene.state
        before = len(state.history)
        legal = state.legal_actions()
        moves = [a for a in legal if isinstance(a, Move)]
        action = rng.choice(moves) if moves and state.step == "place" else legal[-1]
        d.play_move(action)
        assert len(d.scene.state.history) == before + 1, d.app.current_status()
    final = d.scene.state
    again = engine.replay(GAME, 3, final.seed, final.options, final.history)
    assert again.to_json() == final.to_json()
    d.click_button("#results")
    assert isinstance(d.scene, ResultsScene)


def looking_at_the_cards(clock: str = "standard") -> Driver:
    """Three people seated, the tiles laid, the Maker's cards drawn and kept in order: Player 2
    looks at them (the curtain lifted)."""
    d = seated(3, 5, {"clock": clock})
    for _ in range(3):
        d.play_move(Pass())
    d.play_move(ROLL)
    d.play_move(Pass())
    d.lift_curtain()
    return d


def test_the_clock_turns_the_cards_over_and_ends_the_placing():
    d = looking_at_the_cards()
    state = d.scene.state
    assert state.step == "memorise" and d.scene.clock.text() is not None
    seconds = 2 * len(state.contents[SHOWN])
    d.steps(seconds * 4 - 2, 0.25)  # not yet: the cards still show
    assert d.scene.state.step == "memorise"
    d.steps(2, 0.25)
    assert d.scene.state.step == "place" and d.scene.state.history[-1] == READY
    d.steps(1, 0)  # the next frame starts the placing time
    assert d.scene.clock.text() == f"{seconds} s left"
    d.steps(seconds * 4, 0.25)
    assert d.scene.state.history[-1] == Pass()
    assert d.scene.state.step == "memorise" and d.scene.curtain  # the next player's turn waits behind it
    d.steps(seconds * 8, 0.25)
    assert d.scene.state.step == "memorise"  # no time runs behind the curtain


def test_placing_a_cube_does_not_restart_the_placing_clock():
    d = looking_at_the_cards()
    d.play_move(READY)
    d.steps(1, 0)
    seconds = 2 * len(d.scene.state.contents[SHOWN])
    d.steps(seconds * 2, 0.25)  # half the time goes by
    cube = next(a for a in d.scene.state.legal_actions() if isinstance(a, Move))
    d.play_move(cube)
    d.steps(1, 0)
    assert d.scene.clock.text() == f"{math.ceil(seconds / 2)} s left"
    d.steps(seconds * 2, 0.25)
    assert d.scene.state.history[-1] == Pass()


def test_with_the_clock_off_the_cards_wait_for_the_button():
    """Issue 29: the look and place times are an option; "Off" runs no clock at all."""
    d = looking_at_the_cards("off")
    assert d.scene.clock.text() is None
    d.steps(400, 0.25)  # 100 seconds
    assert d.scene.state.step == "memorise"
    d.play_move(READY)
    d.steps(400, 0.25)
    assert d.scene.state.step == "place" and d.scene.clock.text() is None


def test_the_placing_rows_are_large_and_the_supply_stays_put():
    """Issue 29: "The person's placing rows must be large and the cube supply must stay put"."""
    d = looking_at_the_cards()
    d.play_move(READY)
    d.steps(2)
    placer = d.scene.state.current_player
    cell = d.scene.layout.boxes[board(placer)].cell
    assert cell >= d.scene.table_rect().h / 16  # three rows of 36 pixels or more at 1280x720
    before = {p.cid: p.rect.copy() for p in d.scene.placements if p.zone == supply(placer)}
    for colour in ("red", "red", "blue"):
        cube = next(c for c in d.scene.state.contents[supply(placer)] if c.split(".")[1] == colour)
        d.drag(cube, board(placer), cube_slot(True, 2))
        d.steps(2)
    after = {p.cid: p.rect for p in d.scene.placements if p.zone == supply(placer)}
    assert len(after) == len(before) - 3 and all(after[c] == before[c] for c in after)
