"""Where the app keeps its files: platformdirs locations, overridable for tests."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "greenbox-desktop"


class DataDirError(OSError):
    """The data or config directory cannot be created or written; ``str(e)`` says which."""


def _ensure(path: Path) -> Path:
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise DataDirError(f"Cannot create the folder {path}: {error.strerror or error}") from None
    if not os.access(path, os.W_OK):
        raise DataDirError(f"The folder {path} is not writable.")
    return path


def data_dir() -> Path:
    """The user data directory (saves, best results); created on first use."""
    override = os.environ.get("GREENBOX_DATA_DIR")
    return _ensure(Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)))


def config_dir() -> Path:
    """The user config directory (settings); created on first use."""
    override = os.environ.get("GREENBOX_CONFIG_DIR")
    return _ensure(Path(override) if override else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)))


def saves_dir() -> Path:
    """The folder holding save files."""
    return _ensure(data_dir() / "saves")


def games_dir() -> Path:
    """The folder of the designers' own games (``*.py`` modules and packages the app loads)."""
    return _ensure(data_dir() / "games")


def history_dir() -> Path:
    """The folder holding finished games, kept as replays."""
    return _ensure(data_dir() / "history")


def atomic_write(path: Path, text: str) -> Path:
    """Write ``text`` to ``path`` atomically: temporary file, flush, fsync, rename."""
    tmp = path.with_name(f".{path.name}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except OSError as error:
        try:
            tmp.unlink()
        except OSError:
            pass
        raise DataDirError(f"Cannot write {path}: {error.strerror or error}") from None
    return path
