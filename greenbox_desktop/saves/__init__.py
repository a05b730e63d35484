"""Saving games, autosave, settings and best results (pure Python; no pygame)."""

from importlib import import_module
from typing import Any

# Each public name and the module that defines it.  They are imported on first use, so that
# starting the app (which needs only the settings) does not load the rules engine that the
# save files need.
_HOME = {
    "DataDirError": "paths", "config_dir": "paths", "data_dir": "paths", "saves_dir": "paths",
    "add_record": "records", "best_records": "records",
    "SaveError": "savefile", "SaveGame": "savefile", "SaveSummary": "savefile", "autosave": "savefile",
    "autosave_path": "savefile", "clear_autosave": "savefile", "list_saves": "savefile",
    "load_autosave": "savefile", "parse_save": "savefile", "read_save": "savefile", "save_named": "savefile",
    "write_save": "savefile",
    "Settings": "settings", "load_settings": "settings", "store_settings": "settings",
}


def __getattr__(name: str) -> Any:
    """A public name of the package, imported from its module on first use."""
    if name not in _HOME:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{_HOME[name]}"), name)
    globals()[name] = value
    return value


__all__ = [
    "DataDirError", "SaveError", "SaveGame", "SaveSummary", "Settings", "add_record", "autosave", "autosave_path",
    "best_records", "clear_autosave", "config_dir", "data_dir", "list_saves", "load_autosave", "load_settings",
    "parse_save", "read_save", "save_named", "saves_dir", "store_settings", "write_save",
]
