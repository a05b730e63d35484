"""The island as it lies: territories, who is present where, leaders, and the victory conditions."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from greenbox_desktop.engine import State
from greenbox_desktop.games.island.parts import (BOARD, CASTLES, CENTRE, OWNER, PEACE, PIECES, TARGET, neighbours)

CASTLE_KIND, PEACE_KIND = -1, -2
PIECE_KIND = {**OWNER, **{cid: CASTLE_KIND for cid in CASTLES}, **{cid: PEACE_KIND for cid in PEACE}}

Territories = tuple[tuple[int, int], ...]


@lru_cache(maxsize=4096)
def cell_map(territories: Territories) -> dict[int, int]:
    """Board cell -> index of the territory that covers it."""
    return {cell: t for t, pair in enumerate(territories) for cell in pair}


@lru_cache(maxsize=4096)
def adjacency(territories: Territories) -> tuple[frozenset[int], ...]:
    """For each territory, the territories touching it along a tile edge."""
    where = cell_map(territories)
    out = []
    for t, pair in enumerate(territories):
        near = {where[n] for cell in pair for n in neighbours(cell) if n in where}
        near.discard(t)
        out.append(frozenset(near))
    return tuple(out)


@lru_cache(maxsize=4096)
def shore(territories: Territories) -> frozenset[int]:
    """The empty cells touching the island along an edge."""
    taken = cell_map(territories)
    return frozenset(n for cell in taken for n in neighbours(cell) if n not in taken)


@lru_cache(maxsize=1024)
def first_tile_spots(territories: Territories) -> list[int]:
    """Cells where the first tile of a new territory may go (a second tile must still fit)."""
    if not territories:
        return sorted(CENTRE)
    near = shore(territories)
    around = near | {n for cell in near for n in neighbours(cell)}
    return sorted(c for c in around if second_tile_spots(territories, c))


def second_tile_spots(territories: Territories, first: int) -> list[int]:
    """Empty cells next to ``first`` completing a territory that touches the island (any cell at the start)."""
    taken = cell_map(territories)
    if first in taken:
        return []
    near = shore(territories)
    free = [cell for cell in neighbours(first) if cell not in taken]
    if not territories or first in near:
        return free
    return [cell for cell in free if cell in near]


@dataclass
class Survey:
    """Counts taken from the board in one pass: units per territory and seat, castles, peace tokens."""

    units: list[list[int]]  # [territory][seat]
    castles: list[int]  # per territory
    peace: dict[int, str]  # cell -> peace token id
    whisperer: int | None

    def leader(self, t: int) -> int | None:
        """The seat with the most units in territory ``t``; a tie goes to the Whisperer, else no one."""
        row = self.units[t]
        best = max(row)
        if best == 0:
            return None
        tied = [s for s, n in enumerate(row) if n == best]
        if len(tied) == 1:
            return tied[0]
        return self.whisperer if self.whisperer in tied else None

    def present(self, seat: int) -> list[int]:
        """The territories where ``seat`` has a unit."""
        return [t for t, row in enumerate(self.units) if row[seat]]

    def led_units(self, seat: int) -> int:
        """The opposing units in the territories ``seat`` leads."""
        return sum(sum(row) - row[seat] for t, row in enumerate(self.units) if self.leader(t) == seat)

    def standing(self, seat: int) -> tuple[int, int, int]:
        """(territories present, castles present with, opposing units led) of ``seat``."""
        present = self.present(seat)
        return len(present), sum(self.castles[t] for t in present), self.led_units(seat)


def conditions_met(standing: tuple[int, ...], monuments: int) -> int:
    """How many victory conditions a seat meets, spending its monuments where they help most."""
    shortfalls = sorted(max(0, TARGET - have) for have in standing)
    met = 0
    for short in shortfalls:
        if short > monuments:
            break
        monuments -= short
        met += 1
    return met


def shortfall(standing: tuple[int, ...], monuments: int) -> int:
    """What a seat still lacks for all three conditions, after its monuments."""
    return max(0, sum(max(0, TARGET - have) for have in standing) - monuments)


class Land(State):
    """Board queries shared by every part of the rules."""

    territories: Territories
    whisperer: int | None
    players: int

    def survey(self) -> Survey:
        """Count units, castles and peace tokens on the board."""
        where = cell_map(self.territories)
        units = [[0] * self.players for _ in self.territories]
        castles = [0] * len(self.territories)
        peace: dict[int, str] = {}
        loc = self.loc
        for cid in self.contents[PIECES]:
            cell = loc[cid][1]
            seat = PIECE_KIND[cid]
            if seat >= 0:
                units[where[cell]][seat] += 1
            elif seat == CASTLE_KIND:
                castles[where[cell]] += 1
            else:
                peace[cell] = cid
        return Survey(units, castles, peace, self.whisperer)

    def terr_at(self, cell: int) -> int | None:
        """The territory covering a board cell, if any."""
        return cell_map(self.territories).get(cell)

    def units_in(self, t: int, seat: int) -> list[str]:
        """``seat``'s unit ids in territory ``t``."""
        pair = self.territories[t]
        loc = self.loc
        return [cid for cid in self.contents[PIECES] if OWNER.get(cid) == seat and loc[cid][1] in pair]

    def units_on_board(self, seat: int) -> int:
        """How many of ``seat``'s units are on the island (castled ones included)."""
        return sum(1 for cid in self.contents[PIECES] if OWNER.get(cid) == seat) + \
            sum(1 for cid in self.contents.get("keep", ()) if OWNER.get(cid) == seat)

    def face_down_tiles(self, ts: list[int]) -> list[str]:
        """The undeveloped tiles of the territories ``ts``."""
        cells = {cell for t in ts for cell in self.territories[t]}
        return [cid for cid in self.contents[BOARD] if self.loc[cid][1] in cells and not self.loc[cid][2]]
