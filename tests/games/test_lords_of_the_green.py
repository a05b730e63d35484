"""Lords of the Green: setup, every rule and ruling of shared/rules/lords_of_the_green.md, scoring, the end."""

from collections import Counter

import pytest

from greenbox_desktop import engine
from greenbox_desktop.engine import IllegalAction, Move, Pass
from greenbox_desktop.games.lords_of_the_green import board
from greenbox_desktop.games.lords_of_the_green.board import MAX_PLACE
from greenbox_desktop.games.lords_of_the_green.rules import LORDS, PIECES, pile

RED, BLUE, YELLOW, GREEN = range(4)


def new(players=3, seed=1, **options):
    return engine.new_game("lords_of_the_green", players, seed=seed, options=options)


def arrange(state, knights, lords=None, turn=0):
    """Put knights (``{(tile, colour): count}``) and lords (``{colour: tile}``) on the board by hand,
    then give the turn to colour ``turn`` at the start of its turn."""
    n = len(state.colours)
    for (tile, k), count in knights.items():
        for _ in range(count):
            state.put(state.top(pile(state.colours[k])), PIECES, tile)
            state.counts[tile * n + k] += 1
    lord_tiles = list(state.lords)
    for k, tile in (lords or {}).items():
        state.put(board.lord_id(state.colours[k]), PIECES, tile)
        lord_tiles[k] = tile
    state.lords = tuple(lord_tiles)
    state._start_turn(turn)
    state._legal = None
    return state


def place(state, tile):
    """The current colour places one knight from its pile on ``tile``."""
    state.apply(Move(state.top(pile(state.colours[state.turn])), PIECES, tile))


def carry(state, tile):
    """The current colour sends one knight from its lord's tile to ``tile``."""
    state.apply(Move(state.escort_knight(state.turn), PIECES, tile))


def lord(state, tile):
    state.apply(Move(board.lord_id(state.colours[state.turn]), PIECES, tile))


def refusal(state, action):
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    return str(caught.value)


# ----- setup --------------------------------------------------------------------------------------

@pytest.mark.parametrize("players,width", [(2, 4), (3, 3), (4, 4), (5, 5)])
def test_board_has_one_set_of_codes_1_to_4_per_column(players, width):
    state = new(players)
    tiles = state.zone("board")
    assert len(tiles) == width * 4 == state.tiles
    assert sorted(slot for slot, _ in tiles) == list(range(width * 4))
    assert Counter(state.values) == {1: width, 2: width, 3: width, 4: width}
    for slot, tile in tiles:
        assert state.where(tile).face_up
        assert state.values[slot] == board.pip_code(tile)  # a tile's value is its symbol's code
    assert state.zone_info("board").shape == (width, 4, "square")


def test_the_board_is_laid_at_random():
    layouts = {tuple(cid for _, cid in new(4, seed=s).zone("board")) for s in range(6)}
    assert len(layouts) > 1


@pytest.mark.parametrize("players", [3, 4, 5])
def test_each_player_has_16_knights_and_a_lord_of_one_colour(players):
    state = new(players)
    assert state.colours == ("red", "blue", "yellow", "green", "white")[:players]
    for k, colour in enumerate(state.colours):
        assert state.owner_seat(k) == k
        assert len(state.zone(pile(colour))) == 16
        assert all(cid.startswith(f"cube.{colour}.") for _, cid in state.zone(pile(colour)))
        assert state.where(board.lord_id(colour)).zone == LORDS
    assert state.zone("pieces") == []
    assert state.current_player == 0 and state.turn == RED


def test_two_players_each_play_two_colours_taking_turns_colour_by_colour():
    state = new(2)
    assert state.colours == ("red", "blue", "yellow", "green")
    assert [state.owner_seat(k) for k in range(4)] == [0, 1, 0, 1]
    seen = []
    for _ in range(4):
        seen.append((state.turn, state.current_player))
        tile = state.placeable(state.turn)[0]
        place(state, tile)
        lord(state, tile)
    assert seen == [(RED, 0), (BLUE, 1), (YELLOW, 0), (GREEN, 1)]
    assert state.turn == RED


def test_nothing_is_hidden():
    state = new(5)
    assert not state.INFO.hidden_info
    assert all(z.visibility == "public" for z in state.zones() if z.id != "box")


# ----- placing knights ----------------------------------------------------------------------------

def test_first_turn_places_one_to_three_knights_on_one_tile_then_the_lord_joins_them():
    state = new(3)
    place(state, 5)
    assert "one tile" in refusal(state, Move(state.top("knights.red"), PIECES, 6))
    assert "first turn" in refusal(state, Move("meeple.red", PIECES, 6))
    place(state, 5)
    place(state, 5)
    assert "3 knights" in refusal(state, Move(state.top("knights.red"), PIECES, 5))
    assert state.legal_actions() == [Move("meeple.red", PIECES, 5)]
    lord(state, 5)
    assert state.strength(5) == [4, 0, 0] and state.lords[RED] == 5
    assert state.turn == BLUE and state.current_player == 1


