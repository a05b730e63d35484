"""Bot strength and speed for ``python -m greenbox_desktop.bench --bots`` (read, never asserted).

Per 2-seat game: Hard against uniform random play, Hard against Easy, Normal against Easy and
against random, each over a number of games with the seats swapped every other game (a draw
counts half); the median seconds per move of each level (CPU time of this process, and wall
clock, which is longer when other programs share the cores); random playouts per CPU second
beside the bot's simulations (search iterations) per CPU second.  Per game with 3 or more seats: Hard's
share of the wins against random opponents, beside the fair share 1/n.
"""

from __future__ import annotations

import random
import statistics
import time
from dataclasses import dataclass, field

from greenbox_desktop import engine
from greenbox_desktop.ai.search import decide, level
from greenbox_desktop.engine.playout import random_playout

RANDOM = "random"
MATCHES = (("hard", RANDOM), ("hard", "easy"), ("normal", "easy"), ("normal", RANDOM))
MAX_ACTIONS = 5_000


@dataclass
class Tally:
    """Move times and search work per level, gathered over all games played."""

    seconds: dict[str, list[float]] = field(default_factory=dict)
    cpu: dict[str, list[float]] = field(default_factory=dict)
    iterations: dict[str, int] = field(default_factory=dict)
    busy: dict[str, float] = field(default_factory=dict)

    def add(self, who: str, seconds: float, cpu: float, iterations: int) -> None:
        """Record one bot move: wall-clock and CPU seconds, search iterations."""
        self.seconds.setdefault(who, []).append(seconds)
        self.cpu.setdefault(who, []).append(cpu)
        self.iterations[who] = self.iterations.get(who, 0) + iterations
        self.busy[who] = self.busy.get(who, 0.0) + cpu

    def median(self, who: str) -> str:
        """The median seconds per move of a level, as "CPU/wall" text (they differ on a busy machine)."""
        times = self.seconds.get(who)
        if not times:
            return "-"
        return f"{statistics.median(self.cpu[who]):.2f}/{statistics.median(times):.2f}"

    def rate(self, who: str) -> str:
        """Search iterations per CPU second of a level, as text."""
        busy = self.busy.get(who, 0.0)
        return f"{self.iterations.get(who, 0) / busy:,.0f}" if busy else "-"


def bench_options(game_id: str) -> dict:
    """The options bots are measured with: the game's first playout option set, else its defaults
    (NIM then deals random heaps instead of letting a seat build them cube by cube)."""
    extra = engine.game_info(game_id).playout_options
    return dict(extra[0]) if extra else {}


def play(game_id: str, players: int, seats: list[str], seed: int, tally: Tally) -> engine.State:
    """One game with each seat played by a level or by uniform random play; returns the end state."""
    state = engine.new_game(game_id, players, seed, bench_options(game_id))
    chooser = random.Random(seed)
    for step in range(MAX_ACTIONS):
        seat = state.current_player
        if seat is None:
            break
        who = seats[seat]
        if who == RANDOM:
            actions = state.legal_actions()
            state.apply(actions[chooser.randrange(len(actions))])
            continue
        start, cpu = time.perf_counter(), time.process_time()
        action, iterations, _applied = decide(state.view(seat), seat, level(who), seed * 7919 + step)
        tally.add(who, time.perf_counter() - start, time.process_time() - cpu, iterations)
        state.apply(action)
    return state


def share(state: engine.State, seat: int) -> float:
    """What ``seat`` earned from a finished game: 1 a win, a split share of a shared win, 1/n if nobody won."""
    winners = state.winners()
    if not winners:
        return 1.0 / state.players
    return 1.0 / len(winners) if seat in winners else 0.0


def match(game_id: str, first: str, second: str, games: int, tally: Tally) -> float:
    """``first``'s share of the points against ``second`` over ``games`` 2-seat games, seats swapped every other game."""
    total = 0.0
    for seed in range(games):
        seat = seed % 2
        seats = [first, second] if seat == 0 else [second, first]
        total += share(play(game_id, 2, seats, seed, tally), seat)
        print(f"    {game_id} {first}-{second}: {total:g} of {seed + 1}", flush=True)
    return total / games


def playouts_per_second(game_id: str, players: int, seconds: float) -> float:
    """Uniformly random playouts per CPU second from a fresh game (bench options)."""
    start, count = time.process_time(), 0
    while time.process_time() - start < seconds:
        random_playout(game_id, players, count, bench_options(game_id))
        count += 1
    return count / (time.process_time() - start)


def two_seat_rows(games: int, only: set[str] | None, seconds: float,
                  matches: tuple[tuple[str, str], ...] = MATCHES) -> list[tuple[str, ...]]:
    """One row per game that seats two: each match's share, move medians and rates."""
    rows = []
    for info in engine.games():
        if (only and info.id not in only) or info.sandbox or not info.min_players <= 2 <= info.max_players:
            continue
        tally = Tally()
        shares = [f"{100 * match(info.id, a, b, games, tally):.0f}%" if (a, b) in matches else "-"
                  for a, b in MATCHES]
        rows.append((info.id, *shares, tally.median("easy"), tally.median("normal"), tally.median("hard"),
                     f"{playouts_per_second(info.id, 2, seconds):,.0f}", tally.rate("hard")))
        print("  done:", " ".join(rows[-1]), flush=True)
    return rows


def many_seat_rows(games: int, only: set[str] | None) -> list[tuple[str, ...]]:
    """Hard's share of the wins against random opponents, for every seat count above two."""
    rows = []
    for info in engine.games():
        if (only and info.id not in only) or info.sandbox:
            continue
        for players in range(max(3, info.min_players), info.max_players + 1):
            tally = Tally()
            total = 0.0
            for seed in range(games):
                seat = seed % players
                seats = [RANDOM] * players
                seats[seat] = "hard"
                total += share(play(info.id, players, seats, seed, tally), seat)
            rows.append((info.id, str(players), f"{100 * total / games:.0f}%", f"{100 / players:.0f}%",
                         tally.median("hard")))
            print("  done:", " ".join(rows[-1]), flush=True)
    return rows


TWO_SEAT_HEADER = ("game", "hard-random", "hard-easy", "normal-easy", "normal-random", "easy s/move cpu/wall",
                   "normal s/move cpu/wall", "hard s/move cpu/wall", "random playouts/cpu s", "hard sims/cpu s")
MANY_SEAT_HEADER = ("game", "seats", "hard's wins", "fair share", "hard s/move cpu/wall")
