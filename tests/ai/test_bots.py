"""The generic bot: known best moves, never peeking, determinism and legality in every game."""

import json
import random

import pytest

from greenbox_desktop import ai, engine
from greenbox_desktop.ai.search import Level, Search, result
from greenbox_desktop.engine import Move, Pass, State
from greenbox_desktop.engine.evaluation import lead
from greenbox_desktop.engine.hidden import is_masked, rename, resample
from greenbox_desktop.games import nim
from greenbox_desktop.games.business_casual import VALUE, WORKERS

TINY = Level("tiny", iterations=12, samples=2, steps=400, cutoff=2, horizon=30)


def _position(game_id, players, seed, moves):
    """A game after ``moves`` random actions (fewer if it ends), seeded."""
    state = engine.new_game(game_id, players, seed)
    chooser = random.Random(seed)
    for _ in range(moves):
        actions = state.legal_actions()
        if not actions:
            break
        candidate = actions[chooser.randrange(len(actions))]
        after = state.clone()
        after.apply(candidate)
        if after.is_terminal():
            break
        state = after
    return state


def _positions(info):
    """A few unfinished positions of a game, for every player count it allows at the ends."""
    for players in sorted({info.min_players, info.max_players}):
        for seed, moves in ((1, 3), (2, 17)):
            state = _position(info.id, players, seed, moves)
            if not state.is_terminal():
                yield state


def _game_ids():
    return [info.id for info in engine.games()]


# ----- known best moves ---------------------------------------------------------------------------
def _nim(*heaps, misere=False):
    """NIM with these heaps built by seat 0, seat 1 to take first."""
    return nim.built(heaps, misere=misere)


def _nim_sum(state):
    total = 0
    for size in state.heap_sizes():
        total ^= size
    return total


@pytest.mark.parametrize("heaps", [(1, 2), (3, 4, 5), (2, 5, 6)])
def test_hard_finds_the_winning_nim_move(heaps):
    state = _nim(*heaps)
    assert _nim_sum(state) != 0
    seat = state.current_player
    while state.current_player == seat:
        state.apply(ai.choose(state.view(seat), seat, "hard", seed=3))
    assert _nim_sum(state) == 0


def test_nim_evaluation_is_exact_in_both_goals():
    assert _nim(1, 2).evaluate(1) == 1.0 and _nim(1, 2).evaluate(0) == 0.0
    assert _nim(2, 2).evaluate(1) == 0.0
    assert _nim(1, 1, misere=True).evaluate(1) == 1.0  # take one, the other must take the last
    assert _nim(1, 1, 1, misere=True).evaluate(1) == 0.0
    mid = _nim(3, 1)
    mid.apply(Move(mid.top(nim.heap_zone(0)), "taken.1", None))  # 2 left on heap 1: take one more to win
    assert mid.evaluate(1) == 1.0


def test_search_takes_a_one_move_business_casual_win():
    state = engine.new_game("business_casual", 2, seed=1)
    for tile in list(state.contents["stack"]):
        state.put(tile, "box")
    two, three = (next(t for t in WORKERS if VALUE[t] == v) for v in (2, 3))
    state.put(two, "workers", 0, face_up=True)  # A1
    state.put(three, "stack", 0, face_up=True)  # the last worker: a 3 beats the 2 beside it
    seat = state.current_player
    choice = ai.choose(state.view(seat), seat, "normal", seed=5)
    assert choice.slot in (1, 4)  # B1 or A2, the two cells beside A1
    after = state.clone()
    after.apply(choice)
    assert after.winners() == [seat]


def test_a_win_is_worth_about_one_and_a_loss_about_nothing():
    state = _nim(1)
    state.apply(Move(state.top(nim.heap_zone(0)), "taken.1", None))
    assert state.winners() == [1]
    lost, won = result(state)
    assert won > 0.9 and lost < 0.1


