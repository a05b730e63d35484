"""The Golden Pyramid: set-up, legal actions and their effects.

A turn is one action, made of a few steps:

- play a card (drag it onto the discard pile), then use it: draw cubes (keep half, rounded up,
  by dragging the rest back into the bag), take one cube of its colour, draw cards (keep up to 3
  of them, discarding the others), or build: drag the tile onto the pyramid; above level 1 then
  discard 4 cards naming the columns' colours and drag 4 cubes of those colours onto the quarters;
- trade a cube: offer one of yours (drag it to the offer) and ask for one of another player's;
  that player accepts or refuses.  Or take a market cube and give two of yours back (one to the
  market, one to the bag);
- move the builder to another tile of its level;
- with an empty hand: draw 1 or 2 cards, paying a point each.

After a build the builder may (on a level new to the player: must) go onto the new tile, and
builders on tiles whose four quarters now all carry columns move to another tile of their level.
"""

from __future__ import annotations

from collections import Counter

from greenbox_desktop.engine import Action, Choose, Move, Pass, move
from greenbox_desktop.games.golden_pyramid import pyramid
from greenbox_desktop.games.golden_pyramid.parts import (
    ALL_TILES, BAG, CARD_COLOUR, CARD_SYMBOL, CARD_VALUE, DECK, DECK_CARDS, DISCARD, HAND_LIMIT, MARKET, OFFER,
    SYMBOL_SLOT, TILE_SYMBOL, TILES, TRACK, bag_cubes, builder, builders_zone, colour_of, columns_zone, cubes, hand,
    level_zone, score_cube,
)
from greenbox_desktop.games.golden_pyramid.pyramid import TOP
from greenbox_desktop.games.golden_pyramid.table import OFF, Table

USE_CUBES = Choose("use", "cubes")
USE_COLOUR = Choose("use", "colour")
USE_CARDS = Choose("use", "cards")
KEEP_DONE = Choose("keep", "done")
ACCEPT = Choose("answer", "accept")
REFUSE = Choose("answer", "refuse")
REDRAW = Choose("market", "redraw")
STAY = Pass()
GIVE_BITS = {MARKET: 1, BAG: 2}  # where the two cubes of a market trade go


