"""OKI: setup, the line and touch rules of shared/rules/oki.md, the end, the scoring variant."""

import pytest

from greenbox_desktop import engine
from greenbox_desktop.engine import IllegalAction, Move, Pass
from greenbox_desktop.games.oki import AROUND, LAYOUTS, SIDE, TILES, cell_name, layout_cells, line_through


def at(x, y):
    return y * SIDE + x


def game(seed=1, **options):
    return engine.new_game("oki", 2, seed=seed, options=options)


def block(state, cells=None):
    """Re-lay the tiles: by default a solid 5×5 block in the top-left corner."""
    cells = cells if cells is not None else [at(x, y) for y in range(5) for x in range(5)]
    for tile in TILES:
        state.put(tile, "box")
    for tile, cell in zip(TILES, cells):
        state.put(tile, "board", cell)


def drop(state, seat, *cells):
    """Put cubes of ``seat`` on cells directly (to build a position)."""
    for cell in cells:
        state.put(state.contents[f"supply.{seat}"][-1], "cubes", cell)


def answering(cells=None):
    """A new game on re-laid tiles (``block``) with one cube of seat 0 at C3, seat 1 to play."""
    state = game()
    block(state, cells)
    drop(state, 0, at(2, 2))
    state.current_player = 1
    return state


def place(state, x, y):
    state.apply(Move(state.contents[f"supply.{state.current_player}"][-1], "cubes", at(x, y)))


def open_cells(state):
    return sorted(a.slot for a in state.legal_actions() if isinstance(a, Move))


def assert_illegal(state, action, words):
    before = state.to_json()
    with pytest.raises(IllegalAction, match=words):
        state.apply(action)
    assert state.to_json() == before


def cube(state):
    return state.contents[f"supply.{state.current_player}"][-1]


def connected(cells):
    cells = set(cells)
    start = next(iter(cells))
    seen, todo = {start}, [start]
    while todo:
        for n in AROUND[todo.pop()] & cells:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return seen == cells


