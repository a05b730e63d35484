"""Desert Dessert's rules: setup, the legal actions of each phase, and their effects.

A turn: supply (cubes and managers onto industries, then Done), trade (the market is dealt;
one market trade and any 6-for-1 exchanges, then Done), harvest (automatic), build (one tile
or nothing).  A phase that begins with nothing to decide is skipped; once the player has acted
in it, it waits for its Done, so Undo can still reach that step (nothing is revealed before).
Hidden draws (price cards, managers from the bag) happen inside ``perform`` and are never
named by a legal action.

Industries of one kind are interchangeable, so each kind is fed and managed in order: the
first idle copy is the one a cube supplies, the first unmanaged working copy the one a manager
goes to.  Supplying only ever adds (taking a step back is Undo's job), so every phase ends
after a bounded number of actions.  Cubes and cards move in bulk (``State.put_top``) because a turn
moves dozens of them.
"""

from __future__ import annotations

from functools import lru_cache

from greenbox_desktop.box import COLOURS, cube_ids, tile_ids
from greenbox_desktop.engine import Action, Choose, Move, Pass, State, move
from greenbox_desktop.games.desert_dessert.data import (
    BAG, BANK, BANK_INDEX, BLACK_TO_WIN, BOSSES, BUY, COST_PAIRS, DECK, DISCARD, EXCHANGE_RATE, GREY, INDUSTRIES, INPUTS,
    KINDS, MANAGERS, MARKET, MEEPLES_IN_BAG, NEED_PAIRS, RES_INDEX, ROW_CARD, SELL, SIX_CARDS, START_WELLS, STORE,
    STORE_INDEX, TILES, TILES_PER_KIND, industry_slot, market_place, market_slot, tile_id,
)
from greenbox_desktop.games.desert_dessert.market import CARD_TERMS, PRICE_CARDS, Terms, terms
from greenbox_desktop.games.desert_dessert.planner import MANAGER_COLOUR, pays_off, supply_plan

SUPPLY_ALL = Choose("supply", "all")
SUPPLY_DONE = Choose("supply", "done")
TRADE_DONE = Choose("trade", "done")
BUILD_NOTHING = Pass()
PRICE_SLOTS = tuple(market_slot(r, side) for r in range(KINDS) for side in (SELL, BUY))
SLOTS = tuple(tuple(industry_slot(k, c) for c in range(TILES_PER_KIND)) for k in range(KINDS))
TILE_IDS = tuple(tuple(tile_id(k, c) for c in range(TILES_PER_KIND)) for k in range(KINDS))
NONE_YET = (0,) * KINDS
OTHERS = tuple(tuple(r for r in range(KINDS) if r != give) for give in range(KINDS))  # what a 6-for-1 may get
SHUFFLE_SPAN = 1 << 40  # one RNG draw below at most this many outcomes serves several swaps
# Lookup tables for the hot paths of generate and perform (a turn moves dozens of pieces).
TO_INPUTS = (INPUTS,) * KINDS
# per industry kind that needs cubes: (kind, its needs as (store pile, count), the store pile a supply
# drag starts from, its slots)
FEEDING = tuple((k, tuple((STORE[r], n) for r, n in NEED_PAIRS[k]), STORE[NEED_PAIRS[k][0][0]], SLOTS[k])
                for k in range(1, KINDS))
CUBE_COLOUR = {cube: RES_INDEX[colour] for colour in COLOURS for cube in cube_ids(colour)}
BANK_LOC = tuple((zone, None, True) for zone in BANK)
DISCARD_LOC = (DISCARD, None, True)
PRICE_LOC = tuple((MARKET, slot, True) for slot in PRICE_SLOTS)
TILE_LOC = tuple(tuple(((INDUSTRIES, s, False), (INDUSTRIES, s, True)) for s in row) for row in SLOTS)
# per industry kind that needs cubes (wells never idle): (kind, ((tile, its place face down) per copy,
# (tile, its place face up) per copy))
FED_TILES = tuple((k, tuple(tuple((t, places[up]) for t, places in zip(TILE_IDS[k], TILE_LOC[k])) for up in (0, 1)))
                  for k in range(1, KINDS))


