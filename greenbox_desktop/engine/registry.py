"""The game registry: what games exist, how to start one, how to read a saved state back.

Game modules live in ``greenbox_desktop.games`` and register themselves with ``@register``;
the first time the registry is asked it calls ``greenbox_desktop.games.load()``, which imports
the games listed there, so adding a game is adding one module and one line to that list.
Then it loads the designers' games (``engine.user_games``): the modules and packages of the
folder the app named with ``use_games_folder`` and the entry points of ``greenbox_desktop.games``.
A built-in game always keeps its id; ``user_sources()`` lists what was loaded and what failed.
"""

from __future__ import annotations

import importlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from greenbox_desktop.engine import user_games
from greenbox_desktop.engine.state import STATE_FORMAT, State

GAMES_PACKAGE = "greenbox_desktop.games"
_REGISTRY: dict[str, type[State]] = {}
_discovered = False
MAX_ACTIONS = 5000  # GameInfo.max_actions by default
_games_folder: Path | None = None
_user_sources: list[user_games.Source] = []


@dataclass(frozen=True)
class Option:
    """A setup option or variant: ``key`` with a ``default`` and the allowed ``choices``.

    ``labels``, when given, words each choice for players (same order as ``choices``);
    ``choice_label`` falls back to "On"/"Off" for booleans and a tidied value otherwise.
    ``players``, when given, lists the player counts the option matters for (seating hides it
    for other counts, and the game then gets its default).
    ``people_only`` lists the choices bots cannot play (e.g. a human judge in every round): with
    one of them chosen, every seat must be a person.
    """

    key: str
    label: str
    default: Any
    choices: tuple = (False, True)
    help: str = ""
    labels: tuple[str, ...] = ()
    players: tuple[int, ...] | None = None
    people_only: tuple = ()

    def __post_init__(self) -> None:
        if self.labels and len(self.labels) != len(self.choices):
            raise ValueError(f"option {self.key!r}: {len(self.labels)} labels for {len(self.choices)} choices")

    def applies(self, players: int) -> bool:
        """Whether the option matters in a game of ``players`` players."""
        return self.players is None or players in self.players

    def choice_label(self, value: Any) -> str:
        """How ``value`` reads to a player ("On", "No limit", "Player 2")."""
        if self.labels and value in self.choices:
            return self.labels[self.choices.index(value)]
        if isinstance(value, bool):
            return "On" if value else "Off"
        return "None" if value is None else str(value).replace("_", " ").capitalize()


@dataclass(frozen=True)
class GameInfo:
    """What the library shows about a game, and the limits ``new_game`` enforces.

    ``summary`` is a short description in the project's own words.  ``hidden_info`` says
    whether hot-seat play needs a curtain between seats.  ``playout_options`` lists extra
    option sets the random-playout tests and the benchmark run besides the defaults.
    ``playout_defaults`` holds option values every random playout uses unless it names them
    itself (e.g. a turn limit that play leaves open), so random play always ends.
    ``cooperative``: all seats play as one team and share one result; like a solo game, such a
    game may keep local best results (see the results screen).
    ``sandbox``: a free table with no game's rules (the library shows it apart from the games).
    ``rules_version``: raise it by one whenever a change to the game's rules could make an old
    action log play out differently or not at all; saves and replays record it, and one made
    under another version is refused with that reason rather than shown wrongly.
    ``max_actions``: the most actions a sensible game of it takes, generously (the default is
    several times the longest random game of any game here); a save or replay holding more is
    refused before it is replayed, so a crafted file cannot keep the app busy for minutes.
    """

    id: str
    title: str
    designer: str
    min_players: int
    max_players: int
    minutes: int
    complexity: int
    options: tuple[Option, ...] = ()
    summary: str = ""
    contest: str = ""
    hidden_info: bool = False
    playout_options: tuple[tuple[tuple[str, Any], ...], ...] = field(default_factory=tuple)
    playout_defaults: tuple[tuple[str, Any], ...] = ()
    cooperative: bool = False
    sandbox: bool = False
    rules_version: int = 1
    max_actions: int = MAX_ACTIONS

    def defaults(self) -> dict[str, Any]:
        """The default value of every option."""
        return {o.key: o.default for o in self.options}

    def needs_people(self, options: dict[str, Any]) -> str | None:
        """Why every seat must be a person under ``options`` (a choice bots cannot play, or a
        sandbox, which has no rules for a bot to follow), or None."""
        if self.sandbox:
            return f"{self.title} has no rules for a bot to follow: every seat must be a person."
        for option in self.options:
            value = options.get(option.key, option.default)
            if value in option.people_only:
                return (f"{option.label}: \u201c{option.choice_label(value)}\u201d needs a person in every "
                        "seat; bots cannot play it.")
        return None