def has_gaps(cells):
    xs, ys = [c % SIDE for c in cells], [c // SIDE for c in cells]
    return (max(xs) - min(xs) + 1) * (max(ys) - min(ys) + 1) > len(cells)


# ----- setup ----------------------------------------------------------------------------------
def test_setup_counts_and_facing():
    state = game()
    assert len(state.contents["board"]) == 25 and len(state.tile_cells()) == 25
    assert all(not state.where(t).face_up for t in state.contents["board"])
    assert sum(1 for c in state.box_contents() if c.startswith("tile.")) == 11
    assert len(state.contents["supply.0"]) == len(state.contents["supply.1"]) == 20
    assert state.contents["supply.0"][0].startswith("cube.red")
    assert state.contents["supply.1"][0].startswith("cube.blue")
    assert state.current_player == 0 and state.contents["cubes"] == []
    assert all(".?" in t for t in state.view(0).contents["board"])


@pytest.mark.parametrize("seed", range(300))
def test_random_boards_are_one_connected_group_with_gaps(seed):
    cells = game(seed=seed).tile_cells()
    assert len(cells) == 25 and connected(cells) and has_gaps(cells)


def test_random_boards_differ_by_seed():
    assert len({game(seed=s).tile_cells() for s in range(20)}) == 20


@pytest.mark.parametrize("name", sorted(LAYOUTS))
def test_fixed_layouts(name):
    cells = layout_cells(name)
    assert len(cells) == 25 and connected(cells) and has_gaps(cells)
    assert all(len(row) == SIDE for row in LAYOUTS[name]) and len(LAYOUTS[name]) == SIDE
    assert game(layout=name).tile_cells() == frozenset(cells)
    assert game(seed=1, layout=name).tile_cells() == game(seed=2, layout=name).tile_cells()


def test_unknown_layout_is_refused():
    with pytest.raises(ValueError):
        game(layout="spiral")


# ----- the first move -------------------------------------------------------------------------
def test_first_move_is_one_cube_anywhere_and_ends_the_turn():
    state = game()
    assert open_cells(state) == sorted(state.tile_cells())
    assert Pass() not in state.legal_actions()
    cell = min(state.tile_cells())
    state.apply(Move(cube(state), "cubes", cell))
    assert state.current_player == 1 and state.placed == ()
    assert state.cube_cells() == {cell: 0}


# ----- later turns ----------------------------------------------------------------------------
def test_each_cube_must_touch_a_cube_from_before_the_turn():
    state = answering()
    assert open_cells(state) == sorted(AROUND[at(2, 2)])
    assert_illegal(state, Move(cube(state), "cubes", at(0, 0)), "touch a cube that was on the board")


def test_cubes_placed_this_turn_do_not_count_for_touching():
    state = answering()
    place(state, 1, 1)
    assert at(0, 0) not in open_cells(state)
    assert_illegal(state, Move(cube(state), "cubes", at(0, 0)), "touch a cube that was on the board")


def test_the_line_may_run_in_any_of_four_directions():
    state = answering()
    place(state, 1, 1)
    # through (1,1): column (1,2)... (1,3); row (2,1), (3,1); not (3,3): the (2,2) cube is inside
    assert open_cells(state) == sorted([at(2, 1), at(3, 1), at(1, 2), at(1, 3)])


def test_line_must_be_straight():
    state = answering()
    place(state, 1, 1)
    assert_illegal(state, Move(cube(state), "cubes", at(3, 2)), "one straight line")


def test_an_occupied_tile_inside_the_line_is_illegal():
    state = answering()
    place(state, 1, 1)
    assert_illegal(state, Move(cube(state), "cubes", at(3, 3)), "gap in your line that cannot be filled")


def test_a_gap_that_can_be_filled_is_allowed_but_must_be_filled_before_passing():
    state = answering()
    place(state, 1, 1)
    place(state, 1, 3)
    assert Pass() not in state.legal_actions()
    assert_illegal(state, Pass(), "fill the gap")
    assert open_cells(state) == [at(1, 2)]
    place(state, 1, 2)
    assert Pass() in state.legal_actions()
    state.apply(Pass())
    assert state.current_player == 0 and state.placed == ()


def test_a_hole_in_the_board_breaks_the_line():
    state = answering([at(x, y) for y in range(5) for x in range(5) if (x, y) != (2, 1)] + [at(6, 6)])
    place(state, 1, 1)
    assert at(3, 1) not in open_cells(state)
    assert_illegal(state, Move(cube(state), "cubes", at(2, 1)), "There is no tile there")
    assert_illegal(state, Move(cube(state), "cubes", at(3, 1)), "gap")


def test_a_gap_needs_enough_cubes_left_to_fill_it():
    state = game()
    block(state)
    drop(state, 0, at(2, 2))
    for cid in state.contents["supply.1"][2:]:
        state.put(cid, "box")
    state.current_player = 1
    place(state, 1, 1)  # one cube left: (1,3) would leave a gap it cannot fill
    assert at(1, 3) not in open_cells(state) and at(1, 2) in open_cells(state)


def test_occupied_and_missing_tiles_and_other_illegal_actions():
    state = answering()
    assert_illegal(state, Move(cube(state), "cubes", at(2, 2)), "C3 already holds a cube")
    assert_illegal(state, Move(cube(state), "cubes", at(7, 7)), "There is no tile there")
    assert_illegal(state, Move(cube(state), "board", at(1, 1)), "onto the tiles")
    assert_illegal(state, Move(state.contents["supply.0"][-1], "cubes", at(1, 1)), "your own cubes")
    assert_illegal(state, Pass(), "at least one cube")


# ----- the end --------------------------------------------------------------------------------
def finish_position(scoring=False):
    """Player 2 to move with two vacant tiles left, (3,4) and (4,4), in a row."""
    state = game(scoring=scoring)
    block(state)
    cells = [at(x, y) for y in range(5) for x in range(5)][:23]
    drop(state, 0, *cells[:12])
    drop(state, 1, *cells[12:])
    state.current_player = 1
    return state


def test_filling_the_last_tile_wins_at_once():
    state = finish_position()
    place(state, 3, 4)
    assert not state.is_terminal()
    place(state, 4, 4)
    assert state.is_terminal() and state.current_player is None and state.legal_actions() == []
    assert state.winners() == [1] and state.scores() == [0, 1]
    assert state.panel()["Result"] == "Player 2 wins"


def test_leaving_a_tile_for_the_opponent_loses():
    state = finish_position()
    place(state, 3, 4)
    state.apply(Pass())
    place(state, 4, 4)
    assert state.winners() == [0]


def test_scoring_variant_counts_cubes_and_the_last_tile_bonus():
    state = finish_position(scoring=True)
    place(state, 3, 4)
    place(state, 4, 4)
    assert state.scores() == [12, 13 + 5] and state.winners() == [1]
    assert state.panel()["Points"] == "12 – 18"


def test_scoring_variant_draw():
    # 10 cubes + 5 bonus against 15 cubes: equal points, no winner.
    state = game(scoring=True)
    block(state)
    cells = [at(x, y) for y in range(5) for x in range(5)]
    drop(state, 0, *cells[:9])
    drop(state, 1, *cells[9:24])
    place(state, 4, 4)
    assert state.scores() == [15, 15] and state.winners() == [] and state.panel()["Result"] == "Draw"


def test_a_player_out_of_cubes_is_skipped():
    state = game()
    block(state)
    drop(state, 0, at(0, 0), at(1, 0))
    for cid in list(state.contents["supply.1"]):
        state.put(cid, "box")
    place(state, 2, 0)
    state.apply(Pass())
    assert state.current_player == 0


# ----- words and helpers ----------------------------------------------------------------------
def test_describe_panel_and_tooltips():
    state = game()
    block(state)
    assert state.describe(Move(cube(state), "cubes", at(0, 0))) == "Player 1 places a cube on A1 to open the game."
    place(state, 0, 0)
    text = state.describe(Move(cube(state), "cubes", at(1, 1)))
    assert text == "Player 2 places a cube on B2 (23 tiles still vacant)."
    place(state, 1, 1)
    assert state.panel()["This turn"] == "B2" and state.panel()["Vacant tiles"] == "23"
    assert state.describe(Pass()) == "Player 2 ends the turn after 1 cube."
    red = state.at("cubes", at(0, 0))[0]
    assert state.tooltip(red) == "Player 1's cube on A1."
    assert state.tooltip(state.at("cubes", at(1, 1))[0]) == "Player 2's cube on B2 (placed this turn)."
    assert state.tooltip(state.at("board", at(2, 2))[0]) == "Tile C3 (vacant)."


def test_line_through():
    assert line_through((at(1, 1), at(3, 3))) == [at(1, 1), at(2, 2), at(3, 3)]
    assert line_through((at(3, 1), at(1, 3))) == [at(1, 3), at(2, 2), at(3, 1)]
    assert line_through((at(0, 4), at(0, 2), at(0, 3))) == [at(0, 2), at(0, 3), at(0, 4)]
    assert line_through((at(0, 0), at(2, 1))) is None
    assert cell_name(at(8, 8)) == "I9"
