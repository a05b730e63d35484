"""Make Way!: setup, cards, steps, entering, pushing, rounds, the end and scoring of shared/rules/make_way.md."""

import random

import pytest

from greenbox_desktop import engine
from greenbox_desktop.box import SYMBOLS, tile_ids
from greenbox_desktop.engine import IllegalAction, Move, move
from greenbox_desktop.games.make_way import (
    CARD_SYMBOL, CARDS, CUBES, DECK, DISCARD, PIECES, PLAY, hand, piece_points, supply,
)

COLS = "ABCDEF"


def game(seed=1, **options):
    return engine.new_game("make_way", 2, seed=seed, options=options)


def cell(name):
    """A board cell by its name on screen: column letter, row number from the top (A1 top-left)."""
    return (int(name[1]) - 1) * 6 + COLS.index(name[0])


def position(state, red=(), blue=(), cards0=(), cards1=(), turn=0):
    """A hand-built position: cubes on the named cells, hands of cards with the given symbols."""
    for cid in list(state.contents[PIECES]):
        state.put(cid, supply(0 if cid in CUBES[0] else 1))
    for seat, cells in ((0, red), (1, blue)):
        for name in cells:
            state.put(state.contents[supply(seat)][-1], PIECES, cell(name))
    for seat in (0, 1):
        for cid in list(state.contents[hand(seat)]):
            state.put(cid, DECK, face_up=False)
    for seat, symbols in ((0, cards0), (1, cards1)):
        for symbol in symbols:
            card = next(c for c in state.contents[DECK] if CARD_SYMBOL[c] == symbol)
            state.put(card, hand(seat), face_up=False)
    state.current_player = turn
    state._legal = None
    return state


def card_of(state, seat, symbol):
    return next(c for c in state.contents[hand(seat)] if CARD_SYMBOL[c] == symbol)


def cube_on(state, name):
    return state.cube_at(cell(name))


def play(state, symbol, cube, target):
    """Play a card of ``symbol`` from the current hand, then move ``cube`` to the named cell."""
    state.apply(move(card_of(state, state.current_player, symbol), PLAY))
    state.apply(move(cube, PIECES, cell(target)))


def assert_illegal(state, action, words):
    before = state.to_json()
    with pytest.raises(IllegalAction, match=words):
        state.apply(action)
    assert state.to_json() == before


def targets(state):
    return {(a.component, a.slot) for a in state.legal_actions()}


# ----- setup ----------------------------------------------------------------------------------
def test_setup_board_rows_cards_and_cubes():
    state = game()
    assert len(CARDS) == 54 and not any("star" in c for c in CARDS)
    for r, symbol in enumerate(SYMBOLS):  # drop nearest Player 1 (bottom row), arrow nearest Player 2
        y = 5 - r
        assert sorted(state.loc[t][1] for t in tile_ids(symbol)) == [y * 6 + x for x in range(6)]
    assert state.rows == ("drop", "hammers", "circles", "bricks", "wheel", "arrow")
    assert len(state.contents[hand(0)]) == len(state.contents[hand(1)]) == 9
    assert len(state.contents[DECK]) == 36 and not state.contents[DISCARD] and not state.contents[PLAY]
    assert state.contents[supply(0)] == list(CUBES[0]) and state.contents[supply(1)] == list(CUBES[1])
    assert len(CUBES[0]) == 9 and not state.contents[PIECES]
    assert state.current_player == 0 and state.round == 1


def test_hands_are_secret_and_the_game_has_a_curtain():
    state = game()
    assert engine.game_info("make_way").hidden_info
    mine, theirs = state.contents[hand(0)], state.contents[hand(1)]
    assert all(state.visible_to(c, 0) and not state.visible_to(c, 1) for c in mine)
    assert all(state.visible_to(c, 1) and not state.visible_to(c, 0) for c in theirs)
    view = state.view(0)
    assert view.contents[hand(0)] == mine and all(".?" in c for c in view.contents[hand(1)])
    assert all(".?" in c for c in view.contents[DECK])


