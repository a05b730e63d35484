"""Make It Count: set-up, laying to the exact number, passing and discarding, refills and the
reshuffle, the end by passes in a row per player count, the shared score, the best lists, and
whole games through the desktop UI."""

import pytest

from greenbox_desktop import engine, saves
from greenbox_desktop.engine import IllegalAction, Pass, move
from greenbox_desktop.engine.playout import check_conservation
from greenbox_desktop.games.make_it_count import (
    CARDS, COUNTED, DECK, DISCARDS, DRAW, PLAY, TABLE, VALUE, careful_action, hand_zone, pass_limit,
)

GAME = "make_it_count"


# ----- helpers ------------------------------------------------------------------------------

def position(hands: list[list[int]], target: int = 1, current: int = 0, passes: int = 0):
    """A game whose hands hold cards of exactly these values; every other card is in the draw pile."""
    state = engine.new_game(GAME, len(hands), seed=1)
    for cid in CARDS:
        state.put(cid, DECK, face_up=False)
    for seat, values in enumerate(hands):
        for value in values:
            cid = next(c for c in state.contents[DECK] if VALUE[c] == value)
            state.put(cid, hand_zone(seat), face_up=True)
    state.target, state.current_player, state.passes = target, current, passes
    state._legal = None
    return state


def card_of(state, seat: int, value: int) -> str:
    """A card of ``value`` in a seat's hand."""
    return next(c for c in state.contents[hand_zone(seat)] if VALUE[c] == value)


def lay(state, *values: int) -> None:
    """The current player lays cards of these values, one by one."""
    for value in values:
        state.apply(move(card_of(state, state.current_player, value), TABLE))


def values(state, zone: str) -> list[int]:
    return sorted(VALUE[c] for c in state.contents[zone])


def finish(state):
    while not state.is_terminal():
        state.apply(careful_action(state))
    return state


# ----- set-up -------------------------------------------------------------------------------

@pytest.mark.parametrize("players", range(1, 7))
def test_setup_deals_six_open_cards_each(players):
    state = engine.new_game(GAME, players, seed=players)
    check_conservation(state)
    assert state.box_contents() == [c for c in state.box_contents() if not c.startswith("card.") or "star" in c]
    assert "card.star.green" in state.box_contents() and "card.star.yellow" in state.box_contents()
    assert sorted(c for zone in state.contents.values() for c in zone) == sorted(CARDS)
    for seat in range(players):
        assert len(state.contents[hand_zone(seat)]) == 6
    assert len(state.contents[DECK]) == 54 - 6 * players
    assert state.target == 1 and state.passes == 0 and state.phase == "lay"
    view = state.view(0)
    for seat in range(players):  # open hands: every seat sees every hand, nobody sees the draw pile
        assert view.contents[hand_zone(seat)] == state.contents[hand_zone(seat)]
    assert all(".?" in c for c in view.contents[DECK])
    assert not state.INFO.hidden_info and state.INFO.cooperative


def test_the_seat_with_most_ones_starts_ties_to_the_first():
    seen = set()
    for seed in range(60):
        state = engine.new_game(GAME, 3, seed=seed)
        ones = [state.ones(s) for s in range(3)]
        assert state.current_player == ones.index(max(ones))
        seen.add("tie" if ones.count(max(ones)) > 1 else "later" if state.current_player else "first")
    assert {"tie", "later", "first"} <= seen


# ----- laying and playing -------------------------------------------------------------------

def test_only_cards_that_can_still_make_the_number_may_be_laid():
    state = position([[6, 5, 5, 3, 3, 2], [1, 1, 1, 1, 1, 1]], target=8)
    hand = state.contents[hand_zone(0)]
    layable = sorted(VALUE[a.component] for a in state.legal_actions() if a != Pass())
    assert layable == [2, 3, 3, 5, 5, 6]  # 6+2, 5+3, 3+5, 2+6
    lay(state, 5)
    layable = {VALUE[a.component] for a in state.legal_actions() if a != Pass()}
    assert layable == {3}  # 3 more to make 8: only the 3s
    assert state.explain(move(card_of(state, 0, 6), TABLE)) == \
        "A 6 is too much: the cards need only 3 more to make 8."
    assert state.explain(move(card_of(state, 0, 2), TABLE)) == \
        "After a 2, no other cards in the hand make up the rest of 8."
    assert state.explain(move(card_of(state, 0, 2), hand_zone(0))) == \
        "After a 2, no other cards in the hand make up the rest of 8."  # a click on the card itself
    assert len(hand) == 5


