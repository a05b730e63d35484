"""Samples of what a seat cannot see, for bots that plan by rollouts of their own.

A sample is the view with its hidden parts dealt again (``determinize``) and an RNG seed of its
own; every action a bot weighs is tried on fresh copies of the same samples, so the actions are
compared on equal terms and a choice stays repeatable from the bot's seed.
"""

from __future__ import annotations

import random

from greenbox_desktop.engine import State

Sample = tuple[State, int]


def hidden_samples(view: State, rng: random.Random, count: int) -> list[Sample]:
    """``count`` samples of the hidden parts of ``view`` for the seat to move, drawn from ``rng``."""
    return [(view.determinize(view.current_player, rng), rng.getrandbits(64)) for _ in range(count)]


def fresh_copy(sample: Sample) -> State:
    """A copy of a sample's state to play on, without history, its RNG seeded from the sample."""
    state, stream = sample
    copy = state.clone(with_history=False)
    copy.rng = stream
    return copy
