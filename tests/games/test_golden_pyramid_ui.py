"""The Golden Pyramid through the desktop UI: a whole game by drags and buttons, a trade answered
behind the curtain, a level-2 build onto the quarters, and a bot-seated game."""

import time

from test_golden_pyramid import level_two_position  # the rule tests' hand-built position
from ui_play import Driver, play_through_ui

from greenbox_desktop import engine
from greenbox_desktop.engine import Move
from greenbox_desktop.games.golden_pyramid.parts import OFFER
from greenbox_desktop.ui.scenes.results import ResultsScene
from greenbox_desktop.ui.scenes.seating import SeatingScene
from greenbox_desktop.ui.scenes.table import TableScene
from greenbox_desktop.ui.session import Seat

GAME = "golden_pyramid"
OPTIONS = {"round_limit": 3}
BOT_FRAMES = 40_000  # a bound on waiting, so a stuck bot fails the test instead of hanging it


def builder_and_trader(state):
    """Offers one trade in the first turn, then builds whenever a tile can go onto the pyramid."""
    legal = state.legal_actions()
    if state.round == 1 and state.turn == 0:
        offers = [a for a in legal if isinstance(a, Move) and a.zone == OFFER]
        if offers:
            return offers[0]
    tiles = [a for a in legal if isinstance(a, Move) and a.component.startswith("tile.")]
    return tiles[0] if tiles else legal[0]


def test_a_whole_game_through_the_ui_with_a_trade():
    d = play_through_ui(GAME, builder_and_trader, options=OPTIONS, seed=2)
    final = d.scene.session.state
    assert final.is_terminal() and final.winners()
    assert any(str(a) == "choose answer = accept" for a in final.history)
    assert len(final.contents["level.1"]) >= 3
    again = engine.replay(GAME, 2, final.seed, final.options, final.history)
    assert again.to_json() == final.to_json()


def test_the_curtain_comes_up_for_the_answer_and_drops_for_the_proposer():
    d = Driver()
    seats = [Seat("Ann", "red"), Seat("Bob", "blue")]
    d.app.goto(SeatingScene(d.app, GAME, options=OPTIONS, seats=seats))
    d.steps(2)
    d.click_button("#start")
    assert isinstance(d.scene, TableScene)
    d.lift_curtain()
    state = d.scene.state
    d.play_move(next(a for a in state.legal_actions() if isinstance(a, Move) and a.zone == OFFER))
    d.play_move(d.scene.state.legal_actions()[0])
    assert d.scene.state.current_player == 1 and d.scene.curtain
    d.lift_curtain()
    assert d.find_button("Refuse the trade") is not None
    d.click_button("Refuse the trade")
    assert d.scene.state.current_player == 0 and d.scene.curtain


def test_a_game_with_a_bot_seat_runs_to_the_results():
    d = Driver()
    seats = [Seat("Ann", "red"), Seat("Bot", "blue", "bot:easy")]
    d.app.goto(SeatingScene(d.app, GAME, options=OPTIONS, seats=seats))
    d.steps(2)
    d.click_button("#start")
    for _ in range(BOT_FRAMES):
        state = d.scene.state
        if state.is_terminal():
            break
        if d.scene.bots.bot_to_move():
            d.steps(1)
            time.sleep(0.0005)  # let the bot's thread think
        else:
            assert not d.scene.curtain  # one person at the screen: no curtain, even for a trade answer
            d.play_move(builder_and_trader(state))
    assert d.scene.state.is_terminal()
    assert any(line.startswith("Bot ") for line in d.scene.session.log)
    d.click_button("#results")
    assert isinstance(d.scene, ResultsScene)


def test_a_level_two_build_by_drags_onto_the_quarters():
    d = Driver()
    d.app.goto(SeatingScene(d.app, GAME, seats=[Seat("Ann", "red"), Seat("Bob", "blue")]))
    d.steps(2)
    d.click_button("#start")
    built, lead, cols = level_two_position()
    session = d.scene.session
    session.start = built.clone()
    session.state = built
    d.scene.refresh()
    d.lift_curtain()
    tile = built.stack_top("hammers")
    moves = [Move(lead, "discard"), Move(tile, "level.2", 4)] + [Move(c, "discard") for c in cols]
    for action in moves:
        d.play_move(action)
    for colour, quarter in zip(("blue", "blue", "green", "red"), (27, 28, 35, 36)):
        cube = d.scene.state.one_per_colour("cubes.0")[colour]
        assert d.scene.layout.slot_rect("columns.1", quarter).collidepoint(d.slot_pos("columns.1", quarter))
        d.play_move(Move(cube, "columns.1", quarter))
    state = d.scene.state
    assert state.points[0] == 6 and state.current_player == 1
    assert any("scores 6 points on level 2" in line for line in session.log)