def test_play_appears_at_the_exact_number_and_counts_the_cards():
    state = position([[6, 4, 2, 2, 1, 1], [5] * 6], target=7, passes=1)
    lay(state, 4, 2)
    assert PLAY not in state.legal_actions()
    assert state.explain(PLAY) == "The laid cards add up to 6; they must make exactly 7."
    assert state.panel()["Laid"] == "4 + 2 = 6 of 7"
    assert state.panel()["Now"] == "Player 1: 1 more to make 7; drag another card, or pass."
    lay(state, 1)
    assert state.panel()["Now"] == "Player 1: the cards make 7; press Play 7."
    assert PLAY in state.legal_actions() and state.label(PLAY) == "Play 7"
    assert state.describe(PLAY) == "Player 1 plays 7 = 4 + 2 + 1 and draws 3 cards."
    state.apply(PLAY)
    assert values(state, COUNTED) == [1, 2, 4]
    assert len(state.contents[hand_zone(0)]) == 6  # refilled to six
    assert state.target == 8 and state.passes == 0 and state.current_player == 1
    assert state.last_play == (0, 7, (4, 2, 1))
    assert state.panel()["Last play"] == "Player 1 played 7 = 4 + 2 + 1"
    check_conservation(state)


def test_a_single_card_can_make_the_number():
    state = position([[3, 6, 6, 6, 6, 6]], target=3)
    lay(state, 3)
    state.apply(PLAY)
    assert state.score() == 3 and state.target == 4


def test_the_first_number_is_one():
    state = position([[2, 3, 4, 5, 6, 6], [1, 5, 5, 5, 5, 5]], current=0)
    assert state.legal_actions() == [Pass()]  # no 1 in hand: only a pass
    state.current_player, state._legal = 1, None
    assert [VALUE[a.component] for a in state.legal_actions() if a != Pass()] == [1]
    assert state.explain(move(card_of(state, 1, 5), TABLE)) == "A 5 is too much: the number to make is 1."


def test_a_laid_card_stays_until_play_or_pass_and_undo_takes_it_back():
    start = next(s for s in (engine.new_game(GAME, 2, seed=k) for k in range(20))
                 if s.ones(s.current_player) >= 1)
    state, seat = start.clone(), start.current_player
    lay(state, 1)
    laid = state.contents[TABLE][0]
    why = state.explain(move(laid, hand_zone(seat)))
    assert why == "Laid cards stay until you play or pass; Undo (Ctrl+Z) takes the last one back."
    assert engine.undo_target(start, state.history, seat) == 0  # laying showed nothing: undo allowed
    state.apply(PLAY)  # ...but the refill drew a card: no undo past it
    assert engine.undo_target(start, state.history, state.current_player) is None


def test_refusals_name_the_true_reason():
    state = position([[6, 4, 2, 2, 1, 1], [5] * 6], target=7)
    other = card_of(state, 1, 5)
    assert state.explain(move(other, TABLE)) == "That card is in Player 2's hand; it is Player 1's turn."
    assert state.explain(move(card_of(state, 0, 6), DISCARDS)) == \
        "Discarding comes only after a pass: press Pass first."
    assert state.explain(DRAW) == "Discarding comes only after a pass."
    with pytest.raises(IllegalAction):
        state.apply(move(other, TABLE))
    assert len(state.history) == 0


# ----- passing and discarding ---------------------------------------------------------------

def test_a_pass_returns_laid_cards_then_allows_two_discards_and_as_many_draws():
    state = position([[6, 4, 2, 2, 1, 1], [5] * 6], target=7)
    lay(state, 6)
    assert state.describe(Pass()) == "Player 1 passes on 7 (1 pass in a row)."
    state.apply(Pass())
    assert values(state, hand_zone(0)) == [1, 1, 2, 2, 4, 6] and not state.contents[TABLE]
    assert state.passes == 1 and state.phase == "discard" and state.current_player == 0
    assert state.label(DRAW) == "Keep my hand"
    state.apply(move(card_of(state, 0, 1), DISCARDS))
    assert state.label(DRAW) == "Draw 1 card"
    state.apply(move(card_of(state, 0, 1), DISCARDS))
    assert state.label(DRAW) == "Draw 2 cards"
    third = move(card_of(state, 0, 2), DISCARDS)
    assert state.legal_actions() == [DRAW]
    assert state.explain(third) == "After a pass you may discard at most 2 cards."
    top_two = state.contents[DECK][-2:]
    state.apply(DRAW)
    assert values(state, DISCARDS) == [1, 1]
    assert set(top_two) <= set(state.contents[hand_zone(0)]) and len(state.contents[hand_zone(0)]) == 6
    assert state.current_player == 1 and state.target == 7 and state.phase == "lay"  # the same number


