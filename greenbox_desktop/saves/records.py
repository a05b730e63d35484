"""Best results of solo games, kept beside the saves.

The file maps a game's id to its lists (a category, e.g. a difficulty, to results best first),
each result an object of short texts and numbers ("score", "name", "date", ...).  Whatever the
file says, only well-formed lists and results are shown: anything else is left out (and logged),
and the file is left as it is until a new result is added to that same list.
"""

from __future__ import annotations

import json
import logging
import math
from typing import Any

from greenbox_desktop.saves.paths import atomic_write, data_dir

RECORDS_NAME = "records.json"
KEEP = 10
MAX_TEXT = 200  # the longest text a result may hold (the names of six seats, a date)
MAX_NUMBER = 10**15  # no kept score, count or date part comes near it
_LOG = logging.getLogger(__name__)


def _load() -> dict[str, Any]:
    try:
        raw = json.loads((data_dir() / RECORDS_NAME).read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return {}
    return raw if isinstance(raw, dict) else {}


def well_formed(entry: object) -> bool:
    """Whether a kept result is an object of short texts and finite numbers, its score a number."""
    def plain(value: object) -> bool:
        if isinstance(value, str):
            return len(value) <= MAX_TEXT
        if isinstance(value, int) and not isinstance(value, bool):
            return abs(value) <= MAX_NUMBER  # a huge whole number cannot even be made a float
        return isinstance(value, float) and math.isfinite(value)

    return isinstance(entry, dict) and len(entry) <= 20 and all(
        isinstance(k, str) and len(k) <= MAX_TEXT and plain(v) for k, v in entry.items()) \
        and not isinstance(entry.get("score", 0), str)


def _lists(records: dict[str, Any], game_id: str) -> dict[str, list]:
    """The lists of one game as the file holds them ({} and a log line if they are no object)."""
    lists = records.get(game_id, {})
    if not isinstance(lists, dict):
        _LOG.warning("records: ignored the results of %s: %s is no list of categories", game_id,
                     type(lists).__name__)
        return {}
    return lists


def _good(game_id: str, category: str, entries: object) -> list[dict]:
    """The well-formed results of one list (a log line for each one left out)."""
    if not isinstance(entries, list):
        _LOG.warning("records: ignored %s / %.60s: %s is no list of results", game_id, category, type(entries).__name__)
        return []
    good = [e for e in entries if well_formed(e)]
    if len(good) < len(entries):
        _LOG.warning("records: ignored %d malformed results of %s / %.60s", len(entries) - len(good), game_id, category)
    return good


def best_records(game_id: str, category: str) -> list[dict]:
    """The kept results of one game and category (e.g. a difficulty), best first."""
    return _good(game_id, category, _lists(_load(), game_id).get(category, []))


def best_lists(game_id: str) -> dict[str, list[dict]]:
    """Every kept list of one game: category -> results, best first (categories with a short name)."""
    lists = _lists(_load(), game_id)
    return {c: _good(game_id, c, entries) for c, entries in lists.items() if len(c) <= MAX_TEXT}


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
