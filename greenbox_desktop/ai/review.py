"""Review a game: every seat's chance along the game, and the moves that lost the most.

``analyse(game_id, players, seed, options, history, level="normal", bot_seed=0, progress=None)``
replays the game and, before each action, judges each seat's chance from that seat's own view
(``state.view(seat)``, its hidden parts dealt again by the bots' determinization; the true hidden
parts are never read).  A chance is the value a search of the level's budget (``ai.search``) gives
the seat along the line of play it expects, from the action it prefers for the seat to move; it is the
bots' measure of a result (mostly the win, a tenth the score ranking; in a solo or cooperative
game the team's result, whose worth grows with the team's score), so it is close to a chance of
winning rather than exactly one.  After the last action the chances are the actual result
(``share``).  In a solo or cooperative game every seat has the team's chance, judged from the
view of the seat to move.

One search is made per step, from the view of the seat to move; a seat whose view is the same
(and whose game deals hidden parts in the default way) shares its result; the other seats share
half the budget in searches of their own views.  Where the move played is not the one the search
prefers, its value is compared with the preferred move's (searched again on its own when the
first search tried it too rarely to tell): the difference is what the move lost.  The largest
losses, up to ``TURNING_POINTS_PER_SEAT`` per seat, are the review's turning points.

The issue's draft signature named ``seed`` twice; the second one, the bots' seed, is ``bot_seed``
here.  Every search is seeded from ``bot_seed`` and the step, so the same inputs always give the
same review.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from greenbox_desktop import engine
from greenbox_desktop.ai.search import Level, Search, _Node, level as _level
from greenbox_desktop.engine import Action, State

TURNING_POINTS_PER_SEAT = 5
SMALLEST_LOSS = 0.05  # a smaller loss is within the noise of a search, not a turning point
RELIABLE_VISITS = 20  # a played move the search tried fewer times than this is searched again on its own
SIDE_SHARE = 2  # the seats not to move whose views differ share 1/SIDE_SHARE of the level's budget
SETTLED_VISITS = 10  # a chance is read at the deepest node of the expected line with this many visits

Progress = Callable[[int, int], None]


class Cancelled(Exception):
    """The review was stopped before its end (``stop`` said so)."""


@dataclass(frozen=True)
class TurningPoint:
    """A move that lost much of its seat's chance: ``loss`` = ``kept`` - ``left``.

    ``step`` is the index in the history of the move ``played`` by ``seat``; ``better`` is the move
    the bot prefers there, which ``kept`` that chance, while the move played ``left`` the other.
    """

    step: int
    seat: int
    loss: float
    played: Action
    better: Action
    kept: float
    left: float


@dataclass(frozen=True)
class Review:
    """A game's review: ``chances[i]`` holds each seat's chance before action ``i`` (and, last, the
    result); ``turning_points`` the biggest losses first; ``team`` says every seat shares one chance."""

    level: str
    bot_seed: int
    chances: tuple[tuple[float, ...], ...]
    turning_points: tuple[TurningPoint, ...]
    team: bool


@dataclass(frozen=True)
class StepJudgement:
    """What one step of a review found: each seat's chance, and the mover's loss if it played worse."""

    chances: tuple[float, ...]
    turning_point: TurningPoint | None


class _Judge(Search):
    """A search that also adds up every seat's results in every node, so that the chance of any seat
    after any root action can be read (``value``)."""

    def __init__(self, view: State, seat: int, budget: Level, seed: int) -> None:
        super().__init__(view, seat, budget, seed)
        self.totals: dict[_Node, list[float]] = {}

    def _backup(self, path: list[tuple[_Node, int]], values: list[float]) -> None:
        super()._backup(path, values)
        for node, _mover in path:
            sums = self.totals.get(node)
            if sums is None:
                self.totals[node] = list(values)
            else:
                for seat, value in enumerate(values):
                    sums[seat] += value

    def mover_actions(self) -> list[Action]:
        """What the seat to move may do in any of the search's samples (from another seat's view its
        hidden hand is not known, so neither are its actions)."""
        return list(dict.fromkeys(a for sample in self.samples for a in sample.bot_actions()))

    def visits(self, action: Action) -> int:
        """How often the search tried ``action`` at the root."""
        node = self.root.children.get(action)
        return node.visits if node is not None else 0

    def value(self, action: Action, seat: int) -> float:
        """``seat``'s chance after ``action`` (0.5 if the search never tried it).

        A node's mean result is pulled down by the moves its search tried and dropped, so the value
        is read further down the line the search expects: from the root's child, it follows the most
        visited child while that has at least ``SETTLED_VISITS`` visits, and takes the mean there.
        """
        node = self.root.children.get(action)
        if node is None or not node.visits:
            return 0.5
        while True:
            likely = max(node.children.values(), key=lambda child: child.visits, default=None)
            if likely is None or likely.visits < SETTLED_VISITS:
                return self.totals[node][seat] / node.visits
            node = likely


def share(state: State, seat: int) -> float:
    """What ``seat`` earned from a finished game: 1 a win, a split share of a shared win, 1/n if nobody won.

    In a cooperative game (or alone) every seat earns 1 when the team wins and 0 when it loses.
    """
    winners = state.winners()
    if state.INFO.cooperative or state.players == 1:
        return 1.0 if winners else 0.0
    if not winners:
        return 1.0 / state.players
    return 1.0 / len(winners) if seat in winners else 0.0


def is_team(state: State) -> bool:
    """Whether all seats share one chance (a solo or cooperative game)."""
    return state.players == 1 or state.INFO.cooperative


def _view(state: State, seat: int) -> tuple[State, str]:
    """``seat``'s view with a fixed RNG (the search re-seeds it anyway) and its text, to compare views."""
    view = state.view(seat)
    view.rng = 0
    return view, view.to_json()


