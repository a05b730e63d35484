"""Snatch: rules and rulings of shared/rules/snatch.md with hand-built positions."""

import pytest

from greenbox_desktop import engine
from greenbox_desktop.engine import IllegalAction, Move
from greenbox_desktop.games.snatch import (
    DIE, GREEN_TILES, HOME, HOME_ROW, SNATCHERS, WIDTH, YELLOW_ROW, cell, next_game_options, trophies,
)


def game(first="player_1", roll=None, snatchers=None):
    """A new game; optionally a forced roll and Snatcher columns {seat: (col, col)}."""
    state = engine.new_game("snatch", 2, seed=4, options={"first_player": first})
    for seat, columns in (snatchers or {}).items():
        for cid, column in zip(SNATCHERS[seat], columns):
            state.put(cid, "cubes", cell(YELLOW_ROW[seat], column))
    if roll is not None:
        state.roll = roll
        state.put(DIE, "dice", roll)
    state._legal = None
    return state


def snatcher_targets(state):
    return sorted((a.component, a.slot % WIDTH) for a in state.legal_actions())


def test_setup_board_cubes_and_die():
    state = game()
    assert [state.at("board", cell(2, c)) for c in range(WIDTH)] == [[t] for t in GREEN_TILES]
    assert all(state.where(t).face_up for t in GREEN_TILES)
    for seat in range(2):
        row = [state.at("board", cell(YELLOW_ROW[seat], c))[0] for c in range(WIDTH)]
        assert not any(state.where(t).face_up for t in row)
        assert [state.where(c).slot for c in HOME[seat]] == [cell(HOME_ROW[seat], c) for c in range(WIDTH)]
        assert [state.where(c).slot for c in SNATCHERS[seat]] == [cell(YELLOW_ROW[seat], 0),
                                                                  cell(YELLOW_ROW[seat], 4)]
    assert state.current_player == 0
    assert state.where(DIE) == ("dice", state.roll, True) and 1 <= state.roll <= 6


def test_the_first_starter_is_random_unless_chosen():
    starters = {engine.new_game("snatch", 2, seed=s).current_player for s in range(30)}
    assert starters == {0, 1}
    assert engine.new_game("snatch", 2, seed=1, options={"first_player": "player_2"}).current_player == 1


def test_a_roll_of_one_to_five_moves_a_snatcher_beside_that_symbol():
    state = game(roll=3)
    a, b = SNATCHERS[0]
    assert snatcher_targets(state) == [(a, 2), (b, 2)]
    with pytest.raises(IllegalAction, match="beside Circles"):
        state.apply(Move(a, "cubes", cell(3, 1)))
    with pytest.raises(IllegalAction, match="yellow tiles"):
        state.apply(Move(a, "cubes", cell(2, 2)))
    state.apply(Move(a, "cubes", cell(3, 2)))
    assert state.where(a).slot == cell(3, 2) and state.current_player == 1


def test_a_snatcher_already_beside_the_rolled_symbol_stays():
    state = game(roll=1)   # the first Snatcher already stands by Drop
    assert snatcher_targets(state) == [(SNATCHERS[0][1], 0)]


def test_a_six_is_wild():
    state = game(roll=6)
    a, b = SNATCHERS[0]
    assert snatcher_targets(state) == [(a, 1), (a, 2), (a, 3), (a, 4), (b, 0), (b, 1), (b, 2), (b, 3)]
    with pytest.raises(IllegalAction, match="must leave"):
        state.apply(Move(a, "cubes", cell(3, 0)))


def test_pairing_up_snatches_the_cube_across():
    state = game(roll=5, snatchers={1: (1, 2)})
    state.apply(Move(SNATCHERS[0][0], "cubes", cell(3, 4)))
    assert state.zone(trophies(0)) == [(None, HOME[1][4])]
    assert state.at("cubes", cell(HOME_ROW[1], 4)) == []


