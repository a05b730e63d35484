"""Finished games kept as replays: one save file per game in the data directory's ``history`` folder.

A kept game is an ordinary save (seed, options, seats, the action log, format and rules versions),
so it is checked like any save: a file that is damaged, foreign, from a newer app, made under
another version of its game's rules, or whose moves no longer replay is listed with that reason
and never opened.  Files are named after what they hold, so keeping the same game twice keeps
it once.

Replaying every file each time the list is shown would be slow, so what each file was found to
hold is remembered in ``history_checks.json`` beside the folder, with the file's digest, the app
version and the game's rules version: a file is replayed again when any of them changes.  That
memory only stands in for the replay: every listed file is still read and checked as a save
(format, checksum, seats, length), the remembered result is used only when it fits the file
(the file's seats and length, winners among the seats, a result that names them), and a game
is replayed in full before the replay viewer gets it, so a file or a memory of it that lies is
listed with the reason, or refused when it is opened.
"""

from __future__ import annotations

import glob
import hashlib
import json
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

import platformdirs

from greenbox_desktop import __version__, engine
from greenbox_desktop.engine import State
from greenbox_desktop.saves.paths import DataDirError, atomic_write, data_dir, history_dir, remove
from greenbox_desktop.saves.savefile import (MAX_LABEL_CHARS, MAX_MESSAGE_CHARS, MAX_STAMP_CHARS, SaveError,
                                             SaveGame, parse_save, read_text, write_save)
from greenbox_desktop.words import clip, listing


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
        """The kept save, checked and replayed to its end; SaveError if the file is refused (now or
        when it was listed)."""
        if self.problem is not None:
            raise SaveError(self.problem)
        save = parse_save(read_text(self.path))
        problem = check(save, self.path).problem
        if problem is not None:
            raise SaveError(problem)
        return save


@dataclass
class GameStats:
    """What the kept games of one game add up to."""

    played: int = 0
    seats: dict[str, int] = field(default_factory=dict)  # seat name -> games that name sat in
    wins: dict[str, int] = field(default_factory=dict)  # seat name -> games won (every name that played)
    unreplayable: int = 0
    team: bool = False  # every kept game was played by a team: its seats win or lose together
    team_wins: int = 0  # games the team won (a cooperative game's whole table, a solo game's one seat)


class AlreadyKept(SaveError):
    """An imported replay is refused as a game the history keeps already; ``entry`` is the kept one."""

    def __init__(self, entry: HistoryEntry) -> None:
        super().__init__(f"This game is kept in the history already: {entry.path.name}")
        self.entry = entry


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
    """How a finished game came out, in a few words ("Ann won", "nobody won", "lost", "the team won")."""
    winners = [names[s] for s in state.winners() if 0 <= s < len(names)]
    return outcome_words(winners, state.players == 1 or state.INFO.cooperative, is_team(state.game_id, state.players))


def is_team(game_id: str, players: int) -> bool:
    """Whether a game of ``game_id`` with this many seats is played by one team (cooperative, 2+ seats)."""
    return players > 1 and engine.game_info(game_id).cooperative


def outcome_words(winners: list[str], one_side: bool, team: bool = False) -> str:
    """The words of ``result_words`` for these winners, in a game with ``one_side`` (solo or a team);
    a ``team`` wins or loses as one."""
    if team:
        return "the team won" if winners else "the team lost"
    if winners:
        return f"{listing(winners)} won"
    return "lost" if one_side else "nobody won"


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
        entry.finished_at = clip(str(claimed.get("saved_at", "")), MAX_STAMP_CHARS)
        entry.title = clip(str(claimed.get("title") or entry.title), MAX_LABEL_CHARS)  # a game not installed keeps its own title
        entry.game_id, entry.title = claimed["game"], engine.game_info(claimed["game"]).title
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


def _short(value: object, limit: int) -> bool:
    """Whether ``value`` is a text of at most ``limit`` characters."""
    return isinstance(value, str) and len(value) <= limit


def _fits(known: dict, save: SaveGame) -> bool:
    """Whether a remembered summary has every field, each of its type and length, and agrees with
    the file it is about (its game, seats and length; its winners among the seats, its result
    their words)."""
    winners = known.get("winners")
    one_side = save.players == 1 or engine.game_info(save.game_id).cooperative
    return all(known.get(k) == v for k, v in (("game_id", save.game_id), ("names", save.names),
                                              ("kinds", save.kinds), ("length", len(save.history)))) \
        and isinstance(winners, list) and all(isinstance(w, str) and w in save.names for w in winners) \
        and _short(known.get("finished_at"), MAX_STAMP_CHARS) \
        and known.get("result") == outcome_words(winners, one_side, is_team(save.game_id, save.players)) \
        and "problem" in known and (known["problem"] is None or _short(known["problem"], MAX_MESSAGE_CHARS))