def _actor(state: State, action: Action) -> int | None:
    """The seat that took ``action``: the one it names (an out-of-turn action) or the seat to move."""
    named = getattr(action, "seat", None)
    return named if named is not None else state.current_player


def _played_value(search: _Judge, view: State, seat: int, budget: Level, seed: int, played: Action,
                  stop: Callable[[], bool] | None) -> float:
    """The mover's chance after ``played``: from the search, or from a search of ``played`` alone
    when the first one tried it too rarely."""
    if search.visits(played) >= RELIABLE_VISITS:
        return search.value(played, seat)
    focused = _Judge(view, seat, budget, seed)
    focused.run([played], stop)
    return focused.value(played, seat)


def judge_step(state: State, played: Action | None, step: int, budget: Level, seed: int,
               stop: Callable[[], bool] | None = None, before: Sequence[float] | None = None) -> StepJudgement:
    """Judge one step of a game: ``state`` is the position before ``played`` (action ``step``;
    None for the last position of an unfinished game).

    Each seat's chance comes from a search of that seat's own view (shared with the seat to move
    when their views are the same); the mover's ``played`` is compared with the move it prefers.
    A seat whose view the game cannot play on from (``_seat_chance``) keeps its chance of the step
    ``before`` (an even share at the start).
    """
    mover = state.current_player
    view, key = _view(state, mover)
    legal = view.bot_actions()
    search = _Judge(view, mover, budget, seed)
    best = search.run(legal, stop)
    if is_team(state):
        chances = (search.value(best, mover),) * state.players
    else:
        chances = tuple(_seat_chance(state, seat, mover, key, search, best, budget, seed, stop)
                        for seat in range(state.players))
        even = [1 / state.players] * state.players
        chances = tuple(c if c is not None else (before or even)[seat] for seat, c in enumerate(chances))
    point = None
    chosen = played is not None and _actor(state, played) == mover and not state.out_of_turn()
    if chosen and played != best and played in legal:
        kept = search.value(best, mover)
        left = _played_value(search, view, mover, budget, seed, played, stop)
        if kept - left > 0:
            point = TurningPoint(step, mover, kept - left, played, best, kept, left)
    return StepJudgement(chances, point)


