"""The solo games' own bots (``State.bot_choice``): Hudai's planner-based levels, Desert Dessert's Hard."""

import random

import pytest

from greenbox_desktop import ai, engine
from greenbox_desktop.ai import desert_dessert_bot, hudai_bot, hudai_greedy
from greenbox_desktop.ai.search import decide, level
from greenbox_desktop.games.desert_dessert.strategy import sensible
from greenbox_desktop.games.hudai_monastery.parts import CARD_BACKGROUND, DECK_LAYERS
from greenbox_desktop.ui.bot_runner import HINT_LEVEL
from tests.ai.test_bots import TINY, _permute_hidden


def _hudai_after(seed, actions, options=None):
    """A Hudai game after ``actions`` moves of the greedy player."""
    state = engine.new_game("hudai_monastery", 1, seed, options or {})
    player = hudai_greedy.Player()
    for _ in range(actions):
        if state.is_terminal():
            break
        state.apply(player.choose(state))
    return state


def _hudai_choice_point(seed=0):
    """The first act-phase position of a greedy game where the planner's best plans start differently,
    so Hard plays them through the demon phase before it chooses."""
    state = engine.new_game("hudai_monastery", 1, seed)
    player = hudai_greedy.Player()
    while True:
        if state.phase == "act" and state.pending is None:
            plans = hudai_greedy.plan_options(state, hudai_greedy.BEAM_WIDTH, hudai_bot.STYLES["hard"].candidates)
            if len({tuple(plan[:1]) for _, plan in plans}) > 1:
                return state
        state.apply(player.choose(state))


# ----- Hudai: the hidden deck ----------------------------------------------------------------------
@pytest.mark.parametrize("deck", ["standard", "all_pink", "all_pink_beige"])
def test_resampled_demon_decks_keep_their_layers(deck):
    """Light green lies on pink, pink on beige: a sample deals each layer's unseen cards within it."""
    for actions in (0, 30, 60):
        state = _hudai_after(2, actions, {"deck": deck})
        if state.is_terminal():
            continue
        true_layers = [CARD_BACKGROUND[c] for c in state.contents["deck"]]
        shown = {c for c in state.loc if c not in state.contents["deck"]}
        for seed in range(3):
            sample = state.view(0).determinize(0, random.Random(seed))
            layers = [CARD_BACKGROUND[c] for c in sample.contents["deck"]]
            assert layers == true_layers
            assert not shown & set(sample.contents["deck"])
    order = [background for background, _ in DECK_LAYERS["standard"]]
    assert order == ["beige", "pink", "lightgreen"]  # bottom first


def test_a_sample_deals_the_unseen_cards_of_a_layer_in_a_new_order():
    state = _hudai_after(2, 0)
    decks = {tuple(state.view(0).determinize(0, random.Random(seed)).contents["deck"]) for seed in range(4)}
    assert len(decks) == 4


# ----- Hudai: the levels -----------------------------------------------------------------------------
def test_hudai_bots_decide_by_the_planner_without_the_search():
    state = _hudai_choice_point()
    view = state.view(0)
    for name in ("easy", "normal", "hard"):
        action, iterations, _ = decide(view, 0, level(name), seed=3)
        assert iterations == 0 and action in state.legal_actions()
        assert action == hudai_bot.choose(view, name, 3)
    assert hudai_bot.choose(view, "tiny", 3) is None  # a level it does not know: the search decides
    assert decide(view, 0, TINY, seed=3)[1] > 0


def test_normal_follows_the_greedy_planner():
    state = _hudai_choice_point()
    assert ai.choose(state.view(0), 0, "normal", seed=1) == hudai_greedy.Player().choose(state)


def test_the_hint_asks_the_hard_bot():
    """The table's hint searches at HINT_LEVEL, which in Hudai is Hard's look-ahead over the planner."""
    state = _hudai_choice_point()
    assert HINT_LEVEL == "hard"
    view = state.view(0)
    assert decide(view, 0, level(HINT_LEVEL), seed=5)[0] == hudai_bot.choose(view, "hard", 5)


def test_hard_never_peeks_and_repeats_itself():
    checked = 0
    for state in (_hudai_choice_point(0), _hudai_choice_point(1), _hudai_after(1, 0)):
        other, changed = _permute_hidden(state, 0, seed=9)
        assert changed
        view, other_view = state.view(0), other.view(0)
        choice = ai.choose(view, 0, "hard", seed=4)
        assert ai.choose(other_view, 0, "hard", seed=4) == choice
        assert ai.choose(state.view(0), 0, "hard", seed=4) == choice
        checked += 1
    assert checked == 3


def test_hard_wins_a_game_the_planner_and_normal_lose():
    """Seed 5 of the default game: the greedy planner and Normal lose it (as every level did
    before Hudai's bots had the planner); Hard, looking through the demon phase, wins it."""
    assert hudai_greedy.play(5).outcome != "won"
    for name, wins in (("normal", False), ("hard", True)):
        state = engine.new_game("hudai_monastery", 1, 5)
        step = 0
        while not state.is_terminal():
            state.apply(ai.choose(state.view(0), 0, name, seed=5 * 7919 + step))
            step += 1
        assert (state.outcome == "won") == wins, name


# ----- Desert Dessert: Hard ---------------------------------------------------------------------------
def _desert_after(seed, actions):
    state = engine.new_game("desert_dessert", 1, seed)
    rng = random.Random(seed)
    for _ in range(actions):
        state.apply(sensible(state, rng))
    return state


def test_desert_hard_never_peeks_and_repeats_itself():
    for actions in (3, 20):
        state = _desert_after(1, actions)
        other, changed = _permute_hidden(state, 0, seed=9)
        assert changed
        choice = ai.choose(state.view(0), 0, "hard", seed=2)
        assert ai.choose(other.view(0), 0, "hard", seed=2) == choice
        assert ai.choose(state.view(0), 0, "hard", seed=2) == choice


def test_desert_hard_keeps_the_scripted_move_unless_another_clearly_saves_turns(monkeypatch):
    state = _desert_after(1, 3)
    view = state.view(0)
    assert len(view.bot_actions()) > 1
    monkeypatch.setattr(desert_dessert_bot, "MARGIN", 1_000.0)
    assert desert_dessert_bot.choose(view, 2) == sensible(view, random.Random(0))


def test_desert_only_hard_plans_its_own_way():
    view = _desert_after(1, 3).view(0)
    assert view.bot_choice(0, "normal", 1) is None and view.bot_choice(0, "easy", 1) is None
    assert view.bot_choice(0, "hard", 1) in view.legal_actions()
