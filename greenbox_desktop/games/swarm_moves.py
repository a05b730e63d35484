"""Swarm's movement rules on a bare 6×6 board, and the "spend every point exactly" search.

A board is a tuple of 36 ints seen from the player to move: 0 vacant, 1 own cube, 2 enemy
cube.  ``moved`` is a sorted tuple of (cell now, cell at the start of the turn) pairs for the
own cubes that have moved this turn.  A step is Move (1 point) to a vacant neighbour in any of
8 directions; Jump (2 points) leaps over an adjacent enemy cube onto the vacant cell beyond;
Bash (2 points) pushes an adjacent enemy cube one cell straight on (onto a vacant cell, or off
the board) and takes its place.  After each action, an enemy cube newly caught between two own
cubes (left and right, or above and below) is swarmed.  A sandwich counts as new when one of
its three cubes has just arrived: the cube that moved or the enemy cube that was pushed.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from greenbox_desktop.games.boardkit import offset, rays

SIDE = 6
CELLS = SIDE * SIDE
VACANT, OWN, ENEMY = 0, 1, 2
STEP, JUMP, BASH = "step", "jump", "bash"
COST = {STEP: 1, JUMP: 2, BASH: 2}
OFF_BOARD = -1

KING = rays(SIDE, SIDE)
ORTHOGONAL = rays(SIDE, SIDE, ((0, -1), (-1, 0), (1, 0), (0, 1)))


def _axes(slot: int) -> tuple[tuple[int, int], ...]:
    """The (left, right) and (above, below) neighbour pairs of a cell that lie on the board."""
    pairs = []
    for dx, dy in ((1, 0), (0, 1)):
        a, b = offset(slot, -dx, -dy, SIDE, SIDE), offset(slot, dx, dy, SIDE, SIDE)
        if a is not None and b is not None:
            pairs.append((a, b))
    return tuple(pairs)


def _triangles(slot: int) -> tuple[tuple[int, int], ...]:
    """Pairs of neighbours of a cell that are neighbours of each other."""
    near = [n for n, _ in KING[slot]]
    return tuple((a, b) for i, a in enumerate(near) for b in near[i + 1:]
                 if b in {m for m, _ in KING[a]})


AXES = tuple(_axes(s) for s in range(CELLS))
TRIANGLES = tuple(_triangles(s) for s in range(CELLS))


class Outcome(NamedTuple):
    """What one action does: the new board and moved list, the pushed cube's fate, swarmed cells."""

    board: tuple[int, ...]
    moved: tuple[tuple[int, int], ...]
    pushed_to: int | None          # a cell, OFF_BOARD, or None when nothing was pushed
    swarmed: tuple[int, ...]


def actions(board: tuple[int, ...], budget: int) -> list[tuple[int, int, str]]:
    """Every (origin, destination, kind) the player can afford with ``budget`` points."""
    found = []
    for origin in range(CELLS):
        if board[origin] != OWN:
            continue
        for near, beyond in KING[origin]:
            held = board[near]
            if held == VACANT:
                found.append((origin, near, STEP))
            elif held == ENEMY and budget >= 2:
                if beyond is not None and board[beyond] == VACANT:
                    found.append((origin, beyond, JUMP))
                if beyond is None or board[beyond] == VACANT:
                    found.append((origin, near, BASH))
    return found


def _beyond(origin: int, near: int) -> int | None:
    """The cell past ``near`` seen from its neighbour ``origin`` (None if off the board)."""
    for cell, after in KING[origin]:
        if cell == near:
            return after
    raise ValueError(f"cells {origin} and {near} are not neighbours")


def swarmed_by(board: list[int], arrived: int | None, pushed: int | None) -> list[int]:
    """Enemy cells newly caught between two own cubes after ``arrived`` / ``pushed`` landed."""
    caught = []
    if arrived is not None:
        for near, after in ORTHOGONAL[arrived]:
            if board[near] == ENEMY and after is not None and board[after] == OWN:
                caught.append(near)
    if pushed is not None and pushed not in caught:
        if any(board[a] == OWN and board[b] == OWN for a, b in AXES[pushed]):
            caught.append(pushed)
    return caught


