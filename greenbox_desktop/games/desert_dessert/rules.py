"""Desert Dessert's rules: setup, the legal actions of each phase, and their effects.

A turn: supply (cubes and managers onto industries, then Done), trade (the market is dealt;
one market trade and any 6-for-1 exchanges, then Done), harvest (automatic), build (one tile
or nothing).  Phases with nothing to decide are skipped.  Hidden draws (price cards, managers
from the bag) happen inside ``perform`` and are never named by a legal action.
"""

from __future__ import annotations

from greenbox_desktop.box import COLOURS, cube_ids, tile_ids
from greenbox_desktop.engine import Action, Choose, Move, Pass, State, move
from greenbox_desktop.games.desert_dessert.data import (
    ADJUSTMENTS_PER_TURN, BAG, BANK, BANK_INDEX, BLACK_TO_WIN, BOSSES, BUY, COST, DECK, DISCARD, EXCHANGE_RATE, GREY,
    INDUSTRIES, INPUTS, KINDS, MANAGERS, MARKET, MEEPLES_IN_BAG, NEEDS, RES_INDEX, ROW_CARD, SELL,
    SIX_CARDS, START_WELLS, STORE, STORE_INDEX, TILES, TILES_PER_KIND, industry_slot, market_slot, tile_id,
)
from greenbox_desktop.games.desert_dessert.market import PRICE_CARDS, Terms, terms
from greenbox_desktop.games.desert_dessert.planner import can_pay, manager_colour, supply_plan

SUPPLY_ALL = Choose("supply", "all")
SUPPLY_DONE = Choose("supply", "done")
TRADE_DONE = Choose("trade", "done")
GIVE_UP = Choose("game", "give_up")
BUILD_NOTHING = Pass()
PRICE_SLOTS = tuple(market_slot(r, side) for r in range(6) for side in (SELL, BUY))
SLOTS = tuple(tuple(industry_slot(k, c) for c in range(TILES_PER_KIND)) for k in range(KINDS))
FIRST_NEED = tuple(next((r for r, n in enumerate(needs) if n), 0) for needs in NEEDS)
MANAGER_COLOUR = {m: manager_colour(m) for m in (GREY,) + MEEPLES_IN_BAG}


def cube_colour(cube: str) -> int:
    """The resource index of a cube id."""
    return RES_INDEX[cube.split(".")[1]]


