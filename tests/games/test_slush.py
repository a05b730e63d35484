"""Slush: setup, bids, locks, ownership, the instant win and the end of shared/rules/slush.md."""

import random

import pytest

from greenbox_desktop import ai, engine
from greenbox_desktop.engine import IllegalAction, Move
from greenbox_desktop.games.rings import COLOUR_RING
from greenbox_desktop.games.slush import CUBES, FINISH, MEEPLES, PIECES, REVEAL, card_id, slot_of, supply


def game(players=3, seed=1):
    return engine.new_game("slush", players, seed=seed, options={})


def reveal(state, seat, *values):
    """Put the named cards of ``seat``'s colour face up on the table, straight from the deck."""
    for value in values:
        card = card_id(seat, value)
        state.put(card, "table", slot_of(card), face_up=True)
    state._legal = None


def drop(state, seat, card, n):
    """Put ``n`` of ``seat``'s cubes on a table card directly (to build a position)."""
    for _ in range(n):
        state.place(cube(state, seat), slot_of(card))
    state._legal = None


def cube(state, seat=None):
    seat = state.current_player if seat is None else seat
    return next(c for c in reversed(state.contents[supply(seat)]) if c.startswith("cube"))


def bid(state, card, n, finish=True):
    for _ in range(n):
        state.apply(Move(cube(state), PIECES, slot_of(card)))
    if finish and not state.is_terminal() and FINISH in state.legal_actions():
        state.apply(FINISH)


def assert_illegal(state, action, words):
    before = state.to_json()
    with pytest.raises(IllegalAction, match=words):
        state.apply(action)
    assert state.to_json() == before


# ----- setup ----------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_setup_counts_and_facing(players):
    state = game(players)
    deck = state.contents["deck"]
    assert sorted(deck) == sorted(card_id(s, v) for s in range(players) for v in range(1, 7))
    assert all(not state.where(c).face_up for c in deck)
    assert all(not state.visible_to(c, s) for c in deck for s in range(players))
    for seat in range(players):
        held = state.contents[supply(seat)]
        assert sorted(held) == sorted(CUBES[seat] + (MEEPLES[seat],))
        assert len(CUBES[seat]) == 9
    assert state.contents["table"] == [] and state.contents[PIECES] == []
    assert state.current_player == 0
    assert state.legal_actions() == [REVEAL]


def test_deck_is_shuffled_by_seed():
    assert game(seed=1).contents["deck"] != game(seed=2).contents["deck"]


# ----- A: reveal ------------------------------------------------------------------------------
def test_reveal_puts_top_card_face_up_in_its_colour_row_and_value_column():
    state = game()
    top = state.contents["deck"][-1]
    state.apply(REVEAL)
    assert state.where(top) == (("table", slot_of(top), True))
    assert state.visible_to(top, 2)
    assert state.current_player == 1
    assert state.owners() == {}


def test_reveal_refused_on_an_empty_deck():
    state = game()
    for card in list(state.contents["deck"]):
        state.put(card, "table", slot_of(card), face_up=True)
    state._legal = None
    assert_illegal(state, REVEAL, "deck is empty")


# ----- B: bids --------------------------------------------------------------------------------
def test_bid_must_outnumber_every_other_player_at_the_finish():
    state = game()
    reveal(state, 0, 3)
    drop(state, 1, card_id(0, 3), 2)
    state.apply(Move(cube(state), PIECES, slot_of(card_id(0, 3))))
    assert state.current_player == 0 and state.bid_slot == slot_of(card_id(0, 3))
    assert_illegal(state, FINISH, "outnumber")
    state.apply(Move(cube(state), PIECES, slot_of(card_id(0, 3))))
    assert_illegal(state, FINISH, "outnumber")  # 2 against 2 is not enough
    state.apply(Move(cube(state), PIECES, slot_of(card_id(0, 3))))
    state.apply(FINISH)
    assert state.owners()[slot_of(card_id(0, 3))] == 0
    assert state.current_player == 1 and state.cubes_left(0) == 6


