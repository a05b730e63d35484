"""The 6×6 board's geometry: neighbours, and where a meeple can end after exactly n steps.

A path is a walk of orthogonal steps that never enters a tile twice (its start included).  Other
meeples and ghosts never block it, so where a path of n steps can end depends only on its start:
``REACH[start][n]`` is worked out once, for every start and every roll 1..6.
"""

from __future__ import annotations

from functools import lru_cache

from greenbox_desktop.games.grid_cells import cell_name as grid_cell_name, neighbours

SIDE = 6
CELLS = SIDE * SIDE
CORNERS = (0, SIDE - 1, CELLS - SIDE, CELLS - 1)
MOST_STEPS = 6


NEIGHBOURS = tuple(neighbours(c, SIDE, SIDE) for c in range(CELLS))
#: DISTANCE[a][b]: the fewest orthogonal steps from cell a to cell b
DISTANCE = tuple(tuple(abs(a % SIDE - b % SIDE) + abs(a // SIDE - b // SIDE) for b in range(CELLS)) for a in range(CELLS))


def may_reach(start: int, steps: int, goal: int) -> bool:
    """Whether a path of exactly ``steps`` steps could lead from ``start`` to ``goal`` at all
    (near enough, and of the same parity): ``route`` looks only where this holds."""
    distance = DISTANCE[start][goal]
    return distance <= steps and (steps - distance) % 2 == 0


@lru_cache(maxsize=1 << 14)
def ends(start: int, steps: int, visited: frozenset[int] = frozenset()) -> frozenset[int]:
    """Every cell a path of exactly ``steps`` steps from ``start`` can end on, avoiding ``visited``
    (and never entering a cell twice)."""
    found: set[int] = set()

    def walk(cell: int, left: int, seen: frozenset[int]) -> None:
        if left == 0:
            found.add(cell)
            return
        for nxt in NEIGHBOURS[cell]:
            if nxt not in seen:
                walk(nxt, left - 1, seen | {nxt})

    walk(start, steps, visited | {start})
    return frozenset(found)


@lru_cache(maxsize=1 << 15)
def route(start: int, steps: int, goal: int, visited: frozenset[int] = frozenset()) -> tuple[int, ...] | None:
    """The cells (after ``start``) of one path of exactly ``steps`` steps from ``start`` to ``goal``
    that avoids ``visited``, or None when there is none (remembered: a zap asks again and again)."""
    def walk(cell: int, left: int, seen: frozenset[int]) -> tuple[int, ...] | None:
        if left == 0:
            return () if cell == goal else None
        if not may_reach(cell, left, goal):
            return None
        for nxt in NEIGHBOURS[cell]:
            if nxt not in seen:
                rest = walk(nxt, left - 1, seen | {nxt})
                if rest is not None:
                    return (nxt,) + rest
        return None

    return walk(start, steps, visited | {start})


REACH = tuple(tuple(ends(c, n) if n else frozenset({c}) for n in range(MOST_STEPS + 1)) for c in range(CELLS))


def cell_name(cell: int) -> str:
    """A cell as the board's coordinates show it: column letter, row number ("C4")."""
    return grid_cell_name(cell, SIDE)
