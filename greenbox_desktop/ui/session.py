"""A game being played in the app: the engine state, the seats, the log in words, undo and redo.

No pygame here: the table scene drives a ``Session`` and draws what it holds.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from greenbox_desktop import engine, saves
from greenbox_desktop.engine import Action, State
from greenbox_desktop.ui.log_text import with_names


@dataclass
class Seat:
    """One seat at the table: the player's name, colour and kind ("human" or "bot")."""

    name: str
    colour: str
    kind: str = "human"


@dataclass
class Session:
    """A game in progress with its seats; keeps the log in words and the undone actions for redo."""

    start: State
    seats: list[Seat]
    state: State = field(init=False)
    log: list[str] = field(default_factory=list)
    redo_stack: list[list[Action]] = field(default_factory=list)
    _undo_memo: tuple[State, int, int | None] | None = field(default=None, init=False, repr=False)

    def __post_init__(self) -> None:
        self.state = self.start.clone()

    # ----- creation -------------------------------------------------------------------------
    @classmethod
    def new(cls, game_id: str, seats: list[Seat], seed: int, options: dict[str, Any]) -> Session:
        """A new game of ``game_id`` for these seats."""
        return cls(engine.new_game(game_id, len(seats), seed, options), seats)

    @classmethod
    def from_save(cls, save: saves.SaveGame) -> Session:
        """The saved game, replayed (SaveError if the log does not replay)."""
        colours = list(default_colours(save.players))
        seats = [Seat(name, colours[i], kind) for i, (name, kind) in enumerate(zip(save.names, save.kinds))]
        try:
            start = save.start()
        except (ValueError, KeyError) as error:
            raise saves.SaveError(f"This save cannot be opened: {error}") from None
        session = cls(start, seats)
        for action in save.history:
            try:
                session.apply(action)
            except engine.IllegalAction as error:
                raise saves.SaveError(f"The moves in this save do not replay: {error}") from None
        session.redo_stack.clear()
        return session

    # ----- facts ----------------------------------------------------------------------------
    @property
    def info(self) -> engine.GameInfo:
        """The GameInfo of the game."""
        return self.state.INFO

    def names(self) -> list[str]:
        """The seats' names, seat order."""
        return [seat.name for seat in self.seats]

    def words(self, text: str) -> str:
        """Engine text with "Player N" replaced by the seat's name."""
        return with_names(text, self.names())

    def to_save(self, label: str = "") -> saves.SaveGame:
        """The save of this game as it stands."""
        return saves.SaveGame.from_state(self.state, self.names(), [s.kind for s in self.seats], label)

    # ----- playing --------------------------------------------------------------------------
    def apply(self, action: Action) -> str:
        """Apply a legal action (IllegalAction otherwise); returns and logs its description."""
        why = self.state.explain(action)
        if why is not None:
            raise engine.IllegalAction(self.words(why))
        line = self.words(self.state.describe(action))
        self.state.apply(action)
        self.log.append(line)
        self.redo_stack.clear()
        return line

    def undo_keep(self) -> int | None:
        """How many actions an undo would keep (None: undo not allowed now).

        Working it out replays the game, so the answer is kept until the state changes (a state's
        history only grows, so the state and its length name a position)."""
        state = self.state
        memo = self._undo_memo
        if memo is None or memo[0] is not state or memo[1] != len(state.history):
            seat = state.current_player
            keep = None if seat is None or not state.history else engine.undo_target(self.start, state.history, seat)
            self._undo_memo = memo = (state, len(state.history), keep)
        return memo[2]

    def undo(self) -> bool:
        """Step back to the current player's previous decision; False if not allowed."""
        keep = self.undo_keep()
        if keep is None:
            return False
        undone = self.state.history[keep:]
        self._rebuild(self.state.history[:keep])
        self.redo_stack.append(list(undone))
        return True

    def redo(self) -> bool:
        """Re-apply the actions of the last undo; False if there is nothing to redo."""
        if not self.redo_stack:
            return False
        chunk = self.redo_stack.pop()
        pending = list(self.redo_stack)
        for action in chunk:
            self.apply(action)
        self.redo_stack = pending
        return True

    def _rebuild(self, history: list[Action]) -> None:
        self.state = self.start.clone()
        self.log = []
        for action in history:
            self.log.append(self.words(self.state.describe(action)))
            self.state.apply(action)


def default_colours(players: int) -> tuple[str, ...]:
    """The seat colours offered first: red, blue, yellow, green, white, black."""
    from greenbox_desktop.box import COLOURS

    return tuple(COLOURS[i % len(COLOURS)] for i in range(players))
