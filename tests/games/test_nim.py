"""NIM: rules and rulings of shared/rules/nim.md with hand-built positions."""

import pytest

from greenbox_desktop import engine
from greenbox_desktop.engine import Choose, IllegalAction, Move, Pass
from greenbox_desktop.games.nim import ALL_CUBES, HEAP_MAX, built

DONE = Choose("heaps", "done")


def build(*sizes, misere=False):
    """A game in the play phase with the given heaps (built by seat 0 through real actions)."""
    return built(sizes, seed=1, misere=misere)


def test_built_heaps_leave_seat_one_to_take_first():
    state = build(3, 5, misere=True)
    assert state.heap_sizes() == [3, 5, 0, 0, 0, 0, 0, 0]
    assert state.current_player == 1 and state.options["misere"]
    assert state.history[-1] == DONE and len(state.history) == 9  # through seat 0's real actions
    assert all(a.zone.startswith("heap.") for a in state.history[:-1])


def take(state, heap, count=1, end=True):
    for _ in range(count):
        state.apply(Move(state.top(f"heap.{heap}"), f"taken.{state.current_player}"))
    if end and not state.is_terminal():
        state.apply(Pass())


def test_setup_seat_zero_builds_from_a_full_supply():
    state = engine.new_game("nim", 2, seed=1)
    assert state.current_player == 0 and state.phase == "build"
    assert len(state.zone("supply")) == 120
    assert DONE not in state.legal_actions()  # no heap yet
    with pytest.raises(IllegalAction, match="at least one cube"):
        state.apply(DONE)


def test_heaps_are_built_in_order_and_capped_at_twenty():
    state = engine.new_game("nim", 2, seed=1)
    with pytest.raises(IllegalAction, match="heap 1 comes next"):
        state.apply(Move(state.top("supply"), "heap.2"))
    for _ in range(HEAP_MAX):
        state.apply(Move(state.top("supply"), "heap.0"))
    with pytest.raises(IllegalAction, match="at most 20"):
        state.apply(Move(state.top("supply"), "heap.0"))
    state.apply(Move(state.top("supply"), "heap.1"))
    state.apply(Move(state.top("heap.1"), "supply"))  # the builder may take a cube back
    assert state.heap_sizes()[:2] == [20, 0]


def test_at_most_120_cubes_in_all_and_eight_heaps():
    state = engine.new_game("nim", 2, seed=1)
    for k in range(6):
        for _ in range(HEAP_MAX):
            state.apply(Move(state.top("supply"), f"heap.{k}"))
    assert state.top("supply") is None
    assert sum(state.heap_sizes()) == len(ALL_CUBES) == 120
    assert all(not (isinstance(a, Move) and a.zone.startswith("heap")) for a in state.legal_actions())


def test_a_bot_builder_only_adds_cubes_and_builds_heaps_that_win():
    from functools import reduce

    from greenbox_desktop import ai
    state = engine.new_game("nim", 2, seed=1)
    state.apply(Move(state.top("supply"), "heap.0"))
    assert Move(state.top("heap.0"), "supply") in state.legal_actions()
    assert all(a.zone != "supply" for a in state.bot_actions() if isinstance(a, Move))
    for step in range(20):
        if state.phase != "build":
            break
        state.apply(ai.choose(state.view(0), 0, "normal", seed=step))
    assert state.phase != "build" and reduce(int.__xor__, state.heap_sizes()) == 0


def test_seat_one_moves_first_after_done():
    state = build(3, 4)
    assert state.current_player == 1 and state.phase == "play"


def test_random_heaps_option_deals_three_to_five_heaps_of_one_to_nine():
    for seed in range(100):
        state = engine.new_game("nim", 2, seed=seed, options={"random_heaps": True})
        sizes = [n for n in state.heap_sizes() if n]
        assert 3 <= len(sizes) <= 5 and all(1 <= n <= 9 for n in sizes)
        assert state.current_player == 1


def test_a_turn_takes_from_one_heap_only_and_at_least_one_cube():
    state = build(3, 4)
    with pytest.raises(IllegalAction, match="at least one cube"):
        state.apply(Pass())
    take(state, 0, 2, end=False)
    with pytest.raises(IllegalAction, match="heap 1 only"):
        state.apply(Move(state.top("heap.1"), "taken.1"))
    state.apply(Pass())
    assert state.current_player == 0 and state.heap_sizes()[:2] == [1, 4]
    assert len(state.zone("taken.1")) == 2


def test_taking_the_last_cube_wins_in_normal_play():
    state = build(1, 2)
    take(state, 1, 2)       # seat 1 takes heap 2
    take(state, 0, 1)       # seat 0 takes the last cube
    assert state.is_terminal() and state.winners() == [0] and state.scores() == [1, 0]
    assert state.legal_actions() == []


def test_misere_last_cube_loses():
    state = build(1, 2, misere=True)
    take(state, 1, 2)
    take(state, 0, 1)
    assert state.winners() == [1]


def test_log_and_panel_in_words():
    state = build(2)
    action = state.legal_actions()[0]
    assert state.describe(action) == "Player 2 takes a cube from heap 1."
    assert state.panel()["Heaps"] == "2"