def test_the_lord_may_join_after_a_single_knight():
    state = new(3)
    place(state, 0)
    assert Move("meeple.red", PIECES, 0) in state.legal_actions()
    lord(state, 0)
    assert state.strength(0) == [2, 0, 0] and state.turn == BLUE


def test_no_knights_where_you_already_hold_the_majority():
    state = arrange(new(3), {(0, RED): 2, (0, BLUE): 1, (1, RED): 1, (1, BLUE): 1}, {RED: 7, BLUE: 8})
    assert 0 not in state.placeable(RED)
    assert 1 in state.placeable(RED)  # a tie is no majority
    assert "already hold the majority" in refusal(state, Move(state.top("knights.red"), PIECES, 0))


def test_no_knights_where_an_opponents_lord_stands():
    state = arrange(new(3), {(4, BLUE): 1, (7, RED): 1}, {RED: 7, BLUE: 4})
    assert 4 not in state.placeable(RED)
    assert "Blue's lord stands on" in refusal(state, Move(state.top("knights.red"), PIECES, 4))


def test_with_two_players_the_partner_colours_lord_also_keeps_knights_off():
    state = arrange(new(2), {(3, YELLOW): 1, (9, RED): 1}, {RED: 9, YELLOW: 3})
    assert 3 not in state.placeable(RED)


def test_knights_may_join_a_tile_someone_else_holds():
    state = arrange(new(3), {(2, BLUE): 3, (7, RED): 1}, {RED: 7, BLUE: 11})
    assert 2 in state.placeable(RED)


# ----- the lord's move ----------------------------------------------------------------------------

def test_lord_moves_with_one_to_three_knights_and_needs_the_majority():
    # Red's lord on tile 0 with 3 knights; Blue has 3 knights on tile 5.
    state = arrange(new(3), {(0, RED): 3, (5, BLUE): 3, (9, BLUE): 1}, {RED: 0, BLUE: 9})
    place(state, 10)
    assert "drag them from" in refusal(state, Move("meeple.red", PIECES, 5))
    carry(state, 5)
    carry(state, 5)
    assert "strictly more" in refusal(state, Move("meeple.red", PIECES, 5))  # 2 knights + lord = 3 vs 3
    assert "going to" in refusal(state, Move(state.escort_knight(RED), PIECES, 6))
    carry(state, 5)
    assert Move("meeple.red", PIECES, 5) in state.legal_actions()
    assert not any(isinstance(a, Move) and a.component.startswith("cube.") for a in state.legal_actions())
    lord(state, 5)
    assert state.strength(5) == [4, 3, 0] and state.strength(0) == [0, 0, 0]
    assert state.holder(5) == RED and state.turn == BLUE


def test_a_lord_takes_at_most_three_knights():
    state = arrange(new(3), {(0, RED): 5, (5, BLUE): 6, (9, BLUE): 1}, {RED: 0, BLUE: 9})
    place(state, 10)
    assert 5 not in state.lord_targets(RED)  # 3 knights + lord = 4 cannot beat 6
    assert "could not win the majority" in refusal(state, Move(state.escort_knight(RED), PIECES, 5))
    for _ in range(3):
        carry(state, 1)
    assert "at most 3" in refusal(state, Move(state.escort_knight(RED), PIECES, 1))
    lord(state, 1)
    assert state.knights_on(0, RED) == 2 and state.knights_on(1, RED) == 3


def test_the_lord_cannot_enter_a_tile_with_a_lord_or_stay_home():
    state = arrange(new(3), {(0, RED): 2, (9, BLUE): 1}, {RED: 0, BLUE: 9})
    place(state, 10)
    targets = state.lord_targets(RED)
    assert 9 not in targets and 0 not in targets and 10 in targets
    assert "already stands" in refusal(state, Move(state.escort_knight(RED), PIECES, 9))


def test_knights_placed_this_turn_count_for_the_lords_majority():
    state = arrange(new(3), {(0, RED): 1, (5, BLUE): 3, (9, BLUE): 1}, {RED: 0, BLUE: 9})
    assert 5 not in state.lord_targets(RED)  # 1 knight + lord = 2 < 3
    for _ in range(3):
        place(state, 5)
    assert 5 in state.lord_targets(RED)  # 3 placed + 1 carried + lord = 5 > 3
    carry(state, 5)
    lord(state, 5)
    assert state.holder(5) == RED


