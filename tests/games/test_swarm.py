"""Swarm: rules and rulings of shared/rules/swarm.md (and this edition's decisions), hand-built."""

import random

import pytest

from greenbox_desktop import engine
from greenbox_desktop.ai.search import Search, level
from greenbox_desktop.engine import IllegalAction, Move, Pass
from greenbox_desktop.games import swarm_moves as rules
from greenbox_desktop.games.swarm import CUBES, DICE, EDGE, TILES, dice_zone, supply

RED, BLUE = CUBES


def cell(x, y):
    return y * 6 + x


def position(red, blue, seat=0, points=2):
    """Red cubes on ``red``, blue on ``blue``, the rest in the supplies; ``seat`` moves ``points``."""
    state = engine.new_game("swarm", 2, seed=2)
    for ids, cells, s in ((RED, red, 0), (BLUE, blue, 1)):
        for k, cid in enumerate(ids):
            state.put(cid, "cubes", cells[k]) if k < len(cells) else state.put(cid, supply(s))
    state.current_player, state.phase, state.points = seat, "move", points
    state.starts, state.queue, state.entered = (), (), (0, 0)
    state._legal = None
    return state


def schedule(state, rolls, queue):
    """Replace what is left of the round with ``queue`` under the dice ``rolls`` and go on."""
    state.rolls, state.queue = rolls, tuple(queue)
    state._advance()
    state._legal = None


def targets(state, cid):
    return sorted(a.slot for a in state.legal_actions() if isinstance(a, Move) and a.component == cid)


# ----- set-up and the round -------------------------------------------------------------------
def test_setup():
    state = engine.new_game("swarm", 2, seed=1)
    assert len(state.zone("board")) == len(TILES) == 36
    assert not any(state.where(t).face_up for t in TILES)
    assert sorted(state.where(c).slot for c in RED[:6]) == list(EDGE[0])
    assert sorted(state.where(c).slot for c in BLUE[:6]) == list(EDGE[1])
    assert len(state.zone(supply(0))) == len(state.zone(supply(1))) == 14
    for seat in range(2):
        assert state.zone(dice_zone(seat)) == [(state.rolls[seat], DICE[seat])]


def test_the_lower_roll_moves_first_with_its_own_points():
    for seed in range(40):
        state = engine.new_game("swarm", 2, seed=seed)
        a, b = state.rolls
        if a != b and 1 not in (a, b):
            break
    first = 0 if a < b else 1
    assert state.current_player == first and state.points == min(a, b)
    assert state.panel()["Movement points left"] == str(min(a, b))
    while state.current_player == first:
        state.apply(state.legal_actions()[0])
    assert state.current_player == 1 - first and state.points == max(a, b)


def test_every_point_is_spent_before_the_turn_passes():
    state = position([cell(2, 2)], [cell(5, 5)], points=3)
    cube = RED[0]
    state.apply(Move(cube, "cubes", cell(2, 3)))
    assert state.current_player == 0 and state.points == 2
    with pytest.raises(IllegalAction, match="spend all"):
        state.apply(Pass())


def test_a_moved_cube_may_not_end_the_turn_on_its_start():
    state = position([cell(2, 2)], [cell(5, 5)], points=2)
    state.apply(Move(RED[0], "cubes", cell(2, 3)))
    assert cell(2, 2) not in targets(state, RED[0])
    with pytest.raises(IllegalAction, match="start"):
        state.apply(Move(RED[0], "cubes", cell(2, 2)))


def test_a_step_is_only_legal_if_the_rest_can_be_spent_exactly():
    # red at C3 in a packed board: its only way out is D3, and from D3 only back to C3
    board = [rules.ENEMY] * rules.CELLS
    board[cell(2, 2)], board[cell(3, 2)] = rules.OWN, rules.VACANT
    board = tuple(board)
    assert rules.legal_actions(board, (), 1) == ((cell(2, 2), cell(3, 2), rules.STEP),)
    assert rules.legal_actions(board, (), 2) == ()          # C3-D3-C3 ends on the start
    assert rules.legal_actions(board, (), 3) == ((cell(2, 2), cell(3, 2), rules.STEP),)