@lru_cache(maxsize=4096)
def _free_slots(bossed: tuple[int, ...], supplied: tuple[int, ...]) -> tuple[int, ...]:
    """The slot a manager would take in each kind that has a working, unmanaged industry."""
    return tuple(slots[copy] for slots, copy, working in zip(SLOTS, bossed, supplied) if copy < working)


@lru_cache(maxsize=1024)
def _manager_options(free: tuple[int, ...]) -> dict[str, tuple[str | None, tuple[Move, ...], bool]]:
    """Per manager: (store pile of the cube it asks for, its moves onto each ``free`` slot, whether one
    of them pays off); the grey manager asks for no cube (None).

    A game sees few sets of free slots, so this is worked out once per set.
    """
    return {meeple: (None if colour is None else STORE[colour], tuple(move(meeple, BOSSES, slot) for slot in free),
                     pays_off(colour, free[-1] % KINDS))
            for meeple, colour in MANAGER_COLOUR.items()}


@lru_cache(maxsize=64)
def _shuffle_plan(size: int) -> tuple[tuple[int, range], ...]:
    """How ``Rules._shuffle`` splits a pile of ``size`` into RNG draws: (span, positions) per draw.

    Positions run from the top down; each draw's span is the product of their ranges (k + 1).
    """
    plan = []
    i = size - 1
    while i > 0:
        span, last = 1, i
        while last > 0 and span * (last + 1) <= SHUFFLE_SPAN:
            span *= last + 1
            last -= 1
        plan.append((span, range(i, last, -1)))
        i = last
    return tuple(plan)


def cube_colour(cube: str) -> int:
    """The resource index of a cube id."""
    return CUBE_COLOUR[cube]


