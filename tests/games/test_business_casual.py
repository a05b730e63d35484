"""Business Casual: setup, every rule and ruling of shared/rules/business_casual.md, scoring, the end."""

import pytest

from greenbox_desktop import engine
from greenbox_desktop.engine import Choose, IllegalAction, Move, Pass, edge_slot
from greenbox_desktop.games.business_casual import (
    BOSS, CUBICLES, VALUE, WORKERS, cell_name, contest, next_game_options,
)

A1, B1, C1, D1, A2, B2, C2, D2, A3, B3, C3, D3, A4, B4, C4, D4 = range(16)


def worker(value, copy=1):
    """The tile id of a worker of ``value`` (the Boss for 6)."""
    if value == 6:
        return BOSS
    return [t for t in WORKERS if VALUE[t] == value][copy - 1]


def game(first_player=0, seed=1):
    return engine.new_game("business_casual", 2, seed=seed, options={"first_player": first_player})


def restack(state, *tiles):
    """Replace the stack by ``tiles`` (listed top first), the top two face up."""
    for tile in list(state.contents["stack"]):
        state.put(tile, "box")
    for height, tile in enumerate(reversed(tiles)):
        state.put(tile, "stack", height, face_up=height >= len(tiles) - 2)


def seat(state, tile, cell):
    """Sit a worker in a cubicle directly (to build a position)."""
    state.put(tile, "workers", cell, face_up=True)


def play(state, cell):
    state.apply(Move(state.top("stack"), "workers", cell))


def cells(state):
    return sorted(a.slot for a in state.legal_actions())


def cube_on(state, a, b):
    """The seat whose cube sits on the border of cells a and b, or None."""
    found = state.at("borders", edge_slot(4, a, b))
    return None if not found else (0 if found[0].startswith("cube.red") else 1)


def assert_illegal(state, action, words):
    before = state.to_json()
    with pytest.raises(IllegalAction, match=words):
        state.apply(action)
    assert state.to_json() == before


# ----- setup ----------------------------------------------------------------------------------
def test_setup_counts_and_facing():
    state = game()
    assert state.current_player == 0
    cubicles = state.zone("cubicles")
    assert sorted(slot for slot, _ in cubicles) == list(range(16))
    assert all(not state.where(t).face_up for t in CUBICLES)
    tiles_in_box = [c for c in state.box_contents() if c.startswith("tile.")]
    assert len(tiles_in_box) == 4
    stack = state.contents["stack"]
    assert len(stack) == 16 and [state.where(t).slot for t in stack] == list(range(16))
    assert [state.where(t).face_up for t in stack] == [False] * 14 + [True, True]
    assert len(state.contents["supply.0"]) == len(state.contents["supply.1"]) == 20
    assert all(c.startswith("cube.red") for c in state.contents["supply.0"])
    assert state.contents["workers"] == [] and state.contents["borders"] == []


@pytest.mark.parametrize("seed", range(300))
def test_stack_holds_the_workers_with_the_boss_in_the_group_drawn_last(seed):
    stack = game(seed=seed).contents["stack"]
    values = sorted(VALUE[t] for t in stack)
    assert values == [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6]
    drawn = list(reversed(stack))
    assert drawn.index(BOSS) >= 7  # the first group has 7 or 8 ordinary workers


def test_both_group_sizes_and_every_boss_position_of_the_last_group_occur():
    positions = {list(reversed(game(seed=s).contents["stack"])).index(BOSS) for s in range(400)}
    assert positions == set(range(7, 16))  # 7 is possible only when the first group has 7 tiles


def test_only_the_top_two_tiles_are_visible_to_anyone():
    state = game(seed=4)
    top, below = state.contents["stack"][-1], state.contents["stack"][-2]
    for seat_no in (0, 1):
        view = state.view(seat_no)
        shown = [t for t in view.contents["stack"] if ".?" not in t]
        assert shown == [below, top]
        assert all(".?" in t for t in view.contents["cubicles"])
    assert state.INFO.hidden_info is False