def test_bid_stays_on_one_card_and_uses_at_most_four_cubes():
    state = game()
    reveal(state, 1, 2, 5)
    state.apply(Move(cube(state), PIECES, slot_of(card_id(1, 2))))
    assert_illegal(state, Move(cube(state), PIECES, slot_of(card_id(1, 5))), "Blue 2 only")
    assert_illegal(state, REVEAL, "Finish your bid")
    assert_illegal(state, Move(MEEPLES[0], PIECES, slot_of(card_id(1, 2))), "Finish your bid")
    for _ in range(3):
        state.apply(Move(cube(state), PIECES, slot_of(card_id(1, 2))))
    # the fourth cube ends the bid by itself
    assert state.current_player == 1 and state.bid_slot is None
    assert state.tally()[0][slot_of(card_id(1, 2))] == (4, 0, 0)


def test_bid_that_cannot_win_is_refused_at_the_first_cube():
    state = game()
    reveal(state, 2, 6)
    drop(state, 1, card_id(2, 6), 4)
    assert_illegal(state, Move(cube(state), PIECES, slot_of(card_id(2, 6))), "Even 4 cubes more would not outnumber Player 2's 4 cubes")
    drop(state, 0, card_id(2, 6), 1)  # 1 + 4 > 4: now the bid can win
    assert Move(cube(state), PIECES, slot_of(card_id(2, 6))) in state.legal_actions()


def test_bid_with_few_cubes_left_counts_only_those():
    state = game()
    reveal(state, 0, 1, 2, 3)
    drop(state, 0, card_id(0, 1), 7)   # two cubes left
    drop(state, 1, card_id(0, 2), 2)
    drop(state, 1, card_id(0, 3), 1)
    assert_illegal(state, Move(cube(state), PIECES, slot_of(card_id(0, 2))), "Even 2 cubes more")
    assert Move(cube(state), PIECES, slot_of(card_id(0, 3))) in state.legal_actions()  # 2 > 1


def test_last_cube_finishes_the_bid_by_itself():
    state = game()
    reveal(state, 0, 1, 2)
    drop(state, 0, card_id(0, 1), 8)   # one cube left
    state.apply(Move(cube(state), PIECES, slot_of(card_id(0, 2))))
    assert state.current_player == 1 and state.cubes_left(0) == 0


def test_bid_refused_on_a_locked_card_and_on_a_face_down_one():
    state = game()
    reveal(state, 0, 1, 4)
    drop(state, 1, card_id(0, 4), 1)
    state.place(MEEPLES[1], slot_of(card_id(0, 4)))
    state._legal = None
    assert_illegal(state, Move(cube(state), PIECES, slot_of(card_id(0, 4))), "locked by Player 2's meeple")
    assert_illegal(state, Move(cube(state), PIECES, slot_of(card_id(0, 5))), "face up")


def test_cubes_on_cards_stay_and_others_pieces_are_refused():
    state = game()
    reveal(state, 0, 4)
    bid(state, card_id(0, 4), 1)
    placed = state.contents[PIECES][0]
    assert_illegal(state, Move(placed, supply(0)), "own cubes")
    state.current_player, state._legal = 0, None
    assert_illegal(state, Move(placed, PIECES, slot_of(card_id(0, 4))), "stay there")
    assert_illegal(state, Move(CUBES[1][0], PIECES, slot_of(card_id(0, 4))), "own cubes")


# ----- C: locks -------------------------------------------------------------------------------
def test_lock_needs_own_cube_and_holds_against_more_cubes():
    state = game()
    reveal(state, 2, 5)
    drop(state, 1, card_id(2, 5), 3)
    assert_illegal(state, Move(MEEPLES[0], PIECES, slot_of(card_id(2, 5))), "at least one of your cubes")
    drop(state, 0, card_id(2, 5), 1)
    state.apply(Move(MEEPLES[0], PIECES, slot_of(card_id(2, 5))))   # locked though Player 2 has more
    assert state.owners()[slot_of(card_id(2, 5))] == 0
    assert state.marks() == [("table", slot_of(card_id(2, 5)), "", COLOUR_RING["red"])]
    assert "locked" in state.tooltip(card_id(2, 5))
    assert not state.meeple_ready(0)


