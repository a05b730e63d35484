"""Guess What!: setup, the secret rule, judging, guesses, the ends of a round and of the game
(shared/rules/guess_what.md)."""

import random

import pytest

from greenbox_desktop import engine
from greenbox_desktop.box import component
from greenbox_desktop.engine import Choose, IllegalAction, Pass, move
from greenbox_desktop.games.guess_what import (
    BACK, BESIDE, CUBES, DECK, DECK_ZONE, NO_GUESS, ROUND_CARDS, ROW, SUPPLY, WIDTH, cubes, hand,
)
from greenbox_desktop.games.guess_what.captions import RIGHT_RING, WRONG_RING
from greenbox_desktop.games.guess_what.catalogue import BY_FAMILY, FAMILIES, RULES, consistent, judge


def game(players=3, seed=1, **options):
    return engine.new_game("guess_what", players, seed=seed, options=options)


def pick_secret(state, rule_id):
    family = RULES[rule_id].family
    state.apply(Choose("family", family))
    state.apply(Choose("rule", rule_id))


def give(state, seat, *cards):
    """Put ``cards`` into ``seat``'s hand (from wherever they are)."""
    for cid in cards:
        state.put(cid, hand(seat), face_up=False)
    state._legal = None


def start_with(state, cid):
    """Make ``cid`` the starting card (the old one goes back to the deck)."""
    state.put(state.contents[ROW][0], DECK_ZONE, face_up=False)
    state.put(cid, ROW, 0, face_up=True)
    state._legal = None


def lay(state, cid):
    state.apply(move(cid, ROW, len(state.contents[ROW])))


def assert_illegal(state, action, words):
    before = state.to_json()
    with pytest.raises(IllegalAction, match=words):
        state.apply(action)
    assert state.to_json() == before


def cards(*ids):
    return tuple(component(cid) for cid in ids)


# ----- the catalogue --------------------------------------------------------------------------
def test_catalogue_has_about_thirty_rules_in_short_families():
    assert 28 <= len(RULES) <= 34
    assert all(len(BY_FAMILY[f]) <= 6 for f in FAMILIES)
    assert len({r.words for r in RULES.values()}) == len(RULES)


@pytest.mark.parametrize("rule_id", sorted(RULES))
def test_every_rule_accepts_some_card_and_refuses_another(rule_id):
    start = cards("card.red.4")
    verdicts = {judge(rule_id, start, component(cid)) for cid in DECK}
    assert verdicts == {True, False}


@pytest.mark.parametrize("rule_id, sequence, card, expected", [
    ("higher", ("card.red.4",), "card.blue.5", True),
    ("higher", ("card.red.4",), "card.blue.4", False),
    ("other_colour", ("card.red.4",), "card.red.1", False),
    ("alternate", ("card.red.4",), "card.blue.3", True),
    ("alternate", ("card.red.4",), "card.blue.2", False),
    ("old_symbol", ("card.black.1", "card.black.2"), "card.yellow.6", True),   # drop, as black 1
    ("old_symbol", ("card.black.1", "card.black.2"), "card.black.3", False),
    ("colour_or_symbol", ("card.black.1",), "card.yellow.6", True),
    ("near", ("card.red.4",), "card.red.g1", False),                            # light green 2
    ("not_light_green", ("card.red.4",), "card.red.g2", False),
    ("new_value", ("card.red.4", "card.blue.2"), "card.green.2", False),
])
def test_worked_judgements(rule_id, sequence, card, expected):
    assert judge(rule_id, cards(*sequence), component(card)) is expected


def test_consistent_rules_follow_the_right_cards_only():
    found = consistent(cards("card.red.4"), ((component("card.blue.5"), True), (component("card.green.2"), False)))
    assert "higher" in found and "lower" not in found and "other_colour" not in found


