"""The Golden Pyramid's geometry and build scoring (pure data, no state).

Level ``n`` (1-4) is a square of ``size(n)`` = 5 - n tiles, cells numbered ``y * size + x``.
Each tile has four quarters; the quarters of a level form a grid twice as fine (slot
``Y * 2size + X``, tile ``(x, y)`` owning ``X in {2x, 2x+1}``, ``Y in {2y, 2y+1}``).  A tile on
level n + 1 at ``(x, y)`` rests on four columns standing on the four quarters that meet at the
corner shared by tiles ``(x, y)``, ``(x+1, y)``, ``(x, y+1)`` and ``(x+1, y+1)`` of level n.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from greenbox_desktop.games.grid_cells import cell_name

LEVELS = 4
TOP = LEVELS
TILE_POINTS = (0, 1, 2, 3, 4)  # by level
END_BONUS = (0, 0, 2, 3, 4)  # by the highest level a player built on
SET_POINTS = {(4,): 4, (3, 1): 2, (2, 2): 3, (2, 1, 1): 1, (1, 1, 1, 1): 0}


def size(level: int) -> int:
    """Tiles along one side of a level."""
    return LEVELS + 1 - level


def cells(level: int) -> range:
    """Every cell of a level."""
    return range(size(level) ** 2)


def place_name(level: int, cell: int) -> str:
    """A cell in words, e.g. ``level 2, B3``."""
    if level == TOP:
        return "the top"
    return f"level {level}, {cell_name(cell, size(level))}"


@lru_cache(maxsize=None)
def block(level: int, cell: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """For a cell of ``level`` >= 2: the four cells of level - 1 it rests on, and the four
    quarters of level - 1 its columns stand on (same order: top-left, top-right, bottom-left,
    bottom-right)."""
    w = size(level)
    below = w + 1
    x, y = cell % w, cell // w
    tiles = (y * below + x, y * below + x + 1, (y + 1) * below + x, (y + 1) * below + x + 1)
    fine = 2 * below
    quarters = ((2 * y + 1) * fine + 2 * x + 1, (2 * y + 1) * fine + 2 * x + 2,
                (2 * y + 2) * fine + 2 * x + 1, (2 * y + 2) * fine + 2 * x + 2)
    return tiles, quarters


@lru_cache(maxsize=None)
def inner_quarters(level: int) -> tuple[int, ...]:
    """The quarters of ``level`` where a column can ever stand (those where four tiles meet)."""
    if level >= TOP:
        return ()
    return tuple(q for cell in cells(level + 1) for q in block(level + 1, cell)[1])


@lru_cache(maxsize=None)
def quarter_tile(level: int, quarter: int) -> int:
    """The cell of ``level`` a quarter belongs to."""
    fine = 2 * size(level)
    x, y = quarter % fine, quarter // fine
    return (y // 2) * size(level) + x // 2


@lru_cache(maxsize=None)
def tile_quarters(level: int, cell: int) -> tuple[int, ...]:
    """The four quarters of one tile."""
    w = size(level)
    fine = 2 * w
    x, y = cell % w, cell // w
    return tuple((2 * y + dy) * fine + 2 * x + dx for dy in (0, 1) for dx in (0, 1))


@lru_cache(maxsize=None)
def quarter_neighbours(level: int, quarter: int) -> tuple[int, ...]:
    """The quarters sharing a side with ``quarter`` on the same level."""
    fine = 2 * size(level)
    x, y = quarter % fine, quarter // fine
    out = []
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        if 0 <= x + dx < fine and 0 <= y + dy < fine:
            out.append((y + dy) * fine + x + dx)
    return tuple(out)


@lru_cache(maxsize=None)
def tile_neighbours(level: int, cell: int) -> tuple[int, ...]:
    """The cells of ``level`` sharing a side with ``cell``."""
    w = size(level)
    x, y = cell % w, cell // w
    return tuple((y + dy) * w + x + dx for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1))
                 if 0 <= x + dx < w and 0 <= y + dy < w)


def set_points(colours: list[str]) -> int:
    """Points for the colours of a build's four columns: a pair 1, three alike 2, two pairs 3,
    four alike 4."""
    shape = tuple(sorted(Counter(colours).values(), reverse=True))
    return SET_POINTS.get(shape, 0)


def builder_near(level: int, cell: int, builder: tuple[int, int] | None) -> bool:
    """Whether a builder standing at ``builder`` (level, cell) is close enough to a new tile at
    (``level``, ``cell``): on a tile beside it on its level, or on one of the tiles under it."""
    if builder is None:
        return True  # a builder not yet on the pyramid costs nothing
    b_level, b_cell = builder
    if b_level == level and b_cell in tile_neighbours(level, cell):
        return True
    return level >= 2 and b_level == level - 1 and b_cell in block(level, cell)[0]
