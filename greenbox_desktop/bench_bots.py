"""Bot strength and speed for ``python -m greenbox_desktop.bench --bots`` (read, never asserted).

Per 2-seat game: Hard against uniform random play, against Easy and against Normal, Normal against
Easy and against random, each over a number of games with the seats swapped every other game (a draw
counts half); the median seconds per move of each level (CPU time of this process, and wall
clock, which is longer when other programs share the cores); random playouts per CPU second
beside the bot's simulations (search iterations) per CPU second.  Per game with 3 or more
seats: Hard's share of the wins against random opponents at 3 and 4 seats, beside the fair
share 1/n.  Per cooperative or solo game: how often the team wins when every seat is played by
the same level, and the mean score of its wins.  For NIM: whether Hard's turn leaves a nim-sum
of zero from every small position where one exists.  A game still going after ``MAX_ACTIONS``
actions is stopped and reported.
"""

from __future__ import annotations

import operator
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from contextlib import nullcontext
from dataclasses import dataclass, field
from functools import reduce
from itertools import combinations_with_replacement

from greenbox_desktop import engine
from greenbox_desktop.ai.review import share
from greenbox_desktop.ai.search import decide, level
from greenbox_desktop.engine.playout import random_playout
from greenbox_desktop.games import nim

RANDOM = "random"
MATCHES = (("hard", RANDOM), ("hard", "easy"), ("hard", "normal"), ("normal", "easy"), ("normal", RANDOM))
MAX_ACTIONS = 5_000
MANY_SEATS = (3, 4)  # the table sizes above two that the bench measures
TEAM_LEVELS = (RANDOM, "easy", "normal", "hard")  # the team table's columns


@dataclass
class Tally:
    """Move times and search work per level, gathered over all games played."""

    seconds: dict[str, list[float]] = field(default_factory=dict)
    cpu: dict[str, list[float]] = field(default_factory=dict)
    iterations: dict[str, int] = field(default_factory=dict)
    busy: dict[str, float] = field(default_factory=dict)
    unfinished: int = 0  # games stopped at MAX_ACTIONS before their end (a bot going round in circles?)
    team_scores: dict[str, list[float]] = field(default_factory=dict)  # per level, the score of each team win

    def add(self, who: str, seconds: float, cpu: float, iterations: int) -> None:
        """Record one bot move: wall-clock and CPU seconds, search iterations."""
        self.seconds.setdefault(who, []).append(seconds)
        self.cpu.setdefault(who, []).append(cpu)
        self.iterations[who] = self.iterations.get(who, 0) + iterations
        self.busy[who] = self.busy.get(who, 0.0) + cpu

    def merge(self, other: Tally) -> None:
        """Add another tally's moves to this one."""
        for who, times in other.seconds.items():
            self.seconds.setdefault(who, []).extend(times)
            self.cpu.setdefault(who, []).extend(other.cpu[who])
            self.iterations[who] = self.iterations.get(who, 0) + other.iterations[who]
            self.busy[who] = self.busy.get(who, 0.0) + other.busy[who]
        self.unfinished += other.unfinished
        for who, scores in other.team_scores.items():
            self.team_scores.setdefault(who, []).extend(scores)

    def median(self, who: str) -> str:
        """The median seconds per move of a level, as "CPU/wall" text (they differ on a busy machine)."""
        times = self.seconds.get(who)
        if not times:
            return "-"
        return f"{statistics.median(self.cpu[who]):.2f}/{statistics.median(times):.2f}"

    def team_record(self, who: str, wins: float, games: int) -> str:
        """A level's team wins as a share of ``games``, with the mean score of those wins."""
        scores = self.team_scores.get(who)
        return f"{100 * wins / games:.0f}%" + (f" ({statistics.mean(scores):.1f})" if scores else "")

    def rate(self, who: str) -> str:
        """Search iterations per CPU second of a level, as text."""
        busy = self.busy.get(who, 0.0)
        return f"{self.iterations.get(who, 0) / busy:,.0f}" if busy else "-"


def play(game_id: str, players: int, seats: list[str], seed: int, tally: Tally) -> engine.State:
    """One game with each seat played by a level or by uniform random play, with the game's default
    options (a game that needs a limit to end is a defect, not a bench setting); returns the end state."""
    state = engine.new_game(game_id, players, seed)
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


