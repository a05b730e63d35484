"""Save files: versioned JSON holding the seed and the action log, with a checksum.

A save is refused (``SaveError``, the file left untouched) when it is not JSON, not a Green Box
save, from a newer format, edited (checksum), malformed, for an unknown game, or when its moves
no longer replay, or when it was recorded under another version of the game's rules
(``GameInfo.rules_version``, written as ``rules_version``; a save without one is from version 1),
or when it holds more actions than its game's longest sensible game (``GameInfo.max_actions``).

Text read from a file is held to length limits here, where every save, replay and kept game is
read, so no screen ever gets more than it can draw: seat names are cut to ``MAX_NAME_CHARS`` (as
the seating screen cuts typed names), a label to ``MAX_LABEL_CHARS``, a refusal's message to
``MAX_MESSAGE_CHARS``.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from greenbox_desktop import __version__, engine
from greenbox_desktop.box import MEEPLE_COLOURS
from greenbox_desktop.engine import Action, IllegalAction, State
from greenbox_desktop.saves.paths import DataDirError, atomic_write, games_dir, remove, saves_dir
from greenbox_desktop.words import clip

FORMAT = "greenbox-save"
VERSION = 1
MAX_BYTES = 16 * 1024 * 1024
AUTOSAVE_NAME = "autosave.json"
MAX_NAME_CHARS = 24  # a seat's name (and kind, colour): as long as the seating screen lets one be
MAX_LABEL_CHARS = 60  # a save's label, as typed on the save screen (its file name is cut there too)
MAX_STAMP_CHARS = 40  # when it was saved, the app version that saved it
MAX_MESSAGE_CHARS = 400  # why a file was refused (it may quote the file)


class SaveError(ValueError):
    """A save file was refused; ``str(e)`` says why (at most ``MAX_MESSAGE_CHARS`` characters, as it
    may quote the file).  The file itself is never changed."""

    def __init__(self, message: str) -> None:
        super().__init__(clip(str(message), MAX_MESSAGE_CHARS))


@dataclass
class SaveGame:
    """Everything needed to rebuild a game: how it started and every action since."""

    game_id: str
    players: int
    seed: int
    options: dict[str, Any]
    names: list[str]
    kinds: list[str]
    history: list[Action]
    label: str = ""
    saved_at: str = ""
    app_version: str = __version__
    colours: list[str] = field(default_factory=list)  # the seats' colours (empty in older saves)
    rules_version: int = 1  # the game's GameInfo.rules_version when the log was recorded
    # The end state once the log has replayed (``state``), with the length of the log it came from.
    _replayed: tuple[int, State] | None = field(default=None, init=False, repr=False, compare=False)

    @classmethod
    def from_state(cls, state: State, names: list[str], kinds: list[str], label: str = "",
                   colours: list[str] | None = None) -> SaveGame:
        """The save of a game in progress."""
        return cls(state.game_id, state.players, state.seed, dict(state.options), list(names), list(kinds),
                   list(state.history), label, colours=list(colours or []), rules_version=state.INFO.rules_version)

    def start(self) -> State:
        """The new game the action log begins from."""
        return engine.new_game(self.game_id, self.players, self.seed, self.options)

    @property
    def replayed(self) -> bool:
        """Whether the log as it stands has replayed already (``state``): every step is legal."""
        return self._replayed is not None and self._replayed[0] == len(self.history)

    def state(self) -> State:
        """The game as saved, by replaying the log; SaveError if a step is illegal.  The log is
        replayed once; later calls get a copy of the state it reached."""
        if self.replayed:
            return self._replayed[1].clone()
        try:
            end = engine.replay(self.game_id, self.players, self.seed, self.options, self.history)
        except (IllegalAction, ValueError, KeyError) as error:
            raise SaveError(f"The moves in this save do not replay: {error}") from None
        except Exception as error:  # noqa: BLE001 - a crafted file must never crash the app
            raise SaveError("The moves in this save do not replay: a move holds a value this game never "
                            f"makes ({type(error).__name__}).") from None
        self._replayed = (len(self.history), end)
        return end.clone()

    def title(self) -> str:
        """The title of the game (its id if this app does not know it)."""
        try:
            return engine.game_info(self.game_id).title
        except KeyError:
            return self.game_id

    def to_obj(self) -> dict[str, Any]:
        """The JSON object written to disk, checksum included."""
        body = {
            "format": FORMAT, "version": VERSION, "app_version": self.app_version, "game": self.game_id,
            "players": self.players, "seed": self.seed, "options": self.options, "names": self.names,
            "kinds": self.kinds, "label": self.label, "saved_at": self.saved_at,
            "history": [a.to_obj() for a in self.history], "rules_version": self.rules_version,
            "title": self.title(),
        }
        if self.colours:
            body["colours"] = self.colours
        body["checksum"] = _checksum(body)
        return body


@dataclass
class SaveSummary:
    """One line of the load screen; ``problem`` is set (and the rest partly empty) for a refused file."""

    path: Path
    game_id: str = ""
    title: str = ""
    label: str = ""
    saved_at: str = ""
    turn: int = 0
    players: int = 0
    names: list[str] = field(default_factory=list)
    problem: str | None = None


def _checksum(body: dict[str, Any]) -> str:
    canonical = json.dumps({k: v for k, v in body.items() if k != "checksum"}, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def _require(condition: bool, problem: str) -> None:
    if not condition:
        raise SaveError(f"This save file is damaged: {problem}.")


def parse_save(text: str, expected_game: str | None = None) -> SaveGame:
    """Check and rebuild a save from its text (without replaying the moves)."""
    try:
        return _parse(text, expected_game)
    except RecursionError:
        raise SaveError("This is not a save file: it is nested far too deeply.") from None


def _parse(text: str, expected_game: str | None) -> SaveGame:
    try:
        obj = json.loads(text)
    except ValueError:
        raise SaveError("This is not a save file: it is not valid JSON (it may be truncated).") from None
    if not isinstance(obj, dict) or obj.get("format") != FORMAT:
        raise SaveError("This is not a Green Box Desktop save file.")
    version = obj.get("version")
    if not isinstance(version, int) or version > VERSION:
        raise SaveError(f"This save was made by a newer version of the app (format {version}); update the app to open it.")
    game_id = obj.get("game")
    players = obj.get("players")
    _require(isinstance(game_id, str), "the game is missing")
    _require(isinstance(players, int) and not isinstance(players, bool), "the number of players is missing")
    _require(isinstance(obj.get("seed"), int), "the seed is missing")
    _require(isinstance(obj.get("options"), dict), "the options are missing")
    for key in ("names", "kinds"):
        value = obj.get(key)
        _require(isinstance(value, list) and len(value) == players and all(isinstance(v, str) for v in value),
                 f"the player {key} do not match the number of players")
    _require(isinstance(obj.get("history"), list), "the action log is missing")
    try:
        info = engine.game_info(game_id)
    except KeyError:
        raise SaveError(not_installed(clip(game_id, 40), obj.get("title"))) from None
    if len(obj["history"]) > info.max_actions:
        raise SaveError(f"This save holds {len(obj['history'])} moves, more than any game of {info.title} takes "
                        f"(at most {info.max_actions}).")
    # The checksum after the cheap checks: computing it costs as much as reading the file again.
    _require(obj.get("checksum") == _checksum(obj), "its checksum does not match (was it edited?)")
    if expected_game is not None and game_id != expected_game:
        raise SaveError(f"This save is for {info.title}, not for {engine.game_info(expected_game).title}.")
    if not info.min_players <= players <= info.max_players:
        raise SaveError(f"This save seats {players} players, and {info.title} is for {info.min_players} to "
                        f"{info.max_players}.")
    rules = obj.get("rules_version", 1)
    _require(isinstance(rules, int) and not isinstance(rules, bool) and rules >= 1, "the rules version is not a number")
    if rules != info.rules_version:
        raise SaveError(f"This {info.title} game was recorded under version {rules} of its rules and this app plays "
                        f"version {info.rules_version}, so " + ("update the app to open it." if rules > info.rules_version
                                                                 else "its moves would no longer mean the same."))
    try:
        history = [engine.action_from_obj(a) for a in obj["history"]]
    except IllegalAction as error:
        raise SaveError(f"This save file is damaged: {error}") from None
    colours = obj.get("colours", [])
    _require(isinstance(colours, list) and len(colours) in (0, players) and all(isinstance(c, str) for c in colours),
             "the player colours do not match the number of players")
    if not set(colours) <= set(MEEPLE_COLOURS):
        colours = []  # a colour the app never offers: the seats get the usual ones (the names stay)
    return SaveGame(game_id, players, obj["seed"], obj["options"], short(obj["names"], MAX_NAME_CHARS),
                    short(obj["kinds"], MAX_NAME_CHARS), history, clip(str(obj.get("label", "")), MAX_LABEL_CHARS),
                    clip(str(obj.get("saved_at", "")), MAX_STAMP_CHARS),
                    clip(str(obj.get("app_version", "")), MAX_STAMP_CHARS), short(colours, MAX_NAME_CHARS), rules)


def short(texts: list[str], limit: int) -> list[str]:
    """Each of ``texts`` cut to ``limit`` characters (as the seating screen cuts a typed name)."""
    return [text[:limit] for text in texts]


def not_installed(game_id: str, title: object = None) -> str:
    """Why a save of a game this app does not know is refused, naming the game and what to do."""
    name = f"\u201c{clip(title, MAX_LABEL_CHARS)}\u201d ({game_id!r})" if isinstance(title, str) and title else repr(game_id)
    try:
        folder = str(games_dir())
    except DataDirError:
        folder = "the games folder of the app's data folder"
    return (f"This save is for the game {name}, which this app does not know: it is not installed here. "
            f"If it is a designer's game, put its file in {folder} or install its package, then open the save again.")


def read_text(path: Path) -> str:
    """The text of a file that may be a save; SaveError if it is unreadable, far too large or not text."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_BYTES:
            raise SaveError("This file is far too large to be a save file.")
        raw = path.read_bytes()
    except OSError as error:
        raise SaveError(f"Cannot read {path.name}: {error.strerror or error}") from None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError("This is not a save file: it is not text.") from None


