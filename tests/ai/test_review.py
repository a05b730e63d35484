"""The review of a game: a planted NIM blunder is found, chances come from each seat's own view,
the same inputs give the same review, progress is reported, and kept reviews are checked like saves."""

import contextlib
import json
import operator
import random
from functools import reduce

import pytest

from greenbox_desktop import engine, saves
from greenbox_desktop.ai import review
from greenbox_desktop.engine import GameInfo, Pass, State, Zone, move, register, registry
from greenbox_desktop.engine.playout import random_playout
from greenbox_desktop.games import nim
from greenbox_desktop.saves import history, reviews
from test_bots import TINY, _permute_hidden, _positions

RANDOM_HEAPS = {"random_heaps": True, "misere": False}


# ----- a NIM game with one planted blunder ----------------------------------------------------
def _take(state, heap, cubes):
    """Take ``cubes`` from ``heap`` and end the turn (unless the game ended)."""
    for _ in range(cubes):
        state.apply(move(state.top(nim.heap_zone(heap)), f"taken.{state.current_player}"))
        if state.is_terminal():
            return
    state.apply(Pass())


def _planted_game(seed):
    """Both seats play NIM perfectly (a lost seat takes one cube) except that the first seat able
    to win, on its second such turn, takes a cube from a heap that cannot win; returns the game and
    the index of that blunder."""
    state = engine.new_game("nim", 2, seed, RANDOM_HEAPS)
    winning_turns, blunder = 0, None
    while not state.is_terminal():
        sizes = state.heap_sizes()
        nim_sum = reduce(operator.xor, sizes)
        good = [k for k, n in enumerate(sizes) if n and n ^ nim_sum < n]
        if good:
            winning_turns += 1
            bad = [k for k, n in enumerate(sizes) if n and k not in good]
            if blunder is None and winning_turns == 2 and bad:
                blunder = len(state.history)
                _take(state, bad[0], 1)
                continue
            _take(state, good[0], sizes[good[0]] - (sizes[good[0]] ^ nim_sum))
        else:
            _take(state, next(k for k, n in enumerate(sizes) if n), 1)
    assert blunder is not None
    return state, blunder


def test_a_planted_nim_blunder_is_the_top_turning_point_and_the_better_move_wins():
    for seed in (5, 11):
        game, blunder = _planted_game(seed)
        result = review.analyse("nim", 2, seed, RANDOM_HEAPS, game.history)
        top = result.turning_points[0]
        before = engine.replay("nim", 2, seed, RANDOM_HEAPS, game.history[:blunder])
        assert (top.step, top.seat, top.played) == (blunder, before.current_player, game.history[blunder])
        assert top.loss > 0.3 and top.loss == pytest.approx(top.kept - top.left)
        assert before.evaluate(top.seat) == 1.0
        after = before.clone()
        after.apply(top.better)
        assert after.is_terminal() and after.winners() == [top.seat] or after.evaluate(top.seat) == 1.0
        assert all(p.loss < top.loss for p in result.turning_points[1:])


def test_chances_have_one_tuple_per_step_and_end_with_the_result():
    game, _ = _planted_game(5)
    result = review.analyse("nim", 2, 5, RANDOM_HEAPS, game.history, level="easy")
    assert len(result.chances) == len(game.history) + 1
    assert all(len(c) == 2 and all(0 <= v <= 1 for v in c) for c in result.chances)
    winner = game.winners()[0]
    assert result.chances[-1][winner] == 1.0 and result.chances[-1][1 - winner] == 0.0
    assert not result.team


def test_turning_points_are_capped_per_seat_and_sorted():
    points = [review.TurningPoint(step, step % 2, loss, Pass(), Pass(), loss, 0.0)
              for step, loss in enumerate([0.2, 0.9, 0.3, 0.8, 0.4, 0.7, 0.5, 0.6, 0.1, 0.55, 0.65, 0.75, 0.01])]
    picked = review.pick_turning_points(points)
    assert [p.loss for p in picked] == sorted((p.loss for p in picked), reverse=True)
    for seat in (0, 1):
        assert len([p for p in picked if p.seat == seat]) == review.TURNING_POINTS_PER_SEAT
    assert 0.01 not in [p.loss for p in picked]


# ----- the same inputs, the same review; progress --------------------------------------------
def test_the_same_inputs_give_the_same_review_and_progress_counts_the_steps():
    game = random_playout("green_bite", 2, 3)
    calls = []
    first = review.analyse("green_bite", 2, 3, dict(game.options), game.history, "easy", bot_seed=4,
                           progress=lambda done, total: calls.append((done, total)))
    again = review.analyse("green_bite", 2, 3, dict(game.options), game.history, "easy", bot_seed=4)
    n = len(game.history)
    assert first == again
    assert calls == [(k, n) for k in range(n + 1)]


def test_a_review_can_be_stopped():
    game = random_playout("nim", 2, 3)
    asked = []

    def stop():
        asked.append(1)
        return len(asked) > 3

    with pytest.raises(review.Cancelled):
        review.analyse("nim", 2, 3, dict(game.options), game.history, "easy", stop=stop)