def _seat_chance(state: State, seat: int, mover: int, mover_key: str, search: _Judge, best: Action,
                 budget: Level, seed: int, stop: Callable[[], bool] | None) -> float | None:
    """``seat``'s chance: from the mover's search when it sees what the mover sees, else from a
    smaller search of its own view; None if the game fails in that search.

    Bots resample only the views of seats about to move, so a game's ``determinize`` may deal the
    mover's hidden hand, as another seat sees it, in a way its rules then cannot go on from (an
    Island player waiting to drown a card without the cards to do it), or fail to deal it at all;
    that seat is not judged then.
    """
    if seat == mover:
        return search.value(best, seat)
    view, key = _view(state, seat)
    if key == mover_key and type(state).determinize is State.determinize:
        return search.value(best, seat)
    try:
        side = _Judge(view, seat, _side_budget(budget, state.players - 1), seed + 1 + seat)
        return side.value(side.run(side.mover_actions(), stop), seat)
    except Exception:  # noqa: BLE001 - a game's resampling for a seat not to move broke its rules
        return None


def _side_budget(budget: Level, others: int) -> Level:
    """The budget of one of ``others`` seats not to move: an equal part of 1/SIDE_SHARE of the level's."""
    share = SIDE_SHARE * others
    return replace(budget, iterations=max(1, budget.iterations // share), steps=max(1, budget.steps // share))


def step_seed(bot_seed: int, step: int) -> int:
    """The seed of the searches at one step of a review."""
    return (bot_seed * 1_000_003 + step) * 64


def pick_turning_points(candidates: Sequence[TurningPoint]) -> tuple[TurningPoint, ...]:
    """The largest losses (at least ``SMALLEST_LOSS``), up to ``TURNING_POINTS_PER_SEAT`` per seat,
    biggest first (an earlier step first among equal losses)."""
    ranked = sorted((c for c in candidates if c.loss >= SMALLEST_LOSS), key=lambda c: (-c.loss, c.step))
    kept: list[TurningPoint] = []
    per_seat: dict[int, int] = {}
    for point in ranked:
        if per_seat.get(point.seat, 0) < TURNING_POINTS_PER_SEAT:
            per_seat[point.seat] = per_seat.get(point.seat, 0) + 1
            kept.append(point)
    return tuple(kept)


def analyse(game_id: str, players: int, seed: int, options: dict[str, Any], history: Sequence[Action],
            level: str = "normal", bot_seed: int = 0, progress: Progress | None = None,
            stop: Callable[[], bool] | None = None) -> Review:
    """Review a game given as it is saved (its start and its actions) with the bots of ``level``.

    ``bot_seed`` seeds the searches (the game's own ``seed`` is the fourth argument); ``progress``
    is called with (steps done, steps in all) before the first step and after each; ``stop``
    (asked between and inside searches) ends the review early by raising ``Cancelled``.  An
    unfinished game's last chances are judged like the others.
    """
    budget = _level(level)
    state = engine.new_game(game_id, players, seed, options)
    total = len(history)
    chances: list[tuple[float, ...]] = []
    candidates: list[TurningPoint] = []
    if progress is not None:
        progress(0, total)
    for step, action in enumerate(history):
        before = chances[-1] if chances else None
        found = judge_step(state, action, step, budget, step_seed(bot_seed, step), stop, before)
        if stop is not None and stop():
            raise Cancelled()
        chances.append(found.chances)
        if found.turning_point is not None:
            candidates.append(found.turning_point)
        state.apply(action)
        if progress is not None:
            progress(step + 1, total)
    if state.is_terminal():
        chances.append(tuple(share(state, seat) for seat in range(players)))
    else:
        before = chances[-1] if chances else None
        chances.append(judge_step(state, None, total, budget, step_seed(bot_seed, total), stop, before).chances)
    return Review(level, bot_seed, tuple(chances), pick_turning_points(candidates), is_team(state))
