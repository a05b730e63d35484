"""The tree's shape: where its tiles lie on the table's grid, its lines, and which tiles a row of
cards matches.

The tree is drawn on a hex-offset grid 6 wide and 7 high (every other grid row is shifted half a
tile), so each row of tiles sits centred under the one above: the star on top, rows of 2 to 6
tiles, the two base tiles at the foot.  A tile touches the two tiles below it; a line runs along
a row or down either diagonal, and is read in both directions.
"""

from __future__ import annotations

from functools import lru_cache

WIDTH, HEIGHT = 6, 7
SHAPE = (WIDTH, HEIGHT, "hex")


def _slots(y: int, xs: range | tuple[int, ...]) -> tuple[int, ...]:
    return tuple(y * WIDTH + x for x in xs)


STAR = WIDTH * 0 + 3
ROWS: tuple[tuple[int, ...], ...] = (
    _slots(1, range(2, 4)),
    _slots(2, range(2, 5)),
    _slots(3, range(1, 5)),
    _slots(4, range(1, 6)),
    _slots(5, range(0, 6)),
)
BASE: tuple[int, int] = _slots(6, (2, 4))  # left, right
ROW_TILES: tuple[int, ...] = tuple(slot for row in ROWS for slot in row)
CELLS: tuple[int, ...] = (STAR, *ROW_TILES, *BASE)
ROW_OF: dict[int, int] = {slot: r for r, row in enumerate(ROWS) for slot in row}
ROW_MASKS: tuple[int, ...] = tuple(sum(1 << slot for slot in row) for row in ROWS)


def middle(row: int) -> int:
    """The tile of a row that carries its finishing touch (the left one of two middles)."""
    tiles = ROWS[row]
    return tiles[(len(tiles) - 1) // 2]


def _lines() -> tuple[tuple[int, ...], ...]:
    """Every row and every maximal diagonal (both ways down), top to bottom."""
    lines = list(ROWS)
    for step in (0, 1):  # a tile (r, i) touches (r+1, i) and (r+1, i+1) below it
        for r, row in enumerate(ROWS):
            for i in range(len(row)):
                above = i - step
                if r > 0 and 0 <= above < len(ROWS[r - 1]):
                    continue  # not the top of its diagonal
                line, rr, ii = [], r, i
                while rr < len(ROWS):
                    line.append(ROWS[rr][ii])
                    rr, ii = rr + 1, ii + step
                if len(line) > 1:
                    lines.append(tuple(line))
    return tuple(lines)


LINES = _lines()


@lru_cache(maxsize=64)
def segments(symbols: tuple[int, ...]) -> dict[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """For a tree whose grid slots show ``symbols`` (symbol codes, 0 off the rows): every sequence
    of symbols that consecutive tiles of a line show, read either way, with those tiles in order."""
    found: dict[tuple[int, ...], set[tuple[int, ...]]] = {}
    for line in LINES:
        for start in range(len(line)):
            for end in range(start + 1, len(line) + 1):
                window = line[start:end]
                for tiles in (window, window[::-1]):
                    found.setdefault(tuple(symbols[t] for t in tiles), set()).add(tiles)
    return {key: tuple(sorted(tiles)) for key, tiles in found.items()}


def completed(cover: int) -> tuple[int, ...]:
    """The rows (0-4) whose every tile is in the bit set ``cover``."""
    return tuple(r for r, mask in enumerate(ROW_MASKS) if cover & mask == mask)


def bases_earned(cover: int) -> int:
    """How many base tiles a player with cubes on ``cover`` has earned: one for two completed rows
    that are not next to each other, a second one for four completed rows."""
    rows = completed(cover)
    apart = any(b - a > 1 for a in rows for b in rows)
    return (1 if apart else 0) + (1 if len(rows) >= 4 else 0)


def in_every_row(cover: int) -> bool:
    """Whether ``cover`` has at least one tile in each of the five rows."""
    return all(cover & mask for mask in ROW_MASKS)
