"""Saving games, autosave, settings and best results (pure Python; no pygame)."""

from greenbox_desktop.saves.paths import DataDirError, config_dir, data_dir, saves_dir
from greenbox_desktop.saves.records import add_record, best_records
from greenbox_desktop.saves.savefile import (
    SaveError,
    SaveGame,
    SaveSummary,
    autosave,
    autosave_path,
    clear_autosave,
    list_saves,
    load_autosave,
    parse_save,
    read_save,
    save_named,
    write_save,
)
from greenbox_desktop.saves.settings import Settings, load_settings, store_settings

__all__ = [
    "DataDirError", "SaveError", "SaveGame", "SaveSummary", "Settings", "add_record", "autosave", "autosave_path",
    "best_records", "clear_autosave", "config_dir", "data_dir", "list_saves", "load_autosave", "load_settings",
    "parse_save", "read_save", "save_named", "saves_dir", "store_settings", "write_save",
]