def test_playing_reveals_the_next_tile():
    state = game(seed=4)
    third = state.contents["stack"][-3]
    assert not state.where(third).face_up
    play(state, A1)
    assert state.where(third).face_up and state.current_player == 1


# ----- scoring --------------------------------------------------------------------------------
def test_worked_example_a_3_beats_a_2_and_a_5_but_loses_to_a_1_and_a_4():
    assert contest(3, 2) == 1 and contest(3, 5) == 1
    assert contest(3, 1) == -1 and contest(3, 4) == -1
    assert contest(3, 3) == 0
    assert contest(3, 6) == -1  # even difference: the lower wins


def test_odd_difference_favours_the_higher_even_the_lower():
    for a in range(1, 7):
        for b in range(1, 7):
            if a != b:
                higher_wins = (a - b) % 2 == 1
                assert contest(a, b) == (1 if (a > b) == higher_wins else -1)


def test_each_contest_puts_a_cube_on_the_shared_border():
    # Player 1 seats a 3 between a 2 (left, won) and a 4 (right, lost), with a 3 above (tie).
    state = game()
    seat(state, worker(2), A2)
    seat(state, worker(4), C2)
    seat(state, worker(3, 2), B1)
    restack(state, worker(3), worker(5))
    play(state, B2)
    assert cube_on(state, A2, B2) == 0
    assert cube_on(state, B2, C2) == 1
    assert cube_on(state, B1, B2) is None
    assert state.scores() == [1, 1]
    assert state.where(state.at("borders", edge_slot(4, A2, B2))[0]).zone == "borders"


def test_rule_text_example_2_then_3():
    # A 2 left of a 4 wins its border for the player who seats it; a 3 above the 2 then beats it.
    state = game()
    seat(state, worker(4), B2)
    seat(state, worker(2, 2), A3)
    restack(state, worker(2), worker(3), worker(5))
    play(state, A2)
    assert cube_on(state, A2, B2) == 0
    assert cube_on(state, A2, A3) is None  # 2 against 2
    play(state, A1)
    assert cube_on(state, A1, A2) == 1
    assert state.scores() == [1, 1]


def test_the_boss_scores_by_the_same_rule_when_seated():
    state = game()
    seat(state, worker(5), A1)
    seat(state, worker(4), C1)
    restack(state, BOSS, worker(2))
    play(state, B1)
    assert cube_on(state, A1, B1) == 0  # 6 against 5: odd, the higher wins
    assert cube_on(state, B1, C1) == 1  # 6 against 4: even, the lower wins


# ----- placement restrictions -----------------------------------------------------------------
def test_first_tile_may_go_anywhere():
    state = game()
    assert cells(state) == list(range(16))


def test_no_worker_may_sit_next_to_the_boss():
    state = game()
    seat(state, BOSS, B2)
    restack(state, worker(3), worker(4))
    assert set(cells(state)) == set(range(16)) - {B2, B1, A2, C2, B3}
    assert_illegal(state, Move(worker(3), "workers", C2), "may not sit next to the Boss")


def test_workers_seated_before_the_boss_may_stay_next_to_it():
    state = game()
    seat(state, worker(3), B1)
    restack(state, BOSS, worker(4))
    assert B2 in cells(state)
    play(state, B2)
    assert cube_on(state, B1, B2) == 0  # 6 against 3: odd, the Boss's seat wins


def test_new_hire_forces_the_next_tile_beside_it():
    state = game()
    restack(state, worker(1), worker(4), worker(5))
    play(state, B2)
    assert cells(state) == [B1, A2, C2, B3]
    assert_illegal(state, Move(worker(4), "workers", D4), r"New Hire needs help: place next to the 1 at B2")
    play(state, C2)
    assert len(cells(state)) == 14  # only the very next tile is bound


def test_new_hire_with_no_free_neighbour_frees_the_next_tile():
    state = game()
    seat(state, worker(2), B1)
    seat(state, worker(3), A2)
    seat(state, worker(4), C2)
    seat(state, worker(5), B3)
    restack(state, worker(1), worker(4, 2), worker(5, 2))
    play(state, B2)
    assert len(cells(state)) == 11


