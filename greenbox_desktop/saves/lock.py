"""One app owns a data folder at a time: it holds an operating-system lock on ``<data>/app.lock``.

The lock is the system's own file lock (``fcntl.flock`` on POSIX, ``msvcrt.locking`` on Windows)
taken without waiting, rather than a lock file that only exists while an app runs: the system
drops the lock however the owner ends (quit, crash, kill -9, power cut), so there is never a
stale lock to guess about, and no process id that may have been reused is trusted.  The file
itself stays and holds the owner's process id, for a person to read.

A process owns at most one data folder, and claiming the folder it already owns succeeds.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from greenbox_desktop.saves.paths import DataDirError, clear_leftovers, data_dir, writable_problem

LOCK_NAME = "app.lock"
BUSY = "Another Green Box Desktop window is using this data folder"

_held: dict[Path, int] = {}  # the folder this process owns -> the open descriptor of its lock file


class FolderBusy(DataDirError):
    """Another running app owns the data folder."""


def _try_lock(handle: int) -> bool:
    """Lock the open file without waiting; False if another process holds it."""
    try:
        if sys.platform == "win32":
            import msvcrt

            os.lseek(handle, 0, os.SEEK_SET)
            msvcrt.locking(handle, msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def claim(folder: Path) -> None:
    """Own ``folder`` (releasing any other folder this process owned).  FolderBusy if another app
    owns it; DataDirError if its lock file cannot be made."""
    folder = Path(folder).resolve()
    if folder in _held:
        return
    release()
    try:
        handle = os.open(folder / LOCK_NAME, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as error:
        raise DataDirError(f"the folder {folder} cannot be written ({error.strerror or error})") from None
    if not _try_lock(handle):
        os.close(handle)
        raise FolderBusy(f"{BUSY} ({folder}).")
    try:
        os.ftruncate(handle, 0)
        os.write(handle, f"{os.getpid()}\n".encode())
    except OSError:
        pass  # the process id is for people only; the lock is what counts
    _held[folder] = handle


def owns(folder: Path) -> bool:
    """Whether this process owns ``folder``."""
    return Path(folder).resolve() in _held


def release() -> None:
    """Give up the folder this process owns, if any (closing the file drops the lock)."""
    for handle in _held.values():
        os.close(handle)
    _held.clear()


def take_data_folder() -> None:
    """Own the data folder and make sure it can be written, then delete what writes cut short there
    left behind.  FolderBusy if another app owns it; DataDirError (saying why) if it cannot be
    created or written."""
    folder = data_dir()
    claim(folder)
    for sub in (folder, folder / "saves", folder / "history"):
        if sub.is_dir():
            problem = writable_problem(sub)
            if problem is not None:
                raise DataDirError(problem)
            clear_leftovers(sub)
