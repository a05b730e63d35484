"""Zap That Ghost: set-up, the race, the zap and its path, the discard window, the end, words and bots."""

import random
import time

import pytest

from greenbox_desktop import engine
from greenbox_desktop.box import component
from greenbox_desktop.engine import Choose, IllegalAction, Move, State
from greenbox_desktop.games.zap_that_ghost.paths import CORNERS, NEIGHBOURS, REACH, cell_name, ends, may_reach, route
from greenbox_desktop.games.zap_that_ghost.rules import (
    CARDS, CLOSE, DECK, DISCARD, GHOSTS, GIVE_UP, MEEPLE_ZONE, MEEPLES, NOBODY, PLAYED, ROLL, buzz, card_match, caught,
    hand, keep)
from greenbox_desktop.ui.bot_runner import BotRunner
from greenbox_desktop.ui.session import Seat, Session
from greenbox_desktop.ui.table.buzzers import buzzer, key_caption, seat_of_key, table_actions
from greenbox_desktop.ui.table.clock import StepClock

GAME = "zap_that_ghost"


def new(players=2, seed=1, **options):
    return engine.new_game(GAME, players, seed, options)


def past_setup(players=2, seed=1, **options):
    """A game after every seat has discarded (each the cards its bot would drop)."""
    state = new(players, seed, **options)
    while state.step == "setup":
        state.apply(state.reflex(state.current_player))
    assert state.step == "roll"
    return state


def ghost_at(state, cell):
    return next((cid for cid in state.contents[GHOSTS] if state.loc[cid][1] == cell), None)


def racing(state, roll):
    """The race of a round with ``roll`` on the die (the roll set by hand)."""
    state.roll, state.step = roll, "race"
    state._legal = None
    return state


def a_zap(state, seat, least=1):
    """A zap ``seat`` holds with some roll of at least ``least``: (roll, card, meeple, ghost cell)."""
    for roll in range(least, 7):
        for card, meeple, cell in state.zaps(seat, roll):
            return roll, card, meeple, cell
    raise AssertionError("no zap in this position")


def walk(state, meeple, cells):
    for cell in cells:
        state.apply(Move(meeple, MEEPLE_ZONE, cell))


def card_for(state, cell, seat=0):
    """Put into ``seat``'s hand the card that matches the ghost on ``cell`` (a hand-built zap)."""
    card = next(c for c in CARDS if card_match(c) == state.ghosts()[cell])
    state.put(card, hand(seat))
    state._legal = None
    return card


def zapping(state, roll, seat, card):
    """The zap of ``seat`` with ``roll``, ``card`` already played."""
    racing(state, roll).apply(buzz(seat))
    state.apply(Move(card, PLAYED))
    return state


def meeple_slots(state, meeple):
    return {a.slot for a in state.legal_actions() if isinstance(a, Move) and a.component == meeple}


def is_path(cells, roll):
    """Whether ``cells`` (start first) is a path of exactly ``roll`` orthogonal steps, no tile twice."""
    return len(cells) == roll + 1 and len(set(cells)) == len(cells) and \
        all(b in NEIGHBOURS[a] for a, b in zip(cells, cells[1:]))


# ----- set-up --------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_board_ghosts_meeples_and_hands(players):
    state = new(players, seed=players)
    board = state.zone("board")
    assert len(board) == 36 and sorted(slot for slot, _ in board) == list(range(36))
    for slot, tile in board:
        assert state.where(tile).face_up == (slot not in CORNERS)
    ghosts = state.zone(GHOSTS)
    assert len(ghosts) == 32 and {slot for slot, _ in ghosts} == set(range(36)) - set(CORNERS)
    for colour in ("red", "blue", "yellow", "green"):
        assert sum(1 for _, cid in ghosts if cid.startswith(f"cube.{colour}.")) == 8
    assert sorted(slot for slot, _ in state.zone(MEEPLE_ZONE)) == sorted(CORNERS)
    assert state.where("die.1").zone == "box"  # until the first roll
    assert all(len(state.contents[hand(s)]) == 6 for s in range(players))
    assert len(state.contents[DECK]) == 36 - 6 * players
    assert state.goal == {2: 10, 3: 8, 4: 6, 5: 5}[players]
    assert state.step == "setup" and state.current_player == 0


def test_hands_are_open_and_the_deck_is_hidden():
    state = new(3)
    view = state.view(1)
    assert view.contents[hand(0)] == state.contents[hand(0)]
    assert all(".?" in cid for cid in view.contents[DECK])


def test_quick_game_halves_the_goal():
    assert new(2, length="quick").goal == 5 and new(3, length="quick").goal == 4 and new(5, length="quick").goal == 3