def _still_true(known: dict, digest: str, save: SaveGame) -> bool:
    """Whether a remembered check still holds: same file, same app, same rules of its game, and
    it fits the file (a damaged or crafted memory does not)."""
    if known.get("digest") != digest or known.get("app") != __version__ or not _fits(known, save):
        return False
    return known.get("rules") == _rules_version(save.game_id)


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
    try:
        save = parse_save(text)
    except SaveError as error:
        entry = refused(path, str(error), text)
    else:
        if known is not None and _still_true(known, digest, save):
            title = engine.game_info(save.game_id).title
            return HistoryEntry(path, save.game_id, title, known["finished_at"], save.names, save.kinds,
                                known["winners"], known["result"], len(save.history), known["problem"])
        entry = check(save, path)
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
    """Delete a kept game's file and the reviews kept beside it; DataDirError if one cannot be deleted."""
    for path in [entry.path, *entry.path.parent.glob(f"{glob.escape(entry.path.stem)}.*.review")]:
        remove(path)


def export_folder() -> Path:
    """Where an export is offered first: the user's documents folder, or the home folder when
    there is none."""
    documents = Path(platformdirs.user_documents_dir())
    return documents if documents.is_dir() else Path.home()


def export_name(entry: HistoryEntry) -> str:
    """A file name a person can read for a kept game: its game, the local day it ended and its
    seats ("green-bite_2026-03-05_ann-bo.json"); letters of any script are kept, a part with none
    is left out."""
    parts = [readable_slug(entry.title) or readable_slug(entry.game_id) or "game", local_day(entry.finished_at),
             readable_slug(" ".join(entry.names))]
    return "_".join(p for p in parts if p) + ".json"


def readable_slug(name: str) -> str:
    """``name`` in lower case with its letters and digits (of any script) kept and every other run
    of characters made one "-": nothing Windows forbids in a file name, no trailing dot or space."""
    return "-".join("".join(c if c.isalnum() else " " for c in name.lower()).split())[:60].strip("-")


def local_day(stamp: str) -> str:
    """The computer's local date of an ISO time stamp ("2026-03-05"), or "" if it is none."""
    try:
        moment = datetime.fromisoformat(stamp)
        return (moment.astimezone() if moment.tzinfo is not None else moment).date().isoformat()
    except (TypeError, ValueError, OverflowError, OSError):
        return ""


def export_replay(entry: HistoryEntry, target: Path) -> Path:
    """Write a kept game to ``target`` (a folder: the file named by ``export_name`` there) exactly as kept."""
    target = Path(target)
    if target.is_dir():
        target = target / export_name(entry)
    try:
        text = entry.path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise DataDirError(f"Cannot read {entry.path.name}: {error}") from None
    return atomic_write(target, text)


def import_replay(path: Path) -> HistoryEntry:
    """Check a replay file like any save and keep it in the history; SaveError (file untouched) if
    it is refused or holds an unfinished game, AlreadyKept (nothing written) if the history keeps
    that game already, DataDirError if the history cannot be written."""
    save = parse_save(read_text(path))
    entry = check(save, Path(path))
    if entry.problem is not None:
        raise SaveError(entry.problem)
    kept = history_dir() / entry_name(save)
    if kept.is_file():
        raise AlreadyKept(read_entry(kept))
    return remember(atomic_write(kept, json.dumps(save.to_obj(), indent=1)))


def game_stats(game_id: str) -> GameStats:
    """Games played, and games played and won per seat name, over the kept games of ``game_id``;
    ``team`` when every one was played by a team (``is_team``: a solo game is not)."""
    stats = GameStats()
    for entry in list_history(game_id):
        if entry.problem is not None:
            stats.unreplayable += 1
            continue
        stats.team = is_team(game_id, len(entry.names)) and (stats.team or not stats.played)
        stats.played += 1
        stats.team_wins += bool(entry.winners)
        for name in set(entry.names):
            stats.seats[name] = stats.seats.get(name, 0) + 1
            stats.wins.setdefault(name, 0)
        for name in set(entry.winners):
            stats.wins[name] += 1
    return stats
