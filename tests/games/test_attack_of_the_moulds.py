"""Attack of the Moulds: rules and rulings of shared/rules/attack_of_the_moulds.md, hand-built positions."""

import math

import pytest
from pygame import Rect

from greenbox_desktop import ai, engine
from greenbox_desktop.engine import IllegalAction, Move
from greenbox_desktop.engine.conformance import verify_playout
from greenbox_desktop.games.attack_of_the_moulds.boards import BOARDS, starts
from greenbox_desktop.games.attack_of_the_moulds.pieces import CUBE_SEAT, CUBES, QUIET_ROUNDS, STAR_CARD, TILES, supply
from greenbox_desktop.ui.table.layout import layout_table

GAME = "attack_of_the_moulds"
HEX, SQUARE = BOARDS["hexagon"], BOARDS["square"]


def at(name, board=HEX):
    """The slot of a cell named like the log names it (row letter, place in the row)."""
    return board.names.index(name)


def names(slots, board=HEX):
    return sorted(board.names[s] for s in slots)


def position(cubes, players=2, seat=0, board="hexagon"):
    """Cubes of each seat on the named cells, the rest in the supplies; ``seat`` to move."""
    state = engine.new_game(GAME, players, seed=3, options={"board": board})
    geometry = BOARDS[board]
    for s in range(players):
        for cid in CUBES[s]:
            state.put(cid, supply(s))
    state.grid = [None] * (geometry.width * geometry.height)
    state.counts = [0] * players
    for s, cells in enumerate(cubes):
        for k, name in enumerate(cells):
            state._place(CUBES[s][k], at(name, geometry), s)
    state.current_player = seat
    state._legal = None
    return state


def grow(state, name):
    """The grow of the current player onto ``name``."""
    board = state.board
    return Move(state.top(supply(state.current_player)), "cubes", at(name, board))


def spread(state, origin, dest):
    board = state.board
    return Move(state.grid[at(origin, board)], "cubes", at(dest, board))


def owners(state):
    """Cell name -> seat, for every cube on the board."""
    return {state.board.names[slot]: CUBE_SEAT[cid] for slot, cid in enumerate(state.grid) if cid is not None}


def targets(state, cid):
    return names(a.slot for a in state.legal_actions() if a.component == cid)


# ----- the boards ------------------------------------------------------------------------------
def test_the_hexagon_has_37_cells_with_six_neighbours_inside():
    assert len(HEX.cells) == 37 and HEX.shape == (7, 7, "hex")
    assert HEX.names[HEX.centre] == "D4"
    assert sorted(len(HEX.near[s]) for s in HEX.cells).count(6) == 19  # the inner cells
    for s in HEX.cells:  # two steps: a neighbour's neighbour that is neither the cell nor its neighbour
        two = {u for t in HEX.near[s] for u in HEX.near[t]} - set(HEX.near[s]) - {s}
        assert set(HEX.reach[s]) == two
    assert len(HEX.reach[HEX.centre]) == 12 and len(HEX.rim) == 18
    assert names(HEX.corners) == ["A1", "A4", "D1", "D7", "G1", "G4"]


def test_the_square_board_counts_diagonals():
    assert len(SQUARE.cells) == 36 and SQUARE.centre is None
    assert names(SQUARE.near[at("C3", SQUARE)], SQUARE) == ["B2", "B3", "B4", "C2", "C4", "D2", "D3", "D4"]
    assert len(SQUARE.reach[at("C3", SQUARE)]) == 16
    assert names(SQUARE.reach[at("A1", SQUARE)], SQUARE) == ["A3", "B3", "C1", "C2", "C3"]


def test_setup_lays_the_tiles_around_the_star_card():
    state = engine.new_game(GAME, 2, seed=1)
    board = state.zone("board")
    assert len(board) == 37
    assert state.where(STAR_CARD) == ("board", HEX.centre, True)
    assert sorted(cid for _, cid in board if cid != STAR_CARD) == sorted(TILES)
    assert not any(state.where(t).face_up for t in TILES)  # the star sides up: a plain sandwich
    shown = [cid for cid in state.loc if state.visible_to(cid, 0) and state.visible_to(cid, 1)]
    assert sorted(shown) == sorted([STAR_CARD, *(cid for _, cid in state.zone("cubes")),
                                    *(cid for s in (0, 1) for _, cid in state.zone(supply(s)))])


