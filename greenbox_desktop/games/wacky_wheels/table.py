"""The race table: the cars' cubes, the supply, the cars on the track, the deck; what lies where.

``RaceTable`` answers questions about the table (a car's stats, its position, the cars a
hedgehog or oil can reach) and moves pieces as the rules ask (cubes to and from the supply,
lap cubes, a car to its tile, cards drawn); ``rules.Race`` decides when.
"""

from __future__ import annotations

from greenbox_desktop.engine import State
from greenbox_desktop.games.wacky_wheels.parts import (
    CAR_CUBES, DECK, DISCARD, LAP_CUBES, LAPS_COLUMN, MEEPLES, ON_TRACK, PIT, SUPPLY_CUBES, car_slot, hand, lap_of,
    supply_slot,
)
from greenbox_desktop.games.wacky_wheels.track import LENGTH, RING, START_GRID, same_straight

HEDGEHOG_RANGE = 5
OIL_RANGE = 2


class RaceTable(State):
    """Where the pieces of a race are, and the moves of pieces the rules make."""

    progress: list[int]      # tiles driven by each car (negative after a skid back over the line)
    finished: dict[int, int]  # seat -> tiles past the line when it finished
    symbols: tuple[str, ...]
    laps: int
    pending: tuple | None    # (kind, cube, position) of an attack waiting for its card

    # ----- cubes ----------------------------------------------------------------------------
    def _cubes_at(self, zone: str, slot: int) -> list[str]:
        loc = self.loc
        return [cid for cid in self.contents[zone] if loc[cid][1] == slot]

    def count(self, seat: int, col: int) -> int:
        """How many cubes of a stat column (or laps) ``seat``'s car holds."""
        return len(self._cubes_at(CAR_CUBES, car_slot(seat, col)))

    def stats(self, seat: int) -> tuple[int, ...]:
        """``seat``'s health, hedgehogs, boosters, oil and laps."""
        counts = [0] * (LAPS_COLUMN + 1)
        loc, base = self.loc, car_slot(seat, 0)
        for cid in self.contents[CAR_CUBES]:
            col = loc[cid][1] - base
            if 0 <= col <= LAPS_COLUMN:
                counts[col] += 1
        return tuple(counts)

    def car_cube(self, seat: int, col: int) -> str | None:
        """The cube of ``seat``'s stat column a player would pick up first (None if there is none)."""
        found = self._cubes_at(CAR_CUBES, car_slot(seat, col))
        return found[0] if found else None

    def supply_count(self, col: int) -> int:
        """How many cubes of a stat colour lie in the supply."""
        return len(self._cubes_at(SUPPLY_CUBES, supply_slot(col)))

    def gain(self, seat: int, col: int, n: int = 1) -> int:
        """Move up to ``n`` cubes of a stat colour from the supply to ``seat``'s car; how many moved."""
        cubes = self._cubes_at(SUPPLY_CUBES, supply_slot(col))[:n]
        for cid in cubes:
            self.put(cid, CAR_CUBES, car_slot(seat, col))
        return len(cubes)

    def spend(self, seat: int, col: int) -> None:
        """Return one of ``seat``'s cubes of a stat colour to the supply."""
        cid = self.car_cube(seat, col)
        if cid is not None:
            self.put(cid, SUPPLY_CUBES, supply_slot(col))

    def _sync_laps(self, seat: int) -> None:
        """Give or take lap cubes so the car holds one per lap driven."""
        held = self._cubes_at(CAR_CUBES, car_slot(seat, LAPS_COLUMN))
        want = lap_of(self.progress[seat], self.laps)
        for cid in held[want:]:
            self.put(cid, "box")
        if len(held) < want:
            spare = [cid for cid in LAP_CUBES if cid not in self.loc]
            for cid in spare[:want - len(held)]:
                self.put(cid, CAR_CUBES, car_slot(seat, LAPS_COLUMN))

    # ----- the track ------------------------------------------------------------------------
    def position(self, seat: int) -> int:
        """The track position (0 = start tile) of ``seat``'s car."""
        return self.progress[seat] % LENGTH

    def in_pit(self, seat: int) -> bool:
        """Whether ``seat``'s car is in the pit."""
        return self.loc[MEEPLES[seat]][0] == PIT

    def on_track(self, seat: int) -> bool:
        """Whether ``seat``'s car is out on the track and still racing (a target for attacks)."""
        return seat not in self.finished and self.loc[MEEPLES[seat]][0] != PIT

    def finish_line(self) -> int:
        """The tiles a car drives to finish the race."""
        return LENGTH * self.laps

    def pickup_at(self, position: int) -> str | None:
        """The pickup cube lying on a track position, if any."""
        cell = RING[position]
        pending = self.pending[1] if self.pending else None
        for cid in self.contents[ON_TRACK]:
            if cid[0] == "c" and cid.startswith("cube") and self.loc[cid][1] == cell and cid != pending:
                return cid
        return None

    def pickup_places(self, symbol: str) -> list[int]:
        """The first and last free tiles (positions) of ``symbol``, where a pickup may go."""
        free = [p for p, s in enumerate(self.symbols) if s == symbol and self.pickup_at(p) is None]
        return sorted({free[0], free[-1]}) if free else []

    def car_cell(self, seat: int) -> int:
        """The cell ``seat``'s car stands in on the track zone: its tile, or its own cell of the
        starting grid while it stands on the start line (0 tiles driven)."""
        return START_GRID[seat] if self.progress[seat] == 0 else RING[self.position(seat)]

    def _place_car(self, seat: int) -> None:
        self.put(MEEPLES[seat], ON_TRACK, self.car_cell(seat))
        self._sync_laps(seat)

    def rivals(self, seat: int) -> dict[int, int]:
        """How far ahead (0-35 tiles) of ``seat``'s car each other racing car on the track is."""
        here = self.position(seat)
        return {s: (self.progress[s] - here) % LENGTH for s in range(self.players) if s != seat and self.on_track(s)}

    def hedgehog_target(self, seat: int) -> int | None:
        """The position of the nearest racing cars 1-5 tiles ahead on one straight, if any."""
        ahead = [d for d in self.rivals(seat).values() if 1 <= d <= HEDGEHOG_RANGE]
        if not ahead:
            return None
        here = self.position(seat)
        there = (here + min(ahead)) % LENGTH
        return there if same_straight(here, there) else None

    def oil_victims(self, seat: int) -> list[int]:
        """The racing cars 1-2 tiles behind ``seat``'s car."""
        return [s for s, d in self.rivals(seat).items() if d >= LENGTH - OIL_RANGE]

    def draw(self, seat: int, n: int = 1) -> int:
        """Draw up to ``n`` cards into ``seat``'s hand (the discards reshuffled when the deck runs out)."""
        drawn = 0
        for _ in range(n):
            if not self.contents[DECK]:
                for cid in list(self.contents[DISCARD]):
                    self.put(cid, DECK, face_up=False)
                self.shuffle_zone(DECK)
                if not self.contents[DECK]:
                    break
            self.put(self.contents[DECK][-1], hand(seat))
            drawn += 1
        return drawn