class Rules(State):
    """The rules engine of Desert Dessert (the registered class adds INFO, zones and words)."""

    MUTABLE = ("built",)
    LOWER_SCORES_WIN = True  # the score is the turns taken
    SCORE_LABEL = "Turns taken"

    turn: int
    phase: str  # supply, trade, build, over
    built: list[int]  # industries of each kind
    supplied: tuple[int, ...]  # working industries of each kind this turn (the first copies)
    bossed: tuple[int, ...]  # managed industries of each kind this turn (the first working copies)
    traded: bool
    outcome: str | None  # None, "won", "timeout"

    # ----- setup --------------------------------------------------------------------------
    def setup(self) -> None:
        for row, card in enumerate(SIX_CARDS):
            self.put(card, MARKET, market_slot(row, ROW_CARD))
        deck = list(PRICE_CARDS)
        self._shuffle(deck)
        for card in deck:
            self.put(card, DECK)
        for index, tile in enumerate(tile_ids()):
            self.put(tile, TILES, index // TILES_PER_KIND)
        self.built = [0] * KINDS
        for copy in range(START_WELLS):
            self.put(tile_id(0, copy), INDUSTRIES, industry_slot(0, copy))
        self.built[0] = START_WELLS
        self.put(GREY, MANAGERS)
        for meeple in MEEPLES_IN_BAG:
            self.put(meeple, BAG)
        for colour in COLOURS:
            for cube in cube_ids(colour):
                self.put(cube, BANK[RES_INDEX[colour]])
        self.turn, self.outcome = 1, None
        self._start_supply()

    # ----- small queries ------------------------------------------------------------------
    def counts(self) -> list[int]:
        """Cubes in the store, per resource."""
        contents = self.contents
        return [len(contents[z]) for z in STORE]

    def managers_at_work(self) -> dict[int, str]:
        """Industry slot -> the manager standing on it."""
        loc = self.loc
        return {loc[m][1]: m for m in self.contents[BOSSES]}

    def industry_slots(self) -> list[int]:
        """The slots of every built industry, kind by kind."""
        return [industry_slot(k, c) for k in range(KINDS) for c in range(self.built[k])]

    def working_slots(self) -> list[int]:
        """The slots of the industries supplied this turn."""
        return [SLOTS[k][c] for k in range(KINDS) for c in range(self.supplied[k])]

    def next_idle(self, kind: int) -> int | None:
        """The slot a supply of ``kind`` goes to (None when every built one already works)."""
        copy = self.supplied[kind]
        return SLOTS[kind][copy] if copy < self.built[kind] else None

    def next_unmanaged(self, kind: int) -> int | None:
        """The slot a manager put on ``kind`` goes to (None when no working one is free)."""
        copy = self.bossed[kind]
        return SLOTS[kind][copy] if copy < self.supplied[kind] else None

    def terms_at(self, slot: int) -> Terms | None:
        """The open trade of the price card in market ``slot`` (None if closed or empty)."""
        cards = self.at(MARKET, slot)
        return terms(cards[0], *market_place(slot)) if cards else None

    def has_won(self) -> bool:
        """At least one industry of each kind and enough black cubes in the store."""
        return min(self.built) > 0 and len(self.contents[STORE[5]]) >= BLACK_TO_WIN

    # ----- legal actions ------------------------------------------------------------------
    def generate(self) -> list[Action]:
        if self.phase == "supply":
            return self._supply_actions()
        if self.phase == "trade":
            return self._trade_actions()
        return self._build_actions()

    def _supply_actions(self) -> list[Action]:
        contents = self.contents
        supplied, bossed, built = self.supplied, self.bossed, self.built
        actions: list[Action] = []
        for kind, needs, pile, slots in FEEDING:
            copy = supplied[kind]
            if copy < built[kind]:
                for store, n in needs:
                    if len(contents[store]) < n:
                        break
                else:
                    actions.append(move(contents[pile][-1], INPUTS, slots[copy]))
        useful = bool(actions)
        free = _free_slots(bossed, supplied)
        if free:
            options = _manager_options(free)
            for meeple in contents[MANAGERS]:
                store, moves, pays = options[meeple]
                if store is None or contents[store]:
                    actions += moves
                    useful = useful or pays
        if useful:
            actions.append(SUPPLY_ALL)
        actions.append(SUPPLY_DONE)
        return actions

    def _plan(self) -> list[tuple[str, int]]:
        return supply_plan(self.counts(), self.built, self.supplied, self.bossed, self.contents[MANAGERS])

    def _open_deals(self) -> list[tuple[int, Terms]]:
        """(slot, terms) of every market trade the store can pay and the bank can serve now."""
        if self.traded:
            return []
        contents, loc = self.contents, self.loc
        deals = []
        for card in contents[MARKET][KINDS:]:  # the row cards lie first, the price cards after
            slot = loc[card][1]
            deal = CARD_TERMS[card][slot]
            if deal is not None:
                pay, count, get = deal
                if len(contents[STORE[pay]]) >= count and contents[BANK[get]]:
                    deals.append((slot, deal))
        return deals

    def _trade_actions(self) -> list[Action]:
        contents = self.contents
        actions: list[Action] = [move(contents[STORE[deal.pay]][-1], MARKET, slot)
                                 for slot, deal in self._open_deals()]
        for give, store in enumerate(STORE):
            pile = contents[store]
            if len(pile) >= EXCHANGE_RATE:
                actions += [move(pile[-1], BANK[get]) for get in OTHERS[give] if contents[BANK[get]]]
        actions.append(TRADE_DONE)
        return actions

    def _build_actions(self) -> list[Action]:
        contents, built = self.contents, self.built
        counts = [len(contents[z]) for z in STORE]
        actions: list[Action] = []
        for kind in range(KINDS):
            copy = built[kind]
            if copy < TILES_PER_KIND:
                for res, n in COST_PAIRS[kind]:
                    if counts[res] < n:
                        break
                else:
                    actions.append(move(TILE_IDS[kind][copy], INDUSTRIES, SLOTS[kind][copy]))
        actions.append(BUILD_NOTHING)
        return actions

    # ----- effects ------------------------------------------------------------------------
    def perform(self, action: Action) -> list[Action] | None:
        phase = self.phase
        if phase == "supply":
            if isinstance(action, Move) or action == SUPPLY_ALL:
                self._perform_supply(action)
                return self._supply_actions()  # the phase waits for its Done
            self._end_supply()
        elif phase == "trade":
            if isinstance(action, Move):
                self._perform_trade(action)
                return self._trade_actions()  # the phase waits for its Done
            self._harvest()
        elif isinstance(action, Move):
            kind = action.slot % KINDS
            self._pay(COST_PAIRS[kind], BANK)
            self.put(action.component, INDUSTRIES, action.slot)
            self.built[kind] += 1
            self._end_turn()
        else:
            self._end_turn()
        return self._settle()

    def _settle(self) -> list[Action] | None:
        """Skip phases that begin with nothing to decide (only their Done would be legal).

        Returns the legal actions of the phase that stays (``apply`` keeps them), None at the end.
        """
        while self.current_player is not None:
            actions = self.generate()
            if len(actions) > 1:
                return actions
            if self.phase == "supply":
                self._end_supply()
            elif self.phase == "trade":
                self._harvest()
            else:
                self._end_turn()
        return None

    def _perform_supply(self, action: Action) -> None:
        """A supply step: a cube or a manager onto an industry, or the whole plan."""
        if isinstance(action, Move):
            if action.zone == INPUTS:
                self._supply(action.slot % KINDS)
            else:
                self._assign(action.component, action.slot % KINDS)
        else:
            for who, kind in self._plan():
                if who == "supply":
                    self._supply(kind)
                else:
                    self._assign(who, kind)

    def _pay(self, pairs: tuple[tuple[int, int], ...], to: tuple[str, ...], slot: int | None = None) -> None:
        """Move cubes from the store to the zones ``to`` (per resource), at ``slot``.

        ``pairs`` lists (resource, count) for the resources paid (``NEED_PAIRS``, ``COST_PAIRS``).
        """
        for res, n in pairs:
            self.put_top(STORE[res], to[res], n, slot)

    def _gain(self, res: int, n: int = 1) -> None:
        """Take up to ``n`` cubes of a resource from the bank into the store (fewer if it runs out)."""
        got = min(n, len(self.contents[BANK[res]]))
        if got:
            self.put_top(BANK[res], STORE[res], got)

    def _supply(self, kind: int) -> None:
        supplied = list(self.supplied)
        self._pay(NEED_PAIRS[kind], TO_INPUTS, SLOTS[kind][supplied[kind]])
        supplied[kind] += 1
        self.supplied = tuple(supplied)

    def _assign(self, meeple: str, kind: int) -> None:
        slot = SLOTS[kind][self.bossed[kind]]
        self.contents[MANAGERS].remove(meeple)
        self.contents[BOSSES].append(meeple)
        self.loc[meeple] = (BOSSES, slot, True)
        colour = MANAGER_COLOUR[meeple]
        if colour is not None:
            self.put_top(STORE[colour], INPUTS, 1, slot)
        bossed = list(self.bossed)
        bossed[kind] += 1
        self.bossed = tuple(bossed)

    def _flip_idle(self, face_up: bool) -> None:
        """Turn every industry that is not working this turn face down (or back up)."""
        loc, supplied, built = self.loc, self.supplied, self.built
        for kind, placed in FED_TILES:
            if supplied[kind] < built[kind]:
                for tile, where in placed[face_up][supplied[kind]:built[kind]]:
                    loc[tile] = where

    def _end_supply(self) -> None:
        self._flip_idle(False)
        self.phase = "trade"
        self._deal()

    def _perform_trade(self, action: Move) -> None:
        """A market trade (onto a price card) or a 6-for-1 exchange (onto a bank pile)."""
        if action.zone == MARKET:
            deal = self.terms_at(action.slot)
            self.put_top(STORE[deal.pay], BANK[deal.pay], deal.count)
            self._gain(deal.get)
            self.traded = True
        else:
            give = STORE_INDEX[self.loc[action.component][0]]
            self.put_top(STORE[give], BANK[give], EXCHANGE_RATE)
            self._gain(BANK_INDEX[action.zone])

    def _deal(self) -> None:
        """Deal one price card on each side of every row."""
        contents, loc = self.contents, self.loc
        market = contents[MARKET]
        dealt = 0
        while dealt < len(PRICE_LOC):
            deck = contents[DECK]
            cards = deck[-1:-1 - len(PRICE_LOC) + dealt:-1]  # from the top down, as many as are needed
            del deck[len(deck) - len(cards):]
            market += cards
            loc.update(zip(cards, PRICE_LOC[dealt:]))
            dealt += len(cards)
            if not deck:
                self._pile_ran_out()

    def _pile_ran_out(self) -> None:
        """A new manager from the bag (if any is left), and the discards become the draw pile."""
        bag = self.contents[BAG]
        if bag:
            self.put(bag[self.random_below(len(bag))], MANAGERS)
        self._shuffle(self.contents[DISCARD])
        self.put_top(DISCARD, DECK, len(self.contents[DISCARD]), face_up=False)

    def _shuffle(self, items: list) -> None:
        """A uniform shuffle in place (Fisher-Yates) taking several swaps from each RNG draw.

        The swap of position i picks j in 0..i.  One ``random_below`` of the product of the next
        few ranges (at most ``SHUFFLE_SPAN``) is read as mixed-radix digits, one per swap, so a
        38-card pile costs 4 draws instead of 37 and the draws stay uniform.
        """
        for span, positions in _shuffle_plan(len(items)):
            number = self.random_below(span)
            for k in positions:
                number, j = divmod(number, k + 1)
                items[k], items[j] = items[j], items[k]

    def _harvest(self) -> None:
        """The price cards are discarded, spent cubes go back to the bank, the industries deliver."""
        contents, loc = self.contents, self.loc
        market = contents[MARKET]
        spent = market[KINDS:]  # the row cards lie first, the price cards after
        del market[KINDS:]
        contents[DISCARD] += spent
        for card in spent:
            loc[card] = DISCARD_LOC
        banks = [contents[zone] for zone in BANK]
        for cube in contents[INPUTS]:
            res = CUBE_COLOUR[cube]
            banks[res].append(cube)
            loc[cube] = BANK_LOC[res]
        contents[INPUTS].clear()
        for kind, (working, managed) in enumerate(zip(self.supplied, self.bossed)):
            if working + managed:
                self._gain(kind, working + managed)
        self.phase = "build"

    def _end_turn(self) -> None:
        if self.has_won():
            self.outcome, self.phase, self.current_player = "won", "over", None
            return
        limit = self.options.get("turn_limit")
        if limit is not None and self.turn >= limit:
            self.outcome, self.phase, self.current_player = "timeout", "over", None
            return
        self.turn += 1
        self._flip_idle(True)
        self.put_top(BOSSES, MANAGERS, len(self.contents[BOSSES]))
        self._start_supply()

    def _start_supply(self) -> None:
        self.phase, self.traded = "supply", False
        self.supplied = (self.built[0],) + NONE_YET[1:]
        self.bossed = NONE_YET

    # ----- outcome ------------------------------------------------------------------------
    def scores(self) -> list[float]:
        """Turns taken (on a win, the winning turn; on a timeout, the turns played)."""
        return [self.turn]

    def winners(self) -> list[int]:
        return [0] if self.outcome == "won" else []
