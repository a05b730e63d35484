"""Best results of solo games, kept beside the saves."""

from __future__ import annotations

import json
from typing import Any

from greenbox_desktop.saves.paths import atomic_write, data_dir

RECORDS_NAME = "records.json"
KEEP = 10


def _load() -> dict[str, Any]:
    try:
        raw = json.loads((data_dir() / RECORDS_NAME).read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return {}
    return raw if isinstance(raw, dict) else {}


def best_records(game_id: str, category: str) -> list[dict]:
    """The kept results of one game and category (e.g. a difficulty), best first."""
    entries = _load().get(game_id, {}).get(category, [])
    return [e for e in entries if isinstance(e, dict)] if isinstance(entries, list) else []


def best_lists(game_id: str) -> dict[str, list[dict]]:
    """Every kept list of one game: category -> results, best first."""
    lists = _load().get(game_id, {})
    return {c: best_records(game_id, c) for c in lists} if isinstance(lists, dict) else {}


def add_record(game_id: str, category: str, entry: dict, key: str = "score", higher_is_better: bool = True) -> None:
    """Add a result and keep the best ``KEEP`` by ``entry[key]``; DataDirError if unwritable."""
    records = _load()
    games = records.setdefault(game_id, {})
    if not isinstance(games, dict):
        games = records[game_id] = {}
    entries = best_records(game_id, category) + [entry]
    entries.sort(key=lambda e: e.get(key, 0) if isinstance(e.get(key, 0), (int, float)) else 0, reverse=higher_is_better)
    games[category] = entries[:KEEP]
    atomic_write(data_dir() / RECORDS_NAME, json.dumps(records, indent=1))
