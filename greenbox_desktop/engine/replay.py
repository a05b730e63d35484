"""Replaying an action log, and where undo may go back to (DESIGN.md, "Undo")."""

from __future__ import annotations

from collections import Counter
from typing import Any, Collection, Iterator, Sequence

from greenbox_desktop.box import kind_of
from greenbox_desktop.engine.actions import Action
from greenbox_desktop.engine.errors import IllegalAction
from greenbox_desktop.engine.registry import new_game
from greenbox_desktop.engine.state import State
from greenbox_desktop.words import listing, plural


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


def revealed(before: State, after: State) -> list[str]:
    """Components on the table in ``before`` whose faces someone sees in ``after`` but did not before.

    A piece taken out of the box is no news: the box's contents are known, and chance (which a
    random pick from the box needs) is caught by the RNG.
    """
    out: set[str] = set()
    for was, now in zip(visible_sets(before), visible_sets(after)):
        out |= {cid for cid in now - was if cid in before.loc}
    return sorted(out)


def reveal_words(before: State, after: State) -> str | None:
    """What going from ``before`` to ``after`` brought to light, in words; None if nothing did."""
    shown = Counter(kind_of(cid) for cid in revealed(before, after))
    if shown:
        return "it turned up " + listing([plural(n, kind) for kind, n in sorted(shown.items())])
    if before.rng != after.rng:
        return "it used chance (a roll, a draw or a shuffle)"
    return None


def reveals(before: State, after: State) -> bool:
    """Whether going from ``before`` to ``after`` showed anyone something new (or used chance)."""
    return reveal_words(before, after) is not None


def undo_plan(start: State, actions: Sequence[Action], seats: int | Collection[int],
              bots: Collection[int] = ()) -> tuple[int | None, str]:
    """(how many actions to keep, why not) for one undo by the person at the screen.

    ``seats`` are the seats whose decisions that person makes, ``bots`` the seats played by the
    computer.  Undo takes back the last action one of ``seats`` chose, with the bots' actions
    made after it; it never takes back another person's action, nor crosses an action that
    revealed information (a draw, a roll, a flip) or used chance.  The answer is (keep, "") or
    (None, the reason in words; "Player N" names seats, as everywhere in the engine).
    ``actions`` is a log that has replayed from ``start`` before (the game's own history).
    """
    seats = {seats} if isinstance(seats, int) else set(seats)
    if not actions:
        return None, "Nothing to undo yet."
    for keep, before, after in steps_back(start, actions):
        what = before.undo_barrier(actions[keep]) or reveal_words(before, after)
        if what is not None:
            return None, f"Undo cannot take back \u201c{before.describe(actions[keep])}\u201d: {what}."
        actor = before.current_player
        if actor in seats:
            return keep, ""
        if actor not in bots:
            return None, f"The last move was {before.seat_name(actor)}'s; only they may take it back."
    return None, "There is no earlier move of yours to take back."


def steps_back(start: State, actions: Sequence[Action], window: int = 8) -> Iterator[tuple[int, State, State]]:
    """(k, the state before action k, the state after it), from the last action back to the first.

    One replay from ``start`` keeps only the states around the last ``window`` actions, and those
    without their action logs (a copy of the log for every state would make the time and memory
    grow with the square of the game's length); each state gets its log back as it is handed
    out.  Going back past the window replays again with a window four times as wide, so the
    usual walk of a few steps costs a single replay, and a walk through a whole game a few.
    ``actions`` has replayed from ``start`` before (the game's own history), so it is not
    checked again (``State.apply_known``).
    """
    done = len(actions)
    while done:
        first = max(0, done - window)
        state, kept = start.clone(), []
        for number, action in enumerate(actions[:done]):
            if number >= first:
                kept.append(state.clone(with_history=False))
            state.apply_known(action)
        kept.append(state.clone(with_history=False))
        log, base = state.history, len(start.history)
        for k in range(done - 1, first - 1, -1):
            before, after = kept[k - first], kept[k - first + 1]
            before.history, after.history = log[:base + k], log[:base + k + 1]
            yield k, before, after
            kept.pop()
        done, window = first, window * 4


def undo_target(start: State, actions: Sequence[Action], seat: int | Collection[int]) -> int | None:
    """How many actions to keep to undo ``seat``'s last decision (see ``undo_plan``), or None."""
    return undo_plan(start, actions, seat)[0]
