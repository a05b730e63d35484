"""Finished games kept as replays: one save file per game in the data directory's ``history`` folder.

A kept game is an ordinary save (seed, options, seats, the action log, format and rules versions),
so it is checked like any save: a file that is damaged, foreign, from a newer app, made under
another version of its game's rules, or whose moves no longer replay is listed with that reason
and never opened.  Files are named after what they hold, so keeping the same game twice keeps
it once.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path

from greenbox_desktop import engine
from greenbox_desktop.engine import State
from greenbox_desktop.saves.paths import DataDirError, atomic_write, history_dir
from greenbox_desktop.saves.savefile import SaveError, SaveGame, parse_save, read_text, write_save
from greenbox_desktop.words import listing


@dataclass
class HistoryEntry:
    """One kept game as the History screen lists it; ``problem`` says why it cannot be replayed."""

    path: Path
    game_id: str = ""
    title: str = ""
    finished_at: str = ""
    names: list[str] = field(default_factory=list)
    kinds: list[str] = field(default_factory=list)
    winners: list[str] = field(default_factory=list)  # the names of the winning seats
    result: str = ""
    length: int = 0
    problem: str | None = None
    save: SaveGame | None = None  # the checked save, to replay (None when refused)


@dataclass
class GameStats:
    """What the kept games of one game add up to."""

    played: int = 0
    seats: dict[str, int] = field(default_factory=dict)  # seat name -> games that name sat in
    wins: dict[str, int] = field(default_factory=dict)  # seat name -> games won (every name that played)
    unreplayable: int = 0


_checked: dict[tuple[str, int, int], HistoryEntry] = {}  # (path, mtime, size) -> entry: each file replays once


def entry_name(save: SaveGame) -> str:
    """The file name of a kept game: its game and a digest of how it started and went."""
    body = json.dumps([save.game_id, save.players, save.seed, save.options, save.names, save.kinds,
                       [a.to_obj() for a in save.history]], sort_keys=True)
    return f"{save.game_id}-{hashlib.sha256(body.encode('utf-8')).hexdigest()[:16]}.json"


def keep_finished(save: SaveGame) -> Path:
    """Keep a finished game in the history (stamped now); DataDirError if it cannot be written."""
    return write_save(history_dir() / entry_name(save), save)


def result_words(state: State, names: list[str]) -> str:
    """How a finished game came out, in a few words ("Ann won", "nobody won", "lost")."""
    winners = [names[s] for s in state.winners() if 0 <= s < len(names)]
    if winners:
        return f"{listing(winners)} won"
    if state.players == 1 or state.INFO.cooperative:
        return "lost"
    return "nobody won"


def check(save: SaveGame, path: Path, finished_at: str = "") -> HistoryEntry:
    """Replay a parsed save and describe it (``problem`` set if it no longer replays or is unfinished)."""
    title = engine.game_info(save.game_id).title
    entry = HistoryEntry(path, save.game_id, title, finished_at or save.saved_at, save.names, save.kinds,
                         length=len(save.history))
    try:
        end = save.state()
    except SaveError as error:
        entry.problem = str(error)
        return entry
    if not end.is_terminal():
        entry.problem = "This game is not finished, so it is no replay (open it with Load a saved game)."
        return entry
    entry.winners = [save.names[s] for s in end.winners() if 0 <= s < len(save.names)]
    entry.result = result_words(end, save.names)
    entry.save = save
    return entry


def refused(path: Path, problem: str, text: str = "") -> HistoryEntry:
    """The entry of a file that cannot be replayed, under its game when the file names a known one."""
    entry = HistoryEntry(path, title=path.stem, problem=problem)
    try:
        claimed = json.loads(text)
        entry.game_id, entry.title = claimed["game"], engine.game_info(claimed["game"]).title
        entry.finished_at = str(claimed.get("saved_at", ""))
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError):
        pass
    return entry


def read_entry(path: Path) -> HistoryEntry:
    """Read and check one kept game (a file already checked, unchanged since, is not replayed again)."""
    try:
        info = path.stat()
    except OSError as error:
        return refused(path, f"Cannot read {path.name}: {error.strerror or error}")
    key = (str(path), info.st_mtime_ns, info.st_size)
    if key not in _checked:
        text = ""
        try:
            text = read_text(path)
            _checked[key] = check(parse_save(text), path)
        except SaveError as error:
            _checked[key] = refused(path, str(error), text)
    return _checked[key]


def list_history(game_id: str | None = None) -> list[HistoryEntry]:
    """The kept games (of one game, if given), newest first; refused files say why in ``problem``.

    A refused file whose game cannot be told is listed under no game, only in the whole list.
    """
    entries = [read_entry(path) for path in history_dir().glob("*.json")]
    if game_id is not None:
        entries = [e for e in entries if e.game_id == game_id]
    return sorted(entries, key=lambda e: (e.finished_at, e.path.name), reverse=True)


def delete_entry(entry: HistoryEntry) -> None:
    """Delete a kept game's file; DataDirError if it cannot be deleted."""
    try:
        entry.path.unlink()
    except FileNotFoundError:
        pass
    except OSError as error:
        raise DataDirError(f"Cannot delete {entry.path.name}: {error.strerror or error}") from None


def export_replay(entry: HistoryEntry, target: Path) -> Path:
    """Write a kept game to ``target`` (a folder: a file named after it there) exactly as kept."""
    target = Path(target)
    if target.is_dir():
        target = target / entry.path.name
    try:
        text = entry.path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise DataDirError(f"Cannot read {entry.path.name}: {error}") from None
    return atomic_write(target, text)


def import_replay(path: Path) -> HistoryEntry:
    """Check a replay file like any save and keep it in the history; SaveError (file untouched) if
    it is refused or holds an unfinished game, DataDirError if the history cannot be written."""
    save = parse_save(read_text(path))
    entry = check(save, Path(path))
    if entry.problem is not None:
        raise SaveError(entry.problem)
    kept = atomic_write(history_dir() / entry_name(save), json.dumps(save.to_obj(), indent=1))
    return read_entry(kept)


def game_stats(game_id: str) -> GameStats:
    """Games played, and games played and won per seat name, over the kept games of ``game_id``."""
    stats = GameStats()
    for entry in list_history(game_id):
        if entry.problem is not None:
            stats.unreplayable += 1
            continue
        stats.played += 1
        for name in set(entry.names):
            stats.seats[name] = stats.seats.get(name, 0) + 1
            stats.wins.setdefault(name, 0)
        for name in set(entry.winners):
            stats.wins[name] += 1
    return stats
