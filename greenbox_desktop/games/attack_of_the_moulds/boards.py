"""The two boards of Attack of the Moulds as plain data: cells, neighbours, names and starts.

The hexagon (37 cells, radius 3) lies in a 7×7 hex grid zone whose odd rows are shifted half a
cell to the right (slot = y * 7 + x); only the cells within three steps of the centre belong to
it.  The square board is 6×6 with eight neighbours per cell.  Every seat's starting cells are
worked out once per board and player count.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

HEX_SIDE = 7
SQUARE_SIDE = 6
RADIUS = 3
ROW_LETTERS = "ABCDEFG"


@dataclass(frozen=True)
class Board:
    """One board: its grid shape, the slots that are cells, and the cells near each cell.

    ``near[slot]`` are the cells one step away, ``reach[slot]`` the cells exactly two steps away
    (both empty for a slot outside the board).  ``centre`` is the star card's cell (None on the
    square board).  ``corners`` go round the board clockwise from the bottom left, ``rim`` is the
    outer ring clockwise.
    """

    kind: str
    width: int
    height: int
    cells: tuple[int, ...]
    near: tuple[tuple[int, ...], ...]
    reach: tuple[tuple[int, ...], ...]
    names: tuple[str, ...]
    centre: int | None
    corners: tuple[int, ...]
    rim: tuple[int, ...]

    @property
    def shape(self) -> tuple[int, int, str]:
        """The grid zone's shape."""
        return (self.width, self.height, "hex" if self.kind == "hexagon" else "square")


def _hex_cube(slot: int) -> tuple[int, int, int]:
    """Cube coordinates of a slot of the 7-wide grid whose odd rows are shifted right."""
    x, y = slot % HEX_SIDE, slot // HEX_SIDE
    q = x - (y - (y & 1)) // 2
    return q, y, -q - y


def _hex_distance(a: int, b: int) -> int:
    return max(abs(p - q) for p, q in zip(_hex_cube(a), _hex_cube(b)))


def _square_distance(a: int, b: int) -> int:
    return max(abs(a % SQUARE_SIDE - b % SQUARE_SIDE), abs(a // SQUARE_SIDE - b // SQUARE_SIDE))


def _screen(slot: int, width: int, hexed: bool) -> tuple[float, float]:
    """Where a slot's centre is drawn, in cell units (as the table lays out grids)."""
    x, y = slot % width, slot // width
    if hexed:
        return x + 0.5 * (y & 1), y * 0.866
    return float(x), float(y)


def _clockwise(slots: list[int], width: int, hexed: bool, centre: tuple[float, float]) -> list[int]:
    """``slots`` in clockwise order on screen, starting from the bottom left."""
    def angle(slot: int) -> float:
        px, py = _screen(slot, width, hexed)
        # screen y grows downwards, so increasing atan2 runs clockwise; start just past straight down
        return (math.atan2(py - centre[1], px - centre[0]) - math.pi / 2 - 1e-6) % (2 * math.pi)
    return sorted(slots, key=angle)


def _names(cells: tuple[int, ...], width: int) -> tuple[str, ...]:
    """Row letter (from the top) and place in the row (from the left), e.g. ``D4``."""
    names = [""] * (width * width)
    counts: dict[int, int] = {}
    for slot in cells:
        row = slot // width
        counts[row] = counts.get(row, 0) + 1
        names[slot] = f"{ROW_LETTERS[row]}{counts[row]}"
    return tuple(names)


def _build(kind: str) -> Board:
    hexed = kind == "hexagon"
    side = HEX_SIDE if hexed else SQUARE_SIDE
    slots = range(side * side)
    if hexed:
        middle = (side * side) // 2
        distance = _hex_distance
        cells = tuple(s for s in slots if distance(s, middle) <= RADIUS)
        rim = [s for s in cells if distance(s, middle) == RADIUS]
        corners = [s for s in rim if sorted(map(abs, (p - q for p, q in zip(_hex_cube(s), _hex_cube(middle)))))
                   == [0, RADIUS, RADIUS]]
        centre, view_centre = middle, _screen(middle, side, True)
    else:
        distance = _square_distance
        cells = tuple(slots)
        last = side - 1
        rim = [s for s in cells if s % side in (0, last) or s // side in (0, last)]
        corners = [0, last, side * last, side * side - 1]
        centre, view_centre = None, (last / 2, last / 2)
    cell_set = set(cells)
    near = tuple(tuple(t for t in cells if distance(s, t) == 1) if s in cell_set else () for s in slots)
    reach = tuple(tuple(t for t in cells if distance(s, t) == 2) if s in cell_set else () for s in slots)
    return Board(kind, side, side, cells, near, reach, _names(cells, side), centre,
                 tuple(_clockwise(corners, side, hexed, view_centre)),
                 tuple(_clockwise(rim, side, hexed, view_centre)))


BOARDS = {kind: _build(kind) for kind in ("hexagon", "square")}
SQUARE_PLAYERS = (2, 4)


def _next_on_rim(board: Board, cell: int, step: int) -> int:
    """The rim cell ``step`` places clockwise (negative: anticlockwise) from ``cell``."""
    rim = board.rim
    return rim[(rim.index(cell) + step) % len(rim)]


def _mirror(board: Board, cells: tuple[int, ...]) -> tuple[int, ...]:
    """Cells reflected top to bottom (a true mirror image on both boards)."""
    w, h = board.width, board.height
    return tuple((h - 1 - s // w) * w + s % w for s in cells)


def starts(board: Board, players: int) -> tuple[tuple[int, ...], ...]:
    """Each seat's starting cells.

    Hexagon, 4-6 players: a corner each with its two rim neighbours (4 players take two pairs of
    opposite corners, so every seat has one neighbour corner).  Hexagon, 2-3 players: a pair of
    opposite corners each, one cube on one and two (the corner and its clockwise rim neighbour) on
    the other; with 3 players the three seats are turns of one another, with 2 mirror images.
    Square board (2 or 4 players only): one cube in a corner each, or two opposite corners each.
    """
    c = board.corners
    if board.kind == "square":
        if players not in SQUARE_PLAYERS:
            raise ValueError("The square board is for 2 or 4 players.")
        if players == 4:
            return tuple((corner,) for corner in c)
        return ((c[0], c[2]), (c[1], c[3]))
    if players >= 4:
        chosen = (0, 1, 3, 4) if players == 4 else range(players)
        return tuple((_next_on_rim(board, c[k], -1), c[k], _next_on_rim(board, c[k], 1)) for k in chosen)
    groups = tuple((c[2 * s], c[(2 * s + 3) % 6], _next_on_rim(board, c[(2 * s + 3) % 6], 1)) for s in range(3))
    if players == 3:
        return groups
    return groups[0], _mirror(board, groups[0])