# ----- setup ----------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 6])
@pytest.mark.parametrize("keep", [False, True])
def test_setup_deals_five_to_each_student_and_one_starting_card(players, keep):
    state = game(players, keep_hands=keep)
    prof = state.professor
    assert state.current_player == prof and state.phase == "secret"
    for s in range(players):
        assert len(state.contents[hand(s)]) == (0 if s == prof else 5)
        for other in range(players):
            assert all(state.visible_to(c, other) == (other == s) for c in state.contents[hand(s)])
    assert len(state.contents[ROW]) == 1 and state.visible_to(state.contents[ROW][0], None)
    assert len(state.contents[DECK_ZONE]) == len(DECK) - 1 - 5 * (players - 1)
    assert all(state.count(s) == 0 for s in range(players))


def test_first_professor_is_drawn_at_random():
    assert len({game(4, seed=s).professor for s in range(40)}) == 4


def test_professor_picks_in_two_steps_and_may_go_back():
    state = game()
    assert set(state.legal_actions()) == {Choose("family", f) for f in FAMILIES}
    state.apply(Choose("family", "Value"))
    assert set(state.legal_actions()) == {Choose("rule", r) for r in BY_FAMILY["Value"]} | {BACK}
    state.apply(BACK)
    pick_secret(state, "higher")
    assert state.secret == "higher" and state.phase == "play"
    assert state.current_player == (state.professor + 1) % 3


def test_a_bot_professor_never_goes_back_to_the_families():
    from greenbox_desktop import ai
    state = game()
    state.apply(Choose("family", "Value"))
    assert set(state.bot_actions()) == set(state.legal_actions()) - {BACK}
    prof = state.professor
    assert ai.choose(state.view(prof), prof, "easy", seed=1) != BACK


def test_the_secret_is_masked_for_students_only():
    state = game()
    prof = state.professor
    pick_secret(state, "pink")
    assert state.view(prof).secret == "pink"
    student = state.current_player
    assert state.view(student).secret is None and state.view(None).secret is None
    assert "Secret rule" not in state.view(student).panel()
    assert state.view(prof).panel()["Secret rule"] == RULES["pink"].words
    assert engine.game_info("guess_what").hidden_info


def test_family_the_professor_browses_is_hidden_too():
    state = game()
    state.apply(Choose("family", "Symbol"))
    assert state.view((state.professor + 1) % 3).picking is None


# ----- a Student's turn -----------------------------------------------------------------------
def test_right_card_gets_a_cube_beside_it_and_one_for_the_student():
    state = game()
    start_with(state, "card.red.4")
    pick_secret(state, "higher")
    seat = state.current_player
    give(state, seat, "card.blue.5")
    lay(state, "card.blue.5")
    assert state.verdicts == (True,)
    assert state.count(seat) == 1 and [state.where(c).slot for c in state.contents[BESIDE]] == [WIDTH + 1]
    assert state.phase == "guess" and state.current_player == seat
    assert state.marks() == [(ROW, 1, "right", RIGHT_RING)]


def test_wrong_card_stays_in_the_row_but_is_not_the_previous_card():
    state = game()
    start_with(state, "card.red.4")
    pick_secret(state, "higher")
    seat = state.current_player
    give(state, seat, "card.blue.2")
    lay(state, "card.blue.2")
    assert state.verdicts == (False,) and state.count(seat) == 0 and not state.contents[BESIDE]
    state.apply(NO_GUESS)
    nxt = state.current_player
    give(state, nxt, "card.green.3")
    lay(state, "card.green.3")   # 3 is higher than 2 but not than 4, the previous right card
    assert state.verdicts == (False, False)
    assert state.marks() == [(ROW, 1, "wrong", WRONG_RING), (ROW, 2, "wrong", WRONG_RING)] and RIGHT_RING != WRONG_RING


def test_no_guess_draws_and_passes_left_skipping_the_professor():
    state = game(4)
    pick_secret(state, "pink")
    order = []
    for _ in range(4):
        seat = state.current_player
        order.append(seat)
        lay(state, state.contents[hand(seat)][0])
        deck = len(state.contents[DECK_ZONE])
        state.apply(NO_GUESS)
        assert len(state.contents[hand(seat)]) == 5 and len(state.contents[DECK_ZONE]) == deck - 1
    p = state.professor
    first = [(p + k) % 4 for k in (1, 2, 3)]
    assert order == first + first[:1]