def test_random_row_order_keeps_one_symbol_per_row():
    orders = set()
    for seed in range(6):
        state = game(seed, random_rows=True)
        assert sorted(state.rows) == sorted(SYMBOLS)
        for r, symbol in enumerate(state.rows):
            assert {state.loc[t][1] // 6 for t in tile_ids(symbol)} == {5 - r}
        orders.add(state.rows)
    assert len(orders) > 1


# ----- cards ----------------------------------------------------------------------------------
def test_only_cards_that_allow_a_move_can_be_played():
    state = position(game(), cards0=("drop", "wheel"))  # empty board: only the first row (drop) is open
    drop, wheel = card_of(state, 0, "drop"), card_of(state, 0, "wheel")
    assert state.legal_actions() == [move(drop, PLAY)]
    assert_illegal(state, move(wheel, PLAY), "No cube of yours can reach a Wheel tile")
    assert "No cube of yours can reach a Wheel tile" in state.explain(move(wheel, hand(0)))  # pressed in hand
    assert "Drag the card to the card-in-play spot" in state.explain(move(drop, hand(0)))
    assert_illegal(state, move(drop, DISCARD), "only when no card in your hand lets you move")
    assert_illegal(state, move(CUBES[0][-1], PIECES, cell("A6")), "First drag a card")


def test_with_no_card_that_allows_a_move_the_player_discards_one_of_choice():
    state = position(game(), cards0=("wheel", "arrow"), cards1=("drop",))
    wheel, arrow = card_of(state, 0, "wheel"), card_of(state, 0, "arrow")
    assert set(state.legal_actions()) == {move(wheel, DISCARD), move(arrow, DISCARD)}
    assert_illegal(state, move(wheel, PLAY), "drag one onto the played cards to discard it")
    assert "discards a Wheel card" in state.describe(move(wheel, DISCARD))
    state.apply(move(wheel, DISCARD))
    assert state.contents[DISCARD][-1] == wheel and not state.contents[PIECES]
    assert state.current_player == 1


def test_a_played_card_commits_the_turn_to_its_symbol():
    state = position(game(), red=("C6",), cards0=("hammers", "drop"), cards1=("drop",))
    play_card = move(card_of(state, 0, "hammers"), PLAY)
    state.apply(play_card)
    assert state.current_player == 0 and state.card_in_play() == play_card.component
    assert_illegal(state, move(card_of(state, 0, "drop"), PLAY), "You have played your card this turn")
    assert_illegal(state, move(CUBES[0][-1], PIECES, cell("A6")), "must land on a Hammers tile")
    state.apply(move(cube_on(state, "C6"), PIECES, cell("C5")))
    assert state.contents[DISCARD] == [play_card.component] and not state.contents[PLAY]
    assert state.current_player == 1


# ----- steps ----------------------------------------------------------------------------------
# Rows on screen, top to bottom: 1 Arrow, 2 Wheel, 3 Bricks, 4 Circles, 5 Hammers, 6 Drop.
# Player 1 (red) sits below row 6 and moves up; Player 2 (blue) sits above row 1 and moves down.

def test_a_cube_steps_forward_or_sideways_never_back():
    state = position(game(), red=("C5",), cards0=("hammers", "bricks"))
    red = cube_on(state, "C5")
    assert move(card_of(state, 0, "bricks"), PLAY) not in state.legal_actions()  # two rows ahead
    state.apply(move(card_of(state, 0, "hammers"), PLAY))
    assert targets(state) == {(red, cell("B5")), (red, cell("D5"))}
    assert_illegal(state, move(red, PIECES, cell("E5")), "steps one tile only")
    assert_illegal(state, move(red, supply(0)), "Cubes move onto the tiles of the board")
    assert "no Hammers tile within reach" in state.explain(Move(CUBES[0][0], supply(0)))
    state = position(game(), red=("C5",), cards0=("circles",))
    state.apply(move(card_of(state, 0, "circles"), PLAY))
    assert targets(state) == {(cube_on(state, "C5"), cell("C4"))}
    assert_illegal(state, move(cube_on(state, "C5"), PIECES, cell("D4")), "steps one tile only")
    state = position(game(), red=("C5",), cards0=("drop",))
    state.apply(move(card_of(state, 0, "drop"), PLAY))
    assert_illegal(state, move(cube_on(state, "C5"), PIECES, cell("C6")), "never step backward")


def test_sideways_wraps_round_the_row():
    state = position(game(), red=("A4",), blue=("F3",), cards0=("circles",), cards1=("bricks",))
    red = cube_on(state, "A4")
    state.apply(move(card_of(state, 0, "circles"), PLAY))
    assert {(red, cell("F4")), (red, cell("B4"))} <= targets(state)
    state.apply(move(red, PIECES, cell("F4")))
    assert state.loc[red][1] == cell("F4")
    blue = cube_on(state, "F3")
    state.apply(move(card_of(state, 1, "bricks"), PLAY))
    assert (blue, cell("A3")) in targets(state)


def test_blue_moves_down_the_screen():
    state = position(game(), blue=("C2",), cards1=("bricks",), turn=1)
    blue = cube_on(state, "C2")
    state.apply(move(card_of(state, 1, "bricks"), PLAY))
    assert targets(state) == {(blue, cell("C3"))}


def test_wrong_symbol_and_someone_elses_cube_are_refused():
    state = position(game(), red=("C5",), blue=("D5",), cards0=("hammers",))
    state.apply(move(card_of(state, 0, "hammers"), PLAY))
    assert_illegal(state, move(cube_on(state, "C5"), PIECES, cell("C4")), "must land on a Hammers tile")
    assert_illegal(state, move(cube_on(state, "D5"), PIECES, cell("E5")), "That cube is Player 2's")
    assert_illegal(state, move("tile.drop.1", PIECES, cell("E5")), "only cubes move")


# ----- entering -------------------------------------------------------------------------------
def test_a_new_cube_enters_on_the_first_row():
    state = position(game(), red=("C3",), blue=("E3",), cards0=("drop",))
    new = state.contents[supply(0)][-1]
    state.apply(move(card_of(state, 0, "drop"), PLAY))
    assert targets(state) == {(new, cell(f"{c}6")) for c in COLS}


def test_a_new_cube_enters_right_behind_an_own_cube():
    state = position(game(), red=("C3",), blue=("E3",), cards0=("circles",))
    new = state.contents[supply(0)][-1]
    state.apply(move(card_of(state, 0, "circles"), PLAY))  # C4 lies right behind the red cube on C3
    assert targets(state) == {(new, cell("C4"))}
    assert_illegal(state, move(new, PIECES, cell("E4")), "first row or on the tile right behind one of your cubes")
    assert "brings a new cube in at C4" in state.describe(move(new, PIECES, cell("C4")))
    state.apply(move(new, PIECES, cell("C4")))
    assert len(state.contents[supply(0)]) == 7 and state.cube_at(cell("C4")) == new


def test_blue_enters_on_its_own_first_row():
    state = position(game(), cards1=("arrow", "drop"), turn=1)
    new = state.contents[supply(1)][-1]
    assert move(card_of(state, 1, "drop"), PLAY) not in state.legal_actions()
    state.apply(move(card_of(state, 1, "arrow"), PLAY))
    assert targets(state) == {(new, cell(f"{c}1")) for c in COLS}


def test_no_new_cube_once_all_nine_are_on_the_board():
    cells = [f"{c}6" for c in COLS] + ["A5", "B5", "C5"]
    state = position(game(), red=cells, cards0=("drop",))
    assert not state.contents[supply(0)]
    assert state.legal_actions() == [move(card_of(state, 0, "drop"), DISCARD)]  # own cubes fill the first row


# ----- pushing --------------------------------------------------------------------------------
def test_a_step_pushes_the_cube_there_one_tile_further():
    state = position(game(), red=("C4",), blue=("C3",), cards0=("bricks",))
    red, blue = cube_on(state, "C4"), cube_on(state, "C3")
    state.apply(move(card_of(state, 0, "bricks"), PLAY))
    assert "pushing Player 2's cube on to C2" in state.describe(move(red, PIECES, cell("C3")))
    state.apply(move(red, PIECES, cell("C3")))
    assert state.loc[red][1] == cell("C3") and state.loc[blue][1] == cell("C2")


def test_no_push_onto_a_taken_tile():
    state = position(game(), red=("C4",), blue=("C3", "C2"), cards0=("bricks", "drop"))
    assert_illegal(state, move(card_of(state, 0, "bricks"), PLAY), "blocked. The cube on C3 would be pushed onto C2")
    state = position(game(), red=("C4", "E3"), blue=("C3", "C2"), cards0=("bricks",))
    state.apply(move(card_of(state, 0, "bricks"), PLAY))
    assert_illegal(state, move(cube_on(state, "C4"), PIECES, cell("C3")), "would be pushed onto C2, which is taken")


def test_never_push_your_own_cube_forward_but_sideways_is_fine():
    state = position(game(), red=("C5", "C4", "B4"), cards0=("circles",))
    state.apply(move(card_of(state, 0, "circles"), PLAY))
    assert_illegal(state, move(cube_on(state, "C5"), PIECES, cell("C4")), "may not push your own cube forward")
    pushed = cube_on(state, "C4")
    mover = cube_on(state, "B4")
    assert "pushing their own cube on to D4" in state.describe(move(mover, PIECES, cell("C4")))
    state.apply(move(mover, PIECES, cell("C4")))
    assert state.loc[pushed][1] == cell("D4") and state.loc[mover][1] == cell("C4")


def test_a_sideways_push_wraps_round_the_row():
    state = position(game(), red=("A4",), blue=("F4",), cards0=("circles",))
    blue = cube_on(state, "F4")
    state.apply(move(card_of(state, 0, "circles"), PLAY))
    state.apply(move(cube_on(state, "A4"), PIECES, cell("F4")))
    assert state.loc[blue][1] == cell("E4")


def test_a_cube_pushed_off_its_owners_back_edge_goes_back_to_supply():
    state = position(game(), red=("C2",), blue=("C1",), cards0=("arrow",))
    blue = cube_on(state, "C1")
    state.apply(move(card_of(state, 0, "arrow"), PLAY))
    assert "off the board and back to its supply" in state.describe(move(cube_on(state, "C2"), PIECES, cell("C1")))
    state.apply(move(cube_on(state, "C2"), PIECES, cell("C1")))
    assert state.loc[blue][0] == supply(1) and len(state.contents[supply(1)]) == 9


def test_a_cube_coming_in_pushes_forward():
    state = position(game(), blue=("C6",), cards0=("drop",))
    blue, new = cube_on(state, "C6"), state.contents[supply(0)][-1]
    state.apply(move(card_of(state, 0, "drop"), PLAY))
    state.apply(move(new, PIECES, cell("C6")))
    assert state.loc[blue][1] == cell("C5") and state.loc[new][1] == cell("C6")
    state = position(game(), red=("C5",), blue=("C6",), cards0=("drop",))  # behind C6 is red: blocked
    state.apply(move(card_of(state, 0, "drop"), PLAY))
    assert (state.contents[supply(0)][-1], cell("C6")) not in targets(state)


# ----- rounds and the end ---------------------------------------------------------------------
def play_cards(state, rng, count):
    """Play ``count`` whole turns at random (a card, then its cube)."""
    for _ in range(count):
        seat = state.current_player
        while True:
            state.apply(rng.choice(state.legal_actions()))
            if state.current_player != seat or state.card_in_play() is None:
                break


def test_rounds_deal_nine_new_cards_and_starters_alternate():
    state, rng = game(3), random.Random(3)
    play_cards(state, rng, 17)
    assert state.round == 1 and state.current_player == 1 and len(state.contents[hand(1)]) == 1
    play_cards(state, rng, 1)
    assert state.round == 2 and state.current_player == 1
    assert len(state.contents[hand(0)]) == len(state.contents[hand(1)]) == 9
    assert len(state.contents[DECK]) == 18 and len(state.contents[DISCARD]) == 18
    play_cards(state, rng, 18)
    assert state.round == 3 and state.current_player == 0 and len(state.contents[DECK]) == 0


@pytest.mark.parametrize("rounds", [3, 4])
def test_the_game_ends_when_the_last_round_is_played(rounds):
    state, rng = game(4, rounds=rounds), random.Random(4)
    play_cards(state, rng, 18 * rounds - 1)
    assert not state.is_terminal()
    play_cards(state, rng, 1)
    assert state.is_terminal() and state.round == rounds
    turns = [a for a in state.history if a.zone in (PLAY, DISCARD)]
    assert len(turns) == 18 * rounds
    assert not state.contents[hand(0)] and not state.contents[hand(1)] and not state.contents[PLAY]
    assert len(state.contents[DISCARD]) == (54 if rounds == 3 else 36)


def test_the_four_round_variant_shuffles_everything_after_round_two():
    state, rng = game(5, rounds=4), random.Random(5)
    play_cards(state, rng, 36)
    assert state.round == 3 and state.current_player == 0
    assert len(state.contents[DECK]) == 36 and not state.contents[DISCARD]
    assert sorted(state.contents[DECK] + state.contents[hand(0)] + state.contents[hand(1)]) == sorted(CARDS)


# ----- scoring --------------------------------------------------------------------------------
def test_scoring_the_rules_page_example():
    """Column C from Player 1's side: red on rows 5 and 3 (C2, C4), blue on row 2 (C5)."""
    state = position(game(), red=("C2", "C4"), blue=("C5",))
    taken = state.cubes()
    assert piece_points(0, cell("C2"), taken) == 3  # rows 5, 4, 3: cut short by blue on row 2
    assert piece_points(0, cell("C4"), taken) == 1  # blue right behind it
    assert piece_points(1, cell("C5"), taken) == 1  # row 5 from blue's side, red right behind it
    assert state.scores() == [4.0, 1.0]
    assert state.tooltip(cube_on(state, "C2")) == ("Player 1's cube on C2: worth 3 points now "
                                                   "(cut short from 5 by a cube behind it).")


def test_full_depth_and_own_cubes_never_cut():
    state = position(game(), red=("B1", "B3", "F6"), blue=("A6", "A1"))
    taken = state.cubes()
    assert piece_points(0, cell("B1"), taken) == 6  # the far row, only red behind it
    assert piece_points(0, cell("F6"), taken) == 1
    assert piece_points(1, cell("A6"), taken) == 6 and piece_points(1, cell("A1"), taken) == 1
    assert state.scores() == [6.0 + 4.0 + 1.0, 7.0]


def test_a_blue_cube_ahead_of_red_does_not_cut_red():
    state = position(game(), red=("D5",), blue=("D2",))
    assert state.scores() == [2.0, 2.0]  # each counts its own depth: nothing stands behind either


def test_higher_total_wins_and_equal_is_a_draw():
    state = position(game(), red=("D5",), blue=("D2",))
    state.current_player = None
    assert state.winners() == []
    state = position(game(), red=("D4",), blue=("D2",))
    state.current_player = None
    assert state.winners() == [0]
    state = position(game(), red=("D6",), blue=("D2", "E2"))
    state.current_player = None
    assert state.winners() == [1]


# ----- words ----------------------------------------------------------------------------------
def test_log_and_panel_words():
    state = position(game(), red=("C5",), cards0=("hammers", "drop"), cards1=("drop",))
    card = card_of(state, 0, "hammers")
    assert state.describe(move(card, PLAY)) == "Player 1 plays a Hammers card."
    assert "Drag a card" in state.now()
    state.apply(move(card, PLAY))
    assert "onto a Hammers tile" in state.now() and "lit Hammers" not in state.now() and state.panel()["Card in play"] == "Hammers"
    assert state.describe(move(cube_on(state, "C5"), PIECES, cell("D5"))) == "Player 1 moves a cube from C5 to D5."
    panel = state.panel()
    assert panel["Round"] == "1 of 3" and panel["Player 1 (red, bottom)"] == "1 cube on the board, 1 card in hand"
    assert "worth 2 points" in state.tooltip(cube_on(state, "C5"))
    assert state.tooltip("tile.circles.1") == "Circles row: row 3 from Player 1's side, row 4 from Player 2's."
    assert state.tooltip(card_of(state, 1, "drop")).startswith("Drop card: play it")


def test_news_of_a_new_round_and_of_the_end():
    state, rng = game(6), random.Random(6)
    play_cards(state, rng, 17)
    before = state.clone()
    play_cards(state, rng, 1)
    assert state.news(before, state.history[-1]) == ["Round 2: 9 new cards each; Player 2 starts."]
    play_cards(state, rng, 35)
    before = state.clone()
    play_cards(state, rng, 1)
    a, b = (int(x) for x in state.scores())
    line = state.news(before, state.history[-1])[0]
    assert line.startswith("The last card is played.") and f"Player 1 {a} point" in line


def test_actions_replay_and_round_trip():
    state, rng = game(7, rounds=4, random_rows=True), random.Random(7)
    play_cards(state, rng, 72)
    again = engine.replay("make_way", 2, state.seed, state.options, state.history)
    assert again.to_json() == state.to_json()
    assert engine.from_json(state.to_json()).to_json() == state.to_json()
    assert isinstance(state.history[0], Move)


def test_bots_judge_a_position_by_the_points_it_would_score():
    state = position(game(), red=("B1", "C2"), blue=("D1",))  # red 6 + 5 against blue 1
    assert state.evaluate(0) > 0.9 and state.evaluate(1) < 0.1
    assert position(game(), red=("D5",), blue=("D2",)).evaluate(0) == 0.5