def test_new_hire_only_counts_cubicles_that_are_legal():
    # Beside the 1, C2 is next to the Boss: only B1 helps.  With no legal helper, anything legal goes.
    state = game()
    seat(state, BOSS, D2)
    seat(state, worker(2), A2)
    seat(state, worker(3), B3)
    restack(state, worker(1), worker(4), worker(5))
    play(state, B2)  # neighbours: B1 free, A2 and B3 taken, C2 free
    assert cells(state) == [B1]
    state2 = game()
    seat(state2, BOSS, B1)
    seat(state2, worker(2), A3)
    restack(state2, worker(1), worker(4), worker(5))
    play(state2, A2)  # neighbours: A1 (next to the Boss), A3 taken, B2 (next to the Boss)
    assert set(cells(state2)) == set(range(16)) - {A1, B1, C1, A2, B2, A3}


def test_the_boss_obeys_the_new_hire_rule():
    state = game()
    restack(state, worker(1), BOSS, worker(5))
    play(state, A1)
    assert cells(state) == [B1, A2]
    assert_illegal(state, Move(BOSS, "workers", D4), "New Hire needs help")


# ----- illegal actions ------------------------------------------------------------------------
def test_illegal_actions_explain_and_change_nothing():
    state = game()
    seat(state, worker(2), C3)
    restack(state, worker(3), worker(4), worker(5))
    assert_illegal(state, Move(worker(4), "workers", A1), r"Only the worker on top of the stack \(a 3\)")
    assert_illegal(state, Move(worker(5), "workers", A1), "Only the worker on top")
    assert_illegal(state, Move(worker(2), "workers", A1), "already has a cubicle")
    assert_illegal(state, Move(worker(3), "workers", C3), "C3 is taken: a 2 already sits there")
    assert_illegal(state, Move(worker(3), "cubicles", A1), "cubicles of the office")
    assert_illegal(state, Move(worker(3), "workers", 16), "cubicles of the office")
    assert_illegal(state, Pass(), "no passing")
    assert_illegal(state, Choose("x", 1), "no passing")
    assert_illegal(state, Move(worker(3), "workers", A1, seat=1), "Player 1's turn")


def test_the_box_tiles_and_cubicles_cannot_be_played():
    state = game()
    assert_illegal(state, Move(CUBICLES[0], "workers", A1), "Take the worker on top")


# ----- the end --------------------------------------------------------------------------------
def test_game_ends_when_the_stack_is_empty():
    state = game()
    restack(state, worker(3))
    play(state, A1)
    assert state.is_terminal() and state.current_player is None
    assert state.legal_actions() == []
    assert_illegal(state, Move(worker(3), "workers", B1), "game is over")


def test_game_ends_when_the_next_player_has_no_legal_cubicle():
    state = game()
    seat(state, BOSS, A1)  # B1 and A2 are closed for good
    rest = [t for t in WORKERS if t not in (worker(5), worker(4))]
    for cell, tile in zip([C1, D1] + list(range(B2, D4)), rest):
        seat(state, tile, cell)
    restack(state, worker(5), worker(4))
    assert cells(state) == [D4]
    play(state, D4)
    assert state.is_terminal()
    assert len(state.contents["stack"]) == 1
    assert "Why it ended" in state.panel()


def test_most_cubes_wins_and_equal_is_a_draw():
    state = game()
    seat(state, worker(2), A1)
    restack(state, worker(3))
    play(state, B1)  # 3 beats 2: cube for Player 1
    assert state.winners() == [0] and state.scores() == [1, 0]
    assert state.panel()["Result"] == "Player 1 wins 1–0"
    draw = game()
    seat(draw, worker(3), A1)
    restack(draw, worker(3, 2))
    play(draw, B1)
    assert draw.is_terminal() and draw.scores() == [0, 0] and draw.winners() == []
    assert draw.panel()["Result"].startswith("Draw")


