"""Bots and scripted players: pure Python, playing through the engine contract only.

``choose(view, seat, level, seed)`` is the public entry point of the generic bot (``search``).
"""

from __future__ import annotations

from greenbox_desktop.ai.search import LEVELS, decide, level as _level
from greenbox_desktop.engine import Action, State

__all__ = ["LEVELS", "choose"]


def choose(view: State, seat: int, level: str = "hard", seed: int = 0) -> Action:
    """One of ``view``'s legal actions for ``seat``, chosen by the bot of ``level``.

    ``view`` is ``state.view(seat)``: the bot sees nothing else.  The same view, level and seed
    always give the same action.
    """
    budget = _level(level)
    if view.current_player != seat:
        raise ValueError(f"it is not seat {seat}'s turn")
    return decide(view, seat, budget, seed)[0]