def plain_legal_actions(board, moved, points):
    """The definition ``rules.legal_actions`` shortens: an affordable action is legal when the
    rest of the points can still be spent after it."""
    legal = []
    for origin, dest, kind in rules.actions(board, points):
        after = rules.apply(board, moved, origin, dest, kind)
        if rules.can_finish(after.board, after.moved, points - rules.COST[kind]):
            legal.append((origin, dest, kind))
    return tuple(legal)


@pytest.mark.parametrize("seed", range(12))
def test_the_quick_legal_actions_match_their_definition(seed):
    """Over whole random games (every move of every turn), same actions in the same order."""
    state, chooser, checked = engine.new_game("swarm", 2, seed=seed), random.Random(seed), 0
    while state.current_player is not None and checked < 400:
        if state.phase == "move":
            board, moved = state.board_for(state.current_player), state.moved()
            assert rules.legal_actions(board, moved, state.points) == plain_legal_actions(board, moved, state.points)
            checked += 1
        actions = state.legal_actions()
        state.apply(actions[chooser.randrange(len(actions))])


def test_a_player_who_cannot_spend_the_roll_loses_the_turn():
    # red's only cube is boxed into the corner: no step, jump or bash is possible
    state = position([cell(0, 0)], [cell(1, 0), cell(0, 1), cell(1, 1), cell(2, 0), cell(0, 2), cell(2, 2)])
    schedule(state, (2, 4), [("move", 0), ("move", 1)])
    assert state.current_player == 1 and state.points == 4
    assert "could not spend 2" in state.panel()["Note"]


def test_jumps_and_bashes_cost_two_points():
    state = position([cell(2, 2)], [cell(3, 2)], points=1)
    assert targets(state, RED[0]) == sorted([cell(1, 1), cell(2, 1), cell(3, 1), cell(1, 2),
                                             cell(1, 3), cell(2, 3), cell(3, 3)])
    with pytest.raises(IllegalAction, match="cost 2"):
        state.apply(Move(RED[0], "cubes", cell(4, 2)))


def test_jump_over_an_enemy_cube():
    state = position([cell(2, 2)], [cell(3, 3)], points=2)
    assert cell(4, 4) in targets(state, RED[0])
    state.apply(Move(RED[0], "cubes", cell(4, 4)))
    assert state.where(RED[0]).slot == cell(4, 4) and state.where(BLUE[0]).slot == cell(3, 3)
    assert state.current_player != 0 or state.points == 0


def test_no_jump_over_an_own_cube():
    state = position([cell(2, 2), cell(3, 2)], [cell(5, 5)], points=2)
    assert cell(4, 2) not in targets(state, RED[0])


def test_bash_pushes_the_enemy_on_and_follows():
    state = position([cell(2, 2)], [cell(3, 2)], points=2)
    state.apply(Move(RED[0], "cubes", cell(3, 2)))
    assert state.where(RED[0]).slot == cell(3, 2) and state.where(BLUE[0]).slot == cell(4, 2)


def test_bash_needs_room_behind_the_enemy():
    state = position([cell(2, 2)], [cell(3, 2), cell(4, 2)], points=2)
    assert cell(3, 2) not in targets(state, RED[0])


def test_bashing_off_the_board_takes_the_cube_out_of_the_game():
    state = position([cell(4, 2)], [cell(5, 2)], points=2)
    assert "off the board" in state.describe(Move(RED[0], "cubes", cell(5, 2)))
    state.apply(Move(RED[0], "cubes", cell(5, 2)))
    assert state.zone("out") == [(None, BLUE[0])]


def test_swarming_sends_the_cube_back_to_its_supply():
    state = position([cell(1, 2), cell(3, 1)], [cell(2, 2)], points=1)
    state.apply(Move(RED[1], "cubes", cell(3, 2)))        # closes B3-C3-D3
    assert state.where(BLUE[0]).zone == supply(1)
    state = position([cell(2, 1), cell(3, 3)], [cell(2, 2)], points=1)
    state.apply(Move(RED[1], "cubes", cell(2, 3)))        # closes C2-C3-C4
    assert state.where(BLUE[0]).zone == supply(1)


def test_diagonal_neighbours_do_not_swarm():
    state = position([cell(1, 1), cell(4, 4)], [cell(2, 2)], points=1)
    state.apply(Move(RED[1], "cubes", cell(3, 3)))
    assert state.where(BLUE[0]).zone == "cubes"


