"""A recorded game that can be shown after any of its actions, quickly in both directions.

``ReplayLog`` replays the action log once when it is made: that checks every action is still
legal (an illegal one raises ``IllegalAction`` naming the step), writes each action in words for
the log, and keeps a copy of the state every ``every`` actions.  The state after action ``i`` is
then the nearest earlier copy with at most ``every - 1`` actions applied to it, so stepping
backwards through a long game costs no more than stepping forwards.
"""

from __future__ import annotations

from typing import Sequence

from greenbox_desktop.engine.actions import Action
from greenbox_desktop.engine.errors import IllegalAction
from greenbox_desktop.engine.state import State

CHECKPOINT_EVERY = 32


class ReplayLog:
    """The states of one recorded game: ``state_at(0)`` is the start, ``state_at(len(log))`` the end."""

    def __init__(self, start: State, actions: Sequence[Action], every: int = CHECKPOINT_EVERY) -> None:
        """Replay ``actions`` from ``start`` (which is not changed); IllegalAction names a step that fails."""
        self.every = max(1, every)
        self.actions = list(actions)
        self.checkpoints: list[State] = []
        self.lines: list[list[str]] = []  # per action: its description, then what it set off by itself
        state = start.clone()
        listens = type(state).news is not State.news
        for number, action in enumerate(self.actions, 1):
            if (number - 1) % self.every == 0:
                self.checkpoints.append(state.clone())
            before = state.clone() if listens else None
            try:
                words = state.describe(action)
                state.apply(action)
            except IllegalAction as error:
                raise IllegalAction(f"step {number} ({action}) is illegal: {error}") from None
            self.lines.append([words, *(state.news(before, action) if before is not None else [])])
        if len(self.actions) % self.every == 0:
            self.checkpoints.append(state.clone())
        self.final = state
        self._cursor: tuple[int, State] = (len(self.actions), state.clone())

    def __len__(self) -> int:
        """How many actions the game holds."""
        return len(self.actions)

    def state_at(self, step: int) -> State:
        """A fresh copy of the state after the first ``step`` actions (clamped to 0..len)."""
        step = max(0, min(len(self.actions), step))
        at, state = self._cursor
        base = step // self.every * self.every
        if not base <= at <= step:  # the last state shown is no nearer than the checkpoint
            at, state = base, self.checkpoints[step // self.every].clone()
        for action in self.actions[at:step]:
            state.apply(action)
        self._cursor = (step, state)
        return state.clone()