def test_each_seat_discards_two_then_the_first_seat_rolls():
    state = new(2)
    first = state.contents[hand(0)][0]
    state.apply(Move(first, DISCARD))
    assert state.current_player == 0 and state.where(first).zone == DISCARD
    with pytest.raises(IllegalAction, match="discards first"):
        state.apply(Move(state.contents[hand(1)][0], DISCARD))
    state.apply(state.reflex(0))
    assert len(state.contents[hand(0)]) == 4 and state.current_player == 1
    state.apply(state.reflex(1))
    state.apply(state.reflex(1))
    assert state.step == "roll" and state.current_player == 0 and state.legal_actions() == [ROLL]


def test_a_hand_with_fewer_than_two_matching_cards_is_dealt_again():
    """Ruling: "a player left with fewer than two cards that each match some ghost on the board"
    gets a new hand of 6 and discards 2 again."""
    state = new(2, seed=2)
    cards = list(state.contents[hand(0)])
    kept = {card_match(c) for c in cards[:4]}
    matching = [cid for cid in state.contents[GHOSTS] if state.ghosts()[state.loc[cid][1]] in kept]
    for cid in matching[1:]:  # one ghost at most is left for the four cards kept
        state.put(cid, "box")
    state._legal = None
    state.apply(Move(cards[5], DISCARD))
    before = state.clone()
    state.apply(Move(cards[4], DISCARD))
    assert state.redealt == 1 and state.current_player == 0 and state.discarded == 0
    assert len(state.contents[hand(0)]) == 6 and all(c in state.contents[DISCARD] for c in cards)
    assert any("new hand of 6" in line for line in state.news(before, Move(cards[4], DISCARD)))


def test_a_dealt_hand_with_two_matching_cards_is_kept():
    state = new(2, seed=2)
    cards = list(state.contents[hand(0)])
    state.apply(Move(cards[5], DISCARD))
    state.apply(Move(cards[4], DISCARD))
    assert state.matching_cards(0) >= 2 and state.redealt == 0 and state.current_player == 1


def deal_by_hand(state, seat, cards):
    """Give ``seat`` exactly ``cards`` (its old hand goes back into the deck)."""
    for cid in list(state.contents[hand(seat)]):
        state.put(cid, DECK, face_up=False)
    for cid in cards:
        state.put(cid, hand(seat))
    state._legal = None


def one_card_two_ghosts(state):
    """A board and Player 1's six cards: the first card matches two ghosts, no other card any."""
    symbol = state.symbols[1]
    pair = [c for c in range(36) if state.symbols[c] == symbol][:2]
    for cell in pair:  # a red ghost on each of two tiles of one symbol
        if not ghost_at(state, cell).startswith("cube.red."):
            elsewhere = next(state.loc[cid][1] for cid in state.contents[GHOSTS]
                             if cid.startswith("cube.red.") and state.loc[cid][1] not in pair)
            here, there = ghost_at(state, cell), ghost_at(state, elsewhere)
            state.put(here, GHOSTS, elsewhere)
            state.put(there, GHOSTS, cell)
    card = next(c for c in CARDS if card_match(c) == ("red", symbol))
    rest = [c for c in CARDS if card_match(c)[0] != "red"][:5]
    unmatched = {card_match(c) for c in rest}
    for cid in list(state.contents[GHOSTS]):
        cell = state.loc[cid][1]
        if state.ghosts()[cell] in unmatched or (state.ghosts()[cell] == ("red", symbol) and cell not in pair):
            state.put(cid, "box")
    deal_by_hand(state, 0, [card] + rest)
    return card, rest


def test_one_card_matching_two_ghosts_is_one_card_and_the_hand_is_dealt_again():
    """Ruling: a player left with fewer than two cards that each match some ghost gets a new hand;
    "Count cards, not ghosts: one card that matches two ghosts is still one card" (the 2019 text
    counts "cards for which the board has a match")."""
    state = new(2, seed=3)
    card, rest = one_card_two_ghosts(state)
    state.apply(Move(rest[4], DISCARD))
    assert state.matched(0) == 2 and state.matching_cards(0) == 1  # two ghosts, but one card
    before = state.clone()
    state.apply(Move(rest[3], DISCARD))
    assert state.redealt == 1 and state.current_player == 0 and len(state.contents[hand(0)]) == 6
    assert card in state.contents[DISCARD] or card in state.contents[DECK]
    assert state.news(before, Move(rest[3], DISCARD))[0] == \
        "Fewer than two of Player 1's cards matched a ghost: a new hand of 6, and 2 to discard again."


def test_two_cards_each_matching_a_ghost_keep_the_hand():
    """Ruling: a hand is dealt again only with fewer than two cards that match a ghost: two do."""
    state = new(2, seed=3)
    card, rest = one_card_two_ghosts(state)
    partner = next(c for c in CARDS if card_match(c) in state.ghosts().values() and card_match(c) != card_match(card))
    deal_by_hand(state, 0, [card, partner] + rest[:4])
    state.apply(Move(rest[3], DISCARD))
    state.apply(Move(rest[2], DISCARD))
    assert state.matching_cards(0) == 2 and state.redealt == 0 and state.current_player == 1


