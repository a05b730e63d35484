"""Jump: rules and rulings of shared/rules/jump.md with hand-built positions."""

import pytest

from greenbox_desktop import engine
from greenbox_desktop.engine import IllegalAction, Move
from greenbox_desktop.games.jump import CUBES, TILES, WIDTH

RED, BLUE = CUBES


def cell(x, y):
    return y * WIDTH + x


def position(red, blue, to_move=0):
    """A game with red cubes on ``red`` cells and blue on ``blue``; unused cubes go back to the box."""
    state = engine.new_game("jump", 2, seed=3)
    for ids, cells in ((RED, red), (BLUE, blue)):
        for k, cid in enumerate(ids):
            if k < len(cells):
                state.put(cid, "cubes", cells[k])
            else:
                state.put(cid, "box")
    state.current_player = to_move
    state._legal = None
    return state


def targets(state, cid):
    return sorted(a.slot for a in state.legal_actions() if a.component == cid)


def test_setup_board_and_cubes():
    state = engine.new_game("jump", 2, seed=1)
    assert state.current_player == 0
    assert len(state.zone("board")) == len(TILES) == 24
    for slot, tile in state.zone("board"):
        assert state.where(tile).face_up == (slot // WIDTH not in (2, 3))
    assert {s for s, _ in state.zone("cubes") if s // WIDTH in (4, 5)} == set(range(16, 24))
    assert all(state.where(c).slot // WIDTH in (4, 5) for c in RED)
    assert all(state.where(c).slot // WIDTH in (0, 1) for c in BLUE)


def test_opening_moves_are_forward_steps_from_the_front_row_and_jumps_from_the_back():
    state = engine.new_game("jump", 2, seed=1)
    front = RED[0]   # cell A5 (x=0, y=4)
    assert state.where(front).slot == cell(0, 4)
    assert targets(state, front) == [cell(0, 3), cell(1, 3)]
    back = RED[4]    # cell A6: jumps over A5 to A4 or over B5 to C4
    assert targets(state, back) == [cell(0, 3), cell(2, 3)]


def test_steps_go_forward_only_onto_empty_tiles():
    state = position([cell(1, 3)], [cell(1, 2)])
    assert targets(state, RED[0]) == sorted([cell(0, 2), cell(2, 2), cell(1, 1)])  # plus the jump
    with pytest.raises(IllegalAction, match="taken"):
        state.apply(Move(RED[0], "cubes", cell(1, 2)))
    with pytest.raises(IllegalAction):
        state.apply(Move(RED[0], "cubes", cell(1, 4)))  # backwards
    with pytest.raises(IllegalAction):
        state.apply(Move(RED[0], "cubes", cell(2, 3)))  # sideways


def test_jump_over_either_colour_straight_or_diagonal_but_one_jump_only():
    # red at B4 with a blue cube straight ahead (B3) and its own cube diagonally ahead (C3)
    state = position([cell(1, 3), cell(2, 2)], [cell(1, 2)])
    assert targets(state, RED[0]) == sorted([cell(0, 2), cell(1, 1), cell(3, 1)])
    state.apply(Move(RED[0], "cubes", cell(1, 1)))
    assert state.current_player == 1  # no chained jump: the turn passes at once


def test_jump_needs_a_cube_and_an_empty_landing():
    state = position([cell(1, 3)], [cell(1, 2), cell(1, 1)])
    with pytest.raises(IllegalAction, match="taken"):
        state.apply(Move(RED[0], "cubes", cell(1, 1)))
    state = position([cell(1, 3)], [])
    with pytest.raises(IllegalAction, match="leap over"):
        state.apply(Move(RED[0], "cubes", cell(1, 1)))


def test_blue_moves_down_the_board():
    state = position([], [cell(2, 2)], to_move=1)
    assert targets(state, BLUE[0]) == [cell(1, 3), cell(2, 3), cell(3, 3)]


def test_cubes_in_the_goal_rows_are_frozen():
    state = position([cell(0, 1), cell(3, 3)], [cell(3, 5)])
    assert targets(state, RED[0]) == []
    with pytest.raises(IllegalAction, match="frozen"):
        state.apply(Move(RED[0], "cubes", cell(0, 0)))


def test_all_eight_across_wins():
    goal = [c for c in range(8) if c != cell(0, 1)]
    state = position(goal + [cell(0, 2)], [cell(3, 3)])
    state.apply(Move(RED[7], "cubes", cell(0, 1)))
    assert state.is_terminal() and state.winners() == [0] and state.scores() == [1, 0]


def test_a_player_without_a_legal_move_loses_at_once():
    # blue's only cube is blocked: red cubes fill the two tiles in front and both landings
    state = position([cell(0, 4), cell(1, 4), cell(0, 5), cell(2, 5), cell(3, 3)],
                     [cell(0, 3)], to_move=0)
    state.apply(Move(RED[4], "cubes", cell(3, 2)))
    assert state.is_terminal() and state.winners() == [0]
    assert state.legal_actions() == []


def test_words():
    state = engine.new_game("jump", 2, seed=1)
    assert state.describe(Move(RED[4], "cubes", cell(2, 3))) == "Player 1 jumps from A6 to C4."
    assert state.describe(Move(RED[0], "cubes", cell(0, 3))) == "Player 1 steps from A5 to A4."
    assert state.panel()["Player 1 (red)"] == "0 of 8 across"
    assert "frozen" not in state.tooltip(RED[0])


def test_whole_game_through_the_ui():
    from ui_play import play_through_ui

    d = play_through_ui("jump", lambda state: state.legal_actions()[-1])
    state = d.scene.session.state
    assert state.is_terminal() and state.winners()
    assert "wins" in d.scene.headline()
