"""A game being played in the app: the engine state, the seats, the log in words, undo and redo.

No pygame here: the table scene drives a ``Session`` and draws what it holds.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Collection

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
    news: list[str] = field(default_factory=list)  # what the last action set off by itself, in words
    _undo_memo: tuple | None = field(default=None, init=False, repr=False)

    def __post_init__(self) -> None:
        people_only = self.start.INFO.needs_people(self.start.options)
        if people_only and any(seat.kind != "human" for seat in self.seats):
            raise ValueError(people_only)
        self.state = self.start.clone()
        for i, seat in enumerate(self.seats):  # a seat's swatch shows the colour of the pieces it plays
            seat.colour = self.start.seat_colour(i) or seat.colour

    # ----- creation -------------------------------------------------------------------------
    @classmethod
    def new(cls, game_id: str, seats: list[Seat], seed: int, options: dict[str, Any]) -> Session:
        """A new game of ``game_id`` for these seats."""
        return cls(engine.new_game(game_id, len(seats), seed, options), seats)

    @classmethod
    def from_save(cls, save: saves.SaveGame) -> Session:
        """The saved game, replayed (SaveError if the log does not replay)."""
        colours = save.colours or list(default_colours(save.players))
        seats = [Seat(name, colours[i], kind) for i, (name, kind) in enumerate(zip(save.names, save.kinds))]
        try:
            start = save.start()
        except (ValueError, KeyError) as error:
            raise saves.SaveError(f"This save cannot be opened: {error}") from None
        try:
            session = cls(start, seats)
        except ValueError as error:
            raise saves.SaveError(f"This save cannot be opened: {error}") from None
        if save.replayed:  # checked when it was read: each step is legal, so it is not checked again
            for action in save.history:
                session._step(action, known=True)
            return session
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
        return saves.SaveGame.from_state(self.state, self.names(), [s.kind for s in self.seats], label,
                                         [s.colour for s in self.seats])

    # ----- playing --------------------------------------------------------------------------
    def apply(self, action: Action) -> str:
        """Apply a legal action (IllegalAction otherwise); returns and logs its description."""
        why = self.state.explain(action)
        if why is not None:
            raise engine.IllegalAction(self.words(why))
        line = self._step(action)
        self.redo_stack.clear()
        return line

    def _step(self, action: Action, known: bool = False) -> str:
        """Apply ``action`` and log it with whatever happened by itself (kept in ``news``);
        ``known``: the action is known to be legal here (a step of a log that replayed before)."""
        state = self.state
        line = self.words(state.describe(action))
        before = state.clone() if type(state).news is not State.news else None
        if known:
            state.apply_known(action)
        else:
            state.apply(action)
        self.news = [self.words(text) for text in state.news(before, action)] if before is not None else []
        self.log += [line, *self.news]
        return line

    def undo_plan(self, seats: Collection[int]) -> tuple[int | None, str]:
        """(actions an undo would keep, or None; why not, in players' words) for the person at the
        screen, who decides for ``seats`` (``engine.undo_plan``; bot seats' actions go with theirs).

        Working it out replays the game, so the answer is kept until the state changes (a state's
        history only grows, so the state and its length name a position)."""
        state = self.state
        key = (state, len(state.history), frozenset(seats))
        memo = self._undo_memo
        if memo is None or memo[0] is not state or memo[1:3] != key[1:]:
            if state.is_terminal():
                plan: tuple[int | None, str] = (None, "The game is over.")
            else:
                bots = {i for i, seat in enumerate(self.seats) if seat.kind != "human"}
                plan = engine.undo_plan(self.start, state.history, key[2], bots)
            self._undo_memo = memo = (*key, (plan[0], self.words(plan[1])))
        return memo[3]

    def undo(self, seats: Collection[int]) -> bool:
        """Take back the last decision of ``seats`` (see ``undo_plan``); False if not allowed."""
        keep = self.undo_plan(seats)[0]
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
            self._step(action, known=True)  # a part of the game's own history


def default_colours(players: int) -> tuple[str, ...]:
    """The seat colours offered first: red, blue, yellow, green, white, black."""
    from greenbox_desktop.box import COLOURS

    return tuple(COLOURS[i % len(COLOURS)] for i in range(players))