def test_meeple_is_used_once_and_never_on_a_locked_card():
    state = game()
    reveal(state, 0, 1, 2)
    drop(state, 0, card_id(0, 1), 1)
    drop(state, 0, card_id(0, 2), 1)
    drop(state, 1, card_id(0, 2), 2)
    state.apply(Move(MEEPLES[0], PIECES, slot_of(card_id(0, 1))))
    state.current_player, state._legal = 0, None
    assert_illegal(state, Move(MEEPLES[0], PIECES, slot_of(card_id(0, 2))), "stay there")
    drop(state, 1, card_id(0, 1), 1)
    state.current_player, state._legal = 1, None
    assert_illegal(state, Move(MEEPLES[1], PIECES, slot_of(card_id(0, 1))), "locked by Player 1's meeple")
    assert Move(MEEPLES[1], PIECES, slot_of(card_id(0, 2))) in state.legal_actions()


# ----- ownership and marks --------------------------------------------------------------------
def test_ownership_most_cubes_nobody_without_cubes_and_marks():
    state = game(4)
    reveal(state, 0, 6)
    reveal(state, 3, 2)
    drop(state, 1, card_id(0, 6), 2)
    drop(state, 2, card_id(0, 6), 3)
    assert state.owners() == {slot_of(card_id(0, 6)): 2}
    assert state.marks() == [("table", slot_of(card_id(0, 6)), "", COLOUR_RING["yellow"])]
    assert state.holdings()[2] == (6, 1)
    assert "nobody's" in state.tooltip(card_id(3, 2))
    assert "Player 3's" in state.tooltip(card_id(0, 6))


# ----- the end --------------------------------------------------------------------------------
def test_instant_win_with_all_six_cards_of_own_colour():
    state = game()
    reveal(state, 1, 1, 2, 3, 4, 5, 6)
    for value in range(1, 6):
        drop(state, 1, card_id(1, value), 1)
    drop(state, 0, card_id(1, 6), 1)
    state.current_player, state._legal = 1, None
    bid(state, card_id(1, 6), 2)
    assert state.is_terminal() and state.winners() == [1]
    assert state.instant_winner == 1
    assert state.panel()["Result"] == "Player 2 wins with all six blue cards"


def test_owning_other_colours_is_no_instant_win():
    state = game()
    reveal(state, 1, 1, 2, 3, 4, 5, 6)
    for value in range(1, 6):
        drop(state, 0, card_id(1, value), 1)
    bid(state, card_id(1, 6), 1)
    assert not state.is_terminal() and state.current_player == 1


def _stuck_table(state):
    """Every card face up; seat 0 has used its meeple and every cube; the next seats can act."""
    for card in list(state.contents["deck"]):
        state.put(card, "table", slot_of(card), face_up=True)
    state.place(MEEPLES[0], slot_of(card_id(2, 6)))
    drop(state, 0, card_id(2, 6), 1)
    drop(state, 0, card_id(0, 6), 4)
    drop(state, 0, card_id(1, 5), 4)


def test_game_ends_when_the_player_to_move_can_do_nothing_and_value_wins():
    state = game()
    _stuck_table(state)
    drop(state, 1, card_id(1, 6), 1)
    drop(state, 2, card_id(2, 1), 1)
    state.current_player, state._legal = 2, None
    state.apply(Move(MEEPLES[2], PIECES, slot_of(card_id(2, 1))))
    # Player 1 to move: no deck, no cubes, meeple used -> the end
    assert state.is_terminal()
    assert state.scores() == [6 + 6 + 5, 6, 1]
    assert state.winners() == [0]


def test_end_tie_on_value_broken_by_more_cards_else_a_draw():
    state = game()
    for card in list(state.contents["deck"]):
        state.put(card, "table", slot_of(card), face_up=True)
    drop(state, 0, card_id(0, 6), 1)           # Player 1: 6 points in 1 card
    drop(state, 1, card_id(1, 2), 1)           # Player 2: 2 + 4 = 6 points in 2 cards
    drop(state, 1, card_id(1, 4), 1)
    state.current_player = None
    assert state.scores() == [6, 6, 0] and state.winners() == [1]
    state2 = game()
    for card in list(state2.contents["deck"]):
        state2.put(card, "table", slot_of(card), face_up=True)
    drop(state2, 0, card_id(0, 5), 1)          # 5 + 1 in 2 cards
    drop(state2, 0, card_id(0, 1), 1)
    drop(state2, 1, card_id(1, 2), 1)          # 2 + 4 in 2 cards
    drop(state2, 1, card_id(1, 4), 1)
    state2.current_player = None
    assert state2.scores() == [6, 6, 0] and state2.winners() == [0, 1]


