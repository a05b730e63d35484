"""Attack of the Moulds in words: refusals, log lines, the side panel and tooltips."""

from __future__ import annotations

from typing import TYPE_CHECKING

from greenbox_desktop.engine import Action, Move
from greenbox_desktop.games.attack_of_the_moulds.pieces import CUBE_SEAT, CUBES_EACH, QUIET_ROUNDS, colour, supply
from greenbox_desktop.words import listing, plural

if TYPE_CHECKING:
    from greenbox_desktop.games.attack_of_the_moulds.game import AttackOfTheMoulds


def reason(state: AttackOfTheMoulds, action: Action) -> str:
    """Why a grow or spread is refused."""
    seat = state.current_player
    if not isinstance(action, Move) or action.component not in CUBE_SEAT:
        return "Grow or spread by dragging one of your cubes onto the board."
    owner = CUBE_SEAT[action.component]
    if owner != seat:
        return f"That cube is {state.seat_name(owner)}'s; grow or spread your own."
    board = state.board
    if action.zone != "cubes" or action.slot not in board.cells:
        return "Cubes go onto the cells of the board."
    if state.grid[action.slot] is not None:
        return "That cell is taken: a cell holds one cube."
    where = state.loc.get(action.component, ("box", None))
    if where[0] != "cubes":
        if state.top(supply(seat)) != action.component:
            return "New cubes come off the top of your supply."
        return "A new cube grows next to one of your cubes."
    if action.slot in board.near[where[1]]:
        return "A spreading cube moves exactly two steps; to fill a neighbouring cell, grow a new cube instead."
    return "A spreading cube moves exactly two steps, no farther."


def describe(state: AttackOfTheMoulds, action: Move) -> str:
    """A grow or spread (legal, not yet applied) for the game log."""
    seat = state.current_player
    who = state.seat_name(seat)
    names = state.board.names
    where = state.loc[action.component]
    grew = where[0] != "cubes"
    victims = state.takeovers(seat, action.component, action.slot)
    if grew:
        text = f"{who} grows onto {names[action.slot]}"
    else:
        text = f"{who} spreads from {names[where[1]]} to {names[action.slot]}"
    owners = sorted({CUBE_SEAT[state.grid[cell]] for cell in victims})
    if victims:
        text += f" and takes over {plural(len(victims), 'cube')} from {listing([state.seat_name(o) for o in owners])}"
    text += "."
    for owner in owners:
        if sum(CUBE_SEAT[state.grid[cell]] == owner for cell in victims) == state.counts[owner]:
            text += f" {state.seat_name(owner)} has no cubes left on the board and is out."
    if len(state.contents[supply(seat)]) == grew + len(victims):
        text += f" All {CUBES_EACH} of {who}'s cubes are on the board!"
    return text


def passes(state: AttackOfTheMoulds, seats: list[int]) -> str:
    """The note for seats that had to pass."""
    if not seats:
        return ""
    verb = "has" if len(seats) == 1 else "have"
    return f"{listing([state.seat_name(s) for s in seats])} {verb} no cell to grow or spread to, so the turn passes."


def now(state: AttackOfTheMoulds) -> str:
    """The current player's instruction (only what they can do now)."""
    grow = "drag a cube from your supply next to your mould"
    spread = "drag one of your cubes exactly two cells away"
    kinds = {state.loc[a.component][0] == "cubes" for a in state.legal_actions()}
    if kinds == {False, True}:
        return f"Grow: {grow}. Or spread: {spread}."
    if True in kinds:
        return f"No free cell touches your mould, so spread: {spread}."
    return f"Nothing lies two cells away, so grow: {grow}."


def news(state: AttackOfTheMoulds) -> list[str]:
    """What happened by itself after the last action: seats that had to pass, and a counted end."""
    lines = [passes(state, list(state.passed))] if state.passed else []
    instant = len(state.won) == 1 and state.counts[state.won[0]] == CUBES_EACH
    if state.current_player is None and not instant:
        lines.append(state.note)
    return lines


def panel(state: AttackOfTheMoulds) -> dict[str, str]:
    """Facts at a glance: the board, every seat's cubes, the quiet turns, whose turn and the result."""
    board = state.board
    empty = len(board.cells) - sum(state.counts)
    facts = {"Goal": f"all {CUBES_EACH} cubes on the board wins at once; else most cubes on it at the end",
             "Board": f"{board.kind}, {empty} of {len(board.cells)} cells empty"}
    seats = range(state.players)
    facts["Scores"] = " · ".join(f"{state.seat_name(s)} {state.counts[s] or 'out'}" for s in seats)
    facts["In supply"] = " · ".join(f"{state.seat_name(s)} {len(state.contents[supply(s)])}"
                                    for s in seats if state.counts[s])
    alive = len(state.in_game())
    if state.quiet and state.current_player is not None:
        facts["Without growth"] = (f"{state.quiet} of {plural(QUIET_ROUNDS * alive, 'turn')} "
                                   f"({QUIET_ROUNDS} full rounds with no new cube end the game)")
    if state.current_player is None:
        winners = [state.seat_name(s) for s in state.won]
        facts["Result"] = f"{winners[0]} wins" if len(winners) == 1 else f"{listing(winners)} share the win"
    if state.passed:
        facts["Passed"] = passes(state, list(state.passed))
    if state.note:
        facts["Note"] = state.note
    return facts


def tooltip(state: AttackOfTheMoulds, cid: str) -> str | None:
    """Hover text for cubes, tiles and the star card."""
    where = state.loc.get(cid)
    if where is None:
        return None
    names = state.board.names
    if cid in CUBE_SEAT:
        owner = state.seat_name(CUBE_SEAT[cid])
        if where[0] == "cubes":
            return f"{owner}'s cube ({colour(CUBE_SEAT[cid])}) on {names[where[1]]}."
        return f"{owner}'s supply: {plural(len(state.contents[where[0]]), 'cube')} not on the board yet."
    if where[0] == "board":
        star = " (the star card in the centre)" if where[1] == state.board.centre else ""
        return f"Cell {names[where[1]]}{star}."
    return None
