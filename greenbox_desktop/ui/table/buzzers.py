"""Buzzers of real-time games (``State.out_of_turn``): each seat's key, and what a seat may do now.

A seat's buzzer is its one open out-of-turn action that moves no piece (a buzz, "keep my cards");
pressing the seat's key (from the settings' ``buzzer_keys``, one pygame key name per seat) or its
buzzer button applies it.  Its other out-of-turn actions (discards) are dragged like any move.
"""

from __future__ import annotations

from greenbox_desktop.engine import Action, Move, State

KEY_WORDS = {"space": "Space", "return": "Enter", "enter": "Enter"}


def uses_buzzers(state: State) -> bool:
    """Whether the game has real-time steps at all (it overrides ``out_of_turn``)."""
    return type(state).out_of_turn is not State.out_of_turn


def buzzer(state: State, seat: int) -> Action | None:
    """The action ``seat``'s buzzer applies now, or None when it has none."""
    if state.is_terminal():
        return None
    return next((a for a in state.out_of_turn().get(seat, []) if not isinstance(a, Move)), None)


def key_caption(name: str) -> str:
    """A key name as shown beside a seat ("A", "Space", "Enter")."""
    return KEY_WORDS.get(name, name.upper() if len(name) == 1 else name.capitalize())


def seat_of_key(keys: tuple[str, ...], name: str, players: int) -> int | None:
    """The seat whose buzzer key is ``name`` (a pygame key name), or None."""
    return keys.index(name) if name in keys[:players] else None


def table_actions(state: State, own: list[Action], people: set[int]) -> list[Action]:
    """What the table lets the person at the screen do: ``own`` (the current player's legal actions,
    or none) without any seat's out-of-turn actions, plus the out-of-turn moves of the seats people
    play (their buzzers are buttons of their own)."""
    if state.is_terminal():
        return own
    open_now = state.out_of_turn()
    if not open_now:
        return own
    foreign = {a for actions in open_now.values() for a in actions}
    mine = [a for a in own if a not in foreign]
    return mine + [a for s in sorted(people) for a in open_now.get(s, []) if isinstance(a, Move) and a not in mine]
