"""A log file for the standalone program, whose windowed builds have no console.

In a frozen build (PyInstaller) ``start()`` sends logging, anything printed and any crash's
traceback to ``greenbox.log`` in the platform's log folder (platformdirs ``user_log_dir``).
Run from Python, the app keeps printing to the terminal as before.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import platformdirs

from greenbox_desktop.saves.paths import APP_NAME

LOG_NAME = "greenbox.log"
MAX_BYTES = 1_000_000  # a longer log starts afresh


def log_dir() -> Path:
    """The platform's folder for this app's logs."""
    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def start(frozen: bool | None = None) -> Path | None:
    """Log to the log file when frozen (or ``frozen`` is True); return its path, None otherwise."""
    if not (getattr(sys, "frozen", False) if frozen is None else frozen):
        return None
    path = log_dir() / LOG_NAME
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fresh = path.exists() and path.stat().st_size > MAX_BYTES
        handler = logging.FileHandler(path, mode="w" if fresh else "a", encoding="utf-8")
    except OSError:
        return None
    logging.basicConfig(level=logging.INFO, handlers=[handler],
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    console = sys.stderr is not None
    if sys.stdout is None:
        sys.stdout = handler.stream
    if sys.stderr is None:
        sys.stderr = handler.stream

    def crashed(kind: type[BaseException], error: BaseException, trace: object) -> None:
        logging.critical("crashed", exc_info=(kind, error, trace))
        if console:
            sys.__excepthook__(kind, error, trace)

    sys.excepthook = crashed
    logging.info("Green Box Desktop started from %s", sys.executable)
    return path