def test_only_knights_beside_the_lord_travel():
    state = arrange(new(3), {(0, RED): 1, (2, RED): 1, (9, BLUE): 1}, {RED: 0, BLUE: 9})
    place(state, 10)
    stray = next(cid for cid in state.contents[PIECES] if state.loc[cid][1] == 2)
    assert "only those with your lord" in refusal(state, Move(stray, PIECES, 6))


def stuck_red():
    """Red's lord on tile 0 with one knight; every other tile has 3 Blue or Yellow pieces or a lord."""
    walls = {(t, BLUE): 3 for t in range(1, 6)} | {(t, YELLOW): 3 for t in range(6, 11)}
    return arrange(new(3), {(0, RED): 1, **walls}, {RED: 0, BLUE: 11, YELLOW: 6})


def test_a_lord_with_no_move_stays_and_the_turn_may_end():
    state = stuck_red()
    place(state, 1)  # 1 knight + 1 carried + lord = 3, no more than Blue's 3
    assert Pass() in state.legal_actions()
    assert state.label(Pass()) == "End turn (lord stays)"
    state.apply(Pass())
    assert state.lords[RED] == 0 and state.turn == BLUE


def test_the_turn_ends_by_itself_when_the_last_knight_is_placed_and_the_lord_is_stuck():
    state = stuck_red()
    for cid in list(state.contents["knights.red"])[1:]:
        state.put(cid, "box")  # Red's last knight
    place(state, 1)
    assert state.turn == BLUE and state.lords[RED] == 0


def test_pass_is_refused_while_the_lord_can_move():
    state = arrange(new(3), {(0, RED): 2, (9, BLUE): 1}, {RED: 0, BLUE: 9})
    assert "first" in refusal(state, Pass())
    place(state, 10)
    assert "he must" in refusal(state, Pass())


def test_a_colour_that_cannot_place_is_passed_over():
    state = arrange(new(3), {(0, RED): 1, (9, BLUE): 1, (10, YELLOW): 1}, {RED: 0, BLUE: 9, YELLOW: 10}, turn=RED)
    for cid in list(state.contents["knights.blue"]):  # Blue has placed every knight
        state.put(cid, "box")
    state._legal = None
    place(state, 4)
    carry(state, 4)
    lord(state, 4)
    assert state.turn == YELLOW
    assert state.note == "Blue (Player 2) cannot place a knight and passes."


# ----- the end and scoring --------------------------------------------------------------------------

def test_the_game_ends_when_every_knight_is_placed():
    state = arrange(new(3), {(0, RED): 1, (9, BLUE): 1, (10, YELLOW): 1}, {RED: 0, BLUE: 9, YELLOW: 10})
    for colour in ("blue", "yellow"):
        for cid in list(state.contents[pile(colour)]):
            state.put(cid, "box")
    for cid in list(state.contents["knights.red"])[:-1]:
        state.put(cid, "box")
    state._legal = None
    place(state, 4)
    carry(state, 4)
    lord(state, 4)
    assert state.is_terminal() and state.legal_actions() == []
    assert state.ended == "Every knight is on the board."


def test_the_game_ends_when_nobody_can_place():
    # Blue and Yellow have placed everything; Red still has knights but holds every tile without a lord.
    knights = {(t, RED): 1 for t in range(3, 12)}
    state = arrange(new(3), {**knights, (0, RED): 1, (1, BLUE): 1, (2, YELLOW): 1},
                    {RED: 0, BLUE: 1, YELLOW: 2}, turn=BLUE)
    for colour in ("blue", "yellow"):
        for cid in list(state.contents[pile(colour)]):
            state.put(cid, "box")
    assert state.left(RED) == 6 and state.placements(RED) == []
    state._end_turn()
    assert state.is_terminal()
    assert state.ended == "No colour can place a knight."


def test_scoring_worked_example():
    state = new(3)
    state.values = (1, 2, 3,
                    4, 1, 2,
                    3, 4, 1,
                    2, 3, 4)
    # Red holds 0, 1 (with its lord) and 4: a connected group of 3, pips 1 + 2 + 1 = 4.
    # Red also holds 11 alone: pips 4.  Blue holds 6 and 9 (connected): pips 3 + 2.
    # Tile 8: Red 2, Blue 2 -> nobody.  Tile 2: Yellow's lord alone -> Yellow.
    arrange(state, {(0, RED): 2, (0, BLUE): 1, (1, RED): 1, (1, BLUE): 1, (4, RED): 1, (11, RED): 1,
                    (6, BLUE): 2, (9, BLUE): 1, (8, RED): 2, (8, BLUE): 2},
            {RED: 1, YELLOW: 2})
    assert state.holder(1) == RED  # 1 knight + lord beats 1 knight
    assert state.holder(8) is None
    points = state.colour_points()
    assert points[RED] == (1 + 2 + 1 + 4 + 2 * 3, 8, 3)
    assert points[BLUE] == (3 + 2 + 2 * 2, 5, 2)
    assert points[YELLOW] == (3 + 2 * 1, 3, 1)
    assert state.scores() == [14, 9, 5]