def test_an_opposing_snatcher_protects_the_cube_behind_it():
    state = game(roll=5)   # Player 2's Snatcher stands by Wheel too
    action = Move(SNATCHERS[0][0], "cubes", cell(3, 4))
    assert "guarded" in state.describe(action)
    state.apply(action)
    assert state.zone(trophies(0)) == []


def test_nothing_to_snatch_from_an_empty_spot():
    state = game(roll=5, snatchers={1: (1, 2)})
    state.put(HOME[1][4], trophies(0))
    state._legal = None
    state.apply(Move(SNATCHERS[0][0], "cubes", cell(3, 4)))
    assert len(state.zone(trophies(0))) == 1


def test_moving_one_snatcher_away_from_the_pair_snatches_nothing():
    state = game(roll=6, snatchers={0: (2, 2), 1: (0, 0)})
    state.apply(Move(SNATCHERS[0][0], "cubes", cell(3, 0)))
    assert state.zone(trophies(0)) == []


def test_stuck_pair_surrenders_a_home_cube_of_the_players_choice():
    state = game(roll=3, snatchers={0: (2, 2)})
    assert sorted(a.component for a in state.legal_actions()) == sorted(HOME[0])
    assert all(a.zone == trophies(1) for a in state.legal_actions())
    with pytest.raises(IllegalAction, match="surrender"):
        state.apply(Move(SNATCHERS[0][0], "cubes", cell(3, 1)))
    state.apply(Move(HOME[0][1], trophies(1)))
    assert state.where(HOME[0][1]).zone == trophies(1) and state.current_player == 1
    assert state.panel()["Player 2 (blue, Snatchers black)"] == "1 of 5 snatched"


def test_holding_all_five_wins_and_the_winner_starts_the_rematch():
    state = game(roll=5, snatchers={1: (1, 2)})
    for cid in HOME[1][:4]:
        state.put(cid, trophies(0))
    state._legal = None
    state.apply(Move(SNATCHERS[0][0], "cubes", cell(3, 4)))
    assert state.is_terminal() and state.winners() == [0] and state.scores() == [5, 0]
    assert next_game_options(state) == {"first_player": "player_1"}


def test_a_surrender_can_hand_the_opponent_the_game():
    state = game(first="player_2", roll=2, snatchers={1: (1, 1)})
    for cid in HOME[1][:4]:
        state.put(cid, trophies(0))
    state._legal = None
    state.apply(Move(HOME[1][4], trophies(0)))
    assert state.winners() == [0]
    assert next_game_options(state)["first_player"] == "player_1"


def test_rematch_after_a_player_two_win():
    state = game(first="player_2", roll=1, snatchers={0: (2, 3), 1: (4, 0)})
    for cid in HOME[0][1:]:
        state.put(cid, trophies(1))
    state._legal = None
    state.apply(Move(SNATCHERS[1][0], "cubes", cell(1, 0)))
    assert state.winners() == [1]
    again = engine.new_game("snatch", 2, seed=9, options=next_game_options(state))
    assert again.current_player == 1


def test_words():
    state = game(roll=2)
    action = Move(SNATCHERS[0][0], "cubes", cell(3, 1))
    assert state.describe(action) == "Player 1 rolls 2 (Hammers) and moves a Snatcher beside Hammers."
    assert state.panel()["Roll"] == "2 (Hammers)"
    assert state.tooltip(SNATCHERS[0][0]) == "Player 1's Snatcher."
    assert state.tooltip(HOME[0][0]) == "Player 1's home cube (guarded)."


def test_whole_game_through_the_ui_and_the_winner_starts_the_rematch():
    from ui_play import play_through_ui

    from greenbox_desktop.ui.scenes.seating import SeatingScene

    d = play_through_ui("snatch", lambda state: state.legal_actions()[0])
    state = d.scene.session.state
    winner = state.winners()[0]
    assert state.scores()[winner] == WIDTH and "wins" in d.scene.headline()
    d.click_button("#again")
    assert not isinstance(d.scene, SeatingScene)            # same seats: straight to the table
    rematch = d.scene.session.state
    assert rematch.options["first_player"] == f"player_{winner + 1}"
    assert rematch.current_player == winner and not rematch.history
