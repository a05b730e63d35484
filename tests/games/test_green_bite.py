"""Green Bite: setup, secret choices, the line, the bite, discards and the end of shared/rules/green_bite.md."""

import pytest

from greenbox_desktop import engine
from greenbox_desktop.engine import IllegalAction, Move, Pass, move
from greenbox_desktop.games.green_bite import (
    CUBES, LINE, MEEPLES, MONSTER, card_id, choice, discards, hand, health,
)


def game(players=3, seed=1):
    return engine.new_game("green_bite", players, seed=seed, options={})


def line_up(state, *seats):
    """Set the line, last (next to the monster) first."""
    for place, seat in enumerate(seats):
        state.put(MEEPLES[seat], LINE, place + 1)
    state._legal = None


def set_health(state, seat, n):
    for cid in CUBES[seat][n:]:
        state.put(cid, "box")
    state._legal = None


def discard(state, seat, *values):
    for value in values:
        state.put(card_id(seat, value), discards(seat))
    state._legal = None


def play_round(state, *values):
    """Every seat still in lays the given values, in seat order."""
    for value in values:
        state.apply(move(card_id(state.current_player, value), choice(state.current_player)))


def assert_illegal(state, action, words):
    before = state.to_json()
    with pytest.raises(IllegalAction, match=words):
        state.apply(action)
    assert state.to_json() == before


# ----- setup ----------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_setup_hands_meeples_health_and_the_monster(players):
    state = game(players)
    assert state.contents[LINE][0] == MONSTER and state.where(MONSTER).slot == 0
    assert sorted(state.line()) == list(range(players))
    assert sorted(state.where(m).slot for m in MEEPLES[:players]) == list(range(1, players + 1))
    for seat in range(players):
        assert state.contents[hand(seat)] == [card_id(seat, v) for v in range(1, 7)]
        assert state.contents[health(seat)] == list(CUBES[seat]) and len(CUBES[seat]) == 4
        assert state.contents[choice(seat)] == [] and state.contents[discards(seat)] == []
        others = [s for s in range(players) if s != seat]
        assert all(state.visible_to(c, seat) for c in state.contents[hand(seat)])
        assert not any(state.visible_to(c, o) for c in state.contents[hand(seat)] for o in others)
    assert state.current_player == 0 and state.round == 1


def test_the_starting_line_is_random():
    assert len({tuple(game(5, seed).line()) for seed in range(10)}) > 1


# ----- secret choices -------------------------------------------------------------------------
def test_a_chosen_card_lies_face_down_hidden_from_the_others_until_the_reveal():
    state = game(3)
    state.apply(move(card_id(0, 6), choice(0)))
    assert state.current_player == 1
    assert state.where(card_id(0, 6)) == (choice(0), None, False)
    mine, theirs = state.view(0), state.view(1)
    assert mine.contents[choice(0)] == [card_id(0, 6)]
    assert theirs.contents[choice(0)][0].startswith("card.?")
    assert card_id(0, 6) not in theirs.loc
    assert not any(c.startswith("card.red") for c in theirs.loc)  # the hand is hidden too: no deduction
    assert "6" not in " ".join(theirs.panel().values())
    assert "6" not in state.describe(move(card_id(1, 6), choice(1)))


def test_the_bot_choosing_after_a_secret_choice_cannot_tell_what_it_was():
    from greenbox_desktop import ai

    picks = []
    for first in (1, 6):
        state = game(2)
        state.apply(move(card_id(0, first), choice(0)))
        view = state.view(1)
        assert card_id(0, first) not in view.loc and view.contents[choice(0)] == ["card.?6"]
        picks.append([ai.choose(view, 1, "easy", seed=seed) for seed in range(3)])
    assert picks[0] == picks[1]
    assert all(pick in state.legal_actions() for pick in picks[1])


def test_all_choices_are_revealed_together_into_the_discards():
    state = game(3)
    play_round(state, 2, 5)
    assert state.round == 1 and all(not state.where(c).face_up for s in (0, 1) for c in state.contents[choice(s)])
    play_round(state, 3)
    assert state.round == 2 and state.last_plays == ((0, 2), (1, 5), (2, 3))
    for seat, value in state.last_plays:
        assert state.contents[discards(seat)] == [card_id(seat, value)]
        assert state.where(card_id(seat, value)).face_up
        assert state.contents[choice(seat)] == []
    assert state.current_player == 0


