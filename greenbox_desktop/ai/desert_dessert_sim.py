"""Desert Dessert by simulation: does the (reconstructed) industry table reward skill?

``python -m greenbox_desktop.ai.desert_dessert_sim [--seeds N] [--limit T]`` plays N seeds with
each strategy through the real engine and prints how often and how fast each one wins:

- ``sensible``: a scripted player (supply all it can; build wells while water runs short, then
  each missing industry in chain order, then more of whatever input runs short; trade at the
  market for what the next build lacks; exchange 6 for 1 from a surplus);
- ``random``: uniformly random legal actions;
- ``builder``: supplies all it can, then picks its trade and its build at random.
"""

from __future__ import annotations

import argparse
import random
import statistics
from typing import Callable

from greenbox_desktop.engine import Action, State
from greenbox_desktop.games.desert_dessert import DesertDessert
from greenbox_desktop.games.desert_dessert.rules import SUPPLY_ALL, SUPPLY_DONE
from greenbox_desktop.games.desert_dessert.strategy import sensible

Chooser = Callable[[State, random.Random], Action]


def random_choice(state: State, rng: random.Random) -> Action:
    """A uniformly random legal action."""
    legal = state.legal_actions()
    return legal[int(rng.random() * len(legal))]


def builder(state: State, rng: random.Random) -> Action:
    """Supplies all it can, then trades and builds at random."""
    if state.phase == "supply":
        return SUPPLY_ALL if SUPPLY_ALL in state.legal_actions() else SUPPLY_DONE
    return random_choice(state, rng)


STRATEGIES: dict[str, Chooser] = {"sensible": sensible, "random": random_choice, "builder": builder}


def play(seed: int, chooser: Chooser, turn_limit: int | None = 200) -> State:
    """One game of Desert Dessert played by ``chooser`` (to a win or the turn limit)."""
    state = DesertDessert.create(1, seed, {"turn_limit": turn_limit})
    rng = random.Random(seed)
    while not state.is_terminal():
        state.apply(chooser(state, rng))
    return state


def summary(name: str, seeds: range, turn_limit: int | None = 200) -> dict[str, float]:
    """Win rate and turn figures of one strategy over ``seeds``."""
    turns = []
    for seed in seeds:
        state = play(seed, STRATEGIES[name], turn_limit)
        if state.outcome == "won":
            turns.append(state.turn)
    wins = len(turns)
    ordered = sorted(turns)
    return {
        "games": len(seeds), "wins": wins, "win_rate": wins / len(seeds),
        "in_20_60": sum(20 <= t <= 60 for t in turns) / len(seeds),
        "mean": statistics.mean(turns) if turns else float("nan"),
        "median": statistics.median(turns) if turns else float("nan"),
        "p10": ordered[len(ordered) // 10] if turns else float("nan"),
        "p90": ordered[(len(ordered) * 9) // 10] if turns else float("nan"),
    }


def main(argv: list[str] | None = None) -> None:
    """Print the figures of every strategy."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=200, help="games per strategy")
    parser.add_argument("--limit", type=int, default=200, help="turn limit of each game")
    parser.add_argument("--strategies", default="sensible,builder,random", help="comma-separated names")
    args = parser.parse_args(argv)
    print(f"{'strategy':10} {'wins':>9} {'in 20-60':>9} {'mean':>6} {'median':>7} {'p10':>5} {'p90':>5}")
    for name in args.strategies.split(","):
        f = summary(name, range(args.seeds), args.limit)
        print(f"{name:10} {f['wins']:4}/{f['games']:<4} {f['in_20_60']:9.0%} {f['mean']:6.1f} {f['median']:7.1f} "
              f"{f['p10']:5} {f['p90']:5}")


if __name__ == "__main__":
    main()