def test_walking_into_a_gap_between_enemy_cubes_is_safe():
    state = position([cell(1, 2), cell(3, 2), cell(5, 5)], [cell(2, 1)], seat=1, points=1)
    state.apply(Move(BLUE[0], "cubes", cell(2, 2)))
    assert state.where(BLUE[0]) == ("cubes", cell(2, 2), True)


def test_a_cube_pushed_into_a_sandwich_is_swarmed():
    state = position([cell(1, 2), cell(3, 1), cell(3, 3)], [cell(2, 2)], points=2)
    state.apply(Move(RED[0], "cubes", cell(2, 2)))        # bash: blue lands on D3 between D2 and D4
    assert state.where(BLUE[0]).zone == supply(1)


# ----- entering -------------------------------------------------------------------------------
def test_doubles_let_both_enter_then_both_roll_again():
    state = position([cell(2, 2)], [cell(3, 3)])
    round_now = state.round
    schedule(state, (4, 4), [("enter", 0, 1), ("enter", 1, 1), ("roll",)])
    assert state.current_player == 0 and state.phase == "enter"
    moves = [a for a in state.legal_actions() if isinstance(a, Move)]
    assert sorted(a.slot for a in moves) == list(EDGE[0]) and Pass() in state.legal_actions()
    with pytest.raises(IllegalAction, match="edge row"):
        state.apply(Move(moves[0].component, "cubes", cell(2, 0)))
    state.apply(moves[0])
    assert state.current_player == 1 and state.phase == "enter"
    state.apply(Pass())                                    # entering is optional
    assert state.entered == (1, 0) and state.round == round_now   # same round, dice rolled again


def test_double_ones_allow_two_entries_and_three_is_the_round_limit():
    state = position([cell(2, 2)], [cell(3, 3)])
    schedule(state, (1, 1), [("enter", 0, 2), ("enter", 1, 2), ("roll",)])
    assert state.entries == 2
    state.apply(state.legal_actions()[0])
    assert state.current_player == 0 and state.entries == 1
    state = position([cell(2, 2)], [cell(3, 3)])
    state.entered = (2, 0)
    schedule(state, (1, 1), [("enter", 0, 2), ("enter", 1, 2), ("roll",)])
    assert state.entries == 1
    state.entered = (3, 0)
    schedule(state, (1, 1), [("enter", 0, 2), ("enter", 1, 2), ("roll",)])
    assert state.current_player == 1


def test_a_single_one_lets_that_player_enter_before_moving():
    state = position([cell(2, 2)], [cell(3, 3)])
    faces = iter([1, 5])
    state.roll_die = lambda: next(faces)
    state._roll()
    del state.roll_die
    assert state.queue == (("enter", 0, 1), ("move", 0), ("move", 1))


def test_no_entry_without_a_vacant_edge_tile():
    state = engine.new_game("swarm", 2, seed=1)            # both edges are full at the start
    schedule(state, (3, 3), [("enter", 0, 1), ("enter", 1, 1), ("move", 0), ("move", 1)])
    assert state.phase == "move" and state.current_player == 0


# ----- the end --------------------------------------------------------------------------------
def test_all_twenty_on_the_board_wins():
    red = [c for c in range(36) if c not in (cell(5, 0), cell(0, 5))][:19]
    state = position(red, [cell(5, 0)])
    state.phase, state.entries = "enter", 1
    state._legal = None
    open_cells = [a for a in state.legal_actions() if isinstance(a, Move)]
    state.apply(open_cells[0])
    assert state.is_terminal() and state.winners() == [0]


def test_an_opponent_down_to_one_cube_with_an_empty_supply_loses():
    state = position([cell(4, 2)], [cell(5, 2), cell(0, 0)], points=2)
    for cid in BLUE[2:]:
        state.put(cid, "out")
    state._legal = None
    state.apply(Move(RED[0], "cubes", cell(5, 2)))
    assert state.is_terminal() and state.winners() == [0]