def test_refusals_name_the_reason():
    state = game(3)
    assert_illegal(state, move(card_id(1, 3), choice(0)), "not yours")
    assert_illegal(state, Move(card_id(0, 3), choice(1)), "own choice spot")
    assert_illegal(state, Move(MEEPLES[0], LINE, 3), "line moves by itself")
    assert_illegal(state, Move(CUBES[0][0], "box"), "Monster's bite")
    assert_illegal(state, Pass(), "drag one card")
    discard(state, 0, 6)
    assert_illegal(state, move(card_id(0, 6), choice(0)), "in your discards")


# ----- the line -------------------------------------------------------------------------------
def test_lone_values_move_to_the_front_in_increasing_order_and_ties_stay():
    state = game(5)
    line_up(state, 0, 1, 2, 3, 4)  # seat 0 next to the monster, seat 4 in front
    play_round(state, 5, 3, 2, 3, 1)
    # 1 (seat 4) goes first, then 2 (seat 2), then 5 (seat 0); seats 1 and 3 tied on 3 stay
    assert state.line() == [1, 3, 4, 2, 0]
    assert [state.where(MEEPLES[s]).slot for s in state.line()] == [1, 2, 3, 4, 5]


def test_all_tied_nobody_moves():
    state = game(3)
    line_up(state, 2, 0, 1)
    play_round(state, 4, 4, 4)
    assert state.line() == [2, 0, 1]


# ----- the bite -------------------------------------------------------------------------------
def test_no_bite_in_the_first_round_then_the_last_in_line_loses_a_cube():
    state = game(3)
    line_up(state, 0, 1, 2)
    play_round(state, 1, 1, 1)
    assert [state.lives(s) for s in range(3)] == [4, 4, 4] and state.last_bitten is None
    play_round(state, 2, 2, 2)
    assert [state.lives(s) for s in range(3)] == [3, 4, 4] and state.last_bitten == 0
    assert CUBES[0][3] not in state.loc  # a lost cube goes back in the box for good


def test_the_bite_comes_after_the_moves():
    state = game(3)
    state.round = 2
    line_up(state, 0, 1, 2)
    play_round(state, 6, 2, 2)  # seat 0 runs to the front: seat 1 is now last
    assert state.line() == [1, 2, 0] and state.last_bitten == 1 and state.lives(1) == 3


def test_at_no_health_a_player_is_out_and_leaves_the_line():
    state = game(4)
    state.round = 3
    line_up(state, 3, 0, 1, 2)
    set_health(state, 3, 1)
    play_round(state, 2, 2, 2, 2)
    assert state.out == (3,) and state.lives(3) == 0
    assert state.line() == [0, 1, 2] and MEEPLES[3] not in state.loc
    assert [state.where(MEEPLES[s]).slot for s in state.line()] == [1, 2, 3]
    assert state.current_player == 0 and not state.is_terminal()
    play_round(state, 1, 1, 1)  # seat 3 is skipped in the choosing
    assert state.last_plays == ((0, 1), (1, 1), (2, 1))


# ----- discards and taking back ---------------------------------------------------------------
def test_a_player_left_with_two_cards_takes_all_discards_back():
    state = game(2)
    state.round = 5
    line_up(state, 0, 1)
    discard(state, 1, 1, 2, 3)  # seat 1 holds 4, 5, 6
    play_round(state, 3, 6)  # seat 1 now holds 2 cards: takes back all 4, its 6 among them
    assert state.contents[hand(1)] == [card_id(1, v) for v in range(1, 7)]
    assert state.contents[discards(1)] == [] and 1 in state.took_back


def test_a_bitten_player_takes_all_discards_back():
    state = game(2)
    state.round = 2
    line_up(state, 0, 1)
    play_round(state, 2, 5)  # seat 0 runs to the front... then seat 1 to the front: seat 0 is last
    assert state.last_bitten == 0 and state.took_back == (0,)
    assert len(state.contents[hand(0)]) == 6 and state.contents[discards(0)] == []
    assert state.contents[discards(1)] == [card_id(1, 5)] and len(state.contents[hand(1)]) == 5


def test_others_keep_their_discards():
    state = game(3)
    line_up(state, 0, 1, 2)
    play_round(state, 1, 2, 3)
    assert all(len(state.contents[discards(s)]) == 1 for s in range(3)) and state.took_back == ()