# ----- never peeking -------------------------------------------------------------------------------
def _permute_hidden(state, seat, seed):
    """The same state with the components ``seat`` cannot see shuffled among their places (within a kind)."""
    hidden: dict[str, list[str]] = {}
    for cid in state.loc:
        if not state.visible_to(cid, seat):
            hidden.setdefault(cid.split(".")[0], []).append(cid)
    mapping = {}
    chooser = random.Random(seed)
    for ids in hidden.values():
        shuffled = ids[:]
        chooser.shuffle(shuffled)
        mapping.update(zip(ids, shuffled))
    other = state.clone()
    other.loc = {mapping.get(cid, cid): where for cid, where in state.loc.items()}
    other.contents = {z: [mapping.get(cid, cid) for cid in ids] for z, ids in state.contents.items()}
    for name, value in state.__dict__.items():
        if name not in ("loc", "contents", "history", "_legal", "_ztab", "rng"):
            setattr(other, name, rename(value, mapping))
    return other, any(a != b for a, b in mapping.items())


def _public(view):
    """A view's contents without its (randomly re-seeded) RNG and its log."""
    body = {k: v for k, v in view.__dict__.items() if k not in ("rng", "history", "_legal", "_ztab")}
    return repr(sorted(body.items(), key=lambda item: item[0]))


@pytest.mark.parametrize("game_id", _game_ids())
def test_the_bot_never_peeks(game_id):
    checked = 0
    for state in _positions(engine.game_info(game_id)):
        seat = state.current_player
        other, changed = _permute_hidden(state, seat, seed=9)
        if not changed:
            continue
        view, other_view = state.view(seat), other.view(seat)
        assert _public(view) == _public(other_view)
        legal = view.legal_actions()
        assert Search(view, seat, TINY, 4).run(legal) == Search(other_view, seat, TINY, 4).run(legal)
        checked += 1
    if engine.game_info(game_id).hidden_info:
        assert checked, "a game with hidden information should hide something in these positions"


@pytest.mark.parametrize("game_id", _game_ids())
def test_resampling_keeps_what_the_seat_sees_and_hides_nothing_behind_masks(game_id):
    for state in _positions(engine.game_info(game_id)):
        seat = state.current_player
        view = state.view(seat)
        sample = view.determinize(seat, random.Random(1))
        assert not any(is_masked(cid) for cid in sample.loc)
        assert sorted(sample.loc) == sorted(set(sample.loc))
        for cid, where in view.loc.items():
            if not is_masked(cid):
                assert sample.loc[cid] == where
        assert sorted(sample.legal_actions(), key=str) == sorted(view.legal_actions(), key=str)
        if type(view).determinize is State.determinize:  # games that know more resample their own way
            assert resample(view, random.Random(1)).loc == view.determinize(seat, random.Random(1)).loc


# ----- determinism and legality -------------------------------------------------------------------
@pytest.mark.parametrize("game_id", _game_ids())
def test_choices_are_legal_and_repeatable(game_id):
    for state in _positions(engine.game_info(game_id)):
        seat = state.current_player
        view = state.view(seat)
        assert state.bot_actions() and set(state.bot_actions()) <= set(state.legal_actions())
        choice = ai.choose(view, seat, "easy", seed=7)
        assert choice in state.legal_actions()
        assert ai.choose(state.view(seat), seat, "easy", seed=7) == choice


def _position_key(state):
    """What a position holds, without its action log (a game said twice is the same position)."""
    body = json.loads(state.clone(with_history=False).to_json())["state"]
    return json.dumps({k: v for k, v in body.items() if k != "history"}, sort_keys=True)


@pytest.mark.parametrize("game_id", [info.id for info in engine.games() if not info.sandbox])
def test_no_two_bot_actions_in_a_row_bring_a_position_back(game_id):
    """Else a bot that likes where it stands could take the pair for ever instead of playing on
    (Green Port's Specialize and Cancel did); games leave such undoing actions out of ``bot_actions``."""
    info = engine.game_info(game_id)
    state = engine.new_game(game_id, max(2, info.min_players) if info.max_players > 1 else 1, seed=1)
    chooser = random.Random(1)
    for step in range(150):
        if state.is_terminal():
            break
        if step % 5 == 0:
            before, seat = _position_key(state), state.current_player
            for first in chooser.sample(state.bot_actions(), min(8, len(state.bot_actions()))):
                middle = state.clone()
                middle.apply(first)
                for second in middle.bot_actions()[:8] if middle.current_player == seat else []:
                    after = middle.clone()
                    after.apply(second)
                    assert after.current_player != seat or _position_key(after) != before, (first, second)
        actions = state.legal_actions()
        state.apply(actions[chooser.randrange(len(actions))])


