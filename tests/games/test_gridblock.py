"""Gridblock: rules and rulings of shared/rules/gridblock.md with hand-built positions."""

from collections import Counter

import pytest

from greenbox_desktop import engine
from greenbox_desktop.box import SYMBOLS, component
from greenbox_desktop.engine import IllegalAction, Move, Pass
from greenbox_desktop.engine.conformance import verify_playout
from greenbox_desktop.engine.playout import check_conservation, random_playout
from greenbox_desktop.games.gridblock import geometry as geo
from greenbox_desktop.games.gridblock.parts import ACTIVE, CARDS
from greenbox_desktop.games.gridblock.scoring import colour_points, seat_scores, tile_bonus

LETTER = {"D": "drop", "H": "hammers", "C": "circles", "B": "bricks", "W": "wheel", "A": "arrow"}
LAYOUT = ("DHCBWA",
          "HCBWAD",
          "CBWADH",
          "BWADHC",
          "WADHCB",
          "ADHCBW")


def cell(x, y, w=6):
    return y * w + x


def set_board(state, rows=LAYOUT):
    """Lay the tiles by hand, symbol up, following ``rows`` (letters of LETTER)."""
    used = Counter()
    grid = []
    for y, row in enumerate(rows):
        for x, letter in enumerate(row):
            symbol = LETTER[letter]
            used[symbol] += 1
            tile = f"tile.{symbol}.{used[symbol]}"
            state.put(tile, "board", cell(x, y), face_up=True)
            grid.append(tile)
    state.cell_tile = tuple(grid)
    state._legal = None


def to_first_turn(players=2, options=None, seed=3):
    """A game on the LAYOUT board, start cubes placed by the first legal choices, at round 1."""
    state = engine.new_game("gridblock", players, seed=seed, options=options or {})
    set_board(state)
    while state.phase in ("start_tile", "start_corner", "flip"):
        state.apply(state.legal_actions()[0])
    assert state.phase == "card" and state.round == 1
    return state


def stand(state, colour, where, card):
    """Put ``colour``'s active cube on ``where`` and ``card`` in its hand (hand-built position)."""
    state.put(ACTIVE[colour], "centres", where)
    if state.where(card).zone != f"hand.{colour}":
        swap = state.contents[f"hand.{colour}"][0]
        old = state.where(card).zone
        state.put(swap, old, face_up=state.zone_info(old).face_up)
        state.put(card, f"hand.{colour}")
    state._legal = None


def card_with(colour, value, symbol=None):
    return next(c for c in CARDS[colour] if component(c).value == value
                and (symbol is None or component(c).symbol == symbol))


def occupy(state, tile_cell, colours):
    """Put cubes of the given colours on the free corners of a tile, in corner order."""
    for colour in colours:
        slot = state.free_corners(tile_cell)[0]
        state.put(state.scoring_cube(colour), "corners", slot)
    state._legal = None


# ----- setup --------------------------------------------------------------------------------

def test_cards_are_number_cards_one_to_three_and_the_light_green_cards():
    for colour in ("red", "blue", "yellow", "green"):
        assert sorted(component(c).value for c in CARDS[colour]) == [1, 1, 1, 2, 2, 3]


def test_dealt_board_has_all_tiles_and_no_three_of_a_symbol_in_a_line():
    for seed in range(30):
        state = engine.new_game("gridblock", 3, seed=seed)
        symbols = [component(t).symbol for t in state.cell_tile]
        assert Counter(symbols) == {s: 6 for s in SYMBOLS}
        assert not geo.has_run(symbols, 6, 6)


def test_two_players_play_two_colours_each_in_alternating_turns():
    state = engine.new_game("gridblock", 2, seed=1)
    assert state.colours == ("red", "blue", "yellow", "green")
    assert [state.seat_of(i) for i in range(4)] == [0, 1, 0, 1]
    assert engine.game_info("gridblock").hidden_info
    three = engine.new_game("gridblock", 3, seed=1)
    assert three.colours == ("red", "blue", "yellow")