def test_wrong_guess_costs_a_cube_and_is_listed():
    state = game()
    start_with(state, "card.red.4")
    pick_secret(state, "higher")
    seat = state.current_player
    give(state, seat, "card.blue.5")
    lay(state, "card.blue.5")
    state.apply(Choose("guess", "Colour"))
    state.apply(Choose("rule", "other_colour"))
    assert state.count(seat) == 0 and state.wrong_guesses == ("other_colour",)
    assert len(state.contents[SUPPLY]) == len(CUBES) - 1   # the cube beside the card stays
    assert "Wrong guesses" in state.panel() and state.phase == "play"


def test_a_right_card_pays_from_the_other_colours_once_white_and_black_run_out():
    """Issue 29 and the ruling: "Correct: a cube beside the card and one to the Student", every time:
    the box's other cubes keep the supply from running dry, and the score is the count."""
    state = game(6)
    start_with(state, "card.red.4")
    pick_secret(state, "higher")
    student = state.current_player
    for cid in [c for c in CUBES if c.split(".")[1] in ("white", "black")]:
        state.put(cid, cubes(state.professor))  # every white and black cube is held already
    assert len(state.contents[SUPPLY]) == 80 and all(".white." not in c and ".black." not in c
                                                      for c in state.contents[SUPPLY])
    give(state, student, "card.blue.5")
    lay(state, "card.blue.5")
    assert state.count(student) == 1 and len(state.contents[BESIDE]) == 1
    assert state.contents[cubes(student)][0].split(".")[1] not in ("white", "black")
    assert state.scores()[student] == 1 and state.scores()[state.professor] == 40


def test_the_last_cube_of_the_supply_pays_the_student_before_the_row():
    """Ruling: a right card earns its Student a cube; when a single cube is left, the Student gets it
    and the cube beside the card is the one left out."""
    state = game(6)
    start_with(state, "card.red.4")
    pick_secret(state, "higher")
    student = state.current_player
    for cid in state.contents[SUPPLY][1:]:
        state.put(cid, cubes(state.professor))
    give(state, student, "card.blue.5")
    lay(state, "card.blue.5")
    assert state.count(student) == 1 and not state.contents[BESIDE] and not state.contents[SUPPLY]


def test_wrong_guess_with_no_cubes_costs_nothing():
    state = game()
    start_with(state, "card.red.4")
    pick_secret(state, "higher")
    seat = state.current_player
    give(state, seat, "card.blue.1")
    lay(state, "card.blue.1")
    state.apply(Choose("guess", "Colour"))
    state.apply(Choose("rule", "rby"))
    assert state.count(seat) == 0


def test_refusals_name_the_reason():
    state = game()
    student = (state.professor + 1) % 3
    card = state.contents[hand(student)][0]
    assert_illegal(state, move(card, ROW, 1), "choosing the secret rule")
    pick_secret(state, "pink")
    other = state.next_student(state.current_player)
    assert_illegal(state, move(state.contents[hand(other)][0], ROW, 1), "own hand")
    assert_illegal(state, move(state.contents[hand(student)][0], ROW, 5), "end of the row")
    assert_illegal(state, Pass(), "Lay a card")
    lay(state, state.contents[hand(student)][0])
    assert_illegal(state, move(state.contents[hand(student)][0], ROW, 2), "Guess a rule")