def test_largest_group_counts_only_orthogonal_neighbours():
    assert board.largest_group({0, 5, 10, 15}, 4) == 1  # a diagonal line of a 4-wide board
    assert board.largest_group({0, 1, 5, 9, 15}, 4) == 4
    assert board.largest_group(set(), 4) == 0


@pytest.mark.parametrize("scoring,expected", [("sum", [10 + 3, 7 + 8]), ("lowest", [3, 7])])
def test_two_player_scoring_choice(scoring, expected):
    assert board.seat_scores([10, 7, 3, 8], 2, scoring == "lowest") == expected
    state = new(2, scoring=scoring)
    assert state.options["scoring"] == scoring


def test_equal_best_scores_share_the_win():
    state = new(3)
    state.current_player = None
    state.colour_points = lambda: [(6, 0, 0), (6, 0, 0), (2, 0, 0)]
    assert state.winners() == [0, 1]


# ----- words --------------------------------------------------------------------------------------

def test_panel_tooltip_and_log_tell_the_state():
    state = arrange(new(3), {(0, RED): 2, (0, BLUE): 1}, {RED: 0, BLUE: 9})
    state.values = (1, 2, 3) * 4  # tile 0 is worth 1
    assert "drag 1 to 3 knights" in state.now()
    facts = state.panel()
    assert facts["Red (Player 1)"] == "14 knights left · lord on A1 · 3 points (1 + 2×1)"
    tile = next(cid for slot, cid in state.zone("board") if slot == 0)
    tip = state.tooltip(tile)
    assert "Red 3 (with lord), Blue 1. Red holds it." in tip
    assert [mark[:3] for mark in state.marks()] == [("board", 0, ""), ("board", 9, "")]
    assert state.describe(Move(state.top("knights.red"), PIECES, 4)).startswith("Player 1 places a red knight on B2")
    knight = next(cid for cid in state.contents[PIECES] if cid.startswith("cube.blue"))
    assert state.tooltip(knight).startswith("Player 2's blue knight on A1 (Drop, 1).")


def test_the_log_counts_the_knights_a_lord_joins():
    state = new(3)
    place(state, 0)
    assert state.describe(Move("meeple.red", PIECES, 0)).startswith("Player 1's red lord joins the knight on A1")
    place(state, 0)
    assert state.describe(Move("meeple.red", PIECES, 0)).startswith("Player 1's red lord joins the knights on A1")


# ----- on the table -------------------------------------------------------------------------------

def test_the_table_shows_each_colours_knights_on_a_tile_as_one_piece_with_a_count():
    from pygame import Rect

    from greenbox_desktop.ui.table.layout import layout_table
    from greenbox_desktop.ui.table.placing import place
    from greenbox_desktop.ui.table.render import state_contents

    state = arrange(new(3), {(4, RED): 3, (4, BLUE): 5, (4, YELLOW): 1}, {RED: 4})
    layout = layout_table(state.zones(), Rect(0, 0, 1000, 700))
    on_tile = [p for p in place(layout, state_contents(state), lambda cid, up: 1.0) if p.zone == PIECES]
    shown = {p.cid.split(".")[0] + "." + p.cid.split(".")[1]: p.count for p in on_tile if not p.hidden}
    assert shown == {"cube.red": 3, "cube.blue": 5, "cube.yellow": 0, "meeple.red": 0}
    cell = layout.slot_rect("board", 4)
    assert all(cell.contains(p.rect) for p in on_tile)


def shortest(state):
    """A quick line of play: three knights a turn where allowed, the fewest knights carried."""
    actions = state.legal_actions()
    lords = [a for a in actions if isinstance(a, Move) and a.component.startswith("meeple.")]
    if state.placed < MAX_PLACE and state.dest == board.NO_TILE and not state.placing_done(state.turn):
        pile_moves = [a for a in actions if isinstance(a, Move) and state.loc[a.component][0] != PIECES]
        if pile_moves:
            return pile_moves[0]
    return (lords or actions)[0]


def test_a_whole_game_through_the_ui():
    from ui_play import play_through_ui

    from greenbox_desktop.ui.scenes.results import ResultsScene

    d = play_through_ui("lords_of_the_green", shortest, seed=2)
    assert isinstance(d.scene, ResultsScene)


# ----- bots ---------------------------------------------------------------------------------------

def test_the_generic_bot_plays_a_legal_action():
    from greenbox_desktop import ai

    state = new(2)
    for _ in range(6):
        action = ai.choose(state.view(state.current_player), state.current_player, level="easy", seed=1)
        assert action in state.legal_actions()
        state.apply(action)
