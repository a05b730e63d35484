"""My First Christmas Tree: set-up, legal actions, their effects, the end of a turn and scoring.

A turn, step by step (``phase``):

- collect: drag a card from the pool to your hand (or commit: a whole new pool first);
- prepare: (commit: a second pool card) play one hand card to either end of your preparation
  row, which must always match consecutive tiles of a line; if no card fits, the row is
  discarded first ("row", "discard") and a new one begun;
- decide: (commit: a second card) decorate by dragging a cube onto a tile the row matches (a row
  of 3 or more; at your maximum you must), or end the turn;
- place: the rest of the cubes, one drag each, all on one matched stretch of tiles;
- box: drag a box card your count earns to your claimed cards, or take none;
then the end-of-turn checks run by themselves (finishing touches, star, base, the end).
"""

from __future__ import annotations

from collections import Counter

from greenbox_desktop.box import COLOURS, SYMBOL_CODE, component, cube_ids, tile_ids
from greenbox_desktop.box.inventory import SYMBOLS
from greenbox_desktop.engine import Action, Choose, Move, Pass, State, move
from greenbox_desktop.games.christmas_tree import tree

TREE, DECOR, TOUCH = "tree", "decorations", "touches"
POOL, DECK, DISCARD = "pool", "deck", "discard"
POOL_SIZE = 4
ROW_SLOTS = 7  # a preparation row is drawn centred in this many places
MIN_PLACE = 3
BOX_VALUES = (4, 5, 6)
DECOR_COLOUR = ("red", "blue")
TOUCH_COLOUR = ("green", "yellow")
STAR_CARD = ("card.star.green", "card.star.yellow")
TOUCH_CUBES = 12
NEUTRAL_COLOURS = tuple(c for c in COLOURS if c not in DECOR_COLOUR)
STAR_POINTS, BASE_POINTS = 6, (4, 3)
NOBODY = -1

REFRESH = Choose("commit", "new_pool")
DISCARD_ROW = Choose("row", "discard")
DECORATE = Choose("decorate", "now")
DECK_CARDS = tuple(f"card.{c}.{v}" for c in COLOURS for v in (1, 2, 3)) + \
    tuple(f"card.{c}.g{k}" for c in COLOURS for k in (1, 2, 3))
SYMBOL = {cid: SYMBOL_CODE[component(cid).symbol] for cid in DECK_CARDS}
COLOUR = {cid: component(cid).colour for cid in DECK_CARDS}
BOX_VALUE = {f"card.{c}.{v}": v for c in COLOURS for v in BOX_VALUES}


HANDS = ("hand.0", "hand.1")
PREPS = ("prep.0", "prep.1")


def hand(seat: int) -> str:
    """A seat's hand of cards."""
    return HANDS[seat]


def prep(seat: int) -> str:
    """A seat's preparation row."""
    return PREPS[seat]


def own_box(seat: int) -> str:
    """A seat's own decoration box (its colour's 4, 5, 6; the 4 on top)."""
    return f"box.{seat}"


def claimed(seat: int) -> str:
    """A seat's star card with the box cards it has claimed."""
    return f"claimed.{seat}"


def cubes(seat: int) -> str:
    """A seat's decoration cubes not yet placed."""
    return f"cubes.{seat}"


def touch_cubes(seat: int) -> str:
    """A seat's finishing-touch cubes not yet placed."""
    return f"touch_cubes.{seat}"


def neutral(value: int) -> str:
    """The neutral decoration box of one value."""
    return f"neutral.{value}"


def card_value(cid: str) -> int:
    """The value printed on a card."""
    return component(cid).value or 0


def cube_seat(cid: str) -> int:
    """The seat whose cube this is (by its colour)."""
    colour = cid.split(".")[1]
    return 0 if colour in (DECOR_COLOUR[0], TOUCH_COLOUR[0]) else 1