# ----- the roll and the race -----------------------------------------------------------------------
def test_the_roll_is_always_one_somebody_can_zap_with():
    for seed in range(8):
        state = past_setup(2, seed)
        state.apply(ROLL)
        assert state.step == "race" and state.roll in state.useful_rolls()
        assert state.where("die.1").slot == state.roll
        for r in state.rerolled:
            assert r not in state.useful_rolls()


def test_when_no_roll_would_do_everyone_may_swap_a_card():
    state = past_setup(2, 3)
    wanted = {card_match(c) for s in range(2) for c in state.contents[hand(s)]}
    for cell, match in list(state.ghosts().items()):
        if match in wanted:
            state.put(ghost_at(state, cell), "box")
    state._legal = None
    assert state.useful_rolls() == []
    state.apply(ROLL)
    assert state.step == "window" and state.pending == (0, 1) and state.buzzer is None


def test_any_seat_may_buzz_and_the_buzzer_zaps():
    state = racing(past_setup(3, 2), 3)
    assert state.legal_actions() == [buzz(0), buzz(1), buzz(2), NOBODY]
    assert state.out_of_turn() == {0: [buzz(0)], 1: [buzz(1)], 2: [buzz(2)]}
    state.apply(buzz(2))
    assert state.step == "zap" and state.current_player == 2 and state.buzzer == 2 and state.roller == 2


def test_nobody_buzzing_lets_the_roller_roll_again():
    state = racing(past_setup(2, 2), 3)
    state.apply(NOBODY)
    assert state.step == "roll" and state.current_player == 0


# ----- the zap ---------------------------------------------------------------------------------------
def test_a_zap_that_lands_on_a_matching_ghost_takes_it():
    state = past_setup(2, 4)
    roll, card, meeple, cell = a_zap(state, 1)
    start = state.loc[meeple][1]
    path = route(start, roll, cell)
    ghost = ghost_at(state, cell)
    racing(state, roll).apply(buzz(1))
    with pytest.raises(IllegalAction, match="Play a card first"):
        state.apply(Move(meeple, MEEPLE_ZONE, path[0]))
    state.apply(Move(card, PLAYED))
    assert state.where(card).zone == PLAYED
    walk(state, meeple, path)
    assert state.where(ghost).zone == caught(1) and state.score(1) == 1
    assert state.where(card).zone == DISCARD and len(state.contents[hand(1)]) == 4
    assert state.loc[meeple][1] == cell and state.outcome == "caught"
    assert state.step == "window" and state.pending == (0,) and state.current_player == 1


def test_a_path_moves_orthogonally_one_step_at_a_time_and_never_twice_onto_a_tile():
    """Ruling: a path of exactly the rolled number of orthogonal steps, never entering a tile twice."""
    state = past_setup(2, 4)
    state.put("meeple.white", MEEPLE_ZONE, 14)  # C3
    racing(state, 3).apply(buzz(0))
    state.apply(Move(state.contents[hand(0)][0], PLAYED))
    with pytest.raises(IllegalAction, match="No path of exactly 3 steps"):
        state.apply(Move("meeple.white", MEEPLE_ZONE, 21))  # diagonal: two steps, and 3 is odd
    with pytest.raises(IllegalAction, match="No path of exactly 3 steps"):
        state.apply(Move("meeple.white", MEEPLE_ZONE, 34))  # five steps away
    state.apply(Move("meeple.white", MEEPLE_ZONE, 15))
    assert state.path == (14, 15) and state.steps_left() == 2
    with pytest.raises(IllegalAction, match="white meeple only"):
        state.apply(Move("meeple.black", MEEPLE_ZONE, 4))
    with pytest.raises(IllegalAction, match="twice"):
        state.apply(Move("meeple.white", MEEPLE_ZONE, 14))
    with pytest.raises(IllegalAction, match="No path of exactly 2 steps"):
        state.apply(Move("meeple.white", MEEPLE_ZONE, 13))  # two steps away only through C3, already walked
    assert state.path == (14, 15)


# ----- a zap as one gesture: the meeple straight onto the end of a path -------------------------
def test_a_meeple_may_go_straight_to_any_tile_a_path_of_exactly_the_roll_reaches():
    """Ruling: "clicking the destination tile, with the app choosing a legal path, is one gesture":
    the meeple's moves are the single steps and every end of a path of exactly the roll."""
    state = past_setup(2, 4)
    zapping(state, 4, 0, state.contents[hand(0)][0])
    for meeple in MEEPLES:
        start = state.loc[meeple][1]
        assert meeple_slots(state, meeple) == set(NEIGHBOURS[start]) | REACH[start][4]
    state.apply(Move("meeple.white", MEEPLE_ZONE, 1))  # one step, B1: three to go, A1 never again
    assert meeple_slots(state, "meeple.white") == {2, 7} | ends(1, 3, frozenset({0}))
    assert 0 not in meeple_slots(state, "meeple.white") and 6 not in meeple_slots(state, "meeple.white")