def test_setup_cubes_and_supplies():
    for players in range(2, 7):
        state = engine.new_game(GAME, players, seed=1)
        assert state.counts == [3] * players
        for seat in range(players):
            assert len(state.zone(supply(seat))) == 17
            assert {cid for _, cid in state.zone("cubes")} & set(CUBES[seat])
        assert state.current_player == 0
        assert not any(state.where(cid).zone != "box" for seat in range(players, 6) for cid in CUBES[seat])


def test_starting_cells():
    expected = {
        2: [["A4", "B5", "G1"], ["A1", "F5", "G4"]],
        3: [["A4", "B5", "G1"], ["A1", "G3", "G4"], ["C1", "D1", "D7"]],
        4: [["F1", "G1", "G2"], ["C1", "D1", "E1"], ["A3", "A4", "B5"], ["C6", "D7", "E6"]],
        6: [["F1", "G1", "G2"], ["C1", "D1", "E1"], ["A1", "A2", "B1"], ["A3", "A4", "B5"],
            ["C6", "D7", "E6"], ["F5", "G3", "G4"]],
    }
    for players, cells in expected.items():
        assert [names(group) for group in starts(HEX, players)] == cells
    assert [names(g, SQUARE) for g in starts(SQUARE, 2)] == [["A6", "F1"], ["A1", "F6"]]
    assert [names(g, SQUARE) for g in starts(SQUARE, 4)] == [["F1"], ["A1"], ["A6"], ["F6"]]


def _turned(slots, degrees, board=HEX):
    """The cells ``slots`` turned about the board's centre (or mirrored top to bottom for None)."""
    def screen(slot):
        x, y = slot % board.width, slot // board.width
        return x + 0.5 * (y & 1), y * math.sqrt(3) / 2
    cx, cy = screen(board.centre)
    out = set()
    for slot in slots:
        px, py = screen(slot)
        if degrees is None:
            qx, qy = px, 2 * cy - py
        else:
            a = math.radians(degrees)
            qx = cx + (px - cx) * math.cos(a) - (py - cy) * math.sin(a)
            qy = cy + (px - cx) * math.sin(a) + (py - cy) * math.cos(a)
        out.add(min(board.cells, key=lambda s: (screen(s)[0] - qx) ** 2 + (screen(s)[1] - qy) ** 2))
    return out


@pytest.mark.parametrize("players,degrees,step", [(6, 60, 1), (3, 120, 1), (4, 180, 2), (2, None, 1)])
def test_starts_are_fair(players, degrees, step):
    # every seat's start is the next seat's turned (3, 4, 6 players) or mirrored (2 players)
    groups = starts(HEX, players)
    for seat, group in enumerate(groups):
        assert _turned(group, degrees) == set(groups[(seat + step) % players]), seat
    singles = [g[0] for g in starts(HEX, 3)]
    assert names(singles) == ["A1", "D7", "G1"]  # singles and pairs alternate round the corners


def test_the_square_board_is_for_two_or_four():
    for players in (2, 4):
        state = engine.new_game(GAME, players, seed=1, options={"board": "square"})
        assert len(state.zone("board")) == 36 and state.where(STAR_CARD).zone == "box"
        assert sum(state.counts) == (4 if players == 2 else 4)
    for players in (3, 5, 6):
        with pytest.raises(ValueError, match="2 or 4 players"):
            engine.new_game(GAME, players, seed=1, options={"board": "square"})


# ----- a turn -----------------------------------------------------------------------------------
def test_grow_goes_next_to_your_own_cubes():
    state = position([["D4"], ["A1"]])
    new = state.top(supply(0))
    assert targets(state, new) == ["C3", "C4", "D3", "D5", "E3", "E4"]
    state.apply(grow(state, "C3"))
    assert state.counts == [2, 1] and len(state.zone(supply(0))) == 18
    assert state.current_player == 1