def arrive(board: tuple[int, ...], cell: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """A new own cube enters ``cell``: the new board and the swarmed enemy cells."""
    cells = list(board)
    cells[cell] = OWN
    caught = swarmed_by(cells, cell, None)
    for c in caught:
        cells[c] = VACANT
    return tuple(cells), tuple(caught)


def apply(board: tuple[int, ...], moved: tuple[tuple[int, int], ...], origin: int, dest: int,
          kind: str) -> Outcome:
    """The result of one legal action (see ``actions``)."""
    cells = list(board)
    cells[origin] = VACANT
    pushed = None
    if kind == BASH:
        after = _beyond(origin, dest)
        pushed = OFF_BOARD if after is None else after
        if after is not None:
            cells[after] = ENEMY
    cells[dest] = OWN
    caught = swarmed_by(cells, dest, pushed if pushed != OFF_BOARD else None)
    for c in caught:
        cells[c] = VACANT
    start = next((s for now, s in moved if now == origin), origin)
    new_moved = tuple(sorted([(now, s) for now, s in moved if now != origin] + [(dest, start)]))
    return Outcome(tuple(cells), new_moved, pushed, tuple(caught))


def _free_triangle(board: tuple[int, ...], cell: int) -> bool:
    """Whether the cube on ``cell`` has two vacant neighbours next to each other."""
    return any(board[a] == VACANT and board[b] == VACANT for a, b in TRIANGLES[cell])


@lru_cache(maxsize=1 << 14)
def can_finish(board: tuple[int, ...], moved: tuple[tuple[int, int], ...], points: int) -> bool:
    """Whether exactly ``points`` more can be spent, leaving no moved cube on its start cell.

    A cube with two vacant neighbours that touch each other can burn any number of points
    walking between them (ending on whichever is not its start), which settles most positions
    at once; the rest are searched.
    """
    home = [now for now, start in moved if now == start]
    if points == 0:
        return not home
    if len(home) <= 1:
        candidates = home or [c for c in range(CELLS) if board[c] == OWN]
        if any(_free_triangle(board, c) for c in candidates):
            return True
    for origin, dest, kind in actions(board, points):
        outcome = apply(board, moved, origin, dest, kind)
        if can_finish(outcome.board, outcome.moved, points - COST[kind]):
            return True
    return False


def free_triangles(board: tuple[int, ...]) -> list[tuple[int, int, int]]:
    """Every (own cube, vacant neighbour, vacant neighbour) triangle on the board."""
    return [(c, a, b) for c in range(CELLS) if board[c] == OWN for a, b in TRIANGLES[c]
            if board[a] == VACANT and board[b] == VACANT]


@lru_cache(maxsize=1 << 12)
def legal_actions(board: tuple[int, ...], moved: tuple[tuple[int, int], ...], points: int
                  ) -> tuple[tuple[int, int, str], ...]:
    """The affordable actions after which the rest of ``points`` can still be spent exactly
    (remembered: a replay or a bot's playouts meet the same positions again), in the order of
    ``actions``.

    Most candidates are settled without building the next board: with no point left it only
    matters whether a moved cube ends on its start; otherwise a free triangle of another cube
    that the action does not touch proves the rest can be spent (see ``can_finish``).
    """
    start_of = dict(moved)
    at_home = {now for now, start in moved if now == start}
    triangles = free_triangles(board)
    legal: list[tuple[int, int, str]] = []

    def settle(origin: int, dest: int, kind: str, rest: int, pushed: int | None, easy: bool) -> None:
        """Add the candidate if the rest of the points can still be spent after it."""
        if easy:
            if rest == 0:
                legal.append((origin, dest, kind))
                return
            for c, a, b in triangles:
                if c != origin and a != dest and b != dest and a != pushed and b != pushed:
                    legal.append((origin, dest, kind))
                    return
        elif rest == 0:
            return
        outcome = apply(board, moved, origin, dest, kind)
        if can_finish(outcome.board, outcome.moved, rest):
            legal.append((origin, dest, kind))

    homes = len(at_home)
    for origin in range(CELLS):
        if board[origin] != OWN:
            continue
        start = start_of.get(origin, origin)
        alone = homes == (origin in at_home)  # no other moved cube is back on its start
        for near, beyond in KING[origin]:
            held = board[near]
            if held == VACANT:
                settle(origin, near, STEP, points - 1, None, alone and near != start)
            elif held == ENEMY and points >= 2:
                if beyond is not None and board[beyond] == VACANT:
                    settle(origin, beyond, JUMP, points - 2, None, alone and beyond != start)
                if beyond is None or board[beyond] == VACANT:
                    settle(origin, near, BASH, points - 2, beyond, alone and near != start)
    return tuple(legal)


def kind_of_move(board: tuple[int, ...], origin: int, dest: int) -> str:
    """Which action a cube going from ``origin`` to ``dest`` makes (the move is legal)."""
    if any(near == dest for near, _ in KING[origin]):
        return STEP if board[dest] == VACANT else BASH
    return JUMP