def test_one_move_onto_a_matching_ghost_walks_a_whole_path_and_zaps():
    """Ruling: the zapper moves a meeple "along a path of exactly the rolled number of orthogonal
    steps, never entering a tile twice, onto a ghost whose colour and symbol match the card"."""
    state = past_setup(2, 4)
    card = card_for(state, 14, seat=1)  # the ghost on C3, four steps from the white meeple on A1
    ghost = ghost_at(state, 14)
    zapping(state, 4, 1, card)
    before = state.clone()
    action = Move("meeple.white", MEEPLE_ZONE, 14)
    words = before.describe(action)
    state.apply(action)
    assert state.outcome == "caught" and state.where(ghost).zone == caught(1) and state.loc["meeple.white"][1] == 14
    trail = state.trail
    assert trail[0] == 0 and trail[-1] == 14 and is_path(trail, 4)
    names = [cell_name(c) for c in trail]
    assert words == f"Player 2 moves the white meeple from A1 through {names[1]}, {names[2]} and {names[3]} " \
                    "to C3 (4 steps)."
    assert state.step == "window" and [m[1:] for m in state.marks()] == \
        [(c, "start" if i == 0 else str(i)) for i, c in enumerate(trail)]  # the path stays on the table
    state.apply(CLOSE)
    state.apply(ROLL)
    assert state.marks() == []  # until the next roll


def test_a_whole_path_may_finish_a_zap_begun_step_by_step():
    """Ruling: after single steps, the rest of the path of exactly the roll is one gesture too."""
    state = past_setup(2, 4)
    card = card_for(state, 14)  # the ghost on C3
    zapping(state, 4, 0, card)
    walk(state, "meeple.white", [6])  # A2
    state.apply(Move("meeple.white", MEEPLE_ZONE, 14))
    assert state.outcome == "caught" and state.trail[:2] == (0, 6) and is_path(state.trail, 4)


def test_a_whole_path_onto_a_tile_without_a_matching_ghost_misses():
    """Ruling: landing anywhere but on a matching ghost is a failure: the meeple and card go back."""
    state = past_setup(2, 4)
    card = state.contents[hand(0)][0]
    target = next(c for c in sorted(REACH[0][4] - set(NEIGHBOURS[0])) if state.ghosts().get(c) != card_match(card))
    zapping(state, 4, 0, card)
    state.apply(Move("meeple.white", MEEPLE_ZONE, target))
    assert state.outcome == "missed" and state.loc["meeple.white"][1] == 0 and card in state.contents[hand(0)]
    assert is_path(state.trail, 4) and state.trail[-1] == target


def test_a_tile_beside_the_meeple_is_a_whole_path_only_onto_a_matching_ghost():
    """Ruling: paths of exactly the roll; a tile beside the meeple that a path of 3 also reaches
    means the whole path when its ghost matches the card (the zap), else a single step."""
    state = past_setup(2, 4)
    card = card_for(state, 7)  # the ghost on B2, beside B1
    state.put("meeple.white", MEEPLE_ZONE, 1)  # B1
    zapping(state, 3, 0, card)
    assert state.ghosts()[8] != card_match(card)
    single = state.clone()
    single.apply(Move("meeple.white", MEEPLE_ZONE, 2))  # C1: beside B1, no matching ghost there
    assert single.path == (1, 2) and single.steps_left() == 2 and single.step == "zap"
    state.apply(Move("meeple.white", MEEPLE_ZONE, 7))
    assert state.outcome == "caught" and is_path(state.trail, 3) and state.trail[-1] == 7


def test_guided_paths_offer_whole_paths_only_onto_matching_ghosts():
    """Option "Guided paths": a meeple may go only where its path can still end on a ghost matching the card."""
    state = past_setup(2, 6, guided=True)
    roll, card, meeple, cell = a_zap(state, 0, least=2)
    zapping(state, roll, 0, card)
    goals = {c for c, m in state.ghosts().items() if m == card_match(card)}
    start = state.loc[meeple][1]
    ends_offered = meeple_slots(state, meeple) - set(NEIGHBOURS[start])
    assert cell in meeple_slots(state, meeple) and ends_offered <= goals
    assert state.explain(Move(meeple, MEEPLE_ZONE, next(iter(REACH[start][roll] - goals - set(NEIGHBOURS[start]))))) \
        == "Guided paths: no ghost there matches the card."