def test_start_cube_goes_on_a_tile_of_the_drawn_cards_symbol_then_a_corner():
    state = engine.new_game("gridblock", 4, seed=2)
    set_board(state)
    drawn = [c for c in state.contents["played"] if c.startswith("card.red.")]
    assert len(drawn) == 1 and state.where(drawn[0]).face_up
    symbol = component(drawn[0]).symbol
    targets = {a.slot for a in state.legal_actions()}
    assert len(targets) == 6 and all(state.symbol_at(c) == symbol for c in targets)
    wrong = next(c for c in range(36) if state.symbol_at(c) != symbol)
    with pytest.raises(IllegalAction, match=symbol.capitalize()):
        state.apply(Move(ACTIVE["red"], "centres", wrong))
    start = min(targets)
    state.apply(Move(ACTIVE["red"], "centres", start))
    assert state.phase == "start_corner"
    corners = [a.slot for a in state.legal_actions()]
    assert corners == list(geo.corner_slots(start, 6))
    state.apply(Move(state.scoring_cube("red"), "corners", corners[2]))
    assert state.phase == "start_tile" and state.colour == "blue" and state.current_player == 1


def test_each_round_deals_three_hidden_cards_per_colour():
    state = to_first_turn(2)
    for colour in state.colours:
        assert len(state.contents[f"hand.{colour}"]) == 3
        assert len(state.contents[f"rest.{colour}"]) == 3
    view = state.view(1)
    assert all(".?" in cid for cid in view.contents["hand.red"])
    assert all(".?" not in cid for cid in view.contents["hand.blue"])
    assert all(".?" not in cid for cid in view.contents["rest.blue"])


# ----- a turn -------------------------------------------------------------------------------

def test_a_turn_plays_a_card_then_walks_exactly_its_value_without_reentering():
    state = to_first_turn(2)
    two = card_with("red", 2)
    stand(state, "red", cell(2, 2), two)
    with pytest.raises(IllegalAction, match="card"):
        state.apply(Move(ACTIVE["red"], "centres", cell(2, 3)))
    state.apply(Move(two, "played"))
    assert state.phase == "move" and state.where(two).face_up
    ends = {a.slot for a in state.legal_actions()}
    assert ends == {cell(2, 0), cell(0, 2), cell(4, 2), cell(2, 4), cell(1, 1), cell(3, 1), cell(1, 3), cell(3, 3)}
    assert cell(2, 2) not in ends  # out and back would enter the start tile twice
    with pytest.raises(IllegalAction, match="exactly 2"):
        state.apply(Move(ACTIVE["red"], "centres", cell(2, 3)))
    assert geo.path_ends(cell(2, 2), 1, frozenset(range(36)), 6, 6) == {8, 13, 15, 20}
    u_turns = geo.path_ends(cell(2, 2), 3, frozenset(range(36)), 6, 6)
    assert cell(2, 3) in u_turns and cell(2, 2) not in u_turns  # three steps round a square


def test_corner_walk_near_the_edge_and_ending_on_an_occupied_tile():
    state = to_first_turn(2)
    card = card_with("red", 1)
    stand(state, "red", cell(0, 0), card)
    state.put(ACTIVE["blue"], "centres", cell(1, 0))
    state.apply(Move(card, "played"))
    assert {a.slot for a in state.legal_actions()} == {cell(1, 0), cell(0, 1)}
    state.apply(Move(ACTIVE["red"], "centres", cell(1, 0)))  # may share a tile with blue
    assert state.active_cell("red") == state.active_cell("blue") == cell(1, 0)


def _walk_onto(state, colour, target_symbol):
    """Play the value-1 card of ``colour`` whose symbol is ``target_symbol`` next to such a tile."""
    card = card_with(colour, 1, target_symbol)
    target = next(c for c in range(36) if state.symbol_at(c) == target_symbol and c % 6 > 0)
    stand(state, colour, target - 1, card)
    state.apply(Move(card, "played"))
    return target