def _game(game_id: str, seats: tuple[str, ...], seed: int, seat: int) -> tuple[float, Tally]:
    """One game's share for ``seat`` with its own tally (a task for a worker process)."""
    tally = Tally()
    end = play(game_id, len(seats), list(seats), seed, tally)
    tally.unfinished = int(not end.is_terminal())
    if end.winners() and (end.INFO.cooperative or end.players == 1) and len(set(seats)) == 1:
        tally.team_scores[seats[0]] = [float(end.scores()[0])]
    return share(end, seat), tally


def series(game_id: str, lineups: list[tuple[tuple[str, ...], int]], tally: Tally, jobs: int, label: str,
           start: int = 0) -> float:
    """The summed share of the watched seat over games seeded ``start``, ``start`` + 1, …, one per
    (seats, watched seat) lineup; ``jobs`` processes play them side by side (the results do not
    depend on it)."""
    total = 0.0
    stopped = 0  # games cut off at MAX_ACTIONS
    tasks = [(game_id, seats, seed, seat) for seed, (seats, seat) in enumerate(lineups, start)]
    with ProcessPoolExecutor(jobs) if jobs > 1 else nullcontext() as pool:
        outcomes = (pool.map if pool else map)(_game, *zip(*tasks))
        for done, (points, played) in enumerate(outcomes, 1):
            total += points
            stopped += played.unfinished
            tally.merge(played)
            print(f"    {game_id} {label}: {total:g} of {done}", flush=True)
    if stopped:
        print(f"    {game_id} {label}: {stopped} of {len(tasks)} games stopped unfinished "
              f"after {MAX_ACTIONS:,} actions", flush=True)
    return total


def match(game_id: str, first: str, second: str, games: int, tally: Tally, jobs: int = 1, start: int = 0) -> float:
    """``first``'s share of the points against ``second`` over ``games`` 2-seat games seeded from
    ``start`` on, seats swapped every other game (``first`` takes seat 0 in even-seeded games), so a
    long match can be played in parts: games 0-39, then 40-99, add up to games 0-99."""
    seeds = range(start, start + games)
    lineups = [((first, second), 0) if seed % 2 == 0 else ((second, first), 1) for seed in seeds]
    return series(game_id, lineups, tally, jobs, f"{first}-{second}", start) / games


def playouts_per_second(game_id: str, players: int, seconds: float) -> float:
    """Uniformly random playouts per CPU second from a fresh game (default options and the game's
    ``playout_defaults``)."""
    start, count = time.process_time(), 0
    while time.process_time() - start < seconds:
        random_playout(game_id, players, count)
        count += 1
    return count / (time.process_time() - start)


def two_seat_rows(games: int, only: set[str] | None, seconds: float, matches: tuple[tuple[str, str], ...] = MATCHES,
                  jobs: int = 1, start: int = 0) -> list[tuple[str, ...]]:
    """One row per game that seats two: each match's share (games seeded from ``start``), move
    medians and rates."""
    rows = []
    for info in engine.games():
        if (only and info.id not in only) or not rivals(info) or not info.min_players <= 2 <= info.max_players:
            continue
        tally = Tally()
        shares = [f"{100 * match(info.id, a, b, games, tally, jobs, start):.0f}%" if (a, b) in matches else "-"
                  for a, b in MATCHES]
        rows.append((info.id, *shares, tally.median("easy"), tally.median("normal"), tally.median("hard"),
                     f"{playouts_per_second(info.id, 2, seconds):,.0f}", tally.rate("hard")))
        print("  done:", " ".join(rows[-1]), flush=True)
    return rows


def many_seat_rows(games: int, only: set[str] | None, jobs: int = 1) -> list[tuple[str, ...]]:
    """Hard's share of the wins against random opponents, at 3 and 4 seats where the game allows them."""
    rows = []
    for info in engine.games():
        if (only and info.id not in only) or not rivals(info):
            continue
        for players in range(max(MANY_SEATS[0], info.min_players), min(MANY_SEATS[1], info.max_players) + 1):
            tally = Tally()
            lineups = []
            for seed in range(games):
                seats = [RANDOM] * players
                seats[seed % players] = "hard"
                lineups.append((tuple(seats), seed % players))
            total = series(info.id, lineups, tally, jobs, f"hard among {players}")
            rows.append((info.id, str(players), f"{100 * total / games:.0f}%", f"{100 / players:.0f}%",
                         tally.median("hard")))
            print("  done:", " ".join(rows[-1]), flush=True)
    return rows