def test_a_missed_zap_puts_meeple_and_card_back():
    state = past_setup(2, 5)
    card = state.contents[hand(0)][0]
    racing(state, 2).apply(buzz(0))
    state.apply(Move(card, PLAYED))
    wanted = card_match(card)
    end = next(c for c in sorted(REACH[0][2]) if state.ghosts().get(c) != wanted)
    walk(state, "meeple.white", route(0, 2, end))
    assert state.outcome == "missed" and state.loc["meeple.white"][1] == 0
    assert card in state.contents[hand(0)] and state.score(0) == 0 and state.step == "window"


def test_a_meeple_boxed_in_by_its_own_path_ends_the_zap():
    state = past_setup(2, 5)
    state.put("meeple.white", MEEPLE_ZONE, 6)  # A2, beside the corner A1
    racing(state, 5).apply(buzz(1))
    card = state.contents[hand(1)][0]
    state.apply(Move(card, PLAYED))
    walk(state, "meeple.white", [7, 1, 0])  # B2, B1, A1: every neighbour of A1 is on the path
    assert state.outcome == "boxed" and state.loc["meeple.white"][1] == 6 and card in state.contents[hand(1)]


def test_giving_up_or_running_out_of_time_takes_the_card_back():
    state = past_setup(2, 5)
    card = state.contents[hand(0)][0]
    racing(state, 3).apply(buzz(0))
    state.apply(Move(card, PLAYED))
    walk(state, "meeple.black", [4])
    seconds, action = state.timer()
    assert (seconds, action) == (15.0, GIVE_UP)
    before = state.clone()
    state.apply(action)
    assert state.news(before, action) == ["No zap this time; the meeple and the card go back."]
    assert state.outcome == "gave_up" and state.loc["meeple.black"][1] == 5 and card in state.contents[hand(0)]


def test_one_time_limit_covers_the_whole_zap():
    state = past_setup(2, 5)
    racing(state, 3)
    race_key = state.timer_key()
    state.apply(buzz(0))
    key = state.timer_key()
    assert key != race_key
    state.apply(Move(state.contents[hand(0)][0], PLAYED))
    walk(state, "meeple.black", [4])
    assert state.timer_key() == key
    clock = StepClock()
    assert clock.update(state, True, 4.0) is None and clock.text() == "11 s left"
    state.apply(Move("meeple.black", MEEPLE_ZONE, 3))
    assert clock.update(state, True, 4.0) is None and clock.text() == "7 s left"  # the same clock runs on
    assert clock.update(state, True, 7.5) == GIVE_UP


def test_guided_paths_offer_only_cards_and_steps_that_can_still_zap():
    state = past_setup(2, 6, guided=True)
    roll, card, meeple, cell = a_zap(state, 0)
    racing(state, roll).apply(buzz(0))
    cards = {a.component for a in state.legal_actions() if isinstance(a, Move)}
    assert cards == {c for c, _m, _g in state.zaps(0, roll)}
    state.apply(Move(card, PLAYED))
    for action in state.legal_actions():
        if isinstance(action, Move):
            start = state.loc[action.component][1]
            left = roll - 1
            goals = [c for c, m in state.ghosts().items() if m == card_match(card)]
            assert any(g in ends(action.slot, left, frozenset({start})) for g in goals)
    blocked = [Move(meeple, MEEPLE_ZONE, c) for c in NEIGHBOURS[state.loc[meeple][1]]
               if Move(meeple, MEEPLE_ZONE, c) not in state.legal_actions()]
    assert blocked
    for action in blocked:
        assert state.explain(action).startswith("Guided paths: from there")


def test_guided_paths_refuse_a_card_without_a_zap():
    state = past_setup(2, 6, guided=True)
    roll, *_ = a_zap(state, 0)
    racing(state, roll).apply(buzz(0))
    useless = [c for c in state.contents[hand(0)] if c not in {z[0] for z in state.zaps(0, roll)}]
    assert useless
    for card in useless:
        assert state.explain(Move(card, PLAYED)).startswith("Guided paths: this card has no zap")


def test_without_time_limits_no_clock_runs():
    state = racing(past_setup(2, 5, clock=False), 3)
    assert state.timer() is None and NOBODY in state.legal_actions()
    state.apply(buzz(0))
    assert state.timer() is None and GIVE_UP in state.legal_actions()  # one may still give up


def test_guided_paths_without_time_limits_always_reach_the_ghost():
    state = past_setup(2, 6, guided=True, clock=False)
    roll, *_ = a_zap(state, 0)
    racing(state, roll)
    assert NOBODY not in state.legal_actions()
    assert state.legal_actions() == [buzz(s) for s in range(2) if state.zaps(s, roll)]
    state.apply(buzz(0))
    chooser = random.Random(2)
    while state.step == "zap":
        legal = state.legal_actions()
        assert GIVE_UP not in legal
        state.apply(chooser.choice(legal))
    assert state.outcome == "caught"


def test_guided_paths_let_only_a_seat_with_a_zap_buzz():
    state = past_setup(2, 6, guided=True)
    for roll in range(1, 7):
        racing(state, roll)
        for seat in range(2):
            if not state.zaps(seat, roll):
                assert state.explain(buzz(seat)) == f"Guided paths: Player {seat + 1} holds no zap with a {roll}."