# ----- the end of a round ---------------------------------------------------------------------
def test_right_guess_splits_the_cubes_beside_the_cards_odd_one_to_the_student():
    state = game(2)
    start_with(state, "card.red.1")
    pick_secret(state, "higher")
    prof, student = state.professor, state.current_player
    for cid in ("card.blue.2", "card.green.3", "card.white.4"):
        give(state, student, cid)
        lay(state, cid)
        if cid != "card.white.4":
            state.apply(NO_GUESS)
    assert state.count(student) == 3 and len(state.contents[BESIDE]) == 3
    state.apply(Choose("guess", "Value"))
    state.apply(Choose("rule", "higher"))
    assert state.count(student) == 3 + 2 and state.count(prof) == 1
    assert state.round == 2 and state.professor == student and state.last_rule == "higher"
    assert not state.contents[BESIDE] and len(state.contents[ROW]) == 1 and state.phase == "secret"


def test_twelve_cards_without_a_right_guess_send_the_cubes_back():
    state = game(3)
    pick_secret(state, "not_light_green")
    for _ in range(ROUND_CARDS):
        seat = state.current_player
        lay(state, state.contents[hand(seat)][0])
        right = sum(state.verdicts)
        assert len(state.contents[BESIDE]) == right
        state.apply(NO_GUESS)
    held = state.count(0) + state.count(1) + state.count(2)
    assert held == right > 0
    assert state.round == 2 and not state.contents[BESIDE]
    assert len(state.contents[SUPPLY]) == len(CUBES) - held


def test_new_round_reshuffles_or_keeps_hands():
    fresh = game(3, seed=3)
    kept = game(3, seed=3, keep_hands=True)
    for state in (fresh, kept):
        prof = state.professor
        pick_secret(state, "pink")
        student = state.current_player
        lay(state, state.contents[hand(student)][0])
        state.apply(Choose("guess", "Background"))
        before = list(state.contents[hand(student)]) if state is kept else None
        state.apply(Choose("rule", "pink"))
        assert state.professor == (prof + 1) % 3
        if state is kept:
            assert len(state.contents[hand(prof)]) == 5          # the old Professor is dealt 5
            assert state.contents[hand(student)][:4] == before[:4]
        else:
            assert not state.contents[hand(state.professor)]
        assert sum(len(state.contents[hand(s)]) for s in range(3)) == (15 if state is kept else 10)


def test_game_ends_after_everyone_was_professor_and_most_cubes_wins():
    state = game(2)
    profs = []
    for _ in range(2):
        profs.append(state.professor)
        start_with(state, "card.red.1")
        pick_secret(state, "higher")
        student = state.current_player
        give(state, student, "card.blue.2")
        lay(state, "card.blue.2")
        state.apply(Choose("guess", "Value"))
        state.apply(Choose("rule", "higher"))
    assert sorted(profs) == [0, 1] and state.is_terminal()
    assert state.scores() == [2.0, 2.0] and state.winners() == [0, 1]
    assert "game is over" in " ".join(state.news(state, NO_GUESS))


# ----- bots -----------------------------------------------------------------------------------
def test_determinize_picks_a_rule_that_agrees_with_the_verdicts_and_guesses():
    state = game()
    start_with(state, "card.red.4")
    pick_secret(state, "higher")
    seat = state.current_player
    give(state, seat, "card.blue.5")
    lay(state, "card.blue.5")
    state.apply(Choose("guess", "Colour"))
    state.apply(Choose("rule", "other_colour"))
    view = state.view(state.current_player)
    rng = random.Random(5)
    seen = set()
    for _ in range(60):
        sample = view.determinize(view.current_player, rng)
        assert judge(sample.secret, cards("card.red.4"), component("card.blue.5"))
        assert sample.secret != "other_colour"
        seen.add(sample.secret)
    assert "higher" in seen and len(seen) > 3



# ----- free mode: the Professor judges by hand ----------------------------------------------------
from greenbox_desktop.games.guess_what import SAY_GUESS, THOUGHT  # noqa: E402
from greenbox_desktop.ui.session import Seat, Session  # noqa: E402


def free_game(players=3, seed=1):
    state = game(players, seed, judge="professor")
    state.apply(THOUGHT)
    return state