class Rules(State):
    """The rules engine of Desert Dessert (the registered class adds INFO, zones and words)."""

    MUTABLE = ("built",)

    turn: int
    phase: str  # supply, trade, build, over
    built: list[int]  # industries of each kind
    supplied: frozenset[int]  # industry slots working this turn
    traded: bool
    adjust_left: int
    outcome: str | None  # None, "won", "timeout"

    # ----- setup --------------------------------------------------------------------------
    def setup(self) -> None:
        for row, card in enumerate(SIX_CARDS):
            self.put(card, MARKET, market_slot(row, ROW_CARD))
        deck = list(PRICE_CARDS)
        self.shuffle(deck)
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

    def bossed(self) -> dict[int, str]:
        """Industry slot -> the manager standing on it."""
        loc = self.loc
        return {loc[m][1]: m for m in self.contents[BOSSES]}

    def industry_slots(self) -> list[int]:
        """The slots of every built industry, kind by kind."""
        return [industry_slot(k, c) for k in range(KINDS) for c in range(self.built[k])]

    def terms_at(self, slot: int) -> Terms | None:
        """The open trade of the price card in market ``slot`` (None if closed or empty)."""
        cards = self.at(MARKET, slot)
        return terms(cards[0], slot // 3, slot % 3) if cards else None

    def has_won(self) -> bool:
        """At least one industry of each kind and enough black cubes in the store."""
        return min(self.built) > 0 and len(self.contents[STORE[5]]) >= BLACK_TO_WIN

    # ----- legal actions ------------------------------------------------------------------
    def generate(self) -> list[Action]:
        return self._phase_actions() + [GIVE_UP]

    def _phase_actions(self) -> list[Action]:
        """The legal actions of the current phase (giving up aside); the phase's Done is last."""
        if self.phase == "supply":
            return self._supply_actions()
        if self.phase == "trade":
            return self._trade_actions()
        return self._build_actions()

    def _supply_actions(self) -> list[Action]:
        contents, counts, supplied, built = self.contents, self.counts(), self.supplied, self.built
        actions: list[Action] = []
        for kind in range(1, KINDS):
            if built[kind] and can_pay(counts, NEEDS[kind]):
                cube = contents[STORE[FIRST_NEED[kind]]][-1]
                actions += [move(cube, INPUTS, s) for s in SLOTS[kind][:built[kind]] if s not in supplied]
        bossed = {self.loc[m][1] for m in contents[BOSSES]}
        free = [s for s in supplied if s not in bossed]
        useful = bool(actions)
        for meeple in contents[MANAGERS]:
            colour = MANAGER_COLOUR[meeple]
            if colour is None or counts[colour]:
                actions += [move(meeple, BOSSES, s) for s in free]
                useful = useful or any(colour is None or s % KINDS > colour for s in free)
        if useful:
            actions.append(SUPPLY_ALL)
        if self.adjust_left:
            actions += [move(m, MANAGERS) for m in contents[BOSSES]]
            taken: set[int] = set()
            for cube in contents[INPUTS]:
                slot = self.loc[cube][1]
                if slot % KINDS and slot not in taken:
                    taken.add(slot)
                    actions.append(move(cube, STORE[cube_colour(cube)]))
        actions.append(SUPPLY_DONE)
        return actions

    def _plan(self) -> list[tuple[str, int]]:
        return supply_plan(self.counts(), tuple(self.built), self.supplied, self.contents[MANAGERS],
                           frozenset(self.bossed()))

    def _trade_actions(self) -> list[Action]:
        contents, counts = self.contents, self.counts()
        bank = [len(contents[z]) for z in BANK]
        actions: list[Action] = []
        if not self.traded:
            for slot in PRICE_SLOTS:
                deal = self.terms_at(slot)
                if deal is not None and counts[deal.pay] >= deal.count and bank[deal.get]:
                    actions.append(move(contents[STORE[deal.pay]][-1], MARKET, slot))
        for give, have in enumerate(counts):
            if have >= EXCHANGE_RATE:
                cube = contents[STORE[give]][-1]
                actions += [move(cube, BANK[get]) for get in range(KINDS) if get != give and bank[get]]
        actions.append(TRADE_DONE)
        return actions

    def _build_actions(self) -> list[Action]:
        counts, built = self.counts(), self.built
        actions: list[Action] = [move(tile_id(k, built[k]), INDUSTRIES, industry_slot(k, built[k]))
                                 for k in range(KINDS) if built[k] < TILES_PER_KIND and can_pay(counts, COST[k])]
        actions.append(BUILD_NOTHING)
        return actions

    # ----- effects ------------------------------------------------------------------------
    def perform(self, action: Action) -> None:
        if action == GIVE_UP:
            self.outcome, self.phase, self.current_player = "gave_up", "over", None
            return
        self._act(action)
        self._settle()

    def _settle(self) -> None:
        """Finish phases in which nothing is left to decide (only their Done remains).

        The actions found for the phase that stays are kept in the state's legal-action cache
        (``apply`` clears it before ``perform``), so they are not generated twice.
        """
        while self.phase != "over":
            actions = self._phase_actions()
            if len(actions) > 1:
                self._legal = actions + [GIVE_UP]
                return
            if self.phase == "supply":
                self._end_supply()
            elif self.phase == "trade":
                self._harvest()
            else:
                self._end_turn()

    def _act(self, action: Action) -> None:
        if self.phase == "supply":
            self._perform_supply(action)
        elif self.phase == "trade":
            self._perform_trade(action)
        elif isinstance(action, Move):
            self._pay(COST[action.slot % KINDS], BANK)
            self.put(action.component, INDUSTRIES, action.slot)
            self.built[action.slot % KINDS] += 1
            self._end_turn()
        else:
            self._end_turn()

    def _perform_supply(self, action: Action) -> None:
        if action == SUPPLY_DONE:
            self._end_supply()
        elif action == SUPPLY_ALL:
            for who, slot in self._plan():
                if who == "supply":
                    self._supply(slot)
                else:
                    self._assign(who, slot)
        elif action.zone == INPUTS:
            self._supply(action.slot)
        elif action.zone == BOSSES:
            self._assign(action.component, action.slot)
        elif action.zone == MANAGERS:
            self.adjust_left -= 1
            self._unassign(action.component)
        else:
            self.adjust_left -= 1
            self._unsupply(self.loc[action.component][1])

    def _pay(self, needs: tuple[int, ...], to: tuple[str, ...], slot: int | None = None) -> None:
        """Move ``needs`` cubes from the store to the zones ``to`` (per resource), at ``slot``."""
        contents = self.contents
        for res, n in enumerate(needs):
            pile = contents[STORE[res]]
            for _ in range(n):
                self.put(pile[-1], to[res], slot)

    def _gain(self, res: int, n: int = 1) -> int:
        """Take up to ``n`` cubes of a resource from the bank into the store; how many came."""
        pile = self.contents[BANK[res]]
        got = min(n, len(pile))
        for _ in range(got):
            self.put(pile[-1], STORE[res])
        return got

    def _supply(self, slot: int) -> None:
        self._pay(NEEDS[slot % KINDS], (INPUTS,) * KINDS, slot)
        self.supplied = self.supplied | {slot}

    def _unsupply(self, slot: int) -> None:
        for cube in self.at(INPUTS, slot):
            self.put(cube, STORE[cube_colour(cube)])
        manager = self.bossed().get(slot)
        if manager is not None:
            self.put(manager, MANAGERS)
        self.supplied = self.supplied - {slot}

    def _assign(self, meeple: str, slot: int) -> None:
        self.put(meeple, BOSSES, slot)
        colour = manager_colour(meeple)
        if colour is not None:
            self.put(self.contents[STORE[colour]][-1], INPUTS, slot)

    def _unassign(self, meeple: str) -> None:
        slot = self.loc[meeple][1]
        self.put(meeple, MANAGERS)
        colour = manager_colour(meeple)
        if colour is not None:
            cube = next(c for c in self.at(INPUTS, slot) if cube_colour(c) == colour)
            self.put(cube, STORE[colour])

    def _end_supply(self) -> None:
        supplied = self.supplied
        for tile in self.contents[INDUSTRIES]:
            if self.loc[tile][1] not in supplied:
                self.flip(tile, False)
        self.phase = "trade"
        self._deal()

    def _perform_trade(self, action: Action) -> None:
        if action == TRADE_DONE:
            self._harvest()
            return
        give = STORE_INDEX[self.loc[action.component][0]]
        if action.zone == MARKET:
            deal = self.terms_at(action.slot)
            self._pay(tuple(deal.count if r == deal.pay else 0 for r in range(KINDS)), BANK)
            self._gain(deal.get)
            self.traded = True
        else:
            self._pay(tuple(EXCHANGE_RATE if r == give else 0 for r in range(KINDS)), BANK)
            self._gain(BANK_INDEX[action.zone])

    def _deal(self) -> None:
        """Discard the old price cards and deal one card on each side of every row."""
        loc = self.loc
        for card in [c for c in self.contents[MARKET] if loc[c][1] % 3 != ROW_CARD]:
            self.put(card, DISCARD)
        deck = self.contents[DECK]
        for slot in PRICE_SLOTS:
            self.put(deck[-1], MARKET, slot)
            if not deck:
                self._pile_ran_out()

    def _pile_ran_out(self) -> None:
        """A new manager from the bag (if any is left), and the discards become the draw pile."""
        bag = self.contents[BAG]
        if bag:
            self.put(bag[self.random_below(len(bag))], MANAGERS)
        discards = list(self.contents[DISCARD])
        self.shuffle(discards)
        for card in discards:
            self.put(card, DECK)

    def _harvest(self) -> None:
        """Spent cubes go back to the bank; every working industry makes its cubes."""
        for cube in list(self.contents[INPUTS]):
            self.put(cube, BANK[cube_colour(cube)])
        bossed = self.bossed()
        for slot in sorted(self.supplied):
            self._gain(slot % KINDS, 2 if slot in bossed else 1)
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
        for tile in self.contents[INDUSTRIES]:
            if not self.loc[tile][2]:
                self.flip(tile, True)
        for meeple in list(self.contents[BOSSES]):
            self.put(meeple, MANAGERS)
        self._start_supply()

    def _start_supply(self) -> None:
        self.phase, self.traded, self.adjust_left = "supply", False, ADJUSTMENTS_PER_TURN
        self.supplied = frozenset(industry_slot(0, c) for c in range(self.built[0]))

    # ----- outcome ------------------------------------------------------------------------
    def scores(self) -> list[float]:
        """Turns taken (on a win, the winning turn; on a timeout, the turns played)."""
        return [self.turn]

    def winners(self) -> list[int]:
        return [0] if self.outcome == "won" else []