@pytest.mark.parametrize("options", [{"length": "quick"}, {"length": "quick", "guided": True}])
def test_random_play_with_time_limits_ends_and_replays(options):
    from greenbox_desktop.engine.conformance import verify_playout

    for players in (2, 5):
        end = verify_playout(GAME, players, 1, options, every=50)
        assert end.is_terminal() and len(end.winners()) == 1


# ----- the discard window --------------------------------------------------------------------------
def window(players=3, seed=7):
    state = racing(past_setup(players, seed), 1)
    state.apply(buzz(0))
    state.apply(GIVE_UP)
    assert state.step == "window"
    return state


def test_the_others_may_swap_one_card_or_keep_their_hands():
    state = window(3)
    assert state.pending == (1, 2) and state.current_player == 0
    assert set(state.out_of_turn()) == {1, 2} and keep(2) in state.out_of_turn()[2]
    with pytest.raises(IllegalAction, match="only the others"):
        state.apply(Move(state.contents[hand(0)][0], DISCARD))
    old = state.contents[hand(1)][0]
    deck = len(state.contents[DECK])
    state.apply(Move(old, DISCARD))
    assert state.where(old).zone == DISCARD and len(state.contents[hand(1)]) == 4
    assert len(state.contents[DECK]) == deck - 1 and state.pending == (2,)
    with pytest.raises(IllegalAction, match="already swapped"):
        state.apply(Move(state.contents[hand(1)][0], DISCARD))
    state.apply(keep(2))
    assert state.step == "roll" and state.current_player == 0


def test_the_window_closes_by_its_clock():
    state = window(3)
    assert state.timer() == (10.0, CLOSE)
    state.apply(CLOSE)
    assert state.step == "roll" and state.pending == ()


def test_an_empty_deck_is_made_again_from_the_discards():
    state = window(2)
    for cid in list(state.contents[DECK]):
        state.put(cid, DISCARD)
    state._legal = None
    state.apply(Move(state.contents[hand(1)][0], DISCARD))
    assert len(state.contents[hand(1)]) == 4 and state.contents[DISCARD] == []
    assert all(not state.where(c).face_up for c in state.contents[DECK])


# ----- the end -------------------------------------------------------------------------------------
@pytest.mark.parametrize("players,goal", [(2, 10), (3, 8), (4, 6), (5, 5)])
def test_the_first_to_the_goal_wins(players, goal):
    state = past_setup(players, 8)
    seat = players - 1
    spare = [cid for cid in state.contents[GHOSTS]]
    roll, card, meeple, cell = a_zap(state, seat)
    for cid in [c for c in spare if state.loc[c][1] != cell][:goal - 1]:
        state.put(cid, caught(seat))
    racing(state, roll).apply(buzz(seat))
    state.apply(Move(card, PLAYED))
    walk(state, meeple, route(state.loc[meeple][1], roll, cell))
    assert state.is_terminal() and state.winners() == [seat] and state.scores()[seat] == goal
    assert sum(state.scores()) == goal and state.legal_actions() == []


def test_scores_count_the_ghosts_each_seat_zapped():
    state = past_setup(3, 9)
    for cid in state.contents[GHOSTS][:3]:
        state.put(cid, caught(1))
    state.put(state.contents[GHOSTS][0], caught(2))
    assert state.scores() == [0.0, 3.0, 1.0] and state.winners() == []


# ----- words ---------------------------------------------------------------------------------------
def test_words_for_a_round():
    state = past_setup(2, 4)
    roll, card, meeple, cell = a_zap(state, 1, least=2)
    assert state.label(ROLL) == "Roll the die" and state.label(buzz(1)) == "Buzz"
    assert state.label(keep(0)) == "Keep my cards" and state.label(GIVE_UP) == "Give up this zap"
    racing(state, roll)
    assert "Race" in state.now() and state.panel()["Roll"] == str(roll)
    assert state.describe(buzz(1)) == "Player 2 buzzes!"
    state.apply(buzz(1))
    assert "card" in state.now()
    colour, symbol = card_match(card)
    assert state.describe(Move(card, PLAYED)) == f"Player 2 plays the {colour} {symbol.capitalize()} card."
    state.apply(Move(card, PLAYED))
    path = route(state.loc[meeple][1], roll, cell)
    for i, step in enumerate(path[:-1]):
        assert f"step {i + 1} of {roll}" in state.describe(Move(meeple, MEEPLE_ZONE, step))
        state.apply(Move(meeple, MEEPLE_ZONE, step))
    assert [mark[2] for mark in state.marks()] == ["start"] + [str(i + 1) for i in range(roll - 1)]
    before = state.clone()
    state.apply(Move(meeple, MEEPLE_ZONE, path[-1]))
    assert f"Zapped! Player 2 takes the ghost at {cell_name(cell)} (1 of 10)." in \
        state.news(before, Move(meeple, MEEPLE_ZONE, path[-1]))
    assert state.panel()["May still swap"] == "Player 1"
    assert state.panel()["Goal"] == "first to 10 ghosts"


