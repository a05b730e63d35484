"""What Desert Dessert says: log lines, button captions, reasons, hover text, the panel, results."""

from __future__ import annotations

from greenbox_desktop.box import component
from greenbox_desktop.engine import Action, Move, Pass
from greenbox_desktop.games.desert_dessert.data import (
    BANK_INDEX, BLACK_TO_WIN, BOSSES, BUY, BUY_PRICE, COST, DECK, DISCARD, EXCHANGE_RATE, INDUSTRIES, INPUTS, KINDS, MANAGERS,
    MARKET, NAMES, NEEDS, RESOURCE_NAMES, RESOURCES, ROW_CARD, SELL, SELL_PRICE, STORE, TILES, TILES_PER_KIND, industry_slot, market_place, market_slot, tile_kind,
)
from greenbox_desktop.games.desert_dessert.market import Terms, closed_because, terms
from greenbox_desktop.games.desert_dessert.planner import can_pay, manager_colour
from greenbox_desktop.games.desert_dessert.rules import (
    BUILD_NOTHING, PRICE_SLOTS, SUPPLY_ALL, SUPPLY_DONE, TRADE_DONE, Rules, cube_colour,
)
from greenbox_desktop.words import count_of, plural

PHASE_NAMES = {"supply": "Supply", "trade": "Trade", "build": "Build", "over": "Game over"}
PHASE_PROMPTS = {
    "supply": "Drag cubes onto industries and managers onto working industries, then press Done supplying.",
    "trade": "Drag cubes onto a price card (one market trade) or onto the bank (6 for 1), then Done trading.",
    "build": "Drag a tile from the supply onto your industries, or build nothing.",
}


def cubes(counts: tuple[int, ...] | list[int]) -> str:
    """A multiset of cubes in words: '2 yellow + 1 red' ('nothing' when empty)."""
    parts = [f"{n} {RESOURCES[r]}" for r, n in enumerate(counts) if n]
    return " + ".join(parts) or "nothing"


def deal_words(deal: Terms) -> str:
    """A price in board form: '3 yellow → 1 blue'."""
    return f"{deal.count} {RESOURCES[deal.pay]} → 1 {RESOURCES[deal.get]}"


def industry_name(slot: int) -> str:
    """The name of the industry in a slot of the industry grid, with its number."""
    return f"{NAMES[slot % KINDS]} {slot // KINDS + 1}"


def manager_name(meeple: str) -> str:
    """'the grey manager', 'the red manager' ..."""
    return f"the {meeple.split('.')[1]} manager"