def test_ending_on_the_cards_symbol_asks_for_a_free_corner():
    state = to_first_turn(2)
    symbol = component(card_with("red", 1)).symbol
    target = _walk_onto(state, "red", symbol)
    occupy(state, target, ["blue"])
    state.apply(Move(ACTIVE["red"], "centres", target))
    assert state.phase == "corner"
    free = [a.slot for a in state.legal_actions()]
    assert free == state.free_corners(target) and len(free) == 3
    cube = state.scoring_cube("red")
    state.apply(Move(cube, "corners", free[1]))
    assert state.where(cube) == ("corners", free[1], True)
    assert state.colour == "blue" and state.phase == "card"


def test_last_free_corner_is_filled_without_asking_and_a_full_tile_is_gridblocked():
    state = to_first_turn(2)
    symbol = component(card_with("red", 1)).symbol
    target = _walk_onto(state, "red", symbol)
    occupy(state, target, [c for c in ("blue", "yellow", "green")])
    before = len(state.contents["corners"])
    state.apply(Move(ACTIVE["red"], "centres", target))
    assert len(state.contents["corners"]) == before + 1 and not state.free_corners(target)
    assert state.colour == "blue"
    assert "gridblocked" in state.tooltip(state.cell_tile[target])
    # next time round, a red cube ending there cannot be placed: one goes to the box instead
    state2 = to_first_turn(2)
    target2 = _walk_onto(state2, "red", symbol)
    occupy(state2, target2, ["blue", "yellow", "green", "blue"])
    supply = len(state2.contents["supply.red"])
    state2.apply(Move(ACTIVE["red"], "centres", target2))
    assert len(state2.contents["supply.red"]) == supply - 1
    assert state2.where(ACTIVE["red"]).zone == "centres"
    assert sum(1 for c in state2.contents["corners"] if c.startswith("cube.red")) == 1  # its start cube


def test_ending_on_another_symbol_sends_a_cube_to_the_box():
    state = to_first_turn(2)
    card = card_with("red", 1)
    symbol = component(card).symbol
    stand(state, "red", cell(2, 2), card)
    state.apply(Move(card, "played"))
    other = next(a.slot for a in state.legal_actions() if state.symbol_at(a.slot) != symbol)
    supply = len(state.contents["supply.red"])
    state.apply(Move(ACTIVE["red"], "centres", other))
    assert len(state.contents["supply.red"]) == supply - 1 and state.colour == "blue"


def test_no_walk_of_the_right_length_means_staying_put():
    state = to_first_turn(2)
    # as on a Variant B board with a two-tile spur: only cells 0 and 1 count as tiles here
    state.cell_tile = tuple(t if i in (0, 1) else None for i, t in enumerate(state.cell_tile))
    card = card_with("red", 3)
    stand(state, "red", 0, card)
    state.apply(Move(card, "played"))
    assert state.legal_actions() == [Pass()]
    assert state.label(Pass()).startswith("Stay put")
    state.apply(Pass())
    assert state.active_cell("red") == 0 and state.colour == "blue"


def test_six_rounds_of_three_turns_and_every_cube_accounted_for():
    state = random_playout("gridblock", 4, seed=11)
    assert state.is_terminal() and state.round == 6
    for colour in state.colours:
        on_grid = sum(1 for c in state.contents["corners"] if c.startswith(f"cube.{colour}"))
        left = len(state.contents[f"supply.{colour}"])
        boxed = 20 - 1 - on_grid - left  # the active cube stays on the board
        assert boxed + on_grid == 1 + 18  # the start cube, then one cube per turn
        assert left == 0
    check_conservation(state)


def test_optional_rule_keep_rest_plays_the_leftover_cards_in_even_rounds():
    state = to_first_turn(2, {"keep_rest": True})
    leftovers = {c: set(state.contents[f"rest.{c}"]) for c in state.colours}
    while state.round == 1:
        state.apply(state.legal_actions()[0])
    for colour in state.colours:
        assert set(state.contents[f"hand.{colour}"]) == leftovers[colour]
    plain = to_first_turn(2)
    assert plain.options["keep_rest"] is False


# ----- scoring ------------------------------------------------------------------------------

