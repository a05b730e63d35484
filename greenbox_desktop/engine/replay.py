"""Replaying an action log, and where undo may go back to (DESIGN.md, "Undo")."""

from __future__ import annotations

from typing import Any, Sequence

from greenbox_desktop.engine.actions import Action
from greenbox_desktop.engine.errors import IllegalAction
from greenbox_desktop.engine.registry import new_game
from greenbox_desktop.engine.state import State


def replay(game_id: str, players: int, seed: int, options: dict[str, Any] | None,
           actions: Sequence[Action]) -> State:
    """The state reached by applying ``actions`` to a new game; a bad step raises IllegalAction."""
    state = new_game(game_id, players, seed, options)
    for number, action in enumerate(actions, 1):
        try:
            state.apply(action)
        except IllegalAction as error:
            raise IllegalAction(f"step {number} ({action}) is illegal: {error}") from None
    return state


def visible_sets(state: State) -> list[frozenset[str]]:
    """For each seat, the components whose faces it can see."""
    return [frozenset(c for c in state.loc if state.visible_to(c, seat)) for seat in range(state.players)]


def reveals(before: State, after: State) -> bool:
    """Whether going from ``before`` to ``after`` showed anyone something new (or used chance)."""
    if before.rng != after.rng:
        return True
    return any(not now <= was for was, now in zip(visible_sets(before), visible_sets(after)))


def undo_target(start: State, actions: Sequence[Action], seat: int) -> int | None:
    """How many actions to keep to undo back to ``seat``'s previous decision, or None.

    ``start`` is the new game the log begins from.  Undo never crosses an action that revealed
    information (a draw, a roll, a flip) or used chance.
    """
    states = [start.clone()]
    for action in actions:
        nxt = states[-1].clone()
        nxt.apply(action)
        states.append(nxt)
    for keep in range(len(actions) - 1, -1, -1):
        if reveals(states[keep], states[keep + 1]):
            return None
        if states[keep].current_player == seat:
            return keep
    return None