def test_keeping_the_hand_after_a_pass():
    state = position([[6] * 6, [5] * 6], target=2)
    before = list(state.contents[hand_zone(0)])
    state.apply(Pass())
    assert state.describe(DRAW) == "Player 1 keeps the hand."
    state.apply(DRAW)
    assert state.contents[hand_zone(0)] == before and state.current_player == 1


def test_a_play_wipes_out_the_passes_in_a_row():
    state = position([[5] * 6, [4, 3, 6, 6, 6, 6]], target=7, passes=2)
    state.apply(Pass())
    state.apply(DRAW)
    assert state.passes == 3 and state.current_player == 1  # one short of the end
    lay(state, 4, 3)
    state.apply(PLAY)
    assert state.passes == 0


def test_the_draw_pile_is_renewed_from_counted_and_discarded_cards():
    state = position([[4, 2, 1, 6, 6, 6], [5] * 6], target=7)
    deck = state.contents[DECK]
    for cid in list(deck[:-1]):  # one card left to draw; the rest already counted or discarded
        state.put(cid, COUNTED if VALUE[cid] % 2 else DISCARDS, face_up=True)
    left = deck[-1]
    rest = len(state.contents[COUNTED]) + len(state.contents[DISCARDS])
    lay(state, 4, 2, 1)
    before = state.clone()
    state.apply(PLAY)  # draws three: the last card, then a new pile of the others and the three played
    assert state.news(before, PLAY) == [f"The draw pile ran out: the counted and discarded cards were "
                                        f"shuffled into a new one of {rest + 1} cards."]
    assert state.reshuffles == 1 and state.news(state.clone(), PLAY) == []
    hand = state.contents[hand_zone(0)]
    assert left in hand and len(hand) == 6
    assert not state.contents[COUNTED] and not state.contents[DISCARDS]
    assert len(state.contents[DECK]) == rest + 3 - 2
    assert all(not state.where(c).face_up for c in state.contents[DECK])
    check_conservation(state)


# ----- the end and the score ----------------------------------------------------------------

def test_passes_in_a_row_that_end_the_game():
    assert [pass_limit(n) for n in range(1, 7)] == [3, 4, 6, 4, 5, 6]


@pytest.mark.parametrize("players", range(1, 7))
def test_the_game_ends_on_the_last_allowed_pass(players):
    state = position([[1, 2, 3, 4, 5, 6]] * players, target=40)  # six cards never add up to 40
    passes = 0
    while not state.is_terminal():
        assert state.legal_actions() == [Pass()]
        state.apply(Pass())
        passes += 1
        if not state.is_terminal():
            state.apply(DRAW)
    assert passes == pass_limit(players) == state.passes
    assert state.legal_actions() == [] and state.phase == "lay"  # no discarding after the final pass


def test_score_is_the_last_number_played_worked_example():
    state = position([[1, 1, 1, 3, 6, 6]], target=1)
    state.contents[DECK].sort(key=lambda c: VALUE[c] == 6)  # the 6s on top: every card drawn is a 6
    lay(state, 1)
    state.apply(PLAY)  # 1
    lay(state, 1, 1)
    state.apply(PLAY)  # 2 = 1 + 1
    lay(state, 3)
    state.apply(PLAY)  # 3; the hand is all 6s now and cannot make 4
    assert values(state, hand_zone(0)) == [6] * 6
    for _ in range(2):
        state.apply(Pass())
        state.apply(DRAW)
    assert state.describe(Pass()) == "Player 1 passes: 3 passes in a row end the game at 3."
    state.apply(Pass())
    assert state.is_terminal()
    assert state.scores() == [3] and state.winners() == [0]
    assert state.results() == {"won": True, "score": 3, "score_label": "counted", "category": "solo",
                               "ending": "could not make the first number"}
    assert state.panel()["Result"] == "Counted to 3"