class Rules(Table):
    """The rules of The Golden Pyramid: set-up, legal actions and their effects."""

    # ----- set-up -----------------------------------------------------------------------------
    def setup(self) -> None:
        n = self.players
        for tid in ALL_TILES:
            self.put(tid, TILES, SYMBOL_SLOT[TILE_SYMBOL[tid]])
        deck = list(DECK_CARDS)
        self.shuffle(deck)
        for cid in deck:
            self.put(cid, DECK, face_up=False)
        for cid in bag_cubes(n):
            self.put(cid, BAG)
        self.market_draws = 0
        self._draw_market()
        start = 4 if n <= 3 else 3
        for seat in range(n):
            for _ in range(start):
                self._bag_to(cubes(seat))
            self._draw_cards(seat, start)
            self.put(builder(seat), cubes(seat))
            self.put(score_cube(seat), TRACK, 0)
        self.points = (0,) * n
        self.built = (0,) * n
        self.builders = (OFF,) * n
        self.last_build = ()
        self.ended = ""
        self.round = 1
        self._start_turn(0)

    def _start_turn(self, seat: int) -> None:
        self.turn = self.current_player = seat
        self.step = "act"
        self.lead = ""
        self.target = ()
        self.golden = False
        self.col_colours = ()
        self.placed = ()
        self.drawn = ()
        self.to_return = 0
        self.fresh = 0
        self.asked = ()
        self.given = 0
        self.moving = ()

    # ----- legal actions ----------------------------------------------------------------------
    def generate(self) -> list[Action]:
        return getattr(self, f"_gen_{self.step}")()

    def _gen_act(self) -> list[Action]:
        seat = self.turn
        cards = self.hand_of(seat)
        actions: list[Action] = [move(cid, DISCARD) for cid in cards]
        pool = len(self.contents[DECK]) + len(self.contents[DISCARD])
        if not cards:
            actions += [Choose("draw", k) for k in (1, 2) if k <= pool]
        own = self.one_per_colour(cubes(seat))
        if self.cube_total(seat) >= 2:
            actions += [move(cid, cubes(seat)) for cid in self.one_per_colour(MARKET).values()]
        wanted = {c for s in self.askable() for c in self.one_per_colour(cubes(s))}
        actions += [move(cid, OFFER) for colour, cid in own.items() if wanted - {colour}]
        if self.options.get("market_redraw") and self.contents[MARKET]:
            actions.append(REDRAW)
        level, cell = self.builders[seat]
        if level:
            actions += [move(builder(seat), builders_zone(level), c) for c in self.free_tiles(level, cell)]
        return actions or [Pass()]

    def askable(self) -> list[int]:
        """Seats the turn's player may still offer a trade to (not asked this turn, holding a cube)."""
        return [s for s in range(self.players) if s != self.turn and s not in self.asked and self.cube_total(s)]

    def _gen_use(self) -> list[Action]:
        seat, card = self.turn, self.lead
        actions: list[Action] = [USE_CARDS]
        bag_colours = +self.bag_colours()
        if bag_colours:
            actions.append(USE_CUBES)
        if CARD_COLOUR[card] in bag_colours:
            actions.append(USE_COLOUR)
        cards = self.hand_of(seat)
        for level in range(1, TOP + 1):
            spots = self.build_spots(level, CARD_VALUE[card], seat, cards)
            if spots:
                tiles, _ = self.tile_choices(level)
                actions += [move(tid, level_zone(level), c) for tid in tiles for c in spots]
        return actions

    def _gen_return(self) -> list[Action]:
        own = self.one_per_colour(cubes(self.turn))
        return [move(own[c], BAG) for c in dict.fromkeys(self.drawn) if c in own]

    def _gen_keep(self) -> list[Action]:
        cards = self.hand_of(self.turn)
        actions: list[Action] = [move(cid, DISCARD) for cid in cards[len(cards) - self.fresh:]]
        if self.fresh <= 3:
            actions.append(KEEP_DONE)
        return actions

    def _gen_discard(self) -> list[Action]:
        return [move(cid, DISCARD) for cid in self.hand_of(self.turn)]

    def _gen_columns(self) -> list[Action]:
        seat = self.turn
        cards = self.hand_of(seat)
        out: list[Action] = []
        for i, cid in enumerate(cards):
            chosen = self.col_colours + (CARD_COLOUR[cid],)
            if self.can_fill(seat, chosen, cards[:i] + cards[i + 1:]):
                out.append(move(cid, DISCARD))
        return out

    def _gen_cubes(self) -> list[Action]:
        level, cell = self.target
        free = [q for q in pyramid.block(level, cell)[1] if q not in {p for p, _ in self.placed}]
        need = Counter(self.col_colours) - Counter(c for _, c in self.placed)
        own = self.one_per_colour(cubes(self.turn))
        zone = columns_zone(level - 1)
        return [move(own[c], zone, q) for c in need for q in free]

    def _gen_builder(self) -> list[Action]:
        level, cell = self.target
        return [move(builder(self.turn), builders_zone(level), cell), STAY]

    def _gen_moved(self) -> list[Action]:
        seat = self.moving[0]
        level, cell = self.builders[seat]
        return [move(builder(seat), builders_zone(level), c) for c in self.free_tiles(level, cell)]

    def _gen_offer(self) -> list[Action]:
        mine = colour_of(self.contents[OFFER][0])
        return [move(cid, OFFER) for s in self.askable()
                for colour, cid in self.one_per_colour(cubes(s)).items() if colour != mine]

    def _gen_answer(self) -> list[Action]:
        return [ACCEPT, REFUSE]

    def _gen_give(self) -> list[Action]:
        own = self.one_per_colour(cubes(self.turn)).values()
        return [move(cid, zone) for zone, bit in GIVE_BITS.items() if not self.given & bit for cid in own]

    def _gen_redrawn(self) -> list[Action]:
        actions: list[Action] = [STAY]
        if self.cube_total(self.turn) >= 2:
            actions += [move(cid, cubes(self.turn)) for cid in self.one_per_colour(MARKET).values()]
        return actions

    # ----- effects ----------------------------------------------------------------------------
    def perform(self, action: Action) -> None:
        getattr(self, f"_do_{self.step}")(action)

    def _do_act(self, action: Action) -> None:
        seat = self.turn
        if isinstance(action, Pass):
            self._end_turn()
        elif isinstance(action, Choose) and action.key == "draw":
            for _ in range(action.value):
                self._gain(seat, -1)
            self._draw_cards(seat, action.value)
            self._end_turn()
        elif action == REDRAW:
            self._draw_market()
            self.step = "redrawn"
        elif action.zone == DISCARD:
            self.lead = action.component
            self.put(action.component, DISCARD, face_up=True)
            self.step = "use"
        elif action.zone == OFFER:
            self.put(action.component, OFFER)
            self.step = "offer"
        elif action.component.startswith("meeple."):
            self._stand(seat, action.zone, action.slot)
            self._end_turn()
        else:  # a market cube taken: two cubes go back
            self.put(action.component, cubes(seat))
            self.step = "give"

    def _do_redrawn(self, action: Action) -> None:
        if isinstance(action, Pass):
            self._end_turn()
            return
        self._gain(self.turn, -1)
        self.put(action.component, cubes(self.turn))
        self.step = "give"

    def _do_give(self, action: Action) -> None:
        self.put(action.component, action.zone)
        self.given |= GIVE_BITS[action.zone]
        if self.given == 3:
            self._settle_market()
            self._end_turn()

    def _do_offer(self, action: Action) -> None:
        owner = int(self.loc[action.component][0].split(".")[1])
        self.put(action.component, OFFER)
        self.asked += (owner,)
        self.step = "answer"
        self.current_player = owner

    def _do_answer(self, action: Action) -> None:
        mine, theirs = self.contents[OFFER]
        other = self.current_player
        self.current_player = self.turn
        if action == ACCEPT:
            self.put(mine, cubes(other))
            self.put(theirs, cubes(self.turn))
            self._end_turn()
        else:
            self.put(mine, cubes(self.turn))
            self.put(theirs, cubes(other))
            self.step = "act"

    def _do_use(self, action: Action) -> None:
        seat, card = self.turn, self.lead
        if action == USE_CARDS:
            self.lead = ""  # the card may be shuffled into the new deck, out of sight
            before = len(self.hand_of(seat))
            self._draw_cards(seat, CARD_VALUE[card] + 1)
            self.fresh = len(self.hand_of(seat)) - before
            self._after_draw_cards()
        elif action == USE_COLOUR:
            colour = CARD_COLOUR[card]
            self.put(next(cid for cid in self.contents[BAG] if colour_of(cid) == colour), cubes(seat))
            self._end_turn()
        elif action == USE_CUBES:
            drawn = [self._bag_to(cubes(seat)) for _ in range(min(CARD_VALUE[card], len(self.contents[BAG])))]
            self.drawn = tuple(colour_of(cid) for cid in drawn)
            self.to_return = len(drawn) // 2
            if self.to_return:
                self.step = "return"
            else:
                self._end_turn()
        else:
            self._place_tile(action)

    def _do_return(self, action: Action) -> None:
        self.put(action.component, BAG)
        drawn = list(self.drawn)
        drawn.remove(colour_of(action.component))
        self.drawn = tuple(drawn)
        self.to_return -= 1
        if not self.to_return:
            self._end_turn()

    def _do_keep(self, action: Action) -> None:
        if action == KEEP_DONE:
            self.fresh = 0
        else:
            self.put(action.component, DISCARD, face_up=True)
            self.fresh -= 1
        self._after_draw_cards()

    def _after_draw_cards(self) -> None:
        if self.fresh:
            self.step = "keep"
        elif len(self.hand_of(self.turn)) > HAND_LIMIT:
            self.step = "discard"
        else:
            self._end_turn()

    def _do_discard(self, action: Action) -> None:
        self.put(action.component, DISCARD, face_up=True)
        if len(self.hand_of(self.turn)) <= HAND_LIMIT:
            self._end_turn()

    def _place_tile(self, action: Move) -> None:
        level = int(action.zone.split(".")[1])
        self.golden = TILE_SYMBOL[action.component] == CARD_SYMBOL[self.lead]
        self.put(action.component, action.zone, action.slot, face_up=False)
        self.target = (level, action.slot)
        if level == 1:
            self._score_build()
        else:
            self.step = "columns"

    def _do_columns(self, action: Move) -> None:
        self.put(action.component, DISCARD, face_up=True)
        self.col_colours += (CARD_COLOUR[action.component],)
        if len(self.col_colours) == 4:
            self.step = "cubes"

    def _do_cubes(self, action: Move) -> None:
        self.placed += ((action.slot, colour_of(action.component)),)
        self.put(action.component, action.zone, action.slot)
        if len(self.placed) == 4:
            self._score_build()

    def build_points(self) -> tuple[int, int, int, int]:
        """(tile, set, neighbour, penalty) points of the build under way: its tile's level if it matches
        the card, its columns' colours, each new column's neighbours of its colour that stood before."""
        level, cell = self.target
        tile = pyramid.TILE_POINTS[level] if self.golden else 0
        sets = adjacent = 0
        if level > 1:
            sets = pyramid.set_points([c for _, c in self.placed])
            standing = self.columns(level - 1)
            new = {q for q, _ in self.placed}
            for q, colour in self.placed:
                adjacent += sum(1 for n in pyramid.quarter_neighbours(level - 1, q)
                                if n not in new and standing.get(n) == colour)
        position = self.builders[self.turn]
        near = pyramid.builder_near(level, cell, None if position == OFF else position)
        return tile, sets, adjacent, 0 if near else 1

    def _score_build(self) -> None:
        seat = self.turn
        level, cell = self.target
        tile, sets, adjacent, penalty = self.build_points()
        gained = self._gain(seat, tile + sets + adjacent - penalty)
        self.last_build = (seat, level, cell, tile, sets, adjacent, penalty, gained)
        self._after_build()

    def _after_build(self) -> None:
        seat = self.turn
        level, cell = self.target
        first = not self.level_built(seat, level)
        built = list(self.built)
        built[seat] |= 1 << level
        self.built = tuple(built)
        if level == TOP:
            self._finish("The top tile is in place: the pyramid is complete.")
            return
        standing = self.builders[seat][0]
        if level < standing:
            self._check_covered()
        elif first or standing == 0:
            self._stand(seat, builders_zone(level), cell)
            self._check_covered()
        else:
            self.step = "builder"

    def _do_builder(self, action: Action) -> None:
        if isinstance(action, Move):
            self._stand(self.turn, action.zone, action.slot)
        self._check_covered()

    def _check_covered(self) -> None:
        """Builders on tiles that just got their fourth column must move (in seat order from the
        player at turn); one with nowhere to go stays."""
        level = self.target[0] - 1
        if level >= 1:
            columns = self.columns(level)
            order = [(self.turn + k) % self.players for k in range(self.players)]
            self.moving = tuple(s for s in order if self.builders[s][0] == level
                                and self.covered(level, self.builders[s][1], columns))
        self._next_moving()

    def _next_moving(self) -> None:
        while self.moving and not self.free_tiles(*self.builders[self.moving[0]]):
            self.moving = self.moving[1:]  # nowhere to go: this builder stays
        if self.moving:
            self.step = "moved"
            self.current_player = self.moving[0]
        else:
            self._end_turn()

    def _do_moved(self, action: Move) -> None:
        seat = self.moving[0]
        self._stand(seat, action.zone, action.slot)
        self._gain(seat, -1)
        self.moving = self.moving[1:]
        self._next_moving()

    def _stand(self, seat: int, zone: str, cell: int) -> None:
        """Put a seat's builder on a tile."""
        self.put(builder(seat), zone, cell)
        positions = list(self.builders)
        positions[seat] = (int(zone.split(".")[1]), cell)
        self.builders = tuple(positions)

    def _end_turn(self) -> None:
        seat = (self.turn + 1) % self.players
        if seat == 0:
            limit = self.options.get("round_limit")
            if limit and self.round >= limit:
                self._finish(f"The round limit ({limit}) is reached.")
                return
            self.round += 1
        self._start_turn(seat)

    def _finish(self, why: str) -> None:
        self.ended = why
        self.current_player = None
        self.step = "over"
        for seat in range(self.players):
            self._move_score_cube(seat)

    # ----- results ----------------------------------------------------------------------------
    def scores(self) -> list[float]:
        if self.current_player is None:
            return [self.points[s] + self.end_bonus(s) for s in range(self.players)]
        return list(self.points)

    def winners(self) -> list[int]:
        if self.current_player is not None:
            return []
        keys = self.ranking_keys()
        return [s for s, key in enumerate(keys) if key == max(keys)]

    def ranking_keys(self) -> list[tuple[float, int, int]]:
        """Per seat: (score, highest level built, minus cards and cubes left) — larger is better."""
        scores = self.scores()
        return [(scores[s], self.top_level(s), -(len(self.hand_of(s)) + self.cube_total(s)))
                for s in range(self.players)]
