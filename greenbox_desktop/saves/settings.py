"""The player's settings, kept as JSON in the config directory."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from datetime import datetime
from pathlib import Path

from greenbox_desktop.saves.paths import DataDirError, atomic_write, config_dir, read_only

SETTINGS_NAME = "settings.json"
WINDOW_BOUNDS = {"window_size": (320, 10000), "window_pos": (-20000, 20000)}  # plausible pixel values
BUZZER_KEYS = ("a", "l", "z", "m", "space", "return")  # real-time games: each seat's buzzer key, by key name


@dataclass
class Settings:
    """Window, sound and display preferences."""

    window_size: tuple[int, int] = (1280, 720)
    window_pos: tuple[int, int] | None = None  # where the window was last; None: let the system place it
    fullscreen: bool = False
    sound: bool = True
    animation_speed: float = 1.0
    colour_blind_marks: bool = True
    buzzer_keys: tuple[str, ...] = BUZZER_KEYS


def load_settings() -> Settings:
    """The stored settings; the defaults when there are none or the file is unreadable."""
    return read_settings()[0]


def read_settings() -> tuple[Settings, str | None]:
    """The stored settings and, when the file cannot be read, a notice saying so (the defaults are
    used then, and the bad file is renamed aside so that it is neither lost nor read again)."""
    try:
        path = config_dir() / SETTINGS_NAME
        raw = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return Settings(), None
    except DataDirError as error:
        return Settings(), f"Your settings cannot be kept: {error}. The defaults are used."
    except (OSError, ValueError, RecursionError) as error:
        return Settings(), unreadable(path, reason(error))
    if not isinstance(raw, dict):
        return Settings(), unreadable(path, "it holds no settings")
    return from_obj(raw), None


def reason(error: Exception) -> str:
    """Why a settings file could not be read, in a few words."""
    if isinstance(error, UnicodeDecodeError):
        return "it is not text"
    if isinstance(error, (ValueError, RecursionError)):
        return "it is not valid JSON"
    return str(error.strerror or error) if isinstance(error, OSError) else str(error)


def unreadable(path: Path, why: str) -> str:
    """Keep an unreadable settings file aside (renamed ``settings.json.bad-<time>``, if the folder can
    be written) and say so."""
    notice = f"Your settings file could not be read ({why}), so the defaults are used"
    if read_only() is not None:
        return notice + "; the file is left as it is."
    aside = path.with_name(f"{path.name}.bad-{datetime.now().strftime('%Y%m%d-%H%M%S')}")
    try:
        path.replace(aside)
    except OSError:
        return notice + "; the file is left as it is."
    return notice + f"; the file was kept aside as {aside}."


def from_obj(raw: dict) -> Settings:
    """The settings a settings file's object holds (a missing or odd value keeps its default)."""
    settings = Settings()
    for f in fields(Settings):
        value = raw.get(f.name)
        default = getattr(settings, f.name)
        if f.name in WINDOW_BOUNDS:
            low, high = WINDOW_BOUNDS[f.name]
            if isinstance(value, list) and len(value) == 2 and all(
                    isinstance(v, int) and not isinstance(v, bool) and low <= v <= high for v in value):
                setattr(settings, f.name, (value[0], value[1]))
        elif f.name == "buzzer_keys":
            if valid_keys(value):
                settings.buzzer_keys = tuple(value)
        elif isinstance(default, bool):
            if isinstance(value, bool):
                setattr(settings, f.name, value)
        elif isinstance(value, (int, float)) and not isinstance(value, bool) and 0.1 <= value <= 10:
            setattr(settings, f.name, float(value))
    return settings


def valid_keys(value: object) -> bool:
    """Whether ``value`` (read from the settings file) is a list of distinct key names, one per seat."""
    return isinstance(value, list) and len(value) == len(BUZZER_KEYS) and all(
        isinstance(k, str) and 0 < len(k) <= 20 for k in value) and len(set(value)) == len(value)


def store_settings(settings: Settings) -> None:
    """Save the settings; DataDirError if the config directory cannot be written."""
    atomic_write(config_dir() / SETTINGS_NAME, json.dumps(asdict(settings), indent=1))
