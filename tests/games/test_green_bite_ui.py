"""Green Bite through the desktop UI: a whole two-player game by drags, behind the hot-seat curtain."""

import random

from ui_play import Driver, play_through_ui

from greenbox_desktop import engine
from greenbox_desktop.games.green_bite import card_id, choice
from greenbox_desktop.ui.scenes.seating import SeatingScene
from greenbox_desktop.ui.scenes.table import TableScene
from greenbox_desktop.ui.session import Seat

GAME = "green_bite"


def test_a_whole_game_through_the_ui():
    rng = random.Random(5)
    d = play_through_ui(GAME, lambda state: rng.choice(state.legal_actions()), seed=5)
    final = d.scene.session.state
    assert final.is_terminal() and len(final.winners()) == 1 and final.out
    again = engine.replay(GAME, 2, final.seed, final.options, final.history)
    assert again.to_json() == final.to_json()


def test_the_curtain_hides_the_first_choice_from_the_next_player():
    d = Driver()
    seats = [Seat(f"Player {i + 1}", c) for i, c in enumerate(("red", "blue", "yellow"))]
    d.app.goto(SeatingScene(d.app, GAME, seats=seats))
    d.steps(2)
    d.click_button("#start")
    assert isinstance(d.scene, TableScene) and d.scene.curtain
    d.lift_curtain()
    d.drag(card_id(0, 6), choice(0))
    scene = d.scene
    assert scene.state.contents[choice(0)] == [card_id(0, 6)] and scene.state.current_player == 1
    assert scene.curtain
    d.lift_curtain()
    assert not d.scene.curtain
    drawn = {p.cid for p in d.scene.placements}
    assert card_id(0, 6) not in drawn and card_id(1, 6) in drawn