def test_grow_far_from_your_cubes_is_refused():
    state = position([["D4"], ["A1"]])
    with pytest.raises(IllegalAction, match="grows next to one of your cubes"):
        state.apply(grow(state, "G1"))


def test_spread_leaps_exactly_two_steps():
    state = position([["D4"], ["A1"]])
    cube = state.grid[at("D4")]
    assert targets(state, cube) == names(HEX.reach[HEX.centre])
    with pytest.raises(IllegalAction, match="exactly two steps; to fill a neighbouring cell, grow"):
        state.apply(Move(cube, "cubes", at("D5")))
    with pytest.raises(IllegalAction, match="no farther"):
        state.apply(Move(cube, "cubes", at("G1")))
    state.apply(spread(state, "D4", "B3"))
    assert state.grid[at("D4")] is None and state.where(cube).slot == at("B3")
    assert state.counts == [1, 1] and len(state.zone(supply(0))) == 19


def test_spread_jumps_over_anything():
    state = position([["D4"], ["C3", "C4", "D3", "D5", "E3", "E4"]])
    assert "B3" in targets(state, state.grid[at("D4")])


def test_takeover_turns_every_rival_neighbour():
    # blue cubes of two rivals around E3; red grows there: all four rivals' cubes become red
    state = position([["F2"], ["D3", "E2"], ["D4", "E4", "A1"]], players=3)
    state.apply(grow(state, "E3"))
    assert owners(state) == {"F2": 0, "E3": 0, "D3": 0, "E2": 0, "D4": 0, "E4": 0, "A1": 2}
    assert state.counts == [6, 0, 1]
    assert len(state.zone(supply(0))) == 14 and len(state.zone(supply(1))) == 20 and len(state.zone(supply(2))) == 19


def test_own_cubes_stay_and_distant_rivals_stay():
    state = position([["D4", "D5"], ["E5", "B3"]])
    state.apply(spread(state, "D4", "F4"))  # F4 touches E5 (rival), not B3
    assert owners(state) == {"D5": 0, "F4": 0, "E5": 0, "B3": 1}


def test_short_supply_takes_over_in_reading_order_and_wins():
    # red has 18 cubes out; growing its 19th leaves one cube for three rival neighbours
    red = ["A1", "A2", "A3", "A4", "B1", "B2", "B3", "B4", "B5", "C1", "C2", "C3", "C4", "C5", "C6", "D1", "D2",
           "G4"]
    state = position([red, ["F2", "F3", "G2"]])
    assert len(state.zone(supply(0))) == 2
    state.apply(grow(state, "G3"))
    assert owners(state)["F2"] == 1 and owners(state)["F3"] == 0 and owners(state)["G2"] == 1
    assert state.is_terminal() and state.winners() == [0] and state.counts == [20, 2]
    assert state.panel()["Result"] == "Player 1 wins"


def test_instant_win_with_the_last_cube():
    red = ["A1", "A2", "A3", "A4", "B1", "B2", "B3", "B4", "B5", "C1", "C2", "C3", "C4", "C5", "C6", "D1", "D2",
           "D3", "D4"]
    state = position([red, ["G4"]])
    line = state.describe(grow(state, "D5"))
    assert line == "Player 1 grows onto D5. All 20 of Player 1's cubes are on the board!"
    state.apply(grow(state, "D5"))
    assert state.is_terminal() and state.winners() == [0] and state.scores() == [20, 1]
    assert state.legal_actions() == []


# ----- passing, dropping out and the end -----------------------------------------------------------
def test_a_player_without_a_move_passes():
    # square board: blue's cube in corner A1 is walled in two deep by red; red moves on
    red = ["A2", "A3", "B1", "B2", "B3", "C1", "C2", "C3"]
    state = position([red, ["A1"]], board="square")  # every cell one or two steps from A1 is red
    state.apply(grow(state, "D4"))
    assert state.current_player == 0 and state.passed == (1,)
    assert state.news(None, None) == ["Player 2 has no cell to grow or spread to, so the turn passes."]
    assert state.panel()["Passed"].startswith("Player 2 has no cell")
    assert state.quiet == 1  # red grew (reset), then blue's pass counted as a turn without growth


