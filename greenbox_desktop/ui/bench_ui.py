"""Start-up and frame-time benchmarks of the desktop app, each beside a bare-pygame floor.

``measure_startup()`` times, from process start, the first drawn title frame of the real app
(``--bench-first-frame``) against a process that only imports pygame, initialises it, opens a
window and flips once.  ``measure_frames()`` times frames of a busy table during a scripted
drag against a floor that blits the background and the same number of sprites.
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import time

FLOOR_SCRIPT = (
    "import pygame; pygame.init(); s = pygame.display.set_mode((1280, 720)); s.fill((0, 0, 0)); "
    "pygame.display.flip(); print('first-frame', flush=True)"
)
RUNS = 5


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    return env


def _time_process(args: list[str]) -> float:
    """Seconds from spawning ``args`` until it prints "first-frame"."""
    start = time.perf_counter()
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=_env())
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith("first-frame"):
            elapsed = time.perf_counter() - start
            break
    else:
        raise RuntimeError(f"{args} never drew a frame")
    proc.wait(timeout=30)
    return elapsed


def measure_startup(runs: int = RUNS) -> dict:
    """Median seconds to the first title frame, the bare-pygame floor, and their ratio."""
    app = [_time_process([sys.executable, "-m", "greenbox_desktop", "--bench-first-frame"]) for _ in range(runs)]
    floor = [_time_process([sys.executable, "-c", FLOOR_SCRIPT]) for _ in range(runs)]
    a, f = statistics.median(app), statistics.median(floor)
    return {"first_frame_s": round(a, 4), "floor_s": round(f, 4), "ratio": round(a / f, 2), "target_ratio": 2.0}


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]


def measure_frames(frames: int = 240, game_id: str | None = None) -> dict:
    """Median and p95 frame times (ms) of a busy table with a drag in progress, beside the floor."""
    os.environ.update({k: v for k, v in _env().items() if k.startswith(("SDL_", "PYGAME"))})
    import pygame

    from greenbox_desktop import engine
    from greenbox_desktop.ui.application import App
    from greenbox_desktop.ui.scenes.table import Drag, TableScene
    from greenbox_desktop.ui.session import Seat, Session

    known = {i.id for i in engine.games()}
    game_id = game_id or ("business_casual" if "business_casual" in known else "nim")
    app = App(size=(1280, 720), fullscreen=False)
    info = engine.game_info(game_id)
    session = Session.new(game_id, [Seat(f"P{i + 1}", "red") for i in range(info.min_players)], 7, {})
    rng = random.Random(7)
    for _ in range(6):
        moves = [a for a in session.state.legal_actions() if isinstance(a, engine.Move)]
        if session.state.is_terminal() or not moves:
            break
        session.apply(rng.choice(moves))
    scene = TableScene(app, session)
    app.goto(scene)
    if scene.curtain:  # time the table, not the pass-the-laptop screen
        scene.lift_curtain()
    app.step(0.0)
    movable = [p for p in scene.placements if p.cid in scene.index.movable]
    if movable:
        p = movable[-1]
        scene.drag = Drag(p, (0, 0), p.rect.center, moved=True)
        scene.selected = p.cid
    table = scene.table_rect()
    times = []
    for i in range(frames):
        pygame.mouse.set_pos((table.x + (i * 7) % table.w, table.y + (i * 5) % table.h))
        t0 = time.perf_counter()
        app.step(1 / 60)
        times.append((time.perf_counter() - t0) * 1000)
    sprites = [(app.art.component(p.cid, p.face_up, max(p.rect.w, p.rect.h)), p.rect.topleft)
               for p in scene.placements if not p.hidden]
    background = pygame.Surface(app.size).convert()
    floor = []
    for _ in range(frames):
        t0 = time.perf_counter()
        app.screen.blit(background, (0, 0))
        app.screen.blits(sprites, doreturn=False)
        pygame.display.flip()
        floor.append((time.perf_counter() - t0) * 1000)
    result = {
        "game": game_id, "sprites": len(sprites), "median_ms": round(statistics.median(times), 3),
        "p95_ms": round(_p95(times), 3), "floor_median_ms": round(statistics.median(floor), 3),
        "floor_p95_ms": round(_p95(floor), 3),
    }
    result["p95_ratio"] = round(result["p95_ms"] / max(result["floor_p95_ms"], 1e-6), 2)
    result["target_ratio"] = 2.0
    return result


if __name__ == "__main__":
    print(measure_startup())
    print(measure_frames())