def register(cls: type[State]) -> type[State]:
    """Class decorator: make a State subclass with an ``INFO`` playable by its id."""
    game_id = cls.INFO.id
    if not isinstance(game_id, str) or not game_id:
        raise ValueError(f"{cls.__name__}: INFO.id must be a non-empty string, not {game_id!r}")
    taken = _REGISTRY.get(game_id)
    if taken is not None and taken is not cls:
        raise ValueError(f"the game id {game_id!r} is already taken by {taken.INFO.title} ({taken.__module__})")
    _REGISTRY[game_id] = cls
    return cls


def use_games_folder(folder: Path | None) -> None:
    """Name the folder of the designers' games (the app passes its data folder's ``games``).

    Call it before the registry is first asked; None (the default) loads no folder.
    """
    global _games_folder
    _games_folder = None if folder is None else Path(folder)


def _discover() -> None:
    global _discovered
    if _discovered:
        return
    importlib.import_module(GAMES_PACKAGE).load()
    _discovered = True
    _load_user_games()


def _load_user_games() -> None:
    """Load the games folder's games, then the entry points' (after the built-in games)."""
    found = user_games.load_folder(_games_folder, _REGISTRY) if _games_folder is not None else []
    _user_sources[:] = found + user_games.load_entry_points(_REGISTRY)


def reload_user_games() -> list[user_games.Source]:
    """Take the designers' games out of the registry and load them again from the games folder
    and the entry points; returns ``user_sources()``."""
    if not _discovered:
        _discover()
        return user_sources()
    for source in _user_sources:
        for game_id in source.game_ids:
            _REGISTRY.pop(game_id, None)
    _load_user_games()
    return user_sources()


def load_path(path: Path) -> user_games.Source:
    """Load one game file or package on its own (``greenbox check``), after the built-in games."""
    _discover()
    path = Path(path)
    source = user_games.load_source(path.name, str(path.resolve()), lambda: user_games.import_path(path), _REGISTRY)
    _user_sources.append(source)
    return source


def user_sources() -> list[user_games.Source]:
    """Every games-folder file and entry point loaded, with the ids it registered or its error."""
    _discover()
    return list(_user_sources)


def is_user_game(game_id: str) -> bool:
    """Whether ``game_id`` is a designer's game (from the games folder or an entry point)."""
    return any(game_id in source.game_ids for source in user_sources())


def game_class(game_id: str) -> type[State]:
    """The State subclass of a registered game."""
    _discover()
    try:
        return _REGISTRY[game_id]
    except KeyError:
        raise KeyError(f"no game {game_id!r}") from None


def games() -> list[GameInfo]:
    """Every registered game, by title (a sandbox first)."""
    _discover()
    return sorted((cls.INFO for cls in _REGISTRY.values()), key=lambda info: (not info.sandbox, info.title.lower()))


def game_info(game_id: str) -> GameInfo:
    """The GameInfo of one game."""
    return game_class(game_id).INFO


def resolve_options(info: GameInfo, options: dict[str, Any] | None) -> dict[str, Any]:
    """The defaults overlaid with ``options``; unknown keys and values raise ValueError."""
    merged = info.defaults()
    known = {o.key: o for o in info.options}
    for key, value in (options or {}).items():
        if key not in known:
            raise ValueError(f"{info.title} has no option {key!r}")
        if value not in known[key].choices:
            raise ValueError(f"{info.title}: option {key!r} cannot be {value!r}")
        merged[key] = value
    return merged


def new_game(game_id: str, players: int, seed: int = 0, options: dict[str, Any] | None = None) -> State:
    """Start a game: same arguments, same state, byte for byte."""
    cls = game_class(game_id)
    info = cls.INFO
    if not isinstance(players, int) or not info.min_players <= players <= info.max_players:
        raise ValueError(f"{info.title} is for {info.min_players}-{info.max_players} players, not {players}")
    return cls.create(players, int(seed), resolve_options(info, options))


def from_json(text: str) -> State:
    """Read a state written by ``State.to_json``; anything else raises ValueError."""
    try:
        obj = json.loads(text)
    except (TypeError, ValueError):
        raise ValueError("not a game state: the text is not JSON") from None
    if not isinstance(obj, dict) or "game" not in obj or "state" not in obj:
        raise ValueError("not a game state: 'game' or 'state' is missing")
    if obj.get("format") != STATE_FORMAT:
        raise ValueError(f"unsupported state format {obj.get('format')!r}")
    try:
        return game_class(obj["game"]).from_obj(obj["state"])
    except KeyError as error:
        raise ValueError(f"not a game state: {error}") from None
