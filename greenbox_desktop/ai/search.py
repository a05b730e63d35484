"""The generic bot: information-set Monte Carlo tree search over resampled views.

Each iteration takes one of a few determinizations of the view (``State.determinize``: the
hidden components dealt again at random), gives it a fresh RNG from the bot's own seed (so no
die or draw is foreseen), and walks a tree keyed by actions, choosing with UCT among the
actions legal in that sample (counting how often each was available, as single-observer
IS-MCTS does).  A new leaf is followed by a playout, cut short where the game offers
``evaluate``.  Every seat maximises its own result in [0, 1].  Budgets count iterations and
applied actions, never seconds, so a choice depends only on view, level and seed.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from greenbox_desktop.engine import Action, State

EXPLORATION = 0.35
SCORE_WEIGHT = 0.1  # share of a result that comes from the score ranking, beside the win
SOLO_SCALE = 20.0  # a solo score of this size is worth about three quarters of the score share
HINT_WEIGHT = 0.5  # where results are shared: the bonus of the playout policy's own action in the tree
SETTLED_EVERY = 8  # iterations between checks whether the answer can still change


@dataclass(frozen=True)
class Level:
    """A bot's budget: iterations, samples of the hidden parts, and playout lengths."""

    name: str
    iterations: int
    samples: int
    steps: int  # most actions applied in the whole search
    cutoff: int  # playout length when the game has ``evaluate``
    horizon: int  # playout length otherwise (then the score ranking judges)
    evaluation: bool = True  # whether this level uses the game's ``evaluate`` at all


LEVELS = {
    "easy": Level("easy", iterations=20, samples=2, steps=250, cutoff=2, horizon=40, evaluation=False),
    "normal": Level("normal", iterations=150, samples=6, steps=1_500, cutoff=4, horizon=200),
    "hard": Level("hard", iterations=800, samples=12, steps=8_000, cutoff=6, horizon=400),
}


def level(name: str) -> Level:
    """The budget of a level by name ("easy", "normal" or "hard")."""
    try:
        return LEVELS[name]
    except KeyError:
        raise ValueError(f"no bot level {name!r}: choose from {', '.join(LEVELS)}") from None


class _Node:
    """Statistics of one action in the tree, for the seat that took it."""

    __slots__ = ("children", "visits", "total", "avail")

    def __init__(self) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 1


def _rank(scores: list[float], seat: int) -> float:
    """``seat``'s standing by score among all seats: 1 best, 0 worst, 0.5 all equal."""
    if len(scores) == 1:
        return 0.5 + 0.5 * math.tanh(scores[0] / SOLO_SCALE)
    mine = scores[seat]
    below = sum(1 for s in scores if s < mine)
    equal = sum(1 for s in scores if s == mine) - 1
    return (below + 0.5 * equal) / (len(scores) - 1)


def _scores(state: State) -> list[float]:
    """The seats' scores, negated where a lower score is the better one, so that higher ranks higher."""
    sign = -1.0 if state.LOWER_SCORES_WIN else 1.0
    return [sign * float(s) for s in state.scores()]


def result(state: State) -> list[float]:
    """Each seat's result in [0, 1] of a finished game: mostly the win (shared wins split), a little the score.

    A cooperative game's team shares one result, and its score is the whole of it (a team loss
    is 0): its win only says that the team scored at all.
    """
    scores = _scores(state)
    winners = state.winners()
    n = state.players
    if state.INFO.cooperative:
        return [_rank(scores[:1], 0) if winners else 0.0] * n
    if n == 1:
        win = [1.0 if winners else 0.0]
    elif winners:
        win = [1.0 / len(winners) if s in winners else 0.0 for s in range(n)]
    else:
        win = [1.0 / n] * n
    return [(1 - SCORE_WEIGHT) * win[s] + SCORE_WEIGHT * _rank(scores, s) for s in range(n)]


def estimate(state: State, evaluation: bool = True) -> list[float]:
    """Each seat's prospects in an unfinished position: the game's ``evaluate`` (if ``evaluation``),
    else the score ranking."""
    if evaluation:
        values = [state.evaluate(s) for s in range(state.players)]
        if all(v is not None for v in values):
            return [min(1.0, max(0.0, float(v))) for v in values]
    scores = _scores(state)
    return [_rank(scores, s) for s in range(state.players)]


def has_evaluation(state: State) -> bool:
    """Whether the game overrides ``State.evaluate``."""
    return type(state).evaluate is not State.evaluate


def _select(legal: list[Action], children: list[_Node], low: float = 0.0, span: float = 1.0,
            hint: Action | None = None) -> tuple[Action, _Node]:
    """UCT among the children available now (each counts one more availability), their mean
    results read as (mean - ``low``) / ``span``; the ``hint`` action gets a bonus that fades
    with its visits."""
    best = 0
    best_value = -math.inf
    for index, child in enumerate(children):
        child.avail += 1
        mean = (child.total / child.visits - low) / span
        value = mean + EXPLORATION * math.sqrt(math.log(child.avail) / child.visits)
        if legal[index] == hint:
            value += HINT_WEIGHT / math.sqrt(child.visits)
        if value > best_value:
            best, best_value = index, value
    return legal[best], children[best]