@pytest.mark.parametrize("game_id", ["nim", "oki", "business_casual", "snatch", "make_way"])
def test_stopping_once_settled_never_changes_the_choice(game_id, monkeypatch):
    budget = Level("small", iterations=120, samples=3, steps=2_000, cutoff=4, horizon=60)
    for state in _positions(engine.game_info(game_id)):
        seat = state.current_player
        view = state.view(seat)
        legal = view.legal_actions()
        quick = Search(view, seat, budget, 5).run(legal)
        with monkeypatch.context() as patch:
            patch.setattr(Search, "settled", lambda self, legal: False)
            assert Search(view, seat, budget, 5).run(legal) == quick


def test_a_clear_choice_ends_the_search_early():
    state = _nim(1, 4)  # taking 3 of the 4 leaves 1 and 1: the only winning move
    search = Search(state.view(1), 1, ai.search.level("hard"), 0)
    search.run(state.legal_actions())
    assert search.iterations < ai.search.level("hard").iterations


def test_settled_counts_the_budget_left():
    state = _nim(1, 2)
    search = Search(state.view(1), 1, Level("few", iterations=10, samples=1, steps=100, cutoff=1, horizon=5), 0)
    legal = state.legal_actions()
    search.iterations = 4
    search.root.children[legal[0]] = leader = type(search.root)()
    leader.visits = 4
    assert not search.settled(legal)  # 6 iterations left could still give another action 6 visits
    leader.visits = 7
    assert search.settled(legal)


def test_a_single_legal_action_is_returned_at_once():
    state = _nim(1, 2)
    state.apply(Move(state.top(nim.heap_zone(0)), "taken.1", None))  # heap 1 is empty now: only Pass is left
    assert state.legal_actions() == [Pass()]
    assert ai.choose(state.view(1), 1, "hard") == Pass()


def test_unknown_level_and_wrong_seat_are_refused():
    state = _nim(1, 2)
    with pytest.raises(ValueError, match="no bot level"):
        ai.choose(state.view(1), 1, "expert")
    with pytest.raises(ValueError, match="not seat 0's turn"):
        ai.choose(state.view(0), 0)


# ----- evaluation hooks ---------------------------------------------------------------------------
def test_lead_is_even_when_level_and_favours_the_leader():
    assert lead([4, 4], 0, 3.0) == 0.5
    assert lead([5, 2, 1], 0, 3.0) > 0.8 and lead([5, 2, 1], 1, 3.0) < 0.2
    assert lead([9], 0, 3.0) > 0.99


@pytest.mark.parametrize("game_id", _game_ids())
def test_evaluations_lie_between_lost_and_won(game_id):
    for state in _positions(engine.game_info(game_id)):
        for seat in range(state.players):
            value = state.evaluate(seat)
            assert value is None or 0.0 <= value <= 1.0


def test_swarm_evaluation_favours_the_side_with_more_cubes():
    state = engine.new_game("swarm", 2, seed=3)
    assert state.evaluate(0) == state.evaluate(1) == 0.5
    for cid in [c for c in state.contents["cubes"] if c.startswith("cube.blue")][:3]:
        state.put(cid, "box")  # three of Player 2's cubes leave the game
    assert state.evaluate(0) > 0.5 > state.evaluate(1)


def test_resampled_hands_hold_only_cards_the_game_puts_there():
    from greenbox_desktop.games.gridblock.parts import CARDS

    state = engine.new_game("gridblock", 2, seed=4)
    view = state.view(0)
    hidden_zones = {zone for zone, ids in view.contents.items() if any(is_masked(c) for c in ids)}
    assert hidden_zones
    for seed in range(5):
        sample = view.determinize(0, random.Random(seed))
        for zone in hidden_zones:
            colour = zone.split(".")[1]
            assert set(sample.contents[zone]) <= set(CARDS[colour]), zone
