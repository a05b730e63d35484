"""The race track: 36 tiles on the ring of a 10x10 square, the order of the symbols, the straights.

Position 0 is the start tile (bottom row, left of the middle); cars drive clockwise on screen:
left along the bottom, up the left side, right along the top, down the right side, and the last
tile (position 35) lies just right of the start.  Pure data, no state.
"""

from __future__ import annotations

from collections.abc import Callable

from greenbox_desktop.box import SYMBOLS

SIDE = 10
LENGTH = 36
START_X = 4


def _ring() -> tuple[int, ...]:
    """The grid cell (y * SIDE + x) of every track position, in driving order."""
    bottom = SIDE - 1
    cells = [(x, bottom) for x in range(START_X, -1, -1)]
    cells += [(0, y) for y in range(bottom - 1, -1, -1)]
    cells += [(x, 0) for x in range(1, SIDE)]
    cells += [(bottom, y) for y in range(1, SIDE)]
    cells += [(x, bottom) for x in range(bottom - 1, START_X, -1)]
    return tuple(y * SIDE + x for x, y in cells)


RING: tuple[int, ...] = _ring()
POSITION: dict[int, int] = {cell: i for i, cell in enumerate(RING)}
START_MARK = RING[0] - SIDE  # the inner cell beside the start tile (the green star card)
LAST_MARK = RING[-1] - SIDE  # the inner cell beside the last tile (the yellow star card)
# Where the cars line up while they stand on the start line (0 tiles driven): one infield cell each
# beside the stars, left of the green one, then right of the yellow one, so no car is drawn small
# among the others on the one start tile.  By the rules they stand on the start tile (position 0).
START_GRID: tuple[int, ...] = tuple((SIDE - 2) * SIDE + x for x in (3, 2, 1, 6, 7))
RACES = ("race1", "race2", "race3", "shuffled")
RACE_NAMES = ("Race 1: in turn", "Race 2: pairs", "Race 3: sixes", "Shuffled")


def sides(position: int) -> frozenset[str]:
    """The straights (sides of the square) a track position lies on: two for a corner tile."""
    cell = RING[position % LENGTH]
    x, y = cell % SIDE, cell // SIDE
    found = set()
    if y == SIDE - 1:
        found.add("bottom")
    if y == 0:
        found.add("top")
    if x == 0:
        found.add("left")
    if x == SIDE - 1:
        found.add("right")
    return frozenset(found)


_SIDES = tuple(sides(p) for p in range(LENGTH))


def same_straight(a: int, b: int) -> bool:
    """Whether two track positions lie on one straight (no corner to drive around between them)."""
    return not _SIDES[a % LENGTH].isdisjoint(_SIDES[b % LENGTH])


def race_order(race: str, shuffle: Callable[[list[str]], object]) -> tuple[str, ...]:
    """The symbol of every track position for a race layout (``shuffle`` shuffles a list in place)."""
    if race == "race1":
        return tuple(SYMBOLS[i % 6] for i in range(LENGTH))
    if race == "race2":
        return tuple(SYMBOLS[(i // 2) % 6] for i in range(LENGTH))
    if race == "race3":
        return tuple(SYMBOLS[i // 6] for i in range(LENGTH))
    order = [s for s in SYMBOLS for _ in range(6)]
    shuffle(order)
    return tuple(order)
