"""The Golden Pyramid's table: the state's fields, what can be read off the table, and the
supplies (bag, market, deck, points) that the rules draw from and pay into."""

from __future__ import annotations

from collections import Counter

from greenbox_desktop.box import COLOURS, SYMBOLS
from greenbox_desktop.engine import State
from greenbox_desktop.games.golden_pyramid import pyramid
from greenbox_desktop.games.golden_pyramid.parts import (
    BAG, CARD_COLOUR, CARD_SYMBOL, CARD_VALUE, COLOUR_OF, DECK, DISCARD, MARKET, OFFER, SYMBOL_SLOT, TILES, TRACK,
    TRACK_LENGTH, bag_cubes, colour_of, columns_zone, cubes, hand, level_zone, score_cube,
)
from greenbox_desktop.games.golden_pyramid.pyramid import TOP

OFF = (0, -1)  # a builder not yet on the pyramid
HIDING = (BAG, DECK)  # zones that show nothing to anyone


class Table(State):
    """The Golden Pyramid's fields and facts (the rules and their words come in subclasses)."""

    step: str  # act, use, return, keep, discard, columns, cubes, builder, moved, offer, answer, give, redrawn
    turn: int  # the seat whose turn it is (the current player may be another one answering)
    lead: str  # the card played this turn ("" before)
    target: tuple[int, int] | tuple[()]  # (level, cell) of the tile being built
    golden: bool  # the tile built matches the played card's symbol (it scores its level)
    col_colours: tuple[str, ...]  # colours named by the column cards discarded so far
    placed: tuple[tuple[int, str], ...]  # (quarter, colour) of the columns placed so far
    drawn: tuple[str, ...]  # colours of the cubes just drawn that may go back to the bag
    to_return: int  # cubes still to put back into the bag
    fresh: int  # the last ``fresh`` cards of the hand were just drawn
    asked: tuple[int, ...]  # seats offered a trade this turn
    given: int  # where the two cubes of a market trade went so far: bit 1 market, bit 2 bag
    points: tuple[int, ...]
    built: tuple[int, ...]  # per seat: bit n set when it built on level n
    builders: tuple[tuple[int, int], ...]  # per seat: (level, cell) of its builder, OFF if not placed
    moving: tuple[int, ...]  # seats whose builders must leave a covered tile, in order
    last_build: tuple  # (seat, level, cell, tile points, set points, neighbour points, penalty, gained)
    market_draws: int  # how often the market was drawn (set-up and redraws), for the log
    round: int  # the round under way, from 1
    ended: str

    def visible_to(self, component_id: str, seat: int | None) -> bool:
        """As the engine decides, for this game's zones only, but quicker (views are built often):
        the bag and the deck hide everything, a hand shows its cards to its owner, and elsewhere
        face-up pieces show, as do cubes and meeples however they lie."""
        found = self.loc.get(component_id)
        if found is None:
            return False
        zone, _slot, up = found
        if zone in HIDING:
            return False
        if zone[0] == "h":
            return up or seat == int(zone[5:])
        return up or component_id[0] in "cm" and component_id[1] != "a"

    # ----- small facts ------------------------------------------------------------------------
    def market_size(self) -> int:
        """Cubes in a full market: 3, or 4 with 5-6 players."""
        return 4 if self.players >= 5 else 3

    def hand_of(self, seat: int) -> list[str]:
        """The cards in a seat's hand."""
        return self.contents[hand(seat)]

    def cube_counts(self, seat: int) -> Counter:
        """A seat's cubes by colour."""
        counts = Counter(map(COLOUR_OF.__getitem__, self.contents[cubes(seat)]))
        if self.builders[seat] == OFF:
            counts[COLOURS[seat]] -= 1  # the builder waiting there is no cube
            counts = +counts
        return counts

    def cube_total(self, seat: int) -> int:
        """How many cubes a seat holds."""
        return len(self.contents[cubes(seat)]) - (self.builders[seat] == OFF)

    def bag_colours(self) -> Counter:
        """The bag's cubes by colour, known to all: every cube outside the bag is in plain view."""
        per_colour = len(bag_cubes(self.players)) // len(COLOURS)
        counts = Counter({colour: per_colour for colour in COLOURS})
        contents = self.contents
        outside = [MARKET, OFFER, *map(cubes, range(self.players)), *map(columns_zone, range(1, TOP))]
        for zone in outside:
            counts.subtract(COLOUR_OF[cid] for cid in contents[zone] if cid[0] == "c")
        return counts

    def one_per_colour(self, zone: str) -> dict[str, str]:
        """One cube of each colour in a zone (the top one): colour -> cube id."""
        found: dict[str, str] = {}
        for cid in reversed(self.contents[zone]):
            if cid[0] == "c":
                found.setdefault(COLOUR_OF[cid], cid)
        return found

    def occupied(self, level: int) -> dict[int, str]:
        """The tiles of a level: cell -> tile id."""
        loc = self.loc
        return {loc[tid][1]: tid for tid in self.contents[level_zone(level)]}

    def columns(self, level: int) -> dict[int, str]:
        """The columns standing on a level's quarters: quarter -> colour."""
        if level >= TOP:
            return {}
        loc = self.loc
        return {loc[cid][1]: colour_of(cid) for cid in self.contents[columns_zone(level)]}

    def covered(self, level: int, cell: int, columns: dict[int, str] | None = None) -> bool:
        """Whether all four quarters of a tile carry columns."""
        columns = self.columns(level) if columns is None else columns
        return all(q in columns for q in pyramid.tile_quarters(level, cell))

    def stack_top(self, symbol: str) -> str | None:
        """The top tile of a symbol's stack, or None if the stack is empty."""
        pile = self.at(TILES, SYMBOL_SLOT[symbol])
        return pile[-1] if pile else None

    def free_tiles(self, level: int, exclude: int | None = None) -> list[int]:
        """Tiles of a level a builder may stand on: built, not covered, no builder there."""
        taken = {cell for lvl, cell in self.builders if lvl == level}
        taken.add(exclude)
        if level < TOP:
            loc, quarter_tile = self.loc, pyramid.quarter_tile
            load = Counter(quarter_tile(level, loc[cid][1]) for cid in self.contents[columns_zone(level)])
            taken.update(cell for cell, n in load.items() if n == 4)
        return [cell for cell in sorted(self.occupied(level)) if cell not in taken]

    def can_fill(self, seat: int, chosen: tuple[str, ...], hand_left: list[str]) -> bool:
        """Whether column cards ``chosen`` so far can grow to four from ``hand_left`` with the seat's
        cubes matching their colours."""
        have = self.cube_counts(seat)
        need = Counter(chosen)
        if len(chosen) > 4 or any(need[c] > have[c] for c in need):
            return False
        spare = Counter(CARD_COLOUR[cid] for cid in hand_left)
        return 4 - len(chosen) <= sum(min(spare[c], have[c] - need[c]) for c in spare)

    def build_spots(self, level: int, value: int, seat: int, hand_left: list[str]) -> list[int]:
        """Empty cells of ``level`` a card of ``value`` can build on now."""
        if level > 1 and (value < level or not self.can_fill(seat, (), hand_left)):
            return []
        return self.open_cells(level)

    def open_cells(self, level: int) -> list[int]:
        """Empty cells of ``level`` whose tiles below (for a level above the first) all stand."""
        filled = self.occupied(level)
        if level == 1:
            return [c for c in pyramid.cells(1) if c not in filled]
        below = self.occupied(level - 1)
        return [c for c in pyramid.cells(level)
                if c not in filled and all(t in below for t in pyramid.block(level, c)[0])]

    def tile_choices(self, level: int) -> tuple[list[str], bool]:
        """The tiles this turn's card may build with on ``level``, and whether they are its own symbol."""
        own = self.stack_top(CARD_SYMBOL[self.lead])
        if own is not None:
            return [own], True
        for cid in self.hand_of(self.turn):  # a card that could lead here with its own tile must be used
            if (level == 1 or CARD_VALUE[cid] >= level) and self.stack_top(CARD_SYMBOL[cid]) is not None:
                return [], False
        return [t for t in (self.stack_top(s) for s in SYMBOLS) if t is not None], False

    def level_built(self, seat: int, level: int) -> bool:
        """Whether a seat has built on a level."""
        return bool(self.built[seat] >> level & 1)

    def end_bonus(self, seat: int) -> int:
        """The end bonus for the highest level a seat built on: 2/3/4 for levels 2/3/4."""
        return pyramid.END_BONUS[self.top_level(seat)]

    def top_level(self, seat: int) -> int:
        """The highest level a seat built on (0 if none)."""
        return max((n for n in range(1, TOP + 1) if self.level_built(seat, n)), default=0)

    # ----- chance and supplies ----------------------------------------------------------------
    def _bag_to(self, zone: str) -> str:
        """Draw one random cube from the bag into ``zone``."""
        bag = self.contents[BAG]
        cid = bag[self.random_below(len(bag))]
        self.put(cid, zone)
        return cid

    def _draw_market(self) -> None:
        """Put the market back into the bag and draw it again until no colour shows three times
        (or the bag cannot give such a market)."""
        while True:
            for cid in list(self.contents[MARKET]):
                self.put(cid, BAG)
            self.market_draws += 1
            for _ in range(min(self.market_size(), len(self.contents[BAG]))):
                self._bag_to(MARKET)
            if not self._triple() or not self._triple_avoidable():
                return

    def _triple(self) -> bool:
        counts = Counter(colour_of(cid) for cid in self.contents[MARKET])
        return bool(counts) and max(counts.values()) >= 3

    def _triple_avoidable(self) -> bool:
        counts = Counter(colour_of(cid) for cid in self.contents[BAG] + self.contents[MARKET])
        return sum(min(n, 2) for n in counts.values()) >= min(self.market_size(), sum(counts.values()))

    def _settle_market(self) -> None:
        if self._triple() and self._triple_avoidable():
            self._draw_market()

    def _draw_cards(self, seat: int, n: int) -> None:
        """Draw up to ``n`` cards into a hand, shuffling the discards into a new deck when it runs out."""
        for _ in range(n):
            if not self.contents[DECK]:
                if not self.contents[DISCARD]:
                    return
                for cid in list(self.contents[DISCARD]):
                    self.put(cid, DECK, face_up=False)
                self.shuffle_zone(DECK)
            self.put(self.contents[DECK][-1], hand(seat))

    def _gain(self, seat: int, delta: int) -> int:
        """Add points (never below 0); the change actually made."""
        points = list(self.points)
        before = points[seat]
        points[seat] = max(0, before + delta)
        self.points = tuple(points)
        self._move_score_cube(seat)
        return points[seat] - before

    def _move_score_cube(self, seat: int) -> None:
        total = self.points[seat] + (self.end_bonus(seat) if self.current_player is None else 0)
        self.put(score_cube(seat), TRACK, total % TRACK_LENGTH)
