"""Push: rules and rulings of shared/rules/push.md with hand-built positions."""

import pytest

from greenbox_desktop import engine
from greenbox_desktop.engine import IllegalAction, Move
from greenbox_desktop.games.push import CELLS, MOVE_CAP, PUSHES, SIDE, green_at_start


def cell(x, y):
    return y * SIDE + x


def new(seed=1):
    return engine.new_game("push", 2, seed=seed)


def paint(state, greens):
    """Set the board's colours by hand: green on the cells in ``greens``, yellow elsewhere."""
    for c in range(CELLS):
        state.flip(state.grid[c], c in greens)
    state.seen = {state._position_key(): 1}
    state._legal = None


def colours(state):
    return "".join("G" if state.owner_at(c) == 0 else "Y" for c in range(CELLS))


def test_setup_is_a_full_checkerboard_green_for_seat_zero():
    state = new()
    assert len(state.zone("board")) == 36 and {s for s, _ in state.zone("board")} == set(range(36))
    for c in range(CELLS):
        assert state.owner_at(c) == (0 if green_at_start(c) else 1)
        assert state.where(state.grid[c]).face_up == green_at_start(c)
    assert state.current_player == 0


def test_corner_tiles_have_two_moves_and_middle_edge_tiles_three():
    assert set(PUSHES[cell(0, 0)]) == {cell(5, 0), cell(0, 5)}
    assert set(PUSHES[cell(2, 0)]) == {cell(0, 0), cell(5, 0), cell(2, 5)}
    assert set(PUSHES[cell(5, 3)]) == {cell(0, 3), cell(5, 0), cell(5, 5)}
    assert cell(2, 2) not in PUSHES  # an inner tile cannot be lifted
    state = new()
    # green owns 10 edge tiles: corners (0,0) and (5,5) with 2 moves, 8 middle ones with 3
    assert len(state.legal_actions()) == 2 * 2 + 8 * 3
    assert len(set(state.legal_actions())) == len(state.legal_actions())


def test_push_from_the_far_end_shifts_the_line_toward_the_gap():
    state = new()
    row = [state.grid[cell(x, 0)] for x in range(SIDE)]
    state.apply(Move(row[0], "board", cell(5, 0)))
    assert [state.grid[cell(x, 0)] for x in range(SIDE)] == row[1:] + row[:1]
    for x in range(SIDE):
        assert state.where(state.grid[cell(x, 0)]).slot == cell(x, 0)


def test_middle_edge_tile_pushed_in_at_a_corner_shifts_only_the_part_between():
    state = new()
    row = [state.grid[cell(x, 0)] for x in range(SIDE)]  # (2,0) is green
    state.apply(Move(row[2], "board", cell(0, 0)))
    assert [state.grid[cell(x, 0)] for x in range(SIDE)] == [row[2], row[0], row[1]] + row[3:]


def test_middle_edge_tile_pushed_in_straight_across_shifts_its_column():
    state = new()
    col = [state.grid[cell(2, y)] for y in range(SIDE)]
    state.apply(Move(col[0], "board", cell(2, 5)))
    assert [state.grid[cell(2, y)] for y in range(SIDE)] == col[1:] + col[:1]
    assert state.current_player == 1


def test_only_own_edge_tiles_to_the_far_ends_are_legal():
    state = new()
    yellow = state.grid[cell(1, 0)]
    with pytest.raises(IllegalAction, match="yellow"):
        state.apply(Move(yellow, "board", cell(1, 5)))
    inner = state.grid[cell(2, 2)]
    with pytest.raises(IllegalAction, match="edge"):
        state.apply(Move(inner, "board", cell(2, 5)))
    with pytest.raises(IllegalAction, match="far end"):
        state.apply(Move(state.grid[cell(0, 0)], "board", cell(3, 0)))


def test_a_full_row_wins_for_its_owner():
    state = new()
    # row 0 green but for (5,0); green lifts (5,1) and pushes it in at (5,0)
    greens = {cell(x, 0) for x in range(5)} | {cell(5, 1)}
    paint(state, greens)
    state.apply(Move(state.grid[cell(5, 1)], "board", cell(5, 0)))  # pushes (5,0) down to (5,1)
    assert state.is_terminal() and state.winners() == [0] and state.scores() == [1, 0]
    assert state.legal_actions() == []


def test_a_line_made_for_the_opponent_wins_for_the_opponent():
    state = new()
    # column 0 yellow except the green tile at (0,0); green pushes it away along row 0
    greens = {cell(0, 0)}
    paint(state, greens)
    state.apply(Move(state.grid[cell(0, 0)], "board", cell(5, 0)))
    assert colours(state)[0] == "Y" and state.winners() == [1]


def test_if_both_players_complete_a_line_the_mover_wins():
    state = new()
    # rows 0-4 of column 0 green and (1,5) green; column 1 yellow except (1,5).
    greens = {cell(0, y) for y in range(5)} | {cell(1, 5)}
    paint(state, greens)
    # green lifts (1,5) and pushes it in at (0,5): column 0 turns all green, and the yellow
    # tile from (0,5) slides into (1,5), completing yellow's column 1 as well.
    state.apply(Move(state.grid[cell(1, 5)], "board", cell(0, 5)))
    owned = state.full_lines()
    assert owned[0] and owned[1]
    assert state.winners() == [0]


def test_threefold_repetition_is_a_draw():
    state = new()
    a, b = state.grid[cell(0, 0)], state.grid[cell(5, 0)]  # green corner, yellow corner
    # each seat rotates a column down and back up: the position repeats every four moves
    for _ in range(2):
        for tile, back in ((a, cell(0, 5)), (b, cell(5, 5))):
            state.apply(Move(tile, "board", back))
        for tile, back in ((a, cell(0, 0)), (b, cell(5, 0))):
            state.apply(Move(tile, "board", back))
        if state.is_terminal():
            break
    assert state.is_terminal() and state.result == "draw"
    assert state.winners() == [] and state.scores() == [0, 0]


def test_move_cap_ends_in_a_draw():
    state = new()
    state.moves_made = MOVE_CAP - 1
    state.apply(state.legal_actions()[0])
    assert state.is_terminal() and state.result == "draw" and state.winners() == []


def test_every_tile_is_public_so_moves_never_name_hidden_tiles():
    state = new()
    view = state.view(1)
    assert [cid for _, cid in view.zone("board")] == [cid for _, cid in state.zone("board")]
    state.apply(state.legal_actions()[0])
    for action in state.legal_actions():
        assert state.visible_to(action.component, 1)


def test_words():
    state = new()
    action = Move(state.grid[cell(0, 0)], "board", cell(5, 0))
    assert state.describe(action) == "Player 1 lifts the tile at A1 and pushes it in at F1."
    assert state.panel()["Green (symbol side)"] == "Player 1"
    assert "green" in state.tooltip(state.grid[0])