def rivals(info: engine.GameInfo) -> bool:
    """Whether seats play against each other (not a sandbox, not cooperative, not solo only)."""
    return not (info.sandbox or info.cooperative or info.max_players == 1)


def team_rows(games: int, only: set[str] | None, jobs: int = 1, seats: tuple[int, ...] = (),
              levels: tuple[str, ...] = TEAM_LEVELS) -> list[tuple[str, ...]]:
    """For cooperative and solo games: how often the team wins with every seat played by each of
    ``levels``, at each table size of ``seats`` the game allows (default: the smallest table of
    two, one for a solo game); a level left out shows "-"."""
    rows = []
    for info in engine.games():
        if (only and info.id not in only) or info.sandbox or rivals(info):
            continue
        tables = [n for n in seats if info.min_players <= n <= info.max_players] if seats else \
            [1 if info.max_players == 1 else max(2, info.min_players)]
        for players in tables:
            tally = Tally()
            rates = []
            for who in TEAM_LEVELS:
                if who not in levels:
                    rates.append("-")
                    continue
                lineups = [((who,) * players, 0)] * games
                wins = series(info.id, lineups, tally, jobs, f"{who} team of {players}")
                rates.append(tally.team_record(who, wins, games))
            rows.append((info.id, str(players), *rates, tally.median("hard")))
            print("  done:", " ".join(rows[-1]), flush=True)
    return rows


def nim_positions(heaps: int, largest: int) -> list[tuple[int, ...]]:
    """Every NIM position of 1 to ``heaps`` heaps of 1 to ``largest`` cubes (heap order aside)
    whose nim-sum is not zero, so that the player to move has a winning move."""
    return [sizes for count in range(1, heaps + 1)
            for sizes in combinations_with_replacement(range(1, largest + 1), count)
            if reduce(operator.xor, sizes)]


def nim_turn_wins(sizes: tuple[int, ...], seed: int, tally: Tally) -> bool:
    """Whether Hard, taking the first turn on heaps of ``sizes``, leaves a nim-sum of zero."""
    state = nim.built(sizes, seed)
    seat = state.current_player
    while state.current_player == seat:
        start, cpu = time.perf_counter(), time.process_time()
        action, iterations, _applied = decide(state.view(seat), seat, level("hard"), seed)
        tally.add("hard", time.perf_counter() - start, time.process_time() - cpu, iterations)
        state.apply(action)
    return reduce(operator.xor, state.heap_sizes()) == 0


def nim_rows(heaps: int = 5, largest: int = 7) -> list[tuple[str, ...]]:
    """Hard's first turn from every winnable NIM position of up to ``heaps`` heaps of up to ``largest``."""
    tally = Tally()
    positions = nim_positions(heaps, largest)
    missed = [sizes for seed, sizes in enumerate(positions) if not nim_turn_wins(sizes, seed, tally)]
    return [(f"up to {heaps} heaps of 1-{largest}", str(len(positions)), str(len(positions) - len(missed)),
             " ".join("-".join(map(str, sizes)) for sizes in missed) or "none", tally.median("hard"))]


TWO_SEAT_HEADER = ("game", "hard-random", "hard-easy", "hard-normal", "normal-easy", "normal-random",
                   "easy s/move cpu/wall",
                   "normal s/move cpu/wall", "hard s/move cpu/wall", "random playouts/cpu s", "hard sims/cpu s")
MANY_SEAT_HEADER = ("game", "seats", "hard's wins", "fair share", "hard s/move cpu/wall")
NIM_HEADER = ("positions", "nim-sum not zero", "Hard leaves zero", "missed", "hard s/move cpu/wall")
TEAM_HEADER = ("game", "seats", "random team wins (mean score)", "easy team", "normal team", "hard team",
               "hard s/move cpu/wall")
