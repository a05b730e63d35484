"""Stopping the app at any moment loses nothing, and two apps never spoil one data folder.

Real processes (tests/crash_child.py, a small stand-in for the app that keeps a game exactly as
the table does) are killed with SIGKILL at chosen moments: in the middle of an autosave, between
the steps that keep a finished game, or at a random point of play.  Then the app "starts again"
here: it owns the folder at once (no stale lock), the leftovers of cut-short writes are gone,
every file it finds is readable, and the game resumes where its last kept action left it or,
if it had ended, is in the history.
"""

from __future__ import annotations

import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

import pytest

from greenbox_desktop import saves
from greenbox_desktop.saves import lock
from greenbox_desktop.saves.history import keep_finished, list_history
from greenbox_desktop.saves.paths import TEMP_SUFFIX
from greenbox_desktop.saves.savefile import AUTOSAVE_NAME
from greenbox_desktop.ui.outcome import finish_autosave
from greenbox_desktop.ui.session import Seat, Session

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL and fcntl are POSIX")

CHILD = Path(__file__).with_name("crash_child.py")
ROOT = Path(__file__).resolve().parent.parent
SEED = 3
TIMEOUT = 60  # seconds: a bound on one child, so a hung child fails the test instead of hanging it


def child_env(data: Path) -> dict[str, str]:
    """The environment of a child using ``data`` as its data folder."""
    return dict(os.environ, GREENBOX_DATA_DIR=str(data), GREENBOX_CONFIG_DIR=str(data.parent / "config"),
                PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")


def run_child(data: Path, *args: str) -> subprocess.CompletedProcess:
    """Run the stand-in to its end (or its own kill)."""
    return subprocess.run([sys.executable, str(CHILD), *args], env=child_env(data), capture_output=True,
                          text=True, timeout=TIMEOUT)


def start_child(data: Path, *args: str) -> subprocess.Popen:
    """Start the stand-in and return at once."""
    return subprocess.Popen([sys.executable, str(CHILD), *args], env=child_env(data), stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def acknowledged(output: str) -> int:
    """How many actions the child had kept (its last ``moved K``)."""
    moved = [int(line.split()[1]) for line in output.splitlines() if line.startswith("moved ")]
    return max(moved, default=0)


def planned_game() -> list:
    """The actions the stand-in plays with ``SEED`` (it chooses them with the same generator)."""
    rng = random.Random(SEED)
    session = Session.new("nim", [Seat("Ann", "red"), Seat("Bo", "blue")], SEED, {})
    while not session.state.is_terminal():
        session.apply(rng.choice(session.state.legal_actions()))
    return list(session.state.history)


def start_again_and_check(data: Path, kept_before: int, planned: list, monkeypatch) -> None:
    """Start as the app does on ``data`` and check that nothing is lost and nothing unreadable."""
    monkeypatch.setenv("GREENBOX_DATA_DIR", str(data))
    lock.take_data_folder()  # the killed child's lock went with it; leftovers are cleared
    assert not [p for p in data.rglob(f"*{TEMP_SUFFIX}")], "a cut-short write left its temporary file"
    resume, _ = finish_autosave()  # raises SaveError for an unreadable autosave
    kept = list_history()
    assert all(entry.problem is None for entry in kept), [entry.problem for entry in kept]
    if kept:  # the game had ended: it is kept whole, and no longer offered for resuming
        assert len(kept) == 1 and kept[0].length == len(planned) and resume is None
        assert saves.load_autosave() is None
        return
    resumed = list(resume.history) if resume is not None else []
    assert resumed == planned[:len(resumed)]
    assert len(resumed) >= kept_before, f"{kept_before} actions were kept, {len(resumed)} came back"
    lock.release()


def test_kill_during_autosave_and_at_the_end_of_a_game_loses_nothing(tmp_path, monkeypatch):
    planned = planned_game()
    whole = run_child(tmp_path / "whole", "play", str(SEED))
    assert whole.returncode == 0 and "done" in whole.stdout, whole.stderr
    events = next(line.split()[1] for line in whole.stdout.splitlines() if line.startswith("events ")).split(",")
    assert acknowledged(whole.stdout) == len(planned)
    assert events[-4:] == ["replace", "replace", "replace", "unlink"]  # the end: autosave, history, check, clear
    # each rename and delete of the game's end, and two autosaves during play: just before and after
    moments = [f"{when}:{n}" for n in sorted({1, len(events) // 2, *range(len(events) - 3, len(events) + 1)})
               for when in ("before", "after")]
    for i, moment in enumerate(moments):
        data = tmp_path / f"kill-{i}"
        result = run_child(data, "play", str(SEED), moment)
        assert result.returncode == -signal.SIGKILL, (moment, result.stderr)
        start_again_and_check(data, acknowledged(result.stdout), planned, monkeypatch)


def test_kill_at_random_moments_of_play_loses_nothing(tmp_path, monkeypatch):
    planned = planned_game()
    rng = random.Random(28)
    for i, after in enumerate(sorted(rng.sample(range(1, len(planned)), 3)) + [len(planned) - 1]):
        data = tmp_path / f"random-{i}"
        child = start_child(data, "play", str(SEED))
        for line in child.stdout:
            if line.startswith(f"moved {after}"):
                break
        child.send_signal(signal.SIGKILL)  # somewhere in the following action's keeping
        output, _ = child.communicate(timeout=TIMEOUT)
        start_again_and_check(data, max(after, acknowledged(output)), planned, monkeypatch)


def test_two_processes_writing_one_file_never_fail_nor_show_an_empty_file(tmp_path):
    data = tmp_path / "data"
    (data / "saves").mkdir(parents=True)
    target = data / "saves" / AUTOSAVE_NAME
    writers = [start_child(data, "hammer", "300") for _ in range(2)]
    seen, bad = 0, []

    def read_while_writing() -> None:
        nonlocal seen
        import json

        while any(w.poll() is None for w in writers):
            try:
                text = target.read_text(encoding="utf-8")
            except FileNotFoundError:
                continue
            seen += 1
            try:
                json.loads(text)
            except ValueError:
                bad.append(text[:40])

    reader = threading.Thread(target=read_while_writing)
    reader.start()
    outputs = [w.communicate(timeout=TIMEOUT)[0] for w in writers]
    reader.join(timeout=TIMEOUT)
    assert [w.returncode for w in writers] == [0, 0]
    assert all("failures 0" in out for out in outputs), outputs
    assert not bad, f"a reader saw {len(bad)} empty or partial files"
    assert seen > 0
    assert not list((data / "saves").glob(f"*{TEMP_SUFFIX}"))


def test_a_second_app_sees_the_lock_and_a_killed_owner_leaves_none(tmp_path, monkeypatch):
    data = tmp_path / "data"
    monkeypatch.setenv("GREENBOX_DATA_DIR", str(data))
    owner = start_child(data, "hold")
    assert owner.stdout.readline().strip() == "held"
    with pytest.raises(lock.FolderBusy, match="Another Green Box Desktop window"):
        lock.take_data_folder()
    owner.send_signal(signal.SIGKILL)
    owner.wait(timeout=TIMEOUT)
    lock.take_data_folder()  # no stale lock: the system dropped it with the process
    assert lock.owns(data)


def test_a_read_only_folder_still_lists_its_files_for_a_user_who_cannot_write(monkeypatch):
    """Run as a user whom the folder's permissions really stop: the tests run as root, whom chmod
    does not stop, so then the listing runs as ``nobody`` (setpriv) in a folder only root may write.
    (tests/test_saves.py and tests/ui/ simulate an unwritable folder in-process instead.)"""
    if os.geteuid() == 0 and shutil.which("setpriv") is None:
        pytest.skip("no setpriv to run as another user")
    base = Path(tempfile.mkdtemp(prefix="greenbox-ro-"))  # outside pytest's private (0700) folders
    try:
        data = base / "data"
        monkeypatch.setenv("GREENBOX_DATA_DIR", str(data))
        session = Session.new("nim", [Seat("Ann", "red"), Seat("Bo", "blue")], SEED, {})
        for action in planned_game():
            session.apply(action)
        saves.save_named(session.to_save(), "kept one")
        keep_finished(session.to_save())
        for path in [base, *base.rglob("*")]:
            path.chmod(0o555 if path.is_dir() else 0o444)
        command = [sys.executable, str(CHILD), "listing"]
        if os.geteuid() == 0:
            command = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", *command]
        result = subprocess.run(command, env=child_env(data), capture_output=True, text=True, timeout=TIMEOUT)
        assert result.returncode == 0, result.stderr
        assert "saves 1" in result.stdout and "history 1" in result.stdout
        assert "refused" in result.stdout and "cannot be written" in result.stdout
    finally:
        for path in [base, *base.rglob("*")]:
            path.chmod(0o755)
        shutil.rmtree(base)