def test_tooltips_name_ghosts_tiles_and_cards():
    state = past_setup(2, 4)
    cid = state.contents[GHOSTS][0]
    cell = state.loc[cid][1]
    assert state.tooltip(cid).startswith(f"A {cid.split('.')[1]} ghost on a {state.symbols[cell].capitalize()} tile")
    corner = next(t for t in state.contents["board"] if state.loc[t][1] == 0)
    assert "yellow corner (A1)" in state.tooltip(corner)
    card = state.contents[hand(0)][0]
    assert "card: zaps a" in state.tooltip(card) and "like that on the board" in state.tooltip(card)


def test_rules_page_exists_in_our_words():
    from importlib import resources

    text = resources.files("greenbox_desktop.rulebook").joinpath(f"{GAME}.md").read_text(encoding="utf-8")
    assert "buzz" in text.lower() and "Guided paths" in text


# ----- bots ---------------------------------------------------------------------------------------
def test_a_bot_buzzes_only_holding_a_zap():
    state = past_setup(2, 4)
    for roll in range(1, 7):
        racing(state, roll)
        for seat in range(2):
            view = state.view(seat)
            assert (view.reflex(seat) == buzz(seat)) == bool(state.zaps(seat, roll))


def test_a_bot_zaps_with_the_card_and_one_move_to_the_ghost():
    for seed in range(5):
        state = past_setup(2, seed)
        roll, *_ = a_zap(state, 0)
        racing(state, roll).apply(buzz(0))
        before = len(state.history)
        while state.step == "zap":
            state.apply(state.view(0).reflex(0))
        assert state.outcome == "caught" and state.score(0) == 1 and len(state.history) == before + 2


def test_a_bot_swaps_a_card_no_ghost_matches_else_keeps():
    state = window(2)
    card = state.contents[hand(1)][0]
    match = card_match(card)
    for cell, m in list(state.ghosts().items()):
        if m == match:
            state.put(ghost_at(state, cell), "box")
    state._legal = None
    assert state.view(1).reflex(1) == Move(card, DISCARD)
    assert state.view(0).reflex(0) is None  # the zapping seat has no window


def hint_for(state, kinds, screen):
    """The hint the table gets when H is pressed with ``screen``'s seat at the screen (None: refused)."""
    session = Session(state.clone(), [Seat(f"P{s}", "red", kind) for s, kind in enumerate(kinds)])
    session.state = state
    runner = BotRunner(session)
    if not runner.ask_hint(screen, 0.0):
        return None
    played = []
    for _ in range(10_000):  # a search (not a reflex) answers in its own thread
        hint = runner.update(0.0, True, played.append)
        if hint is not None:
            assert played == [] and hint in state.legal_actions()
            return hint
        time.sleep(0.001)
    raise AssertionError("no hint came")


def a_race_where(state, holds):
    """Set a race with the first roll for which each seat's holding a zap is as ``holds`` says."""
    for roll in range(1, 7):
        if [bool(state.zaps(s, roll)) for s in range(len(holds))] == holds:
            return racing(state, roll)
    raise AssertionError("no such roll in this position")


def test_in_a_race_the_hint_tells_the_person_holding_a_zap_to_buzz():
    kinds = ("bot:hard", "human", "bot:easy")
    for seed in range(4):
        state = past_setup(3, seed)
        a_race_where(state, [True, True, True])  # Player 1, a bot, rolled: the screen shows its seat
        assert state.current_player == 0 and hint_for(state, kinds, 0) == buzz(1)
        assert hint_for(state, ("human", "bot:hard", "bot:easy"), 0) == buzz(0)  # not another seat's buzz


def test_in_a_race_without_a_zap_there_is_no_hint_to_buzz():
    state = past_setup(3, 1)
    wanted = {card_match(c) for c in state.contents[hand(1)]}
    for cell, match in list(state.ghosts().items()):
        if match in wanted:  # no ghost left that Player 2's cards match
            state.put(ghost_at(state, cell), "box")
    racing(state, a_zap(state, 0)[0])
    assert buzz(1) in state.legal_actions() and not state.zaps(1, state.roll)
    assert hint_for(state, ("bot:hard", "human", "bot:easy"), 0) is None


def test_the_hint_never_reads_the_hidden_deck():
    state = a_race_where(past_setup(3, 2), [True, True, True])
    shuffled = state.clone()
    shuffled.contents[DECK].reverse()
    kinds = ("bot:hard", "human", "bot:easy")
    assert hint_for(state, kinds, 0) == hint_for(shuffled, kinds, 0) == buzz(1)


