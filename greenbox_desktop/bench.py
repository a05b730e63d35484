"""Benchmark: ``python -m greenbox_desktop.bench [--seconds S] [--games id,id] [--no-ui]``, or ``... --bots``.

Prints, measured in this run on this machine (rates per second of CPU time):
- random playouts per second for every game (default options and each playout option set),
  their mean length and the actions per second that makes, beside a floor: the same number of bare random choices per second (the harness's own cost);
- the time of ``new_game`` + ``to_json`` + ``from_json``, and of saving + loading a finished game;
- when the UI is present: time to the first title frame and busy-table frame times, each beside
  the bare pygame floor measured in the same run.
With ``--bots [--bot-games N] [--bot-matches hard-random,...] [--jobs J]`` it prints the bot strength and
speed tables of ``bench_bots`` instead; with ``--review [--review-level normal]`` the CPU time of a
review (``ai.review``) of a random game of every game, cut at ``REVIEW_ACTIONS`` actions.
Timings are for reading, never asserted in tests.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

from greenbox_desktop import engine
from greenbox_desktop.engine.playout import random_playout


def _rate(work: Callable[[int], Any], seconds: float) -> tuple[float, int]:
    """Calls of ``work(i)`` per second of this process's CPU time over about ``seconds``; returns
    (rate, calls).  CPU time, not the wall clock: on a shared, loaded machine it still counts
    only the time this one core spent on the work."""
    start = time.process_time()
    calls = 0
    while True:
        work(calls)
        calls += 1
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            return calls / elapsed, calls


def _choice_floor(steps: float, seconds: float) -> float:
    """Playouts/s of a loop that only makes ``steps`` random choices from a 10-item list."""
    chooser = random.Random(0)
    items = list(range(10))
    whole = max(1, round(steps))

    def fake(_: int) -> None:
        for _step in range(whole):
            items[int(chooser.random() * len(items))]

    return _rate(fake, seconds)[0]


def _first_playout_options(info: engine.GameInfo) -> dict[str, Any]:
    """The first of a game's playout option sets ({} if it has none): the game the serialisation
    and review rows have always measured, kept so their figures stay comparable."""
    return dict(info.playout_options[0]) if info.playout_options else {}


def playout_rows(seconds: float, only: set[str] | None) -> list[tuple[str, str, str, str, str, str]]:
    """One row per game and option set: name, players, playouts/s, mean actions, actions/s, floor/s."""
    rows = []
    for info in engine.games():
        if only and info.id not in only:
            continue
        for extra in ((),) + info.playout_options:
            options = dict(extra)
            lengths: list[int] = []

            def one(seed: int, options=options, lengths=lengths) -> None:
                lengths.append(len(random_playout(info.id, info.min_players, seed, options).history))

            rate, _ = _rate(one, seconds)
            steps = statistics.mean(lengths)
            label = info.id + "".join(f" {k}={v}" for k, v in options.items())
            rows.append((label, str(info.min_players), f"{rate:,.0f}", f"{steps:.0f}", f"{rate * steps:,.0f}",
                         f"{_choice_floor(steps, seconds / 4):,.0f}"))
    return rows


def serialisation_rows(seconds: float, only: set[str] | None) -> list[tuple[str, str, str]]:
    """Per game: ms for new_game + to_json + from_json, and ms to save + load a finished game."""
    from greenbox_desktop import saves

    rows = []
    with tempfile.TemporaryDirectory() as folder:
        import os

        os.environ.setdefault("GREENBOX_DATA_DIR", folder)
        for info in engine.games():
            if only and info.id not in only:
                continue

            def round_trip(seed: int) -> None:
                engine.from_json(engine.new_game(info.id, info.min_players, seed).to_json())

            rate, _ = _rate(round_trip, seconds / 2)
            finished = random_playout(info.id, info.min_players, 1, _first_playout_options(info))
            save = saves.SaveGame.from_state(finished, ["A"] * finished.players, ["human"] * finished.players)
            path = Path(folder) / f"{info.id}.json"

            def save_load(_: int) -> None:
                saves.write_save(path, save)
                saves.read_save(path)

            save_rate, _ = _rate(save_load, seconds / 2)
            rows.append((info.id, f"{1000 / rate:.2f}", f"{1000 / save_rate:.2f} ({len(finished.history)} actions)"))
    return rows


REVIEW_ACTIONS = 200  # the length of game the review's time is measured on


def review_rows(only: set[str] | None, level_name: str = "normal") -> list[tuple[str, ...]]:
    """Per game: the CPU seconds of a review at ``level_name`` of the first ``REVIEW_ACTIONS`` actions
    of a random game (the whole game when shorter), and per action."""
    from greenbox_desktop.ai import review

    rows = []
    for info in engine.games():
        if (only and info.id not in only) or info.sandbox:
            continue
        game = random_playout(info.id, info.min_players, 1, _first_playout_options(info))
        actions = game.history[:REVIEW_ACTIONS]
        start = time.process_time()
        review.analyse(info.id, game.players, game.seed, dict(game.options), actions, level_name)
        seconds = time.process_time() - start
        per_action = seconds / max(1, len(actions))
        rows.append((info.id, str(game.players), str(len(actions)), f"{seconds:.1f}", f"{1000 * per_action:.0f}",
                     f"{per_action * REVIEW_ACTIONS:.0f}"))
        print("  done:", " ".join(rows[-1]), flush=True)
    return rows


def _table(title: str, header: tuple[str, ...], rows: list[tuple[str, ...]]) -> str:
    widths = [max(len(str(r[i])) for r in [header, *rows]) for i in range(len(header))]
    line = lambda r: "  ".join(str(v).rjust(w) if i else str(v).ljust(w) for i, (v, w) in enumerate(zip(r, widths)))
    out = [title, line(header), "  ".join("-" * w for w in widths)]
    return "\n".join(out + [line(r) for r in rows])


def ui_rows() -> list[tuple[str, str, str, str]] | None:
    """Startup and frame times beside their pygame floors, or None when the UI is absent."""
    try:
        from greenbox_desktop.ui import bench_ui
    except ImportError:
        return None
    start = bench_ui.measure_startup()
    frames = bench_ui.measure_frames()
    return [
        ("first title frame (s)", f"{start['first_frame_s']:.3f}", f"{start['floor_s']:.3f}", f"{start['ratio']:.2f}"),
        (f"median frame, {frames['game']} drag (ms)", f"{frames['median_ms']:.2f}", f"{frames['floor_median_ms']:.2f}",
         f"{frames['median_ms'] / max(frames['floor_median_ms'], 1e-6):.2f}"),
        (f"p95 frame, {frames['sprites']} sprites (ms)", f"{frames['p95_ms']:.2f}", f"{frames['floor_p95_ms']:.2f}",
         f"{frames['p95_ratio']:.2f}"),
    ]


def bot_tables(games: int, only: set[str] | None, seconds: float, matches: set[str] | None, jobs: int = 1,
               start: int = 0, team_seats: tuple[int, ...] = (), team_levels: tuple[str, ...] = ()) -> None:
    """Print the bot strength and speed tables (``bench_bots``), or only the ``matches`` named; the
    2-seat matches play the games seeded from ``start`` on; the team table plays at ``team_seats``
    with ``team_levels`` (default: its usual table size and every level)."""
    from greenbox_desktop import bench_bots

    pairs = tuple(m for m in bench_bots.MATCHES if matches is None or "-".join(m) in matches)
    if pairs:
        seeds = f"games {start}-{start + games - 1}" if start else f"{games} games"
        print(_table(f"Bots, 2 seats: first's share over {seeds}, seats swapped every other game (draw = half)",
                     bench_bots.TWO_SEAT_HEADER, bench_bots.two_seat_rows(games, only, seconds, pairs, jobs, start)))
    if matches is None or "many" in matches:
        print()
        print(_table(f"Bots, 3+ seats: Hard against random opponents over {games} games",
                     bench_bots.MANY_SEAT_HEADER, bench_bots.many_seat_rows(games, only, jobs)))
    if matches is None or "nim" in matches:
        print()
        print(_table("Bots, NIM: Hard's first turn from every position where a winning move exists",
                     bench_bots.NIM_HEADER, bench_bots.nim_rows()))
    if matches is None or "team" in matches:
        print()
        print(_table(f"Bots, cooperative and solo games: the team's wins over {games} games (mean score of the wins)",
                     bench_bots.TEAM_HEADER,
                     bench_bots.team_rows(games, only, jobs, team_seats, team_levels or bench_bots.TEAM_LEVELS)))


def main(argv: list[str] | None = None) -> None:
    """Run the benchmark and print its tables."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="time spent on each measurement")
    parser.add_argument("--games", default="", help="comma-separated game ids (default: all)")
    parser.add_argument("--no-ui", action="store_true", help="skip the startup and frame measurements")
    parser.add_argument("--bots", action="store_true", help="measure bot strength and speed instead")
    parser.add_argument("--bot-games", type=int, default=100, help="games per bot match (--bots)")
    parser.add_argument("--bot-matches", default="", help="--bots: only these matches, e.g. hard-random,hard-easy "
                        "(many = the 3+ seat table, team = cooperative and solo games, nim = every winnable "
                        "small NIM position; default: all)")
    parser.add_argument("--jobs", type=int, default=1, help="--bots: games played side by side in this many processes")
    parser.add_argument("--bot-first", type=int, default=0, help="--bots: the 2-seat matches start at this game "
                        "number (seed), to play a long match in parts")
    parser.add_argument("--review", action="store_true", help="measure the time of a game's review instead")
    parser.add_argument("--review-level", default="normal", help="--review: the bots' level (normal or hard)")
    parser.add_argument("--team-seats", default="", help="--bots: the team table at these table sizes, e.g. 1,3,6")
    parser.add_argument("--team-levels", default="", help="--bots: the team table for these levels only, e.g. hard")
    args = parser.parse_args(argv)
    only = {g for g in args.games.split(",") if g} or None
    if args.review:
        print(_table(f"Review at {args.review_level}, one core: a random game cut at {REVIEW_ACTIONS} actions",
                     ("game", "seats", "actions", "cpu s", "ms/action", f"s per {REVIEW_ACTIONS} actions"),
                     review_rows(only, args.review_level)))
        return
    if args.bots:
        bot_tables(args.bot_games, only, args.seconds, {m for m in args.bot_matches.split(",") if m} or None,
                   args.jobs, args.bot_first, tuple(int(n) for n in args.team_seats.split(",") if n),
                   tuple(w for w in args.team_levels.split(",") if w))
        return
    print(_table("Random playouts (one core)", ("game", "seats", "playouts/s", "actions", "actions/s", "floor/s"),
                 playout_rows(args.seconds, only)))
    print()
    print(_table("Serialisation", ("game", "new+to_json+from_json ms", "save+load finished ms"),
                 serialisation_rows(args.seconds, only)))
    if not args.no_ui:
        rows = ui_rows()
        if rows is not None:
            print()
            print(_table("Desktop UI (target: within 2x the floor)", ("measure", "app", "bare pygame floor", "ratio"), rows))


if __name__ == "__main__":
    main()
