"""Gridblock's board geometry: tile cells, per-tile corner slots, paths and connectivity.

The board is a ``width`` × ``height`` grid of cells (slot = y * width + x).  Every tile has
its own four corners, modelled as a grid twice as fine (``2 * width`` × ``2 * height``) drawn
over the board: corner k of a tile (0 north-west, 1 north-east, 2 south-west, 3 south-east)
is the quarter of the tile in that direction.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from greenbox_desktop.games.grid_cells import neighbours

CORNER_NAMES = ("north-west", "north-east", "south-west", "south-east")
RUN_LIMIT = 3  # a deal is refused if this many tiles of one symbol touch in a row or column


def corner_slot(cell: int, k: int, width: int) -> int:
    """The corner-grid slot of corner ``k`` of the tile in ``cell``."""
    x, y = cell % width, cell // width
    return (2 * y + k // 2) * (2 * width) + 2 * x + k % 2


def corner_slots(cell: int, width: int) -> tuple[int, int, int, int]:
    """The four corner slots of a tile, in corner order."""
    return tuple(corner_slot(cell, k, width) for k in range(4))  # type: ignore[return-value]


def tile_of_corner(slot: int, width: int) -> int:
    """The cell of the tile a corner slot belongs to."""
    x2, y2 = slot % (2 * width), slot // (2 * width)
    return (y2 // 2) * width + x2 // 2


def corner_index(slot: int, width: int) -> int:
    """Which corner (0-3, see ``CORNER_NAMES``) a corner slot is."""
    x2, y2 = slot % (2 * width), slot // (2 * width)
    return 2 * (y2 % 2) + x2 % 2


@lru_cache(maxsize=1 << 12)
def path_ends(start: int, steps: int, cells: frozenset[int], width: int, height: int) -> frozenset[int]:
    """Cells where a walk of exactly ``steps`` orthogonal steps over ``cells`` can end, never
    entering a cell twice (the start counts as entered); remembered, as the tiles seldom change."""
    ends: set[int] = set()

    def walk(cell: int, left: int, seen: frozenset[int]) -> None:
        if left == 0:
            ends.add(cell)
            return
        for nxt in neighbours(cell, width, height):
            if nxt in cells and nxt not in seen:
                walk(nxt, left - 1, seen | {nxt})

    walk(start, steps, frozenset((start,)))
    return frozenset(ends)


def connected(cells: Iterable[int], width: int, height: int) -> bool:
    """Whether the cells form one group joined side to side (an empty set counts as joined)."""
    todo = set(cells)
    if not todo:
        return True
    stack = [todo.pop()]
    while stack:
        cell = stack.pop()
        for nxt in neighbours(cell, width, height):
            if nxt in todo:
                todo.remove(nxt)
                stack.append(nxt)
    return not todo


def frontier(cells: frozenset[int], width: int, height: int) -> list[int]:
    """The empty cells that share a side with an occupied one, in slot order."""
    return sorted({n for c in cells for n in neighbours(c, width, height)} - cells)


def has_run(symbols: list[str], width: int, height: int) -> bool:
    """Whether ``RUN_LIMIT`` tiles of one symbol touch in a row or column of a full grid."""
    for y in range(height):
        for x in range(width):
            here = symbols[y * width + x]
            if x + RUN_LIMIT <= width and all(symbols[y * width + x + i] == here for i in range(RUN_LIMIT)):
                return True
            if y + RUN_LIMIT <= height and all(symbols[(y + i) * width + x] == here for i in range(RUN_LIMIT)):
                return True
    return False