def test_after_the_buzz_the_hints_play_the_card_and_walk_the_meeple_to_the_ghost():
    kinds = ("bot:hard", "human", "bot:easy")
    for seed in range(3):
        state = a_race_where(past_setup(3, seed), [True, True, True])
        state.apply(buzz(1))
        hint = hint_for(state, kinds, 1)
        assert hint.zone == PLAYED and hint.component in {c for c, _m, _g in state.zaps(1, state.roll)}
        while state.step == "zap":
            state.apply(hint_for(state, kinds, 1))
        assert state.outcome == "caught" and state.score(1) == 1


def test_in_the_window_the_hint_swaps_a_card_no_ghost_matches():
    state = window(3)
    card = state.contents[hand(2)][0]
    for cell, match in list(state.ghosts().items()):
        if match == card_match(card):
            state.put(ghost_at(state, cell), "box")
    state._legal = None
    assert hint_for(state, ("human", "bot:hard", "human"), 2) == Move(card, DISCARD)


def test_evaluation_favours_the_seat_with_more_ghosts():
    state = past_setup(2, 4)
    assert 0.4 < state.evaluate(0) < 0.6
    for cid in state.contents[GHOSTS][:2]:
        state.put(cid, caught(0))
    assert state.evaluate(0) > 0.7 > 0.3 > state.evaluate(1)


def test_a_bot_played_game_through_the_rules_ends_with_a_winner():
    state = past_setup(3, 11, length="quick")
    chooser = random.Random(1)
    for _ in range(3000):
        if state.is_terminal():
            break
        if state.step == "race":
            seats = [s for s in range(3) if state.view(s).reflex(s) is not None]
            action = buzz(chooser.choice(seats))
        elif state.step == "window":
            seat = state.pending[0]
            action = state.view(seat).reflex(seat)
        else:
            action = state.view(state.current_player).reflex(state.current_player) or state.legal_actions()[0]
        state.apply(action)
    assert state.is_terminal() and len(state.winners()) == 1
    assert engine.replay(GAME, 3, 11, state.options, state.history).to_json() == state.to_json()


# ----- the generic real-time hooks ----------------------------------------------------------------
def test_turn_based_games_keep_the_defaults():
    nim = engine.new_game("nim", 2, 0)
    assert nim.out_of_turn() == {} and nim.reflex(0) is None and nim.timer_key() == len(nim.history)
    assert State.out_of_turn is type(nim).out_of_turn


def test_buzzer_keys_and_the_actions_the_table_offers():
    state = racing(past_setup(2, 4), 2)
    assert buzzer(state, 1) == buzz(1)
    assert seat_of_key(("a", "l", "z", "m", "space", "return"), "l", 2) == 1
    assert seat_of_key(("a", "l", "z", "m", "space", "return"), "z", 2) is None
    assert [key_caption(k) for k in ("a", "space", "return")] == ["A", "Space", "Enter"]
    assert table_actions(state, state.legal_actions(), {0}) == [NOBODY]  # buzzes are the buzzer buttons
    state.apply(buzz(0))
    state.apply(GIVE_UP)
    offered = table_actions(state, [], {1})
    assert offered == [Move(c, DISCARD) for c in state.contents[hand(1)]]
    assert buzzer(state, 1) == keep(1) and buzzer(state, 0) is None


def test_component_facts_match_the_box():
    state = new(2)
    card = state.contents[hand(0)][0]
    info = component(card)
    assert card_match(card) == (info.colour, info.symbol)
    assert set(MEEPLES) == {cid for _, cid in state.zone(MEEPLE_ZONE)}
    assert state.label(CLOSE) == "Done: close the window" and isinstance(NOBODY, Choose)


def test_targets_and_ghost_cells_agree_with_the_ghosts_on_the_board():
    state = past_setup()
    for cid in list(state.contents[GHOSTS])[::3]:  # some ghosts already zapped
        state.put(cid, caught(0))
    ghosts = state.ghosts()
    wanted = {card_match(c) for c in state.contents[hand(0)]}
    assert state.targets(wanted) == {cell: m for cell, m in ghosts.items() if m in wanted}
    assert list(state.targets(wanted)) == [cell for cell, m in ghosts.items() if m in wanted]
    for match in set(ghosts.values()):
        assert state.ghost_cells(match) == [cell for cell, m in ghosts.items() if m == match]
    gone = next(m for m in {card_match(c) for c in CARDS} if m not in ghosts.values())
    assert state.ghost_cells(gone) == [] and state.targets({gone}) == {}


def test_a_route_exists_only_where_may_reach_allows_it():
    for start in range(36):
        for steps in range(7):
            for goal in range(36):
                if route(start, steps, goal) is not None:
                    assert may_reach(start, steps, goal)
    assert may_reach(0, 2, 2) and not may_reach(0, 3, 2) and not may_reach(0, 1, 2)