def test_a_player_with_no_cubes_is_out_and_skipped():
    state = position([["D4"], ["E4"], ["A1"]], players=3, seat=2)
    state.apply(grow(state, "B2"))
    state.apply(grow(state, "E3"))  # red takes blue's only cube
    assert state.counts == [3, 0, 2]
    assert state.current_player == 2  # blue is skipped
    assert state.panel()["Scores"] == "Player 1 3 · Player 2 out · Player 3 2"
    assert state.panel()["In supply"] == "Player 1 17 · Player 3 18"


def test_last_mould_standing_wins():
    state = position([["D4"], ["E4"]])
    line = state.describe(grow(state, "E3"))
    assert line == ("Player 1 grows onto E3 and takes over 1 cube from Player 2. "
                    "Player 2 has no cubes left on the board and is out.")
    state.apply(grow(state, "E3"))
    assert state.is_terminal() and state.winners() == [0] and state.note == "Only Player 1 has cubes on the board."


def test_full_board_most_cubes_wins():
    # the square board, 35 cells covered: blue's grow fills it
    cells = [n for n in SQUARE.names if n]
    red, blue = cells[:17], cells[17:35]
    state = position([red, blue], seat=1, board="square")
    last = cells[35]
    state.apply(grow(state, last))  # F6 touches E5, E6, F5 (all blue already)
    assert state.is_terminal() and state.note == "The board is full."
    assert state.scores() == [17, 19] and state.winners() == [1]


def test_tied_leaders_share_the_win():
    cells = [n for n in SQUARE.names if n]
    state = position([cells[:18], cells[18:35]], seat=1, board="square")
    state.apply(grow(state, cells[35]))
    assert state.scores() == [18, 18] and state.winners() == [0, 1]
    assert state.panel()["Result"] == "Player 1 and Player 2 share the win"


def test_ten_quiet_rounds_end_the_game():
    """Ruling: "when ten full rounds in a row pass without a new cube entering the board, the game
    ends and most cubes on the board wins (equal counts share the win)"."""
    state = position([["D4", "A1"], ["G4", "G3"]])
    state.quiet = QUIET_ROUNDS * 2 - 1
    state.apply(spread(state, "A1", "C1"))
    assert state.is_terminal() and state.note == f"No cube grew for {QUIET_ROUNDS} full rounds."
    assert state.winners() == [0, 1] and state.news(None, None) == [state.note]


def test_the_rules_page_states_the_quiet_rounds_end_under_the_end():
    """Ruling: "Progress rule (ours) ... Say so on the rules page as our ruling": in "The end"."""
    from importlib import resources

    page = resources.files("greenbox_desktop.rulebook").joinpath("attack_of_the_moulds.md").read_text(encoding="utf-8")
    the_end = page.split("\n## The end\n", 1)[1].split("\n## ", 1)[0]
    words = {10: "ten"}[QUIET_ROUNDS]
    assert f"**{words.capitalize()} quiet rounds (our ruling)**" in the_end
    assert f"{words} full rounds in a row" in the_end and "game ends" in the_end


def test_growing_resets_the_quiet_count():
    state = position([["D4"], ["G4"]])
    state.quiet = 7
    state.apply(spread(state, "D4", "B3"))
    assert state.quiet == 8 and state.panel()["Without growth"] == \
        "8 of 20 turns (10 full rounds with no new cube end the game)"
    state.apply(grow(state, "G3"))
    assert state.quiet == 0 and "Without growth" not in state.panel()