def read_save(path: Path, expected_game: str | None = None) -> SaveGame:
    """Read, check and replay a save file; SaveError (file untouched) if anything is wrong."""
    save = parse_save(read_text(path), expected_game)
    save.state()
    return save


def write_save(path: Path, save: SaveGame) -> Path:
    """Write a save atomically, stamping the time; DataDirError if it cannot be written."""
    save.saved_at = datetime.now(timezone.utc).isoformat(timespec="seconds")
    return atomic_write(Path(path), json.dumps(save.to_obj(), indent=1))


def slug(name: str) -> str:
    """A file-name-safe form of a save's name."""
    cleaned = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return cleaned[:60] or "save"


def save_named(save: SaveGame, name: str) -> Path:
    """Save under a name chosen by the player (``<saves>/<slug>.json``), cut to ``MAX_LABEL_CHARS``."""
    save.label = name[:MAX_LABEL_CHARS]
    return write_save(saves_dir() / f"{slug(name)}.json", save)


def autosave_path() -> Path:
    """The autosave slot."""
    return saves_dir() / AUTOSAVE_NAME


def autosave(save: SaveGame) -> Path:
    """Write the autosave slot (after every action)."""
    save.label = save.label or "Autosave"
    return write_save(autosave_path(), save)


def load_autosave() -> SaveGame | None:
    """The autosaved game, None if there is none; SaveError if it is refused."""
    path = autosave_path()
    return read_save(path) if path.exists() else None


def clear_autosave() -> None:
    """Forget the autosave (the game ended and is kept in the history); DataDirError if it cannot."""
    remove(autosave_path())


def list_saves() -> list[SaveSummary]:
    """Every save file, newest first; refused files (one too large is not even read) are listed with
    their ``problem``."""
    summaries = []
    for path in saves_dir().glob("*.json"):
        try:
            save = parse_save(read_text(path))
        except SaveError as error:
            summaries.append(SaveSummary(path, label=path.stem, problem=str(error)))
            continue
        summaries.append(SaveSummary(path, save.game_id, engine.game_info(save.game_id).title, save.label or path.stem,
                                     save.saved_at, len(save.history), save.players, save.names))
    return sorted(summaries, key=lambda s: s.saved_at, reverse=True)