def test_tile_bonus_rules():
    assert tile_bonus(Counter(red=2, blue=1, yellow=1)) == {"red": 1}
    assert tile_bonus(Counter(red=2, blue=2)) == {}
    assert tile_bonus(Counter(red=3, blue=1)) == {"red": 2}
    assert tile_bonus(Counter(red=4)) == {"red": 2}
    assert tile_bonus(Counter(red=1, blue=1, green=1)) == {}


def test_worked_scoring_example_four_and_two_players():
    colours = ("red", "blue", "yellow", "green")
    tiles = {
        0: Counter(red=2, blue=1, yellow=1),   # red alone with two: +1
        1: Counter(blue=3, green=1),           # blue holds three corners: +2
        2: Counter(red=2, blue=2),             # two pairs: no bonus
    }
    points = colour_points(tiles, colours)
    assert points == {"red": 2 + 1 + 2, "blue": 1 + 3 + 2 + 2, "yellow": 1, "green": 1}
    assert seat_scores(points, colours, 4, False) == [5, 8, 1, 1]
    assert seat_scores(points, colours, 2, False) == [5 + 1, 8 + 1]   # red+yellow, blue+green
    assert seat_scores(points, colours, 2, True) == [1, 1]            # only the weaker colour


def test_scores_on_the_table_and_winners():
    state = to_first_turn(2)
    for colour in state.colours:  # clear the start cubes for a clean example
        for cid in [c for c in state.contents["corners"] if c.startswith(f"cube.{colour}")]:
            state.put(cid, f"supply.{colour}")
    occupy(state, cell(0, 0), ["red", "red", "blue"])
    occupy(state, cell(5, 5), ["yellow", "yellow", "yellow", "green"])
    assert state.colour_points() == {"red": 3, "blue": 1, "yellow": 5, "green": 1}
    assert state.scores() == [3 + 5, 1 + 1]
    assert state.winners() == []  # the game goes on
    state.phase, state.current_player = "over", None
    assert state.winners() == [0]


def test_a_tie_is_a_shared_win():
    state = to_first_turn(4)
    for cid in list(state.contents["corners"]):
        state.put(cid, f"supply.{cid.split('.')[1]}")
    state.phase, state.current_player = "over", None
    assert state.scores() == [0, 0, 0, 0] and state.winners() == [0, 1, 2, 3]


def _red_beside_a_cleared_tile():
    """A 3-player game with corner wins on: red walked up to a tile whose corners were emptied."""
    state = to_first_turn(3, {"corner_win": True})
    symbol = component(card_with("red", 1)).symbol
    target = _walk_onto(state, "red", symbol)
    for cid in [c for c in state.contents["corners"] if geo.tile_of_corner(state.where(c).slot, 6) == target]:
        state.put(cid, f"supply.{cid.split('.')[1]}")
    return state, target


def test_optional_three_corners_win_at_once():
    state, target = _red_beside_a_cleared_tile()
    occupy(state, target, ["red", "red"])
    state.apply(Move(ACTIVE["red"], "centres", target))
    state.apply(state.legal_actions()[0])
    assert state.is_terminal() and state.winners() == [0]


def test_three_corners_do_not_win_at_once_if_another_colour_holds_the_fourth():
    state, target = _red_beside_a_cleared_tile()
    occupy(state, target, ["red", "blue", "red"])
    state.apply(Move(ACTIVE["red"], "centres", target))
    assert not state.is_terminal()


# ----- Variant A ----------------------------------------------------------------------------

def test_variant_a_flips_in_reverse_seat_order_keeping_green_tiles_joined():
    state = engine.new_game("gridblock", 3, seed=4, options={"variant": "a"})
    set_board(state)
    while state.phase != "flip":
        state.apply(state.legal_actions()[0])
    assert state.queue == (2, 2, 2, 1, 1, 1, 0, 0, 0) and state.current_player == 2
    starts = {state.active_cell(c) for c in state.colours}
    flips = {a.slot for a in state.legal_actions()}
    assert not flips & starts
    # an L-shaped cut: with (1,0) yellow, flipping (0,1) would cut off the corner (0,0)
    state.flip(state.cell_tile[cell(1, 0)], False)
    state._legal = None
    assert cell(0, 0) not in starts  # this seed's start tiles leave the corner free
    assert cell(0, 1) not in {a.slot for a in state.legal_actions()}
    with pytest.raises(IllegalAction, match="joined"):
        state.apply(Move(state.cell_tile[cell(0, 1)], "board", cell(0, 1)))
    action = state.legal_actions()[0]
    state.apply(action)
    assert state.is_yellow(action.slot) and ".?" in dict(state.view(0).zone("board"))[action.slot]