def test_a_count_that_never_starts_scores_nothing():
    state = position([[2, 3, 4, 5, 6, 6], [2, 2, 3, 4, 5, 6]])
    while not state.is_terminal():
        state.apply(Pass())
        if not state.is_terminal():
            state.apply(DRAW)
    assert state.scores() == [0, 0] and state.winners() == []
    assert not state.results()["won"]


@pytest.mark.parametrize("players", range(1, 7))
def test_the_team_shares_one_score_and_one_best_list_per_player_count(players):
    state = finish(engine.new_game(GAME, players, seed=11))
    score = state.score()
    assert state.scores() == [score] * players
    assert state.winners() == (list(range(players)) if score else [])
    assert state.results()["category"] == ("solo" if players == 1 else f"{players} players")
    check_conservation(state)


def test_careful_play_gets_well_past_ten():
    scores = [finish(engine.new_game(GAME, 2, seed=seed)).score() for seed in range(10)]
    assert min(scores) > 10


# ----- words --------------------------------------------------------------------------------

def test_panel_tells_the_current_player_what_to_do():
    state = position([[6, 4, 2, 2, 1, 1], [5] * 6], target=7)
    facts = state.panel()
    assert facts["Next number"] == "7" and facts["Scores"] == "6, shared by the team (the last number played)"
    assert facts["Passes in a row"] == "0 (the game ends at 4)"
    assert facts["Now"].startswith("Player 1: drag cards adding up to exactly 7")
    state.apply(Pass())
    assert state.panel()["Now"] == ("Player 1 passed: drag up to 2 cards onto the discards, then press "
                                    "Keep my hand.")
    assert state.tooltip(card_of(state, 0, 6)) == "Worth 6. Player 1's hand adds up to 16."
    assert state.describe(move(card_of(state, 0, 6), DISCARDS)) == "Player 1 discards a 6."


# ----- through the desktop UI ---------------------------------------------------------------

def play_by_mouse(d) -> None:
    """Play the careful player's choices by drags and button presses until the game ends."""
    while not d.scene.state.is_terminal():
        state = d.scene.state
        before = len(state.history)
        d.play_move(careful_action(state))
        assert len(d.scene.state.history) == before + 1, d.app.current_status()


def test_solo_and_three_player_games_by_mouse_keep_separate_best_lists():
    from ui_play import Driver, ResultsScene, SeatingScene, TableScene, play_through_ui

    d = play_through_ui(GAME, careful_action, seed=4)
    solo = d.scene.session.state
    assert solo.players == 1 and solo.score() > 0
    assert d.scene.headline() == "Player 1 wins the solo game!"
    best = saves.best_records(GAME, "solo")
    assert [e["score"] for e in best] == [solo.score()]
    assert d.scene.best_lines()[0].startswith(f"1. {solo.score()} counted · Player 1")

    d = Driver()
    seating = SeatingScene(d.app, GAME)
    seating.seed = 9
    d.app.goto(seating)
    d.steps(2)
    d.click_button("+")
    d.click_button("+")
    d.click_button("#start")
    assert isinstance(d.scene, TableScene) and d.scene.state.players == 3
    assert not d.scene.curtain  # open hands: no curtain between seats
    state = d.scene.state
    seat = state.current_player
    layable = [a for a in state.legal_actions() if a != Pass()]
    wrong = [c for c in state.contents[hand_zone(seat)] if move(c, TABLE) not in layable]
    if layable and wrong:  # a card that cannot be laid stays put; a drag or a click on it says why
        d.drag(wrong[0], TABLE)
        assert len(d.scene.state.history) == 0 and "make" in d.app.current_status()
        d.app.status("")
        d.click(d.component_pos(wrong[0]))
        assert len(d.scene.state.history) == 0 and "make" in d.app.current_status()
    play_by_mouse(d)
    d.click_button("#results")
    assert isinstance(d.scene, ResultsScene)
    team = d.scene.session.state
    assert d.scene.headline() == "The team wins: Player 1, Player 2 and Player 3!"
    assert [e["score"] for e in saves.best_records(GAME, "3 players")] == [team.score()]
    assert saves.best_records(GAME, "3 players")[0]["name"] == "Player 1 & Player 2 & Player 3"
    assert [e["score"] for e in saves.best_records(GAME, "solo")] == [solo.score()]


