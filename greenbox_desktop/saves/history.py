"""Finished games kept as replays: one save file per game in the data directory's ``history`` folder.

A kept game is an ordinary save (seed, options, seats, the action log, format and rules versions),
so it is checked like any save: a file that is damaged, foreign, from a newer app, made under
another version of its game's rules, or whose moves no longer replay is listed with that reason
and never opened.  Files are named after what they hold, so keeping the same game twice keeps
it once.

Replaying every file each time the list is shown would be slow, so what each file was found to
hold is remembered in ``history_checks.json`` beside the folder, with the file's digest, the app
version and the game's rules version: a file is replayed again when any of them changes.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path

from greenbox_desktop import __version__, engine
from greenbox_desktop.engine import State
from greenbox_desktop.saves.paths import DataDirError, atomic_write, data_dir, history_dir, remove
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

    def load(self) -> SaveGame:
        """The kept save, to replay; SaveError if the file is refused (now or when it was listed)."""
        if self.problem is not None:
            raise SaveError(self.problem)
        return parse_save(read_text(self.path))


@dataclass
class GameStats:
    """What the kept games of one game add up to."""

    played: int = 0
    seats: dict[str, int] = field(default_factory=dict)  # seat name -> games that name sat in
    wins: dict[str, int] = field(default_factory=dict)  # seat name -> games won (every name that played)
    unreplayable: int = 0


CHECKS_NAME = "history_checks.json"
_SUMMARY = ("game_id", "finished_at", "names", "kinds", "winners", "result", "length", "problem")


def entry_name(save: SaveGame) -> str:
    """The file name of a kept game: its game and a digest of how it started and went."""
    body = json.dumps([save.game_id, save.players, save.seed, save.options, save.names, save.kinds,
                       [a.to_obj() for a in save.history]], sort_keys=True)
    return f"{save.game_id}-{hashlib.sha256(body.encode('utf-8')).hexdigest()[:16]}.json"


def keep_finished(save: SaveGame) -> Path:
    """Keep a finished game in the history (stamped now, checked once so that listing it later
    needs no replay); DataDirError if it cannot be written."""
    path = write_save(history_dir() / entry_name(save), save)
    remember(path)
    return path


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


def _load_checks() -> dict[str, dict]:
    """What each kept file was found to hold (file name -> summary), as last remembered."""
    try:
        checks = json.loads((data_dir() / CHECKS_NAME).read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return {}
    return {k: v for k, v in checks.items() if isinstance(v, dict)} if isinstance(checks, dict) else {}


def _store_checks(checks: dict[str, dict]) -> None:
    """Remember the checks (an unwritable data folder only costs a replay next time)."""
    try:
        atomic_write(data_dir() / CHECKS_NAME, json.dumps(checks))
    except DataDirError:
        pass


def _rules_version(game_id: str) -> int | None:
    """The rules version this app plays ``game_id`` by (None for a game it does not know)."""
    try:
        return engine.game_info(game_id).rules_version
    except KeyError:
        return None


def _well_formed(known: dict) -> bool:
    """Whether a remembered summary has every field, each of its type (the file may be damaged)."""
    def strings(value: object) -> bool:
        return isinstance(value, list) and all(isinstance(v, str) for v in value)

    return all(isinstance(known.get(k), str) for k in ("game_id", "finished_at", "result")) \
        and all(strings(known.get(k)) for k in ("names", "kinds", "winners")) \
        and type(known.get("length")) is int and isinstance(known.get("problem"), (str, type(None)))


def _still_true(known: dict, digest: str) -> bool:
    """Whether a remembered check still holds: same file, same app, same rules of its game."""
    if known.get("digest") != digest or known.get("app") != __version__ or not _well_formed(known):
        return False
    rules = _rules_version(known["game_id"])
    return rules is not None and known.get("rules") == rules


def read_entry(path: Path, checks: dict[str, dict] | None = None) -> HistoryEntry:
    """Read and check one kept game.  With ``checks`` (see ``_load_checks``), a file whose check
    still holds is not replayed again, and a new check is written into ``checks``."""
    text = ""
    try:
        text = read_text(path)
    except SaveError as error:
        return refused(path, str(error))
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    known = (checks or {}).get(path.name)
    if known is not None and _still_true(known, digest):
        title = engine.game_info(known["game_id"]).title
        return HistoryEntry(path, title=title, **{k: known[k] for k in _SUMMARY})
    try:
        entry = check(parse_save(text), path)
    except SaveError as error:
        entry = refused(path, str(error), text)
    if checks is not None:
        checks[path.name] = {"digest": digest, "app": __version__, "rules": _rules_version(entry.game_id),
                             **{k: getattr(entry, k) for k in _SUMMARY}}
    return entry


def remember(path: Path) -> HistoryEntry:
    """Check one kept file now and remember what it holds."""
    checks = _load_checks()
    entry = read_entry(path, checks)
    _store_checks(checks)
    return entry


def forget(entry: HistoryEntry) -> None:
    """Drop what was remembered about a kept game, so the next listing replays it again."""
    checks = _load_checks()
    if checks.pop(entry.path.name, None) is not None:
        _store_checks(checks)


def list_history(game_id: str | None = None) -> list[HistoryEntry]:
    """The kept games (of one game, if given), newest first; refused files say why in ``problem``.

    A refused file whose game cannot be told is listed under no game, only in the whole list.
    """
    checks = _load_checks()
    before = json.dumps(checks, sort_keys=True)
    paths = sorted(history_dir().glob("*.json"))
    entries = [read_entry(path, checks) for path in paths]
    checks = {name: checks[name] for name in {p.name for p in paths} & set(checks)}
    if json.dumps(checks, sort_keys=True) != before:
        _store_checks(checks)
    if game_id is not None:
        entries = [e for e in entries if e.game_id == game_id]
    return sorted(entries, key=lambda e: (e.finished_at, e.path.name), reverse=True)


def delete_entry(entry: HistoryEntry) -> None:
    """Delete a kept game's file; DataDirError if it cannot be deleted."""
    remove(entry.path)


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
    return remember(atomic_write(history_dir() / entry_name(save), json.dumps(save.to_obj(), indent=1)))


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
