"""Slush through the desktop UI: a whole game by drags and buttons, and six seats on one table."""

import random

from ui_play import Driver, play_through_ui

from greenbox_desktop import engine
from greenbox_desktop.engine import Move
from greenbox_desktop.games.rings import COLOUR_RING
from greenbox_desktop.games.slush import FINISH, PIECES, REVEAL
from greenbox_desktop.ui.scenes.seating import SeatingScene
from greenbox_desktop.ui.scenes.table import TableScene
from greenbox_desktop.ui.session import Seat

GAME = "slush"


def keen(seed):
    """A player that finishes bids soon, locks when it can and otherwise picks at random (repeatably)."""
    rng = random.Random(seed)

    def choose(state):
        legal = state.legal_actions()
        if FINISH in legal:
            return FINISH
        return rng.choice(legal)
    return choose


def test_a_whole_game_through_the_ui():
    d = play_through_ui(GAME, keen(3), seed=3)
    final = d.scene.session.state
    assert final.is_terminal() and final.winners()
    again = engine.replay(GAME, 3, final.seed, final.options, final.history)
    assert again.to_json() == final.to_json()
    assert "win" in d.scene.headline() or "draw" in d.scene.headline().lower()


def test_six_seats_a_bid_by_drags_and_the_ownership_ring():
    d = Driver()
    seats = [Seat(f"Player {i + 1}", c) for i, c in enumerate(("red", "blue", "yellow", "green", "white", "black"))]
    d.app.goto(SeatingScene(d.app, GAME, seats=seats))
    d.steps(2)
    d.click_button("#start")
    assert isinstance(d.scene, TableScene) and d.scene.state.players == 6
    d.play_move(REVEAL)
    state = d.scene.state
    card = state.contents["table"][0]
    slot = state.where(card).slot
    assert d.scene.layout.slot_rect("table", slot).contains(next(p.rect for p in d.scene.placements if p.cid == card))
    cube = state.legal_actions()[1].component
    d.drag(cube, PIECES, slot)
    assert d.scene.state.bid_slot == slot and d.scene.state.current_player == 1
    d.click_button(d.scene.session.words("Finish the bid"))
    state = d.scene.state
    assert state.current_player == 2 and state.owners() == {slot: 1}
    assert state.marks() == [("table", slot, "", COLOUR_RING["blue"])]
    assert isinstance(state.history[-2], Move)