def test_winners_are_empty_while_the_game_goes_on():
    state = game()
    play(state, A1)
    assert state.winners() == []


def test_running_out_of_cubes_still_counts_the_point():
    state = game()
    for cid in list(state.contents["supply.0"]):
        state.put(cid, "box")
    seat(state, worker(2), A1)
    restack(state, worker(3), worker(4))
    play(state, B1)
    assert state.contents["borders"] == [] and state.scores() == [1, 0]


# ----- options and play again -----------------------------------------------------------------
def test_first_player_option_sets_who_starts():
    assert game(first_player=1).current_player == 1
    with pytest.raises(ValueError):
        game(first_player=2)


def test_play_again_lets_the_loser_start():
    state = game(first_player=0)
    seat(state, worker(2), A1)
    restack(state, worker(3))
    play(state, B1)  # Player 1 wins
    assert next_game_options(state) == {"first_player": 1}
    lost = game(first_player=1)
    seat(lost, worker(2), A1)
    restack(lost, worker(3))
    play(lost, B1)  # Player 2 seats the 3 and wins
    assert lost.winners() == [1] and next_game_options(lost) == {"first_player": 0}


def test_play_again_after_a_draw_starts_with_whoever_went_second():
    for first in (0, 1):
        state = game(first_player=first)
        restack(state, worker(3))
        play(state, A1)
        assert state.winners() == [] and next_game_options(state) == {"first_player": 1 - first}


# ----- words ----------------------------------------------------------------------------------
def test_describe_names_the_worker_the_cell_and_each_contest():
    state = game()
    seat(state, worker(2), A1)
    seat(state, worker(4), C1)
    restack(state, worker(3), worker(1))
    text = state.describe(Move(worker(3), "workers", B1))
    assert text.startswith("Player 1 seats a 3 at B1")
    assert "beats the 2 at A1 (cube for Player 1)" in text and "loses to the 4 at C1 (cube for Player 2)" in text
    play(state, B1)
    assert "New Hire" in state.describe(Move(worker(1), "workers", D4))
    assert "last worker" in state.describe(Move(worker(1), "workers", D4))


def test_describe_the_boss():
    state = game()
    restack(state, BOSS, worker(1))
    assert "next to the Boss" in state.describe(Move(BOSS, "workers", A1))


def test_panel_shows_cubes_tiles_and_the_next_tile():
    state = game()
    restack(state, worker(1), worker(5), worker(2))
    facts = state.panel()
    assert facts["Player 1 (red)"] == "0 cubes" and facts["Tiles left"] == "3 in the stack"
    assert facts["To seat now"] == "A New Hire (1)" and facts["Next tile"] == "A 5"
    play(state, B2)
    assert "beside B2" in state.panel()["New Hire"]


def test_tooltips():
    state = game()
    restack(state, worker(3), worker(5), worker(2))
    tip = state.tooltip(worker(3))
    assert "2 or 5 it scores" in tip and "1 or 4" in tip and "this turn" in tip
    assert "next turn" in state.tooltip(worker(5))
    assert "face down" in state.tooltip(worker(2))
    assert state.tooltip(CUBICLES[0]) == "Cubicle A1 (empty)."
    assert "20 still unused" in state.tooltip(state.contents["supply.1"][0])
    seat(state, worker(2, 2), A1)
    restack(state, worker(3), worker(5))
    play(state, B1)
    cube = state.at("borders", edge_slot(4, A1, B1))[0]
    assert state.tooltip(cube) == "A point for Player 1, won on the border of A1 and B1."
    assert state.tooltip(worker(3, 3)) is None  # in the box


def test_boss_tooltip():
    state = game()
    restack(state, BOSS, worker(2))
    tip = state.tooltip(BOSS)
    assert tip.startswith("The Boss (6, Arrow)") and "1, 3 or 5" in tip and "2 or 4" in tip


def test_cell_names():
    assert [cell_name(s) for s in (A1, D1, A4, D4, C2)] == ["A1", "D1", "A4", "D4", "C2"]