def test_free_mode_professor_only_says_a_rule_is_in_mind():
    state = game(judge="professor")
    professor = state.professor
    assert state.legal_actions() == [THOUGHT] and state.secret is None
    state.apply(THOUGHT)
    assert state.phase == "play" and state.current_player == state.next_student(professor)
    assert state.secret is None


def test_free_mode_a_card_waits_for_the_professors_verdict():
    state = free_game()
    student, professor = state.current_player, state.professor
    before = state.count(student)
    lay(state, state.contents[hand(student)][0])
    assert state.phase == "judge card" and state.current_player == professor
    assert state.legal_actions() == [Choose("card", True), Choose("card", False)]
    assert_illegal(state, NO_GUESS, "judging")
    state.apply(Choose("card", True))
    assert state.verdicts == (True,) and state.count(student) == before + 1
    assert len(state.contents[BESIDE]) == 1
    assert state.phase == "guess" and state.current_player == student
    assert state.legal_actions() == [SAY_GUESS, NO_GUESS]


def test_free_mode_a_wrong_card_earns_nothing():
    state = free_game()
    student = state.current_player
    lay(state, state.contents[hand(student)][0])
    state.apply(Choose("card", False))
    assert state.verdicts == (False,) and state.count(student) == 0 and not state.contents[BESIDE]


def test_free_mode_guesses_are_judged_by_the_professor():
    state = free_game()
    student = state.current_player
    lay(state, state.contents[hand(student)][0])
    state.apply(Choose("card", True))
    state.apply(SAY_GUESS)
    assert state.phase == "judge guess" and state.current_player == state.professor
    state.apply(Choose("guessed", False))  # a wrong guess costs the cube just won
    assert state.count(student) == 0 and len(state.wrong_guesses) == 1
    assert state.phase == "play" and state.current_player == state.next_student(student)
    assert len(state.contents[hand(student)]) == 5  # laid one, drew one


def test_free_mode_a_right_guess_ends_the_round_and_splits_the_cubes():
    state = free_game()
    professor = state.professor
    for i in range(3):  # three right cards; the Student of the third guesses right
        lay(state, state.contents[hand(state.current_player)][0])
        state.apply(Choose("card", True))
        if i < 2:
            state.apply(NO_GUESS)
    guesser = state.current_player
    held = [state.count(s) for s in range(3)]
    state.apply(SAY_GUESS)
    before = state.clone()
    state.apply(Choose("guessed", True))
    assert state.round == 2 and state.professor == (professor + 1) % 3
    gained = [state.count(s) - held[s] for s in range(3)]
    assert gained[guesser] == 2 and gained[professor] == 1  # 3 cubes beside: the odd one to the Student
    assert "may now tell everyone the rule" in " ".join(state.news(before, Choose("guessed", True)))


def test_free_mode_needs_a_person_in_every_seat():
    seats = [Seat("Ann", "red"), Seat("Bo", "blue", "bot:easy"), Seat("Cy", "green")]
    with pytest.raises(ValueError, match="needs a person in every seat"):
        Session.new("guess_what", seats, 1, {"judge": "professor"})
    people = [Seat("Ann", "red"), Seat("Bo", "blue"), Seat("Cy", "green")]
    assert Session.new("guess_what", people, 1, {"judge": "professor"}).state.free
    assert not Session.new("guess_what", seats, 1, {}).state.free  # bots play the app-judged game


def test_every_right_card_of_six_player_games_pays_its_student():
    """Issue 29: "in a 6-player game 31 of 69 right cards paid nothing"; now every right card pays a
    cube (random play that never guesses, so that rounds run their full twelve cards)."""
    for seed in range(5):
        state = game(6, seed)
        chooser = random.Random(seed)
        while not state.is_terminal():
            legal = [a for a in state.legal_actions() if getattr(a, "key", None) != "guess"] or state.legal_actions()
            action = chooser.choice(legal)
            student, before, verdicts = state.current_player, state.count(state.current_player), len(state.verdicts)
            state.apply(action)
            if len(state.verdicts) == verdicts + 1 and state.verdicts[-1]:
                assert state.count(student) == before + 1