class Words(Rules):
    """The text side of Desert Dessert."""

    # ----- log ----------------------------------------------------------------------------
    def describe(self, action: Action) -> str:
        if action == SUPPLY_ALL:
            supplied, bossed = list(self.supplied), list(self.bossed)
            done, bosses = [], []
            for who, kind in self._plan():
                if who == "supply":
                    done.append(industry_name(industry_slot(kind, supplied[kind])))
                    supplied[kind] += 1
                else:
                    bosses.append(f"{manager_name(who)} on {industry_name(industry_slot(kind, bossed[kind]))}")
                    bossed[kind] += 1
            return "Supply all I can: " + "; ".join(filter(None, [", ".join(done), ", ".join(bosses)])) + "."
        if action == SUPPLY_DONE:
            working = sum(self.supplied)
            return f"Turn {self.turn}: done supplying; {working} industries work, {sum(self.built) - working} stand idle."
        if action == TRADE_DONE:
            return "Done trading; the working industries deliver their cubes."
        if action == BUILD_NOTHING:
            return f"Builds nothing and ends turn {self.turn}."
        if not isinstance(action, Move):
            return str(action)
        zone = action.zone
        if zone == INPUTS:
            return f"Supplies {industry_name(action.slot)} with {cubes(NEEDS[action.slot % KINDS])}."
        if zone == BOSSES:
            colour = manager_colour(action.component)
            cost = "" if colour is None else f" (1 {RESOURCES[colour]} cube)"
            return f"Puts {manager_name(action.component)} on {industry_name(action.slot)}{cost}."
        if zone == MARKET:
            side = "sells" if market_place(action.slot)[1] == SELL else "buys"
            return f"Market trade ({side}): {deal_words(self.terms_at(action.slot))}."
        if zone in BANK_INDEX:
            give = RESOURCES[cube_colour(action.component)]
            return f"Exchanges {EXCHANGE_RATE} {give} for 1 {RESOURCES[BANK_INDEX[zone]]}."
        if zone == INDUSTRIES:
            return f"Builds {industry_name(action.slot)} for {cubes(COST[action.slot % KINDS])}."
        return str(action)

    def news(self, before: Rules, action: Action) -> list[str]:
        """A trade phase the rules skipped (nothing affordable): the market it dealt, in words, since
        those price cards were cleared away before anyone saw them."""
        if self.phase in ("trade", "supply") or (before.phase != "supply" and self.turn == before.turn):
            return []
        spent = self.contents[DISCARD][-len(PRICE_SLOTS):]  # the last market, discarded in deal order
        offers = []
        for card, slot in zip(spent, PRICE_SLOTS):
            row, side = market_place(slot)
            deal = terms(card, row, side)
            if deal is not None:
                offers.append(f"{'sell' if side == SELL else 'buy'} {deal_words(deal)}")
        dealt = "; ".join(offers) or "only closed sides"
        return [f"Turn {self.turn if self.phase == 'build' else before.turn}: the market dealt {dealt}. "
                "You can afford none of it, nor a 6-for-1 exchange, so the trade phase passes."]

    def label(self, action: Action) -> str:
        captions = {SUPPLY_ALL: "Supply all I can", SUPPLY_DONE: "Done supplying", TRADE_DONE: "Done trading",
                    BUILD_NOTHING: "Build nothing, end turn"}
        return captions.get(action) or super().label(action)

    # ----- reasons ------------------------------------------------------------------------
    def reason(self, action: Action) -> str | None:
        if isinstance(action, Pass):
            return "Passing means building nothing; that comes in the build phase."
        if not isinstance(action, Move):
            return f"That is not possible in the {PHASE_NAMES[self.phase].lower()} phase."
        zone, slot = action.zone, action.slot
        phase_of = {INPUTS: "supply", BOSSES: "supply", MARKET: "trade", INDUSTRIES: "build", TILES: "build"}
        wanted = phase_of.get(zone, "trade" if zone in BANK_INDEX else "supply")
        if wanted != self.phase:
            return f"That belongs to the {PHASE_NAMES[wanted].lower()} phase; this is the " \
                   f"{PHASE_NAMES[self.phase].lower()} phase."
        if zone == INPUTS:
            return self._supply_reason(slot)
        if zone == BOSSES:
            return self._manager_reason(action.component, slot)
        if zone == MARKET:
            return self._market_reason(action.component, slot)
        if zone in BANK_INDEX:
            return self._exchange_reason(action.component, BANK_INDEX[zone])
        if zone == INDUSTRIES:
            return self._build_reason(action.component, slot)
        return "To take a supply or a manager back, use Undo (nothing is revealed while you supply)."

    def _supply_reason(self, slot: int | None) -> str:
        if slot is None or slot not in self.industry_slots():
            return "Cubes go onto one of your industries."
        kind = slot % KINDS
        if kind == 0:
            return "Water Wells need nothing: they always work."
        if slot // KINDS < self.supplied[kind]:
            return f"{industry_name(slot)} is already supplied."
        needs = NEEDS[kind]
        if not can_pay(self.counts(), needs):
            return f"{industry_name(slot)} needs {cubes(needs)}; your store has {cubes(self.counts())}."
        if slot != self.next_idle(kind):
            return f"Industries of one kind are alike and work in order: supply {industry_name(self.next_idle(kind))}."
        return "Drag a cube of the first colour it needs (see its hover text)."

    def _manager_reason(self, meeple: str, slot: int | None) -> str:
        if not meeple.startswith("meeple."):
            return "Only managers stand on industries; cubes supply them."
        if self.loc.get(meeple, ("",))[0] != MANAGERS:
            return "That manager is already at work this turn (Undo takes it back)."
        if slot is None or slot not in self.industry_slots():
            return "Managers go onto one of your industries."
        kind, copy = slot % KINDS, slot // KINDS
        if copy < self.bossed[kind]:
            return "One manager per industry."
        if copy >= self.supplied[kind]:
            return "Supply the industry first: a manager only runs a working industry."
        colour = manager_colour(meeple)
        if colour is not None and not self.counts()[colour]:
            return f"{manager_name(meeple).capitalize()} wants 1 {RESOURCES[colour]} cube and you have none."
        return f"Industries of one kind are alike and take managers in order: use {industry_name(self.next_unmanaged(kind))}."

    def _market_reason(self, cube: str, slot: int | None) -> str:
        if slot is None or market_place(slot)[1] not in (SELL, BUY):
            return "Drop the cubes on a price card beside a row card (the outer cards of the market)."
        if self.traded:
            return "Only one market trade a turn, and you have made it."
        card = self.at(MARKET, slot)[0]
        row, side = market_place(slot)
        deal = terms(card, row, side)
        if deal is None:
            return f"This side is closed: {closed_because(card, row)}."
        if not cube.startswith("cube.") or cube_colour(cube) != deal.pay:
            return f"This card takes {RESOURCES[deal.pay]} cubes ({deal_words(deal)})."
        if self.counts()[deal.pay] < deal.count:
            return f"This trade takes {deal.count} {RESOURCES[deal.pay]}; you have {self.counts()[deal.pay]}."
        return f"The bank has no {RESOURCES[deal.get]} cube left."

    def _exchange_reason(self, cube: str, get: int) -> str:
        if not cube.startswith("cube."):
            return "Exchanges are made with cubes."
        give = cube_colour(cube)
        if give == get:
            return "An exchange turns cubes of one colour into a cube of another colour."
        if self.counts()[give] < EXCHANGE_RATE:
            return f"An exchange takes {EXCHANGE_RATE} {RESOURCES[give]}; you have {self.counts()[give]}."
        return f"The bank has no {RESOURCES[get]} cube left."

    def _build_reason(self, tile: str, slot: int | None) -> str:
        if not tile.startswith("tile.") or self.loc.get(tile, ("",))[0] != TILES:
            return "Build by dragging a tile from the tile supply."
        kind = tile_kind(tile)
        if self.built[kind] >= TILES_PER_KIND:
            return f"All {TILES_PER_KIND} tiles of that kind are built."
        if not can_pay(self.counts(), COST[kind]):
            return f"A {NAMES[kind]} costs {cubes(COST[kind])}; your store has {cubes(self.counts())}."
        return "Put the new tile in the next free place of its column."

    # ----- hover text ---------------------------------------------------------------------
    def tooltip(self, component_id: str) -> str | None:
        if ".?" in component_id or component_id not in self.loc:
            return None
        zone, slot, up = self.loc[component_id]
        info = component(component_id)
        if info.kind == "tile":
            kind = tile_kind(component_id)
            text = f"{NAMES[kind]}: needs {cubes(NEEDS[kind])}, makes 1 {RESOURCES[kind]} (2 with a manager)."
            if zone == TILES:
                return text + f" Costs {cubes(COST[kind])} to build."
            return text + ("" if up else " Idle this turn: it was not supplied.")
        if info.kind == "card" and zone == MARKET:
            row, side = market_place(slot)
            if side == ROW_CARD:
                return f"{RESOURCE_NAMES[row]} row: {RESOURCES[row]} cubes, made by the {NAMES[row]}s."
            deal = terms(component_id, row, side)
            side = "Sell" if side == SELL else "Buy"
            if deal is None:
                return f"{side} side closed: {closed_because(component_id, row)}."
            return f"{side}: {deal_words(deal)}."
        if info.kind == "meeple":
            colour = manager_colour(component_id)
            extra = "no extra cube" if colour is None else f"1 extra {RESOURCES[colour]} cube"
            return f"{manager_name(component_id).capitalize()}: doubles an industry's output for {extra}."
        if info.kind == "cube":
            where = f" (in the bank: {EXCHANGE_RATE} of one colour buy 1)" if zone in BANK_INDEX else \
                {INPUTS: " (supplied to an industry)", MANAGERS: ""}.get(zone, "")
            return f"{info.colour.capitalize()} cube: {RESOURCE_NAMES[cube_colour(component_id)]}{where}."
        return None

    # ----- the price board on the table ---------------------------------------------------
    def slot_captions(self) -> dict[tuple[str, int], str]:
        """The market's price cells: each price card's trade in words, written beside the card."""
        captions = {}
        loc = self.loc
        for card in self.contents[MARKET]:
            row, side = market_place(loc[card][1])
            if side in (SELL, BUY):
                deal = terms(card, row, side)
                cell = market_slot(row, SELL_PRICE if side == SELL else BUY_PRICE)
                captions[(MARKET, cell)] = deal_words(deal).replace(" → ", "\n→ ") if deal else "closed"
        return captions

    # ----- panel and results --------------------------------------------------------------
    def panel(self) -> dict[str, str]:
        limit = self.options.get("turn_limit")
        facts = {
            "Turn": count_of(self.turn, limit, "turn"),
            "Phase": PHASE_NAMES[self.phase],
            "Store": cubes(self.counts()),
            "Goal": f"{len(self.contents[STORE[5]])}/{BLACK_TO_WIN} black cubes; "
                    f"{sum(1 for n in self.built if n)}/{KINDS} kinds of industry",
            "Industries": ", ".join(f"{n} {NAMES[k]}" for k, n in enumerate(self.built) if n),
            "Managers at hand": ", ".join(m.split(".")[1] for m in self.contents[MANAGERS]) or "none",
            "Draw pile": f"{plural(len(self.contents[DECK]), 'card')} (a new manager when it runs out)",
        }
        if self.phase in PHASE_PROMPTS:
            facts["Now"] = PHASE_PROMPTS[self.phase]
        if self.outcome is not None:  # the results screen shows the panel: only what the game came to
            return {"Result": self._result_words(), **{k: facts[k] for k in ("Store", "Goal", "Industries")}}
        if self.phase == "trade":
            facts["Market trade"] = "made" if self.traded else "still open"
        return facts

    def _result_words(self) -> str:
        if self.outcome == "won":
            return f"Won in {plural(self.turn, 'turn')}"
        return f"Ran out of turns: the limit of {plural(self.turn, 'turn')} was reached"

    def results(self) -> dict:
        """The result screen's facts; the score is the turns taken, fewer is better."""
        return {"won": self.outcome == "won", "outcome": self.outcome, "turns": self.turn,
                "score": self.scores()[0], "lower_is_better": self.LOWER_SCORES_WIN, "score_label": "turns",
                "black": len(self.contents[STORE[5]]), "industries": sum(self.built),
                "turn_limit": self.options.get("turn_limit"),
                **({"ending": "ran out of turns"} if self.outcome == "timeout" else {})}