# ----- bots ---------------------------------------------------------------------------------

def test_bots_judge_a_finished_count_by_its_score_for_the_whole_team():
    from greenbox_desktop.ai.search import result

    low, high = position([[1, 2, 3, 4, 5, 6]] * 3, target=40), position([[1, 2, 3, 4, 5, 6]] * 3, target=40)
    low.target, high.target = 9, 19
    for state in (low, high):
        state.current_player = None
    assert result(low)[0] < result(high)[0] and len(set(result(high))) == 1
    nothing = position([[6] * 6], target=1)
    nothing.current_player = None
    assert result(nothing) == [0.0]
    assert 0.5 < high.evaluate(0) < 1 and high.evaluate(0) > low.evaluate(0)


def test_the_bot_makes_the_number_rather_than_pass():
    from greenbox_desktop import ai

    state = position([[6, 5, 4, 3, 1, 1], [5, 5, 5, 5, 5, 2]], target=9, current=0)
    assert state.playout_action(None) == move(card_of(state, 0, 4), TABLE)  # 4 + 3 + 1 + 1 keeps the 6
    choice = ai.choose(state.view(0), 0, level="easy", seed=3)
    assert choice != Pass() and choice in state.legal_actions()


def test_bots_playing_every_seat_count_well_past_ten():
    from greenbox_desktop import ai

    state = engine.new_game(GAME, 2, seed=5)
    while not state.is_terminal():
        seat = state.current_player
        state.apply(ai.choose(state.view(seat), seat, level="easy", seed=len(state.history)))
    assert state.score() > 10


def test_bots_weigh_each_set_of_cards_once_and_finish_what_they_lay():
    state = position([[5, 4, 5, 2, 1, 1], [6, 6, 3]], target=14)
    actions = state.bot_actions()
    assert Pass() not in actions  # 5 + 4 + 5 makes 14: a bot does not pass on it
    assert sorted(VALUE[a.component] for a in actions) == [1, 2, 4, 5]  # one 5 of the two
    lay(state, 5)
    assert Pass() not in state.bot_actions()  # passing now would only take the 5 back
    assert [VALUE[a.component] for a in state.bot_actions()] == [5]  # 9 more from 5 down: only 5 + 4
    lay(state, 4, 5)
    assert state.bot_actions() == [PLAY]


def test_bots_complete_cards_a_person_laid_out_of_order():
    state = position([[5, 4, 5, 2, 1, 1], [6, 6, 3]], target=14)
    lay(state, 1)  # 13 more: only 5 + 5 + 2 + 1, each above the 1 laid
    assert sorted(VALUE[a.component] for a in state.bot_actions()) == [1, 2, 5]
    assert Pass() not in state.bot_actions()


def test_bots_pass_only_when_the_hand_cannot_make_the_number():
    state = position([[6, 6, 6, 5, 5, 5], [4, 4]], target=4)
    assert state.bot_actions() == [Pass()]
    state.apply(Pass())
    assert sorted(VALUE[a.component] for a in state.bot_actions() if a != DRAW) == [5, 6]
    assert DRAW in state.bot_actions()


def test_no_bot_turn_lays_cards_and_then_passes_over_thirty_games():
    """Issue 32: a bot laid 2 + 3 + 5 + 1 towards 11 and then passed; a pass is only ever a turn's
    first step, and only when no cards in hand make the number."""
    from greenbox_desktop.ai.search import Level, decide

    quick = Level("quick", iterations=8, samples=2, steps=200, cutoff=2, horizon=20)  # the rule holds at any budget
    for game in range(30):
        state = engine.new_game(GAME, game % 6 + 1, seed=100 + game)
        while not state.is_terminal():
            seat = state.current_player
            hand = [VALUE[c] for c in state.contents[hand_zone(seat)]]
            laid = bool(state.contents[TABLE])
            choice = decide(state.view(seat), seat, quick, len(state.history))[0]
            if choice == Pass():
                need = state.target - state.laid_total()
                assert not laid and not any(state._can_lay(c, state.contents[hand_zone(seat)], need)
                                            for c in state.contents[hand_zone(seat)]), (game, hand, state.target)
            state.apply(choice)
        assert state.score() > 0