# ----- words ----------------------------------------------------------------------------------
def test_words_for_the_log_panel_and_buttons():
    state = game()
    reveal(state, 0, 4)
    assert state.label(REVEAL) == "Turn up a card" and state.label(FINISH) == "Finish the bid"
    assert state.describe(Move(cube(state), PIECES, slot_of(card_id(0, 4)))) == "Player 1 bids a cube on Red 4 (1 cube there now)."
    state.apply(Move(cube(state), PIECES, slot_of(card_id(0, 4))))
    facts = state.panel()
    assert facts["Bid"] == "1 cube on Red 4 so far"
    assert facts["Player 1 (red)"] == "4 points in 1 card · 8 cubes left · meeple ready"
    assert "Red 4" in state.now()
    assert_illegal(state, FINISH.__class__("bid", "other"), "Turn up a card, bid")


def test_evaluate_prefers_the_seat_that_owns_more():
    state = game()
    reveal(state, 0, 6)
    assert state.evaluate(0) == pytest.approx(0.5)
    drop(state, 0, card_id(0, 6), 1)
    assert state.evaluate(0) > 0.5 > state.evaluate(1)


def test_the_bot_takes_the_card_that_wins_at_once():
    # Player 2 holds Blue 1-5; on Blue 6 Player 1 has 2 cubes to Player 2's 1: a lock or a bid wins it
    state = game()
    reveal(state, 1, 1, 2, 3, 4, 5, 6)
    reveal(state, 0, 1)
    for value in range(1, 6):
        drop(state, 1, card_id(1, value), 1)
    drop(state, 1, card_id(1, 6), 1)
    drop(state, 0, card_id(1, 6), 2)
    state.current_player, state._legal = 1, None
    while state.current_player == 1:
        choice = ai.choose(state.view(1), 1, "normal", seed=0)
        assert choice == FINISH or choice.slot == slot_of(card_id(1, 6))
        state.apply(choice)
    assert state.winners() == [1] and state.instant_winner == 1


def test_a_piece_that_can_go_nowhere_says_why():
    # the table asks with the piece's own place when a stuck piece is pressed
    state = game()
    assert_illegal(state, Move(MEEPLES[0], supply(0)), "No card lies face up yet")
    reveal(state, 0, 2)
    assert_illegal(state, Move(MEEPLES[0], supply(0)), "none does")
    drop(state, 1, card_id(0, 2), 4)
    assert_illegal(state, Move(cube(state), supply(0)), "No face-up card can be won")
    reveal(state, 0, 3)
    assert_illegal(state, Move(cube(state), supply(0)), "Put it on a card that lies face up")


def test_result_line_names_how_the_game_was_won():
    state = game()
    for card in list(state.contents["deck"]):
        state.put(card, "table", slot_of(card), face_up=True)
    drop(state, 0, card_id(0, 6), 1)
    drop(state, 1, card_id(1, 2), 1)
    state.current_player = None
    assert state.panel()["Result"] == "Player 1 wins on points"
    drop(state, 1, card_id(1, 4), 1)
    assert state.panel()["Result"] == "Player 2 wins on cards, level on points"
    drop(state, 2, card_id(2, 1), 1)
    drop(state, 2, card_id(2, 5), 1)
    assert state.panel()["Result"] == "Player 2 and Player 3 share the win (level on points and cards)"


@pytest.mark.parametrize("players", [3, 6])
def test_bots_guess_the_deck_from_the_unseen_cards_of_the_colours_in_play(players):
    state = game(players, seed=4)
    for _ in range(5):
        state.apply(REVEAL)
    view = state.view(1)
    assert all(".?" in cid for cid in view.contents["deck"])
    guess = view.determinize(1, random.Random(2))
    unseen = {card_id(s, v) for s in range(players) for v in range(1, 7)} - set(state.contents["table"])
    assert sorted(guess.contents["deck"]) == sorted(unseen)


def test_evaluate_counts_a_locked_card_above_the_same_card_open_to_bids():
    open_card, locked = game(), game()
    for state in (open_card, locked):
        reveal(state, 0, 6)
        drop(state, 0, card_id(0, 6), 1)
    locked.place(MEEPLES[0], slot_of(card_id(0, 6)))
    assert locked.evaluate(0) > open_card.evaluate(0) > 0.5
