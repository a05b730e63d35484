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

from greenbox_desktop.engine import Action, Move, State
from greenbox_desktop.games.desert_dessert import DesertDessert
from greenbox_desktop.games.desert_dessert.data import BANK_INDEX, COST, INDUSTRIES, KINDS, MARKET, NEEDS
from greenbox_desktop.games.desert_dessert.rules import BUILD_NOTHING, SUPPLY_ALL, SUPPLY_DONE, TRADE_DONE, cube_colour

Chooser = Callable[[State, random.Random], Action]
BLACK = KINDS - 1
TIER_VALUE = (1.0, 2.0, 3.0, 4.0, 5.0, 7.0)


def _target(state: State) -> int | None:
    """The industry kind the sensible player saves for next (None: save for black cubes)."""
    built = state.built
    per_turn = [sum(built[k] * NEEDS[k][c] for k in range(1, KINDS)) for c in range(KINDS)]
    if built[0] < 6 and per_turn[0] + 1 > built[0] + 1:
        return 0
    missing = [k for k in range(1, KINDS) if built[k] == 0]
    if missing:
        return missing[0]
    made = list(built)
    short = [(per_turn[c] - made[c], c) for c in range(KINDS - 1) if built[c] < 6]
    worst, colour = max(short, default=(0, None))
    if colour is not None and worst > 0:
        return colour
    return BLACK if built[BLACK] < 3 else None


def _wants(state: State) -> tuple[list[int], list[int]]:
    """(deficit, surplus) per colour, against the next build and next turn's supplies."""
    counts = state.counts()
    target = _target(state)
    goal = list(COST[target]) if target is not None and state.built[target] < 6 else [0] * KINDS
    if min(state.built) > 0:
        goal[BLACK] = max(goal[BLACK], 6)
    reserve = [sum(state.built[k] * NEEDS[k][c] for k in range(1, KINDS)) for c in range(KINDS)]
    deficit = [max(0, goal[c] - counts[c]) for c in range(KINDS)]
    surplus = [counts[c] - goal[c] - reserve[c] for c in range(KINDS)]
    return deficit, surplus


def sensible(state: State, rng: random.Random) -> Action:
    """The scripted player's choice in ``state``."""
    legal = state.legal_actions()
    if state.phase == "supply":
        return SUPPLY_ALL if SUPPLY_ALL in legal else SUPPLY_DONE
    if state.phase == "build":
        target = _target(state)
        builds = {a.slot % KINDS: a for a in legal if isinstance(a, Move) and a.zone == INDUSTRIES}
        if target in builds:
            return builds[target]
        return BUILD_NOTHING
    deficit, surplus = _wants(state)
    best, best_score = TRADE_DONE, 0.0
    for action in legal:
        if not isinstance(action, Move):
            continue
        if action.zone == MARKET:
            deal = state.terms_at(action.slot)
            pay, count, get = deal.pay, deal.count, deal.get
        else:
            pay, count, get = cube_colour(action.component), 6, BANK_INDEX[action.zone]
        gain = (10.0 + TIER_VALUE[get]) if deficit[get] else (TIER_VALUE[get] if get == BLACK else 0.0)
        loss = count * TIER_VALUE[pay] * 0.2 + 6.0 * max(0, count - max(0, surplus[pay]))
        if gain - loss > best_score:
            best, best_score = action, gain - loss
    return best


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
