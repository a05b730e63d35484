"""Small helpers shared by the square-board dice games (Snatch, Swarm, Jump).

Cells of a w×h grid are numbered ``y * w + x`` like the engine's grid zones; on screen a cell
is a column letter and a row number counted from the top ("A1" is the top-left cell).
"""

from __future__ import annotations

KING_DIRECTIONS = ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1))


def cell_name(slot: int, width: int) -> str:
    """A cell in words: column letter and row number from the top, e.g. ``B3``."""
    return f"{'ABCDEFGHIJ'[slot % width]}{slot // width + 1}"


def offset(slot: int, dx: int, dy: int, width: int, height: int) -> int | None:
    """The cell ``(dx, dy)`` away from ``slot``, or None if that is off the board."""
    x, y = slot % width + dx, slot // width + dy
    return y * width + x if 0 <= x < width and 0 <= y < height else None


def rays(width: int, height: int, directions: tuple[tuple[int, int], ...] = KING_DIRECTIONS
         ) -> tuple[tuple[tuple[int | None, int | None], ...], ...]:
    """For every cell, per direction: (the next cell, the cell after it), None when off the board.

    Directions whose next cell is off the board are left out.
    """
    table = []
    for slot in range(width * height):
        row = []
        for dx, dy in directions:
            near = offset(slot, dx, dy, width, height)
            if near is not None:
                row.append((near, offset(slot, 2 * dx, 2 * dy, width, height)))
        table.append(tuple(row))
    return tuple(table)


def outcome_scores(winners: list[int], players: int) -> list[float]:
    """1 for each winning seat, 0 for the others."""
    return [1 if seat in winners else 0 for seat in range(players)]
