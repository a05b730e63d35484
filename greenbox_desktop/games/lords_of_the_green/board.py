"""Lords of the Green: the board's shape, the colours in play, majorities and scoring (pure data).

A board of ``width`` × 4 tiles has one set of the four symbols of pip codes 1-4 per column;
cells are numbered ``y * width + x`` like the engine's grid zones.  Piece counts are kept per
(tile, colour) in one flat list: ``counts[tile * colours + colour]`` knights, the lords apart.
"""

from __future__ import annotations

from functools import lru_cache

from greenbox_desktop.box import COLOURS, SYMBOL_CODE, cube_ids
from greenbox_desktop.games.grid_cells import cell_name, neighbours

HEIGHT = 4
SET_SYMBOLS = ("drop", "hammers", "circles", "bricks")  # pip codes 1-4
KNIGHTS = 16
MAX_PLACE = 3  # knights placed per turn, and knights a lord takes along
NO_TILE = -1
WIDTH_FOR_PLAYERS = {2: 4, 3: 3, 4: 4, 5: 5}


def width(players: int) -> int:
    """How many columns (sets of four tiles) the board has."""
    return WIDTH_FOR_PLAYERS[players]


def colour_count(players: int) -> int:
    """How many colours are in play: two each with 2 players, one each otherwise."""
    return 4 if players == 2 else players


def colours_in_play(players: int) -> tuple[str, ...]:
    """The colours in play, in turn order."""
    return COLOURS[:colour_count(players)]


def seat_of(colour: int, players: int) -> int:
    """The seat playing colour number ``colour`` (with 2 players seats alternate colour by colour)."""
    return colour % players


def tile_set(players: int) -> tuple[str, ...]:
    """The tile ids the board is built from, one set of four per column."""
    return tuple(f"tile.{symbol}.{n}" for n in range(1, width(players) + 1) for symbol in SET_SYMBOLS)


def pip_code(tile_id: str) -> int:
    """A tile's value: the pip code of its symbol."""
    return SYMBOL_CODE[tile_id.split(".")[1]]


def knight_ids(colour: str) -> tuple[str, ...]:
    """The 16 cubes that are one colour's knights."""
    return tuple(cube_ids(colour, KNIGHTS))


def lord_id(colour: str) -> str:
    """The meeple that is one colour's lord."""
    return f"meeple.{colour}"


def place_name(tile: int, players: int) -> str:
    """A tile in words: column letter and row number from the top, e.g. ``B3``."""
    return cell_name(tile, width(players))


@lru_cache(maxsize=8)
def adjacency(players: int) -> tuple[tuple[int, ...], ...]:
    """For every tile, the tiles sharing a side with it."""
    w = width(players)
    return tuple(neighbours(t, w, HEIGHT) for t in range(w * HEIGHT))


def strengths(counts: list[int], lords: tuple[int, ...], tile: int) -> list[int]:
    """Each colour's pieces on ``tile``: its knights, plus one for its lord if he stands there."""
    n = len(lords)
    base = tile * n
    return [counts[base + k] + (lords[k] == tile) for k in range(n)]


def leader(strength: list[int]) -> int | None:
    """The colour with strictly more pieces than every other, or None."""
    best = max(strength)
    if best == 0 or strength.count(best) > 1:
        return None
    return strength.index(best)


def majorities(counts: list[int], lords: tuple[int, ...], tiles: int) -> list[int | None]:
    """For every tile, the colour holding the majority there (None where nobody does)."""
    return [leader(strengths(counts, lords, t)) for t in range(tiles)]


def largest_group(held: set[int], players: int) -> int:
    """The size of the largest orthogonally connected group of the tiles in ``held``."""
    near = adjacency(players)
    best, seen = 0, set()
    for start in held:
        if start in seen:
            continue
        seen.add(start)
        todo, size = [start], 0
        while todo:
            tile = todo.pop()
            size += 1
            for other in near[tile]:
                if other in held and other not in seen:
                    seen.add(other)
                    todo.append(other)
        best = max(best, size)
    return best


def colour_score(values: list[int], owners: list[int | None], colour: int, players: int) -> tuple[int, int, int]:
    """(points, pips of the tiles held, size of the largest group) of one colour.

    Each tile held scores its value; each tile of the largest connected group scores 2 more.
    """
    held = {t for t, owner in enumerate(owners) if owner == colour}
    pips = sum(values[t] for t in held)
    group = largest_group(held, players)
    return pips + 2 * group, pips, group


def seat_scores(colour_points: list[int], players: int, lowest: bool) -> list[int]:
    """Each seat's score: its colour's points; with 2 players the sum of both colours, or the
    lower of the two when ``lowest`` is set."""
    if players != 2:
        return list(colour_points)
    pairs = [(colour_points[s], colour_points[s + 2]) for s in range(2)]
    return [min(p) if lowest else sum(p) for p in pairs]
