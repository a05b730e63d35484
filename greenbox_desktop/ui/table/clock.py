"""The countdown of a game step with a time limit (``State.timer``), kept by the table.

The rules never see a clock: when the time of a step runs out, the table applies the action the
game named, exactly as if the player had pressed its button, so a replay gives the same game.
"""

from __future__ import annotations

import math
from collections.abc import Hashable

from greenbox_desktop.engine import Action, State


class StepClock:
    """Counts the current step's time down while its player is at the screen."""

    def __init__(self) -> None:
        self.step: Hashable = None  # the timed step's key (State.timer_key) when its clock began
        self.left: float | None = None  # seconds left, None when the step has no time limit

    def update(self, state: State, running: bool, dt: float) -> Action | None:
        """Advance by ``dt`` seconds if ``running``; the action to apply once the time is up."""
        limit = None if state.is_terminal() else state.timer()
        if limit is None:
            self.step = self.left = None
            return None
        key = state.timer_key()
        if self.step != key:
            self.step, self.left = key, limit[0]
        if not running:
            return None
        self.left = max(0.0, self.left - dt)
        return limit[1] if self.left == 0 else None

    def text(self) -> str | None:
        """The countdown in words ("7 s left"), or None without a time limit."""
        return None if self.left is None else f"{math.ceil(self.left)} s left"