# ----- the end and scoring --------------------------------------------------------------------
def test_with_three_players_the_front_one_wins_when_two_remain():
    state = game(3)
    state.round = 4
    line_up(state, 2, 0, 1)
    set_health(state, 2, 1)
    play_round(state, 3, 3, 1)  # seat 2 alone on 1 runs to the front; 0 and 1 tie and stay; 0 is bitten
    assert state.line() == [0, 1, 2] and state.lives(0) == 3 and not state.is_terminal()
    play_round(state, 4, 4, 4)  # all tied: seat 0 bitten again
    set_health(state, 0, 1)
    play_round(state, 2, 2, 2)
    assert state.out == (0,) and state.is_terminal()
    assert state.winners() == [2] and state.legal_actions() == []
    assert state.scores() == [0, 1, 2]  # players outlasted: first out 0, the other survivor 1, the winner 2


def test_with_two_players_play_goes_on_until_one_is_out():
    state = game(2)
    state.round = 2
    line_up(state, 0, 1)
    set_health(state, 0, 2)
    play_round(state, 1, 1)
    assert state.lives(0) == 1 and not state.is_terminal()
    before = state.clone()
    play_round(state, 2, 2)
    assert state.is_terminal() and state.winners() == [1] and state.out == (0,)
    assert state.round == 3 and state.panel()["Round"] == "3"  # the last round played
    lines = state.news(before, state.history[-1])
    assert lines[-2:] == ["The Green Monster bites Player 1: out of the game.", "Player 2 is first in line and wins."]
    assert state.scores() == [0, 1]


def test_an_unfinished_game_has_no_winner():
    state = game(4)
    assert state.winners() == [] and state.scores() == [0, 0, 0, 0]


def test_the_log_tells_the_reveal_moves_ties_bite_and_take_back():
    state = game(3)
    state.round = 2
    line_up(state, 0, 1, 2)
    play_round(state, 5, 5)
    assert state.news(state, state.history[-1]) == []  # nothing revealed while a player has still to choose
    before = state.clone()
    play_round(state, 2)
    lines = state.news(before, state.history[-1])
    assert lines[0] == "Revealed: Player 1 5, Player 2 5, Player 3 2."
    assert "To the front, in this order: Player 3." in lines
    assert "Player 1 and Player 2 tied on 5 and stay in place." in lines
    assert "The Green Monster bites Player 1: 3 health cubes left." in lines
    assert "Player 1 takes the discards back." in lines


def test_evaluate_prefers_health_and_the_front():
    state = game(2)
    line_up(state, 0, 1)
    assert state.evaluate(1) > 0.5 > state.evaluate(0)
    set_health(state, 1, 2)
    assert state.evaluate(0) > 0.5


def test_the_rules_page_example():
    """Monster - Blue - Red - Yellow - Green; Red 5, Blue 3, Yellow 3, Green 1 in round 2."""
    state = game(4)
    state.round = 2
    line_up(state, 1, 0, 2, 3)
    play_round(state, 5, 3, 3, 1)
    assert state.line() == [1, 2, 3, 0]
    assert state.last_bitten == 1 and state.lives(1) == 3 and state.took_back == (1,)


def test_tooltips_tell_health_place_and_only_ones_own_choice():
    state = game(3)
    line_up(state, 2, 0, 1)
    set_health(state, 2, 3)
    assert state.tooltip(MEEPLES[2]) == "Player 3's explorer: 3 health cubes, last in line, next to the monster."
    assert state.tooltip(MEEPLES[0]) == "Player 1's explorer: 4 health cubes, number 2 from the front."
    assert state.tooltip(MEEPLES[1]) == "Player 2's explorer: 4 health cubes, at the front of the line."
    assert state.tooltip(CUBES[2][0]) == "Player 3's health: 3 cubes left."
    state.apply(move(card_id(0, 5), choice(0)))
    assert "Your choice this round: 5" in state.view(0).tooltip(card_id(0, 5))
    masked = state.view(1).contents[choice(0)][0]
    assert "5" not in state.view(1).tooltip(masked)


def test_the_panel_tells_line_health_choices_and_the_last_reveal():
    state = game(3)
    line_up(state, 2, 0, 1)
    assert state.panel()["Round"] == "1 (no bite this round)"
    assert state.panel()["Line, front first"] == "Player 2 · Player 1 · Player 3"
    play_round(state, 1, 2, 3)
    play_round(state, 4)
    facts = state.panel()
    assert facts["Round"] == "2 (the last in line gets bitten)" and facts["Chosen"] == "Player 1"
    assert facts["Last reveal"] == "Player 1: 1 · Player 2: 2 · Player 3: 3"
    assert facts["Health"] == "Player 1: 4 · Player 2: 4 · Player 3: 4"