def decide(view: State, seat: int, budget: Level, seed: int,
           stop: Callable[[], bool] | None = None) -> tuple[Action, int, int]:
    """The bot's action for ``seat`` in ``view``, with the iterations and actions the search used
    (none where the game's ``bot_choice`` decides).

    ``stop`` (asked between iterations) ends the search early, e.g. when the UI no longer wants
    the answer; the action returned then is the best found so far.
    """
    legal = view.bot_actions()
    if len(legal) == 1:
        return legal[0], 0, 0
    own = view.recall(seat, budget.name).bot_choice(seat, budget.name, seed)
    if own is not None:
        return own, 0, 0
    search = Search(view, seat, budget, seed)
    return search.run(legal, stop), search.iterations, search.applied


class Search:
    """One decision: IS-MCTS for the seat to move in ``view`` (call ``run``)."""

    def __init__(self, view: State, seat: int, budget: Level, seed: int) -> None:
        self.seat = seat
        self.budget = budget
        self.rng = random.Random(seed)
        remembered = view.recall(seat, budget.name)
        self.samples = [self._sample(remembered) for _ in range(budget.samples)]
        self.evaluation = budget.evaluation and has_evaluation(view)
        self.depth = budget.horizon
        if self.evaluation:
            self.depth = budget.cutoff if view.PLAYOUT_CUTOFF is None else view.PLAYOUT_CUTOFF
        self.root = _Node()
        self.iterations = 0
        self.applied = 0
        # Where every seat shares one result (a team, or a seat alone), results often differ by a
        # few hundredths (a count of 20 or 21), far below the exploration term; UCT then spreads
        # its visits evenly and the most visited action is chance.  So it reads them relative to
        # the lowest and highest results seen so far in this search.
        self.shared = view.INFO.cooperative or view.players == 1
        self.low, self.high = math.inf, -math.inf
        # There too the game's playout policy, where it has one, guides the tree: its action is
        # tried first and keeps a bonus, so that a search too small to tell two actions apart
        # does what the policy would rather than what chance favoured.
        self.guided = self.shared and type(view).playout_action is not State.playout_action

    def _sample(self, view: State) -> State:
        state = view.determinize(self.seat, self.rng)
        state._legal = None
        return state

    def run(self, legal: list[Action], stop: Callable[[], bool] | None = None) -> Action:
        """Search within the budget (or until ``stop()``) and return the most visited of ``legal``.

        The search also ends as soon as the rest of the budget could no longer change the answer.
        """
        budget = self.budget
        wanted = set(legal)
        while self.iterations < budget.iterations and self.applied < budget.steps:
            if stop is not None and stop():
                break
            if self.iterations % SETTLED_EVERY == 0 and self.settled(legal):
                break
            self._iterate(self.samples[self.iterations % len(self.samples)], wanted)
            self.iterations += 1
        return self.best(legal)

    def settled(self, legal: list[Action]) -> bool:
        """Whether the most visited root action stays the most visited whatever the rest of the budget does.

        Each iteration adds one visit to one root action and applies at least one action, so no
        other action can gain more visits than the iterations (and steps) left.
        """
        left = min(self.budget.iterations - self.iterations, self.budget.steps - self.applied)
        children = self.root.children
        first = second = 0
        for action in legal:
            node = children.get(action)
            visits = node.visits if node is not None else 0
            if visits > first:
                first, second = visits, first
            elif visits > second:
                second = visits
        return first > second + left

    def best(self, legal: list[Action]) -> Action:
        """The most visited root action (ties: higher mean, then earlier in ``legal``)."""
        children = self.root.children

        def key(index: int) -> tuple[int, float, int]:
            node = children.get(legal[index])
            if node is None or not node.visits:
                return (0, 0.0, -index)
            return (node.visits, node.total / node.visits, -index)

        return legal[max(range(len(legal)), key=key)]

    def _iterate(self, sample: State, wanted: set[Action]) -> None:
        rng = self.rng
        state = sample.clone()
        state.rng = rng.getrandbits(64)
        node = self.root
        path: list[tuple[_Node, int]] = []
        available = state.bot_actions()
        legal = [a for a in available if a in wanted] or available
        while True:
            children = node.children
            known = [children.get(a) for a in legal]
            mover = state.current_player
            hint = state.playout_action(rng) if self.guided else None
            if None in known:
                fresh = [a for a, child in zip(legal, known) if child is None]
                action = hint if hint in fresh else fresh[rng.randrange(len(fresh))]
                for child in known:
                    if child is not None:
                        child.avail += 1
                node = children[action] = _Node()
            elif self.shared and self.high > self.low:
                action, node = _select(legal, known, self.low, self.high - self.low, hint)
            else:
                action, node = _select(legal, known)
            state.apply(action)
            self.applied += 1
            path.append((node, mover))
            if state.current_player is None or node.visits == 0:
                break
            legal = state.bot_actions()
        self._backup(path, self._playout(state))

    def _backup(self, path: list[tuple[_Node, int]], values: list[float]) -> None:
        """Add one iteration's results to the nodes it went through, each for the seat that moved there
        (and, where results are shared, widen the range of results seen)."""
        if self.shared:
            self.low, self.high = min(self.low, values[0]), max(self.high, values[0])
        for child, mover in path:
            child.visits += 1
            child.total += values[mover]

    def _playout(self, state: State) -> list[float]:
        rng = self.rng
        for _ in range(self.depth):
            if state.current_player is None:
                return result(state)
            action = state.playout_action(rng)
            if action is None:
                legal = state.bot_actions()
                action = legal[rng.randrange(len(legal))]
            state.apply(action)
            self.applied += 1
        if state.current_player is None:
            return result(state)
        return estimate(state, self.evaluation)