# ----- never peeking ---------------------------------------------------------------------------
class DealtPairs(State):
    """Six cards shuffled by the seed: two to each hidden hand, two hidden aside.  Each seat in turn
    lays a card face up; the larger total laid wins."""

    INFO = GameInfo(id="test_dealt_pairs", title="Dealt pairs (test)", designer="Tests", min_players=2,
                    max_players=2, minutes=1, complexity=1, summary="Lay your two cards.", hidden_info=True)

    @classmethod
    def declare_zones(cls, players, options):
        return [Zone(f"hand.{s}", "hand", owner=s, visibility="owner", face_up=False) for s in range(players)] + [
            Zone(f"laid.{s}", "pool") for s in range(players)] + [
            Zone("aside", "stack", visibility="nobody", face_up=False)]

    def setup(self) -> None:
        cards = [f"card.red.{n}" for n in range(1, 7)]
        self.shuffle(cards)
        for k, cid in enumerate(cards):
            self.put(cid, f"hand.{k // 2}" if k < 4 else "aside")

    def generate(self):
        return [move(c, f"laid.{self.current_player}") for c in self.contents[f"hand.{self.current_player}"]]

    def perform(self, action) -> None:
        self.put(action.component, action.zone, None, True)
        self.current_player = None if not self.contents["hand.1"] else 1 - self.current_player

    def scores(self):
        return [sum(int(c.split(".")[2]) for c in self.contents[f"laid.{s}"]) for s in range(2)]

    def winners(self):
        a, b = self.scores()
        return [] if a == b else [0 if a > b else 1]


@contextlib.contextmanager
def _registered():
    register(DealtPairs)
    try:
        yield
    finally:
        registry._REGISTRY.pop(DealtPairs.INFO.id, None)


def test_hidden_cards_a_seat_cannot_see_do_not_change_its_chances():
    with _registered():
        deals = {}
        for seed in range(200):
            state = engine.new_game("test_dealt_pairs", 2, seed)
            deals.setdefault(tuple(state.contents["hand.0"]), []).append((seed, tuple(state.contents["hand.1"])))
        total = lambda hand: sum(int(c.split(".")[2]) for c in hand)  # noqa: E731
        pairs = ([a, b] for same_hand in deals.values() for a in same_hand for b in same_hand)
        seeds = max(pairs, key=lambda p: total(p[0][1]) - total(p[1][1]))
        reviews_seen = []
        for seed, hand in seeds:
            mine = engine.new_game("test_dealt_pairs", 2, seed).contents["hand.0"]
            actions = [move(mine[0], "laid.0"), move(hand[0], "laid.1"), move(mine[1], "laid.0"),
                       move(hand[1], "laid.1")]
            reviews_seen.append(review.analyse("test_dealt_pairs", 2, seed, {}, actions, bot_seed=1))
        one, other = reviews_seen
        # seat 0 sees the same before its move and after it (seat 1 has not shown a card yet) ...
        assert [c[0] for c in one.chances[:2]] == [c[0] for c in other.chances[:2]]
        # ... while seat 1, whose hand differs, is judged from what it holds
        assert one.chances[1][1] > other.chances[1][1]


def _possible_for_the_mover(state):
    """Whether the game can still deal the hidden parts of the mover's view (shuffling what another
    seat cannot see may give the mover cards its rules never put there, e.g. an Island territory
    card in a hand)."""
    mover = state.current_player
    try:
        state.view(mover).determinize(mover, random.Random(0))
    except (IndexError, KeyError, ValueError):
        return False
    return True


@pytest.mark.parametrize("game_id", [info.id for info in engine.games() if info.hidden_info and not info.sandbox])
def test_in_every_game_with_secrets_a_seats_chance_ignores_what_it_cannot_see(game_id):
    checked = 0
    for state in _positions(engine.game_info(game_id)):
        for seat in range(state.players):
            other, changed = _permute_hidden(state, seat, seed=9)
            if changed and _possible_for_the_mover(other):
                mine = review.judge_step(state, None, 0, TINY, 3).chances[seat]
                assert review.judge_step(other, None, 0, TINY, 3).chances[seat] == mine
                checked += 1
    assert checked


# ----- kept reviews ----------------------------------------------------------------------------
def _kept_nim():
    game = random_playout("nim", 2, 3)
    save = saves.SaveGame.from_state(game, ["Ann", "Bo"], ["human", "human"])
    history.keep_finished(save)
    return save, review.analyse("nim", 2, 3, dict(game.options), game.history, "easy")


def test_a_kept_review_reads_back_the_same():
    save, result = _kept_nim()
    assert reviews.load_review(save, "easy") is None
    path = reviews.store_review(save, result)
    assert path.parent == history.history_dir() if hasattr(history, "history_dir") else True
    assert reviews.load_review(save, "easy") == result
    assert [e.path.name for e in history.list_history()] == [history.entry_name(save)]


@pytest.mark.parametrize("damage", ["edited", "truncated", "other game", "newer", "foreign", "bad move"])
def test_a_damaged_review_is_refused_and_left_untouched(damage):
    save, result = _kept_nim()
    path = reviews.store_review(save, result)
    obj = json.loads(path.read_text())
    if damage == "edited":
        obj["chances"][0][0] = 0.123
    elif damage == "truncated":
        path.write_text(path.read_text()[:40])
    elif damage == "other game":
        obj["reviews"] = "nim-0000.json"
    elif damage == "newer":
        obj["version"] = reviews.VERSION + 1
    elif damage == "foreign":
        obj = {"hello": 1}
    elif damage == "bad move":
        obj["turning_points"] = [{"step": 0, "seat": 0, "loss": 0.5, "kept": 0.5, "left": 0.0,
                                  "played": {"type": "nope"}, "better": {"type": "pass"}}]
        obj["checksum"] = saves.savefile._checksum(obj)
    if damage != "truncated":
        path.write_text(json.dumps(obj))
    before = path.read_bytes()
    with pytest.raises(saves.SaveError) as refused:
        reviews.load_review(save, "easy")
    assert "review" in str(refused.value)
    assert path.read_bytes() == before


def test_deleting_a_kept_game_deletes_its_reviews():
    save, result = _kept_nim()
    path = reviews.store_review(save, result)
    [entry] = history.list_history()
    history.delete_entry(entry)
    assert not path.exists() and not entry.path.exists()