def test_a_full_board_goes_to_the_player_with_more_cubes():
    cells = [c for c in range(36) if c != cell(0, 5)]
    state = position(cells[:17], cells[17:])                 # 17 red, 18 blue, A6 vacant
    state.phase, state.entries = "enter", 1
    state._legal = None
    state.apply(Move(state.top(supply(0)), "cubes", cell(0, 5)))
    assert state.is_terminal() and state.winners() == [] and state.scores() == [18, 18]


def test_a_round_without_entries_or_removals_counts_as_quiet():
    state = position([cell(2, 2)], [cell(4, 4)], points=1)
    state.quiet = 3
    state.apply(Move(RED[0], "cubes", cell(2, 3)))         # the last step of the round
    assert state.quiet == 4 and not state.is_terminal()
    assert state.panel()["Quiet rounds"].startswith("4 of 10")


@pytest.mark.parametrize("how", ["enter", "swarm", "bash off"])
def test_a_cube_entering_or_leaving_the_board_starts_the_count_again(how):
    if how == "enter":
        state = position([cell(2, 2)], [cell(4, 4)])
        state.phase, state.entries = "enter", 1
        state._legal = None
        action = Move(state.top(supply(0)), "cubes", cell(0, 5))
    elif how == "swarm":
        state = position([cell(1, 2), cell(3, 1)], [cell(2, 2), cell(5, 0)], points=1)
        action = Move(RED[1], "cubes", cell(3, 2))
    else:
        state = position([cell(4, 2)], [cell(5, 2), cell(0, 0)], points=2)
        action = Move(RED[0], "cubes", cell(5, 2))
    state.quiet = 9
    state.queue = (("move", 1),)
    state.apply(action)
    assert state.quiet == 0 and state.stirred and not state.is_terminal()
    assert state.panel()["Quiet rounds"].startswith("0 of 10")


def test_a_stirred_round_stays_at_zero_quiet_rounds():
    state = position([cell(2, 2)], [cell(4, 4)], points=1)
    state.quiet, state.stirred = 0, True
    state.apply(Move(RED[0], "cubes", cell(2, 3)))
    assert state.quiet == 0 and not state.stirred


def test_ten_quiet_rounds_end_the_game_and_more_cubes_win():
    state = position([cell(2, 2), cell(1, 1)], [cell(4, 4)], points=1)
    state.quiet = 9
    state.apply(Move(RED[0], "cubes", cell(2, 3)))
    assert state.is_terminal() and state.winners() == [0] and state.scores() == [2, 1]
    assert state.panel()["Result"] == "Player 1 wins"
    assert state.panel()["Quiet rounds"].startswith("10 of 10")
    assert "10 rounds in a row" in state.panel()["Note"]


def test_ten_quiet_rounds_with_equal_cubes_are_a_draw():
    state = position([cell(2, 2), cell(1, 1)], [cell(4, 4), cell(5, 5)], points=1)
    state.quiet = 9
    state.apply(Move(RED[0], "cubes", cell(2, 3)))
    assert state.is_terminal() and state.winners() == [] and state.scores() == [2, 2]
    assert state.panel()["Result"] == "Draw"


def test_words():
    state = position([cell(1, 2), cell(3, 1)], [cell(2, 2)], points=1)
    action = Move(RED[1], "cubes", cell(3, 2))
    assert state.describe(action) == "Player 1 moves from D2 to D3 and swarms 1 enemy cube."
    assert state.label(Pass()) == "Stop entering"


def test_whole_game_through_the_ui():
    from ui_play import play_through_ui

    d = play_through_ui("swarm", lambda state: state.legal_actions()[0], seed=3)
    state = d.scene.session.state
    assert state.is_terminal()
    assert "wins" in d.scene.headline() or "draw" in d.scene.headline()


def test_hard_bots_cut_their_playouts_as_short_as_normal_ones():
    """Every step of a Swarm turn is a whole search: Hard's playouts of 6 actions took it past
    0.5 s a move, so the game cuts every level's playouts after 4 (measured in the bench)."""
    state = engine.new_game("swarm", 2, seed=1)
    seat = state.current_player
    searches = [Search(state.view(seat), seat, level(name), 0) for name in ("normal", "hard")]
    assert [s.depth for s in searches] == [4, 4]
    action = searches[1].run(state.view(seat).bot_actions())
    assert action in state.legal_actions()
