"""Desert Dessert's Hard bot: the scripted player (``strategy.sensible``), improved by rollouts.

Each action a bot weighs is followed by the scripted player to the win on a few samples of the
hidden parts (the draw pile's order, the managers in the bag), dealt again from the view, each
sample with its own RNG from the bot's seed; the samples are the same for every action, so the
actions are compared on equal terms.  The action whose games end in the fewest turns on average
is taken where it saves clearly more than chance would (``MARGIN``, ``CONFIDENCE``), else the
scripted player's own choice.  A game that has not ended after
``HORIZON`` more turns counts as taking ``HORIZON`` more turns, so the rollouts always stop.
"""

from __future__ import annotations

import math
import random
import statistics

from greenbox_desktop.ai.sampling import fresh_copy, hidden_samples
from greenbox_desktop.engine import Action, State
from greenbox_desktop.games.desert_dessert.strategy import sensible

SAMPLES = 16  # samples of the hidden parts per decision
HORIZON = 150  # turns a rollout may take at most
MARGIN = 0.5  # turns an action must save on average, beyond chance, to be taken instead of the scripted one
CONFIDENCE = 2.0  # how many standard errors that saving must span


def choose(view: State, seed: int) -> Action:
    """The Hard bot's action in ``view`` (the seat's view)."""
    actions = view.bot_actions()
    rng = random.Random(seed)
    if len(actions) == 1:
        return actions[0]
    scripted = sensible(view, rng)
    samples = hidden_samples(view, rng, SAMPLES)

    def turns(action: Action) -> list[float]:
        found = []
        for sample in samples:
            state = fresh_copy(sample)
            state.apply(action)
            found.append(_rollout(state, rng))
        return found

    base = turns(scripted)
    best, best_saving = scripted, 0.0
    for action in actions:
        if action == scripted:
            continue
        savings = [b - t for b, t in zip(base, turns(action))]
        mean = statistics.mean(savings)
        spread = statistics.stdev(savings) / math.sqrt(len(savings))
        if mean > best_saving and mean >= MARGIN and mean >= CONFIDENCE * spread:
            best, best_saving = action, mean
    return best


def _rollout(state: State, rng: random.Random) -> float:
    """The turns the game takes when the scripted player plays it on from ``state``."""
    stop = state.turn + HORIZON
    while not state.is_terminal() and state.turn < stop:
        state.apply(sensible(state, rng))
    return float(state.turn) if state.outcome == "won" else float(stop)