class Rules(State):
    """The rules of My First Christmas Tree (words and registration come in subclasses)."""

    symbols: tuple[int, ...]  # the symbol code shown on each grid slot of the tree (0: star, base, off the tree)
    phase: str
    committed: bool  # the commit ability is used this turn
    taken: int  # cards taken from the pool this turn
    played: int  # cards played to the row this turn
    decorated: bool  # the row was placed this turn
    to_place: int  # cubes still to place in this decoration
    candidates: tuple[tuple[int, ...], ...]  # the stretches of tiles this decoration may still use
    cover: tuple[int, int]  # each seat's row tiles holding its cube, as bits of grid slots
    touches: tuple[int, ...]  # who put the finishing touch on each row (NOBODY yet)
    crowns: tuple[int, int, int]  # who holds the star, the left base, the right base
    ending: bool  # every row has its finishing touch: the round is played out

    # ----- set-up -----------------------------------------------------------------------------
    def setup(self) -> None:
        chosen, rest = [], []
        for symbol in SYMBOLS:
            tiles = tile_ids(symbol)
            self.shuffle(tiles)
            chosen += tiles[:3]
            rest += tiles[3:]
        self.shuffle(rest)
        chosen += rest[:2]
        self.shuffle(chosen)
        codes = [0] * (tree.WIDTH * tree.HEIGHT)
        for slot, tid in zip(tree.ROW_TILES, chosen):
            self.put(tid, TREE, slot, face_up=True)
            codes[slot] = SYMBOL_CODE[tid.split(".")[1]]
        for slot, tid in zip((tree.STAR, *tree.BASE), rest[2:5]):
            self.put(tid, TREE, slot, face_up=False)
        self.symbols = tuple(codes)
        for seat in range(2):
            for cid in cube_ids(DECOR_COLOUR[seat]):
                self.put(cid, cubes(seat))
            for cid in cube_ids(TOUCH_COLOUR[seat], TOUCH_CUBES):
                self.put(cid, touch_cubes(seat))
            for value in (6, 5, 4):
                self.put(f"card.{DECOR_COLOUR[seat]}.{value}", own_box(seat))
            self.put(STAR_CARD[seat], claimed(seat))
        for value in BOX_VALUES:
            for colour in NEUTRAL_COLOURS:
                self.put(f"card.{colour}.{value}", neutral(value))
        deck = list(DECK_CARDS)
        self.shuffle(deck)
        for cid in deck:
            self.put(cid, DECK)
        for seat, count in ((0, 1), (1, 2)):
            for _ in range(count):
                self.put(self._draw(), hand(seat))
        self.cover = (0, 0)
        self.touches = (NOBODY,) * len(tree.ROWS)
        self.crowns = (NOBODY,) * 3
        self.ending = False
        self._start_turn(0)
        self._settle()

    # ----- facts ------------------------------------------------------------------------------
    def row_cards(self, seat: int) -> list[str]:
        """A seat's preparation row, left to right (the zone keeps its cards in that order)."""
        return self.contents[PREPS[seat]]

    def row_symbols(self, seat: int) -> tuple[int, ...]:
        """The symbol codes of a seat's preparation row, left to right."""
        return tuple(SYMBOL[cid] for cid in self.row_cards(seat))

    def limit(self, seat: int) -> int | None:
        """A seat's largest preparation row: the value on top of its own box (None: no limit)."""
        box = self.contents[own_box(seat)]
        return BOX_VALUE[box[-1]] if box else None

    def matches(self, symbols: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
        """The stretches of tiles (in the row's order) that show ``symbols``."""
        return tree.segments(self.symbols).get(symbols, ())

    def colour_counts(self, seat: int) -> Counter:
        """How many cards of each colour a seat's preparation row holds."""
        return Counter(COLOUR[cid] for cid in self.contents[prep(seat)])

    def next_cube(self, seat: int) -> str | None:
        """The cube a seat places next: a decoration, or a finishing touch once those run out."""
        return self.top(cubes(seat)) or self.top(touch_cubes(seat))

    def free_tiles(self, seat: int, stretches: tuple[tuple[int, ...], ...]) -> list[int]:
        """The tiles of ``stretches`` that do not hold ``seat``'s cube yet."""
        mine = self.cover[seat]
        return sorted({t for tiles in stretches for t in tiles if not mine >> t & 1})

    def claims(self, seat: int) -> dict[str, bool]:
        """The zones a seat may take a box card from now -> whether that needs the commit."""
        counts = [n for n in self.colour_counts(seat).values() if n]
        singles = set(counts)
        pairs = set() if self.committed else {a + b for i, a in enumerate(counts) for b in counts[i + 1:]}
        limit = self.limit(seat)
        out: dict[str, bool] = {}
        for total in sorted(singles | pairs):
            if total == limit:
                out[own_box(seat)] = total not in singles
            elif total in BOX_VALUES and self.contents[neutral(total)]:
                out[neutral(total)] = total not in singles
        return out

    # ----- legal actions ----------------------------------------------------------------------
    def generate(self) -> list[Action]:
        seat = self.current_player
        phase = self.phase
        if phase == "collect":
            actions: list[Action] = self._takes(seat)
            if not self.committed:
                actions.append(REFRESH)
            return actions
        if phase == "prepare":
            actions = self._takes(seat) if not self.committed and self.taken == 1 else []
            plays = self._plays(seat)
            return actions + (plays if plays or not self.contents[prep(seat)] else [DISCARD_ROW])
        if phase == "decide":
            actions = []
            size, limit = len(self.contents[prep(seat)]), self.limit(seat)
            if not self.committed and self.played == 1 and (limit is None or size < limit):
                actions += self._plays(seat)
            if size >= MIN_PLACE:
                stretches = self.matches(self.row_symbols(seat))
                actions += self._cube_moves(seat, stretches) or [DECORATE]
            if limit is None or size < limit:
                actions.append(Pass())
            return actions
        if phase == "place":
            return self._cube_moves(seat, self.candidates)
        return [move(self.top(zone), claimed(seat)) for zone in self.claims(seat)] + [Pass()]

    def _takes(self, seat: int) -> list[Action]:
        return [move(cid, hand(seat)) for cid in self.contents[POOL]]

    def _plays(self, seat: int) -> list[Action]:
        """Every card of the hand played to an end of the row where the row still matches."""
        row = self.row_cards(seat)
        zone = prep(seat)
        if not row:
            return [move(cid, zone, ROW_SLOTS // 2) for cid in self.contents[hand(seat)]]
        seq = tuple(SYMBOL[cid] for cid in row)
        found = tree.segments(self.symbols)
        left, right = self.loc[row[0]][1] - 1, self.loc[row[-1]][1] + 1
        ends = {code: ((code, *seq) in found, (*seq, code) in found) for code in range(1, len(SYMBOLS) + 1)}
        actions = []
        for cid in self.contents[HANDS[seat]]:
            to_left, to_right = ends[SYMBOL[cid]]
            if to_left:
                actions.append(move(cid, zone, left))
            if to_right:
                actions.append(move(cid, zone, right))
        return actions

    def _cube_moves(self, seat: int, stretches: tuple[tuple[int, ...], ...]) -> list[Action]:
        cube = self.next_cube(seat)
        if cube is None:
            return []
        return [move(cube, DECOR, t) for t in self.free_tiles(seat, stretches)]

    # ----- effects ----------------------------------------------------------------------------
    def perform(self, action: Action) -> list[Action]:
        self._do(action)
        return self._settle()

    def _settle(self) -> list[Action]:
        """Take the steps that leave no choice by themselves (a row no card continues is discarded,
        a turn with nothing left to do ends); the legal actions of the state reached."""
        while self.current_player is not None:
            actions = self.generate()
            if len(actions) != 1 or isinstance(actions[0], Move):
                return actions
            if isinstance(actions[0], Pass):
                if self.phase != "decide":
                    return actions
                self._end_turn(self.current_player)
            elif actions[0].key == DISCARD_ROW.key:
                self._discard_row(self.current_player)
            else:
                return actions
        return []

    def _do(self, action: Action) -> None:
        seat = self.current_player
        if isinstance(action, Pass):
            self._end_turn(seat)
        elif isinstance(action, Choose):
            if action.key == REFRESH.key:
                self.committed = True
                self.put_top(POOL, DISCARD, len(self.contents[POOL]))
                self._refill()
            elif action.key == DISCARD_ROW.key:
                self._discard_row(seat)
            else:
                self.to_place = 0
                self._after_placing(seat)
        elif action.zone == HANDS[seat]:
            self._take(action.component)
        elif action.zone == prep(seat):
            self._play(seat, action)
        elif action.zone == DECOR:
            self._place(seat, action.component, action.slot)
        else:
            if self.claims(seat)[self.loc[action.component][0]]:
                self.committed = True
            self.put(action.component, claimed(seat))
            self._end_turn(seat)

    def _draw(self) -> str | None:
        """The top card of the deck (the discards are shuffled into a new deck when it is empty)."""
        deck = self.contents[DECK]
        if not deck and self.contents[DISCARD]:
            self.put_top(DISCARD, DECK, len(self.contents[DISCARD]), face_up=False)
            self.shuffle_zone(DECK)
        return deck[-1] if deck else None

    def _refill(self) -> None:
        """Fill the empty places of the pool from the deck, as far as the cards go."""
        taken = {self.loc[cid][1] for cid in self.contents[POOL]}
        for slot in range(POOL_SIZE):
            if slot not in taken:
                cid = self._draw()
                if cid is None:
                    return
                self.put(cid, POOL, slot, face_up=True)

    def _take(self, cid: str) -> None:
        self.taken += 1
        if self.taken == 2:
            self.committed = True
        self.put(cid, hand(self.current_player))
        self._refill()
        self.phase = "prepare"

    def _discard_row(self, seat: int) -> None:
        self.put_top(PREPS[seat], DISCARD, len(self.contents[PREPS[seat]]))

    def _play(self, seat: int, action: Move) -> None:
        if self.played == 1:
            self.committed = True
        self.played += 1
        zone = PREPS[seat]
        row = self.contents[zone]
        left = bool(row) and action.slot < self.loc[row[0]][1]
        self.put(action.component, zone, action.slot, face_up=True, index=0 if left else None)
        start = (ROW_SLOTS - len(row)) // 2
        loc = self.loc
        for k, cid in enumerate(row):  # the row slides to stay centred
            loc[cid] = (zone, start + k, True)
        self.phase = "decide"

    def _place(self, seat: int, cube: str, tile: int) -> None:
        if self.phase == "decide":
            self.to_place = max(self.colour_counts(seat).values())
            self.candidates = self.matches(self.row_symbols(seat))
            self.phase = "place"
        self.put(cube, DECOR, tile)
        mine = list(self.cover)
        mine[seat] |= 1 << tile
        self.cover = (mine[0], mine[1])
        self.to_place -= 1
        self.candidates = tuple(s for s in self.candidates if tile in s)
        if self.to_place == 0 or not self.free_tiles(seat, self.candidates):
            self._after_placing(seat)

    def _after_placing(self, seat: int) -> None:
        self.decorated = True
        self.candidates = ()
        self.phase = "box"
        if not self.claims(seat):
            self._end_turn(seat)

    def _end_turn(self, seat: int) -> None:
        if self.decorated:
            self._discard_row(seat)
        mine = self.cover[seat]
        touches = list(self.touches)
        for r in tree.completed(mine):
            if touches[r] == NOBODY:
                touches[r] = seat
                self.put(self.top(touch_cubes(seat)) or self.top(cubes(seat)), TOUCH, tree.middle(r))
        self.touches = tuple(touches)
        crowns = list(self.crowns)
        if crowns[0] == NOBODY and tree.in_every_row(mine):
            crowns[0] = seat
            self.put(self.next_cube(seat), DECOR, tree.STAR)
        for k in (1, 2):
            if crowns[k] == NOBODY and crowns[1:].count(seat) < tree.bases_earned(mine):
                crowns[k] = seat
                self.put(self.next_cube(seat), DECOR, tree.BASE[k - 1])
        self.crowns = (crowns[0], crowns[1], crowns[2])
        if NOBODY not in self.touches:
            self.ending = True
        if self.ending and seat == 1:
            self.current_player = None
            self.phase = "over"
            return
        self._start_turn(1 - seat)

    def _start_turn(self, seat: int) -> None:
        self.current_player = seat
        self.committed = False
        self.taken = self.played = self.to_place = 0
        self.decorated = False
        self.candidates = ()
        self._refill()
        self.phase = "collect" if self.contents[POOL] else "prepare"
        if self.phase == "prepare" and not self.contents[hand(seat)]:
            self.phase = "decide"

    # ----- scoring ----------------------------------------------------------------------------
    def score_parts(self, seat: int) -> dict[str, int]:
        """A seat's points by source: finishing touches, completed rows, star and base, boxes, cubes."""
        done = tree.completed(self.cover[seat])
        touched = sum(len(tree.ROWS[r]) for r in range(len(tree.ROWS)) if self.touches[r] == seat)
        rows = sum(len(tree.ROWS[r]) // 2 for r in done if self.touches[r] != seat)
        crowns = (STAR_POINTS if self.crowns[0] == seat else 0) + \
            sum(p for p, who in zip(BASE_POINTS, self.crowns[1:]) if who == seat)
        boxes = sum(card_value(cid) for cid in self.contents[claimed(seat)] if cid != STAR_CARD[seat])
        return {"touches": touched, "rows": rows, "crowns": crowns, "boxes": boxes,
                "cubes": len(self.contents[cubes(seat)])}

    def scores(self) -> list[float]:
        return [sum(self.score_parts(seat).values()) for seat in range(self.players)]

    def winners(self) -> list[int]:
        if self.current_player is not None:
            return []
        scores = self.scores()
        best = max(scores)
        return [seat for seat, s in enumerate(scores) if s == best]
