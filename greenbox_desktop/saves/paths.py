"""Where the app keeps its files (platformdirs locations, overridable for tests) and how it writes them.

Every file the app keeps is written by ``atomic_write``: a temporary file with a name of its own
in the same folder, flushed to disk, then renamed over the old file, so a reader sees the old
file or the new one, never half of one, however the app stops.  A window that opened its data
folder read-only (``set_read_only``) writes nothing into its data or config folders.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import platformdirs

APP_NAME = "greenbox-desktop"
TEMP_SUFFIX = ".tmp"  # a temporary file left by a write that never finished ends so

_read_only: str | None = None  # why this window writes nothing into its folders (None: it may)
_UMASK = os.umask(0o022)  # read once, at import (setting it is the only way to read it) ...
os.umask(_UMASK)  # ... and put back: new files get the mode any program's would, not mkstemp's 0600


class DataDirError(OSError):
    """The data or config directory cannot be created or written; ``str(e)`` says which."""


class ReadOnlyError(DataDirError):
    """This window opened its data folder read-only; ``str(e)`` says why."""


def set_read_only(reason: str | None) -> None:
    """From now on write nothing into the data and config folders (``reason`` says why), or, with
    None, write as usual."""
    global _read_only
    _read_only = reason


def read_only() -> str | None:
    """Why nothing may be written into the data and config folders now (None: writing is allowed)."""
    return _read_only


def _ensure(path: Path) -> Path:
    """``path`` as a folder, created if missing (an existing folder is returned even when it cannot be
    written, so that what it holds can still be listed; writing into it then fails with a reason).
    A read-only window creates nothing: a missing folder lists as empty."""
    if path.is_dir() or _read_only is not None:
        return path
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise DataDirError(f"Cannot create the folder {path}: {error.strerror or error}") from None
    return path


def data_root() -> Path:
    """Where the user data directory is (whether or not it exists yet)."""
    override = os.environ.get("GREENBOX_DATA_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def config_root() -> Path:
    """Where the user config directory is (whether or not it exists yet)."""
    override = os.environ.get("GREENBOX_CONFIG_DIR")
    return Path(override) if override else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """The user data directory (saves, best results); created on first use."""
    return _ensure(data_root())


def config_dir() -> Path:
    """The user config directory (settings); created on first use."""
    return _ensure(config_root())


def saves_dir() -> Path:
    """The folder holding save files."""
    return _ensure(data_dir() / "saves")


def games_dir() -> Path:
    """The folder of the designers' own games (``*.py`` modules and packages the app loads)."""
    return _ensure(data_dir() / "games")


def history_dir() -> Path:
    """The folder holding finished games, kept as replays."""
    return _ensure(data_dir() / "history")


def _owned(path: Path) -> bool:
    """Whether ``path`` lies in the app's data or config folder."""
    resolved = path.resolve()
    return any(resolved.is_relative_to(root.resolve()) for root in (data_root(), config_root()))


def writable_problem(folder: Path) -> str | None:
    """Why nothing can be written into ``folder`` now (None when something can): it is tried."""
    try:
        handle, name = tempfile.mkstemp(prefix=".probe-", suffix=TEMP_SUFFIX, dir=folder)
    except OSError as error:
        return f"the folder {folder} cannot be written ({error.strerror or error})"
    os.close(handle)
    os.unlink(name)
    return None


def refuse_if_read_only(path: Path) -> None:
    """ReadOnlyError if this window is read-only and ``path`` lies in the data directory it owns."""
    if _read_only is not None and _owned(path):
        raise ReadOnlyError(f"Nothing is written: {_read_only}")


def atomic_write(path: Path, text: str) -> Path:
    """Write ``text`` to ``path`` atomically: a temporary file of its own in the same folder (so two
    writers never share one), flush, fsync, rename over ``path``; the temporary file is removed if
    anything fails.  DataDirError (``path`` untouched) if it cannot be written."""
    path = Path(path)
    refuse_if_read_only(path)
    try:
        handle, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    except OSError as error:
        raise DataDirError(f"Cannot write {path}: {error.strerror or error}") from None
    try:
        os.chmod(name, 0o666 & ~_UMASK)
        with open(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(name, path)
    except OSError as error:
        try:
            os.unlink(name)
        except OSError:
            pass
        raise DataDirError(f"Cannot write {path}: {error.strerror or error}") from None
    return path


def remove(path: Path) -> None:
    """Delete a file the app keeps (a missing file is fine); DataDirError if it cannot be deleted."""
    path = Path(path)
    refuse_if_read_only(path)
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as error:
        raise DataDirError(f"Cannot delete {path.name}: {error.strerror or error}") from None


def clear_leftovers(folder: Path) -> int:
    """Delete the temporary files that writes cut short (the app was killed) left in ``folder``;
    returns how many.  Only the window that owns the data folder may call this."""
    removed = 0
    for leftover in folder.glob(f".*{TEMP_SUFFIX}"):
        try:
            leftover.unlink()
            removed += 1
        except OSError:
            pass
    return removed
