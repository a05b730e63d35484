"""A small stand-in for the app, run as its own process by tests/test_crash_safety.py.

    python tests/crash_child.py play SEED [KILL]   play a NIM game, keeping it as the table does
    python tests/crash_child.py hammer N           write the autosave slot N times, as fast as it can
    python tests/crash_child.py hold               own the data folder until stdin closes
    python tests/crash_child.py listing            print what Load and History list, and try a write

``play`` owns the data folder, then applies random legal actions and after each one calls
``keep_progress`` (what the table calls after every action: the autosave, and at the end the
history, best list and clearing of the autosave), printing ``moved K`` once action K is kept.
KILL (``before:N`` or ``after:N``) makes the process kill itself with SIGKILL just before or
just after its N-th file rename or delete: a kill -9 at an exact moment of a write, with no
clean-up of any kind.  Without KILL it ends with ``events replace,...,unlink`` (the renames and
deletes a whole game made, in order) and ``done``.
"""

from __future__ import annotations

import json
import os
import random
import signal
import sys

from greenbox_desktop import saves
from greenbox_desktop.saves import lock
from greenbox_desktop.saves.paths import DataDirError, atomic_write
from greenbox_desktop.ui.outcome import keep_progress
from greenbox_desktop.ui.session import Seat, Session

GAME = "nim"
events: list[str] = []  # the renames and deletes so far, in order


def watch(kill: str | None) -> None:
    """Record the renames and deletes; with ``kill``, die by SIGKILL at the one it names."""
    when, _, at = (kill or "never:0").partition(":")

    def hooked(name: str, real):
        def call(*args, **kwargs):
            events.append(name)
            hit = len(events) == int(at)
            if hit and when == "before":
                os.kill(os.getpid(), signal.SIGKILL)
            result = real(*args, **kwargs)
            if hit and when == "after":
                os.kill(os.getpid(), signal.SIGKILL)
            return result
        return call

    os.replace = hooked("replace", os.replace)
    os.unlink = hooked("unlink", os.unlink)


def play(seed: int, kill: str | None) -> None:
    """Play one game, keeping it after every action as the table does."""
    lock.take_data_folder()
    watch(kill)
    rng = random.Random(seed)
    session = Session.new(GAME, [Seat("Ann", "red"), Seat("Bo", "blue")], seed, {})
    moves = 0
    while not session.state.is_terminal():
        session.apply(rng.choice(session.state.legal_actions()))
        keep_progress(session)
        moves += 1
        print(f"moved {moves}", flush=True)
    print(f"events {','.join(events)}", flush=True)
    print("done", flush=True)


def hammer(count: int) -> None:
    """Write the autosave slot ``count`` times (another process may be writing it too)."""
    path = saves.autosave_path()
    failed = 0
    for i in range(count):
        try:
            atomic_write(path, json.dumps({"writer": os.getpid(), "n": i, "padding": "x" * (i % 50) * 100}))
        except DataDirError as error:
            failed += 1
            print(f"failed {error}", flush=True)
    print(f"failures {failed}", flush=True)


def hold() -> None:
    """Own the data folder until the parent closes stdin (or kills this process)."""
    lock.take_data_folder()
    print("held", flush=True)
    sys.stdin.read()


def listing() -> None:
    """Print what the Load and History screens would list, then try to write a save."""
    from greenbox_desktop.saves.history import list_history

    print(f"saves {len([s for s in saves.list_saves() if s.problem is None])}", flush=True)
    print(f"history {len([e for e in list_history() if e.problem is None])}", flush=True)
    try:
        lock.take_data_folder()
        print("owned", flush=True)
    except DataDirError as error:
        print(f"refused {error}", flush=True)


if __name__ == "__main__":
    command = sys.argv[1]
    if command == "play":
        play(int(sys.argv[2]), sys.argv[3] if len(sys.argv) > 3 else None)
    elif command == "hammer":
        hammer(int(sys.argv[2]))
    elif command == "hold":
        hold()
    elif command == "listing":
        listing()
