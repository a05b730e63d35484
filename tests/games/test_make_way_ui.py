"""Make Way! through the desktop UI: a whole game by drags, with the curtain between the two hands."""

import random

from ui_play import Driver, play_through_ui

from greenbox_desktop import engine
from greenbox_desktop.engine import move
from greenbox_desktop.games.make_way import PIECES, PLAY, hand
from greenbox_desktop.ui.scenes.seating import SeatingScene
from greenbox_desktop.ui.scenes.table import TableScene

GAME = "make_way"


def test_a_whole_game_through_the_ui():
    rng = random.Random(2)
    d = play_through_ui(GAME, lambda state: rng.choice(state.legal_actions()), seed=2)
    final = d.scene.session.state
    assert final.is_terminal() and final.round == 3 and len(final.history) > 54
    again = engine.replay(GAME, 2, final.seed, final.options, final.history)
    assert again.to_json() == final.to_json()


def start(seed):
    """A two-player table with this seed, curtain lifted for Player 1."""
    d = Driver()
    seating = SeatingScene(d.app, GAME)
    seating.seed = seed
    d.app.goto(seating)
    d.steps(2)
    d.click_button("#start")
    assert isinstance(d.scene, TableScene) and d.scene.curtain
    d.lift_curtain()
    return d


def test_a_turn_is_two_drags_and_the_curtain_hides_the_hand_in_between_players():
    d = start(1)  # Player 1 holds a Drop card: a card to play, not one to discard
    state = d.scene.state
    card = next(a.component for a in state.legal_actions() if a.zone == PLAY)
    d.drag(card, PLAY)
    state = d.scene.state
    assert state.card_in_play() == card and state.current_player == 0 and not d.scene.curtain
    cube, target = next((a.component, a.slot) for a in state.legal_actions())
    d.drag(cube, PIECES, target)
    state = d.scene.state
    assert state.cube_at(target) is not None and state.current_player == 1 and d.scene.curtain
    d.lift_curtain()
    drawn = {p.cid for p in d.scene.placements}
    assert not drawn & set(state.contents[hand(0)]) and set(state.contents[hand(1)]) <= drawn


def test_a_refused_drag_says_why_and_changes_nothing():
    d = start(1)
    state = d.scene.state
    before = state.to_json()
    cube = state.contents["supply.0"][-1]
    d.drag(cube, PIECES, 0)
    assert d.scene.state.to_json() == before
    assert "First drag a card" in d.app.current_status()
    card = next(c for c in state.contents[hand(0)] if move(c, PLAY) not in state.legal_actions())
    d.drag(card, PLAY)
    assert d.scene.state.to_json() == before
    assert "No cube of yours can reach" in d.app.current_status()