def test_variant_a_claims_a_yellow_tile_and_bars_others_from_ending_there():
    state = to_first_turn(2, {"variant": "a"})
    yellow = cell(3, 3)
    for c in [c for c in state.contents["corners"] if geo.tile_of_corner(state.where(c).slot, 6) == yellow]:
        state.put(c, f"supply.{c.split('.')[1]}")
    state.flip(state.cell_tile[yellow], False)
    card = card_with("red", 1)
    stand(state, "red", cell(2, 3), card)
    state.apply(Move(card, "played"))
    state.apply(Move(ACTIVE["red"], "centres", yellow))
    assert state.claimer(yellow) == "red" and state.colour == "blue"
    blue = card_with("blue", 1)
    stand(state, "blue", cell(4, 3), blue)
    state.apply(Move(blue, "played"))
    assert yellow not in {a.slot for a in state.legal_actions()}
    with pytest.raises(IllegalAction, match="claimed"):
        state.apply(Move(ACTIVE["blue"], "centres", yellow))
    # crossing is allowed: a two-step walk over the yellow tile
    assert yellow not in geo.path_ends(cell(4, 3), 2, state.tile_cells(), 6, 6)
    assert cell(2, 3) in geo.path_ends(cell(4, 3), 2, state.tile_cells(), 6, 6)


# ----- Variant B ----------------------------------------------------------------------------

def test_variant_b_builds_the_board_from_a_block_of_six_symbols():
    state = engine.new_game("gridblock", 2, seed=5, options={"variant": "b"})
    assert state.colours == ("red", "blue")  # one colour each in Variant B
    block = sorted(state.tile_cells())
    assert len(block) == 6 and Counter(state.symbol_at(c) for c in block) == {s: 1 for s in SYMBOLS}
    assert state.phase == "build" and state.current_player == 1  # reversed turn order
    assert sorted(component(t).symbol for t in state.contents["tiles.1"]) == sorted(SYMBOLS)
    spots = {a.slot for a in state.legal_actions()}
    assert spots == set(geo.frontier(frozenset(block), 10, 10))
    far = next(c for c in range(100) if c not in spots and c not in block)
    with pytest.raises(IllegalAction, match="sharing a side"):
        state.apply(Move(state.contents["tiles.1"][0], "board", far))
    while state.phase == "build":
        state.apply(state.legal_actions()[-1])
    assert len(state.tile_cells()) == 18 and geo.connected(state.tile_cells(), 10, 10)
    assert state.phase == "start_tile"


# ----- playouts of the variants and optional rules (the harness runs the default) -----------

@pytest.mark.parametrize("options", [{"variant": "a"}, {"variant": "b"},
                                     {"keep_rest": True, "corner_win": True, "weakest_colour": True}])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_playouts_of_variants_and_options(players, options):
    for seed in range(200):
        state = random_playout("gridblock", players, seed, options)
        assert state.is_terminal()
        check_conservation(state)
    for seed in range(6):
        verify_playout("gridblock", players, seed, options, every=10)


def test_words():
    state = to_first_turn(2)
    card = card_with("red", 2)
    stand(state, "red", cell(2, 2), card)
    assert state.describe(Move(card, "played")) == f"Player 1 (red) plays a 2 ({component(card).symbol.capitalize()})."
    state.apply(Move(card, "played"))
    assert state.describe(Move(ACTIVE["red"], "centres", cell(2, 0))) == "Player 1 (red) walks from C3 to C1."
    panel = state.panel()
    assert panel["Round"] == "1 of 6, turn 1 of 3" and panel["Card"].startswith("walk 2")