# ----- the worked example of the rules page ------------------------------------------------------
def test_rules_page_example():
    # the page's blue mould is Player 1 here, its red rival Player 2
    state = position([["C3", "C4"], ["D3", "D5"]])
    assert len(state.zone(supply(0))) == 18
    by_spread = state.clone()
    state.apply(grow(state, "D4"))
    assert state.counts == [5, 0] and len(state.zone(supply(0))) == 15
    assert {owners(state)[n] for n in ("D3", "D4", "D5")} == {0}
    by_spread.apply(spread(by_spread, "C4", "E4"))
    assert owners(by_spread)["D5"] == 0 and owners(by_spread)["D3"] == 1 and "C4" not in owners(by_spread)


# ----- words -------------------------------------------------------------------------------------
def test_refusals_name_the_true_reason():
    state = position([["D4"], ["A1", "C3"]])
    rival = state.grid[at("A1")]
    assert "Player 2's" in state.explain(Move(rival, "cubes", at("B1")))
    assert "taken" in state.explain(grow(state, "C3"))
    assert "cells of the board" in state.explain(Move(state.top(supply(0)), "cubes", 0))  # a corner of the grid
    assert "top of your supply" in state.explain(Move(CUBES[0][5], "cubes", at("C4")))


def test_describe_spread_with_plural_takeovers():
    state = position([["D4"], ["B1", "B2", "A3"]])
    assert state.describe(spread(state, "D4", "C2")) == \
        "Player 1 spreads from D4 to C2 and takes over 2 cubes from Player 2."


def test_now_line_follows_what_can_be_done():
    state = position([["D4"], ["A1"]])
    assert state.now().startswith("Grow: drag a cube from your supply")
    walled = position([["A1"], ["A2", "B1", "B2"]], board="square")
    assert walled.now().startswith("No free cell touches your mould, so spread")


def test_tooltips():
    state = position([["D4"], ["A1"]])
    assert state.tooltip(state.grid[at("D4")]) == "Player 1's cube (red) on D4."
    assert state.tooltip(STAR_CARD) == "Cell D4 (the star card in the centre)."
    assert state.tooltip(state.top(supply(1))) == "Player 2's supply: 19 cubes not on the board yet."
    assert state.seat_colour(1) == "blue"


# ----- the table ---------------------------------------------------------------------------------
def test_the_table_shows_only_the_hexagon():
    state = engine.new_game(GAME, 2, seed=1)
    layout = layout_table(state.zones(), Rect(0, 0, 1000, 700))
    for zone in ("board", "cubes"):
        assert list(layout.box(zone).slots()) == list(HEX.cells)
    outside = layout.slot_rect("board", 0).center  # slot 0 of the 7×7 grid is not a cell
    assert not [place for place in layout.places_at(outside) if place[0] in ("board", "cubes")]
    inside = layout.slot_rect("board", HEX.centre).center
    assert ("cubes", HEX.centre) in layout.places_at(inside)


# ----- random play -------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 4])
def test_square_board_random_playouts(players):
    # the shared harness covers the hexagon; the square board (2 or 4 players only) is checked here
    for seed in range(15):
        state = verify_playout(GAME, players, seed, {"board": "square"}, every=5)
        assert state.is_terminal() and state.winners()


# ----- bots --------------------------------------------------------------------------------------
def test_evaluate_weighs_cubes_against_the_strongest_rival():
    state = engine.new_game(GAME, 3, seed=1)
    assert [state.evaluate(s) for s in range(3)] == [0.5, 0.5, 0.5]
    state = position([["D4", "D5", "D6"], ["A1"], []], players=3)
    assert state.evaluate(0) == 0.75 and state.evaluate(1) == 0.25 and state.evaluate(2) == 0.0


def test_the_bot_takes_the_winning_grow():
    # 18 red cubes out, 2 in supply: growing next to blue's E4 (onto D4 or E3) puts the 20th out
    red = ["A1", "A2", "A3", "A4", "B1", "B2", "B3", "B4", "B5", "C1", "C2", "C3", "C4", "C5", "C6", "D1", "D2", "D3"]
    state = position([red, ["E4", "G1"]])
    choice = ai.choose(state.view(0), 0, "normal", seed=0)
    assert state.loc[choice.component][0] == supply(0) and names([choice.slot]) in (["D4"], ["E3"])
